import { describe, expect, it } from "vitest";
import {
  compareReferences,
  findReferenceRuns,
  navesBook,
  parseNavesReferences,
  referenceVerses,
  sortReferences,
  splitEntryLine,
} from "../../src/stages/naves-refs.ts";

describe("navesBook", () => {
  it("knows the canon's Nave's codes and the irregular So, Jude and 1JHN, case-sensitively", () => {
    expect(navesBook("GEN")?.osis).toBe("Gen");
    expect(navesBook("SNG")?.osis).toBe("Song");
    expect(navesBook("So")?.osis).toBe("Song");
    expect(navesBook("Jude")?.osis).toBe("Jude");
    expect(navesBook("JUD")?.osis).toBe("Jude");
    expect(navesBook("1JHN")?.osis).toBe("1John");
    expect(navesBook("1JN")?.osis).toBe("1John");
    for (const word of ["GOD", "OF", "TO", "IN", "II", "UR", "IRA", "MAN", "OIL", "TOB", "gen", "SO", "JUDE"]) expect(navesBook(word)).toBeUndefined();
  });
});

describe("parseNavesReferences", () => {
  it("parses verses, verse lists and ranges, continuing the book after ';'", () => {
    expect(parseNavesReferences("EXO 6:16-20; JOS 21:4,10; 1CH 6:2,3; 23:13")).toEqual({
      references: ["Exod.6.16-Exod.6.20", "Josh.21.4", "Josh.21.10", "1Chr.6.2", "1Chr.6.3", "1Chr.23.13"],
      invalid: [],
    });
  });

  it("reads a bare number as a whole chapter, also after ';'", () => {
    expect(parseNavesReferences("NUM 17").references).toEqual(["Num.17"]);
    expect(parseNavesReferences("EXO 28; 29").references).toEqual(["Exod.28", "Exod.29"]);
    expect(parseNavesReferences("1CH 6:3-15,50-53; 24").references).toEqual(["1Chr.6.3-1Chr.6.15", "1Chr.6.50-1Chr.6.53", "1Chr.24"]);
  });

  it("reads So, Jude, 1JHN and a double space after the code", () => {
    expect(parseNavesReferences("So 2:1; 4:8").references).toEqual(["Song.2.1", "Song.4.8"]);
    expect(parseNavesReferences("Jude 1:3").references).toEqual(["Jude.1.3"]);
    expect(parseNavesReferences("1JHN 2:1").references).toEqual(["1John.2.1"]);
    expect(parseNavesReferences("2SA  23:31; 1CH 11:32").references).toEqual(["2Sam.23.31", "1Chr.11.32"]);
  });

  it("reads 'with' before a reference, '. ' between books and spaces in verse lists", () => {
    expect(parseNavesReferences("1SA 22:20-23; with 22:6-19").references).toEqual(["1Sam.22.20-1Sam.22.23", "1Sam.22.6-1Sam.22.19"]);
    expect(parseNavesReferences("GEN 12:3; with ACT 3:25; GAL 3:8. GEN 17:7").references).toEqual(["Gen.12.3", "Acts.3.25", "Gal.3.8", "Gen.17.7"]);
    expect(parseNavesReferences("PSA 119:84, 107").references).toEqual(["Ps.119.84", "Ps.119.107"]);
  });

  it("writes a one-verse range as a verse and reads a range across chapters", () => {
    expect(parseNavesReferences("GEN 12:3-3").references).toEqual(["Gen.12.3"]);
    expect(parseNavesReferences("GEN 11:31-12:5,7").references).toEqual(["Gen.11.31-Gen.12.5", "Gen.12.7"]);
  });

  it("returns what is not in the canon as written, keeping what is", () => {
    expect(parseNavesReferences("EXO 3:19,29; 4:2-9; MRK 18:42,43; GEN 51; GEN 12:5-3; 23:13")).toEqual({
      references: ["Exod.3.19", "Exod.4.2-Exod.4.9", "Gen.23.13"],
      invalid: ["EXO 3:29", "MRK 18:42", "MRK 18:43", "GEN 51", "GEN 12:5-3"],
    });
    expect(parseNavesReferences("12:1").invalid).toEqual(["12:1"]);
    expect(parseNavesReferences("XYZ 1:1; 2:2").invalid).toEqual(["XYZ 1:1", "2:2"]);
    expect(parseNavesReferences("GEN 1:1a").invalid).toEqual(["GEN 1:1a"]);
  });
});

describe("findReferenceRuns", () => {
  it("finds lists starting at a real book code only", () => {
    expect(findReferenceRuns("Hoshea to So 2KI 17:4")).toEqual([{ index: 13, text: "2KI 17:4" }]);
    expect(findReferenceRuns("GOD 1, OF 2, TO 3, IN 4, II 5, UR 6, IRA 7, MAN 8, OIL 9, TOB 10")).toEqual([]);
    expect(findReferenceRuns("Jealous of Moses NUM 12:1")).toEqual([{ index: 17, text: "NUM 12:1" }]);
  });
});

describe("splitEntryLine", () => {
  it("takes the references that end a line out of its text", () => {
    expect(splitEntryLine("Lineage of EXO 6:16-20; JOS 21:4,10; 1CH 6:2,3; 23:13")).toEqual({
      text: "Lineage of",
      references: ["Exod.6.16-Exod.6.20", "Josh.21.4", "Josh.21.10", "1Chr.6.2", "1Chr.6.3", "1Chr.23.13"],
      invalid: [],
    });
    expect(splitEntryLine("Hoshea to So 2KI 17:4")).toEqual({ text: "Hoshea to So", references: ["2Kgs.17.4"], invalid: [] });
    expect(splitEntryLine("Sheba slain in 2SA  20:14-22").text).toBe("Sheba slain in");
    expect(splitEntryLine("A line without references")).toEqual({ text: "A line without references", references: [], invalid: [] });
  });

  it("keeps references in the middle of prose in the text, and still returns them", () => {
    const line = 'hence, PSA 47:7: "Sing ye praises with understanding.")';
    expect(splitEntryLine(line)).toEqual({ text: line, references: ["Ps.47.7"], invalid: [] });
  });

  it("reports a book code and chapter the grammar cannot read", () => {
    expect(splitEntryLine("Balaam's parables NUM 22-24").invalid).toEqual(["NUM 22-24"]);
  });
});

describe("ordering and expansion", () => {
  it("orders chapters before their verses, and shorter spans first", () => {
    expect(sortReferences(["Gen.12.2", "Gen.12", "Exod.1.1", "Gen.12.1-Gen.12.3", "Gen.12.1", "Gen.11.31-Gen.12.5", "Gen.12.1"])).toEqual([
      "Gen.11.31-Gen.12.5",
      "Gen.12",
      "Gen.12.1",
      "Gen.12.1-Gen.12.3",
      "Gen.12.2",
      "Exod.1.1",
    ]);
    expect(compareReferences("Gen.12.1", "Gen.12.1")).toBe(0);
    expect(compareReferences("Rev.1.1", "Gen.1.1")).toBeGreaterThan(0);
  });

  it("lists the verses a reference covers", () => {
    expect(referenceVerses("Gen.12.1")).toEqual(["Gen.12.1"]);
    expect(referenceVerses("Gen.12.1-Gen.12.3")).toEqual(["Gen.12.1", "Gen.12.2", "Gen.12.3"]);
    expect(referenceVerses("Gen.11.31-Gen.12.2")).toEqual(["Gen.11.31", "Gen.11.32", "Gen.12.1", "Gen.12.2"]);
    expect(referenceVerses("Num.17")).toHaveLength(13);
    expect(referenceVerses("nonsense")).toEqual([]);
  });
});
