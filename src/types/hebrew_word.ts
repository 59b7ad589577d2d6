/* Generated from schemas/records/hebrew_word.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * One word of the Westminster Leningrad Codex with OSHB lemma and morphology (openscriptures-morphhb wlc/*.xml). Verse references are KJV versification; the WLC verse is kept in wlcRef. Field names mirror the Greek word record.
 */
export interface HebrewWord {
  /**
   * OSHB word id: two-digit book number and three characters, e.g. 01xeN; unique and stable
   */
  wordId: string;
  /**
   * The verse in KJV versification
   */
  osisRef: string;
  /**
   * The verse in WLC (Hebrew) versification, as the source numbers it
   */
  wlcRef: string;
  /**
   * 1-based position in the KJV verse; ketiv and qere words each count
   */
  position: number;
  /**
   * Hebrew text as printed (points and accents, not Unicode-normalised), without the '/' morpheme separators
   */
  text: string;
  /**
   * The text split at the source's '/' morpheme separators; one segment per '/'-separated code of morph
   */
  segments: string[];
  /**
   * OSHB lemma as written: prefix letters and a Strong's number separated by '/', e.g. 'b/7225', '1254 a'
   */
  lemma: string;
  /**
   * Strong's number of the main morpheme with its OSHB augment letter (H1254a); null when the lemma has no number (a prefix with a suffix only)
   */
  strongsNumber: string | null;
  /**
   * OSHB morphology code: language letter, then '/'-separated codes, e.g. 'HR/Ncfsa'
   */
  morph: string;
  /**
   * morph in plain words, following the OSHB conventions, one part per morpheme joined with ' + ', e.g. 'preposition + common noun, feminine singular absolute'; every code used is decoded in /v1/morphology
   */
  parse: string;
  /**
   * From the first letter of morph
   */
  language: "hebrew" | "aramaic";
  /**
   * 'ketiv' for the written form, 'qere' for the form read aloud, null for words without a variant
   */
  reading: "ketiv" | "qere" | null;
}
