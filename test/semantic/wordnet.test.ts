/**
 * WordNet synonyms: the parser on hand-made lines in WordNet's layout, and what the index does with
 * them (a query word reaches a corpus word through its synonym, after the translations, never twice).
 */
import { describe, expect, it } from "vitest";
import { buildSemanticIndex } from "../../src/semantic/model.ts";
import { physicalNouns, wordNetDerivations, wordNetGlosses, wordNetNotice, wordNetSynonyms } from "../../src/semantic/wordnet.ts";
import { TINY_DOCS, TINY_EXTRA, TINY_TRANSLATIONS, TINY_VECTORS } from "./fixture.ts";

/** Our own lines in the layout of WordNet's `data.noun` and `index.noun` (offsets, counts, pointers). */
const NOUN = {
  data: [
    "  1 This is a made-up header line, as the licence lines start with a space.",
    "00000001 18 n 03 doctor 0 doc 0 physician 0 000 | a medical practitioner",
    "00000002 18 n 02 doctor 1 sophist 0 000 | a learned person",
    "00000003 18 n 02 doctor 2 quack 0 000 | a third, rarer sense",
    "00000004 06 n 02 boat 0 small_craft 0 000 | a small vessel",
  ].join("\n"),
  index: [
    "  1 header",
    "doctor n 3 2 @ ~ 3 1 00000001 00000002 00000003",
    "boat n 1 1 @ 1 0 00000004",
    "small_craft n 1 0 1 0 00000004",
  ].join("\n"),
};
const ADJ = {
  data: "00000010 00 s 02 small(a) 0 little 0 000 | limited in size",
  index: "small a 1 0 1 0 00000010",
};

describe("physicalNouns", () => {
  it("lists the one-word nouns whose first sense is a physical thing (lexicographer files 05 06 08 13 17 20 27)", () => {
    expect([...physicalNouns(NOUN)]).toEqual(["boat"]);
    const data = ["00000020 12 n 01 love 0 000 | a strong feeling", "00000021 05 n 01 fish 0 000 | an animal", "00000022 13 n 01 fish 1 000 | its flesh as food", "00000023 06 n 01 love 1 000 | a made-up second sense"].join("\n");
    const index = ["love n 2 0 2 0 00000020 00000023", "fish n 2 0 2 0 00000022 00000021"].join("\n");
    expect([...physicalNouns({ data, index })].sort(), "by the first sense only").toEqual(["fish"]);
  });
});

describe("wordNetSynonyms", () => {
  it("gives a word the one-word lemmas of its first senses, in order, per part of speech", () => {
    const syn = wordNetSynonyms([NOUN, ADJ], 2);
    expect(syn.get("doctor")).toEqual(["doc", "physician", "sophist"]);
    expect(syn.get("small"), "the adjective marker (a) is not part of the word").toEqual(["little"]);
    expect(syn.get("boat"), "a two-word lemma is no synonym").toBeUndefined();
    expect(syn.has("small_craft")).toBe(false);
    expect(wordNetSynonyms([NOUN], 1).get("doctor"), "first sense only").toEqual(["doc", "physician"]);
    expect(wordNetSynonyms([NOUN], 3).get("doctor")).toEqual(["doc", "physician", "sophist", "quack"]);
  });
});

/**
 * Our own adjective, verb and noun synsets with attribute (`=`) and derivation (`+`) pointers:
 * `symbol offset pos source/target`, the last two hexadecimal digits pairs naming the words in the
 * two synsets (`0000`: the whole synsets). Lexfile 07 is noun.attribute, 04 noun.act, 18
 * noun.person, 06 noun.artifact.
 */
const DERIVED = {
  noun: {
    data: [
      "  1 licence header",
      "00000200 07 n 03 courage 0 bravery 0 braveness 0 000 | the quality of facing danger",
      "00000201 04 n 02 theft 0 stealing 0 000 | the act of taking what is not yours",
      "00000202 18 n 01 thief 0 000 | one who steals",
      "00000203 06 n 01 last 0 000 | a shoemaker's form",
      "00000204 07 n 01 strength 0 000 | the property of being strong",
      "00000205 07 n 01 fearlessness 0 000 | a quality of the other word of the synset",
      "00000206 07 n 01 ferocity 0 000 | a quality of a rarer sense",
    ].join("\n"),
    index: "",
  },
  from: [
    {
      data: [
        "00000300 00 a 02 brave 0 courageous 0 002 = 00000200 n 0000 + 00000205 n 0201 | facing danger",
        "00000301 00 a 01 strong 0 001 + 00000204 n 0101 | having strength",
        "00000302 00 a 01 brave 1 001 + 00000206 n 0101 | a made-up third sense",
      ].join("\n"),
      index: ["brave a 2 2 = + 2 1 00000300 00000302", "courageous a 1 2 = + 1 1 00000300", "strong a 1 1 + 1 1 00000301"].join("\n"),
    },
    {
      data: "00000400 40 v 02 steal 0 pinch 0 003 + 00000201 n 0101 + 00000202 n 0101 + 00000203 n 0000 | take without right",
      index: "steal v 1 1 + 1 1 00000400",
    },
  ],
};

describe("wordNetDerivations", () => {
  it("gives an adjective or a verb the nouns of its quality or act, from its own or its synset's pointers", () => {
    const d = wordNetDerivations(DERIVED, 1);
    expect(d.get("brave"), "the attribute pointer, for the whole synset; not the other word's own derivation").toEqual(["courage", "bravery", "braveness"]);
    expect(d.get("courageous"), "the derivation pointer from its own word (2)").toEqual(["courage", "bravery", "braveness", "fearlessness"]);
    expect(d.get("strong")).toEqual(["strength"]);
    expect(d.get("steal"), "not a person (thief) or a thing (last): acts, attributes, feelings, states").toEqual(["theft", "stealing"]);
    expect(d.has("pinch"), "the pointer leads from steal, not from pinch").toBe(false);
    expect(wordNetDerivations(DERIVED, 2).get("brave"), "the second sense counts with senses = 2").toEqual(["courage", "bravery", "braveness", "ferocity"]);
  });
});

/**
 * Our own synsets in the layout of `data.noun`: `offset lexfile n count lemma lex_id … pointer_count
 * [symbol offset pos source/target …] | gloss`. Lexfile 18 is noun.person, 15 noun.location, 06
 * noun.artifact, 10 noun.communication. The glosses are written for the test.
 */
const BIBLE_NOUNS = [
  "  1 licence header",
  "00000100 10 n 01 Old_Testament 0 000 | the older half of the scriptures",
  "00000101 18 n 01 prophet 0 000 | someone who speaks for a god",
  "00000102 18 n 01 deity 0 000 | a god",
  "00000103 18 n 01 strongman 0 000 | a very strong man",
  "00000110 18 n 01 Samson 0 002 @i 00000101 n 0000 ;c 00000100 n 0000 | (Old Testament) a judge whose strength lay in his uncut hair; \"an example\"",
  "00000111 18 n 01 Samson 0 001 @ 00000103 n 0000 | any man of great strength",
  "00000112 10 n 02 Jonah 0 Book_of_Jonah 0 001 ;c 00000100 n 0000 | a book of the Old Testament about a reluctant prophet",
  "00000113 18 n 01 Dagon 0 001 @i 00000102 n 0000 | the fish god the Philistines worshipped",
  "00000114 18 n 01 Caliph 0 001 @i 00000101 n 0000 | a successor of the prophet Muhammad",
  "00000115 10 n 01 sin 0 001 ;c 00000100 n 0000 | the 21st letter of the Hebrew alphabet",
  "00000116 15 n 02 Nineveh 0 Ninive 0 001 @i 00000101 n 0000 | a great city of Assyria to which the prophet Jonah was sent",
  "00000117 15 n 01 Springfield 0 001 @i 00000101 n 0000 | a town with no prophet in it; \"unmarked\"",
  "00000118 06 n 01 manna 0 000 | food the Israelites gathered in the wilderness",
  "00000119 06 n 01 bagel 0 000 | a ring of bread",
  "00000120 18 n 01 Pharisee 0 000 | a member of an ancient Jewish sect that kept the law strictly",
  "00000121 18 n 01 Viking 0 000 | a member of the seafaring raiders of the north",
  "00000122 18 n 01 Thomas 0 001 @i 00000101 n 0000 | a Welsh poet and no prophet (1914-1953)",
  "00000123 18 n 01 David 0 002 @i 00000101 n 0000 ;c 00000100 n 0000 | (Old Testament) the 2nd king of the Israelites (circa 1000-962 BC)",
].join("\n");

describe("wordNetGlosses", () => {
  const glosses = wordNetGlosses(BIBLE_NOUNS);
  const offsets = glosses.map((g) => g.offset);

  it("keeps named people and places of the Bible's world, with their lemmas, kind and definition", () => {
    expect(glosses.find((g) => g.offset === "00000110")).toEqual({ offset: "00000110", lemmas: ["Samson"], kind: "person", text: "a judge whose strength lay in his uncut hair" });
    expect(glosses.find((g) => g.offset === "00000116")).toMatchObject({ lemmas: ["Nineveh", "Ninive"], kind: "place" });
    expect(glosses.find((g) => g.offset === "00000118"), "a thing needs no instance pointer").toMatchObject({ kind: "other", text: "food the Israelites gathered in the wilderness" });
    expect(glosses.find((g) => g.offset === "00000120"), "a people, by the noun for a member, also in the plural").toMatchObject({ kind: "people", lemmas: ["Pharisee", "Pharisees"] });
    expect(offsets, "a people of elsewhere").not.toContain("00000121");
    expect(offsets, "a thing of our time").not.toContain("00000122");
    expect(offsets, "a year BC is not modern").toContain("00000123");
  });

  it("leaves out common nouns for people, books, gods, other faiths, letters and what is not the Bible's", () => {
    expect(offsets).not.toContain("00000111");
    expect(offsets).not.toContain("00000112");
    expect(offsets).not.toContain("00000113");
    expect(offsets).not.toContain("00000114");
    expect(offsets).not.toContain("00000115");
    expect(offsets).not.toContain("00000119");
    expect(offsets, "\"prophet\" marks it as biblical, however odd the town").toContain("00000117");
  });
});

describe("wordNetNotice", () => {
  it("reads the licence lines a data file starts with, without their numbers", () => {
    expect(wordNetNotice("  1 This is the licence,  \n  2 \n  3 with a disclaimer.\n00000001 18 n 01 doctor 0 000 | x")).toBe("This is the licence,\n\nwith a disclaimer.");
  });
});

describe("synonyms in the index", () => {
  const build = (synonyms: ReadonlyMap<string, readonly string[]>) =>
    buildSemanticIndex(TINY_DOCS, (w) => TINY_VECTORS.get(w), { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, TINY_EXTRA, undefined, undefined, undefined, TINY_TRANSLATIONS, { words: synonyms, association: 0.6 });
  const targets = (index: ReturnType<typeof build>, word: string): [string, number][] => {
    const i = index.words.indexOf(word);
    const out: [string, number][] = [];
    for (let j = index.translationStarts[i]!; j < index.translationStarts[i + 1]!; j++) out.push([index.words[index.translationTargets[j]!]!, index.translationWeights[j]!]);
    return out;
  };

  it("adds a word's synonyms that are corpus words, after its translations, once each, and counts them apart", () => {
    const index = build(new Map([["ship", ["boat", "galleon", "ship"]], ["vessel", ["ark", "boat"]], ["tree", ["sycamore"]]]));
    expect(targets(index, "ship"), "galleon is in no document; a word is not its own synonym").toEqual([["boat", 153]]);
    expect(targets(index, "vessel"), "ark is a translation already").toEqual([["ark", 204], ["boat", 153]]);
    expect(targets(index, "tree")).toEqual([["sycamore", 153]]);
    expect(index.expansion).toEqual({ translatedWords: 2, translationPairs: 2, synonymWords: 3, synonymPairs: 3, derivedWords: 0, derivedPairs: 0 });
    expect(build(new Map()).expansion).toMatchObject({ synonymWords: 0, synonymPairs: 0 });
  });

  it("adds a word's derived nouns that are corpus words after its synonyms, once each, and counts them apart", () => {
    const index = buildSemanticIndex(TINY_DOCS, (w) => TINY_VECTORS.get(w), { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, TINY_EXTRA, undefined, undefined, undefined, TINY_TRANSLATIONS, {
      words: new Map([["ship", ["boat"]]]),
      association: 0.6,
      derivations: new Map([["ship", ["boat", "flood"]], ["man", ["publican", "manhood"]]]),
    });
    expect(targets(index, "ship"), "boat once, as a synonym").toEqual([["boat", 153], ["flood", 153]]);
    expect(targets(index, "man"), "manhood is in no document").toEqual([["publican", 153]]);
    expect(index.expansion).toMatchObject({ synonymWords: 1, synonymPairs: 1, derivedWords: 2, derivedPairs: 2 });
  });
});
