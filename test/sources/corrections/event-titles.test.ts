import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { EVENT_TITLES_FILE, readEventTitleCorrections } from "../../../src/sources/corrections/event-titles.ts";

describe("readEventTitleCorrections", () => {
  it("reads rows by header name and reports empty cells and a title corrected twice at file:line", async () => {
    const problems = new Problems();
    const rows = await readEventTitleCorrections(
      memorySources({ [EVENT_TITLES_FILE]: 'reason,upstream,corrected\nrenamed,Man falls into sin,The Fall\n"misspelt, once",Paul Writes Galations,Paul Writes Galatians\nagain,Man falls into sin,The Fall\n,Noahic Covenant,\n' }),
      problems,
    );
    expect(rows).toEqual([
      { line: 2, upstream: "Man falls into sin", corrected: "The Fall", reason: "renamed" },
      { line: 3, upstream: "Paul Writes Galations", corrected: "Paul Writes Galatians", reason: "misspelt, once" },
    ]);
    expect(problems.list().map(formatProblem)).toEqual([`${EVENT_TITLES_FILE}:4: "Man falls into sin" is already corrected at line 2`, `${EVENT_TITLES_FILE}:5: corrected, reason must be filled`]);
  });

  it("reports a missing column", async () => {
    const problems = new Problems();
    expect(await readEventTitleCorrections(memorySources({ [EVENT_TITLES_FILE]: "upstream,reason\nA,b\n" }), problems)).toEqual([]);
    expect(problems.list().map(formatProblem).join("\n")).toMatch(/event-titles\.csv.*corrected/);
  });
});
