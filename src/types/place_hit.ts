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
   * Slug of the place whose point these coordinates are (the place record's coordinates_from: Jerusalem for its gates and pools, and for Judea); null when they are the place's own
   */
  coordinates_from: string | null;
  /**
   * Great-circle distance from the query's point or place, in km (to the metre); absent for bounding-box queries
   */
  distance_km?: number;
}
