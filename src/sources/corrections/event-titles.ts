/**
 * Reader for `sources/corrections/event-titles.csv`, the project's own reviewed table of event titles
 * that Theographic's People.csv and Places.csv still use after Events.csv renamed the event (`Man
 * falls into sin` is `The Fall`) or that they misspell. Header `upstream,corrected,reason`: the title
 * as the people or places table writes it, the Events.csv title of the same event, and why.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readFilledRows } from "./table.ts";

/** Path of the table, relative to the project root. */
export const EVENT_TITLES_FILE = "sources/corrections/event-titles.csv";

/** One reviewed event title. */
export interface EventTitleCorrectionRow {
  readonly line: number;
  readonly upstream: string;
  readonly corrected: string;
  readonly reason: string;
}

const COLUMNS = ["upstream", "corrected", "reason"] as const;

/** Reads the table. A row with an empty cell, or a title given twice, is a problem. */
export async function readEventTitleCorrections(files: SourceFiles, problems: Problems): Promise<EventTitleCorrectionRow[]> {
  const file = EVENT_TITLES_FILE;
  const rows: EventTitleCorrectionRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells: [upstream, corrected, reason] } of await readFilledRows(files, file, COLUMNS, problems)) {
    const first = seen.get(upstream);
    if (first !== undefined) {
      problems.add(file, line, `${JSON.stringify(upstream)} is already corrected at line ${first}`);
      continue;
    }
    seen.set(upstream, line);
    rows.push({ line, upstream, corrected, reason });
  }
  return rows;
}
