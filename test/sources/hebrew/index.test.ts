import path from "node:path";
import { describe, expect, it } from "vitest";
import { BuildReport } from "../../../src/stages/report.ts";
import { buildHebrew } from "../../../src/stages/hebrew.ts";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { folderSources } from "../../../src/core/source-files.ts";
import { readHebrew } from "../../../src/sources/hebrew/index.ts";

const SAMPLE = path.resolve(import.meta.dirname, "../../../sources/sample");

describe("readHebrew on the bundled sample", () => {
  it("reads every Hebrew table without problems and builds without unresolved links", async () => {
    const problems = new Problems();
    const raw = await readHebrew(folderSources(SAMPLE, "sample"), problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    expect(raw.strongs.length).toBeGreaterThan(10);
    expect(raw.bdb.length).toBeGreaterThan(10);
    expect(raw.verses.map((v) => v.osisId)).toEqual(["Gen.1.1", "Gen.12.1", "Gen.32.2"]);
    expect(raw.verseMap.length).toBeGreaterThan(0);

    const report = new BuildReport();
    const tables = buildHebrew(raw, report);
    expect(report.toJSON().unresolved).toEqual([]);
    expect(report.toJSON().skipped).toEqual([]);
    expect(tables.hebrew_word.filter((w) => w.osisRef === "Gen.1.1").map((w) => w.strongsNumber)).toEqual(["H7225", "H1254a", "H430", "H853", "H8064", "H853", "H776"]);
    expect(tables.hebrew_word.filter((w) => w.reading !== null).map((w) => w.reading)).toEqual(["ketiv", "qere"]);
    expect(tables.hebrew_word.find((w) => w.wlcRef === "Gen.32.2")?.osisRef).toBe("Gen.32.1");
    const abram = tables.strongs.find((s) => s.number === "H87");
    expect(abram?.see).toEqual(["H1", "H85"]);
    expect(tables.lexicon_entry.find((e) => e.strongs_numbers.includes("H1254a"))?.headword).toBe("בָּרָא");
  });
});
