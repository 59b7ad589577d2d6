/**
 * Comparing Hebrew headwords across lexicons (BDB's lexical index, Strong's): pointing, accents and
 * maqaf differ, and so does plene or defective spelling (with or without ו and י as vowel letters).
 */
import { editDistance } from "./edit-distance.ts";

const FINAL_FORMS: Readonly<Record<string, string>> = { "ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ" };

/** The consonants of a headword: marks and anything but Hebrew letters dropped, final forms mapped, ו and י dropped. */
export function hebrewLemmaKey(lemma: string): string {
  return lemma
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\u05D0-\u05EA]/gu, "")
    .replace(/[ךםןףץ]/gu, (c) => FINAL_FORMS[c] ?? c)
    .replace(/[וי]/gu, "");
}

/** Whether two headwords name the same word: equal consonants, or one consonant apart (a quarter of the longer when more). */
export function hebrewLemmasAgree(a: string, b: string): boolean {
  const ka = hebrewLemmaKey(a);
  const kb = hebrewLemmaKey(b);
  const max = Math.max(1, Math.floor(Math.max(ka.length, kb.length) / 4));
  return ka === kb || editDistance(ka, kb, max) <= max;
}
