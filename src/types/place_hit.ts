/* Generated from schemas/responses/place_hit.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A place found by a spatial query (bounding box, distance from a point, nearest places).
 */
export interface PlaceHit {
  slug: string;
  name: string;
  feature_type: string | null;
  latitude: number;
  longitude: number;
  /**
   * Great-circle distance from the query's point or place, in km (to the metre); absent for bounding-box queries
   */
  distance_km?: number;
}
