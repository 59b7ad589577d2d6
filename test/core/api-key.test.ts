import { describe, expect, it } from "vitest";
import { formatKey, generateKey, hashKey, isKeyId, isWellFormedKey, KEY_LENGTH, KEY_PREFIX, keyIdFromHash } from "../../src/core/api-key.ts";

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
