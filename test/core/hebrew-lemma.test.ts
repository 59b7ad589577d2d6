import { describe, expect, it } from "vitest";
import { hebrewLemmaKey, hebrewLemmasAgree } from "../../src/core/hebrew-lemma.ts";

describe("hebrewLemmasAgree", () => {
  it("compares consonants: pointing, final forms and vowel letters do not matter", () => {
    expect(hebrewLemmaKey("אֱלֹהִים")).toBe("אלהמ");
    expect(hebrewLemmasAgree("אָב", "אָב")).toBe(true);
    expect(hebrewLemmasAgree("גָּדוֹל", "גָּדֹל")).toBe(true);
    expect(hebrewLemmasAgree("סָחִישׁ", "שָׁחִיס")).toBe(false);
    expect(hebrewLemmasAgree("בָּיַי", "אָבֶה")).toBe(false);
  });
});
