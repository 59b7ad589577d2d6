/* Generated from schemas/responses/reference_resolution.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A reference as typed (John 3:16, jn 3 16-18, 1 Cor 13, Gen 1:1–2:3; Ps 23), resolved to canonical OSIS passages in KJV versification.
 */
export interface ReferenceResolution {
  /**
   * The reference as given
   */
  query: string;
  /**
   * @minItems 1
   */
  passages: [ResolvedPassage, ...ResolvedPassage[]];
}
export interface ResolvedPassage {
  /**
   * A verse (John.3.16) or a range (Gen.1.1-Gen.2.3)
   */
  osis: string;
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  start: string;
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  end: string;
  kind: "verse" | "chapter" | "book" | "range";
  /**
   * The chapter's OSIS id when kind is chapter
   */
  chapter: string | null;
  /**
   * Number of verses
   */
  verses: number;
  /**
   * The part of the query this passage was read from
   */
  text: string;
  /**
   * Where to get it: /v1/verses/{osis} for a verse, /v1/chapters/{osis} for a chapter, /v1/passages/{osis} otherwise
   */
  url: string;
}
