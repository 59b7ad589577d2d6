import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { PERIODS_FILE, readPeriods } from "../../../src/sources/theographic/periods.ts";
import { PERIODS_HEADER, csv } from "./fixtures.ts";

const row = (yearNum: string, formattedYear: string, isoYear: string, extra: Record<string, string> = {}) => ({ yearNum, formattedYear, isoYear, "BC-AD": yearNum.startsWith("-") ? "BC" : "AD", ...extra });

describe("readPeriods", () => {
  it("merges the rows of a repeated year and sorts by year", async () => {
    const problems = new Problems();
    const text = csv(PERIODS_HEADER, [row("30", "AD 30", "30"), row("-1997", "1997 BC", "-1996", { peopleBorn: "abraham_58" }), row("30", "AD 30", "30", { peopleDied: "jesus_905" })]);
    const rows = await readPeriods(memorySources({ [PERIODS_FILE]: text }), problems);
    expect(problems.size).toBe(0);
    expect(rows).toEqual([
      { line: 3, yearNum: -1997, isoYear: -1996, formattedYear: "1997 BC" },
      { line: 2, yearNum: 30, isoYear: 30, formattedYear: "AD 30" },
    ]);
  });

  it("reports rows of one year that disagree, a year 0 and a non-integer year", async () => {
    const problems = new Problems();
    const text = csv(PERIODS_HEADER, [row("-4004", "4004 BC", "-4003"), row("-4004", "4004 BC", "-4004"), row("0", "0", "0"), row("-1.5", "x", "-1")]);
    const rows = await readPeriods(memorySources({ [PERIODS_FILE]: text }), problems);
    expect(rows).toHaveLength(1);
    expect(problems.list().map(formatProblem)).toEqual([
      `${PERIODS_FILE}:3: yearNum: year -4004 is -4004 / "4004 BC" here but -4003 / "4004 BC" at line 2`,
      `${PERIODS_FILE}:4: yearNum: year 0 does not exist on the historical (BC/AD) scale`,
      `${PERIODS_FILE}:4: yearNum/isoYear/formattedYear: a year needs a yearNum, an isoYear and a formattedYear`,
      `${PERIODS_FILE}:5: yearNum: expected an integer, found "-1.5"`,
      `${PERIODS_FILE}:5: yearNum/isoYear/formattedYear: a year needs a yearNum, an isoYear and a formattedYear`,
    ]);
  });

  it("reports a missing column at line 1", async () => {
    const problems = new Problems();
    await readPeriods(memorySources({ [PERIODS_FILE]: csv(PERIODS_HEADER.filter((h) => h !== "isoYear"), [row("30", "AD 30", "30")]) }), problems);
    expect(problems.list().map(formatProblem)).toEqual([`${PERIODS_FILE}:1: missing column(s) "isoYear" in the header`]);
  });
});
