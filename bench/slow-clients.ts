/**
 * `npm run bench:slow-clients`: a normal client's latency while slowloris and idle clients hold
 * connections to the runtime, on loopback, bounded in time.
 *
 * Starts the compiled runtime (`dist/serve.cjs`, as `npm start` runs it; default limits from `src/runtime/node/limits.ts`,
 * a temp SQLite store) on the built tree, then:
 * 1. baseline: `--clients` keep-alive loops of keyed `GET /v1/people/<slug>` for `--baseline` seconds;
 * 2. attack: a child process opens `--slowloris` connections that send a request line and then one
 *    header line every 2 s (never finishing), and `--idle` connections that send one request and then
 *    sit idle on keep-alive; whatever the server closes is reopened at once. The same normal client runs
 *    for `--duration` seconds meanwhile; its p99 is reported per 5-s window and overall, with the
 *    server's open file descriptors (its connections) sampled every second.
 * Target: the normal client's p99 under attack < 50 ms. Prints JSON on stdout; exits 1 when missed.
 * Options: --slowloris 500, --idle 2000, --duration 30, --baseline 5, --clients 4, --data-dir dist-api,
 * --slug abraham.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { OUT_DIR, PROJECT_ROOT } from "../src/paths.ts";
import { issueKey } from "../src/runtime/keys.ts";
import { openSqliteStore } from "../src/runtime/store/sqlite.ts";
import { SERVER_NODE_FLAGS } from "../src/cli/node-flags.ts";

const { values: opts } = parseArgs({
  options: {
    slowloris: { type: "string", default: "500" },
    idle: { type: "string", default: "2000" },
    duration: { type: "string", default: "30" },
    baseline: { type: "string", default: "5" },
    clients: { type: "string", default: "4" },
    "data-dir": { type: "string", default: OUT_DIR },
    slug: { type: "string", default: "abraham" },
    attacker: { type: "string" },
  },
  strict: true,
});
const LOOPBACK = "127.0.0.1";
const P99_TARGET_MS = 50;
const log = (text: string): void => void process.stderr.write(`${text}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The attacker process: holds slow and idle connections open against `port` until killed. */
function attack(port: number, slow: number, idle: number): void {
  let reopened = 0;
  const slowloris = (): void => {
    const sock = net.connect({ host: LOOPBACK, port });
    let timer: NodeJS.Timeout | undefined;
    sock.on("connect", () => {
      sock.write("GET /v1/meta HTTP/1.1\r\nHost: bench\r\n");
      timer = setInterval(() => sock.write(`X-Slow-${Math.random().toString(36).slice(2, 6)}: 1\r\n`), 2000);
    });
    sock.on("error", () => undefined);
    sock.on("close", () => {
      clearInterval(timer);
      reopened++;
      setTimeout(slowloris, 10);
    });
  };
  const idler = (): void => {
    const sock = net.connect({ host: LOOPBACK, port });
    sock.on("connect", () => sock.write("GET /v1/openapi.json HTTP/1.1\r\nHost: bench\r\nConnection: keep-alive\r\n\r\n"));
    sock.on("data", () => undefined);
    sock.on("error", () => undefined);
    sock.on("close", () => {
      reopened++;
      setTimeout(idler, 10);
    });
  };
  for (let i = 0; i < slow; i++) slowloris();
  for (let i = 0; i < idle; i++) idler();
  setInterval(() => process.stdout.write(`${JSON.stringify({ reopened })}\n`), 1000);
}

/** Keyed GETs in `clients` keep-alive loops for `seconds`; returns each request's latency (ms) with its start time. */
async function normalClient(port: number, keys: () => string, slug: string, clients: number, seconds: number): Promise<{ at: number; ms: number; ok: boolean }[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const samples: { at: number; ms: number; ok: boolean }[] = [];
  const t0 = performance.now();
  const one = (): Promise<void> =>
    new Promise((resolve) => {
      const start = performance.now();
      const req = http.get({ host: LOOPBACK, port, path: `/v1/people/${slug}`, agent, headers: { "X-API-Key": keys() } }, (res) => {
        res.resume();
        res.on("end", () => {
          samples.push({ at: start - t0, ms: performance.now() - start, ok: res.statusCode === 200 });
          resolve();
        });
      });
      req.setTimeout(5000, () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        samples.push({ at: start - t0, ms: performance.now() - start, ok: false });
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() - t0 < seconds * 1000) {
        await one();
        await sleep(2);
      }
    }),
  );
  agent.destroy();
  return samples;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

function openFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

async function main(): Promise<number> {
  if (opts.attacker !== undefined) {
    const [port, slow, idle] = opts.attacker.split(",").map(Number);
    attack(port!, slow!, idle!);
    return -1;
  }
  const slow = Number(opts.slowloris);
  const idle = Number(opts.idle);
  const duration = Number(opts.duration);
  const baseline = Number(opts.baseline);
  const clients = Number(opts.clients);
  const dataDir = path.resolve(opts["data-dir"]);
  if (![slow, idle, duration, baseline, clients].every((n) => Number.isInteger(n) && n >= 0) || duration > 600 || slow + idle > 15_000) {
    log("bench:slow-clients: options must be whole numbers; --duration at most 600; --slowloris + --idle at most 15000");
    return 2;
  }
  if (spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { stdio: "inherit" }).status !== 0) return 2;
  const work = mkdtempSync(path.join(tmpdir(), "bench-slow-"));
  const children: ChildProcess[] = [];
  try {
    const storeFile = path.join(work, "store.sqlite");
    const store = openSqliteStore(storeFile);
    // A pro key allows 10,000 requests a day: enough keys for 3,000 requests/s, each used 9,000 times.
    const pool: string[] = [];
    for (let i = 0; i < Math.ceil(((baseline + duration + 5) * 3000) / 9000); i++) pool.push((await issueKey(store, `bench-${i}@example.org`, "pro")).key);
    await store.close();
    let sent = 0;
    const key = (): string => pool[Math.min(pool.length - 1, Math.floor(sent++ / 9000))]!;
    const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(PROJECT_ROOT, "dist/serve.cjs")], {
      env: { ...process.env, PORT: "0", HOST: LOOPBACK, DATA_DIR: dataDir, STORE_URL: `sqlite:${storeFile}` },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(server);
    const port = await new Promise<number>((resolve, reject) => {
      let out = "";
      server.stdout!.on("data", (d: Buffer) => {
        out += d.toString();
        const m = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
        if (m) resolve(Number(m[1]));
      });
      server.on("exit", (code) => reject(new Error(`the runtime exited (${code})`)));
    });
    log(`bench:slow-clients: runtime on port ${port}; baseline ${baseline} s with ${clients} normal clients`);
    const before = await normalClient(port, key, opts.slug, clients, baseline);

    log(`bench:slow-clients: attack: ${slow} slowloris + ${idle} idle connections for ${duration} s`);
    const attacker = spawn(process.execPath, ["--import", "tsx", path.join(PROJECT_ROOT, "bench/slow-clients.ts"), "--attacker", `${port},${slow},${idle}`], { stdio: ["ignore", "pipe", "inherit"] });
    children.push(attacker);
    let reopened = 0;
    attacker.stdout!.on("data", (d: Buffer) => {
      const last = d.toString().trim().split("\n").pop();
      if (last) reopened = (JSON.parse(last) as { reopened: number }).reopened;
    });
    await sleep(2000);
    const fds: number[] = [];
    const sampler = setInterval(() => fds.push(openFds(server.pid!)), 1000);
    const during = await normalClient(port, key, opts.slug, clients, duration);
    clearInterval(sampler);

    const windows: { from_s: number; requests: number; p99_ms: number }[] = [];
    for (let from = 0; from < duration; from += 5) {
      const inWindow = during.filter((s) => s.at >= from * 1000 && s.at < (from + 5) * 1000).map((s) => s.ms);
      windows.push({ from_s: from, requests: inWindow.length, p99_ms: percentile(inWindow, 99) });
    }
    const p99 = percentile(during.map((s) => s.ms), 99);
    const summary = {
      settings: { slowloris: slow, idle, duration_s: duration, baseline_s: baseline, normal_clients: clients, data_dir: dataDir },
      baseline: { requests: before.length, failed: before.filter((s) => !s.ok).length, p50_ms: percentile(before.map((s) => s.ms), 50), p99_ms: percentile(before.map((s) => s.ms), 99) },
      under_attack: {
        requests: during.length,
        failed: during.filter((s) => !s.ok).length,
        p50_ms: percentile(during.map((s) => s.ms), 50),
        p99_ms: p99,
        max_ms: Math.round(Math.max(...during.map((s) => s.ms))),
        windows,
        server_open_fds_max: Math.max(...fds),
        attacker_connections_reopened_after_server_closed_them: reopened,
      },
      target: { normal_client_p99_under_50_ms: { value: p99, pass: p99 < P99_TARGET_MS && during.every((s) => s.ok) } },
    };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    return summary.target.normal_client_p99_under_50_ms.pass ? 0 : 1;
  } finally {
    for (const c of children) c.kill("SIGKILL");
    rmSync(work, { recursive: true, force: true });
  }
}

const code = await main();
if (code >= 0) process.exit(code);
