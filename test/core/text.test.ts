/** The text helpers: number spelling for name search, and the folding of transliterations. */
import { describe, expect, it } from "vitest";
import { dropThousandsSeparators, foldName, foldTransliteration, spellNumbers } from "../../src/core/text.ts";

describe("spellNumbers", () => {
  it("spells whole numbers below a million", () => {
    expect(spellNumbers("10 commandments")).toBe("ten commandments");
    expect(spellNumbers("feeding the 5000")).toBe("feeding the five thousand");
    expect(spellNumbers("12 tribes")).toBe("twelve tribes");
    expect(spellNumbers("0 7 13 20 21 99 100 101 110 999")).toBe("zero seven thirteen twenty twenty one ninety nine one hundred one hundred one one hundred ten nine hundred ninety nine");
    expect(spellNumbers("144000")).toBe("one hundred forty four thousand");
    expect(spellNumbers("999999")).toBe("nine hundred ninety nine thousand nine hundred ninety nine");
  });

  it("spells ordinals", () => {
    expect(spellNumbers("2nd coming")).toBe("second coming");
    expect(spellNumbers("1st 3rd 4th 11th 12th 20th 21st 40th 100th")).toBe("first third fourth eleventh twelfth twentieth twenty first fortieth one hundredth");
  });

  it("keeps every other word as it is", () => {
    for (const w of ["1000000", "007", "0th", "2x", "h2o", "12b", "abraham", "", "3rdd"]) expect(spellNumbers(w), w).toBe(w);
  });

  it("works on folded text, thousands separators dropped first", () => {
    const fold = (t: string): string => spellNumbers(foldName(dropThousandsSeparators(t)));
    expect(fold("Feeding of the 5,000!")).toBe("feeding of the five thousand");
    expect(fold("144,000 sealed")).toBe("one hundred forty four thousand sealed");
    expect(fold("1,000,000")).toBe("1000000");
    expect(fold("Gen 1,2")).toBe("gen one two");
  });
});

describe("foldTransliteration", () => {
  it("reads Strong's spellings as people type the word", () => {
    expect(foldTransliteration("shâlôwm")).toBe("shalom");
    expect(foldTransliteration("cheçed")).toBe("chesed");
    expect(foldTransliteration("yᵉshûwʻâh")).toBe("yeshuah");
    expect(foldTransliteration("rûwach")).toBe("ruach");
    expect(foldTransliteration("ʼĕlôhîym")).toBe("elohim");
    expect(foldTransliteration("Yaʻăqôb")).toBe("yaaqob");
    expect(foldTransliteration("agápē")).toBe("agape");
    expect(foldTransliteration("ekklēsía")).toBe("ekklesia");
  });

  it("spells the letters of the scholarly systems as Strong's does, so both systems meet", () => {
    expect(foldTransliteration("šālôm")).toBe("shalom");
    expect(foldTransliteration("ḥesed")).toBe(foldTransliteration("cheçed"));
    expect(foldTransliteration("ṣaddîq")).toBe(foldTransliteration("tsaddîyq"));
    expect(foldTransliteration("ʾābîb")).toBe("abib");
    expect(foldTransliteration("yāḏaʿ")).toBe(foldTransliteration("yâdaʻ"));
  });

  it("folds Strong's own spelling, typed plainly, the same way", () => {
    expect(foldTransliteration("shalowm")).toBe(foldTransliteration("shâlôwm"));
    expect(foldTransliteration("Elohiym")).toBe("elohim");
  });

  it("is foldName for a word with none of those spellings", () => {
    for (const w of ["Abraham", "ἀγάπη", "  Mary's  ", "lógos"]) expect(foldTransliteration(w)).toBe(foldName(w));
  });
});
