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

/** Per BMP code unit: 0 not yet known, 1 a letter or digit, 2 neither (filled as met). */
const BMP_CLASS = new Uint8Array(0x10000);
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Is the ASCII code an ASCII letter or digit? */
function isAsciiWord(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
}

/** Is the code point a letter or digit (`\p{L}` or `\p{N}`)? */
function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) return isAsciiWord(cp);
  if (cp > 0xffff) return LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
  let c = BMP_CLASS[cp] as number;
  if (c === 0) BMP_CLASS[cp] = c = cp >= 0xd800 && cp <= 0xdfff ? 2 : LETTER_OR_DIGIT.test(String.fromCharCode(cp)) ? 1 : 2;
  return c === 1;
}

/**
 * Writes the offsets of the first `upTo` tokens of `text` to `out` (`out[2i]` the start of token i,
 * `out[2i + 1]` its end) and returns how many it wrote: exactly the tokens of {@link tokenize}, in
 * order, without folding plain ASCII words, so a cheap pass for highlighting.
 */
export function wordSpans(text: string, out: Int32Array, upTo: number): number {
  let i = 0;
  let at = 0;
  const n = text.length;
  while (at < n && i < upTo) {
    let c = text.charCodeAt(at);
    if (c < 0x80) {
      if (!isAsciiWord(c)) {
        at++;
        continue;
      }
    } else {
      const cp = text.codePointAt(at) as number;
      if (!isWordCodePoint(cp)) {
        at += cp > 0xffff ? 2 : 1;
        continue;
      }
    }
    const start = at;
    let ascii = true;
    while (at < n) {
      c = text.charCodeAt(at);
      if (c < 0x80) {
        if (!isAsciiWord(c)) break;
        at++;
        continue;
      }
      const cp = text.codePointAt(at) as number;
      if (!isWordCodePoint(cp)) break;
      ascii = false;
      at += cp > 0xffff ? 2 : 1;
    }
    if (ascii || foldWord(text.slice(start, at)) !== "") {
      out[2 * i] = start;
      out[2 * i + 1] = at;
      i++;
    }
  }
  return i;
}
