/**
 * The assembled dataset: every table's records, the upstream-id aliases, the verse index and the
 * metadata. Produced by the build stages, consumed by the emitter.
 */
import type { TableName } from "../collections.ts";
import type { DatasetMeta } from "../types/meta.ts";
import type { VerseEntry } from "../types/verse_entry.ts";
import type { SearchEntry } from "../contract/index-files.ts";

/** A record of any table, as plain JSON. */
export type AnyRecord = Readonly<Record<string, unknown>>;

/** Everything the emitter writes. */
export interface Dataset {
  readonly meta: DatasetMeta;
  /** Records per table, each in its emission order. */
  readonly tables: Readonly<Record<TableName, readonly AnyRecord[]>>;
  /** Per table, other keys (upstream ids, case variants) → the record's URL key. */
  readonly aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>>;
  /** One entry per canon verse. */
  readonly verses: readonly VerseEntry[];
  /** The name-search index. */
  readonly search: readonly SearchEntry[];
}
