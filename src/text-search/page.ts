/**
 * The response body of one page of full-text hits, written as bytes: the UTF-8 of
 * `JSON.stringify({ data: hits, meta })` (the API's list envelope), byte for byte, without that call.
 *
 * Why: serialising a page of 50 verses took about 24 µs and encoding it about 8 µs; over
 * `bench/text-mix.ts`'s requests the page was 28 % of an uncached request's cost in process
 * (docs/performance.md, twelfth session). Most of it was escaping and re-encoding the verses'
 * text, which the index already holds as UTF-8: a text with
 * nothing to escape (no `"`, `\` or control character, the case of every verse of both
 * translations) is copied from the index's bytes, and only the short ASCII parts around it (the
 * reference, translation, score and highlight offsets) are written as strings. A text that needs
 * escaping goes through `JSON.stringify`. Pure, no `node:` imports: Node and the edge run it alike.
 */
import { docText, type TextHit, type TextIndex } from "./query.ts";

const UTF8 = new TextEncoder();

/** Per document: 0 not yet looked at, 1 its UTF-8 text is also its JSON string's content, 2 it needs escaping. */
const PLAIN = 1;
const ESCAPE = 2;

/** Whether document `doc`'s stored bytes can stand between quotes in JSON as they are (checked once, then kept). */
function plainText(index: TextIndex, doc: number): boolean {
  const known = index.jsonPlain[doc] as number;
  if (known !== 0) return known === PLAIN;
  const { texts, textStarts } = index;
  const start = textStarts[doc] as number;
  const end = textStarts[doc + 1] as number;
  // A leading byte-order mark is dropped when the text is decoded, so it would not be in the string.
  let plain = !(end - start >= 3 && texts[start] === 0xef && texts[start + 1] === 0xbb && texts[start + 2] === 0xbf);
  for (let i = start; i < end && plain; i++) {
    const b = texts[i] as number;
    plain = b >= 0x20 && b !== 0x22 && b !== 0x5c;
  }
  index.jsonPlain[doc] = plain ? PLAIN : ESCAPE;
  return plain;
}

/**
 * The body of a page of hits: `{"data":[…hits],"meta":{"total":…,"limit":…,"offset":…}…}` as UTF-8,
 * the same bytes as encoding `JSON.stringify({ data: hits, meta: { total, limit, offset, …more } })`.
 * `docs[i]` is the index's document of `hits[i]` (as `searchText` returns them); `more` is the JSON
 * text of members after `offset` inside `meta` (`,"suggestions":[…]`), or empty. The hits' `osis` and
 * `translation` must be ASCII with nothing to escape (OSIS ids and the index's translation ids are).
 */
export function textPageBytes(index: TextIndex, hits: readonly TextHit[], docs: readonly number[], meta: { readonly total: number; readonly limit: number; readonly offset: number }, more = ""): Uint8Array {
  // The page as ASCII strings between the texts copied from the index: parts[0], text 0, parts[1], ….
  const parts: string[] = [];
  const texts: Uint8Array[] = [];
  let head = '{"data":[';
  hits.forEach((h, i) => {
    const doc = docs[i] as number;
    head += `${i === 0 ? "" : ","}{"osis":"${h.osis}","translation":"${h.translation}","score":${h.score},"text":`;
    if (plainText(index, doc) && docText(index, doc) === h.text) {
      parts.push(`${head}"`);
      texts.push(index.texts.subarray(index.textStarts[doc] as number, index.textStarts[doc + 1] as number));
      head = '"';
    } else {
      parts.push(head);
      texts.push(UTF8.encode(JSON.stringify(h.text)));
      head = "";
    }
    head += ',"highlights":[';
    h.highlights.forEach(([s, e], k) => (head += `${k === 0 ? "" : ","}[${s},${e}]`));
    head += "]}";
  });
  const tail = UTF8.encode(`${head}],"meta":{"total":${meta.total},"limit":${meta.limit},"offset":${meta.offset}${more}}}`);
  let size = tail.length;
  for (const p of parts) size += p.length;
  for (const t of texts) size += t.length;
  const out = new Uint8Array(size);
  let at = 0;
  parts.forEach((p, i) => {
    at += UTF8.encodeInto(p, out.subarray(at)).written;
    const t = texts[i] as Uint8Array;
    out.set(t, at);
    at += t.length;
  });
  if (at !== size - tail.length) throw new Error("textPageBytes: a hit's osis or translation is not ASCII");
  out.set(tail, at);
  return out;
}
