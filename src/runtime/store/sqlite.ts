/**
 * The embedded default store: one SQLite file (better-sqlite3), nothing to start.
 *
 * - Durability: the database runs in WAL mode with `synchronous = NORMAL`. A transaction is
 *   written to the WAL file before `consume` returns, so a committed count survives a crash
 *   (kill -9) of the process: the data is in the operating system's page cache and SQLite
 *   recovers the WAL on the next open. Only a power loss or OS crash can lose the last
 *   transactions (they are fsynced at checkpoints); `synchronous = FULL` would close that window
 *   at the price of one fsync per request.
 * - Batching: the `consume` calls of one event-loop turn share one `BEGIN IMMEDIATE` transaction
 *   (one commit instead of one per request); each call still resolves only after the commit.
 *   Within a batch the calls for the same key, day and limit are counted together: one read and
 *   one write for the group, with each call answered as if the group's calls had run one by one
 *   (the first `limit - used` are allowed, the rest refused).
 * - Sharing: several processes on one machine may open the same file (the server's `WORKERS` do). A
 *   batch's transaction is `BEGIN IMMEDIATE`: it takes the write lock before it reads the counts, so
 *   check and increment are atomic across processes. When another process holds the lock, the batch
 *   does not wait in SQLite's busy handler (which sleeps 1, 2, 5, 10 … ms with the event loop
 *   blocked): it is tried again on a later turn of the event loop, with the calls queued meanwhile,
 *   while this process serves other requests; after `busyTimeoutMs` of trying its calls fail. Other
 *   writes (keys) and reads queue on SQLite's lock for up to `busyTimeoutMs`.
 * - Retention: usage rows of days older than yesterday are deleted when the store opens and when
 *   `consume` first sees a new day in this process.
 *
 * The file must be on a local disk (WAL needs shared memory); for several machines use Redis.
 */
import fs from "node:fs";
import Database from "better-sqlite3";
import path from "node:path";
import { isTier, type Tier } from "../../contract/tiers.ts";
import { previousUtcDay, utcDay } from "../../core/calendar.ts";
import { SCHEMA, SCHEMA_VERSION, SQL } from "./sql.ts";
import { newKeyInfo, checkUsageArgs, classifyKeyRef, StoreUnavailableError, type ConsumeResult, type KeyInfo, type NewKey, type Store } from "./types.ts";

type SqliteDatabase = Database.Database;
type SqliteStatement = Database.Statement<unknown[]>;

/** A queued {@link SqliteStore.consume} call. */
interface PendingConsume {
  keyId: string;
  day: string;
  limit: number;
  resolve: (r: ConsumeResult) => void;
  reject: (e: unknown) => void;
}

/** Options of {@link openSqliteStore}. */
export interface SqliteStoreOptions {
  /** How long a writer waits for another process's lock before failing, in ms. Default 5000. */
  busyTimeoutMs?: number;
}

/** A {@link Store} in a SQLite file. See the module comment for durability, sharing and retention. */
export class SqliteStore implements Store {
  /** {@inheritDoc Store.driver} */
  readonly driver = "sqlite" as const;
  /** The database file. */
  readonly file: string;
  private readonly db: SqliteDatabase;
  private closed = false;
  private latestDay = "";
  private readonly q: Record<
    | "insertKey"
    | "keyByHash"
    | "keyById"
    | "listKeys"
    | "revokeById"
    | "revokeByHash"
    | "tierById"
    | "tierByHash"
    | "addUsage"
    | "used"
    | "prune",
    SqliteStatement
  >;

  private readonly consumeBatch: Database.Transaction<(batch: readonly PendingConsume[]) => ConsumeResult[]>;
  private readonly busyTimeoutMs: number;

  /** Opens (creating when needed) the database file at `file`. Prefer {@link openSqliteStore}. */
  constructor(file: string, options: SqliteStoreOptions = {}) {
    this.file = path.resolve(file);
    try {
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      this.busyTimeoutMs = options.busyTimeoutMs ?? 5000;
      this.db = new Database(this.file, { timeout: this.busyTimeoutMs });
    } catch (e) {
      throw openFailure(e, this.file);
    }
    try {
      this.db.pragma("journal_mode = WAL");
      this.db.pragma("synchronous = NORMAL");
      const version = this.db.pragma("user_version", { simple: true }) as number;
      if (version > SCHEMA_VERSION) {
        throw new Error(`${this.file} has schema version ${version}; this code knows up to ${SCHEMA_VERSION}`);
      }
      this.db.exec(SCHEMA);
      if (version < SCHEMA_VERSION) this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
      this.q = {
        insertKey: this.db.prepare(SQL.insertKey),
        keyByHash: this.db.prepare(SQL.keyByHash),
        keyById: this.db.prepare(SQL.keyById),
        listKeys: this.db.prepare(SQL.listKeys),
        revokeById: this.db.prepare(SQL.revokeById),
        revokeByHash: this.db.prepare(SQL.revokeByHash),
        tierById: this.db.prepare(SQL.tierById),
        tierByHash: this.db.prepare(SQL.tierByHash),
        addUsage: this.db.prepare(SQL.addUsage),
        used: this.db.prepare(SQL.used),
        prune: this.db.prepare(SQL.prune),
      };
      this.consumeBatch = this.db.transaction((batch: readonly PendingConsume[]) => this.consumeAll(batch));
      this.prune(utcDay(new Date()));
    } catch (e) {
      this.db.close();
      throw openFailure(e, this.file);
    }
  }

  /** {@inheritDoc KeyStore.createKey} */
  async createKey(k: NewKey): Promise<KeyInfo> {
    const rec = newKeyInfo(k);
    try {
      this.q.insertKey.run(rec.id, k.hash, rec.email, rec.tier, rec.created_at);
    } catch (e) {
      if ((e as { code?: string }).code?.startsWith("SQLITE_CONSTRAINT")) {
        throw new Error(`a key with id ${rec.id} already exists`, { cause: e });
      }
      throw e;
    }
    return rec;
  }

  /** {@inheritDoc KeyStore.findByHash} */
  async findByHash(hash: string): Promise<KeyInfo | undefined> {
    return toInfo(this.q.keyByHash.get(hash));
  }

  /** {@inheritDoc KeyStore.findById} */
  async findById(id: string): Promise<KeyInfo | undefined> {
    return toInfo(this.q.keyById.get(id));
  }

  /** {@inheritDoc KeyStore.list} */
  async list(): Promise<KeyInfo[]> {
    return this.q.listKeys.all().map((row: unknown) => toInfo(row)!);
  }

  /** {@inheritDoc KeyStore.revoke} */
  async revoke(idOrHash: string, now: Date = new Date()): Promise<boolean> {
    const kind = classifyKeyRef(idOrHash);
    if (!kind) return false;
    const stmt = kind === "id" ? this.q.revokeById : this.q.revokeByHash;
    return stmt.run(now.toISOString(), idOrHash).changes > 0;
  }

  /** {@inheritDoc KeyStore.setTier} */
  async setTier(idOrHash: string, tier: Tier): Promise<boolean> {
    if (!isTier(tier)) throw new RangeError(`unknown tier ${JSON.stringify(tier)}`);
    const kind = classifyKeyRef(idOrHash);
    if (!kind) return false;
    const stmt = kind === "id" ? this.q.tierById : this.q.tierByHash;
    return stmt.run(tier, idOrHash).changes > 0;
  }

  /**
   * {@inheritDoc UsageStore.consume}
   *
   * Batched: the calls made during one event-loop turn are queued and run together in ONE
   * `BEGIN IMMEDIATE` transaction, committed from a `setImmediate` callback; each promise resolves
   * only after that commit (so a resolved count survives kill -9, as before), and all of a batch
   * reject together if the transaction fails. While another process holds the write lock the batch
   * is retried on later turns (see the module comment). `close()` commits what is queued first.
   */
  async consume(keyId: string, day: string, limit: number): Promise<ConsumeResult> {
    checkUsageArgs(keyId, day, limit);
    return new Promise<ConsumeResult>((resolve, reject) => {
      this.pending.push({ keyId, day, limit, resolve, reject });
      if (this.pending.length === 1 && this.busySince === undefined) setImmediate(this.flush);
    });
  }

  /** `consume` calls waiting for the next batch. */
  private pending: PendingConsume[] = [];
  /** When the first try of the waiting batch found the database locked (ms since the epoch). */
  private busySince: number | undefined;
  /** How many times in a row the waiting batch found the database locked. */
  private busyTries = 0;

  /** Runs the queued `consume` calls in one transaction and settles their promises. */
  private readonly flush = (): void => {
    this.runPending(false);
  };

  /**
   * Runs the queued calls. With `wait`, SQLite's busy handler waits for a lock (as `close()`
   * must); without, a locked database puts the batch back and schedules another try.
   */
  private runPending(wait: boolean): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    let results: ConsumeResult[];
    try {
      if (wait) results = this.consumeBatch.immediate(batch);
      else {
        // A pragma takes effect when prepared, so it cannot be a statement prepared once.
        this.db.pragma("busy_timeout = 0");
        try {
          results = this.consumeBatch.immediate(batch);
        } finally {
          this.db.pragma(`busy_timeout = ${this.busyTimeoutMs}`);
        }
      }
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      const now = Date.now();
      if (!wait && code === "SQLITE_BUSY" && now - (this.busySince ??= now) < this.busyTimeoutMs) {
        this.pending = batch.concat(this.pending);
        this.busyTries++;
        if (this.busyTries <= 3) setImmediate(this.flush);
        else setTimeout(this.flush, 1);
        return;
      }
      this.busySince = undefined;
      this.busyTries = 0;
      const error = unavailable(e);
      for (const b of batch) b.reject(error);
      if (this.pending.length > 0) setImmediate(this.flush);
      return;
    }
    this.busySince = undefined;
    this.busyTries = 0;
    batch.forEach((b, i) => b.resolve(results[i]!));
  }

  /**
   * The body of a batch (wrapped in a transaction by the constructor): per (key, day, limit) group,
   * reads the count once, allows the first `limit - used` calls in queue order, refuses the rest,
   * and writes the new count once.
   */
  private consumeAll(batch: readonly PendingConsume[]): ConsumeResult[] {
    const groups = new Map<string, number[]>();
    batch.forEach(({ keyId, day, limit }, i) => {
      const id = `${keyId}\u0000${day}\u0000${limit}`;
      const members = groups.get(id);
      if (members === undefined) groups.set(id, [i]);
      else members.push(i);
    });
    const results: ConsumeResult[] = new Array<ConsumeResult>(batch.length);
    for (const members of groups.values()) {
      const { keyId, day, limit } = batch[members[0]!]!;
      if (day > this.latestDay) this.prune(day);
      const before = this.readUsed(keyId, day);
      const granted = Math.min(members.length, Math.max(0, limit - before));
      if (granted > 0) this.q.addUsage.run(keyId, day, granted);
      members.forEach((at, n) => {
        results[at] = n < granted ? { allowed: true, used: before + n + 1 } : { allowed: false, used: before + granted };
      });
    }
    return results;
  }

  /** {@inheritDoc UsageStore.used} */
  async used(keyId: string, day: string): Promise<number> {
    checkUsageArgs(keyId, day);
    return this.readUsed(keyId, day);
  }

  /** {@inheritDoc Store.close} */
  async close(): Promise<void> {
    if (this.closed) return;
    this.runPending(true);
    this.closed = true;
    this.db.close();
  }

  private readUsed(keyId: string, day: string): number {
    return (this.q.used.get(keyId, day) as { used: number } | undefined)?.used ?? 0;
  }

  /** Deletes usage rows older than the day before `day`. */
  private prune(day: string): void {
    this.latestDay = day;
    this.q.prune.run(previousUtcDay(day));
  }
}

/** Opens (creating when needed, with its folder) the SQLite store in `file`. */
export function openSqliteStore(file: string, options: SqliteStoreOptions = {}): SqliteStore {
  return new SqliteStore(file, options);
}

function toInfo(row: unknown): KeyInfo | undefined {
  if (row === undefined) return undefined;
  const r = row as { id: string; email: string; tier: string; created_at: string; revoked_at: string | null };
  if (!isTier(r.tier)) throw new Error(`key ${r.id} has an unknown tier ${JSON.stringify(r.tier)}`);
  return { id: r.id, email: r.email, tier: r.tier, created_at: r.created_at, revoked_at: r.revoked_at };
}

/** SQLite result codes that mean the file cannot take writes now, rather than a bug in the query. */
const UNAVAILABLE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM|CORRUPT|NOTADB|PROTOCOL)/;

/**
 * `e` as a {@link StoreUnavailableError} when SQLite says the database cannot be written (disk full,
 * read-only file or folder, I/O error, locked past the busy timeout), with what to do; `e` otherwise.
 */
function unavailable(e: unknown): unknown {
  const code = (e as { code?: unknown }).code;
  if (typeof code !== "string" || !UNAVAILABLE_CODES.test(code)) return e;
  const what =
    code.startsWith("SQLITE_FULL") ? "the disk is full: free space on it"
    : code.startsWith("SQLITE_READONLY") ? "the database file or its folder is read-only: make both writable by the server's user"
    : code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED") ? "the database is locked by another process past the busy timeout"
    : "the database file cannot be read or written: check the disk and the file";
  return new StoreUnavailableError("sqlite", `${code}: ${what} (${(e as Error).message})`, { cause: e });
}

/**
 * Why `file` cannot be opened for writing, in words: a read-only file system, a folder this user may not
 * write, a full disk (found by trying to create a file beside it), or else `e` as SQLite said it.
 */
function openFailure(e: unknown, file: string): unknown {
  const code = (e as { code?: unknown }).code;
  if (typeof code !== "string" || !/^(SQLITE_|E[A-Z]+$)/.test(code)) return e;
  const dir = path.dirname(file);
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  let reason: string | undefined;
  try {
    fs.writeFileSync(probe, "x");
    fs.rmSync(probe, { force: true });
  } catch (p) {
    const errno = (p as NodeJS.ErrnoException).code;
    reason =
      errno === "EROFS" ? `${dir} is on a read-only file system: put the store on a writable disk (STORE_URL=sqlite:/path/file.sqlite)`
      : errno === "EACCES" || errno === "EPERM" ? `${dir} is not writable by this user: fix its permissions, or choose another STORE_URL`
      : errno === "ENOSPC" ? `the disk holding ${dir} is full: free space on it`
      : undefined;
  }
  const error = unavailable(e);
  if (reason === undefined) return error instanceof StoreUnavailableError ? error : new StoreUnavailableError("sqlite", `cannot open ${file}: ${(e as Error).message}`, { cause: e });
  return new StoreUnavailableError("sqlite", `cannot open ${file}: ${reason} (${code})`, { cause: e });
}
