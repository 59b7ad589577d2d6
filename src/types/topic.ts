/* Generated from schemas/records/topic.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Topic slugs this line refers to ('See PRIEST, HIGH'), sorted
 */
export type SlugList = string[];
/**
 * Topic slugs referred to by any line, sorted, without duplicates and without the topic itself
 */
export type SlugList1 = string[];

/**
 * A subject of Nave's Topical Bible (BibleData NavesTopicalDictionary.csv): its sub-topics with their verse references, and links to other topics. Every field is always present; an unknown value is null or an empty list.
 */
export interface Topic {
  /**
   * Unique identifier
   */
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Upstream subject as written in Nave's, e.g. AARON or PRIEST, HIGH; also resolves in URLs
   */
  id: string;
  /**
   * Display name: the subject in title case, e.g. 'Aaron', 'Fear of God'
   */
  name: string;
  /**
   * Letter of the alphabetical section the subject is filed under
   */
  section: string;
  /**
   * The lines of the topic in upstream order: sub-topics, notes and cross-references, nested by depth
   */
  entries: TopicEntry[];
  see_also: SlugList1;
  /**
   * Number of distinct references (verses, ranges and chapters) over all entries
   */
  reference_count: number;
  /**
   * Number of distinct verses those references cover (ranges and chapters counted verse by verse)
   */
  verse_count: number;
}
export interface TopicEntry {
  /**
   * The line without the verse references that end it (may be empty when the line is only references)
   */
  text: string;
  /**
   * Nesting level: 0 for a top-level line, 1 for a sub-point of the line above, …
   */
  depth: number;
  /**
   * Verses (Gen.12.1), verse ranges (Gen.12.1-Gen.12.3) or whole chapters (Gen.12), canonical, without duplicates, in canonical order
   */
  references: string[];
  see: SlugList;
}
