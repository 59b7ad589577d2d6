/* Generated from schemas/records/greek_word.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * One word of the SBL Greek New Testament with MorphGNT parsing; Strong's number joined through the MorphGNT morphological lexicon.
 */
export interface GreekWord {
  /**
   * Unique word identifier: <OSIS verse>.<position>, e.g. Matt.1.1.1
   */
  wordId: string;
  /**
   * OSIS verse reference Book.Chapter.Verse
   */
  osisRef: string;
  /**
   * 1-based position in the verse
   */
  position: number;
  /**
   * Greek text as printed, with punctuation, without SBLGNT's apparatus signs
   */
  text: string;
  /**
   * SBLGNT's signs pointing into its critical apparatus that stand at this word (⸀ ⸁ ⸂ ⸃ ⸄ ⸅, in printed order; ⸂ ⸄ open a span before the word, ⸃ ⸅ close one after it, ⸀ ⸁ mark the one word), or null when there are none
   */
  apparatus: string | null;
  /**
   * The word without punctuation
   */
  word: string;
  /**
   * Normalised form of the word
   */
  normalized: string;
  lemma: string;
  /**
   * Linked Strong's number: lexemes.yaml's number for the lemma, checked against the Strong's and Dodson headwords and corrected or filled by the reviewed table sources/corrections/greek-strongs.csv (null when no lexicon gives one)
   */
  strongsNumber: string | null;
  /**
   * The number lexemes.yaml gives the lemma, as the upstream has it (differs from strongsNumber where a reviewed correction applies)
   */
  upstreamStrongsNumber: string | null;
  /**
   * MorphGNT part of speech and parsing code, e.g. 'N- ----NSF-'
   */
  morph: string;
  /**
   * Two-character part-of-speech code, e.g. 'N-', 'V-', 'RA'
   */
  partOfSpeech: string;
  /**
   * Eight-character parsing code: person, tense, voice, mood, case, number, gender, degree
   */
  parsing: string;
  /**
   * morph in plain words, following the MorphGNT conventions, e.g. 'verb, aorist active indicative, third person singular'; every code used is decoded in /v1/morphology
   */
  parse: string;
}
