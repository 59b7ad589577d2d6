/**
 * The name-search index the runtime loads: one entry per searchable entity, with the folded names it
 * matches on and how often the entity is mentioned (the last ranking key).
 */
import { COLLECTIONS } from "../collections.ts";
import type { SearchEntry } from "../contract/index-files.ts";

/**
 * English words the KJV uses in lower case, as Strong's lists its renderings (`kjv_usage`: "star.",
 * "east side(-ward), sun (rising)"); proper names are capitalised there. An also-called name made only
 * of such words is a title or a figure of speech (`Star`, `Son of God`), not a name.
 */
export function commonWords(strongs: readonly Record<string, unknown>[]): Set<string> {
  const words = new Set<string>();
  for (const r of strongs) {
    if (typeof r.kjv_usage !== "string") continue;
    for (const w of r.kjv_usage.match(/(?<![\p{L}])[a-z]+(?![\p{L}])/gu) ?? []) words.add(w);
  }
  return words;
}

/** Builds the search entries of every searchable collection, in collection then record order. */
export function buildSearchIndex(tables: Readonly<Record<string, readonly Record<string, unknown>[]>>): SearchEntry[] {
  const common = commonWords(tables.strongs ?? []);
  const isTitle = (alias: string): boolean => {
    const words = alias.toLowerCase().match(/\p{L}+/gu) ?? [];
    return words.length > 0 && words.every((w) => common.has(w));
  };
  const out: SearchEntry[] = [];
  for (const c of COLLECTIONS) {
    if (c.searchType === undefined) continue;
    for (const r of tables[c.table] ?? []) {
      const strings = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((a): a is string => typeof a === "string" && a.trim() !== "");
      const name = String(r[c.nameField]);
      const slugWords = String(r.slug).replace(/-\d+$/, "").replace(/-/g, " ");
      const names = [...new Set([...strings(r.display_title).map((t) => t.replace(/\s*\([^()]*\)\s*$/, "")), ...strings(r.upstream_name), ...strings(r.kjv_name), ...strings(r.esv_name), slugWords])].filter((n) => n.toLowerCase() !== name.toLowerCase());
      out.push({
        slug: String(r.slug),
        name,
        entity_type: c.searchType,
        uuid: String(r.uuid),
        names,
        aliases: strings(r.also_called).filter((a) => !isTitle(a)),
        titles: strings(r.also_called).filter(isTitle),
        mentions: c.searchType === "person" || c.searchType === "place" || c.searchType === "event" || c.searchType === "group" ? mentionCount(r) : 0,
      });
    }
  }
  return out;
}

function mentionCount(r: Record<string, unknown>): number {
  if (typeof r.verse_count === "number") return r.verse_count;
  if (Array.isArray(r.verses)) return r.verses.length;
  if (Array.isArray(r.members)) return r.members.length;
  return 0;
}
