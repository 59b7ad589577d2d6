/**
 * The interlinear verse: a verse's original words in order, each with its transliteration, lemma,
 * Strong's number, a short English gloss and its morphology decoded into words (the word record's `parse`).
 *
 * Glosses: Greek words take Dodson's gloss (joined to Abbott-Smith in the Greek lexicon table) and,
 * where Dodson has none, the short Strong's gloss; Hebrew and Aramaic words take the gloss the
 * OpenScriptures lexical index gives their BDB entry (the lexicon entry's `gloss`: `H430` "gods",
 * `H1696` "speak"), by their exact number (`H1254a`) or else its base, and where it gives none the
 * short Strong's gloss: the definition's first clause (`shortGloss`, `src/core/glosses.ts`; `H1254`
 * "(absolutely) to create; (qualified) to cut down …" → "to create"). The first clause of Strong's
 * is often the word's origin rather than its meaning (`H430` "gods in the ordinary sense", `H3068`
 * "self-Existent or Eternal", `H853` "self"), which is why the lexical index comes first.
 *
 * Transliteration: every word is transliterated as printed, SBL style (`src/core/greek-translit.ts`,
 * `./hebrew-translit.ts`).
 */
import { baseStrongs } from "../core/strongs.ts";
import { shortGloss } from "../core/glosses.ts";
import { transliterateGreek } from "../core/greek-translit.ts";
import { transliterateHebrew } from "./hebrew-translit.ts";
import type { GreekLexiconEntry } from "../types/greek_lexicon_entry.ts";
import type { GreekWord } from "../types/greek_word.ts";
import type { HebrewWord } from "../types/hebrew_word.ts";
import type { StrongsEntry } from "../types/strongs.ts";
import type { InterlinearWord } from "../types/interlinear_word.ts";
import type { LexiconEntry } from "../types/lexicon_entry.ts";

/** A short gloss and where it comes from. */
export interface Gloss {
  readonly text: string;
  readonly source: "dodson" | "lexical_index" | "strongs";
}

/** What the interlinear needs of each Strong's entry, by entry number. */
export interface LexiconIndex {
  readonly entries: ReadonlyMap<string, { readonly lemma: string; readonly transliteration: string | null; readonly gloss: Gloss | null }>;
}

export type { InterlinearWord };

/**
 * Builds the lexicon index from Strong's entries, the Greek lexicon (for Dodson's glosses) and the
 * Hebrew lexicon (for the lexical index's glosses, by each number an entry carries: an augmented
 * number `H1254a` is its own key; of the entries that carry a number, the first spelt as the Strong's
 * lemma (consonants alike) gives its gloss, else the first in lexicon order: `H3068` is Jehovah's
 * entry יהוה, not an entry of the name read as "God" that also carries it). Pure.
 */
export function buildLexiconIndex(strongs: Iterable<StrongsEntry>, greekLexicon: Iterable<GreekLexiconEntry>, hebrewLexicon: Iterable<Pick<LexiconEntry, "gloss" | "headword" | "strongs_numbers">> = []): LexiconIndex {
  const dodson = new Map<string, string>();
  for (const e of greekLexicon) {
    if (e.gloss === null || e.gloss.trim() === "") continue;
    for (const n of e.strongs_numbers) if (!dodson.has(n)) dodson.set(n, e.gloss.trim());
  }
  const strongsList = [...strongs];
  const lemmaOf = new Map(strongsList.map((s) => [s.number, consonants(s.lemma)] as const));
  const indexed = new Map<string, { text: string; spelt: boolean }>();
  for (const e of hebrewLexicon) {
    const text = e.gloss?.trim();
    if (text === undefined || text === "") continue;
    const spelt = (n: string) => lemmaOf.get(n) === consonants(e.headword);
    for (const n of e.strongs_numbers) {
      const had = indexed.get(n);
      if (had === undefined || (!had.spelt && spelt(n))) indexed.set(n, { text, spelt: spelt(n) });
    }
  }
  const entries = new Map<string, { lemma: string; transliteration: string | null; gloss: Gloss | null }>();
  for (const s of strongsList) {
    const d = dodson.get(s.number);
    const fromStrongs = shortGloss(s.definition);
    const l = indexed.get(s.number)?.text;
    const gloss: Gloss | null = d !== undefined ? { text: d, source: "dodson" } : l !== undefined ? { text: l, source: "lexical_index" } : fromStrongs !== null ? { text: fromStrongs, source: "strongs" } : null;
    entries.set(s.number, { lemma: s.lemma, transliteration: s.transliteration, gloss });
  }
  // An augmented number (H1254a) is its own entry when its BDB entry has a gloss of its own; the rest of the entry is its base's.
  for (const [n, { text }] of indexed) {
    const base = entries.get(baseStrongs(n));
    if (n === baseStrongs(n) || base === undefined) continue;
    entries.set(n, { ...base, gloss: { text, source: "lexical_index" } });
  }
  return { entries };
}

/** A Hebrew word's consonants: its points and accents (combining marks) left out. */
const consonants = (word: string): string => word.normalize("NFD").replace(/\p{M}/gu, "");

const entryOf = (index: LexiconIndex, n: string | null) => (n === null ? undefined : (index.entries.get(n) ?? index.entries.get(baseStrongs(n))));

/** One Greek word of the interlinear. */
export function greekInterlinearWord(w: GreekWord, index: LexiconIndex): InterlinearWord {
  const entry = entryOf(index, w.strongsNumber);
  return {
    position: w.position, text: w.text, transliteration: transliterateGreek(w.word), lemma: w.lemma,
    strongs_number: w.strongsNumber, gloss: entry?.gloss?.text ?? null, gloss_source: entry?.gloss?.source ?? null,
    morph: w.morph, parse: w.parse, reading: null,
  };
}

/** One Hebrew (or Aramaic) word of the interlinear. */
export function hebrewInterlinearWord(w: HebrewWord, index: LexiconIndex): InterlinearWord {
  const entry = entryOf(index, w.strongsNumber);
  return {
    position: w.position, text: w.text, transliteration: transliterateHebrew(w.text), lemma: entry?.lemma ?? null,
    strongs_number: w.strongsNumber, gloss: entry?.gloss?.text ?? null, gloss_source: entry?.gloss?.source ?? null,
    morph: w.morph, parse: w.parse, reading: w.reading,
  };
}

/**
 * The interlinear of one verse from its word records (those of `/v1/greek/{osis}` or
 * `/v1/hebrew/{osis}`, any order), in word order.
 */
export function interlinearVerse(words: readonly (GreekWord | HebrewWord)[], index: LexiconIndex): InterlinearWord[] {
  return [...words]
    .sort((a, b) => a.position - b.position)
    .map((w) => ("language" in w ? hebrewInterlinearWord(w, index) : greekInterlinearWord(w, index)));
}
