import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { PLACES_FILE, PLACES_JSON_FILE, readPlaceIds, readPlaces } from "../../../src/sources/theographic/places.ts";
import { PLACES_HEADER, airtable, csv } from "./fixtures.ts";

const haran = {
  placeLookup: "haran_527",
  status: "publish",
  displayTitle: "Haran",
  placeID: "527",
  kjvName: "Haran",
  esvName: "Haran ",
  featureType: "City",
  openBibleLat: "36.864",
  openBibleLong: "39.032",
  comment: "now Harran",
  verses: "Gen.11.31,Gen.11.32",
  verseCount: "2",
  recogitoUri: "http://pleiades.stoa.org/places/658497",
  recogitoLat: "36.86",
  recogitoLon: "39.03",
  peopleDied: "terah_2841",
  eventsHere: 'Abraham enters Canaan,"Sojourn in Canaan, Egypt and Gerar"',
  eventGroups: "Abraham's Sojourn in Canaan, Abraham's Sojourn in Canaan",
  hasBeenHere: "terah_2841, abraham_58, lot_1830",
  latitude: "36.86",
  longitude: "39.03",
};

async function read(text: string): Promise<{ rows: Awaited<ReturnType<typeof readPlaces>>; problems: string[] }> {
  const problems = new Problems();
  const rows = await readPlaces(memorySources({ [PLACES_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

describe("readPlaces", () => {
  it("reads the three coordinate pairs, trims esvName and splits `, `-joined lists", async () => {
    const { rows, problems } = await read(csv(PLACES_HEADER, [haran]));
    expect(problems).toEqual([]);
    const p = rows[0]!;
    expect(p.esvName).toBe("Haran");
    expect(p.best).toEqual({ latitude: 36.86, longitude: 39.03 });
    expect(p.openBible).toEqual({ latitude: 36.864, longitude: 39.032 });
    expect(p.recogito).toEqual({ latitude: 36.86, longitude: 39.03 });
    expect(p.hasBeenHere).toEqual(["terah_2841", "abraham_58", "lot_1830"]);
    expect(p.eventGroups).toEqual(["Abraham's Sojourn in Canaan"]);
    expect(p.eventsHere).toEqual(["Abraham enters Canaan", "Sojourn in Canaan, Egypt and Gerar"]);
    expect(p.peopleDied).toEqual(["terah_2841"]);
    expect(p.comment).toBe("now Harran");
  });

  it("keeps a latitude without a longitude as read (not a problem: the build decides)", async () => {
    const { rows, problems } = await read(csv(PLACES_HEADER, [{ ...haran, longitude: "" }]));
    expect(problems).toEqual([]);
    expect(rows[0]?.best).toEqual({ latitude: 36.86, longitude: null });
  });

  it("reports a coordinate that is not a number or out of range", async () => {
    const { rows, problems } = await read(csv(PLACES_HEADER, [{ ...haran, latitude: "36.86N", longitude: "239.03" }]));
    expect(rows[0]?.best).toEqual({ latitude: null, longitude: null });
    expect(problems).toEqual([
      `${PLACES_FILE}:2: latitude: expected a number between -90 and 90, found "36.86N"`,
      `${PLACES_FILE}:2: longitude: expected a number between -180 and 180, found "239.03"`,
    ]);
  });

  it("reports a bad verse on its line and a verseCount that disagrees", async () => {
    const ur = { ...haran, placeLookup: "ur_1189", placeID: "1189", displayTitle: "Ur of the Chaldees", verses: "Gen.11.28,Gen.11.33", verseCount: "3" };
    const { problems } = await read(csv(PLACES_HEADER, [haran, ur]));
    expect(problems).toEqual([
      `${PLACES_FILE}:3: verses: "Gen.11.33" is not a verse of the KJV canon (Book.Chapter.Verse)`,
      `${PLACES_FILE}:3: verseCount: is 3 but "verses" lists 2 verse(s)`,
    ]);
  });

  it("reports a missing column at line 1", async () => {
    const { rows, problems } = await read(csv(PLACES_HEADER.filter((h) => h !== "longitude"), [haran]));
    expect(rows).toEqual([]);
    expect(problems).toEqual([`${PLACES_FILE}:1: missing column(s) "longitude" in the header`]);
  });
});

describe("readPlaceIds", () => {
  it("maps Airtable record ids to place keys and reports a record without one", async () => {
    const text = airtable([
      { id: "recLHaran0000527x", fields: { placeLookup: "haran_527" } },
      { id: "recLNoKey00000001", fields: { kjvName: "Nowhere" } },
    ]);
    const problems = new Problems();
    const ids = await readPlaceIds(memorySources({ [PLACES_JSON_FILE]: text }), problems);
    expect([...ids]).toEqual([["recLHaran0000527x", "haran_527"]]);
    expect(problems.list().map(formatProblem)).toEqual([`${PLACES_JSON_FILE}:10: recLNoKey00000001: no "placeLookup"`]);
  });
});
