import { describe, expect, it } from "vitest";
import { filledCells, readCsv, splitList } from "../../src/core/csv.ts";
import { Problems, formatProblem } from "../../src/core/problems.ts";

describe("readCsv", () => {
  it("strips a BOM, reads by header name and gives each row its starting line", () => {
    const problems = new Problems();
    const text = '\uFEFFname,text\nAaron,"first\nsecond"\n\nMoses,plain\n';
    const rows = readCsv(text, "t.csv", problems, { columns: ["name", "text"] });
    expect(problems.size).toBe(0);
    expect(rows.map((r) => [r.line, r.get("name"), r.get("text")])).toEqual([
      [2, "Aaron", "first\nsecond"],
      [5, "Moses", "plain"],
    ]);
  });

  it("reports a missing column at line 1 and returns no rows", () => {
    const problems = new Problems();
    expect(readCsv("name\nAaron\n", "t.csv", problems, { columns: ["name", "gender"] })).toEqual([]);
    expect(problems.list().map(formatProblem)).toEqual(['t.csv:1: missing column(s) "gender" in the header']);
  });

  it("reports a row with the wrong number of fields at its line and keeps going", () => {
    const problems = new Problems();
    const rows = readCsv("a,b\n1,2\n3\n4,5\n", "t.csv", problems, { columns: ["a", "b"] });
    expect(rows).toHaveLength(2);
    expect(problems.list().map(formatProblem)).toEqual(["t.csv:3: expected 2 fields, found 1"]);
  });

  it("reports unparseable CSV", () => {
    const problems = new Problems();
    readCsv('a,b\n1,"unterminated\n', "t.csv", problems, { columns: ["a"] });
    expect(problems.size).toBe(1);
    expect(formatProblem(problems.list()[0]!)).toMatch(/^t\.csv:\d+: not valid CSV/);
  });

  it("reads tab-separated files", () => {
    const problems = new Problems();
    const rows = readCsv('"a"\t"b"\n"1"\t"x, y"\n', "t.tsv", problems, { columns: ["a", "b"], delimiter: "\t" });
    expect(rows[0]?.get("b")).toBe("x, y");
  });
});

describe("splitList", () => {
  it("splits plain, quoted and comma-space lists", () => {
    expect(splitList("miriam_2087,moses_2108")).toEqual(["miriam_2087", "moses_2108"]);
    expect(splitList('Aaron,"Pilate, Pontius",Moses')).toEqual(["Aaron", "Pilate, Pontius", "Moses"]);
    expect(splitList("Jerusalem, Bethany", ", ")).toEqual(["Jerusalem", "Bethany"]);
    expect(splitList("")).toEqual([]);
  });
});

describe("filledCells", () => {
  it("gives a row's trimmed cells in column order, or one problem naming every empty cell", () => {
    const problems = new Problems();
    const [full, gaps] = readCsv("a,b,c\n x ,y,z\n,y, \n", "t.csv", problems, { columns: ["a", "b", "c"] });
    expect(filledCells(full!, ["c", "a"], "t.csv", problems)).toEqual(["z", "x"]);
    expect(filledCells(gaps!, ["a", "b", "c"], "t.csv", problems)).toBeUndefined();
    expect(problems.list().map(formatProblem)).toEqual(["t.csv:3: a, c must be filled"]);
  });
});
