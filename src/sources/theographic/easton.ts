/**
 * Reader for `theographic-bible-metadata/CSV/Easton.csv`: Easton's Bible Dictionary split into one
 * row per headword sense, keyed by `dictLookup` (which is not quite unique: two keys occur twice).
 * `dictText` is markdown with verse links such as `[Ex. 6:20](/exod#Exod.6.20)` and may span lines;
 * `itemNum` is a float text (`0.0`, `1.0`, …).
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { integer, report, uniqueList, type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const EASTON_FILE = "theographic-bible-metadata/CSV/Easton.csv";

/** How Theographic matched an entry to people or places. */
export type EastonMatchType = "unmatched" | "person" | "place" | "multi";

const MATCH_TYPES: ReadonlySet<string> = new Set<EastonMatchType>(["unmatched", "person", "place", "multi"]);

/** One row of Easton.csv, links not resolved. */
export interface EastonRow {
  readonly line: number;
  /** Upstream key, e.g. `Joseph 4`; two keys occur twice upstream. */
  readonly dictLookup: string;
  /** Upstream row number, unique. */
  readonly index: number;
  /** Position in the CCEL source XML, e.g. `a-p1.11`. */
  readonly termID: string;
  /** Headword. */
  readonly termLabel: string;
  /** Markdown text as given (may be empty). */
  readonly dictText: string;
  /** Sense number (0 for an unnumbered entry or the header of numbered senses). */
  readonly itemNum: number;
  readonly matchType: EastonMatchType;
  /** Person keys. */
  readonly personLookup: readonly string[];
  /** Place keys. */
  readonly placeLookup: readonly string[];
}

const COLUMNS = ["dictLookup", "index", "termID", "termLabel", "dictText", "itemNum", "matchType", "personLookup", "placeLookup"] as const;

/**
 * Reads Easton.csv. A row without a key, headword or integer index, or with a repeated index, is a
 * problem and is left out; an `itemNum` that is not a whole number and an unknown `matchType` are
 * problems.
 */
export async function readEaston(files: SourceFiles, problems: Problems): Promise<EastonRow[]> {
  const file = EASTON_FILE;
  const body = await readRequired(files, file, problems);
  if (body === undefined) return [];
  const rows: EastonRow[] = [];
  const seen = new Set<number>();
  for (const r of readCsv(body, file, problems, { columns: COLUMNS })) {
    const ctx: CellContext = { file, line: r.line, problems };
    const dictLookup = r.get("dictLookup").trim();
    const termLabel = r.get("termLabel").trim();
    const index = integer(ctx, "index", r.get("index"));
    if (dictLookup === "" || termLabel === "" || index === null) {
      report(ctx, "dictLookup/termLabel/index", "an entry needs a key, a headword and an integer index");
      continue;
    }
    if (seen.has(index)) {
      report(ctx, "index", `${index} is used by an earlier row`);
      continue;
    }
    seen.add(index);
    const item = r.get("itemNum").trim();
    const itemNum = /^\d+(\.0+)?$/.test(item) ? Number.parseInt(item, 10) : null;
    if (itemNum === null) report(ctx, "itemNum", `expected a whole number such as 0.0 or 2.0, found "${item}"`);
    const matchType = r.get("matchType").trim();
    if (!MATCH_TYPES.has(matchType)) report(ctx, "matchType", `expected unmatched, person, place or multi, found "${matchType}"`);
    rows.push({
      line: r.line,
      dictLookup,
      index,
      termID: r.get("termID").trim(),
      termLabel,
      dictText: r.get("dictText"),
      itemNum: itemNum ?? 0,
      matchType: MATCH_TYPES.has(matchType) ? (matchType as EastonMatchType) : "unmatched",
      personLookup: uniqueList(r.get("personLookup")),
      placeLookup: uniqueList(r.get("placeLookup")),
    });
  }
  return rows;
}
