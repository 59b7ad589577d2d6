import { describe, expect, it } from "vitest";
import { buildVerseTexts, isShouted, kjvCasing, recaseVerse } from "../../src/stages/verse-text.ts";
import { BuildReport } from "../../src/stages/report.ts";

const row = (osis: string, text: string) => ({ file: "kjv-aruljohn/x.json", line: 1, osis, text });
const obadiah = Array.from({ length: 21 }, (_, i) => row(`Obad.1.${i + 1}`, `verse ${i + 1}`)).filter((r) => r.osis !== "Obad.1.7");

describe("buildVerseTexts", () => {
  it("looks verses up by OSIS and, from complete sources, reports each verse without text", () => {
    const report = new BuildReport();
    const texts = buildVerseTexts([row("Gen.1.1", "In the beginning."), ...obadiah], report, true);
    expect(texts.get("Gen.1.1")).toBe("In the beginning.");
    expect(texts.get("Obad.1.21")).toBe("verse 21");
    const json = report.toJSON();
    const missing = json.anomalies.find((a) => a.check === "verse-without-text");
    expect(missing?.count).toBe(31_102 - 21);
    expect(missing?.cases).toContain("Obad.1.7: the KJV source gives no text for this verse");
    expect(missing?.cases).toContain("Rev.22.21: the KJV source gives no text for this verse");
    expect(json.notes).toContain("KJV text: 21 verses with text, 31081 without.");
  });

  it("from the sample, only counts what is missing", () => {
    const report = new BuildReport();
    buildVerseTexts(obadiah, report, false);
    expect(report.toJSON().anomalies).toEqual([]);
    expect(report.toJSON().notes).toEqual(["KJV text: 20 verses with text, 31082 without (the sample holds only a few verses)."]);
  });

  it("gives a verse the source prints in capitals the casing the KJV prints its words with elsewhere, and reports it", () => {
    const report = new BuildReport();
    const texts = buildVerseTexts(
      [
        row("Ps.1.1", "Sing unto the LORD, O ye people: praise the most High."),
        row("Ps.1.2", "O LORD, hear me; make haste unto me, O God."),
        row("Ps.1.3", "The LORD is high above the most High, and his name is holy."),
        row("Ps.1.4", "Thus saith the LORD to me; Make a song."),
        row("Ps.1.5", "I will make haste: the most High is near, O LORD."),
        row("Ps.1.6", "SING UNTO THE LORD, O MOST HIGH; HEAR ME; MAKE HASTE, O GOD, UNTO SELAH."),
        row("Ps.1.7", "AMEN, AMEN."),
      ],
      report,
      false,
    );
    expect(texts.get("Ps.1.6")).toBe("Sing unto the LORD, O most High; hear me; make haste, O God, unto selah.");
    expect(texts.get("Ps.1.7"), "two words are not several").toBe("AMEN, AMEN.");
    expect(report.toJSON().corrections).toEqual([
      {
        table: "verse_text",
        field: "text",
        reason: expect.stringMatching(/^the KJV source prints the whole verse in capitals/),
        count: 1,
        changes: [{ from: "Ps.1.6: SING UNTO THE LORD, O MOST HIGH; HEAR ME; MAKE HASTE, O GOD, UNTO SELAH.", to: "Sing unto the LORD, O most High; hear me; make haste, O God, unto selah.", count: 1 }],
      },
    ]);
  });

  it("recases word by word: the word before and the punctuation between first, then the word alone; the first word and a word after a full stop capitalised", () => {
    const casing = kjvCasing(["the most High. the most high hill", "O LORD, the most High", "Lord, to me; Make it", "to me; make it", "make it so; make it"]);
    expect(recaseVerse("THE MOST HIGH. THE LORD; MAKE IT", casing)).toBe("The most High. The LORD; make it");
    const only = kjvCasing(["the most High. the most high hill", "O LORD, the most High", "Lord, to me; Make it", "to me; make it", "make it so; make it"], new Set(["the", "most", "high", "lord", "make", "it"]));
    expect(recaseVerse("THE MOST HIGH. THE LORD; MAKE IT", only), "counting only the verse's own words gives the same").toBe("The most High. The LORD; make it");
    expect(only.counts.has("hill")).toBe(false);
    expect(isShouted("THE LORD IS HERE.")).toBe(true);
    expect(isShouted("THE LORD is here.")).toBe(false);
    expect(isShouted("MENE, TEKEL.")).toBe(false);
  });
});
