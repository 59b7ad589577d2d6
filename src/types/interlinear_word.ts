/* Generated from schemas/responses/interlinear_word.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * One original-language word of an interlinear verse: text, transliteration, lemma, Strong's number, a short gloss and the morphology in words (the structured decoding of the code is in the morphology code table).
 */
export interface InterlinearWord {
  position: number;
  /**
   * The word as printed
   */
  text: string;
  /**
   * The word as printed in Latin letters, SBL academic style (simplified for Hebrew: no spirantisation, vocal shewa ᵊ)
   */
  transliteration: string;
  /**
   * Dictionary form: MorphGNT's lemma (Greek), the Strong's entry's (Hebrew)
   */
  lemma: string | null;
  strongs_number: string | null;
  /**
   * A short English gloss
   */
  gloss: string | null;
  /**
   * Where the gloss comes from: Dodson's Greek lexicon (Greek words), the OpenScriptures lexical index of BDB (Hebrew and Aramaic words: the lexicon entry's `gloss`), or else the first clause of the Strong's definition
   */
  gloss_source: "dodson" | "lexical_index" | "strongs" | null;
  /**
   * The morphology code as the word records carry it
   */
  morph: string;
  /**
   * The code in words, e.g. 'verb, aorist active indicative, third person singular'
   */
  parse: string;
  /**
   * Hebrew: the written (ketiv) or read (qere) form where the text has both
   */
  reading: "ketiv" | "qere" | null;
}
