/* Generated from schemas/responses/event_person.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * A person of an event: the fields of a person in /v1/people, and the person's part in the event.
 */
export interface EventPerson {
  /**
   * The person's slug
   */
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * The name people know the person by
   */
  name: string;
  gender: "Male" | "Female" | null;
  /**
   * e.g. '1574 BC', 'AD 30'
   */
  birth_year_display: string | null;
  verse_count: number;
  /**
   * `participant`: takes part in the event; `mentioned`: named in its verses only
   */
  role: "participant" | "mentioned";
}
