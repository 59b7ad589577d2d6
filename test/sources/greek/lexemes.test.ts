import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { LEXEMES_FILE, readLexemes, scanPlainLexemes } from "../../../src/sources/greek/lexemes.ts";

async function read(text: string) {
  const problems = new Problems();
  const rows = await readLexemes(memorySources({ [LEXEMES_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

const PLAIN = `Ἀβραάμ:
    pos: N
    full-citation-form: Ἀβραάμ, ὁ
    strongs: 11
    gk: 11
    gloss: Abraham
ἄπειμι:
    pos: V
    strongs: [548, 549]
    gloss: ['to be away', 'to go away']
Ἰωβήδ:
    pos: N
    gloss: "Obed (a name: not numbered)"
`;

describe("readLexemes", () => {
  it("reads strongs as an integer, a list of two integers, or absent", async () => {
    const { rows, problems } = await read(PLAIN);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 1, lemma: "Ἀβραάμ", strongs: [11] },
      { line: 7, lemma: "ἄπειμι", strongs: [548, 549] },
      { line: 11, lemma: "Ἰωβήδ", strongs: [] },
    ]);
  });

  it("reads the plain upstream shape line by line, and anything else with the full YAML parser, alike", async () => {
    expect(scanPlainLexemes(PLAIN)).toHaveLength(3);
    const fancy = `# a comment\n"Ἀβραάμ":\n  pos: N\n  strongs:\n    - 11\n  gloss: >\n    Abraham,\n    the patriarch\nἄπειμι: { pos: V, strongs: [548, 549] }\nἸωβήδ:\n  pos: N\n`;
    expect(scanPlainLexemes(fancy)).toBeUndefined();
    const { rows, problems } = await read(fancy);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.lemma, r.strongs])).toEqual([
      ["Ἀβραάμ", [11]],
      ["ἄπειμι", [548, 549]],
      ["Ἰωβήδ", []],
    ]);
  });

  it("reports a strongs value that is not a positive integer or a list of them, in both readings", async () => {
    const plain = await read(`ἀγάπη:\n    pos: N\n    strongs: G26\nἀγαθός:\n    strongs: [18, x]\nἄγγελος:\n    strongs: 32\n`);
    expect(plain.problems).toEqual([
      `${LEXEMES_FILE}:3: lexeme ἀγάπη: strongs G26 is not a positive integer or a list of them`,
      `${LEXEMES_FILE}:5: lexeme ἀγαθός: strongs [18, x] is not a positive integer or a list of them`,
    ]);
    expect(plain.rows.map((r) => r.lemma)).toEqual(["ἄγγελος"]);
    const full = await read(`ἀγάπη:\n  pos: N\n  strongs: 0\nἄγγελος: {strongs: 32}\n`);
    expect(full.problems).toEqual([`${LEXEMES_FILE}:3: lexeme ἀγάπη: strongs 0 is not a positive integer or a list of them`]);
    expect(full.rows.map((r) => r.lemma)).toEqual(["ἄγγελος"]);
  });

  it("reports invalid YAML, a duplicate lemma and a lexeme without fields at their lines", async () => {
    const dup = await read(`ἀγάπη:\n    strongs: 26\nἀγάπη:\n    strongs: 27\n`);
    expect(dup.problems).toHaveLength(1);
    expect(dup.problems[0]).toMatch(new RegExp(`^${LEXEMES_FILE}:3: not valid YAML: .*[Mm]ap keys must be unique`));
    const empty = await read(`ἀγάπη:\nἄγγελος:\n    strongs: 32\n`);
    expect(empty.problems).toEqual([`${LEXEMES_FILE}:1: lexeme ἀγάπη has no fields`]);
    expect(empty.rows.map((r) => r.lemma)).toEqual(["ἄγγελος"]);
    const broken = await read(`ἀγάπη:\n    strongs: [26\n`);
    expect(broken.problems[0]).toMatch(new RegExp(`^${LEXEMES_FILE}:\\d+: not valid YAML`));
  });
});
