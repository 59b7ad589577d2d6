/* Generated from schemas/records/dictionary_entry.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Verses the text links to, canonical, without repeats
 */
export type VerseList = string[];
/**
 * Person slugs the entry is about
 */
export type SlugList = string[];
/**
 * Place slugs the entry is about
 */
export type SlugList1 = string[];

/**
 * One sense of a headword of Easton's Bible Dictionary (1897), as split and linked by Theographic (Easton.csv). Every field is always present; an unknown value is null or an empty list.
 */
export interface DictionaryEntry {
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Upstream (Theographic) key dictLookup, e.g. 'Joseph 4'; also resolves in URLs
   */
  id: string;
  /**
   * Headword, e.g. 'Joseph'
   */
  name: string;
  /**
   * Number of the sense among entries with the same headword; 0 for an unnumbered entry
   */
  sense: number;
  /**
   * Definition as plain text (verse links reduced to their label); paragraphs separated by blank lines; null when upstream has none
   */
  text: string | null;
  verses: VerseList;
  /**
   * Whole chapters the text links to (OSIS Book.Chapter), canonical, without repeats
   */
  chapters: string[];
  people: SlugList;
  places: SlugList1;
  /**
   * How the entry was matched to people or places upstream
   */
  match_type: "unmatched" | "person" | "place" | "multi";
}
