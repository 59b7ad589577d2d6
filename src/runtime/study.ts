/**
 * The study tools' `_index/` files as the runtime queries them: each read and made ready on first
 * use (so start-up does not wait for them), then kept. A read that fails is retried by the next
 * request rather than remembered.
 *
 * Answers are lists of records that never change (people, places, timeline entries, concordance
 * verses), so each record's JSON text is made once, on first use, and kept beside its index: a page
 * is then these texts joined in the list envelope (`jsonPageBody`), the same bytes as serialising the
 * records on every request. Concordance pages are kept per number in an LRU bounded by their JSON's size.
 */
import { INDEX_FILES } from "../contract/index-files.ts";
import { routeFile } from "../contract/routes.ts";
import { ApiError } from "../core/errors.ts";
import { concordancePage, type ConcordanceEntry, type ConcordancePage } from "../study/concordance.ts";
import { FamilyGraph, type FamilyIndex } from "../study/family.ts";
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

/** The timeline with each entry's JSON text. */
export interface ServedTimeline {
  readonly search: TimelineSearch;
  readonly entry: (i: number) => string;
}

/** A number's concordance ready to page: each verse's JSON text and the entry's figures as JSON text. */
export interface ServedConcordance {
  readonly verses: readonly string[];
  /** The `entry` member of every page of this number: `{"number":…,"forms":[…]}`. */
  readonly figures: string;
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
}

/**
 * How much concordance JSON is kept ready, in characters of the verses' texts: 64 M, more than the
 * whole concordance of the full tree (the 985 index files hold 23 MB, the first pages of the other
 * numbers less), so that paging through any number never reads and parses its files twice. A count
 * of entries (256 before) let random paging over the 985 numbers parse a file on most requests.
 */
const CONCORDANCE_BUDGET_CHARS = 64 * 1024 * 1024;

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

/** The concordance of a number ready to page, from its whole entry (`concordancePage`'s figures and verses). */
export function serveConcordance(number: string, whole: ConcordanceEntry): ServedConcordance {
  return { verses: whole.verses.map((v) => JSON.stringify(v)), figures: JSON.stringify(concordancePage(number, { ...whole, verses: [] }, 1, 0).entry) };
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
  const ready = new Map<string, { readonly served: ServedConcordance; readonly chars: number }>();
  let readyChars = 0;
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
      // Every place's nearest places, found once (about 1,200 searches on the full tree).
      map.precomputeNearest();
      return { map, open: jsonTexts((i) => map.placeHit(i), true) };
    }),
    timeline: once<TimelineIndex, ServedTimeline>(INDEX_FILES.timeline, (index) => ({ search: new TimelineSearch(index), entry: jsonTexts((i) => index.entries[i]) })),
    async concordance(number) {
      const hit = ready.get(number);
      if (hit !== undefined) {
        ready.delete(number);
        ready.set(number, hit);
        return hit.served;
      }
      const served = await prepare(number);
      if (served === undefined || ready.has(number)) return served;
      const chars = served.verses.reduce((n, v) => n + v.length, served.figures.length);
      ready.set(number, { served, chars });
      readyChars += chars;
      for (const [oldest, e] of ready) {
        if (readyChars <= CONCORDANCE_BUDGET_CHARS || oldest === number) break;
        ready.delete(oldest);
        readyChars -= e.chars;
      }
      return served;
    },
  };
}
