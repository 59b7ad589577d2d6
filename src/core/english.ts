/**
 * English words for matching meanings (the lexicon lists' `gloss` filter, `src/study/glosses.ts`):
 * text folded like names (lowercase, accents and apostrophes dropped), cut into runs of the letters
 * a–z (so the Hebrew and Greek of a definition, its numbers and its punctuation fall away), each word
 * reduced by steps 1 and 5a of Porter's stemmer, the parts that undo plurals, the `-ed` and `-ing`
 * endings and a silent final `e` (M. F. Porter, "An algorithm for suffix stripping", 1980): `loves`,
 * `loved` and `loving` all become `love`, `believe`, `believed` and `believing` `believ`, `sins` and
 * `sinned` `sin`, `mercies` and `mercy` `merci`. Both sides of a match are reduced the same way, so a
 * stem that is no English word (`merci`) never shows. Pure.
 */
import { foldWordText } from "./text.ts";

/** Whether the letter at `i` is a consonant in Porter's sense: not a vowel, and `y` only after a vowel or first. */
function consonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  return c !== "y" || i === 0 || !consonant(w, i - 1);
}

/** Porter's measure m of a stem: how many vowel-consonant sequences it has (`tree` 0, `trouble` 1, `private` 2). */
function measure(w: string): number {
  let m = 0;
  for (let i = 1; i < w.length; i++) if (consonant(w, i) && !consonant(w, i - 1)) m++;
  return m;
}

const hasVowel = (w: string): boolean => [...w].some((_, i) => !consonant(w, i));

/** Whether a stem ends consonant-vowel-consonant, the last not `w`, `x` or `y` (`hop`, not `snow`). */
function endsCvc(w: string): boolean {
  const n = w.length;
  return n >= 3 && consonant(w, n - 3) && !consonant(w, n - 2) && consonant(w, n - 1) && !"wxy".includes(w[n - 1] ?? "");
}

/**
 * Steps 1 and 5a of Porter's stemmer on a lowercase word: 1a the plurals (`caresses` → `caress`,
 * `ponies` → `poni`, `cats` → `cat`), 1b `-eed`, `-ed` and `-ing` (`agreed` → `agree`, `hopping` →
 * `hop`, `hoping` → `hope`), 1c a final `y` after a vowel-bearing stem (`happy` → `happi`), 5a a final
 * `e` after a stem of measure above 1, or of 1 not ending consonant-vowel-consonant (`rejoice` →
 * `rejoic`, as `rejoicing` is; `probate` → `probat`; `rate` and `love` keep it). The steps between,
 * which strip derivational endings (`-ness`, `-ful`, `-ation`), are not taken: `righteous` and
 * `righteousness` stay apart. No step leaves fewer than three letters, so that a short word does not
 * become another (`one` is not `on`, `yes` not `ye`, `used` not `us`; `ties` → `tie`).
 */
export function stemEnglish(word: string): string {
  if (word.length <= 2) return word;
  let w = word;
  if (w.endsWith("sses") || (w.endsWith("ies") && w.length > 4)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && w.length > 3) w = w.slice(0, -1);
  w = step1b(w);
  if (w.endsWith("y") && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  if (w.endsWith("e") && w.length > 3) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) w = stem;
  }
  return w;
}

/** Porter's step 1b (`-eed`, `-ed`, `-ing` and the tidying after them), not taken when it would leave fewer than three letters. */
function step1b(w: string): string {
  if (w.endsWith("eed")) return measure(w.slice(0, -3)) > 0 ? w.slice(0, -1) : w;
  let stem: string;
  if (w.endsWith("ed") && hasVowel(w.slice(0, -2))) stem = w.slice(0, -2);
  else if (w.endsWith("ing") && hasVowel(w.slice(0, -3))) stem = w.slice(0, -3);
  else return w;
  const last = stem[stem.length - 1] ?? "";
  if (stem.endsWith("at") || stem.endsWith("bl") || stem.endsWith("iz")) stem += "e";
  else if (stem.length >= 2 && last === stem[stem.length - 2] && consonant(stem, stem.length - 1) && !"lsz".includes(last)) stem = stem.slice(0, -1);
  else if (measure(stem) === 1 && endsCvc(stem)) stem += "e";
  return stem.length >= 3 ? stem : w;
}

/** The words of a text as they are written, folded: lowercase, accents dropped, `'s` and apostrophes dropped, letters a–z only. */
function foldedWords(text: string): string[] {
  return foldWordText(text).match(/[a-z]+/g) ?? [];
}

/** The words of an English text, folded and stemmed (`"The Lord's loving-kindness"` → `the lord love kindness`). */
export function englishWords(text: string): string[] {
  return foldedWords(text).map(stemEnglish);
}

/**
 * English function words (articles, pronouns, prepositions, conjunctions, auxiliaries, the KJV's
 * `thee` and `unto`), stemmed: a definition that holds one does not mention a meaning.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by can could " +
    "did do does doing down during each either else ever every few for from further had has have having he her here hers herself him " +
    "himself his how i if in into is it its itself just let may me might more most much must my myself no nor not now of off on once " +
    "only or other ought our ours ourselves out over own per same shall she should so some such than that the their theirs them " +
    "themselves then there these they this those through thus to too under until up upon us very was we were what when where whether " +
    "which while who whom whose why will with within without would yet you your yours yourself yourselves thee thou thy thine ye unto " +
    "hath doth art shalt wilt hast"
  )
    .split(" ")
    .map(stemEnglish),
);

/** Words a gloss may open with that only mark its part of speech: articles, the infinitive's `to` and `be`, Dodson's `I` (`I love`). */
const MARKERS: ReadonlySet<string> = new Set(["a", "an", "the", "to", "be", "i"]);

/**
 * The words of a gloss or a query as a meaning, for comparing one with the other: {@link englishWords}
 * without the words that open it only to mark its part of speech, as long as a word is left (`a
 * king` → `king`, `to be light` → `light`, `I love` → `love`; `to` alone stays `to`).
 */
export function meaningWords(text: string): string[] {
  const words = englishWords(text);
  let start = 0;
  while (start < words.length - 1 && MARKERS.has(words[start] ?? "")) start++;
  return words.slice(start);
}
