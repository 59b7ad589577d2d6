import { describe, expect, it } from "vitest";
import { contentTokens, stem, STOPWORDS, tokenize } from "../../src/semantic/tokenize.ts";

describe("tokenize", () => {
  it("lowercases, removes accents and possessives, and splits on anything but letters and digits", () => {
    expect(tokenize("Noah’s Ark!")).toEqual(["noah", "ark"]);
    expect(tokenize("Zacchæus climbed a SYCAMORE-tree; lions' den (Gen. 6:14)")).toEqual(["zacchaeus", "climbed", "a", "sycamore", "tree", "lions", "den", "gen", "6", "14"]);
    expect(tokenize("Bethléhem, Beer-lahai-roi")).toEqual(["bethlehem", "beer", "lahai", "roi"]);
  });

  it("gives nothing for empty or punctuation-only text", () => {
    expect(tokenize("")).toEqual([]);
    expect(tokenize(" -- ?! ")).toEqual([]);
  });

  it("content tokens drop function words, including archaic ones", () => {
    expect(contentTokens("the man who built an ark unto thee")).toEqual(["man", "built", "ark"]);
    for (const w of ["the", "who", "unto", "thee"]) expect(STOPWORDS.has(w)).toBe(true);
  });
});

describe("stem", () => {
  it("joins common inflections of a word", () => {
    for (const [a, b] of [["climbed", "climbing"], ["climbs", "climb"], ["stone", "stoned"], ["cities", "city"], ["fishes", "fish"], ["wounded", "wounds"], ["stopped", "stop"]]) {
      expect(stem(a as string), `${a} ~ ${b}`).toBe(stem(b as string));
    }
  });

  it("leaves short words, numbers and -ss/-us/-is endings alone", () => {
    for (const w of ["tree", "ark", "jesus", "genesis", "bless", "1000"]) expect(stem(w)).toBe(w);
    expect(stem("blessed")).toBe("bless");
    expect(stem("falling")).toBe("fall");
  });
});
