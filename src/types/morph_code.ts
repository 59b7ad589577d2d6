/* Generated from schemas/responses/morph_code.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * One morphology code used in the word tables (OSHB for Hebrew and Aramaic, MorphGNT for Greek), decoded into plain words following the tag set's published conventions, with how many words carry it.
 */
export interface MorphCode {
  /**
   * The code as the word records carry it: 'HVqp3ms', 'HR/Ncfsa', 'V- 3AAI-S--'
   */
  code: string;
  language: "hebrew" | "aramaic" | "greek";
  /**
   * The code in words; the morphemes of a Hebrew word joined with ' + '
   */
  text: string;
  /**
   * One per '/'-separated morpheme (Hebrew, Aramaic) or the one word (Greek)
   *
   * @minItems 1
   */
  parts: [MorphPart, ...MorphPart[]];
  /**
   * Number of words with this code
   */
  count: number;
}
export interface MorphPart {
  /**
   * The morpheme's or word's own code: 'Ncfsa', 'V- 3AAI-S--'
   */
  code: string;
  /**
   * With its type where the code gives one: 'common noun', 'personal pronoun', 'verb'
   */
  part_of_speech: string;
  /**
   * Hebrew or Aramaic verb stem: 'qal', 'niphal', 'peal'
   */
  stem: string | null;
  /**
   * Hebrew or Aramaic verb conjugation: 'perfect', 'sequential imperfect', 'active participle'
   */
  conjugation: string | null;
  /**
   * Greek tense: 'present', 'aorist'
   */
  tense: string | null;
  voice: "active" | "middle" | "passive" | null;
  /**
   * Greek mood: 'indicative', 'participle'
   */
  mood: string | null;
  person: "first" | "second" | "third" | null;
  /**
   * 'masculine', 'feminine', 'neuter', 'common gender', 'both genders'
   */
  gender: string | null;
  number: "singular" | "plural" | "dual" | null;
  case: "nominative" | "genitive" | "dative" | "accusative" | "vocative" | null;
  state: "absolute" | "construct" | "determined" | null;
  degree: "comparative" | "superlative" | null;
  /**
   * This part in words
   */
  text: string;
}
