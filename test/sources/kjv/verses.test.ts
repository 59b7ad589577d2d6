import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { CANON } from "../../../src/core/osis.ts";
import { KJV_BOOKS_FILE, kjvBookFile, readKjv } from "../../../src/sources/kjv/verses.ts";

/** Book names as the upstream lists them: English names, in canonical order. */
const NAMES = CANON.map((b) => (b.osis === "Song" ? "Song of Solomon" : b.osis === "Rev" ? "Revelation" : b.name));
const BOOKS = JSON.stringify(NAMES);

const book = (name: string, chapters: Record<string, Record<string, unknown>>) =>
  JSON.stringify({ book: name, chapters: Object.entries(chapters).map(([chapter, verses]) => ({ chapter, verses: Object.entries(verses).map(([verse, text]) => ({ verse, text })) })) });

describe("readKjv", () => {
  it("maps books by their place in Books.json and reads verses as canonical OSIS, whitespace collapsed", async () => {
    const problems = new Problems();
    const files = memorySources({
      [KJV_BOOKS_FILE]: `\uFEFF${BOOKS}`,
      [kjvBookFile("Genesis")]: book("Genesis", { "1": { "1": "When everything  began,\nGod made it all." } }),
      [kjvBookFile("Song of Solomon")]: book("Song of Solomon", { "2": { "1": "A rose of the plain." } }),
      [kjvBookFile("Revelation")]: book("Revelation", { "22": { "21": "The last verse." } }),
    });
    const rows = await readKjv(files, problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    expect(kjvBookFile("Song of Solomon")).toBe("kjv-aruljohn/SongofSolomon.json");
    expect(rows.map((r) => [r.osis, r.text])).toEqual([
      ["Gen.1.1", "When everything began, God made it all."],
      ["Song.2.1", "A rose of the plain."],
      ["Rev.22.21", "The last verse."],
    ]);
  });

  it("reports every malformed part with its file and line, and keeps the good verses", async () => {
    const problems = new Problems();
    const files = memorySources({
      [KJV_BOOKS_FILE]: BOOKS,
      [kjvBookFile("Genesis")]: book("Genesis", { "1": { "1": "Good.", "32": "Past the chapter's end.", x: "Not a number.", "2": "  " }, "51": { "1": "No such chapter." } }),
      [kjvBookFile("Exodus")]: book("Leviticus", { "1": { "1": "Named wrongly.", "1 ": "Bad number." } }),
      [kjvBookFile("Ruth")]: book("Ruth", { "1": { "1": "Once." } }).replace("]}]}", ', {"verse": "1", "text": "Twice."}]}]}'),
      [kjvBookFile("Numbers")]: '{"book": "Numbers", "chapters": [,]}',
      [kjvBookFile("Judges")]: "[]",
    });
    const rows = await readKjv(files, problems);
    expect(rows.map((r) => r.osis)).toEqual(["Gen.1.1", "Exod.1.1", "Ruth.1.1"]);
    expect(problems.list().map(formatProblem)).toEqual([
      "kjv-aruljohn/Genesis.json:1: Genesis 1:2: the verse has no text",
      "kjv-aruljohn/Genesis.json:1: Genesis 1:32: expected a verse number from 1 to 31 (as a string), as in KJV versification",
      "kjv-aruljohn/Genesis.json:1: Genesis 1:x: expected a verse number from 1 to 31 (as a string), as in KJV versification",
      'kjv-aruljohn/Genesis.json:1: chapter "51": expected a chapter number from 1 to 50 (as a string) and a "verses" array',
      'kjv-aruljohn/Exodus.json:1: "book" is "Leviticus", but Books.json lists "Exodus" at position 2',
      "kjv-aruljohn/Exodus.json:1: Exodus 1:1 : expected a verse number from 1 to 22 (as a string), as in KJV versification",
      expect.stringMatching(/^kjv-aruljohn\/Numbers\.json:1: not valid JSON/),
      'kjv-aruljohn/Judges.json:1: expected an object with a "chapters" array',
      "kjv-aruljohn/Ruth.json:1: Ruth 1:1: the verse is given twice",
    ]);
  });

  it("reports a missing or malformed book list", async () => {
    const problems = new Problems();
    expect(await readKjv(memorySources({}), problems)).toEqual([]);
    expect(await readKjv(memorySources({ [KJV_BOOKS_FILE]: JSON.stringify(NAMES.slice(1)) }), problems)).toEqual([]);
    expect(problems.list().map(formatProblem)).toEqual([
      `${KJV_BOOKS_FILE}: the file is missing from memory (run npm run fetch-sources to get the upstream files)`,
      `${KJV_BOOKS_FILE}:1: expected an array of the 66 book names in canonical order`,
    ]);
  });
});
