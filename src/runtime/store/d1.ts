/**
 * The edge store: Cloudflare D1, which is SQLite run by the platform, reached from a Worker through
 * a binding (`env.DB`). It runs the same schema and statements as the embedded SQLite driver
 * (`sql.ts`), so keys and counts mean the same everywhere.
 *
 * Why D1 and not Workers KV: the quota needs an exact, atomic "increment if below the limit".
 * KV has no atomic increment (a read-modify-write from many isolates loses updates), is eventually
 * consistent (a write can take a minute or more to be seen elsewhere, so a key could overrun its
 * allowance and a revocation could lag), and allows about one write per second per key. D1 runs
 * each statement as a transaction on a single primary database, so `consume` is one
 * `INSERT … ON CONFLICT … DO UPDATE … WHERE used < ? RETURNING used`, exact however many isolates
 * and locations call it at once; and a write is durable once D1 has acknowledged it. (Without the
 * Sessions API, every query goes to the primary, so reads see every acknowledged write.)
 *
 * Retention as with SQLite: usage rows of days older than yesterday are deleted when `consume` first
 * sees a new day in this isolate. The schema is created on first use (`CREATE … IF NOT EXISTS`, one
 * batch per handle), or beforehand with `wrangler d1 execute` (see docs/edge.md). D1 does not
 * expose `PRAGMA user_version`, so later schema changes are to go through `wrangler d1 migrations`.
 */
import { isTier, type Tier } from "../../contract/tiers.ts";
import { previousUtcDay } from "../../core/calendar.ts";
import { SCHEMA_STATEMENTS, SQL } from "./sql.ts";
import { checkUsageArgs, classifyKeyRef, newKeyInfo, type ConsumeResult, type KeyInfo, type NewKey, type Store } from "./types.ts";

/** The result of running a D1 statement: the subset of `D1Result` this driver reads. */
export interface D1ResultLike<T = unknown> {
  results?: T[];
  meta: { changes?: number };
}

/** A prepared D1 statement: the subset of `D1PreparedStatement` (@cloudflare/workers-types) used here. */
export interface D1StatementLike {
  bind(...values: unknown[]): D1StatementLike;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  run(): Promise<D1ResultLike>;
  all<T = Record<string, unknown>>(): Promise<D1ResultLike<T>>;
}

/** A D1 database binding: the subset of `D1Database` (@cloudflare/workers-types) used here. */
export interface D1Like {
  prepare(query: string): D1StatementLike;
  batch(statements: D1StatementLike[]): Promise<D1ResultLike[]>;
}

/** Options of {@link openD1Store}. */
export interface D1StoreOptions {
  /** Create the tables on first use when they are missing (one idempotent batch). Default true. */
  createSchema?: boolean;
}

interface KeyRow {
  id: string;
  email: string;
  tier: string;
  created_at: string;
  revoked_at: string | null;
}

/** A {@link Store} in a D1 database. See the module comment for atomicity, durability and retention. */
export class D1Store implements Store {
  /** {@inheritDoc Store.driver} */
  readonly driver = "d1" as const;
  private readonly db: D1Like;
  private schema: Promise<void> | undefined;
  private latestDay = "";
  private pruning: Promise<void> = Promise.resolve();

  /** Wraps the binding. Prefer {@link openD1Store}. */
  constructor(db: D1Like, options: D1StoreOptions = {}) {
    this.db = db;
    if (options.createSchema === false) this.schema = Promise.resolve();
  }

  /** {@inheritDoc KeyStore.createKey} */
  async createKey(k: NewKey): Promise<KeyInfo> {
    const rec = newKeyInfo(k);
    await this.ready();
    try {
      await this.db.prepare(SQL.insertKey).bind(rec.id, k.hash, rec.email, rec.tier, rec.created_at).run();
    } catch (e) {
      if (/UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(String((e as Error).message))) {
        throw new Error(`a key with id ${rec.id} already exists`, { cause: e });
      }
      throw e;
    }
    return rec;
  }

  /** {@inheritDoc KeyStore.findByHash} */
  async findByHash(hash: string): Promise<KeyInfo | undefined> {
    if (classifyKeyRef(hash) !== "hash") return undefined;
    await this.ready();
    return toInfo(await this.db.prepare(SQL.keyByHash).bind(hash).first<KeyRow>());
  }

  /** {@inheritDoc KeyStore.findById} */
  async findById(id: string): Promise<KeyInfo | undefined> {
    if (classifyKeyRef(id) !== "id") return undefined;
    await this.ready();
    return toInfo(await this.db.prepare(SQL.keyById).bind(id).first<KeyRow>());
  }

  /** {@inheritDoc KeyStore.list} */
  async list(): Promise<KeyInfo[]> {
    await this.ready();
    const { results = [] } = await this.db.prepare(SQL.listKeys).all<KeyRow>();
    return results.map((row) => toInfo(row)!);
  }

  /** {@inheritDoc KeyStore.revoke} */
  async revoke(idOrHash: string, now: Date = new Date()): Promise<boolean> {
    const kind = classifyKeyRef(idOrHash);
    if (!kind) return false;
    await this.ready();
    const result = await this.db.prepare(kind === "id" ? SQL.revokeById : SQL.revokeByHash).bind(now.toISOString(), idOrHash).run();
    return (result.meta.changes ?? 0) > 0;
  }

  /** {@inheritDoc KeyStore.setTier} */
  async setTier(idOrHash: string, tier: Tier): Promise<boolean> {
    if (!isTier(tier)) throw new RangeError(`unknown tier ${JSON.stringify(tier)}`);
    const kind = classifyKeyRef(idOrHash);
    if (!kind) return false;
    await this.ready();
    const result = await this.db.prepare(kind === "id" ? SQL.tierById : SQL.tierByHash).bind(tier, idOrHash).run();
    return (result.meta.changes ?? 0) > 0;
  }

  /** {@inheritDoc UsageStore.consume} */
  async consume(keyId: string, day: string, limit: number): Promise<ConsumeResult> {
    checkUsageArgs(keyId, day, limit);
    await this.ready();
    await this.prune(day);
    if (limit > 0) {
      const row = await this.db.prepare(SQL.consume).bind(keyId, day, limit).first<{ used: number }>();
      if (row) return { allowed: true, used: row.used };
    }
    return { allowed: false, used: await this.readUsed(keyId, day) };
  }

  /** {@inheritDoc UsageStore.used} */
  async used(keyId: string, day: string): Promise<number> {
    checkUsageArgs(keyId, day);
    await this.ready();
    return this.readUsed(keyId, day);
  }

  /** Releases nothing (the binding belongs to the platform); present for the {@link Store} interface. */
  async close(): Promise<void> {}

  /** Resolves once the schema exists (created by the first call on this handle; retried after a failure). */
  private ready(): Promise<void> {
    this.schema ??= this.db.batch(SCHEMA_STATEMENTS.map((sql) => this.db.prepare(sql))).then(
      () => undefined,
      (e: unknown) => {
        this.schema = undefined;
        throw e;
      },
    );
    return this.schema;
  }

  private async readUsed(keyId: string, day: string): Promise<number> {
    return (await this.db.prepare(SQL.used).bind(keyId, day).first<{ used: number }>())?.used ?? 0;
  }

  /**
   * On the first call for a day later than any seen, deletes usage rows older than the day before it;
   * concurrent calls share that one deletion. A failed deletion is retried by the next call.
   */
  private prune(day: string): Promise<void> {
    if (day > this.latestDay) {
      this.latestDay = day;
      this.pruning = this.db
        .prepare(SQL.prune)
        .bind(previousUtcDay(day))
        .run()
        .then(
          () => undefined,
          (e: unknown) => {
            if (this.latestDay === day) this.latestDay = "";
            throw e;
          },
        );
    }
    return this.pruning;
  }
}

/** Opens the store in the D1 database behind `db` (for example a Worker's `env.DB`). */
export function openD1Store(db: D1Like, options: D1StoreOptions = {}): D1Store {
  return new D1Store(db, options);
}

function toInfo(row: KeyRow | null): KeyInfo | undefined {
  if (row === null) return undefined;
  if (!isTier(row.tier)) throw new Error(`key ${row.id} has an unknown tier ${JSON.stringify(row.tier)}`);
  return { id: row.id, email: row.email, tier: row.tier, created_at: row.created_at, revoked_at: row.revoked_at };
}
