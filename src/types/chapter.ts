/* Generated from schemas/records/chapter.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A chapter of the canon in KJV versification, with its first and last verse and its neighbours for navigation.
 */
export interface Chapter {
  /**
   * OSIS chapter reference, e.g. Gen.12
   */
  osis: string;
  /**
   * OSIS book id
   */
  book: string;
  chapter: number;
  /**
   * Number of verses in the chapter
   */
  verses: number;
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  first_verse: string;
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  last_verse: string;
  /**
   * The chapter before, across books (Gen.50 before Exod.1); null for Gen.1
   */
  previous: string | null;
  /**
   * The chapter after, across books; null for Rev.22
   */
  next: string | null;
}
