/**
 * The verse index: for every verse of the canon, the people, places and events whose verse lists
 * mention it.
 */
import { allVerses } from "../core/osis.ts";
import type { VerseEntry } from "../types/verse_entry.ts";

/** A record that mentions verses. */
interface Mentioning {
  readonly slug: string;
  readonly verses: readonly string[];
}

/**
 * Builds one entry per canon verse (31,102 in KJV versification), each listing the slugs that
 * mention it in the order of the input records. Verses no record mentions get empty lists.
 */
export function buildVerseIndex(people: readonly Mentioning[], places: readonly Mentioning[], events: readonly Mentioning[]): VerseEntry[] {
  const entries = new Map<string, VerseEntry>();
  for (const osis of allVerses()) entries.set(osis, { osis_ref: osis, people: [], places: [], events: [] });
  const add = (records: readonly Mentioning[], field: "people" | "places" | "events"): void => {
    for (const r of records) {
      for (const v of new Set(r.verses)) entries.get(v)?.[field].push(r.slug);
    }
  };
  add(people, "people");
  add(places, "places");
  add(events, "events");
  return [...entries.values()];
}
