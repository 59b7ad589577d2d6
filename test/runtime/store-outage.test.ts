/**
 * When the store fails, the runtime fails closed: requests it cannot count get 503 with `Retry-After`
 * and a problem-details body, quickly (no request waits more than 1 s), the first log line says what is
 * wrong, and service comes back by itself when the store does, with every answered request counted.
 * Real failures on loopback: a Redis server stopped and restarted (and one frozen with SIGSTOP), and a
 * SQLite file on a small tmpfs that fills up and is remounted read-only.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDay } from "../../src/core/calendar.ts";
import { openRedisStore } from "../../src/runtime/store/redis.ts";
import { openSqliteStore } from "../../src/runtime/store/sqlite.ts";
import { StoreUnavailableError } from "../../src/runtime/store/types.ts";
import { STORE_RETRY_AFTER_SECONDS } from "../../src/runtime/middleware.ts";
import { redisTestsEnabled, startRedisServer, type RedisServer } from "../helpers/redis-server.ts";
import { expectProblem, sampleApp, type SampleApp } from "../helpers/sample-app.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends one keyed request and says how it went and how long it took. */
async function timed(s: SampleApp, key: string): Promise<{ status: number; ms: number; res: Response }> {
  const t0 = performance.now();
  const res = await s.request("/v1/people/abraham", { key });
  const ms = performance.now() - t0;
  return { status: res.status, ms, res };
}

async function expectUnavailable(res: Response): Promise<void> {
  expect(res.headers.get("Retry-After")).toBe(String(STORE_RETRY_AFTER_SECONDS));
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  await expectProblem(res, 503, "store-unavailable");
}

describe.skipIf(!redisTestsEnabled())("Redis outage", () => {
  let dir: string;
  let server: RedisServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "redis-outage-"));
    server = await startRedisServer({ dir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 503 within 1 s while Redis is down, recovers without a restart, and counts every answered request", async () => {
    const store = await openRedisStore(server.url, { prefix: `outage-${Date.now()}:` });
    const logged: unknown[] = [];
    const s = await sampleApp({ store, keyCacheMs: 0, now: new Date(), log: (e) => logged.push(e) });
    const key = s.keys.pro.key;
    try {
      let ok = 0;
      let unavailable = 0;
      for (let i = 0; i < 10; i++) if ((await timed(s, key)).status === 200) ok++;
      expect(ok).toBe(10);

      await server.stop();
      const downUntil = performance.now() + 3000;
      while (performance.now() < downUntil) {
        const r = await timed(s, key);
        expect(r.ms, "no request waits more than 1 s").toBeLessThan(1000);
        expect(r.status).toBe(503);
        await expectUnavailable(r.res);
        unavailable++;
        await sleep(50);
      }
      expect(unavailable).toBeGreaterThan(10);
      expect(logged.length, "the outage is logged once, not per request").toBe(1);
      expect(String(logged[0])).toMatch(/^store unavailable \(redis\): Redis is unreachable or too slow: .*answering 503 with Retry-After: 5/);

      server = await startRedisServer({ dir, port: server.port });
      const backBy = performance.now() + 10_000;
      for (;;) {
        const r = await timed(s, key);
        expect(r.ms).toBeLessThan(1000);
        if (r.status === 200) {
          ok++;
          break;
        }
        expect(r.status).toBe(503);
        unavailable++;
        expect(performance.now(), "service recovers by itself").toBeLessThan(backBy);
        await sleep(100);
      }
      for (let i = 0; i < 10; i++) if ((await timed(s, key)).status === 200) ok++;
      expect(ok).toBe(21);
      const used = await store.used(s.keys.pro.info.id, utcDay(new Date()));
      expect(used, "every answered request is counted (the append-only file kept those before the stop)").toBeGreaterThanOrEqual(ok);
      expect(used).toBeLessThanOrEqual(ok + unavailable);
    } finally {
      await store.close();
    }
  }, 60_000);

  it("answers 503 within 1 s while Redis is frozen (SIGSTOP), and 200 again once it runs", async () => {
    const store = await openRedisStore(server.url, { prefix: `frozen-${Date.now()}:` });
    const s = await sampleApp({ store, keyCacheMs: 0, now: new Date(), log: () => undefined });
    try {
      expect((await timed(s, s.keys.pro.key)).status).toBe(200);
      process.kill(server.pid, "SIGSTOP");
      try {
        for (let i = 0; i < 3; i++) {
          const r = await timed(s, s.keys.pro.key);
          expect(r.ms).toBeLessThan(1000);
          await expectUnavailable(r.res);
        }
      } finally {
        process.kill(server.pid, "SIGCONT");
      }
      const backBy = performance.now() + 10_000;
      while ((await timed(s, s.keys.pro.key)).status !== 200) {
        expect(performance.now()).toBeLessThan(backBy);
        await sleep(100);
      }
    } finally {
      await store.close();
    }
  }, 30_000);
});

/** Whether this process may mount a tmpfs (root on Linux); CI runs as root, so there it must. */
function canMount(): boolean {
  if (process.platform !== "linux" || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(path.join(tmpdir(), "mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}
const mountable = canMount();
if (!mountable && process.env.CI) throw new Error("the SQLite outage tests need to mount a tmpfs (run as root on Linux)");

describe.skipIf(!mountable)("SQLite on a full disk or a read-only file system (skipped unless root on Linux: they mount a tmpfs)", () => {
  let mnt: string;

  beforeAll(() => {
    mnt = mkdtempSync(path.join(tmpdir(), "sqlite-outage-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", mnt]);
  });
  afterAll(() => {
    if (mnt === undefined) return;
    try {
      execFileSync("umount", [mnt]);
    } finally {
      rmSync(mnt, { recursive: true, force: true });
    }
  });

  it("answers 503 while the disk is full, says so, and recovers when space is freed", async () => {
    const dbDir = path.join(mnt, "db");
    mkdirSync(dbDir);
    const store = openSqliteStore(path.join(dbDir, "store.sqlite"));
    const logged: string[] = [];
    const s = await sampleApp({ store, keyCacheMs: 0, now: new Date(), log: (e) => logged.push(String(e)) });
    const key = s.keys.pro.key;
    try {
      expect((await timed(s, key)).status).toBe(200);

      const filler = path.join(mnt, "filler");
      try {
        writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024));
      } catch (e) {
        expect((e as NodeJS.ErrnoException).code).toBe("ENOSPC");
      }
      let sawFull = false;
      for (let i = 0; i < 2000 && !sawFull; i++) {
        const r = await timed(s, key);
        if (r.status === 503) {
          await expectUnavailable(r.res);
          sawFull = true;
        } else expect(r.status).toBe(200);
      }
      expect(sawFull, "a full disk turns into 503s").toBe(true);
      expect(logged[0]).toMatch(/^store unavailable \(sqlite\): SQLITE_FULL: the disk is full: free space on it/);
      rmSync(filler, { force: true });
      expect((await timed(s, key)).status, "freeing space brings service back").toBe(200);
    } finally {
      await store.close();
    }
  }, 60_000);

  it("refuses to open a store on a read-only file system, with one sentence that says so", async () => {
    const rw = path.join(mnt, "rw");
    const ro = path.join(mnt, "ro");
    mkdirSync(rw);
    mkdirSync(ro);
    await openSqliteStore(path.join(rw, "store.sqlite")).close();
    execFileSync("mount", ["--bind", rw, ro]);
    try {
      execFileSync("mount", ["-o", "remount,ro,bind", ro]);
      let error: unknown;
      try {
        openSqliteStore(path.join(ro, "store.sqlite"));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as Error).message).toBe(`cannot open ${path.join(ro, "store.sqlite")}: ${ro} is on a read-only file system: put the store on a writable disk (STORE_URL=sqlite:/path/file.sqlite) (SQLITE_CANTOPEN)`);
    } finally {
      execFileSync("umount", [ro]);
    }
  });
});
