/**
 * `npm run eval:semantic`: recall@1, recall@10 and MRR of semantic search on the evaluation set
 * (`eval/semantic-queries.json`), against name search (issue 2) on the same queries.
 *
 * - Default: evaluates a built tree (`--data-dir`, default `dist-api/`) through the runtime's own
 *   loaders: the semantic index as `POST /v1/search/semantic` uses it, and name search as
 *   `GET /v1/search` does, with the whole query (the baseline the issue asks for) and, to be fair
 *   to it, with each content word of the query in turn (results interleaved).
 * - `--variants`: builds the dataset from the sources (`--sources`, default `sources/upstream`) and
 *   compares the alternatives the model was chosen from: vectors only, BM25 only, BM25 with
 *   word-vector query expansion, the hybrid, and with `--lsa <k>` an LSA model of k dimensions
 *   learned from the corpus (slow: about 35 s for k = 200); `--save-index <file>` also writes the
 *   index it built, which `--index <file>` evaluates against a built tree's catalog.
 * - `--dev-only` prints the development half alone (for choosing without seeing the held-out half);
 *   `--options '<json>'` overrides search options (an array: each set evaluated in turn); `--steps`
 *   prints model v3 step by step; `--misses-from <rank>` lists the queries answered below that rank;
 *   `--ids <from>-<to>` evaluates only the queries with ids in that range (one batch of the set);
 *   `--queries <file>` evaluates another set in the same format (a probe written apart from this one);
 *   `--queries <a>,<b>,…` pools several sets into one (each query keeps its set's half).
 *
 * Prints a markdown table (all queries, the development half, the held-out half); `--misses`
 * also lists the queries semantic search does not answer in the top 10; `--prior-grid` scores the
 * kind prior's candidate weights on the built index; `--grid` (with
 * `--variants`) adds the parameter grid the search parameters were chosen from (on the development
 * half only).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { folderSources } from "../src/core/source-files.ts";
import { OUT_DIR, UPSTREAM_DIR } from "../src/paths.ts";
import { buildDataset } from "../src/pipeline.ts";
import { COLLECTIONS } from "../src/contract/collections.ts";
import { pick } from "../src/emit/plan.ts";
import { INDEX_FILES } from "../src/contract/index-files.ts";
import { loadCatalog, searchNames, type Catalog } from "../src/runtime/catalog.ts";
import { folderData, memoryData } from "../src/runtime/data.ts";
import { semanticDocuments } from "../src/semantic/documents.ts";
import { buildDatasetIndex } from "../src/semantic/emit.ts";
import { decodeSemanticIndex, encodeSemanticIndex } from "../src/semantic/format.ts";
import { DEFAULT_SEARCH_OPTIONS, type SearchOptions } from "../src/semantic/search.ts";
import { semanticSearcher, type SemanticSearcher } from "../src/semantic/runtime.ts";
import { contentTokens } from "../src/semantic/tokenize.ts";
import { questionAnswers } from "../src/runtime/questions.ts";
import { answerRank, entityKey, type EvalQuery, formatRow, loadEvalSet, resolveExpected, score, splitOf, styleLine, tableHeader, treeQuestionSources } from "./metrics.ts";
import { lsaRanker } from "./lsa.ts";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    variants: { type: "boolean" },
    sources: { type: "string" },
    lsa: { type: "string" },
    misses: { type: "boolean" },
    grid: { type: "boolean" },
    "prior-grid": { type: "boolean" },
    "dev-only": { type: "boolean" },
    options: { type: "string" },
    index: { type: "string" },
    "save-index": { type: "string" },
    steps: { type: "boolean" },
    "misses-from": { type: "string" },
    ids: { type: "string" },
    queries: { type: "string" },
  },
});

/** The defaults with overrides merged in (a `passage` member merges one level down). */
function withOverrides(base: SearchOptions, o: Partial<SearchOptions>): SearchOptions {
  return { ...base, ...o, passage: { ...base.passage, ...(o.passage ?? {}) } };
}
/**
 * `--options '<json>'`: search options to use instead of the defaults (an object of overrides), or
 * a JSON array of such objects, each evaluated in turn (a grid, on the built tree).
 */
const overrides = values.options === undefined ? [{}] : ([JSON.parse(values.options) as Partial<SearchOptions> | Partial<SearchOptions>[]].flat());
const OPTIONS = withOverrides(DEFAULT_SEARCH_OPTIONS, overrides[0] ?? {});

/**
 * `--steps`: model v3 step by step and the alternatives measured on the way (each a set of
 * overrides of the served options; pass `--dev-only` to see the development half alone).
 */
const STEPS: readonly (readonly [string, Partial<SearchOptions>])[] = [
  ["v2: whole entities only (no passages, no names from passages)", { passageWeight: 0, nameWeight: 0, namedPenalty: 0 }],
  ["+ passages, z-scores, weight 0.5", { passageScale: "z", passageWeight: 0.5, nameWeight: 0, namedPenalty: 0 }],
  ["+ passages, scaled to the best, weight 1", { nameWeight: 0, namedPenalty: 0 }],
  ["+ names in the 10 best passages, weight 2", { namedPenalty: 0 }],
  ["+ entities named in the query lose 2 × the share of the query their name leaves out (served)", {}],
  ["  named in the query: 1", { namedPenalty: 1 }],
  ["  named in the query: 3", { namedPenalty: 3 }],
  ["  article first sentence weighted 1.5", { passage: { ...DEFAULT_SEARCH_OPTIONS.passage, kindWeights: [1, 1.5, 1, 1, 1] } }],
  ["  article first sentence weighted 2", { passage: { ...DEFAULT_SEARCH_OPTIONS.passage, kindWeights: [1, 2, 1, 1, 1] } }],
  ["  no proximity bonus", { passage: { ...DEFAULT_SEARCH_OPTIONS.passage, proximity: 0 } }],
  ["  proximity bonus 2", { passage: { ...DEFAULT_SEARCH_OPTIONS.passage, proximity: 2 } }],
  ["  no stem matching", { stemFactor: 0 }],
  ["  owner dilution 0.1", { passage: { ...DEFAULT_SEARCH_OPTIONS.passage, ownerDilution: 0.1 } }],
  ["  names in the 5 best passages", { namePassages: 5 }],
  ["  no kind prior", { kindPrior: 0 }],
  ["  kind prior 1", { kindPrior: 1 }],
];
const devOnly = values["dev-only"] === true;

/** How deep each run ranks (MRR counts answers up to this rank). */
const DEPTH = 50;
let queries = loadEvalSet(values.queries);
if (values.ids !== undefined) {
  const m = /^(\d+)-(\d+)$/.exec(values.ids);
  if (m === null) throw new Error(`--ids ${values.ids}: expected <from>-<to>, e.g. 163-222`);
  const [from, to] = [Number(m[1]), Number(m[2])];
  queries = queries.filter((q) => q.id >= from && q.id <= to);
  if (queries.length === 0) throw new Error(`--ids ${values.ids}: no query has an id in that range`);
}

type Ranker = (query: string) => string[];

function evaluate(name: string, rank: Ranker, listMisses = false): void {
  const ranks = new Map<number, number>();
  const misses: { q: EvalQuery; line: string }[] = [];
  for (const q of queries) {
    const ranked = rank(q.query);
    const r = answerRank(q, ranked);
    ranks.set(q.id, r);
    if (r === 0 || r > (values["misses-from"] === undefined ? 10 : Number(values["misses-from"]))) misses.push({ q, line: `  ${q.id}. ${q.query} → ${r === 0 ? "not in top 50" : `rank ${r}`}; got ${ranked.slice(0, 3).join(", ")}` });
  }
  process.stdout.write(`${formatRow(name, score(queries, ranks), devOnly)}\n`);
  const shown = devOnly ? queries.filter((q) => splitOf(q) === "dev") : queries;
  if (listMisses) process.stdout.write(`    top 1 by style: ${styleLine(shown, ranks)}; top 10 by style: ${styleLine(shown, ranks, 10)}\n`);
  if (values.misses && listMisses) for (const m of misses) if (!devOnly || splitOf(m.q) === "dev") process.stdout.write(`${m.line}\n`);
}

const semanticRanker = (s: SemanticSearcher, options: SearchOptions = OPTIONS): Ranker => (query) => s.search(query, DEPTH, options).map((h) => entityKey(h.entity));

const nameRanker = (catalog: Catalog): Ranker => (query) => searchNames(catalog, query, DEPTH, 0).items.map(entityKey);

/** Name search once per content word of the query, the result lists interleaved (first of each, then second …). */
const nameWordsRanker = (catalog: Catalog): Ranker => (query) => {
  const lists = [...new Set(contentTokens(query))].map((w) => searchNames(catalog, w, DEPTH, 0).items.map(entityKey));
  const out: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < DEPTH && lists.some((l) => i < l.length); i++) {
    for (const l of lists) {
      const k = l[i];
      if (k !== undefined && !seen.has(k)) {
        seen.add(k);
        out.push(k);
      }
    }
  }
  return out.slice(0, DEPTH);
};

process.stdout.write(`${queries.length} queries (${queries.filter((q) => q.id % 2 === 1).length} development, ${queries.filter((q) => q.id % 2 === 0).length} held out); depth ${DEPTH}\n\n${tableHeader(devOnly)}\n`);

if (values.variants) {
  const dir = path.resolve(values.sources ?? UPSTREAM_DIR);
  const { dataset } = await buildDataset({ files: folderSources(dir, dir), kind: "upstream" }, { version: "0.0.0", build_date: "2000-01-01" });
  const indexFiles = new Map<string, string>([[INDEX_FILES.aliases, JSON.stringify(dataset.aliases)], [INDEX_FILES.search, JSON.stringify(dataset.search)]]);
  for (const c of COLLECTIONS) indexFiles.set(INDEX_FILES.list(c.table), JSON.stringify((dataset.tables[c.table] as readonly object[] as readonly Readonly<Record<string, unknown>>[]).map((r) => pick(r, c.listFields as readonly string[]))));
  const catalog = await loadCatalog(memoryData(indexFiles), { preloadSemantic: false });
  queries = resolveExpected(catalog, queries);
  const index = buildDatasetIndex(dataset);
  if (values["save-index"] !== undefined) writeFileSync(values["save-index"], encodeSemanticIndex(index));
  const s = semanticSearcher(index, 0);
  /** The whole-entity parts alone (model v2's options), which the rows below vary. */
  const d: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, passageWeight: 0, nameWeight: 0, namedPenalty: 0 };
  evaluate("name search, whole query (baseline)", nameRanker(catalog));
  evaluate("name search, each word, interleaved", nameWordsRanker(catalog));
  if (values.lsa !== undefined) evaluate(`LSA, k = ${values.lsa} (corpus only)`, lsaRanker(semanticDocuments(dataset.tables, dataset.verseText), Number(values.lsa)));
  evaluate("vectors only (GloVe 100d, IDF-pooled, cosine)", semanticRanker(s, { ...d, vectorWeight: 1 }));
  evaluate("BM25 only", semanticRanker(s, { ...d, vectorWeight: 0, expansionCount: 0, coordination: 0 }));
  evaluate("BM25 + vector query expansion", semanticRanker(s, { ...d, vectorWeight: 0, coordination: 0 }));
  evaluate("BM25 + expansion + coordination", semanticRanker(s, { ...d, vectorWeight: 0 }));
  evaluate("hybrid: vectors + BM25 + coordination, no expansion", semanticRanker(s, { ...d, expansionCount: 0 }));
  evaluate("hybrid: vectors + BM25 + expansion + coordination (v2)", semanticRanker(s, d));
  evaluate("v3: + passages, names in the best passages, names in the query (served)", semanticRanker(s, OPTIONS));
  if (values.grid) {
    for (const coordination of [0, 0.5, 1]) {
      for (const vectorWeight of [0, 0.25, 0.5]) {
        for (const [expansionThreshold, expansionCount] of [[0.7, 3], [0.75, 3], [0.8, 3], [0.75, 5]] as const) {
          evaluate(`grid coord ${coordination}, vector ${vectorWeight}, expansion ≥ ${expansionThreshold} × ${expansionCount}`, semanticRanker(s, { ...d, coordination, vectorWeight, expansionThreshold, expansionCount }));
        }
      }
    }
  }
} else {
  const dir = path.resolve(values["data-dir"] ?? OUT_DIR);
  const catalog = await loadCatalog(folderData(dir), { preloadSemantic: values.index === undefined });
  queries = resolveExpected(catalog, queries);
  const file = values.index === undefined ? undefined : readFileSync(values.index);
  const semantic = file === undefined ? await catalog.semantic?.get() : semanticSearcher(decodeSemanticIndex(new Uint8Array(file.buffer, file.byteOffset, file.byteLength)), file.length);
  if (semantic === undefined) throw new Error(`${dir} has no semantic index (_index/semantic.bin): rebuild it with npm run build-data`);
  evaluate("name search, whole query (baseline)", nameRanker(catalog));
  evaluate("name search, each word, interleaved", nameWordsRanker(catalog));
  // As the API serves it: questions the data's links answer (kinship, birth and death places) rank those answers first (src/runtime/questions.ts).
  const sources = await treeQuestionSources(dir, catalog);
  const answered = new Map<string, ReadonlyMap<number, number> | undefined>();
  for (const q of queries) answered.set(q.query, await questionAnswers(q.query, sources, semantic.index.entities));
  const served: Ranker = (query) => semantic.search(query, DEPTH, OPTIONS, answered.get(query)).map((h) => entityKey(h.entity));
  evaluate(`semantic search (${semantic.index.model.name} v${semantic.index.model.version}, with kinship, birth/death-place and who-was-born/died-at questions answered from the data's links)`, served, true);
  evaluate("  the same without those answers", semanticRanker(semantic));
  for (const o of overrides.slice(1)) evaluate(JSON.stringify(o), semanticRanker(semantic, withOverrides(DEFAULT_SEARCH_OPTIONS, o)), values.misses === true);
  if (values.steps) for (const [name, o] of STEPS) evaluate(name, semanticRanker(semantic, withOverrides(DEFAULT_SEARCH_OPTIONS, o)));
  if (values["prior-grid"]) {
    for (const kindPrior of [0, 0.25, 0.5, 0.75, 1, 1.5]) evaluate(`kind prior ${kindPrior}`, semanticRanker(semantic, { ...OPTIONS, kindPrior }));
  }
}
