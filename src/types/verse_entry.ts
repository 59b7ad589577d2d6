/* Generated from schemas/responses/verse_entry.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Person slugs
 */
export type SlugList = string[];
/**
 * Place slugs
 */
export type SlugList1 = string[];
/**
 * Event slugs
 */
export type SlugList2 = string[];

/**
 * The people, places and events that mention one verse.
 */
export interface VerseEntry {
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  osis_ref: string;
  people: SlugList;
  places: SlugList1;
  events: SlugList2;
}
