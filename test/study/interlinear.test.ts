import { describe, expect, it } from "vitest";
import { buildLexiconIndex, interlinearVerse } from "../../src/study/interlinear.ts";
import { decodeGreekMorph } from "../../src/study/morphology.ts";
import type { GreekLexiconEntry } from "../../src/types/greek_lexicon_entry.ts";
import type { GreekWord } from "../../src/types/greek_word.ts";
import type { HebrewWord } from "../../src/types/hebrew_word.ts";
import type { StrongsEntry } from "../../src/types/strongs.ts";

const strongs = (number: string, lemma: string, transliteration: string, definition: string): StrongsEntry => ({
  number, uuid: "00000000-0000-5000-8000-000000000000", language: number.startsWith("H") ? "hebrew" : "greek", lemma, transliteration, pronunciation: null, definition, kjv_usage: null, derivation: null, part_of_speech: null, see: [], occurrences: 0, verse_count: 0,
});
const lexicon = (n: string, gloss: string | null) => ({ strongs_numbers: [n], gloss }) as unknown as GreekLexiconEntry;

describe("interlinearVerse", () => {
  const index = buildLexiconIndex(
    [strongs("H1254", "בָּרָא", "bârâʼ", "(absolutely) to create; (qualified) to cut down"), strongs("G26", "ἀγάπη", "agápē", "love, i.e. affection or benevolence"), strongs("G1510", "εἰμί", "eimí", "I exist")],
    [lexicon("G26", "love, benevolence"), lexicon("G1510", null)],
  );
  const greek = (position: number, word: string, strongsNumber: string | null, morph: string): GreekWord => ({
    wordId: `1Cor.13.4.${position}`, osisRef: "1Cor.13.4", position, text: `${word},`, apparatus: null, word, normalized: word, lemma: "ἀγάπη", strongsNumber, upstreamStrongsNumber: strongsNumber, morph, partOfSpeech: morph.slice(0, 2), parsing: morph.slice(3), parse: decodeGreekMorph(morph).text,
  });

  it("puts the words in order with transliteration, lemma, Strong's number, gloss and decoded parse", () => {
    const words = interlinearVerse([greek(2, "μακροθυμεῖ", null, "V- 3PAI-S--"), greek(1, "Ἡ", "G26", "N- ----NSF-")], index);
    expect(words.map((w) => w.position)).toEqual([1, 2]);
    expect(words[0]).toMatchObject({ text: "Ἡ,", transliteration: "Hē", lemma: "ἀγάπη", strongs_number: "G26", gloss: "love, benevolence", gloss_source: "dodson", parse: "noun, nominative singular feminine" });
    expect(words[1]).toMatchObject({ strongs_number: null, gloss: null, gloss_source: null, parse: "verb, present active indicative, third person singular" });
  });

  it("falls back to the Strong's gloss, and resolves a Hebrew word's lettered number to its entry", () => {
    expect(index.entries.get("G1510")?.gloss).toEqual({ text: "I exist", source: "strongs" });
    const w: HebrewWord = { wordId: "01Nvk", osisRef: "Gen.1.1", wlcRef: "Gen.1.1", position: 2, text: "בָּרָ֣א", segments: ["בָּרָ֣א"], lemma: "1254 a", strongsNumber: "H1254a", morph: "HVqp3ms", parse: "verb, qal perfect, third person masculine singular", language: "hebrew", reading: null };
    expect(interlinearVerse([w], index)[0]).toMatchObject({ transliteration: "bārāʾ", lemma: "בָּרָא", strongs_number: "H1254a", gloss: "to create", gloss_source: "strongs", parse: "verb, qal perfect, third person masculine singular" });
  });

  it("glosses a Hebrew word from the lexical index of its BDB entry, by its exact lettered number, else its base, else from Strong's", () => {
    const hebrew = buildLexiconIndex(
      [strongs("H1254", "בָּרָא", "bârâʼ", "(absolutely) to create; (qualified) to cut down"), strongs("H430", "אֱלֹהִים", "ʼĕlôhîym", "gods in the ordinary sense; but specifically used of the supreme God"), strongs("H853", "אֵת", "ʼêth", "properly, self (but generally used to point out more definitely the object of a verb)")],
      [],
      [
        { strongs_numbers: ["H430"], headword: "אֱלֹהַּ", gloss: "God" },
        { strongs_numbers: ["H1254", "H1254a"], headword: "בָּרָא", gloss: "shape" },
        { strongs_numbers: ["H1254", "H1254b"], headword: "בָּרָא", gloss: "be fat" },
        { strongs_numbers: ["H430"], headword: "אֱלֹהִים", gloss: "gods" },
        { strongs_numbers: ["H853"], headword: "אֵת", gloss: null },
      ],
    );
    const word = (strongsNumber: string): HebrewWord => ({ wordId: "x", osisRef: "Gen.1.1", wlcRef: "Gen.1.1", position: 1, text: "א", segments: ["א"], lemma: "430", strongsNumber, morph: "HNcmpa", parse: "noun", language: "hebrew", reading: null });
    const gloss = (n: string) => {
      const w = interlinearVerse([word(n)], hebrew)[0];
      return [w?.gloss, w?.gloss_source, w?.lemma];
    };
    expect(gloss("H430"), "the entry spelt as the lemma, not the first to carry the number").toEqual(["gods", "lexical_index", "אֱלֹהִים"]);
    expect(gloss("H1254a")).toEqual(["shape", "lexical_index", "בָּרָא"]);
    expect(gloss("H1254b")).toEqual(["be fat", "lexical_index", "בָּרָא"]);
    expect(gloss("H1254")).toEqual(["shape", "lexical_index", "בָּרָא"]);
    expect(gloss("H853"), "no gloss in the index: Strong's first clause").toEqual(["self", "strongs", "אֵת"]);
  });
});
