/**
 * Reader for `morphgnt-sblgnt/*-morphgnt.txt`: the SBL Greek New Testament with MorphGNT parsing, one
 * word per line, seven fields separated by single spaces: `BBCCVV`, part of speech (2 characters),
 * parsing code (8 characters), text with punctuation, word, normalised word, lemma.
 *
 * Quirks: `BB` numbers the New Testament books 01 (Matthew) … 27 (Revelation), while the file names use
 * 61 … 87; the verse is mapped through the New Testament part of the canon table. Where SBLGNT
 * numbers verses differently from the KJV, words are moved to the KJV verse holding their text: whole
 * verses ({@link SBLGNT_TO_KJV}) and the second part of a verse the KJV counts as two
 * ({@link SBLGNT_SPLITS}); the row keeps the SBLGNT reference too.
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
export const SBLGNT_TO_KJV: Readonly<Record<string, string>> = { "3John.1.15": "3John.1.14", "Rev.12.18": "Rev.13.1", "2Cor.13.13": "2Cor.13.14" };

/** An SBLGNT verse that holds two KJV verses: from its word `from` (1-based, spelled `first`) on, the words are KJV `kjv`'s. */
export interface SblgntSplit {
  readonly sblgnt: string;
  readonly from: number;
  readonly first: string;
  readonly kjv: string;
}

/**
 * SBLGNT verses the KJV divides in two: 2 Cor 13:12 holds KJV 13:12 ("Greet one another with an holy
 * kiss") and 13:13 ("All the saints salute you"); Acts 19:40 ends with KJV 19:41 ("And when he had thus
 * spoken, he dismissed the assembly"). The word `first` is checked, so a changed upstream text fails the build.
 */
export const SBLGNT_SPLITS: readonly SblgntSplit[] = [
  { sblgnt: "Acts.19.40", from: 22, first: "καὶ", kjv: "Acts.19.41" },
  { sblgnt: "2Cor.13.12", from: 6, first: "ἀσπάζονται", kjv: "2Cor.13.13" },
];

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
  const positions = new Map<string, number>();
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
    const position = (positions.get(sblgnt) ?? 0) + 1;
    positions.set(sblgnt, position);
    const split = SBLGNT_SPLITS.find((s) => s.sblgnt === sblgnt && position >= s.from);
    if (split !== undefined && position === split.from && word !== split.first) {
      problems.add(file, line, `${sblgnt} word ${position} is "${word}", where KJV ${split.kjv} should start with "${split.first}" (SBLGNT_SPLITS)`);
    }
    const ref = split?.kjv ?? SBLGNT_TO_KJV[sblgnt] ?? sblgnt;
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
