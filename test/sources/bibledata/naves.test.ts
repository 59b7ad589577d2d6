import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { folderSources, memorySources } from "../../../src/core/source-files.ts";
import { SAMPLE_DIR } from "../../../src/paths.ts";
import { NAVES_FILE, readNaves } from "../../../src/sources/bibledata/naves.ts";

const read = async (text: string) => {
  const problems = new Problems();
  const rows = await readNaves(memorySources({ [NAVES_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
};

const BOM = "\ufeff";

describe("readNaves", () => {
  it("reads a BOM file with multi-line quoted entries, giving each line its depth and line number", async () => {
    const { rows, problems } = await read(
      [
        `${BOM}section,subject,entry`,
        'A,ABRAHAM,"-Son of Terah GEN 11:26',
        "-Called by God GEN 12:1-3",
        "     -The promise GEN 12:2,3",
        "          -Repeated GEN 22:18",
        '-See FAITH"',
        "C,CALL,-Of Abram GEN 12:1",
        'P,"PRIEST, HIGH","-Said ""holy"" EXO 28:36"',
        "",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        section: "A",
        subject: "ABRAHAM",
        lines: [
          { line: 2, depth: 0, text: "Son of Terah GEN 11:26" },
          { line: 3, depth: 0, text: "Called by God GEN 12:1-3" },
          { line: 4, depth: 1, text: "The promise GEN 12:2,3" },
          { line: 5, depth: 2, text: "Repeated GEN 22:18" },
          { line: 6, depth: 0, text: "See FAITH" },
        ],
      },
      { line: 7, section: "C", subject: "CALL", lines: [{ line: 7, depth: 0, text: "Of Abram GEN 12:1" }] },
      { line: 8, section: "P", subject: "PRIEST, HIGH", lines: [{ line: 8, depth: 0, text: 'Said "holy" EXO 28:36' }] },
    ]);
  });

  it("keeps bare '-' lines, even at an odd indentation, as empty lines", async () => {
    const { rows, problems } = await read(`${BOM}section,subject,entry\nA,ANIMALS,"-CRUELTY TO\n               -\n                     -\n     -KINDNESS TO GEN 33:17"\n`);
    expect(problems).toEqual([]);
    expect(rows[0]?.lines.map((l) => [l.line, l.depth, l.text])).toEqual([
      [2, 0, "CRUELTY TO"],
      [3, 3, ""],
      [4, 4, ""],
      [5, 1, "KINDNESS TO GEN 33:17"],
    ]);
  });

  it("reports malformed rows at file:line and keeps going", async () => {
    const { rows, problems } = await read(
      [
        `${BOM}section,subject,entry`,
        'A,ABEL,"-Son of Adam GEN 4:2',
        'No dash here"',
        "A,,-Nameless GEN 1:1",
        "ab,ABIB,-A month EXO 13:4",
        'A,ABIDE,"-Text',
        '   -Three spaces"',
        "A,ACHAN,",
        "A,ADAM,-First man GEN 2:7",
        "A,ADAR,-Too,many",
      ].join("\n"),
    );
    // readCsv reports the wrong field count while parsing, before the rows are looked at.
    expect(problems).toEqual([
      `${NAVES_FILE}:10: expected 3 fields, found 4`,
      `${NAVES_FILE}:3: entry line does not start with "-": "No dash here"`,
      `${NAVES_FILE}:4: empty subject`,
      `${NAVES_FILE}:5: section "ab" is not a single capital letter`,
      `${NAVES_FILE}:7: indentation of 3 spaces is not a multiple of 5`,
      `${NAVES_FILE}:8: empty entry`,
    ]);
    expect(rows.map((r) => r.subject)).toEqual(["ADAM"]);
  });

  it("reports a missing column and a missing file", async () => {
    expect((await read("section,topic,entry\nA,AARON,-Priest\n")).problems).toEqual([`${NAVES_FILE}:1: missing column(s) "subject" in the header`]);
    const problems = new Problems();
    expect(await readNaves(memorySources({}), problems)).toEqual([]);
    expect(problems.list().map(formatProblem)).toEqual([`${NAVES_FILE}: file not found`]);
  });

  it("reads the bundled sample without problems", async () => {
    const problems = new Problems();
    const rows = await readNaves(folderSources(SAMPLE_DIR, "sample"), problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    expect(rows.map((r) => r.subject)).toEqual(["ABRAHAM", "CALL", "FAITH", "SARAH"]);
    expect(rows.flatMap((r) => r.lines).some((l) => l.depth === 2)).toBe(true);
  });
});
