/* Generated from schemas/responses/meta.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Dataset metadata: its version, build date and record counts per table.
 */
export interface DatasetMeta {
  /**
   * Dataset version <major>.<minor>.<patch>
   */
  version: string;
  /**
   * YYYY-MM-DD
   */
  build_date: string;
  counts: {
    person: number;
    place: number;
    event: number;
    people_group: number;
    strongs: number;
    dictionary_entry: number;
    topic: number;
    lexicon_entry: number;
    cross_reference: number;
    hebrew_word: number;
    greek_word: number;
    greek_lexicon_entry: number;
  };
  /**
   * Whether the dataset was built from the full upstream files or the bundled sample
   */
  source: "upstream" | "sample";
}
