/**
 * The name-search index the runtime loads: one entry per searchable entity, with the folded names it
 * matches on and how often the entity is mentioned (the last ranking key).
 */
import { COLLECTIONS, type CollectionOf, type TableName, type Tables } from "../contract/api.ts";
import { MAX_SEARCH_PLACES, type SearchEntry } from "../contract/index-files.ts";

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

/** Builds the search entries of every searchable collection, in collection then record order. */
export function buildSearchIndex(tables: Tables): SearchEntry[] {
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
      const alsoCalled = strings(known.alsoCalled);
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
