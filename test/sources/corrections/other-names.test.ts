import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { OTHER_NAMES_FILE, readOtherNames } from "../../../src/sources/corrections/other-names.ts";

describe("readOtherNames", () => {
  it("reads rows by header name and reports empty cells and a name given twice to one person at file:line", async () => {
    const problems = new Problems();
    const rows = await readOtherNames(
      memorySources({
        [OTHER_NAMES_FILE]: 'reason,person,name,known_by\n"Dan 1:7, renamed",azariah_545,Abednego,yes\nRev 12:9,satan_2476,Devil,no\nagain,azariah_545,abednego,no\n,satan_2476,,no\nx,satan_2476,Lucifer,maybe\nx,azariah_545,Abed-nego,yes\n',
      }),
      problems,
    );
    expect(rows).toEqual([
      { line: 2, person: "azariah_545", name: "Abednego", knownBy: true, reason: "Dan 1:7, renamed" },
      { line: 3, person: "satan_2476", name: "Devil", knownBy: false, reason: "Rev 12:9" },
    ]);
    expect(problems.list().map(formatProblem)).toEqual([
      `${OTHER_NAMES_FILE}:4: azariah_545 is already given the name "abednego" at line 2`,
      `${OTHER_NAMES_FILE}:5: name, reason must be filled`,
      `${OTHER_NAMES_FILE}:6: known_by must be yes or no, not "maybe"`,
      `${OTHER_NAMES_FILE}:7: azariah_545 already has the name people know them by at line 2`,
    ]);
  });

  it("reports a missing column", async () => {
    const problems = new Problems();
    expect(await readOtherNames(memorySources({ [OTHER_NAMES_FILE]: "person,name,reason\nsatan_2476,Devil,b\n" }), problems)).toEqual([]);
    expect(problems.list().map(formatProblem).join("\n")).toMatch(/other-names\.csv.*known_by/);
  });
});
