/* Generated from schemas/records/greek_lexicon_entry.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Verses the entry cites (ranges expanded), OSIS in KJV versification, canonical order, no duplicates
 */
export type VerseList = string[];

/**
 * An entry of Abbott-Smith's Manual Greek Lexicon of the New Testament (Strong's-keyed edition), enriched by Strong's number with the Dodson Greek Lexicon's glosses and Goodrick-Kohlenberger numbers. Every field is always present; an unknown value is null or an empty list.
 */
export interface GreekLexiconEntry {
  /**
   * Unique identifier: g<number>[letter] for Strong's-keyed entries (g26, g40a, g40-2 for a second entry of G40), else a Latin transliteration of the headword
   */
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Strong's numbers the entry covers, in upstream order; empty for words Strong's does not number
   */
  strongs_numbers: string[];
  /**
   * Greek headword as printed (Unicode), e.g. 'ἀγάπη'
   */
  headword: string;
  /**
   * Latin transliteration of the headword (SBL style, accents dropped), e.g. 'agapē'
   */
  transliteration: string;
  /**
   * Grammatical note of the entry (gramGrp), e.g. 'adv.'
   */
  grammar: string | null;
  /**
   * Derivation and Septuagint notes (etym), as printed
   */
  etymology: string | null;
  /**
   * Plain text of the whole entry, white space folded
   */
  definition: string;
  /**
   * The numbered senses in document order, flattened; depth 1 is a top-level sense
   */
  senses: {
    /**
     * Sense label as printed, e.g. '1.', '(a)', 'II.'; null when unlabelled
     */
    n: string | null;
    /**
     * Nesting level of the sense
     */
    depth: number;
    /**
     * Text of the sense without its sub-senses, white space folded; null when it has none (only sub-senses)
     */
    text: string | null;
  }[];
  verses: VerseList;
  /**
   * Dodson's brief definition for the entry's first Strong's number
   */
  gloss: string | null;
  /**
   * Dodson's longer definition for the entry's first Strong's number
   */
  dodson_definition: string | null;
  /**
   * Goodrick-Kohlenberger numbers (Dodson) for the entry's first Strong's number
   */
  gk_numbers: number[];
}
