/**
 * OSIS verse references (`Gen.12.1`): parsing, checking against the KJV canon table, case-insensitive
 * lookup of book ids, and canonical ordering.
 */
import { CANON, type CanonBook } from "./canon-data.ts";

export { CANON, type CanonBook };

/** A verse reference split into parts. */
export interface VerseRef {
  readonly book: CanonBook;
  /** 0-based position of the book in the canon. */
  readonly bookIndex: number;
  readonly chapter: number;
  readonly verse: number;
}

const byLowerOsis = new Map(CANON.map((b, i) => [b.osis.toLowerCase(), i]));
const byNaves = new Map(CANON.map((b, i) => [b.naves, i]));

/** Total number of verses in the canon (31,102 in KJV versification). */
export const TOTAL_VERSES = CANON.reduce((n, b) => n + b.verses.reduce((a, v) => a + v, 0), 0);

/** The canon book with this OSIS id, compared case-insensitively (`gen`, `GEN`, `Gen`). */
export function bookByOsis(id: string): { book: CanonBook; index: number } | undefined {
  const index = byLowerOsis.get(id.toLowerCase());
  const book = index === undefined ? undefined : CANON[index];
  return book === undefined || index === undefined ? undefined : { book, index };
}

/** The canon book with this Nave's Topical Bible code (`GEN`, `SNG`), if any. */
export function bookByNaves(code: string): { book: CanonBook; index: number } | undefined {
  const index = byNaves.get(code.toUpperCase());
  const book = index === undefined ? undefined : CANON[index];
  return book === undefined || index === undefined ? undefined : { book, index };
}

/**
 * Parses `Book.Chapter.Verse` (book id in any letter case). Returns undefined when the shape is wrong,
 * the book is unknown, or the chapter or verse is outside the KJV canon.
 */
export function parseVerse(ref: string): VerseRef | undefined {
  const m = /^([1-3]?[A-Za-z]+)\.([1-9]\d{0,2})\.([1-9]\d{0,2})$/.exec(ref);
  if (m === null) return undefined;
  const found = bookByOsis(m[1] ?? "");
  if (found === undefined) return undefined;
  const chapter = Number(m[2]);
  const verse = Number(m[3]);
  const inChapter = found.book.verses[chapter - 1];
  if (inChapter === undefined || verse > inChapter) return undefined;
  return { book: found.book, bookIndex: found.index, chapter, verse };
}

/** Formats a verse reference in canonical OSIS form. */
export function formatVerse(v: VerseRef): string {
  return `${v.book.osis}.${v.chapter}.${v.verse}`;
}

/** The canonical spelling of a verse reference (`gen.1.1` → `Gen.1.1`), or undefined if not a verse. */
export function canonicalVerse(ref: string): string | undefined {
  const v = parseVerse(ref);
  return v === undefined ? undefined : formatVerse(v);
}

/** A number that orders verses canonically: book, then chapter, then verse. */
export function verseOrdinal(v: VerseRef): number {
  return (v.bookIndex + 1) * 1_000_000 + v.chapter * 1_000 + v.verse;
}

/** Sorts canonical verse references into canonical order (references that do not parse go last). */
export function sortVerses(refs: Iterable<string>): string[] {
  const keyed = [...refs].map((r) => {
    const v = parseVerse(r);
    return { r, k: v === undefined ? Number.MAX_SAFE_INTEGER : verseOrdinal(v) };
  });
  keyed.sort((a, b) => a.k - b.k || (a.r < b.r ? -1 : a.r > b.r ? 1 : 0));
  return keyed.map((x) => x.r);
}

/** Every verse of the canon in order, as canonical OSIS references. */
export function* allVerses(): Generator<string> {
  for (const book of CANON) {
    for (let c = 0; c < book.verses.length; c++) {
      const n = book.verses[c] ?? 0;
      for (let v = 1; v <= n; v++) yield `${book.osis}.${c + 1}.${v}`;
    }
  }
}

/** A book a person is credited with writing (People.csv's `chaptersWritten`), and how many of its chapters. */
export interface BookWritten {
  /** The book's OSIS id (`Ps`). */
  readonly book: string;
  /** How many of its chapters the person is credited with. */
  readonly chapters: number;
}

/** The books of a list of chapters (`["Ps.3", "Ps.4", "Rom.1"]`) in canonical order, each with how many of its chapters the list holds. */
export function booksOfChapters(chapters: readonly string[]): BookWritten[] {
  const counts = new Map<string, number>();
  for (const c of new Set(chapters)) {
    const book = c.split(".")[0] ?? "";
    counts.set(book, (counts.get(book) ?? 0) + 1);
  }
  return CANON.flatMap((b) => {
    const n = counts.get(b.osis);
    return n === undefined ? [] : [{ book: b.osis, chapters: n }];
  });
}

/**
 * The verses of the book of the Bible named after a person (by one of `names`) when `books`, the
 * books they are credited with, holds it, else 0. They count as mentions for the slug rule and name
 * search: the book makes its writer known though it names him in few verses (Nehemiah 5, Micah 2,
 * Joel 2), so `/v1/people/nehemiah` is the governor, not the Nehemiah of Ezra 2:2 (docs/identity.md).
 */
export function eponymousBookVerses(books: readonly BookWritten[], names: readonly string[]): number {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const book = CANON.find((b) => wanted.has(b.name.toLowerCase()));
  if (book === undefined || !books.some((w) => w.book === book.osis)) return 0;
  return book.verses.reduce((a, v) => a + v, 0);
}
