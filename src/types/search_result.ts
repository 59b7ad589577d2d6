/* Generated from schemas/responses/search_result.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * One entity matched by name search.
 */
export interface SearchResult {
  slug: string;
  name: string;
  entity_type: "person" | "place" | "event" | "group" | "dictionary" | "topic";
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
}
