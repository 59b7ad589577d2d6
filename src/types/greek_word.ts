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
   * Greek text as printed, with punctuation
   */
  text: string;
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
   * Linked Strong's number (null for the ~0.35% of words the lexicon gives none)
   */
  strongsNumber: string | null;
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
}
