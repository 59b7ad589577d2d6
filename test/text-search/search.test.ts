import { describe, expect, it } from "vitest";
import { buildTextIndex, MAX_DOC_TOKENS, verseProminence } from "../../src/text-search/build.ts";
import { highlightText, loadTextIndex, MAX_CLAUSES, MAX_PREFIX_TERMS, parseTextQuery, searchText, type TextSearchResult } from "../../src/text-search/query.ts";
import { TextIndexError } from "../../src/text-search/format.ts";
import { tokenize } from "../../src/text-search/tokenize.ts";

/** Hand-made verses in our own words, in two "translations". */
const KJV = new Map([
  ["Gen.1.1", "In the beginning God made the heavens and the earth."],
  ["Gen.1.3", "And God said, Let there be light: and there was light."],
  ["Ps.23.1", "The LORD is my shepherd; I shall not want."],
  ["John.1.1", "In the beginning was the Word, and the Word was with God."],
  ["John.10.11", "I am the good shepherd: the good shepherd giveth his life for the sheep."],
  ["Matt.5.3", "Blessed are the poor in spirit: for theirs is the kingdom of heaven."],
  ["Rev.22.21", "The grace of our Lord be with you all. Amen."],
]);
const WEB = new Map([
  ["Gen.1.1", "In the beginning, God created the heavens and the earth."],
  ["Ps.3.1", "Yahweh, how my foes have grown! My keeper, hear."],
  ["Ps.23.1", "Yahweh is my shepherd: I shall lack nothing."],
  ["Matt.5.3", "Blessed are the poor in spirit, for theirs is the Kingdom of Heaven."],
  ["Luke.1.42", "Blessed are you among women, and blessed is the fruit of your womb! Naamán’s blessing."],
]);
const HEADINGS = new Map([["Ps.3.1", "A psalm by David, when he fled."]]);
const index = loadTextIndex(buildTextIndex([{ id: "kjv", texts: KJV }, { id: "web", texts: WEB, headings: HEADINGS }]));

const hits = (r: TextSearchResult) => (r.ok ? r.hits.map((h) => `${h.translation}:${h.osis}`) : [`problem:${r.problem.code}`]);
const marked = (r: TextSearchResult) => (r.ok ? r.hits.map((h) => h.highlights.map(([a, b]) => h.text.slice(a, b)).join("|")) : []);

describe("tokenize", () => {
  it("splits on anything but letters and digits, folds case and accents, and keeps offsets", () => {
    expect(tokenize("Naamán’s  LORD-god 12")).toEqual([
      { term: "naaman", start: 0, end: 6 },
      { term: "s", start: 7, end: 8 },
      { term: "lord", start: 10, end: 14 },
      { term: "god", start: 15, end: 18 },
      { term: "12", start: 19, end: 21 },
    ]);
  });
});

describe("parseTextQuery", () => {
  it("reads words, quoted phrases and prefixes", () => {
    expect(parseTextQuery('Good  "the Word" bless* "light" a-b')).toEqual([
      { kind: "word", term: "good" },
      { kind: "phrase", words: ["the", "word"] },
      { kind: "prefix", prefix: "bless" },
      { kind: "word", term: "light" },
      { kind: "phrase", words: ["a", "b"] },
    ]);
  });
});

describe("searchText", () => {
  it("finds verses holding every word, ranked by BM25, in both translations", () => {
    const r = searchText(index, "shepherd");
    expect(hits(r)).toEqual(["kjv:John.10.11", "web:Ps.23.1", "kjv:Ps.23.1"]);
    expect(r.ok && r.total).toBe(3);
    expect(hits(searchText(index, "good shepherd life"))).toEqual(["kjv:John.10.11"]);
    expect(hits(searchText(index, "shepherd nothing"))).toEqual(["web:Ps.23.1"]);
    expect(hits(searchText(index, "SHEPHERD Lack"))).toEqual(["web:Ps.23.1"]);
    expect(hits(searchText(index, "unicorn"))).toEqual([]);
  });

  it("matches quoted phrases word for word, in order", () => {
    expect(hits(searchText(index, '"in the beginning"'))).toEqual(["web:Gen.1.1", "kjv:Gen.1.1", "kjv:John.1.1"]);
    expect(hits(searchText(index, '"the beginning in"'))).toEqual([]);
    expect(hits(searchText(index, '"good shepherd"'))).toEqual(["kjv:John.10.11"]);
    expect(marked(searchText(index, '"the word" god', { translations: ["kjv"] }))).toEqual(["the|Word|the|Word|God"]);
  });

  it("expands prefixes and marks every matched word", () => {
    const r = searchText(index, "bless*");
    expect(hits(r).sort()).toEqual(["kjv:Matt.5.3", "web:Luke.1.42", "web:Matt.5.3"]);
    expect(marked(r)[0]).toBe("Blessed|blessed|blessing");
    expect(r.ok && r.hits[0]?.highlights).toEqual([[0, 7], [33, 40], [77, 85]]);
    expect(hits(searchText(index, "naaman"))).toEqual(["web:Luke.1.42"]);
  });

  it("filters by translation, book and testament", () => {
    expect(hits(searchText(index, "beginning", { translations: ["web"] }))).toEqual(["web:Gen.1.1"]);
    expect(hits(searchText(index, "beginning", { books: ["john"] }))).toEqual(["kjv:John.1.1"]);
    expect(hits(searchText(index, "beginning", { testament: "OT" })).sort()).toEqual(["kjv:Gen.1.1", "web:Gen.1.1"]);
    expect(hits(searchText(index, "blessed", { testament: "NT", translations: ["kjv"] }))).toEqual(["kjv:Matt.5.3"]);
  });

  it("pages with offset and limit, counting every hit", () => {
    const all = hits(searchText(index, "the", { limit: 100 }));
    expect(all).toHaveLength(9);
    const page = searchText(index, "the", { offset: 3, limit: 4 });
    expect(page.ok && [page.total, page.offset, page.limit]).toEqual([9, 3, 4]);
    expect(hits(page)).toEqual(all.slice(3, 7));
    expect(hits(searchText(index, "the", { offset: 50 }))).toEqual([]);
  });

  it("takes a whole verse pasted into the box, each repeated word matched once and weighed as often as typed", () => {
    const verse = "I am the good shepherd: the good shepherd giveth his life for the sheep.";
    expect(hits(searchText(index, verse))).toEqual(["kjv:John.10.11"]);
    const score = (q: string) => {
      const r = searchText(index, q);
      return r.ok ? r.hits[0]?.score : undefined;
    };
    expect(score("shepherd shepherd good")).toBeCloseTo(2 * (score("shepherd") ?? 0) + (score("good") ?? 0), 3);
    expect(MAX_CLAUSES).toBeGreaterThanOrEqual(45);
  });

  it("refuses queries it cannot run, with a problem code", () => {
    expect(hits(searchText(index, "  ... "))).toEqual(["problem:empty-query"]);
    expect(hits(searchText(index, "x".repeat(201)))).toEqual(["problem:query-too-long"]);
    expect(hits(searchText(index, "a ".repeat(MAX_CLAUSES + 1)))).toEqual(["problem:too-many-terms"]);
    expect(hits(searchText(index, "b*"))).toEqual(["problem:prefix-too-short"]);
    expect(hits(searchText(index, "x", { translations: ["niv"] }))).toEqual(["problem:unknown-translation"]);
    expect(hits(searchText(index, "x", { books: ["Tob"] }))).toEqual(["problem:unknown-book"]);
    expect(hits(searchText(index, "x", { limit: 0 }))).toEqual(["problem:bad-paging"]);
    expect(hits(searchText(index, "x", { offset: -1 }))).toEqual(["problem:bad-paging"]);
    expect(MAX_PREFIX_TERMS).toBeGreaterThan(100);
  });

  it("searches a verse's heading with it, and says which words matched there", () => {
    const r = searchText(index, "psalm david");
    expect(hits(r)).toEqual(["web:Ps.3.1"]);
    expect(r.ok && r.hits[0]).toMatchObject({ highlights: [], heading: { text: "A psalm by David, when he fled.", highlights: [[2, 7], [11, 16]] } });
    const both = searchText(index, "keeper david");
    expect(both.ok && both.hits.map((h) => [h.osis, h.highlights, h.heading?.highlights])).toEqual([["Ps.3.1", [[35, 41]], [[11, 16]]]]);
    expect(hits(searchText(index, '"by david"'))).toEqual(["web:Ps.3.1"]);
    expect(hits(searchText(index, '"hear a"')), "no phrase runs from the verse into its heading").toEqual([]);
    const plain = searchText(index, "shepherd", { translations: ["kjv"] });
    expect(plain.ok && plain.hits.map((h) => h.heading)).toEqual([null, null]);
    const prefixed = searchText(index, "psa*");
    expect(prefixed.ok && prefixed.hits[0]?.heading?.highlights).toEqual([[2, 7]]);
  });

  it("leaves nothing behind between searches", () => {
    const first = searchText(index, "the");
    searchText(index, '"the word" god', { books: ["John"] });
    expect(searchText(index, "the")).toEqual(first);
  });
});

describe("the index file", () => {
  it("is deterministic and checked when loaded", () => {
    const a = buildTextIndex([{ id: "kjv", texts: KJV }]);
    const b = buildTextIndex([{ id: "kjv", texts: new Map([...KJV].reverse()) }]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(() => loadTextIndex(a.slice(0, 10))).toThrow(TextIndexError);
    const bad = a.slice();
    bad[0] = 0;
    expect(() => loadTextIndex(bad)).toThrow(/bad magic/);
    expect(() => loadTextIndex(a.slice(0, a.length - 100))).toThrow(/runs past the end/);
    // A copy at an odd byte offset still loads (sections are copied when misaligned).
    const shifted = new Uint8Array(a.length + 1);
    shifted.set(a, 1);
    expect(hits(searchText(loadTextIndex(shifted.subarray(1)), "shepherd"))).toEqual(["kjv:John.10.11", "kjv:Ps.23.1"]);
  });

  it("orders verses that hold the words equally by how often people look them up (their cross-references' votes)", () => {
    // Both verses hold "shepherd" once in texts of the same length: canonical order, until Ezekiel's has votes.
    const texts = new Map([["Ps.23.1", "The shepherd is near"], ["Ezek.34.23", "The shepherd is here"]]);
    const votes = verseProminence([{ from_verse: "Ezek.34.23", votes: 40 }, { from_verse: "Ezek.34.23", votes: -5 }, { from_verse: "Gen.1.1", votes: 900 }]);
    expect(votes.get("Ezek.34.23"), "a negative count adds nothing").toBe(40);
    expect(hits(searchText(loadTextIndex(buildTextIndex([{ id: "kjv", texts }])), "shepherd"))).toEqual(["kjv:Ps.23.1", "kjv:Ezek.34.23"]);
    expect(hits(searchText(loadTextIndex(buildTextIndex([{ id: "kjv", texts }], votes)), "shepherd"))).toEqual(["kjv:Ezek.34.23", "kjv:Ps.23.1"]);
    expect(() => buildTextIndex([{ id: "kjv", texts }], new Map([["Tob.1.1", 3]]))).toThrow(/prominence of Tob.1.1: not a verse of the canon/);
  });

  it("refuses verses it cannot index", () => {
    expect(() => buildTextIndex([{ id: "kjv", texts: new Map([["Tob.1.1", "x"]]) }])).toThrow(/not a verse of the canon/);
    expect(() => buildTextIndex([{ id: "kjv", texts: new Map([["Gen.1.1", "word ".repeat(MAX_DOC_TOKENS + 1)]]) }])).toThrow(/more than 255/);
  });

  it("marks the words of each clause", () => {
    expect(highlightText("In the beginning, the end.", parseTextQuery('"the beginning" end'))).toEqual([[3, 6], [7, 16], [22, 25]]);
  });
});

describe("edge safety", () => {
  it("the query side, the tokenizer, the format and what they import use nothing from node:", async () => {
    const { readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const root = path.resolve(import.meta.dirname, "../../src");
    for (const file of ["text-search/query.ts", "text-search/tokenize.ts", "text-search/format.ts", "core/canon-data.ts", "core/references.ts", "core/osis.ts", "core/verse-of-the-day.ts"]) {
      expect(await readFile(path.join(root, file), "utf8"), file).not.toMatch(/from "node:/);
    }
  });
});
