import { describe, expect, it } from "vitest";
import { strongsAliases } from "../../src/stages/strongs-aliases.ts";

describe("strongsAliases", () => {
  it("gives a number to the entry keyed by it alone, then the one that lists it first, then the first", () => {
    expect(
      strongsAliases([
        { slug: "many", strongs_numbers: ["H2", "H1"] },
        { slug: "alone", strongs_numbers: ["H1"] },
        { slug: "second", strongs_numbers: ["H3", "H2"] },
      ]),
    ).toEqual({ H1: "alone", H2: "many", H3: "second" });
  });

  it("lets a suffixed number make its bare form resolve only when nothing claims the bare form", () => {
    expect(strongsAliases([{ slug: "a", strongs_numbers: ["G40a"] }, { slug: "b", strongs_numbers: ["G41a", "G41"] }, { slug: "c", strongs_numbers: ["G41b"] }])).toEqual({ G40: "a", G40a: "a", G41: "b", G41a: "b", G41b: "c" });
  });

  it("puts an entry that only points elsewhere after every entry with a definition", () => {
    expect(strongsAliases([{ slug: "pointer", strongs_numbers: ["H430"], cross_reference_only: true }, { slug: "article", strongs_numbers: ["H433", "H430"] }])).toEqual({ H430: "article", H433: "article" });
  });

  it("orders its keys by number", () => {
    expect(Object.keys(strongsAliases([{ slug: "x", strongs_numbers: ["H100", "H20", "H3"] }]))).toEqual(["H3", "H20", "H100"]);
  });
});
