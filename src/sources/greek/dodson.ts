/**
 * Readers for the Dodson Greek Lexicon:
 * - `dodson-greek-lexicon/dodson.xml`: `<entry n="ἄλφα | 0001">` with `<orth>`, `<def role="brief">` and
 *   `<def role="full">` (which may wrap across lines); the Unicode lemma and the definitions.
 * - `dodson-greek-lexicon/dodson.csv`: despite its name **tab-separated**, every field quoted, header
 *   `"Strong's" "Goodrick-Kohlenberger" "Greek Word" …`; Strong's as 4-digit text (`0026`), GK numbers as a
 *   comma-separated list (`0031,0035`), the Greek word in Beta Code (`*)aarw/n, o(`). Read for the GK numbers.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeStrongs } from "../../core/strongs.ts";
import { childElements, descendants, firstChild, parseXmlDocument, rawText } from "../../core/xml.ts";
import { normalizeText } from "./text.ts";
import { fold, foldOrNull } from "../../core/text.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the XML file, relative to the source root. */
export const DODSON_XML_FILE = "dodson-greek-lexicon/dodson.xml";
/** Path of the (tab-separated) CSV file, relative to the source root. */
export const DODSON_CSV_FILE = "dodson-greek-lexicon/dodson.csv";

/** One `<entry>` of dodson.xml. */
export interface DodsonEntryRow {
  readonly line: number;
  /** The Strong's number, normalised (`G1`). */
  readonly number: string;
  /** The Unicode lemma from `n` (`ἄλφα`). */
  readonly lemma: string;
  /** `<orth>`: the headword with article or endings (`Ἀαρών, ὁ`). */
  readonly orth: string | null;
  /** `<def role="brief">`, white space folded. */
  readonly brief: string | null;
  /** `<def role="full">`, white space folded. */
  readonly full: string | null;
}

/** One data row of dodson.csv. */
export interface DodsonCsvRow {
  readonly line: number;
  /** The Strong's number, normalised (`G26`). */
  readonly number: string;
  /** Goodrick-Kohlenberger numbers, in upstream order. */
  readonly gk: readonly number[];
  /** The Greek word in Beta Code, as written. */
  readonly betaCode: string;
  /** "English Definition (brief)". */
  readonly brief: string;
  /** "English Definition (longer)". */
  readonly full: string;
}

const COLUMNS = ["Strong's", "Goodrick-Kohlenberger", "Greek Word", "English Definition (brief)", "English Definition (longer)"] as const;

/** Reads dodson.xml. An entry whose `n` is not `lemma | number` is a problem and is left out. */
export async function readDodsonXml(files: SourceFiles, problems: Problems): Promise<DodsonEntryRow[]> {
  const file = DODSON_XML_FILE;
  const raw = await readRequired(files, file, problems);
  if (raw === undefined) return [];
  const text = normalizeText(raw);
  const root = parseXmlDocument(text, file, problems, "TEI");
  if (root === undefined) return [];
  const rows: DodsonEntryRow[] = [];
  for (const entry of descendants(root, "entry")) {
    const n = entry.attrs.n ?? "";
    const m = /^(.+?)\s*\|\s*(\d{1,5})$/u.exec(n.trim());
    const number = m?.[2] === undefined ? undefined : normalizeStrongs(m[2], "greek");
    if (m === null || number === undefined) {
      problems.add(file, entry.line, `entry n="${n}" is not "<lemma> | <Strong's number>"`);
      continue;
    }
    const def = (role: string): string | null => {
      const el = childElements(entry, "def").find((d) => d.attrs.role === role);
      return el === undefined ? null : foldOrNull(rawText(el));
    };
    const orth = firstChild(entry, "orth");
    rows.push({ line: entry.line, number, lemma: fold(m[1] ?? ""), orth: orth === undefined ? null : foldOrNull(rawText(orth)), brief: def("brief"), full: def("full") });
  }
  return rows;
}

/** Reads dodson.csv (tab-separated, quoted). A bad Strong's or GK number is a problem at its line. */
export async function readDodsonCsv(files: SourceFiles, problems: Problems): Promise<DodsonCsvRow[]> {
  const file = DODSON_CSV_FILE;
  const raw = await readRequired(files, file, problems);
  if (raw === undefined) return [];
  const text = normalizeText(raw);
  const rows: DodsonCsvRow[] = [];
  for (const row of readCsv(text, file, problems, { columns: COLUMNS, delimiter: "\t" })) {
    const raw = row.get("Strong's").trim();
    const number = /^\d{1,5}$/.test(raw) ? normalizeStrongs(raw, "greek") : undefined;
    if (number === undefined) {
      problems.add(file, row.line, `Strong's "${raw}" is not a number`);
      continue;
    }
    const gkRaw = row.get("Goodrick-Kohlenberger").trim();
    const gkParts = gkRaw === "" ? [] : gkRaw.split(",").map((s) => s.trim());
    if (!gkParts.every((s) => /^\d{1,5}$/.test(s) && Number(s) > 0)) {
      problems.add(file, row.line, `Goodrick-Kohlenberger "${gkRaw}" is not a comma-separated list of numbers`);
      continue;
    }
    rows.push({
      line: row.line,
      number,
      gk: gkParts.map(Number),
      betaCode: row.get("Greek Word").trim(),
      brief: fold(row.get("English Definition (brief)")),
      full: fold(row.get("English Definition (longer)")),
    });
  }
  return rows;
}
