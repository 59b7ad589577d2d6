/**
 * Reader for the King James Version text (`kjv-aruljohn/`, SOURCES.md section 12): `Books.json` lists
 * the 66 book names in canonical order, and each book is one JSON object
 * `{"book": "Genesis", "chapters": [{"chapter": "1", "verses": [{"verse": "1", "text": "…"}]}]}` in
 * the file named after the book without spaces (`1Samuel.json`, `SongofSolomon.json`). Chapter and
 * verse numbers are strings. Books are mapped to OSIS ids by their position in `Books.json`, never by
 * name (the upstream calls the last book "Revelation", not "Revelation of John").
 *
 * The files are written on one line each, so a problem inside a book names its line (1) and the
 * chapter and verse it is about.
 */
import { parseJsonFile } from "../../core/json.ts";
import { CANON } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";
import { readRequired, type SourceFiles } from "../../core/source-files.ts";

/** The folder of the KJV files, relative to the source root. */
export const KJV_DIR = "kjv-aruljohn";

/** Path of the book list, relative to the source root. */
export const KJV_BOOKS_FILE = `${KJV_DIR}/Books.json`;

/** The file of a book, from its name in `Books.json` (`1 Samuel` → `kjv-aruljohn/1Samuel.json`). */
export function kjvBookFile(name: string): string {
  return `${KJV_DIR}/${name.replace(/\s+/g, "")}.json`;
}

/** One verse of the KJV. */
export interface KjvVerseRow {
  readonly file: string;
  readonly line: number;
  /** Canonical OSIS reference (`Gen.1.1`). */
  readonly osis: string;
  /** The verse's text as the upstream gives it, whitespace collapsed. */
  readonly text: string;
}

const NUMBER = /^[1-9]\d{0,2}$/;

/**
 * Reads the KJV: every book `Books.json` lists whose file is present (the full upstream has all 66;
 * the sample only a few). A book list that is not 66 strings, invalid JSON, a book name that differs
 * from its place in the list, a chapter or verse that is not a number within KJV versification, a
 * verse given twice and an empty text are problems (the offending verse is left out).
 */
export async function readKjv(files: SourceFiles, problems: Problems): Promise<KjvVerseRow[]> {
  const listText = await readRequired(files, KJV_BOOKS_FILE, problems);
  if (listText === undefined) return [];
  const list = parseJsonFile(listText, KJV_BOOKS_FILE, problems);
  if (list === undefined) return [];
  const names = list.value;
  if (!Array.isArray(names) || names.length !== CANON.length || !names.every((n): n is string => typeof n === "string" && n.trim() !== "")) {
    problems.add(KJV_BOOKS_FILE, 1, `expected an array of the ${CANON.length} book names in canonical order`);
    return [];
  }
  const rows: KjvVerseRow[] = [];
  for (const [i, name] of names.entries()) {
    const file = kjvBookFile(name);
    const book = CANON[i];
    if (book === undefined || !(await files.exists(file))) continue;
    const parsed = parseJsonFile(await files.readText(file), file, problems);
    if (parsed === undefined) continue;
    const value = parsed.value as { book?: unknown; chapters?: unknown } | null;
    if (typeof value !== "object" || value === null || !Array.isArray(value.chapters)) {
      problems.add(file, 1, `expected an object with a "chapters" array`);
      continue;
    }
    if (value.book !== name) problems.add(file, 1, `"book" is ${JSON.stringify(value.book)}, but Books.json lists ${JSON.stringify(name)} at position ${i + 1}`);
    const seen = new Set<string>();
    for (const chapter of value.chapters as unknown[]) {
      const c = chapter as { chapter?: unknown; verses?: unknown } | null;
      const cn = typeof c?.chapter === "string" && NUMBER.test(c.chapter) ? Number(c.chapter) : undefined;
      if (cn === undefined || cn > book.verses.length || !Array.isArray(c?.verses)) {
        problems.add(file, 1, `chapter ${JSON.stringify(c?.chapter)}: expected a chapter number from 1 to ${book.verses.length} (as a string) and a "verses" array`);
        continue;
      }
      for (const verse of c.verses as unknown[]) {
        const v = verse as { verse?: unknown; text?: unknown } | null;
        const vn = typeof v?.verse === "string" && NUMBER.test(v.verse) ? Number(v.verse) : undefined;
        const max = book.verses[cn - 1] ?? 0;
        const where = `${book.name} ${cn}:${String(v?.verse)}`;
        if (vn === undefined || vn > max) {
          problems.add(file, 1, `${where}: expected a verse number from 1 to ${max} (as a string), as in KJV versification`);
          continue;
        }
        const text = typeof v?.text === "string" ? v.text.replace(/\s+/g, " ").trim() : "";
        if (text === "") {
          problems.add(file, 1, `${where}: the verse has no text`);
          continue;
        }
        const osis = `${book.osis}.${cn}.${vn}`;
        if (seen.has(osis)) {
          problems.add(file, 1, `${where}: the verse is given twice`);
          continue;
        }
        seen.add(osis);
        rows.push({ file, line: 1, osis, text });
      }
    }
  }
  return rows;
}
