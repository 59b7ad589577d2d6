import { describe, expect, it } from "vitest";
import { datasetTranslations } from "../../src/semantic/emit.ts";
import type { Dataset } from "../../src/stages/dataset.ts";
import { DEFAULT_TRANSLATION_OPTIONS, translationLexicon, type TranslationOptions } from "../../src/semantic/translations.ts";

/**
 * Hand-made verse pairs, modern text first: "donkey" always stands where the old text says "ass";
 * "lived" is also an old word (so it is never translated); "boat" is "ship" four times out of five.
 */
const PAIRS: [string, string][] = [
  ["The donkey saw the angel.", "The ass saw the angel."],
  ["He saddled his donkey and lived there.", "He saddled his ass and dwelt there."],
  ["The donkey spoke.", "The ass spake."],
  ["She rode on a donkey.", "She rode upon an ass."],
  ["Adam lived nine hundred years.", "Adam lived nine hundred years."],
  ["They got into the boat.", "They entered into a ship."],
  ["The boat was in the sea.", "The ship was in the midst of the sea."],
  ["He taught from the boat.", "He taught out of the ship."],
  ["The boat sank.", "The ship sank."],
  ["A small boat came.", "A little vessel came."],
];
const OPTIONS: TranslationOptions = { ...DEFAULT_TRANSLATION_OPTIONS, minVerses: 3 };

describe("translationLexicon", () => {
  it("pairs a modern word with the old word it shares its verses with, by Dice's coefficient", () => {
    const lex = translationLexicon(PAIRS, OPTIONS);
    expect(lex.get("donkey")).toEqual([["ass", 1]]);
    expect(lex.get("boat")).toEqual([["ship", 0.889]]);
  });

  it("leaves words the old text also uses, rare words and weak pairs alone", () => {
    const lex = translationLexicon(PAIRS, OPTIONS);
    expect(lex.has("lived")).toBe(false);
    expect(lex.has("sank")).toBe(false);
    expect(lex.has("small")).toBe(false);
    expect(translationLexicon(PAIRS, { ...OPTIONS, minVerses: 6 }).size).toBe(0);
    expect(translationLexicon(PAIRS, { ...OPTIONS, minAssociation: 0.95 }).get("boat")).toBeUndefined();
    expect(translationLexicon(PAIRS, { ...OPTIONS, maxOldShare: 1 }).has("lived")).toBe(false);
  });

  it("keeps at most perWord pairs, the most associated first, the same every time", () => {
    const weak = { ...OPTIONS, minAssociation: 0.3 };
    const all = translationLexicon(PAIRS, weak).get("donkey")!;
    expect(all[0]).toEqual(["ass", 1]);
    expect(all.length).toBeGreaterThan(1);
    expect(translationLexicon(PAIRS, { ...weak, perWord: 1 }).get("donkey")).toEqual([["ass", 1]]);
    expect(translationLexicon([...PAIRS].reverse(), weak)).toEqual(translationLexicon(PAIRS, weak));
  });
});

describe("datasetTranslations", () => {
  it("pairs each WEB verse with the KJV text of the same verse, and skips verses only one has", () => {
    const osis = (i: number) => `Num.22.${i + 1}`;
    const donkeys = ["stood", "ran", "spoke", "lay", "fell", "turned"].map((verb, i) => [osis(i), `The donkey ${verb}.`, `The ass ${verb}.`] as const);
    const dataset = {
      webText: new Map([...donkeys.map(([o, web]) => [o, { text: web }] as const), ["Num.23.1", { text: "The donkey had no KJV verse." }]]),
      verseText: new Map([...donkeys.map(([o, , kjv]) => [o, kjv] as const), ["Num.23.2", "An ass with no WEB verse."]]),
    } as unknown as Dataset;
    expect(datasetTranslations(dataset).get("donkey")).toEqual([["ass", 1]]);
  });
});
