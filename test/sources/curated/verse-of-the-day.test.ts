import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { MIN_VERSES_OF_THE_DAY, VERSE_OF_THE_DAY_FILE, readVersesOfTheDay } from "../../../src/sources/curated/verse-of-the-day.ts";
import { projectFiles } from "../../../src/sources/project.ts";
import { verseOfTheDay } from "../../../src/core/verse-of-the-day.ts";

describe("readVersesOfTheDay", () => {
  it("reads the committed list: at least one verse for each day of a leap year, each a canonical verse, each once", async () => {
    const problems = new Problems();
    const list = await readVersesOfTheDay(projectFiles(), problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    expect(list.length).toBeGreaterThanOrEqual(MIN_VERSES_OF_THE_DAY);
    expect(new Set(list).size).toBe(list.length);
    expect(list.slice(0, 2)).toEqual(["Gen.1.1", "Gen.1.27"]);
    const year = Array.from({ length: 366 }, (_, d) => verseOfTheDay(list, new Date(Date.UTC(2028, 0, 1 + d)))?.osis);
    expect(new Set(year).size).toBe(366);
  });

  it("never gives neighbouring verses of one chapter on consecutive days, the list's end and start included", async () => {
    const list = await readVersesOfTheDay(projectFiles(), new Problems());
    const neighbours = (a: string, b: string) => a.replace(/\.\d+$/, "") === b.replace(/\.\d+$/, "") && Math.abs(Number(a.split(".")[2]) - Number(b.split(".")[2])) <= 1;
    const together = list.flatMap((v, i) => (neighbours(v, list[(i + 1) % list.length] as string) ? [`${v} ${list[(i + 1) % list.length]}`] : []));
    expect(together).toEqual([]);
  });

  it("reports every bad entry at its line", async () => {
    const problems = new Problems();
    const body = `{\n  "description": "test",\n  "verses": [\n    "Gen.1.1",\n    "gen.1.2",\n    "Gen.1.1",\n    "Rev.23.1",\n    7\n  ]\n}\n`;
    const list = await readVersesOfTheDay(memorySources({ [VERSE_OF_THE_DAY_FILE]: body }), problems);
    expect(list).toEqual(["Gen.1.1"]);
    expect(problems.list().map(formatProblem)).toEqual([
      'sources/curated/verse-of-the-day.json:5: "gen.1.2" is not a verse of the canon in canonical OSIS (e.g. "John.3.16")',
      "sources/curated/verse-of-the-day.json:6: Gen.1.1 is listed twice",
      'sources/curated/verse-of-the-day.json:7: "Rev.23.1" is not a verse of the canon in canonical OSIS (e.g. "John.3.16")',
      'sources/curated/verse-of-the-day.json:8: 7 is not a verse of the canon in canonical OSIS (e.g. "John.3.16")',
      "sources/curated/verse-of-the-day.json:1: the list holds 5 verses; it needs at least 366, one for each day of a leap year",
    ]);
  });
});
