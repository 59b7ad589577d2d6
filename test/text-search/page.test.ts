import { describe, expect, it } from "vitest";
import { buildTextIndex } from "../../src/text-search/build.ts";
import { TextIndexError } from "../../src/text-search/format.ts";
import { textPageBytes } from "../../src/text-search/page.ts";
import { loadTextIndex, searchText } from "../../src/text-search/query.ts";

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
const index = loadTextIndex(buildTextIndex([{ id: "kjv", texts: KJV }, { id: "web", texts: WEB }]));
const UTF8 = new TextEncoder();

describe("textPageBytes", () => {
  it.each(["light", "the beginning", '"the light"', "li*", "beginning god", "nothing-here"])("writes the same bytes as JSON.stringify for %s", (q) => {
    for (const page of [{ offset: 0, limit: 20 }, { offset: 1, limit: 2 }]) {
      const r = searchText(index, q, page);
      if (!r.ok) throw new Error(r.problem.message);
      expect(r.docs).toHaveLength(r.hits.length);
      const meta = { total: r.total, limit: page.limit, offset: page.offset };
      const expected = UTF8.encode(JSON.stringify({ data: r.hits, meta }));
      expect(new TextDecoder().decode(textPageBytes(index, r.hits, r.docs, meta))).toBe(new TextDecoder().decode(expected));
      expect(textPageBytes(index, r.hits, r.docs, meta)).toEqual(expected);
    }
  });

  it("copies only texts with nothing to escape, and writes the others escaped", () => {
    const r = searchText(index, "light", { limit: 20 });
    if (!r.ok) throw new Error(r.problem.message);
    const body = new TextDecoder().decode(textPageBytes(index, r.hits, r.docs, { total: r.total, limit: 20, offset: 0 }));
    expect(body).toContain('\\"Let there be light.\\"');
    expect(body).toContain("me\\tbeside");
    expect(body).toContain("“very good”");
    expect(JSON.parse(body).data).toEqual(r.hits);
  });

  it("puts the members after offset inside meta", () => {
    const r = searchText(index, "nothing-here");
    if (!r.ok) throw new Error(r.problem.message);
    const suggestions = [{ q: "light", total: 7 }];
    const meta = { total: 0, limit: 20, offset: 0 };
    expect(new TextDecoder().decode(textPageBytes(index, r.hits, r.docs, meta, `,"suggestions":${JSON.stringify(suggestions)}`))).toBe(JSON.stringify({ data: [], meta: { ...meta, suggestions } }));
  });
});

describe("loadTextIndex", () => {
  it("refuses translation ids that a page could not write unescaped", () => {
    expect(() => loadTextIndex(buildTextIndex([{ id: 'k"v', texts: KJV }]))).toThrow(TextIndexError);
  });
});
