import { describe, expect, it } from "vitest";
import { BuildReport } from "../../src/stages/report.ts";

describe("BuildReport", () => {
  it("lists every anomaly case per table and check, sorted by table and check", () => {
    const r = new BuildReport();
    r.anomaly("death-before-birth", "person", "samson_1", "born -1118, died -1120", "A person's death year is before their birth year.");
    r.anomaly("event-year-mismatch", "event", "death-of-seth", "starts -2961, Seth died -2691", "An event's year disagrees with its person's years.");
    r.anomaly("death-before-birth", "person", "x_1", "born 1, died 0");
    const { anomalies } = r.toJSON();
    expect(anomalies.map((a) => [a.table, a.check, a.count])).toEqual([
      ["event", "event-year-mismatch", 1],
      ["person", "death-before-birth", 2],
    ]);
    expect(anomalies[1]!.cases).toEqual(["samson_1: born -1118, died -1120", "x_1: born 1, died 0"]);
    expect(anomalies[1]!.description).toBe("A person's death year is before their birth year.");
  });

  it("counts corrections per distinct change", () => {
    const r = new BuildReport();
    r.corrected("greek_word", "strongsNumber", "lexeme correction table", "G182", "G266");
    r.corrected("greek_word", "strongsNumber", "lexeme correction table", "G182", "G266");
    r.corrected("greek_word", "strongsNumber", "lexeme correction table", "G40", "G50");
    const [c] = r.toJSON().corrections;
    expect(c).toEqual({
      table: "greek_word",
      field: "strongsNumber",
      reason: "lexeme correction table",
      count: 3,
      changes: [
        { from: "G182", to: "G266", count: 2 },
        { from: "G40", to: "G50", count: 1 },
      ],
    });
  });

  it("lists every verse without words, grouped by reason", () => {
    const r = new BuildReport();
    r.gap("greek_word", "not in the SBLGNT text", "Matt.17.21");
    r.gap("greek_word", "not in the SBLGNT text", "Matt.18.11");
    r.gap("hebrew_word", "absent from the WLC", "Neh.7.68");
    expect(r.toJSON().verses_without_words).toEqual([
      { table: "greek_word", reason: "not in the SBLGNT text", count: 2, verses: ["Matt.17.21", "Matt.18.11"] },
      { table: "hebrew_word", reason: "absent from the WLC", count: 1, verses: ["Neh.7.68"] },
    ]);
  });
});
