import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { allChapters, bookRecord, buildBooks, chapterRecord } from "../../src/stages/books.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const schema = (name: string): object => JSON.parse(readFileSync(path.join(ROOT, "schemas/records", `${name}.json`), "utf8")) as object;

describe("books and chapters", () => {
  it("lists the 66 books of the canon with their counts", () => {
    const books = buildBooks();
    expect(books).toHaveLength(66);
    expect(books.filter((b) => b.testament === "OT")).toHaveLength(39);
    expect(books.reduce((n, b) => n + b.verses, 0)).toBe(31_102);
    expect(books.reduce((n, b) => n + b.chapters, 0)).toBe(1_189);
    expect(books[0]).toMatchObject({ osis: "Gen", name: "Genesis", testament: "OT", order: 1, chapters: 50, verses: 1533 });
    expect(bookRecord("ps")).toMatchObject({ osis: "Ps", chapters: 150, verses: 2461 });
    expect(bookRecord("3jn")).toBeUndefined();
    expect(bookRecord("3John")?.verses_per_chapter).toEqual([14]);
    expect(books[65]).toMatchObject({ osis: "Rev", order: 66, testament: "NT", chapters: 22, verses: 404 });
  });

  it("gives each chapter its verses and neighbours, across book boundaries", () => {
    expect(chapterRecord("Gen", 12)).toEqual({ osis: "Gen.12", book: "Gen", chapter: 12, verses: 20, first_verse: "Gen.12.1", last_verse: "Gen.12.20", previous: "Gen.11", next: "Gen.13" });
    expect(chapterRecord("gen", 1)?.previous).toBeNull();
    expect(chapterRecord("Gen", 50)?.next).toBe("Exod.1");
    expect(chapterRecord("Exod", 1)?.previous).toBe("Gen.50");
    expect(chapterRecord("Mal", 4)?.next).toBe("Matt.1");
    expect(chapterRecord("Rev", 22)?.next).toBeNull();
    expect(chapterRecord("Ps", 151)).toBeUndefined();
    expect(chapterRecord("Gen", 0)).toBeUndefined();
    expect(chapterRecord("Gen", 1.5)).toBeUndefined();
    expect(chapterRecord("Tob", 1)).toBeUndefined();
    expect(allChapters()).toHaveLength(1_189);
  });

  it("matches the record schemas", () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    ajv.addSchema(schema("common"));
    const book = ajv.compile(schema("book"));
    const chapter = ajv.compile(schema("chapter"));
    for (const b of buildBooks()) expect(book(b), JSON.stringify(book.errors)).toBe(true);
    for (const c of allChapters()) expect(chapter(c), JSON.stringify(chapter.errors)).toBe(true);
  });
});
