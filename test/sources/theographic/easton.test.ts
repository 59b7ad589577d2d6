import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { EASTON_FILE, readEaston } from "../../../src/sources/theographic/easton.ts";
import { EASTON_HEADER, csv } from "./fixtures.ts";

const haran1 = { dictLookup: "Haran 1", index: "2950", termID: "h-p40.3", termLabel: "Haran", dictText: "Terah's eldest son ([Gen. 11:27](/gen#Gen.11.27)).\n\n He died in Ur.", itemNum: "1.0", matchType: "person", matchSlugs: "haran_1407", personLookup: "haran_1407" };
const kadesh = { dictLookup: "Kadesh", index: "3667", termID: "k-p1.5", termLabel: "Kadesh", dictText: "", itemNum: "0.0", matchType: "place", matchSlugs: "kadesh_661", placeLookup: "kadesh_661,kadesh-barnea_663" };

async function read(text: string): Promise<{ rows: Awaited<ReturnType<typeof readEaston>>; problems: string[] }> {
  const problems = new Problems();
  const rows = await readEaston(memorySources({ [EASTON_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

describe("readEaston", () => {
  it("reads float item numbers, multi-line text and lookup lists", async () => {
    const { rows, problems } = await read(csv(EASTON_HEADER, [haran1, kadesh]));
    expect(problems).toEqual([]);
    expect(rows[0]?.itemNum).toBe(1);
    expect(rows[0]?.dictText).toBe("Terah's eldest son ([Gen. 11:27](/gen#Gen.11.27)).\n\n He died in Ur.");
    expect(rows[0]?.personLookup).toEqual(["haran_1407"]);
    expect(rows[1]?.line).toBe(5);
    expect(rows[1]?.itemNum).toBe(0);
    expect(rows[1]?.placeLookup).toEqual(["kadesh_661", "kadesh-barnea_663"]);
  });

  it("keeps both rows of a repeated dictLookup (they differ by index)", async () => {
    const { rows, problems } = await read(csv(EASTON_HEADER, [kadesh, { ...kadesh, index: "3668", termID: "k-p4.2", matchType: "unmatched", placeLookup: "" }]));
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.dictLookup, r.index, r.matchType])).toEqual([
      ["Kadesh", 3667, "place"],
      ["Kadesh", 3668, "unmatched"],
    ]);
  });

  it("reports a fractional itemNum, an unknown matchType and a repeated index", async () => {
    const { rows, problems } = await read(csv(EASTON_HEADER, [{ ...kadesh, itemNum: "1.5", matchType: "people" }, kadesh]));
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([
      `${EASTON_FILE}:2: itemNum: expected a whole number such as 0.0 or 2.0, found "1.5"`,
      `${EASTON_FILE}:2: matchType: expected unmatched, person, place or multi, found "people"`,
      `${EASTON_FILE}:3: index: 3667 is used by an earlier row`,
    ]);
  });

  it("reports a missing column at line 1", async () => {
    const { rows, problems } = await read(csv(EASTON_HEADER.filter((h) => h !== "itemNum"), [kadesh]));
    expect(rows).toEqual([]);
    expect(problems).toEqual([`${EASTON_FILE}:1: missing column(s) "itemNum" in the header`]);
  });
});
