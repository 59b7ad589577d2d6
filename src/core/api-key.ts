/**
 * The shape of an API key, pure and offline.
 *
 * A key is `bra_<body>`: the body is 32 random base62 characters (190 bits of entropy, from
 * `crypto.getRandomValues`) followed by a 4-character base62 checksum of the prefix and random part. A
 * mistyped key fails {@link isWellFormedKey} without any store lookup. Only {@link hashKey} of a key
 * is ever stored; the key itself is shown once, when it is created. Each key also has a short public
 * id ({@link keyIdFromHash}) that lists and revocation use.
 */
import { sha256, toHex } from "./hash.ts";

/** The fixed, service-specific prefix of every API key (before the underscore). */
export const KEY_PREFIX = "bra";

/** The base62 alphabet used in key bodies. */
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** Length of the random part of a key body. 32 × log2(62) ≈ 190.5 bits. */
export const KEY_RANDOM_LENGTH = 32;
/** Length of the checksum that ends a key body. */
export const KEY_CHECKSUM_LENGTH = 4;
/** Total length of a key, prefix and underscore included. */
export const KEY_LENGTH = KEY_PREFIX.length + 1 + KEY_RANDOM_LENGTH + KEY_CHECKSUM_LENGTH;
/** Length of the public key id, in hex characters. */
export const KEY_ID_LENGTH = 12;

const KEY_SHAPE = new RegExp(`^${KEY_PREFIX}_([0-9A-Za-z]{${KEY_RANDOM_LENGTH}})([0-9A-Za-z]{${KEY_CHECKSUM_LENGTH}})$`);
const KEY_ID_SHAPE = new RegExp(`^[0-9a-f]{${KEY_ID_LENGTH}}$`);
const KEY_HASH_SHAPE = /^[0-9a-f]{64}$/;

/** `n` uniformly distributed base62 characters (rejection sampling, so no modulo bias). */
function randomBase62(n: number): string {
  let out = "";
  while (out.length < n) {
    for (const byte of crypto.getRandomValues(new Uint8Array(n * 2))) {
      if (byte < 248 && out.length < n) out += BASE62[byte % 62];
    }
  }
  return out;
}

/** The checksum of a key's random part: the first 4 bytes of sha256(`<prefix>_<random>`), in base62. */
function checksum(randomPart: string): string {
  const digest = sha256(`${KEY_PREFIX}_${randomPart}`);
  let x = new DataView(digest.buffer).getUint32(0) % 62 ** KEY_CHECKSUM_LENGTH;
  let out = "";
  for (let i = 0; i < KEY_CHECKSUM_LENGTH; i++) {
    out = BASE62[x % 62] + out;
    x = Math.floor(x / 62);
  }
  return out;
}

/**
 * The key whose random part is `randomPart` (32 base62 characters), with its checksum appended.
 * {@link generateKey} uses it with fresh randomness; tests use it to build fixed keys.
 */
export function formatKey(randomPart: string): string {
  if (!new RegExp(`^[0-9A-Za-z]{${KEY_RANDOM_LENGTH}}$`).test(randomPart)) {
    throw new RangeError(`a key's random part is ${KEY_RANDOM_LENGTH} base62 characters`);
  }
  return `${KEY_PREFIX}_${randomPart}${checksum(randomPart)}`;
}

/** A new random API key, `bra_` followed by 36 base62 characters. */
export function generateKey(): string {
  return formatKey(randomBase62(KEY_RANDOM_LENGTH));
}

/**
 * Whether `key` has the shape of an API key and a matching checksum. This is a cheap, offline
 * check: a key that passes may still be unknown or revoked.
 */
export function isWellFormedKey(key: unknown): boolean {
  if (typeof key !== "string" || key.length !== KEY_LENGTH) return false;
  const m = KEY_SHAPE.exec(key);
  return m !== null && checksum(m[1]!) === m[2];
}

/** The stored form of a key: its sha256, as 64 lowercase hex characters. */
export function hashKey(key: string): string {
  return toHex(sha256(key));
}

/** The public id of the key with this hash: the first 12 hex characters of the hash. */
export function keyIdFromHash(hash: string): string {
  if (!KEY_HASH_SHAPE.test(hash)) throw new RangeError("a key hash is 64 lowercase hex characters");
  return hash.slice(0, KEY_ID_LENGTH);
}

/** Whether `value` has the shape of a public key id (12 lowercase hex characters). */
export function isKeyId(value: unknown): value is string {
  return typeof value === "string" && KEY_ID_SHAPE.test(value);
}

/** Whether `value` has the shape of a key hash (64 lowercase hex characters). */
export function isKeyHash(value: unknown): value is string {
  return typeof value === "string" && KEY_HASH_SHAPE.test(value);
}
