/**
 * `npm run bench:semantic`: start-up cost, memory and latency of semantic search on a built tree
 * (`--data-dir`, default `dist-api/`; build the full data first).
 *
 * 1. Start-up: the time and memory to read and check `_index/semantic.bin` (median of `--loads`
 *    loads, default 5), and the RSS of a fresh process before and after `loadCatalog` with and
 *    without the semantic index (measured in child processes, so nothing else is in the heap).
 * 2. Latency, in process, through the real app (`createApp`, memory store, a pro key):
 *    `POST /v1/search/semantic` for the evaluation queries (or those of `--queries <file>`, e.g. the
 *    probe set `eval/semantic-probe.json` with its misspelt words) and `--variants` rewrites of each
 *    (default 5: lowercased, without "the", shortened, with an extra phrase, as a question), after a
 *    warm-up round. Reports p50/p90/p99/max per request, the same for the search function alone,
 *    and for the search function with its word-neighbour cache turned off (every query word's
 *    neighbours computed afresh: the worst case).
 *
 * Prints a JSON summary on stdout; exits 1 when p99 through the app is 20 ms or more.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR, PROJECT_ROOT } from "../src/paths.ts";
import { createApp } from "../src/runtime/app.ts";
import { loadCatalog } from "../src/runtime/catalog.ts";
import { folderData } from "../src/runtime/data.ts";
import { issueKey } from "../src/runtime/keys.ts";
import { openStore } from "../src/runtime/store/index.ts";
import { loadSemanticSearcher, semanticSearcher } from "../src/semantic/runtime.ts";
import { loadEvalSet } from "../eval/metrics.ts";

const { values } = parseArgs({ options: { "data-dir": { type: "string" }, loads: { type: "string" }, variants: { type: "string" }, rounds: { type: "string" }, child: { type: "string" }, queries: { type: "string" } } });
const dataDir = path.resolve(values["data-dir"] ?? OUT_DIR);

/** Child mode: report RSS after loading the catalog (with or without the semantic index) and exit. */
if (values.child !== undefined) {
  const data = folderData(dataDir);
  const withSemantic = values.child === "with";
  global.gc?.();
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  await loadCatalog(data, { preloadSemantic: withSemantic });
  const ms = performance.now() - t0;
  global.gc?.();
  process.stdout.write(JSON.stringify({ rssBeforeMb: before / 1e6, rssAfterMb: process.memoryUsage().rss / 1e6, loadMs: ms }));
  process.exit(0);
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 100) / 100;
  return { n: s.length, p50: r(percentile(s, 0.5)), p90: r(percentile(s, 0.9)), p99: r(percentile(s, 0.99)), max: r(s.at(-1) ?? NaN) };
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function child(mode: "with" | "without"): { rssBeforeMb: number; rssAfterMb: number; loadMs: number } {
  const r = spawnSync(process.execPath, ["--expose-gc", "--import", "tsx", "bench/semantic.ts", "--data-dir", dataDir, "--child", mode], { cwd: PROJECT_ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`child failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { rssBeforeMb: number; rssAfterMb: number; loadMs: number };
}

/** Rewrites of a query, the way people vary one: case, articles, length, extra words, a question. */
function variants(query: string, count: number): string[] {
  const words = query.split(/\s+/);
  const all = [
    query.toLowerCase(),
    query.replace(/\b(the|a|an)\b\s*/gi, ""),
    words.slice(0, Math.max(2, Math.ceil(words.length * 0.6))).join(" "),
    `${query} in the bible`,
    `who or what was ${query.replace(/^the\s+/i, "")}?`,
    words.slice(Math.floor(words.length / 3)).join(" "),
    query.toUpperCase(),
  ];
  return all.slice(0, count);
}

// 1. Start-up cost.
const loads: number[] = [];
let bytes = 0;
for (let i = 0; i < Number(values.loads ?? 5); i++) {
  const t0 = performance.now();
  const s = await loadSemanticSearcher(folderData(dataDir));
  loads.push(performance.now() - t0);
  if (s === undefined) throw new Error(`${dataDir} has no _index/semantic.bin: build the data first (npm run build-data)`);
  bytes = s.bytes;
}
const without = child("without");
const withIndex = child("with");

// 2. Latency.
const data = folderData(dataDir);
const catalog = await loadCatalog(data);
const searcher = await catalog.semantic?.get();
if (searcher === undefined) throw new Error("no semantic index");
const store = await openStore("memory:");
const pro = await issueKey(store, "bench@example.org", "pro");
const app = createApp({ data, store, catalog, log: () => {} });
const queries = loadEvalSet(values.queries).flatMap((q) => [q.query, ...variants(q.query, Number(values.variants ?? 5))]);
const post = (query: string) => app.request("/v1/search/semantic", { method: "POST", headers: { "X-API-Key": pro.key, "Content-Type": "application/json" }, body: JSON.stringify({ query, limit: 10 }) });
for (const q of queries) {
  const res = await post(q);
  if (res.status !== 200) throw new Error(`${res.status} for ${q}: ${await res.text()}`);
}
const uncached = semanticSearcher(searcher.index, searcher.bytes, 0);
const coldTimes: number[] = [];
for (const q of queries) {
  const t0 = performance.now();
  uncached.search(q, 10);
  coldTimes.push(performance.now() - t0);
}
const appTimes: number[] = [];
const fnTimes: number[] = [];
for (let round = 0; round < Number(values.rounds ?? 3); round++) {
  for (const q of queries) {
    const t0 = performance.now();
    const res = await post(q);
    await res.arrayBuffer();
    appTimes.push(performance.now() - t0);
    const t1 = performance.now();
    searcher.search(q, 10);
    fnTimes.push(performance.now() - t1);
  }
}
const result = {
  data_dir: dataDir,
  index: { bytes, entities: searcher.index.entities.length, words: searcher.index.words.length, model: `${searcher.index.model.name} v${searcher.index.model.version}`, vectors: searcher.index.vectors.source },
  startup: {
    index_load_ms_median: Math.round(median(loads) * 10) / 10,
    catalog_load_ms: { without_semantic: Math.round(without.loadMs), with_semantic: Math.round(withIndex.loadMs) },
    rss_mb_after_catalog: { without_semantic: Math.round(without.rssAfterMb), with_semantic: Math.round(withIndex.rssAfterMb), difference: Math.round(withIndex.rssAfterMb - without.rssAfterMb) },
  },
  latency_ms: { queries: queries.length, rounds: Number(values.rounds ?? 3), through_app: summary(appTimes), search_function: summary(fnTimes), search_function_without_neighbour_cache: summary(coldTimes) },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
if (result.latency_ms.through_app.p99 >= 20) process.exitCode = 1;
