import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { readFilledRows } from "../../../src/sources/corrections/table.ts";

const FILE = "sources/corrections/example.csv";

describe("readFilledRows", () => {
  it("gives each filled row's cells in the order asked for, and an empty cell's problem when its row is reached", async () => {
    const problems = new Problems();
    const rows = await readFilledRows(memorySources({ [FILE]: "b,a\n 2 ,1\n,3\n5,4\n" }), FILE, ["a", "b"], problems);
    expect(problems.list(), "nothing is reported before the rows are read").toEqual([]);
    const seen: string[] = [];
    for (const { line, cells: [a, b] } of rows) {
      seen.push(`${line}:${a}${b}`);
      problems.add(FILE, line, "seen");
    }
    expect(seen).toEqual(["2:12", "4:45"]);
    expect(problems.list().map(formatProblem)).toEqual([`${FILE}:2: seen`, `${FILE}:3: b must be filled`, `${FILE}:4: seen`]);
  });

  it("gives no rows for a missing file or a missing column, each a problem", async () => {
    const problems = new Problems();
    expect([...(await readFilledRows(memorySources({}), FILE, ["a"], problems))]).toEqual([]);
    expect([...(await readFilledRows(memorySources({ [FILE]: "a\n1\n" }), FILE, ["a", "b"], problems))]).toEqual([]);
    expect(problems.list().map(formatProblem).join("\n")).toMatch(/example\.csv[\s\S]*example\.csv.*\bb\b/);
  });
});
