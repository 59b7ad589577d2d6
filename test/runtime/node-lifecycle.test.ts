/**
 * The Node server as `npm start` runs it (compiled and bundled: `dist/serve.cjs`): timeouts and a connection limit
 * bound slow and idle clients, and SIGTERM finishes in-flight requests, commits their counts and exits 0.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
    const storeFile = path.join(work, "stop.sqlite");
    const store = openSqliteStore(storeFile);
    const { key, info } = await issueKey(store, "stop@example.org", "pro");
    await store.close();
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
