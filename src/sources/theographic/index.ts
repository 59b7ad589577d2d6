/**
 * Reads every Theographic table (plus Hitchcock's name meanings from BibleData) into raw rows. The
 * events and groups that exist only in the JSON exports are read through an Airtable id bridge:
 * verses via the chapters tables, places via `json/places.json`, people by lining up the person lists
 * of events and groups present in both the CSV and the JSON export.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readHitchcock, type HitchcockRow } from "../bibledata/hitchcock.ts";
import { alignIds, type ParallelLists } from "./airtable.ts";
import { readVerseIds } from "./chapters.ts";
import { readEaston, type EastonRow } from "./easton.ts";
import { EVENTS_JSON_FILE, eventTitlesById, jsonOnlyEvents, readEventsCsv, readEventsJson, type EventRow } from "./events.ts";
import { GROUPS_JSON_FILE, groupNamesById, jsonOnlyGroups, readGroupsCsv, readGroupsJson, type GroupRow } from "./groups.ts";
import { readPeople, type PersonRow } from "./people.ts";
import { readPeriods, type PeriodRow } from "./periods.ts";
import { readPlaceIds, readPlaces, type PlaceRow } from "./places.ts";

export type { EastonRow, EventRow, GroupRow, HitchcockRow, PeriodRow, PersonRow, PlaceRow };

/** The raw Theographic tables, as read. */
export interface TheographicRaw {
  readonly people: readonly PersonRow[];
  readonly places: readonly PlaceRow[];
  /** Events.csv rows, then the JSON-only events. */
  readonly events: readonly EventRow[];
  /** PeopleGroups.csv rows, then the JSON-only groups. */
  readonly groups: readonly GroupRow[];
  readonly easton: readonly EastonRow[];
  /** One row per year, sorted by year. */
  readonly periods: readonly PeriodRow[];
  readonly hitchcock: readonly HitchcockRow[];
}

/** Reads all Theographic tables and Hitchcock's dictionary, adding a problem per malformed row. */
export async function readTheographic(files: SourceFiles, problems: Problems): Promise<TheographicRaw> {
  const [people, places, placeIds, verseIds, eventsCsv, eventsJson, groupsCsv, groupsJson, easton, periods, hitchcock] = await Promise.all([
    readPeople(files, problems),
    readPlaces(files, problems),
    readPlaceIds(files, problems),
    readVerseIds(files, problems),
    readEventsCsv(files, problems),
    readEventsJson(files, problems),
    readGroupsCsv(files, problems),
    readGroupsJson(files, problems),
    readEaston(files, problems),
    readPeriods(files, problems),
    readHitchcock(files, problems),
  ]);
  const pairs: ParallelLists[] = [];
  const csvEvents = new Map(eventsCsv.map((e) => [e.title, e]));
  for (const rec of eventsJson) {
    const csv = typeof rec.fields.title === "string" ? csvEvents.get(rec.fields.title.trim()) : undefined;
    if (csv === undefined) continue;
    for (const [jsonField, keys] of [
      ["participants", csv.participants],
      ["people (from verses)", csv.peopleFromVerses],
    ] as const) {
      const ids = rec.fields[jsonField];
      if (Array.isArray(ids)) pairs.push({ ids: ids.map(String), keys, file: EVENTS_JSON_FILE, line: rec.line });
    }
  }
  const csvGroups = new Map(groupsCsv.map((g) => [g.name, g]));
  for (const rec of groupsJson) {
    const csv = typeof rec.fields.groupName === "string" ? csvGroups.get(rec.fields.groupName.trim()) : undefined;
    const ids = rec.fields.members;
    if (csv !== undefined && Array.isArray(ids)) pairs.push({ ids: ids.map(String), keys: csv.members, file: GROUPS_JSON_FILE, line: rec.line });
  }
  const bridge = {
    verses: verseIds,
    people: alignIds(pairs, problems),
    places: placeIds,
    groups: groupNamesById(groupsJson),
    events: eventTitlesById(eventsJson),
  };
  return {
    people,
    places,
    events: [...eventsCsv, ...jsonOnlyEvents(eventsJson, eventsCsv, bridge, problems)],
    groups: [...groupsCsv, ...jsonOnlyGroups(groupsJson, groupsCsv, bridge, problems)],
    easton,
    periods,
    hitchcock,
  };
}
