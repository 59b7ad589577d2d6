import { describe, expect, it } from "vitest";
import { withCounts, type StrongsWithoutCounts } from "../../src/stages/strongs-counts.ts";

const entry = (number: string): StrongsWithoutCounts => ({
  number, uuid: "00000000-0000-5000-8000-000000000000", language: "hebrew", lemma: "", transliteration: null, pronunciation: null, definition: "", kjv_usage: null, derivation: null, part_of_speech: null, see: [],
});

describe("withCounts", () => {
  it("counts words and distinct verses per entry, lettered numbers under their entry, 0 for an unused one", () => {
    const words = [
      { strongsNumber: "H1254a", osisRef: "Gen.1.1" },
      { strongsNumber: "H1254a", osisRef: "Gen.1.27" },
      { strongsNumber: "H1254b", osisRef: "Gen.1.27" },
      { strongsNumber: "H430", osisRef: "Gen.1.1" },
      { strongsNumber: null, osisRef: "Gen.1.1" },
      { strongsNumber: "H1254a", osisRef: "Gen.1.1" },
    ];
    const out = withCounts([entry("H430"), entry("H1254"), entry("H2")], words);
    expect(out.map((e) => [e.number, e.occurrences, e.verse_count])).toEqual([["H430", 1, 1], ["H1254", 4, 2], ["H2", 0, 0]]);
    expect(Object.keys(out[0] ?? {}).slice(-3)).toEqual(["see", "occurrences", "verse_count"]);
  });
});
