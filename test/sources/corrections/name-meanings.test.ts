import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { NAME_MEANINGS_FILE, readNameMeanings } from "../../../src/sources/corrections/name-meanings.ts";

describe("readNameMeanings", () => {
  it("reads rows by header name and reports empty cells and a second * row at file:line", async () => {
    const problems = new Problems();
    const rows = await readNameMeanings(
      memorySources({ [NAME_MEANINGS_FILE]: 'name,meaning,applies_to,reason\nNoah,repose,*,patriarch\nNoah,"that quavers, totters",noah_2211,named\nNoah,x,*,again\nAbel,,-,\n' }),
      problems,
    );
    expect(rows).toEqual([
      { line: 2, name: "Noah", meaning: "repose", appliesTo: "*", reason: "patriarch" },
      { line: 3, name: "Noah", meaning: "that quavers, totters", appliesTo: "noah_2211", reason: "named" },
    ]);
    expect(problems.list().map(formatProblem)).toEqual([`${NAME_MEANINGS_FILE}:4: Noah already has a "*" row at line 2`, `${NAME_MEANINGS_FILE}:5: meaning, reason must be filled`]);
  });
});
