import { describe, expect, it } from "vitest";
import { transliterateHebrew } from "../../src/study/hebrew-translit.ts";

describe("transliterateHebrew", () => {
  it.each([
    // Gen 1:1, accents included as printed.
    ["בְּרֵאשִׁ֖ית", "bᵊrēʾšît"],
    ["בָּרָ֣א", "bārāʾ"],
    ["אֱלֹהִ֑ים", "ʾĕlōhîm"],
    ["הַשָּׁמַ֖יִם", "haššāmayim"],
    ["וְאֵ֥ת", "wᵊʾēt"],
    ["הָאָֽרֶץ", "hāʾāreṣ"],
    // Matres lectionis, dagesh forte, furtive patah, sin, shewa pairs, maqaf.
    ["תֹהוּ", "tōhû"],
    ["וּמִבֵּית", "ûmibbêt"],
    ["רוּחַ", "rûaḥ"],
    ["יִשְׂרָאֵל", "yiśrāʾēl"],
    ["וַיִּבְרָא", "wayyibrāʾ"],
    ["מֵאַרְצְךָ", "mēʾarṣᵊkā"],
    ["הָיְתָה", "hāyᵊtâ"],
    ["מִזְמוֹר", "mizmôr"],
    ["כָּל־הָעָם", "kāl-hāʿām"],
  ])("%s → %s", (hebrew, latin) => {
    expect(transliterateHebrew(hebrew)).toBe(latin);
  });
});
