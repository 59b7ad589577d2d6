/**
 * Pages of a list in the API's list envelope (`{ data, meta: { total, limit, offset } }`): the one
 * slicing rule the emitter's static lists, the runtime's paged answers and the study queries share.
 */

/** A page of a list, shaped like the API's list envelope. */
export interface Page<T> {
  readonly data: T[];
  readonly meta: { readonly total: number; readonly limit: number; readonly offset: number };
}

/** The page of `items` that starts at `offset` and holds at most `limit` items (past the end: an empty page). */
export function pageOf<T>(items: readonly T[], limit: number, offset = 0): Page<T> {
  return { data: items.slice(offset, offset + limit), meta: { total: items.length, limit, offset } };
}
