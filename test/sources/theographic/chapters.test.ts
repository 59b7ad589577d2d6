import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { CHAPTERS_FILE, CHAPTERS_JSON_FILE, readVerseIds } from "../../../src/sources/theographic/chapters.ts";
import { CHAPTERS_HEADER, airtable, csv } from "./fixtures.ts";

const ids = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const verses = (chapter: string, n: number): string => Array.from({ length: n }, (_, i) => `${chapter}.${i + 1}`).join(",");

describe("readVerseIds", () => {
  it("pairs chapter verse ids with OSIS verses, whatever the (text-sorted) row order", async () => {
    const problems = new Problems();
    const files = memorySources({
      // Rows sorted as text, as upstream: Gen.12 before Gen.2.
      [CHAPTERS_FILE]: csv(CHAPTERS_HEADER, [{ osisRef: "Gen.12", verses: verses("Gen.12", 20) }, { osisRef: "Gen.2", verses: verses("Gen.2", 25) }]),
      [CHAPTERS_JSON_FILE]: airtable([
        { id: "recC2", fields: { osisRef: "Gen.2", verses: ids("recV2_", 25) } },
        { id: "recC12", fields: { osisRef: "Gen.12", verses: ids("recV12_", 20) } },
      ]),
    });
    const map = await readVerseIds(files, problems);
    expect(problems.size).toBe(0);
    expect(map.size).toBe(45);
    expect(map.get("recV12_1")).toBe("Gen.12.1");
    expect(map.get("recV2_25")).toBe("Gen.2.25");
  });

  it("reports a chapter whose lists differ in length, a verse outside its chapter and an unknown chapter", async () => {
    const problems = new Problems();
    const files = memorySources({
      [CHAPTERS_FILE]: csv(CHAPTERS_HEADER, [{ osisRef: "Gen.12", verses: verses("Gen.12", 20) }, { osisRef: "Gen.2", verses: "Gen.2.1,Gen.3.1" }]),
      [CHAPTERS_JSON_FILE]: airtable([
        { id: "recC12", fields: { osisRef: "Gen.12", verses: ids("recV12_", 19) } },
        { id: "recC13", fields: { osisRef: "Gen.13", verses: ids("recV13_", 18) } },
      ]),
    });
    const map = await readVerseIds(files, problems);
    expect(map.size).toBe(0);
    expect(problems.list().map(formatProblem)).toEqual([
      `${CHAPTERS_FILE}:3: verses: "Gen.3.1" is not a canon verse of chapter Gen.2`,
      `${CHAPTERS_JSON_FILE}:3: recC12: chapter Gen.12 lists 19 verse id(s) but ${CHAPTERS_FILE}:2 lists 20 verse(s)`,
      `${CHAPTERS_JSON_FILE}:31: recC13: chapter "Gen.13" has no usable row in ${CHAPTERS_FILE}`,
    ]);
  });
});
