import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fingerprint, sha256, toHex, xxh32, xxh32Pair } from "../../src/core/hash.ts";
import { seededRandom } from "../../src/core/random.ts";
import { makeBody } from "../../src/runtime/respond.ts";

const enc = new TextEncoder();

describe("sha256", () => {
  it("equals node:crypto's for every length across the padding boundaries, and for large inputs", () => {
    for (let n = 0; n <= 200; n++) {
      const bytes = randomBytes(n);
      expect(toHex(sha256(bytes)), `length ${n}`).toBe(createHash("sha256").update(bytes).digest("hex"));
    }
    const big = randomBytes(1_000_003);
    expect(toHex(sha256(big))).toBe(createHash("sha256").update(big).digest("hex"));
  });

  it("hashes strings as UTF-8 and matches the FIPS 180-4 examples", () => {
    expect(toHex(sha256("abc"))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(toHex(sha256(""))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    for (const s of ["héllo", "בְּרֵאשִׁית", "Ἀβραάμ", "😀"]) expect(toHex(sha256(s)), s).toBe(createHash("sha256").update(s, "utf8").digest("hex"));
  });
});

describe("xxh32", () => {
  it("matches the reference test vectors", () => {
    const vectors: [string, number, number][] = [
      ["", 0, 0x02cc5d05],
      ["", 0x9e3779b1, 0x36b78ae7],
      ["a", 0, 0x550d7456],
      ["abc", 0, 0x32d153ff],
      ["message digest", 0, 0x7c948494],
      ["abcdefghijklmnopqrstuvwxyz", 0, 0x63a14d5f],
      ["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 0, 0x9c285e64],
    ];
    for (const [text, seed, want] of vectors) expect(xxh32(enc.encode(text), seed), JSON.stringify(text)).toBe(want);
  });
});

describe("fingerprint and ETags", () => {
  it("is deterministic, pinned, and tells bodies apart", () => {
    expect(fingerprint(enc.encode("abc"))).toBe("3-32d153ffbddeb201");
    expect(fingerprint(enc.encode('{"data":[]}'))).toBe(fingerprint(enc.encode('{"data":[]}')));
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) seen.add(fingerprint(enc.encode(`{"data":{"n":${i}}}`)));
    expect(seen.size).toBe(5000);
  });

  it("is the weak ETag of a body", () => {
    expect(makeBody(enc.encode("abc")).etag).toBe('W/"3-32d153ffbddeb201"');
  });
});

describe("xxh32Pair", () => {
  it("gives both seeds' xxh32 of every length and alignment, as two passes of xxh32 do", () => {
    const random = seededRandom(3);
    const buffer = new Uint8Array(300).map(() => Math.floor(random() * 256));
    for (let start = 0; start < 5; start++) {
      for (let length = 0; length <= 70; length++) {
        const bytes = buffer.subarray(start, start + length);
        const seed = Math.floor(random() * 2 ** 32);
        expect(xxh32Pair(bytes, 0, seed), `start ${start}, length ${length}`).toEqual([xxh32(bytes, 0), xxh32(bytes, seed)]);
      }
    }
    expect(xxh32Pair(buffer, 0, 0x5bd1e995)).toEqual([xxh32(buffer, 0), xxh32(buffer, 0x5bd1e995)]);
  });
});
