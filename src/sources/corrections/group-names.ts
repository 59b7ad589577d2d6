/**
 * Reader for `sources/corrections/group-names.csv`, the project's own reviewed table of the names
 * the text calls a people group by that Theographic's group name is not: its members as a people
 * (the tribe of Levi are "the Levites", Num 3; the nation of Israel "the Israelites"). Header
 * `group,name,reason`: a Theographic group name (its upstream key, `Tribe of Levi`), the other name
 * as the text spells it, and where the text uses it.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readFilledRows } from "./table.ts";

/** Path of the table, relative to the project root. */
export const GROUP_NAMES_FILE = "sources/corrections/group-names.csv";

/** One reviewed other name of a people group. */
export interface GroupNameRow {
  readonly line: number;
  /** A Theographic group name (`groupName`, the group's upstream key). */
  readonly group: string;
  readonly name: string;
  readonly reason: string;
}

const COLUMNS = ["group", "name", "reason"] as const;

/**
 * Reads the table. A row with an empty cell, or a name given twice (to one group or to two: a name
 * must lead to one group), is a problem.
 */
export async function readGroupNames(files: SourceFiles, problems: Problems): Promise<GroupNameRow[]> {
  const file = GROUP_NAMES_FILE;
  const rows: GroupNameRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells: [group, name, reason] } of await readFilledRows(files, file, COLUMNS, problems)) {
    const first = seen.get(name.toLowerCase());
    if (first !== undefined) {
      problems.add(file, line, `the name ${JSON.stringify(name)} is already given at line ${first}`);
      continue;
    }
    seen.set(name.toLowerCase(), line);
    rows.push({ line, group, name, reason });
  }
  return rows;
}
