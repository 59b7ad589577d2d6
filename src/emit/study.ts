/**
 * The study tools' files: the static endpoints (the morphology table, interlinear verses, the first
 * page of each Strong's number's concordance, the places as GeoJSON) and the `_index/` files the
 * runtime's study queries load (family links, the place grid, the timeline, and the whole
 * concordance of each number with more verses than a first page holds). Pure: bodies are built
 * from the dataset by `src/study/`.
 */
import { COLLECTIONS, ENDPOINTS, PAGINATION, type Meanings, type RouteName } from "../contract/api.ts";
import { INDEX_FILES } from "../contract/index-files.ts";
import { fileFor } from "../contract/routes.ts";
import { groupBy } from "../core/group-by.ts";
import { pageOf } from "../core/paging.ts";
import type { Dataset } from "../stages/dataset.ts";
import { concordanceEntries, concordancePage, type ConcordanceEntry } from "../study/concordance.ts";
import { buildFamilyIndex } from "../study/family.ts";
import { buildGlossIndexes } from "../study/glosses.ts";
import { buildLexiconIndex, interlinearVerse } from "../study/interlinear.ts";
import { buildPlaceIndex, placeFeature, placeFeatureCollection } from "../study/maps.ts";
import { buildMorphTable } from "../study/morphology.ts";
import { buildTimelineIndex } from "../study/timeline.ts";
import type { GreekWord } from "../types/greek_word.ts";
import type { HebrewWord } from "../types/hebrew_word.ts";
import type { PlannedFile } from "./planned-file.ts";

/** Whether an entry's verses do not all fit the prerendered first page (the runtime then needs the whole entry). */
const overflows = (verseCount: number): boolean => verseCount > PAGINATION.defaultLimit;

/** The makers of the study tools' static endpoints, by route (see `PRERENDER` in `plan.ts`). */
export const STUDY_PRERENDER: Partial<Record<RouteName, (dataset: Dataset) => Iterable<PlannedFile>>> = {
  morphology(dataset) {
    const { codes, unknown } = buildMorphTable([...dataset.tables.hebrew_word, ...dataset.tables.greek_word]);
    if (unknown.length > 0) throw new Error(`morphology: ${unknown.length} code part(s) the conventions do not define, e.g. ${unknown.slice(0, 3).join("; ")}`);
    return [{ path: fileFor("morphology"), schema: ENDPOINTS.morphology.response, body: pageOf(codes, codes.length) }];
  },
  *interlinear(dataset) {
    const index = buildLexiconIndex(dataset.tables.strongs, dataset.tables.greek_lexicon_entry, dataset.tables.lexicon_entry);
    const words: readonly (HebrewWord | GreekWord)[] = [...dataset.tables.hebrew_word, ...dataset.tables.greek_word];
    for (const [osis, verse] of groupBy(words, "osisRef")) {
      const items = interlinearVerse(verse, index);
      yield { path: fileFor("interlinear", { osis }), schema: ENDPOINTS.interlinear.response, body: pageOf(items, items.length) };
    }
  },
  /**
   * The first page of each Strong's entry's concordance and, for an entry with more verses than a page
   * holds, the whole entry in `_index/` (the runtime's later pages), in one pass over the entries that
   * lets go of each once planned: the concordance is never held whole while the rest of the tree is planned.
   */
  *strongsConcordance(dataset) {
    const numbers = new Set(dataset.tables.strongs.map((s) => s.number));
    const page = (number: string, entry: ConcordanceEntry | undefined): PlannedFile => ({
      path: fileFor("strongsConcordance", { number }),
      schema: ENDPOINTS.strongsConcordance.response,
      body: concordancePage(number, entry, PAGINATION.defaultLimit, 0),
    });
    for (const entry of concordanceEntries(dataset.tables.hebrew_word, dataset.tables.greek_word)) {
      if (!numbers.delete(entry.number)) continue;
      yield page(entry.number, entry);
      if (overflows(entry.verse_count)) yield { path: INDEX_FILES.concordance(entry.number), schema: undefined, body: entry };
    }
    for (const number of numbers) yield page(number, undefined);
  },
  geoPlaces: (dataset) => [{ path: fileFor("geoPlaces"), schema: ENDPOINTS.geoPlaces.response, body: { data: placeFeatureCollection(dataset.tables.place) } }],
  *geoPlace(dataset) {
    for (const place of dataset.tables.place) yield { path: fileFor("geoPlace", { slug: place.slug }), schema: ENDPOINTS.geoPlace.response, body: { data: placeFeature(place) } };
  },
};

/** The `_index/` files of the runtime's study queries (the concordance's are planned with its pages, above). */
export function* studyIndexFiles(dataset: Dataset): Generator<PlannedFile> {
  yield { path: INDEX_FILES.family, schema: undefined, body: buildFamilyIndex(dataset.tables.person) };
  yield { path: INDEX_FILES.places, schema: undefined, body: buildPlaceIndex(dataset.tables.place) };
  yield { path: INDEX_FILES.timeline, schema: undefined, body: buildTimelineIndex(dataset.tables.event, dataset.tables.person) };
  yield* glossIndexFiles(dataset);
}

/** The English-meaning index of each list that takes `gloss`, its rows in the list's order (that of the table's records). */
function* glossIndexFiles(dataset: Dataset): Generator<PlannedFile> {
  const lists = COLLECTIONS.flatMap((c) => {
    const meanings = c.meanings as { of(record: object): Meanings } | undefined;
    return meanings === undefined ? [] : [{ table: c.table, items: (dataset.tables[c.table] as readonly object[]).map((r) => meanings.of(r)) }];
  });
  const words = function* () {
    yield* dataset.tables.hebrew_word;
    yield* dataset.tables.greek_word;
  };
  const kjv = { text: dataset.verseText, words: words() };
  const indexes = buildGlossIndexes(lists.map((l) => l.items), kjv);
  for (const [i, l] of lists.entries()) yield { path: INDEX_FILES.glosses(l.table), schema: undefined, body: indexes[i] };
}
