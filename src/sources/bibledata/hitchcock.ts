/**
 * Reader for `bibledata/HitchcocksBibleNamesDictionary.csv` (header `Name,Meaning`): the meaning of a
 * Bible name, keyed only by the name string. A few names occur twice with different meanings;
 * meanings are `;`-separated alternatives.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import { readRequired, type SourceFiles } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const HITCHCOCK_FILE = "bibledata/HitchcocksBibleNamesDictionary.csv";

/** One row of Hitchcock's dictionary. */
export interface HitchcockRow {
  readonly line: number;
  readonly name: string;
  readonly meaning: string;
}

/** Reads Hitchcock's Bible Names Dictionary. A row with an empty name or meaning is a problem and is left out. */
export async function readHitchcock(files: SourceFiles, problems: Problems): Promise<HitchcockRow[]> {
  const file = HITCHCOCK_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const rows: HitchcockRow[] = [];
  for (const r of readCsv(text, file, problems, { columns: ["Name", "Meaning"] })) {
    const name = r.get("Name").trim();
    const meaning = r.get("Meaning").trim();
    if (name === "" || meaning === "") problems.add(file, r.line, "Name/Meaning: both must be filled");
    else rows.push({ line: r.line, name, meaning });
  }
  return rows;
}
