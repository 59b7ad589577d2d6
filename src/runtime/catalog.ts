/**
 * The runtime's in-memory view of the tree's `_index/` files, loaded once at start: per collection
 * its list items, keys and aliases; the name-search index; and the semantic-search index (at
 * start or on first use). Queries here are pure and never touch the files.
 */
import { COLLECTIONS, type Collection, type TableName } from "../contract/collections.ts";
import { INDEX_FILES, type AliasIndex, type ListItem, type SearchEntry } from "../contract/index-files.ts";
import { foldName, foldTransliteration } from "../core/text.ts";
import { buildNameIndex, searchNameIndex, shareStem, type NameIndex } from "./name-search.ts";
import type { DataSource } from "./data.ts";
import { allowedEdits, forgivenEdits } from "../core/edit-distance.ts";
import { slugify } from "../core/slug.ts";
import { semanticLoader, type SemanticLoader } from "../semantic/runtime.ts";
import { loadTextIndex, type TextIndex } from "../text-search/query.ts";
import { parseJsonBytes } from "../core/json.ts";


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

/** Everything the runtime keeps in memory. */
export interface Catalog {
  readonly collections: ReadonlyMap<TableName, CollectionIndex>;
  /** The name-search index (`src/runtime/name-search.ts`). */
  readonly names: NameIndex;
  /** The semantic-search index (`_index/semantic.bin`), loaded at start or on first use. */
  readonly semantic?: SemanticLoader;
  /** The full-text index of the verse text (`_index/text-search.bin`), loaded at start or on first use. */
  readonly text?: TextLoader;
  /** The curated verses of the day, in order (`_index/verse-of-the-day.json`); empty in a tree built before them. */
  readonly versesOfTheDay?: readonly string[];
}

/** The full-text index of a tree, read once on the first `get()` and kept. */
export interface TextLoader {
  /** The index; undefined when the tree has none. Rejects when the file is unusable. */
  get(): Promise<TextIndex | undefined>;
}

/** A loader of the tree's full-text index: the file is read and checked on the first `get()`, later calls share it. */
export function textLoader(data: DataSource): TextLoader {
  let loading: Promise<TextIndex | undefined> | undefined;
  const load = async (): Promise<TextIndex | undefined> => {
    const bytes = await data.read(INDEX_FILES.textSearch);
    return bytes === undefined ? undefined : loadTextIndex(bytes);
  };
  return { get: () => (loading ??= load()) };
}

async function readJson<T>(data: DataSource, rel: string): Promise<T> {
  const bytes = await data.read(rel);
  if (bytes === undefined) throw new Error(`the data tree has no ${rel}: run npm run build-data`);
  return parseJsonBytes<T>(bytes);
}

/** Lets the event loop run what is waiting (I/O callbacks, requests) before the next piece of loading. */
const yieldToRequests = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** How {@link loadCatalog} treats the semantic index. */
export interface CatalogOptions {
  /**
   * Read and check `_index/semantic.bin` now (the default: a damaged index stops the start), or on
   * the first semantic request (false: for runtimes short of memory, e.g. an edge isolate).
   */
  readonly preloadSemantic?: boolean;
  /** Read and check `_index/text-search.bin` now (the default), or on the first text search (false). */
  readonly preloadText?: boolean;
}

/** Loads the catalog from a tree's `_index/` folder. */
export async function loadCatalog(data: DataSource, options: CatalogOptions = {}): Promise<Catalog> {
  const aliasIndex = await readJson<AliasIndex>(data, INDEX_FILES.aliases);
  const collections = new Map<TableName, CollectionIndex>();
  for (const c of COLLECTIONS) {
    // One file at a time, letting requests that need no catalog through in between.
    await yieldToRequests();
    const items = await readJson<ListItem[]>(data, INDEX_FILES.list(c.table));
    const keys = new Set(items.map((i) => String(i[c.keyField])));
    const aliases = new Map(Object.entries(aliasIndex[c.table] ?? {}));
    for (const k of keys) if (k.toLowerCase() !== k && !aliases.has(k.toLowerCase())) aliases.set(k.toLowerCase(), k);
    collections.set(c.table, { collection: c, items, foldedNames: items.map((i) => foldName(String(i[c.nameField] ?? ""))), keys, aliases });
  }
  await yieldToRequests();
  const entries = await readJson<SearchEntry[]>(data, INDEX_FILES.search);
  await yieldToRequests();

  const daily = await data.read(INDEX_FILES.versesOfTheDay);
  const versesOfTheDay = daily === undefined ? [] : parseJsonBytes<string[]>(daily);

  const semantic = semanticLoader(data);
  if (options.preloadSemantic ?? true) await semantic.get();
  const text = textLoader(data);
  if (options.preloadText ?? true) {
    await yieldToRequests();
    await text.get();
  }
  return { collections, names: buildNameIndex(entries), semantic, text, versesOfTheDay };
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

/**
 * {@link resolveKey}, then each of the collection's other spellings of the key
 * (`collection.normalizeKey`: `g0026` → `G26`, a bare `430` in the Hebrew lexicon → `H430`).
 */
export function resolveSpelledKey(index: CollectionIndex, raw: string): string | undefined {
  const key = resolveKey(index, raw);
  if (key !== undefined) return key;
  for (const other of index.collection.normalizeKey?.(raw) ?? []) {
    const found = resolveKey(index, other);
    if (found !== undefined) return found;
  }
  const variant = articleVariant(raw);
  return variant === undefined ? undefined : resolveKey(index, variant);
}

/**
 * A slug-like key with its leading article dropped, or added when it has none: `the-tower-of-babel`
 * → `tower-of-babel`, `great-flood` → `the-great-flood`. Titles that begin with "The" keep it in
 * their slug and those that do not have none, and people guess either way; undefined for a key that
 * is not lowercase words joined by hyphens.
 */
export function articleVariant(raw: string): string | undefined {
  const key = raw.toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key)) return undefined;
  if (key.startsWith("the-")) return key.slice(4);
  return key === "the" ? undefined : `the-${key}`;
}

/**
 * The records an unknown id may mean, best first (at most `max`): for an ambiguous bare name, the
 * records whose slug is that name plus a qualifier or number (`mary` → `mary-magdalene`,
 * `mary-mother-of-jesus` …), most mentioned first; then slugs and aliases within the edits a lookup of
 * that length forgives (`abrahm` → `abraham`). Runs on the 404 path only.
 */
export function suggestKeys(index: CollectionIndex, raw: string, max = 5): { key: string; name: string }[] {
  const wanted = slugify(raw.slice(0, 100));
  if (wanted === "") return [];
  const nameOf = new Map(index.items.map((item) => [String(item[index.collection.keyField]), String(item[index.collection.nameField] ?? "")]));
  const mentions = (key: string): number => {
    const item = index.items.find((i) => String(i[index.collection.keyField]) === key);
    return typeof item?.verse_count === "number" ? item.verse_count : 0;
  };
  const out = new Map<string, number>();
  const homonyms = [...index.keys].filter((k) => k.startsWith(`${wanted}-`) && /^[a-z0-9-]+$/.test(k));
  for (const k of homonyms.sort((a, b) => mentions(b) - mentions(a) || (a < b ? -1 : 1))) out.set(k, -1);
  if (allowedEdits(wanted.length) > 0) {
    const close: [string, number][] = [];
    const consider = (name: string, key: string): void => {
      const d = forgivenEdits(wanted, name);
      if (d !== undefined && d > 0) close.push([key, d]);
    };
    for (const k of index.keys) consider(k, k);
    for (const [alias, k] of index.aliases) if (/^[a-z0-9-]+$/.test(alias)) consider(alias, k);
    close.sort((a, b) => a[1] - b[1] || mentions(b[0]) - mentions(a[0]) || (a[0] < b[0] ? -1 : 1));
    for (const [k, d] of close) if (!out.has(k)) out.set(k, d);
  }
  return [...out.keys()].slice(0, max).map((key) => ({ key, name: nameOf.get(key) ?? key }));
}

const transliterationCache = new WeakMap<CollectionIndex, readonly (readonly string[])[]>();

/**
 * Each item's transliterations (`collection.transliterationFields`) folded by `foldTransliteration`,
 * same order as `items`: made on first use (a list's `q`, a 404's suggestions) and kept, so start-up
 * does not pay for them (about 30 ms for the three lexicons).
 */
function foldedTransliterations(index: CollectionIndex): readonly (readonly string[])[] {
  let folded = transliterationCache.get(index);
  if (folded === undefined) {
    const fields = index.collection.transliterationFields ?? [];
    folded = index.items.map((item) => fields.flatMap((f) => (typeof item[f] === "string" ? [foldTransliteration(item[f])] : [])));
    transliterationCache.set(index, folded);
  }
  return folded;
}

/**
 * The records an unknown id may mean by what it spells rather than by name search: the keys a bare id
 * stands for (`collection.bareKeys`: `26` → `G26`, `H26`), then the records whose transliteration the
 * id spells (`agape` → G26, `shalom` → H7965), then those with a word it spells (BDB's `yĕhōwâ šālôm`
 * for `shalom`), then those whose transliteration it begins (`berit` → `bᵉrîyth`), then those within
 * the edits of a lookup of that length (`adonai` → `ʼĂdônây`). Runs on the 404 path only.
 */
export function suggestSpelled(index: CollectionIndex, raw: string, max = 5): { key: string; name: string }[] {
  const c = index.collection;
  const keyOf = (item: ListItem): string => String(item[c.keyField]);
  const out = new Set((c.bareKeys?.(raw) ?? []).filter((k) => index.keys.has(k)));
  const wanted = c.transliterationFields === undefined ? "" : foldTransliteration(raw.slice(0, 100).replace(/[-_.+]+/g, " "));
  if (wanted.length >= 2) {
    const exact: string[] = [];
    const worded: string[] = [];
    const close: [string, number][] = [];
    const begun: string[] = [];
    const folded = foldedTransliterations(index);
    index.items.forEach((item, i) => {
      const spellings = folded[i] ?? [];
      if (spellings.includes(wanted)) return void exact.push(keyOf(item));
      if (spellings.some((t) => ` ${t} `.includes(` ${wanted} `))) return void worded.push(keyOf(item));
      if (wanted.length >= 3 && spellings.some((t) => t.startsWith(wanted))) return void begun.push(keyOf(item));
      const best = Math.min(...spellings.map((t) => forgivenEdits(wanted, t) ?? Infinity));
      if (best < Infinity) close.push([keyOf(item), best]);
    });
    close.sort((a, b) => a[1] - b[1]);
    for (const k of [...exact, ...worded, ...begun, ...close.map(([k]) => k)]) out.add(k);
  }
  const nameOf = (key: string): string => String(index.items.find((item) => keyOf(item) === key)?.[c.nameField] ?? key);
  return [...out].slice(0, max).map((key) => ({ key, name: nameOf(key) }));
}

/** Most words of an id that {@link suggestRecords} looks up by name. */
const SUGGEST_MAX_WORDS = 6;

/**
 * A 404's id read as words for name search (`dead-sea` → "dead sea"), or undefined when it has none or
 * too many: a guess is a few words (`mary-mother-of-jesus`); a longer id is not searched, so a 404 stays cheap.
 */
function idWords(raw: string): string | undefined {
  const words = foldName(raw.slice(0, 100).replace(/[-_.+]+/g, " "));
  return words === "" || words.split(" ").length > SUGGEST_MAX_WORDS ? undefined : words;
}

/**
 * Whether `words` (folded) are exactly a name of the entry: its name, another name, an alias, or a
 * title of more than one word (`last-supper` is the Lord's Supper's; a one-word title such as Jesus's
 * "Word" names too much to answer for a key).
 */
function namesExactly(e: SearchEntry, words: string): boolean {
  const bare = withoutArticle(words);
  return [e.name, ...e.names, ...e.aliases].some((n) => withoutArticle(foldName(n)) === bare) || (bare.includes(" ") && e.titles.some((n) => withoutArticle(foldName(n)) === bare));
}

/** Folded words without a leading "the" (`the crucifixion` names the Crucifixion). */
function withoutArticle(words: string): string {
  return words.startsWith("the ") ? words.slice(4) : words;
}

/**
 * A record a 404's id may mean; `exact` when the id's words are one of its names, `stemOnly` when only
 * a word's stem ties it to the id (see {@link shareStem}).
 */
export interface Suggestion {
  readonly key: string;
  readonly name: string;
  readonly exact?: true;
  readonly stemOnly?: true;
}

/**
 * The records a 404's id may mean, at most `max`: the records the id read as words names exactly (a
 * name they are also called), then {@link suggestKeys}, then the collection's other best name-search
 * matches, so a guess that is no key yet names a record is answered (`garden-of-eden` → Eden,
 * `king-david` → David, `mount-ararat` → Ararat).
 */
export function suggestRecords(catalog: Catalog, index: CollectionIndex, raw: string, max = 5): Suggestion[] {
  const close = suggestKeys(index, raw, max);
  const type = index.collection.searchType;
  const words = idWords(raw);
  if (type === undefined || words === undefined) return distinctKeys([...suggestSpelled(index, raw, max), ...close], max);
  const found = searchNameIndex(catalog.names, words, 50, 0, type).items.filter((e) => index.keys.has(e.slug));
  // A record the words name exactly (its name, or a name it is also called: `garden-of-eden` → Eden) comes before
  // the keys spelt close to them (`red-sea`), which come before the other records name search finds, and the records
  // whose names share more of the id's word stems come first among those (`baptism-of-jesus` → John baptizes Jesus).
  const named = found.filter((e) => namesExactly(e, words));
  const others = byStemsShared(index, words, found.map((e) => ({ key: e.slug, name: e.name })), close.length === 0);
  return distinctKeys([...named.map((e): Suggestion => ({ key: e.slug, name: e.name, exact: true })), ...close, ...others], max);
}

/** Words of four letters or more that say nothing about which record is meant. */
const STEM_STOPWORDS: ReadonlySet<string> = new Set(["from", "into", "unto", "upon", "with", "over", "that", "this", "their", "when", "where", "which"]);

/** The folded words of a name that can share a stem: four letters or more, no {@link STEM_STOPWORDS}. */
function stemWords(folded: string): string[] {
  return folded.split(" ").filter((w) => w.length >= 4 && !STEM_STOPWORDS.has(w));
}

/** Each collection's items' {@link stemWords}, made on its first 404 that looks for them. */
const itemStemWords = new WeakMap<CollectionIndex, readonly (readonly string[])[]>();

/**
 * The suggestions `found` (name search's, in its order), and when `more` the collection's other
 * records whose names share at least one stem with the id's words, ordered by how many of those words
 * they share a stem with (most first); ties keep name search's order, then the records it did not
 * find, in list order.
 */
function byStemsShared(index: CollectionIndex, words: string, found: readonly { key: string; name: string }[], more: boolean): Suggestion[] {
  const wanted = stemWords(words);
  if (wanted.length === 0) return [...found];
  const sharedWith = (have: readonly string[]): number => wanted.filter((w) => have.some((h) => shareStem(w, h))).length;
  const shared = (folded: string): number => sharedWith(stemWords(folded));
  const whole = new Set(wanted);
  // Name search also matches by stems: a record none of whose name words is one of the id's is tied to it by stems alone.
  const scored: { key: string; name: string; shared: number; order: number; stemOnly?: true }[] = found.map((f, i) => {
    const folded = foldName(f.name);
    const n = shared(folded);
    return n > 0 && !stemWords(folded).some((w) => whole.has(w)) ? { ...f, shared: n, order: i, stemOnly: true } : { ...f, shared: n, order: i };
  });
  const seen = new Set(found.map((f) => f.key));
  if (more) {
    let itemWords = itemStemWords.get(index);
    if (itemWords === undefined) itemStemWords.set(index, (itemWords = index.foldedNames.map(stemWords)));
    index.items.forEach((item, i) => {
      const key = String(item[index.collection.keyField]);
      if (seen.has(key)) return;
      const n = sharedWith(itemWords[i] ?? []);
      if (n > 0) scored.push({ key, name: String(item[index.collection.nameField] ?? ""), shared: n, order: found.length + i, stemOnly: true });
    });
  }
  return scored.sort((a, b) => b.shared - a.shared || a.order - b.order).map(({ key, name, stemOnly }) => (stemOnly === true ? { key, name, stemOnly } : { key, name }));
}

/** The first `max` suggestions with distinct keys, in order. */
function distinctKeys<T extends { readonly key: string }>(suggestions: readonly T[], max: number): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (const s of suggestions) {
    if (out.length >= max) break;
    if (seen.has(s.key)) continue;
    out.push(s);
    seen.add(s.key);
  }
  return out;
}

/**
 * Records of the other browsable collections that an id names exactly (their name or a name they are
 * also called, read as words), at most `max`, for a 404 whose own collection has nothing to suggest:
 * `/v1/places/israel` names no place, but Jacob is also called Israel and Easton has an article
 * *Israel*. Each comes with the collection it belongs to, for its URL.
 */
export function suggestElsewhere(catalog: Catalog, table: TableName, raw: string, max = 3): { key: string; name: string; collection: Collection }[] {
  const words = idWords(raw);
  if (words === undefined) return [];
  const out: { key: string; name: string; collection: Collection }[] = [];
  for (const e of searchNameIndex(catalog.names, words, 20, 0).items) {
    if (out.length >= max) break;
    const collection = COLLECTIONS.find((c) => c.searchType === e.entity_type);
    if (collection === undefined || collection.table === table) continue;
    if (namesExactly(e, words)) out.push({ key: e.slug, name: e.name, collection });
  }
  return out;
}

/** One page of a list, with the number of matching items. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * How well a folded name or transliteration holds a folded `q`: 0 it is `q`, 1 a word of it begins
 * with `q`, 2 it contains `q` elsewhere, undefined not at all.
 */
function holds(text: string, q: string): 0 | 1 | 2 | undefined {
  if (text === q) return 0;
  const at = text.indexOf(q);
  if (at < 0) return undefined;
  for (let i = at; i >= 0; i = text.indexOf(q, i + 1)) if (i === 0 || text[i - 1] === " ") return 1;
  return 2;
}

/**
 * Filters a collection's items by a name substring (folded, or a transliteration's as people spell
 * it) and a predicate, then pages them. With `q`, the items it names exactly come first, then those
 * with a word beginning with it, then the others (`charis` → χάρις before ἄχαρις), each in list order.
 * With `ranked` (positions of items, best first: the English-meaning filter's answer), only those
 * items are listed, in that order, `q` and the predicate narrowing them.
 */
export function listItems(
  index: CollectionIndex,
  q: string | undefined,
  keep: ((item: ListItem) => boolean) | undefined,
  limit: number,
  offset: number,
  ranked?: readonly number[],
): Page<ListItem> {
  const needle = q === undefined ? undefined : foldName(q);
  const spelt = q === undefined || index.collection.transliterationFields === undefined ? "" : foldTransliteration(q);
  const spellings = spelt === "" ? [] : foldedTransliterations(index);
  /** How well `q` names the item at position i (0 best), undefined when it does not. */
  const tierOf = (i: number): 0 | 1 | 2 | undefined => {
    if (needle === undefined) return 0;
    let tier = holds(index.foldedNames[i] ?? "", needle);
    for (const t of spellings[i] ?? []) {
      const by = holds(t, spelt);
      if (by !== undefined && (tier === undefined || by < tier)) tier = by;
    }
    return tier;
  };
  if (ranked !== undefined) {
    const matched = ranked.flatMap((i) => {
      const item = index.items[i];
      return item === undefined || tierOf(i) === undefined || (keep !== undefined && !keep(item)) ? [] : [item];
    });
    return { items: matched.slice(offset, offset + limit), total: matched.length };
  }
  const tiers: ListItem[][] = [[], [], []];
  index.items.forEach((item, i) => {
    const tier = tierOf(i);
    if (tier === undefined || (keep !== undefined && !keep(item))) return;
    tiers[tier]?.push(item);
  });
  const matched = tiers.flat();
  return { items: matched.slice(offset, offset + limit), total: matched.length };
}

/** Name search over every searchable collection, or the one of `type`: see `name-search.ts` for the matching and ranking. */
export function searchNames(catalog: Catalog, q: string, limit: number, offset: number, type?: SearchEntry["entity_type"]): Page<SearchEntry> {
  return searchNameIndex(catalog.names, q, limit, offset, type);
}
