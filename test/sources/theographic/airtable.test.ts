import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { alignIds, mapIds } from "../../../src/sources/theographic/airtable.ts";

describe("alignIds", () => {
  it("learns ids from parallel lists of equal length and skips the others", () => {
    const problems = new Problems();
    const map = alignIds(
      [
        { ids: ["recA", "recT"], keys: ["abraham_58", "terah_2841"], file: "e.json", line: 3 },
        { ids: ["recA", "recS", "recL"], keys: ["abraham_58", "sarah_2473"], file: "e.json", line: 9 },
        { ids: ["recT", "recA", "recT"], keys: ["terah_2841", "abraham_58", "terah_2841"], file: "e.json", line: 12 },
      ],
      problems,
    );
    expect(problems.size).toBe(0);
    expect([...map]).toEqual([["recA", "abraham_58"], ["recT", "terah_2841"]]);
    expect(mapIds(["recT", "recX"], map)).toEqual(["terah_2841", "recX"]);
  });

  it("reports an id that lines up with two keys and leaves it out", () => {
    const problems = new Problems();
    const map = alignIds(
      [
        { ids: ["recA", "recT"], keys: ["abraham_58", "terah_2841"], file: "e.json", line: 3 },
        { ids: ["recT", "recA"], keys: ["abraham_58", "terah_2841"], file: "e.json", line: 9 },
      ],
      problems,
    );
    expect(map.size).toBe(0);
    expect(problems.list().map(formatProblem)).toEqual([
      'e.json:9: Airtable id recT lines up with both "terah_2841" and "abraham_58"',
      'e.json:9: Airtable id recA lines up with both "abraham_58" and "terah_2841"',
    ]);
  });
});
