/* Generated from schemas/responses/text_hit.json by `npm run gen:types`. Do not edit: change the schema instead. */

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
   * BM25 relevance; higher is better
   */
  score: number;
  text: string;
  /**
   * The matched words as [start, end) offsets into text (UTF-16 code units, as JavaScript strings count them), in order
   */
  highlights: [number, number][];
}
