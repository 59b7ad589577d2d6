/**
 * Reader for `morphgnt-sblgnt/*-morphgnt.txt`: the SBL Greek New Testament with MorphGNT parsing, one
 * word per line, seven fields separated by single spaces: `BBCCVV`, part of speech (2 characters),
 * parsing code (8 characters), text with punctuation, word, normalised word, lemma.
 *
 * Quirks: `BB` numbers the New Testament books 01 (Matthew) … 27 (Revelation), while the file names use
 * 61 … 87; the verse is mapped through the New Testament part of the canon table. Two SBLGNT verses
 * do not exist in KJV versification and are mapped to the KJV verse holding their text
 * ({@link SBLGNT_TO_KJV}); the row keeps the SBLGNT reference too.
 */
import { CANON } from "../../core/canon-data.ts";
import { parseVerse } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeText } from "./text.ts";

/** Glob of the MorphGNT book files, relative to the source root. */
export const MORPHGNT_GLOB = "morphgnt-sblgnt/*-morphgnt.txt";

/** One word of MorphGNT. */
export interface MorphgntWordRow {
  /** The file it was read from. */
  readonly file: string;
  /** 1-based line number. */
  readonly line: number;
  /** Canonical OSIS verse in KJV versification (`Matt.1.1`). */
  readonly osisRef: string;
  /** The verse as SBLGNT numbers it, when that differs from `osisRef` (`Rev.12.18` for `Rev.13.1`); else null. */
  readonly sblgntRef: string | null;
  /** Field 2, e.g. `N-`, `V-`, `RA`. */
  readonly partOfSpeech: string;
  /** Field 3, e.g. `----NSF-`. */
  readonly parsing: string;
  /** Field 4: the text as printed, with punctuation. */
  readonly text: string;
  /** Field 5: the word without punctuation. */
  readonly word: string;
  /** Field 6: the normalised word. */
  readonly normalized: string;
  /** Field 7: the lemma. */
  readonly lemma: string;
}

/**
 * SBLGNT verses outside KJV versification, and the KJV verse that holds their words: SBLGNT splits
 * KJV 3 John 1:14 into 1:14–15, and numbers the first sentence of KJV Revelation 13:1 as 12:18.
 */
export const SBLGNT_TO_KJV: Readonly<Record<string, string>> = { "3John.1.15": "3John.1.14", "Rev.12.18": "Rev.13.1" };

/** The New Testament books in MorphGNT order: index 0 is `BB` = 01. */
const NT_BOOKS = CANON.filter((b) => b.testament === "NT");

/** The OSIS id of MorphGNT book number `bb` (1 = Matthew … 27 = Revelation), if there is one. */
export function morphgntBook(bb: number): string | undefined {
  return NT_BOOKS[bb - 1]?.osis;
}

/** Reads every MorphGNT book file, in file-name order; malformed lines are problems and are left out. */
export async function readMorphgnt(files: SourceFiles, problems: Problems): Promise<MorphgntWordRow[]> {
  const paths = await files.list(MORPHGNT_GLOB);
  if (paths.length === 0) {
    problems.add(MORPHGNT_GLOB, undefined, "no MorphGNT book files found");
    return [];
  }
  const rows: MorphgntWordRow[] = [];
  for (const file of paths) {
    readBook(normalizeText(await files.readText(file)), file, problems, rows);
  }
  return rows;
}

function readBook(text: string, file: string, problems: Problems, rows: MorphgntWordRow[]): void {
  const prefix = /(?:^|\/)(\d{2})-[^/]*$/.exec(file)?.[1];
  const expectedBook = prefix === undefined ? undefined : morphgntBook(Number(prefix) - 60);
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = (lines[i] ?? "").replace(/\r$/, "");
    if (raw.trim() === "") continue;
    const line = i + 1;
    const fields = raw.split(" ");
    if (fields.length !== 7) {
      problems.add(file, line, `expected 7 space-separated fields, found ${fields.length}`);
      continue;
    }
    const [bcv = "", pos = "", parsing = "", printed = "", word = "", normalized = "", lemma = ""] = fields;
    const m = /^(\d{2})(\d{2})(\d{2})$/.exec(bcv);
    if (m === null) {
      problems.add(file, line, `"${bcv}" is not a BBCCVV verse number`);
      continue;
    }
    const book = morphgntBook(Number(m[1]));
    if (book === undefined) {
      problems.add(file, line, `book number ${m[1]} in "${bcv}" is not 01–27`);
      continue;
    }
    if (expectedBook !== undefined && book !== expectedBook) {
      problems.add(file, line, `book number ${m[1]} (${book}) in a file of ${expectedBook}`);
      continue;
    }
    const sblgnt = `${book}.${Number(m[2])}.${Number(m[3])}`;
    const ref = SBLGNT_TO_KJV[sblgnt] ?? sblgnt;
    if (parseVerse(ref) === undefined) {
      problems.add(file, line, `${ref} (from "${bcv}") is not a verse of the KJV canon`);
      continue;
    }
    if (!/^[A-Z][A-Z-]$/.test(pos)) {
      problems.add(file, line, `part of speech "${pos}" is not a 2-character code`);
      continue;
    }
    if (!/^[-A-Z0-9]{8}$/.test(parsing)) {
      problems.add(file, line, `parsing code "${parsing}" is not 8 characters of [-A-Z0-9]`);
      continue;
    }
    rows.push({ file, line, osisRef: ref, sblgntRef: ref === sblgnt ? null : sblgnt, partOfSpeech: pos, parsing, text: printed, word, normalized, lemma });
  }
}
