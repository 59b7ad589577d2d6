/**
 * What the output tree holds, as a pure function of the dataset: every file's path, the schema its
 * body must satisfy, and the body. The writer validates and writes what this yields.
 */
import { COLLECTIONS, ENDPOINTS, PAGINATION, ROUTE_NAMES, SOURCE_TABLES, itemEnvelopeId, listEnvelopeId, listItemId, type RouteName } from "../contract/api.ts";
import { buildOpenApi } from "../contract/openapi.ts";
import { fileFor, OPENAPI_FILE, routeFile } from "../contract/routes.ts";
import { INDEX_FILES } from "../contract/index-files.ts";
import type { SchemaRegistry } from "../contract/schemas.ts";
import type { EventPerson } from "../types/event_person.ts";
import type { Dataset } from "../stages/dataset.ts";
import type { Event } from "../types/event.ts";
import type { Person } from "../types/person.ts";
import type { Source } from "../types/source.ts";

/** One file of the output tree. */
export interface PlannedFile {
  /** Path relative to the tree's root, `/`-separated. */
  readonly path: string;
  /** `$id` of the schema the body is validated against; undefined for internal index files. */
  readonly schema: string | undefined;
  /** A JSON value (written as compact JSON), or raw bytes written as they are. */
  readonly body: unknown;
}

/** Picks the listed fields of a record, in order. */
export function pick<R extends object, K extends keyof R>(record: R, fields: readonly K[]): Pick<R, K> {
  const out = {} as Pick<R, K>;
  for (const f of fields) out[f] = record[f];
  return out;
}

function listBody(items: readonly unknown[], limit: number, offset = 0): unknown {
  return { data: items.slice(offset, offset + limit), meta: { total: items.length, limit, offset } };
}

/** Groups records by a string field, keeping record order within each group. */
function groupBy<R, K extends keyof R>(records: readonly R[], field: K): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const r of records) {
    const key = String(r[field]);
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [r]);
    else g.push(r);
  }
  return groups;
}

/** The people of an event, participants first, then the others its verses name (see the `eventPeople` endpoint). */
export function eventPeople(event: Event, people: ReadonlyMap<string, Person>): EventPerson[] {
  const out: EventPerson[] = [];
  const seen = new Set<string>();
  const add = (slugs: readonly string[], role: EventPerson["role"]): void => {
    for (const slug of slugs) {
      const person = people.get(slug);
      if (person === undefined || seen.has(slug)) continue;
      seen.add(slug);
      out.push({ ...pick(person, ["slug", "uuid", "name", "gender", "birth_year_display", "verse_count"]), role });
    }
  };
  add(event.participants, "participant");
  add(event.people_mentioned, "mentioned");
  return out;
}

/** What this API does to every upstream's data, as the licences ask changes to be indicated. */
export const SOURCE_CHANGES =
  "Converted to JSON records with slugs, UUIDs and links between tables; verse references mapped to KJV versification; corrections and unresolved links listed in build-report.json. No text was reworded.";

/** The output tables a dataset may name (`/v1/meta`'s tables, and `verse_text`). */
const KNOWN_TABLES: ReadonlySet<string> = new Set(SOURCE_TABLES);

/** The `/v1/sources` records, from the manifest's datasets (throws on a table name the API does not have). */
export function sourceRecords(dataset: Pick<Dataset, "sources">): Source[] {
  return dataset.sources.map((s) => {
    const unknown = s.tables.filter((t) => !KNOWN_TABLES.has(t));
    if (unknown.length > 0) throw new Error(`sources/manifest.json: dataset ${s.id} names unknown table(s) ${unknown.join(", ")}`);
    return {
      id: s.id,
      name: s.name,
      upstream: s.upstream,
      commit: s.commit,
      license: s.license,
      license_urls: [...s.license_urls],
      share_alike: s.share_alike === null ? null : { license: s.share_alike.license, url: s.share_alike.url },
      attribution: s.attribution,
      tables: [...s.tables],
      files: s.files,
      bytes: s.bytes,
      changes: SOURCE_CHANGES,
    };
  });
}

/**
 * How the files of each static endpoint that is not a collection's list or item are made (those two
 * are made from the collection declarations). The OpenAPI document and the semantic model have
 * makers of their own (below, and `src/semantic/emit.ts`).
 */
const PRERENDER: Partial<Record<RouteName, (dataset: Dataset) => Iterable<PlannedFile>>> = {
  meta: (dataset) => [{ path: fileFor("meta"), schema: ENDPOINTS.meta.response, body: { data: dataset.meta } }],
  sources: (dataset) => {
    const items = sourceRecords(dataset);
    return [{ path: fileFor("sources"), schema: ENDPOINTS.sources.response, body: listBody(items, items.length) }];
  },
  *eventPeople(dataset) {
    const people = new Map(dataset.tables.person.map((p) => [p.slug, p]));
    for (const event of dataset.tables.event) {
      const items = eventPeople(event, people);
      yield { path: fileFor("eventPeople", { slug: event.slug }), schema: ENDPOINTS.eventPeople.response, body: listBody(items, items.length) };
    }
  },
  *verse(dataset) {
    for (const entry of dataset.verses) yield { path: fileFor("verse", { osis: entry.osis_ref }), schema: ENDPOINTS.verse.response, body: { data: entry } };
  },
  *crossReferences(dataset) {
    const crossRefs = groupBy(dataset.tables.cross_reference, "from_verse");
    for (const entry of dataset.verses) {
      const refs = crossRefs.get(entry.osis_ref) ?? [];
      yield { path: fileFor("crossReferences", { osis: entry.osis_ref }), schema: ENDPOINTS.crossReferences.response, body: listBody(refs, PAGINATION.crossReferenceDefaultLimit) };
    }
  },
  greekVerse: (dataset) => wordFiles(dataset, "greek_word", "greekVerse"),
  hebrewVerse: (dataset) => wordFiles(dataset, "hebrew_word", "hebrewVerse"),
};

/**
 * Static endpoints whose files are made elsewhere: the OpenAPI document here, the semantic model by
 * `src/semantic/emit.ts`, the bulk downloads and their listing by `src/emit/downloads.ts`.
 */
const MADE_ELSEWHERE: ReadonlySet<RouteName> = new Set(["openapi", "semanticModel", "downloads", "downloadFile"]);

function* wordFiles(dataset: Dataset, table: "greek_word" | "hebrew_word", route: "greekVerse" | "hebrewVerse"): Generator<PlannedFile> {
  for (const [osis, words] of groupBy<{ osisRef: string }, "osisRef">(dataset.tables[table], "osisRef")) {
    yield { path: fileFor(route, { osis }), schema: ENDPOINTS[route].response, body: listBody(words, words.length) };
  }
}

/** Throws unless every static endpoint has a maker: a collection, {@link PRERENDER} or one elsewhere. */
function checkMakers(): void {
  const ofCollections = new Set<RouteName>(COLLECTIONS.flatMap((c) => [c.listRoute, c.itemRoute]));
  for (const r of ROUTE_NAMES) {
    if (ENDPOINTS[r].hosting === "runtime" || ofCollections.has(r) || MADE_ELSEWHERE.has(r) || PRERENDER[r] !== undefined) continue;
    throw new Error(`plan: the static endpoint ${r} has no prerender function`);
  }
}

/**
 * Yields every file of the output tree, in a fixed order: the data files, the OpenAPI document built
 * from `schemas`, and the `docs` files (the documentation page, see `src/emit/docs.ts`) as given.
 */
export function* planFiles(dataset: Dataset, schemas: SchemaRegistry, docs: Iterable<PlannedFile> = []): Generator<PlannedFile> {
  checkMakers();
  yield* PRERENDER.meta?.(dataset) ?? [];
  yield* PRERENDER.sources?.(dataset) ?? [];
  yield { path: OPENAPI_FILE, schema: undefined, body: buildOpenApi(schemas, { version: dataset.meta.version }) };
  yield* docs;

  const aliasIndex: Record<string, Readonly<Record<string, string>>> = {};
  for (const c of COLLECTIONS) {
    // The list fields are checked against the table's record type where the collection is declared.
    const records = dataset.tables[c.table] as readonly object[] as readonly Readonly<Record<string, unknown>>[];
    const items = records.map((r) => pick(r, c.listFields as readonly string[]));
    for (const r of records) {
      const key = String(r[c.keyField]);
      yield { path: routeFile(c.itemRoute, { [c.param]: key }), schema: itemEnvelopeId(`${c.table}.json`), body: { data: r } };
    }
    yield { path: routeFile(c.listRoute), schema: listEnvelopeId(listItemId(c)), body: listBody(items, PAGINATION.defaultLimit) };
    yield { path: INDEX_FILES.list(c.table), schema: undefined, body: items };
    aliasIndex[c.table] = dataset.aliases[c.table] ?? {};
  }

  for (const r of ROUTE_NAMES) if (r !== "meta" && r !== "sources") yield* PRERENDER[r]?.(dataset) ?? [];

  yield { path: INDEX_FILES.search, schema: undefined, body: dataset.search };
  yield { path: INDEX_FILES.aliases, schema: undefined, body: aliasIndex };
}
