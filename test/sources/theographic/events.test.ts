import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import {
  EVENTS_FILE,
  EVENTS_JSON_FILE,
  eventTitlesById,
  jsonOnlyEvents,
  readEventsCsv,
  readEventsJson,
  type AirtableBridge,
} from "../../../src/sources/theographic/events.ts";
import { EVENTS_HEADER, airtable, csv } from "./fixtures.ts";

const SOJOURN = "Sojourn in Canaan, Egypt and Gerar";

const rows: Record<string, string>[] = [
  { title: "Birth of Abraham", ID: "65", startDate: "-1996", duration: "1D", verses: "Gen.11.26,Gen.11.27", participants: "abraham_58,terah_2841", "people (from verses)": "terah_2841,abraham_58,terah_2841", locations: "ur_1189", notes: "Dated from Terah's\n130th year.", "Sort Key": "-1995.98988974" },
  { title: SOJOURN, ID: "74", startDate: "-1920", duration: "25Y", rangeFlag: "checked", predecessor: "Birth of Abraham", lag: "75Y", "Lag Type": "FS", verses: "Gen.12.5,Gen.12.10", participants: "abraham_58,sarah_2473", "Sort Key": "-1919.98987995" },
  { title: "Abraham goes to Egypt", ID: "73", startDate: "-1920", duration: "3M10D", predecessor: `"${SOJOURN}"`, partOf: `"${SOJOURN}"`, verses: "Gen.12.14,Gen.12.10", participants: "abraham_58,sarah_2473", groups: "Egyptians", "Sort Key": "-1919.9898799" },
  { title: "Pentecost", ID: "300", startDate: "0033-05-25", duration: "2.5Y", verses: "Acts.2.1", "Sort Key": "33.44002001" },
];

async function read(text: string): Promise<{ events: Awaited<ReturnType<typeof readEventsCsv>>; problems: string[] }> {
  const problems = new Problems();
  const events = await readEventsCsv(memorySources({ [EVENTS_FILE]: text }), problems);
  return { events, problems: problems.list().map(formatProblem) };
}

describe("readEventsCsv", () => {
  it("reads both start-date forms on the astronomical scale, spans and `checked` flags", async () => {
    const { events, problems } = await read(csv(EVENTS_HEADER, rows));
    expect(problems).toEqual([]);
    expect(events.map((e) => [e.title, e.id, e.startYear, e.startDate, e.duration, e.approximate])).toEqual([
      ["Birth of Abraham", 65, -1996, null, "1D", false],
      [SOJOURN, 74, -1920, null, "25Y", true],
      ["Abraham goes to Egypt", 73, -1920, null, "3M10D", false],
      ["Pentecost", 300, 33, "0033-05-25", "2.5Y", false],
    ]);
    expect(events[1]?.lag).toBe("75Y");
    expect(events[1]?.lagType).toBe("FS");
    expect(events[0]?.notes).toBe("Dated from Terah's\n130th year.");
    expect(events[0]?.sortKey).toBe(-1995.98988974);
  });

  it("reads quoted event titles that contain a comma as one item", async () => {
    const { events } = await read(csv(EVENTS_HEADER, rows));
    expect(events[2]?.predecessor).toEqual([SOJOURN]);
    expect(events[2]?.partOf).toEqual([SOJOURN]);
    expect(events[2]?.groups).toEqual(["Egyptians"]);
  });

  it("keeps verses in upstream order and `people (from verses)` with its repeats", async () => {
    const { events } = await read(csv(EVENTS_HEADER, rows));
    expect(events[2]?.verses).toEqual(["Gen.12.14", "Gen.12.10"]);
    expect(events[0]?.peopleFromVerses).toEqual(["terah_2841", "abraham_58", "terah_2841"]);
  });

  it("reports a malformed date, span, lag type and verse on the row's line (after a multi-line cell)", async () => {
    const bad = { title: "Bad", ID: "99", startDate: "1920 BC", duration: "six days", "Lag Type": "XS", verses: "Gen.12.21", "Sort Key": "x" };
    const { events, problems } = await read(csv(EVENTS_HEADER, [rows[0]!, bad, { ...bad, title: "Worse", ID: "98", startDate: "0033-02-30", duration: "", "Lag Type": "", verses: "", "Sort Key": "" }]));
    expect(events).toHaveLength(3);
    expect(events[1]?.startYear).toBeNull();
    expect(events[1]?.verses).toEqual([]);
    expect(problems).toEqual([
      `${EVENTS_FILE}:4: startDate: expected a signed year or an ISO date (YYYY-MM-DD), found "1920 BC"`,
      `${EVENTS_FILE}:4: Sort Key: expected a number, found "x"`,
      `${EVENTS_FILE}:4: duration: expected a number and a unit Y, M, W or D (e.g. 6D, 430Y, 3M10D), found "six days"`,
      `${EVENTS_FILE}:4: Lag Type: expected FS or SS, found "XS"`,
      `${EVENTS_FILE}:4: verses: "Gen.12.21" is not a verse of the KJV canon (Book.Chapter.Verse)`,
      `${EVENTS_FILE}:5: startDate: expected a signed year or an ISO date (YYYY-MM-DD), found "0033-02-30"`,
    ]);
  });

  it("leaves out a row that repeats a title or ID, and one without an integer ID", async () => {
    const { events, problems } = await read(csv(EVENTS_HEADER, [rows[3]!, { ...rows[3]!, ID: "301" }, { ...rows[3]!, title: "Other", ID: "3a" }]));
    expect(events.map((e) => e.id)).toEqual([300]);
    expect(problems).toEqual([
      `${EVENTS_FILE}:3: title/ID: "Pentecost" (ID 301) repeats the title or ID of an earlier row`,
      `${EVENTS_FILE}:4: ID: expected an integer, found "3a"`,
      `${EVENTS_FILE}:4: title/ID: an event needs a title and a numeric ID`,
    ]);
  });

  it("reports a missing column at line 1", async () => {
    const { events, problems } = await read(csv(EVENTS_HEADER.filter((h) => h !== "Lag Type"), rows));
    expect(events).toEqual([]);
    expect(problems).toEqual([`${EVENTS_FILE}:1: missing column(s) "Lag Type" in the header`]);
  });
});

describe("jsonOnlyEvents", () => {
  const json = airtable([
    { id: "recE0065", fields: { title: "Birth of Abraham", eventID: 65, startDate: "-1996", duration: "1D", participants: ["recPAbraham", "recPTerah"], verses: ["recV1126", "recV1127"] } },
    {
      id: "recE0405",
      fields: {
        title: "Abram builds an altar near Bethel",
        eventID: 405,
        startDate: "-1920",
        duration: "1D",
        rangeFlag: true,
        participants: ["recPAbraham", "recPUnknown"],
        locations: ["recLBethel"],
        verses: ["recV1209", "recV1208", "recV9999"],
        predecessor: ["recE0065"],
        groups: ["recGEgypt"],
        "people (from verses)": ["recPAbraham", "recPAbraham"],
        sortKey: -1919.98987008,
      },
    },
  ]);
  const bridge: AirtableBridge = {
    verses: new Map([["recV1126", "Gen.11.26"], ["recV1127", "Gen.11.27"], ["recV1208", "Gen.12.8"], ["recV1209", "Gen.12.9"]]),
    people: new Map([["recPAbraham", "abraham_58"], ["recPTerah", "terah_2841"]]),
    places: new Map([["recLBethel", "bethel_202"]]),
    groups: new Map([["recGEgypt", "Egyptians"]]),
    events: new Map([["recE0065", "Birth of Abraham"]]),
  };

  it("turns the Airtable links of events missing from the CSV into upstream keys", async () => {
    const problems = new Problems();
    const files = memorySources({ [EVENTS_JSON_FILE]: json, [EVENTS_FILE]: csv(EVENTS_HEADER, [rows[0]!]) });
    const records = await readEventsJson(files, problems);
    const csvRows = await readEventsCsv(files, problems);
    expect(eventTitlesById(records).get("recE0065")).toBe("Birth of Abraham");
    const extra = jsonOnlyEvents(records, csvRows, bridge, problems);
    expect(extra).toHaveLength(1);
    const e = extra[0]!;
    expect(e.file).toBe(EVENTS_JSON_FILE);
    expect(e.id).toBe(405);
    expect(e.approximate).toBe(true);
    expect(e.verses).toEqual(["Gen.12.9", "Gen.12.8"]);
    expect(e.participants).toEqual(["abraham_58", "recPUnknown"]);
    expect(e.locations).toEqual(["bethel_202"]);
    expect(e.predecessor).toEqual(["Birth of Abraham"]);
    expect(e.groups).toEqual(["Egyptians"]);
    expect(e.sortKey).toBe(-1919.98987008);
    expect(problems.list().map(formatProblem)).toEqual([`${EVENTS_JSON_FILE}:21: recE0405: verse id recV9999 is not in the chapters bridge`]);
  });

  it("reports invalid JSON and a top level that is not an array", async () => {
    const problems = new Problems();
    const files = memorySources({ [EVENTS_JSON_FILE]: '[\n  {"id": "recE1",\n  "fields": }\n]' });
    expect(await readEventsJson(files, problems)).toEqual([]);
    expect(problems.list()[0]?.file).toBe(EVENTS_JSON_FILE);
    expect(problems.list()[0]?.reason).toMatch(/^not valid JSON/);
    const other = new Problems();
    expect(await readEventsJson(memorySources({ [EVENTS_JSON_FILE]: '{"records": []}' }), other)).toEqual([]);
    expect(other.list().map(formatProblem)).toEqual([`${EVENTS_JSON_FILE}:1: expected an array of Airtable records`]);
  });
});
