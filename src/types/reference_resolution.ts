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
   * Where to get it, a URL that answers 200: /v1/verses/{osis} for a verse, /v1/chapters/{osis} for a whole chapter, /v1/books/{book} for a whole book (the book's chapters and verse counts; note says where its verses are), /v1/passages/{osis} for any other range of at most 200 verses; null for a longer range, which no one URL serves (note says how to read it)
   */
  url: string | null;
  /**
   * For a whole book or a range longer than 200 verses: how to read its verses (a chapter at a time, /v1/chapters/Gen.1 to /v1/chapters/Gen.10); null otherwise
   */
  note: string | null;
}
