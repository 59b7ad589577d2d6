/**
 * The project's own reviewed correction tables under `sources/corrections/` (our data, not upstream
 * files): each row names the upstream value, the value the build uses instead, and why.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readEventTitleCorrections, type EventTitleCorrectionRow } from "./event-titles.ts";
import { readGroupNames, type GroupNameRow } from "./group-names.ts";
import { readGreekStrongsCorrections, type GreekStrongsCorrectionRow } from "./greek-strongs.ts";
import { readNameMeanings, type NameMeaningRow } from "./name-meanings.ts";
import { readOtherNames, type OtherNameRow } from "./other-names.ts";

/** Every correction table, read. */
export interface CorrectionsRaw {
  readonly greekStrongs: readonly GreekStrongsCorrectionRow[];
  readonly nameMeanings: readonly NameMeaningRow[];
  readonly eventTitles: readonly EventTitleCorrectionRow[];
  readonly otherNames: readonly OtherNameRow[];
  readonly groupNames: readonly GroupNameRow[];
}

/** Reads every correction table from `files` (rooted at the project root); malformed rows are problems. */
export async function readCorrections(files: SourceFiles, problems: Problems): Promise<CorrectionsRaw> {
  const greekStrongs = await readGreekStrongsCorrections(files, problems);
  const nameMeanings = await readNameMeanings(files, problems);
  const eventTitles = await readEventTitleCorrections(files, problems);
  const otherNames = await readOtherNames(files, problems);
  const groupNames = await readGroupNames(files, problems);
  return { greekStrongs, nameMeanings, eventTitles, otherNames, groupNames };
}
