/**
 * The D1 driver against real D1 in the real Workers runtime. Miniflare runs workerd with a D1
 * database; the contract suite drives the driver *inside* workerd through a small test Worker
 * (`d1-worker.ts`), so the driver, its SQL and the concurrency of 300 parallel `consume` calls are
 * all exercised where they run in production. Calls made in the same turn of Node's event loop travel
 * in one HTTP request and run in parallel inside workerd: 300 simultaneous requests to Miniflare's
 * local socket were sometimes reset (ECONNRESET) on a loaded CI machine, which tested the socket,
 * not the store. `fresh()` drops the
 * tables and opens a handle; `reopen()` opens a second handle on the same database, as a second
 * isolate would. The driver-specific tests below use the binding from Node (`getD1Database`).
 */
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleWorker } from "../../../src/cli/build-worker.ts";
import { generateKey, hashKey } from "../../../src/core/api-key.ts";
import { previousUtcDay, utcDay } from "../../../src/core/calendar.ts";
import { openD1Store, type D1Like } from "../../../src/runtime/store/d1.ts";
import { SCHEMA_STATEMENTS } from "../../../src/runtime/store/sql.ts";
import type { ConsumeResult, KeyInfo, NewKey, Store } from "../../../src/runtime/store/types.ts";
import type { Tier } from "../../../src/contract/tiers.ts";
import { storeContract } from "./contract.ts";
import type { StoreCall, StoreOutcome } from "./d1-worker.ts";

let mf: Miniflare;
let db: D1Like;

beforeAll(async () => {
  const script = await bundleWorker(fileURLToPath(new URL("./d1-worker.ts", import.meta.url)));
  mf = new Miniflare({ modules: true, script, compatibilityDate: "2025-07-01", d1Databases: ["DB"] });
  db = await mf.getD1Database("DB");
});
afterAll(async () => {
  await mf?.dispose();
});

function encode(a: unknown): unknown {
  if (a instanceof Date) return { $date: a.toISOString() };
  if (a !== null && typeof a === "object") return Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v instanceof Date ? { $date: v.toISOString() } : v]));
  return a;
}

interface Pending {
  readonly call: StoreCall;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

let queue: Pending[] = [];

/** Sends every call queued in this turn of the event loop as one request. */
async function flush(): Promise<void> {
  const batch = queue;
  queue = [];
  try {
    const res = await mf.dispatchFetch("http://store.test/", { method: "POST", body: JSON.stringify(batch.map((p) => p.call)) });
    const outcomes = (await res.json()) as StoreOutcome[];
    for (const [i, p] of batch.entries()) {
      const out = outcomes[i];
      if (out === undefined) p.reject(new Error(`the test Worker answered ${outcomes.length} of ${batch.length} calls`));
      else if ("error" in out) p.reject(out.error.name === "RangeError" ? new RangeError(out.error.message) : new Error(out.error.message));
      else p.resolve(out.value !== null && typeof out.value === "object" && "$undefined" in out.value ? undefined : out.value);
    }
  } catch (e) {
    for (const p of batch) p.reject(e instanceof Error ? e : new Error(String(e)));
  }
}

function remote(handle: number, method: string, ...args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (queue.length === 0) setImmediate(() => void flush());
    queue.push({ call: { handle, method, args: args.map(encode) }, resolve, reject });
  });
}

let handles = 0;

/** A D1 store handle living inside workerd, called from here. */
async function workerStore(): Promise<Store> {
  const h = ++handles;
  await remote(h, "open");
  return {
    driver: "d1",
    createKey: (k: NewKey) => remote(h, "createKey", k) as Promise<KeyInfo>,
    findByHash: (hash: string) => remote(h, "findByHash", hash) as Promise<KeyInfo | undefined>,
    findById: (id: string) => remote(h, "findById", id) as Promise<KeyInfo | undefined>,
    list: () => remote(h, "list") as Promise<KeyInfo[]>,
    revoke: (idOrHash: string, now?: Date) => remote(h, "revoke", idOrHash, ...(now === undefined ? [] : [now])) as Promise<boolean>,
    setTier: (idOrHash: string, tier: Tier) => remote(h, "setTier", idOrHash, tier) as Promise<boolean>,
    consume: (keyId: string, day: string, limit: number) => remote(h, "consume", keyId, day, limit) as Promise<ConsumeResult>,
    used: (keyId: string, day: string) => remote(h, "used", keyId, day) as Promise<number>,
    close: async () => {
      await remote(h, "close");
    },
  };
}

async function dropTables(): Promise<void> {
  await db.batch(["DROP TABLE IF EXISTS api_keys", "DROP TABLE IF EXISTS usage"].map((sql) => db.prepare(sql)));
}

async function tables(): Promise<string[]> {
  const { results = [] } = await db.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name").all<{ name: string }>();
  return results.map((r) => r.name);
}

storeContract("d1 (in workerd)", {
  fresh: async () => {
    await remote(0, "reset");
    return workerStore();
  },
  reopen: workerStore,
});

describe("d1 store", () => {
  it("creates the schema on first use, once per handle, the same as the SQLite driver's", async () => {
    await dropTables();
    expect(await tables()).toEqual([]);
    const store = openD1Store(db);
    expect(store.driver).toBe("d1");
    expect(await store.list()).toEqual([]);
    expect(await tables()).toEqual(["api_keys", "usage", "usage_day"]);
    const { results = [] } = await db.prepare("SELECT sql FROM sqlite_master WHERE name = 'usage'").all<{ sql: string }>();
    expect(results[0]?.sql).toBe(SCHEMA_STATEMENTS[1]!.replace(" IF NOT EXISTS", ""));
  });

  it("leaves the schema alone with createSchema: false (it was applied with wrangler d1 execute)", async () => {
    await dropTables();
    const store = openD1Store(db, { createSchema: false });
    await expect(store.list()).rejects.toThrow(/no such table/);
    await db.batch(SCHEMA_STATEMENTS.map((sql) => db.prepare(sql)));
    expect(await store.list()).toEqual([]);
  });

  it("stores only the hash of a key", async () => {
    await dropTables();
    const store = openD1Store(db);
    const key = generateKey();
    await store.createKey({ hash: hashKey(key), email: "d1@example.org", tier: "free" });
    const { results = [] } = await db.prepare("SELECT * FROM api_keys").all<Record<string, unknown>>();
    expect(JSON.stringify(results)).toContain(hashKey(key));
    expect(JSON.stringify(results)).not.toContain(key.slice(4, 36));
  });

  it("deletes usage older than yesterday when a handle first sees a new day", async () => {
    await dropTables();
    const today = utcDay(new Date());
    const yesterday = previousUtcDay(today);
    const old = previousUtcDay(previousUtcDay(yesterday));
    const first = openD1Store(db);
    await first.consume("k", old, 10);
    expect(await first.used("k", old)).toBe(1);
    const second = openD1Store(db);
    await second.consume("k", yesterday, 10);
    await second.consume("k", today, 10);
    expect(await second.used("k", old)).toBe(0);
    const { results = [] } = await db.prepare("SELECT day FROM usage ORDER BY day").all<{ day: string }>();
    expect(results).toEqual([{ day: yesterday }, { day: today }]);
  });

  it("refuses a row with an unknown tier rather than guessing", async () => {
    await dropTables();
    const store = openD1Store(db);
    const info = await store.createKey({ hash: hashKey(generateKey()), email: "t@example.org", tier: "free" });
    await db.prepare("UPDATE api_keys SET tier = 'gold' WHERE id = ?").bind(info.id).run();
    await expect(store.findById(info.id)).rejects.toThrow(/unknown tier "gold"/);
  });

  it("retries the schema after a failed first attempt", async () => {
    await dropTables();
    let fail = true;
    const flaky: D1Like = {
      prepare: (sql) => db.prepare(sql),
      batch: (statements) => (fail ? Promise.reject(new Error("D1 is unavailable")) : db.batch(statements)),
    };
    const store = openD1Store(flaky);
    await expect(store.list()).rejects.toThrow(/unavailable/);
    fail = false;
    expect(await store.list()).toEqual([]);
  });
});
