/* Generated from schemas/records/book.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A book of the 66-book canon in KJV versification, with what a reader needs to navigate it.
 */
export interface Book {
  /**
   * OSIS book id, e.g. Gen, 1Cor
   */
  osis: string;
  /**
   * English name, e.g. Genesis
   */
  name: string;
  testament: "OT" | "NT";
  /**
   * Position in the canon, 1 (Genesis) to 66 (Revelation)
   */
  order: number;
  /**
   * Number of chapters
   */
  chapters: number;
  /**
   * Number of verses in the book
   */
  verses: number;
  /**
   * Verses in each chapter; the first number is chapter 1
   */
  verses_per_chapter: number[];
}
