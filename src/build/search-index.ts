/**
 * The name-search index the runtime loads: one entry per searchable entity, with the folded names it
 * matches on and how often the entity is mentioned (the last ranking key).
 */
import { COLLECTIONS } from "../collections.ts";
import type { SearchResult } from "../types/search_result.ts";

/** A search index entry: the public result fields plus what ranking needs. */
export interface SearchEntry extends SearchResult {
  /** Other names the entity is known by (e.g. a person's `also_called`). */
  readonly aliases: readonly string[];
  /**
   * How many verses mention the entity (people, places, events, groups); ties between equally good
   * matches go to the larger. Dictionary entries and topics are not mentioned by verses: 0.
   */
  readonly mentions: number;
}

/** Folds a name for matching: lowercase, accents removed, punctuation to single spaces. */
export function foldName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Builds the search entries of every searchable collection, in collection then record order. */
export function buildSearchIndex(tables: Readonly<Record<string, readonly Record<string, unknown>[]>>): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const c of COLLECTIONS) {
    if (c.searchType === undefined) continue;
    for (const r of tables[c.table] ?? []) {
      const aliases = Array.isArray(r.also_called) ? r.also_called.filter((a): a is string => typeof a === "string") : [];
      out.push({
        slug: String(r.slug),
        name: String(r[c.nameField]),
        entity_type: c.searchType,
        uuid: String(r.uuid),
        aliases,
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
