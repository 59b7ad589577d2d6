/**
 * `npm run bench:serve`: loads the keyed runtime on loopback with wrk and compares it, in one run,
 * with nginx serving the same prerendered file without a key.
 *
 * Each round:
 * 1. creates pro keys in a fresh SQLite store (a temp file, WAL with `synchronous = NORMAL`, as the
 *    runtime opens it), starts the runtime (`node dist/serve.cjs`, the compiled bundle `npm start`
 *    runs, in a process group of its own) on a free loopback port and measures the time from spawn to
 *    the first 200 of `GET /v1/meta`; beside it, the same for a bare `node:http` server that answers
 *    every request with the bytes of `v1/meta.json` (`bench/bare-server.mjs`), the floor a Node
 *    process cannot beat;
 * 2. warms both servers up, then runs `wrk --latency` for `--duration` at `--connections` against
 *    nginx (`/v1/people/<slug>`, no key), a bare `node:http` server answering that file's bytes to
 *    every request (the latency floor of one Node process on this machine under this load: the
 *    targets below are measured against the same wrk and cores), the runtime (same path, `X-API-Key`) and the runtime's
 *    name search (`/v1/search?q=…`, the `--queries` in turn), then full-text search
 *    (`/v1/search/text`): `text-hot` repeats the `--text-queries` (the runtime's response cache
 *    answers); `text-cold` sends `--text-cold` distinct requests (by default 20,000 per second of
 *    the phase, more than the server answers, so none is sent twice in a phase) in turn from one wrk
 *    thread, and every request runs a search (target p99 ≤ 10 ms). `--warmup` seconds of other
 *    distinct searches (another seed, none of them a measured request) come first: until the
 *    fourteenth session the phase began cold, timing the compilation of the code paths `text-hot`
 *    never takes and the caches and heap growing to their working size. (Until the twelfth session it
 *    sent 6,000 in turn, each every 0.6 s: that measured the answer cache keeping and dropping each
 *    answer as much as the search, and since the cache keeps a stable share of such a cycle, it
 *    would now be answered from the cache.) They are generated
 *    deterministically from the tree's own index by `bench/text-queries.ts`: words drawn by document
 *    frequency (20 % from the 100 commonest such as `the`, 40 % from ranks 100–2,000, 40 % rarer),
 *    as one word (35 %), two (25 %) or three words (10 %), a quoted phrase cut from a verse (15 %), a
 *    prefix such as `bles*` (10 %) or a word and a prefix (5 %); 20 % with a translation, 10 % a
 *    testament, 10 % a book; the endpoint's default page (50 hits);
 *    After the runtime's phases, the **control** of `text-cold`: the bare server made to spend on
 *    each request the runtime's time per `text-cold` request (`SPIN_US`), under the same script.
 *    Its tail is what this machine and wrk give a server whose requests all cost the same; the
 *    runtime's p99 beyond it is the runtime's own (reported, not a target);
 * 3. kills the runtime with SIGKILL, reopens the store file and checks that every 2xx answer wrk
 *    received was counted (durably: it survived the crash). Requests still in flight when wrk
 *    stops are counted by the server but never read by wrk, so up to `--connections` more counts
 *    than answers per phase is expected; fewer counts than answers is a failure.
 *
 * A pro key allows 10,000 requests per UTC day. Rather than changing tiers, the run creates as many
 * pro keys as the phase could possibly need (at an assumed ceiling of 100,000 requests/s) and the
 * generated wrk Lua script moves each wrk thread to its next key after 10,000 requests, so no
 * request is ever refused with 429. nginx gets the same Lua script without the header, so wrk does
 * the same work per request on both sides.
 *
 * nginx (`worker_processes auto`, `access_log off`, `sendfile on`, keep-alive connections kept for
 * the whole run like Node's; `user root` when run as root, so its workers can read the tree) serves
 * `<data-dir>/v1/...` with `try_files $uri.json`, from a config, pid file, logs and temp folders in
 * a temp dir. On Linux the summary also gives each server's CPU time per request (user + system,
 * from /proc, its worker processes included), which other jobs on the machine disturb far less
 * than requests/s and latency.
 *
 * Options: `--duration <s>` (10), `--connections <n>` (50), `--threads <n>` (2), `--warmup <s>` (2),
 * `--runs <n>` (3; the summary gives medians), `--data-dir <dir>` (dist-api), `--slug <slug>`
 * (abraham), `--queries a,b,…` (abraham,jerus,mary,david,paul,king saul,jerusalm,isiah,sea of galilee), `--text-queries a,b,…`
 * (20 typical searches), `--text-cold <n>` (20,000 × the duration × the workers), `--search-connections <n>` (as
 * `--connections`), `--serve <file>` (dist/serve.cjs; a `.ts` entry runs through tsx: another entry point that reads PORT, HOST,
 * DATA_DIR and STORE_URL the same way, e.g. a prototype), `--node-flags="<flags>"` (the runtime's and the
 * control's V8 flags instead of the served `SERVER_NODE_FLAGS`), `--workers <n>` (1: the runtime's `WORKERS`,
 * server processes sharing the port, each with its own response cache), `--cpu-prof
 * <dir>` (write a V8 CPU profile of each runtime there; the runtime is then stopped with SIGTERM so
 * that the profile is written, and the count check reads the store after that clean stop).
 *
 * Needs wrk and nginx: `bash scripts/install-bench-deps.sh`. Only loopback addresses are used,
 * every phase is bounded in time, and everything started is stopped (also on error or Ctrl-C).
 * Prints the JSON summary on stdout and progress on stderr; exits 1 when a target is missed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR, PROJECT_ROOT } from "../src/paths.ts";
import { issueKey } from "../src/runtime/keys.ts";
import { TIERS } from "../src/contract/tiers.ts";
import { utcDay } from "../src/core/calendar.ts";
import { openSqliteStore } from "../src/runtime/store/sqlite.ts";
import { loadTextIndex } from "../src/text-search/query.ts";
import { textRequestPath, textRequests } from "./text-queries.ts";
import { benchServerFlags } from "../src/cli/node-flags.ts";
import { cpuSeconds } from "./proc.ts";

/** The targets of the issue. */
const TARGETS = {
  /** Runtime throughput on the person route, as a fraction of nginx's. */
  minRatioToNginx: 0.5,
  /** p99 latency of the person route at the configured connections, ms. */
  maxPersonP99Ms: 10,
  /** p99 latency of name search, ms. */
  maxSearchP99Ms: 3,
  /** p99 latency of full-text search over the verse text, ms (issue 8). */
  maxTextP99Ms: 10,
  /** From spawning the runtime to its first 200 on `/v1/meta`, ms. */
  maxFirstResponseMs: 1000,
  /** The runtime's first response, as a multiple of a bare `node:http` server's. */
  maxFirstResponseToBare: 2,
} as const;

/** Requests/s no phase can exceed on this kind of machine; sizes the key pool. */
const RPS_CEILING = 100_000;
/** `textRequests`' seed for the `text-cold` warm-up; the measured requests use its default seed. */
const TEXT_COLD_WARMUP_SEED = 13;
const LOOPBACK = "127.0.0.1";
const STARTUP_TIMEOUT_MS = 30_000;

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "search-connections": { type: "string" },
    threads: { type: "string", default: "2" },
    warmup: { type: "string", default: "2" },
    runs: { type: "string", default: "3" },
    "data-dir": { type: "string", default: OUT_DIR },
    slug: { type: "string", default: "abraham" },
    queries: { type: "string", default: "abraham,jerus,mary,david,paul,king saul,jerusalm,isiah,sea of galilee" },
    "text-queries": {
      type: "string",
      default: 'love,faith hope,the lord is my shepherd,"living water",bless*,"in the beginning",jerusalem,shepherd sheep,righteous*,"son of man",grace,mercy truth,the,and the,king david,covenant,wisdom,pray*,"kingdom of heaven",bread',
    },
    "text-cold": { type: "string" },
    "cpu-prof": { type: "string" },
    serve: { type: "string", default: "dist/serve.cjs" },
    workers: { type: "string", default: "1" },
    "node-flags": { type: "string" },
  },
  strict: true,
});
/** The V8 flags the runtime runs with (`--node-flags`, or the served ones). */
const serverFlags = benchServerFlags(opts["node-flags"]);

/** A whole number option within bounds, or exit 2 with a message. */
function intOption(name: string, value: string | undefined, min: number, max: number): number {
  const n = Number(String(value).replace(/s$/, ""));
  if (!Number.isInteger(n) || n < min || n > max) {
    process.stderr.write(`bench:serve: --${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}\n`);
    process.exit(2);
  }
  return n;
}

const durationS = intOption("duration", opts.duration, 1, 600);
const connections = intOption("connections", opts.connections, 1, 10_000);
const searchConnections = intOption("search-connections", opts["search-connections"] ?? String(connections), 1, 10_000);
const threads = intOption("threads", opts.threads, 1, 64);
const warmupS = intOption("warmup", opts.warmup, 0, 60);
const runs = intOption("runs", opts.runs, 1, 20);
const workers = intOption("workers", opts.workers, 1, 64);
const dataDir = path.resolve(opts["data-dir"]);
const slug = opts.slug;
const queries = opts.queries.split(",").map((q) => q.trim()).filter((q) => q !== "");
const cpuProfDir = opts["cpu-prof"] === undefined ? undefined : path.resolve(opts["cpu-prof"]);
const serveEntry = path.resolve(PROJECT_ROOT, opts.serve);
const personPath = `/v1/people/${encodeURIComponent(slug)}`;
const searchPaths = queries.map((q) => `/v1/search?q=${encodeURIComponent(q)}`);
const textQueries = opts["text-queries"].split(",").map((q) => q.trim()).filter((q) => q !== "");
/** Full-text search as repeated queries (answered from the runtime's response cache once seen). */
const textHotPaths = textQueries.map((q) => `/v1/search/text?q=${encodeURIComponent(q)}`);
/** The 1, 5 and 15 minute load averages when the run began (other jobs on the machine disturb latency). */
const loadAtStart = loadavg().map((x) => Number(x.toFixed(2)));
// More distinct requests than the phase sends (about 10,000/s on this machine), so that none comes
// round again: a repeated search may be answered from the cache, and then it is not a search.
const textColdCount = intOption("text-cold", opts["text-cold"] ?? String(20_000 * durationS * workers), 5000 * workers + 1, 2_000_000);
/** Full-text search where every request runs a search: distinct requests (see the header comment). */
const textIndex = existsSync(path.join(dataDir, "_index/text-search.bin")) ? loadTextIndex(new Uint8Array(readFileSync(path.join(dataDir, "_index/text-search.bin")))) : undefined;
const textColdPaths = textIndex === undefined ? [] : textRequests(textIndex, textColdCount).map(textRequestPath);
/**
 * The warm-up of `text-cold`: uncached searches drawn the same way with another seed, none of them a
 * measured request (so the measured phase still repeats nothing). Without it the phase measured the
 * server's first uncached searches: the code paths the 20 `text-hot` searches never take (phrases of
 * common words, prefixes, filters, suggestions) compiled while being timed, and the caches and the heap
 * growing to their working size.
 */
const textColdWarmupPaths = ((): string[] => {
  if (textIndex === undefined || warmupS === 0) return [];
  const measured = new Set(textColdPaths);
  return textRequests(textIndex, 20_000 * warmupS * workers, TEXT_COLD_WARMUP_SEED).map(textRequestPath).filter((p) => !measured.has(p));
})();

if (threads > Math.min(connections, searchConnections)) {
  process.stderr.write("bench:serve: --threads must not exceed the connections\n");
  process.exit(2);
}
if (textColdPaths.length === 0) {
  process.stderr.write(`bench:serve: ${path.join(dataDir, "_index/text-search.bin")} is missing; build the data first\n`);
  process.exit(2);
}
if (queries.length === 0) {
  process.stderr.write("bench:serve: --queries names no query\n");
  process.exit(2);
}

const log = (text: string): void => void process.stderr.write(`${text}\n`);

/** Everything started, so that it can be stopped whatever happens. */
const children = new Set<ChildProcess>();
const work = mkdtempSync(path.join(tmpdir(), "bench-serve-"));
let cleanedUp = false;
/** Set on SIGINT/SIGTERM/SIGHUP: failures of what is being stopped are then expected. */
let interrupted = false;

/** Children started in a process group of their own (the servers, with any workers they fork). */
const groups = new WeakSet<ChildProcess>();

/** Sends `sig` to a child's process group (servers run in their own group) or to the child alone. */
function signal(child: ChildProcess, sig: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (groups.has(child)) process.kill(-child.pid, sig);
    else child.kill(sig);
  } catch {
    // The process has exited already.
  }
}

/** Kills every child still running and removes the temp dir. Safe to call twice; used at exit. */
function cleanup(): void {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) signal(child, "SIGKILL");
  rmSync(work, { recursive: true, force: true });
}

/**
 * Stops every child still running (SIGTERM to its group, SIGKILL after 3 s, so that nginx's master
 * reaps its workers) and removes the temp dir.
 */
async function shutdown(): Promise<void> {
  await Promise.all([...children].map((child) => stop(child, "SIGTERM", 3000)));
  cleanup();
}

for (const name of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(name, () => {
    log(`bench:serve: ${name}, stopping`);
    interrupted = true;
    void shutdown().finally(() => process.exit(130));
  });
}
process.on("exit", cleanup);

/** Finds a program on PATH, or in the sbin folders where Debian puts nginx. */
function which(program: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/sbin"];
  return dirs.filter((d) => path.isAbsolute(d)).map((d) => path.join(d, program)).find((p) => existsSync(p));
}

/** A TCP port that was free on the loopback address a moment ago. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** One GET on loopback without connection reuse: status and body. */
function get(port: number, urlPath: string, headers: Record<string, string> = {}, timeoutMs = 2000): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: LOOPBACK, port, path: urlPath, headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a child process, tracked for cleanup, with its output collected. With `group`, the child
 * leads a new process group, so that stopping it also stops any workers it forks.
 */
function start(cmd: string, args: string[], options: { env?: NodeJS.ProcessEnv; group?: boolean } = {}): { child: ChildProcess; output: () => string } {
  const child = spawn(cmd, args, { cwd: PROJECT_ROOT, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"], detached: options.group ?? false });
  children.add(child);
  if (options.group) groups.add(child);
  child.once("exit", () => children.delete(child));
  let out = "";
  child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

/** Resolves when the child has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Stops a child with `sig`, then SIGKILL if it is still running after `graceMs`. */
async function stop(child: ChildProcess, sig: NodeJS.Signals, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  signal(child, sig);
  const timer = setTimeout(() => signal(child, "SIGKILL"), graceMs);
  await exited(child);
  clearTimeout(timer);
}

/** What wrk's `done()` hook reports (latencies in microseconds). */
interface WrkResult {
  requests: number;
  duration_us: number;
  bytes: number;
  connect_errors: number;
  read_errors: number;
  write_errors: number;
  /** Responses with status ≥ 400 (wrk's "Non-2xx or 3xx responses"). */
  status_errors: number;
  timeouts: number;
  latency_us: { p50: number; p75: number; p90: number; p99: number; p999: number; max: number; mean: number };
  /** CPU seconds (user + system) the server's processes used during the run; NaN off Linux. */
  server_cpu_s: number;
  /** The control's busy time per request, µs (`text-cold` control only). */
  spin_us?: number;
}


/**
 * A wrk Lua script: GETs of `paths` in turn; with keys, thread t of `threadCount` sends its first
 * `perKey` requests with key t, the next `perKey` with key t + threadCount, and so on, so no key
 * ever exceeds `perKey` requests. Reports exact figures from `done()` as one JSON line.
 */
function luaScript(paths: readonly string[], keys: readonly string[], perKey: number, threadCount: number): string {
  const list = (xs: readonly string[]): string => `{ ${xs.map((x) => JSON.stringify(x)).join(", ")} }`;
  return `local paths = ${list(paths)}
local keys = ${list(keys)}
local per_key = ${perKey}
local thread_count = ${threadCount}
local next_tid = 0
local n = 0
local cache = {}

function setup(thread)
  thread:set("tid", next_tid)
  next_tid = next_tid + 1
end

function request()
  local slot = tid + thread_count * math.floor(n / per_key)
  local p = n % #paths
  n = n + 1
  local id = slot * #paths + p
  local r = cache[id]
  if r == nil then
    local headers = {}
    if #keys > 0 then headers["X-API-Key"] = keys[slot % #keys + 1] end
    r = wrk.format("GET", paths[p + 1], headers)
    cache[id] = r
  end
  return r
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect_errors":%d,"read_errors":%d,"write_errors":%d,"status_errors":%d,"timeouts":%d,' ..
    '"latency_us":{"p50":%d,"p75":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d,"mean":%.1f}}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(75), latency:percentile(90), latency:percentile(99), latency:percentile(99.9),
    latency.max, latency.mean))
end
`;
}

let wrkBin = "wrk";
let scriptSeq = 0;

/**
 * Runs wrk once against the server whose (leader) process is `server` and returns its figures, with
 * the CPU time the server used meanwhile; the human-readable output goes to stderr.
 */
async function runWrk(label: string, server: ChildProcess, port: number, paths: readonly string[], keys: readonly string[], seconds: number, conns: number, wrkThreads = threads): Promise<WrkResult> {
  const script = path.join(work, `wrk-${scriptSeq++}.lua`);
  writeFileSync(script, luaScript(paths, keys, TIERS.pro.dailyLimit, wrkThreads));
  const url = `http://${LOOPBACK}:${port}${paths[0]}`;
  const cpu0 = cpuSeconds(server.pid);
  const { child, output } = start(wrkBin, [`-t${wrkThreads}`, `-c${conns}`, `-d${seconds}s`, "--latency", "--timeout", "5s", "-s", script, url]);
  await exited(child);
  const serverCpu = cpuSeconds(server.pid) - cpu0;
  const text = output();
  const line = text.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (child.exitCode !== 0 || line === undefined) throw new Error(`wrk failed (${label}):\n${text}`);
  const result = { ...(JSON.parse(line.slice("WRK_JSON ".length)) as Omit<WrkResult, "server_cpu_s">), server_cpu_s: serverCpu };
  const human = text.split("\n").filter((l) => !l.startsWith("WRK_JSON ")).join("\n").trim();
  log(`--- ${label}\n${human}`);
  return result;
}

/** How many pro keys a phase of `seconds` needs so that no key passes its daily allowance. */
function keysFor(seconds: number): number {
  return threads * Math.ceil((RPS_CEILING * seconds) / threads / TIERS.pro.dailyLimit + 1);
}

/** Writes the nginx config and starts nginx in the foreground; resolves when it answers. */
async function startNginx(nginxBin: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const dir = path.join(work, "nginx");
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  const runAsRoot = process.getuid?.() === 0 ? "user root;\n" : "";
  writeFileSync(
    conf,
    `${runAsRoot}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  server {
    listen ${LOOPBACK}:${port};
    root ${JSON.stringify(dataDir)};
    location /v1/ {
      try_files $uri.json =404;
      default_type application/json;
    }
  }
}
`,
  );
  const { child, output } = start(nginxBin, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf, "-g", "daemon off;"], { group: true });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}${readIfExists(path.join(dir, "error.log"))}`);
    const res = await get(port, personPath).catch(() => undefined);
    if (res?.status === 200) return { port, child };
    if (res !== undefined) throw new Error(`nginx answered ${res.status} for ${personPath}:\n${readIfExists(path.join(dir, "error.log"))}`);
    await sleep(20);
  }
  throw new Error("nginx did not answer within 10 s");
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

/**
 * Spawns `bench/bare-server.mjs` (bare `node:http`, answering every request with the bytes of
 * `bodyFile`, with the server's V8 flags) and waits for its first 200. Returns the server and the
 * milliseconds from spawn to that answer; the caller stops it.
 */
async function startBare(bodyFile: string, spinUs = 0): Promise<{ port: number; child: ChildProcess; firstResponseMs: number }> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: LOOPBACK, BODY_FILE: bodyFile, SPIN_US: String(spinUs) };
  const t0 = performance.now();
  const { child, output } = start(process.execPath, [...serverFlags, path.join(PROJECT_ROOT, "bench/bare-server.mjs")], { env, group: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the bare server exited (${child.exitCode}):\n${output()}`);
      if (performance.now() - t0 > STARTUP_TIMEOUT_MS) throw new Error(`the bare server did not answer within ${STARTUP_TIMEOUT_MS} ms`);
      const res = await get(port, "/v1/meta", {}, 1000).catch(() => undefined);
      if (res?.status === 200) return { port, child, firstResponseMs: performance.now() - t0 };
      await sleep(5);
    }
  } catch (e) {
    await stop(child, "SIGTERM");
    throw e;
  }
}

/** The start-up floor of a Node process: milliseconds from spawning a bare server (answering `v1/meta.json`'s bytes) to its first 200. */
async function bareFirstResponse(): Promise<number> {
  const bare = await startBare(path.join(dataDir, "v1/meta.json"));
  await stop(bare.child, "SIGTERM");
  return bare.firstResponseMs;
}

/** A load phase against the runtime, with the keys it used, for the count check. */
interface Phase {
  name: string;
  keys: { key: string; id: string }[];
  connections: number;
  result?: WrkResult;
  /** 2xx answers the client received (for the probe: 1). */
  answered?: number;
}

/** What one round measured. */
interface Round {
  listening_ms: number;
  first_response_ms: number;
  bare_first_response_ms: number;
  /** From spawning the runtime to its first 200 on a person (which needs the catalog), ms. */
  catalog_ready_ms: number;
  nginx: WrkResult;
  /** The latency floor of one Node process: a bare `node:http` server answering the person's bytes, under the same load. */
  bare: WrkResult;
  person: WrkResult;
  search: WrkResult;
  textHot: WrkResult;
  textCold: WrkResult;
  /** The bare server under `text-cold`'s load at the runtime's time per request ({@link control}). */
  textColdControl: WrkResult;
  counting: { phase: string; answered_2xx: number; counted: number; in_flight_allowance: number; ok: boolean }[];
}

/** One round: fresh store and runtime, warm-ups, the three measured phases, the count check. */
async function round(index: number, baseline: { port: number; child: ChildProcess }): Promise<Round> {
  const storeFile = path.join(work, `store-${index}.sqlite`);
  const store = openSqliteStore(storeFile);
  const makeKeys = async (n: number): Promise<Phase["keys"]> => {
    const out: Phase["keys"] = [];
    for (let i = 0; i < n; i++) {
      const { key, info } = await issueKey(store, `bench-${index}-${i}@example.org`, "pro");
      out.push({ key, id: info.id });
    }
    return out;
  };
  const phases: Phase[] = [
    { name: "probe", keys: await makeKeys(1), connections: 1 },
    { name: "warmup-person", keys: await makeKeys(keysFor(warmupS)), connections },
    { name: "warmup-search", keys: await makeKeys(keysFor(warmupS)), connections: searchConnections },
    { name: "person", keys: await makeKeys(keysFor(durationS)), connections },
    { name: "search", keys: await makeKeys(keysFor(durationS)), connections: searchConnections },
    { name: "warmup-text", keys: await makeKeys(keysFor(warmupS)), connections },
    { name: "text-hot", keys: await makeKeys(keysFor(durationS)), connections },
    { name: "warmup-text-cold", keys: await makeKeys(keysFor(warmupS)), connections },
    { name: "text-cold", keys: await makeKeys(keysFor(durationS)), connections },
  ];
  await store.close();
  const phase = (name: string): Phase => phases.find((p) => p.name === name)!;
  const firstDay = utcDay(new Date());

  const port = await freePort();
  const profArgs = cpuProfDir === undefined ? [] : ["--cpu-prof", "--cpu-prof-dir", cpuProfDir];
  const env = { ...process.env, PORT: String(port), HOST: LOOPBACK, DATA_DIR: dataDir, STORE_URL: `sqlite:${storeFile}`, WORKERS: String(workers) };
  const bareFirstResponseMs = await bareFirstResponse();
  const t0 = performance.now();
  const { child, output } = start(process.execPath, [...serverFlags, ...profArgs, ...(serveEntry.endsWith(".ts") ? ["--import", "tsx"] : []), serveEntry], { env, group: true });
  let listeningMs = NaN;
  child.stdout?.on("data", (d: Buffer) => {
    if (Number.isNaN(listeningMs) && d.toString().includes("listening on")) listeningMs = performance.now() - t0;
  });
  const probe = phase("probe");
  let firstResponseMs = NaN;
  while (Number.isNaN(firstResponseMs)) {
    if (child.exitCode !== null) throw new Error(`the runtime exited (${child.exitCode}):\n${output()}`);
    if (performance.now() - t0 > STARTUP_TIMEOUT_MS) throw new Error(`the runtime did not answer within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
    const res = await get(port, "/v1/meta", { "X-API-Key": probe.keys[0]!.key }, 1000).catch(() => undefined);
    if (res !== undefined && res.status !== 200) throw new Error(`GET /v1/meta answered ${res.status}: ${res.body.slice(0, 300)}`);
    if (res !== undefined) firstResponseMs = performance.now() - t0;
    else await sleep(5);
  }
  // The catalog (the _index files) loads once the server listens: the first answer that needs it waits for it.
  const catalogRes = await get(port, personPath, { "X-API-Key": probe.keys[0]!.key }, STARTUP_TIMEOUT_MS);
  if (catalogRes.status !== 200) throw new Error(`GET ${personPath} answered ${catalogRes.status}: ${catalogRes.body.slice(0, 300)}`);
  const catalogReadyMs = performance.now() - t0;
  probe.answered = 2;
  log(
    `round ${index + 1}: runtime listening after ${listeningMs.toFixed(0)} ms, first response after ${firstResponseMs.toFixed(0)} ms (bare node:http: ${bareFirstResponseMs.toFixed(0)} ms), first answer needing the catalog after ${catalogReadyMs.toFixed(0)} ms`,
  );

  const load = async (name: string, paths: readonly string[], seconds: number, wrkThreads = threads): Promise<WrkResult> => {
    const p = phase(name);
    p.result = await runWrk(`round ${index + 1}: runtime ${name}`, child, port, paths, p.keys.map((k) => k.key), seconds, p.connections, wrkThreads);
    return p.result;
  };
  if (warmupS > 0) {
    await runWrk(`round ${index + 1}: nginx warm-up`, baseline.child, baseline.port, [personPath], [], warmupS, connections);
    await load("warmup-person", [personPath], warmupS);
    await load("warmup-search", searchPaths, warmupS);
  }
  const nginx = await runWrk(`round ${index + 1}: nginx person`, baseline.child, baseline.port, [personPath], [], durationS, connections);
  const bareServer = await startBare(path.join(dataDir, `v1/people/${slug}.json`));
  let bare: WrkResult;
  try {
    if (warmupS > 0) await runWrk(`round ${index + 1}: bare node:http warm-up`, bareServer.child, bareServer.port, [personPath], [], warmupS, connections);
    bare = await runWrk(`round ${index + 1}: bare node:http person`, bareServer.child, bareServer.port, [personPath], [], durationS, connections);
  } finally {
    await stop(bareServer.child, "SIGTERM");
  }
  const person = await load("person", [personPath], durationS);
  const search = await load("search", searchPaths, durationS);
  if (warmupS > 0) await load("warmup-text", textHotPaths, warmupS);
  const textHot = await load("text-hot", textHotPaths, durationS);
  // One wrk thread: two would ask for each URL one after the other, the second from the cache.
  if (warmupS > 0) await load("warmup-text-cold", textColdWarmupPaths, warmupS, 1);
  const textCold = await load("text-cold", textColdPaths, durationS, 1);

  if (cpuProfDir === undefined) await stop(child, "SIGKILL");
  else await stop(child, "SIGTERM", 15_000);
  const textColdControl = await control(textCold, bare);
  const days = [...new Set([firstDay, utcDay(new Date())])];
  const reopened = openSqliteStore(storeFile);
  const counting: Round["counting"] = [];
  try {
    for (const p of phases) {
      if (p.result === undefined && p.answered === undefined) continue;
      let counted = 0;
      for (const k of p.keys) for (const day of days) counted += await reopened.used(k.id, day);
      const answered = p.answered ?? p.result!.requests - p.result!.status_errors;
      const allowance = p.result === undefined ? 0 : p.connections;
      counting.push({ phase: p.name, answered_2xx: answered, counted, in_flight_allowance: allowance, ok: counted >= answered && counted <= answered + allowance });
    }
  } finally {
    await reopened.close();
  }
  return { listening_ms: round1(listeningMs), first_response_ms: round1(firstResponseMs), bare_first_response_ms: round1(bareFirstResponseMs), catalog_ready_ms: round1(catalogReadyMs), nginx, bare, person, search, textHot, textCold, textColdControl, counting };
}

/**
 * The control of `text-cold`: the bare server made to spend, on every request, the time the runtime's
 * one thread spent per `text-cold` request (1 s / its requests per second, less the bare server's own
 * time per request in the `bare` phase), answering a body of the runtime's mean response size, under
 * the same wrk script, thread and connections. A server whose requests all cost the same and make no
 * garbage: its tail is this machine's and wrk's (the thirteenth session saw rounds of the same code
 * from 11.7 to 54.4 ms), and the runtime's tail beyond it is the runtime's own (collections, slow
 * queries). The busy loop's time is a floor, so the control runs somewhat slower than the runtime.
 */
async function control(textCold: WrkResult, bare: WrkResult): Promise<WrkResult> {
  const spinUs = Math.max(0, 1e6 / rps(textCold) - 1e6 / rps(bare));
  // A body of the runtime's mean response size (headers included), so both write as much.
  const bodyFile = path.join(work, "control-body.json");
  writeFileSync(bodyFile, `"${"x".repeat(Math.max(0, Math.round(textCold.bytes / textCold.requests) - 2))}"`);
  const server = await startBare(bodyFile, spinUs);
  try {
    if (warmupS > 0) await runWrk("text-cold control warm-up", server.child, server.port, textColdWarmupPaths, [], warmupS, connections, 1);
    const result = await runWrk(`text-cold control (bare node:http, ${spinUs.toFixed(1)} µs per request)`, server.child, server.port, textColdPaths, [], durationS, connections, 1);
    return { ...result, spin_us: Math.round(spinUs * 10) / 10 };
  } finally {
    await stop(server.child, "SIGTERM");
  }
}

const round1 = (x: number): number => Math.round(x * 10) / 10;
const ms = (us: number): number => Math.round(us / 10) / 100;
const rps = (r: WrkResult): number => Math.round(r.requests / (r.duration_us / 1e6));
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The first line a `--version`-like command printed, on stdout or stderr. */
function firstLine(r: { stdout: string; stderr: string }): string {
  return `${r.stdout}${r.stderr}`.trim().split("\n")[0] ?? "";
}

/** The per-phase figures of a wrk run, in ms and requests/s. */
function figures(r: WrkResult): Record<string, number> {
  return {
    rps: rps(r),
    p50_ms: ms(r.latency_us.p50),
    p90_ms: ms(r.latency_us.p90),
    p99_ms: ms(r.latency_us.p99),
    p999_ms: ms(r.latency_us.p999),
    max_ms: ms(r.latency_us.max),
    server_cpu_us_per_request: Math.round((r.server_cpu_s * 1e6) / r.requests),
    requests: r.requests,
    non_2xx: r.status_errors,
    socket_errors: r.connect_errors + r.read_errors + r.write_errors + r.timeouts,
  };
}

async function main(): Promise<number> {
  const wrk = which("wrk");
  const nginxBin = which("nginx");
  if (wrk === undefined || nginxBin === undefined) {
    log(`bench:serve: ${wrk === undefined ? "wrk" : "nginx"} is not installed; run: bash scripts/install-bench-deps.sh`);
    return 2;
  }
  wrkBin = wrk;
  const file = path.join(dataDir, `v1/people/${slug}.json`);
  if (!existsSync(file) || !existsSync(path.join(dataDir, "_index"))) {
    log(`bench:serve: ${file} or ${dataDir}/_index is missing: run npm run build-data (or pass --data-dir)`);
    return 2;
  }
  if (!serveEntry.endsWith(".ts") && spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { stdio: "inherit" }).status !== 0) return 2;
  if (cpuProfDir !== undefined) mkdirSync(cpuProfDir, { recursive: true });
  log(`bench:serve: ${runs} round(s) of ${durationS} s per phase, ${threads} wrk threads, ${connections} connections (search ${searchConnections}), data ${dataDir}`);

  const nginx = await startNginx(nginxBin);
  const rounds: Round[] = [];
  try {
    for (let i = 0; i < runs; i++) rounds.push(await round(i, nginx));
  } finally {
    await stop(nginx.child, "SIGTERM");
  }

  const med = (f: (r: Round) => number): number => round1(median(rounds.map(f)));
  const runtimeRps = med((r) => rps(r.person));
  const nginxRps = med((r) => rps(r.nginx));
  const ratio = Math.round(median(rounds.map((r) => rps(r.person) / rps(r.nginx))) * 1000) / 1000;
  const personP99 = med((r) => ms(r.person.latency_us.p99));
  const searchP99 = med((r) => ms(r.search.latency_us.p99));
  const textHotP99 = med((r) => ms(r.textHot.latency_us.p99));
  const textColdP99 = med((r) => ms(r.textCold.latency_us.p99));
  const firstResponse = med((r) => r.first_response_ms);
  const bareFirstResponse = med((r) => r.bare_first_response_ms);
  const firstResponseToBare = Math.round(median(rounds.map((r) => r.first_response_ms / r.bare_first_response_ms)) * 100) / 100;
  const counting = rounds.flatMap((r) => r.counting);
  const answered = counting.reduce((a, c) => a + c.answered_2xx, 0);
  const counted = counting.reduce((a, c) => a + c.counted, 0);
  const countingOk = counting.every((c) => c.ok);
  const cleanRuns = rounds.every((r) => [r.person, r.search, r.nginx, r.bare, r.textHot, r.textCold].every((w) => w.status_errors === 0));

  const summary = {
    machine: {
      cpus: availableParallelism(),
      load_average_at_start: loadAtStart,
      load_average_at_end: loadavg().map((x) => Number(x.toFixed(2))),
      node: process.version,
      wrk: firstLine(spawnSync(wrk, ["-v"], { encoding: "utf8" })),
      nginx: firstLine(spawnSync(nginxBin, ["-v"], { encoding: "utf8" })),
    },
    settings: { node_flags: serverFlags, runs, workers, duration_s: durationS, warmup_s: warmupS, threads, connections, search_connections: searchConnections, slug, queries, text_queries: textQueries, text_cold_requests: textColdPaths.length, data_dir: dataDir },
    median: {
      runtime_person_rps: runtimeRps,
      nginx_person_rps: nginxRps,
      ratio_runtime_to_nginx: ratio,
      runtime_person_p50_ms: med((r) => ms(r.person.latency_us.p50)),
      runtime_person_p99_ms: personP99,
      nginx_person_p50_ms: med((r) => ms(r.nginx.latency_us.p50)),
      nginx_person_p99_ms: med((r) => ms(r.nginx.latency_us.p99)),
      bare_node_http_person_rps: med((r) => rps(r.bare)),
      bare_node_http_person_p50_ms: med((r) => ms(r.bare.latency_us.p50)),
      bare_node_http_person_p99_ms: med((r) => ms(r.bare.latency_us.p99)),
      bare_node_http_person_cpu_us_per_request: med((r) => (r.bare.server_cpu_s * 1e6) / r.bare.requests),
      search_rps: med((r) => rps(r.search)),
      search_p50_ms: med((r) => ms(r.search.latency_us.p50)),
      search_p99_ms: searchP99,
      runtime_person_cpu_us_per_request: med((r) => (r.person.server_cpu_s * 1e6) / r.person.requests),
      nginx_person_cpu_us_per_request: med((r) => (r.nginx.server_cpu_s * 1e6) / r.nginx.requests),
      search_cpu_us_per_request: med((r) => (r.search.server_cpu_s * 1e6) / r.search.requests),
      text_hot_rps: med((r) => rps(r.textHot)),
      text_hot_p50_ms: med((r) => ms(r.textHot.latency_us.p50)),
      text_hot_p99_ms: textHotP99,
      text_hot_cpu_us_per_request: med((r) => (r.textHot.server_cpu_s * 1e6) / r.textHot.requests),
      text_cold_rps: med((r) => rps(r.textCold)),
      text_cold_p50_ms: med((r) => ms(r.textCold.latency_us.p50)),
      text_cold_p99_ms: textColdP99,
      text_cold_cpu_us_per_request: med((r) => (r.textCold.server_cpu_s * 1e6) / r.textCold.requests),
      text_cold_control_rps: med((r) => rps(r.textColdControl)),
      text_cold_control_p50_ms: med((r) => ms(r.textColdControl.latency_us.p50)),
      text_cold_control_p99_ms: med((r) => ms(r.textColdControl.latency_us.p99)),
      listening_ms: med((r) => r.listening_ms),
      first_response_ms: firstResponse,
      bare_node_http_first_response_ms: bareFirstResponse,
      first_response_to_bare: firstResponseToBare,
      first_catalog_answer_ms: med((r) => r.catalog_ready_ms),
    },
    counting: {
      answered_2xx: answered,
      counted_in_store: counted,
      read_after_sigkill: cpuProfDir === undefined,
      every_answer_counted: countingOk,
      note: "per phase, counted may exceed answered by at most the connections: requests in flight when wrk stops are counted but not read",
    },
    targets: {
      ratio_at_least_0_5: { value: ratio, target: TARGETS.minRatioToNginx, pass: ratio >= TARGETS.minRatioToNginx },
      person_p99_under_10_ms: { value: personP99, target: TARGETS.maxPersonP99Ms, pass: personP99 < TARGETS.maxPersonP99Ms },
      search_p99_under_3_ms: { value: searchP99, target: TARGETS.maxSearchP99Ms, pass: searchP99 < TARGETS.maxSearchP99Ms },
      text_search_p99_at_most_10_ms: { value: textColdP99, target: TARGETS.maxTextP99Ms, pass: textColdP99 <= TARGETS.maxTextP99Ms },
      first_response_under_1_s: { value: firstResponse, target: TARGETS.maxFirstResponseMs, pass: firstResponse < TARGETS.maxFirstResponseMs },
      first_response_within_2x_bare_node: { value: firstResponseToBare, target: TARGETS.maxFirstResponseToBare, pass: firstResponseToBare <= TARGETS.maxFirstResponseToBare },
      every_answer_counted: { pass: countingOk && cleanRuns },
    },
    rounds: rounds.map((r) => ({
      listening_ms: r.listening_ms,
      first_response_ms: r.first_response_ms,
      bare_first_response_ms: r.bare_first_response_ms,
      catalog_ready_ms: r.catalog_ready_ms,
      nginx_person: figures(r.nginx),
      bare_node_http_person: figures(r.bare),
      runtime_person: figures(r.person),
      runtime_search: figures(r.search),
      runtime_text_hot: figures(r.textHot),
      runtime_text_cold: figures(r.textCold),
      text_cold_control: { ...figures(r.textColdControl), spin_us: r.textColdControl.spin_us ?? 0 },
      counting: r.counting,
    })),
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  return Object.values(summary.targets).every((t) => t.pass) ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    if (interrupted) return 130;
    log(`bench:serve: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await shutdown();
    process.exit(code);
  });
