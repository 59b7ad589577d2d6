/* Generated from schemas/responses/place_feature_collection.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Every place with coordinates as a GeoJSON (RFC 7946) FeatureCollection of Points, sorted by slug; the places without coordinates are named in without_coordinates rather than given invented ones.
 */
export interface PlaceFeatureCollection {
  type: "FeatureCollection";
  features: PlaceFeature[];
  /**
   * Slugs of the places left out because the data gives them no coordinates
   */
  without_coordinates: string[];
}
/**
 * A place as a GeoJSON Feature (RFC 7946). A place without coordinates has geometry null and has_coordinates false: no coordinate is invented.
 */
export interface PlaceFeature {
  type: "Feature";
  id: string;
  geometry: {
    type: "Point";
    /**
     * [longitude, latitude]
     *
     * @minItems 2
     * @maxItems 2
     */
    coordinates: [number, number];
  } | null;
  properties: {
    slug: string;
    name: string;
    feature_type: string | null;
    feature_sub_type: string | null;
    modern_name: string | null;
    coordinate_source: string | null;
    /**
     * How exact the location is, as the data says (Precise, Center, Rough …)
     */
    precision: string | null;
    has_coordinates: boolean;
  };
}
