/**
 * The tokenizer shared by the index build and the query: folds text the way name search does
 * (lowercase, accents removed), drops possessive `'s`, and splits on anything that is not a letter
 * or a digit. Pure.
 */
import { foldWordText } from "../core/text.ts";

/** Splits text into lowercase, accent-free word tokens (`"Noah’s Ark!"` → `["noah", "ark"]`). */
export function tokenize(text: string): string[] {
  return foldWordText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== "");
}

/**
 * Function words that carry no meaning for retrieval. Both models skip them: the lexical one
 * because they match everything, the vector one because their vectors point nowhere in particular.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each either else ever every few for from further had has have having he her here hers " +
    "herself him himself his how i if in into is it its itself just let may me might more most much must my myself no nor not now " +
    "of off on once only or other ought our ours ourselves out over own per same shall she should so some such than that the their " +
    "theirs them themselves then there these they this those through thus to too under until up upon us very was we were what when " +
    "where whether which while who whom whose why will with within without would yet you your yours yourself yourselves " +
    "thee thou thy thine ye unto hath doth art shalt wilt hast q v comp ch ver etc ie i.e viz"
  ).split(" "),
);

/** The tokens of a text that carry meaning: {@link tokenize} without {@link STOPWORDS}. */
export function contentTokens(text: string): string[] {
  return tokenize(text).filter((t) => !STOPWORDS.has(t));
}

/**
 * A light English stemmer for the lexical model, so that "climbed", "climbing" and "climbs" meet
 * at "climb": strips common inflections (plural `s`, `es`, `ies`, `ed`, `ing`, `ly`) when enough of
 * the word is left, then a final `e` (so "stone" and "stoned" meet at "ston"). Deliberately
 * conservative; words of four letters or fewer are kept as they are.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) return w;
  else if (/(ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length > 5) w = undouble(w.slice(0, -2));
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  return w.length > 4 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** `stopp` → `stop` (after `-ed`/`-ing` removal), but not `ll`/`ss`/`zz` (`fall`, `bless`). */
function undouble(w: string): string {
  const last = w.at(-1);
  return last !== undefined && w.at(-2) === last && !"lsz".includes(last) && !/[aeiou]/.test(last) ? w.slice(0, -1) : w;
}
