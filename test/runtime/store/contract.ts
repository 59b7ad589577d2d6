/**
 * The one contract every store driver passes. Each driver's test file calls {@link storeContract}
 * with a factory; the cross-handle, cross-process and crash tests run for drivers that can share
 * their storage (`reopen`, `url`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { generateKey, hashKey, keyIdFromHash } from "../../../src/core/api-key.ts";
import { previousUtcDay, utcDay } from "../../../src/core/calendar.ts";
import { openStore } from "../../../src/runtime/store/index.ts";
import type { Store } from "../../../src/runtime/store/types.ts";

/** How the contract gets stores of one driver. */
export interface StoreFactory {
  /** Opens a store on new, empty storage. */
  fresh(): Promise<Store>;
  /** Opens a second handle (connection, file handle) on the storage of the last `fresh()` store. */
  reopen?(): Promise<Store>;
  /** `STORE_URL` of the last `fresh()` store, for child processes. */
  url?(): string;
}

const CHILD = fileURLToPath(new URL("./child-consumer.ts", import.meta.url));
const PROJECT_ROOT = path.resolve(import.meta.dirname, "../../..");

/** Starts `child-consumer.ts` as a separate Node process. */
export function spawnConsumer(mode: "parallel" | "hold" | "stream", url: string, keyId: string, day: string, limit: number, count: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", CHILD, mode, url, keyId, day, String(limit), String(count)], {
    cwd: PROJECT_ROOT,
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** Collects a child's output; `waitFor` resolves when a line satisfies the predicate. */
class Output {
  text = "";
  err = "";
  private waiters: Array<() => void> = [];
  private readonly done: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  constructor(readonly child: ChildProcess) {
    this.done = new Promise((resolve) => child.once("close", (code, signal) => resolve({ code, signal })));
    child.stdout!.on("data", (d) => {
      this.text += d;
      for (const w of this.waiters) w();
    });
    child.stderr!.on("data", (d) => (this.err += d));
  }
  lines(): string[] {
    return this.text.split("\n").filter((l) => l !== "");
  }
  waitFor(pred: (line: string) => boolean, timeoutMs = 20_000): Promise<void> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const fail = (why: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(new Error(`child ${why} before printing the expected line; stdout:\n${this.text}\nstderr:\n${this.err}`));
      };
      const check = () => {
        if (settled || !this.lines().some(pred)) return;
        settled = true;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      const timer = setTimeout(() => fail("timed out"), timeoutMs);
      this.waiters.push(check);
      void this.done.then(() => {
        check();
        fail("exited");
      });
      check();
    });
  }
  /** Resolves with the exit code and signal once the process has exited and its output is drained. */
  closed(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    return this.done;
  }
}

function newKey(email = "someone@example.org", tier: "free" | "pro" = "free") {
  return { hash: hashKey(generateKey()), email, tier } as const;
}

const INFO_FIELDS = ["created_at", "email", "id", "revoked_at", "tier"];

/** Runs the store contract against one driver. */
export function storeContract(name: string, factory: StoreFactory): void {
  describe(`store contract: ${name}`, () => {
    const opened: Store[] = [];
    const children: ChildProcess[] = [];
    const fresh = async () => {
      const s = await factory.fresh();
      opened.push(s);
      return s;
    };
    const reopen = async () => {
      const s = await factory.reopen!();
      opened.push(s);
      return s;
    };
    afterEach(async () => {
      for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
      for (const s of opened.splice(0)) await s.close();
    });
    const today = () => utcDay(new Date());

    describe("keys", () => {
      it("creates a key and finds it by hash and by id, without storing the key itself", async () => {
        const store = await fresh();
        const key = generateKey();
        const hash = hashKey(key);
        const now = new Date("2025-03-04T05:06:07.089Z");
        const info = await store.createKey({ hash, email: "ann@example.org", tier: "pro", now });
        expect(info).toEqual({ id: keyIdFromHash(hash), email: "ann@example.org", tier: "pro", created_at: "2025-03-04T05:06:07.089Z", revoked_at: null });
        expect(Object.keys(info).sort()).toEqual(INFO_FIELDS);
        expect(await store.findByHash(hash)).toEqual(info);
        expect(await store.findById(info.id)).toEqual(info);
        expect(JSON.stringify(await store.findByHash(hash))).not.toContain(key);
      });

      it("returns undefined for an unknown hash or id, and for malformed ones", async () => {
        const store = await fresh();
        await store.createKey(newKey());
        expect(await store.findByHash(hashKey(generateKey()))).toBeUndefined();
        expect(await store.findById("000000000000")).toBeUndefined();
        expect(await store.findByHash("not-a-hash")).toBeUndefined();
        expect(await store.findById("")).toBeUndefined();
      });

      it("refuses a second key with the same hash", async () => {
        const store = await fresh();
        const k = newKey();
        await store.createKey(k);
        await expect(store.createKey({ ...k, email: "other@example.org" })).rejects.toThrow(/already exists/);
        expect(await store.list()).toHaveLength(1);
      });

      it("rejects a malformed new key (not a hash, unknown tier)", async () => {
        const store = await fresh();
        await expect(store.createKey({ hash: "bra_plainkey", email: "a@b.co", tier: "free" })).rejects.toThrow(RangeError);
        await expect(store.createKey({ ...newKey(), tier: "gold" as never })).rejects.toThrow(RangeError);
        expect(await store.list()).toEqual([]);
      });

      it("lists all keys oldest first, with no key or hash in them", async () => {
        const store = await fresh();
        expect(await store.list()).toEqual([]);
        const a = await store.createKey({ ...newKey("a@example.org"), now: new Date("2025-01-02T00:00:00Z") });
        const b = await store.createKey({ ...newKey("b@example.org", "pro"), now: new Date("2025-01-01T00:00:00Z") });
        const c = await store.createKey({ ...newKey("c@example.org"), now: new Date("2025-01-03T00:00:00Z") });
        await store.revoke(c.id, new Date("2025-02-01T00:00:00Z"));
        const list = await store.list();
        expect(list.map((k) => k.email)).toEqual(["b@example.org", "a@example.org", "c@example.org"]);
        expect(list[1]).toEqual(a);
        expect(list[0]).toEqual(b);
        expect(list[2]!.revoked_at).toBe("2025-02-01T00:00:00.000Z");
        for (const k of list) expect(Object.keys(k).sort()).toEqual(INFO_FIELDS);
      });

      it("revokes by id or by hash, idempotently, keeping the first revocation time", async () => {
        const store = await fresh();
        const k1 = newKey();
        const k2 = newKey();
        const a = await store.createKey(k1);
        const b = await store.createKey(k2);
        expect(await store.revoke(a.id, new Date("2025-05-01T10:00:00Z"))).toBe(true);
        expect((await store.findByHash(k1.hash))!.revoked_at).toBe("2025-05-01T10:00:00.000Z");
        expect(await store.revoke(k1.hash, new Date("2025-06-01T10:00:00Z"))).toBe(true);
        expect((await store.findById(a.id))!.revoked_at).toBe("2025-05-01T10:00:00.000Z");
        expect(await store.revoke(k2.hash)).toBe(true);
        expect((await store.findById(b.id))!.revoked_at).not.toBeNull();
        expect(await store.revoke("ffffffffffff")).toBe(false);
        expect(await store.revoke(hashKey(generateKey()))).toBe(false);
        expect(await store.revoke("bra_whatever")).toBe(false);
      });

      it("does not touch other keys when revoking one", async () => {
        const store = await fresh();
        const a = await store.createKey(newKey());
        const b = await store.createKey(newKey());
        await store.revoke(a.id);
        expect((await store.findById(b.id))!.revoked_at).toBeNull();
      });

      it("sets the tier by id or by hash", async () => {
        const store = await fresh();
        const k = newKey("t@example.org", "free");
        const info = await store.createKey(k);
        expect(await store.setTier(info.id, "pro")).toBe(true);
        expect((await store.findByHash(k.hash))!.tier).toBe("pro");
        expect(await store.setTier(k.hash, "free")).toBe(true);
        expect((await store.findById(info.id))!.tier).toBe("free");
        expect(await store.setTier("ffffffffffff", "pro")).toBe(false);
        await expect(store.setTier(info.id, "gold" as never)).rejects.toThrow(RangeError);
        expect((await store.findById(info.id))!.tier).toBe("free");
      });
    });

    describe("usage", () => {
      it("counts up to the limit, then refuses without counting", async () => {
        const store = await fresh();
        const day = today();
        expect(await store.used("k1", day)).toBe(0);
        expect(await store.consume("k1", day, 3)).toEqual({ allowed: true, used: 1 });
        expect(await store.consume("k1", day, 3)).toEqual({ allowed: true, used: 2 });
        expect(await store.consume("k1", day, 3)).toEqual({ allowed: true, used: 3 });
        expect(await store.consume("k1", day, 3)).toEqual({ allowed: false, used: 3 });
        expect(await store.consume("k1", day, 3)).toEqual({ allowed: false, used: 3 });
        expect(await store.used("k1", day)).toBe(3);
      });

      it("allows more once the limit is raised (a tier upgrade), and refuses once it is lowered", async () => {
        const store = await fresh();
        const day = today();
        for (let i = 0; i < 2; i++) await store.consume("k1", day, 2);
        expect((await store.consume("k1", day, 2)).allowed).toBe(false);
        expect(await store.consume("k1", day, 5)).toEqual({ allowed: true, used: 3 });
        expect(await store.consume("k1", day, 1)).toEqual({ allowed: false, used: 3 });
      });

      it("refuses everything with a limit of 0", async () => {
        const store = await fresh();
        expect(await store.consume("k0", today(), 0)).toEqual({ allowed: false, used: 0 });
        expect(await store.used("k0", today())).toBe(0);
      });

      it("keeps separate counts per key and per day", async () => {
        const store = await fresh();
        const day = today();
        const yesterday = previousUtcDay(day);
        for (let i = 0; i < 3; i++) await store.consume("a", day, 10);
        for (let i = 0; i < 2; i++) await store.consume("b", day, 10);
        await store.consume("a", yesterday, 10);
        expect(await store.used("a", day)).toBe(3);
        expect(await store.used("b", day)).toBe(2);
        expect(await store.used("a", yesterday)).toBe(1);
        expect(await store.used("b", yesterday)).toBe(0);
        expect(await store.consume("a", day, 3)).toEqual({ allowed: false, used: 3 });
        expect(await store.consume("a", yesterday, 3)).toEqual({ allowed: true, used: 2 });
      });

      it("rejects a malformed day, key id or limit", async () => {
        const store = await fresh();
        await expect(store.consume("k", "2025-13-01", 5)).rejects.toThrow(RangeError);
        await expect(store.consume("k", "yesterday", 5)).rejects.toThrow(RangeError);
        await expect(store.consume("", today(), 5)).rejects.toThrow(RangeError);
        await expect(store.consume("k", today(), -1)).rejects.toThrow(RangeError);
        await expect(store.consume("k", today(), 1.5)).rejects.toThrow(RangeError);
        await expect(store.used("k", "2025-02-30")).rejects.toThrow(RangeError);
      });

      it("is exact under concurrency: 300 parallel calls with limit 250 let exactly 250 through", async () => {
        const store = await fresh();
        const day = today();
        const results = await Promise.all(Array.from({ length: 300 }, () => store.consume("hot", day, 250)));
        const allowed = results.filter((r) => r.allowed);
        expect(allowed).toHaveLength(250);
        expect(allowed.map((r) => r.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
        for (const r of results.filter((x) => !x.allowed)) expect(r.used).toBe(250);
        expect(await store.used("hot", day)).toBe(250);
      });

      it("answers concurrent calls for several keys and limits each against its own count and limit", async () => {
        const store = await fresh();
        const day = today();
        const calls: { key: string; limit: number }[] = [];
        for (let i = 0; i < 40; i++) calls.push({ key: i % 2 === 0 ? "even" : "odd", limit: i % 4 < 2 ? 7 : 12 });
        const results = await Promise.all(calls.map(({ key, limit }) => store.consume(key, day, limit)));
        for (const key of ["even", "odd"]) {
          const mine = results.map((r, i) => ({ r, limit: calls[i]!.limit })).filter((_, i) => calls[i]!.key === key);
          const allowed = mine.filter(({ r }) => r.allowed);
          // Each allowed call took the next count, never past its own limit.
          expect(allowed.map(({ r }) => r.used).sort((a, b) => a - b)).toEqual(Array.from({ length: allowed.length }, (_, i) => i + 1));
          for (const { r, limit } of allowed) expect(r.used).toBeLessThanOrEqual(limit);
          // A refused call saw its limit reached.
          for (const { r, limit } of mine.filter(({ r }) => !r.allowed)) expect(r.used).toBeGreaterThanOrEqual(limit);
          // 10 calls with limit 7 and 10 with limit 12, concurrent, so in no set order: in call order or
          // grouped by limit (SQLite's batches) 12 get through; if all the limit-12 calls came first (a
          // Redis Cluster client may resend queued commands in another order), 10. Never more than 12,
          // and the store counts exactly those let through.
          expect(allowed.length).toBeGreaterThanOrEqual(10);
          expect(allowed.length).toBeLessThanOrEqual(12);
          expect(await store.used(key, day)).toBe(allowed.length);
        }
      });
    });

    if (factory.reopen) {
      describe("shared storage", () => {
        it("shows keys and counts through a second handle, and after closing the first", async () => {
          const a = await fresh();
          const k = newKey("shared@example.org");
          const info = await a.createKey(k);
          await a.consume(info.id, today(), 10);
          const b = await reopen();
          expect(await b.findByHash(k.hash)).toEqual(info);
          expect(await b.used(info.id, today())).toBe(1);
          await b.revoke(info.id);
          expect((await a.findById(info.id))!.revoked_at).not.toBeNull();
          await a.close();
          const c = await reopen();
          expect(await c.used(info.id, today())).toBe(1);
          expect((await c.list()).map((x) => x.id)).toEqual([info.id]);
        });

        it("is exact across two handles: 150 + 150 parallel calls with limit 250 let exactly 250 through", async () => {
          const a = await fresh();
          const b = await reopen();
          const day = today();
          const calls = Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? a : b).consume("hot2", day, 250));
          const results = await Promise.all(calls);
          const used = results.filter((r) => r.allowed).map((r) => r.used).sort((x, y) => x - y);
          expect(used).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
          expect(await a.used("hot2", day)).toBe(250);
          expect(await b.used("hot2", day)).toBe(250);
        });
      });
    }

    if (factory.url) {
      describe("several processes", () => {
        it("is exact across two processes: 2 × 150 parallel calls with limit 250 let exactly 250 through", async () => {
          const store = await fresh();
          const url = factory.url!();
          const day = today();
          const procs = [0, 1].map(() => spawnConsumer("parallel", url, "shared-key", day, 250, 150));
          children.push(...procs);
          const outs = procs.map((p) => new Output(p));
          await Promise.all(outs.map((o) => o.waitFor((l) => l === "ready")));
          for (const p of procs) p.stdin!.write("go\n");
          const exits = await Promise.all(outs.map((o) => o.closed()));
          for (const [i, e] of exits.entries()) expect(e, outs[i]!.err).toEqual({ code: 0, signal: null });
          const perChild = outs.map((o) => (JSON.parse(o.lines().at(-1)!) as { allowed: number[] }).allowed);
          const all = perChild.flat().sort((a, b) => a - b);
          expect(all).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
          expect(await store.used("shared-key", day)).toBe(250);
        });

        it("keeps every answered request counted when the process is killed (SIGKILL)", async () => {
          const store = await fresh();
          const url = factory.url!();
          const day = today();
          const child = spawnConsumer("hold", url, "crash-key", day, 1000, 37);
          children.push(child);
          const out = new Output(child);
          await out.waitFor((l) => l === "done 37");
          child.kill("SIGKILL");
          expect((await out.closed()).signal).toBe("SIGKILL");
          expect(await store.used("crash-key", day)).toBe(37);
          await store.close();
          const again = await openStore(url);
          opened.push(again);
          expect(await again.used("crash-key", day)).toBe(37);
          expect(await again.consume("crash-key", day, 1000)).toEqual({ allowed: true, used: 38 });
        });

        it("loses no acknowledged request when killed in the middle of a stream of requests", async () => {
          await fresh();
          const url = factory.url!();
          const day = today();
          const child = spawnConsumer("stream", url, "stream-key", day, 1_000_000, 0);
          children.push(child);
          const out = new Output(child);
          await out.waitFor((l) => Number(l) >= 200);
          child.kill("SIGKILL");
          await out.closed();
          const acknowledged = Math.max(...out.lines().map(Number));
          const again = await openStore(url);
          opened.push(again);
          const stored = await again.used("stream-key", day);
          expect(stored).toBeGreaterThanOrEqual(acknowledged);
          expect(stored).toBeLessThanOrEqual(acknowledged + 1);
        });
      });
    }
  });
}
