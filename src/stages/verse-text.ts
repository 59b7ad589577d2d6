/**
 * The verse-text stage: the KJV's verses as a lookup by canonical OSIS reference. Pure.
 *
 * Semantic search reads it (a person's, place's or event's verses say what the data's articles may
 * not: the great fish, the thirty pieces of silver). From the full upstream, every verse of KJV
 * versification without text is an anomaly in the build report; the hand-written sample holds only
 * a few verses, so there the report gets one note with the counts.
 *
 * A verse the source prints entirely in capitals (no lower-case letter, several words: Ps 70:1 and
 * 92:1, set in capitals where the printed KJV opens the psalm) gets the KJV's own casing back
 * ({@link recaseVerse}), each a correction in the build report.
 */
import { CANON } from "../core/osis.ts";
import type { KjvVerseRow } from "../sources/kjv/verses.ts";
import type { BuildReport } from "./report.ts";

/** Verse text by canonical OSIS reference (`Gen.1.1` → `In the beginning …`). */
export type VerseTexts = ReadonlyMap<string, string>;

/**
 * Builds the KJV lookup. With `complete` (the full upstream), each verse of KJV versification that
 * has no text is reported as an anomaly; always, a note says how many verses have text.
 */
export function buildVerseTexts(rows: readonly KjvVerseRow[], report: BuildReport, complete: boolean): VerseTexts {
  const texts = new Map(rows.map((r) => [r.osis, r.text] as const));
  const shouted = rows.filter((r) => isShouted(r.text));
  if (shouted.length > 0) {
    const wanted = new Set(shouted.flatMap((r) => (r.text.match(WORD) ?? []).map((w) => w.toLowerCase())));
    const casing = kjvCasing(
      rows.filter((r) => !isShouted(r.text)).map((r) => r.text),
      wanted,
    );
    for (const r of shouted) {
      const text = recaseVerse(r.text, casing);
      texts.set(r.osis, text);
      report.corrected("verse_text", "text", RECASE_REASON, `${r.osis}: ${r.text}`, text);
    }
  }
  let missing = 0;
  for (const book of CANON) {
    book.verses.forEach((count, c) => {
      for (let v = 1; v <= count; v++) {
        const osis = `${book.osis}.${c + 1}.${v}`;
        if (texts.has(osis)) continue;
        missing++;
        if (complete) report.anomaly("verse-without-text", "verse_text", osis, "the KJV source gives no text for this verse", "A verse of KJV versification that the KJV source does not hold.");
      }
    });
  }
  report.note(`KJV text: ${texts.size} verses with text, ${missing} without${complete ? "" : " (the sample holds only a few verses)"}.`);
  return texts;
}

/** Why a verse is recased, as the build report says it. */
const RECASE_REASON =
  "the KJV source prints the whole verse in capitals; each word takes the casing the KJV gives it most often elsewhere after the same word and punctuation (seen at least twice), else the casing it has most often, the first word capitalised (recaseVerse in src/stages/verse-text.ts)";

/** A word: letters, with apostrophes inside (`LORD’s`). */
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** Fewest words a verse in capitals must have to be recased (a verse of one or two words could be a shout of its own). */
export const MIN_SHOUTED_WORDS = 3;

/** A bigram context is trusted only when seen at least this often (one sighting is often a quotation's capital: `to me; Make thee bonds`). */
const MIN_CONTEXT = 2;

/** Is the text entirely in capitals: no lower-case letter, at least {@link MIN_SHOUTED_WORDS} words? */
export function isShouted(text: string): boolean {
  return !/\p{Ll}/u.test(text) && (text.match(WORD)?.length ?? 0) >= MIN_SHOUTED_WORDS;
}

/** How the KJV cases its words: case-sensitive counts of each form, alone and after a form and the punctuation between. */
export interface KjvCasing {
  /** Forms by lower-case word (`lord` → `LORD`, `Lord`, `lord`). */
  readonly forms: ReadonlyMap<string, readonly string[]>;
  /** Occurrences of each form. */
  readonly counts: ReadonlyMap<string, number>;
  /** Occurrences of `previous form \0 punctuation \0 form`. */
  readonly pairs: ReadonlyMap<string, number>;
  /** The same with the previous word in lower case, whatever its casing. */
  readonly loosePairs: ReadonlyMap<string, number>;
}

const punctuationOf = (between: string): string => between.replace(/\s+/g, "");

/**
 * Counts the casing of the words of the texts (case-sensitive): of every word, or only of those whose
 * lower case is in `words` (the words of the verses to recase, so the counts stay small).
 */
export function kjvCasing(texts: Iterable<string>, words?: ReadonlySet<string>): KjvCasing {
  const counts = new Map<string, number>();
  const pairs = new Map<string, number>();
  const loosePairs = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const text of texts) {
    let previous: string | undefined;
    let end = 0;
    for (const m of text.matchAll(WORD)) {
      const form = m[0];
      if (words !== undefined && !words.has(form.toLowerCase())) {
        previous = form;
        end = m.index + form.length;
        continue;
      }
      bump(counts, form);
      if (previous !== undefined && (words === undefined || words.has(previous.toLowerCase()))) {
        const p = punctuationOf(text.slice(end, m.index));
        bump(pairs, `${previous}\0${p}\0${form}`);
        bump(loosePairs, `${previous.toLowerCase()}\0${p}\0${form}`);
      }
      previous = form;
      end = m.index + form.length;
    }
  }
  const forms = new Map<string, string[]>();
  for (const form of [...counts.keys()].sort()) {
    const key = form.toLowerCase();
    const list = forms.get(key);
    if (list === undefined) forms.set(key, [form]);
    else list.push(form);
  }
  return { forms, counts, pairs, loosePairs };
}

/**
 * A verse in capitals with the KJV's casing: each word, in order, takes the form the KJV prints most
 * often after the word before it (as recased) and the punctuation between, when that context occurs
 * at least twice (`O` → `LORD`, `most` → `High`); else after the word before in any casing; else the
 * form it has most often (`THY` → `thy`); a word the KJV has nowhere else is written in lower case.
 * The first word, and a word after a full stop, start with a capital. Ties go to the more frequent
 * form. Everything between the words is kept.
 */
export function recaseVerse(text: string, casing: KjvCasing): string {
  let out = "";
  let previous: string | undefined;
  let end = 0;
  for (const m of text.matchAll(WORD)) {
    const between = text.slice(end, m.index);
    const p = punctuationOf(between);
    const forms = casing.forms.get(m[0].toLowerCase()) ?? [];
    const alone = (f: string) => casing.counts.get(f) ?? 0;
    const after = (pairs: ReadonlyMap<string, number>, context: string) => {
      const seen = forms.map((f) => pairs.get(`${context}\0${p}\0${f}`) ?? 0);
      return seen.reduce((a, b) => a + b, 0) >= MIN_CONTEXT ? best(forms, (i) => seen[i] ?? 0, alone) : undefined;
    };
    let form = previous === undefined ? undefined : (after(casing.pairs, previous) ?? after(casing.loosePairs, previous.toLowerCase()));
    form ??= forms.length > 0 ? best(forms, (i) => alone(forms[i] as string), alone) : m[0].toLowerCase();
    if (previous === undefined || p.endsWith(".")) form = form.charAt(0).toUpperCase() + form.slice(1);
    out += between + form;
    previous = form;
    end = m.index + m[0].length;
  }
  return out + text.slice(end);
}

/** The form with the highest score (by its index), ties to the higher `then`, then the first. */
function best(forms: readonly string[], score: (i: number) => number, then: (f: string) => number): string {
  let top = 0;
  for (let i = 1; i < forms.length; i++) {
    const a = score(i);
    const b = score(top);
    if (a > b || (a === b && then(forms[i] as string) > then(forms[top] as string))) top = i;
  }
  return forms[top] as string;
}
