/**
 * Reader for `sources/corrections/greek-strongs.csv`, the project's own reviewed table of Greek Strong's
 * numbers (not an upstream file). Header `lemma,upstream,corrected,reason`; one row per MorphGNT lemma:
 *
 * - `upstream` is the number lexemes.yaml gives the lemma (`G182`), or empty when it gives none;
 * - `corrected` is the number the build uses instead (`G266`); equal to `upstream` for a disagreement
 *   that was reviewed and kept (Strong's cites another form of the same word);
 * - `reason` says why, in a sentence a reviewer can check against the lexicons.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import { readRequired, type SourceFiles } from "../../core/source-files.ts";
import { isStrongs } from "../../core/strongs.ts";

/** Path of the table, relative to the project root. */
export const GREEK_STRONGS_CORRECTIONS_FILE = "sources/corrections/greek-strongs.csv";

/** One reviewed decision about a lemma's Strong's number. */
export interface GreekStrongsCorrectionRow {
  readonly line: number;
  /** The MorphGNT lemma, as lexemes.yaml and MorphGNT spell it. */
  readonly lemma: string;
  /** The number lexemes.yaml gives (`G182`), or null when it gives none. */
  readonly upstream: string | null;
  /** The number the build uses. */
  readonly corrected: string;
  readonly reason: string;
}

/** Reads the table. A malformed row (bad number, empty reason, repeated lemma, no change and no number) is a problem. */
export async function readGreekStrongsCorrections(files: SourceFiles, problems: Problems): Promise<GreekStrongsCorrectionRow[]> {
  const file = GREEK_STRONGS_CORRECTIONS_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const rows: GreekStrongsCorrectionRow[] = [];
  const seen = new Map<string, number>();
  for (const r of readCsv(text, file, problems, { columns: ["lemma", "upstream", "corrected", "reason"] })) {
    const lemma = r.get("lemma").trim().normalize("NFC");
    const upstream = r.get("upstream").trim();
    const corrected = r.get("corrected").trim();
    const reason = r.get("reason").trim();
    const bad: string[] = [];
    if (lemma === "") bad.push("lemma is empty");
    if (upstream !== "" && !(isStrongs(upstream) && upstream.startsWith("G"))) bad.push(`upstream "${upstream}" is not empty or a Greek Strong's number like G182`);
    if (!(isStrongs(corrected) && corrected.startsWith("G"))) bad.push(`corrected "${corrected}" is not a Greek Strong's number like G266`);
    if (reason === "") bad.push("reason is empty: every correction says why");
    const first = seen.get(lemma);
    if (first !== undefined) bad.push(`lemma ${lemma} already has a row at line ${first}`);
    if (bad.length > 0) {
      problems.add(file, r.line, bad.join("; "));
      continue;
    }
    seen.set(lemma, r.line);
    rows.push({ line: r.line, lemma, upstream: upstream === "" ? null : upstream, corrected, reason });
  }
  return rows;
}
