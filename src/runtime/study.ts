/**
 * The study tools' `_index/` files as the runtime queries them: each read and made ready on first
 * use (so start-up does not wait for them), then kept. A read that fails is retried by the next
 * request rather than remembered. Whole concordance entries are kept in an LRU of their own, bounded by bytes.
 */
import { INDEX_FILES } from "../contract/index-files.ts";
import { ApiError } from "../core/errors.ts";
import type { ConcordanceEntry } from "../study/concordance.ts";
import { FamilyGraph, type FamilyIndex } from "../study/family.ts";
import { PlaceMap, type PlaceIndex } from "../study/maps.ts";
import { StudyInputError } from "../study/paging.ts";
import type { TimelineIndex } from "../study/timeline.ts";
import type { DataSource } from "./data.ts";
import { parseJsonBytes } from "../core/json.ts";

/** The study tools' indexes of one tree. */
export interface StudyIndexes {
  family(): Promise<FamilyGraph>;
  places(): Promise<PlaceMap>;
  timeline(): Promise<TimelineIndex>;
  /** The whole concordance entry of a number the tree has an index file for, else undefined. */
  concordance(number: string): Promise<ConcordanceEntry | undefined>;
}

/**
 * How much concordance JSON is kept parsed, in bytes of the index files: 64 MB, more than the 985 index
 * files of the full tree (23 MB), so that paging through any of them never parses a file twice. A
 * count of entries (256 before) let random paging over the 985 numbers parse a file on most requests.
 */
const CONCORDANCE_BUDGET_BYTES = 64 * 1024 * 1024;

/** Runs a study query, answering an input outside its limits as a 400 `invalid-parameter`. */
export function studyQuery<T>(query: () => T): T {
  try {
    return query();
  } catch (error) {
    if (error instanceof StudyInputError) throw new ApiError("invalid-parameter", error.message);
    throw error;
  }
}

/** The study indexes read through `data`. */
export function studyIndexes(data: DataSource): StudyIndexes {
  const read = async <T>(rel: string): Promise<T | undefined> => {
    const bytes = await data.read(rel);
    return bytes === undefined ? undefined : parseJsonBytes<T>(bytes);
  };
  const once = <I, T>(rel: string, make: (index: I) => T): (() => Promise<T>) => {
    let ready: Promise<T> | undefined;
    return () => {
      if (ready === undefined) {
        const loading = read<I>(rel).then((index) => {
          if (index === undefined) throw new Error(`the data tree has no ${rel}: run npm run build-data`);
          return make(index);
        });
        loading.catch(() => {
          if (ready === loading) ready = undefined;
        });
        ready = loading;
      }
      return ready;
    };
  };
  const entries = new Map<string, { readonly entry: ConcordanceEntry; readonly bytes: number }>();
  let cachedBytes = 0;
  return {
    family: once<FamilyIndex, FamilyGraph>(INDEX_FILES.family, (index) => new FamilyGraph(index)),
    places: once<PlaceIndex, PlaceMap>(INDEX_FILES.places, (index) => new PlaceMap(index)),
    timeline: once<TimelineIndex, TimelineIndex>(INDEX_FILES.timeline, (index) => index),
    async concordance(number) {
      const hit = entries.get(number);
      if (hit !== undefined) {
        entries.delete(number);
        entries.set(number, hit);
        return hit.entry;
      }
      const bytes = await data.read(INDEX_FILES.concordance(number));
      if (bytes === undefined) return undefined;
      const entry = parseJsonBytes<ConcordanceEntry>(bytes);
      if (entries.has(number)) return entry;
      entries.set(number, { entry, bytes: bytes.byteLength });
      cachedBytes += bytes.byteLength;
      for (const [oldest, e] of entries) {
        if (cachedBytes <= CONCORDANCE_BUDGET_BYTES || oldest === number) break;
        entries.delete(oldest);
        cachedBytes -= e.bytes;
      }
      return entry;
    },
  };
}
