/**
 * requireKey's key cache: an authenticated key is remembered for at most `ttlMs` (revocations and
 * tier changes apply within it), unknown keys are never cached, the map is bounded, and 0 disables it.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/runtime/keys.ts";
import { errorResponse, requireKey, type AppEnv, type KeyCacheOptions } from "../../src/runtime/middleware.ts";
import { openStore } from "../../src/runtime/store/index.ts";
import type { Store } from "../../src/runtime/store/types.ts";

async function setup(options: KeyCacheOptions) {
  const store = await openStore("memory:");
  let lookups = 0;
  const counting: Store = Object.assign(Object.create(store) as Store, {
    findByHash: (hash: string) => {
      lookups++;
      return store.findByHash(hash);
    },
  });
  const app = new Hono<AppEnv>();
  app.onError((e, c) => errorResponse(e, c, () => {}));
  app.use("*", requireKey(counting, options));
  app.get("/t", (c) => c.json({ tier: c.get("key").tier }));
  const get = async (key: string) => {
    const res = await app.request("/t", { headers: { "X-API-Key": key } });
    return { status: res.status, tier: res.status === 200 ? ((await res.json()) as { tier: string }).tier : undefined };
  };
  return { store, get, lookups: () => lookups };
}

describe("requireKey key cache", () => {
  it("remembers a key for ttlMs: a revocation applies once the entry expires", async () => {
    let t = 0;
    const s = await setup({ ttlMs: 1000, clock: () => t });
    const k = await issueKey(s.store, "a@example.org", "free");
    expect(await s.get(k.key)).toEqual({ status: 200, tier: "free" });
    const after = s.lookups();
    expect(await s.get(k.key)).toEqual({ status: 200, tier: "free" });
    expect(s.lookups()).toBe(after);
    await s.store.revoke(k.info.id);
    await s.store.setTier(k.info.id, "pro");
    t = 999;
    expect((await s.get(k.key)).status).toBe(200);
    t = 1000;
    expect((await s.get(k.key)).status).toBe(401);
    t = 5000;
    expect((await s.get(k.key)).status).toBe(401);
  });

  it("a tier change applies within ttlMs", async () => {
    let t = 0;
    const s = await setup({ ttlMs: 1000, clock: () => t });
    const k = await issueKey(s.store, "a@example.org", "free");
    expect((await s.get(k.key)).tier).toBe("free");
    await s.store.setTier(k.info.id, "pro");
    expect((await s.get(k.key)).tier).toBe("free");
    t = 1001;
    expect((await s.get(k.key)).tier).toBe("pro");
  });

  it("never caches an unknown key, so a key issued later works at once", async () => {
    const s = await setup({ ttlMs: 60_000, clock: () => 0 });
    const k = await issueKey(s.store, "a@example.org", "free");
    await s.store.revoke(k.info.id);
    expect((await s.get(k.key)).status).toBe(401);
    const before = s.lookups();
    expect((await s.get(k.key)).status).toBe(401);
    expect(s.lookups()).toBe(before + 1);
  });

  it("is bounded: past maxEntries the oldest entry is dropped", async () => {
    const s = await setup({ ttlMs: 60_000, maxEntries: 2, clock: () => 0 });
    const keys = await Promise.all([1, 2, 3].map((i) => issueKey(s.store, `k${i}@example.org`, "free")));
    for (const k of keys) await s.get(k.key);
    const before = s.lookups();
    await s.get(keys[2]!.key);
    await s.get(keys[1]!.key);
    expect(s.lookups()).toBe(before);
    await s.get(keys[0]!.key);
    expect(s.lookups()).toBe(before + 1);
  });

  it("ttlMs 0 disables the cache: every request asks the store", async () => {
    const s = await setup({ ttlMs: 0 });
    const k = await issueKey(s.store, "a@example.org", "free");
    await s.get(k.key);
    const before = s.lookups();
    await s.get(k.key);
    expect(s.lookups()).toBe(before + 1);
    await s.store.revoke(k.info.id);
    expect((await s.get(k.key)).status).toBe(401);
  });
});
