import { describe, expect, it } from "vitest";
import { buildVerseTexts } from "../../src/stages/verse-text.ts";
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
});
