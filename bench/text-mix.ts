/**
 * `npx tsx bench/text-mix.ts [--data-dir dist-api] [--count 4000] [--rounds 3]`: server-side cost of
 * uncached full-text searches, in process: the distinct requests of `bench/text-queries.ts` run
 * through `rankText` on the built tree's `_index/text-search.bin` (and `suggestTextQueries` when one
 * finds nothing, as about two in five do) and made into a response body (`textPageBytes`, then
 * `makeBody` for the ETag) as the handler does. The best round is reported: from the second, the suggestions'
 * remembered word lookups are warm, as in a running server. Prints the CPU time per request (user + system, `process.cpuUsage`, which other jobs
 * on a busy machine disturb far less than wall time), mean and p50/p99/max wall µs per request (best
 * round), the slowest queries and the load average. Also checks that the answers are the same in
 * every round.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR } from "../src/paths.ts";
import { makeBody } from "../src/runtime/respond.ts";
import { textPageBytes } from "../src/text-search/page.ts";
import { loadTextIndex, rankText } from "../src/text-search/query.ts";
import { suggestTextQueries } from "../src/text-search/suggest.ts";
import { textRequests, textRequestPath } from "./text-queries.ts";

const { values } = parseArgs({ options: { "data-dir": { type: "string", default: OUT_DIR }, count: { type: "string", default: "4000" }, rounds: { type: "string", default: "3" } } });
const index = loadTextIndex(new Uint8Array(readFileSync(path.join(path.resolve(values["data-dir"]), "_index/text-search.bin"))));
const requests = textRequests(index, Number(values.count));
const run = (r: (typeof requests)[number]) => {
  const options = { translations: r.translation === undefined ? undefined : [r.translation], books: r.book === undefined ? undefined : [r.book], testament: r.testament };
  const res = rankText(index, r.q, { ...options, limit: 50 });
  if (!res.ok) throw new Error(`${textRequestPath(r)}: ${res.problem.message}`);
  // As the handler does: a search that finds nothing offers queries that do.
  const suggestions = res.total === 0 ? suggestTextQueries(index, r.q, options) : [];
  return makeBody(textPageBytes(index, res, suggestions.length > 0 ? `,"suggestions":${JSON.stringify(suggestions)}` : "")).etag;
};
let best: { mean: number; cpu: number; times: number[] } | undefined;
let first: string[] | undefined;
for (let round = 0; round < Number(values.rounds); round++) {
  const times: number[] = [];
  const bodies: string[] = [];
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const r of requests) {
    const a = performance.now();
    bodies.push(run(r));
    times.push((performance.now() - a) * 1000);
  }
  const mean = ((performance.now() - t0) * 1000) / requests.length;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / requests.length;
  if (first === undefined) first = bodies;
  else if (bodies.some((b, i) => b !== first?.[i])) throw new Error("answers differ between rounds");
  if (best === undefined || cpu < best.cpu) best = { mean, cpu, times };
}
const sorted = [...(best?.times ?? [])].sort((a, b) => a - b);
const q = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0);
const slowest = (best?.times ?? []).map((t, i) => ({ us: Math.round(t), path: textRequestPath(requests[i]!) })).sort((a, b) => b.us - a.us).slice(0, 8);
console.log(JSON.stringify({ requests: requests.length, cpu_us_per_request: Math.round(best?.cpu ?? 0), mean_us: Math.round(best?.mean ?? 0), p50_us: q(0.5), p99_us: q(0.99), max_us: Math.round(sorted.at(-1) ?? 0), slowest, loadavg: loadavg().map((x) => Number(x.toFixed(2))) }, null, 1));
