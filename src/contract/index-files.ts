/**
 * The runtime's compact indexes inside the output tree (`_index/`, not part of the public API): their
 * file names and shapes, written by the emitter and read by the runtime, spelled once here.
 */
import type { TableName } from "./collections.ts";
import type { SearchResult } from "../types/search_result.ts";
import type { BookWritten } from "../core/osis.ts";

/** Folder of the runtime's compact indexes inside the output tree. */
export const INDEX_DIR = "_index";

/** The files of `_index/`. */
export const INDEX_FILES = {
  /** A collection's list items, in list order. */
  list: (table: TableName): string => `${INDEX_DIR}/${table}.json`,
  /** The name-search index: {@link SearchEntry}[]. */
  search: `${INDEX_DIR}/search.json`,
  /** Per table, other keys (upstream ids, case variants) → the record's URL key. */
  aliases: `${INDEX_DIR}/aliases.json`,
  /** The semantic-search index (`src/semantic/format.ts`). */
  semantic: `${INDEX_DIR}/semantic.bin`,
  /** The full-text index of the verse text (`src/text-search/format.ts`). */
  textSearch: `${INDEX_DIR}/text-search.bin`,
  /** The curated verses of the day, in order: string[] of canonical OSIS verses. */
  versesOfTheDay: `${INDEX_DIR}/verse-of-the-day.json`,
  /** The family index of the people's parent, child and partner links (`FamilyIndex`, `src/study/family.ts`). */
  family: `${INDEX_DIR}/family.json`,
  /** The places' coordinates and grid (`PlaceIndex`, `src/study/maps.ts`). */
  places: `${INDEX_DIR}/place-grid.json`,
  /** Events and people in chronological order (`TimelineIndex`, `src/study/timeline.ts`). */
  timeline: `${INDEX_DIR}/timeline.json`,
  /** A lexicon list's English-meaning index, one row per item of its list (`GlossIndex`, `src/study/glosses.ts`). */
  glosses: (table: TableName): string => `${INDEX_DIR}/glosses/${table}.json`,
  /** The whole concordance entry of one Strong's number (`ConcordanceEntry`), for the pages the tree does not prerender. */
  concordance: (number: string): string => `${INDEX_DIR}/concordance/${number}.json`,
} as const;

/** A list item as stored in `_index/<table>.json`: the collection's list fields of one record. */
export type ListItem = Readonly<Record<string, unknown>>;

/** The alias index (`_index/aliases.json`): per table, other key → URL key. */
export type AliasIndex = Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>>;

/** A search index entry: the public result fields plus what ranking needs. */
export interface SearchEntry extends SearchResult {
  /**
   * Its names besides `name`: a person's display title without its note and upstream name, a place's
   * KJV and ESV names, and the words of its slug without a number (`mary mother of jesus`, the
   * qualifier that tells namesakes apart). Matched like `name`.
   */
  readonly names: readonly string[];
  /**
   * Other names it is also called (a person's `also_called`) that are proper names (`Abram`, `Cephas`),
   * and the words of its name that resolve to it alone as aliases (`Peter` for Simon Peter, `Pilate`):
   * a query that is exactly one of them ranks just below an exact name, with the reference works'
   * articles of that name.
   */
  readonly aliases: readonly string[];
  /**
   * What it is also called in common words (`Star`, `Word`, `Lamb`: see {@link commonWords}): matched,
   * but never above an entity whose name holds the word.
   */
  readonly titles: readonly string[];
  /**
   * How many verses mention the entity (people, places, events, groups); ties between equally good
   * matches go to the larger. Dictionary entries and topics are not mentioned by verses: 0.
   */
  readonly mentions: number;
  /**
   * People only: the names of the places its verses also name, most shared verses first (at most
   * {@link MAX_SEARCH_PLACES}). A query may name one beside the person's name (`saul of tarsus` → Paul,
   * `mary of bethany`); absent for other kinds and for people whose verses name no place.
   */
  readonly places?: readonly string[];
  /**
   * People only: the person named by a parent, as readers tell namesakes apart (`Joseph son of
   * Jacob`, `Dinah daughter of Leah`), and by the words of a former, longer slug of theirs (`james
   * brother of jesus`, now `james`). Matched only as the whole query, never word by word (so
   * `noah` does not list Noah's sons, nor `abraham` his brother Haran); absent when there is none.
   */
  readonly relations?: readonly string[];
  /**
   * People only: the books People.csv credits them with writing, in canonical order, with how many of
   * each book's chapters (David: Psalms, 76); what semantic search answers "who wrote …" from. Absent
   * for people credited with none.
   */
  readonly wrote?: readonly BookWritten[];
}

/** At most this many places per person in {@link SearchEntry.places}. */
export const MAX_SEARCH_PLACES = 12;
