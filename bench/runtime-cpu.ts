/**
 * `npm run bench:runtime-cpu`: the keyed runtime's CPU time per request, in process, phase by phase:
 * the study endpoints' request mixes of `bench/study-paths.ts` (the same paths `bench:study-http`
 * sends over HTTP, `person` being the baseline: a prerendered file through the keyed runtime) and
 * `textCold`, the distinct full-text searches of `bench/text-queries.ts` (more of them than the
 * runtime's response cache holds, so every request runs a search, as in `bench:serve`'s text-cold).
 *
 * The app is the real one (`createApp` over the built tree, a SQLite store in a temp file, the Node
 * compressor) behind `@hono/node-server`'s request listener, as `npm start` runs it, driven by
 * `--concurrency` requests in flight at a time (50, like wrk's connections, so the store batches
 * counts as it does under load). Requests and responses are plain objects standing in for Node's
 * (method, URL, headers; `writeHead`/`end`), so Node's HTTP parsing and socket writes are left out:
 * what is measured is the adapter's and the app's work (routing, key check, usage count, handler,
 * JSON, ETag), and the harness itself costs next to nothing.
 * Each phase runs its paths once to warm up (checking every answer is 200, or 404 for unrelated
 * kinship pairs), then `--rounds` rounds (5) of `--requests` requests (5000, the paths in turn; at
 * least each path once) timed with `process.cpuUsage` (user + system), which
 * other jobs on a shared machine disturb far less than wall time; it prints the median CPU µs per
 * request, the GC time per 1,000 requests, and, from one more pass one request at a time, the wall
 * time p50/p99/max of single requests (the expensive ones make a server's tail) with the slowest paths.
 *
 * Options: `--data-dir <dir>` (dist-api), `--only <name,…>` (every phase), `--rounds <n>` (5), `--requests <n>` (5000),
 * `--paths <n>` (500 per study phase), `--text-cold <n>` (6000), `--concurrency <n>` (50).
 * `--answers <file>`: in the warm-up pass, the status and body of every request are fingerprinted;
 * when the file does not exist they are written to it, else compared with it (exit 1 on any
 * difference), so a change meant to make answers cheaper can be checked to leave them byte for byte
 * the same. Prints one JSON summary on stdout (with the load average).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { getRequestListener } from "@hono/node-server";
import { OUT_DIR } from "../src/paths.ts";
import { fingerprint } from "../src/core/hash.ts";
import { INDEX_FILES } from "../src/contract/index-files.ts";
import { TIERS } from "../src/contract/tiers.ts";
import { createApp } from "../src/runtime/app.ts";
import { loadCatalog } from "../src/runtime/catalog.ts";
import { folderData } from "../src/runtime/data.ts";
import { issueKey } from "../src/runtime/keys.ts";
import { nodeCompressor } from "../src/runtime/node/compress.ts";
import { openSqliteStore } from "../src/runtime/store/sqlite.ts";
import { loadTextIndex } from "../src/text-search/query.ts";
import { STUDY_PHASES, studyPhasePaths } from "./study-paths.ts";
import { textRequestPath, textRequests } from "./text-queries.ts";

const { values: opts } = parseArgs({
  options: {
    "data-dir": { type: "string", default: OUT_DIR },
    only: { type: "string" },
    rounds: { type: "string", default: "5" },
    paths: { type: "string", default: "500" },
    "text-cold": { type: "string", default: "6000" },
    concurrency: { type: "string", default: "50" },
    requests: { type: "string", default: "5000" },
    answers: { type: "string" },
  },
});
const dataDir = path.resolve(opts["data-dir"]);
const rounds = Number(opts.rounds);
const concurrency = Number(opts.concurrency);
const perRound = Number(opts.requests);
const log = (text: string): void => void process.stderr.write(`${text}\n`);

const allPhases: Record<string, () => string[]> = {
  ...Object.fromEntries(STUDY_PHASES.map((name) => [name, () => studyPhasePaths(dataDir, Number(opts.paths))[name]])),
  textCold: () => textRequests(loadTextIndex(new Uint8Array(readFileSync(path.join(dataDir, INDEX_FILES.textSearch)))), Number(opts["text-cold"])).map(textRequestPath),
};
const only = opts.only?.split(",").map((s) => s.trim());
const chosen = Object.keys(allPhases).filter((name) => only === undefined || only.includes(name));
if (chosen.length === 0) throw new Error(`--only names no phase; the phases are ${Object.keys(allPhases).join(", ")}`);
const phasePaths = new Map(chosen.map((name) => [name, allPhases[name]!()]));

const work = mkdtempSync(path.join(tmpdir(), "bench-runtime-cpu-"));
process.on("exit", () => rmSync(work, { recursive: true, force: true }));
const store = openSqliteStore(path.join(work, "store.sqlite"));
// Enough pro keys that no request is refused: each request takes the next key in turn.
const total = [...phasePaths.values()].reduce((n, p) => n + p.length * 2 + Math.max(perRound, p.length) * rounds, 0);
const keys: string[] = [];
for (let i = 0; i < Math.ceil(total / (TIERS.pro.dailyLimit / 2)) + 1; i++) keys.push((await issueKey(store, `cpu-${i}@example.org`, "pro")).key);
let turn = 0;

const data = folderData(dataDir);
const app = createApp({ data, store, catalog: await loadCatalog(data, { preloadSemantic: false }), compress: nodeCompressor });

const listener = getRequestListener(app.fetch);

/** Fingerprints of the answers (status and body) by path, while `recording`. */
const answers = new Map<string, string>();
let recording = false;

/** One request through the listener: resolves with its status once the response has ended. */
function get(p: string): Promise<number> {
  return new Promise((resolve) => {
    const key = keys[turn++ % keys.length]!;
    const incoming = { method: "GET", url: p, headers: { host: "127.0.0.1", "x-api-key": key }, rawHeaders: ["Host", "127.0.0.1", "X-API-Key", key], socket: {}, on: () => incoming };
    let status = 0;
    const outgoing = {
      writableFinished: false,
      on: () => outgoing,
      writeHead: (code: number) => {
        status = code;
        return outgoing;
      },
      write: () => true,
      end: (body?: Uint8Array | string) => {
        if (recording) answers.set(p, `${status} ${fingerprint(typeof body === "string" ? new TextEncoder().encode(body) : (body ?? new Uint8Array(0)))}`);
        outgoing.writableFinished = true;
        resolve(status);
      },
    };
    void listener(incoming as never, outgoing as never);
  });
}

/** Runs `count` requests (the paths in turn, from the first), `concurrency` at a time; the statuses in request order. */
async function runAll(paths: readonly string[], count = paths.length): Promise<number[]> {
  const statuses = new Array<number>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      statuses[i] = await get(paths[i % paths.length]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return statuses;
}

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcMs += e.duration;
}).observe({ entryTypes: ["gc"] });

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const results: Record<string, unknown> = {};
for (const name of chosen) {
  const paths = phasePaths.get(name)!;
  recording = opts.answers !== undefined;
  const statuses = await runAll(paths);
  recording = false;
  const bad = paths.filter((p, i) => statuses[i] !== 200 && !(name === "kinship" && statuses[i] === 404));
  if (bad.length > 0) throw new Error(`${name}: ${bad[0]} answered ${statuses[paths.indexOf(bad[0]!)]}`);
  const cpu: number[] = [];
  const gc: number[] = [];
  for (let r = 0; r < rounds; r++) {
    gcMs = 0;
    const count = Math.max(perRound, paths.length);
    const c0 = process.cpuUsage();
    await runAll(paths, count);
    const c = process.cpuUsage(c0);
    // Let the observer's entries of this round arrive.
    await new Promise((resolve) => setImmediate(resolve));
    cpu.push((c.user + c.system) / count);
    gc.push((gcMs * 1000) / count);
  }
  const single: { us: number; path: string }[] = [];
  for (const p of paths) {
    const t0 = performance.now();
    await get(p);
    single.push({ us: (performance.now() - t0) * 1000, path: p });
  }
  const sorted = single.map((s) => s.us).sort((a, b) => a - b);
  const q = (f: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(f * sorted.length))] ?? NaN);
  results[name] = {
    requests: paths.length,
    cpu_us_per_request: Math.round(median(cpu)),
    cpu_us_rounds: cpu.map(Math.round),
    gc_ms_per_1000_requests: Math.round(median(gc) * 10) / 10,
    single_request_us: { p50: q(0.5), p99: q(0.99), max: q(1) },
    slowest: single.sort((a, b) => b.us - a.us).slice(0, 3).map((s) => `${Math.round(s.us)} µs ${s.path}`),
  };
  log(`${name.padEnd(17)} ${String(Math.round(median(cpu))).padStart(5)} µs CPU/req  GC ${(Math.round(median(gc) * 10) / 10).toFixed(1)} ms/1000  single p99 ${q(0.99)} µs`);
}
await store.close();
if (opts.answers !== undefined) {
  if (!existsSync(opts.answers)) {
    writeFileSync(opts.answers, `${JSON.stringify(Object.fromEntries(answers), null, 1)}\n`);
    log(`answers of ${answers.size} paths written to ${opts.answers}`);
  } else {
    const want = JSON.parse(readFileSync(opts.answers, "utf8")) as Record<string, string>;
    const differ = [...answers].filter(([p, a]) => want[p] !== a);
    log(`answers: ${answers.size - differ.length} of ${answers.size} paths as recorded in ${opts.answers}${differ.length > 0 ? `; first differing: ${differ.slice(0, 5).map(([p]) => p).join(" ")}` : ""}`);
    if (differ.length > 0) process.exitCode = 1;
  }
}
console.log(JSON.stringify({ data_dir: dataDir, concurrency, rounds, loadavg: loadavg().map((x) => Number(x.toFixed(2))), phases: results }, null, 2));
