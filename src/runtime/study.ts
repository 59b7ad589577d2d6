/**
 * The study tools' `_index/` files as the runtime queries them: each read and made ready on first
 * use (so start-up does not wait for them), then kept. A read that fails is retried by the next
 * request rather than remembered.
 *
 * Answers are lists of records that never change (people, places, timeline entries, concordance
 * verses), so each record's JSON text is made once, on first use, and kept beside its index: a page
 * is then these texts joined in the list envelope (`jsonPageBody`, or `jsonPageBytes` from UTF-8 bytes
 * kept for the static lists), the same bytes as serialising the records on every request. Concordance
 * pages are kept per number in an LRU bounded by their JSON's size.
 */
import { INDEX_FILES } from "../contract/index-files.ts";
import { routeFile } from "../contract/routes.ts";
import { ApiError } from "../core/errors.ts";
import { concordancePage, type ConcordanceEntry, type ConcordancePage } from "../study/concordance.ts";
import { FamilyGraph, type FamilyIndex } from "../study/family.ts";
import { GlossSearch, type GlossIndex } from "../study/glosses.ts";
import type { TableName } from "../contract/api.ts";
import { PlaceMap, type PlaceIndex } from "../study/maps.ts";
import { StudyInputError } from "../study/paging.ts";
import { TimelineSearch, type TimelineIndex } from "../study/timeline.ts";
import type { DataSource } from "./data.ts";
import { parseJsonBytes } from "../core/json.ts";

/** A map of places with each place's record as JSON text, without its closing brace (a distance may follow). */
export interface ServedPlaces {
  readonly map: PlaceMap;
  /** `{"slug":…,"longitude":…` of the place at a position: add `}`, or `,"distance_km":…}`. */
  readonly open: (i: number) => string;
}

/** The timeline with each entry's JSON as UTF-8 bytes. */
export interface ServedTimeline {
  readonly search: TimelineSearch;
  readonly entry: (i: number) => Uint8Array;
}

/** A number's concordance ready to page: each verse's JSON and the entry's figures, as UTF-8 bytes. */
export interface ServedConcordance {
  readonly verses: readonly Uint8Array[];
  /** What follows `meta` in every page of this number: `,"entry":{"number":…,"forms":[…]}`. */
  readonly figures: Uint8Array;
}

/** The study tools' indexes of one tree. */
export interface StudyIndexes {
  family(): Promise<FamilyGraph>;
  places(): Promise<ServedPlaces>;
  timeline(): Promise<ServedTimeline>;
  /**
   * The concordance of an entry number to page, from its prerendered first page (when that holds
   * every verse) or else its index file; undefined when the tree has no first page for it.
   */
  concordance(number: string): Promise<ServedConcordance | undefined>;
  /** The English-meaning index of a lexicon list (`_index/glosses/<table>.json`); undefined when the tree has none. */
  glosses(table: TableName): Promise<GlossSearch | undefined>;
}

/**
 * How much concordance JSON is kept ready, in bytes: 64 MB, more than the
 * whole concordance of the full tree (the 985 index files hold 23 MB, the first pages of the other
 * numbers less), so that paging through any number never reads and parses its files twice. A count
 * of entries (256 before) let random paging over the 985 numbers parse a file on most requests.
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

/**
 * The JSON text of each record by position, made on first use and kept (the records never change);
 * with `open`, without the record's closing brace, for members to be added after the last.
 */
export function jsonTexts(record: (i: number) => unknown, open = false): (i: number) => string {
  const texts: (string | undefined)[] = [];
  return (i) => (texts[i] ??= open ? JSON.stringify(record(i)).slice(0, -1) : JSON.stringify(record(i)));
}

const UTF8 = new TextEncoder();

/** The JSON of each record by position as UTF-8 bytes, made on first use and kept (the records never change). */
export function jsonBytes(record: (i: number) => unknown): (i: number) => Uint8Array {
  const bytes: (Uint8Array | undefined)[] = [];
  return (i) => (bytes[i] ??= UTF8.encode(JSON.stringify(record(i))));
}

/** The concordance of a number ready to page, from its whole entry (`concordancePage`'s figures and verses). */
export function serveConcordance(number: string, whole: ConcordanceEntry): ServedConcordance {
  const figures = concordancePage(number, { ...whole, verses: [] }, 1, 0).entry;
  return { verses: whole.verses.map((v) => UTF8.encode(JSON.stringify(v))), figures: UTF8.encode(`,"entry":${JSON.stringify(figures)}`) };
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
  const glosses = new Map<TableName, Promise<GlossSearch | undefined>>();
  const ready = new Map<string, { readonly served: ServedConcordance; readonly bytes: number }>();
  let readyBytes = 0;
  const prepare = async (number: string): Promise<ServedConcordance | undefined> => {
    const first = await read<ConcordancePage>(routeFile("strongsConcordance", { number }));
    if (first === undefined) return undefined;
    // The prerendered first page holds every verse of most numbers; the others have an index file.
    const whole = first.data.length >= first.meta.total ? { ...first.entry, verses: first.data } : await read<ConcordanceEntry>(INDEX_FILES.concordance(number));
    if (whole === undefined) throw new Error(`the data tree has no concordance index of ${number}: run npm run build-data`);
    return serveConcordance(number, whole);
  };
  return {
    family: once<FamilyIndex, FamilyGraph>(INDEX_FILES.family, (index) => new FamilyGraph(index)),
    places: once<PlaceIndex, ServedPlaces>(INDEX_FILES.places, (index) => {
      const map = new PlaceMap(index);
      // Every place's nearest places: from the index (built with the tree), or found once for an older tree.
      map.precomputeNearest();
      return { map, open: jsonTexts((i) => map.placeHit(i), true) };
    }),
    timeline: once<TimelineIndex, ServedTimeline>(INDEX_FILES.timeline, (index) => ({ search: new TimelineSearch(index), entry: jsonBytes((i) => index.entries[i]) })),
    glosses(table) {
      let loading = glosses.get(table);
      if (loading === undefined) {
        const load = read<GlossIndex>(INDEX_FILES.glosses(table)).then((index) => (index === undefined ? undefined : new GlossSearch(index)));
        load.catch(() => glosses.delete(table));
        glosses.set(table, (loading = load));
      }
      return loading;
    },
    async concordance(number) {
      const hit = ready.get(number);
      if (hit !== undefined) {
        ready.delete(number);
        ready.set(number, hit);
        return hit.served;
      }
      const served = await prepare(number);
      if (served === undefined || ready.has(number)) return served;
      const bytes = served.verses.reduce((n, v) => n + v.length, served.figures.length);
      ready.set(number, { served, bytes });
      readyBytes += bytes;
      for (const [oldest, e] of ready) {
        if (readyBytes <= CONCORDANCE_BUDGET_BYTES || oldest === number) break;
        ready.delete(oldest);
        readyBytes -= e.bytes;
      }
      return served;
    },
  };
}
