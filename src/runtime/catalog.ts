/**
 * The runtime's in-memory view of the tree's `_index/` files, loaded once at start: per collection
 * its list items, keys and aliases; and the name-search index. Queries here are pure and never
 * touch the files.
 */
import { COLLECTIONS, type Collection, type TableName } from "../collections.ts";
import { INDEX_DIR } from "../routes.ts";
import { foldName, type SearchEntry } from "../build/search-index.ts";
import type { DataSource } from "./data.ts";

/** A list item as stored in `_index/<table>.json`. */
export type ListItem = Readonly<Record<string, unknown>>;

/** One collection, ready to query. */
export interface CollectionIndex {
  readonly collection: Collection;
  readonly items: readonly ListItem[];
  /** Folded name of each item, same order as `items`. */
  readonly foldedNames: readonly string[];
  readonly keys: ReadonlySet<string>;
  /** Other keys (upstream ids, case variants) → key. */
  readonly aliases: ReadonlyMap<string, string>;
}

interface SearchRow {
  readonly entry: SearchEntry;
  readonly names: readonly string[];
}

/** Everything the runtime keeps in memory. */
export interface Catalog {
  readonly collections: ReadonlyMap<TableName, CollectionIndex>;
  readonly search: readonly SearchRow[];
}

async function readJson<T>(data: DataSource, rel: string): Promise<T> {
  const bytes = await data.read(rel);
  if (bytes === undefined) throw new Error(`the data tree has no ${rel}: run npm run build-data`);
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}

/** Loads the catalog from a tree's `_index/` folder. */
export async function loadCatalog(data: DataSource): Promise<Catalog> {
  const aliasIndex = await readJson<Record<string, Record<string, string>>>(data, `${INDEX_DIR}/aliases.json`);
  const collections = new Map<TableName, CollectionIndex>();
  for (const c of COLLECTIONS) {
    const items = await readJson<ListItem[]>(data, `${INDEX_DIR}/${c.table}.json`);
    const keys = new Set(items.map((i) => String(i[c.keyField])));
    const aliases = new Map(Object.entries(aliasIndex[c.table] ?? {}));
    for (const k of keys) if (k.toLowerCase() !== k && !aliases.has(k.toLowerCase())) aliases.set(k.toLowerCase(), k);
    collections.set(c.table, { collection: c, items, foldedNames: items.map((i) => foldName(String(i[c.nameField] ?? ""))), keys, aliases });
  }
  const entries = await readJson<SearchEntry[]>(data, `${INDEX_DIR}/search.json`);
  const search = entries.map((entry) => ({ entry, names: [entry.name, ...entry.aliases].map(foldName).filter((n) => n !== "") }));
  return { collections, search };
}

/**
 * Resolves a URL key to a record key: the key itself, an alias (upstream id such as `aaron_1`), or
 * either compared without letter case. Undefined when nothing matches.
 */
export function resolveKey(index: CollectionIndex, raw: string): string | undefined {
  if (index.keys.has(raw)) return raw;
  const direct = index.aliases.get(raw);
  if (direct !== undefined) return direct;
  const lower = raw.toLowerCase();
  if (index.keys.has(lower)) return lower;
  return index.aliases.get(lower) ?? index.aliases.get(raw.toUpperCase());
}

/** One page of a list, with the number of matching items. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** Filters a collection's items by a name substring (folded) and a predicate, then pages them. */
export function listItems(index: CollectionIndex, q: string | undefined, keep: ((item: ListItem) => boolean) | undefined, limit: number, offset: number): Page<ListItem> {
  const needle = q === undefined ? undefined : foldName(q);
  const matched: ListItem[] = [];
  index.items.forEach((item, i) => {
    if (needle !== undefined && !(index.foldedNames[i] ?? "").includes(needle)) return;
    if (keep !== undefined && !keep(item)) return;
    matched.push(item);
  });
  return { items: matched.slice(offset, offset + limit), total: matched.length };
}

/**
 * Name search across people, places, events, groups, dictionary entries and topics. Case- and
 * accent-insensitive; ranks exact matches, then prefix matches (of the name or of a word in it),
 * then substring matches, then by how often the entity is mentioned, then by kind
 * (person, place, event, group, dictionary, topic), then by name.
 */
export function searchNames(catalog: Catalog, q: string, limit: number, offset: number): Page<SearchEntry> {
  const needle = foldName(q);
  if (needle === "") return { items: [], total: 0 };
  const hits: { entry: SearchEntry; rank: number }[] = [];
  for (const row of catalog.search) {
    let rank = 3;
    for (const name of row.names) {
      if (name === needle) {
        rank = 0;
        break;
      }
      if (rank > 1 && (name.startsWith(needle) || name.includes(` ${needle}`))) rank = 1;
      else if (rank > 2 && name.includes(needle)) rank = 2;
    }
    if (rank < 3) hits.push({ entry: row.entry, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || b.entry.mentions - a.entry.mentions || KIND_ORDER[a.entry.entity_type] - KIND_ORDER[b.entry.entity_type] || cmp(a.entry.name, b.entry.name) || cmp(a.entry.slug, b.entry.slug));
  return { items: hits.slice(offset, offset + limit).map((h) => h.entry), total: hits.length };
}

/** Among equally good matches with equal mentions, the order of kinds. */
const KIND_ORDER: Readonly<Record<SearchEntry["entity_type"], number>> = { person: 0, place: 1, event: 2, group: 3, dictionary: 4, topic: 5 };

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
