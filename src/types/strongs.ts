/* Generated from schemas/records/strongs.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * An entry of Strong's Hebrew (OpenScriptures HebrewStrong.xml) or Greek (strongsgreek.xml) dictionary.
 */
export interface StrongsEntry {
  /**
   * H or G followed by the number
   */
  number: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  language: "hebrew" | "greek";
  /**
   * Original-language word (Unicode)
   */
  lemma: string;
  transliteration: string | null;
  pronunciation: string | null;
  /**
   * Full definition text
   */
  definition: string;
  /**
   * Words used in the KJV translation
   */
  kjv_usage: string | null;
  /**
   * Where the word comes from, as the dictionary states it
   */
  derivation: string | null;
  part_of_speech: string | null;
  /**
   * Related Strong's numbers the entry refers to
   */
  see: string[];
  /**
   * How many words of the Hebrew (WLC) or Greek (SBLGNT) text carry this number, lettered numbers (H1254a) included; 0 when none does. The words are listed by /v1/strongs/{number}/concordance
   */
  occurrences: number;
  /**
   * In how many verses those words stand
   */
  verse_count: number;
}
