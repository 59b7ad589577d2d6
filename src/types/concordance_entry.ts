/* Generated from schemas/responses/concordance_entry.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * The concordance of one Strong's number over both Testaments: every verse where a word carries it, in canonical order, with the surface forms and their counts. Words with a lettered number (H1254a) are under the entry's number (H1254).
 */
export interface ConcordanceEntry {
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
   * In how many verses
   */
  verse_count: number;
  /**
   * Surface forms, most frequent first: as printed, without Hebrew accents (vowel points kept), Greek grave accent as acute
   */
  forms: FormCount[];
  /**
   * The verses in canonical order
   */
  verses: ConcordanceVerse[];
}
export interface FormCount {
  form: string;
  count: number;
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
