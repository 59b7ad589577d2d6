import { describe, expect, it } from "vitest";
import { buildMorphTable, decodeGreekMorph, decodeHebrewMorph, decodeMorph } from "../../src/study/morphology.ts";
import { SchemaRegistry } from "../../src/contract/schemas.ts";

describe("OSHB codes", () => {
  it.each([
    ["HVqp3ms", "verb, qal perfect, third person masculine singular"],
    ["HNcmpa", "common noun, masculine plural absolute"],
    ["HR/Ncfsa", "preposition + common noun, feminine singular absolute"],
    ["HC/Vqw3ms", "conjunction + verb, qal sequential imperfect, third person masculine singular"],
    ["HTd/Ncmpa", "definite article + common noun, masculine plural absolute"],
    ["HTo", "direct object marker"],
    ["HVqrmsa", "verb, qal active participle, masculine singular absolute"],
    ["HVqc/Sp3ms", "verb, qal infinitive construct + pronominal suffix, third person masculine singular"],
    ["HNp", "proper name"],
    ["HNpm/Sd", "proper name, masculine + directional he"],
    ["HPdxms", "demonstrative pronoun, masculine singular"],
    ["HRd/Ncbsa", "preposition with definite article + common noun, both genders singular absolute"],
    ["HAcfsa", "cardinal number, feminine singular absolute"],
    ["AVhp3ms", "verb, haphel perfect, third person masculine singular"],
    ["ANcmsd", "common noun, masculine singular determined"],
  ])("%s → %s", (code, text) => {
    const d = decodeHebrewMorph(code);
    expect(d.unknown).toEqual([]);
    expect(d.text).toBe(text);
  });

  it("gives a structured part per morpheme, every feature present", () => {
    const d = decodeHebrewMorph("HC/Vqw3ms");
    expect(d.language).toBe("hebrew");
    expect(d.parts).toHaveLength(2);
    expect(d.parts[1]).toEqual({
      code: "Vqw3ms", part_of_speech: "verb", stem: "qal", conjugation: "sequential imperfect", tense: null, voice: null, mood: null,
      person: "third", gender: "masculine", number: "singular", case: null, state: null, degree: null,
      text: "verb, qal sequential imperfect, third person masculine singular",
    });
    expect(decodeHebrewMorph("AVqp3ms").language).toBe("aramaic");
    expect(decodeHebrewMorph("AVqp3ms").parts[0]?.stem).toBe("peal");
  });

  it.each([
    ["HVZp3ms", "Hebrew verb stem 'Z' in 'VZp3ms'"],
    ["HNcqsa", "gender 'q' in 'Ncqsa'"],
    ["HK", "part of speech 'K' in 'K'"],
    ["XNcmsa", "language 'X' in 'XNcmsa' (H or A)"],
    ["HR//Ncmsa", "empty morpheme in 'HR//Ncmsa'"],
    ["HNcmsaa", "extra characters 'a' in 'Ncmsaa'"],
    ["HTz", "type 'z' of part of speech 'T' in 'Tz'"],
  ])("names what %s holds that the conventions do not define", (code, problem) => {
    expect(decodeHebrewMorph(code).unknown).toContain(problem);
  });
});

describe("MorphGNT codes", () => {
  it.each([
    ["V- 3AAI-S--", "verb, aorist active indicative, third person singular"],
    ["N- ----DSF-", "noun, dative singular feminine"],
    ["RA ----NSM-", "definite article, nominative singular masculine"],
    ["V- -PAPNSM-", "verb, present active participle, nominative singular masculine"],
    ["V- -AAN----", "verb, aorist active infinitive"],
    ["A- ----NPMC", "adjective, nominative plural masculine, comparative"],
    ["RP 1---GS--", "personal pronoun, first person genitive singular"],
    ["C- --------", "conjunction"],
  ])("%s → %s", (code, text) => {
    const d = decodeGreekMorph(code);
    expect(d.unknown).toEqual([]);
    expect(d.text).toBe(text);
    expect(decodeMorph(code).language).toBe("greek");
  });

  it("structures a finite verb", () => {
    expect(decodeGreekMorph("V- 3AAI-S--").parts[0]).toMatchObject({ part_of_speech: "verb", tense: "aorist", voice: "active", mood: "indicative", person: "third", number: "singular", case: null, gender: null });
  });

  it.each([
    ["V- 3QAI-S--", "tense 'Q' in 'V- 3QAI-S--'"],
    ["Z- --------", "part of speech 'Z-' in 'Z- --------'"],
    ["V-3AAI-S--", "'V-3AAI-S--' is not a two-character part of speech, a space and an eight-character parse code"],
  ])("names what %s holds that the conventions do not define", (code, problem) => {
    expect(decodeGreekMorph(code).unknown).toContain(problem);
  });
});

describe("the table of codes", () => {
  it("counts each code once, sorted by language then code, and its records follow schemas/study/morph_code.json", () => {
    const words = [{ morph: "V- 3AAI-S--" }, { morph: "HVqp3ms" }, { morph: "AVqp3ms" }, { morph: "HVqp3ms" }, { morph: "HC/Vqw3ms" }];
    const { codes, unknown } = buildMorphTable(words);
    expect(unknown).toEqual([]);
    expect(codes.map((c) => [c.code, c.count])).toEqual([["HC/Vqw3ms", 1], ["HVqp3ms", 2], ["AVqp3ms", 1], ["V- 3AAI-S--", 1]]);
    const validate = new SchemaRegistry().validator("morph_code.json");
    for (const c of codes) expect(validate(c), JSON.stringify(validate.errors)).toBe(true);
  });

  it("reports a code it cannot decode", () => {
    expect(buildMorphTable([{ morph: "HVZp3ms" }]).unknown).toEqual(["Hebrew verb stem 'Z' in 'VZp3ms'"]);
  });
});
