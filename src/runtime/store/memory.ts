/**
 * The in-process store: plain Maps, nothing persisted. For unit tests, and for a single-instance
 * runtime (for example at the edge) where losing the counts on restart is acceptable.
 */
import { isTier, type Tier } from "../../contract/tiers.ts";
import { previousUtcDay } from "../../core/calendar.ts";
import { byCreation, newKeyInfo, checkUsageArgs, classifyKeyRef, type ConsumeResult, type KeyInfo, type NewKey, type Store } from "./types.ts";

interface KeyRecord extends KeyInfo {
  hash: string;
}

/**
 * A {@link Store} held in this process's memory. Atomicity is that of the single JavaScript thread:
 * each operation completes without yielding, so `consume` is exact under concurrent calls from this
 * process (and the store cannot be shared with other processes).
 *
 * Retention: when `consume` first sees a new day, counts of days older than the day before it are
 * deleted.
 */
export class MemoryStore implements Store {
  /** {@inheritDoc Store.driver} */
  readonly driver = "memory" as const;
  private readonly byHash = new Map<string, KeyRecord>();
  private readonly byId = new Map<string, KeyRecord>();
  /** Usage count per day, then per key id. */
  private readonly usage = new Map<string, Map<string, number>>();
  private latestDay = "";

  /** {@inheritDoc KeyStore.createKey} */
  async createKey(k: NewKey): Promise<KeyInfo> {
    const rec: KeyRecord = { ...newKeyInfo(k), hash: k.hash };
    const id = rec.id;
    if (this.byHash.has(k.hash) || this.byId.has(id)) throw new Error(`a key with id ${id} already exists`);
    this.byHash.set(k.hash, rec);
    this.byId.set(id, rec);
    return info(rec);
  }

  /** {@inheritDoc KeyStore.findByHash} */
  async findByHash(hash: string): Promise<KeyInfo | undefined> {
    const rec = this.byHash.get(hash);
    return rec && info(rec);
  }

  /** {@inheritDoc KeyStore.findById} */
  async findById(id: string): Promise<KeyInfo | undefined> {
    const rec = this.byId.get(id);
    return rec && info(rec);
  }

  /** {@inheritDoc KeyStore.list} */
  async list(): Promise<KeyInfo[]> {
    return [...this.byId.values()].map(info).sort(byCreation);
  }

  /** {@inheritDoc KeyStore.revoke} */
  async revoke(idOrHash: string, now: Date = new Date()): Promise<boolean> {
    const rec = this.resolve(idOrHash);
    if (!rec) return false;
    rec.revoked_at ??= now.toISOString();
    return true;
  }

  /** {@inheritDoc KeyStore.setTier} */
  async setTier(idOrHash: string, tier: Tier): Promise<boolean> {
    if (!isTier(tier)) throw new RangeError(`unknown tier ${JSON.stringify(tier)}`);
    const rec = this.resolve(idOrHash);
    if (!rec) return false;
    rec.tier = tier;
    return true;
  }

  /** {@inheritDoc UsageStore.consume} */
  async consume(keyId: string, day: string, limit: number): Promise<ConsumeResult> {
    checkUsageArgs(keyId, day, limit);
    if (day > this.latestDay) this.prune(day);
    let perKey = this.usage.get(day);
    if (!perKey) this.usage.set(day, (perKey = new Map()));
    const used = perKey.get(keyId) ?? 0;
    if (used >= limit) return { allowed: false, used };
    perKey.set(keyId, used + 1);
    return { allowed: true, used: used + 1 };
  }

  /** {@inheritDoc UsageStore.used} */
  async used(keyId: string, day: string): Promise<number> {
    checkUsageArgs(keyId, day);
    return this.usage.get(day)?.get(keyId) ?? 0;
  }

  /** {@inheritDoc Store.close} */
  async close(): Promise<void> {}

  private resolve(idOrHash: string): KeyRecord | undefined {
    const kind = classifyKeyRef(idOrHash);
    if (kind === "id") return this.byId.get(idOrHash);
    if (kind === "hash") return this.byHash.get(idOrHash);
    return undefined;
  }

  private prune(day: string): void {
    this.latestDay = day;
    const keep = previousUtcDay(day);
    for (const d of this.usage.keys()) if (d < keep) this.usage.delete(d);
  }
}

/** Opens an empty in-memory store. */
export function openMemoryStore(): MemoryStore {
  return new MemoryStore();
}

function info(rec: KeyRecord): KeyInfo {
  return { id: rec.id, email: rec.email, tier: rec.tier, created_at: rec.created_at, revoked_at: rec.revoked_at };
}
