/**
 * The concordance figures of the Strong's records: how many words carry each number and in how many
 * verses (`occurrences`, `verse_count`), counted over the word table of the entries' language.
 */
import { strongsCounts } from "../study/concordance.ts";
import type { StrongsEntry } from "../types/strongs.ts";

/** A Strong's record before its concordance figures are known. */
export type StrongsWithoutCounts = Omit<StrongsEntry, "occurrences" | "verse_count">;

/** The records with their figures (0 for a number no word carries), in the same order. */
export function withCounts(entries: readonly StrongsWithoutCounts[], words: Iterable<{ readonly strongsNumber: string | null; readonly osisRef: string }>): StrongsEntry[] {
  const counts = strongsCounts(words);
  return entries.map((e) => ({ ...e, ...(counts.get(e.number) ?? { occurrences: 0, verse_count: 0 }) }));
}
