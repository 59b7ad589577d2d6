import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { AUG_INDEX_FILE, readAugIndex } from "../../../src/sources/hebrew/aug-index.ts";
import { LEXICAL_INDEX_FILE, readLexicalIndex } from "../../../src/sources/hebrew/lexical-index.ts";

const index = (body: string): string => `<?xml version="1.0" encoding="UTF-8"?>\n<index xmlns="http://openscriptures.github.com/morphhb/namespace">\n${body}</index>\n`;

describe("readLexicalIndex", () => {
  const read = async (body: string) => {
    const problems = new Problems();
    const rows = await readLexicalIndex(memorySources({ [LEXICAL_INDEX_FILE]: index(`<part xml:lang="heb">\n${body}</part>\n`) }), problems);
    return { rows, problems: problems.list().map(formatProblem) };
  };

  it("reads the xref bridge: bdb id, Strong's number, augment letter; a prefix letter is not a number", async () => {
    const { rows, problems } = await read(
      [
        '<entry id="afc"><w xlit="ʾăbî">אֲבִי</w> <pos>N</pos> <def>father</def>',
        '<xref bdb="a.bd.ac" strong="0122" aug="a" twot="26b"/></entry>',
        '<entry id="aad"><w xlit="ʾbb">אבב</w><xref bdb="a.ab.aa" twot="1"/></entry>',
        '<entry id="laa"><w xlit="lə">לְ</w><xref bdb="l.aa.aa" strong="l"/></entry>',
        '<entry id="bga"><w>ב</w></entry>',
        "",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 4, id: "afc", word: "אֲבִי", transliteration: "ʾăbî", pos: "N", def: "father", bdb: "a.bd.ac", strong: "H122", prefixCode: null, aug: "a" },
      { line: 6, id: "aad", word: "אבב", transliteration: "ʾbb", pos: null, def: null, bdb: "a.ab.aa", strong: null, prefixCode: null, aug: null },
      { line: 7, id: "laa", word: "לְ", transliteration: "lə", pos: null, def: null, bdb: "l.aa.aa", strong: null, prefixCode: "l", aug: null },
      { line: 8, id: "bga", word: "ב", transliteration: null, pos: null, def: null, bdb: null, strong: null, prefixCode: null, aug: null },
    ]);
  });

  it("reports a missing id and an unreadable strong or aug at file:line", async () => {
    const { rows, problems } = await read(['<entry><w>א</w></entry>', '<entry id="x1"><w>א</w><xref strong="12x4"/></entry>', '<entry id="x2"><w>א</w><xref strong="5" aug="ab"/></entry>', ""].join("\n"));
    expect(problems).toEqual([
      `${LEXICAL_INDEX_FILE}:4: <entry> has no id attribute`,
      `${LEXICAL_INDEX_FILE}:5: entry x1: strong="12x4" is not a Strong's number`,
      `${LEXICAL_INDEX_FILE}:6: entry x2: aug="ab" is not a single letter`,
    ]);
    expect(rows.map((r) => [r.id, r.strong, r.aug])).toEqual([
      ["x1", null, null],
      ["x2", "H5", null],
    ]);
  });
});

describe("readAugIndex", () => {
  const read = async (body: string) => {
    const problems = new Problems();
    const rows = await readAugIndex(memorySources({ [AUG_INDEX_FILE]: index(body) }), problems);
    return { rows, problems: problems.list().map(formatProblem) };
  };

  it("normalises augmented numbers written without a space (1254a) and keeps prefix letters apart", async () => {
    const { rows, problems } = await read('<w aug="1">aac</w>\n<w aug="1254a">baa</w>\n<w aug="b">bga</w>\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 3, aug: "1", number: "H1", lexicalId: "aac" },
      { line: 4, aug: "1254a", number: "H1254a", lexicalId: "baa" },
      { line: 5, aug: "b", number: null, lexicalId: "bga" },
    ]);
  });

  it("reports a missing aug, an empty target and an unreadable number", async () => {
    const { rows, problems } = await read('<w>aac</w>\n<w aug="2"> </w>\n<w aug="12-3">abc</w>\n<w aug="3">aab</w>\n');
    expect(problems).toEqual([
      `${AUG_INDEX_FILE}:3: <w> has no aug attribute`,
      `${AUG_INDEX_FILE}:4: <w aug="2"> names no LexicalIndex entry`,
      `${AUG_INDEX_FILE}:5: aug="12-3" is not a Strong's number`,
    ]);
    expect(rows.map((r) => r.number)).toEqual(["H3"]);
  });
});
