/**
 * Hashes in plain JavaScript, so the runtime needs neither `node:crypto` nor the (asynchronous) Web
 * Crypto API and runs unchanged on Node and at the edge:
 *
 * - {@link sha256}: SHA-256 (FIPS 180-4), byte-identical to `node:crypto`'s, for API keys (their
 *   checksums and the stored key hashes must not change with the platform);
 * - {@link xxh32} and {@link fingerprint}: xxHash32, a fast non-cryptographic hash, for ETags.
 */

const SHA256_INIT = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19] as const;

const SHA256_K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));
const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/** The SHA-256 digest (32 bytes) of `data`; a string is hashed as its UTF-8 bytes. */
export function sha256(data: Uint8Array | string): Uint8Array {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const length = bytes.byteLength;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length << 3) >>> 0);

  const h = new Uint32Array(SHA256_INIT);
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const w15 = w[i - 15]!;
      const w2 = w[i - 2]!;
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
    }
    let a = h[0]!;
    let b = h[1]!;
    let c = h[2]!;
    let d = h[3]!;
    let e = h[4]!;
    let f = h[5]!;
    let g = h[6]!;
    let hh = h[7]!;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + SHA256_K[i]! + w[i]!) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = h[0]! + a;
    h[1] = h[1]! + b;
    h[2] = h[2]! + c;
    h[3] = h[3]! + d;
    h[4] = h[4]! + e;
    h[5] = h[5]! + f;
    h[6] = h[6]! + g;
    h[7] = h[7]! + hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!);
  return out;
}

/** Bytes as lowercase hexadecimal. */
export function toHex(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += byte.toString(16).padStart(2, "0");
  return out;
}

const P1 = 0x9e3779b1;
const P2 = 0x85ebca77;
const P3 = 0xc2b2ae3d;
const P4 = 0x27d4eb2f;
const P5 = 0x165667b1;

const read32 = (b: Uint8Array, i: number): number => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24);
const round = (acc: number, input: number): number => Math.imul(rotl((acc + Math.imul(input, P2)) | 0, 13), P1);

/** xxHash32 of `bytes` with `seed`, as an unsigned 32-bit integer (the reference algorithm, little-endian). */
export function xxh32(bytes: Uint8Array, seed = 0): number {
  const length = bytes.byteLength;
  let i = 0;
  let h: number;
  if (length >= 16) {
    let v1 = (seed + P1 + P2) | 0;
    let v2 = (seed + P2) | 0;
    let v3 = seed | 0;
    let v4 = (seed - P1) | 0;
    for (const last = length - 16; i <= last; i += 16) {
      v1 = round(v1, read32(bytes, i));
      v2 = round(v2, read32(bytes, i + 4));
      v3 = round(v3, read32(bytes, i + 8));
      v4 = round(v4, read32(bytes, i + 12));
    }
    h = (rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18)) | 0;
  } else {
    h = (seed + P5) | 0;
  }
  h = (h + length) | 0;
  for (; i + 4 <= length; i += 4) h = Math.imul(rotl((h + Math.imul(read32(bytes, i), P3)) | 0, 17), P4);
  for (; i < length; i++) h = Math.imul(rotl((h + Math.imul(bytes[i]!, P5)) | 0, 11), P1);
  h = Math.imul(h ^ (h >>> 15), P2);
  h = Math.imul(h ^ (h >>> 13), P3);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The second seed of {@link fingerprint} (any constant other than 0 would do; this one is fixed forever). */
const SECOND_SEED = 0x5bd1e995;

/** Whether this machine stores numbers little-endian, as xxHash reads its input (then aligned input is read a word at a time). */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/**
 * xxHash32 of `bytes` with two seeds at once, in one pass over the bytes, each 32-bit word read once
 * from a word view (unaligned bytes are copied first; a big-endian machine hashes twice with
 * {@link xxh32}): the same values as {@link xxh32} with each seed.
 */
export function xxh32Pair(bytes: Uint8Array, seedA: number, seedB: number): [number, number] {
  if (!LITTLE_ENDIAN) return [xxh32(bytes, seedA), xxh32(bytes, seedB)];
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >>> 2);
  const length = bytes.byteLength;
  let w = 0;
  let a: number;
  let b: number;
  if (length >= 16) {
    let a1 = (seedA + P1 + P2) | 0;
    let a2 = (seedA + P2) | 0;
    let a3 = seedA | 0;
    let a4 = (seedA - P1) | 0;
    let b1 = (seedB + P1 + P2) | 0;
    let b2 = (seedB + P2) | 0;
    let b3 = seedB | 0;
    let b4 = (seedB - P1) | 0;
    for (const last = (length - 16) >>> 2; w <= last; w += 4) {
      const w1 = Math.imul(words[w]!, P2);
      const w2 = Math.imul(words[w + 1]!, P2);
      const w3 = Math.imul(words[w + 2]!, P2);
      const w4 = Math.imul(words[w + 3]!, P2);
      a1 = Math.imul(rotl((a1 + w1) | 0, 13), P1);
      a2 = Math.imul(rotl((a2 + w2) | 0, 13), P1);
      a3 = Math.imul(rotl((a3 + w3) | 0, 13), P1);
      a4 = Math.imul(rotl((a4 + w4) | 0, 13), P1);
      b1 = Math.imul(rotl((b1 + w1) | 0, 13), P1);
      b2 = Math.imul(rotl((b2 + w2) | 0, 13), P1);
      b3 = Math.imul(rotl((b3 + w3) | 0, 13), P1);
      b4 = Math.imul(rotl((b4 + w4) | 0, 13), P1);
    }
    a = (rotl(a1, 1) + rotl(a2, 7) + rotl(a3, 12) + rotl(a4, 18)) | 0;
    b = (rotl(b1, 1) + rotl(b2, 7) + rotl(b3, 12) + rotl(b4, 18)) | 0;
  } else {
    a = (seedA + P5) | 0;
    b = (seedB + P5) | 0;
  }
  a = (a + length) | 0;
  b = (b + length) | 0;
  for (const last = length >>> 2; w < last; w++) {
    const x = Math.imul(words[w]!, P3);
    a = Math.imul(rotl((a + x) | 0, 17), P4);
    b = Math.imul(rotl((b + x) | 0, 17), P4);
  }
  for (let i = w * 4; i < length; i++) {
    const x = Math.imul(aligned[i]!, P5);
    a = Math.imul(rotl((a + x) | 0, 11), P1);
    b = Math.imul(rotl((b + x) | 0, 11), P1);
  }
  return [avalanche(a), avalanche(b)];
}

function avalanche(h: number): number {
  h = Math.imul(h ^ (h >>> 15), P2);
  h = Math.imul(h ^ (h >>> 13), P3);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A deterministic 64-bit fingerprint of `bytes` for validators: the length in base 36, then two
 * xxHash32 values (seeds 0 and {@link SECOND_SEED}) in hex, e.g. `3f-02cc5d05a1b2c3d4`. Not a
 * cryptographic hash: it tells versions of one resource apart, and nobody gains from a collision.
 */
export function fingerprint(bytes: Uint8Array): string {
  const hex = (n: number): string => n.toString(16).padStart(8, "0");
  const [a, b] = xxh32Pair(bytes, 0, SECOND_SEED);
  return `${bytes.byteLength.toString(36)}-${hex(a)}${hex(b)}`;
}
