/**
 * Reader for `theographic-bible-metadata/CSV/Places.csv` (one row per place, keyed by `placeLookup`)
 * and for the Airtable id map of `json/places.json` (record id → `placeLookup`), which resolves place
 * links in `json/events.json`.
 *
 * Quirks: coordinates are decimal strings of varying precision, and a few rows have a latitude but no
 * longitude (kept as read; the build stage decides); `esvName` may carry trailing spaces;
 * `hasBeenHere` and `eventGroups` are joined with `, ` instead of `,`.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readAirtable, recordContext, stringField } from "./airtable.ts";
import { checked, decimal, integer, list, report, single, text, uniqueList, verseList, type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the CSV file, relative to the source root. */
export const PLACES_FILE = "theographic-bible-metadata/CSV/Places.csv";
/** Path of the JSON export, relative to the source root. */
export const PLACES_JSON_FILE = "theographic-bible-metadata/json/places.json";

/** A latitude/longitude pair as read; either half may be missing. */
export interface RawCoordinates {
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** One row of Places.csv, cells parsed but links not resolved. */
export interface PlaceRow {
  readonly line: number;
  /** Upstream key, e.g. `bethel_202`. */
  readonly placeLookup: string;
  readonly placeID: number;
  readonly status: string;
  /** Disambiguated name, e.g. `Bethel (of Palestine)`. */
  readonly displayTitle: string;
  readonly kjvName: string | null;
  /** Trimmed. */
  readonly esvName: string | null;
  readonly ambiguous: boolean;
  /** Key of the primary record this one duplicates. */
  readonly duplicateOf: string | null;
  readonly featureType: string | null;
  readonly featureSubType: string | null;
  /** Key of the place whose coordinates are inherited. */
  readonly rootID: string | null;
  readonly precision: string | null;
  readonly aliases: readonly string[];
  readonly comment: string | null;
  /** Canonical OSIS verses in upstream order, without repeats. */
  readonly verses: readonly string[];
  /** Easton `dictLookup` names. */
  readonly eastons: readonly string[];
  /** The best available pair (`latitude`, `longitude`). */
  readonly best: RawCoordinates;
  /** The OpenBible.info pair. */
  readonly openBible: RawCoordinates;
  /** The Recogito pair, and the gazetteer URI it came from. */
  readonly recogito: RawCoordinates;
  readonly recogitoUri: string | null;
  /** Person keys. */
  readonly peopleBorn: readonly string[];
  readonly peopleDied: readonly string[];
  readonly hasBeenHere: readonly string[];
  /** Event titles. */
  readonly eventsHere: readonly string[];
  readonly eventGroups: readonly string[];
}

const COLUMNS = [
  "placeLookup",
  "status",
  "displayTitle",
  "ambiguous",
  "duplicate_of",
  "placeID",
  "kjvName",
  "esvName",
  "featureType",
  "featureSubType",
  "openBibleLat",
  "openBibleLong",
  "rootID",
  "precision",
  "aliases",
  "comment",
  "verses",
  "verseCount",
  "eastons",
  "recogitoUri",
  "recogitoLat",
  "recogitoLon",
  "peopleBorn",
  "peopleDied",
  "eventsHere",
  "eventGroups",
  "hasBeenHere",
  "latitude",
  "longitude",
] as const;

/**
 * Reads Places.csv. A row without a key, id or title, or with a repeated key, is a problem and is
 * left out; a malformed cell is a problem and is read as empty; a `verseCount` that disagrees with the
 * number of `verses` is a problem.
 */
export async function readPlaces(files: SourceFiles, problems: Problems): Promise<PlaceRow[]> {
  const file = PLACES_FILE;
  const body = await readRequired(files, file, problems);
  if (body === undefined) return [];
  const rows: PlaceRow[] = [];
  const seen = new Set<string>();
  for (const r of readCsv(body, file, problems, { columns: COLUMNS })) {
    const ctx: CellContext = { file, line: r.line, problems };
    const placeLookup = r.get("placeLookup").trim();
    const placeID = integer(ctx, "placeID", r.get("placeID"));
    const displayTitle = r.get("displayTitle").trim();
    if (placeLookup === "" || placeID === null || displayTitle === "") {
      report(ctx, "placeLookup/placeID/displayTitle", "a place needs a key, a numeric id and a display title");
      continue;
    }
    if (seen.has(placeLookup)) {
      report(ctx, "placeLookup", `"${placeLookup}" is used by an earlier row`);
      continue;
    }
    seen.add(placeLookup);
    const verses = verseList(ctx, "verses", r.get("verses"));
    const verseCount = integer(ctx, "verseCount", r.get("verseCount"));
    const listed = list(r.get("verses")).length;
    if (verseCount !== null && verseCount !== listed) report(ctx, "verseCount", `is ${verseCount} but "verses" lists ${listed} verse(s)`);
    const pair = (lat: string, lon: string): RawCoordinates => ({
      latitude: decimal(ctx, lat, r.get(lat), -90, 90),
      longitude: decimal(ctx, lon, r.get(lon), -180, 180),
    });
    rows.push({
      line: r.line,
      placeLookup,
      placeID,
      status: r.get("status").trim(),
      displayTitle,
      kjvName: text(r.get("kjvName")),
      esvName: text(r.get("esvName")),
      ambiguous: checked(ctx, "ambiguous", r.get("ambiguous")),
      duplicateOf: single(ctx, "duplicate_of", r.get("duplicate_of")),
      featureType: text(r.get("featureType")),
      featureSubType: text(r.get("featureSubType")),
      rootID: single(ctx, "rootID", r.get("rootID")),
      precision: text(r.get("precision")),
      aliases: uniqueList(r.get("aliases")),
      comment: text(r.get("comment")),
      verses,
      eastons: uniqueList(r.get("eastons")),
      best: pair("latitude", "longitude"),
      openBible: pair("openBibleLat", "openBibleLong"),
      recogito: pair("recogitoLat", "recogitoLon"),
      recogitoUri: text(r.get("recogitoUri")),
      peopleBorn: uniqueList(r.get("peopleBorn")),
      peopleDied: uniqueList(r.get("peopleDied")),
      hasBeenHere: uniqueList(r.get("hasBeenHere"), ", "),
      eventsHere: uniqueList(r.get("eventsHere")),
      eventGroups: uniqueList(r.get("eventGroups"), ", "),
    });
  }
  return rows;
}

/**
 * Reads `json/places.json` into a map from Airtable record id to `placeLookup`. A record without a
 * `placeLookup` is a problem.
 */
export async function readPlaceIds(files: SourceFiles, problems: Problems): Promise<Map<string, string>> {
  const file = PLACES_JSON_FILE;
  const out = new Map<string, string>();
  for (const rec of await readAirtable(files, file, problems)) {
    const ctx = recordContext(file, rec, problems);
    const key = stringField(ctx, rec, "placeLookup")?.trim();
    if (key === undefined || key === "") problems.add(file, rec.line, `${rec.id}: no "placeLookup"`);
    else out.set(rec.id, key);
  }
  return out;
}
