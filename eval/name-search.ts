/**
 * `npm run eval:search`: how often `GET /v1/search` puts what the user meant first (recall@1), in the
 * first 10 (recall@10), and its MRR, on lookups as users type them (`eval/name-queries.json`), for all
 * queries, the development half (odd ids) and the held-out half (even ids). Also per query style
 * (exact, misspelling, variant …) and, as the comparison the search was chosen against, MiniSearch
 * (a well-kept library: prefix and fuzzy matching, BM25 ranking) indexed on the same names, and how
 * long each takes per query.
 *
 * Reads a built tree (`--data-dir`, default `dist-api/`) through the runtime's own loaders. Expected
 * slugs resolve through the tree's aliases, so a renamed slug keeps its query valid. `--misses` lists
 * the queries not answered first.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import MiniSearch from "minisearch";
import { foldName } from "../src/core/text.ts";
import { OUT_DIR } from "../src/paths.ts";
import { loadCatalog, searchNames, type Catalog } from "../src/runtime/catalog.ts";
import { folderData } from "../src/runtime/data.ts";
import { answerRank, entityKey, formatRow, loadEvalSet, resolveExpected, score, splitOf, styleLine, tableHeader } from "./metrics.ts";

const { values } = parseArgs({ options: { "data-dir": { type: "string" }, misses: { type: "boolean" } } });

const DEPTH = 50;
type Ranker = (query: string) => string[];

function miniSearchRanker(catalog: Catalog): Ranker {
  const ms = new MiniSearch<{ id: number; name: string; names: string; aliases: string }>({
    fields: ["name", "names", "aliases"],
    processTerm: (t) => foldName(t) || null,
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 3, names: 2 }, combineWith: "AND" },
  });
  const entries = catalog.names.entries;
  ms.addAll(entries.map((e, id) => ({ id, name: e.name, names: e.names.join(" "), aliases: [...e.aliases, ...e.titles].join(" ") })));
  return (query) => {
    let hits = ms.search(query);
    if (hits.length === 0) hits = ms.search(query, { combineWith: "OR" });
    return hits.slice(0, DEPTH).map((h) => entityKey(entries[h.id as number]!));
  };
}

const catalog = await loadCatalog(folderData(path.resolve(values["data-dir"] ?? OUT_DIR)), { preloadSemantic: false });
const queries = resolveExpected(catalog, loadEvalSet(path.join(import.meta.dirname, "name-queries.json")));
const runs: [string, Ranker][] = [
  ["name search (GET /v1/search)", (q) => searchNames(catalog, q, DEPTH, 0).items.map(entityKey)],
  ["MiniSearch 7.2 (prefix, fuzzy 0.2, AND then OR)", miniSearchRanker(catalog)],
];

process.stdout.write(`${queries.length} queries (${queries.filter((q) => splitOf(q) === "dev").length} development, ${queries.filter((q) => splitOf(q) === "test").length} held out); ${catalog.names.entries.length} searchable entities\n\n${tableHeader()}\n`);
const styleLines: string[] = [];
const timeLines: string[] = [];
for (const [name, rank] of runs) {
  for (const q of queries) rank(q.query);
  const ranks = new Map<number, number>();
  const misses: string[] = [];
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    const ranked = rank(q.query);
    times.push(performance.now() - t);
    const r = answerRank(q, ranked);
    ranks.set(q.id, r);
    if (r !== 1) misses.push(`  ${q.id} [${splitOf(q)}, ${q.style}] ${q.query} → ${r === 0 ? "not found" : `rank ${r}`}; got ${ranked.slice(0, 3).join(", ")}`);
  }
  process.stdout.write(`${formatRow(name, score(queries, ranks))}\n`);
  styleLines.push(`${name}: ${styleLine(queries, ranks)}`);
  times.sort((a, b) => a - b);
  timeLines.push(`${name}: median ${times[Math.floor(times.length / 2)]!.toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms per query (in process, warm)`);
  if (values.misses) styleLines.push(...misses);
}
process.stdout.write(`\nfirst-ranked answers by style:\n${styleLines.join("\n")}\n\n${timeLines.join("\n")}\n`);
