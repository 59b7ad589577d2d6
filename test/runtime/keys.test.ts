import { describe, expect, it } from "vitest";
import { MemoryStore } from "../../src/runtime/store/memory.ts";
import {
  authenticateKey,
  chargeRequest,
  dayAt,
  formatKey,
  generateKey,
  hashKey,
  isKeyId,
  isTier,
  isUtcDay,
  isWellFormedKey,
  issueKey,
  KEY_LENGTH,
  KEY_PREFIX,
  keyIdFromHash,
  previousUtcDay,
  secondsUntilUtcMidnight,
  TIERS,
  utcDay,
} from "../../src/runtime/keys.ts";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const FIXED = formatKey("0123456789abcdefghijABCDEFGHIJxy");

describe("key format", () => {
  it("is bra_ followed by 36 base62 characters", () => {
    expect(KEY_PREFIX).toBe("bra");
    for (let i = 0; i < 50; i++) {
      const key = generateKey();
      expect(key).toMatch(/^bra_[0-9A-Za-z]{36}$/);
      expect(key).toHaveLength(KEY_LENGTH);
      expect(isWellFormedKey(key)).toBe(true);
    }
  });

  it("carries at least 190 bits of randomness: 32 base62 characters, all of the alphabet used", () => {
    expect(32 * Math.log2(62)).toBeGreaterThan(190);
    const seen = new Set<string>();
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const key = generateKey();
      keys.add(key);
      for (const c of key.slice(4, 36)) seen.add(c);
    }
    expect(keys.size).toBe(200);
    expect(seen.size).toBe(62);
  });

  it("rejects every one-character substitution of a key (checksum), without a store", () => {
    expect(isWellFormedKey(FIXED)).toBe(true);
    let tried = 0;
    for (let i = KEY_PREFIX.length + 1; i < FIXED.length; i++) {
      for (const c of BASE62) {
        if (c === FIXED[i]) continue;
        const typo = FIXED.slice(0, i) + c + FIXED.slice(i + 1);
        expect(isWellFormedKey(typo), typo).toBe(false);
        tried++;
      }
    }
    expect(tried).toBe(36 * 61);
  });

  it("rejects swapped neighbours, a wrong prefix, wrong length, case changes and non-strings", () => {
    const body = FIXED.slice(4);
    for (let i = 4; i < FIXED.length - 1; i++) {
      if (FIXED[i] === FIXED[i + 1]) continue;
      const swapped = FIXED.slice(0, i) + FIXED[i + 1] + FIXED[i] + FIXED.slice(i + 2);
      expect(isWellFormedKey(swapped), swapped).toBe(false);
    }
    expect(isWellFormedKey(`brb_${body}`)).toBe(false);
    expect(isWellFormedKey(`BRA_${body}`)).toBe(false);
    expect(isWellFormedKey(`bra-${body}`)).toBe(false);
    expect(isWellFormedKey(FIXED.slice(0, -1))).toBe(false);
    expect(isWellFormedKey(`${FIXED}0`)).toBe(false);
    expect(isWellFormedKey(` ${FIXED}`)).toBe(false);
    expect(isWellFormedKey(FIXED.toLowerCase())).toBe(false);
    expect(isWellFormedKey("")).toBe(false);
    expect(isWellFormedKey(undefined)).toBe(false);
    expect(isWellFormedKey(null)).toBe(false);
    expect(isWellFormedKey(42)).toBe(false);
  });

  it("builds fixed keys only from 32 base62 characters", () => {
    expect(formatKey("0123456789abcdefghijABCDEFGHIJxy")).toBe(FIXED);
    expect(() => formatKey("short")).toThrow(RangeError);
    expect(() => formatKey("0123456789abcdefghijABCDEFGHIJx_")).toThrow(RangeError);
  });
});

describe("hash and id", () => {
  it("hashes with sha256 to 64 hex characters", () => {
    expect(hashKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const h = hashKey(FIXED);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashKey(FIXED)).toBe(h);
    expect(hashKey(generateKey())).not.toBe(h);
  });

  it("derives a 12-hex public id from the hash", () => {
    const h = hashKey(FIXED);
    expect(keyIdFromHash(h)).toBe(h.slice(0, 12));
    expect(isKeyId(keyIdFromHash(h))).toBe(true);
    expect(isKeyId("ABCDEF012345")).toBe(false);
    expect(isKeyId("abc")).toBe(false);
    expect(() => keyIdFromHash(FIXED)).toThrow(RangeError);
  });
});

describe("tiers", () => {
  it("gives free 1000 and pro 10000 requests a day; semantic search only on pro", () => {
    expect(TIERS.free).toEqual({ dailyLimit: 1000, semanticSearch: false });
    expect(TIERS.pro).toEqual({ dailyLimit: 10000, semanticSearch: true });
    expect(isTier("free")).toBe(true);
    expect(isTier("pro")).toBe(true);
    expect(isTier("gold")).toBe(false);
    expect(isTier("toString")).toBe(false);
    expect(isTier(undefined)).toBe(false);
  });
});

describe("UTC day", () => {
  it("is the UTC calendar day, whatever the local offset", () => {
    expect(utcDay(new Date("2025-03-01T00:00:00.000Z"))).toBe("2025-03-01");
    expect(utcDay(new Date("2025-02-28T23:59:59.999Z"))).toBe("2025-02-28");
    expect(utcDay(new Date("2025-03-01T01:30:00+02:00"))).toBe("2025-02-28");
    expect(utcDay(new Date("2024-12-31T23:00:00-05:00"))).toBe("2025-01-01");
    expect(() => utcDay(new Date("nonsense"))).toThrow(RangeError);
  });

  it("knows the previous day across months, years and leap days", () => {
    expect(previousUtcDay("2025-03-01")).toBe("2025-02-28");
    expect(previousUtcDay("2024-03-01")).toBe("2024-02-29");
    expect(previousUtcDay("2025-01-01")).toBe("2024-12-31");
    expect(() => previousUtcDay("2025-02-30")).toThrow(RangeError);
    expect(isUtcDay("2024-02-29")).toBe(true);
    expect(isUtcDay("2025-02-29")).toBe(false);
    expect(isUtcDay("2025-1-01")).toBe(false);
  });

  it("gives Retry-After as whole seconds to the next UTC midnight, at least 1", () => {
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T23:59:59.000Z"))).toBe(1);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T23:59:59.999Z"))).toBe(1);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T23:59:58.500Z"))).toBe(2);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T00:00:00.000Z"))).toBe(86400);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T00:00:00.001Z"))).toBe(86400);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T12:00:00.000Z"))).toBe(43200);
    expect(secondsUntilUtcMidnight(new Date("2024-12-31T23:00:00.000Z"))).toBe(3600);
    expect(secondsUntilUtcMidnight(new Date("2024-02-28T23:59:30.000Z"))).toBe(30);
  });
});

describe("dayAt (computed once per clock second)", () => {
  /** The day and Retry-After computed from scratch. */
  const reference = (t: number): { day: string; resetSeconds: number } => {
    const d = new Date(t);
    return { day: d.toISOString().slice(0, 10), resetSeconds: Math.max(1, Math.ceil((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - t) / 1000)) };
  };

  it("equals the direct computation at every instant, in any order of calls", () => {
    const midnight = Date.parse("2025-03-01T00:00:00.000Z");
    const times = [0, -1, 1, -999, -1000, -1001, 999, 1000, -1, 0, -86_400_000, 86_399_999, -1, -500, 500].map((d) => midnight + d);
    for (const t of [...times, ...times.reverse()]) expect(dayAt(new Date(t)), new Date(t).toISOString()).toEqual(reference(t));
  });

  it("agrees with utcDay and secondsUntilUtcMidnight, and rejects an invalid date", () => {
    const at = new Date("2024-02-29T23:59:59.250Z");
    expect(dayAt(at)).toEqual({ day: utcDay(at), resetSeconds: secondsUntilUtcMidnight(at) });
    expect(dayAt(at)).toEqual({ day: "2024-02-29", resetSeconds: 1 });
    expect(() => dayAt(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("isUtcDay remembers the last good day without accepting anything else", () => {
    expect(isUtcDay("2024-02-29")).toBe(true);
    expect(isUtcDay("2024-02-29")).toBe(true);
    expect(isUtcDay("2025-02-29")).toBe(false);
    expect(isUtcDay("2024-02-29 ")).toBe(false);
    expect(isUtcDay(20240229)).toBe(false);
  });
});

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
