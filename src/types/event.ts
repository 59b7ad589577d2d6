/* Generated from schemas/records/event.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * OSIS references in canonical order
 */
export type VerseList = string[];
/**
 * Person slugs of those taking part, in upstream order
 */
export type SlugList = string[];
/**
 * Place slugs of where the event happened
 */
export type SlugList1 = string[];
/**
 * People-group slugs of groups involved
 */
export type SlugList2 = string[];
/**
 * Person slugs named in the event's verses, in order of first mention
 */
export type SlugList3 = string[];
/**
 * Place slugs named in the event's verses, in order of first mention
 */
export type SlugList4 = string[];

/**
 * An event of the biblical timeline (Theographic Events.csv, plus the events found only in json/events.json). Every field is always present; an unknown value is null or an empty list.
 */
export interface Event {
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Upstream (Theographic) numeric event id, e.g. '72'; also resolves in URLs, as does the upstream title
   */
  id: string;
  /**
   * Title, e.g. 'Abrahamic Covenant'
   */
  title: string;
  /**
   * Astronomical year the event starts; negative means BC (1 BC is 0)
   */
  start_year: number | null;
  /**
   * ISO 8601 date (astronomical year) when the day is known, e.g. '0033-05-15'; null when only the year is known
   */
  start_date: string | null;
  /**
   * The start year is an approximation (upstream rangeFlag)
   */
  start_is_approximate: boolean;
  /**
   * The event's place in the chronological order of all events, from 1: by start year, then within a year upstream's order (each event after the one it follows, then Theographic's sort key). The order of /v1/timeline and of every person's, place's and group's `events`
   */
  sequence: number;
  /**
   * Length as given upstream: a number and a unit Y, M, W or D, e.g. '6D', '430Y', '3M10D'
   */
  duration: string | null;
  /**
   * The duration in days, counting a year as 365.2425 days, a month as 30.436875 days and a week as 7 days, rounded to 2 decimals
   */
  duration_days: number | null;
  /**
   * Event slug of the event this one follows
   */
  predecessor: string | null;
  /**
   * Time between the predecessor and this event, as given upstream (e.g. '75Y')
   */
  lag: string | null;
  /**
   * FS: the lag counts from the predecessor's finish; SS: from its start
   */
  lag_type: "FS" | "SS" | null;
  /**
   * Event slug of the larger event this one belongs to
   */
  part_of: string | null;
  verse_count: number;
  verses: VerseList;
  /**
   * First verse in canonical order
   */
  first_mention: string | null;
  participants: SlugList;
  places: SlugList1;
  groups: SlugList2;
  people_mentioned: SlugList3;
  places_mentioned: SlugList4;
  /**
   * Editorial notes (e.g. on the dating)
   */
  notes: string | null;
}
