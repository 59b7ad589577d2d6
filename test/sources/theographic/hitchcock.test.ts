import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { HITCHCOCK_FILE, readHitchcock } from "../../../src/sources/bibledata/hitchcock.ts";

describe("readHitchcock", () => {
  it("reads names and meanings through the BOM and quoting, keeping repeated names", async () => {
    const problems = new Problems();
    const text = '\uFEFFName,Meaning\nHaran,mountaineer; of the hills\nAbinadab,"father of a vow, or of willingness"\nHaran,dry ground\n';
    const rows = await readHitchcock(memorySources({ [HITCHCOCK_FILE]: text }), problems);
    expect(problems.size).toBe(0);
    expect(rows).toEqual([
      { line: 2, name: "Haran", meaning: "mountaineer; of the hills" },
      { line: 3, name: "Abinadab", meaning: "father of a vow, or of willingness" },
      { line: 4, name: "Haran", meaning: "dry ground" },
    ]);
  });

  it("reports an empty meaning, a missing column and a missing file", async () => {
    const problems = new Problems();
    await readHitchcock(memorySources({ [HITCHCOCK_FILE]: "\uFEFFName,Meaning\nUr,\n" }), problems);
    await readHitchcock(memorySources({ [HITCHCOCK_FILE]: "\uFEFFName,Sense\nUr,light\n" }), problems);
    await readHitchcock(memorySources({}), problems);
    expect(problems.list().map(formatProblem)).toEqual([
      `${HITCHCOCK_FILE}:2: Name/Meaning: both must be filled`,
      `${HITCHCOCK_FILE}:1: missing column(s) "Meaning" in the header`,
      `${HITCHCOCK_FILE}: the file is missing from memory (run npm run fetch-sources to get the upstream files)`,
    ]);
  });
});
