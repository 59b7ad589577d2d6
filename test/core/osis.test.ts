import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { CANON, allVerses, bookByNaves, canonicalVerse, parseVerse, sortVerses, TOTAL_VERSES } from "../../src/core/osis.ts";

describe("canon table", () => {
  it("has 66 books, 1,189 chapters and 31,102 verses", () => {
    expect(CANON).toHaveLength(66);
    expect(CANON.reduce((n, b) => n + b.verses.length, 0)).toBe(1189);
    expect(TOTAL_VERSES).toBe(31102);
    expect([...allVerses()]).toHaveLength(31102);
  });

  it("knows well-known chapter lengths", () => {
    expect(parseVerse("Ps.119.176")).toBeDefined();
    expect(parseVerse("Ps.119.177")).toBeUndefined();
    expect(parseVerse("Mal.4.6")).toBeDefined();
    expect(parseVerse("Mal.5.1")).toBeUndefined();
    expect(parseVerse("3John.1.14")).toBeDefined();
  });

  const books = "../shared/sources/theographic-bible-metadata/CSV/Books.csv";
  it.skipIf(!existsSync(books))("agrees with Theographic Books.csv when the upstream mirror is present", () => {
    const rows = parse(readFileSync(books, "utf8").replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.osisName)).toEqual(CANON.map((b) => b.osis));
    for (const r of rows) {
      const b = CANON.find((c) => c.osis === r.osisName);
      expect(b?.verses.reduce((a, v) => a + v, 0)).toBe(Number(r.verseCount));
      expect(b?.verses.length).toBe(Number(r.chapterCount));
    }
  });
});

describe("verse references", () => {
  it("canonicalises letter case of the book", () => {
    expect(canonicalVerse("gen.1.1")).toBe("Gen.1.1");
    expect(canonicalVerse("1JOHN.1.9")).toBe("1John.1.9");
  });

  it("rejects malformed and out-of-canon references", () => {
    for (const bad of ["Gen.0.1", "Gen.1.0", "Gen.51.1", "Genesis.1.1", "Gen.1", "Gen.01.1", "Gen.1.1-Gen.1.2", "Tob.1.1", "", "Gen..1"]) {
      expect(canonicalVerse(bad), bad).toBeUndefined();
    }
  });

  it("sorts canonically, not as text", () => {
    expect(sortVerses(["Exod.1.1", "Gen.10.1", "Gen.2.1", "Gen.2.10", "Gen.2.9"])).toEqual(["Gen.2.1", "Gen.2.9", "Gen.2.10", "Gen.10.1", "Exod.1.1"]);
  });

  it("maps Nave's book codes", () => {
    expect(bookByNaves("EXO")?.book.osis).toBe("Exod");
    expect(bookByNaves("JHN")?.book.osis).toBe("John");
    expect(bookByNaves("GOD")).toBeUndefined();
  });
});
