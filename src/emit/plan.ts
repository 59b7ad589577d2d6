/**
 * What the output tree holds, as a pure function of the dataset: every file's path, the schema its
 * body must satisfy, and the body. The writer validates and writes what this yields.
 */
import { COLLECTIONS, ENDPOINTS, PAGINATION, ROUTE_NAMES, SOURCE_TABLES, itemEnvelopeId, listEnvelopeId, listItemId, type RouteName } from "../contract/api.ts";
import { buildOpenApi } from "../contract/openapi.ts";
import { fileFor, OPENAPI_FILE, routeFile } from "../contract/routes.ts";
import { INDEX_FILES } from "../contract/index-files.ts";
import { pageOf } from "../core/paging.ts";
import { groupBy } from "../core/group-by.ts";
import type { PlannedFile } from "./planned-file.ts";
import { STUDY_PRERENDER, studyIndexFiles } from "./study.ts";
import type { SchemaRegistry } from "../contract/schemas.ts";
import type { EventPerson } from "../types/event_person.ts";
import type { Dataset } from "../stages/dataset.ts";
import type { Event } from "../types/event.ts";
import type { Person } from "../types/person.ts";
import type { Verse, VerseTexts } from "../types/verse.ts";
import { assemblePassage, kjvVerseText } from "../core/passage.ts";
import { allChapters, buildBooks } from "../stages/books.ts";
import { buildTextIndex, verseProminence } from "../text-search/build.ts";
import type { Source } from "../types/source.ts";

export type { PlannedFile };

/** Picks the listed fields of a record, in order. */
export function pick<R extends object, K extends keyof R>(record: R, fields: readonly K[]): Pick<R, K> {
  const out = {} as Pick<R, K>;
  for (const f of fields) out[f] = record[f];
  return out;
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
    return [{ path: fileFor("sources"), schema: ENDPOINTS.sources.response, body: pageOf(items, items.length) }];
  },
  *eventPeople(dataset) {
    const people = new Map(dataset.tables.person.map((p) => [p.slug, p]));
    for (const event of dataset.tables.event) {
      const items = eventPeople(event, people);
      yield { path: fileFor("eventPeople", { slug: event.slug }), schema: ENDPOINTS.eventPeople.response, body: pageOf(items, items.length) };
    }
  },
  *verse(dataset) {
    for (const verse of versesWithText(dataset)) yield { path: fileFor("verse", { osis: verse.osis_ref }), schema: ENDPOINTS.verse.response, body: { data: verse } };
  },
  translations: (dataset) => [{ path: fileFor("translations"), schema: ENDPOINTS.translations.response, body: pageOf(dataset.translations, dataset.translations.length) }],
  books: () => {
    const books = buildBooks();
    return [{ path: fileFor("books"), schema: ENDPOINTS.books.response, body: pageOf(books, books.length) }];
  },
  book: () => buildBooks().map((book) => ({ path: fileFor("book", { book: book.osis }), schema: ENDPOINTS.book.response, body: { data: book } })),
  *chapter(dataset) {
    const byChapter = new Map<string, Verse[]>();
    for (const verse of versesWithText(dataset)) {
      const id = verse.osis_ref.slice(0, verse.osis_ref.lastIndexOf("."));
      const list = byChapter.get(id);
      if (list === undefined) byChapter.set(id, [verse]);
      else list.push(verse);
    }
    for (const chapter of allChapters()) {
      const passage = assemblePassage({ osis: chapter.osis, kind: "chapter", chapter }, byChapter.get(chapter.osis) ?? []);
      yield { path: fileFor("chapter", { osis: chapter.osis }), schema: ENDPOINTS.chapter.response, body: { data: passage } };
    }
  },
  *crossReferences(dataset) {
    const crossRefs = groupBy(dataset.tables.cross_reference, "from_verse");
    for (const entry of dataset.verses) {
      const refs = crossRefs.get(entry.osis_ref) ?? [];
      yield { path: fileFor("crossReferences", { osis: entry.osis_ref }), schema: ENDPOINTS.crossReferences.response, body: pageOf(refs, PAGINATION.crossReferenceDefaultLimit) };
    }
  },
  greekVerse: (dataset) => wordFiles(dataset, "greek_word", "greekVerse"),
  hebrewVerse: (dataset) => wordFiles(dataset, "hebrew_word", "hebrewVerse"),
  ...STUDY_PRERENDER,
};

/**
 * A verse's text record in each translation (null where a translation has none): what
 * `/v1/verses/{osis}` gives as `text`, and what the bulk downloads' `verse_text` table holds.
 */
export function verseTexts(dataset: Pick<Dataset, "verseText" | "webText">, osis: string): VerseTexts {
  const kjv = dataset.verseText.get(osis);
  return { kjv: kjv === undefined ? null : kjvVerseText(osis, kjv), web: dataset.webText.get(osis) ?? null };
}

/** Every verse of the canon with its people, places and events and its text in each translation, in canonical order. */
function* versesWithText(dataset: Dataset): Generator<Verse> {
  for (const entry of dataset.verses) yield { ...entry, text: verseTexts(dataset, entry.osis_ref) };
}

/**
 * The full-text index of both translations' verse text, with the WEB's headings and each verse's
 * prominence from the cross-references' votes (`_index/text-search.bin`).
 */
export function textSearchIndex(dataset: Dataset): Uint8Array {
  return buildTextIndex(
    [
      { id: "kjv", texts: dataset.verseText },
      {
        id: "web",
        texts: new Map([...dataset.webText].map(([osis, v]) => [osis, v.text])),
        headings: new Map([...dataset.webText].flatMap(([osis, v]) => (v.heading === null ? [] : [[osis, v.heading] as const]))),
      },
    ],
    verseProminence(dataset.tables.cross_reference),
  );
}

/**
 * Static endpoints whose files are made elsewhere: the OpenAPI document here, the semantic model by
 * `src/semantic/emit.ts`, the bulk downloads and their listing by `src/emit/downloads.ts`.
 */
const MADE_ELSEWHERE: ReadonlySet<RouteName> = new Set(["openapi", "semanticModel", "downloads", "downloadFile"]);

function* wordFiles(dataset: Dataset, table: "greek_word" | "hebrew_word", route: "greekVerse" | "hebrewVerse"): Generator<PlannedFile> {
  for (const [osis, words] of groupBy<{ osisRef: string }, "osisRef">(dataset.tables[table], "osisRef")) {
    yield { path: fileFor(route, { osis }), schema: ENDPOINTS[route].response, body: pageOf(words, words.length) };
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
  // Built before the thousands of record files: its passing allocations (about 250 MB on the full
  // data) then land on a smaller heap than at the end of the plan, where they made the build's peak.
  yield { path: INDEX_FILES.textSearch, schema: undefined, body: textSearchIndex(dataset) };

  const aliasIndex: Record<string, Readonly<Record<string, string>>> = {};
  for (const c of COLLECTIONS) {
    // The list fields are checked against the table's record type where the collection is declared.
    const records = dataset.tables[c.table] as readonly object[] as readonly Readonly<Record<string, unknown>>[];
    const items = records.map((r) => pick(r, c.listFields as readonly string[]));
    for (const r of records) {
      const key = String(r[c.keyField]);
      yield { path: routeFile(c.itemRoute, { [c.param]: key }), schema: itemEnvelopeId(`${c.table}.json`), body: { data: r } };
    }
    yield { path: routeFile(c.listRoute), schema: listEnvelopeId(listItemId(c)), body: pageOf(items, PAGINATION.defaultLimit) };
    yield { path: INDEX_FILES.list(c.table), schema: undefined, body: items };
    aliasIndex[c.table] = dataset.aliases[c.table] ?? {};
  }

  for (const r of ROUTE_NAMES) if (r !== "meta" && r !== "sources") yield* PRERENDER[r]?.(dataset) ?? [];

  yield { path: INDEX_FILES.search, schema: undefined, body: dataset.search };
  yield { path: INDEX_FILES.aliases, schema: undefined, body: aliasIndex };
  yield { path: INDEX_FILES.versesOfTheDay, schema: undefined, body: dataset.versesOfTheDay };
  yield* studyIndexFiles(dataset);
}
