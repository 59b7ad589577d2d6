/**
 * The API's contract, declared once: the tables and how each is browsed (its collection: key,
 * key normalisation, list fields, filters, search name and the words the documentation uses), and
 * every endpoint (method and path, validated parameters, response schema, how static hosts serve
 * it, cache policy, error codes and its documentation prose).
 *
 * Everything else is rendered from here: the runtime's routes (`src/runtime/app.ts`), the OpenAPI
 * document (`src/contract/openapi.ts`), the emitter's file plan (`src/emit/plan.ts`) and the static hosts'
 * configuration (`src/emit/hosting.ts`). A new endpoint is one entry in {@link ENDPOINTS} plus one
 * handler: the emitter's prerender function for a static endpoint, or the runtime's handler for a
 * runtime-only one.
 */
import type { ErrorCode } from "../core/errors.ts";
import { normalizeStrongs } from "../core/strongs.ts";
import { firstClause, glossParts, kjvRenderings } from "../core/glosses.ts";
import { code, markdown, type ExampleProse } from "./examples.ts";
import type { CrossReference } from "../types/cross_reference.ts";
import type { DictionaryEntry } from "../types/dictionary_entry.ts";
import type { Event } from "../types/event.ts";
import type { GreekLexiconEntry } from "../types/greek_lexicon_entry.ts";
import type { GreekWord } from "../types/greek_word.ts";
import type { HebrewWord } from "../types/hebrew_word.ts";
import type { LexiconEntry } from "../types/lexicon_entry.ts";
import type { PeopleGroup } from "../types/people_group.ts";
import type { Person } from "../types/person.ts";
import type { Place } from "../types/place.ts";
import type { StrongsEntry } from "../types/strongs.ts";
import type { Topic } from "../types/topic.ts";

// ---------------------------------------------------------------------------------------------
// Tables and collections.

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

/** The record type of each table, generated from its schema (`schemas/records/<table>.json`). */
export interface TableRecords {
  readonly person: Person;
  readonly place: Place;
  readonly event: Event;
  readonly people_group: PeopleGroup;
  readonly strongs: StrongsEntry;
  readonly dictionary_entry: DictionaryEntry;
  readonly topic: Topic;
  readonly lexicon_entry: LexiconEntry;
  readonly cross_reference: CrossReference;
  readonly hebrew_word: HebrewWord;
  readonly greek_word: GreekWord;
  readonly greek_lexicon_entry: GreekLexiconEntry;
}

/** A field name of a table's records: renaming a schema field makes every declaration naming it a compile error. */
export type FieldOf<T extends TableName> = keyof TableRecords[T] & string;

/** Every table's records, typed. */
export type Tables = { readonly [T in TableName]: readonly TableRecords[T][] };

/** Pagination rules: every list defaults to 50 items and caps at 200; cross-references default to 200. */
export const PAGINATION = { defaultLimit: 50, maxLimit: 200, crossReferenceDefaultLimit: 200 } as const;

/** Lengths the parameters are held to: text (`q` and text filters), ids in paths, verse references (OSIS or as people type them). */
export const PARAM_LIMITS = { text: 200, id: 200, verse: 40 } as const;

/**
 * The body of `POST /v1/search/semantic`: its fields (no others are accepted) and limits. The
 * request schema of the OpenAPI document and the runtime's check (`src/semantic/request.ts`) both
 * read them from here.
 */
export const SEMANTIC_REQUEST = {
  /** The fields a body may have. */
  fields: ["query", "limit"],
  /** Results when `limit` is not given. */
  defaultLimit: 10,
  /** Larger limits are capped to this (like `limit` on the GET lists). */
  maxLimit: 50,
  /** Longest accepted query, in characters. */
  maxQueryLength: 500,
  /** Largest accepted body, in bytes. */
  maxBodyBytes: 16_384,
} as const;

/** The most verses one `/v1/passages/{ref}` answer holds: the list cap of every list, enough for the longest chapter (Ps 119, 176 verses). */
export const MAX_PASSAGE_VERSES = PAGINATION.maxLimit;
/**
 * The study tools' bounds (`src/study/` checks them too): generations of an ancestors/descendants
 * query, steps of a kinship path, places of a nearest-places query, the radius of a distance query in
 * km, and the astronomical years a timeline may name. The family bounds cover the whole of the data's
 * family trees with room to spare: its longest ancestry is 75 generations (Mary, Luke 3 back to Adam),
 * the longest of the nearest chains between two linked people is 77 long (a sibling or spouse counting
 * 2), Adam to Jesus 64 (`test/study/full-data.test.ts` checks that they still do).
 */
export const STUDY_LIMITS = {
  depth: { min: 1, max: 100, default: 3 },
  steps: { min: 1, max: 100, default: 100 },
  nearest: { min: 1, max: 50, default: 10 },
  radiusKm: { max: 1000, default: 25 },
  year: { min: -10_000, max: 3_000 },
} as const;

/** How a list filter narrows a collection's items (`_index/<table>.json`). */
export type Filter<F extends string = string> =
  /** The field equals one of `values` (a closed set; anything else is a 400). */
  | { readonly kind: "equals"; readonly field: F; readonly values: readonly string[] }
  /** `true`: every one of `fields` is non-null; `false`: not. */
  | { readonly kind: "present"; readonly fields: readonly F[] }
  /** The field equals the text, compared case-insensitively. */
  | { readonly kind: "text-equals"; readonly field: F };

/** A list filter: its query parameter, what it does (on fields of table `T`) and what the documentation says of it. */
export interface FilterSpec<T extends TableName = TableName> {
  readonly name: string;
  readonly description: string;
  readonly filter: Filter<FieldOf<T>>;
}

/** What name search knows of a record besides its name (`src/stages/search-index.ts`). */
export interface SearchNames {
  /** Other names it is matched on (nulls are skipped; a person's display title loses its note). */
  readonly other: readonly (string | null)[];
  /** What it is also called: proper names, and titles in common words. */
  readonly alsoCalled: readonly string[];
  /** How many verses mention it (or members it has); 0 when verses do not mention such records. */
  readonly mentions: number;
}

/** What a list's English-meaning filter (`gloss`) reads of one record (`src/study/glosses.ts` indexes it). */
export interface Meanings {
  /** Its short meanings and renderings, each compared whole with what is asked. */
  readonly glosses: readonly string[];
  /** The rest of its text, whose words mention meanings (a definition, an article); nulls are skipped. */
  readonly text: readonly (string | null)[];
  /** The Strong's numbers of its words in the Hebrew and Greek texts (for how often it occurs and how the KJV renders it). */
  readonly strongs: readonly string[];
  /** Whether it is a proper name: its glosses then describe it rather than mean it, and it is matched only after the other entries. */
  readonly name: boolean;
}

/** A collection's English-meaning filter: what it reads of a record, and in words, for the documentation. */
export interface MeaningsOf<T extends TableName> {
  /** Which fields give the glosses and which the text, in words that end the documentation's sentence "Of each entry, its …". */
  readonly read: string;
  of(record: TableRecords[T]): Meanings;
}

/** How the documentation names a collection. */
export interface Nouns {
  readonly one: string;
  readonly many: string;
  readonly tag: string;
  /** What identifies a record in its URL, with examples that name real records of the full data. */
  readonly key: ExampleProse;
}

/** How a table is browsed through the API. */
export interface CollectionOf<T extends TableName> {
  /** The table whose records this collection serves. */
  readonly table: T;
  /** The list route (e.g. `people`). */
  readonly listRoute: RouteName;
  /** The detail route (e.g. `person`). */
  readonly itemRoute: RouteName;
  /** The route parameter that carries the key (`slug` or `number`). */
  readonly param: "slug" | "number";
  /** The record field whose value is the key in the URL. */
  readonly keyField: FieldOf<T>;
  /** The record field shown as the name in lists and search. */
  readonly nameField: FieldOf<T>;
  /** The record fields a list item carries, in order. */
  readonly listFields: readonly FieldOf<T>[];
  /**
   * List fields holding a transliteration of the name, which the list's `q` and a 404's suggestions
   * also match (folded by `foldTransliteration`: `shalom` finds `shâlôwm`); none by default.
   */
  readonly transliterationFields?: readonly FieldOf<T>[];
  /**
   * The keys a bare id may mean when it is no key itself (a Strong's number without its `H` or `G`:
   * `26` → `G26`, `H26`), offered as a 404's suggestions; none by default.
   */
  readonly bareKeys?: (raw: string) => readonly string[];
  /** The `entity_type` of this collection in name search, if it is searched. */
  readonly searchType?: "person" | "place" | "event" | "group" | "dictionary" | "topic";
  /** For a searched collection: what name search matches a record on besides its name field. */
  searchNames?(record: TableRecords[T]): SearchNames;
  /**
   * For a searched collection: whether name search and semantic search offer the record (all by
   * default). Its URL answers either way.
   */
  searchable?(record: TableRecords[T]): boolean;
  /**
   * For a list that takes the English-meaning filter `gloss` (the lexicons): what it reads of a
   * record. None by default: the list has no `gloss`.
   */
  readonly meanings?: MeaningsOf<T>;
  /** The list's filters beyond `q`, `limit` and `offset`, in the order they are checked. */
  readonly filters: readonly FilterSpec<T>[];
  /**
   * Other spellings of a URL key to try when neither the key nor an alias matches (after letter case
   * is forgiven), best first; none by default.
   */
  readonly normalizeKey?: (raw: string) => readonly string[];
  /** The JSON Schema of the key in the URL. */
  readonly keySchema: Readonly<Record<string, unknown>>;
  readonly nouns: Nouns;
}

/** The collection of any browsed table. */
export type Collection = { [T in TableName]: CollectionOf<T> }[TableName];

const SLUG_SCHEMA = { type: "string", minLength: 1, maxLength: PARAM_LIMITS.id } as const;

/** Strong's numbers as people write them: letter case, leading zeros, a space before the letter; the letter dropped last. */
function strongsSpellings(raw: string): string[] {
  if (!/^[HGhg]\d+ ?[A-Za-z]?$/.test(raw)) return [];
  const n = normalizeStrongs(raw.slice(0, 12), "hebrew");
  return n === undefined ? [] : [n, n.replace(/[a-z]$/, "")];
}

/**
 * {@link strongsSpellings} for a lexicon of one language: a bare number is that language's
 * (`/v1/greek-lexicon/26` is G26's article, `/v1/lexicon/430` H430's).
 */
function strongsSpellingsIn(letter: "G" | "H"): (raw: string) => string[] {
  return (raw) => strongsSpellings(/^\d/.test(raw) ? `${letter}${raw}` : raw);
}

/** A Strong's number without its language letter (`26`, `0026`, `1254a`): its Greek and Hebrew spellings, each with and without the letter after it. */
function strongsBare(raw: string): string[] {
  return /^\d/.test(raw) ? (["G", "H"] as const).flatMap((letter) => strongsSpellingsIn(letter)(raw)) : [];
}

/**
 * Whether a lexicon entry is a proper name: its part of speech says so (Strong's `n-pr-m`, BDB's
 * `n.pr.loc`), or its Greek headword is capitalised (`Ἀβιά`).
 */
function isProperName(partOfSpeech: string | null, headword: string): boolean {
  return /\bn[-.]pr\b/.test(partOfSpeech ?? "") || /^\p{Lu}/u.test(headword);
}

/** The collections, in the order they are built and listed. */
/** The places' feature-type filter: of the place list, and of the spatial queries (`/v1/geo/…`). */
const FEATURE_TYPE: FilterSpec<"place"> = {
  name: "feature_type",
  description: "Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches.",
  filter: { kind: "text-equals", field: "feature_type" },
};

export const COLLECTIONS: readonly Collection[] = [
  {
    table: "person",
    listRoute: "people",
    itemRoute: "person",
    param: "slug",
    keyField: "slug",
    nameField: "name",
    listFields: ["slug", "uuid", "name", "gender", "birth_year_display", "verse_count"],
    searchType: "person",
    searchNames: (r) => ({ other: [r.display_title.replace(/\s*\([^()]*\)\s*$/, ""), r.upstream_name], alsoCalled: r.also_called, mentions: r.verse_count }),
    filters: [{ name: "gender", description: "Only people of this gender (`Male` or `Female`, in any letter case).", filter: { kind: "equals", field: "gender", values: ["Male", "Female"] } }],
    keySchema: SLUG_SCHEMA,
    nouns: { one: "person", many: "people", tag: "People", key: markdown`The person's slug (${"abraham"}) or upstream id (${"abraham_58"}).` },
  },
  {
    table: "place",
    listRoute: "places",
    itemRoute: "place",
    param: "slug",
    keyField: "slug",
    nameField: "name",
    listFields: ["slug", "uuid", "name", "feature_type", "latitude", "longitude", "verse_count"],
    searchType: "place",
    searchNames: (r) => ({ other: [r.kjv_name, r.esv_name], alsoCalled: r.also_called, mentions: r.verse_count }),
    // A place the upstream marks as the same as another and no verse names is a form of that one's
    // name (`Jerusalem's`, `Egypt's`): searching finds the place itself.
    searchable: (r) => !r.duplicate_of || r.verse_count > 0,
    filters: [
      { name: "has_coordinates", description: "Only places with (`true`) or without (`false`) coordinates.", filter: { kind: "present", fields: ["latitude", "longitude"] } },
      FEATURE_TYPE,
    ],
    keySchema: SLUG_SCHEMA,
    nouns: { one: "place", many: "places", tag: "Places", key: markdown`The place's slug (${"haran"}) or upstream id (${"haran_527"}).` },
  },
  {
    table: "event",
    listRoute: "events",
    itemRoute: "event",
    param: "slug",
    keyField: "slug",
    nameField: "title",
    listFields: ["slug", "uuid", "title", "start_year", "verse_count"],
    searchType: "event",
    searchNames: (r) => ({ other: [], alsoCalled: [], mentions: r.verse_count }),
    filters: [],
    keySchema: SLUG_SCHEMA,
    nouns: { one: "event", many: "events", tag: "Events", key: markdown`The event's slug (${"birth-of-abraham"}), upstream numeric id (${"72"}) or upstream title (${"Birth of Abraham"}).` },
  },
  {
    table: "people_group",
    listRoute: "groups",
    itemRoute: "group",
    param: "slug",
    keyField: "slug",
    nameField: "name",
    listFields: ["slug", "uuid", "name"],
    searchType: "group",
    searchNames: (r) => ({ other: [], alsoCalled: r.also_called, mentions: r.verses.length }),
    filters: [],
    keySchema: SLUG_SCHEMA,
    nouns: { one: "people group", many: "people groups", tag: "Groups", key: markdown`The group's slug (${"tribe-of-levi"}, ${"pharisees"}), upstream name (${"Tribe of Levi"}) or another name the text calls it by (${"levites"}).` },
  },
  {
    table: "dictionary_entry",
    listRoute: "dictionary",
    itemRoute: "dictionaryEntry",
    param: "slug",
    keyField: "slug",
    nameField: "name",
    listFields: ["slug", "uuid", "name"],
    searchType: "dictionary",
    searchNames: () => ({ other: [], alsoCalled: [], mentions: 0 }),
    filters: [],
    keySchema: SLUG_SCHEMA,
    nouns: { one: "Easton's dictionary entry", many: "Easton's dictionary entries", tag: "Dictionary", key: markdown`The entry's slug (${"haran-1"}) or upstream key (${"Haran 1"}).` },
  },
  {
    table: "topic",
    listRoute: "topics",
    itemRoute: "topic",
    param: "slug",
    keyField: "slug",
    nameField: "name",
    listFields: ["slug", "uuid", "name"],
    searchType: "topic",
    searchNames: () => ({ other: [], alsoCalled: [], mentions: 0 }),
    filters: [],
    keySchema: SLUG_SCHEMA,
    nouns: { one: "Nave's topic", many: "Nave's topics", tag: "Topics", key: markdown`The topic's slug (${"faith"}) or the subject as written in Nave's (${"FAITH"}).` },
  },
  {
    table: "strongs",
    listRoute: "strongsList",
    itemRoute: "strongs",
    param: "number",
    keyField: "number",
    nameField: "lemma",
    listFields: ["number", "uuid", "language", "lemma", "transliteration"],
    transliterationFields: ["transliteration"],
    meanings: {
      read: "glosses are the alternatives of its `definition`'s first clause (`love, i.e. affection or benevolence` → love, affection, benevolence) and the KJV renderings its `kjv_usage` lists (`sin(-ner, offering)` → sin, sinner, sin offering; idioms marked × or + left out); its text is the whole `definition` and `kjv_usage`",
      of: (r) => ({
        glosses: [...glossParts(firstClause(r.definition)), ...kjvRenderings(r.kjv_usage)],
        text: [r.definition, r.kjv_usage],
        strongs: [r.number],
        name: isProperName(r.part_of_speech, r.lemma),
      }),
    },
    filters: [],
    normalizeKey: strongsSpellings,
    bareKeys: strongsBare,
    keySchema: { type: "string", minLength: 2, maxLength: 13, pattern: "^[HGhg][0-9]{1,10} ?[A-Za-z]?$" },
    nouns: {
      one: "Strong's entry",
      many: "Strong's entries",
      tag: "Strong's",
      key: markdown`${code("H")} or ${code("G")} and the number (${"H430"}, ${"G26"}, ${"H1254a"}); letter case, leading zeros and a space before the letter are forgiven (${"h0430"}, ${"H1254 a"}).`,
    },
  },
  {
    table: "lexicon_entry",
    listRoute: "lexicon",
    itemRoute: "lexiconEntry",
    param: "slug",
    keyField: "slug",
    nameField: "headword",
    listFields: ["slug", "uuid", "headword", "transliteration"],
    transliterationFields: ["transliteration"],
    meanings: {
      read: "glosses are the English glosses BDB marks in the entry (`glosses`); its text is the whole entry (`definition`)",
      of: (r) => ({ glosses: r.glosses.flatMap(glossParts), text: [r.definition], strongs: r.strongs_numbers, name: isProperName(r.part_of_speech, r.headword) }),
    },
    filters: [],
    normalizeKey: strongsSpellingsIn("H"),
    keySchema: SLUG_SCHEMA,
    nouns: { one: "Brown-Driver-Briggs lexicon entry", many: "Brown-Driver-Briggs lexicon entries", tag: "Lexicon", key: markdown`The entry's slug (${"a-ab-ab"}), BDB id (${"a.ab.ab"}) or a Strong's number it stands for (${"H430"}, or ${"430"}; of several entries, the one keyed by that number alone; letter case and leading zeros forgiven).` },
  },
  {
    table: "greek_lexicon_entry",
    listRoute: "greekLexicon",
    itemRoute: "greekLexiconEntry",
    param: "slug",
    keyField: "slug",
    nameField: "headword",
    listFields: ["slug", "uuid", "headword", "transliteration"],
    transliterationFields: ["transliteration"],
    meanings: {
      read: "glosses are the parts of Dodson's `gloss` and `dodson_definition`; its text is Abbott-Smith's article (`definition`)",
      of: (r) => ({ glosses: [...glossParts(r.gloss), ...glossParts(r.dodson_definition)], text: [r.definition], strongs: r.strongs_numbers, name: isProperName(null, r.headword) }),
    },
    filters: [],
    normalizeKey: strongsSpellingsIn("G"),
    keySchema: SLUG_SCHEMA,
    nouns: { one: "Abbott-Smith Greek lexicon entry", many: "Abbott-Smith Greek lexicon entries", tag: "Greek lexicon", key: markdown`The entry's slug (${"g26"}) or Strong's number (${"G26"}, or ${"26"}; letter case and leading zeros forgiven).` },
  },
];

/** The collection of a table (throws for a table that is not browsed, e.g. `cross_reference`). */
export function collectionOf<T extends TableName>(table: T): CollectionOf<T> {
  const c = COLLECTIONS.find((x) => x.table === table);
  if (c === undefined) throw new Error(`no collection for table ${table}`);
  return c as unknown as CollectionOf<T>;
}

/** `$id` of the envelope for one record of a schema: `person.json` → `person.item.json`. */
export const itemEnvelopeId = (recordId: string): string => recordId.replace(/\.json$/, ".item.json");
/** `$id` of the list envelope whose items follow a schema: `search_result.json` → `search_result.list.json`. */
export const listEnvelopeId = (itemId: string): string => itemId.replace(/\.json$/, ".list.json");
/** `$id` of a collection's list-item schema: `person` → `person.list-item.json`. */
export const listItemId = (c: Pick<Collection, "table">): string => `${c.table}.list-item.json`;

// ---------------------------------------------------------------------------------------------
// Endpoints.

/**
 * How a static host serves an endpoint: `meta` and `data` from the file `<url>.json` (the file rule
 * of `src/contract/routes.ts`; `meta` with a shorter cache), `file` from the file the URL already names
 * (JSON), `download` from the file the URL names with that bulk download's media type, as an attachment
 * (`src/contract/downloads.ts`), and `runtime` not at all (only the keyed runtime answers it).
 */
export type Hosting = "meta" | "data" | "file" | "download" | "runtime";

/** The runtime's cache policy of an endpoint's answers: keyed data, public documents, or never stored. */
export type CachePolicy = "data" | "public" | "no-store";

/**
 * How the runtime answers: `file` serves the endpoint's file of the tree once its path parameters are
 * resolved, `list` pages a collection's `_index` items, `handler` runs the endpoint's own handler.
 */
export type Serving = "file" | "list" | "handler";

/** A validated parameter. */
export type ParamSpec =
  /** A record's URL key of a collection, resolved through its aliases (unknown keys are a 404 with suggestions). */
  | { readonly in: "path"; readonly kind: "key"; readonly name: string; readonly table: TableName }
  /** A verse: OSIS in any letter case, or a reference as people type it (`John 3:16`); made canonical (anything else is a 404). */
  | { readonly in: "path"; readonly kind: "verse"; readonly name: "osis" }
  /** A chapter: OSIS (`Gen.12`, any letter case) or as people type it (`Genesis 12`); made canonical (anything else is a 404). */
  | { readonly in: "path"; readonly kind: "chapter"; readonly name: "osis" }
  /** A book: its OSIS id (`Gen`, any letter case) or its name as people type it (`Genesis`, `1 Cor`); made canonical (anything else is a 404). */
  | { readonly in: "path"; readonly kind: "book"; readonly name: "book" }
  /** A passage: OSIS (`Gen.12.1-Gen.12.9`) or as people type it (`Gen 12:1-9`); resolved by the handler. */
  | { readonly in: "path"; readonly kind: "reference"; readonly name: "ref" }
  /** A query parameter its handler reads and checks itself, documented with its JSON Schema. */
  | { readonly in: "query"; readonly kind: "query"; readonly name: string; readonly required: boolean; readonly description: string; readonly schema: Readonly<Record<string, unknown>> }
  /** The name of a file of a folder of the tree (a bulk download), checked against the folder's listing. */
  | { readonly in: "path"; readonly kind: "file"; readonly name: "file"; readonly description: ExampleProse }
  /** A name query, folded; required or not. */
  | { readonly in: "query"; readonly kind: "name"; readonly name: "q"; readonly required: boolean; readonly description: string }
  /** A list's English-meaning filter (the collection's `meanings`), which also orders the list. */
  | { readonly in: "query"; readonly kind: "gloss"; readonly name: typeof GLOSS_PARAM; readonly description: string }
  /**
   * The page size, with its default; larger values are capped at `max` ({@link PAGINATION}'s
   * `maxLimit` when none is given). `alias` is a former name of the parameter, still read when
   * `limit` is not given (documented as deprecated; both given is a 400).
   */
  | { readonly in: "query"; readonly kind: "limit"; readonly name: "limit"; readonly default: number; readonly max?: number; readonly alias?: string }
  /** Items to skip. */
  | { readonly in: "query"; readonly kind: "offset"; readonly name: "offset" }
  /** A collection list's filter. */
  | { readonly in: "query"; readonly kind: "filter"; readonly name: string; readonly spec: FilterSpec }
  /** A whole number in [min, max], negative ones included when `min` is below 0; `default` when absent (none: optional). */
  | { readonly in: "query"; readonly kind: "integer"; readonly name: string; readonly min: number; readonly max: number; readonly default?: number; readonly description: string }
  /** A decimal number in [min, max] (`exclusiveMin`: above min); `default` when absent, required when it has none and `required`. */
  | { readonly in: "query"; readonly kind: "number"; readonly name: string; readonly min: number; readonly max: number; readonly exclusiveMin?: boolean; readonly default?: number; readonly required: boolean; readonly description: string }
  /** A text value of a given shape (a regular expression), required or not. */
  | { readonly in: "query"; readonly kind: "pattern"; readonly name: string; readonly pattern: string; readonly example: string; readonly required: boolean; readonly description: string }
  /** One of a closed set of values, in any letter case (its description says so), optional. */
  | { readonly in: "query"; readonly kind: "enum"; readonly name: string; readonly values: readonly string[]; readonly description: string };

/** One endpoint of the API. */
export interface Endpoint {
  readonly method: "get" | "post";
  /** The route pattern (`:name` marks a parameter), as both the emitter and Hono understand it. */
  readonly path: string;
  readonly operationId: string;
  readonly tag: string;
  readonly summary: string;
  readonly description: string;
  /** Whether a key is required (key-less endpoints are not counted either). */
  readonly keyed: boolean;
  /** Whether a keyed request counts against the daily allowance. */
  readonly counted: boolean;
  readonly hosting: Hosting;
  readonly serving: Serving;
  readonly cache: CachePolicy;
  readonly params: readonly ParamSpec[];
  /** `$id` of the 200 body's schema (`….item.json` and `….list.json` envelopes are derived); undefined when not described. */
  readonly response: string | undefined;
  /** The error codes it answers with, grouped by status. */
  readonly errors: readonly (readonly ErrorCode[])[];
  /** The JSON request body's schema (POST). */
  readonly requestBody?: Readonly<Record<string, unknown>>;
  /** For `serving: "file"`: the 404 detail when the file is missing; `{name}` stands for a resolved parameter. */
  readonly missing?: string;
  /** For `serving: "list"`: the collection. */
  readonly table?: TableName;
  /**
   * The tables its answers are built from (`verse_text` for the verse texts; `[]` for none): a
   * share-alike licence of a dataset feeding one of them (`sources/manifest.json`) is named in the
   * answer's `Link` header. Required, so that no endpoint can leave out its licence by omission.
   */
  readonly builtFrom: readonly SourceTable[];
}

/** A table an upstream dataset feeds: one of {@link TABLES}, or the verse texts. */
export type SourceTable = TableName | "verse_text";

/** Every table an upstream feeds: what the whole dataset (a bulk download) is built from. */
export const SOURCE_TABLES: readonly SourceTable[] = [...TABLES, "verse_text"];

/** The collections name search covers, in the order of {@link COLLECTIONS}. */
const SEARCHED_COLLECTIONS = COLLECTIONS.filter((c) => c.searchType !== undefined);

/** The tables name search covers. */
const SEARCHED: readonly TableName[] = SEARCHED_COLLECTIONS.map((c) => c.table);

/** The `entity_type`s of name search (`person`, `place` …), one per searched collection. */
export const SEARCH_TYPES: readonly NonNullable<Collection["searchType"]>[] = SEARCHED_COLLECTIONS.flatMap((c) => (c.searchType === undefined ? [] : [c.searchType]));

const UNAUTHORIZED: readonly ErrorCode[] = ["missing-api-key", "invalid-api-key"];
/** Errors of every counted, keyed request. */
const KEYED: readonly (readonly ErrorCode[])[] = [UNAUTHORIZED, ["quota-exceeded"], ["internal-error"], ["store-unavailable"]];

const LIMIT = (defaultLimit: number): ParamSpec => ({ in: "query", kind: "limit", name: "limit", default: defaultLimit });
const OFFSET: ParamSpec = { in: "query", kind: "offset", name: "offset" };
const VERSE: ParamSpec = { in: "path", kind: "verse", name: "osis" };
const query = (name: string, description: string, schema: Readonly<Record<string, unknown>>, required = false): ParamSpec => ({ in: "query", kind: "query", name, required, description, schema });
const keyOf = (table: TableName): ParamSpec => ({ in: "path", kind: "key", name: collectionOf(table).param, table });

const capitalized = (s: string): string => `${s[0]?.toUpperCase() ?? ""}${s.slice(1)}`;

/** What a list's `q` matches: the name field, and the transliteration fields as people type them. */
function listQDescription(c: Collection): string {
  const many = c.nouns.many;
  const fields = [c.nameField, ...(c.transliterationFields ?? [])].map((f) => `\`${String(f)}\``).join(" or ");
  const spelling = c.transliterationFields === undefined ? "" : " A transliteration also matches as people spell it (`shalom` finds `shâlôwm`, `chesed` finds `cheçed`, `agape` finds `agápē`).";
  return `Only ${many} whose ${fields} contains this text, ignoring case, accents and punctuation.${spelling} Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A \`q\` with no letter or digit is a 400.`;
}

/** The query parameter of the lists' English-meaning filter. */
export const GLOSS_PARAM = "gloss";

/** What a list's `gloss` does: which words match, what it reads of each record, and the order of the answer. */
function glossDescription(c: Collection, read: string): string {
  return (
    `Only ${c.nouns.many} whose English meaning holds every one of these words, as whole words: case, accents, plurals and the endings -ed and -ing are ignored (\`loves\`, \`loved\` and \`loving\` find \`love\`; \`mercies\` finds \`mercy\`). Of each entry, its ${read}. ` +
    "Best first: the entries with a gloss that is the words (a leading `a`, `the`, `to` or `to be` aside: `to love` is `love`), then those whose glosses or text hold them (`peace offering` for `peace`), then the proper names whose description holds them (`Aretas, king of the Nabataeans` for `king`); within each, first the entry the KJV renders with the words most often and most consistently (the verses where its Hebrew or Greek word stands and the KJV has the words, times the share of its verses they are), then the more frequent word, then the list's order. " +
    `With \`q\`, an entry must match both, in this order. A value without an English word (letters a–z) is a 400.`
  );
}

/** The list endpoint of a collection. */
function listOf<P extends string>(table: TableName, path: P, operationId: string): Endpoint & { readonly path: P } {
  const c = collectionOf(table);
  const n = c.nouns;
  return {
    method: "get",
    path,
    operationId,
    tag: n.tag,
    summary: `List ${n.many}`,
    description: `${capitalized(n.many)} in a stable order, a page at a time. Each item carries ${c.listFields.map((f) => `\`${f}\``).join(", ")}; \`meta.total\` counts every match.`,
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "list",
    cache: "data",
    params: [
      { in: "query", kind: "name", name: "q", required: false, description: listQDescription(c) },
      ...(c.meanings === undefined ? [] : [{ in: "query", kind: "gloss", name: GLOSS_PARAM, description: glossDescription(c, c.meanings.read) } as const]),
      ...c.filters.map((spec): ParamSpec => ({ in: "query", kind: "filter", name: spec.name, spec })),
      LIMIT(PAGINATION.defaultLimit),
      OFFSET,
    ],
    response: listEnvelopeId(listItemId(c)),
    errors: c.meanings === undefined ? [["invalid-parameter"], ...KEYED] : [["invalid-parameter"], ["not-implemented"], ...KEYED],
    table,
    builtFrom: [table],
  };
}

/** The detail endpoint of a collection. */
function itemOf<P extends string>(table: TableName, path: P, operationId: string): Endpoint & { readonly path: P } {
  const c = collectionOf(table);
  return {
    method: "get",
    path,
    operationId,
    tag: c.nouns.tag,
    summary: `Get one ${c.nouns.one}`,
    description: `One ${c.nouns.one}, with every field (null or an empty list when unknown).`,
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [keyOf(table)],
    response: itemEnvelopeId(`${table}.json`),
    errors: [["not-found"], ...KEYED],
    missing: `{${c.param}} is listed but its file is missing.`,
    builtFrom: [table],
  };
}

/** A keyed, counted GET of the verse given in its path, served from its file. */
function ofVerse<P extends string>(path: P, doc: Pick<Endpoint, "operationId" | "summary" | "description" | "response" | "missing" | "builtFrom">): Endpoint & { readonly path: P } {
  return { method: "get", path, tag: "Verses", keyed: true, counted: true, hosting: "data", serving: "file", cache: "data", params: [VERSE], errors: [["not-found"], ...KEYED], ...doc };
}

/** A keyed, counted GET that only the runtime answers, with a handler of its own (a query that must compute). */
function computed<P extends string>(
  path: P,
  doc: Pick<Endpoint, "operationId" | "tag" | "summary" | "description" | "response" | "params" | "errors" | "builtFrom">,
): Endpoint & { readonly path: P; readonly hosting: "runtime"; readonly serving: "handler" } {
  return { method: "get", path, keyed: true, counted: true, hosting: "runtime", serving: "handler", cache: "data", ...doc };
}

/** A keyed, counted GET served from its prerendered file, by static hosts too (404 when the file is missing). */
function prerendered<P extends string>(
  path: P,
  doc: Pick<Endpoint, "operationId" | "tag" | "summary" | "description" | "response" | "params" | "missing" | "builtFrom">,
): Endpoint & { readonly path: P; readonly hosting: "data"; readonly serving: "file" } {
  return { method: "get", path, keyed: true, counted: true, hosting: "data", serving: "file", cache: "data", errors: [["not-found"], ...KEYED], ...doc };
}

const PERSON = keyOf("person");
const DEPTH: ParamSpec = {
  in: "query",
  kind: "integer",
  name: "depth",
  ...STUDY_LIMITS.depth,
  description: `How many generations to go (${STUDY_LIMITS.depth.min}–${STUDY_LIMITS.depth.max}, default ${STUDY_LIMITS.depth.default}).`,
};
const PLACE_HITS = listEnvelopeId("place_hit.json");
/** The feature-type filter of the spatial queries, the place list's own. */
const PLACE_FEATURE_TYPE: ParamSpec = { in: "query", kind: "filter", name: FEATURE_TYPE.name, spec: FEATURE_TYPE as FilterSpec };
const STUDY_ERRORS = [["invalid-parameter"], ["not-found"], ...KEYED] as const;
const RELATIVES_DOC = (direction: "ancestors" | "descendants", nearer: string): string =>
  `The person's ${direction} up to \`depth\` generations, nearest first (generation 1 are the ${nearer}), from the father, mother, children and partner links of the person records (a link given on either side counts). Each person appears once, at the nearest generation they are reached, with \`via\`, the person one generation nearer through whom; cycles in the data cannot loop.`;

/** Every endpoint, by route name, in the order they are documented and routed. */
export const ENDPOINTS = {
  openapi: {
    method: "get",
    path: "/v1/openapi.json",
    operationId: "getOpenApi",
    builtFrom: [],
    tag: "Dataset",
    summary: "This OpenAPI document",
    description: "The OpenAPI 3.1 description of the API, generated from its JSON Schemas and routes. Served without a key and not counted.",
    keyed: false,
    counted: false,
    hosting: "file",
    serving: "handler",
    cache: "public",
    params: [],
    response: undefined,
    errors: [["internal-error"]],
  },
  meta: {
    method: "get",
    path: "/v1/meta",
    operationId: "getMeta",
    builtFrom: [],
    tag: "Dataset",
    summary: "Dataset metadata",
    description: "The dataset version, build date, record counts per table and whether it was built from the sample.",
    keyed: true,
    counted: true,
    hosting: "meta",
    serving: "file",
    cache: "data",
    params: [],
    response: itemEnvelopeId("meta.json"),
    errors: KEYED,
    missing: "The dataset metadata is missing from this deployment.",
  },
  sources: {
    method: "get",
    path: "/v1/sources",
    operationId: "listSources",
    builtFrom: [],
    tag: "Dataset",
    summary: "Upstream sources, licences and credit",
    description:
      "Every upstream dataset the API is built from: repository, the commit the build read, licence (with links), the attribution it requires, the tables built from it, and what this API changed. Responses built from a share-alike dataset (Theographic, CC BY-SA 4.0; MorphGNT, CC BY-SA 3.0) name that licence in a `Link: <…>; rel=\"license\"` header and point here with `rel=\"describedby\"`. The whole list comes in one page.",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [],
    response: listEnvelopeId("source.json"),
    errors: KEYED,
    missing: "The sources list is missing from this deployment.",
  },
  downloads: {
    method: "get",
    path: "/v1/downloads",
    operationId: "listDownloads",
    tag: "Dataset",
    summary: "Bulk downloads",
    description:
      "The whole dataset as one SQLite database (every table, with indexes and FTS5 full-text indexes over names and verse text) and each table as JSON Lines (gzip), each with its URL, size and SHA-256. The whole list comes in one page.",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [],
    response: listEnvelopeId("download.json"),
    errors: KEYED,
    missing: "This deployment has no bulk downloads.",
    builtFrom: SOURCE_TABLES,
  },
  downloadFile: {
    method: "get",
    path: "/v1/downloads/:file",
    operationId: "getDownload",
    tag: "Dataset",
    summary: "One bulk download",
    description:
      "One file listed by `/v1/downloads`: `application/vnd.sqlite3` for the database, `application/gzip` for JSON Lines, with `Content-Disposition: attachment`. Its `ETag` is its SHA-256 in quotes. Its `Link` header names the share-alike licences of the file's own content, those `/v1/downloads` lists for it (none for a file built only from other datasets, such as `strongs.jsonl.gz`).",
    keyed: true,
    counted: true,
    hosting: "download",
    serving: "handler",
    cache: "data",
    params: [{ in: "path", kind: "file", name: "file", description: markdown`A file name listed by ${code("/v1/downloads")} (${"bible-reference-api.sqlite"}, ${"person.jsonl.gz"}).` }],
    response: undefined,
    errors: [["not-found"], ...KEYED],
    builtFrom: SOURCE_TABLES,
  },
  usage: {
    method: "get",
    path: "/v1/usage",
    operationId: "getUsage",
    builtFrom: [],
    tag: "Dataset",
    summary: "Usage of the calling key",
    description: "The calling key's tier, daily allowance and today's (UTC) count. This request is not counted itself.",
    keyed: true,
    counted: false,
    hosting: "runtime",
    serving: "handler",
    cache: "no-store",
    params: [],
    response: itemEnvelopeId("usage.json"),
    errors: [UNAUTHORIZED, ["internal-error"], ["store-unavailable"]],
  },
  search: {
    method: "get",
    path: "/v1/search",
    operationId: "searchNames",
    tag: "Search",
    summary: "Search by name",
    description: "Entities whose names match `q`, best matches first (the whole name, then every word, a prefix, an also-called name, a misspelling), across people, places, events, groups, dictionary entries and topics, or one kind of them (`type`).",
    keyed: true,
    counted: true,
    hosting: "runtime",
    serving: "handler",
    cache: "data",
    params: [
      {
        in: "query",
        kind: "name",
        name: "q",
        required: true,
        description:
          "The name to look for: words in any order, descriptive words (`king`, `river`) optional, misspellings forgiven (one letter from 4 letters, two from 8). Case, accents and punctuation are ignored; a `q` with no letter or digit is a 400.",
      },
      { in: "query", kind: "enum", name: "type", values: SEARCH_TYPES, description: "Only entities of one kind (the results' `entity_type`, in any letter case), ranked among themselves; every kind when absent." },
      LIMIT(PAGINATION.defaultLimit),
      OFFSET,
    ],
    response: listEnvelopeId("search_result.json"),
    errors: [["invalid-parameter"], ...KEYED],
    builtFrom: SEARCHED,
  },
  semanticSearch: {
    method: "post",
    path: "/v1/search/semantic",
    operationId: "searchSemantic",
    tag: "Search",
    summary: "Semantic search (pro)",
    description:
      "Natural-language search for pro keys: the entities whose description best matches the meaning of `query` (word-vector embeddings combined with BM25), best first, each with a `score`. A kinship question (`the father of John the Baptist`, `Abraham's nephew`) lists the relatives it names first, from the family links, a birth- or death-place question (`where did Moses die?`) the place the person's record gives, `who was born in Tarsus?` the people the place's record gives, and `who wrote <book>` (`who wrote most of the psalms?`, `author of Lamentations`) the people credited with the book's chapters, most first, then the others: there the scores are not in order. A query that is only the question (`Abraham's grandson`, `who was the son of David?`) lists its answers most-mentioned first (Jacob, Solomon); one that says more (`the son of David who rebelled`) in score order. A query that is only a name (`moses`, `the apostle paul`, `river jordan`, `who was king saul?`) lists the entities called exactly that first, as name search orders them; a pair or list of names (`ruth and naomi`) every entity called one of them, in score order. " +
      `\`limit\` defaults to ${SEMANTIC_REQUEST.defaultLimit} and is capped at ${SEMANTIC_REQUEST.maxLimit}; a body with any other field is a 400. A free key gets 403 \`tier-required\`; a deployment without the index answers 501 \`not-implemented\`.`,
    keyed: true,
    counted: true,
    hosting: "runtime",
    serving: "handler",
    cache: "data",
    params: [],
    response: "semantic_search.json",
    errors: [["invalid-body", "invalid-parameter"], ["tier-required"], ["not-implemented"], ...KEYED],
    builtFrom: [...SEARCHED, "verse_text"],
    requestBody: {
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            additionalProperties: false,
            required: ["query"],
            properties: {
              query: { type: "string", minLength: 1, maxLength: SEMANTIC_REQUEST.maxQueryLength, description: `The question or passage to search for, in natural language (at most ${SEMANTIC_REQUEST.maxQueryLength} characters). A query with no letter or digit is a 400, as for every \`q\`.` },
              limit: { type: "integer", minimum: 1, description: `How many results to return (default ${SEMANTIC_REQUEST.defaultLimit}; larger values than ${SEMANTIC_REQUEST.maxLimit} are capped).` },
            },
          },
        },
      },
    },
  },
  semanticModel: {
    method: "get",
    path: "/v1/semantic/model",
    operationId: "getSemanticModel",
    builtFrom: [],
    tag: "Search",
    summary: "The semantic-search model",
    description: "Name, version, word-vector package and licence of the model behind semantic search, and the size of its index.",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [],
    response: "semantic_model.json",
    errors: [["not-found"], ...KEYED],
    missing: "This deployment has no semantic index.",
  },
  mcp: {
    method: "post",
    path: "/v1/mcp",
    operationId: "callMcp",
    builtFrom: [],
    tag: "AI assistants",
    summary: "MCP server (streamable HTTP)",
    description:
      "The Model Context Protocol endpoint for AI assistants (streamable HTTP, stateless, JSON responses): `tools/list` names the tools (people, places, events, groups, Easton, Nave's topics, verses, cross-references, Strong's entries, word studies, Greek and Hebrew words, name search and, for pro keys, semantic search), `tools/call` runs one. The MCP messages themselves are not counted; each tool call counts like the API requests it makes with the same key (most tools one; a word study three: the Strong's entry, its concordance and its lexicon article, four when a lettered number has no article of its own). Send `Accept: application/json, text/event-stream`. A deployment without MCP answers 501 `not-implemented`.",
    keyed: true,
    counted: false,
    hosting: "runtime",
    serving: "handler",
    cache: "no-store",
    params: [],
    response: undefined,
    errors: [UNAUTHORIZED, ["not-implemented"], ["internal-error"], ["store-unavailable"]],
    requestBody: {
      required: true,
      content: { "application/json": { schema: { type: "object", description: "A JSON-RPC 2.0 message of the Model Context Protocol (or a batch of them).", required: ["jsonrpc"], properties: { jsonrpc: { const: "2.0" } } } } },
    },
  },
  people: listOf("person", "/v1/people", "listPeople"),
  person: itemOf("person", "/v1/people/:slug", "getPerson"),
  places: listOf("place", "/v1/places", "listPlaces"),
  place: itemOf("place", "/v1/places/:slug", "getPlace"),
  events: listOf("event", "/v1/events", "listEvents"),
  event: itemOf("event", "/v1/events/:slug", "getEvent"),
  eventPeople: {
    method: "get",
    path: "/v1/events/:slug/people",
    operationId: "listEventPeople",
    tag: "Events",
    summary: "People of an event",
    description:
      "The people of one event as list items with their `role`: those taking part (`participant`, in upstream order), then the others named in the event's verses (`mentioned`, in order of first mention). The whole list comes in one page.",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [keyOf("event")],
    response: listEnvelopeId("event_person.json"),
    errors: [["not-found"], ...KEYED],
    missing: "{slug} is listed but its people file is missing.",
    builtFrom: ["event", "person"],
  },
  groups: listOf("people_group", "/v1/groups", "listGroups"),
  group: itemOf("people_group", "/v1/groups/:slug", "getGroup"),
  dictionary: listOf("dictionary_entry", "/v1/dictionary", "listDictionaryEntries"),
  dictionaryEntry: itemOf("dictionary_entry", "/v1/dictionary/:slug", "getDictionaryEntry"),
  topics: listOf("topic", "/v1/topics", "listTopics"),
  topic: itemOf("topic", "/v1/topics/:slug", "getTopic"),
  strongsList: listOf("strongs", "/v1/strongs", "listStrongs"),
  strongs: itemOf("strongs", "/v1/strongs/:number", "getStrongs"),
  lexicon: listOf("lexicon_entry", "/v1/lexicon", "listLexiconEntries"),
  lexiconEntry: itemOf("lexicon_entry", "/v1/lexicon/:slug", "getLexiconEntry"),
  greekLexicon: listOf("greek_lexicon_entry", "/v1/greek-lexicon", "listGreekLexiconEntries"),
  greekLexiconEntry: itemOf("greek_lexicon_entry", "/v1/greek-lexicon/:slug", "getGreekLexiconEntry"),
  verse: ofVerse("/v1/verses/:osis", {
    operationId: "getVerse",
    summary: "A verse: its text, people, places and events",
    description:
      "Every person, place and event that mentions the verse, and its text in the King James Version and the World English Bible (with the WEB's paragraphs and poetry lines; see `/v1/translations`). Every verse of the 66-book canon has an entry. The runtime also takes any reference `/v1/resolve` reads and answers the same body as the canonical URL: other book names and spellings (`Genesis.1.1`, `Jn.3.16`, `Gen.1.01`), a verse as people type it (`John 3:16`, `jn 3 16`) or as a URL slug (`john-3-16`; the grammar is under `/v1/resolve`); a reference to more than one verse is a 404 that says which URL serves it.",
    response: itemEnvelopeId("verse.json"),
    missing: "{osis} has no verse file in this deployment.",
    builtFrom: ["person", "place", "event", "verse_text"],
  }),
  crossReferences: {
    ...ofVerse("/v1/verses/:osis/cross-references", {
      operationId: "listCrossReferences",
      summary: "Cross-references of a verse",
      description: `Cross-references from the verse (OpenBible.info), most votes first. \`limit\` defaults to ${PAGINATION.crossReferenceDefaultLimit} here, which covers every verse's list.`,
      response: listEnvelopeId("cross_reference.json"),
      missing: "{osis} has no cross-reference file in this deployment.",
      builtFrom: ["cross_reference"],
    }),
    serving: "handler",
    params: [VERSE, LIMIT(PAGINATION.crossReferenceDefaultLimit), OFFSET],
    errors: [["invalid-parameter"], ["not-found"], ...KEYED],
  },
  greekVerse: ofVerse("/v1/greek/:osis", {
    operationId: "listGreekWords",
    summary: "Greek words of a New Testament verse",
    description: "The words of the verse in the SBL Greek New Testament with MorphGNT parsing, in order. 404 for an Old Testament verse.",
    response: listEnvelopeId("greek_word.json"),
    missing: "{osis} has no words in the SBL Greek New Testament (an Old Testament verse, or one the SBLGNT omits).",
    builtFrom: ["greek_word"],
  }),
  hebrewVerse: ofVerse("/v1/hebrew/:osis", {
    operationId: "listHebrewWords",
    summary: "Hebrew words of an Old Testament verse",
    description: "The words of the verse in the Westminster Leningrad Codex with OSHB lemma and morphology, in order. 404 for a New Testament verse.",
    response: listEnvelopeId("hebrew_word.json"),
    missing: "{osis} has no words in the Westminster Leningrad Codex (a New Testament verse, or one without a WLC counterpart).",
    builtFrom: ["hebrew_word"],
  }),
  translations: {
    method: "get",
    path: "/v1/translations",
    operationId: "listTranslations",
    builtFrom: ["verse_text"],
    tag: "Text",
    summary: "Translations and their licences",
    description: "The translations whose text verses, chapters, passages and text search carry: name, layout, numbering, how many verses have text, and the licence and attribution to show with the text. The whole list comes in one page.",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [],
    response: listEnvelopeId("translation.json"),
    errors: KEYED,
    missing: "The translations file is missing from this deployment.",
  },
  books: {
    method: "get",
    path: "/v1/books",
    operationId: "listBooks",
    builtFrom: [],
    tag: "Text",
    summary: "The 66 books",
    description: "The books of the 66-book canon in order, each with its OSIS id, name, testament, number of chapters and verses, and the verses of each chapter (KJV versification). The whole list comes in one page.",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [],
    response: listEnvelopeId("book.json"),
    errors: KEYED,
    missing: "The books file is missing from this deployment.",
  },
  book: {
    method: "get",
    path: "/v1/books/:book",
    operationId: "getBook",
    builtFrom: [],
    tag: "Text",
    summary: "One book",
    description: "One book of the 66-book canon, as in `/v1/books`: its OSIS id, name, testament, number of chapters and verses, and the verses of each chapter (KJV versification). Prerendered for each OSIS id (`/v1/books/Gen`); the runtime also takes the book as people type it (`Genesis`, `psalms`, `1 Cor`) or as a URL slug (`song-of-songs`, `1-cor`).",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [{ in: "path", kind: "book", name: "book" }],
    response: itemEnvelopeId("book.json"),
    errors: [["not-found"], ...KEYED],
    missing: "{book} has no book file in this deployment.",
  },
  chapter: {
    method: "get",
    path: "/v1/chapters/:osis",
    operationId: "getChapter",
    builtFrom: ["person", "place", "event", "verse_text"],
    tag: "Text",
    summary: "A chapter with its text",
    description:
      "Every verse of a chapter with its text in both translations and its people, places and events; the union of those over the chapter in order of first mention; and the chapter's neighbours (`chapter.previous`, `chapter.next`). Prerendered for each of the 1,189 chapters. The runtime also takes any reference `/v1/resolve` reads and answers the same body as the canonical URL: other book names and spellings (`Genesis.12`, `Gen.012`), a chapter as people type it (`Genesis 12`, `1 cor 13`) or as a URL slug (`1-cor-13`).",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "file",
    cache: "data",
    params: [{ in: "path", kind: "chapter", name: "osis" }],
    response: itemEnvelopeId("passage.json"),
    errors: [["not-found"], ...KEYED],
    missing: "{osis} has no chapter file in this deployment.",
  },
  passage: {
    method: "get",
    path: "/v1/passages/:ref",
    operationId: "getPassage",
    builtFrom: ["person", "place", "event", "verse_text"],
    tag: "Text",
    summary: "A range of verses with its text",
    description: `One passage of at most ${MAX_PASSAGE_VERSES} verses, within a chapter or across chapters and books (\`Gen.12.1-Gen.12.9\`, \`Gen.1.1-Gen.2.3\`, or as people type it: \`Gen 12:1-9\`, or as a URL slug: \`gen-12-1-9\`, \`gen-1-1-2-3\`; anything \`/v1/resolve\` reads), shaped like a chapter: each verse with its text, people, places and events, and their union. A longer passage is a 400 \`passage-too-long\` (ask for it a chapter at a time, or in pieces of ${MAX_PASSAGE_VERSES}); a reference naming several passages (\`Gen 1:1; Ps 23\`) is a 400 that lists them (\`/v1/resolve\` splits it), as is a range that ends before it starts (\`John 3:18-16\`); an unknown or out-of-range reference is a 404. Answered by the runtime only.`,
    keyed: true,
    counted: true,
    hosting: "runtime",
    serving: "handler",
    cache: "data",
    params: [{ in: "path", kind: "reference", name: "ref" }],
    response: itemEnvelopeId("passage.json"),
    errors: [["invalid-parameter", "passage-too-long"], ["not-found"], ...KEYED],
  },
  resolve: {
    method: "get",
    path: "/v1/resolve",
    operationId: "getResolvedReference",
    builtFrom: [],
    tag: "Text",
    summary: "Resolve a reference as people type it",
    description:
      "Turns a reference as people type it (`John 3:16`, `jn 3 16-18`, `1 Cor 13`, `Gen 1:1–2:3; Ps 23`) into canonical OSIS passages in KJV versification, each with the URL that serves it (`/v1/books/{book}` for a whole book, with a `note` saying where its chapters are; none, and a `note`, for a range of more than " +
      `${MAX_PASSAGE_VERSES} verses). Book names and common abbreviations, \`:\` \`.\` or a space between chapter and verse, any dash, several passages separated by \`;\` or \`,\` (a book named alone among them is the whole book, as on its own: \`Gen 1; Exodus\`), \`f\` (the verse and the next) and \`ff\` (to the end of the chapter) are understood. ` +
      "A URL slug (letters and digits joined only by `-` or `_`) is the book, then 0 to 4 numbers: chapter (a verse, in a book of one chapter), chapter and verse (verse and last verse in a book of one chapter when the first number is past 1: `jude-24-25`), chapter, verse and last verse, or chapter, verse, last chapter and last verse (`john-3-16`, `1-cor-13-4-7`, `song-of-solomon-2-1-4`, `gen-1-1-2-3`); a separator at the end is ignored. Every path that takes a verse, chapter or passage reads references the same way. A reference that names nothing, a book outside the 66-book canon, a verse past the end of its chapter, or a range that ends before it starts is a 400 whose `detail` says which part and why.",
    keyed: true,
    counted: true,
    hosting: "runtime",
    serving: "handler",
    cache: "data",
    params: [query("q", "The reference, e.g. `John 3:16` or `Gen 1:1–2:3; Ps 23` (at most 200 characters, 20 passages).", { type: "string", minLength: 1, maxLength: PARAM_LIMITS.text }, true)],
    response: itemEnvelopeId("reference_resolution.json"),
    errors: [["invalid-parameter"], ...KEYED],
  },
  textSearch: {
    method: "get",
    path: "/v1/search/text",
    operationId: "searchText",
    builtFrom: ["verse_text"],
    tag: "Search",
    summary: "Full-text search over the verse text",
    description:
      "Verses whose text holds every word, quoted phrase (`\"living water\"`) and prefix (`bless*`, at least two letters) of `q`, case and accents ignored, in either translation (or the one asked for), ranked by BM25, verses that hold words typed side by side in that order first, and of verses that match about as well the one people look up most (`in the beginning`: Genesis 1:1 before John 1:2), ties in canonical order. A verse pasted whole is taken (up to 60 words). Each hit carries its text and the matched words as offsets (`highlights`), and the verse's heading (a WEB psalm title, searched with the verse: `psalm david`, `absalom`) with the words matched there (`heading.highlights`), or null. Paginated like every list. When nothing matches, `meta.suggestions` offers queries that do: the translation's own word (`donkey` with `translation=kjv` → `ass`) or a word spelt close to a misspelt one (`beleive` → `believe`), or, for three words or more, the query without the words no verse holds with the others (`don't be anxious about tomorrow` → `don't be anxious tomorrow`); and when `q` reads as a reference (`john 3:16`, `ps 23`), `meta.references` gives the passages it names with their URLs, as /v1/resolve does.",
    keyed: true,
    counted: true,
    hosting: "runtime",
    serving: "handler",
    cache: "data",
    params: [
      query("q", "Words, \"quoted phrases\" and prefixes (`bless*`), all of which a verse must hold; at most 200 characters and 10 terms.", { type: "string", minLength: 1, maxLength: PARAM_LIMITS.text }, true),
      query("book", "Only verses of these books, comma-separated: OSIS ids (`Gen`, `Ps`, `1Cor`) or names as people type them (`Psalms`, `1 Cor`, `Song of Songs`), any letter case; a value that names no book of the 66 is a 400.", { type: "string", minLength: 1, maxLength: PARAM_LIMITS.text }),
      query("testament", "Only verses of one testament (any letter case).", { enum: ["OT", "NT"] }),
      query("translation", "Only one translation's text (`/v1/translations`; any letter case).", { enum: ["kjv", "web"] }),
      LIMIT(PAGINATION.defaultLimit),
      OFFSET,
    ],
    response: "text_search.json",
    errors: [["invalid-parameter"], ["not-implemented"], ...KEYED],
  },
  verseOfTheDay: {
    method: "get",
    path: "/v1/verse-of-the-day",
    operationId: "getVerseOfTheDay",
    builtFrom: ["person", "place", "event", "verse_text"],
    tag: "Text",
    summary: "The verse of the day",
    description:
      "One verse per UTC day from the project's curated list (the list's verses in order, one a day, starting over when it is used up): the same for every caller, with its text, people, places and events. `date` asks for another day's.",
    keyed: true,
    counted: true,
    hosting: "runtime",
    serving: "handler",
    cache: "data",
    params: [query("date", "A UTC day `YYYY-MM-DD` (default: today, UTC).", { type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" })],
    response: itemEnvelopeId("verse_of_the_day.json"),
    errors: [["invalid-parameter"], ["not-found"], ["not-implemented"], ...KEYED],
  },
  interlinear: {
    ...ofVerse("/v1/interlinear/:osis", {
      operationId: "getInterlinearVerse",
      builtFrom: ["greek_word", "hebrew_word", "strongs", "greek_lexicon_entry", "lexicon_entry"],
      summary: "Interlinear verse",
      description:
        "The verse's original words in order (Hebrew or Aramaic from the WLC for the Old Testament, Greek from the SBLGNT for the New), each with its SBL-style transliteration, lemma, Strong's number, a short English gloss (Dodson for Greek, the OpenScriptures lexical index of BDB for Hebrew and Aramaic, otherwise the first clause of the Strong's definition; `gloss_source` says which), the morphology code and its parse in plain words. 404 for a verse without words.",
      response: listEnvelopeId("interlinear_word.json"),
      missing: "{osis} has no original-language words in this deployment (a verse the SBLGNT omits or without a WLC counterpart).",
    }),
    tag: "Study",
  },
  morphology: prerendered("/v1/morphology", {
    operationId: "listMorphologyCodes",
    builtFrom: ["greek_word", "hebrew_word"],
    tag: "Study",
    summary: "Every morphology code, decoded",
    description:
      "Every morphology code the Hebrew (OSHB) and Greek (MorphGNT) word records use, decoded into plain words following each tag set's published conventions, part by part (part of speech, stem, conjugation, tense, voice, mood, person, gender, number, case, state, degree), with how many words carry it; Hebrew, then Aramaic, then Greek, each by code. The whole table comes in one page. Every word record carries its own code's `parse`.",
    params: [],
    response: listEnvelopeId("morph_code.json"),
    missing: "The morphology table is missing from this deployment.",
  }),
  strongsConcordance: {
    method: "get",
    path: "/v1/strongs/:number/concordance",
    operationId: "getStrongsConcordance",
    builtFrom: ["greek_word", "hebrew_word", "strongs"],
    tag: "Strong's",
    summary: "Concordance of a Strong's number",
    description:
      "Every verse of both Testaments where a word carries the number (lettered numbers such as H1254a under their entry), in canonical order, a page at a time, each with the positions and surface forms of its matching words; `entry` gives the number's occurrences, verse count and every surface form with its count. A Strong's entry no word carries has an empty list. The first page with the default limit is prerendered; other pages are computed.",
    keyed: true,
    counted: true,
    hosting: "data",
    serving: "handler",
    cache: "data",
    params: [keyOf("strongs"), LIMIT(PAGINATION.defaultLimit), OFFSET],
    response: "concordance.json",
    errors: STUDY_ERRORS,
  },
  personAncestors: computed("/v1/people/:slug/ancestors", {
    operationId: "listPersonAncestors",
    builtFrom: ["person"],
    tag: "People",
    summary: "Ancestors of a person",
    description: RELATIVES_DOC("ancestors", "parents"),
    params: [PERSON, DEPTH, LIMIT(PAGINATION.defaultLimit), OFFSET],
    response: listEnvelopeId("relative.json"),
    errors: STUDY_ERRORS,
  }),
  personDescendants: computed("/v1/people/:slug/descendants", {
    operationId: "listPersonDescendants",
    builtFrom: ["person"],
    tag: "People",
    summary: "Descendants of a person",
    description: RELATIVES_DOC("descendants", "children"),
    params: [PERSON, DEPTH, LIMIT(PAGINATION.defaultLimit), OFFSET],
    response: listEnvelopeId("relative.json"),
    errors: STUDY_ERRORS,
  }),
  kinship: computed("/v1/people/:slug/kinship/:other", {
    operationId: "getKinshipPath",
    builtFrom: ["person"],
    tag: "People",
    summary: "Kinship path between two people",
    description:
      "The nearest chain of parent, child, sibling and partner links from one person to another, in `steps` and in words, one clause per step naming both people (`Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David`, `Moses is the brother of Aaron`), each relation named by the gender of its subject. Nearest is least `length`, counting 1 per parent or child link and 2 per sibling or partner link (a sibling is a parent's child, a spouse the other parent of one's child), so a marriage is no shortcut past a bloodline (Abraham to David runs through Judah); of equally long chains, the one with the fewest links (a brother rather than a father's son), then the fewest marriage links, then the fewest sibling links. 404 `not-found` when either person is unknown; 404 `no-kinship-path` when no chain of length at most `max_steps` joins them (the detail gives the length of the nearest, if any).",
    params: [
      PERSON,
      { in: "path", kind: "key", name: "other", table: "person" },
      { in: "query", kind: "integer", name: "max_steps", ...STUDY_LIMITS.steps, description: `The longest chain looked for, by its \`length\` (1 per parent or child link, 2 per sibling or partner link; ${STUDY_LIMITS.steps.min}–${STUDY_LIMITS.steps.max}, default ${STUDY_LIMITS.steps.default}, enough for any two people the data links: Adam to Jesus is 64).` },
    ],
    response: itemEnvelopeId("kinship_path.json"),
    errors: [["invalid-parameter"], ["not-found", "no-kinship-path"], ...KEYED],
  }),
  geoPlaces: prerendered("/v1/geo/places", {
    operationId: "getPlacesGeoJson",
    builtFrom: ["place"],
    tag: "Maps",
    summary: "Every place as GeoJSON",
    description:
      "`data` is a GeoJSON (RFC 7946) FeatureCollection of every place with coordinates, as Points (`[longitude, latitude]`) sorted by slug; the places the data gives no coordinates are named in `without_coordinates` rather than placed.",
    params: [],
    response: itemEnvelopeId("place_feature_collection.json"),
    missing: "The places' GeoJSON is missing from this deployment.",
  }),
  geoPlace: prerendered("/v1/geo/places/:slug", {
    operationId: "getPlaceGeoJson",
    builtFrom: ["place"],
    tag: "Maps",
    summary: "One place as GeoJSON",
    description: "`data` is the place's GeoJSON Feature: a Point, or `geometry: null` with `has_coordinates: false` when the data gives it no coordinates.",
    params: [keyOf("place")],
    response: itemEnvelopeId("place_feature.json"),
    missing: "{slug} is listed but its GeoJSON file is missing.",
  }),
  geoNearest: computed("/v1/geo/places/:slug/nearest", {
    operationId: "listNearestPlaces",
    builtFrom: ["place"],
    tag: "Maps",
    summary: "Nearest places to a place",
    description:
      "The `limit` places nearest the place, nearest first, each with its great-circle distance in km, leaving out the places the data puts at the place's own location: those at the same point (0 km to the metre), those whose coordinates are the point of the same place (`coordinates_from`: the place itself, the place it takes its point from, or one both take theirs from; so Jerusalem's answer opens with Mount Moriah and the Kidron valley, not with Zion, its gates and pools, or Judea, all of which the data puts at Jerusalem), and records of the same place (`duplicate_of`). A record of another place (`duplicate_of`) at that place's location is listed as that place, once, when that place is in the list itself (Moriah as Mount Moriah; from Bethany, Olivet as the Mount of Olives); a record the data places elsewhere, or whose place `feature_type` leaves out, is listed on its own. `/v1/geo/near` with the place's coordinates lists every place, those included. 404 `no-coordinates` for a place the data gives no coordinates (nothing can be measured from it).",
    params: [keyOf("place"), PLACE_FEATURE_TYPE, { in: "query", kind: "limit", name: "limit", default: STUDY_LIMITS.nearest.default, max: STUDY_LIMITS.nearest.max, alias: "k" }],
    response: PLACE_HITS,
    errors: [["invalid-parameter"], ["not-found", "no-coordinates"], ...KEYED],
  }),
  geoNear: computed("/v1/geo/near", {
    operationId: "listPlacesNearPoint",
    builtFrom: ["place"],
    tag: "Maps",
    summary: "Places within a distance of a point",
    description:
      "The places within `radius_km` of the point (`lat`, `lon`), nearest first, each with its great-circle distance in km (haversine), a page at a time. Every place is listed, those the data puts at another place's point too, whose `coordinates_from` names that place (Jerusalem's gates and pools, and Judea, are at Jerusalem's). Places without coordinates are never in it.",
    params: [
      { in: "query", kind: "number", name: "lat", min: -90, max: 90, required: true, description: "Latitude of the point, in decimal degrees (-90 to 90)." },
      { in: "query", kind: "number", name: "lon", min: -180, max: 180, required: true, description: "Longitude of the point, in decimal degrees (-180 to 180)." },
      {
        in: "query",
        kind: "number",
        name: "radius_km",
        min: 0,
        exclusiveMin: true,
        max: STUDY_LIMITS.radiusKm.max,
        default: STUDY_LIMITS.radiusKm.default,
        required: false,
        description: `The distance in km (above 0, at most ${STUDY_LIMITS.radiusKm.max}; default ${STUDY_LIMITS.radiusKm.default}).`,
      },
      PLACE_FEATURE_TYPE,
      LIMIT(PAGINATION.defaultLimit),
      OFFSET,
    ],
    response: PLACE_HITS,
    errors: [["invalid-parameter"], ...KEYED],
  }),
  geoBox: computed("/v1/geo/box", {
    operationId: "listPlacesInBox",
    builtFrom: ["place"],
    tag: "Maps",
    summary: "Places within a bounding box",
    description: "The places inside the bounding box (edges included), sorted by slug, a page at a time. Boxes across the antimeridian are not supported. Places without coordinates are never in it.",
    params: [
      {
        in: "query",
        kind: "pattern",
        name: "bbox",
        pattern: "^-?[0-9]{1,3}(\\.[0-9]{1,12})?(,-?[0-9]{1,3}(\\.[0-9]{1,12})?){3}$",
        example: "35.1,31.6,35.4,31.9",
        required: true,
        description: "The box as GeoJSON writes one: `min_lon,min_lat,max_lon,max_lat` in decimal degrees, west and south edges first.",
      },
      PLACE_FEATURE_TYPE,
      LIMIT(PAGINATION.defaultLimit),
      OFFSET,
    ],
    response: PLACE_HITS,
    errors: [["invalid-parameter"], ...KEYED],
  }),
  timeline: computed("/v1/timeline", {
    operationId: "listTimeline",
    builtFrom: ["event", "person"],
    tag: "Timeline",
    summary: "Events and people by year",
    description:
      "Events and people whose span overlaps the years `from`–`to` (astronomical years: 1 BC is 0, 4 BC is -3; either end may be left open), in chronological order, a page at a time. An event spans from its start year to the year its duration ends in; a person from birth to death year (or the one year known). The data's uncertainty comes with each entry: `approximate` (events; null for people, whose years upstream does not qualify) and the dating `notes`. Records without any year are not placed.",
    params: [
      { in: "query", kind: "integer", name: "from", ...STUDY_LIMITS.year, description: `The first year, astronomical (${STUDY_LIMITS.year.min} to ${STUDY_LIMITS.year.max}; \`-1010\` is 1011 BC).` },
      { in: "query", kind: "integer", name: "to", ...STUDY_LIMITS.year, description: `The last year, astronomical (${STUDY_LIMITS.year.min} to ${STUDY_LIMITS.year.max}); not before \`from\`.` },
      { in: "query", kind: "enum", name: "kind", values: ["event", "person"], description: "Only events (`event`) or only people (`person`), in any letter case; both when absent." },
      LIMIT(PAGINATION.defaultLimit),
      OFFSET,
    ],
    response: listEnvelopeId("timeline_entry.json"),
    errors: [["invalid-parameter"], ...KEYED],
  }),
} as const satisfies Record<string, Endpoint>;

/** The name of a route (an endpoint). */
export type RouteName = keyof typeof ENDPOINTS;

/** The route names, in declaration order. */
export const ROUTE_NAMES = Object.keys(ENDPOINTS) as RouteName[];

/** The endpoint of a route, as the wide {@link Endpoint} type. */
export function endpoint(route: RouteName): Endpoint {
  return ENDPOINTS[route];
}

/** The routes the runtime answers with a handler of its own (`serving: "handler"`). */
export type HandlerRoute = { [R in RouteName]: (typeof ENDPOINTS)[R]["serving"] extends "handler" ? R : never }[RouteName];

// ---------------------------------------------------------------------------------------------
// Response policies.

/** `Cache-Control` of the runtime's answers, by {@link CachePolicy}; errors are `no-store` too. */
export const CACHE_CONTROL: { readonly [P in CachePolicy]: string } = {
  data: "private, max-age=3600",
  public: "public, max-age=3600",
  "no-store": "no-store",
};

/**
 * Cross-origin access, for the runtime and the static hosts alike: any origin; the request headers a
 * browser may send; the response headers it may read (the static tree has no rate-limit headers); how
 * long a preflight may be cached.
 */
export const CORS_POLICY = {
  origin: "*",
  requestHeaders: ["X-API-Key", "Content-Type", "If-None-Match"],
  exposedHeaders: ["ETag", "Retry-After", "RateLimit", "RateLimit-Policy", "Content-Length", "Link"],
  staticExposedHeaders: ["ETag", "Content-Length"],
  maxAgeSeconds: 86400,
} as const;

/** The methods a route answers: `GET, HEAD` or `POST`, with `OPTIONS` (CORS preflights). */
export function allowedMethods(route: RouteName): readonly string[] {
  return ENDPOINTS[route].method === "post" ? ["POST", "OPTIONS"] : ["GET", "HEAD", "OPTIONS"];
}
