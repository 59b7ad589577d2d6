/* Generated from schemas/records/cross_reference.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A cross-reference between verses, with the OpenBible.info community vote count.
 */
export interface CrossReference {
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  from_verse: string;
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  to_verse_start: string;
  /**
   * null when the target is a single verse
   */
  to_verse_end: string | null;
  votes: number;
}
