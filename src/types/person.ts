/* Generated from schemas/records/person.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * Person slugs
 */
export type SlugList = string[];
/**
 * Person slugs (same mother or same father)
 */
export type SlugList1 = string[];
/**
 * Person slugs
 */
export type SlugList2 = string[];
/**
 * Person slugs
 */
export type SlugList3 = string[];
/**
 * OSIS references in canonical order
 */
export type VerseList = string[];
/**
 * Group slugs
 */
export type SlugList4 = string[];
/**
 * Event slugs, in chronological order (the events' `sequence`)
 */
export type SlugList5 = string[];
/**
 * Easton dictionary entry slugs about this person
 */
export type SlugList6 = string[];

/**
 * A person named in the Bible (Theographic People.csv). Every field is always present; an unknown value is null or an empty list.
 */
export interface Person {
  /**
   * Unique identifier
   */
  slug: string;
  /**
   * Deterministic UUID version 5
   */
  uuid: string;
  /**
   * Upstream (Theographic) id, e.g. aaron_1; also resolves in URLs
   */
  id: string;
  /**
   * The name people know the person by: the display title without its note, with the surname (e.g. 'Simon Peter', 'Pontius Pilate', 'Mary Magdalene', 'Jacob')
   */
  name: string;
  /**
   * What the upstream (Theographic) calls the person: usually the given name alone (e.g. 'Simon', 'Pontius', 'Israel')
   */
  upstream_name: string;
  /**
   * The person's `name` with the upstream's disambiguating note, if any, e.g. 'Abimelech (King of Gerar)'; never another name or spelling than `name` (the upstream's are in `upstream_name` and `also_called`)
   */
  display_title: string;
  /**
   * Other names
   */
  also_called: string[];
  gender: "Male" | "Female" | null;
  /**
   * Astronomical year; negative means BC (1 BC is 0)
   */
  birth_year: number | null;
  /**
   * Astronomical year
   */
  death_year: number | null;
  /**
   * e.g. '1574 BC', 'AD 30'
   */
  birth_year_display: string | null;
  death_year_display: string | null;
  /**
   * Place slug
   */
  birth_place: string | null;
  /**
   * Place slug
   */
  death_place: string | null;
  /**
   * Person slug
   */
  father: string | null;
  /**
   * Person slug
   */
  mother: string | null;
  siblings: SlugList;
  half_siblings: SlugList1;
  children: SlugList2;
  partners: SlugList3;
  verse_count: number;
  verses: VerseList;
  first_mention: string | null;
  /**
   * Etymology of the name (Hitchcock's Bible Names Dictionary)
   */
  name_meaning: string | null;
  people_groups: SlugList4;
  events: SlugList5;
  dictionary_entries: SlugList6;
}
