/**
 * Modern words to the words of the old texts, learned from the two translations the build has, verse
 * by verse. People describe things in today's English ("donkey", "tomb", "tax collector", "demons");
 * the texts semantic search reads (the KJV, Easton's 1897 dictionary, Nave's topics) say "ass",
 * "sepulchre", "publican", "devils". The World English Bible is a modern-English revision of the
 * same verses, so a WEB word that the KJV (almost) never uses, and that stands in the same verses as
 * one KJV word nearly every time, is that word's modern form.
 *
 * Association is Dice's coefficient over verses: `2·both / (verses with the modern word + verses
 * with the old word)`, 1 when the two always stand together. Pure: a function of the verse pairs and
 * the options; ties are broken by the old word's spelling, so the same texts give the same lexicon.
 */
import { contentTokens } from "./tokenize.ts";

/** How the lexicon is learned. */
export interface TranslationOptions {
  /** A modern word must stand in at least this many verses (rarer words give chance pairs). */
  readonly minVerses: number;
  /** The least association for a pair to be kept. */
  readonly minAssociation: number;
  /**
   * The old text may use the modern word itself in at most this share of the verses the modern text
   * uses it in ("lived", which the KJV also says, is not translated; "donkey", which it never says, is).
   */
  readonly maxOldShare: number;
  /** At most this many old words per modern word, the most associated first. */
  readonly perWord: number;
}

/** The options the build uses (see `docs/semantic-search.md`). */
export const DEFAULT_TRANSLATION_OPTIONS: TranslationOptions = { minVerses: 5, minAssociation: 0.5, maxOldShare: 0.1, perWord: 3 };

/** Modern word → its old-text words with their association (0–1], most associated first. */
export type TranslationLexicon = ReadonlyMap<string, readonly (readonly [word: string, association: number])[]>;

/**
 * Learns the lexicon from verse pairs `[modern text, old text]` (the same verse in both
 * translations). Words are {@link contentTokens}; each counts once per verse.
 */
export function translationLexicon(pairs: Iterable<readonly [modern: string, old: string]>, options: TranslationOptions = DEFAULT_TRANSLATION_OPTIONS): TranslationLexicon {
  const modernIds = new Map<string, number>();
  const oldIds = new Map<string, number>();
  const modernDf: number[] = [];
  const oldDf: number[] = [];
  const verses: [Uint32Array, Uint32Array][] = [];
  const idsOf = (text: string, ids: Map<string, number>, df: number[]): Uint32Array => {
    const seen = new Set<number>();
    for (const w of contentTokens(text)) {
      let id = ids.get(w);
      if (id === undefined) {
        id = ids.size;
        ids.set(w, id);
        df.push(0);
      }
      seen.add(id);
    }
    for (const id of seen) df[id] = (df[id] as number) + 1;
    return Uint32Array.from(seen);
  };
  for (const [modern, old] of pairs) verses.push([idsOf(modern, modernIds, modernDf), idsOf(old, oldIds, oldDf)]);

  // Only modern words frequent enough, and (almost) absent from the old text, are paired: count only theirs.
  const modernWords = [...modernIds.keys()];
  const candidate = modernWords.map((w, id) => (modernDf[id] as number) >= options.minVerses && (oldDf[oldIds.get(w) ?? -1] ?? 0) <= options.maxOldShare * (modernDf[id] as number));
  const oldCount = oldIds.size;
  const both = new Map<number, number>();
  for (const [m, o] of verses) {
    for (const a of m) {
      if (candidate[a] !== true) continue;
      for (const b of o) {
        const key = a * oldCount + b;
        both.set(key, (both.get(key) ?? 0) + 1);
      }
    }
  }
  const oldWords = [...oldIds.keys()];
  const found = new Map<number, [string, number][]>();
  for (const [key, n] of both) {
    const a = Math.floor(key / oldCount);
    const b = key % oldCount;
    const word = oldWords[b] as string;
    if (word === modernWords[a]) continue;
    const association = (2 * n) / ((modernDf[a] as number) + (oldDf[b] as number));
    if (association < options.minAssociation) continue;
    const list = found.get(a) ?? [];
    list.push([word, Math.round(association * 1000) / 1000]);
    found.set(a, list);
  }
  const out = new Map<string, [string, number][]>();
  for (const a of [...found.keys()].sort((x, y) => ((modernWords[x] as string) < (modernWords[y] as string) ? -1 : 1))) {
    const list = (found.get(a) as [string, number][]).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    out.set(modernWords[a] as string, list.slice(0, options.perWord));
  }
  return out;
}
