import path from "node:path";
import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { folderSources, memorySources } from "../../../src/core/source-files.ts";
import { readTheographic } from "../../../src/sources/theographic/index.ts";

const SAMPLE = path.resolve(import.meta.dirname, "../../../sources/sample");

describe("readTheographic", () => {
  it("reads the sample without problems", async () => {
    const problems = new Problems();
    const raw = await readTheographic(folderSources(SAMPLE, "sample"), problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    expect(raw.people.map((p) => p.personLookup)).toContain("abraham_58");
    expect(raw.people).toHaveLength(9);
    expect(raw.places).toHaveLength(6);
    expect(raw.easton).toHaveLength(5);
    expect(raw.hitchcock.length).toBeGreaterThan(10);
    // One year is given on two rows upstream; it is merged.
    expect(raw.periods.filter((p) => p.yearNum === -1997)).toHaveLength(1);
  });

  it("adds the JSON-only event and group, with people resolved by lining up CSV and JSON lists", async () => {
    const problems = new Problems();
    const raw = await readTheographic(folderSources(SAMPLE, "sample"), problems);
    const altar = raw.events.find((e) => e.title === "Abram builds an altar near Bethel");
    expect(altar?.file).toBe("theographic-bible-metadata/json/events.json");
    expect(altar?.participants).toEqual(["abraham_58"]);
    expect(altar?.locations).toEqual(["bethel_202"]);
    expect(altar?.verses).toEqual(["Gen.12.8", "Gen.12.9"]);
    expect(altar?.predecessor).toEqual(["Abraham enters Canaan"]);
    expect(raw.events.filter((e) => e.file.endsWith(".csv"))).toHaveLength(5);
    expect(raw.groups.map((g) => g.name)).toEqual(["Genealogy of Jesus", "Egyptians"]);
    expect(raw.groups[1]?.events).toEqual(["Abraham goes to Egypt"]);
  });

  it("reports every missing file and keeps going", async () => {
    const problems = new Problems();
    const raw = await readTheographic(memorySources({}), problems);
    expect(raw.people).toEqual([]);
    expect(problems.list().map((p) => p.file).sort()).toEqual([
      "bibledata/HitchcocksBibleNamesDictionary.csv",
      "theographic-bible-metadata/CSV/Chapters.csv",
      "theographic-bible-metadata/CSV/Easton.csv",
      "theographic-bible-metadata/CSV/Events.csv",
      "theographic-bible-metadata/CSV/People.csv",
      "theographic-bible-metadata/CSV/PeopleGroups.csv",
      "theographic-bible-metadata/CSV/Periods.csv",
      "theographic-bible-metadata/CSV/Places.csv",
      "theographic-bible-metadata/json/chapters.json",
      "theographic-bible-metadata/json/events.json",
      "theographic-bible-metadata/json/peopleGroups.json",
      "theographic-bible-metadata/json/places.json",
    ]);
  });
});
