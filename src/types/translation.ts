/* Generated from schemas/responses/translation.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A translation whose text the API serves, with its licence and the attribution to show with it.
 */
export interface Translation {
  /**
   * The key of the translation in verse texts and the `translation` filter of text search
   */
  id: "kjv" | "web";
  name: string;
  abbreviation: string;
  /**
   * BCP 47 language tag
   */
  language: string;
  /**
   * What layout the source gives (paragraphs, poetry lines, headings)
   */
  structure: string;
  /**
   * How its verse numbers are mapped to KJV versification
   */
  numbering: string;
  /**
   * Verses of the 66-book canon with text in this translation
   */
  verses: number;
  license: string;
  /**
   * The attribution to show with the text
   */
  attribution: string;
  /**
   * Where the text comes from
   */
  upstream: string;
  /**
   * The upstream commit the text was built from
   */
  commit: string;
}
