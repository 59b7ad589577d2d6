/**
 * The one tokenizer of full-text search, used when the index is built and when a query is read, so
 * both see the same words. A token is a run of letters or digits (`God’s` is `god` and `s`,
 * `doesn’t` is `doesn` and `t`), folded: lower case, accents removed (`Naamán` → `naaman`). Pure; no
 * `node:` imports.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Folds one word: lower case, accents and other combining marks removed. */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  // Most verse text is plain ASCII: skip the normalisation then.
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize("NFKD").replace(/\p{M}+/gu, "");
}

/** A token with where it stands in the text (UTF-16 offsets, end exclusive). */
export interface Token {
  readonly term: string;
  readonly start: number;
  readonly end: number;
}

/** The folded tokens of a text, in order, with their offsets. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = foldWord(m[0]);
    if (term !== "") out.push({ term, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The folded terms of a text, in order. */
export function terms(text: string): string[] {
  return tokenize(text).map((t) => t.term);
}
