/**
 * The Node server as `npm start` runs it (compiled and bundled: `dist/serve.cjs`): timeouts and a connection limit
 * bound slow and idle clients, and SIGTERM finishes in-flight requests, commits their counts and exits 0.
 * With `WORKERS`, several processes serve one port, count in one store, and stop together.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { issueKey } from "../../src/runtime/keys.ts";
import { utcDay } from "../../src/core/calendar.ts";
import { openSqliteStore } from "../../src/runtime/store/sqlite.ts";
import { sampleTreeDir } from "../helpers/full-tree.ts";
import { SERVER_NODE_FLAGS } from "../../src/cli/node-flags.ts";
import { parseWorkers } from "../../src/runtime/node/workers.ts";

let tree: string;
let work: string;

beforeAll(async () => {
  const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  tree = await sampleTreeDir();
  work = mkdtempSync(path.join(tmpdir(), "node-lifecycle-"));
}, 180_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Starts the compiled server on a free port; resolves once it prints where it listens. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number; stderr: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(PROJECT_ROOT, "dist/serve.cjs")], {
    env: { ...process.env, DATA_DIR: tree, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) resolve(Number(m[1]));
    });
    void exited.then(() => reject(new Error(`serve exited: ${err}`)));
  });
  return { child, port, stderr: () => err, exited };
}

/** A new SQLite store file in the work folder with one pro key (the store closed again, for the server to open). */
async function storeWithKey(name: string): Promise<{ storeFile: string; key: string; info: { id: string } }> {
  const storeFile = path.join(work, `${name}.sqlite`);
  const store = openSqliteStore(storeFile);
  const { key, info } = await issueKey(store, `${name}@example.org`, "pro");
  await store.close();
  return { storeFile, key, info };
}

/** Opens a raw TCP connection and resolves with the ms until the server closes it (and what it sent). */
function closedAfter(port: number, drip?: { first: string; every: number; line: string }): Promise<{ ms: number; received: string }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const sock = net.connect({ host: "127.0.0.1", port });
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    sock.on("connect", () => {
      if (drip === undefined) return;
      sock.write(drip.first);
      timer = setInterval(() => sock.write(drip.line), drip.every);
    });
    sock.on("data", (d) => (received += d.toString()));
    sock.on("error", () => undefined);
    sock.on("close", () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - t0, received });
    });
    setTimeout(() => {
      sock.destroy();
      reject(new Error("the server kept the connection open for 10 s"));
    }, 10_000).unref();
  });
}

describe("slow and idle clients", () => {
  it("closes a client that drips its headers (slowloris), one that never sends, and idle keep-alive connections", async () => {
    const s = await startServer({ STORE_URL: "memory:", HEADERS_TIMEOUT_MS: "600", KEEP_ALIVE_TIMEOUT_MS: "300", TIMEOUT_CHECK_INTERVAL_MS: "100" });
    try {
      const [slowloris, silent] = await Promise.all([
        closedAfter(s.port, { first: "GET /v1/meta HTTP/1.1\r\nHost: x\r\n", every: 100, line: "X-Pad: y\r\n" }),
        closedAfter(s.port),
      ]);
      for (const c of [slowloris, silent]) {
        expect(c.ms).toBeGreaterThanOrEqual(500);
        expect(c.ms).toBeLessThan(2500);
      }
      expect(slowloris.received).toMatch(/^HTTP\/1\.1 408 /);

      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const socketClosed = await new Promise<number>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port: s.port, path: "/v1/openapi.json", agent }, (res) => {
          res.resume();
          res.on("end", () => {
            const t0 = performance.now();
            req.socket!.on("close", () => resolve(performance.now() - t0));
          });
        });
        req.on("error", reject);
      });
      agent.destroy();
      expect(socketClosed).toBeLessThan(1500);
    } finally {
      s.child.kill("SIGKILL");
    }
  }, 30_000);

  it("refuses connections past MAX_CONNECTIONS", async () => {
    const s = await startServer({ STORE_URL: "memory:", MAX_CONNECTIONS: "3", HEADERS_TIMEOUT_MS: "5000" });
    const socks: net.Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const sock = net.connect({ host: "127.0.0.1", port: s.port });
        await new Promise((r) => sock.on("connect", r));
        socks.push(sock);
      }
      await new Promise((r) => setTimeout(r, 100));
      const extra = await closedAfter(s.port);
      expect(extra.ms).toBeLessThan(1000);
      expect(extra.received).toBe("");
    } finally {
      for (const sock of socks) sock.destroy();
      s.child.kill("SIGKILL");
    }
  }, 30_000);
});

describe("graceful stop", () => {
  it("on SIGTERM finishes in-flight requests, counts every answered one, and exits 0 within the bound", async () => {
    const { storeFile, key, info } = await storeWithKey("stop");
    const s = await startServer({ STORE_URL: `sqlite:${storeFile}`, SHUTDOWN_TIMEOUT_MS: "3000" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    let ok = 0;
    let failed = 0;
    let sent = 0;
    const one = (): Promise<void> =>
      new Promise((resolve) => {
        sent++;
        const req = http.get({ host: "127.0.0.1", port: s.port, path: "/v1/people/abraham", agent, headers: { "X-API-Key": key } }, (res) => {
          let body = "";
          res.on("data", (d: Buffer) => (body += d.toString()));
          res.on("end", () => {
            if (res.statusCode === 200 && JSON.parse(body).data.slug === "abraham") ok++;
            else failed++;
            resolve();
          });
          res.on("error", () => {
            failed++;
            resolve();
          });
        });
        req.on("error", () => {
          failed++;
          resolve();
        });
      });
    const t0 = performance.now();
    const workers = Array.from({ length: 16 }, async () => {
      while (performance.now() - t0 < 1500) await one();
    });
    await new Promise((r) => setTimeout(r, 400));
    const stopAt = performance.now();
    s.child.kill("SIGTERM");
    await Promise.all(workers);
    const code = await s.exited;
    const stopMs = performance.now() - stopAt;
    agent.destroy();
    expect(code, s.stderr()).toBe(0);
    expect(stopMs).toBeLessThan(3000);
    expect(s.stderr()).toMatch(/SIGTERM: finishing in-flight requests/);
    expect(s.stderr()).toMatch(/stopped in \d+ ms; every answered request is counted/);
    expect(ok).toBeGreaterThan(10);
    expect(ok + failed).toBe(sent);
    const after = openSqliteStore(storeFile);
    const used = await after.used(info.id, utcDay(new Date()));
    await after.close();
    expect(used, "every answered request was committed before exit").toBeGreaterThanOrEqual(ok);
    expect(used).toBeLessThanOrEqual(ok + failed);
  }, 30_000);
});

/** The pids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter((p) => p !== "").map(Number);
}

/** GETs `path` on a new connection each time (so the primary hands them to its workers in turn). */
function getFresh(port: number, urlPath: string, key: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, agent: false, headers: { "X-API-Key": key } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
  });
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const t0 = performance.now();
  while (!check()) {
    if (performance.now() - t0 > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("several workers (WORKERS)", () => {
  it("reads WORKERS: unset is 1, auto one per core, otherwise 1 to 64", () => {
    expect(parseWorkers(undefined, 8)).toBe(1);
    expect(parseWorkers(" ", 8)).toBe(1);
    expect(parseWorkers("auto", 8)).toBe(8);
    expect(parseWorkers("AUTO", 0)).toBe(1);
    expect(parseWorkers("3", 8)).toBe(3);
    for (const bad of ["0", "65", "1.5", "-2", "two", "2 workers"]) expect(() => parseWorkers(bad, 8), bad).toThrow(/WORKERS must be a whole number from 1 to 64, or auto/);
  });

  it("serves one port from several processes, counts every answer in the one store, replaces a worker that dies, and stops them all on SIGTERM", async () => {
    const { storeFile, key, info } = await storeWithKey("workers");
    const s = await startServer({ STORE_URL: `sqlite:${storeFile}`, WORKERS: "2" });
    try {
      const workers = childrenOf(s.child.pid!);
      expect(workers).toHaveLength(2);
      const statuses: number[] = [];
      const batch = async (n: number): Promise<void> => {
        for (let i = 0; i < n; i += 20) statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => getFresh(s.port, "/v1/people/abraham", key)))));
      };
      await batch(200);
      process.kill(workers[0]!, "SIGKILL");
      await until(() => /stopped \(SIGKILL\): starting another/.test(s.stderr()), 5000);
      await until(() => /listening \(a replacement\)/.test(s.stderr()), 20_000);
      const replaced = childrenOf(s.child.pid!);
      expect(replaced).toContain(workers[1]);
      expect(replaced).not.toContain(workers[0]);
      await batch(200);
      expect(statuses.filter((c) => c !== 200), "every request before the kill and after the replacement is answered").toEqual([]);
      const ok = statuses.length;
      s.child.kill("SIGTERM");
      expect(await s.exited, s.stderr()).toBe(0);
      for (const pid of replaced) expect(existsSync(`/proc/${pid}/cmdline`) && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("serve.cjs"), `worker ${pid} is gone`).toBe(false);
      expect(s.stderr().match(/stopped in \d+ ms; every answered request is counted/g)).toHaveLength(2);
      const after = openSqliteStore(storeFile);
      expect(await after.used(info.id, utcDay(new Date()))).toBe(ok);
      await after.close();
    } finally {
      s.child.kill("SIGKILL");
    }
  }, 60_000);

  it("stops cleanly when SIGTERM comes while the workers are still starting, leaving none behind", async () => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "dist/serve.cjs")], {
      env: { ...process.env, DATA_DIR: tree, PORT: "0", HOST: "127.0.0.1", WORKERS: "2", STORE_URL: `sqlite:${path.join(work, "early.sqlite")}` },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
      await until(() => childrenOf(child.pid!).length === 2, 10_000);
      const workers = childrenOf(child.pid!);
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      for (const pid of workers) expect(existsSync(`/proc/${pid}/cmdline`) && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("serve.cjs"), `worker ${pid} is gone`).toBe(false);
    } finally {
      child.kill("SIGKILL");
    }
  }, 30_000);

  it("refuses WORKERS with the in-memory store, and a malformed WORKERS, before starting anything (exit code 2)", () => {
    for (const [env, message] of [
      [{ WORKERS: "2", STORE_URL: "memory:" }, /STORE_URL=memory: keeps the counts inside one process/],
      [{ WORKERS: "many" }, /WORKERS must be a whole number/],
    ] as const) {
      const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "dist/serve.cjs")], { env: { ...process.env, DATA_DIR: tree, PORT: "0", ...env }, encoding: "utf8", timeout: 20_000 });
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });

  it("stops with exit code 1 when its workers cannot start (a store that cannot be opened), rather than restarting them for ever", () => {
    const notAFolder = path.join(work, "not-a-folder");
    writeFileSync(notAFolder, "a file where the store's folder should be\n");
    const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "dist/serve.cjs")], {
      env: { ...process.env, DATA_DIR: tree, PORT: "0", WORKERS: "2", STORE_URL: `sqlite:${notAFolder}/store.sqlite` },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/cannot open the store/);
    expect(r.stderr).toMatch(/stopped before it listened \(exit code 1\): stopping/);
    expect(r.stdout).not.toMatch(/listening on/);
  });
});
