/* Generated from schemas/responses/passage.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Every person any verse of the passage mentions, in order of first mention
 */
export type SlugList = string[];
/**
 * Every place, in order of first mention
 */
export type SlugList1 = string[];
/**
 * Every event, in order of first mention
 */
export type SlugList2 = string[];
/**
 * Person slugs
 */
export type SlugList3 = string[];
/**
 * Place slugs
 */
export type SlugList4 = string[];
/**
 * Event slugs
 */
export type SlugList5 = string[];

/**
 * A chapter or a range of verses: every verse with its text and its people, places and events, and the union of those over the passage.
 */
export interface Passage {
  /**
   * The chapter (Gen.12) or the range (Gen.12.1-Gen.12.9)
   */
  osis: string;
  /**
   * First verse
   */
  start: string;
  /**
   * Last verse
   */
  end: string;
  /**
   * verse: one verse; chapter: exactly one whole chapter; book: a whole book; range: anything else
   */
  kind: "verse" | "chapter" | "book" | "range";
  /**
   * For a chapter: its navigation record (previous and next chapter); null otherwise
   */
  chapter: Chapter | null;
  verse_count: number;
  people: SlugList;
  places: SlugList1;
  events: SlugList2;
  /**
   * The verses in order
   */
  verses: Verse[];
}
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
/**
 * One verse: the people, places and events that mention it, and its text in each translation.
 */
export interface Verse {
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  osis_ref: string;
  people: SlugList3;
  places: SlugList4;
  events: SlugList5;
  text: VerseTexts;
}
/**
 * The verse's text by translation (see /v1/translations); null where a translation has no text for the verse (the WEB leaves Luke 17:36, Acts 8:37, 15:34 and 24:7 out).
 */
export interface VerseTexts {
  /**
   * King James Version (one prose part: the source has no paragraph marks)
   */
  kjv: VerseText | null;
  /**
   * World English Bible, with its paragraphs and poetry lines
   */
  web: VerseText | null;
}
/**
 * The text of one verse in one translation, in KJV versification, with the paragraph and poetry structure the source gives. To render a passage, print each part: start a new paragraph before a part that starts a paragraph, a new stanza (a blank line) before one that starts a stanza, a line break before one that starts a line, and otherwise continue the running text after a space.
 */
export interface VerseText {
  /**
   * OSIS verse reference Book.Chapter.Verse
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
