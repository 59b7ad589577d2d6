/* Generated from schemas/responses/semantic_search.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * The answer to POST /v1/search/semantic: the entities that best match the meaning of the query, best first. `meta.total` is the number of items returned (no paging), `meta.limit` the effective limit (default 10, at most 50), `meta.offset` always 0.
 */
export interface SemanticSearchResponse {
  /**
   * @maxItems 50
   */
  data: SemanticHit[];
  meta: {
    /**
     * Number of items returned
     */
    total: number;
    /**
     * Effective limit
     */
    limit: number;
    /**
     * Always 0
     */
    offset: number;
  };
}
/**
 * One entity matched by semantic search.
 */
export interface SemanticHit {
  slug: string;
  name: string;
  entity_type: "person" | "place" | "event" | "group" | "dictionary" | "topic";
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Relevance: the weighted sum of the standardised lexical and vector scores, rounded to 4 decimals. Higher is better; comparable within one response only.
   */
  score: number;
}
