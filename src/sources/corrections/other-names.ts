/**
 * Reader for `sources/corrections/other-names.csv`, the project's own reviewed table of names the
 * Bible (or Easton's article on the person) gives a person that Theographic's `alsoCalled` column
 * leaves out: Theographic lists Shadrach with his Hebrew name Hananiah, but Azariah without the
 * Abednego of Dan 1:7. Header `person,name,known_by,reason`: a Theographic person id
 * (`azariah_545`), the other name as the text spells it, `yes` when it is the name people know the
 * person by (it becomes the record's `name`, and the upstream name one of its other names) or `no`,
 * and where the text gives it.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readFilledRows } from "./table.ts";

/** Path of the table, relative to the project root. */
export const OTHER_NAMES_FILE = "sources/corrections/other-names.csv";

/** One reviewed other name of a person. */
export interface OtherNameRow {
  readonly line: number;
  /** A Theographic person id (`personLookup`). */
  readonly person: string;
  readonly name: string;
  /** Whether this is the name people know the person by. */
  readonly knownBy: boolean;
  readonly reason: string;
}

const COLUMNS = ["person", "name", "known_by", "reason"] as const;

/**
 * Reads the table. A row with an empty cell, a `known_by` other than `yes` or `no`, a name given
 * twice for the same person, or a second known name for one person is a problem.
 */
export async function readOtherNames(files: SourceFiles, problems: Problems): Promise<OtherNameRow[]> {
  const file = OTHER_NAMES_FILE;
  const rows: OtherNameRow[] = [];
  const seen = new Map<string, number>();
  const known = new Map<string, number>();
  for (const { line, cells: [person, name, knownBy, reason] } of await readFilledRows(files, file, COLUMNS, problems)) {
    if (knownBy !== "yes" && knownBy !== "no") {
      problems.add(file, line, `known_by must be yes or no, not ${JSON.stringify(knownBy)}`);
      continue;
    }
    const firstKnown = known.get(person);
    if (knownBy === "yes" && firstKnown !== undefined) {
      problems.add(file, line, `${person} already has the name people know them by at line ${firstKnown}`);
      continue;
    }
    const key = `${person}\u0000${name.toLowerCase()}`;
    const first = seen.get(key);
    if (first !== undefined) {
      problems.add(file, line, `${person} is already given the name ${JSON.stringify(name)} at line ${first}`);
      continue;
    }
    seen.set(key, line);
    if (knownBy === "yes") known.set(person, line);
    rows.push({ line: line, person, name, knownBy: knownBy === "yes", reason });
  }
  return rows;
}
