/**
 * `npm run bench:study`: latency of the study tools' runtime queries on a built full tree
 * (`--data-dir`, default `dist-api/`), in process, function by function (the endpoints are not wired
 * yet, so this is the work a handler will do, without HTTP). Each query set runs `--rounds` times
 * (default 3) after a warm-up round; it prints, per query kind, how many queries, p50, p99 and max in
 * milliseconds, and the time to build each index from the records. Queries are drawn with a fixed
 * seed (`--seed`, default 9), so runs are comparable.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR } from "../src/paths.ts";
import { seededRandom } from "../src/core/random.ts";
import { readStudyTables } from "../test/helpers/study-tree.ts";
import { buildFamilyIndex, FamilyGraph, MAX_DEPTH, MAX_PATH_STEPS } from "../src/study/family.ts";
import { buildPlaceIndex, PlaceMap } from "../src/study/maps.ts";
import { buildTimelineIndex, timeline } from "../src/study/timeline.ts";
import { buildConcordance } from "../src/study/concordance.ts";
import { buildMorphTable } from "../src/study/morphology.ts";
import { buildLexiconIndex, interlinearVerse } from "../src/study/interlinear.ts";

const { values } = parseArgs({ options: { "data-dir": { type: "string" }, rounds: { type: "string" }, seed: { type: "string" } } });
const dataDir = path.resolve(values["data-dir"] ?? OUT_DIR);
const rounds = Number(values.rounds ?? 3);
const random = seededRandom(Number(values.seed ?? 9));

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** Runs every query once to warm up, then `rounds` times, timing each call. */
function measure<Q>(queries: readonly Q[], run: (q: Q) => unknown): { queries: number; p50_ms: number; p99_ms: number; max_ms: number } {
  for (const q of queries) run(q);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t0 = performance.now();
      run(q);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return { queries: times.length, p50_ms: round3(quantile(times, 0.5)), p99_ms: round3(quantile(times, 0.99)), max_ms: round3(times[times.length - 1] ?? NaN) };
}

function timed<T>(build: () => T): { value: T; ms: number } {
  const t0 = performance.now();
  const value = build();
  return { value, ms: Math.round(performance.now() - t0) };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const tables = await readStudyTables(dataDir);
const results: Record<string, unknown> = {};

// Family: kinship paths between random people (most pairs have none: the worst case, a search of the
// whole component), the longest genealogies (Adam to Jesus, Luke 3; Abraham to Jesus, Matthew 1; the
// two people furthest apart), and ancestors/descendants to the maximum depth.
const family = timed(() => new FamilyGraph(buildFamilyIndex(tables.person)));
const slugs = family.value.index.slugs.filter((_, i) => (family.value.index.parents[i]?.length ?? 0) + (family.value.index.children[i]?.length ?? 0) > 0);
const pairs = Array.from({ length: 1000 }, () => [pick(slugs), pick(slugs)] as const);
let found = 0;
for (const [a, b] of pairs) if (family.value.kinshipPath(a, b) !== null) found++;
const genealogies = (
  [
    ["adam", "jesus"],
    ["abraham", "jesus"],
    ["adah-wife-of-lamech", "janna"],
  ] as const
).filter(([a, b]) => family.value.has(a) && family.value.has(b));
results.family = {
  build_ms: family.ms,
  people: family.value.index.slugs.length,
  linked_people: slugs.length,
  max_depth: MAX_DEPTH,
  max_path_steps: MAX_PATH_STEPS,
  kinship_path: { ...measure(pairs, ([a, b]) => family.value.kinshipPath(a, b)), pairs_with_a_path: found },
  kinship_path_longest: {
    ...measure(Array.from({ length: 100 }, (_, i) => genealogies[i % genealogies.length]!), ([a, b]) => family.value.kinshipPath(a, b)),
    pairs: genealogies.map(([a, b]) => `${a} → ${b}: ${family.value.kinshipPath(a, b)?.steps.length ?? "none"} links`),
  },
  ancestors_max_depth: measure(slugs.slice(0, 1000), (s) => family.value.ancestors(s, MAX_DEPTH)),
  descendants_max_depth: measure(slugs.slice(0, 1000), (s) => family.value.descendants(s, MAX_DEPTH)),
};

// Maps: 1,000 random points over the data's extent (most places are in the Levant: half the points
// are drawn there), radius 25 km; boxes of 0.5°; 10 nearest places of every place with coordinates.
const map = timed(() => new PlaceMap(buildPlaceIndex(tables.place)));
const points = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? [29 + random() * 5, 34 + random() * 3] : [10 + random() * 36, -6 + random() * 80]) as [number, number]);
const placed = map.value.index.slugs.filter((s) => map.value.coordinates(s) !== null);
results.maps = {
  build_ms: map.ms,
  places_with_coordinates: placed.length,
  within_25_km: measure(points, ([lat, lon]) => map.value.within(lat, lon, 25)),
  in_box_half_degree: measure(points, ([lat, lon]) => map.value.inBox({ min_lat: lat, min_lon: lon, max_lat: lat + 0.5, max_lon: lon + 0.5 })),
  nearest_10_of_a_place: measure(placed, (s) => map.value.nearest(s, 10)),
  nearest_10_of_a_point: measure(points, ([lat, lon]) => map.value.nearestTo(lat, lon, 10)),
};

// Timelines: 1,000 random ranges of 1-200 years between 4000 BC and AD 100, both kinds, first page of 50.
const tl = timed(() => buildTimelineIndex(tables.event, tables.person));
const ranges = Array.from({ length: 1000 }, () => {
  const from = Math.floor(-4000 + random() * 4100);
  return [from, from + Math.floor(1 + random() * 200)] as const;
});
results.timeline = {
  build_ms: tl.ms,
  entries: tl.value.entries.length,
  undated: tl.value.undated,
  range_first_page: measure(ranges, ([from, to]) => timeline(tl.value, { from, to, limit: 50, offset: 0 })),
};

// Precomputed at build time (static files): how long each takes on the full data.
const concordance = timed(() => buildConcordance(tables.hebrew_word, tables.greek_word));
const morph = timed(() => buildMorphTable([...tables.hebrew_word, ...tables.greek_word]));
const lexicon = timed(() => buildLexiconIndex(tables.strongs, tables.greek_lexicon_entry));
const byVerse = new Map<string, (typeof tables.greek_word[number] | typeof tables.hebrew_word[number])[]>();
for (const w of [...tables.hebrew_word, ...tables.greek_word]) {
  let list = byVerse.get(w.osisRef);
  if (list === undefined) byVerse.set(w.osisRef, (list = []));
  list.push(w);
}
const interlinear = timed(() => {
  for (const words of byVerse.values()) interlinearVerse(words, lexicon.value);
});
results.build_time = {
  concordance_ms: concordance.ms,
  concordance_entries: concordance.value.size,
  morph_table_ms: morph.ms,
  morph_codes: morph.value.codes.length,
  lexicon_index_ms: lexicon.ms,
  interlinear_all_verses_ms: interlinear.ms,
  verses: byVerse.size,
};

console.log(JSON.stringify({ data_dir: dataDir, rounds, results }, null, 2));
