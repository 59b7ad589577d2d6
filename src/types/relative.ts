/* Generated from schemas/responses/relative.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * An ancestor or descendant found by a family-tree query, at the nearest generation it is reached.
 */
export interface Relative {
  slug: string;
  name: string;
  /**
   * 1 for parents (children), 2 for grandparents (grandchildren) …
   */
  generation: number;
  /**
   * The person one generation nearer the start, through whom this one is reached
   */
  via: string;
}
