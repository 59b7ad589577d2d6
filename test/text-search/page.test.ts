import { describe, expect, it } from "vitest";
import { readContainerHeader } from "../../src/core/binary-container.ts";
import { CANON } from "../../src/core/canon-data.ts";
import { buildTextIndex, PAIR_MIN_DF } from "../../src/text-search/build.ts";
import { TEXT_INDEX_FORMAT, TEXT_INDEX_MAGIC, TextIndexError, type TextIndexHeader } from "../../src/text-search/format.ts";
import { ByteWriter, textPageBytes } from "../../src/text-search/page.ts";
import { loadTextIndex, rankText, searchText } from "../../src/text-search/query.ts";

/** Verses in our own words; some need escaping in JSON (a quote, a backslash, a tab, a byte-order mark). */
const KJV = new Map([
  ["Gen.1.1", "In the beginning God made the light."],
  ["Gen.1.3", 'And God said, "Let there be light."'],
  ["Ps.23.1", "The shepherd\\keeper of the sheep."],
  ["Ps.23.2", "He leads me\tbeside still water and light."],
  ["John.1.1", "\uFEFFIn the beginning was the Word, the light of men."],
]);
const WEB = new Map([
  ["Gen.1.1", "In the beginning, God created the light — “very good”."],
  ["Luke.1.42", "Naamán’s light: blessed is the fruit of your womb!"],
]);
/** Headings, one needing escaping. */
const HEADINGS = new Map([
  ["Gen.1.1", 'The "first" light.'],
  ["Luke.1.42", "A blessing — of light."],
]);
const index = loadTextIndex(buildTextIndex([{ id: "kjv", texts: KJV }, { id: "web", texts: WEB, headings: HEADINGS }]));
const UTF8 = new TextEncoder();

describe("textPageBytes", () => {
  it.each(["light", "the beginning", '"the light"', "li*", "beginning god", "nothing-here", "naaman*", "very good", "first", "blessing light", '"of light"'])("writes the same bytes as JSON.stringify of searchText's hits for %s", (q) => {
    for (const page of [{ offset: 0, limit: 20 }, { offset: 1, limit: 2 }]) {
      const r = searchText(index, q, page);
      const ranking = rankText(index, q, page);
      if (!r.ok || !ranking.ok) throw new Error("the query should run");
      expect(ranking.docs).toHaveLength(r.hits.length);
      const meta = { total: r.total, limit: page.limit, offset: page.offset };
      const expected = UTF8.encode(JSON.stringify({ data: r.hits, meta }));
      expect(new TextDecoder().decode(textPageBytes(index, ranking))).toBe(new TextDecoder().decode(expected));
      expect(textPageBytes(index, ranking)).toEqual(expected);
    }
  });

  it("copies only texts with nothing to escape, and writes the others escaped", () => {
    const ranking = rankText(index, "light", { limit: 20 });
    const r = searchText(index, "light", { limit: 20 });
    if (!ranking.ok || !r.ok) throw new Error("the query should run");
    const body = new TextDecoder().decode(textPageBytes(index, ranking));
    expect(body).toContain('\\"Let there be light.\\"');
    expect(body).toContain("me\\tbeside");
    expect(body).toContain("“very good”");
    expect(JSON.parse(body).data).toEqual(r.hits);
  });

  it("puts the members after offset inside meta", () => {
    const ranking = rankText(index, "nothing-here");
    if (!ranking.ok) throw new Error(ranking.problem.message);
    const suggestions = [{ q: "light", total: 7 }];
    const meta = { total: 0, limit: 20, offset: 0 };
    expect(new TextDecoder().decode(textPageBytes(index, ranking, `,"suggestions":${JSON.stringify(suggestions)}`))).toBe(JSON.stringify({ data: [], meta: { ...meta, suggestions } }));
  });

  it("writes a page larger than its first buffer", () => {
    const long = new Map(Array.from({ length: 170 }, (_, i) => [`Ps.119.${i + 1}`, `${"light and law, ".repeat(40)}${i}`] as [string, string]));
    const big = loadTextIndex(buildTextIndex([{ id: "kjv", texts: long }]));
    const ranking = rankText(big, "light", { limit: 200 });
    const r = searchText(big, "light", { limit: 200 });
    if (!ranking.ok || !r.ok) throw new Error("the query should run");
    const bytes = textPageBytes(big, ranking);
    expect(bytes.length).toBeGreaterThan(1 << 16);
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify({ data: r.hits, meta: { total: 170, limit: 200, offset: 0 } }));
  });
});

describe("ByteWriter", () => {
  it("writes m / 10000 as JSON.stringify does", () => {
    const w = new ByteWriter();
    const check = (m: number) => {
      w.at = 0;
      w.tenThousandths(m);
      const got = new TextDecoder().decode(w.buf.subarray(0, w.at));
      if (got !== JSON.stringify(m / 10000)) expect(got).toBe(JSON.stringify(m / 10000));
    };
    for (let m = 0; m <= 300_000; m++) check(m);
    for (let m = 1; m < 2 ** 53; m = m * 7 + 3) check(m);
  });

  it("grows past its first buffer and refuses text that is not ASCII", () => {
    const w = new ByteWriter();
    w.ascii("x".repeat(200_000));
    expect(w.at).toBe(200_000);
    expect(() => w.ascii("é")).toThrow(/not ASCII/);
  });
});

describe("loadTextIndex", () => {
  it("refuses translation ids that a page could not write unescaped", () => {
    expect(() => loadTextIndex(buildTextIndex([{ id: 'k"v', texts: KJV }]))).toThrow(TextIndexError);
  });

  it("refuses pair sections that do not match, or list documents that do not exist", () => {
    // Enough verses for every word to be common: three pairs (the lord, lord is, is here).
    const osis = CANON.flatMap((b) => b.verses.flatMap((n, c) => Array.from({ length: n }, (_, v) => `${b.osis}.${c + 1}.${v + 1}`)));
    const verses = new Map(osis.slice(0, PAIR_MIN_DF + 10).map((o) => [o, "the lord is here"] as [string, string]));
    const good = buildTextIndex([{ id: "kjv", texts: verses }]);
    expect(loadTextIndex(good).pairStarts.length - 1).toBe(3);
    const { header } = readContainerHeader(good, TEXT_INDEX_MAGIC, TEXT_INDEX_FORMAT, "text index", (m) => new TextIndexError(m)) as { header: TextIndexHeader };
    const at = (name: string) => header.sections.find((x) => x.name === name)?.offset as number;
    const broken = (edit: (view: DataView) => void) => {
      const copy = good.slice();
      edit(new DataView(copy.buffer));
      return () => loadTextIndex(copy);
    };
    expect(broken((v) => v.setUint32(at("pair_starts") + 4 * 3, 5, true))).toThrow(/pair sections do not match/);
    expect(broken((v) => v.setUint32(at("pair_starts") + 4 * 1, 1_000_000, true))).toThrow(/out of range/);
    expect(broken((v) => v.setUint16(at("pair_docs"), 0xffff, true))).toThrow(/does not exist/);
    expect(broken((v) => v.setUint16(at("pair_docs") + 2, 0, true))).toThrow(/out of order/);
    expect(broken((v) => v.setUint32(at("pair_terms"), 1_000_000, true))).toThrow(/out of range/);
    expect(broken((v) => v.setUint32(at("pair_terms") + 8, 0, true))).toThrow(/out of order/);
  });
});
