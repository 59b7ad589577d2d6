import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { HEBREW_STRONG_FILE, readHebrewStrong } from "../../../src/sources/hebrew/hebrew-strong.ts";

const wrap = (body: string): string =>
  `<?xml version="1.0" encoding="utf-8"?>\n<lexicon xmlns="http://openscriptures.github.com/morphhb/namespace">\n${body}</lexicon>\n`;

const read = async (body: string) => {
  const problems = new Problems();
  const rows = await readHebrewStrong(memorySources({ [HEBREW_STRONG_FILE]: wrap(body) }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
};

describe("readHebrewStrong", () => {
  it("reads headword attributes, source, meaning and usage (links written H1, as Greek definitions write G25), and normalises the id", async () => {
    const { rows, problems } = await read(
      [
        '<entry id="H87">',
        '  <w pos="n-pr-m" pron="ab-rawm\'" xlit="ʼAbrâm" xml:lang="x-pn">אַבְרָם</w>',
        '  <source>from <w src="H1">1</w> and a word for height;</source>',
        "  <meaning>high father; <def>Abram</def>, later <w src=\"H85\">85</w><note>editors' correction</note></meaning>",
        "  <usage>Abram.</usage>",
        "</entry>",
        "",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 3,
        id: "H87",
        number: "H87",
        lemma: "אַבְרָם",
        transliteration: "ʼAbrâm",
        pronunciation: "ab-rawm'",
        partOfSpeech: "n-pr-m",
        lang: "x-pn",
        source: "from H1 and a word for height;",
        meaning: "high father; Abram, later H85",
        usage: "Abram.",
        links: ["H1", "H85"],
      },
    ]);
  });

  it("keeps an Aramaic entry without <meaning> and without pron/xlit as nulls", async () => {
    const { rows, problems } = await read('<entry id="H2"><w pos="n-m" xml:lang="arc">אַב</w>\n<source>(Aramaic) corresponding to <w src="H1">1</w></source>\n</entry>\n');
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ number: "H2", meaning: null, usage: null, transliteration: null, pronunciation: null, source: "(Aramaic) corresponding to H1", links: ["H1"] });
  });

  it("reports a missing id, a bad id, a missing headword and a bad link at file:line, and keeps going", async () => {
    const { rows, problems } = await read(
      [
        '<entry><w pos="v">א</w></entry>',
        '<entry id="G26"><w pos="v">א</w></entry>',
        '<entry id="H3"><source>none</source></entry>',
        '<entry id="H4"><w pos="v">ב</w><source>from <w src="Hx">x</w></source></entry>',
        '<entry id="H5"><w pos="v">ג</w></entry>',
        "",
      ].join("\n"),
    );
    expect(problems).toEqual([
      `${HEBREW_STRONG_FILE}:3: <entry> has no id attribute`,
      `${HEBREW_STRONG_FILE}:4: entry id "G26" is not a Hebrew Strong's number (H<n>)`,
      `${HEBREW_STRONG_FILE}:5: entry H3 has no headword <w>`,
      `${HEBREW_STRONG_FILE}:6: entry H4: link src="Hx" is not a Hebrew Strong's number`,
    ]);
    expect(rows.map((r) => r.number)).toEqual(["H4", "H5"]);
  });

  it("reports XML that is not well-formed, and a missing file", async () => {
    const { rows, problems } = await read('<entry id="H1"><w>א</entry>\n');
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${HEBREW_STRONG_FILE}:3: not well-formed XML`));
    const missing = new Problems();
    expect(await readHebrewStrong(memorySources({}), missing)).toEqual([]);
    expect(missing.list().map(formatProblem)).toEqual([`${HEBREW_STRONG_FILE}: the file is missing from memory (run npm run fetch-sources to get the upstream files)`]);
  });
});
