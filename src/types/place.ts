/* Generated from schemas/records/place.json by `npm run gen:types`. Do not edit: change the schema instead. */

export type VerseList = string[];
/**
 * Person slugs
 */
export type SlugList = string[];
/**
 * Person slugs
 */
export type SlugList1 = string[];
/**
 * Event slugs of what happened here, in chronological order (the events' `sequence`)
 */
export type SlugList2 = string[];
export type SlugList3 = string[];

/**
 * A place named in the Bible (Theographic Places.csv). Every field is always present; an unknown value is null or an empty list.
 */
export interface Place {
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Upstream (Theographic) id, e.g. abana_1
   */
  id: string;
  /**
   * Primary name
   */
  name: string;
  kjv_name: string | null;
  esv_name: string | null;
  /**
   * Other names the upstream gives the place (its aliases column), e.g. 'Mars Hill' for the Areopagus, 'Tigris' for Hiddekel; they resolve in URLs as aliases when free
   */
  also_called: string[];
  latitude: number | null;
  longitude: number | null;
  /**
   * Where the coordinates come from, e.g. 'OpenBible.info', 'Pleiades (via Recogito)'; null when there are none
   */
  coordinate_source: string | null;
  /**
   * Slug of the place whose point these coordinates are (Theographic's rootID: a city's gates, pools and quarters, and a region named by its city, are placed at the city), when they are that place's coordinates or its OpenBible.info point; null when the place's coordinates are its own, or it has none
   */
  coordinates_from: string | null;
  /**
   * How exact the location is (Precise, Center, Rough, …)
   */
  precision: string | null;
  /**
   * City, Region, Water, …
   */
  feature_type: string | null;
  /**
   * River, Gate, Country, …
   */
  feature_sub_type: string | null;
  modern_name: string | null;
  /**
   * Slug of the primary record when this one duplicates it
   */
  duplicate_of: string | null;
  verse_count: number;
  verses: VerseList;
  first_mention: string | null;
  people_born: SlugList;
  people_died: SlugList1;
  events: SlugList2;
  dictionary_entries: SlugList3;
}
