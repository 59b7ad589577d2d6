/** English words for matching meanings: folding, step 1 of Porter's stemmer, and the markers a gloss opens with. */
import { describe, expect, it } from "vitest";
import { englishWords, FUNCTION_WORDS, meaningWords, stemEnglish } from "../../src/core/english.ts";

describe("stemEnglish (Porter's steps 1 and 5a)", () => {
  // Porter's own examples of steps 1a, 1b, 1c and 5a (1980); step 1's `agree`, `conflate` and `trouble` then lose their e in 5a,
  // and `ties` keeps three letters (Porter: `ti`).
  it.each([
    ["caresses", "caress"], ["ponies", "poni"], ["ties", "tie"], ["caress", "caress"], ["cats", "cat"],
    ["feed", "feed"], ["agreed", "agre"], ["plastered", "plaster"], ["bled", "bled"], ["motoring", "motor"], ["sing", "sing"],
    ["conflated", "conflat"], ["troubled", "troubl"], ["sized", "size"], ["hopping", "hop"], ["tanned", "tan"], ["falling", "fall"],
    ["hissing", "hiss"], ["fizzed", "fizz"], ["failing", "fail"], ["filing", "file"], ["happy", "happi"], ["sky", "sky"],
    ["probate", "probat"], ["rate", "rate"], ["cease", "ceas"],
  ])("%s → %s", (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });

  it("brings a word's plural and -ed and -ing forms together", () => {
    for (const [a, b] of [["love", "loved"], ["love", "loving"], ["love", "loves"], ["sin", "sinned"], ["sin", "sins"], ["mercy", "mercies"], ["king", "kings"], ["bless", "blessed"], ["believe", "believing"], ["believe", "believed"], ["rejoice", "rejoicing"], ["praise", "praised"], ["save", "saved"]]) {
      expect(stemEnglish(a ?? ""), `${a} ~ ${b}`).toBe(stemEnglish(b ?? ""));
    }
    expect(stemEnglish("lover")).not.toBe(stemEnglish("love"));
    expect(stemEnglish("righteousness")).not.toBe(stemEnglish("righteous"));
    expect(stemEnglish("is")).toBe("is");
  });

  it("never leaves fewer than three letters, so a short word does not become another", () => {
    expect(stemEnglish("one")).toBe("one");
    expect(stemEnglish("ones")).toBe("one");
    expect(stemEnglish("yes")).toBe("yes");
    expect(stemEnglish("used")).toBe("used");
    expect(stemEnglish("eyes")).toBe("eye");
  });
});

describe("englishWords", () => {
  it("folds case, accents and possessives, keeps letters a–z only, and stems", () => {
    expect(englishWords("The Lord's loving-kindness; ἀγάπη 216 vb.")).toEqual(["the", "lord", "love", "kindness", "vb"]);
    expect(englishWords("Naïve FAVOURS")).toEqual(["naiv", "favour"]);
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
