/**
 * Navigation metadata of the canon (`/v1/books`, chapters): the 66 books with their names, OSIS ids,
 * testament, chapter and verse counts, and each chapter with its neighbours. Derived from the canon
 * table (`src/core/canon-data.ts`, KJV versification); pure, no sources read.
 */
import { CANON, bookByOsis } from "../core/osis.ts";
import type { Book } from "../types/book.ts";
import type { Chapter } from "../types/chapter.ts";

/** The record of each canon book, in canonical order. */
export function buildBooks(): Book[] {
  return CANON.map((b, i) => ({
    osis: b.osis,
    name: b.name,
    testament: b.testament,
    order: i + 1,
    chapters: b.verses.length,
    verses: b.verses.reduce((n, v) => n + v, 0),
    verses_per_chapter: [...b.verses],
  }));
}

/** The record of one book by OSIS id in any letter case (`gen`), or undefined when it is not a canon book. */
export function bookRecord(osis: string): Book | undefined {
  const found = bookByOsis(osis);
  return found === undefined ? undefined : buildBooks()[found.index];
}

const chapterId = (bookIndex: number, chapter: number): string | null => {
  const b = CANON[bookIndex];
  return b === undefined ? null : `${b.osis}.${chapter}`;
};

/**
 * The record of chapter `chapter` of a book (OSIS id in any letter case), or undefined when the book
 * is not in the canon or has no such chapter. `previous` and `next` cross book boundaries.
 */
export function chapterRecord(bookOsis: string, chapter: number): Chapter | undefined {
  const found = bookByOsis(bookOsis);
  if (found === undefined || !Number.isInteger(chapter)) return undefined;
  const { book, index } = found;
  const verses = book.verses[chapter - 1];
  if (verses === undefined) return undefined;
  const before = CANON[index - 1];
  const previous = chapter > 1 ? chapterId(index, chapter - 1) : before === undefined ? null : chapterId(index - 1, before.verses.length);
  const next = chapter < book.verses.length ? chapterId(index, chapter + 1) : chapterId(index + 1, 1);
  return {
    osis: `${book.osis}.${chapter}`,
    book: book.osis,
    chapter,
    verses,
    first_verse: `${book.osis}.${chapter}.1`,
    last_verse: `${book.osis}.${chapter}.${verses}`,
    previous,
    next,
  };
}

/** Every chapter of the canon in order (1,189 in KJV versification). */
export function allChapters(): Chapter[] {
  return CANON.flatMap((b) => b.verses.map((_, c) => chapterRecord(b.osis, c + 1)).filter((c): c is Chapter => c !== undefined));
}
