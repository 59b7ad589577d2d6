import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { PEOPLE_FILE, readPeople } from "../../../src/sources/theographic/people.ts";
import { PEOPLE_HEADER, csv } from "./fixtures.ts";

const abraham = {
  personLookup: "abraham_58",
  status: "publish",
  personID: "58",
  displayTitle: "Abraham",
  name: "Abraham",
  alsoCalled: "Abram",
  isProperName: "checked",
  gender: "Male",
  birthYear: "-1997",
  deathYear: "-1821",
  birthPlace: "ur_1189",
  memberOf: "Genealogy of Jesus",
  eastons: "Abraham",
  dictText: "Father of a multitude ([Gen. 11:27](/gen#Gen.11.27)).\n\n He left Ur when called.",
  events: 'Abrahamic Covenant,"Sojourn in Canaan, Egypt and Gerar"',
  verseCount: "3",
  verses: "Gen.12.1,Gen.11.26,Heb.11.8",
  father: "terah_2841",
  partners: "sarah_2473,hagar_1348",
  children: "ishmael_630,isaac_616",
  halfSiblingsSameFather: "sarah_2473",
};

async function read(text: string): Promise<{ rows: Awaited<ReturnType<typeof readPeople>>; problems: string[] }> {
  const problems = new Problems();
  const rows = await readPeople(memorySources({ [PEOPLE_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

describe("readPeople", () => {
  it("reads a row through the BOM, a multi-line cell and quoted list items", async () => {
    const { rows, problems } = await read(csv(PEOPLE_HEADER, [abraham]));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1);
    const p = rows[0]!;
    expect(p.personLookup).toBe("abraham_58");
    expect(p.personID).toBe(58);
    expect(p.line).toBe(2);
    expect(p.isProperName).toBe(true);
    expect(p.ambiguous).toBe(false);
    expect(p.alsoCalled).toEqual(["Abram"]);
    expect(p.events).toEqual(["Abrahamic Covenant", "Sojourn in Canaan, Egypt and Gerar"]);
    expect(p.partners).toEqual(["sarah_2473", "hagar_1348"]);
    expect(p.halfSiblingsSameFather).toEqual(["sarah_2473"]);
    expect(p.mother).toBeNull();
    expect(p.father).toBe("terah_2841");
  });

  it("keeps historical years and the upstream verse order (the build sorts)", async () => {
    const { rows } = await read(csv(PEOPLE_HEADER, [abraham]));
    expect(rows[0]?.birthYear).toBe(-1997);
    expect(rows[0]?.deathYear).toBe(-1821);
    expect(rows[0]?.verses).toEqual(["Gen.12.1", "Gen.11.26", "Heb.11.8"]);
  });

  it("reads an Easton name containing a comma as one item", async () => {
    const { rows } = await read(csv(PEOPLE_HEADER, [{ ...abraham, eastons: '"Pilate, Pontius",Abraham' }]));
    expect(rows[0]?.eastons).toEqual(["Pilate, Pontius", "Abraham"]);
  });

  it("reports a missing column at line 1 and returns no rows", async () => {
    const header = PEOPLE_HEADER.filter((h) => h !== "verses");
    const { rows, problems } = await read(csv(header, [abraham]));
    expect(rows).toEqual([]);
    expect(problems).toEqual([`${PEOPLE_FILE}:1: missing column(s) "verses" in the header`]);
  });

  it("reads the chapters a person wrote, canonically spelt, and reports one that is not in the KJV canon", async () => {
    const nehemiah = { ...abraham, personLookup: "nehemiah_2172", personID: "2172", name: "Nehemiah", dictText: "", verses: "Neh.1.1", verseCount: "1", chaptersWritten: "Neh.1,neh.2,Neh.2,Neh.14" };
    const { rows, problems } = await read(csv(PEOPLE_HEADER, [nehemiah]));
    expect(rows[0]?.chaptersWritten).toEqual(["Neh.1", "Neh.2"]);
    expect(problems).toEqual([`${PEOPLE_FILE}:2: chaptersWritten: "Neh.14" is not a chapter of the KJV canon (Book.Chapter)`]);
  });

  it("reports a verse that is not in the KJV canon on the row's own line, after a multi-line cell", async () => {
    const lot = { ...abraham, personLookup: "lot_1830", personID: "1830", name: "Lot", dictText: "", verses: "Gen.11.27,Gen.51.1", verseCount: "2" };
    const { rows, problems } = await read(csv(PEOPLE_HEADER, [abraham, lot]));
    // Abraham's dictText spans lines 2–4, so Lot starts on line 5.
    expect(problems).toEqual([`${PEOPLE_FILE}:5: verses: "Gen.51.1" is not a verse of the KJV canon (Book.Chapter.Verse)`]);
    expect(rows[1]?.verses).toEqual(["Gen.11.27"]);
  });

  it("reports non-integer years, year 0, a bad boolean, a bad gender and a wrong verseCount, and keeps going", async () => {
    const bad = { ...abraham, birthYear: "c. 1997 BC", deathYear: "0", isProperName: "yes", gender: "M", verseCount: "4", dictText: "" };
    const { rows, problems } = await read(csv(PEOPLE_HEADER, [bad]));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.birthYear).toBeNull();
    expect(rows[0]?.deathYear).toBeNull();
    expect(rows[0]?.gender).toBeNull();
    expect(problems).toEqual([
      `${PEOPLE_FILE}:2: verseCount: is 4 but "verses" lists 3 verse(s)`,
      `${PEOPLE_FILE}:2: gender: expected Male, Female or empty, found "M"`,
      `${PEOPLE_FILE}:2: isProperName: expected "checked" or an empty cell, found "yes"`,
      `${PEOPLE_FILE}:2: birthYear: expected an integer, found "c. 1997 BC"`,
      `${PEOPLE_FILE}:2: deathYear: year 0 does not exist on the historical (BC/AD) scale`,
    ]);
  });

  it("leaves out a row whose key repeats an earlier one", async () => {
    const { rows, problems } = await read(csv(PEOPLE_HEADER, [{ ...abraham, dictText: "" }, { ...abraham, dictText: "", name: "Abram" }]));
    expect(rows.map((r) => r.name)).toEqual(["Abraham"]);
    expect(problems).toEqual([`${PEOPLE_FILE}:3: personLookup: "abraham_58" is used by an earlier row`]);
  });

  it("reports a missing file", async () => {
    const problems = new Problems();
    expect(await readPeople(memorySources({}), problems)).toEqual([]);
    expect(problems.list().map(formatProblem)).toEqual([`${PEOPLE_FILE}: the file is missing from memory (run npm run fetch-sources to get the upstream files)`]);
  });
});
