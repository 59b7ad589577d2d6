/** The English-meaning index: its rows, the KJV counts, and the order a query's matches come in. */
import { describe, expect, it } from "vitest";
import type { Meanings } from "../../src/contract/api.ts";
import { buildGlossIndexes, GlossSearch, renderingScore, type KjvRenderings } from "../../src/study/glosses.ts";

const meaning = (strongs: string[], glosses: string[], text: (string | null)[] = [], name = false): Meanings => ({ glosses, text, strongs, name });

// Hand-made: a festival word whose verses say "feast", a "do, make" verb that lists "feast" among its
// renderings but stands in many verses without it, a love word, and a king's proper name.
const KJV: KjvRenderings = {
  text: new Map([
    ["Exod.23.15", "Thou shalt keep the feast of unleavened bread."],
    ["Exod.23.16", "And the feast of harvest."],
    ["Lev.23.6", "The feast of unleavened bread unto the LORD."],
    ["Gen.1.7", "And God made the firmament."],
    ["Gen.1.16", "And God made two great lights."],
    ["Gen.2.18", "I will make him an help meet for him."],
    ["Gen.3.21", "Unto Adam also did the LORD God make coats of skins."],
    ["Gen.6.14", "Make thee an ark of gopher wood."],
    ["Esth.1.3", "He made a feast unto all his princes."],
    ["Deut.6.5", "And thou shalt love the LORD thy God."],
    ["Gen.14.1", "Amraphel king of Shinar made war."],
  ]),
  words: [
    ...["Exod.23.15", "Exod.23.16", "Lev.23.6"].map((osisRef) => ({ osisRef, strongsNumber: "H2282" })),
    ...["Gen.1.7", "Gen.1.16", "Gen.2.18", "Gen.3.21", "Gen.6.14", "Esth.1.3", "Gen.14.1"].map((osisRef) => ({ osisRef, strongsNumber: "H6213a" })),
    { osisRef: "Gen.1.7", strongsNumber: "H6213" },
    { osisRef: "Deut.6.5", strongsNumber: "H157" },
    { osisRef: "Gen.14.1", strongsNumber: "H569" },
    { osisRef: "Gen.14.1", strongsNumber: null },
    { osisRef: "Matt.99.1", strongsNumber: "H157" },
  ],
};

const ITEMS = [
  meaning(["H6213"], ["to do", "make", "feast"], ["to do or make, in the broadest sense"]),
  meaning(["H157"], ["to have affection for", "love", "loved"], ["to have affection for (sexually or otherwise)"]),
  meaning(["H2282"], ["a festival", "feast", "solemn feast"], ["a festival, or a victim therefor"]),
  meaning(["H569"], ["Amraphel, a king of Shinar"], ["Amraphel, a king of Shinar"], true),
  meaning(["H4428"], ["a king", "royal"], ["a king"]),
];

describe("buildGlossIndexes", () => {
  const [index] = buildGlossIndexes([ITEMS], KJV);

  it("writes each item's glosses as meaning words, and its other words with how many of its verses the KJV has each in", () => {
    expect(index?.glosses).toEqual(["do|make|feast", "have affection for|love", "festival|feast|solemn feast", "", "king|royal"]);
    expect(index?.words[0], "function words (`do`) are no words; `made` is not `make`").toBe("broadest feast:1 make:3 sens");
    expect(index?.words[2]).toBe("feast:3 festival solemn therefor victim");
    expect(index?.words[3], "a proper name's glosses are words").toBe("amraphel:1 king:1 shinar:1");
  });

  it("counts occurrences (lettered numbers under their entry) and the verses with KJV text", () => {
    expect(index?.occurrences).toEqual([8, 2, 3, 1, 0]);
    expect(index?.verses).toEqual([7, 1, 3, 1, 0]);
    expect(index?.names).toEqual([3]);
  });
});

describe("GlossSearch", () => {
  const [index] = buildGlossIndexes([ITEMS], KJV);
  const search = new GlossSearch(index!);

  it("lists the entries whose gloss is the words first, the one the KJV renders with them most consistently before the more frequent", () => {
    // H2282: "feast" in 3 of 3 verses (score 3); H6213: in 1 of 7 (score 1/7), though it occurs 8 times.
    expect(search.find("feast")).toEqual([2, 0]);
    expect(renderingScore(3, 3)).toBe(3);
    expect(renderingScore(1, 7)).toBeCloseTo(1 / 7);
    expect(renderingScore(0, 0)).toBe(0);
  });

  it("compares whole words, folded and stemmed, with the leading articles and to aside", () => {
    expect(search.find("LOVED")).toEqual([1]);
    expect(search.find("to love")).toEqual([1]);
    expect(search.find("Feasts")).toEqual([2, 0]);
    expect(search.find("lov")).toEqual([]);
    expect(search.find("festivals")).toEqual([2]);
  });

  it("then lists the entries whose words hold every word asked, and proper names last", () => {
    expect(search.find("king")).toEqual([4, 3]);
    expect(search.find("solemn")).toEqual([2]);
    expect(search.find("affection")).toEqual([1]);
    expect(search.find("broadest sense")).toEqual([0]);
    expect(search.find("broadest feast"), "every word, anywhere in the entry").toEqual([0]);
    expect(search.find("broadest festival")).toEqual([]);
  });

  it("ignores function words unless a gloss is one, and has nothing for a query without an English word", () => {
    expect(search.find("the king")).toEqual([4, 3]);
    expect(search.find("for")).toEqual([]);
    expect(search.find("ἀγάπη 26")).toEqual([]);
    const [prepositions] = buildGlossIndexes([[meaning([], ["to", "toward"]), meaning([], ["unto"], ["to"]), meaning([], ["in"])]], KJV);
    expect(new GlossSearch(prepositions!).find("to"), "a gloss that is a function word, not a text that holds one").toEqual([0]);
  });

  it("refuses an index whose arrays differ in length", () => {
    expect(() => new GlossSearch({ ...index!, occurrences: [1] })).toThrow(/differ in length/);
    expect(search.size).toBe(5);
  });
});
