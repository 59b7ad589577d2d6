/* Generated from schemas/responses/timeline_entry.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * An event or a person on the timeline, spanning astronomical years (1 BC is 0), with the uncertainty the data gives.
 */
export interface TimelineEntry {
  kind: "event" | "person";
  slug: string;
  /**
   * The event's title or the person's name
   */
  name: string;
  /**
   * First year of the span (astronomical; negative is BC)
   */
  start_year: number;
  /**
   * Last year of the span; equal to start_year for a single year
   */
  end_year: number;
  /**
   * ISO date of the start when the day is known (events)
   */
  start_date: string | null;
  /**
   * Whether the start year is approximate; null when the data does not say (people)
   */
  approximate: boolean | null;
  /**
   * Events: the duration as given, e.g. '7Y'
   */
  duration: string | null;
  /**
   * Events: notes on the dating
   */
  notes: string | null;
  birth_year_display: string | null;
  death_year_display: string | null;
}
