import fs from "node:fs";
import Database from "better-sqlite3";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateKey, hashKey } from "../../../src/core/api-key.ts";
import { previousUtcDay, utcDay } from "../../../src/core/calendar.ts";
import { openSqliteStore } from "../../../src/runtime/store/sqlite.ts";
import { storeContract } from "./contract.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "store-sqlite-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

let n = 0;
let last = "";
storeContract("sqlite", {
  fresh: async () => {
    last = path.join(tmp, `s${++n}`, "store.sqlite");
    return openSqliteStore(last);
  },
  reopen: async () => openSqliteStore(last),
  url: () => `sqlite:${last}`,
});

describe("sqlite store", () => {
  it("batches the consume calls of one turn into one transaction; close() commits what is queued", async () => {
    const file = path.join(tmp, "batch", "store.sqlite");
    const store = openSqliteStore(file);
    const day = utcDay(new Date());
    const calls = Array.from({ length: 20 }, (_, i) => store.consume(i % 2 ? "odd" : "even", day, 8));
    const closing = store.close();
    const results = await Promise.all(calls);
    await closing;
    expect(results.filter((r) => r.allowed)).toHaveLength(16);
    expect(results.filter((r) => r.allowed && r.used === 8)).toHaveLength(2);
    expect(results.filter((r) => !r.allowed).every((r) => r.used === 8)).toBe(true);
    const again = openSqliteStore(file);
    expect(await again.used("even", day)).toBe(8);
    expect(await again.used("odd", day)).toBe(8);
    await expect(again.consume("", day, 1)).rejects.toThrow(RangeError);
    await again.close();
  });

  it("waits for another process's write lock without blocking the event loop, and counts once the lock is free", async () => {
    const file = path.join(tmp, "locked", "store.sqlite");
    const store = openSqliteStore(file);
    const other = new Database(file);
    other.exec("BEGIN IMMEDIATE");
    const day = utcDay(new Date());
    let settled = false;
    const first = store.consume("k", day, 5).finally(() => (settled = true));
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, 50));
    // SQLite's own busy handler would have slept in this thread, holding up the timer until its timeout.
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(settled).toBe(false);
    const second = store.consume("k", day, 5);
    other.exec("COMMIT");
    other.close();
    expect(await first).toEqual({ allowed: true, used: 1 });
    expect(await second).toEqual({ allowed: true, used: 2 });
    await store.close();
  });

  it("fails the waiting calls as unavailable after busyTimeoutMs of a held lock, and works again after", async () => {
    const file = path.join(tmp, "locked-long", "store.sqlite");
    const store = openSqliteStore(file, { busyTimeoutMs: 150 });
    const other = new Database(file);
    other.exec("BEGIN IMMEDIATE");
    const day = utcDay(new Date());
    const t0 = performance.now();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await expect(store.consume("k", day, 5)).rejects.toThrow(/locked/);
    clearInterval(timer);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
    expect(ticks).toBeGreaterThan(5);
    other.exec("COMMIT");
    other.close();
    expect(await store.consume("k", day, 5)).toEqual({ allowed: true, used: 1 });
    await store.close();
  });

  it("creates its folder, uses WAL and synchronous=NORMAL", async () => {
    const file = path.join(tmp, "deep", "er", "store.sqlite");
    const store = openSqliteStore(file);
    await store.consume("k", utcDay(new Date()), 1);
    const raw = new Database(file);
    expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    raw.close();
    await store.close();
    await store.close();
  });

  it("stores only the hash of a key, never the key", async () => {
    const file = path.join(tmp, "secret", "store.sqlite");
    const store = openSqliteStore(file);
    const key = generateKey();
    await store.createKey({ hash: hashKey(key), email: "s@example.org", tier: "free" });
    await store.close();
    const bytes = Buffer.concat(
      fs.readdirSync(path.dirname(file)).map((f) => fs.readFileSync(path.join(path.dirname(file), f))),
    );
    expect(bytes.includes(hashKey(key))).toBe(true);
    expect(bytes.includes(key)).toBe(false);
    expect(bytes.includes(key.slice(4, 36))).toBe(false);
  });

  it("deletes usage older than yesterday when a new day is first seen, and on open", async () => {
    const file = path.join(tmp, "prune", "store.sqlite");
    const today = utcDay(new Date());
    const yesterday = previousUtcDay(today);
    const old = previousUtcDay(previousUtcDay(yesterday));
    const store = openSqliteStore(file);
    await store.consume("k", old, 10);
    expect(await store.used("k", old)).toBe(1);
    await store.close();
    const again = openSqliteStore(file);
    expect(await again.used("k", old)).toBe(0);
    await again.consume("k", yesterday, 10);
    await again.consume("k", today, 10);
    expect(await again.used("k", yesterday)).toBe(1);
    const raw = new Database(file);
    expect(raw.prepare("SELECT day FROM usage ORDER BY day").all()).toEqual([{ day: yesterday }, { day: today }]);
    raw.close();
    await again.close();
  });

  it("refuses a file written by a newer schema version", async () => {
    const file = path.join(tmp, "future", "store.sqlite");
    await openSqliteStore(file).close();
    const raw = new Database(file);
    raw.pragma("user_version = 99", { simple: true });
    raw.close();
    expect(() => openSqliteStore(file)).toThrow(/schema version 99/);
  });
});
