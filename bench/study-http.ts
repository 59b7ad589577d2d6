/**
 * `npm run bench:study-http`: the runtime study endpoints over HTTP on loopback, with wrk, one phase
 * per endpoint, against the p99 ≤ 10 ms target at 50 connections.
 *
 * It issues pro keys in a fresh SQLite store (a temp file), starts the runtime (`node
 * dist/serve.cjs`, what `npm start` runs, in a process group of its own) on a free loopback port
 * over `--data-dir`, waits for the catalog (a person answers 200), then for each endpoint: builds a
 * mix of `--paths` request paths from the tree's own data with a fixed seed (`bench/study-paths.ts`) (random people with a
 * parent or child, random pairs of them (most unrelated: a 404 after searching the whole family, the
 * worst case), placed places, points half over the Levant, boxes, year ranges), checks that
 * every one answers 200, warms up for `--warmup` seconds, and runs `wrk --latency` for `--duration`
 * at `--connections`, each wrk thread going through the paths in turn and moving to its next key
 * before a key's daily allowance is spent. Concordance pages past the first (the prerendered one)
 * are computed, so they are a phase too. A first phase, `person`, serves a prerendered person
 * through the same keyed runtime: the baseline that tells the machine's load from the handlers' cost.
 *
 * Options: `--data-dir <dir>` (dist-api), `--duration <s>` (10), `--warmup <s>` (2), `--connections
 * <n>` (50), `--threads <n>` (2), `--paths <n>` (500), `--only <name,…>` (every phase), `--serve <file>`
 * (dist/serve.cjs, compiled from src/ first; another bundle as given, e.g. one built from an earlier
 * commit and kept beside it in dist/, to compare), `--node-flags="<flags>"` (the server's V8 flags instead of
 * the served `SERVER_NODE_FLAGS`).
 * Each phase also gives the server's CPU time per request (user + system, from /proc, Linux only),
 * which other jobs on a shared machine disturb far less than latency.
 * Needs wrk (`bash scripts/install-bench-deps.sh`). Prints one JSON summary on stdout, progress on
 * stderr; exits 1 when a phase misses the target or answers anything but 200.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR, PROJECT_ROOT } from "../src/paths.ts";
import { TIERS } from "../src/contract/tiers.ts";
import { issueKey } from "../src/runtime/keys.ts";
import { openSqliteStore } from "../src/runtime/store/sqlite.ts";
import { studyPhasePaths } from "./study-paths.ts";
import { benchServerFlags } from "../src/cli/node-flags.ts";
import { cpuSeconds, peakRssMb } from "./proc.ts";

const TARGET_P99_MS = 10;
const LOOPBACK = "127.0.0.1";
/** Requests per second no phase will reach on this machine: keys are issued for this many. */
const RPS_CEILING = 50_000;

const { values: opts } = parseArgs({
  options: {
    "data-dir": { type: "string", default: OUT_DIR },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    threads: { type: "string", default: "2" },
    paths: { type: "string", default: "500" },
    only: { type: "string" },
    serve: { type: "string" },
    "node-flags": { type: "string" },
  },
});
/** The V8 flags the runtime runs with (`--node-flags`, or the served ones). */
const serverFlags = benchServerFlags(opts["node-flags"]);

function intOption(name: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`bench:study-http: --${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}\n`);
    process.exit(2);
  }
  return n;
}

const dataDir = path.resolve(opts["data-dir"]);
const durationS = intOption("duration", opts.duration, 1, 600);
const warmupS = intOption("warmup", opts.warmup, 0, 60);
const connections = intOption("connections", opts.connections, 1, 10_000);
const threads = intOption("threads", opts.threads, 1, Math.min(64, connections));
const pathCount = intOption("paths", opts.paths, 1, 100_000);
const log = (text: string): void => void process.stderr.write(`${text}\n`);

/** Started children, stopped at exit whatever happens. */
const children = new Set<ChildProcess>();
const work = mkdtempSync(path.join(tmpdir(), "bench-study-http-"));
function cleanup(): void {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // It has exited already.
    }
  }
  children.clear();
  rmSync(work, { recursive: true, force: true });
}
process.on("exit", cleanup);
for (const name of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(name, () => process.exit(130));


function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function status(port: number, urlPath: string, key: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: LOOPBACK, port, path: urlPath, headers: { "X-API-Key": key }, agent: false, timeout: 5000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
  });
}

/** wrk's figures, as the Lua `done()` hook prints them (latencies in microseconds). */
interface WrkResult {
  requests: number;
  duration_us: number;
  errors: number;
  status_errors: number;
  latency_us: { p50: number; p90: number; p99: number; max: number };
}

/** The Lua script of a phase: each thread goes through the paths from its own start, on its own keys, a fresh key every `perKey` requests. */
function luaScript(paths: readonly string[], keys: readonly string[], perKey: number): string {
  const list = (xs: readonly string[]): string => `{ ${xs.map((x) => JSON.stringify(x)).join(", ")} }`;
  return `local paths = ${list(paths)}
local keys = ${list(keys)}
local threads, next_tid, n = ${threads}, 0, 0
-- tid is each thread's global (set by setup); a local of that name would hide it and give every thread key 1.
function setup(thread) thread:set("tid", next_tid); next_tid = next_tid + 1 end
function request()
  local key = keys[(tid + threads * math.floor(n / ${perKey})) % #keys + 1]
  local p = paths[(n + tid * 7919) % #paths + 1]
  n = n + 1
  return wrk.format("GET", p, { ["X-API-Key"] = key })
end
function done(s, latency)
  local e = s.errors
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"status_errors":%d,"latency_us":{"p50":%d,"p90":%d,"p99":%d,"max":%d}}\\n',
    s.requests, s.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;
}

function wrk(port: number, paths: readonly string[], keys: readonly string[], seconds: number): WrkResult {
  const script = path.join(work, "phase.lua");
  writeFileSync(script, luaScript(paths, keys, TIERS.pro.dailyLimit));
  const r = spawnSync("wrk", [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "5s", "-s", script, `http://${LOOPBACK}:${port}/`], { encoding: "utf8" });
  const line = r.stdout.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (r.status !== 0 || line === undefined) throw new Error(`wrk failed: ${r.stderr}${r.stdout}`);
  return JSON.parse(line.slice("WRK_JSON ".length)) as WrkResult;
}

async function main(): Promise<number> {
  // The server is the compiled bundle: bring it up to date with src/ first, as npm start does.
  if (opts.serve === undefined && spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { stdio: "inherit" }).status !== 0) return 2;
  const all: Record<string, string[]> = studyPhasePaths(dataDir, pathCount);
  const only = opts.only?.split(",").map((s) => s.trim());
  const chosen = Object.entries(all).filter(([name]) => only === undefined || only.includes(name));
  if (chosen.length === 0) throw new Error(`--only names no phase; the phases are ${Object.keys(all).join(", ")}`);

  const storeFile = path.join(work, "store.sqlite");
  const store = openSqliteStore(storeFile);
  // Each wrk run (warm-up and measured, per phase) gets keys of its own: a run starts again at its
  // first key, so runs sharing keys would meet the daily allowance and be answered 429.
  const keysFor = (seconds: number): number => threads * Math.ceil((RPS_CEILING * (seconds + 1)) / threads / TIERS.pro.dailyLimit + 1);
  const issue = async (n: number, tag: string): Promise<string[]> => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push((await issueKey(store, `bench-${tag}-${i}@example.org`, "pro")).key);
    return out;
  };
  const runKeys = new Map<string, { warmup: string[]; measured: string[] }>();
  for (const [name] of chosen) runKeys.set(name, { warmup: await issue(keysFor(warmupS), `${name}-warmup`), measured: await issue(keysFor(durationS), name) });
  const keys = await issue(1, "probe");
  await store.close();

  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: LOOPBACK, DATA_DIR: dataDir, STORE_URL: `sqlite:${storeFile}` };
  const server = spawn(process.execPath, [...serverFlags, path.resolve(opts.serve ?? path.join(PROJECT_ROOT, "dist/serve.cjs"))], { env, stdio: ["ignore", "ignore", "inherit"], detached: true });
  children.add(server);
  const probe = keys[keys.length - 1] ?? "";
  for (let t = 0; (await status(port, "/v1/people/david", probe)) !== 200; t++) {
    if (t > 600 || server.exitCode !== null) throw new Error("the runtime did not answer /v1/people/david with 200 within 60 s");
    await new Promise((r) => setTimeout(r, 100));
  }

  const results: Record<string, Record<string, number>> = {};
  let failed = false;
  for (const [name, paths] of chosen) {
    const unique = [...new Set(paths)];
    let notFound = 0;
    for (const p of unique) {
      const code = await status(port, p, probe);
      // Two people picked at random are often not related at all: a 404 after searching the whole family (the worst case).
      if (code === 404 && name === "kinship") notFound++;
      else if (code !== 200) throw new Error(`${p} answered ${code}, not 200`);
    }
    const own = runKeys.get(name)!;
    if (warmupS > 0) wrk(port, paths, own.warmup, warmupS);
    const cpu0 = cpuSeconds(server.pid);
    const r = wrk(port, paths, own.measured, durationS);
    const cpu = cpuSeconds(server.pid) - cpu0;
    const ms = (us: number): number => Math.round(us / 10) / 100;
    results[name] = {
      requests_per_s: Math.round(r.requests / (r.duration_us / 1e6)),
      server_cpu_us_per_request: Math.round((cpu * 1e6) / r.requests),
      p50_ms: ms(r.latency_us.p50),
      p90_ms: ms(r.latency_us.p90),
      p99_ms: ms(r.latency_us.p99),
      max_ms: ms(r.latency_us.max),
      non_2xx: r.status_errors,
      socket_errors: r.errors,
      ...(name === "kinship" ? { unrelated_pairs_404: notFound, distinct_paths: unique.length } : {}),
    };
    const miss = r.latency_us.p99 > TARGET_P99_MS * 1000 || (r.status_errors > 0 && notFound === 0) || r.errors > 0;
    failed ||= miss;
    log(`${name.padEnd(17)} ${String(results[name]?.requests_per_s).padStart(6)} req/s  ${results[name]?.server_cpu_us_per_request} µs CPU/req  p50 ${results[name]?.p50_ms} ms  p99 ${results[name]?.p99_ms} ms  max ${results[name]?.max_ms} ms${miss ? "  MISSED" : ""}`);
  }
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  process.stdout.write(`${JSON.stringify({ node_flags: serverFlags, connections, threads, duration_s: durationS, paths_per_phase: pathCount, target_p99_ms: TARGET_P99_MS, load_average_after: load, server_peak_rss_mb: peakRssMb(server.pid), phases: results }, null, 2)}\n`);
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    cleanup();
    process.exit(code);
  },
  (error: unknown) => {
    log(`bench:study-http: ${error instanceof Error ? error.message : String(error)}`);
    cleanup();
    process.exit(1);
  },
);
