/**
 * The browsable collections of the API: for each table with list and detail URLs, its routes, the
 * field that keys a record in the URL, the fields of a list item, and how search names it. The
 * emitter prerenders from this table and the runtime serves lists from it.
 */
import type { RouteName } from "./routes.ts";

/** Names of the twelve tables counted in `/v1/meta`. */
export const TABLES = [
  "person",
  "place",
  "event",
  "people_group",
  "strongs",
  "dictionary_entry",
  "topic",
  "lexicon_entry",
  "cross_reference",
  "hebrew_word",
  "greek_word",
  "greek_lexicon_entry",
] as const;

/** One of the twelve tables. */
export type TableName = (typeof TABLES)[number];

/** How a table is browsed through the API. */
export interface Collection {
  /** The table whose records this collection serves. */
  readonly table: TableName;
  /** The list route (e.g. `people`). */
  readonly listRoute: RouteName;
  /** The detail route (e.g. `person`). */
  readonly itemRoute: RouteName;
  /** The route parameter that carries the key (`slug` or `number`). */
  readonly param: "slug" | "number";
  /** The record field whose value is the key in the URL. */
  readonly keyField: string;
  /** The record field shown as the name in lists and search. */
  readonly nameField: string;
  /** The record fields a list item carries, in order. */
  readonly listFields: readonly string[];
  /** The `entity_type` of this collection in name search, if it is searched. */
  readonly searchType?: "person" | "place" | "event" | "group" | "dictionary" | "topic";
}

/** The collections, in the order they are built and listed. */
export const COLLECTIONS: readonly Collection[] = [
  { table: "person", listRoute: "people", itemRoute: "person", param: "slug", keyField: "slug", nameField: "name", listFields: ["slug", "uuid", "name", "gender", "birth_year_display", "verse_count"], searchType: "person" },
  { table: "place", listRoute: "places", itemRoute: "place", param: "slug", keyField: "slug", nameField: "name", listFields: ["slug", "uuid", "name", "feature_type", "latitude", "longitude", "verse_count"], searchType: "place" },
  { table: "event", listRoute: "events", itemRoute: "event", param: "slug", keyField: "slug", nameField: "title", listFields: ["slug", "uuid", "title", "start_year", "verse_count"], searchType: "event" },
  { table: "people_group", listRoute: "groups", itemRoute: "group", param: "slug", keyField: "slug", nameField: "name", listFields: ["slug", "uuid", "name"], searchType: "group" },
  { table: "dictionary_entry", listRoute: "dictionary", itemRoute: "dictionaryEntry", param: "slug", keyField: "slug", nameField: "name", listFields: ["slug", "uuid", "name"], searchType: "dictionary" },
  { table: "topic", listRoute: "topics", itemRoute: "topic", param: "slug", keyField: "slug", nameField: "name", listFields: ["slug", "uuid", "name"], searchType: "topic" },
  { table: "strongs", listRoute: "strongsList", itemRoute: "strongs", param: "number", keyField: "number", nameField: "lemma", listFields: ["number", "uuid", "language", "lemma", "transliteration"] },
  { table: "lexicon_entry", listRoute: "lexicon", itemRoute: "lexiconEntry", param: "slug", keyField: "slug", nameField: "headword", listFields: ["slug", "uuid", "headword"] },
  { table: "greek_lexicon_entry", listRoute: "greekLexicon", itemRoute: "greekLexiconEntry", param: "slug", keyField: "slug", nameField: "headword", listFields: ["slug", "uuid", "headword"] },
];

/** Pagination rules: every list defaults to 50 items and caps at 200; cross-references default to 200. */
export const PAGINATION = { defaultLimit: 50, maxLimit: 200, crossReferenceDefaultLimit: 200 } as const;
