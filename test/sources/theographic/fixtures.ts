/**
 * Hand-made fixture helpers for the Theographic reader tests: CSV text in the upstream layout (UTF-8
 * BOM, LF, RFC 4180 quoting) built from a header and partial rows, plus the upstream headers.
 */

/** The upstream header of People.csv. */
export const PEOPLE_HEADER = [
  "personLookup", "status", "personID", "displayTitle", "name", "surname", "alsoCalled", "isProperName", "ambiguous",
  "Disambiguation (temp)", "gender", "occupations", "birthYear", "minYear", "deathYear", "maxYear", "birthPlace",
  "deathPlace", "memberOf", "eastons", "dictText", "events", "eventGroups", "verseCount", "verses", "mother", "father",
  "partners", "children", "siblings", "halfSiblingsSameMother", "halfSiblingsSameFather", "chaptersWritten",
  "alphaGroup", "slug", "modified",
];

/** The upstream header of Places.csv. */
export const PLACES_HEADER = [
  "placeLookup", "status", "displayTitle", "ambiguous", "duplicate_of", "placeID", "kjvName", "esvName",
  "recogitoComments", "featureType", "featureSubType", "openBibleLat", "openBibleLong", "rootID", "precision", "aliases",
  "comment", "verses", "verseCount", "eastons", "dictText", "recogitoUri", "recogitoLat", "recogitoLon", "peopleBorn",
  "peopleDied", "recogitoStatus", "recogitoType", "recogitoLabel", "recogitoUID", "booksWritten", "eventsHere",
  "eventGroups", "hasBeenHere", "latitude", "longitude", "alphaGroup", "slug",
];

/** The upstream header of Events.csv. */
export const EVENTS_HEADER = [
  "title", "ID", "startDate", "duration", "rangeFlag", "predecessor", "lag", "Lag Type", "partOf", "verses",
  "people (from verses)", "participants", "places (from verses)", "locations", "groups", "notes", "verseSort",
  "modified", "Sort Key",
];

/** The upstream header of PeopleGroups.csv. */
export const GROUPS_HEADER = ["groupName", "members", "partOf", "verses", "events", "modified", "events_dev"];

/** The upstream header of Easton.csv. */
export const EASTON_HEADER = ["dictLookup", "index", "termID", "termLabel", "dictText", "itemNum", "matchType", "matchSlugs", "personLookup", "placeLookup"];

/** The upstream header of Periods.csv. */
export const PERIODS_HEADER = ["yearNum", "formattedYear", "era", "isoYear", "BC-AD", "peopleBorn", "peopleDied", "events", "booksWritten", "modified"];

/** The upstream header of Chapters.csv. */
export const CHAPTERS_HEADER = ["osisRef", "book", "chapterNum", "writer", "verses", "slug", "peopleCount", "placesCount", "modified", "writer count"];

function quote(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text with a BOM: the header, then one line per row (cells missing from a row are empty). */
export function csv(header: readonly string[], rows: readonly Readonly<Record<string, string>>[]): string {
  const lines = [header.join(","), ...rows.map((r) => header.map((h) => quote(r[h] ?? "")).join(","))];
  return `\uFEFF${lines.join("\n")}\n`;
}

/** An Airtable JSON export of `records`, pretty-printed like upstream (4 spaces). */
export function airtable(records: readonly { id: string; fields: Record<string, unknown> }[]): string {
  return `${JSON.stringify(records.map((r) => ({ id: r.id, createdTime: "2020-01-01T00:00:00.000Z", fields: r.fields })), null, 4)}\n`;
}
