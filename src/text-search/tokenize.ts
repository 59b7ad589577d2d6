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

const UTF8_DECODER = new TextDecoder();

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
 * The tokens of a UTF-8 text, as {@link tokenize} finds them in the decoded string, without decoding
 * it: writes the first `upTo` tokens of `bytes[from, to)` to `out`, four numbers each (`out[4i]`,
 * `out[4i + 1]`: token i's start and end as UTF-16 offsets in the decoded string; `out[4i + 2]`,
 * `out[4i + 3]`: its bytes), and returns how many it wrote. Plain ASCII words are not folded, so it is
 * a cheap pass for highlighting. The bytes must be well-formed UTF-8 (as `TextEncoder` writes them);
 * a leading byte-order mark is skipped, as `TextDecoder` drops it.
 */
export function utf8WordSpans(bytes: Uint8Array, from: number, to: number, out: Int32Array, upTo: number): number {
  let i = 0;
  let at = from;
  if (to - from >= 3 && bytes[from] === 0xef && bytes[from + 1] === 0xbb && bytes[from + 2] === 0xbf) at += 3;
  // `unit` is the UTF-16 offset of byte `at`.
  let unit = 0;
  while (at < to && i < upTo) {
    const c = bytes[at] as number;
    if (c < 0x80) {
      if (!isAsciiWord(c)) {
        at++;
        unit++;
        continue;
      }
    } else {
      const cp = codePointAt(bytes, at);
      if (!isWordCodePoint(cp)) {
        at += sequenceLength(c);
        unit += cp > 0xffff ? 2 : 1;
        continue;
      }
    }
    const start = at;
    const startUnit = unit;
    let ascii = true;
    while (at < to) {
      const b = bytes[at] as number;
      if (b < 0x80) {
        if (!isAsciiWord(b)) break;
        at++;
        unit++;
        continue;
      }
      const cp = codePointAt(bytes, at);
      if (!isWordCodePoint(cp)) break;
      ascii = false;
      at += sequenceLength(b);
      unit += cp > 0xffff ? 2 : 1;
    }
    if (ascii || foldWord(UTF8_DECODER.decode(bytes.subarray(start, at))) !== "") {
      out[4 * i] = startUnit;
      out[4 * i + 1] = unit;
      out[4 * i + 2] = start;
      out[4 * i + 3] = at;
      i++;
    }
  }
  return i;
}

/** The length of the UTF-8 sequence that starts with byte `b0` (not ASCII). */
function sequenceLength(b0: number): number {
  return b0 < 0xe0 ? 2 : b0 < 0xf0 ? 3 : 4;
}

/** The code point of the (well-formed, not ASCII) UTF-8 sequence at `at`. */
function codePointAt(bytes: Uint8Array, at: number): number {
  const b0 = bytes[at] as number;
  const b1 = (bytes[at + 1] as number) & 0x3f;
  if (b0 < 0xe0) return ((b0 & 0x1f) << 6) | b1;
  const b2 = (bytes[at + 2] as number) & 0x3f;
  if (b0 < 0xf0) return ((b0 & 0x0f) << 12) | (b1 << 6) | b2;
  return ((b0 & 0x07) << 18) | (b1 << 12) | (b2 << 6) | ((bytes[at + 3] as number) & 0x3f);
}
