/**
 * API keys, tiers and the UTC day.
 *
 * A key is `bra_<body>`: the body is 32 random base62 characters (190 bits of entropy, from
 * `crypto.getRandomValues`) followed by a 4-character base62 checksum of the prefix and random part. A
 * mistyped key fails {@link isWellFormedKey} without any store lookup. Only {@link hashKey} of a key
 * is ever stored; the key itself is shown once, when it is created. Each key also has a short public
 * id ({@link keyIdFromHash}) that lists and revocation use.
 */
import { sha256, toHex } from "./hash.ts";
import type { KeyInfo, KeyStore, UsageStore } from "./store/types.ts";

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

/** The tiers: each key has one; the tier fixes the daily allowance and the features. */
export const TIERS = {
  free: { dailyLimit: 1000, semanticSearch: false },
  pro: { dailyLimit: 10000, semanticSearch: true },
} as const satisfies Record<string, { dailyLimit: number; semanticSearch: boolean }>;

/** A tier name: `free` or `pro`. */
export type Tier = keyof typeof TIERS;

/** The tier names, in order of increasing allowance. */
export const TIER_NAMES = Object.keys(TIERS) as Tier[];

/** Whether `value` names a tier. */
export function isTier(value: unknown): value is Tier {
  return typeof value === "string" && Object.hasOwn(TIERS, value);
}

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

/** The UTC calendar day of `now`, as `YYYY-MM-DD`. Daily allowances reset when it changes. */
export function utcDay(now: Date): string {
  return dayAt(now).day;
}

/** Where a request falls in the UTC calendar: its day and the whole seconds until that day ends. */
export interface DayPosition {
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  /** {@link secondsUntilUtcMidnight} of the same instant. */
  readonly resetSeconds: number;
}

/** The last {@link dayAt} answer and the whole second it holds for (both are constant within a second). */
let lastDayAt: { second: number; position: DayPosition } | undefined;

/**
 * The UTC day of `now` and the seconds until it ends, computed once per clock second (a busy server
 * asks for them on every request).
 */
export function dayAt(now: Date): DayPosition {
  const t = now.getTime();
  if (Number.isNaN(t)) throw new RangeError("invalid date");
  const second = Math.floor(t / 1000);
  if (lastDayAt?.second !== second) {
    const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    lastDayAt = { second, position: { day: now.toISOString().slice(0, 10), resetSeconds: Math.max(1, Math.ceil((next - t) / 1000)) } };
  }
  return lastDayAt.position;
}

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** The last day {@link isUtcDay} accepted: the stores check the same day on every request. */
let lastValidDay = "";

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isUtcDay(value: unknown): value is string {
  if (value === lastValidDay) return true;
  if (typeof value !== "string" || !DAY_SHAPE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(t) || !new Date(t).toISOString().startsWith(value)) return false;
  lastValidDay = value;
  return true;
}

/** The day before `day` (`YYYY-MM-DD`). Throws on anything but a real day. */
export function previousUtcDay(day: string): string {
  if (!isUtcDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/**
 * Whole seconds from `now` until the next UTC midnight, rounded up and at least 1: the value of
 * `Retry-After` on a 429 (at 23:59:59 UTC it is 1; at 00:00:00 UTC it is 86400).
 */
export function secondsUntilUtcMidnight(now: Date): number {
  return dayAt(now).resetSeconds;
}

/** The result of issuing a key: the key itself (show it once, never store it) and its record. */
export interface IssuedKey {
  /** The plain API key. */
  key: string;
  /** What the store keeps about it. */
  info: KeyInfo;
}

/** Generates a key for `email` on `tier`, stores its hash, and returns the key and its record. */
export async function issueKey(store: KeyStore, email: string, tier: Tier, now: Date = new Date()): Promise<IssuedKey> {
  const key = generateKey();
  const info = await store.createKey({ hash: hashKey(key), email, tier, now });
  return { key, info };
}

/**
 * The active key record for the raw `X-API-Key` value, or `undefined` when the value is absent,
 * malformed (rejected without a store lookup), unknown or revoked: each of these is a 401.
 */
export async function authenticateKey(store: KeyStore, raw: string | null | undefined): Promise<KeyInfo | undefined> {
  if (typeof raw !== "string" || !isWellFormedKey(raw)) return undefined;
  const info = await store.findByHash(hashKey(raw));
  return info && info.revoked_at === null ? info : undefined;
}

/** The outcome of counting one request against its key's daily allowance. */
export interface QuotaDecision {
  /** Whether the request may be served (it has then been counted). */
  allowed: boolean;
  /** Requests counted today for the key, this one included when allowed. */
  used: number;
  /** The key's daily allowance. */
  limit: number;
  /** For a refused request: seconds until the allowance resets (the `Retry-After` value). */
  retryAfterSeconds: number;
}

/**
 * Counts one request for `key` on today's UTC day if its tier's allowance is not used up. A refused
 * request is not counted. Exact under concurrency, since the store's `consume` is atomic.
 */
export async function chargeRequest(store: UsageStore, key: KeyInfo, now: Date = new Date()): Promise<QuotaDecision> {
  const limit = TIERS[key.tier].dailyLimit;
  const { day, resetSeconds } = dayAt(now);
  const { allowed, used } = await store.consume(key.id, day, limit);
  return { allowed, used, limit, retryAfterSeconds: resetSeconds };
}
