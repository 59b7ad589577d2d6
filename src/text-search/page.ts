/**
 * The response body of one page of full-text hits, written as bytes: the UTF-8 of
 * `JSON.stringify({ data: hits, meta })` (the API's list envelope) for the hits `searchText` would
 * return, byte for byte, without making those hits.
 *
 * Why: a page of 50 verses as hit objects (each text decoded, its highlights as arrays) and then as
 * JSON cost about 34 µs of an uncached request's 67 in process over `bench/text-mix.ts`'s requests,
 * and most of the request's allocations (docs/performance.md, thirteenth session). Here the ranked
 * documents are written straight into one reused buffer: the text is copied from the index's UTF-8
 * when it has nothing to escape (no `"`, `\` or control character: every verse of both translations),
 * the highlights come from `docHighlights` (offsets read from the bytes), and only the finished body
 * is copied out. A text that needs escaping goes through `JSON.stringify`. Pure, no `node:` imports:
 * Node and the edge run it alike.
 */
import { docHeading, docHighlights, docOsis, docText, docTranslation, headingHighlights, headingText, type TextIndex, type TextRanking } from "./query.ts";

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
 * A growing byte buffer, reused from page to page (a page is written to its end without yielding),
 * with the few kinds of write a page needs. Writing pages took about a tenth of the server's time
 * under text-cold in a CPU profile (docs/performance.md, thirteenth session).
 */
export class ByteWriter {
  /** The bytes written so far are `buf[0, at)`. */
  buf = new Uint8Array(1 << 16);
  at = 0;

  /** Makes room for `n` more bytes. */
  room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.at + n) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.buf.subarray(0, this.at));
    this.buf = grown;
  }

  /** Writes a string that must be ASCII (throws otherwise: it would need encoding). */
  ascii(s: string): void {
    this.room(s.length);
    const { buf } = this;
    let at = this.at;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c >= 0x80) throw new Error(`textPageBytes: ${JSON.stringify(s)} is not ASCII`);
      buf[at++] = c;
    }
    this.at = at;
  }

  /** Writes one ASCII character. */
  char(c: number): void {
    this.room(1);
    this.buf[this.at++] = c;
  }

  /** Writes any string as UTF-8. */
  utf8(s: string): void {
    this.room(3 * s.length);
    this.at += UTF8.encodeInto(s, this.buf.subarray(this.at)).written;
  }

  /** Writes a whole number from 0. */
  int(n: number): void {
    if (n < 10) this.char(0x30 + n);
    else this.ascii(String(n));
  }

  /** Writes `bytes[from, to)`. */
  copy(bytes: Uint8Array, from: number, to: number): void {
    this.room(to - from);
    this.buf.set(bytes.subarray(from, to), this.at);
    this.at += to - from;
  }

  /**
   * Writes `m / 10000` as `JSON.stringify` would, for a whole `m` from 0 below 2^53: the number's
   * shortest round-trip form has at most four decimals, which are `m`'s last four digits without
   * trailing zeros (converting the double to a string costs more than the whole page's other numbers).
   */
  tenThousandths(m: number): void {
    const whole = Math.floor(m / 10000);
    let frac = m - whole * 10000;
    this.int(whole);
    if (frac === 0) return;
    let digits = 4;
    while (frac % 10 === 0) {
      frac /= 10;
      digits--;
    }
    this.room(digits + 1);
    const { buf } = this;
    buf[this.at] = 0x2e;
    for (let d = digits; d >= 1; d--) {
      buf[this.at + d] = 0x30 + (frac % 10);
      frac = Math.floor(frac / 10);
    }
    this.at += digits + 1;
  }
}

const writer = new ByteWriter();

/**
 * The body of a page of hits: `{"data":[…hits],"meta":{"total":…,"limit":…,"offset":…}…}` as UTF-8,
 * the same bytes as encoding `JSON.stringify({ data: searchText(…).hits, meta: { total, limit,
 * offset, …more } })` for the same query. `more` is the JSON text of members after `offset` inside
 * `meta` (`,"suggestions":[…]`), or empty.
 */
export function textPageBytes(index: TextIndex, ranking: TextRanking, more = ""): Uint8Array {
  const { texts, textStarts } = index;
  const { highlights } = index.scratch;
  const w = writer;
  w.at = 0;
  w.ascii('{"data":[');
  for (let i = 0; i < ranking.docs.length; i++) {
    const doc = ranking.docs[i] as number;
    w.ascii(i === 0 ? '{"osis":"' : ',{"osis":"');
    w.ascii(docOsis(index, doc));
    w.ascii('","translation":"');
    w.ascii(docTranslation(index, doc));
    w.ascii('","score":');
    // Scores are rounded to four decimals (`rankText`), so this is the score's JSON.
    w.tenThousandths(Math.round((ranking.scores[i] as number) * 10000));
    w.ascii(',"text":');
    if (plainText(index, doc)) {
      w.char(0x22);
      w.copy(texts, textStarts[doc] as number, textStarts[doc + 1] as number);
      w.char(0x22);
    } else w.utf8(JSON.stringify(docText(index, doc)));
    w.ascii(',"highlights":');
    writeHighlights(w, highlights, docHighlights(index, doc, ranking.clauses));
    // A heading (a WEB psalm title, on 138 verses) is written through JSON.stringify: it is rare.
    const h = docHeading(index, doc);
    if (h < 0) w.ascii(',"heading":null}');
    else {
      w.ascii(',"heading":{"text":');
      w.utf8(JSON.stringify(headingText(index, h)));
      w.ascii(',"highlights":');
      writeHighlights(w, highlights, headingHighlights(index, doc, h, ranking.clauses));
      w.ascii("}}");
    }
  }
  w.ascii('],"meta":{"total":');
  w.int(ranking.total);
  w.ascii(',"limit":');
  w.int(ranking.limit);
  w.ascii(',"offset":');
  w.int(ranking.offset);
  w.utf8(more);
  w.ascii("}}");
  return w.buf.slice(0, w.at);
}

/** Writes the first `n` `[start, end)` pairs of `highlights` as a JSON array. */
function writeHighlights(w: ByteWriter, highlights: Int32Array, n: number): void {
  w.char(0x5b);
  for (let k = 0; k < n; k++) {
    w.ascii(k === 0 ? "[" : ",[");
    w.int(highlights[2 * k] as number);
    w.char(0x2c);
    w.int(highlights[2 * k + 1] as number);
    w.char(0x5d);
  }
  w.char(0x5d);
}
