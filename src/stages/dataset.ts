/**
 * The assembled dataset: every table's records, the upstream-id aliases, the verse index and the
 * metadata. Produced by the build stages, consumed by the emitter.
 */
import type { TableName, Tables } from "../contract/api.ts";
import type { DatasetMeta } from "../types/meta.ts";
import type { VerseEntry } from "../types/verse_entry.ts";
import type { SearchEntry } from "../contract/index-files.ts";
import type { VerseTexts } from "./verse-text.ts";
import type { WebVerses } from "./web-text.ts";
import type { Translation } from "../types/translation.ts";
import type { SourceDataset } from "../sources/manifest.ts";

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
  /** The KJV text of each verse the sources hold, by canonical OSIS reference. */
  readonly verseText: VerseTexts;
  /** The World English Bible text of each verse it holds, mapped to KJV numbering, with its paragraph and poetry structure. */
  readonly webText: WebVerses;
  /** The curated verses of the day in order (`sources/curated/verse-of-the-day.json`; see `src/core/verse-of-the-day.ts`). */
  readonly versesOfTheDay: readonly string[];
  /** The translations whose text is served, with their licences (`/v1/translations`). */
  readonly translations: readonly Translation[];
  /** The upstream datasets (`sources/manifest.json`): repository, commit, licences, attribution, tables built from each, files and bytes. */
  readonly sources: readonly SourceSummary[];
}

/** An upstream dataset of the manifest, with the number and total size of its files. */
export interface SourceSummary extends SourceDataset {
  readonly files: number;
  readonly bytes: number;
}
