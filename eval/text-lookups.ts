/**
 * `npm run eval:text -- [--data-dir dist-api] [--dev-only] [--misses] [--queries f]`: how well
 * full-text search (`src/text-search/`) finds a verse people look up by the words they remember
 * (`eval/text-lookups.json`: queries typed without quotes, each with the verse or verses it means).
 *
 * Each query runs as `/v1/search/text?q=…&limit=200` does (both translations) on the built index
 * (`<data-dir>/_index/text-search.bin`); its rank is the position of the first wanted verse among
 * the distinct verses of the hits (a verse found in both translations counts once). Prints R@1, R@3,
 * R@10, MRR, how many queries found nothing (a query the search refuses counts as finding nothing)
 * and how many of those the first of `meta.suggestions` answers (its rank first, in the top 10), for all queries, the development half (odd ids) and
 * the held-out half (even ids); `--dev-only` prints the development half alone (for choosing without
 * seeing the held-out half), `--misses` each query not ranked first, with the verses above it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadTextIndex, rankText, docOsis } from "../src/text-search/query.ts";
import { suggestTextQueries } from "../src/text-search/suggest.ts";

interface Lookup {
  readonly id: number;
  readonly q: string;
  readonly want: readonly string[];
}

const { values } = parseArgs({
  options: { "data-dir": { type: "string" }, "dev-only": { type: "boolean" }, misses: { type: "boolean" }, queries: { type: "string" } },
});
const dataDir = path.resolve(values["data-dir"] ?? "dist-api");
const file = values.queries ?? path.join(import.meta.dirname, "text-lookups.json");
const lookups = (JSON.parse(readFileSync(file, "utf8")) as { queries: Lookup[] }).queries;
const index = loadTextIndex(new Uint8Array(readFileSync(path.join(dataDir, "_index", "text-search.bin"))));
const devOnly = values["dev-only"] === true;

/**
 * Rank (1-based) of the first wanted verse among the hits' distinct verses (null when absent), and,
 * when the query finds nothing, the same through its first suggestion (`meta.suggestions[0].q`).
 */
function rankOf(l: Lookup, q = l.q): { rank: number | null; found: number; above: string[]; suggested?: { q: string; rank: number | null } } {
  const r = rankText(index, q, { limit: 200 });
  if (!r.ok) return { rank: null, found: 0, above: [`400 ${r.problem.code}`] };
  if (r.total === 0 && q === l.q) {
    const first = suggestTextQueries(index, q)[0];
    return { rank: null, found: 0, above: [], ...(first === undefined ? {} : { suggested: { q: first.q, rank: rankOf(l, first.q).rank } }) };
  }
  const verses: string[] = [];
  for (const doc of r.docs) {
    const osis = docOsis(index, doc);
    if (!verses.includes(osis)) verses.push(osis);
  }
  const at = verses.findIndex((v) => l.want.includes(v));
  return { rank: at < 0 ? null : at + 1, found: r.total, above: verses.slice(0, at < 0 ? 3 : Math.min(at, 3)) };
}

const results = lookups.map((l) => ({ l, ...rankOf(l) }));
const row = (name: string, rs: typeof results): string => {
  const n = rs.length;
  const at = (k: number) => (rs.filter((r) => r.rank !== null && r.rank <= k).length / n).toFixed(3);
  const mrr = (rs.reduce((s, r) => s + (r.rank === null ? 0 : 1 / r.rank), 0) / n).toFixed(3);
  const none = rs.filter((r) => r.found === 0);
  const through = (k: number) => none.filter((r) => r.suggested !== undefined && r.suggested.rank !== null && r.suggested.rank <= k).length;
  return `| ${name} | ${n} | ${at(1)} | ${at(3)} | ${at(10)} | ${mrr} | ${none.length} | ${through(1)} / ${through(10)} |`;
};
const dev = results.filter((r) => r.l.id % 2 === 1);
const held = results.filter((r) => r.l.id % 2 === 0);
process.stdout.write("| queries | n | R@1 | R@3 | R@10 | MRR | found nothing | of those, first suggestion's rank 1 / ≤ 10 |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
if (!devOnly) process.stdout.write(`${row("all", results)}\n`);
process.stdout.write(`${row("development (odd ids)", dev)}\n`);
if (!devOnly) process.stdout.write(`${row("held out (even ids)", held)}\n`);
if (values.misses) {
  for (const r of devOnly ? dev : results) {
    if (r.rank === 1) continue;
    const via = r.suggested === undefined ? "" : `; first suggestion "${r.suggested.q}" → ${r.suggested.rank ?? "-"}`;
    process.stdout.write(`${r.l.id} ${r.l.q} → ${r.rank ?? "-"} (found ${r.found}; want ${r.l.want.join(" ")}; above: ${r.above.join(", ")}${via})\n`);
  }
}
