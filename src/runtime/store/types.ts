/**
 * The one store interface of the runtime: API keys and their daily usage. Drivers: SQLite
 * (`sqlite.ts`, the embedded default), Redis (`redis.ts`, for several runtime instances) and memory
 * (`memory.ts`, in-process), and at the edge Cloudflare D1 (`d1.ts`, opened by the worker entry).
 * `openStore` in `index.ts` picks one of the first three from `STORE_URL`. All drivers pass
 * the same contract suite (`test/runtime/store/contract.ts`).
 */
import { keyIdFromHash, isKeyHash, isKeyId } from "../../core/api-key.ts";
import { isTier, type Tier } from "../../contract/tiers.ts";
import { isUtcDay } from "../../core/calendar.ts";

/** What is needed to store a new key. The plain key is never given to the store, only its hash. */
export interface NewKey {
  /** `hashKey(key)`: sha256 of the key, 64 lowercase hex characters. */
  hash: string;
  /** The owner's e-mail address. */
  email: string;
  /** The key's tier. */
  tier: Tier;
  /** Creation time; defaults to the current time. */
  now?: Date;
}

/** What the store keeps about a key, as shown to operators. Carries neither the key nor its hash. */
export interface KeyInfo {
  /** Public key id: the first 12 hex characters of the key's hash (`keyIdFromHash`). */
  id: string;
  /** The owner's e-mail address. */
  email: string;
  /** The key's tier. */
  tier: Tier;
  /** When the key was created, ISO 8601 in UTC. */
  created_at: string;
  /** When the key was revoked, ISO 8601 in UTC, or `null` while it is active. */
  revoked_at: string | null;
}

/** API keys, addressed by hash (for authentication) or by public id (for operators). */
export interface KeyStore {
  /**
   * Stores a new key and returns its record. Rejects when a key with the same hash or id already
   * exists (the id is derived from the hash, so a collision means the same key or a 48-bit clash).
   */
  createKey(k: NewKey): Promise<KeyInfo>;
  /** The key with this hash, revoked or not (check `revoked_at`), or `undefined`. */
  findByHash(hash: string): Promise<KeyInfo | undefined>;
  /** The key with this public id, revoked or not, or `undefined`. */
  findById(id: string): Promise<KeyInfo | undefined>;
  /** All keys, revoked ones included, oldest first. */
  list(): Promise<KeyInfo[]>;
  /**
   * Revokes the key with this id (12 hex) or hash (64 hex). Returns `false` when there is no such
   * key. Idempotent: revoking a revoked key returns `true` and keeps the first `revoked_at`.
   */
  revoke(idOrHash: string, now?: Date): Promise<boolean>;
  /** Sets the tier of the key with this id or hash. Returns `false` when there is no such key. */
  setTier(idOrHash: string, tier: Tier): Promise<boolean>;
}

/** The result of {@link UsageStore.consume}. */
export interface ConsumeResult {
  /** Whether the request fitted in the allowance and was counted. */
  allowed: boolean;
  /** The count for the key and day after this call (unchanged when refused). */
  used: number;
}

/**
 * Per-key, per-UTC-day request counts.
 *
 * Retention: only today and yesterday are needed. Redis keys expire 2 days after their first
 * request; SQLite and memory delete days older than yesterday when a process first consumes on a
 * new day (and SQLite also when it opens). Reading an older day may therefore return 0.
 */
export interface UsageStore {
  /**
   * Counts one request for `keyId` on `day` (`YYYY-MM-DD`, UTC) if the count is below `limit`,
   * atomically: with any number of concurrent callers, in this process or in others sharing the
   * store, exactly `limit` calls are allowed. A refused call is not counted. Once the promise
   * resolves with `allowed: true`, the count survives a crash (kill -9) of the calling process.
   */
  consume(keyId: string, day: string, limit: number): Promise<ConsumeResult>;
  /** The count for `keyId` on `day`; 0 when nothing was counted. */
  used(keyId: string, day: string): Promise<number>;
}

/** The store: keys and usage behind one handle. */
export interface Store extends KeyStore, UsageStore {
  /** Which driver this is. */
  readonly driver: "sqlite" | "redis" | "memory" | "d1";
  /** Releases the handle (file, connection). Idempotent. */
  close(): Promise<void>;
}

/** How a driver should look up an `idOrHash` argument: by id, by hash, or not at all (bad shape). */
export function classifyKeyRef(idOrHash: string): "id" | "hash" | undefined {
  if (isKeyId(idOrHash)) return "id";
  if (isKeyHash(idOrHash)) return "hash";
  return undefined;
}

/** Throws a `RangeError` unless the arguments of `consume`/`used` are well-formed. Drivers call it first. */
export function checkUsageArgs(keyId: string, day: string, limit = 0): void {
  if (typeof keyId !== "string" || keyId.length === 0 || keyId.length > 200) throw new RangeError("keyId must be a non-empty string");
  if (!isUtcDay(day)) throw new RangeError(`day must be YYYY-MM-DD, got ${JSON.stringify(day)}`);
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
}

/** Throws a `RangeError` unless `k` is a well-formed {@link NewKey}. Drivers call it in `createKey`. */
export function checkNewKey(k: NewKey): void {
  if (!isKeyHash(k.hash)) throw new RangeError("hash must be 64 lowercase hex characters (hashKey)");
  if (typeof k.email !== "string" || k.email.length === 0) throw new RangeError("email is required");
  if (!isTier(k.tier)) throw new RangeError(`unknown tier ${JSON.stringify(k.tier)}`);
}

/** Checks a new key and makes its public record (not yet revoked, created `k.now` or now). */
export function newKeyInfo(k: NewKey): KeyInfo {
  checkNewKey(k);
  return { id: keyIdFromHash(k.hash), email: k.email, tier: k.tier, created_at: (k.now ?? new Date()).toISOString(), revoked_at: null };
}

/** Orders key records oldest first, then by id: the order of {@link KeyStore.list}. */
export function byCreation(a: KeyInfo, b: KeyInfo): number {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The store's backend cannot serve right now (Redis unreachable or too slow, a SQLite file that is full,
 * read-only or failing): the request cannot be counted, so the runtime answers 503 with `Retry-After`
 * rather than serve it uncounted (fail closed). Drivers throw it; nothing else does.
 */
export class StoreUnavailableError extends Error {
  constructor(
    /** Which driver failed. */
    readonly driver: Store["driver"],
    /** What is wrong, for the operator's log (e.g. `connect ECONNREFUSED 127.0.0.1:6379`). */
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StoreUnavailableError";
  }
}
