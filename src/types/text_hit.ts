/* Generated from schemas/responses/text_hit.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * [start, end)
 *
 * @minItems 2
 * @maxItems 2
 */
export type TextSpan = [number, number];

/**
 * A verse whose text matches a full-text query, in one translation, with the matched words marked.
 */
export interface TextHit {
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  osis: string;
  translation: "kjv" | "web";
  /**
   * Relevance, higher is better: BM25, plus a bonus for each pair of query words typed side by side that stand side by side in the verse, times the verse's prominence (1 to 2: how often people look the verse up, from OpenBible.info's cross-reference votes)
   */
  score: number;
  text: string;
  /**
   * The matched words as [start, end) offsets into text (UTF-16 code units, as JavaScript strings count them), in order
   */
  highlights: TextSpan[];
  /**
   * The heading printed above the verse (a WEB psalm title or a letter of Psalm 119), which the search reads with the verse, with the words it matched there; null when the verse has none. A hit whose `highlights` are empty matched in its heading only.
   */
  heading: null | {
    text: string;
    /**
     * The matched words as [start, end) offsets into the heading's text (UTF-16 code units), in order
     */
    highlights: TextSpan[];
  };
}
