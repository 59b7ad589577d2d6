/**
 * The search's shortcuts (survivors looked up by galloping, impact order for a lone common word,
 * allowed ranges, a bounded heap, highlights from stored positions) against the plain definition:
 * every verse of a made-up corpus scored from its own tokens, on random queries, filters and pages.
 */
import { seededRandom } from "../../src/core/random.ts";
import { describe, expect, it } from "vitest";
import { CANON } from "../../src/core/canon-data.ts";
import { buildTextIndex } from "../../src/text-search/build.ts";
import { ADJACENT_WEIGHT, highlightText, loadTextIndex, parseTextQuery, PROMINENCE_WEIGHT, searchText, type TextSearchOptions } from "../../src/text-search/query.ts";
import { terms, tokenize, utf8WordSpans } from "../../src/text-search/tokenize.ts";

// Words in our own making, commonest first (drawn with Zipf-like weights), with shared prefixes and accents.
const VOCAB = ["the", "and", "of", "lord", "love", "loved", "lover", "lamb", "lamp", "land", "bless", "blessed", "blessing", "Naamán", "naaman", "faith", "fair", "fall", "stone", "stones", "shepherd", "sheep", "water", "waters", "living", "light", "night", "king", "kingdom", "God’s", "12", "ﬁsh"];
const rand = seededRandom(7);
const word = (): string => VOCAB[Math.min(VOCAB.length - 1, Math.floor(VOCAB.length * rand() ** 2.5))] as string;
const sentence = (): string => {
  const n = 3 + Math.floor(rand() * 25);
  const ws = Array.from({ length: n }, () => word());
  if (rand() < 0.5) ws[0] = (ws[0] as string).toUpperCase();
  return `${ws.join(rand() < 0.3 ? ", " : " ")}.`;
};

// Every 12th verse of the canon, in two "translations", one of them missing some verses.
const verses: string[] = [];
CANON.forEach((b) => b.verses.forEach((n, c) => {
  for (let v = 1; v <= n; v++) verses.push(`${b.osis}.${c + 1}.${v}`);
}));
const picked = verses.filter((_, i) => i % 12 === 0);
const A = new Map(picked.map((osis) => [osis, sentence()]));
const B = new Map(picked.filter(() => rand() < 0.8).map((osis) => [osis, sentence()]));
// Headings over one verse in 20 of the second translation, searched with their verse.
const H = new Map([...B.keys()].filter(() => rand() < 0.05).map((osis) => [osis, sentence()]));
// Cross-reference votes of two verses in three (none for the rest), as `verseProminence` sums them.
const VOTES = new Map(picked.filter(() => rand() < 0.67).map((osis) => [osis, Math.floor(rand() ** 3 * 5000)] as [string, number]));
const index = loadTextIndex(buildTextIndex([{ id: "aa", texts: A }, { id: "bb", texts: B, headings: H }], VOTES));
const maxVotes = Math.log1p(Math.max(...VOTES.values()));
/** A verse's score factor: its votes on a 0–255 log scale, as the index stores them. */
const prior = (osis: string) => Math.fround(1 + (PROMINENCE_WEIGHT * Math.round((255 * Math.log1p(VOTES.get(osis) ?? 0)) / maxVotes)) / 255);

interface Doc {
  readonly osis: string;
  readonly translation: string;
  readonly book: number;
  readonly text: string;
  readonly heading: string | undefined;
  /** The verse's words, then (after an empty slot no phrase crosses) its heading's. */
  readonly words: readonly string[];
  readonly norm: number;
}
const bookOf = new Map(CANON.map((b, i) => [b.osis, i]));
const docs: Doc[] = [];
for (const [id, texts, headings] of [["aa", A, new Map<string, string>()], ["bb", B, H]] as const) {
  const list = [...texts].map(([osis, text]) => {
    const heading = headings.get(osis);
    return { osis, text, heading, words: heading === undefined ? terms(text) : [...terms(text), "", ...terms(heading)] };
  });
  const length = (d: { words: readonly string[] }) => d.words.filter((w) => w !== "").length;
  const mean = Number((list.reduce((a, d) => a + length(d), 0) / list.length).toFixed(4));
  for (const d of list) docs.push({ ...d, translation: id, book: bookOf.get(d.osis.split(".")[0] as string) as number, norm: Math.fround(1.2 * (1 - 0.75 + (0.75 * length(d)) / mean)) });
}
const vocabulary = [...new Set(docs.flatMap((d) => d.words.filter((w) => w !== "")))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const df = new Map(vocabulary.map((w) => [w, docs.filter((d) => d.words.includes(w)).length]));

/**
 * The plain definition: filter, match every clause, score each distinct clause (times as often as
 * typed) in rarest-first order, add each pair of words typed side by side that stands side by side,
 * multiply by the verse's prominence factor, sort, page.
 */
function exhaustive(query: string, o: TextSearchOptions) {
  const typed = parseTextQuery(query);
  const key = (c: (typeof typed)[number]) => JSON.stringify(c);
  const clauses = typed.filter((c, i) => typed.findIndex((x) => key(x) === key(c)) === i);
  const times = (c: (typeof typed)[number]) => typed.filter((x) => key(x) === key(c)).length;
  const pairs: [string, string][] = [];
  typed.forEach((c, i) => {
    const next = typed[i + 1];
    if (c.kind !== "word" || next?.kind !== "word" || pairs.some(([a, b]) => a === c.term && b === next.term)) return;
    pairs.push([c.term, next.term]);
  });
  const weight = (w: string) => Math.log(1 + (docs.length - (df.get(w) ?? 0) + 0.5) / ((df.get(w) ?? 0) + 0.5)) * 2.2;
  const clauseTerms = (c: (typeof clauses)[number]): string[] => (c.kind === "word" ? [c.term] : c.kind === "phrase" ? [...new Set(c.words)] : vocabulary.filter((w) => w.startsWith(c.prefix)));
  const cost = (c: (typeof clauses)[number]) => (c.kind === "phrase" ? Math.min(...c.words.map((w) => df.get(w) ?? 0)) : clauseTerms(c).reduce((a, w) => a + (df.get(w) ?? 0), 0));
  const ordered = [...clauses].sort((a, b) => cost(a) - cost(b));
  const matches = (d: Doc, c: (typeof clauses)[number]) =>
    c.kind === "word" ? d.words.includes(c.term) : c.kind === "prefix" ? d.words.some((w) => w.startsWith(c.prefix)) : d.words.some((_, i) => c.words.every((w, k) => d.words[i + k] === w));
  const scored: { doc: number; score: number }[] = [];
  docs.forEach((d, doc) => {
    if (o.translations !== undefined && !o.translations.includes(d.translation)) return;
    if (o.books !== undefined && !o.books.some((b) => bookOf.get(b) === d.book)) return;
    if (o.testament !== undefined && CANON[d.book]?.testament !== o.testament) return;
    if (!clauses.every((c) => matches(d, c))) return;
    let score = 0;
    for (const c of ordered)
      for (const w of clauseTerms(c)) {
        const tf = d.words.filter((x) => x === w).length;
        if (tf > 0) score += (times(c) * weight(w) * tf) / (tf + d.norm);
      }
    for (const [a, b] of pairs) if (d.words.some((x, i) => x === a && d.words[i + 1] === b)) score += (ADJACENT_WEIGHT * (weight(a) + weight(b))) / (1 + d.norm);
    score *= prior(d.osis);
    scored.push({ doc, score });
  });
  scored.sort((a, b) => b.score - a.score || a.doc - b.doc);
  const offset = o.offset ?? 0;
  const hits = scored.slice(offset, offset + (o.limit ?? 20)).map(({ doc, score }) => {
    const d = docs[doc] as Doc;
    const heading = d.heading === undefined ? null : { text: d.heading, highlights: highlightText(d.heading, clauses) };
    return { osis: d.osis, translation: d.translation, score: Math.round(score * 1e4) / 1e4, text: d.text, highlights: highlightText(d.text, clauses), heading };
  });
  return { total: scored.length, hits };
}

describe("searchText against exhaustive scoring", () => {
  it("has common words to exercise the impact order (df over 512), and headings", () => {
    expect(df.get("the")).toBeGreaterThan(512);
    expect(H.size).toBeGreaterThan(50);
  });

  it("gives the same totals, order, scores and highlights on 400 random queries", () => {
    const r = seededRandom(42);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
    const q = (): string => {
      const w = () => pick(VOCAB);
      const shape = r();
      if (shape < 0.35) return w();
      if (shape < 0.6) return `${w()} ${w()}`;
      if (shape < 0.7) return `${w()} ${w()} ${w()}`;
      if (shape < 0.85) return `"${w()} ${w()}${r() < 0.3 ? ` ${w()}` : ""}"`;
      if (shape < 0.95) return `${w().slice(0, 2 + Math.floor(r() * 3))}*`;
      return `${w()} ${w().slice(0, 3)}*`;
    };
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const query = i % 50 === 0 ? "the" : q();
      const o: TextSearchOptions = {
        ...(r() < 0.3 ? { translations: [pick(["aa", "bb"])] } : {}),
        ...(r() < 0.15 ? { testament: pick(["OT", "NT"] as const) } : {}),
        ...(r() < 0.15 ? { books: [pick(CANON).osis, ...(r() < 0.5 ? [pick(CANON).osis] : [])] } : {}),
        offset: r() < 0.3 ? Math.floor(r() * 40) : 0,
        limit: 1 + Math.floor(r() * 60),
      };
      const got = searchText(index, query, o);
      if (!got.ok) {
        expect(got.problem.code, query).toMatch(/prefix-too-short/);
        continue;
      }
      const want = exhaustive(query, o);
      if (want.total > 0) nonEmpty++;
      expect({ total: got.total, hits: got.hits }, `${query} ${JSON.stringify(o)}`).toEqual(want);
    }
    expect(nonEmpty).toBeGreaterThan(200);
  });

  it("sorts a rare first clause of several words before the later clauses look its documents up", () => {
    // 600 verses of common words; 1 in 40 also has a word of `shep*` (two words), so it is rare
    // enough to be sorted rather than found by a pass over the ranges.
    const texts = new Map(picked.slice(0, 600).map((osis, i) => [osis, `the lord and ${i % 40 === 0 ? (i % 80 === 0 ? "shepherd" : "shepherds") : "water"} of the land`] as [string, string]));
    const small = loadTextIndex(buildTextIndex([{ id: "aa", texts }]));
    const got = searchText(small, "shep* the", { limit: 200 });
    if (!got.ok) throw new Error(got.problem.message);
    const want = [...texts].filter(([, t]) => t.includes("shep")).map(([osis]) => osis);
    expect(got.total).toBe(want.length);
    expect(got.hits.map((h) => h.osis).sort()).toEqual([...want].sort());
  });

  it("finds a common prefix's documents by a pass over the ranges, and common phrases from their word pairs", () => {
    // Prefixes of several words, each common in this corpus (king, kingdom; love, loved, lover), before
    // other words; then phrases of common words, each asked four times (a pair is made on its second use).
    for (const query of ["kin* the", "kin* and lord", "wat* the", "lov* the", "lov* and", "la* the", "\"the and\"", "\"and the lord\"", "\"of the\" love"]) {
      for (const o of [{}, { translations: ["aa"] }, { testament: "NT" as const }, { books: ["Gen", "Ps"] }]) {
        const got = searchText(index, query, { ...o, limit: 30 });
        if (!got.ok) throw new Error(got.problem.message);
        expect({ total: got.total, hits: got.hits }, `${query} ${JSON.stringify(o)}`).toEqual(exhaustive(query, { ...o, limit: 30 }));
      }
    }
  });
});

describe("utf8WordSpans", () => {
  const UTF8 = new TextEncoder();
  /** Token i's UTF-16 offsets, and the decoded text of its bytes. */
  const spansOf = (bytes: Uint8Array, upTo: number) => {
    const spans = new Int32Array(4 * 512);
    const n = utf8WordSpans(bytes, 0, bytes.length, spans, upTo);
    return Array.from({ length: n }, (_, k) => [spans[4 * k], spans[4 * k + 1], new TextDecoder().decode(bytes.subarray(spans[4 * k + 2], spans[4 * k + 3]))]);
  };

  it("finds exactly the tokens of tokenize in the decoded text, also around accents, ligatures, surrogate pairs and lone surrogates", () => {
    const r = seededRandom(3);
    const pieces = ["a", "Z", "9", " ", ",", "’", "á", "é", "\u0301", "ﬁ", "𝔸", "😀", "\ud800", "\udc00", "ß", "İ", "Ω", "٣", "-", "\u00a0"];
    for (let i = 0; i < 500; i++) {
      const text = Array.from({ length: Math.floor(r() * 40) }, () => pieces[Math.floor(r() * pieces.length)]).join("");
      const bytes = UTF8.encode(text);
      // Lone surrogates are written as U+FFFD: the offsets are those of the text as it will be decoded.
      const decoded = new TextDecoder().decode(bytes);
      expect(spansOf(bytes, 512), JSON.stringify(text)).toEqual(tokenize(decoded).map((t) => [t.start, t.end, decoded.slice(t.start, t.end)]));
    }
  });

  it("skips a leading byte-order mark as decoding does", () => {
    expect(spansOf(UTF8.encode("\uFEFFIn the"), 512)).toEqual([[0, 2, "In"], [3, 6, "the"]]);
  });

  it("stops after the tokens asked for", () => {
    expect(spansOf(UTF8.encode("one two three four"), 2)).toEqual([[0, 3, "one"], [4, 7, "two"]]);
  });
});
