/**
 * The shared store for several runtime instances (behind one CDN): Redis, through ioredis.
 *
 * Two deployments: one Redis server (`redis://…`, with replicas if wanted) or a Redis Cluster
 * (`redis-cluster://host:port,host:port,…`, any of its masters as seeds).
 *
 * Layout (all names under a prefix, `bra:` by default):
 * - `key:<hash>`  a hash map per API key: id, email, tier, created_at and, once revoked, revoked_at;
 *   authentication is one HGETALL.
 * - `key-ids`     a hash map from public key id to key hash (for `list`, `revoke <id>`, `set-tier <id>`).
 * - `usage:<day>:<keyId>`  the request count of a key on a UTC day, a plain integer.
 *
 * On a cluster the key records and the id map carry the hash tag `{keys}` (`bra:{keys}key:<hash>`,
 * `bra:{keys}key-ids`), so they share one slot and the script that creates a key (which writes
 * both) runs on one node; each usage counter is the only key of its script, so counters spread over
 * all masters by their own names.
 *
 * `consume` is one Lua script (GET, compare, INCR, EXPIRE), which Redis runs atomically, so the
 * quota is exact however many connections and processes share the server. Usage keys expire
 * 2 days after their first request, which keeps today and yesterday.
 *
 * Outages: commands are not queued while the connection is down and time out after
 * `COMMAND_TIMEOUT_MS`; such failures are thrown as `StoreUnavailableError` (the runtime answers 503
 * with `Retry-After`), and ioredis reconnects by itself with a backoff capped at 1 s, so the server
 * recovers without a restart.
 *
 * Durability: once `consume` resolves, Redis has applied the increment, so it survives a crash of
 * the calling process. Surviving a crash of Redis itself needs `appendonly yes` with
 * `appendfsync always` (or `everysec`, which may lose the last second: `npm run bench:redis-crash`
 * measures it).
 */
import { Cluster, Redis, ReplyError, type ClusterNode, type RedisOptions } from "ioredis";
import { isTier, type Tier } from "../../contract/tiers.ts";
import { byCreation, newKeyInfo, checkUsageArgs, classifyKeyRef, StoreUnavailableError, type ConsumeResult, type KeyInfo, type NewKey, type Store } from "./types.ts";

/** How long one command may take before the request is answered 503 (the server is unreachable or stalled). */
export const COMMAND_TIMEOUT_MS = 500;

/** Redis connection settings for a request path: fail fast while the server is away, reconnect by itself. */
const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: COMMAND_TIMEOUT_MS,
  connectTimeout: 1000,
  lazyConnect: true,
  retryStrategy: (attempt: number) => Math.min(50 * 2 ** attempt, 1000),
};

/** Seconds a day's usage counter lives after its first request. */
export const USAGE_TTL_SECONDS = 2 * 24 * 60 * 60;

/** KEYS: counter. ARGV: limit, ttl. Returns {allowed (0|1), used}. */
const CONSUME = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then return {0, used} end
used = redis.call('INCR', KEYS[1])
if used == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return {1, used}
`;

/** KEYS: key record, id index. ARGV: hash, id, email, tier, created_at. Returns 1, or 0 if taken. */
const CREATE = `
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('HEXISTS', KEYS[2], ARGV[2]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'id', ARGV[2], 'email', ARGV[3], 'tier', ARGV[4], 'created_at', ARGV[5])
redis.call('HSET', KEYS[2], ARGV[2], ARGV[1])
return 1
`;

/**
 * KEYS: key record. ARGV: field, value, only-if-unset (0|1). Sets one field of an existing key
 * record; returns 1, or 0 when there is no such key. (A key id is resolved to its hash first: that
 * mapping never changes once a key exists.)
 */
const UPDATE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
if ARGV[3] == '1' and redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 1 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
`;

/** The Lua scripts, registered on the connection with `defineCommand` (EVALSHA, EVAL on NOSCRIPT). */
interface ScriptCommands {
  braConsume(counter: string, limit: number, ttl: number): Promise<[number, number]>;
  braCreate(rec: string, ids: string, hash: string, id: string, email: string, tier: string, createdAt: string): Promise<number>;
  braUpdate(rec: string, field: string, value: string, onlyIfUnset: string): Promise<number>;
}

/** Options of {@link openRedisStore}. */
export interface RedisStoreOptions {
  /** Prefix of every Redis key this store uses. Default `bra:`. */
  prefix?: string;
  /** Extra ioredis options (timeouts, TLS, …); on a cluster, the options of each node's connection. */
  redis?: RedisOptions;
}

/** The seed nodes and password of a `redis-cluster://[:password@]host:port,host:port,…` URL, or undefined for any other URL. */
export function parseClusterUrl(url: string): { nodes: ClusterNode[]; password?: string } | undefined {
  const m = /^redis-cluster:\/\/(?:(?:[^:@/]*):([^@/]*)@)?([^/?#]+)\/?$/i.exec(url.trim());
  if (m === null) return undefined;
  const nodes = (m[2] ?? "").split(",").map((hp) => {
    const at = /^([^:,]+|\[[^\]]+\]):(\d{1,5})$/.exec(hp.trim());
    if (at === null || Number(at[2]) < 1 || Number(at[2]) > 65535) throw new Error(`redis-cluster URL: ${JSON.stringify(hp)} is not host:port`);
    return { host: (at[1] ?? "").replace(/^\[|\]$/g, ""), port: Number(at[2]) };
  });
  const password = m[1] === undefined || m[1] === "" ? undefined : decodeURIComponent(m[1]);
  return password === undefined ? { nodes } : { nodes, password };
}

/** A {@link Store} in Redis. See the module comment for the layout, atomicity and durability. */
export class RedisStore implements Store {
  /** {@inheritDoc Store.driver} */
  readonly driver = "redis" as const;
  private readonly redis: (Redis | Cluster) & ScriptCommands;
  private readonly prefix: string;
  /** `{keys}` on a cluster (one slot for the key records and the id map), empty on one server. */
  private readonly keysTag: string;
  private closed = false;
  /** The last connection error ioredis reported (it reconnects by itself; commands fail meanwhile). */
  lastError: Error | undefined;

  /**
   * Connects to the Redis server at `url` (`redis://[:password@]host:port[/db]`, or `rediss://`),
   * or to the cluster of `redis-cluster://[:password@]host:port,host:port,…`.
   */
  constructor(url: string, options: RedisStoreOptions = {}) {
    this.prefix = options.prefix ?? "bra:";
    const cluster = parseClusterUrl(url);
    this.keysTag = cluster === undefined ? "" : "{keys}";
    const nodeOptions: RedisOptions = { ...FAIL_FAST, ...options.redis, ...(cluster?.password === undefined ? {} : { password: cluster.password }) };
    const redis =
      cluster === undefined
        ? new Redis(url, nodeOptions)
        : new Cluster(cluster.nodes, { redisOptions: nodeOptions, enableOfflineQueue: false, lazyConnect: true, clusterRetryStrategy: FAIL_FAST.retryStrategy, slotsRefreshTimeout: 1000 });
    redis.on("error", (e: Error) => (this.lastError = e));
    redis.defineCommand("braConsume", { numberOfKeys: 1, lua: CONSUME });
    redis.defineCommand("braCreate", { numberOfKeys: 2, lua: CREATE });
    redis.defineCommand("braUpdate", { numberOfKeys: 1, lua: UPDATE });
    this.redis = redis as (Redis | Cluster) & ScriptCommands;
  }

  /** Connects; resolves once the connection answers PING, rejects if it cannot be established. */
  async ready(): Promise<void> {
    if (this.redis.status === "wait") await this.redis.connect();
    await this.redis.ping();
  }

  /**
   * Runs one Redis call; a failure of the connection (refused, closed, timed out, not writable) becomes
   * a {@link StoreUnavailableError}. Errors Redis itself answered (`ReplyError`) pass unchanged.
   */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      if (e instanceof ReplyError || this.closed) throw e;
      const reason = this.lastError !== undefined && this.redis.status !== "ready" ? `${(e as Error).message} (${this.lastError.message})` : (e as Error).message;
      throw new StoreUnavailableError("redis", `Redis is unreachable or too slow: ${reason}`, { cause: e });
    }
  }

  /** {@inheritDoc KeyStore.createKey} */
  async createKey(k: NewKey): Promise<KeyInfo> {
    const rec = newKeyInfo(k);
    const ok = await this.call(() => this.redis.braCreate(this.recKey(k.hash), this.idsKey(), k.hash, rec.id, rec.email, rec.tier, rec.created_at));
    if (ok !== 1) throw new Error(`a key with id ${rec.id} already exists`);
    return rec;
  }

  /** {@inheritDoc KeyStore.findByHash} */
  async findByHash(hash: string): Promise<KeyInfo | undefined> {
    if (classifyKeyRef(hash) !== "hash") return undefined;
    return toInfo(await this.call(() => this.redis.hgetall(this.recKey(hash))));
  }

  /** {@inheritDoc KeyStore.findById} */
  async findById(id: string): Promise<KeyInfo | undefined> {
    if (classifyKeyRef(id) !== "id") return undefined;
    const hash = await this.call(() => this.redis.hget(this.idsKey(), id));
    return hash === null ? undefined : this.findByHash(hash);
  }

  /** {@inheritDoc KeyStore.list} */
  async list(): Promise<KeyInfo[]> {
    const hashes = Object.values(await this.call(() => this.redis.hgetall(this.idsKey())));
    if (hashes.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const hash of hashes) pipeline.hgetall(this.recKey(hash));
    const results = (await this.call(() => pipeline.exec())) ?? [];
    const out: KeyInfo[] = [];
    for (const [err, value] of results) {
      if (err) throw err;
      const info = toInfo(value as Record<string, string>);
      if (info) out.push(info);
    }
    return out.sort(byCreation);
  }

  /** {@inheritDoc KeyStore.revoke} */
  async revoke(idOrHash: string, now: Date = new Date()): Promise<boolean> {
    return this.update(idOrHash, "revoked_at", now.toISOString(), true);
  }

  /** {@inheritDoc KeyStore.setTier} */
  async setTier(idOrHash: string, tier: Tier): Promise<boolean> {
    if (!isTier(tier)) throw new RangeError(`unknown tier ${JSON.stringify(tier)}`);
    return this.update(idOrHash, "tier", tier, false);
  }

  /** {@inheritDoc UsageStore.consume} */
  async consume(keyId: string, day: string, limit: number): Promise<ConsumeResult> {
    checkUsageArgs(keyId, day, limit);
    const [allowed, used] = await this.call(() => this.redis.braConsume(this.usageKey(keyId, day), limit, USAGE_TTL_SECONDS));
    return { allowed: allowed === 1, used };
  }

  /** {@inheritDoc UsageStore.used} */
  async used(keyId: string, day: string): Promise<number> {
    checkUsageArgs(keyId, day);
    const v = await this.call(() => this.redis.get(this.usageKey(keyId, day)));
    return v === null ? 0 : Number(v);
  }

  /** {@inheritDoc Store.close} */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }

  private async update(idOrHash: string, field: string, value: string, onlyIfUnset: boolean): Promise<boolean> {
    const kind = classifyKeyRef(idOrHash);
    if (!kind) return false;
    const hash = kind === "hash" ? idOrHash : await this.call(() => this.redis.hget(this.idsKey(), idOrHash));
    if (hash === null) return false;
    const n = await this.call(() => this.redis.braUpdate(this.recKey(hash), field, value, onlyIfUnset ? "1" : "0"));
    return n === 1;
  }

  private recKey(hash: string): string {
    return `${this.prefix}${this.keysTag}key:${hash}`;
  }

  private idsKey(): string {
    return `${this.prefix}${this.keysTag}key-ids`;
  }

  private usageKey(keyId: string, day: string): string {
    return `${this.prefix}usage:${day}:${keyId}`;
  }
}

/** Connects to Redis at `url` and returns the store once the server answers. */
export async function openRedisStore(url: string, options: RedisStoreOptions = {}): Promise<RedisStore> {
  const store = new RedisStore(url, options);
  try {
    await store.ready();
  } catch (e) {
    await store.close();
    throw new Error(`cannot reach Redis at ${redactUrl(url)}: ${(e as Error).message}`, { cause: e });
  }
  return store;
}

/** `url` with any password replaced by `***`, for messages. */
export function redactUrl(url: string): string {
  if (parseClusterUrl(url) !== undefined) return url.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@");
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable URL)";
  }
}

function toInfo(h: Record<string, string>): KeyInfo | undefined {
  const { id, email, tier, created_at } = h;
  if (id === undefined || email === undefined || created_at === undefined) return undefined;
  if (!isTier(tier)) throw new Error(`key ${id} has an unknown tier ${JSON.stringify(tier)}`);
  return { id, email, tier, created_at, revoked_at: h.revoked_at ?? null };
}
