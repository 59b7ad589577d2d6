/**
 * Full-text search over the verse text, on the prebuilt index (`format.ts`). Pure; no `node:`
 * imports, so Node and an edge worker run the same code on the same bytes.
 *
 * A query is words (`faith hope`), quoted phrases (`"living water"`) and prefixes (`bless*`, at least
 * two letters, at most {@link MAX_PREFIX_TERMS} vocabulary words), all of which a verse must hold.
 * Verses are ranked by BM25 (k1 1.2, b 0.75; idf over both translations, length normalised per
 * translation), ties in canonical order. Each hit carries its text and the offsets of the matched
 * words in it (`highlights`: UTF-16 code unit offsets, end exclusive, in the order they occur), so a
 * client can mark them however it likes.
 */
import { CANON } from "../core/canon-data.ts";
import { readContainerHeader, SECTION_BYTES } from "../core/binary-container.ts";
import { TEXT_INDEX_FORMAT, TEXT_INDEX_MAGIC, TEXT_SECTIONS, TextIndexError, type TextIndexHeader, type TextSectionName } from "./format.ts";
import { tokenize } from "./tokenize.ts";

/** Longest query accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;
/** Most words, phrases and prefixes in one query. */
export const MAX_CLAUSES = 10;
/** Most vocabulary words one prefix may stand for; a prefix matching more is a problem. */
export const MAX_PREFIX_TERMS = 500;
/** Largest page. */
export const MAX_LIMIT = 200;

const K1 = 1.2;
const B = 0.75;

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
  /** Scratch space of one search (a search runs to its end without yielding, so one set per index is enough). */
  readonly scratch: { readonly scores: Float64Array; readonly clauses: Uint8Array; readonly marks: Uint8Array };
}

/**
 * Reads an index file. Numeric sections are views on `bytes` when aligned (copies otherwise).
 * Throws {@link TextIndexError} on a wrong magic or format, or sections out of bounds.
 */
export function loadTextIndex(bytes: Uint8Array): TextIndex {
  const header = readContainerHeader(bytes, TEXT_INDEX_MAGIC, TEXT_INDEX_FORMAT, "text index", (m) => new TextIndexError(m)).header as TextIndexHeader;
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
  return {
    header,
    terms,
    termStarts,
    termPositions: u32("term_positions"),
    postingDocs: u16("posting_docs"),
    postingTfs: u8("posting_tfs"),
    positions: u8("positions"),
    docVerses: u16("doc_verses"),
    docLengths,
    textStarts: u32("text_starts"),
    texts: u8("texts"),
    verseNames,
    verseBooks: Uint8Array.from(verseBooks),
    docNorms,
    scratch: { scores: new Float64Array(n), clauses: new Uint8Array(n), marks: new Uint8Array(n) },
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
}

/** A query the search cannot run, with a permanent code. */
export interface TextSearchProblem {
  readonly code: "empty-query" | "query-too-long" | "too-many-terms" | "prefix-too-short" | "prefix-too-broad" | "unknown-translation" | "unknown-book" | "bad-paging";
  readonly message: string;
}

/** The result of {@link searchText}. */
export type TextSearchResult =
  | { readonly ok: true; readonly total: number; readonly offset: number; readonly limit: number; readonly hits: readonly TextHit[]; readonly terms: readonly string[] }
  | { readonly ok: false; readonly problem: TextSearchProblem };

type Clause = { readonly kind: "word"; readonly term: string } | { readonly kind: "prefix"; readonly prefix: string } | { readonly kind: "phrase"; readonly words: readonly string[] };

/** Splits a query into words, quoted phrases and prefixes (folded like the index). */
export function parseTextQuery(query: string): Clause[] {
  const out: Clause[] = [];
  const re = /"([^"]*)"?|(\S+)/g;
  for (const m of query.matchAll(re)) {
    if (m[1] !== undefined) {
      const words = tokenize(m[1]).map((t) => t.term);
      if (words.length === 1 && words[0] !== undefined) out.push({ kind: "word", term: words[0] });
      else if (words.length > 1) out.push({ kind: "phrase", words });
      continue;
    }
    const raw = m[2] ?? "";
    const prefix = /^(.*[\p{L}\p{N}])\*+$/u.exec(raw);
    const parts = tokenize(prefix?.[1] ?? raw).map((t) => t.term);
    if (prefix !== null && parts.length === 1 && parts[0] !== undefined) out.push({ kind: "prefix", prefix: parts[0] });
    else if (parts.length === 1 && parts[0] !== undefined) out.push({ kind: "word", term: parts[0] });
    else if (parts.length > 1) out.push({ kind: "phrase", words: parts });
  }
  return out;
}

function findTerm(index: TextIndex, term: string): number {
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

/**
 * Adds clause number `i`'s BM25 scores to the documents still in the running: with `i` 0, every
 * allowed document (which enters `touched`); later, those that matched clauses 0 … i−1.
 */
function scoreClause(index: TextIndex, clause: Clause, i: number, allowed: (doc: number) => boolean, touched: number[]): void {
  const { scores, clauses: hit } = index.scratch;
  const N = index.header.counts.documents;
  const keep = (doc: number) => (i === 0 ? hit[doc] === 0 && allowed(doc) : hit[doc] === i);
  const { postingDocs, postingTfs, docNorms } = index;
  const next = i + 1;
  const addTerm = (t: number, only?: Uint8Array) => {
    const from = index.termStarts[t] ?? 0;
    const to = index.termStarts[t + 1] ?? 0;
    const df = to - from;
    const idf = Math.log(1 + (N - df + 0.5) / (df + 0.5));
    const w = idf * (K1 + 1);
    for (let p = from; p < to; p++) {
      const doc = postingDocs[p] as number;
      if (only !== undefined && only[doc] !== 1) continue;
      const h = hit[doc] as number;
      if (h !== next) {
        // A document enters once per clause (a prefix's or a phrase's words may meet it again).
        if (i === 0 ? h !== 0 || !allowed(doc) : h !== i) continue;
        hit[doc] = next;
        if (i === 0) touched.push(doc);
      }
      const tf = postingTfs[p] as number;
      scores[doc] = (scores[doc] as number) + (w * tf) / (tf + (docNorms[doc] as number));
    }
  };
  if (clause.kind === "word") {
    const t = findTerm(index, clause.term);
    if (t >= 0) addTerm(t);
  } else if (clause.kind === "prefix") {
    const [from, to] = prefixRange(index, clause.prefix);
    for (let t = from; t < to; t++) addTerm(t);
  } else {
    const ids = clause.words.map((w) => findTerm(index, w));
    if (ids.some((t) => t < 0)) return;
    const docs = phraseDocs(index, ids, keep);
    const { marks } = index.scratch;
    for (const d of docs) marks[d] = 1;
    for (const t of new Set(ids)) addTerm(t, marks);
    for (const d of docs) marks[d] = 0;
  }
}

/** The documents (passing `keep`) where the terms stand one after another. */
function phraseDocs(index: TextIndex, ids: readonly number[], keep: (doc: number) => boolean): number[] {
  const df = (t: number) => (index.termStarts[t + 1] ?? 0) - (index.termStarts[t] ?? 0);
  const rarest = [...ids].sort((a, b) => df(a) - df(b))[0] ?? -1;
  const candidates = new Set<number>();
  for (let p = index.termStarts[rarest] ?? 0; p < (index.termStarts[rarest + 1] ?? 0); p++) {
    const doc = index.postingDocs[p] ?? 0;
    if (keep(doc)) candidates.add(doc);
  }
  // Positions of each phrase word in the candidate documents.
  const lists = ids.map((t) => {
    const out = new Map<number, Uint8Array>();
    let at = index.termPositions[t] ?? 0;
    for (let p = index.termStarts[t] ?? 0; p < (index.termStarts[t + 1] ?? 0); p++) {
      const tf = index.postingTfs[p] ?? 0;
      const doc = index.postingDocs[p] ?? 0;
      if (candidates.has(doc)) out.set(doc, index.positions.subarray(at, at + tf));
      at += tf;
    }
    return out;
  });
  const out: number[] = [];
  for (const doc of candidates) {
    const first = lists[0]?.get(doc);
    if (first === undefined) continue;
    for (const p of first) {
      if (lists.every((l, k) => l.get(doc)?.includes(p + k) === true)) {
        out.push(doc);
        break;
      }
    }
  }
  return out;
}

/** How many postings a clause may touch: its rarest word's for a phrase, all its words' for a prefix. */
function clauseDf(index: TextIndex, c: Clause): number {
  const df = (t: number) => (t < 0 ? 0 : (index.termStarts[t + 1] ?? 0) - (index.termStarts[t] ?? 0));
  if (c.kind === "word") return df(findTerm(index, c.term));
  if (c.kind === "phrase") return Math.min(...c.words.map((w) => df(findTerm(index, w))));
  const [from, to] = prefixRange(index, c.prefix);
  return (index.termStarts[to] ?? 0) - (index.termStarts[from] ?? 0);
}

/** A document's text. */
function docText(index: TextIndex, doc: number): string {
  return new TextDecoder().decode(index.texts.subarray(index.textStarts[doc] ?? 0, index.textStarts[doc + 1] ?? 0));
}

/** The `[start, end)` offsets of the words of `text` that the clauses matched. */
export function highlightText(text: string, clauses: readonly Clause[]): [number, number][] {
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

/**
 * Searches the verse text. Every word, phrase and prefix of the query must match; hits are ranked by
 * BM25 and paged with `offset` and `limit`. A query that cannot run is a problem value.
 */
export function searchText(index: TextIndex, query: string, options: TextSearchOptions = {}): TextSearchResult {
  const problem = (code: TextSearchProblem["code"], message: string): TextSearchResult => ({ ok: false, problem: { code, message } });
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
  const bookSet = new Set<number>();
  for (const b of options.books ?? []) {
    const i = CANON.findIndex((x) => x.osis.toLowerCase() === b.toLowerCase());
    if (i < 0) return problem("unknown-book", `Unknown book ${b}; use an OSIS book id such as Gen, Ps, John.`);
    bookSet.add(i);
  }
  const tRanges = (tIds.length === 0 ? header.translations : tIds).map((t) => {
    const i = header.translations.indexOf(t);
    return [header.translation_starts[i] ?? 0, header.translation_starts[i + 1] ?? 0] as const;
  });
  const testament = options.testament;
  const everything = tRanges.length === header.translations.length && bookSet.size === 0 && testament === undefined;
  const allowed = everything
    ? (): boolean => true
    : (doc: number): boolean => {
        if (!tRanges.some(([a, b]) => doc >= a && doc < b)) return false;
        if (bookSet.size === 0 && testament === undefined) return true;
        const book = index.verseBooks[index.docVerses[doc] ?? 0] ?? 0;
        if (bookSet.size > 0 && !bookSet.has(book)) return false;
        return testament === undefined || CANON[book]?.testament === testament;
      };

  // Rarest clause first; later clauses only score documents still in the running.
  const ordered = [...clauses].sort((a, b) => clauseDf(index, a) - clauseDf(index, b));
  const touched: number[] = [];
  const { scores, clauses: hit } = index.scratch;
  let ranked: [number, number][] = [];
  let total = 0;
  try {
    ordered.forEach((c, i) => scoreClause(index, c, i, allowed, touched));
    const matched: number[] = [];
    for (const d of touched) if (hit[d] === ordered.length) matched.push(d);
    total = matched.length;
    ranked = topK(matched, scores, offset + limit);
  } finally {
    for (const d of touched) {
      hit[d] = 0;
      scores[d] = 0;
    }
  }
  const hits = ranked.slice(offset).map(([doc, score]) => {
    const text = docText(index, doc);
    let t = 0;
    while (t + 1 < header.translations.length && doc >= (header.translation_starts[t + 1] ?? 0)) t++;
    return { osis: index.verseNames[index.docVerses[doc] ?? 0] ?? "", translation: header.translations[t] ?? "", score: Math.round(score * 1e4) / 1e4, text, highlights: highlightText(text, clauses) };
  });
  const shown = clauses.map((c) => (c.kind === "word" ? c.term : c.kind === "prefix" ? `${c.prefix}*` : `"${c.words.join(" ")}"`));
  return { ok: true, total, offset, limit, hits, terms: shown };
}

/** The `k` best documents as `[doc, score]`, by score descending then document (canonical order) ascending. */
function topK(docs: readonly number[], scores: Float64Array, k: number): [number, number][] {
  // Is document a ranked before document b?
  const before = (a: number, b: number): boolean => {
    const sa = scores[a] ?? 0;
    const sb = scores[b] ?? 0;
    return sa > sb || (sa === sb && a < b);
  };
  const order = (a: number, b: number): number => (before(a, b) ? -1 : before(b, a) ? 1 : 0);
  let best: number[];
  if (docs.length <= k * 4) best = [...docs].sort(order).slice(0, k);
  else {
    // A heap whose root is the worst of the best k seen so far.
    const heap: number[] = [];
    const swap = (i: number, j: number) => {
      const t = heap[i] ?? 0;
      heap[i] = heap[j] ?? 0;
      heap[j] = t;
    };
    for (const d of docs) {
      if (heap.length < k) {
        heap.push(d);
        for (let i = heap.length - 1; i > 0; ) {
          const p = (i - 1) >> 1;
          if (!before(heap[p] ?? 0, heap[i] ?? 0)) break;
          swap(i, p);
          i = p;
        }
      } else if (before(d, heap[0] ?? 0)) {
        heap[0] = d;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && before(heap[m] ?? 0, heap[l] ?? 0)) m = l;
          if (r < heap.length && before(heap[m] ?? 0, heap[r] ?? 0)) m = r;
          if (m === i) break;
          swap(i, m);
          i = m;
        }
      }
    }
    best = heap.sort(order);
  }
  return best.map((d) => [d, scores[d] ?? 0]);
}
