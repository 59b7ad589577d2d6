/* Generated from schemas/responses/text_search.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * [start, end)
 *
 * @minItems 2
 * @maxItems 2
 */
export type TextSpan = [number, number];

/**
 * The answer to GET /v1/search/text: one page of the verses that match, best first, paginated like every list. When nothing matches, `meta.references` gives the passages a `q` such as `john 3:16` names, and `meta.suggestions` may offer queries that do: the asked-for translation's own word for a word only the other translation has (`donkey` in the KJV → `ass`), or a word of the texts spelt close to a misspelt one (`beleive` → `believe`).
 */
export interface TextSearchResponse {
  data: TextHit[];
  meta: {
    /**
     * Number of matching verses
     */
    total: number;
    /**
     * Effective page size
     */
    limit: number;
    /**
     * Effective offset
     */
    offset: number;
    /**
     * Only when nothing matches (`total` 0) and `q`, holding a digit or being a book's name, reads as a Bible reference (`john 3:16`, `ps 23`, `1 cor 13`, `genesis`): the passages it names, as GET /v1/resolve gives them, each with the URL that serves it. Absent otherwise.
     *
     * @minItems 1
     */
    references?: [ResolvedPassage, ...ResolvedPassage[]];
    /**
     * Only when nothing matches (`total` 0), and only queries that find verses with the same filters: first, when several words stop the query, the query with each replaced by its best; then the query with one word replaced, in the query's word order, best first; then the query with words left out (`fewer-words`), best first. Absent when there is none.
     *
     * @maxItems 3
     */
    suggestions?:
      [] | [TextSuggestion] | [TextSuggestion, TextSuggestion] | [TextSuggestion, TextSuggestion, TextSuggestion];
  };
}
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
/**
 * A query to try instead of one that found nothing.
 */
export interface TextSuggestion {
  /**
   * The query with words replaced, as `q` takes it
   */
  q: string;
  /**
   * The words of the query that were replaced, in query order, space-separated (folded: lower case, accents removed)
   */
  replaced: string;
  /**
   * The words that replace them, in the same order
   */
  by: string;
  /**
   * translation: the asked-for translation's word in the verses where the other translation has the replaced word (the two stand in the same verses: Dice's coefficient at least 0.5), for at least one of the words; spelling: a word of the texts one edit from a replaced word no verse has (two for words of 8 letters or more); fewer-words: the query (only words, at least three) without the words in `replaced` (`by` is empty): the words the verses that hold the most of the query's hold, rare words counting more than common ones, at least half of them
   */
  reason: "translation" | "spelling" | "fewer-words";
  /**
   * How many verses `q` finds with the same filters
   */
  total: number;
}
