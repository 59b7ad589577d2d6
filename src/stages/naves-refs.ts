/**
 * Verse references as Nave's Topical Bible writes them (`EXO 6:16-20; JOS 21:4,10; 1CH 6:2,3; 23:13`),
 * turned into canonical OSIS references: a verse `Exod.6.16`, a range `Exod.6.16-Exod.6.20` or a whole
 * chapter `Num.17`. Pure functions, no I/O.
 *
 * The grammar, from the data: `;` separates references; a reference without a book code continues
 * the previous book; `,` separates verses or verse ranges within one chapter; a bare number after a
 * book code (or after `;`) is a whole chapter. Also seen upstream: `with` before a reference
 * (`1SA 22:20-23; with 22:6-19`), `. ` before a new book code (`PSA 6:8. MAT 8:17`), a space after a
 * comma in long verse lists, and two spaces between code and chapter (`2SA  23:31`). Book codes are
 * the three-character upper-case codes of {@link CANON}'s `naves` field plus `So` (Song of Songs),
 * `Jude` and one `1JHN`; they are matched case-sensitively and only before a chapter number, so prose
 * words (`GOD`, `OF`, `TO`, `MAN`, `So` the king of Egypt in `So 2KI 17:4`) are never taken for books.
 */
import { CANON, type CanonBook } from "../core/osis.ts";

/** Book codes Nave's uses besides the canon table's `naves` codes. */
const EXTRA_CODES: Readonly<Record<string, string>> = { So: "Song", Jude: "Jude", "1JHN": "1John" };

const BOOKS = new Map<string, { book: CanonBook; index: number }>();
CANON.forEach((book, index) => BOOKS.set(book.naves, { book, index }));
for (const [code, osis] of Object.entries(EXTRA_CODES)) {
  const index = CANON.findIndex((b) => b.osis === osis);
  const book = CANON[index];
  if (book !== undefined) BOOKS.set(code, { book, index });
}
const BY_OSIS = new Map(CANON.map((book, index) => [book.osis, { book, index }]));

/** The canon book a Nave's book code names (`GEN`, `SNG`, `So`, `Jude`, `1JHN`), case-sensitive. */
export function navesBook(code: string): CanonBook | undefined {
  return BOOKS.get(code)?.book;
}

const CODE = `(?<![A-Za-z0-9])(?:${[...BOOKS.keys()].sort((a, b) => b.length - a.length).join("|")})`;
const ITEM = String.raw`\d+(?:-\d+(?::\d+)?)?`;
const VERSES = String.raw`${ITEM}(?:,\s*${ITEM})*`;
/** A chapter, or a chapter and verses, not running on into a word or a dangling `-` (nor `:` after a chapter). */
const PIECE = String.raw`\d+(?::${VERSES}(?![A-Za-z0-9-])|(?![A-Za-z0-9:-]))`;
const FIRST = String.raw`${CODE}\s+${PIECE}`;
const NEXT = String.raw`(?:\s*;\s*(?:with\s+)?(?:${CODE}\s+)?|\.\s+${CODE}\s+)${PIECE}`;
const RUN = new RegExp(`${FIRST}(?:${NEXT})*`, "g");
/** A book code before a chapter number: where a reference seems to start. */
const START = new RegExp(String.raw`${CODE}\s+\d+(?![A-Za-z0-9])`, "g");

/** A stretch of a line that is a list of references, starting with a book code. */
export interface ReferenceRun {
  /** Index of the run's first character in the line. */
  readonly index: number;
  /** The run's text, e.g. `EXO 6:16-20; JOS 21:4,10`. */
  readonly text: string;
}

/** Finds every list of references in a line of text, in order. */
export function findReferenceRuns(line: string): ReferenceRun[] {
  return [...line.matchAll(RUN)].map((m) => ({ index: m.index, text: m[0] }));
}

/** What {@link parseNavesReferences} makes of a reference list. */
export interface ParsedReferences {
  /** Canonical OSIS references (verse, range or chapter), in the order written. */
  readonly references: string[];
  /** References that are not in the KJV canon, as written with their book code (e.g. `GEN 51:3`). */
  readonly invalid: string[];
}

/**
 * Parses a reference list such as `EXO 6:16-20; JOS 21:4,10; 1CH 6:2,3; 23:13`, `NUM 17`, `EXO 28; 29`
 * or `So 2:1`. Each chapter and verse is checked against the KJV canon; what does not exist (or a range
 * that ends before it starts, or a reference with no book to continue) is returned in `invalid`.
 */
export function parseNavesReferences(list: string): ParsedReferences {
  const references: string[] = [];
  const invalid: string[] = [];
  let current: { code: string; book: CanonBook } | undefined;
  const pieces = list.split(/;|\.\s+(?=[1-3]?[A-Za-z]+\s+\d)/);
  for (const rawPiece of pieces) {
    const piece = rawPiece.trim().replace(/^(?:with|and)\s+/, "");
    if (piece === "") continue;
    const m = /^(?:([1-3]?[A-Za-z]+)\s+)?(\d+)(?::(.*))?$/.exec(piece);
    if (m === null) {
      invalid.push(piece);
      continue;
    }
    const code = m[1];
    if (code !== undefined) {
      const book = navesBook(code);
      if (book === undefined) {
        current = undefined;
        invalid.push(piece);
        continue;
      }
      current = { code, book };
    }
    if (current === undefined) {
      invalid.push(piece);
      continue;
    }
    const { book } = current;
    const label = (rest: string): string => `${current?.code ?? ""} ${rest}`;
    const chapter = Number(m[2]);
    const verses = m[3];
    if (verses === undefined) {
      if (chapterLength(book, chapter) === 0) invalid.push(label(String(chapter)));
      else references.push(`${book.osis}.${chapter}`);
      continue;
    }
    let ch = chapter;
    for (const rawItem of verses.split(",")) {
      const item = rawItem.trim();
      const im = /^(\d+)(?:-(\d+)(?::(\d+))?)?$/.exec(item);
      if (im === null) {
        invalid.push(label(`${ch}:${item}`));
        continue;
      }
      const v1 = Number(im[1]);
      const c2 = im[3] === undefined ? ch : Number(im[2]);
      const v2 = im[2] === undefined ? v1 : Number(im[3] ?? im[2]);
      const written = label(`${ch}:${item}`);
      const startCh = ch;
      ch = c2;
      if (v1 < 1 || v1 > chapterLength(book, startCh) || v2 < 1 || v2 > chapterLength(book, c2)) {
        invalid.push(written);
        continue;
      }
      if (c2 < startCh || (c2 === startCh && v2 < v1)) {
        invalid.push(written);
        continue;
      }
      const start = `${book.osis}.${startCh}.${v1}`;
      references.push(c2 === startCh && v2 === v1 ? start : `${start}-${book.osis}.${c2}.${v2}`);
    }
  }
  return { references, invalid };
}

/** A line of an entry split into its prose and its references. */
export interface EntryLine {
  /** The prose, without the references that end the line. */
  readonly text: string;
  /** Canonical OSIS references found anywhere in the line, in the order written. */
  readonly references: string[];
  /** References that are not in the KJV canon, as written. */
  readonly invalid: string[];
}

/**
 * Splits an entry line such as `Lineage of EXO 6:16-20; JOS 21:4,10` into its text (`Lineage of`) and
 * its references. References that end the line are taken out of the text; a list of references in the
 * middle of the prose (rare: `hence, PSA 47:7: "Sing ye praises…"`) stays in the text as well, so no
 * words are lost, and its references are still returned. A book code followed by a chapter number that
 * the grammar cannot read (e.g. a chapter range `NUM 22-24`) is returned in `invalid`.
 */
export function splitEntryLine(line: string): EntryLine {
  const runs = findReferenceRuns(line);
  const references: string[] = [];
  const invalid: string[] = [];
  for (const run of runs) {
    const parsed = parseNavesReferences(run.text);
    references.push(...parsed.references);
    invalid.push(...parsed.invalid);
  }
  // A book code and chapter that no run covers is a reference the grammar cannot read (e.g. `NUM 22-24`).
  for (const m of line.matchAll(START)) {
    if (runs.some((r) => m.index >= r.index && m.index < r.index + r.text.length)) continue;
    invalid.push(line.slice(m.index).split(";")[0]?.trim() ?? m[0]);
  }
  let text = line;
  const last = runs[runs.length - 1];
  if (last !== undefined && /^[\s.;,]*$/.test(line.slice(last.index + last.text.length))) {
    text = line.slice(0, last.index);
  }
  return { text: text.trim(), references, invalid };
}

/** The span of a canonical reference: book position, first and last chapter and verse. */
interface Span {
  readonly index: number;
  readonly book: CanonBook;
  readonly c1: number;
  readonly v1: number;
  readonly c2: number;
  readonly v2: number;
}

/** Parses a canonical reference made by {@link parseNavesReferences}; undefined if it is not one. */
function span(ref: string): Span | undefined {
  const m = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?(?:-([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?)?$/.exec(ref);
  if (m === null) return undefined;
  const found = BY_OSIS.get(m[1] ?? "");
  if (found === undefined || (m[4] !== undefined && m[4] !== m[1])) return undefined;
  const c1 = Number(m[2]);
  const v1 = m[3] === undefined ? 0 : Number(m[3]);
  const c2 = m[5] === undefined ? c1 : Number(m[5]);
  const v2 = m[5] === undefined ? (m[3] === undefined ? chapterLength(found.book, c1) : v1) : m[6] === undefined ? chapterLength(found.book, c2) : Number(m[6]);
  return { index: found.index, book: found.book, c1, v1, c2, v2 };
}

function ordinal(index: number, chapter: number, verse: number): number {
  return (index + 1) * 1_000_000 + chapter * 1_000 + verse;
}

/**
 * Orders canonical references: by where they start (a whole chapter before its first verse), then by
 * where they end (shorter first), then by spelling.
 */
export function compareReferences(a: string, b: string): number {
  const sa = span(a);
  const sb = span(b);
  const ka = sa === undefined ? [Number.MAX_SAFE_INTEGER, 0] : [ordinal(sa.index, sa.c1, sa.v1), ordinal(sa.index, sa.c2, sa.v2)];
  const kb = sb === undefined ? [Number.MAX_SAFE_INTEGER, 0] : [ordinal(sb.index, sb.c1, sb.v1), ordinal(sb.index, sb.c2, sb.v2)];
  return (ka[0] ?? 0) - (kb[0] ?? 0) || (ka[1] ?? 0) - (kb[1] ?? 0) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Removes duplicates and sorts canonical references with {@link compareReferences}. */
export function sortReferences(refs: Iterable<string>): string[] {
  return [...new Set(refs)].sort(compareReferences);
}

/** Every verse a canonical reference covers (`Num.17` → `Num.17.1` … `Num.17.13`), in order. */
export function referenceVerses(ref: string): string[] {
  const s = span(ref);
  if (s === undefined) return [];
  const out: string[] = [];
  for (let c = s.c1; c <= s.c2; c++) {
    const first = c === s.c1 ? Math.max(1, s.v1) : 1;
    const last = c === s.c2 ? Math.min(s.v2, chapterLength(s.book, c)) : chapterLength(s.book, c);
    for (let v = first; v <= last; v++) out.push(`${s.book.osis}.${c}.${v}`);
  }
  return out;
}

/** Number of verses in a chapter of a book, or 0 if the chapter does not exist. */
function chapterLength(book: CanonBook, chapter: number): number {
  return book.verses[chapter - 1] ?? 0;
}
