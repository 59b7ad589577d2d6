/**
 * The lexicon lists' English-meaning filter (`gloss`): which entries mean what someone asks for, best
 * first.
 *
 * {@link buildGlossIndexes} (build time) turns each collection's {@link Meanings} into a compact index,
 * one row per list item: its glosses as meaning words (`src/core/english.ts`), every other word of its
 * text but the function words, and for each word how many of the entry's verses have it in the KJV
 * (the verses where a Hebrew or Greek word carrying one of the entry's Strong's numbers stands), and
 * how many verses the entry has.
 *
 * {@link GlossSearch} (runtime) answers a query over it: the entries with a gloss that is the query,
 * then those whose words (their glosses' and their text's) hold all of its words, then the proper
 * names whose words do (a name's glosses describe it rather than mean it: they count as its words).
 * Within each, the entries the KJV renders with the query most often and most consistently come
 * first: the {@link renderingScore} is the number of the entry's verses whose KJV text holds the
 * words times the share of its verses they are. Plain occurrences would mislead: חַג (H2282, "a
 * festival") and עָשָׂה (H6213, "to do or make", 2,640 occurrences) both list "feast" among their KJV
 * renderings, but "feast" stands in 51 of חַג's 55 verses and in 41 of עָשָׂה's 2,286, so the festival
 * comes first (score 47 against 0.7). Ties go to the more frequent word, then to the list's order.
 */
import type { Meanings } from "../contract/api.ts";
import { englishWords, FUNCTION_WORDS, meaningWords } from "../core/english.ts";
import { baseStrongs } from "../core/strongs.ts";

/**
 * The gloss index of one collection (`_index/glosses/<table>.json`): parallel arrays, one row per
 * item of `_index/<table>.json`, in its order.
 */
export interface GlossIndex {
  /** Each item's glosses as meaning words, the words joined by spaces and the glosses by `|` (`love|chariti|feast of chariti`). */
  readonly glosses: readonly string[];
  /**
   * Each item's words, its glosses' and its text's but the function words, sorted and joined by
   * spaces, each followed by `:n` when the KJV has it in n > 0 of the item's verses (`chariti:27 dear:1 feast:3 love:79`).
   */
  readonly words: readonly string[];
  /** Each item's occurrences: how many words of the Hebrew and Greek texts carry one of its Strong's numbers. */
  readonly occurrences: readonly number[];
  /** Each item's verses: how many verses with KJV text have such a word (the counts of {@link words} are out of these). */
  readonly verses: readonly number[];
  /** The positions of the items that are proper names, ascending (their glosses are empty: their words hold them). */
  readonly names: readonly number[];
}

/** What the KJV counts are taken from. */
export interface KjvRenderings {
  /** The KJV text of each verse, by OSIS reference. */
  readonly text: ReadonlyMap<string, string>;
  /** The Hebrew and Greek words: the verse each stands in and its Strong's number (lettered numbers count under their entry). */
  readonly words: Iterable<{ readonly osisRef: string; readonly strongsNumber: string | null }>;
}

/** One item while its index row is built. */
interface Row {
  readonly glosses: string;
  /** How many verses with KJV text have a word of the item. */
  verses: number;
  /** Its words, sorted, with the KJV count of each (same order). */
  readonly words: readonly string[];
  readonly counts: Int32Array;
  readonly numbers: readonly string[];
}

function rowOf(m: Meanings): Row {
  const glosses = [...new Set(m.glosses.map((g) => meaningWords(g).join(" ")).filter((g) => g !== ""))];
  const words = new Set<string>();
  for (const g of glosses) for (const w of g.split(" ")) words.add(w);
  if (m.name) glosses.length = 0;
  for (const t of m.text) if (t !== null) for (const w of englishWords(t)) words.add(w);
  const sorted = [...words].filter((w) => !FUNCTION_WORDS.has(w)).sort();
  return { glosses: glosses.join("|"), verses: 0, words: sorted, counts: new Int32Array(sorted.length), numbers: [...new Set(m.strongs.map(baseStrongs))] };
}

/**
 * Builds the gloss index of each collection, from the meanings of its items in list order, in one
 * pass over the verses (each verse's KJV text is read once). Pure.
 */
export function buildGlossIndexes(collections: readonly (readonly Meanings[])[], kjv: KjvRenderings): GlossIndex[] {
  const rows = collections.map((items) => items.map(rowOf));
  const itemsOf = new Map<string, Row[]>();
  for (const table of rows) {
    for (const row of table) {
      for (const n of row.numbers) {
        const items = itemsOf.get(n);
        if (items === undefined) itemsOf.set(n, [row]);
        else items.push(row);
      }
    }
  }
  const occurrences = new Map<string, number>();
  const numbersIn = new Map<string, Set<string>>();
  for (const w of kjv.words) {
    if (w.strongsNumber === null) continue;
    const n = baseStrongs(w.strongsNumber);
    occurrences.set(n, (occurrences.get(n) ?? 0) + 1);
    let numbers = numbersIn.get(w.osisRef);
    if (numbers === undefined) numbersIn.set(w.osisRef, (numbers = new Set()));
    numbers.add(n);
  }
  for (const [osis, numbers] of numbersIn) {
    const text = kjv.text.get(osis);
    if (text === undefined) continue;
    const verseWords = new Set(englishWords(text));
    const seen = new Set<Row>();
    for (const n of numbers) {
      for (const row of itemsOf.get(n) ?? []) {
        if (seen.has(row)) continue;
        seen.add(row);
        row.verses++;
        row.words.forEach((w, i) => {
          if (verseWords.has(w)) row.counts[i] = (row.counts[i] ?? 0) + 1;
        });
      }
    }
  }
  return rows.map((table, t) => ({
    glosses: table.map((r) => r.glosses),
    words: table.map((r) => r.words.map((w, i) => ((r.counts[i] ?? 0) > 0 ? `${w}:${r.counts[i]}` : w)).join(" ")),
    occurrences: table.map((r) => r.numbers.reduce((sum, n) => sum + (occurrences.get(n) ?? 0), 0)),
    verses: table.map((r) => r.verses),
    names: (collections[t] ?? []).flatMap((m, i) => (m.name ? [i] : [])),
  }));
}

/** How many of its verses the KJV has `word` in, from an item's padded words (` love:79 dear `); undefined when the item lacks the word. */
function countOf(words: string, word: string): number | undefined {
  for (let i = words.indexOf(` ${word}`); i >= 0; i = words.indexOf(` ${word}`, i + 1)) {
    const end = i + 1 + word.length;
    if (words[end] === " ") return 0;
    if (words[end] === ":") return Number.parseInt(words.slice(end + 1, words.indexOf(" ", end)), 10);
  }
  return undefined;
}

/**
 * How strongly the KJV renders an entry with a word: the verses of the entry whose KJV text holds the
 * word (`count`) times the share of the entry's verses they are, `count² / verses` (0 without verses).
 * Both matter: a word the KJV uses in most of an entry's verses, and in many of them.
 */
export function renderingScore(count: number, verses: number): number {
  return verses === 0 ? 0 : (count * count) / verses;
}

/** A match of one item: its tier (0 a gloss is the query, 1 its words hold the query's, 2 so do a proper name's), score and position. */
interface Hit {
  readonly position: number;
  readonly tier: number;
  readonly score: number;
  readonly occurrences: number;
}

/**
 * The runtime's view of one collection's gloss index: which items mean what is asked, best first.
 * The items are also indexed by word (made once, when the index is loaded), so that a query looks
 * only at the items that hold its rarest word.
 */
export class GlossSearch {
  /** Each item's glosses between `|` (`|love|chariti|`). */
  private readonly glosses: readonly string[];
  /** Each item's words between spaces (` love:79 dear `). */
  private readonly words: readonly string[];
  /** The positions of the items that hold each word, ascending. */
  private readonly postings = new Map<string, number[]>();
  private readonly occurrences: readonly number[];
  private readonly verses: readonly number[];
  private readonly names: ReadonlySet<number>;

  constructor(index: GlossIndex) {
    const n = index.glosses.length;
    if (index.words.length !== n || index.occurrences.length !== n || index.verses.length !== n) throw new Error("gloss index: its arrays differ in length");
    this.glosses = index.glosses.map((g) => `|${g}|`);
    this.words = index.words.map((w) => ` ${w} `);
    index.words.forEach((words, position) => {
      for (const entry of words.split(" ")) {
        const word = entry.split(":")[0] ?? "";
        if (word === "") continue;
        const positions = this.postings.get(word);
        if (positions === undefined) this.postings.set(word, [position]);
        else positions.push(position);
      }
    });
    this.occurrences = index.occurrences;
    this.verses = index.verses;
    this.names = new Set(index.names);
  }

  /** How many items the index has (one per list item). */
  get size(): number {
    return this.words.length;
  }

  /**
   * The positions of the items whose meaning holds `query`, best first: those with a gloss that is
   * its meaning words, then those whose words (their glosses' and their text's) hold every one of its
   * words but the function words, then the proper names whose words do; within each, the larger
   * {@link renderingScore} (of the query's rarest word in the entry's KJV verses), then the larger
   * occurrences, then the lower position. Empty for a query without an English word.
   */
  find(query: string): number[] {
    const asked = meaningWords(query);
    if (asked.length === 0) return [];
    const gloss = `|${asked.join(" ")}|`;
    const content = asked.filter((w) => !FUNCTION_WORDS.has(w));
    // Every match holds each content word (a gloss's words are the item's words); a query of function
    // words alone can only be a gloss, which no item's words hold.
    const candidates =
      content.length === 0
        ? this.glosses.flatMap((g, position) => (g.includes(gloss) ? [position] : []))
        : content.map((w) => this.postings.get(w) ?? []).reduce((a, b) => (b.length < a.length ? b : a));
    const needed = content.length === 0 ? asked : content;
    const hits: Hit[] = [];
    for (const position of candidates) {
      const tier = (this.glosses[position] ?? "").includes(gloss) ? 0 : this.names.has(position) ? 2 : 1;
      const counts = needed.map((w) => countOf(this.words[position] ?? "", w));
      if (tier > 0 && counts.includes(undefined)) continue;
      const count = Math.min(...counts.map((c) => c ?? 0));
      hits.push({ position, tier, score: renderingScore(count, this.verses[position] ?? 0), occurrences: this.occurrences[position] ?? 0 });
    }
    hits.sort((a, b) => a.tier - b.tier || b.score - a.score || b.occurrences - a.occurrences || a.position - b.position);
    return hits.map((h) => h.position);
  }
}
