/**
 * Passage-level scoring: what each entity is, is often said in one sentence ("the first king of the
 * Jewish nation") or one verse ("a great fish to swallow up Jonah"), which a whole-entity score
 * dilutes among hundreds of other words. Each passage (a verse, a run of verses, an article sentence,
 * a family tie, an event title, a topic line; see `documents.ts`) is scored on its own with BM25, plus a bonus
 * when query words stand close together in it, and each entity takes the score of its best
 * passages. Pure: a function of the index, the query's terms and the options.
 */
import type { SemanticIndex } from "./model.ts";

/** Per passage word: the passages that contain it, with the count, built once per index. */
export interface PassagePostings {
  /** Postings of corpus word `t`: indexes `starts[t]` to `starts[t + 1]` of the next two arrays. */
  readonly starts: Uint32Array;
  readonly passages: Uint32Array;
  /** How often the word occurs in the passage (capped at 255). */
  readonly counts: Uint8Array;
  /** BM25 inverse document frequency of each corpus word over the passages. */
  readonly idf: Float32Array;
  /** Mean passage length in words. */
  readonly avgLength: number;
}

/** Inverts the index's passage words into postings (about 1.5M words for the full data: ~50 ms). */
export function passagePostings(index: SemanticIndex): PassagePostings {
  const terms = index.corpusTerms;
  const pCount = index.passageKinds.length;
  const df = new Uint32Array(terms);
  const lastSeen = new Int32Array(terms).fill(-1);
  for (let p = 0; p < pCount; p++) {
    for (let i = index.passageStarts[p] as number; i < (index.passageStarts[p + 1] as number); i++) {
      const t = index.passageTokens[i] as number;
      if (lastSeen[t] !== p) {
        lastSeen[t] = p;
        df[t] = (df[t] as number) + 1;
      }
    }
  }
  const starts = new Uint32Array(terms + 1);
  for (let t = 0; t < terms; t++) starts[t + 1] = (starts[t] as number) + (df[t] as number);
  const total = starts[terms] as number;
  const passages = new Uint32Array(total);
  const counts = new Uint8Array(total);
  const fill = starts.slice(0, terms);
  lastSeen.fill(-1);
  for (let p = 0; p < pCount; p++) {
    for (let i = index.passageStarts[p] as number; i < (index.passageStarts[p + 1] as number); i++) {
      const t = index.passageTokens[i] as number;
      if (lastSeen[t] !== p) {
        lastSeen[t] = p;
        passages[fill[t] as number] = p;
        fill[t] = (fill[t] as number) + 1;
      }
      const at = (fill[t] as number) - 1;
      counts[at] = Math.min(255, (counts[at] as number) + 1);
    }
  }
  const idf = new Float32Array(terms);
  for (let t = 0; t < terms; t++) idf[t] = Math.log(1 + (pCount - (df[t] as number) + 0.5) / ((df[t] as number) + 0.5));
  return { starts, passages, counts, idf, avgLength: pCount === 0 ? 1 : index.passageTokens.length / pCount };
}

/** Passage-scoring parameters. */
export interface PassageOptions {
  /** BM25 term-frequency saturation over passages. */
  readonly k1: number;
  /** BM25 length normalisation over passages. */
  readonly b: number;
  /**
   * Weight of the proximity bonus: each pair of different query words found within
   * `proximityWindow` words of each other adds `proximity · min(idf) / distance` (once per pair,
   * its closest occurrence), so "first king" in "the first king of the Jewish nation" counts more
   * than "first" and "king" far apart.
   */
  readonly proximity: number;
  /** How far apart (in content words) two query words may stand to count as near. */
  readonly proximityWindow: number;
  /** Exponent of the fraction of query words a passage matches. */
  readonly coordination: number;
  /** Factor per passage kind, in the order of `PASSAGE_KINDS` (verse, definition, sentence, description, entry). */
  readonly kindWeights: readonly number[];
  /** An entity scores its best passage plus this share of its second best. */
  readonly secondShare: number;
  /**
   * An entity's passage score is divided by its passage count to this power, so that an entity
   * mentioned in thousands of verses (God, Israel) does not win every query through one of them.
   */
  readonly ownerDilution: number;
}

/** One query word's matching corpus words: `[word id, factor]` (the word itself 1, a neighbour less). */
export type QueryTerms = readonly (readonly [number, number])[];

/**
 * Scratch arrays reused across queries (one set per prepared index; queries run one at a time in
 * a JavaScript isolate).
 */
export interface PassageScratch {
  /** How many passages each entity owns. */
  readonly ownedCount: Uint32Array;
  readonly score: Float32Array;
  readonly mask: Uint32Array;
  readonly best: Float32Array;
  readonly termQuery: Int32Array;
  readonly entityBest: Float32Array;
  readonly entitySecond: Float32Array;
  /** Per passage, BM25's length part `k1·(1 − b + b·length/avgLength)` for the `k1` and `b` of {@link normsFor}. */
  norms: Float32Array;
  normsFor: { k1: number; b: number };
}

/** Scratch arrays for an index. */
export function passageScratch(index: SemanticIndex): PassageScratch {
  const p = index.passageKinds.length;
  const n = index.entities.length;
  const ownedCount = new Uint32Array(n);
  for (const e of index.passageOwners) ownedCount[e] = (ownedCount[e] as number) + 1;
  return {
    ownedCount,
    score: new Float32Array(p),
    mask: new Uint32Array(p),
    best: new Float32Array(p),
    termQuery: new Int32Array(index.corpusTerms).fill(-1),
    entityBest: new Float32Array(n),
    entitySecond: new Float32Array(n),
    norms: new Float32Array(0),
    normsFor: { k1: Number.NaN, b: Number.NaN },
  };
}

/** The passages a query matches and their scores (parallel arrays, in no particular order). */
export interface ScoredPassages {
  readonly passages: readonly number[];
  readonly scores: readonly number[];
}

/**
 * Scores the passages for a query given as, per query word (at most 32), the corpus words that
 * match it with their factors: per passage, the sum over query words of the best matching word's
 * BM25 term score, plus the proximity bonus, scaled by `(matched/words)^coordination` and the
 * passage kind's weight. Only passages that match at least one word are returned.
 */
export function scorePassages(index: SemanticIndex, postings: PassagePostings, scratch: PassageScratch, query: readonly QueryTerms[], options: PassageOptions): ScoredPassages {
  const words = Math.min(query.length, 32);
  const { score, mask, best, termQuery } = scratch;
  const touched: number[] = [];
  const wordWeight = new Float32Array(words);
  const k1 = options.k1;
  const { passageStarts, passageTokens } = index;
  if (scratch.normsFor.k1 !== k1 || scratch.normsFor.b !== options.b) {
    const norms = new Float32Array(index.passageKinds.length);
    for (let p = 0; p < norms.length; p++) norms[p] = k1 * (1 - options.b + (options.b * ((passageStarts[p + 1] as number) - (passageStarts[p] as number))) / postings.avgLength);
    scratch.norms = norms;
    scratch.normsFor = { k1, b: options.b };
  }
  const norms = scratch.norms;
  const setTerms: number[] = [];
  for (let q = 0; q < words; q++) {
    const bestHere: number[] = [];
    for (const [t, factor] of query[q] as QueryTerms) {
      if (t < 0 || t >= index.corpusTerms) continue;
      if (termQuery[t] === -1) {
        termQuery[t] = q;
        setTerms.push(t);
      }
      const idf = (postings.idf[t] as number) * factor;
      wordWeight[q] = Math.max(wordWeight[q] as number, idf);
      const end = postings.starts[t + 1] as number;
      for (let i = postings.starts[t] as number; i < end; i++) {
        const p = postings.passages[i] as number;
        const tf = postings.counts[i] as number;
        const s = (idf * tf * (k1 + 1)) / (tf + (norms[p] as number));
        const was = best[p] as number;
        if (s > was) {
          if (was === 0) bestHere.push(p);
          best[p] = s;
        }
      }
    }
    const bit = 1 << q;
    for (const p of bestHere) {
      if ((mask[p] as number) === 0) touched.push(p);
      score[p] = (score[p] as number) + (best[p] as number);
      mask[p] = (mask[p] as number) | bit;
      best[p] = 0;
    }
  }

  const window = options.proximityWindow;
  const lastAt = new Int32Array(words);
  const pairBest = new Float32Array(words * words);
  const scores: number[] = new Array<number>(touched.length);
  touched.forEach((p, at) => {
    const m = mask[p] as number;
    const matched = popcount(m);
    let s = score[p] as number;
    if (matched >= 2 && options.proximity > 0) {
      lastAt.fill(-1_000_000);
      pairBest.fill(0);
      const to = passageStarts[p + 1] as number;
      for (let i = passageStarts[p] as number; i < to; i++) {
        const q = termQuery[passageTokens[i] as number] as number;
        if (q < 0) continue;
        for (let o = 0; o < words; o++) {
          const d = i - (lastAt[o] as number);
          if (o === q || d > window) continue;
          const key = o < q ? o * words + q : q * words + o;
          if (1 / d > (pairBest[key] as number)) pairBest[key] = 1 / d;
        }
        lastAt[q] = i;
      }
      let bonus = 0;
      for (let a = 0; a < words; a++) {
        for (let b = a + 1; b < words; b++) {
          const near = pairBest[a * words + b] as number;
          if (near > 0) bonus += near * Math.min(wordWeight[a] as number, wordWeight[b] as number);
        }
      }
      s += options.proximity * bonus;
    }
    if (options.coordination !== 0) s *= (matched / words) ** options.coordination;
    scores[at] = s * (options.kindWeights[index.passageKinds[p] as number] ?? 1);
    score[p] = 0;
    mask[p] = 0;
  });
  for (const t of setTerms) termQuery[t] = -1;
  return { passages: touched, scores };
}

/**
 * Every entity's passage score: its best passage plus `secondShare` of its second best (0 for
 * entities none of whose passages match). Returns a fresh array.
 */
export function entityPassageScores(index: SemanticIndex, scratch: PassageScratch, scored: ScoredPassages, options: PassageOptions): Float32Array {
  const n = index.entities.length;
  const out = new Float32Array(n);
  const { entityBest, entitySecond } = scratch;
  const touched: number[] = [];
  scored.passages.forEach((p, at) => {
    const s = scored.scores[at] as number;
    for (let o = index.passageOwnerStarts[p] as number; o < (index.passageOwnerStarts[p + 1] as number); o++) {
      const e = index.passageOwners[o] as number;
      if ((entityBest[e] as number) === 0) touched.push(e);
      if (s > (entityBest[e] as number)) {
        entitySecond[e] = entityBest[e] as number;
        entityBest[e] = s;
      } else if (s > (entitySecond[e] as number)) entitySecond[e] = s;
    }
  });
  for (const e of touched) {
    const dilution = options.ownerDilution === 0 ? 1 : (scratch.ownedCount[e] as number) ** -options.ownerDilution;
    out[e] = ((entityBest[e] as number) + options.secondShare * (entitySecond[e] as number)) * dilution;
    entityBest[e] = 0;
    entitySecond[e] = 0;
  }
  return out;
}

/** {@link scorePassages} then {@link entityPassageScores}. */
export function passageEntityScores(index: SemanticIndex, postings: PassagePostings, scratch: PassageScratch, query: readonly QueryTerms[], options: PassageOptions): Float32Array {
  return entityPassageScores(index, scratch, scorePassages(index, postings, scratch, query, options), options);
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) c++;
  return c;
}

/**
 * Entity names as word sequences, for {@link namedInPassages}: per corpus word, the entities whose
 * name's first content word it is, with the rest of their name's content words.
 */
export type NameIndex = ReadonlyMap<number, readonly { readonly entity: number; readonly rest: readonly number[] }[]>;

/** How many passages hold corpus word `id`. */
export function passageCount(postings: PassagePostings, id: number): number {
  return (postings.starts[id + 1] ?? 0) - (postings.starts[id] ?? 0);
}

/** The kinds whose names are proper names: always read as names in a passage ({@link nameIndex}). */
const PROPER_KINDS: ReadonlySet<string> = new Set(["person", "place", "group", "event"]);

/**
 * A dictionary entry or topic named only by words that more than this share of the passages use
 * (*Man*, *House*, *City*) is not named by a passage that uses them: "the judge who was a woman"
 * found every *Man* entry first, credited by each best passage that says "man". Entries named by
 * rarer words (*Sabbath*, *Serpent*, *Candlestick*) and those a person, place, group or event also
 * bears (*Cleopas*) still are. Chosen on the development halves (0.5 %, 1 %, 2 %, 4 %; see
 * docs/semantic-search.md).
 */
export const COMMON_NAME_SHARE = 0.01;

/**
 * Builds the {@link NameIndex} of an index from its entities' names (tokenized by `tokens`). With
 * `everyday` (the passage postings, which tell how common a word is), leaves out the dictionary
 * entries and topics named only by everyday words ({@link COMMON_NAME_SHARE}): the names a passage
 * can name ({@link namedInPassages}).
 */
export function nameIndex(index: SemanticIndex, wordIds: ReadonlyMap<string, number>, tokens: (text: string) => string[], everyday?: PassagePostings): NameIndex {
  const out = new Map<number, { entity: number; rest: number[] }[]>();
  const proper = new Set(index.entities.filter((e) => PROPER_KINDS.has(e.entity_type)).map((e) => tokens(e.name).join(" ")));
  const common = COMMON_NAME_SHARE * index.passageKinds.length;
  index.entities.forEach((e, entity) => {
    const words = tokens(e.name);
    const ids = words.map((w) => wordIds.get(w) ?? -1);
    const first = ids[0];
    if (first === undefined || ids.some((id) => id < 0 || id >= index.corpusTerms)) return;
    if (everyday !== undefined && !PROPER_KINDS.has(e.entity_type) && !proper.has(words.join(" ")) && ids.every((id) => passageCount(everyday, id) > common)) return;
    const list = out.get(first);
    const item = { entity, rest: ids.slice(1) };
    if (list === undefined) out.set(first, [item]);
    else list.push(item);
  });
  return out;
}

/**
 * Pseudo-relevance feedback through names: the entities named in the query's best passages. Takes
 * the `count` best-scoring passages; every entity whose name's words all occur in one of them
 * (and none of which is a query word: the query's own names are its context, not its answer)
 * gains that passage's score divided by the best passage's. So "the tax guy who became an
 * apostle" reaches Matthew through the topic line "Matthew, tax collector of Capernaum, becomes an
 * apostle" (a line of the topic *Publicans*, not of Matthew). Returns a fresh array of entity scores.
 */
export function namedInPassages(index: SemanticIndex, names: NameIndex, scored: ScoredPassages, queryWords: ReadonlySet<number>, count: number): Float32Array {
  const out = new Float32Array(index.entities.length);
  if (count <= 0 || scored.passages.length === 0) return out;
  const top: [number, number][] = [];
  scored.passages.forEach((p, i) => {
    const s = scored.scores[i] as number;
    if (top.length === count && s <= (top[count - 1] as [number, number])[1]) return;
    let at = top.length;
    while (at > 0 && (top[at - 1] as [number, number])[1] < s) at--;
    top.splice(at, 0, [p, s]);
    if (top.length > count) top.pop();
  });
  const max = top[0]?.[1] ?? 0;
  if (max <= 0) return out;
  for (const [p, s] of top) {
    const words = new Set(index.passageTokens.subarray(index.passageStarts[p] as number, index.passageStarts[p + 1] as number));
    const credited = new Set<number>();
    for (const w of words) {
      if (queryWords.has(w)) continue;
      for (const { entity, rest } of names.get(w) ?? []) {
        if (credited.has(entity) || !rest.every((r) => words.has(r) && !queryWords.has(r))) continue;
        credited.add(entity);
        out[entity] = (out[entity] as number) + s / max;
      }
    }
  }
  return out;
}
