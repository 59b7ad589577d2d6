/**
 * The name-search index the runtime loads: one entry per searchable entity, with the folded names it
 * matches on and how often the entity is mentioned (the last ranking key).
 */
import { COLLECTIONS, type CollectionOf, type TableName, type Tables } from "../contract/api.ts";
import { MAX_SEARCH_PLACES, type SearchEntry } from "../contract/index-files.ts";
import { slugify } from "../core/slug.ts";

/**
 * English words the KJV uses in lower case, as Strong's lists its renderings (`kjv_usage`: "star.",
 * "east side(-ward), sun (rising)"); proper names are capitalised there. An also-called name made only
 * of such words is a title or a figure of speech (`Star`, `Son of God`), not a name.
 */
export function commonWords(strongs: readonly { readonly kjv_usage?: string | null }[]): Set<string> {
  const words = new Set<string>();
  for (const r of strongs) {
    if (typeof r.kjv_usage !== "string") continue;
    for (const w of r.kjv_usage.match(/(?<![\p{L}])[a-z]+(?![\p{L}])/gu) ?? []) words.add(w);
  }
  return words;
}

/**
 * Per person slug, the names of the places its verses also name, most shared verses first (then
 * the place's own mentions, then name), at most {@link MAX_SEARCH_PLACES}.
 */
export function personPlaces(tables: Pick<Tables, "person" | "place">): Map<string, string[]> {
  const placesOfVerse = new Map<string, number[]>();
  tables.place.forEach((p, i) => {
    for (const v of p.verses) {
      const list = placesOfVerse.get(v);
      if (list === undefined) placesOfVerse.set(v, [i]);
      else list.push(i);
    }
  });
  const out = new Map<string, string[]>();
  for (const person of tables.person) {
    const shared = new Map<number, number>();
    for (const v of person.verses) for (const i of placesOfVerse.get(v) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    if (shared.size === 0) continue;
    const ranked = [...shared].sort(([a, x], [b, y]) => y - x || tables.place[b]!.verse_count - tables.place[a]!.verse_count || (tables.place[a]!.name < tables.place[b]!.name ? -1 : 1));
    out.set(person.slug, [...new Set(ranked.map(([i]) => tables.place[i]!.name))].slice(0, MAX_SEARCH_PLACES));
  }
  return out;
}

/**
 * The words of a record's name that the alias table gives to the record itself (`peter` → Simon
 * Peter, `pilate` → Pontius Pilate, `christ` → Jesus Christ, `ur` → Ur of the Chaldees): names it is
 * known by on their own. The alias rule gives a word to one record only (or to none, when several
 * share it and none dominates), so the word is as much the record's name as an also-called name.
 */
export function nameWordAliases(name: string, slug: string, aliases: Readonly<Record<string, string>> | undefined): string[] {
  if (aliases === undefined) return [];
  const words = name.match(/[\p{L}\p{M}'’-]+/gu) ?? [];
  if (words.length < 2) return [];
  return [...new Set(words.filter((w) => aliases[slugify(w)] === slug))];
}

/**
 * Builds the search entries of every searchable collection, in collection then record order.
 * `aliases` (the alias table, per table: alias → slug) adds the words of a name that resolve to
 * their record to its also-called names ({@link nameWordAliases}).
 */
export function buildSearchIndex(tables: Tables, aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>> = {}): SearchEntry[] {
  const places = personPlaces(tables);
  const common = commonWords(tables.strongs);
  const isTitle = (alias: string): boolean => {
    const words = alias.toLowerCase().match(/\p{L}+/gu) ?? [];
    return words.length > 0 && words.every((w) => common.has(w));
  };
  const out: SearchEntry[] = [];
  for (const c of COLLECTIONS as readonly CollectionOf<TableName>[]) {
    if (c.searchType === undefined || c.searchNames === undefined) continue;
    for (const r of tables[c.table]) {
      const strings = (v: readonly (string | null)[]): string[] => v.filter((a): a is string => typeof a === "string" && a.trim() !== "");
      const record = r as unknown as Readonly<Record<string, unknown>>;
      const known = c.searchNames(r);
      const name = String(record[c.nameField]);
      const slug = String(record.slug);
      const slugWords = slug.replace(/-\d+$/, "").replace(/-/g, " ");
      const names = [...new Set([...strings(known.other), slugWords])].filter((n) => n.toLowerCase() !== name.toLowerCase());
      const named = new Set([name, ...names].map((n) => n.toLowerCase()));
      const alsoCalled = [...new Set([...strings(known.alsoCalled), ...nameWordAliases(name, slug, aliases[c.table]).filter((w) => !named.has(w.toLowerCase()))])];
      out.push({
        slug,
        name,
        entity_type: c.searchType,
        uuid: String(record.uuid),
        names,
        aliases: alsoCalled.filter((a) => !isTitle(a)),
        titles: alsoCalled.filter(isTitle),
        mentions: known.mentions,
        ...(c.table === "person" && places.has(slug) ? { places: places.get(slug) } : {}),
      });
    }
  }
  return out;
}
