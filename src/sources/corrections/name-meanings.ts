/**
 * Reader for `sources/corrections/name-meanings.csv`, the project's own reviewed table of which
 * namesake each meaning of a name belongs to, for names Hitchcock's dictionary lists more than once
 * (Abel, Eli, Noah, Rahab). Header `name,meaning,applies_to,reason`: `meaning` is Hitchcock's text as
 * written; `applies_to` is a Theographic person id (`noah_2211`), `*` for every bearer no other row
 * names, or `-` when the meaning is not a person's (a city, a phrase, a poetic name).
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readFilledRows } from "./table.ts";

/** Path of the table, relative to the project root. */
export const NAME_MEANINGS_FILE = "sources/corrections/name-meanings.csv";

/** One reviewed assignment of a Hitchcock meaning to the namesakes it belongs to. */
export interface NameMeaningRow {
  readonly line: number;
  readonly name: string;
  readonly meaning: string;
  /** A person id, `*` (every other bearer), or `-` (no person). */
  readonly appliesTo: string;
  readonly reason: string;
}

/** Reads the table. A row with an empty cell, or a second `*` row for a name, is a problem. */
export async function readNameMeanings(files: SourceFiles, problems: Problems): Promise<NameMeaningRow[]> {
  const file = NAME_MEANINGS_FILE;
  const rows: NameMeaningRow[] = [];
  const defaults = new Map<string, number>();
  for (const { line, cells: [name, meaning, appliesTo, reason] } of await readFilledRows(files, file, ["name", "meaning", "applies_to", "reason"], problems)) {
    const key = name.toLowerCase();
    const first = defaults.get(key);
    if (appliesTo === "*" && first !== undefined) {
      problems.add(file, line, `${name} already has a "*" row at line ${first}`);
      continue;
    }
    if (appliesTo === "*") defaults.set(key, line);
    rows.push({ line, name, meaning, appliesTo, reason });
  }
  return rows;
}
