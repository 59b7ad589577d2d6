import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../src/runtime/store/memory.ts";
import { authenticateKey, chargeRequest, issueKey } from "../../src/runtime/keys.ts";
import { formatKey, generateKey, hashKey, isWellFormedKey, keyIdFromHash } from "../../src/core/api-key.ts";

const FIXED = formatKey("0123456789abcdefghijABCDEFGHIJxy");

describe("authentication and charging helpers", () => {
  it("authenticates only well-formed, known, active keys", async () => {
    const store = new MemoryStore();
    const { key, info } = await issueKey(store, "a@example.org", "free");
    expect(isWellFormedKey(key)).toBe(true);
    expect(info.id).toBe(keyIdFromHash(hashKey(key)));
    expect(await authenticateKey(store, key)).toEqual(info);
    expect(await authenticateKey(store, undefined)).toBeUndefined();
    expect(await authenticateKey(store, generateKey())).toBeUndefined();
    expect(await authenticateKey(store, key.slice(0, -1) + (key.endsWith("a") ? "b" : "a"))).toBeUndefined();
    await store.revoke(info.id);
    expect(await authenticateKey(store, key)).toBeUndefined();
  });

  it("does not look a malformed key up in the store", async () => {
    const store = new MemoryStore();
    let lookups = 0;
    store.findByHash = async () => {
      lookups++;
      return undefined;
    };
    await authenticateKey(store, "bra_nope");
    await authenticateKey(store, FIXED.slice(0, -1) + (FIXED.endsWith("0") ? "1" : "0"));
    expect(lookups).toBe(0);
    await authenticateKey(store, FIXED);
    expect(lookups).toBe(1);
  });

  it("charges a request against the tier's allowance on the UTC day and gives Retry-After", async () => {
    const store = new MemoryStore();
    const { info } = await issueKey(store, "b@example.org", "free");
    const late = new Date("2025-06-30T23:59:59.000Z");
    for (let i = 0; i < 999; i++) await store.consume(info.id, "2025-06-30", 1000);
    expect(await chargeRequest(store, info, late)).toEqual({ allowed: true, used: 1000, limit: 1000, retryAfterSeconds: 1 });
    expect(await chargeRequest(store, info, late)).toEqual({ allowed: false, used: 1000, limit: 1000, retryAfterSeconds: 1 });
    const next = await chargeRequest(store, info, new Date("2025-07-01T00:00:00.000Z"));
    expect(next).toMatchObject({ allowed: true, used: 1 });
    expect(await chargeRequest(store, { ...info, tier: "pro" }, late)).toMatchObject({ allowed: true, used: 1001, limit: 10000 });
  });
});
