import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { folderSources, memorySources } from "../../../src/core/source-files.ts";
import { SAMPLE_DIR } from "../../../src/paths.ts";
import { CROSS_REFERENCES_FILE, readCrossReferences } from "../../../src/sources/openbible/cross-references.ts";

const HEADER = "From Verse\tTo Verse\tVotes\t#www.openbible.info CC-BY 2026-07-20";

const read = async (text: string) => {
  const problems = new Problems();
  const rows = await readCrossReferences(memorySources({ [CROSS_REFERENCES_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
};

const file = (...rows: string[]): string => `${[HEADER, ...rows].join("\n")}\n`;

describe("readCrossReferences", () => {
  it("reads single verses, ranges (also across chapters and books) and signed votes, with line numbers", async () => {
    const { rows, problems } = await read(
      file("Gen.12.1\tActs.7.2-Acts.7.3\t97", "Gen.12.1\tHeb.11.8\t-3", "Gen.12.2\tGen.11.31-Gen.12.5\t0", "Gen.12.3\t2Chr.36.22-Ezra.1.3\t5"),
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, from: "Gen.12.1", toStart: "Acts.7.2", toEnd: "Acts.7.3", votes: 97 },
      { line: 3, from: "Gen.12.1", toStart: "Heb.11.8", toEnd: null, votes: -3 },
      { line: 4, from: "Gen.12.2", toStart: "Gen.11.31", toEnd: "Gen.12.5", votes: 0 },
      { line: 5, from: "Gen.12.3", toStart: "2Chr.36.22", toEnd: "Ezra.1.3", votes: 5 },
    ]);
  });

  it("finds the columns by header name, whatever their order, and ignores the comment cell", async () => {
    const { rows, problems } = await read("Votes\tTo Verse\tFrom Verse\t# a comment\n7\tGal.3.8\tGen.12.3\n");
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ line: 2, from: "Gen.12.3", toStart: "Gal.3.8", toEnd: null, votes: 7 }]);
  });

  it("accepts CRLF line ends, a BOM and a missing final newline", async () => {
    const { rows, problems } = await read(`\ufeff${HEADER}\r\nGen.12.1\tHeb.11.8\t4\r\nGen.12.2\tGen.17.6\t1`);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.line, r.toStart, r.votes])).toEqual([
      [2, "Heb.11.8", 4],
      [3, "Gen.17.6", 1],
    ]);
  });

  it("reads 3John.1.15 (English versification) as a known verse", async () => {
    const { rows, problems } = await read(file("3John.1.15\tJohn.10.3\t2", "Acts.11.30\t2John.1.1-3John.1.15\t2"));
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.from, r.toEnd])).toEqual([
      ["3John.1.15", null],
      ["Acts.11.30", "3John.1.15"],
    ]);
  });

  it("reports each malformed row at file:line and keeps going", async () => {
    const { rows, problems } = await read(
      file(
        "Gen.12.1\tHeb.11.8",
        "Gen.12.1\tHeb.11.8\t3\textra",
        "Gen.12.1-Gen.12.2\tHeb.11.8\t3",
        "Gen.51.1\tHeb.11.8\t3",
        "Gen.12.1\tHeb.11.99\t3",
        "Gen.12.1\tHeb.11.8-\t3",
        "Gen.12.1\tHeb.11.10-Heb.11.8\t3",
        "Gen.12.1\tHeb.11.8\t3.5",
        "Gen.12.1\tHeb.11.8\tmany",
        "Gen.12.1\tXyz.1.1\t",
        "Gen.12.3\tGal.3.8\t88",
      ),
    );
    const f = CROSS_REFERENCES_FILE;
    expect(problems).toEqual([
      `${f}:2: expected 3 tab-separated fields, found 2`,
      `${f}:3: expected 3 tab-separated fields, found 4`,
      `${f}:4: From Verse "Gen.12.1-Gen.12.2" is not a verse of the KJV canon`,
      `${f}:5: From Verse "Gen.51.1" is not a verse of the KJV canon`,
      `${f}:6: To Verse "Heb.11.99" is not a verse or a range of verses of the KJV canon`,
      `${f}:7: To Verse "Heb.11.8-" is not a verse or a range of verses of the KJV canon`,
      `${f}:8: To Verse "Heb.11.10-Heb.11.8" ends before it starts`,
      `${f}:9: Votes "3.5" is not an integer`,
      `${f}:10: Votes "many" is not an integer`,
      `${f}:11: To Verse "Xyz.1.1" is not a verse or a range of verses of the KJV canon; Votes "" is not an integer`,
    ]);
    expect(rows).toEqual([{ line: 12, from: "Gen.12.3", toStart: "Gal.3.8", toEnd: null, votes: 88 }]);
  });

  it("reports a missing column, an empty file and a missing file", async () => {
    expect((await read("From Verse\tTo\tVotes\nGen.1.1\tJohn.1.1\t3\n")).problems).toEqual([`${CROSS_REFERENCES_FILE}:1: missing column(s) "To Verse" in the header`]);
    expect((await read("")).problems).toEqual([`${CROSS_REFERENCES_FILE}:1: the file is empty; expected a header row`]);
    const problems = new Problems();
    expect(await readCrossReferences(memorySources({}), problems)).toEqual([]);
    expect(problems.list().map(formatProblem)).toEqual([`${CROSS_REFERENCES_FILE}: file not found`]);
  });

  it("reads the bundled sample without problems", async () => {
    const problems = new Problems();
    const rows = await readCrossReferences(folderSources(SAMPLE_DIR, "sample"), problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.some((r) => r.votes < 0)).toBe(true);
    expect(rows.some((r) => r.votes === 0)).toBe(true);
    expect(rows.some((r) => r.toEnd !== null && r.toEnd.split(".")[1] !== r.toStart.split(".")[1])).toBe(true);
  });
});
