/**
 * `npm run bench:soak`: the runtime under steady load for a bounded time (default 10 minutes), reporting
 * its resident memory and latency over time, to show that memory does not grow without bound.
 *
 * Starts the compiled runtime (`dist/serve.cjs`, as `npm start` runs it; a temp SQLite store holding `--keys` pro keys, at
 * least 2,000 and enough that no key passes its daily allowance), then runs wrk in back-to-back windows
 * of `--window` seconds for `--duration` seconds. Each request takes the next key in turn (every key is
 * used, so the key cache and the store see many distinct keys) and the next of a mix of paths (a
 * person, a place, a verse, its cross-references, name searches). The server's RSS is sampled every
 * second. Prints JSON on stdout (per window: requests/s, p50, p99, RSS) and exits 1 when the RSS of the
 * last quarter exceeds that of the second quarter by more than 20 % or any request failed.
 * Options: --duration 600, --window 30, --connections 50, --threads 2, --keys 2000, --data-dir dist-api.
 * Needs wrk (`bash scripts/install-bench-deps.sh`); loopback only.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR, PROJECT_ROOT } from "../src/paths.ts";
import { issueKey } from "../src/runtime/keys.ts";
import { TIERS } from "../src/contract/tiers.ts";
import { openSqliteStore } from "../src/runtime/store/sqlite.ts";
import { SERVER_NODE_FLAGS } from "../src/cli/node-flags.ts";

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string", default: "600" },
    window: { type: "string", default: "30" },
    connections: { type: "string", default: "50" },
    threads: { type: "string", default: "2" },
    keys: { type: "string", default: "2000" },
    "data-dir": { type: "string", default: OUT_DIR },
  },
  strict: true,
});
const LOOPBACK = "127.0.0.1";
/** Requests/s no window exceeds on this kind of machine; sizes the key pool. */
const RPS_CEILING = 60_000;
const PATHS = ["/v1/people/abraham", "/v1/places/jerusalem", "/v1/verses/John.3.16", "/v1/verses/John.3.16/cross-references", "/v1/search?q=david", "/v1/search?q=jerus", "/v1/people?q=mary&limit=20", "/v1/meta"];
const log = (text: string): void => void process.stderr.write(`${text}\n`);

/** Runs a command to its end without blocking the event loop (the RSS sampler keeps running). */
function run(cmd: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 102.4) / 10 : NaN;
}

function lua(keys: readonly string[], threads: number): string {
  const list = (xs: readonly string[]): string => `{ ${xs.map((x) => JSON.stringify(x)).join(", ")} }`;
  return `local paths = ${list(PATHS)}
local keys = ${list(keys)}
local threads = ${threads}
local next_tid = 0
local n = 0
function setup(thread)
  thread:set("tid", next_tid)
  next_tid = next_tid + 1
end
function request()
  n = n + 1
  local key = keys[(n * threads + tid) % #keys + 1]
  return wrk.format("GET", paths[n % #paths + 1], { ["X-API-Key"] = key })
end
function done(summary, latency, requests)
  io.write(string.format('WRK_JSON {"requests":%d,"duration_us":%d,"errors":%d,"status_errors":%d,"p50":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status, latency:percentile(50), latency:percentile(99), latency.max))
end
`;
}

async function main(): Promise<number> {
  const [duration, windowS, connections, threads, minKeys] = [opts.duration, opts.window, opts.connections, opts.threads, opts.keys].map(Number) as [number, number, number, number, number];
  if (![duration, windowS, connections, threads, minKeys].every((n) => Number.isInteger(n) && n > 0) || duration > 3600 || windowS > duration) {
    log("bench:soak: options must be positive whole numbers; --duration at most 3600 and at least --window");
    return 2;
  }
  if (spawnSync("which", ["wrk"]).status !== 0) {
    log("bench:soak: wrk is not installed; run: bash scripts/install-bench-deps.sh");
    return 2;
  }
  if (spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { stdio: "inherit" }).status !== 0) return 2;
  const work = mkdtempSync(path.join(tmpdir(), "bench-soak-"));
  const dataDir = path.resolve(opts["data-dir"]);
  const storeFile = path.join(work, "store.sqlite");
  const keyCount = Math.max(minKeys, Math.ceil((RPS_CEILING * duration) / (TIERS.pro.dailyLimit * 0.9)));
  const store = openSqliteStore(storeFile);
  const keys: string[] = [];
  for (let i = 0; i < keyCount; i++) keys.push((await issueKey(store, `soak-${i}@example.org`, "pro")).key);
  await store.close();
  const script = path.join(work, "soak.lua");
  writeFileSync(script, lua(keys, threads));

  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(PROJECT_ROOT, "dist/serve.cjs")], {
    env: { ...process.env, PORT: "0", HOST: LOOPBACK, DATA_DIR: dataDir, STORE_URL: `sqlite:${storeFile}` },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = "";
      server.stdout!.on("data", (d: Buffer) => {
        out += d.toString();
        const m = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
        if (m) resolve(Number(m[1]));
      });
      server.on("exit", (code) => reject(new Error(`the runtime exited (${code})`)));
    });
    const rss: { t: number; mb: number }[] = [];
    const t0 = performance.now();
    const sampler = setInterval(() => rss.push({ t: (performance.now() - t0) / 1000, mb: rssMb(server.pid!) }), 1000);
    const windows: { from_s: number; rps: number; p50_ms: number; p99_ms: number; max_ms: number; errors: number; rss_mb: number }[] = [];
    log(`bench:soak: ${duration} s in ${windowS}-s windows, ${connections} connections, ${keyCount} keys, port ${port}`);
    for (let from = 0; from < duration; from += windowS) {
      const seconds = Math.min(windowS, duration - from);
      const r = await run("wrk", [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "5s", "-s", script, `http://${LOOPBACK}:${port}/v1/meta`]);
      const line = r.stdout.split("\n").find((l) => l.startsWith("WRK_JSON "));
      if (r.status !== 0 || line === undefined) throw new Error(`wrk failed:\n${r.stdout}${r.stderr}`);
      const w = JSON.parse(line.slice(9)) as { requests: number; duration_us: number; errors: number; status_errors: number; p50: number; p99: number; max: number };
      const win = { from_s: from, rps: Math.round(w.requests / (w.duration_us / 1e6)), p50_ms: w.p50 / 1000, p99_ms: w.p99 / 1000, max_ms: w.max / 1000, errors: w.errors + w.status_errors, rss_mb: rssMb(server.pid!) };
      windows.push(win);
      log(`  ${String(from).padStart(4)} s: ${win.rps} req/s, p99 ${win.p99_ms} ms, RSS ${win.rss_mb} MB, errors ${win.errors}`);
    }
    clearInterval(sampler);
    const quarter = (q: number): number => {
      const xs = rss.filter((s) => s.t >= (q * duration) / 4 && s.t < ((q + 1) * duration) / 4).map((s) => s.mb).sort((a, b) => a - b);
      return xs[Math.floor(xs.length / 2)] ?? NaN;
    };
    const growth = Math.round((quarter(3) / quarter(1) - 1) * 1000) / 10;
    const errors = windows.reduce((a, w) => a + w.errors, 0);
    const summary = {
      settings: { duration_s: duration, window_s: windowS, connections, threads, keys: keyCount, paths: PATHS, data_dir: dataDir },
      rss_mb: { first: rss[0]?.mb, second_quarter_median: quarter(1), last_quarter_median: quarter(3), max: Math.max(...rss.map((s) => s.mb)), growth_last_vs_second_quarter_percent: growth },
      p99_ms: { min: Math.min(...windows.map((w) => w.p99_ms)), max: Math.max(...windows.map((w) => w.p99_ms)) },
      requests: windows.reduce((a, w) => a + Math.round(w.rps * Math.min(windowS, duration - w.from_s)), 0),
      errors,
      windows,
      target: { memory_bounded: { growth_percent: growth, pass: growth <= 20 }, no_errors: { pass: errors === 0 } },
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return summary.target.memory_bounded.pass && summary.target.no_errors.pass ? 0 : 1;
  } finally {
    server.kill("SIGKILL");
    rmSync(work, { recursive: true, force: true });
  }
}

process.exit(await main());
