import { describe, expect, it } from "vitest";
import { buildConcordance, concordanceCounts, concordanceEntry, concordancePage, greekForm, hebrewForm } from "../../src/study/concordance.ts";
import { StudyInputError } from "../../src/study/paging.ts";
import type { GreekWord } from "../../src/types/greek_word.ts";
import type { HebrewWord } from "../../src/types/hebrew_word.ts";

const hw = (osisRef: string, position: number, text: string, strongsNumber: string | null): HebrewWord => ({
  wordId: "01aaa", osisRef, wlcRef: osisRef, position, text, segments: [text], lemma: "", strongsNumber, morph: "HNcmsa", parse: "common noun, masculine singular absolute", language: "hebrew", reading: null,
});
const gw = (osisRef: string, position: number, normalized: string, strongsNumber: string | null): GreekWord => ({
  wordId: `${osisRef}.${position}`, osisRef, position, text: normalized, apparatus: null, word: normalized, normalized, lemma: normalized, strongsNumber, upstreamStrongsNumber: strongsNumber, morph: "N- ----NSF-", partOfSpeech: "N-", parsing: "----NSF-", parse: "noun, nominative singular feminine",
});

describe("buildConcordance", () => {
  const hebrew = [
    hw("Exod.3.1", 2, "בָּרָ֣א", "H1254a"),
    hw("Gen.1.1", 2, "בָּרָ֣א", "H1254a"),
    hw("Gen.1.27", 4, "וַיִּבְרָ֨א", "H1254a"),
    hw("Gen.1.27", 1, "וַיִּבְרָ֤א", "H1254a"),
    hw("Josh.17.15", 9, "וּבֵרֵאתָ֤", "H1254b"),
    hw("Gen.1.1", 1, "וְ", null),
  ];
  const greek = [gw("John.3.16", 2, "ἠγάπησεν", "G25"), gw("Matt.5.44", 5, "ἀγαπᾶτε", "G25"), gw("John.3.16", 9, "ἠγάπησεν", "G25"), gw("Matt.1.5", 5, "Βόες", null)];
  const c = buildConcordance(hebrew, greek);

  it("groups lettered numbers under their entry, verses in canonical order, positions in verse order", () => {
    const e = c.get("H1254");
    expect(e?.variants).toEqual(["H1254a", "H1254b"]);
    expect(e?.occurrences).toBe(5);
    expect(e?.verse_count).toBe(4);
    expect(e?.verses.map((v) => v.osis_ref)).toEqual(["Gen.1.1", "Gen.1.27", "Exod.3.1", "Josh.17.15"]);
    expect(e?.verses[1]).toEqual({ osis_ref: "Gen.1.27", positions: [1, 4], forms: ["וַיִּבְרָא", "וַיִּבְרָא"] });
  });

  it("counts surface forms without the cantillation accents, most frequent first", () => {
    expect(hebrewForm("בָּרָ֣א")).toBe("בָּרָא");
    expect(greekForm("καὶ")).toBe("καί");
    expect(c.get("H1254")?.forms).toEqual([{ form: "בָּרָא", count: 2 }, { form: "וַיִּבְרָא", count: 2 }, { form: "וּבֵרֵאתָ", count: 1 }]);
    expect(c.get("G25")?.forms).toEqual([{ form: "ἠγάπησεν", count: 2 }, { form: "ἀγαπᾶτε", count: 1 }]);
    expect(c.get("G25")?.verses.map((v) => v.osis_ref)).toEqual(["Matt.5.44", "John.3.16"]);
  });

  it("leaves words without a number out, and resolves numbers as users write them", () => {
    expect([...c.keys()]).toEqual(["G25", "H1254"]);
    expect(concordanceEntry(c, "g0025")?.number).toBe("G25");
    expect(concordanceEntry(c, "H1254b")?.number).toBe("H1254");
    expect(concordanceEntry(c, "1254")).toBeUndefined();
    expect(concordanceEntry(c, "G26")).toBeUndefined();
    expect(concordanceEntry(c, "G-25")).toBeUndefined();
    expect(concordanceCounts(c.get("G25"))).toEqual({ occurrences: 3, verse_count: 2 });
    expect(concordanceCounts(undefined)).toEqual({ occurrences: 0, verse_count: 0 });
  });

  it("pages the verses and refuses a limit or offset out of range", () => {
    const e = c.get("H1254");
    if (e === undefined) throw new Error("no H1254");
    const p = concordancePage("H1254", e, 2, 1);
    expect(p.data.map((v) => v.osis_ref)).toEqual(["Gen.1.27", "Exod.3.1"]);
    expect(p.meta).toEqual({ total: 4, limit: 2, offset: 1 });
    expect(p.entry).toMatchObject({ number: "H1254", occurrences: 5, verse_count: 4 });
    expect(concordancePage("H1254", e, 50, 10).data).toEqual([]);
    expect(() => concordancePage("H1254", e, 0, 0)).toThrow(StudyInputError);
    expect(() => concordancePage("H1254", e, 201, 0)).toThrow("limit must be a whole number from 1 to 200, got 201.");
    expect(() => concordancePage("H1254", e, 10, -1)).toThrow(StudyInputError);
    expect(concordancePage("H9", undefined, 50, 0)).toEqual({ data: [], meta: { total: 0, limit: 50, offset: 0 }, entry: { number: "H9", variants: [], occurrences: 0, verse_count: 0, forms: [] } });
  });
});
