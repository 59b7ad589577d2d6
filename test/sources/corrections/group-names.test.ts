import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { GROUP_NAMES_FILE, readGroupNames } from "../../../src/sources/corrections/group-names.ts";

describe("readGroupNames", () => {
  it("reads rows by header name and reports empty cells and a name given twice at file:line", async () => {
    const problems = new Problems();
    const rows = await readGroupNames(
      memorySources({
        [GROUP_NAMES_FILE]: 'reason,group,name\n"Num 3:9, the tribe\'s members",Tribe of Levi,Levites\nJudg 13:2,Tribe of Dan,Danites\nagain,Tribe of Judah,levites\n,Tribe of Gad,\n',
      }),
      problems,
    );
    expect(rows).toEqual([
      { line: 2, group: "Tribe of Levi", name: "Levites", reason: "Num 3:9, the tribe's members" },
      { line: 3, group: "Tribe of Dan", name: "Danites", reason: "Judg 13:2" },
    ]);
    expect(problems.list().map(formatProblem)).toEqual([
      `${GROUP_NAMES_FILE}:4: the name "levites" is already given at line 2`,
      `${GROUP_NAMES_FILE}:5: name, reason must be filled`,
    ]);
  });

  it("reports a missing column", async () => {
    const problems = new Problems();
    expect(await readGroupNames(memorySources({ [GROUP_NAMES_FILE]: "group,reason\nTribe of Levi,b\n" }), problems)).toEqual([]);
    expect(problems.list().map(formatProblem).join("\n")).toMatch(/group-names\.csv.*name/);
  });
});
