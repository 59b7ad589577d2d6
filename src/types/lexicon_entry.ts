/* Generated from schemas/records/lexicon_entry.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Verses the entry cites, converted to KJV versification, deduplicated, in canonical order
 */
export type VerseList = string[];

/**
 * An entry of the Brown-Driver-Briggs Hebrew and Aramaic lexicon (OpenScriptures BrownDriverBriggs.xml), linked to Strong's numbers through LexicalIndex.xml and AugIndex.xml. Every field is always present; an unknown value is null or an empty list.
 */
export interface LexiconEntry {
  /**
   * Unique identifier: the BDB id in lower case with hyphens for dots, e.g. a-ab-ab
   */
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Upstream BDB id, e.g. a.ab.ab; also resolves in URLs
   */
  id: string;
  /**
   * The Hebrew or Aramaic headword as printed (first word of the entry, pointed, not Unicode-normalised)
   */
  headword: string;
  /**
   * Romanised headword from the OpenScriptures lexical index, when the entry is indexed
   */
  transliteration: string | null;
  /**
   * BDB's part-of-speech label as printed, e.g. 'n.m', 'vb', 'n.pr.loc'
   */
  part_of_speech: string | null;
  /**
   * Whether the entry stands in the Hebrew or the Aramaic part of the lexicon
   */
  language: "hebrew" | "aramaic";
  /**
   * The Hebrew letter of the lexicon part the entry stands in
   */
  letter: string | null;
  /**
   * BDB's Roman numeral(s) telling apart headwords spelled alike, e.g. 'II'
   */
  homonym: string | null;
  /**
   * Whether the entry is a root under which derived words are listed
   */
  is_root: boolean;
  /**
   * Whether the entry only points to other entries (e.g. 'v. II. אבה') and has no content of its own
   */
  cross_reference_only: boolean;
  /**
   * The short English gloss the OpenScriptures lexical index (LexicalIndex.xml, its <def>) gives the entry, the one an interlinear shows: 'gods' for אֱלֹהִים, 'mark of the accusative' for אֵת, 'speak' for דָּבַר; of several index entries pointing to it, the one with the lowest Strong's number ('Jehovah' for יהוה, also indexed as 3069 'God'). Null when the entry is not indexed or the index gives no gloss
   */
  gloss: string | null;
  /**
   * The English glosses BDB marks in the entry (its <def> elements), each once, in the order they stand, the entry's first meaning first (אָהֵב: love, lovely, loveable, friends, lovers). Empty when BDB marks none (most entries that only point to others, many proper names)
   */
  glosses: string[];
  /**
   * The whole entry as plain text, white space folded
   */
  definition: string;
  /**
   * The numbered or lettered senses in document order; a nested sense follows its parent with a higher level
   */
  senses: {
    /**
     * Sense label as printed (1, a, II); null for unlabelled groups such as verb stems
     */
    n: string | null;
    /**
     * 1 for a sense of the entry, 2 for a sense inside it, …
     */
    level: number;
    /**
     * The sense's own text, without its nested senses; null when it has none (only nested senses), as everywhere else unknown or empty values are null
     */
    text: string | null;
  }[];
  /**
   * Strong's numbers of the entry, including OSHB augmented numbers (H1254a), sorted
   */
  strongs_numbers: string[];
  /**
   * Slugs of the lexicon entries this entry refers to
   */
  see: string[];
  verses: VerseList;
}
