/**
 * What to search for instead, when a full-text query finds nothing. Pure; no `node:` imports, so Node
 * and an edge worker run it on the same index bytes.
 *
 * Two reasons a query finds nothing are common and can be put right from the index alone:
 *
 * - **The translation's own word.** The KJV says "ass" where the WEB says "donkey", "sepulchre" for
 *   "tomb" (which it uses three times, none in John), "honour" for "honor" (which it uses once). A
 *   word that the asked-for verses (translation, books, testament) do not have, or that the asked-for
 *   translation uses in at most a tenth as many verses as the other, is looked up in the verses where
 *   the other translation has it: the words of the asked-for
 *   translation in those same verses are ranked by Dice's coefficient over verses (`2·both / (verses
 *   with the word + verses with the other word)`, 1 when they always stand together), and those of at
 *   least {@link MIN_ASSOCIATION} are offered, the best and those nearly as good (`donkey` → `ass`,
 *   `sepulchre` → `tomb`, `rooster` → `cock` but not `crow`, which stands beside it). The same
 *   measure as semantic search's lexicon of modern words (`src/semantic/translations.ts`), computed
 *   here per query, on the index, so it needs no extra data in the tree. Verses where the other
 *   translation's text has a word too do not count for it. When a common word stands in (`charity`
 *   → `love`, `ghost` → `spirit`, `thee` → `you`), its many other verses keep Dice's coefficient low;
 *   then the words that stand in most consistently are offered instead ({@link standIns}).
 * - **A misspelling.** A word no verse has is compared with the words of the texts that begin with the
 *   same letter: those one edit away (two when either word has 8 letters or more, as name search
 *   forgives: `shepard` → `shepherd`; a swap of neighbouring letters is one edit) are offered, the
 *   fewest edits first, then the most frequent (`beleive` → `believe`, `pharoah` → `pharaoh`).
 *
 * A third is common in longer queries: **words remembered from another wording** (`by his stripes we
 * are healed`: the KJV says "with his stripes"; `peace that passes all understanding`: "passeth").
 * For a query of at least {@link MIN_WORDS_TO_DROP} words and phrases (no prefix), the verses that
 * hold the most of them are found from the postings of its rarest words other than the index's
 * common ones ({@link MAX_SEED_WORDS}), each word counting its BM25 weight (a rare word more than a
 * common one); the best sets of words such verses hold, at least half the query's, are offered as
 * the query without the others (`fewer-words`: `his stripes we are healed`, `peace all
 * understanding`), best first.
 *
 * Each offer is the whole query with words replaced or left out, checked by running it with the same
 * filters: only offers that find verses are returned. When several words stop the query, the first
 * offer replaces each by its best (`rooster crowed` → `cock crew`: `translation` when any of them is a
 * translation); then come the offers replacing one word, in the query's word order, best associated
 * (or most frequent) first; then those leaving words out.
 */
import { allowedEditsBetween, editDistance } from "../core/edit-distance.ts";
import { lruGet, lruSet } from "../core/lru.ts";
import { allowedRanges, bookPositions, docText, findTerm, lowerBound, parseTextQuery, rankText, termWeight, typedClauses, type TextClause, type TextIndex, type TextSearchOptions } from "./query.ts";
import { terms } from "./tokenize.ts";
import type { TextSuggestion } from "../types/text_search.ts";

/** The least Dice coefficient for a word of the other translation to be offered. */
export const MIN_ASSOCIATION = 0.5;
/** The least share of a word's verses in which a stand-in replaces it ({@link standIns}). */
export const MIN_STAND_IN = 0.6;
/** A word of the other translation is offered beside the best associated one only when its association is at least this share of the best's. */
const NEAR_BEST = 0.8;
/** Most offers returned. */
export const MAX_SUGGESTIONS = 3;
/** Most verses of the other translation read to find a word's counterpart (spread evenly over its verses). */
const MAX_VERSES_READ = 100;
/** A word the asked-for translation uses in at most this share of the verses the other uses it in is looked up too (as the lexicon of `src/semantic/translations.ts` does). */
const RARE_SHARE = 0.1;
/** Most words of one query looked up (each costs up to a few milliseconds), in query order. */
const MAX_WORDS_LOOKED_UP = 3;
/** Least number of distinct words in a query for offers that leave words out ({@link fewerWords}). */
export const MIN_WORDS_TO_DROP = 3;
/** Most distinct words {@link fewerWords} counts (one bit each); the query's first ones. */
const MAX_WORDS_COUNTED = 31;
/** Most words whose verses are {@link fewerWords}' candidates: the query's rarest, none of the index's common words. */
const MAX_SEED_WORDS = 6;

export type { TextSuggestion };

/** One word of the query that could be replaced: its clause, and its place in a phrase (−1 for a word clause). */
interface Slot {
  readonly clause: number;
  readonly word: number;
  readonly term: string;
}

/** The query written back from its clauses, with each slot's word of `replace` replaced. */
function rewrite(query: string, replace: ReadonlyMap<Slot, string>): string {
  const by = (clause: number, word: number, w: string): string => {
    for (const [slot, to] of replace) if (slot.clause === clause && slot.word === word) return to;
    return w;
  };
  return parseTextQuery(query)
    .map((c, i) => {
      if (c.kind === "prefix") return `${c.prefix}*`;
      if (c.kind === "word") return by(i, -1, c.term);
      return `"${c.words.map((w, k) => by(i, k, w)).join(" ")}"`;
    })
    .join(" ");
}

/** The postings of term `t` in documents `[from, to)`, as a range of posting numbers. */
function postingRange(index: TextIndex, t: number, from: number, to: number): [number, number] {
  const lo = index.termStarts[t] as number;
  const hi = index.termStarts[t + 1] as number;
  const first = lowerBound(index.postingDocs, lo, hi, from);
  return [first, lowerBound(index.postingDocs, first, hi, to)];
}

/** How many postings of term `t` fall in documents `[from, to)`. */
function postingsIn(index: TextIndex, t: number, from: number, to: number): number {
  const [a, b] = postingRange(index, t, from, to);
  return b - a;
}

/** Whether term `t` has a posting in one of the flat `[start, end)` document ranges. */
function inRanges(index: TextIndex, t: number, ranges: readonly number[]): boolean {
  for (let i = 0; i + 1 < ranges.length; i += 2) if (postingsIn(index, t, ranges[i] as number, ranges[i + 1] as number) > 0) return true;
  return false;
}

/** The documents `[from, to)` of each translation, by index in `header.translations`. */
function translationRange(index: TextIndex, t: number): [number, number] {
  return [index.header.translation_starts[t] ?? 0, index.header.translation_starts[t + 1] ?? 0];
}

/** A translation's document for a verse (0-based position in the canon), or −1 when it has none. */
function docOfVerse(index: TextIndex, [from, to]: [number, number], verse: number): number {
  const at = lowerBound(index.docVerses, from, to, verse);
  return at < to && index.docVerses[at] === verse ? at : -1;
}

/** Most words whose counterparts are kept per index (a word's lookup reads up to {@link MAX_VERSES_READ} verses; people repeat words). */
const COUNTERPART_CACHE_ENTRIES = 2000;
const counterpartCache = new WeakMap<TextIndex, Map<string, readonly string[]>>();

/** {@link counterparts}, remembered per index for the last {@link COUNTERPART_CACHE_ENTRIES} words asked (the answer never changes). */
function cachedCounterparts(index: TextIndex, t: number, asked: readonly number[], others: readonly number[]): readonly string[] {
  let cache = counterpartCache.get(index);
  if (cache === undefined) counterpartCache.set(index, (cache = new Map()));
  const key = `${t}:${asked.join(",")}:${others.join(",")}`;
  const hit = lruGet(cache, key);
  if (hit !== undefined) return hit;
  const found = counterparts(index, t, asked, others);
  lruSet(cache, key, found, COUNTERPART_CACHE_ENTRIES);
  return found;
}

/**
 * The asked-for translations' words for term `t`, which only the other translations have, best
 * associated first: by Dice's coefficient (at least {@link MIN_ASSOCIATION}), or, when no word
 * reaches it, by how consistently a word stands in for `t` ({@link standIns}).
 */
function counterparts(index: TextIndex, t: number, asked: readonly number[], others: readonly number[]): string[] {
  const scored = new Map<string, number>();
  const standing = new Map<string, number>();
  for (const o of others) {
    const [oFrom, oTo] = translationRange(index, o);
    const [pFrom, pTo] = postingRange(index, t, oFrom, oTo);
    const dfOther = pTo - pFrom;
    if (dfOther === 0) continue;
    // At most MAX_VERSES_READ of its verses, spread evenly over the canon (its first ones would all be Genesis).
    const step = Math.max(1, Math.ceil(dfOther / MAX_VERSES_READ));
    for (const a of asked) {
      const range = translationRange(index, a);
      const both = new Map<string, number>();
      const theirs = new Map<string, number>();
      let read = 0;
      let paired = 0;
      for (let p = pFrom; p < pTo; p += step) {
        read++;
        const doc = index.postingDocs[p] as number;
        const mine = docOfVerse(index, range, index.docVerses[doc] as number);
        if (mine < 0) continue;
        paired++;
        for (const w of new Set(terms(docText(index, mine)))) both.set(w, (both.get(w) ?? 0) + 1);
        for (const w of new Set(terms(docText(index, doc)))) theirs.set(w, (theirs.get(w) ?? 0) + 1);
      }
      for (const [w, share] of standIns(both, theirs, paired)) {
        if (w !== index.terms[t] && /^\p{L}+$/u.test(w)) standing.set(w, Math.max(standing.get(w) ?? 0, share));
      }
      const scale = dfOther / read;
      for (const [w, all] of both) {
        // Verses where the other translation's text has the word too ("and", "holy") do not count: there it translates nothing.
        const n = all - (theirs.get(w) ?? 0);
        // Dice ≥ MIN_ASSOCIATION needs 2·both ≥ MIN_ASSOCIATION · dfOther at the least: skip the rest unlooked-up.
        if (2 * n * scale < MIN_ASSOCIATION * dfOther) continue;
        const id = findTerm(index, w);
        if (id < 0 || id === t || !/^\p{L}+$/u.test(w)) continue;
        // Scaled to the verses read, so a common word's cap does not cut its association.
        const dice = (2 * n * scale) / (dfOther + postingsIn(index, id, range[0], range[1]));
        if (dice >= MIN_ASSOCIATION) scored.set(w, Math.max(scored.get(w) ?? 0, dice));
      }
    }
  }
  const ranked = [...(scored.size > 0 ? scored : standing)].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const best = ranked[0]?.[1] ?? 0;
  return ranked.filter(([, d]) => d >= NEAR_BEST * best).map(([w]) => w);
}

/**
 * Words that stand in for a word of the other translation where a common word makes Dice's
 * coefficient too small ("charity" → "love", "ghost" → "spirit", "thee" → "you"): over the `paired`
 * verses that have the word in the other translation and a text in the asked-for one, the share whose
 * asked-for text has the candidate (`both`) less the share whose other text has it too (`theirs`: a
 * word both texts use, "holy", "the", translates nothing), when that is at least
 * {@link MIN_STAND_IN}. Pure, for the tests.
 */
export function standIns(both: ReadonlyMap<string, number>, theirs: ReadonlyMap<string, number>, paired: number): [string, number][] {
  if (paired === 0) return [];
  const out: [string, number][] = [];
  for (const [w, n] of both) {
    const share = (n - (theirs.get(w) ?? 0)) / paired;
    if (share >= MIN_STAND_IN) out.push([w, share]);
  }
  return out;
}

/**
 * Words of the texts spelt close to `word` (which no verse has), fewest edits first, then the most
 * frequent in the asked-for translations: within the edits every forgiving lookup allows
 * (`allowedEditsBetween`: two when either word has 8 letters, so `shepard` → `shepherd`), and one
 * for a word of three (`teh`).
 */
function respellings(index: TextIndex, word: string, asked: readonly number[]): string[] {
  const first = word[0];
  if (first === undefined || word.length < 3) return [];
  // The most edits any word could be forgiven (one two letters longer), to skip words of other lengths unread.
  const widest = Math.max(1, allowedEditsBetween(word.length, word.length + 2));
  // The vocabulary is sorted: the words beginning with the same letter are one run.
  let lo = 0;
  let hi = index.terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((index.terms[mid] ?? "") < first) lo = mid + 1;
    else hi = mid;
  }
  const found: [string, number, number][] = [];
  for (let t = lo; t < index.terms.length; t++) {
    const term = index.terms[t] ?? "";
    if (!term.startsWith(first)) break;
    if (Math.abs(term.length - word.length) > widest) continue;
    const most = Math.max(1, allowedEditsBetween(word.length, term.length));
    const edits = editDistance(term, word, most);
    if (edits > most) continue;
    const df = asked.reduce((n, a) => n + postingsIn(index, t, ...translationRange(index, a)), 0);
    if (df > 0) found.push([term, edits, df]);
  }
  return found.sort((x, y) => x[1] - y[1] || y[2] - x[2] || (x[0] < y[0] ? -1 : 1)).map(([w]) => w);
}

/**
 * Queries to try instead of `query`, which found nothing with `options` (see the module comment);
 * none when `query` cannot run or nothing better is found.
 */
export function suggestTextQueries(index: TextIndex, query: string, options: TextSearchOptions = {}): TextSuggestion[] {
  const { translations } = index.header;
  const askedIds = (options.translations ?? []).map((t) => t.toLowerCase());
  const asked = translations.flatMap((t, i) => (askedIds.length === 0 || askedIds.includes(t) ? [i] : []));
  const others = translations.flatMap((_, i) => (asked.includes(i) ? [] : [i]));
  const books = bookPositions(options.books);
  if (typeof books === "string") return [];
  // Filters no verse passes (a book of the other testament): no other word would find anything either.
  if (asked.length === 0 || allowedRanges(index, asked.map((a) => translations[a] as string), books, options.testament).length === 0) return [];
  // The filters' verses in the other translations: a word they lack there is stopped by the filters, not the translation.
  const otherRanges = allowedRanges(index, others.map((o) => translations[o] as string), books, options.testament);
  const slots: Slot[] = parseTextQuery(query).flatMap((c, clause): Slot[] => {
    if (c.kind === "word") return [{ clause, word: -1, term: c.term }];
    if (c.kind === "phrase") return c.words.map((term, word) => ({ clause, word, term }));
    return [];
  });
  // Per word that stops the query, its replacements, best first.
  const found: { slot: Slot; by: string[]; reason: TextSuggestion["reason"] }[] = [];
  let lookedUp = 0;
  for (const slot of slots) {
    if (lookedUp >= MAX_WORDS_LOOKED_UP) break;
    const t = findTerm(index, slot.term);
    if (t < 0) {
      lookedUp++;
      found.push({ slot, by: respellings(index, slot.term, asked).slice(0, MAX_SUGGESTIONS), reason: "spelling" });
      continue;
    }
    if (others.length === 0) continue;
    // A word the asked-for verses have (with every filter) is not what stops the query, unless the
    // asked-for translation barely uses it (the KJV's one "honor" to the WEB's 150).
    const alone = rankText(index, slot.term, { ...options, offset: 0, limit: 1 });
    const inAsked = asked.reduce((n, a) => n + postingsIn(index, t, ...translationRange(index, a)), 0);
    const inOthers = others.reduce((n, o) => n + postingsIn(index, t, ...translationRange(index, o)), 0);
    if (alone.ok && alone.total > 0 && inAsked > RARE_SHARE * inOthers) continue;
    if (!inRanges(index, t, otherRanges)) continue;
    lookedUp++;
    found.push({ slot, by: cachedCounterparts(index, t, asked, others).slice(0, MAX_SUGGESTIONS), reason: "translation" });
  }
  const withOffers = found.filter((f) => f.by.length > 0);
  const offers: { replace: Map<Slot, string>; reason: TextSuggestion["reason"] }[] = [];
  // Several words stop it ("rooster crowed" in the KJV): first every one replaced by its best at once.
  // Each by a word no other slot took ("thou shalt" is not "you you").
  if (withOffers.length > 1) {
    const replace = new Map<Slot, string>();
    for (const f of withOffers) {
      const by = f.by.find((w) => ![...replace.values()].includes(w));
      if (by !== undefined) replace.set(f.slot, by);
    }
    offers.push({ replace, reason: withOffers.some((f) => f.reason === "translation") ? "translation" : "spelling" });
  }
  for (const f of withOffers) for (const by of f.by) offers.push({ replace: new Map([[f.slot, by]]), reason: f.reason });
  const out: TextSuggestion[] = [];
  const seen = new Set<string>();
  for (const o of offers) {
    const q = rewrite(query, o.replace);
    if (seen.has(q)) continue;
    seen.add(q);
    const r = rankText(index, q, { ...options, offset: 0, limit: 1 });
    if (r.ok && r.total > 0) out.push({ q, replaced: [...o.replace.keys()].map((k) => k.term).join(" "), by: [...o.replace.values()].join(" "), reason: o.reason, total: r.total });
  }
  if (out.length < MAX_SUGGESTIONS) {
    const ranges = allowedRanges(index, asked.map((a) => translations[a] as string), books, options.testament);
    const typed = typedClauses(query);
    const clauses = typed.map((t) => t.clause);
    for (const kept of fewerWords(index, clauses, ranges)) {
      if (out.length >= MAX_SUGGESTIONS) break;
      const q = typed.flatMap((t, i) => (kept.has(i) ? [t.typed] : [])).join(" ");
      if (seen.has(q)) continue;
      seen.add(q);
      const r = rankText(index, q, { ...options, offset: 0, limit: 1 });
      const left = clauses.flatMap((c, i) => (kept.has(i) ? [] : c.kind === "word" ? [c.term] : c.kind === "phrase" ? c.words : []));
      if (r.ok && r.total > 0) out.push({ q, replaced: left.join(" "), by: "", reason: "fewer-words", total: r.total });
    }
  }
  return out.slice(0, MAX_SUGGESTIONS);
}

/** Per index, the per-document arrays {@link fewerWords} counts in (made on first use, left zeroed). */
const counting = new WeakMap<TextIndex, { weight: Float64Array; held: Uint32Array; touched: Int32Array }>();

/**
 * The best sets of a query's clauses that verses in `ranges` hold, as sets of clause positions, best
 * first (at most {@link MAX_SUGGESTIONS}). Each distinct word weighs its BM25 weight; a verse's set is
 * the clauses all of whose words it holds (a phrase such as the `don t` of `don't` as a whole, its
 * words' order checked when the offer is run), and the sets are taken from the verses in order of the
 * weight of the words they hold times their prominence factor; only verses that hold one of the
 * query's {@link MAX_SEED_WORDS} rarest words other than the index's common words (`and`, `the`,
 * `lord` …) count. A set must hold at least half the query's distinct clauses and two of them. None
 * unless the query is words and phrases, at least {@link MIN_WORDS_TO_DROP} distinct clauses.
 */
function fewerWords(index: TextIndex, clauses: readonly TextClause[], ranges: readonly number[]): Set<number>[] {
  if (clauses.some((c) => c.kind === "prefix")) return [];
  const clauseWords = clauses.map((c) => (c.kind === "word" ? [c.term] : c.kind === "phrase" ? c.words : []));
  const words = [...new Set(clauseWords.flat())];
  const distinct = [...new Set(clauseWords.map((ws) => ws.join(" ")))];
  if (distinct.length < MIN_WORDS_TO_DROP || words.length > MAX_WORDS_COUNTED) return [];
  const n = index.header.counts.documents;
  let arrays = counting.get(index);
  if (arrays === undefined) counting.set(index, (arrays = { weight: new Float64Array(n), held: new Uint32Array(n), touched: new Int32Array(n) }));
  const { weight, held, touched } = arrays;
  const { postingDocs, termStarts, docPriors } = index;
  const found = words.map((w) => findTerm(index, w));
  const df = (t: number) => (termStarts[t + 1] as number) - (termStarts[t] as number);
  // The candidates: the verses of the seeds, the query's rarest words other than the index's common
  // ones (`and`, `the`, `lord` …: an offer of those alone would find thousands of verses, and counting
  // their postings cost milliseconds; a long pasted verse has twenty middling words, whose verses
  // would be most of the candidates and none of the answers). The other words are then looked up in
  // the candidates alone.
  const common = (t: number) => df(t) >= index.header.pair_min_df;
  const seeds = new Set(found.filter((t) => t >= 0 && !common(t)).sort((a, b) => df(a) - df(b)).slice(0, MAX_SEED_WORDS));
  let count = 0;
  found.forEach((t, bit) => {
    if (!seeds.has(t)) return;
    const wt = termWeight(n, df(t));
    const end = termStarts[t + 1] as number;
    for (let r = 0; r < ranges.length; r += 2) {
      const to = lowerBound(postingDocs, termStarts[t] as number, end, ranges[r + 1] as number);
      for (let p = lowerBound(postingDocs, termStarts[t] as number, to, ranges[r] as number); p < to; p++) {
        const doc = postingDocs[p] as number;
        if (held[doc] === 0) touched[count++] = doc;
        held[doc] = (held[doc] as number) | (1 << bit);
        weight[doc] = (weight[doc] as number) + wt;
      }
    }
  });
  const candidates = touched.subarray(0, count).sort();
  found.forEach((t, bit) => {
    if (t < 0 || seeds.has(t)) return;
    const wt = termWeight(n, df(t));
    const end = termStarts[t + 1] as number;
    const add = (doc: number) => {
      held[doc] = (held[doc] as number) | (1 << bit);
      weight[doc] = (weight[doc] as number) + wt;
    };
    if (count * 8 < df(t)) {
      // Few candidates: look each up in the word's postings.
      let p = termStarts[t] as number;
      for (const doc of candidates) {
        p = lowerBound(postingDocs, p, end, doc);
        if (p >= end) break;
        if (postingDocs[p] === doc) add(doc);
      }
    } else {
      // Many: one pass over the postings, keeping the candidates' (every candidate holds some word already).
      for (let p = termStarts[t] as number; p < end; p++) {
        const doc = postingDocs[p] as number;
        if (held[doc] !== 0) add(doc);
      }
    }
  });
  // Per set of words a verse holds, the best such verse's weight times its prominence factor.
  const byMask = new Map<number, number>();
  for (const doc of candidates) {
    const mask = held[doc] as number;
    const score = (weight[doc] as number) * (docPriors[doc] as number);
    held[doc] = 0;
    weight[doc] = 0;
    if (score > (byMask.get(mask) ?? 0)) byMask.set(mask, score);
  }
  // Per set of distinct clauses (a phrase counts when all its words are held), the best of its word
  // sets: the clauses as bits, tested with integer masks (a long query's verses hold thousands of sets).
  const distinctMasks = distinct.map((key) => key.split(" ").reduce((m, w) => m | (1 << words.indexOf(w)), 0));
  const least = Math.max(2, Math.ceil(distinct.length / 2));
  const best = new Map<number, number>();
  for (const [mask, score] of byMask) {
    let kept = 0;
    let n = 0;
    for (let c = 0; c < distinctMasks.length; c++) {
      const m = distinctMasks[c] as number;
      if ((mask & m) !== m) continue;
      kept |= 1 << c;
      n++;
    }
    if (n >= least && score > (best.get(kept) ?? 0)) best.set(kept, score);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_SUGGESTIONS)
    .map(([kept]) => new Set(clauseWords.flatMap((ws, i) => ((kept & (1 << distinct.indexOf(ws.join(" ")))) !== 0 ? [i] : []))));
}
