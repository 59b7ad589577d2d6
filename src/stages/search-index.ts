/**
 * The name-search index the runtime loads: one entry per searchable entity, with the folded names it
 * matches on and how often the entity is mentioned (the last ranking key).
 */
import { COLLECTIONS, type CollectionOf, type TableName, type Tables } from "../contract/api.ts";
import type { SearchEntry } from "../contract/index-files.ts";

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

/** Builds the search entries of every searchable collection, in collection then record order. */
export function buildSearchIndex(tables: Tables): SearchEntry[] {
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
      });
    }
  }
  return out;
}
