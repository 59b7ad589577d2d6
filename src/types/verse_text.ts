/* Generated from schemas/records/verse_text.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * The text of one verse in one translation, in KJV versification, with the paragraph and poetry structure the source gives. To render a passage, print each part: start a new paragraph before a part that starts a paragraph, a new stanza (a blank line) before one that starts a stanza, a line break before one that starts a line, and otherwise continue the running text after a space.
 */
export interface VerseText {
  /**
   * The verse in KJV versification
   */
  osis: string;
  /**
   * kjv: King James Version; web: World English Bible
   */
  translation: "kjv" | "web";
  /**
   * The verse as the translation numbers it, when that differs from the KJV (the WEB prints Rom.16.25-27 as Rom.14.24-26); null when it is the same
   */
  source_osis: string | null;
  /**
   * The whole verse as plain text: its parts joined by single spaces
   */
  text: string;
  /**
   * A paragraph or stanza begins with this verse (always false for the KJV source, which has no paragraph marks)
   */
  paragraph_start: boolean;
  /**
   * A heading printed above this verse (a psalm title, a letter of Psalm 119); null when there is none. The KJV source has no psalm titles (nor any other heading), so every KJV verse has null
   */
  heading: string | null;
  /**
   * The verse's text in the pieces the source lays it out in (prose runs and poetry lines), at least one
   */
  parts: VersePart[];
}
/**
 * One prose run or poetry line of a verse
 */
export interface VersePart {
  /**
   * Whitespace collapsed
   */
  text: string;
  style: "prose" | "poetry";
  /**
   * What begins with this part: a prose paragraph, a poetry stanza, a poetry line; null when it continues the text before it
   */
  starts: ("paragraph" | "stanza" | "line") | null;
}
