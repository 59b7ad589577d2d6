/** English words for matching meanings: folding, step 1 of Porter's stemmer, and the markers a gloss opens with. */
import { describe, expect, it } from "vitest";
import { englishWords, FUNCTION_WORDS, meaningWords, stemEnglish } from "../../src/core/english.ts";

describe("stemEnglish (Porter's step 1)", () => {
  // Porter's own examples of steps 1a, 1b and 1c (1980).
  it.each([
    ["caresses", "caress"], ["ponies", "poni"], ["ties", "ti"], ["caress", "caress"], ["cats", "cat"],
    ["feed", "feed"], ["agreed", "agree"], ["plastered", "plaster"], ["bled", "bled"], ["motoring", "motor"], ["sing", "sing"],
    ["conflated", "conflate"], ["troubled", "trouble"], ["sized", "size"], ["hopping", "hop"], ["tanned", "tan"], ["falling", "fall"],
    ["hissing", "hiss"], ["fizzed", "fizz"], ["failing", "fail"], ["filing", "file"], ["happy", "happi"], ["sky", "sky"],
  ])("%s → %s", (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });

  it("brings a word's plural and -ed and -ing forms together", () => {
    for (const [a, b] of [["love", "loved"], ["love", "loving"], ["love", "loves"], ["sin", "sinned"], ["sin", "sins"], ["mercy", "mercies"], ["king", "kings"], ["bless", "blessed"]]) {
      expect(stemEnglish(a ?? ""), `${a} ~ ${b}`).toBe(stemEnglish(b ?? ""));
    }
    expect(stemEnglish("lover")).not.toBe(stemEnglish("love"));
    expect(stemEnglish("is")).toBe("is");
  });
});

describe("englishWords", () => {
  it("folds case, accents and possessives, keeps letters a–z only, and stems", () => {
    expect(englishWords("The Lord's loving-kindness; ἀγάπη 216 vb.")).toEqual(["the", "lord", "love", "kindness", "vb"]);
    expect(englishWords("Naïve FAVOUR")).toEqual(["naive", "favour"]);
    expect(englishWords("אָהֵב ×")).toEqual([]);
  });

  it("knows the function words in their stemmed form", () => {
    expect(FUNCTION_WORDS.has(stemEnglish("was"))).toBe(true);
    expect(FUNCTION_WORDS.has("love")).toBe(false);
  });
});

describe("meaningWords", () => {
  it("drops the words that only mark a part of speech, while a word is left", () => {
    expect(meaningWords("a king")).toEqual(["king"]);
    expect(meaningWords("to be light")).toEqual(["light"]);
    expect(meaningWords("I love")).toEqual(["love"]);
    expect(meaningWords("The Word")).toEqual(["word"]);
    expect(meaningWords("to")).toEqual(["to"]);
    expect(meaningWords("son of man")).toEqual(["son", "of", "man"]);
  });
});
