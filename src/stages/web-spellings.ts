/**
 * Names the World English Bible gives a person or place where the KJV writes one of its names:
 * `Yahweh` where the KJV says LORD, `Artemis` for Diana, `Arpachshad` for Arphaxad. Readers of
 * today's translations look them up by those names, which the upstream data never lists. Pure.
 *
 * The rule, read in the record's own verses:
 * - a verse counts when its KJV text has one of the record's name words (case as written, at least
 *   three letters) and its WEB text does not;
 * - in those verses, each capitalised word of the WEB text that the KJV never uses anywhere (in any
 *   case: so not `But` or `Armies`) is a candidate;
 * - a candidate standing in at least {@link MIN_VERSES} of them, and in at least half, may be a name
 *   of the record;
 * - a word several records may take goes to the one in whose verses it stands most often (the share
 *   of the counted verses): `Yahweh` to God (the KJV's LORD), not to Adam or Bezaleel, whose verses
 *   also name the LORD; on a tie, to those whose name is spelt closest to it (Ezra 5 names Tattenai
 *   and Shetharbozenai in the same verses: `Shetharbozenai` goes to Shethar-boznai), and of those to
 *   all when they share their given name (two Pashurs become `Pashhur`), else to none.
 *
 * Words are compared without hyphens and possessive endings (`Shethar-boznai` is the KJV's
 * `Shetharboznai`; `Abinadab’s` is `Abinadab`), a name the WEB writes in two or three words
 * (`Beth Shemesh`) is the KJV's one word, and a candidate has at least three letters.
 */
import type { Tables } from "../contract/api.ts";
import { editDistance } from "../core/edit-distance.ts";
import { addUnclaimedAliases, slugify } from "../core/slug.ts";
import type { BuildReport } from "./report.ts";

/** What the rule reads of a record: its names (the name first) and its verses (OSIS). */
export interface SpelledRecord {
  readonly slug: string;
  readonly names: readonly string[];
  readonly verses: readonly string[];
}

/** The fewest verses a WEB name must stand in for the record. */
export const MIN_VERSES = 3;

/** Words, with inner hyphens and apostrophes (`En-gedi`, `Ba'al`). */
const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;
const CAPITALISED = /^\p{Lu}/u;

/** The words of a text, as written but for hyphens and possessive endings. */
function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.replace(/['’]s$/u, "").replace(/-/g, ""));
}

/**
 * Two or three capitalised words in a row, joined and lower-cased: the WEB writes `Beth Shemesh`,
 * `Esar Haddon`, `Tilgath Pilneser` where the KJV writes one word, and those are the same name.
 */
function joined(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i] as string;
    const b = words[i + 1] as string;
    if (!CAPITALISED.test(a) || !CAPITALISED.test(b)) continue;
    out.add((a + b).toLowerCase());
    const c = words[i + 2];
    if (c !== undefined && CAPITALISED.test(c)) out.add((a + b + c).toLowerCase());
  }
  return out;
}

/**
 * Every word the KJV uses, lower-cased, from its verse texts. Built once and passed to
 * {@link webSpellings}.
 */
export function kjvVocabulary(kjv: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const text of kjv) for (const w of wordsOf(text)) out.add(w.toLowerCase());
  return out;
}

/**
 * Per record slug, the names the WEB gives it by the rule above, most verses first (records
 * without any are left out).
 */
export function webSpellings(records: readonly SpelledRecord[], kjv: (osis: string) => string | undefined, web: (osis: string) => string | undefined, vocabulary: ReadonlySet<string>): Map<string, string[]> {
  /** Candidate word → the records it may name, with its share of their counted verses. */
  const claims = new Map<string, { record: SpelledRecord; share: number; verses: number }[]>();
  for (const r of records) {
    const nameWords = new Set(r.names.flatMap(wordsOf).filter((w) => w.length >= 3 && CAPITALISED.test(w)));
    if (nameWords.size === 0) continue;
    let counted = 0;
    const candidates = new Map<string, number>();
    for (const osis of r.verses) {
      const old = kjv(osis);
      const modern = web(osis);
      if (old === undefined || modern === undefined) continue;
      const oldWords = new Set(wordsOf(old));
      const modernList = wordsOf(modern);
      const modernWords = new Set(modernList);
      const missing = [...nameWords].filter((n) => oldWords.has(n) && !modernWords.has(n));
      if (missing.length === 0) continue;
      const together = joined(modernList);
      if (missing.every((n) => together.has(n.toLowerCase()))) continue;
      counted++;
      for (const w of modernWords) if (w.length >= 3 && CAPITALISED.test(w) && !vocabulary.has(w.toLowerCase())) candidates.set(w, (candidates.get(w) ?? 0) + 1);
    }
    for (const [w, n] of candidates) {
      if (n < MIN_VERSES || 2 * n < counted) continue;
      claims.set(w, [...(claims.get(w) ?? []), { record: r, share: n / counted, verses: n }]);
    }
  }
  const given = (r: SpelledRecord): string => (r.names[0] ?? "").split(/\s+/)[0] ?? "";
  /** How far `word` is spelt from the nearest of the record's name words. */
  const distance = (r: SpelledRecord, word: string): number => Math.min(...r.names.flatMap(wordsOf).map((n) => editDistance(n.toLowerCase(), word.toLowerCase())));
  const found = new Map<string, { word: string; verses: number }[]>();
  for (const [word, list] of claims) {
    const best = Math.max(...list.map((c) => c.share));
    const shared = list.filter((c) => c.share === best);
    const nearest = Math.min(...shared.map((c) => distance(c.record, word)));
    const top = shared.filter((c) => distance(c.record, word) === nearest);
    if (top.length > 1 && !top.every((c) => given(c.record) === given(top[0]!.record))) continue;
    for (const c of top) found.set(c.record.slug, [...(found.get(c.record.slug) ?? []), { word, verses: c.verses }]);
  }
  const out = new Map<string, string[]>();
  for (const r of records) {
    const words = found.get(r.slug);
    if (words !== undefined) out.set(r.slug, words.sort((a, b) => b.verses - a.verses || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)).map((w) => w.word));
  }
  return out;
}

/** The two translations' verse texts, by OSIS reference. */
export interface VerseTextMaps {
  readonly kjv: ReadonlyMap<string, string>;
  readonly web: ReadonlyMap<string, { readonly text: string }>;
}

/** The names the WEB gives each person and place ({@link webSpellings}), by table, then slug. */
export interface WebNames {
  readonly person: ReadonlyMap<string, readonly string[]>;
  readonly place: ReadonlyMap<string, readonly string[]>;
}

/** {@link webSpellings} for the people (name, also-called names) and places (also the KJV's name). */
export function webNames(tables: Pick<Tables, "person" | "place">, texts: VerseTextMaps): WebNames {
  const vocabulary = kjvVocabulary(texts.kjv.values());
  const kjv = (osis: string): string | undefined => texts.kjv.get(osis);
  const web = (osis: string): string | undefined => texts.web.get(osis)?.text;
  return {
    person: webSpellings(tables.person.map((p) => ({ slug: p.slug, names: [p.name, ...p.also_called], verses: p.verses })), kjv, web, vocabulary),
    place: webSpellings(tables.place.map((p) => ({ slug: p.slug, names: [p.name, ...p.also_called, ...(p.kjv_name === null ? [] : [p.kjv_name])], verses: p.verses })), kjv, web, vocabulary),
  };
}

/**
 * The person and place aliases with the WEB's names added (`yahweh` → God, `artemis` → Diana) by
 * {@link addUnclaimedAliases}: a name the WEB gives two records (both Pashurs are `Pashhur`) stays a
 * 404 that suggests them. Returns new tables; the count is noted in the build report.
 */
export function withWebAliases(aliases: Readonly<Record<string, Readonly<Record<string, string>>>>, names: WebNames, tables: Pick<Tables, "person" | "place">, report: BuildReport): Record<string, Readonly<Record<string, string>>> {
  const out = { ...aliases, person: { ...aliases.person }, place: { ...aliases.place } };
  let added = 0;
  for (const table of ["person", "place"] as const) {
    const claims = new Map<string, string[]>();
    for (const [slug, words] of names[table]) for (const w of words) claims.set(slugify(w), [...(claims.get(slugify(w)) ?? []), slug]);
    added += addUnclaimedAliases(out[table], new Set(tables[table].map((r) => r.slug)), claims);
  }
  if (added > 0) report.note(`person, place: ${added} alias(es) from the names the World English Bible gives them (yahweh → god; src/stages/web-spellings.ts)`);
  return out;
}
