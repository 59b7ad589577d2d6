import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { BuildReport } from "../../src/stages/report.ts";
import { buildTheographic, durationDays, linkedRefs, modernName, naturalOrder, plainText } from "../../src/stages/theographic.ts";
import { eponymousBookVerses } from "../../src/core/osis.ts";
import { Problems, formatProblem } from "../../src/core/problems.ts";
import { folderSources } from "../../src/core/source-files.ts";
import { recordUuid } from "../../src/core/uuid.ts";
import { readTheographic, type EastonRow, type EventRow, type GroupRow, type PersonRow, type PlaceRow, type TheographicRaw } from "../../src/sources/theographic/index.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

// ---------- hand-made raw rows ----------

function person(p: Partial<PersonRow> & Pick<PersonRow, "personLookup" | "personID" | "name">): PersonRow {
  return {
    line: 2, status: "publish", displayTitle: p.name, surname: null, alsoCalled: [], isProperName: true, ambiguous: false, gender: "Male",
    birthYear: null, deathYear: null, birthPlace: null, deathPlace: null, memberOf: [], eastons: [], events: [], verses: [],
    mother: null, father: null, partners: [], children: [], siblings: [], halfSiblingsSameMother: [], halfSiblingsSameFather: [], chaptersWritten: [], ...p,
  };
}

function place(p: Partial<PlaceRow> & Pick<PlaceRow, "placeLookup" | "placeID" | "displayTitle">): PlaceRow {
  const none = { latitude: null, longitude: null };
  return {
    line: 2, status: "publish", kjvName: null, esvName: null, ambiguous: false, duplicateOf: null, featureType: null, featureSubType: null,
    rootID: null, precision: null, aliases: [], comment: null, verses: [], eastons: [], best: none, openBible: none, recogito: none,
    recogitoUri: null, peopleBorn: [], peopleDied: [], hasBeenHere: [], eventsHere: [], eventGroups: [], ...p,
  };
}

function event(e: Partial<EventRow> & Pick<EventRow, "title" | "id">): EventRow {
  return {
    file: "theographic-bible-metadata/CSV/Events.csv", line: 2, startYear: null, startDate: null, approximate: false, duration: null,
    predecessor: [], lag: null, lagType: null, partOf: [], verses: [], peopleFromVerses: [], participants: [], placesFromVerses: [],
    locations: [], groups: [], notes: null, sortKey: null, ...e,
  };
}

function group(g: Partial<GroupRow> & Pick<GroupRow, "name">): GroupRow {
  return { file: "theographic-bible-metadata/CSV/PeopleGroups.csv", line: 2, members: [], partOf: null, verses: [], events: [], ...g };
}

function entry(d: Partial<EastonRow> & Pick<EastonRow, "dictLookup" | "index">): EastonRow {
  return { line: 2, termID: "x-p1.1", termLabel: d.dictLookup.replace(/ \d+$/, ""), dictText: "", itemNum: 0, matchType: "unmatched", personLookup: [], placeLookup: [], ...d };
}

function raw(r: Partial<TheographicRaw>): TheographicRaw {
  return { people: [], places: [], events: [], groups: [], easton: [], periods: [], hitchcock: [], ...r };
}

function build(r: Partial<TheographicRaw>): { tables: ReturnType<typeof buildTheographic>; report: ReturnType<BuildReport["toJSON"]> } {
  const report = new BuildReport();
  const tables = buildTheographic(raw(r), report);
  return { tables, report: report.toJSON() };
}

// ---------- the sample, end to end ----------

async function sample(): Promise<{ tables: ReturnType<typeof buildTheographic>; report: ReturnType<BuildReport["toJSON"]>; problems: string[] }> {
  const problems = new Problems();
  const r = await readTheographic(folderSources(path.join(ROOT, "sources/sample"), "sample"), problems);
  const report = new BuildReport();
  return { tables: buildTheographic(r, report), report: report.toJSON(), problems: problems.list().map(formatProblem) };
}

describe("buildTheographic on the sample", () => {
  it("reads and builds without problems or unresolved links", async () => {
    const { tables, report, problems } = await sample();
    expect(problems).toEqual([]);
    expect(report.unresolved).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(tables.person).toHaveLength(9);
    expect(tables.place).toHaveLength(6);
    expect(tables.event).toHaveLength(6);
    expect(tables.people_group).toHaveLength(2);
    expect(tables.dictionary_entry).toHaveLength(5);
  });

  it("emits records that validate against their schemas", async () => {
    const { tables } = await sample();
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const schema = (kind: string): object => JSON.parse(readFileSync(path.join(ROOT, "schemas/records", `${kind}.json`), "utf8")) as object;
    ajv.addSchema(schema("common"));
    for (const kind of ["person", "place", "event", "people_group", "dictionary_entry"] as const) {
      const validate = ajv.compile(schema(kind));
      for (const record of tables[kind]) expect(validate(record) ? [] : validate.errors, `${kind} ${record.slug}`).toEqual([]);
    }
  });

  it("builds Abraham from People.csv, Periods.csv, Hitchcock and the linked tables", async () => {
    const { tables } = await sample();
    const abraham = tables.person.find((p) => p.id === "abraham_58");
    expect(abraham).toMatchObject({
      slug: "abraham",
      uuid: recordUuid("person", "abraham_58"),
      name: "Abraham",
      also_called: ["Abram"],
      birth_year: -1996,
      death_year: -1820,
      birth_year_display: "1997 BC",
      death_year_display: "1821 BC",
      birth_place: "ur-of-the-chaldees",
      father: "terah",
      half_siblings: ["sarah"],
      siblings: ["haran"],
      first_mention: "Gen.11.26",
      verse_count: 13,
      name_meaning: "father of a great many people",
      people_groups: ["genealogy-of-jesus"],
      dictionary_entries: ["abraham"],
    });
    // Stated in People.events, plus the JSON-only event he takes part in, in chronological order.
    expect(abraham?.events).toEqual(["birth-of-abraham", "abraham-enters-canaan", "abrahamic-covenant", "sojourn-in-canaan-egypt-and-gerar", "abram-builds-an-altar-near-bethel", "abraham-goes-to-egypt"]);
  });

  it("sorts verses canonically and takes the first mention from the sorted list", async () => {
    const { tables } = await sample();
    const lot = tables.person.find((p) => p.id === "lot_1830");
    expect(lot?.verses).toEqual(["Gen.11.27", "Gen.11.31", "Gen.12.4", "Gen.12.5", "Gen.13.5", "Luke.17.28", "2Pet.2.7"]);
    expect(lot?.first_mention).toBe("Gen.11.27");
    expect(tables.person.find((p) => p.id === "sarah_2473")?.first_mention).toBe("Gen.11.29");
    expect(tables.event.find((e) => e.id === "71")?.first_mention).toBe("Gen.11.31");
  });

  it("gives the bare name to the namesake mentioned far more, a title to the other, and maps upstream keys and 0.1.0 slugs to them", async () => {
    const { tables } = await sample();
    expect(tables.person.filter((p) => p.name === "Haran").map((p) => [p.id, p.slug])).toEqual([
      ["haran_1407", "haran"],
      ["haran_1408", "haran-son-of-caleb"],
    ]);
    expect(tables.place.find((p) => p.id === "haran_527")?.slug).toBe("haran");
    expect(tables.aliases.person.haran_1407).toBe("haran");
    expect(tables.aliases.person["haran-brother-of-abraham"], "the 0.1.0 slug redirects").toBe("haran");
    expect(tables.aliases.event["Sojourn in Canaan, Egypt and Gerar"]).toBe("sojourn-in-canaan-egypt-and-gerar");
    expect(tables.aliases.event["74"]).toBe("sojourn-in-canaan-egypt-and-gerar");
    expect(tables.aliases.dictionary_entry["Haran 1"]).toBe("haran-1");
    expect(Object.values(tables.aliases).every((a) => Object.entries(a).every(([k, v]) => k !== v))).toBe(true);
  });

  it("names a person by each relative the data links, where no record has that key and nobody else claims it", async () => {
    const { tables } = await sample();
    expect(tables.aliases.person).toMatchObject({
      "isaac-son-of-abraham": "isaac",
      "isaac-son-of-sarah": "isaac",
      "sarah-wife-of-abraham": "sarah",
      "abraham-father-of-isaac": "abraham",
      "haran-father-of-lot": "haran",
    });
    const slugs = new Set(tables.person.map((p) => p.slug));
    expect(Object.keys(tables.aliases.person).filter((a) => slugs.has(a)), "an alias is never a slug").toEqual([]);
  });

  it("builds events, groups and places with links from both sides", async () => {
    const { tables } = await sample();
    const egypt = tables.event.find((e) => e.id === "73");
    expect(egypt).toMatchObject({ part_of: "sojourn-in-canaan-egypt-and-gerar", predecessor: "abraham-enters-canaan", duration: "3M10D", duration_days: 101.31, groups: ["egyptians"], participants: ["abraham", "sarah"], places: ["egypt"] });
    const sojourn = tables.event.find((e) => e.id === "74");
    expect(sojourn).toMatchObject({ start_year: -1920, start_is_approximate: true, lag: "75Y", lag_type: "FS" });
    expect(tables.people_group.find((g) => g.id === "Egyptians")?.events).toEqual(["abraham-goes-to-egypt"]);
    const bethel = tables.place.find((p) => p.id === "bethel_202");
    expect(bethel).toMatchObject({ name: "Bethel", esv_name: "Bethel", coordinate_source: "OpenBible.info", events: ["abraham-enters-canaan", "abram-builds-an-altar-near-bethel"] });
    expect(tables.place.find((p) => p.id === "haran_527")).toMatchObject({ coordinate_source: "Pleiades (via Recogito)", modern_name: "Harran", people_died: ["terah"], dictionary_entries: ["haran-2"] });
    expect(tables.place.find((p) => p.id === "ur_1189")).toMatchObject({ name: "Ur of the Chaldees", kjv_name: "Ur", people_born: ["haran", "abraham"] });
  });

  it("is deterministic and sorted by slug", async () => {
    const a = await sample();
    const b = await sample();
    expect(JSON.stringify(a.tables)).toBe(JSON.stringify(b.tables));
    const slugs = a.tables.person.map((p) => p.slug);
    expect(slugs).toEqual([...slugs].sort());
  });
});

// ---------- hand-made fixtures ----------

describe("years", () => {
  it("uses Periods.csv for the astronomical year and display, and computes both when a year is missing there", () => {
    const { tables } = build({
      people: [
        person({ personLookup: "abraham_58", personID: 58, name: "Abraham", birthYear: -1997, deathYear: -1821 }),
        person({ personLookup: "jesus_905", personID: 905, name: "Jesus", birthYear: -4, deathYear: 30 }),
      ],
      periods: [{ line: 2, yearNum: -1997, isoYear: -1996, formattedYear: "1997 BC" }],
    });
    const byId = new Map(tables.person.map((p) => [p.id, p]));
    expect(byId.get("abraham_58")).toMatchObject({ birth_year: -1996, birth_year_display: "1997 BC", death_year: -1820, death_year_display: "1821 BC" });
    expect(byId.get("jesus_905")).toMatchObject({ birth_year: -3, birth_year_display: "4 BC", death_year: 30, death_year_display: "AD 30" });
  });

  it("keeps event start years as given (already astronomical)", () => {
    const { tables } = build({ events: [event({ title: "Creation", id: 1, startYear: -4003 }), event({ title: "Pentecost", id: 2, startYear: 33, startDate: "0033-05-25" })] });
    expect(tables.event.map((e) => [e.title, e.start_year, e.start_date])).toEqual([
      ["Creation", -4003, null],
      ["Pentecost", 33, "0033-05-25"],
    ]);
  });
});

describe("links", () => {
  it("follows the reviewed table for event titles Events.csv renamed, reporting each, and leaves it idle once Events.csv has the old title", () => {
    const eventTitles = [
      { line: 2, upstream: "Man falls into sin", corrected: "The Fall", reason: "renamed" },
      { line: 3, upstream: "Noahic Covenant", corrected: "God makes a covenant with Noah", reason: "renamed" },
    ];
    const report = new BuildReport();
    const tables = buildTheographic(
      raw({
        people: [person({ personLookup: "satan_2476", personID: 2476, name: "Satan", events: ["Man falls into sin", "Noahic Covenant"] })],
        places: [place({ placeLookup: "eden_354", placeID: 354, displayTitle: "Eden", eventsHere: ["Man falls into sin"] })],
        events: [event({ title: "The Fall", id: 4 }), event({ title: "Noahic Covenant", id: 30 }), event({ title: "God makes a covenant with Noah", id: 31 })],
      }),
      report,
      { eventTitles },
    );
    expect(tables.person[0]?.events).toEqual(["the-fall", "noahic-covenant"]);
    expect(tables.place[0]?.events).toEqual(["the-fall"]);
    const json = report.toJSON();
    expect(json.unresolved).toEqual([]);
    expect(json.corrections.filter((c) => c.field === "events").map((c) => [c.table, c.count])).toEqual([
      ["person", 1],
      ["place", 1],
    ]);
  });

  it("follows the reviewed table of group names: each joins the group's also_called and resolves as a slug; each reported", () => {
    const report = new BuildReport();
    const tables = buildTheographic(
      raw({ groups: [group({ name: "Tribe of Levi", verses: ["Num.3.6"] }), group({ name: "Tribe of Dan" })] }),
      report,
      {
        groupNames: [
          { line: 2, group: "Tribe of Levi", name: "Levites", reason: "Num 3:9" },
          { line: 3, group: "Tribe of Dan", name: "Danites", reason: "Judg 13:2" },
          { line: 4, group: "Tribe of Nobody", name: "Nobodites", reason: "not in this data" },
        ],
      },
    );
    expect(tables.people_group.map((g) => [g.slug, g.also_called])).toEqual([
      ["tribe-of-dan", ["Danites"]],
      ["tribe-of-levi", ["Levites"]],
    ]);
    expect(tables.aliases.people_group).toMatchObject({ levites: "tribe-of-levi", danites: "tribe-of-dan" });
    const json = report.toJSON();
    expect(json.corrections.filter((c) => c.table === "people_group").map((c) => [c.field, c.count])).toEqual([["also_called", 2]]);
    expect(json.notes.join("\n")).toContain("line 4: Tribe of Nobody");
  });

  it("resolves an inverted Easton headword in the order people say it, when one entry has that headword", () => {
    expect(naturalOrder("Spirit, Holy")).toEqual(["Holy Spirit"]);
    expect(naturalOrder("Commandments, the Ten")).toEqual(["the Ten Commandments", "Ten Commandments"]);
    expect(naturalOrder("Temple, Solomon’s")).toEqual(["Solomon’s Temple"]);
    expect(naturalOrder("Abraham")).toEqual([]);
    expect(naturalOrder("Gog, Magog, and")).toEqual([]);
    expect(["Put, Phut", "Pur, Purim", "Veil, vail", "Barachias, Berechiah", "Weaving, weavers"].flatMap(naturalOrder), "two spellings of one word").toEqual([]);
    expect(["Lysias, Claudius", "Drink, strong", "Star, Morning"].flatMap(naturalOrder)).toEqual(["Claudius Lysias", "strong Drink", "Morning Star"]);
    const { tables } = build({
      easton: [
        entry({ dictLookup: "Spirit, Holy", index: 10 }),
        entry({ dictLookup: "Commandments, the Ten", index: 11 }),
        entry({ dictLookup: "Temple, Solomon’s", index: 12 }),
        entry({ dictLookup: "Temple, Solomon’s", index: 13 }),
        entry({ dictLookup: "Holy", index: 14 }),
      ],
    });
    expect(tables.dictionary_entry.map((d) => d.slug)).toEqual(["commandments-the-ten", "holy", "spirit-holy", "temple-solomons-1", "temple-solomons-2"]);
    expect(tables.aliases.dictionary_entry).toMatchObject({ "holy-spirit": "spirit-holy", "the-ten-commandments": "commandments-the-ten", "ten-commandments": "commandments-the-ten" });
    expect(tables.aliases.dictionary_entry["solomons-temple"], "two entries have that headword: no alias").toBeUndefined();
  });

  it("gives a person's display title the name people know them by, with the upstream's note kept", () => {
    const tables = buildTheographic(
      raw({
        people: [
          person({ personLookup: "mary_1938", personID: 1938, name: "Mary", surname: "Magdalene", verses: ["Luke.8.2"] }),
          person({ personLookup: "mary_1939", personID: 1939, name: "Mary", displayTitle: "Mary (Mother of Jesus)", verses: ["Luke.1.27", "Luke.2.5"] }),
        ],
      }),
      new BuildReport(),
    );
    expect(Object.fromEntries(tables.person.map((p) => [p.id, [p.name, p.display_title]]))).toEqual({
      mary_1938: ["Mary Magdalene", "Mary Magdalene"],
      mary_1939: ["Mary", "Mary (Mother of Jesus)"],
    });
  });

  it("follows the reviewed table of other names: a known name becomes the name (the upstream one an other name), other names join also_called; each reported", () => {
    const otherNames = [
      { line: 2, person: "azariah_545", name: "Abednego", knownBy: true, reason: "Dan 1:7" },
      { line: 3, person: "shadrach_1398", name: "hananiah", knownBy: false, reason: "Dan 1:7" },
      { line: 4, person: "herod_1504", name: "Herod the Great", knownBy: true, reason: "Easton" },
      { line: 5, person: "satan_2476", name: "Devil", knownBy: false, reason: "Rev 12:9" },
      { line: 6, person: "nobody_1", name: "Nobody", knownBy: false, reason: "not in this data" },
    ];
    const report = new BuildReport();
    const tables = buildTheographic(
      raw({
        people: [
          person({ personLookup: "azariah_545", personID: 545, name: "Azariah", verses: ["Dan.1.6", "Dan.1.7"] }),
          person({ personLookup: "shadrach_1398", personID: 1398, name: "Shadrach", alsoCalled: ["Hananiah"], verses: ["Dan.1.7"] }),
          person({ personLookup: "herod_1504", personID: 1504, name: "Herod", verses: ["Matt.2.1"] }),
          person({ personLookup: "herod_1505", personID: 1505, name: "Herod", displayTitle: "Herod Antipas", verses: ["Luke.3.1", "Luke.23.7"] }),
          person({ personLookup: "satan_2476", personID: 2476, name: "Satan", alsoCalled: ["Beelzebub"], verses: ["Job.1.6"] }),
        ],
      }),
      report,
      { otherNames },
    );
    expect(tables.person.map((p) => [p.slug, p.name, p.upstream_name, p.also_called]).sort()).toEqual([
      ["abednego", "Abednego", "Azariah", ["Azariah"]],
      ["herod-antipas", "Herod Antipas", "Herod", []],
      ["herod-the-great", "Herod the Great", "Herod", []],
      ["satan", "Satan", "Satan", ["Beelzebub", "Devil"]],
      ["shadrach", "Shadrach", "Shadrach", ["Hananiah"]],
    ]);
    expect(tables.aliases.person).toMatchObject({ azariah: "abednego", azariah_545: "abednego", devil: "satan" });
    expect(tables.person.map((p) => [p.slug, p.display_title]).sort()).toEqual([
      ["abednego", "Abednego"],
      ["herod-antipas", "Herod Antipas"],
      ["herod-the-great", "Herod the Great"],
      ["satan", "Satan"],
      ["shadrach", "Shadrach"],
    ]);
    const json = report.toJSON();
    expect(json.corrections.filter((c) => c.table === "person" && (c.field === "also_called" || c.field === "name")).map((c) => [c.field, c.count])).toEqual([
      ["also_called", 1],
      ["name", 2],
    ]);
    expect(json.notes.join("\n")).toContain("line 6: nobody_1");
  });

  it("reports links that point nowhere and leaves them out", () => {
    const { tables, report } = build({
      people: [person({ personLookup: "abraham_58", personID: 58, name: "Abraham", events: ["Abraham is called to Canaan"], father: "terah_2841", birthPlace: "ur_1189", memberOf: ["Chaldeans"], eastons: ["Abram"] })],
      places: [place({ placeLookup: "ur_1189", placeID: 1189, displayTitle: "Ur", eventsHere: ["Abraham is called to Canaan"], duplicateOf: "ur_9999" })],
      events: [event({ title: "Birth of Abraham", id: 65, participants: ["abraham_58", "nahor_2143"], partOf: ["Lifetime of Abraham"] })],
      groups: [group({ name: "Genealogy of Jesus", members: ["adam_78"] })],
      easton: [entry({ dictLookup: "Abraham", index: 105, personLookup: ["abram_1"], dictText: "See [Gen. 51:1](/gen#Gen.51.1) and [1 Macc. 2:52](/1macc#1Macc.2.52)." })],
    });
    expect(report.unresolved.map((u) => [u.table, u.field, u.count, u.examples])).toEqual([
      ["dictionary_entry", "people", 1, ["Abraham → abram_1"]],
      ["dictionary_entry", "verses", 2, ["Abraham → Gen.51.1", "Abraham → 1Macc.2.52"]],
      ["event", "part_of", 1, ["Birth of Abraham → Lifetime of Abraham"]],
      ["event", "participants", 1, ["Birth of Abraham → nahor_2143"]],
      ["people_group", "members", 1, ["Genealogy of Jesus → adam_78"]],
      ["person", "dictionary_entries", 1, ["abraham_58 → Abram"]],
      ["person", "events", 1, ["abraham_58 → Abraham is called to Canaan"]],
      ["person", "father", 1, ["abraham_58 → terah_2841"]],
      ["person", "people_groups", 1, ["abraham_58 → Chaldeans"]],
      ["place", "duplicate_of", 1, ["ur_1189 → ur_9999"]],
      ["place", "events", 1, ["ur_1189 → Abraham is called to Canaan"]],
    ]);
    const abraham = tables.person[0]!;
    expect(abraham).toMatchObject({ father: null, birth_place: "ur", people_groups: [], events: ["birth-of-abraham"], dictionary_entries: [] });
    expect(tables.event[0]?.participants).toEqual(["abraham"]);
    expect(tables.place[0]?.duplicate_of).toBeNull();
  });

  it("completes links from the other side without duplicates", () => {
    const { tables } = build({
      people: [
        person({ personLookup: "abraham_58", personID: 58, name: "Abraham", memberOf: ["Genealogy of Jesus"], birthPlace: "ur_1189" }),
        person({ personLookup: "isaac_616", personID: 616, name: "Isaac" }),
      ],
      places: [place({ placeLookup: "ur_1189", placeID: 1189, displayTitle: "Ur", peopleBorn: ["abraham_58"] })],
      events: [
        event({ title: "Birth of Isaac", id: 78, participants: ["isaac_616", "abraham_58", "isaac_616"], locations: ["ur_1189"], sortKey: -1895.9 }),
        event({ title: "Birth of Abraham", id: 65, participants: ["abraham_58"], sortKey: -1995.9 }),
      ],
      groups: [group({ name: "Genealogy of Jesus", members: ["isaac_616"], events: ["Birth of Isaac"] })],
      easton: [entry({ dictLookup: "Isaac", index: 1, personLookup: ["isaac_616"] })],
    });
    const byId = new Map(tables.person.map((p) => [p.id, p]));
    expect(byId.get("abraham_58")?.events).toEqual(["birth-of-abraham", "birth-of-isaac"]);
    expect(byId.get("isaac_616")).toMatchObject({ events: ["birth-of-isaac"], people_groups: ["genealogy-of-jesus"], dictionary_entries: ["isaac"] });
    expect(tables.people_group[0]?.members).toEqual(["isaac", "abraham"]);
    expect(tables.place[0]).toMatchObject({ people_born: ["abraham"], events: ["birth-of-isaac"] });
    expect(tables.event.find((e) => e.id === "78")).toMatchObject({ participants: ["isaac", "abraham"], groups: ["genealogy-of-jesus"] });
  });
});

describe("slugs", () => {
  it("disambiguates homonyms by display title, and numbers them when titles do not tell them apart", () => {
    const { tables } = build({
      people: [
        person({ personLookup: "haran_1407", personID: 1407, name: "Haran", displayTitle: "Haran (brother of Abraham)" }),
        person({ personLookup: "haran_1408", personID: 1408, name: "Haran", displayTitle: "Haran (son of Caleb)" }),
        person({ personLookup: "ishmael_630", personID: 630, name: "Ishmael", displayTitle: "Ishmael (Son of Hagar)" }),
        person({ personLookup: "ishmael_631", personID: 631, name: "Ishmael" }),
        person({ personLookup: "ishmael_632", personID: 632, name: "Ishmael" }),
        person({ personLookup: "terah_2841", personID: 2841, name: "Terah" }),
      ],
    });
    expect(Object.fromEntries(tables.person.map((p) => [p.id, p.slug]))).toEqual({
      haran_1407: "haran-brother-of-abraham",
      haran_1408: "haran-son-of-caleb",
      ishmael_630: "ishmael-son-of-hagar",
      ishmael_631: "ishmael-2",
      ishmael_632: "ishmael-3",
      terah_2841: "terah",
    });
  });

  it("spells a display title's word as the upstream name does when they are one letter apart, so the bearers compete for that name", () => {
    const verses = (n: number): string[] => Array.from({ length: n }, (_, i) => `Acts.${i + 1}.1`);
    const { tables, report } = build({
      people: [
        person({ personLookup: "philip_2344", personID: 2344, name: "Philip", displayTitle: "Phillip the Apostle", verses: verses(15) }),
        person({ personLookup: "philip_2347", personID: 2347, name: "Philip", displayTitle: "Phillip the Evangelist", verses: verses(16) }),
        person({ personLookup: "philip_2345", personID: 2345, name: "Philip", verses: verses(3) }),
        person({ personLookup: "pontius_2400", personID: 2400, name: "Pontius", displayTitle: "Pontius Pilate" }),
      ],
    });
    const byId = Object.fromEntries(tables.person.map((p) => [p.id, [p.name, p.display_title, p.slug]]));
    // 16, 15 and 3 verses: no Philip is dominant, so none has the bare name.
    expect(byId).toEqual({
      philip_2344: ["Philip the Apostle", "Philip the Apostle", "philip-the-apostle"],
      philip_2345: ["Philip", "Philip", "philip-2"],
      philip_2347: ["Philip the Evangelist", "Philip the Evangelist", "philip-the-evangelist"],
      pontius_2400: ["Pontius Pilate", "Pontius Pilate", "pontius-pilate"],
    });
    expect(report.corrections.find((c) => c.table === "person" && c.field === "name")?.changes.map((c) => c.to)).toEqual(["Philip the Apostle", "Philip the Evangelist"]);
  });

  it("counts the verses of the book named after a person who wrote it as mentions: the writer of Nehemiah takes the bare name", () => {
    const nehemiahs = (written: string[]) =>
      build({
        people: [
          person({ personLookup: "nehemiah_2172", personID: 2172, name: "Nehemiah", father: "hachaliah_1376", verses: ["Neh.1.1", "Neh.8.9"], chaptersWritten: written }),
          person({ personLookup: "hachaliah_1376", personID: 1376, name: "Hachaliah", verses: ["Neh.1.1"], children: ["nehemiah_2172"] }),
          person({ personLookup: "nehemiah_2173", personID: 2173, name: "Nehemiah", verses: ["Ezra.2.2"] }),
        ],
      }).tables;
    // 2 verses against 1: nobody dominates; with the book's 406 verses the writer does.
    expect(Object.fromEntries(nehemiahs([]).person.map((p) => [p.id, p.slug]))).toEqual({ hachaliah_1376: "hachaliah", nehemiah_2172: "nehemiah-son-of-hachaliah", nehemiah_2173: "nehemiah-2" });
    const credited = nehemiahs(["Neh.1", "Neh.2"]);
    expect(Object.fromEntries(credited.person.map((p) => [p.id, p.slug]))).toEqual({ hachaliah_1376: "hachaliah", nehemiah_2172: "nehemiah", nehemiah_2173: "nehemiah-2" });
    expect(credited.aliases.person["nehemiah-son-of-hachaliah"], "the slug the writer had before the book counted still resolves").toBe("nehemiah");
    expect(credited.booksWritten, "the books each writer is credited with, by slug, with their chapters").toEqual({ nehemiah: [{ book: "Neh", chapters: 2 }] });
    expect(nehemiahs([]).booksWritten).toEqual({});
    expect(eponymousBookVerses([{ book: "Ezra", chapters: 1 }], ["Nehemiah"]), "another book written").toBe(0);
    expect(eponymousBookVerses([{ book: "John", chapters: 1 }], ["John"])).toBe(879);
  });

  it("tells namesakes apart by the epithet of an Easton article about them alone, unless a namesake's articles or verses use it too", () => {
    const ezras = (withVerseText: boolean) => {
      const report = new BuildReport();
      const kjv = new Map([["Ezra.7.11", "the letter that the king Artaxerxes gave unto Ezra the priest, the scribe"]]);
      return buildTheographic(
        raw({
          people: [
            person({ personLookup: "ezra_1", personID: 1, name: "Ezra", verses: ["Ezra.7.1", "Ezra.7.6", "Ezra.7.10", "Ezra.7.11"], eastons: ["Ezra 2"] }),
            person({ personLookup: "ezra_2", personID: 2, name: "Ezra", verses: ["Neh.12.1"], eastons: ["Ezra 3"] }),
            person({ personLookup: "ezra_3", personID: 3, name: "Ezra", verses: ["1Chr.4.17"], eastons: ["Ezra 1"] }),
          ],
          easton: [
            entry({ dictLookup: "Ezra 1", index: 1, dictText: "A Levite who kept the gates (1 Chr. 4:17).", personLookup: ["ezra_3"] }),
            entry({ dictLookup: "Ezra 2", index: 2, dictText: "The scribe who led the exiles home. He wrote a book.", personLookup: ["ezra_1"] }),
            entry({ dictLookup: "Ezra 3", index: 3, dictText: "A priest who returned with Zerubbabel (Neh. 12:1).", personLookup: ["ezra_2"] }),
          ],
        }),
        report,
        {},
        { kjv: (v) => (withVerseText ? kjv.get(v) : undefined), web: () => undefined },
      );
    };
    const slugs = (t: ReturnType<typeof buildTheographic>) => Object.fromEntries(t.person.map((p) => [p.id, p.slug]));
    expect(slugs(ezras(false))).toEqual({ ezra_1: "ezra", ezra_2: "ezra-the-priest", ezra_3: "ezra-the-levite" });
    // The verses call the scribe "Ezra the priest": that epithet no longer tells the other priest apart.
    const told = ezras(true);
    expect(slugs(told)).toEqual({ ezra_1: "ezra", ezra_2: "ezra-2", ezra_3: "ezra-the-levite" });
    expect(told.aliases.person["ezra-3"], "the number the Levite had before the epithet still resolves").toBe("ezra-the-levite");
  });

  it("tells a namesake apart by an other name that is the given name with a word more", () => {
    const { tables } = build({
      people: [
        person({ personLookup: "pharaoh_1", personID: 1, name: "Pharaoh", verses: ["Exod.5.1", "Exod.5.2", "Exod.6.1", "Exod.7.1"] }),
        person({ personLookup: "pharaoh_2", personID: 2, name: "Pharaoh", verses: ["Gen.41.1", "Gen.41.4", "Gen.41.7"] }),
        person({ personLookup: "pharaoh_9", personID: 9, name: "Pharaoh", alsoCalled: ["Pharaoh-hophra"], verses: ["Jer.44.30"] }),
      ],
    });
    expect(Object.fromEntries(tables.person.map((p) => [p.id, p.slug]))).toEqual({ pharaoh_1: "pharaoh-1", pharaoh_2: "pharaoh-2", pharaoh_9: "pharaoh-hophra" });
    expect(tables.aliases.person["pharaoh-3"], "the number it had before still resolves").toBe("pharaoh-hophra");
  });

  it("lets the headword of a person's own Easton article, a name and an epithet, resolve to them", () => {
    const { tables, report } = build({
      people: [
        person({ personLookup: "herod_1504", personID: 1504, name: "Herod", verses: ["Matt.2.1", "Matt.2.3", "Luke.1.5"], children: ["philip_2346"] }),
        person({ personLookup: "herod_1505", personID: 1505, name: "Herod", displayTitle: "Herod Antipas", verses: ["Matt.14.1", "Mark.6.14", "Luke.23.7"] }),
        person({ personLookup: "philip_2346", personID: 2346, name: "Philip", verses: ["Matt.14.3"], father: "herod_1504" }),
      ],
      easton: [entry({ dictLookup: "Herod the Great", index: 3200, dictText: "King of Judea ([Matt. 2:1](/matt#Matt.2.1), [3](/matt#Matt.2.3); [Luke 1:5](/luke#Luke.1.5))." })],
    });
    const herod = tables.person.find((p) => p.id === "herod_1504");
    expect(herod?.slug).toBe("herod-father-of-philip");
    expect(herod?.dictionary_entries).toEqual(["herod-the-great"]);
    expect(tables.aliases.person["herod-the-great"]).toBe("herod-father-of-philip");
    expect(report.notes).toContain("person: 1 alias(es) from the headword of the person's Easton article, a name and an epithet (herod-the-great)");
  });

  it("names places without their disambiguating note and keeps apart entries that share a dictLookup", () => {
    const { tables } = build({
      places: [
        place({ placeLookup: "bethel_202", placeID: 202, displayTitle: "Bethel (of Palestine)" }),
        place({ placeLookup: "bethel_203", placeID: 203, displayTitle: "Bethel (of Judah)" }),
        place({ placeLookup: "egypt_259", placeID: 259, displayTitle: "Brook of Egypt", kjvName: "Egypt" }),
        place({ placeLookup: "egypt_362", placeID: 362, displayTitle: "Egypt" }),
      ],
      easton: [entry({ dictLookup: "Kadesh", index: 3668, termID: "k-p4.2" }), entry({ dictLookup: "Kadesh", index: 3667, termID: "k-p1.5" })],
    });
    expect(tables.place.map((p) => [p.id, p.name, p.slug])).toEqual([
      ["bethel_203", "Bethel", "bethel-of-judah"],
      ["bethel_202", "Bethel", "bethel-of-palestine"],
      ["egypt_259", "Brook of Egypt", "brook-of-egypt"],
      ["egypt_362", "Egypt", "egypt"],
    ]);
    expect(tables.dictionary_entry.map((d) => [d.id, d.slug, d.uuid])).toEqual([
      ["Kadesh", "kadesh-1", recordUuid("dictionary_entry", "Kadesh")],
      ["Kadesh", "kadesh-2", recordUuid("dictionary_entry", "Kadesh#3668")],
    ]);
    expect(tables.aliases.dictionary_entry).toEqual({ Kadesh: "kadesh-1" });
  });
  it("names a place titled by one word with the ESV's name that holds it, keeping the old slugs as aliases", () => {
    const { tables, report } = build({
      places: [
        place({ placeLookup: "tower_1177", placeID: 1177, displayTitle: "Tower", kjvName: "Tower", esvName: "Tower of Hananel", verses: ["Neh.3.1", "Jer.31.38"] }),
        place({ placeLookup: "tower_1179", placeID: 1179, displayTitle: "Tower", kjvName: "Tower", esvName: "Tower of the Hundred", verses: ["Neh.3.1"] }),
        place({ placeLookup: "shechem_1069", placeID: 1069, displayTitle: "Shechem", esvName: "Shechem", verses: ["Gen.12.6", "Josh.24.1", "Judg.9.1"] }),
        place({ placeLookup: "shechem_1178", placeID: 1178, displayTitle: "Shechem (tower)", kjvName: "Shechem", esvName: "Tower of Shechem" }),
        place({ placeLookup: "skull_1154", placeID: 1154, displayTitle: "Skull", esvName: "The Skull" }),
        place({ placeLookup: "judea_700", placeID: 700, displayTitle: "Judea", esvName: "Judean" }),
        place({ placeLookup: "kidron_700", placeID: 701, displayTitle: "Brook Kidron", esvName: "Kidron Valley" }),
      ],
    });
    expect(tables.place.map((p) => [p.id, p.name, p.kjv_name, p.slug])).toEqual([
      ["kidron_700", "Brook Kidron", null, "brook-kidron"],
      ["judea_700", "Judea", null, "judea"],
      ["shechem_1069", "Shechem", null, "shechem"],
      ["skull_1154", "Skull", null, "skull"],
      ["tower_1177", "Tower of Hananel", "Tower", "tower-of-hananel"],
      ["shechem_1178", "Tower of Shechem", "Shechem", "tower-of-shechem"],
      ["tower_1179", "Tower of the Hundred", "Tower", "tower-of-the-hundred"],
    ]);
    expect(tables.aliases.place).toMatchObject({ "tower-1": "tower-of-hananel", "tower-2": "tower-of-the-hundred", "shechem-tower": "tower-of-shechem" });
    expect(report.corrections.find((c) => c.table === "place" && c.field === "name")?.changes.map((c) => c.to)).toEqual(["Tower of Shechem", "Tower of Hananel", "Tower of the Hundred"]);
  });

  it("names a person as the WEB spells them when the upstream lists that spelling, and keeps every slug the upstream spelling gave", () => {
    // The KJV itself says Timothy in some verses (2 Cor 1:1), the WEB in all.
    const kjv = new Map([["Acts.16.1", "a certain disciple was there, named Timotheus"], ["Rom.16.21", "Timotheus my workfellow"], ["2Cor.1.1", "and Timothy our brother"], ["Acts.17.14", "Silas and Timotheus abode there still"]]);
    const web = new Map([["Acts.16.1", "a certain disciple was there, named Timothy"], ["Rom.16.21", "Timothy, my fellow worker"], ["2Cor.1.1", "and Timothy our brother"], ["Acts.17.14", "Silas and Timothy still stayed there"]]);
    const report = new BuildReport();
    const tables = buildTheographic(
      raw({
        people: [
          person({ personLookup: "timotheus_2863", personID: 2863, name: "Timotheus", alsoCalled: ["Timothy"], verses: ["Acts.16.1", "Rom.16.21", "2Cor.1.1"] }),
          person({ personLookup: "eunice_1", personID: 1, name: "Eunice", gender: "Female", children: ["timotheus_2863"] }),
          person({ personLookup: "silas_2", personID: 2, name: "Silas", verses: ["Acts.17.14"] }),
        ],
      }),
      report,
      {},
      { kjv: (osis) => kjv.get(osis), web: (osis) => web.get(osis) },
    );
    const timothy = tables.person.find((p) => p.id === "timotheus_2863");
    expect([timothy?.slug, timothy?.name, timothy?.upstream_name, timothy?.also_called]).toEqual(["timothy", "Timothy", "Timotheus", ["Timotheus"]]);
    expect(tables.aliases.person.timotheus).toBe("timothy");
    expect(report.toJSON().corrections.find((c) => c.table === "person" && c.field === "name")?.changes).toEqual([{ from: "timotheus_2863: Timotheus (Timothy: WEB 3, KJV 1; Timotheus: WEB 0, KJV 2)", to: "Timothy", count: 1 }]);
  });

  it("lets a place be looked up by its other names, its ESV name and its kind, never taking a name another place was asked for", () => {
    const { tables, report } = build({
      places: [
        place({ placeLookup: "areopagus_99", placeID: 99, displayTitle: "Areopagus", aliases: ["Mars Hill"], verses: ["Acts.17.19"] }),
        place({ placeLookup: "tigris_1163", placeID: 1163, displayTitle: "Hiddekel", esvName: "Tigris", aliases: ["Tigris"], featureType: "Water", featureSubType: "River" }),
        place({ placeLookup: "jordan_653", placeID: 653, displayTitle: "Jordan", featureType: "Water", featureSubType: "River", verses: ["Gen.13.10", "Josh.3.17"] }),
        place({ placeLookup: "kidron_700", placeID: 700, displayTitle: "Brook Kidron", esvName: "Kidron Valley", featureType: "Water", featureSubType: "River" }),
        place({ placeLookup: "tabor_1150", placeID: 1150, displayTitle: "Tabor", featureType: "Mountain" }),
        place({ placeLookup: "olives_880", placeID: 880, displayTitle: "Mount of Olives", aliases: ["4b is just \"mount\" or \"mountain\"", "mount Olivet"], featureType: "Mountain" }),
        place({ placeLookup: "moreh_850", placeID: 850, displayTitle: "Moreh (Shechem)", aliases: ["Shechem"] }),
        place({ placeLookup: "shechem_1060", placeID: 1060, displayTitle: "Shechem", aliases: ["Moreh"] }),
      ],
    });
    const byId = new Map(tables.place.map((p) => [p.id, p]));
    expect(byId.get("areopagus_99")?.also_called).toEqual(["Mars Hill"]);
    expect(byId.get("olives_880")?.also_called, "an editor's note is not a name").toEqual(["mount Olivet"]);
    expect(report.corrections).toContainEqual(expect.objectContaining({ table: "place", field: "also_called", count: 1 }));
    const aliases = tables.aliases.place;
    expect(aliases["mars-hill"]).toBe("areopagus");
    expect(aliases.tigris).toBe("hiddekel");
    expect(aliases["kidron-valley"]).toBe("brook-kidron");
    expect([aliases["jordan-river"], aliases["river-jordan"]]).toEqual(["jordan", "jordan"]);
    expect(aliases["mount-tabor"]).toBe("tabor");
    expect(aliases["mount-olivet"]).toBe("mount-of-olives");
    expect(aliases["brook-kidron-river"], "a name that says its kind gets no other").toBeUndefined();
    expect(aliases["mount-mount-of-olives"]).toBeUndefined();
    expect(byId.get("shechem_1060")?.slug, "Shechem keeps its own name").toBe("shechem");
    expect(aliases.shechem).toBeUndefined();
    expect(aliases.moreh, "a name the first round gave (Moreh (Shechem) is Moreh) is never moved").toBeUndefined();
    expect(byId.get("moreh_850")?.slug).toBe("moreh");
  });
});

describe("places", () => {
  const pair = (latitude: number | null, longitude: number | null) => ({ latitude, longitude });

  it("names the source of the coordinates and never emits half a pair", () => {
    const { tables, report } = build({
      places: [
        place({ placeLookup: "abana_1", placeID: 1, displayTitle: "Abana", best: pair(33.5, 36.2), openBible: pair(33.5, 36.2), recogito: pair(41.9, 34.0), recogitoUri: "http://sws.geonames.org/752926" }),
        place({ placeLookup: "egypt_362", placeID: 362, displayTitle: "Egypt", best: pair(26.49, 29.88), openBible: pair(30.1, 31.3), recogito: pair(26.49, 29.88), recogitoUri: "http://sws.geonames.org/357994" }),
        place({ placeLookup: "ur_1189", placeID: 1189, displayTitle: "Ur", best: pair(30.96, 46.1), openBible: pair(30.9, 46.2), recogito: pair(30.96, 46.1), recogitoUri: "http://dare.ht.lu.se/places/22335" }),
        place({ placeLookup: "haran_527", placeID: 527, displayTitle: "Haran", best: pair(36.86, 39.03), recogito: pair(36.86, 39.03), recogitoUri: "https://pleiades.stoa.org/places/658497" }),
        place({ placeLookup: "x_1", placeID: 9001, displayTitle: "X", best: pair(1, 2), recogito: pair(1, 2), recogitoUri: "http://maps.cga.harvard.edu/tgaz/placename/hvd_1" }),
        place({ placeLookup: "y_1", placeID: 9002, displayTitle: "Y", best: pair(3, 4), recogito: pair(3, 4), recogitoUri: "http://example.org/place/1" }),
        place({ placeLookup: "azotus_132", placeID: 132, displayTitle: "Azotus", best: pair(31.75, null), recogito: pair(31.75, null), openBible: pair(31.8, 34.63) }),
        place({ placeLookup: "chios_296", placeID: 296, displayTitle: "Chios", best: pair(38.41, null), recogito: pair(38.41, null) }),
        place({ placeLookup: "eden_354", placeID: 354, displayTitle: "Eden" }),
        place({ placeLookup: "south_1110", placeID: 1110, displayTitle: "South", recogito: pair(64.1, -19.2) }),
      ],
    });
    expect(Object.fromEntries(tables.place.map((p) => [p.id, [p.latitude, p.longitude, p.coordinate_source]]))).toEqual({
      abana_1: [33.5, 36.2, "OpenBible.info"],
      egypt_362: [26.49, 29.88, "GeoNames (via Recogito)"],
      ur_1189: [30.96, 46.1, "DARE (via Recogito)"],
      haran_527: [36.86, 39.03, "Pleiades (via Recogito)"],
      x_1: [1, 2, "Harvard CGA (via Recogito)"],
      y_1: [3, 4, "Recogito"],
      azotus_132: [31.8, 34.63, "OpenBible.info"],
      chios_296: [null, null, null],
      eden_354: [null, null, null],
      south_1110: [null, null, null],
    });
    expect(report.corrections).toEqual([
      {
        table: "place",
        field: "latitude, longitude",
        reason: "the best pair (latitude, longitude) is incomplete; the first complete pair (OpenBible.info, then Recogito) is used",
        count: 1,
        changes: [{ from: "azotus_132: 31.75, null", to: "31.8, 34.63 (OpenBible.info)", count: 1 }],
      },
    ]);
    expect(report.notes).toContain("place: chios_296 has only half a coordinate pair in every source; latitude and longitude are null");
  });

  it("names the place whose point a place's coordinates are (rootID), only when they are that place's point", () => {
    // Jerusalem takes DARE's point; its OpenBible.info point, 113 m off, is where the data puts its gates and Judea.
    const jerusalem = { best: pair(31.776667, 35.234167), openBible: pair(31.777444, 35.234935), recogito: pair(31.776667, 35.234167) };
    const { tables, report } = build({
      places: [
        place({ placeLookup: "jerusalem_636", placeID: 636, displayTitle: "Jerusalem", ...jerusalem }),
        place({ placeLookup: "dung_gate_346", placeID: 346, displayTitle: "Dung Gate", rootID: "jerusalem_636", best: pair(31.777444, 35.234935), openBible: pair(31.777444, 35.234935) }),
        place({ placeLookup: "mount_zion_860", placeID: 860, displayTitle: "Mount Zion", rootID: "jerusalem_636", best: pair(31.776667, 35.234167), recogito: pair(31.776667, 35.234167) }),
        // Written with more digits than the root's own OpenBible.info pair (as Bethlehem's Eder is).
        place({ placeLookup: "bethlehem_218", placeID: 218, displayTitle: "Bethlehem", best: pair(31.70431, 35.20746), openBible: pair(31.70536129, 35.2102663) }),
        place({ placeLookup: "eder_355", placeID: 355, displayTitle: "Eder", rootID: "bethlehem_218", best: pair(31.70536129174666, 35.21026630105202) }),
        // A root far from the place's own (Recogito) pair: Egypt is not at On.
        place({ placeLookup: "on_908", placeID: 908, displayTitle: "On", best: pair(30.108086, 31.33822), openBible: pair(30.108086, 31.33822) }),
        place({ placeLookup: "egypt_362", placeID: 362, displayTitle: "Egypt", rootID: "on_908", best: pair(26.49, 29.88), openBible: pair(30.108086, 31.33822), recogito: pair(26.49, 29.88) }),
        place({ placeLookup: "eden_354", placeID: 354, displayTitle: "Eden", rootID: "on_908" }),
        place({ placeLookup: "nowhere_1", placeID: 9001, displayTitle: "Nowhere", rootID: "atlantis_1", best: pair(1, 2) }),
      ],
    });
    expect(Object.fromEntries(tables.place.map((p) => [p.id, p.coordinates_from]))).toEqual({
      jerusalem_636: null,
      dung_gate_346: "jerusalem",
      mount_zion_860: "jerusalem",
      bethlehem_218: null,
      eder_355: "bethlehem",
      on_908: null,
      egypt_362: null,
      eden_354: null,
      nowhere_1: null,
    });
    expect(report.unresolved).toEqual([expect.objectContaining({ table: "place", field: "coordinates_from", count: 1 })]);
  });

  it("takes a modern name only from a comment that states one", () => {
    expect(modernName("Now Barada River")).toBe("Barada River");
    expect(modernName("island; now Gavdos; http://www.example.org/gavdos/")).toBe("Gavdos");
    expect(modernName("river: now Wadi al Arish; http://en.wikipedia.org/wiki/Brook_of_Egypt")).toBe("Wadi al Arish");
    expect(modernName("; now Leja")).toBe("Leja");
    expect(modernName("region")).toBeNull();
    expect(modernName("http://en.wikipedia.org/wiki/Kutha")).toBeNull();
    expect(modernName("known now and then")).toBeNull();
    expect(modernName(null)).toBeNull();
  });

  it("follows duplicate_of to the primary record", () => {
    const { tables } = build({
      places: [
        place({ placeLookup: "jerusalem_636", placeID: 636, displayTitle: "Jerusalem" }),
        place({ placeLookup: "jebus_629", placeID: 629, displayTitle: "Jebus", duplicateOf: "jerusalem_636" }),
        place({ placeLookup: "jebusite_630", placeID: 630, displayTitle: "Jebusite", duplicateOf: "jebus_629" }),
      ],
    });
    expect(Object.fromEntries(tables.place.map((p) => [p.id, p.duplicate_of]))).toEqual({ jerusalem_636: null, jebus_629: "jerusalem", jebusite_630: "jerusalem" });
  });
});

describe("events", () => {
  it("numbers the events in chronological order, and lists a person's, place's and group's events in it", () => {
    // Hand-made, after AD 28: the sort key (year and first verse) puts Matthew's Sermon on the Mount
    // first; the predecessor links put it after the Apostles are chosen (Matthew 10), as the data's harmony does.
    const { tables } = build({
      events: [
        event({ title: "Sermon on the Mount", id: 296, startYear: 28, sortKey: 28.40005001, predecessor: ["Apostles Chosen"], participants: ["jesus_1"], locations: ["galilee_1"], groups: ["Apostles"] }),
        event({ title: "Apostles Chosen", id: 295, startYear: 28, sortKey: 28.4001, predecessor: ["Jesus' 1st Tour of Galilee"], participants: ["jesus_1"], locations: ["galilee_1"], groups: ["Apostles"] }),
        event({ title: "Jesus' 1st Tour of Galilee", id: 285, startYear: 28, sortKey: 28.41001035, participants: ["jesus_1"], locations: ["galilee_1"] }),
        event({ title: "John Beheaded", id: 391, startYear: 29, sortKey: 29.40014006 }),
        event({ title: "Temptations of Jesus", id: 268, startYear: 26, sortKey: 26.40004001, participants: ["jesus_1"] }),
      ],
      people: [person({ personLookup: "jesus_1", personID: 1, name: "Jesus" })],
      places: [place({ placeLookup: "galilee_1", placeID: 1, displayTitle: "Galilee" })],
      groups: [{ file: "theographic-bible-metadata/CSV/PeopleGroups.csv", line: 2, name: "Apostles", members: ["jesus_1"], partOf: null, verses: [], events: ["Sermon on the Mount", "Apostles Chosen"] }],
    });
    const sequence = Object.fromEntries(tables.event.map((e) => [e.slug, e.sequence]));
    expect(sequence).toEqual({ "temptations-of-jesus": 1, "jesus-1st-tour-of-galilee": 2, "apostles-chosen": 3, "sermon-on-the-mount": 4, "john-beheaded": 5 });
    expect(tables.person[0]?.events).toEqual(["temptations-of-jesus", "jesus-1st-tour-of-galilee", "apostles-chosen", "sermon-on-the-mount"]);
    expect(tables.place[0]?.events).toEqual(["jesus-1st-tour-of-galilee", "apostles-chosen", "sermon-on-the-mount"]);
    expect(tables.people_group[0]?.events).toEqual(["apostles-chosen", "sermon-on-the-mount"]);
  });

  it("computes durations in days", () => {
    expect(durationDays("6D")).toBe(6);
    expect(durationDays("1W")).toBe(7);
    expect(durationDays("3M10D")).toBe(101.31);
    expect(durationDays("2.5Y")).toBe(913.11);
    expect(durationDays("430Y")).toBe(157054.28);
    expect(durationDays("6X")).toBeNull();
    expect(durationDays(null)).toBeNull();
  });

  it("ignores an event naming itself as parent, keeps the first of several parents, and notes both", () => {
    const { tables, report } = build({
      events: [
        event({ title: "Lifetime of Moses", id: 10 }),
        event({ title: "Wilderness Wanderings", id: 11 }),
        event({ title: "Death of Moses", id: 12, partOf: ["Lifetime of Moses", "Wilderness Wanderings"] }),
        event({ title: "Creation of Adam and Eve", id: 2, partOf: ["Creation of Adam and Eve"] }),
      ],
    });
    const byId = new Map(tables.event.map((e) => [e.id, e]));
    expect(byId.get("12")?.part_of).toBe("lifetime-of-moses");
    expect(byId.get("2")?.part_of).toBeNull();
    expect(report.notes).toEqual([
      'event: "Death of Moses" has 2 part_of events; kept the first (lifetime-of-moses), left out: wilderness-wanderings',
      'event: "Creation of Adam and Eve" names itself in part_of; that item was ignored',
    ]);
  });

  it("deduplicates people and places mentioned, keeping the order of first mention", () => {
    const { tables } = build({
      people: [person({ personLookup: "abraham_58", personID: 58, name: "Abraham" }), person({ personLookup: "lot_1830", personID: 1830, name: "Lot" })],
      places: [place({ placeLookup: "egypt_362", placeID: 362, displayTitle: "Egypt" })],
      events: [event({ title: "Abraham goes to Egypt", id: 73, peopleFromVerses: ["lot_1830", "abraham_58", "lot_1830"], placesFromVerses: ["egypt_362", "egypt_362"], verses: ["Gen.12.14", "Gen.12.10", "Gen.12.10"] })],
    });
    expect(tables.event[0]).toMatchObject({ people_mentioned: ["lot", "abraham"], places_mentioned: ["egypt"], verses: ["Gen.12.10", "Gen.12.14"], verse_count: 2, first_mention: "Gen.12.10" });
  });
});

describe("name meanings", () => {
  it("matches names case-insensitively and gives one meaning per person, chosen by the reviewed table for a repeated name", () => {
    const report = new BuildReport();
    const tables = buildTheographic(
      raw({
        people: [
          person({ personLookup: "noah_2210", personID: 2210, name: "Noah" }),
          person({ personLookup: "noah_2211", personID: 2211, name: "Noah", gender: "Female" }),
          person({ personLookup: "haran_1407", personID: 1407, name: "Haran", displayTitle: "Haran (brother of Abraham)" }),
          person({ personLookup: "ur_1", personID: 1, name: "UR" }),
          person({ personLookup: "zzz_1", personID: 2, name: "Zzz" }),
        ],
        hitchcock: [
          { line: 2, name: "Noah", meaning: "repose" },
          { line: 3, name: "Noah", meaning: "that totters (Zelophehad's daughter)" },
          { line: 4, name: "Haran", meaning: "mountaineer" },
          { line: 5, name: "Ur", meaning: "light" },
          { line: 6, name: "haran", meaning: "dry ground" },
        ],
      }),
      report,
      {
        nameMeanings: [
          { line: 2, name: "Noah", meaning: "repose", appliesTo: "*", reason: "the patriarch" },
          { line: 3, name: "Noah", meaning: "that totters (Zelophehad's daughter)", appliesTo: "noah_2211", reason: "named" },
          { line: 4, name: "Haran", meaning: "mountaineer", appliesTo: "*", reason: "r" },
          { line: 5, name: "Ur", meaning: "flame", appliesTo: "*", reason: "stale" },
        ],
      },
    );
    expect(Object.fromEntries(tables.person.map((p) => [p.id, p.name_meaning]))).toEqual({
      noah_2210: "repose",
      noah_2211: "that totters (Zelophehad's daughter)",
      haran_1407: "mountaineer",
      ur_1: "light",
      zzz_1: null,
    });
    expect(report.toJSON().anomalies.map((a) => [a.check, a.cases])).toEqual([
      ["name-meaning-unassigned", ['haran: Hitchcock gives "haran" several meanings and the reviewed table does not say whose "dry ground" is; no bearer gets it']],
      ["stale-correction", ['sources/corrections/name-meanings.csv:5: Ur: Hitchcock has no meaning "flame"']],
    ]);
  });

  it("gives no bearer a meaning of a repeated name the table does not place", () => {
    const { tables } = build({
      people: [person({ personLookup: "haran_1407", personID: 1407, name: "Haran" })],
      hitchcock: [
        { line: 2, name: "Haran", meaning: "mountaineer" },
        { line: 3, name: "Haran", meaning: "dry ground" },
      ],
    });
    expect(tables.person[0]?.name_meaning).toBeNull();
  });
});

describe("dictionary entries", () => {
  it("turns links into plain text and collects the verses and chapters they point to", () => {
    const md = "Son of Terah ([Gen. 11:27](/gen#Gen.11.27)); see [12:1](/gen#Gen.12.1), [Gen. 12](/gen#Gen.12) and [Ps. 22, 23](/ps#Ps.22 Ps.23).\n\n Called again ([Acts 7:2](/acts#Acts.7.2); [Gen. 11:27](/gen#Gen.11.27)).";
    expect(plainText(md)).toBe("Son of Terah (Gen. 11:27); see 12:1, Gen. 12 and Ps. 22, 23.\n\nCalled again (Acts 7:2; Gen. 11:27).");
    expect(linkedRefs(md)).toEqual({ verses: ["Gen.11.27", "Gen.12.1", "Acts.7.2"], chapters: ["Gen.12", "Ps.22", "Ps.23"], bad: [] });
    expect(linkedRefs("[x](/josh#Josh.15 Josh.38) [y](1chr/#1Chr.8.12) [z](/nowhere)")).toEqual({ verses: ["1Chr.8.12"], chapters: ["Josh.15"], bad: ["Josh.38", "/nowhere"] });
    expect(plainText("")).toBeNull();
  });

  it("merges a row that repeats another word for word, joining their matches; both old slugs resolve", () => {
    const text = "Holy, a place in the wilderness.";
    const { tables, report } = build({
      people: [person({ personLookup: "salmon_2463", personID: 2463, name: "Salmon" })],
      places: [place({ placeLookup: "kadesh_661", placeID: 661, displayTitle: "Kadesh" })],
      easton: [
        entry({ dictLookup: "Kadesh", index: 3667, termLabel: "Kadesh", dictText: text, matchType: "place", placeLookup: ["kadesh_661"] }),
        entry({ dictLookup: "Kadesh", index: 3668, termLabel: "Kadesh", dictText: text, matchType: "unmatched" }),
        entry({ dictLookup: "Kadesh", index: 3669, termLabel: "Kadesh", dictText: "Another text.", matchType: "person", personLookup: ["salmon_2463"] }),
      ],
    });
    expect(tables.dictionary_entry.map((e) => [e.slug, e.uuid, e.places, e.people, e.match_type])).toEqual([
      ["kadesh-1", recordUuid("dictionary_entry", "Kadesh"), ["kadesh"], [], "place"],
      ["kadesh-3", recordUuid("dictionary_entry", "Kadesh#3669"), [], ["salmon"], "person"],
    ]);
    expect(tables.aliases.dictionary_entry).toMatchObject({ "kadesh-2": "kadesh-1" });
    expect(report.corrections).toEqual([
      expect.objectContaining({ table: "dictionary_entry", count: 1, changes: [{ from: "Kadesh (index 3668)", to: "Kadesh (index 3667)", count: 1 }] }),
    ]);
  });

  it("builds an entry with its sense number, people and places", () => {
    const { tables } = build({
      people: [person({ personLookup: "haran_1407", personID: 1407, name: "Haran" })],
      places: [place({ placeLookup: "haran_527", placeID: 527, displayTitle: "Haran" })],
      easton: [entry({ dictLookup: "Haran 1", index: 2950, itemNum: 1, matchType: "multi", personLookup: ["haran_1407"], placeLookup: ["haran_527"], dictText: "Terah's son ([Gen. 11:27](/gen#Gen.11.27))." })],
    });
    expect(tables.dictionary_entry[0]).toEqual({
      slug: "haran-1",
      uuid: recordUuid("dictionary_entry", "Haran 1"),
      id: "Haran 1",
      name: "Haran",
      sense: 1,
      text: "Terah's son (Gen. 11:27).",
      verses: ["Gen.11.27"],
      chapters: [],
      people: ["haran"],
      places: ["haran"],
      match_type: "multi",
    });
    expect(tables.person[0]?.dictionary_entries).toEqual(["haran-1"]);
    expect(tables.place[0]?.dictionary_entries).toEqual(["haran-1"]);
  });
});

describe("anomalies", () => {
  it("lists death before birth, a child born before its parent and event years that disagree with the person, keeping the data as given", () => {
    const { tables, report } = build({
      people: [
        person({ personLookup: "samson_2468", personID: 2468, name: "Samson", birthYear: -1090, deathYear: -1101 }),
        person({ personLookup: "seth_2617", personID: 2617, name: "Seth", birthYear: -3874, deathYear: -2692, events: ["Death of Seth", "Birth of Seth"], children: ["enos_1"] }),
        person({ personLookup: "enos_1", personID: 1, name: "Enos", birthYear: -3874 }),
      ],
      events: [
        event({ title: "Death of Seth", id: 25, startYear: -2961, participants: ["seth_2617"] }),
        event({ title: "Birth of Seth", id: 24, startYear: -3874, participants: ["seth_2617"] }),
      ],
    });
    expect(tables.person.find((p) => p.slug === "samson")?.death_year).toBe(-1100);
    expect(report.anomalies.map((a) => [a.check, a.cases])).toEqual([
      ["event-year-disagrees-with-person", ["death-of-seth: starts in -2961, but seth's death_year is -2691"]],
      ["child-born-before-parent", ["seth: born 3874 BC; child enos born 3874 BC"]],
      ["death-before-birth", ["samson: born 1090 BC, died 1101 BC"]],
    ]);
  });

  it("lists coordinate pairs outside the biblical world and pairs of one place far apart", () => {
    const pair = (latitude: number | null, longitude: number | null) => ({ latitude, longitude });
    const { report } = build({
      places: [
        place({ placeLookup: "south_1110", placeID: 1110, displayTitle: "South", recogito: pair(64.1, -19.2) }),
        place({ placeLookup: "ai_37", placeID: 37, displayTitle: "Ai", best: pair(31.92, 35.26), openBible: pair(31.92, 35.26), recogito: pair(31.93, 35.27) }),
        place({ placeLookup: "abana_1", placeID: 1, displayTitle: "Abana", best: pair(33.5, 36.2), recogito: pair(26.5, 29.9) }),
      ],
    });
    expect(report.anomalies.map((a) => [a.check, a.cases])).toEqual([
      ["coordinate-sources-disagree", ["abana_1: best (latitude, longitude) and Recogito are 986 km apart"]],
      ["coordinates-outside-region", ["south_1110: Recogito pair 64.1, -19.2 lies outside the biblical world"]],
    ]);
  });
});
