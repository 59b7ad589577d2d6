/* Generated from schemas/responses/concordance.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A page of the concordance of one Strong's number (GET /v1/strongs/{number}/concordance): the verses of both Testaments where a word carries it, in canonical order, with the entry's figures and surface forms beside them. An entry no word carries has an empty list and zero counts.
 */
export interface ConcordancePage {
  data: ConcordanceVerse[];
  meta: ListMeta;
  entry: ConcordanceSummary;
}
export interface ConcordanceVerse {
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  osis_ref: string;
  /**
   * 1-based positions of the words that carry the number
   */
  positions: number[];
  /**
   * Their surface forms, in the same order
   */
  forms: string[];
}
export interface ListMeta {
  /**
   * Number of matching records
   */
  total: number;
  /**
   * Effective page size
   */
  limit: number;
  /**
   * Effective offset
   */
  offset: number;
}
export interface ConcordanceSummary {
  /**
   * The Strong's entry's number, e.g. G25
   */
  number: string;
  /**
   * The lettered numbers the words carry, when they differ from the entry's (H1254a, H1254b)
   */
  variants: string[];
  /**
   * How many words carry the number
   */
  occurrences: number;
  /**
   * In how many verses (meta.total)
   */
  verse_count: number;
  /**
   * Every surface form with its count, most frequent first: as printed, without Hebrew accents (vowel points kept), Greek grave accent as acute
   */
  forms: FormCount[];
}
export interface FormCount {
  form: string;
  count: number;
}
