/* Generated from schemas/records/people_group.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Person slugs
 */
export type SlugList = string[];
/**
 * OSIS references naming the group, in canonical order
 */
export type VerseList = string[];
/**
 * Event slugs, in chronological order (the events' `sequence`)
 */
export type SlugList1 = string[];

/**
 * A group of people: a tribe, a nation, a line of descent, a party (Theographic PeopleGroups.csv, plus the groups found only in json/peopleGroups.json). Every field is always present; an unknown value is null or an empty list.
 */
export interface PeopleGroup {
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Upstream (Theographic) key: the group name, e.g. 'Tribe of Judah'; also resolves in URLs
   */
  id: string;
  name: string;
  /**
   * Other names the text calls the group by, e.g. 'Levites' for the Tribe of Levi (the project's reviewed table sources/corrections/group-names.csv); each also resolves in URLs as a slug ('levites')
   */
  also_called: string[];
  members: SlugList;
  /**
   * Group slug of the larger group
   */
  part_of: string | null;
  verses: VerseList;
  events: SlugList1;
}
