/**
 * What the output tree holds, as a pure function of the dataset: every file's path, the schema its
 * body must satisfy, and the body. The writer validates and writes what this yields.
 */
import { COLLECTIONS, PAGINATION, type TableName } from "../collections.ts";
import { buildOpenApi } from "../openapi.ts";
import { fileFor, OPENAPI_FILE, routeFile } from "../routes.ts";
import { INDEX_FILES } from "../contract/index-files.ts";
import { itemEnvelopeId, listEnvelopeId, listItemId, type SchemaRegistry } from "../schemas.ts";
import type { AnyRecord, Dataset } from "../build/dataset.ts";

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
export function pick(record: AnyRecord, fields: readonly string[]): AnyRecord {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = record[f];
  return out;
}

function listBody(items: readonly unknown[], limit: number, offset = 0): unknown {
  return { data: items.slice(offset, offset + limit), meta: { total: items.length, limit, offset } };
}

/** Groups records by a string field, keeping record order within each group. */
function groupBy(records: readonly AnyRecord[], field: string): Map<string, AnyRecord[]> {
  const groups = new Map<string, AnyRecord[]>();
  for (const r of records) {
    const key = String(r[field]);
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [r]);
    else g.push(r);
  }
  return groups;
}

/**
 * Yields every file of the output tree, in a fixed order: the data files, the OpenAPI document built
 * from `schemas`, and the `docs` files (the documentation page, see `src/emit/docs.ts`) as given.
 */
export function* planFiles(dataset: Dataset, schemas: SchemaRegistry, docs: Iterable<PlannedFile> = []): Generator<PlannedFile> {
  yield { path: fileFor("meta"), schema: itemEnvelopeId("meta.json"), body: { data: dataset.meta } };
  yield { path: OPENAPI_FILE, schema: undefined, body: buildOpenApi(schemas, { version: dataset.meta.version }) };
  yield* docs;

  const aliasIndex: Record<string, Readonly<Record<string, string>>> = {};
  for (const c of COLLECTIONS) {
    const records = dataset.tables[c.table];
    const items = records.map((r) => pick(r, c.listFields));
    for (const r of records) {
      const key = String(r[c.keyField]);
      yield { path: routeFile(c.itemRoute, { [c.param]: key }), schema: itemEnvelopeId(`${c.table}.json`), body: { data: r } };
    }
    yield { path: routeFile(c.listRoute), schema: listEnvelopeId(listItemId(c)), body: listBody(items, PAGINATION.defaultLimit) };
    yield { path: INDEX_FILES.list(c.table), schema: undefined, body: items };
    aliasIndex[c.table] = dataset.aliases[c.table] ?? {};
  }

  const crossRefs = groupBy(dataset.tables.cross_reference, "from_verse");
  for (const entry of dataset.verses) {
    yield { path: fileFor("verse", { osis: entry.osis_ref }), schema: itemEnvelopeId("verse_entry.json"), body: { data: entry } };
    const refs = crossRefs.get(entry.osis_ref) ?? [];
    yield { path: fileFor("crossReferences", { osis: entry.osis_ref }), schema: listEnvelopeId("cross_reference.json"), body: listBody(refs, PAGINATION.crossReferenceDefaultLimit) };
  }

  const wordTables: [TableName, "greekVerse" | "hebrewVerse"][] = [["greek_word", "greekVerse"], ["hebrew_word", "hebrewVerse"]];
  for (const [table, route] of wordTables) {
    for (const [osis, words] of groupBy(dataset.tables[table], "osisRef")) {
      yield { path: fileFor(route, { osis }), schema: listEnvelopeId(`${table}.json`), body: listBody(words, words.length) };
    }
  }

  yield { path: INDEX_FILES.search, schema: undefined, body: dataset.search };
  yield { path: INDEX_FILES.aliases, schema: undefined, body: aliasIndex };
}
