/**
 * `npm run bench:text-search`: cost and speed of full-text search (`src/text-search/`) on the full
 * verse text. Needs the upstream files (`npm run fetch-sources`, or `--sources <dir>` laid out like
 * `../shared/sources`).
 *
 * 1. Build: reads the KJV and WEB with the pipeline's readers and stages (and the cross-references
 *    for each verse's prominence), then times
 *    `buildTextIndex` (median of `--builds`, default 3) and reports the index size (raw and gzip).
 * 2. Load: time of `loadTextIndex` (median of 5).
 * 3. Queries, in process: a mix of what people type into a verse search (rare and common words,
 *    several words, quoted phrases, prefixes, the commonest words of English, with and without
 *    translation, book and testament filters, first and later pages), `--rounds` rounds (default 50)
 *    after a warm-up round; p50/p90/p99/max per call, and the slowest queries' p50 and p99.
 * 4. Suggestions, in process: `suggestTextQueries` for queries that find nothing (modern words with
 *    `translation=kjv`, old ones with `web`, misspellings, ten archaic words at once, verses remembered
 *    in another wording, whose offers leave words out, gibberish), the
 *    same rounds; p50/p99/max per call, each query's median and what it offers.
 *
 * Prints a JSON summary on stdout (with the machine's load average: tails grow on a busy machine);
 * exits 1 when the p99 of a call is 10 ms or more.
 */
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { parseArgs } from "node:util";
import { BuildReport } from "../src/stages/report.ts";
import { buildVerseTexts } from "../src/stages/verse-text.ts";
import { buildWebVerses } from "../src/stages/web-text.ts";
import { Problems } from "../src/core/problems.ts";
import { folderSources } from "../src/core/source-files.ts";
import { UPSTREAM_DIR } from "../src/paths.ts";
import { readKjv } from "../src/sources/kjv/verses.ts";
import { readWeb } from "../src/sources/web/verses.ts";
import { readCrossReferences } from "../src/sources/openbible/cross-references.ts";
import { buildCrossReferences } from "../src/stages/cross-references.ts";
import { buildTextIndex, verseProminence } from "../src/text-search/build.ts";
import { loadTextIndex, searchText, type TextSearchOptions } from "../src/text-search/query.ts";
import { suggestTextQueries } from "../src/text-search/suggest.ts";

const { values } = parseArgs({ options: { sources: { type: "string" }, rounds: { type: "string" }, builds: { type: "string" } } });
const files = folderSources(path.resolve(values.sources ?? UPSTREAM_DIR));
const rounds = Number(values.rounds ?? 50);
const problems = new Problems();
const report = new BuildReport();
const kjv = buildVerseTexts(await readKjv(files, problems), report, true);
const web = buildWebVerses(await readWeb(files, problems), report, true);
// Each verse's prominence, as the build gives the index (from the cross-references' votes).
const prominence = verseProminence(buildCrossReferences(await readCrossReferences(files, problems), report));
problems.throwIfAny();
if (kjv.size < 31_000) throw new Error(`only ${kjv.size} KJV verses: point --sources at the full upstream files`);
const input = [
  { id: "kjv", texts: kjv },
  { id: "web", texts: new Map([...web].map(([osis, v]) => [osis, v.text])), headings: new Map([...web].flatMap(([osis, v]) => (v.heading === null ? [] : [[osis, v.heading] as const]))) },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const buildTimes: number[] = [];
let bytes: Uint8Array = new Uint8Array(0);
for (let i = 0; i < Number(values.builds ?? 3); i++) {
  const t0 = performance.now();
  bytes = buildTextIndex(input, prominence);
  buildTimes.push(performance.now() - t0);
}
const loadTimes: number[] = [];
let index = loadTextIndex(bytes);
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  index = loadTextIndex(bytes);
  loadTimes.push(performance.now() - t0);
}

const QUERIES: readonly (readonly [string, TextSearchOptions])[] = [
  ["shepherd", {}],
  ["love", {}],
  ["faith hope charity", {}],
  ["living water", {}],
  ['"living water"', {}],
  ['"in the beginning"', {}],
  ['"the lord is my shepherd"', {}],
  ['"love one another"', { translations: ["web"] }],
  ["bless*", {}],
  ["forgiv*", { testament: "NT" }],
  ["righteous*", { translations: ["kjv"] }],
  ["mercy", { books: ["Ps"] }],
  ["kingdom heaven", { books: ["Matt"] }],
  ["grace", { testament: "NT", offset: 20 }],
  ["the", {}],
  ["and the", {}],
  ["the lord", { offset: 100, limit: 50 }],
  ["of the", { translations: ["web"] }],
  ['"and it came to pass"', {}],
  ["god", { limit: 100 }],
  ["jesus wept", {}],
  ["samaritan", {}],
  ["Yahweh", { books: ["Isa", "Jer"] }],
  ["light darkness", {}],
  ["unicorn", {}],
];
for (const [q, o] of QUERIES) {
  const r = searchText(index, q, o);
  if (!r.ok) throw new Error(`${q}: ${r.problem.message}`);
}
/** Times `run` on each query for `rounds` rounds: every call's ms (sorted) and each query's (by `query {options}`). */
function timeRounds(queries: readonly (readonly [string, TextSearchOptions])[], run: (q: string, o: TextSearchOptions) => unknown): { all: number[]; perQuery: Map<string, number[]> } {
  const all: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++) {
    for (const [q, o] of queries) {
      const t0 = performance.now();
      run(q, o);
      const ms = performance.now() - t0;
      all.push(ms);
      const key = `${q} ${JSON.stringify(o)}`;
      perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
    }
  }
  all.sort((a, b) => a - b);
  return { all, perQuery };
}
const { all, perQuery } = timeRounds(QUERIES, (q, o) => searchText(index, q, o));
const at = (xs: number[], p: number) => Number((xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0).toFixed(3));
const worst = [...perQuery].map(([q, xs]) => { const sorted = [...xs].sort((a, b) => a - b); return { query: q, p50: at(sorted, 0.5), p99: at(sorted, 0.99) }; }).sort((a, b) => b.p50 - a.p50);
const NOTHING_FOUND: readonly (readonly [string, TextSearchOptions])[] = [
  ["donkey", { translations: ["kjv"] }],
  ["demons", { translations: ["kjv"] }],
  ["rooster crowed", { translations: ["kjv"] }],
  ["beleive jesus chirst", {}],
  ["honor thy father", { translations: ["kjv"] }],
  ['"the donkey"', { translations: ["kjv"] }],
  ["tomb", { translations: ["kjv"], books: ["John"] }],
  ["sepulchre", { translations: ["web"] }],
  ["thou", { translations: ["web"] }],
  ["thee thou thy thine ye hath doth saith unto shalt", { translations: ["web"] }],
  ["beleive", {}],
  ["pharoah", {}],
  ["jerusalm", { testament: "OT" }],
  ["by his stripes we are healed", {}],
  ["he who is without sin cast the first stone", {}],
  ["peace that passes all understanding", { translations: ["kjv"] }],
  ["for god loved the world so much that he gave his only son so whoever believes in him would not die but have everlasting life", {}],
  ["qwzx", {}],
];
const offered = new Map<string, string[]>();
for (const [q, o] of NOTHING_FOUND) {
  const r = searchText(index, q, o);
  if (!r.ok || r.total > 0) throw new Error(`${q}: expected a query that finds nothing`);
  offered.set(`${q} ${JSON.stringify(o)}`, suggestTextQueries(index, q, o).map((x) => `${x.q} (${x.reason}, ${x.total})`));
}
const { all: suggestAll, perQuery: perSuggest } = timeRounds(NOTHING_FOUND, (q, o) => suggestTextQueries(index, q, o));
const summary = {
  documents: index.header.counts.documents,
  terms: index.header.counts.terms,
  postings: index.header.counts.postings,
  indexBytes: bytes.length,
  indexGzipBytes: gzipSync(bytes).length,
  buildMs: Number(median(buildTimes).toFixed(0)),
  loadMs: Number(median(loadTimes).toFixed(1)),
  queries: { calls: all.length, distinct: QUERIES.length, p50: at(all, 0.5), p90: at(all, 0.9), p99: at(all, 0.99), max: at(all, 1) },
  // The slowest queries by their median (steadier than p99 on a busy machine).
  slowest: worst.slice(0, 4),
  // Only for queries that find nothing: what they offer and what it costs.
  suggestions: {
    calls: suggestAll.length,
    p50: at(suggestAll, 0.5),
    p99: at(suggestAll, 0.99),
    max: at(suggestAll, 1),
    perQuery: [...perSuggest].map(([q, xs]) => ({ query: q, p50: at([...xs].sort((a, b) => a - b), 0.5), offers: offered.get(q) ?? [] })),
  },
  loadAverage: loadavg().map((x) => Number(x.toFixed(2))),
};
console.log(JSON.stringify(summary, null, 2));
if (summary.queries.p99 >= 10) process.exitCode = 1;
