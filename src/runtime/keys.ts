/**
 * Issuing, authenticating and charging API keys against a store. The key format is in
 * `src/core/api-key.ts`, the tiers in `src/contract/tiers.ts`, the UTC day in `src/core/calendar.ts`.
 */
import { generateKey, hashKey, isWellFormedKey } from "../core/api-key.ts";
import { dayAt } from "../core/calendar.ts";
import { TIERS, type Tier } from "../contract/tiers.ts";
import type { KeyInfo, KeyStore, UsageStore } from "./store/types.ts";

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
