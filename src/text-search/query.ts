/**
 * Full-text search over the verse text, on the prebuilt index (`format.ts`). Pure; no `node:`
 * imports, so Node and an edge worker run the same code on the same bytes.
 *
 * A query is words (`faith hope`), quoted phrases (`"living water"`) and prefixes (`bless*`, at least
 * two letters, at most {@link MAX_PREFIX_TERMS} vocabulary words), all of which a verse must hold.
 * Verses are ranked by BM25 (k1 1.2, b 0.75; idf over both translations, length normalised per
 * translation), plus, for each pair of words typed side by side that stand side by side in the verse,
 * the pair's weight ({@link ADJACENT_WEIGHT}); the sum is multiplied by the verse's prominence factor
 * ({@link PROMINENCE_WEIGHT}: how often people look the verse up); ties in canonical order. Each hit carries its text and the offsets of the matched
 * words in it (`highlights`: UTF-16 code unit offsets, end exclusive, in the order they occur), so a
 * client can mark them however it likes. A verse's heading (a WEB psalm title) is searched with it:
 * the hit carries the heading and its own highlights.
 */
import { CANON } from "../core/canon-data.ts";
import { readContainerHeader, SECTION_BYTES } from "../core/binary-container.ts";
import { TEXT_INDEX_FORMAT, TEXT_INDEX_MAGIC, TEXT_SECTIONS, TextIndexError, type TextIndexHeader, type TextSectionName } from "./format.ts";
import { foldWord, tokenize, utf8WordSpans } from "./tokenize.ts";

/** Longest query accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;
/**
 * Most words, phrases and prefixes in one query: more than a whole verse pasted into the box holds
 * within {@link MAX_QUERY_LENGTH} characters (about 45 words of English prose), so a verse people
 * copy to find its reference is never refused. Each clause is counted in a byte per document.
 */
export const MAX_CLAUSES = 60;
/** Most vocabulary words one prefix may stand for; a prefix matching more is a problem. */
export const MAX_PREFIX_TERMS = 500;
/** Largest page. */
export const MAX_LIMIT = 200;

/** Most tokens in one document (positions are stored in one byte). */
const MAX_TOKENS = 256;

const K1 = 1.2;
const B = 0.75;

/**
 * How much a verse's prominence (`format.ts`: how often people look it up, 0–255) lifts its score:
 * the score is multiplied by `1 + PROMINENCE_WEIGHT · prominence / 255`, so the most looked-up verse
 * counts double and a verse nobody cross-references counts as BM25 alone. Chosen on the development
 * halves of `eval/text-lookups.json` and `eval/text-lookups-short.json` (README).
 */
export const PROMINENCE_WEIGHT = 1;

/** A loaded index: views on the file's bytes plus the vocabulary and verse names. */
export interface TextIndex {
  readonly header: TextIndexHeader;
  readonly terms: readonly string[];
  readonly termStarts: Uint32Array;
  readonly termPositions: Uint32Array;
  readonly postingDocs: Uint16Array;
  readonly postingTfs: Uint8Array;
  readonly positions: Uint8Array;
  readonly docVerses: Uint16Array;
  readonly docLengths: Uint8Array;
  readonly textStarts: Uint32Array;
  readonly texts: Uint8Array;
  /** Canonical OSIS of each verse of the canon, by 0-based position. */
  readonly verseNames: readonly string[];
  /** Book index (0-65) of each verse of the canon, by 0-based position. */
  readonly verseBooks: Uint8Array;
  /** Per document, the BM25 length normalisation `k1 · (1 − b + b · length / mean length)`. */
  readonly docNorms: Float32Array;
  /** Per document, the factor its score is multiplied by: `1 + PROMINENCE_WEIGHT · prominence / 255` of its verse. */
  readonly docPriors: Float32Array;
  /** Per posting, its first entry in `positions` (one more entry than postings). */
  readonly positionStarts: Uint32Array;
  /** Impact-ordered postings of common terms, by term, built on first use (see `impactOrder`). */
  readonly impacts: Map<number, Uint32Array>;
  /** The pairs of common terms that stand side by side somewhere: first and second term of each, sorted (see `pairDocs`). */
  readonly pairTerms: Uint32Array;
  readonly pairStarts: Uint32Array;
  readonly pairDocs: Uint16Array;
  /** The documents with a heading, ascending; per such document its heading's first token position, and where its text lies in `headingTexts`. */
  readonly headingDocs: Uint16Array;
  readonly headingPositions: Uint8Array;
  readonly headingStarts: Uint32Array;
  readonly headingTexts: Uint8Array;
  /** Documents' texts decoded so far, by document (at most the whole text once: about 16 MB of strings). */
  readonly decoded: (string | undefined)[];
  /** Per document, whether its UTF-8 text may be copied into JSON as it is (0 not yet known; see `page.ts`). */
  readonly jsonPlain: Uint8Array;
  /** Scratch space of one search (a search runs to its end without yielding, so one set per index is enough). */
  readonly scratch: {
    /** Per document, its score so far (0 outside a search). */
    readonly scores: Float64Array;
    /** Per document, how many clauses it matched so far (0 outside a search). */
    readonly clauses: Uint8Array;
    /** Documents the first clause matched (to clear afterwards). */
    readonly touched: Int32Array;
    /** Documents still in the running, ascending. */
    readonly survivors: Int32Array;
    /** Per phrase word, a posting cursor and the posting found. */
    readonly cursors: Int32Array;
    readonly found: Int32Array;
    /** Per token of one document, whether it is highlighted, and its offsets (four per token, see `utf8WordSpans`). */
    readonly marks: Uint8Array;
    readonly spans: Int32Array;
    /** The highlights of one document, `[start, end)` pairs (see {@link docHighlights}). */
    readonly highlights: Int32Array;
  };
}

/**
 * Reads an index file. Numeric sections are views on `bytes` when aligned (copies otherwise).
 * Throws {@link TextIndexError} on a wrong magic or format, or sections out of bounds.
 */
export function loadTextIndex(bytes: Uint8Array): TextIndex {
  const header = readContainerHeader(bytes, TEXT_INDEX_MAGIC, TEXT_INDEX_FORMAT, "text index", (m) => new TextIndexError(m)).header as TextIndexHeader;
  // Hits carry the id as it is, and `page.ts` writes it into JSON unescaped.
  for (const t of header.translations) if (!/^[a-z0-9-]+$/.test(t)) throw new TextIndexError(`translation id ${JSON.stringify(t)} is not lowercase letters, digits and hyphens`);
  const section = (name: TextSectionName) => {
    const s = header.sections.find((x) => x.name === name);
    if (s === undefined) throw new TextIndexError(`section ${name} missing`);
    const size = s.length * SECTION_BYTES[s.type];
    if (s.offset < 0 || s.offset + size > bytes.length) throw new TextIndexError(`section ${name} runs past the end of the file`);
    const raw = bytes.subarray(s.offset, s.offset + size);
    const aligned = (bytes.byteOffset + s.offset) % SECTION_BYTES[s.type] === 0 ? raw : raw.slice();
    return { s, raw: aligned };
  };
  const u32 = (name: TextSectionName) => {
    const { s, raw } = section(name);
    return new Uint32Array(raw.buffer, raw.byteOffset, s.length);
  };
  const u16 = (name: TextSectionName) => {
    const { s, raw } = section(name);
    return new Uint16Array(raw.buffer, raw.byteOffset, s.length);
  };
  const u8 = (name: TextSectionName) => section(name).raw;
  if (TEXT_SECTIONS.some((n) => !header.sections.some((s) => s.name === n))) throw new TextIndexError("a section is missing");
  const termsText = new TextDecoder().decode(u8("terms"));
  const terms = termsText === "" ? [] : termsText.split("\n");
  const termStarts = u32("term_starts");
  if (termStarts.length !== terms.length + 1) throw new TextIndexError("term_starts does not match the vocabulary");
  const verseNames: string[] = [];
  const verseBooks: number[] = [];
  CANON.forEach((b, bi) => b.verses.forEach((n, c) => {
    for (let v = 1; v <= n; v++) {
      verseNames.push(`${b.osis}.${c + 1}.${v}`);
      verseBooks.push(bi);
    }
  }));
  const docLengths = u8("doc_lengths");
  const docNorms = new Float32Array(header.counts.documents);
  for (let t = 0; t < header.translations.length; t++) {
    const mean = header.mean_lengths[t] || 1;
    for (let d = header.translation_starts[t] ?? 0; d < (header.translation_starts[t + 1] ?? 0); d++) docNorms[d] = K1 * (1 - B + (B * (docLengths[d] ?? 0)) / mean);
  }
  const n = header.counts.documents;
  const prominence = u8("verse_prominence");
  if (prominence.length !== verseNames.length) throw new TextIndexError("verse_prominence does not have one entry per verse of the canon");
  const docVerseList = u16("doc_verses");
  const docPriors = new Float32Array(n);
  for (let d = 0; d < n; d++) docPriors[d] = 1 + (PROMINENCE_WEIGHT * (prominence[docVerseList[d] as number] ?? 0)) / 255;
  const termPositions = u32("term_positions");
  const postingTfs = u8("posting_tfs");
  const positionStarts = new Uint32Array(header.counts.postings + 1);
  for (let t = 0; t < terms.length; t++) {
    let at = termPositions[t] ?? 0;
    for (let p = termStarts[t] ?? 0; p < (termStarts[t + 1] ?? 0); p++) {
      positionStarts[p] = at;
      at += postingTfs[p] ?? 0;
    }
  }
  positionStarts[header.counts.postings] = header.counts.positions;
  const pairTerms = u32("pair_terms");
  const pairStarts = u32("pair_starts");
  const pairDocs = u16("pair_docs");
  const nPairs = pairStarts.length - 1;
  if (nPairs < 0 || pairTerms.length !== 2 * nPairs || pairStarts[nPairs] !== pairDocs.length) throw new TextIndexError("the pair sections do not match");
  for (let i = 0; i < nPairs; i++) {
    const a = pairTerms[2 * i] as number;
    const b = pairTerms[2 * i + 1] as number;
    const from = pairStarts[i] as number;
    const to = pairStarts[i + 1] as number;
    if (a >= terms.length || b >= terms.length || from > to || to > pairDocs.length) throw new TextIndexError(`pair ${i} is out of range`);
    // `pairDocs` finds a pair by binary search.
    if (i > 0 && (a < (pairTerms[2 * i - 2] as number) || (a === pairTerms[2 * i - 2] && b <= (pairTerms[2 * i - 1] as number)))) throw new TextIndexError(`pair ${i} is out of order`);
    for (let j = from; j < to; j++) {
      if ((pairDocs[j] as number) >= header.counts.documents) throw new TextIndexError(`pair ${i} lists a document that does not exist`);
      if (j > from && (pairDocs[j] as number) <= (pairDocs[j - 1] as number)) throw new TextIndexError(`pair ${i} lists its documents out of order`);
    }
  }
  const headingDocs = u16("heading_docs");
  const headingPositions = u8("heading_positions");
  const headingStarts = u32("heading_starts");
  const headingTexts = u8("heading_texts");
  if (headingPositions.length !== headingDocs.length || headingStarts.length !== headingDocs.length + 1 || headingStarts[headingDocs.length] !== headingTexts.length) throw new TextIndexError("the heading sections do not match");
  for (let i = 0; i < headingDocs.length; i++) {
    if ((headingDocs[i] as number) >= n || (i > 0 && (headingDocs[i] as number) <= (headingDocs[i - 1] as number))) throw new TextIndexError(`heading ${i} names a document out of order or that does not exist`);
    if ((headingStarts[i] as number) > (headingStarts[i + 1] as number)) throw new TextIndexError(`heading ${i} is out of range`);
  }
  return {
    header,
    terms,
    termStarts,
    termPositions,
    postingDocs: u16("posting_docs"),
    postingTfs,
    positions: u8("positions"),
    docVerses: docVerseList,
    docLengths,
    textStarts: u32("text_starts"),
    texts: u8("texts"),
    verseNames,
    verseBooks: Uint8Array.from(verseBooks),
    docNorms,
    docPriors,
    positionStarts,
    impacts: new Map(),
    pairTerms,
    pairStarts,
    pairDocs,
    headingDocs,
    headingPositions,
    headingStarts,
    headingTexts,
    decoded: new Array<string | undefined>(n).fill(undefined),
    jsonPlain: new Uint8Array(n),
    scratch: {
      scores: new Float64Array(n),
      clauses: new Uint8Array(n),
      touched: new Int32Array(n),
      survivors: new Int32Array(n),
      cursors: new Int32Array(MAX_QUERY_LENGTH),
      found: new Int32Array(MAX_QUERY_LENGTH),
      marks: new Uint8Array(MAX_TOKENS),
      spans: new Int32Array(4 * MAX_TOKENS),
      highlights: new Int32Array(2 * MAX_TOKENS),
    },
  };
}

/** What to search and which page to return. */
export interface TextSearchOptions {
  /** Only these translations (ids as in the index, e.g. `kjv`); all when absent or empty. */
  readonly translations?: readonly string[];
  /** Only these books (OSIS ids, any letter case); all when absent or empty. */
  readonly books?: readonly string[];
  readonly testament?: "OT" | "NT";
  /** Hits to skip (default 0). */
  readonly offset?: number;
  /** Hits to return (default 20, at most {@link MAX_LIMIT}). */
  readonly limit?: number;
}

/** One verse that matches. */
export interface TextHit {
  readonly osis: string;
  readonly translation: string;
  /** BM25 score, rounded to 4 decimals. */
  readonly score: number;
  readonly text: string;
  /** Matched words as `[start, end)` UTF-16 offsets into `text`, in text order. */
  readonly highlights: readonly (readonly [number, number])[];
  /** The heading printed above the verse, searched with it, and its matched words (offsets into its text); null when the verse has none. */
  readonly heading: { readonly text: string; readonly highlights: readonly (readonly [number, number])[] } | null;
}

/** A query the search cannot run, with a permanent code. */
export interface TextSearchProblem {
  readonly code: "empty-query" | "query-too-long" | "too-many-terms" | "prefix-too-short" | "prefix-too-broad" | "unknown-translation" | "unknown-book" | "bad-paging";
  readonly message: string;
}

/**
 * The problems whose message itself says what to give instead (words to type, more letters, the
 * translations or book ids to use), so that an answer made of one needs no further advice.
 */
export const ADVISING_TEXT_SEARCH_PROBLEMS: ReadonlySet<TextSearchProblem["code"]> = new Set(["empty-query", "prefix-too-short", "prefix-too-broad", "unknown-translation", "unknown-book"]);

/**
 * One page of a search, ranked, before any verse is read: what {@link rankText} returns, and what
 * `textPageBytes` writes a response from without making a {@link TextHit} per verse.
 */
export interface TextRanking {
  readonly ok: true;
  /** Verses that match, over all pages. */
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
  /** The page's documents of the index, best first. */
  readonly docs: readonly number[];
  /** Their BM25 scores, rounded to 4 decimals. */
  readonly scores: readonly number[];
  /** The query's clauses, resolved against the vocabulary (for the highlights). */
  readonly clauses: readonly ResolvedClause[];
  /** The query as searched: words, `prefix*` and `"phrases"`, folded. */
  readonly terms: readonly string[];
}

/** A query that could not run. */
export interface TextSearchFailure {
  readonly ok: false;
  readonly problem: TextSearchProblem;
}

/** The result of {@link rankText}. */
export type TextRankResult = TextRanking | TextSearchFailure;

/** The result of {@link searchText}: the ranking's page as hits. */
export type TextSearchResult = (Pick<TextRanking, "ok" | "total" | "offset" | "limit" | "terms"> & { readonly hits: readonly TextHit[] }) | TextSearchFailure;

/** One word, prefix or quoted phrase of a query, folded like the index. */
export type TextClause = { readonly kind: "word"; readonly term: string } | { readonly kind: "prefix"; readonly prefix: string } | { readonly kind: "phrase"; readonly words: readonly string[] };

/** Splits a query into words, quoted phrases and prefixes (folded like the index). */
export function parseTextQuery(query: string): TextClause[] {
  return typedClauses(query).map((t) => t.clause);
}

/** The clauses of a query ({@link parseTextQuery}), each with the text it was read from (`don't`, `"living water"`). */
export function typedClauses(query: string): { readonly clause: TextClause; readonly typed: string }[] {
  const out: { clause: TextClause; typed: string }[] = [];
  const re = /"([^"]*)"?|(\S+)/g;
  for (const m of query.matchAll(re)) {
    const typed = m[0];
    if (m[1] !== undefined) {
      const words = tokenize(m[1]).map((t) => t.term);
      if (words.length === 1 && words[0] !== undefined) out.push({ clause: { kind: "word", term: words[0] }, typed });
      else if (words.length > 1) out.push({ clause: { kind: "phrase", words }, typed });
      continue;
    }
    const raw = m[2] ?? "";
    const prefix = /^(.*[\p{L}\p{N}])\*+$/u.exec(raw);
    const parts = tokenize(prefix?.[1] ?? raw).map((t) => t.term);
    if (prefix !== null && parts.length === 1 && parts[0] !== undefined) out.push({ clause: { kind: "prefix", prefix: parts[0] }, typed });
    else if (parts.length === 1 && parts[0] !== undefined) out.push({ clause: { kind: "word", term: parts[0] }, typed });
    else if (parts.length > 1) out.push({ clause: { kind: "phrase", words: parts }, typed });
  }
  return out;
}

/** The vocabulary number of `term` (folded), or −1 when no verse has it. */
export function findTerm(index: TextIndex, term: string): number {
  let lo = 0;
  let hi = index.terms.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = index.terms[mid] ?? "";
    if (t === term) return mid;
    if (t < term) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function prefixRange(index: TextIndex, prefix: string): [number, number] {
  let lo = 0;
  let hi = index.terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((index.terms[mid] ?? "") < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < index.terms.length && (index.terms[end] ?? "").startsWith(prefix)) end++;
  return [lo, end];
}

/** How many postings a clause may touch: its rarest word's for a phrase, all its words' for a prefix. */
function clauseDf(index: TextIndex, c: TextClause): number {
  const df = (t: number) => (t < 0 ? 0 : (index.termStarts[t + 1] ?? 0) - (index.termStarts[t] ?? 0));
  if (c.kind === "word") return df(findTerm(index, c.term));
  if (c.kind === "phrase") return Math.min(...c.words.map((w) => df(findTerm(index, w))));
  const [from, to] = prefixRange(index, c.prefix);
  return (index.termStarts[to] ?? 0) - (index.termStarts[from] ?? 0);
}


/** Terms of at least this many postings get an impact-ordered list (built on first use). */
const IMPACT_MIN_DF = 512;

/** The BM25 weight `idf · (k1 + 1)` of a term in `documents` documents with `df` postings. */
export function termWeight(documents: number, df: number): number {
  const idf = Math.log(1 + (documents - df + 0.5) / (df + 0.5));
  return idf * (K1 + 1);
}

/** First posting in `[from, to)` whose document is at least `doc` (galloping from `from`, so cheap when it is near). */
function seek(docs: Uint16Array, from: number, to: number, doc: number): number {
  if (from >= to || (docs[from] as number) >= doc) return from;
  let lo = from;
  let step = 1;
  while (lo + step < to && (docs[lo + step] as number) < doc) {
    lo += step;
    step *= 2;
  }
  let hi = Math.min(lo + step, to);
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((docs[mid] as number) < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A term's postings in rank order (score descending, then document ascending), as posting numbers:
 * the first `k` allowed ones are its best `k` documents. Built on first use and kept.
 */
function impactOrder(index: TextIndex, t: number, w: number): Uint32Array {
  const cached = index.impacts.get(t);
  if (cached !== undefined) return cached;
  const from = index.termStarts[t] ?? 0;
  const to = index.termStarts[t + 1] ?? 0;
  const score = new Float64Array(to - from);
  for (let p = from; p < to; p++) score[p - from] = wordScore(index, w, p);
  // Postings are in document order, so a stable sort by score keeps ties in document order.
  const order = Uint32Array.from(Array.from({ length: to - from }, (_, i) => i).sort((a, b) => (score[b] as number) - (score[a] as number)), (i) => from + i);
  index.impacts.set(t, order);
  return order;
}

/** The score a word of weight `w` gives the document of posting `p`: BM25 times the verse's prominence factor. */
function wordScore(index: TextIndex, w: number, p: number): number {
  const tf = index.postingTfs[p] as number;
  const doc = index.postingDocs[p] as number;
  return ((w * tf) / (tf + (index.docNorms[doc] as number))) * (index.docPriors[doc] as number);
}

/**
 * The documents, ascending, where term `a` is directly followed by term `b`, both common (in at
 * least `header.pair_min_df` documents; see `format.ts`): the index lists every such pair that
 * stands side by side somewhere, so one not listed has none.
 */
function pairDocs(index: TextIndex, a: number, b: number): Uint16Array {
  const { pairTerms, pairStarts } = index;
  let lo = 0;
  let hi = pairStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const ma = pairTerms[2 * mid] as number;
    if (ma < a || (ma === a && (pairTerms[2 * mid + 1] as number) < b)) lo = mid + 1;
    else hi = mid;
  }
  if (lo === pairStarts.length - 1 || pairTerms[2 * lo] !== a || pairTerms[2 * lo + 1] !== b) return index.pairDocs.subarray(0, 0);
  return index.pairDocs.subarray(pairStarts[lo] as number, pairStarts[lo + 1] as number);
}

/** A clause of a query resolved against the vocabulary. */
export interface ResolvedClause {
  readonly clause: TextClause;
  /** Word: its term; prefix: every term it stands for (vocabulary order); phrase: its words' terms in order (−1 when unknown). */
  readonly terms: readonly number[];
  /** Phrase: its distinct terms, first occurrence first (the order their scores are added in). */
  readonly distinct: readonly number[];
  /** BM25 weight per entry of `terms`. */
  readonly weights: readonly number[];
}

/** A clause's identity: the same word, phrase or prefix typed twice is one clause. */
function clauseKey(c: TextClause): string {
  return c.kind === "word" ? `w ${c.term}` : c.kind === "prefix" ? `p ${c.prefix}` : `q ${c.words.join(" ")}`;
}

/**
 * The query's distinct clauses, first occurrence first, each with how often it was typed: a clause
 * typed `n` times weighs `n` times as much (BM25's query term frequency, linear), and is matched once,
 * so a pasted verse's many `the`s cost one pass over the postings, not one each.
 */
function distinctClauses(clauses: readonly TextClause[]): { clause: TextClause; times: number }[] {
  const byKey = new Map<string, { clause: TextClause; times: number }>();
  for (const clause of clauses) {
    const key = clauseKey(clause);
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, { clause, times: 1 });
    else seen.times++;
  }
  return [...byKey.values()];
}

function resolve(index: TextIndex, c: TextClause, times = 1): ResolvedClause {
  const N = index.header.counts.documents;
  const df = (t: number) => (index.termStarts[t + 1] ?? 0) - (index.termStarts[t] ?? 0);
  let terms: number[];
  if (c.kind === "word") terms = [findTerm(index, c.term)];
  else if (c.kind === "phrase") terms = c.words.map((w) => findTerm(index, w));
  else {
    const [from, to] = prefixRange(index, c.prefix);
    terms = Array.from({ length: to - from }, (_, i) => from + i);
  }
  return { clause: c, terms, distinct: [...new Set(terms)], weights: terms.map((t) => (t < 0 ? 0 : times * termWeight(N, df(t)))) };
}

/** Per book of the canon, its first verse (0-based position in the canon), plus the number of verses at the end. */
const BOOK_STARTS = CANON.reduce((starts, b) => [...starts, (starts.at(-1) as number) + b.verses.reduce((a, x) => a + x, 0)], [0]);

/**
 * The allowed documents as sorted, disjoint `[start, end)` pairs (flat): the chosen translations'
 * documents (all for none), within them only the chosen books (positions in `CANON`; all for none)
 * or testament (documents are in canonical order).
 */
export function allowedRanges(index: TextIndex, tIds: readonly string[], books: ReadonlySet<number>, testament: "OT" | "NT" | undefined): number[] {
  const { header } = index;
  const verseSpans: [number, number][] = [];
  CANON.forEach((b, bi) => {
    if ((books.size > 0 && !books.has(bi)) || (testament !== undefined && b.testament !== testament)) return;
    const v = BOOK_STARTS[bi] as number;
    const end = BOOK_STARTS[bi + 1] as number;
    const last = verseSpans.at(-1);
    if (last !== undefined && last[1] === v) last[1] = end;
    else verseSpans.push([v, end]);
  });
  const out: number[] = [];
  header.translations.forEach((t, ti) => {
    if (tIds.length > 0 && !tIds.includes(t)) return;
    const a = header.translation_starts[ti] ?? 0;
    const b = header.translation_starts[ti + 1] ?? 0;
    for (const [va, vb] of verseSpans) {
      const da = lowerBound(index.docVerses, a, b, va);
      const db = lowerBound(index.docVerses, da, b, vb);
      if (da < db) out.push(da, db);
    }
  });
  return out;
}

/** First index in `[from, to)` of an ascending array whose value is at least `x`. */
export function lowerBound(xs: Uint16Array, from: number, to: number, x: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((xs[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Does the phrase stand in document `doc`? `found[k]` receives the posting of word `k` in it
 * (searched from `cursors[k]`, which moves on: call with ascending documents).
 */
function phraseAt(index: TextIndex, terms: readonly number[], doc: number, cursors: Int32Array, found: Int32Array): boolean {
  const { postingDocs, termStarts, positionStarts, positions } = index;
  for (let k = 0; k < terms.length; k++) {
    const t = terms[k] as number;
    const to = termStarts[t + 1] as number;
    const p = seek(postingDocs, cursors[k] as number, to, doc);
    cursors[k] = p;
    if (p >= to || postingDocs[p] !== doc) return false;
    found[k] = p;
  }
  const p0 = found[0] as number;
  for (let i = positionStarts[p0] as number, e = positionStarts[p0 + 1] as number; i < e; i++) {
    const x = positions[i] as number;
    let all = true;
    for (let k = 1; k < terms.length && all; k++) {
      const pk = found[k] as number;
      all = false;
      for (let j = positionStarts[pk] as number, f = positionStarts[pk + 1] as number; j < f; j++) {
        const y = positions[j] as number;
        if (y === x + k) {
          all = true;
          break;
        }
        if (y > x + k) break;
      }
    }
    if (all) return true;
  }
  return false;
}

/** Adds a phrase's score at `doc` (its distinct words, in first-occurrence order; `found` from {@link phraseAt}). */
function addPhrase(index: TextIndex, r: ResolvedClause, doc: number, found: Int32Array): void {
  const { scores } = index.scratch;
  for (const t of r.distinct) {
    const k = r.terms.indexOf(t);
    const p = found[k] as number;
    const tf = index.postingTfs[p] as number;
    scores[doc] = (scores[doc] as number) + ((r.weights[k] as number) * tf) / (tf + (index.docNorms[doc] as number));
  }
}

/**
 * Runs the clauses (rarest first) over the allowed ranges and leaves the matching documents,
 * ascending, in `scratch.survivors[0 … n)` with their scores in `scratch.scores`; returns n. Every
 * document it marks is listed in `scratch.touched[0 … touchedCount)` (for the caller to clear).
 */
function matchAll(index: TextIndex, ordered: readonly ResolvedClause[], ranges: readonly number[], state: { touched: number }): number {
  const { scores, clauses: hit, touched, survivors, cursors, found } = index.scratch;
  const { postingDocs, postingTfs, docNorms, termStarts } = index;
  // TextClause 0: every allowed document it matches enters.
  const first = ordered[0] as ResolvedClause;
  let n = 0;
  if (first.clause.kind === "phrase") {
    // Candidates, each checked against the positions of every word of the phrase.
    let rare = 0;
    const df = (t: number) => (termStarts[t + 1] as number) - (termStarts[t] as number);
    first.terms.forEach((t, k) => {
      if (df(t) < df(first.terms[rare] as number)) rare = k;
    });
    const rt = first.terms[rare] as number;
    // The candidates: the rarest word's documents, or, when every word is common, those of the
    // rarest pair of adjacent words (stored in the index: `"and the"` had 30,000 documents to check
    // through its rarest word, 1.7 ms in process).
    let candidates = postingDocs.subarray(termStarts[rt] as number, termStarts[rt + 1] as number);
    if (df(rt) >= index.header.pair_min_df) {
      for (let k = 0; k + 1 < first.terms.length; k++) {
        const pair = pairDocs(index, first.terms[k] as number, first.terms[k + 1] as number);
        if (pair.length < candidates.length) candidates = pair;
      }
    }
    for (let r = 0; r < ranges.length; r += 2) {
      const to = lowerBound(candidates, 0, candidates.length, ranges[r + 1] as number);
      first.terms.forEach((t, k) => (cursors[k] = termStarts[t] as number));
      for (let p = lowerBound(candidates, 0, to, ranges[r] as number); p < to; p++) {
        const doc = candidates[p] as number;
        if (!phraseAt(index, first.terms, doc, cursors, found)) continue;
        hit[doc] = 1;
        touched[n++] = doc;
        addPhrase(index, first, doc, found);
      }
    }
  } else {
    first.terms.forEach((t, k) => {
      const w = first.weights[k] as number;
      const end = termStarts[t + 1] as number;
      for (let r = 0; r < ranges.length; r += 2) {
        const to = seek(postingDocs, termStarts[t] as number, end, ranges[r + 1] as number);
        for (let p = seek(postingDocs, termStarts[t] as number, to, ranges[r] as number); p < to; p++) {
          const doc = postingDocs[p] as number;
          if (hit[doc] === 0) {
            hit[doc] = 1;
            touched[n++] = doc;
          }
          const tf = postingTfs[p] as number;
          scores[doc] = (scores[doc] as number) + (w * tf) / (tf + (docNorms[doc] as number));
        }
      }
    });
    // Several words' postings were merged: later clauses need the documents in order. A prefix alone
    // (`the*`) does not (ranking breaks ties by document), and sorting 20,000 documents took about a
    // millisecond; when the documents are many, a pass over the allowed ranges is cheaper than sorting.
    if (first.terms.length > 1 && ordered.length > 1) {
      let span = 0;
      for (let r = 0; r < ranges.length; r += 2) span += (ranges[r + 1] as number) - (ranges[r] as number);
      if (n * 16 < span) touched.subarray(0, n).sort();
      else {
        let m = 0;
        for (let r = 0; r < ranges.length; r += 2) for (let d = ranges[r] as number; d < (ranges[r + 1] as number); d++) if (hit[d] !== 0) touched[m++] = d;
      }
    }
  }
  state.touched = n;
  survivors.set(touched.subarray(0, n));
  // Later clauses: only the survivors may go on.
  for (let i = 1; i < ordered.length && n > 0; i++) {
    const c = ordered[i] as ResolvedClause;
    const next = i + 1;
    if (c.clause.kind === "phrase") {
      c.terms.forEach((t, k) => (cursors[k] = termStarts[t] as number));
      for (let s = 0; s < n; s++) {
        const doc = survivors[s] as number;
        if (!phraseAt(index, c.terms, doc, cursors, found)) continue;
        hit[doc] = next;
        addPhrase(index, c, doc, found);
      }
    } else {
      c.terms.forEach((t, k) => {
        const w = c.weights[k] as number;
        const from = termStarts[t] as number;
        const to = termStarts[t + 1] as number;
        if (n * 4 < to - from) {
          // Few survivors: look each up.
          let p = from;
          for (let s = 0; s < n; s++) {
            const doc = survivors[s] as number;
            p = seek(postingDocs, p, to, doc);
            if (p >= to) break;
            if (postingDocs[p] !== doc) continue;
            hit[doc] = next;
            const tf = postingTfs[p] as number;
            scores[doc] = (scores[doc] as number) + (w * tf) / (tf + (docNorms[doc] as number));
          }
        } else {
          for (let p = from; p < to; p++) {
            const doc = postingDocs[p] as number;
            const h = hit[doc] as number;
            if (h !== next) {
              if (h !== i) continue;
              hit[doc] = next;
            }
            const tf = postingTfs[p] as number;
            scores[doc] = (scores[doc] as number) + (w * tf) / (tf + (docNorms[doc] as number));
          }
        }
      });
    }
    let m = 0;
    for (let s = 0; s < n; s++) {
      const doc = survivors[s] as number;
      if (hit[doc] === next) survivors[m++] = doc;
    }
    n = m;
  }
  return n;
}

/**
 * Weight of a pair of words typed next to each other that stand next to each other, in that order,
 * in a verse: the verse gains `ADJACENT_WEIGHT · (w_a + w_b) / (1 + norm)`, as if the pair were one
 * more word of the query seen once, weighing what its two words weigh. So `i am the way` puts the
 * verse that says "I am the way" before one that holds the four words apart, and `swords into
 * plowshares` Isaiah's before Joel's "plowshares into swords".
 */
export const ADJACENT_WEIGHT = 1;

/**
 * The distinct pairs of words typed next to each other (consecutive clauses that are both words), in
 * the order typed, with their weight (the two words' BM25 weights, each counted once).
 */
function adjacentPairs(index: TextIndex, clauses: readonly TextClause[]): { a: number; b: number; weight: number }[] {
  const N = index.header.counts.documents;
  const df = (t: number) => (index.termStarts[t + 1] ?? 0) - (index.termStarts[t] ?? 0);
  const out: { a: number; b: number; weight: number }[] = [];
  for (let i = 0; i + 1 < clauses.length; i++) {
    const x = clauses[i] as TextClause;
    const y = clauses[i + 1] as TextClause;
    if (x.kind !== "word" || y.kind !== "word") continue;
    const a = findTerm(index, x.term);
    const b = findTerm(index, y.term);
    if (a < 0 || b < 0 || out.some((p) => p.a === a && p.b === b)) continue;
    out.push({ a, b, weight: ADJACENT_WEIGHT * (termWeight(N, df(a)) + termWeight(N, df(b))) });
  }
  return out;
}

/**
 * Adds each adjacent pair's weight ({@link ADJACENT_WEIGHT}) to the survivors (ascending, as
 * {@link matchAll} leaves them) where its second word directly follows its first: for two common
 * words from the pairs the index stores, otherwise from the words' positions.
 */
function addAdjacency(index: TextIndex, pairs: readonly { a: number; b: number; weight: number }[], n: number): void {
  const { scores, survivors, cursors, found } = index.scratch;
  const { termStarts, docNorms } = index;
  const df = (t: number) => (termStarts[t + 1] as number) - (termStarts[t] as number);
  const minDf = index.header.pair_min_df;
  for (const { a, b, weight } of pairs) {
    const bonus = (doc: number) => {
      scores[doc] = (scores[doc] as number) + weight / (1 + (docNorms[doc] as number));
    };
    if (df(a) >= minDf && df(b) >= minDf) {
      const docs = pairDocs(index, a, b);
      let j = 0;
      for (let s = 0; s < n && j < docs.length; s++) {
        const doc = survivors[s] as number;
        j = seek(docs, j, docs.length, doc);
        if (j < docs.length && docs[j] === doc) bonus(doc);
      }
      continue;
    }
    const terms = [a, b];
    cursors[0] = termStarts[a] as number;
    cursors[1] = termStarts[b] as number;
    for (let s = 0; s < n; s++) {
      const doc = survivors[s] as number;
      if (phraseAt(index, terms, doc, cursors, found)) bonus(doc);
    }
  }
}

/** Is document a ranked before document b (score descending, then canonical order)? */
function before(scores: Float64Array, a: number, b: number): boolean {
  const sa = scores[a] as number;
  const sb = scores[b] as number;
  return sa > sb || (sa === sb && a < b);
}

/** The `k` best of `docs[0 … n)` by {@link before}, best first (a bounded heap whose root is the worst kept). */
function topK(docs: Int32Array, n: number, scores: Float64Array, k: number): number[] {
  const heap = new Int32Array(Math.min(k, n));
  let size = 0;
  for (let s = 0; s < n; s++) {
    const d = docs[s] as number;
    if (size < heap.length) {
      let i = size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!before(scores, heap[p] as number, d)) break;
        heap[i] = heap[p] as number;
        i = p;
      }
      heap[i] = d;
    } else if (size > 0 && before(scores, d, heap[0] as number)) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= size) break;
        const r = l + 1;
        const m = r < size && before(scores, heap[l] as number, heap[r] as number) ? r : l;
        if (!before(scores, d, heap[m] as number)) break;
        heap[i] = heap[m] as number;
        i = m;
      }
      heap[i] = d;
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => (before(scores, a, b) ? -1 : 1));
}

/** Is `doc` inside one of the flat `[start, end)` ranges? */
function inRanges(ranges: readonly number[], doc: number): boolean {
  for (let r = 0; r < ranges.length; r += 2) if (doc >= (ranges[r] as number) && doc < (ranges[r + 1] as number)) return true;
  return false;
}

/**
 * One word alone: the total is counted from the ranges' bounds and, when the word is common, the
 * best `k` are read from its impact order instead of scoring every posting. Returns `[total, ranked]`.
 */
function searchWord(index: TextIndex, r: ResolvedClause, ranges: readonly number[], k: number): [number, [number, number][]] {
  const t = r.terms[0] as number;
  const w = r.weights[0] as number;
  const { postingDocs, termStarts } = index;
  const from = termStarts[t] as number;
  const to = termStarts[t + 1] as number;
  let total = 0;
  for (let i = 0; i < ranges.length; i += 2) total += seek(postingDocs, from, to, ranges[i + 1] as number) - seek(postingDocs, from, to, ranges[i] as number);
  const want = Math.min(k, total);
  const { postingTfs, docNorms, docPriors } = index;
  const score = (p: number) => {
    const tf = postingTfs[p] as number;
    const doc = postingDocs[p] as number;
    return ((w * tf) / (tf + (docNorms[doc] as number))) * (docPriors[doc] as number);
  };
  // Walking the impact order reads about want · df / total postings; scoring reads total.
  if (to - from >= IMPACT_MIN_DF && want * (to - from) <= total * total) {
    const order = impactOrder(index, t, w);
    const out: [number, number][] = [];
    for (let i = 0; i < order.length && out.length < want; i++) {
      const p = order[i] as number;
      const doc = postingDocs[p] as number;
      if (inRanges(ranges, doc)) out.push([doc, score(p)]);
    }
    return [total, out];
  }
  const { scores, survivors } = index.scratch;
  let n = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    const end = seek(postingDocs, from, to, ranges[i + 1] as number);
    for (let p = seek(postingDocs, from, end, ranges[i] as number); p < end; p++) {
      const doc = postingDocs[p] as number;
      scores[doc] = score(p);
      survivors[n++] = doc;
    }
  }
  const best = topK(survivors, n, scores, want);
  const out = best.map((d): [number, number] => [d, scores[d] as number]);
  for (let s = 0; s < n; s++) scores[survivors[s] as number] = 0;
  return [total, out];
}

const decoder = new TextDecoder();

/** The `[start, end)` offsets of the words of `text` that the clauses matched (read from the text alone). */
export function highlightText(text: string, clauses: readonly TextClause[]): [number, number][] {
  const tokens = tokenize(text);
  const marked = new Array<boolean>(tokens.length).fill(false);
  tokens.forEach((tok, i) => {
    for (const c of clauses) {
      if (c.kind === "word" && tok.term === c.term) marked[i] = true;
      else if (c.kind === "prefix" && tok.term.startsWith(c.prefix)) marked[i] = true;
      else if (c.kind === "phrase" && c.words.every((w, k) => tokens[i + k]?.term === w)) for (let k = 0; k < c.words.length; k++) marked[i + k] = true;
    }
  });
  const out: [number, number][] = [];
  tokens.forEach((tok, i) => {
    if (marked[i]) out.push([tok.start, tok.end]);
  });
  return out;
}

/** A document's text (decoded once, then kept: decoding a short text costs more than finding it). */
export function docText(index: TextIndex, doc: number): string {
  let text = index.decoded[doc];
  if (text === undefined) index.decoded[doc] = text = decoder.decode(index.texts.subarray(index.textStarts[doc] ?? 0, index.textStarts[doc + 1] ?? 0));
  return text;
}

/** Does the token in `bytes[start, end)` (UTF-8), folded, start with `prefix` (already folded)? */
function tokenHasPrefix(bytes: Uint8Array, start: number, end: number, prefix: string): boolean {
  for (let j = 0; j < prefix.length; j++) {
    if (start + j >= end) return false;
    const c = bytes[start + j] as number;
    // Folding changes nothing before the first non-ASCII character: compare in place up to there.
    if (c >= 0x80) return foldWord(decoder.decode(bytes.subarray(start, end))).startsWith(prefix);
    if ((c | 0x20) !== prefix.charCodeAt(j)) return false;
  }
  return true;
}

/**
 * Writes the highlights of document `doc` to `index.scratch.highlights` (`[start, end)` UTF-16
 * offsets into its text, two numbers each, in text order) and returns how many: the words the
 * clauses matched, the same as {@link highlightText} finds in the decoded text. Words' and phrases'
 * token positions come from the postings, prefixes are compared with the tokens, and the offsets come
 * from one pass over the text's UTF-8 bytes, so the text need not be decoded.
 */
export function docHighlights(index: TextIndex, doc: number, clauses: readonly ResolvedClause[]): number {
  const { texts, textStarts } = index;
  const { last, prefixes } = markDoc(index, doc, clauses);
  return spanHighlights(index, texts, textStarts[doc] as number, textStarts[doc + 1] as number, 0, last, prefixes, clauses);
}

/** Which heading document `doc` has (its place in `headingDocs`), or −1. */
export function docHeading(index: TextIndex, doc: number): number {
  const { headingDocs } = index;
  const n = headingDocs.length;
  if (n === 0 || doc < (headingDocs[0] as number) || doc > (headingDocs[n - 1] as number)) return -1;
  const i = lowerBound(headingDocs, 0, n, doc);
  return headingDocs[i] === doc ? i : -1;
}

/** The text of heading `h` (see {@link docHeading}). */
export function headingText(index: TextIndex, h: number): string {
  return decoder.decode(index.headingTexts.subarray(index.headingStarts[h] ?? 0, index.headingStarts[h + 1] ?? 0));
}

/**
 * Writes the highlights of heading `h` of document `doc` (see {@link docHeading}) to
 * `index.scratch.highlights`, as {@link docHighlights} does for the verse's text (offsets into the
 * heading), and returns how many.
 */
export function headingHighlights(index: TextIndex, doc: number, h: number, clauses: readonly ResolvedClause[]): number {
  const { headingTexts, headingStarts, headingPositions } = index;
  const { last, prefixes } = markDoc(index, doc, clauses);
  return spanHighlights(index, headingTexts, headingStarts[h] as number, headingStarts[h + 1] as number, headingPositions[h] as number, last, prefixes, clauses);
}

/** Marks the document's tokens the words and phrases matched (`scratch.marks`, by position); the last position marked and whether a clause is a prefix. */
function markDoc(index: TextIndex, doc: number, clauses: readonly ResolvedClause[]): { last: number; prefixes: boolean } {
  index.scratch.marks.fill(0);
  let last = -1;
  let prefixes = false;
  for (const r of clauses) {
    if (r.clause.kind === "word") last = Math.max(last, markWord(index, r.terms[0] as number, doc));
    else if (r.clause.kind === "prefix") prefixes = true;
    else last = Math.max(last, markPhrase(index, r.terms, doc));
  }
  return { last, prefixes };
}

/**
 * The highlights of the tokens of `bytes[from, to)`, whose first token is at position `first` of the
 * document: marked ones, and with prefixes those that start with one. Written to `scratch.highlights`.
 */
function spanHighlights(index: TextIndex, bytes: Uint8Array, from: number, to: number, first: number, last: number, prefixes: boolean, clauses: readonly ResolvedClause[]): number {
  const { marks, spans, highlights } = index.scratch;
  const n = utf8WordSpans(bytes, from, to, spans, prefixes ? MAX_TOKENS : Math.max(0, Math.min(MAX_TOKENS, last + 1 - first)));
  let out = 0;
  for (let i = 0; i < n; i++) {
    let on = marks[first + i] === 1;
    for (let j = 0; j < clauses.length && !on && prefixes; j++) {
      const c = (clauses[j] as ResolvedClause).clause;
      on = c.kind === "prefix" && tokenHasPrefix(bytes, spans[4 * i + 2] as number, spans[4 * i + 3] as number, c.prefix);
    }
    if (!on) continue;
    highlights[2 * out] = spans[4 * i] as number;
    highlights[2 * out + 1] = spans[4 * i + 1] as number;
    out++;
  }
  return out;
}

/** Marks the tokens of document `doc` that are term `t` in `scratch.marks`; returns the last one marked (−1: none). */
function markWord(index: TextIndex, t: number, doc: number): number {
  const { postingDocs, termStarts, positionStarts, positions } = index;
  const { marks } = index.scratch;
  const to = termStarts[t + 1] as number;
  const p = seek(postingDocs, termStarts[t] as number, to, doc);
  if (p >= to || postingDocs[p] !== doc) return -1;
  const end = positionStarts[p + 1] as number;
  for (let i = positionStarts[p] as number; i < end; i++) marks[positions[i] as number] = 1;
  return positions[end - 1] as number;
}

/** Marks every occurrence of the phrase `terms` in document `doc` in `scratch.marks`; returns the last token marked (−1: none). */
function markPhrase(index: TextIndex, terms: readonly number[], doc: number): number {
  const { termStarts, positionStarts, positions } = index;
  const { marks, cursors, found } = index.scratch;
  for (let k = 0; k < terms.length; k++) cursors[k] = termStarts[terms[k] as number] as number;
  if (!phraseAt(index, terms, doc, cursors, found)) return -1;
  let last = -1;
  const p0 = found[0] as number;
  for (let i = positionStarts[p0] as number; i < (positionStarts[p0 + 1] as number); i++) {
    const x = positions[i] as number;
    let all = true;
    for (let k = 1; k < terms.length && all; k++) {
      const pk = found[k] as number;
      all = false;
      for (let j = positionStarts[pk] as number; j < (positionStarts[pk + 1] as number) && !all; j++) all = positions[j] === x + k;
    }
    if (!all) continue;
    for (let k = 0; k < terms.length; k++) marks[x + k] = 1;
    last = x + terms.length - 1;
  }
  return last;
}

/** The OSIS reference of document `doc`. */
export function docOsis(index: TextIndex, doc: number): string {
  return index.verseNames[index.docVerses[doc] ?? 0] ?? "";
}

/** The translation id of document `doc`. */
export function docTranslation(index: TextIndex, doc: number): string {
  const { header } = index;
  let t = 0;
  while (t + 1 < header.translations.length && doc >= (header.translation_starts[t + 1] ?? 0)) t++;
  return header.translations[t] ?? "";
}

/** The positions in `CANON` of OSIS book ids (any case), or the first id that names no book. */
export function bookPositions(books: readonly string[] = []): Set<number> | string {
  const out = new Set<number>();
  for (const b of books) {
    const i = CANON.findIndex((x) => x.osis.toLowerCase() === b.toLowerCase());
    if (i < 0) return b;
    out.add(i);
  }
  return out;
}

/**
 * Ranks the verses for a query: every word, phrase and prefix of it must match; verses are ranked by
 * BM25 and paged with `offset` and `limit`. A query that cannot run is a problem value. Reads no
 * verse text: {@link searchText} (or `textPageBytes`) makes the hits.
 */
export function rankText(index: TextIndex, query: string, options: TextSearchOptions = {}): TextRankResult {
  const problem = (code: TextSearchProblem["code"], message: string): TextRankResult => ({ ok: false, problem: { code, message } });
  if (query.length > MAX_QUERY_LENGTH) return problem("query-too-long", `A query may be at most ${MAX_QUERY_LENGTH} characters long.`);
  const offset = options.offset ?? 0;
  const limit = options.limit ?? 20;
  if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return problem("bad-paging", `offset must be a whole number from 0 and limit one from 1 to ${MAX_LIMIT}.`);
  const clauses = parseTextQuery(query);
  if (clauses.length === 0) return problem("empty-query", "The query has no word to search for; type words, a \"quoted phrase\" or a prefix like bless*.");
  if (clauses.length > MAX_CLAUSES) return problem("too-many-terms", `A query may hold at most ${MAX_CLAUSES} words, phrases and prefixes.`);
  for (const c of clauses) {
    if (c.kind !== "prefix") continue;
    if ([...c.prefix].length < 2) return problem("prefix-too-short", `The prefix ${c.prefix}* is too short; give at least two letters.`);
    const [from, to] = prefixRange(index, c.prefix);
    if (to - from > MAX_PREFIX_TERMS) return problem("prefix-too-broad", `The prefix ${c.prefix}* stands for ${to - from} words, more than ${MAX_PREFIX_TERMS}; give more letters.`);
  }
  const { header } = index;
  const tIds = (options.translations ?? []).map((t) => t.toLowerCase());
  const unknownT = tIds.find((t) => !header.translations.includes(t));
  if (unknownT !== undefined) return problem("unknown-translation", `Unknown translation ${unknownT}; use one of ${header.translations.join(", ")}.`);
  const bookSet = bookPositions(options.books);
  if (typeof bookSet === "string") return problem("unknown-book", `Unknown book ${bookSet}; use an OSIS book id such as Gen, Ps, John.`);
  const shown = clauses.map((c) => (c.kind === "word" ? c.term : c.kind === "prefix" ? `${c.prefix}*` : `"${c.words.join(" ")}"`));
  const distinct = distinctClauses(clauses);
  const resolved = distinct.map(({ clause, times }) => resolve(index, clause, times));
  // A word nobody wrote matches nothing (a prefix without words the same).
  if (resolved.some((r) => r.terms.length === 0 || r.terms.includes(-1))) return { ok: true, total: 0, offset, limit, docs: [], scores: [], clauses: resolved, terms: shown };
  const ranges = allowedRanges(index, tIds, bookSet, options.testament);
  const k = offset + limit;
  let total = 0;
  let ranked: [number, number][];
  const pairs = adjacentPairs(index, clauses);
  if (resolved.length === 1 && resolved[0]?.clause.kind === "word" && pairs.length === 0) [total, ranked] = searchWord(index, resolved[0], ranges, k);
  else {
    // Rarest clause first (scores are added in this order); later clauses only see the survivors.
    const ordered = resolved.map((r) => ({ r, df: clauseDf(index, r.clause) })).sort((a, b) => a.df - b.df).map((x) => x.r);
    const { scores, clauses: hit, touched, survivors } = index.scratch;
    const state = { touched: 0 };
    try {
      total = matchAll(index, ordered, ranges, state);
      addAdjacency(index, pairs, total);
      for (let s = 0; s < total; s++) {
        const d = survivors[s] as number;
        scores[d] = (scores[d] as number) * (index.docPriors[d] as number);
      }
      ranked = topK(survivors, total, scores, k).map((d) => [d, scores[d] as number]);
    } finally {
      for (let s = 0; s < state.touched; s++) {
        const d = touched[s] as number;
        hit[d] = 0;
        scores[d] = 0;
      }
    }
  }
  const page = ranked.slice(offset);
  return { ok: true, total, offset, limit, docs: page.map(([doc]) => doc), scores: page.map(([, score]) => Math.round(score * 1e4) / 1e4), clauses: resolved, terms: shown };
}

/** The hits of a ranked page: each verse's reference, translation, score, text and highlights, and its heading with its own. */
export function textHits(index: TextIndex, ranking: TextRanking): TextHit[] {
  const { highlights } = index.scratch;
  const pairs = (n: number): [number, number][] => Array.from({ length: n }, (_, k): [number, number] => [highlights[2 * k] as number, highlights[2 * k + 1] as number]);
  return ranking.docs.map((doc, i) => {
    const marked = pairs(docHighlights(index, doc, ranking.clauses));
    const h = docHeading(index, doc);
    const heading = h < 0 ? null : { text: headingText(index, h), highlights: pairs(headingHighlights(index, doc, h, ranking.clauses)) };
    return { osis: docOsis(index, doc), translation: docTranslation(index, doc), score: ranking.scores[i] as number, text: docText(index, doc), highlights: marked, heading };
  });
}

/**
 * Searches the verse text ({@link rankText}) and returns the page's hits with their texts and
 * highlights ({@link textHits}). A query that cannot run is a problem value.
 */
export function searchText(index: TextIndex, query: string, options: TextSearchOptions = {}): TextSearchResult {
  const ranking = rankText(index, query, options);
  if (!ranking.ok) return ranking;
  return { ok: true, total: ranking.total, offset: ranking.offset, limit: ranking.limit, hits: textHits(index, ranking), terms: ranking.terms };
}
