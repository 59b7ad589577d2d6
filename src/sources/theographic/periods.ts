/**
 * Reader for `theographic-bible-metadata/CSV/Periods.csv`: one row per year of the timeline, giving
 * for a historical year (`yearNum`, no year 0) its astronomical year (`isoYear`) and display form
 * (`formattedYear`, e.g. `4004 BC`, `AD 30`). Some years have several rows; they are merged.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { historicalYear, integer, report, type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const PERIODS_FILE = "theographic-bible-metadata/CSV/Periods.csv";

/** One year of the timeline (rows repeating a year merged into the first). */
export interface PeriodRow {
  /** Line of the first row for this year. */
  readonly line: number;
  /** Historical year: negative is BC, no year 0. */
  readonly yearNum: number;
  /** Astronomical year: 1 BC is 0. */
  readonly isoYear: number;
  /** Display form, e.g. `1997 BC`. */
  readonly formattedYear: string;
}

/**
 * Reads Periods.csv and merges rows by `yearNum`. A row without a valid `yearNum` or `isoYear`, with an
 * empty `formattedYear`, or disagreeing with an earlier row of the same year, is a problem and is left
 * out. Rows come back sorted by year.
 */
export async function readPeriods(files: SourceFiles, problems: Problems): Promise<PeriodRow[]> {
  const file = PERIODS_FILE;
  const body = await readRequired(files, file, problems);
  if (body === undefined) return [];
  const byYear = new Map<number, PeriodRow>();
  for (const r of readCsv(body, file, problems, { columns: ["yearNum", "formattedYear", "isoYear"] })) {
    const ctx: CellContext = { file, line: r.line, problems };
    const yearNum = historicalYear(ctx, "yearNum", r.get("yearNum"));
    const isoYear = integer(ctx, "isoYear", r.get("isoYear"));
    const formattedYear = r.get("formattedYear").trim();
    if (yearNum === null || isoYear === null || formattedYear === "") {
      report(ctx, "yearNum/isoYear/formattedYear", "a year needs a yearNum, an isoYear and a formattedYear");
      continue;
    }
    const earlier = byYear.get(yearNum);
    if (earlier === undefined) byYear.set(yearNum, { line: r.line, yearNum, isoYear, formattedYear });
    else if (earlier.isoYear !== isoYear || earlier.formattedYear !== formattedYear) {
      report(ctx, "yearNum", `year ${yearNum} is ${isoYear} / "${formattedYear}" here but ${earlier.isoYear} / "${earlier.formattedYear}" at line ${earlier.line}`);
    }
  }
  return [...byYear.values()].sort((a, b) => a.yearNum - b.yearNum);
}
