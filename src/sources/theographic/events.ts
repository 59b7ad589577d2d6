/**
 * Readers for the events: `theographic-bible-metadata/CSV/Events.csv` (395 rows, keyed by `title`)
 * and the events found only in `json/events.json` (an Airtable export whose links are record ids).
 *
 * Quirks: `startDate` is either a signed year or an ISO date, both on the astronomical scale
 * (`-4003`, `0033-05-15`); `duration` and `lag` are a number and a unit (`6D`, `430Y`, `3M10D`,
 * `2.5Y`); event titles inside `predecessor`/`partOf` that contain a comma are quoted; verse lists are
 * not always in canonical order; `people (from verses)` repeats people once per mention.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import {
  booleanField,
  listField,
  mapIds,
  numberField,
  readAirtable,
  recordContext,
  stringField,
  type AirtableRecord,
} from "./airtable.ts";
import { checked, integer, list, report, text, uniqueList, verseList, type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the CSV file, relative to the source root. */
export const EVENTS_FILE = "theographic-bible-metadata/CSV/Events.csv";
/** Path of the JSON export, relative to the source root. */
export const EVENTS_JSON_FILE = "theographic-bible-metadata/json/events.json";

/** One event, from a CSV row or a JSON-only record, cells parsed but links not resolved. */
export interface EventRow {
  /** The file the event was read from. */
  readonly file: string;
  readonly line: number | undefined;
  /** Upstream numeric id (`ID` in CSV, `eventID` in JSON). */
  readonly id: number;
  /** Upstream key. */
  readonly title: string;
  /** Start year on the astronomical scale (1 BC is 0). */
  readonly startYear: number | null;
  /** Start date as an ISO date (`0033-05-15`), when the source gives a day. */
  readonly startDate: string | null;
  /** `rangeFlag`: the start year is an approximation. */
  readonly approximate: boolean;
  /** As given, e.g. `6D`, `430Y`, `3M10D`. */
  readonly duration: string | null;
  /** Title(s) of the preceding event. */
  readonly predecessor: readonly string[];
  /** Time from the predecessor, as given (`130Y`). */
  readonly lag: string | null;
  /** `FS` (from the predecessor's finish) or `SS` (from its start). */
  readonly lagType: "FS" | "SS" | null;
  /** Title(s) of the enclosing event. */
  readonly partOf: readonly string[];
  /** Canonical OSIS verses in upstream order, without repeats. */
  readonly verses: readonly string[];
  /** Person keys named in the verses, with repeats as given. */
  readonly peopleFromVerses: readonly string[];
  /** Person keys taking part. */
  readonly participants: readonly string[];
  /** Place keys named in the verses, with repeats as given. */
  readonly placesFromVerses: readonly string[];
  /** Place keys where the event happened. */
  readonly locations: readonly string[];
  /** Group names. */
  readonly groups: readonly string[];
  readonly notes: string | null;
  /** Upstream chronological sort key (year + verse position). */
  readonly sortKey: number | null;
}

const COLUMNS = [
  "title",
  "ID",
  "startDate",
  "duration",
  "rangeFlag",
  "predecessor",
  "lag",
  "Lag Type",
  "partOf",
  "verses",
  "people (from verses)",
  "participants",
  "places (from verses)",
  "locations",
  "groups",
  "notes",
  "Sort Key",
] as const;

const SPAN = /^(?:\d+(?:\.\d+)?[YMWD])+$/;

/**
 * Reads Events.csv. A row without a title or numeric ID, or with a repeated title or ID, is a problem
 * and is left out; a malformed cell is a problem and is read as empty.
 */
export async function readEventsCsv(files: SourceFiles, problems: Problems): Promise<EventRow[]> {
  const file = EVENTS_FILE;
  const body = await readRequired(files, file, problems);
  if (body === undefined) return [];
  const rows: EventRow[] = [];
  const titles = new Set<string>();
  const ids = new Set<number>();
  for (const r of readCsv(body, file, problems, { columns: COLUMNS })) {
    const ctx: CellContext = { file, line: r.line, problems };
    const title = r.get("title").trim();
    const id = integer(ctx, "ID", r.get("ID"));
    if (title === "" || id === null) {
      report(ctx, "title/ID", "an event needs a title and a numeric ID");
      continue;
    }
    if (titles.has(title) || ids.has(id)) {
      report(ctx, "title/ID", `"${title}" (ID ${id}) repeats the title or ID of an earlier row`);
      continue;
    }
    titles.add(title);
    ids.add(id);
    const start = parseStart(ctx, "startDate", r.get("startDate"));
    const sortKeyText = r.get("Sort Key").trim();
    const sortKey = sortKeyText === "" ? null : Number(sortKeyText);
    if (sortKey !== null && !Number.isFinite(sortKey)) report(ctx, "Sort Key", `expected a number, found "${sortKeyText}"`);
    rows.push({
      file,
      line: r.line,
      id,
      title,
      startYear: start.year,
      startDate: start.date,
      approximate: checked(ctx, "rangeFlag", r.get("rangeFlag")),
      duration: span(ctx, "duration", r.get("duration")),
      predecessor: uniqueList(r.get("predecessor")),
      lag: span(ctx, "lag", r.get("lag")),
      lagType: lagType(ctx, "Lag Type", r.get("Lag Type")),
      partOf: uniqueList(r.get("partOf")),
      verses: verseList(ctx, "verses", r.get("verses")),
      peopleFromVerses: list(r.get("people (from verses)")),
      participants: list(r.get("participants")),
      placesFromVerses: list(r.get("places (from verses)")),
      locations: list(r.get("locations")),
      groups: uniqueList(r.get("groups")),
      notes: text(r.get("notes")),
      sortKey: sortKey !== null && Number.isFinite(sortKey) ? sortKey : null,
    });
  }
  return rows;
}

/** Reads `json/events.json` as Airtable records. */
export function readEventsJson(files: SourceFiles, problems: Problems): Promise<AirtableRecord[]> {
  return readAirtable(files, EVENTS_JSON_FILE, problems);
}

/** Maps from Airtable record ids to upstream keys, used to read JSON-only records. */
export interface AirtableBridge {
  /** Verse id → OSIS verse. */
  readonly verses: ReadonlyMap<string, string>;
  /** Person id → `personLookup`. */
  readonly people: ReadonlyMap<string, string>;
  /** Place id → `placeLookup`. */
  readonly places: ReadonlyMap<string, string>;
  /** Group id → `groupName`. */
  readonly groups: ReadonlyMap<string, string>;
  /** Event id → `title`. */
  readonly events: ReadonlyMap<string, string>;
}

/**
 * The events of `json/events.json` whose title is not in Events.csv, with their Airtable links turned
 * into upstream keys through `bridge`. A verse id the bridge does not know is a problem; other ids
 * it does not know are kept as they are, to be reported as unresolved by the build. A record without a
 * title or integer `eventID`, or whose `eventID` is used by another event, is a problem.
 */
export function jsonOnlyEvents(records: readonly AirtableRecord[], csv: readonly EventRow[], bridge: AirtableBridge, problems: Problems): EventRow[] {
  const file = EVENTS_JSON_FILE;
  const titles = new Set(csv.map((e) => e.title));
  const ids = new Set(csv.map((e) => e.id));
  const out: EventRow[] = [];
  for (const rec of records) {
    const ctx = recordContext(file, rec, problems);
    const title = stringField(ctx, rec, "title")?.trim() ?? "";
    if (titles.has(title)) continue;
    const id = numberField(ctx, rec, "eventID");
    if (title === "" || id === null || !Number.isInteger(id)) {
      problems.add(file, rec.line, `${rec.id}: an event needs a "title" and an integer "eventID"`);
      continue;
    }
    if (ids.has(id)) {
      problems.add(file, rec.line, `${rec.id}: eventID ${id} is used by another event`);
      continue;
    }
    titles.add(title);
    ids.add(id);
    const start = parseStart(ctx, "startDate", stringField(ctx, rec, "startDate") ?? "");
    const verses = new Set<string>();
    for (const v of listField(ctx, rec, "verses")) {
      const osis = bridge.verses.get(v);
      if (osis === undefined) problems.add(file, rec.line, `${rec.id}: verse id ${v} is not in the chapters bridge`);
      else verses.add(osis);
    }
    out.push({
      file,
      line: rec.line,
      id,
      title,
      startYear: start.year,
      startDate: start.date,
      approximate: booleanField(ctx, rec, "rangeFlag"),
      duration: span(ctx, "duration", stringField(ctx, rec, "duration") ?? ""),
      predecessor: [...new Set(mapIds(listField(ctx, rec, "predecessor"), bridge.events))],
      lag: span(ctx, "lag", stringField(ctx, rec, "lag") ?? ""),
      lagType: lagType(ctx, "lagType", stringField(ctx, rec, "lagType") ?? ""),
      partOf: [...new Set(mapIds(listField(ctx, rec, "partOf"), bridge.events))],
      verses: [...verses],
      peopleFromVerses: mapIds(listField(ctx, rec, "people (from verses)"), bridge.people),
      participants: mapIds(listField(ctx, rec, "participants"), bridge.people),
      placesFromVerses: mapIds(listField(ctx, rec, "places (from verses)"), bridge.places),
      locations: mapIds(listField(ctx, rec, "locations"), bridge.places),
      groups: [...new Set(mapIds(listField(ctx, rec, "groups"), bridge.groups))],
      notes: text(stringField(ctx, rec, "notes") ?? ""),
      sortKey: numberField(ctx, rec, "sortKey"),
    });
  }
  return out;
}

/** The Airtable id → title map of the JSON export (every record, whether or not it is in the CSV). */
export function eventTitlesById(records: readonly AirtableRecord[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const rec of records) {
    const title = rec.fields.title;
    if (typeof title === "string" && title.trim() !== "") out.set(rec.id, title.trim());
  }
  return out;
}

/** A start date: a signed year, or an ISO date `YYYY-MM-DD` (year may be signed), both astronomical. */
function parseStart(ctx: CellContext, column: string, cell: string): { year: number | null; date: string | null } {
  const t = cell.trim();
  if (t === "") return { year: null, date: null };
  if (/^-?\d+$/.test(t)) return { year: Number(t), date: null };
  const m = /^(-?\d{4,})-(\d{2})-(\d{2})$/.exec(t);
  if (m !== null) {
    const year = Number(m[1]);
    const month = Number(m[2]);
    const day = Number(m[3]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) return { year, date: t };
  }
  report(ctx, column, `expected a signed year or an ISO date (YYYY-MM-DD), found "${t}"`);
  return { year: null, date: null };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A span such as `6D`, `430Y`, `3M10D`, `2.5Y`; anything else is a problem (and null). */
function span(ctx: CellContext, column: string, cell: string): string | null {
  const t = cell.trim();
  if (t === "") return null;
  if (SPAN.test(t)) return t;
  report(ctx, column, `expected a number and a unit Y, M, W or D (e.g. 6D, 430Y, 3M10D), found "${t}"`);
  return null;
}

function lagType(ctx: CellContext, column: string, cell: string): "FS" | "SS" | null {
  const t = cell.trim();
  if (t === "") return null;
  if (t === "FS" || t === "SS") return t;
  report(ctx, column, `expected FS or SS, found "${t}"`);
  return null;
}
