/**
 * The assembled dataset: every table's records, the upstream-id aliases, the verse index and the
 * metadata. Produced by the build stages, consumed by the emitter.
 */
import type { TableName, Tables } from "../contract/api.ts";
import type { DatasetMeta } from "../types/meta.ts";
import type { VerseEntry } from "../types/verse_entry.ts";
import type { SearchEntry } from "../contract/index-files.ts";

/** Everything the emitter writes. */
export interface Dataset {
  readonly meta: DatasetMeta;
  /** Records per table, each in its emission order, typed by the generated record interfaces. */
  readonly tables: Tables;
  /** Per table, other keys (upstream ids, case variants) → the record's URL key. */
  readonly aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>>;
  /** One entry per canon verse. */
  readonly verses: readonly VerseEntry[];
  /** The name-search index. */
  readonly search: readonly SearchEntry[];
}
