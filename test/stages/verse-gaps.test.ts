import { describe, expect, it } from "vitest";
import { BuildReport } from "../../src/stages/report.ts";
import { reportVerseGaps } from "../../src/stages/verse-gaps.ts";
import { CANON } from "../../src/core/osis.ts";

const allVerses = (testament: "OT" | "NT"): string[] =>
  CANON.filter((b) => b.testament === testament).flatMap((b) => b.verses.flatMap((n, c) => Array.from({ length: n }, (_, v) => `${b.osis}.${c + 1}.${v + 1}`)));

describe("reportVerseGaps", () => {
  it("walks every canonical verse and gives each missing one its reason", () => {
    const have = new Set(allVerses("NT").filter((v) => !["Matt.17.21", "John.8.3", "Rom.16.26", "Jude.1.4"].includes(v)));
    const r = new BuildReport();
    reportVerseGaps("greek_word", "NT", have, r);
    expect(r.toJSON().verses_without_words.map((g) => [g.reason.slice(0, 30), g.verses])).toEqual([
      ["John 7:53–8:11 (the woman take", ["John.8.3"]],
      ["absent from this MorphGNT: its", ["Rom.16.26"]],
      ["no words upstream (unexplained", ["Jude.1.4"]],
      ["not in the SBLGNT text: a late", ["Matt.17.21"]],
    ]);
  });

  it("lists a chapter or a book without any words once", () => {
    const have = new Set(allVerses("OT").filter((v) => !v.startsWith("Gen.2.") && !v.startsWith("Obad.")));
    const r = new BuildReport();
    reportVerseGaps("hebrew_word", "OT", have, r);
    expect(r.toJSON().verses_without_words).toEqual([
      { table: "hebrew_word", reason: "no words upstream for the whole book (unexplained)", count: 1, verses: ["Obad"] },
      { table: "hebrew_word", reason: "no words upstream for the whole chapter (unexplained)", count: 1, verses: ["Gen.2"] },
    ]);
  });
});
