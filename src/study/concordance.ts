/**
 * The concordance: for each Strong's number, every verse of both Testaments where a word carries it,
 * in canonical order, with the surface forms and their counts.
 *
 * Words are grouped under the number of the Strong's entry (`H1254a` and `H1254b` words under
 * `H1254`, as {@link baseStrongs} resolves them; the entries themselves have no letter). A word
 * without a Strong's number (484 Greek words) is in no entry. Surface forms are compared as
 * printed, less what does not change the word: Hebrew cantillation accents and meteg (vowel points
 * stay), and for Greek the grave accent, which is the acute of a word followed by another (the
 * word as printed otherwise: MorphGNT's normalised column writes a movable nu as `ἠγάπησε(ν)`).
 */
import { baseStrongs, isStrongs, normalizeStrongs } from "../core/strongs.ts";
import { parseVerse, verseOrdinal } from "../core/osis.ts";
import type { GreekWord } from "../types/greek_word.ts";
import type { HebrewWord } from "../types/hebrew_word.ts";
import type { ConcordanceEntry, ConcordanceVerse } from "../types/concordance_entry.ts";
import type { ConcordancePage, ConcordanceSummary } from "../types/concordance.ts";
import { pageOf } from "./paging.ts";

export type { ConcordanceEntry, ConcordancePage, ConcordanceSummary, ConcordanceVerse };

/** One surface form and how many words have it. */
export type FormCount = ConcordanceEntry["forms"][number];

/** The concordance of both Testaments, by entry number. */
export type Concordance = ReadonlyMap<string, ConcordanceEntry>;

/** Hebrew cantillation accents (U+0591–U+05AF), meteg (U+05BD), paseq (U+05C0) and sof pasuq (U+05C3). */
const HEBREW_MARKS = /[\u0591-\u05AF\u05BD\u05C0\u05C3]/g;

/** The surface form of a Hebrew word as the concordance counts it: accents removed, vowel points kept, NFC. */
export function hebrewForm(text: string): string {
  return text.replace(HEBREW_MARKS, "").normalize("NFC");
}

/** The surface form of a Greek word as the concordance counts it: as printed, grave accent to acute, NFC. */
export function greekForm(word: string): string {
  return word.normalize("NFD").replace(/\u0300/g, "\u0301").normalize("NFC");
}

/** Canonical ordinals of the verses seen so far (one parse per verse, not per word). */
function ordinalOf(cache: Map<string, number>, osis: string): number {
  let n = cache.get(osis);
  if (n === undefined) {
    const ref = parseVerse(osis);
    cache.set(osis, (n = ref === undefined ? Number.MAX_SAFE_INTEGER : verseOrdinal(ref)));
  }
  return n;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The concordance's entries from the Hebrew and Greek word tables, by number ascending. Only the
 * words' positions in the tables are grouped by number up front (a few MB); each entry is made when
 * it is reached, so a caller that writes and drops the entries never holds the whole concordance
 * (its objects came to about 180 MB on the full data). Within an entry, words count in table order,
 * the Hebrew table first. Pure.
 */
export function* concordanceEntries(hebrew: readonly HebrewWord[], greek: readonly GreekWord[]): Generator<ConcordanceEntry> {
  const byNumber = new Map<string, number[]>();
  const group = (strongsNumber: string | null, id: number): void => {
    if (strongsNumber === null) return;
    const base = baseStrongs(strongsNumber);
    const ids = byNumber.get(base);
    if (ids === undefined) byNumber.set(base, [id]);
    else ids.push(id);
  };
  hebrew.forEach((w, i) => group(w.strongsNumber, i));
  greek.forEach((w, i) => group(w.strongsNumber, hebrew.length + i));
  const ordinals = new Map<string, number>();
  for (const number of [...byNumber.keys()].sort(byText)) {
    const ids = byNumber.get(number) ?? [];
    byNumber.delete(number);
    const variants = new Set<string>();
    const formCounts = new Map<string, number>();
    const byVerse = new Map<string, { ordinal: number; positions: number[]; forms: string[] }>();
    for (const id of ids) {
      const h = id < hebrew.length ? hebrew[id] : undefined;
      const g = h === undefined ? greek[id - hebrew.length] : undefined;
      const w = h ?? g;
      if (w === undefined || w.strongsNumber === null) continue;
      const form = h !== undefined ? hebrewForm(h.text) : greekForm(g?.word ?? "");
      if (w.strongsNumber !== number) variants.add(w.strongsNumber);
      formCounts.set(form, (formCounts.get(form) ?? 0) + 1);
      let v = byVerse.get(w.osisRef);
      if (v === undefined) byVerse.set(w.osisRef, (v = { ordinal: ordinalOf(ordinals, w.osisRef), positions: [], forms: [] }));
      v.positions.push(w.position);
      v.forms.push(form);
    }
    const verses = [...byVerse.entries()]
      .sort((x, y) => x[1].ordinal - y[1].ordinal || byText(x[0], y[0]))
      .map(([osis_ref, v]) => {
        if (v.positions.every((p, i) => i === 0 || p > (v.positions[i - 1] ?? 0))) return { osis_ref, positions: v.positions, forms: v.forms };
        const order = v.positions.map((_, i) => i).sort((i, j) => (v.positions[i] ?? 0) - (v.positions[j] ?? 0));
        return { osis_ref, positions: order.map((i) => v.positions[i] ?? 0), forms: order.map((i) => v.forms[i] ?? "") };
      });
    const forms = [...formCounts.entries()].map(([form, count]) => ({ form, count })).sort((x, y) => y.count - x.count || byText(x.form, y.form));
    yield { number, variants: [...variants].sort(byText), occurrences: ids.length, verse_count: verses.length, forms, verses };
  }
}

/** The whole concordance from the Hebrew and Greek word tables (any order), by entry number. Pure. */
export function buildConcordance(hebrew: readonly HebrewWord[], greek: readonly GreekWord[]): Concordance {
  return new Map(Array.from(concordanceEntries(hebrew, greek), (e) => [e.number, e]));
}

/**
 * The entry of a number as a user writes it (`G25`, `g0025`, `H1254a`, `h1254`): normalised as
 * {@link normalizeStrongs} does, then resolved to its entry's number. Undefined for a malformed
 * number or one no word carries.
 */
export function concordanceEntry(concordance: Concordance, number: string): ConcordanceEntry | undefined {
  const n = /^[HGhg]/.test(number.trim()) ? normalizeStrongs(number, "hebrew") : undefined;
  if (n === undefined || !isStrongs(n)) return undefined;
  return concordance.get(baseStrongs(n));
}

/** What `/v1/strongs/{number}` says of the concordance: how many times and in how many verses. */
export function concordanceCounts(entry: ConcordanceEntry | undefined): { occurrences: number; verse_count: number } {
  return { occurrences: entry?.occurrences ?? 0, verse_count: entry?.verse_count ?? 0 };
}

/**
 * Per Strong's entry number (lettered numbers counted under it), how many words carry it and in how
 * many verses: {@link concordanceCounts} of every entry, without building the concordance. Pure.
 */
export function strongsCounts(words: Iterable<{ readonly strongsNumber: string | null; readonly osisRef: string }>): Map<string, { occurrences: number; verse_count: number }> {
  const out = new Map<string, { occurrences: number; verses: Set<string> }>();
  for (const w of words) {
    if (w.strongsNumber === null) continue;
    const base = baseStrongs(w.strongsNumber);
    const c = out.get(base);
    if (c === undefined) out.set(base, { occurrences: 1, verses: new Set([w.osisRef]) });
    else {
      c.occurrences++;
      c.verses.add(w.osisRef);
    }
  }
  return new Map([...out].map(([n, c]) => [n, { occurrences: c.occurrences, verse_count: c.verses.size }]));
}

/**
 * One page of an entry's verses (limit 1–200, offset ≥ 0), the entry's figures beside it. `entry` is
 * undefined for a Strong's entry no word carries: an empty page with zero counts under `number`.
 */
export function concordancePage(number: string, entry: ConcordanceEntry | undefined, limit: number, offset: number): ConcordancePage {
  const { verses = [], ...summary }: Partial<ConcordanceEntry> = entry ?? {};
  const figures: ConcordanceSummary = { number, variants: summary.variants ?? [], ...concordanceCounts(entry), forms: summary.forms ?? [] };
  return { ...pageOf(verses, limit, offset), entry: figures };
}
