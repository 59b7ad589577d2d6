import { describe, it, expect } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import type { AirtableBridge } from "../../../src/sources/theographic/events.ts";
import { GROUPS_FILE, GROUPS_JSON_FILE, groupNamesById, jsonOnlyGroups, readGroupsCsv, readGroupsJson } from "../../../src/sources/theographic/groups.ts";
import { GROUPS_HEADER, airtable, csv } from "./fixtures.ts";

const genealogy = { groupName: "Genealogy of Jesus", members: "terah_2841,abraham_58,isaac_616", verses: "Matt.1.2,Matt.1.1", events: "Birth of Abraham", events_dev: 'Birth of Abraham,"Sojourn in Canaan, Egypt and Gerar"' };

describe("readGroupsCsv", () => {
  it("reads members, verses and the union of `events` and `events_dev` (quoted titles kept whole)", async () => {
    const problems = new Problems();
    const rows = await readGroupsCsv(memorySources({ [GROUPS_FILE]: csv(GROUPS_HEADER, [genealogy, { groupName: "Tribe of Reuben", partOf: "Nation of Israel" }]) }), problems);
    expect(problems.size).toBe(0);
    expect(rows[0]?.members).toEqual(["terah_2841", "abraham_58", "isaac_616"]);
    expect(rows[0]?.verses).toEqual(["Matt.1.2", "Matt.1.1"]);
    expect(rows[0]?.events).toEqual(["Birth of Abraham", "Sojourn in Canaan, Egypt and Gerar"]);
    expect(rows[1]?.partOf).toBe("Nation of Israel");
  });

  it("reports a bad verse, a repeated name and a missing column", async () => {
    const problems = new Problems();
    const text = csv(GROUPS_HEADER, [{ ...genealogy, verses: "Matt.1.99" }, genealogy]);
    expect(await readGroupsCsv(memorySources({ [GROUPS_FILE]: text }), problems)).toHaveLength(1);
    expect(problems.list().map(formatProblem)).toEqual([
      `${GROUPS_FILE}:2: verses: "Matt.1.99" is not a verse of the KJV canon (Book.Chapter.Verse)`,
      `${GROUPS_FILE}:3: groupName: "Genealogy of Jesus" is used by an earlier row`,
    ]);
    const missing = new Problems();
    await readGroupsCsv(memorySources({ [GROUPS_FILE]: csv(GROUPS_HEADER.filter((h) => h !== "events_dev"), [genealogy]) }), missing);
    expect(missing.list().map(formatProblem)).toEqual([`${GROUPS_FILE}:1: missing column(s) "events_dev" in the header`]);
  });
});

describe("jsonOnlyGroups", () => {
  it("adds the groups found only in the JSON export, their links mapped to keys", async () => {
    const json = airtable([
      { id: "recGGenealogy", fields: { groupName: "Genealogy of Jesus", members: ["recPTerah"] } },
      { id: "recGScribes", fields: { groupName: "Scribes", events_dev: ["recE0073", "recEUnknown"] } },
    ]);
    const problems = new Problems();
    const files = memorySources({ [GROUPS_JSON_FILE]: json, [GROUPS_FILE]: csv(GROUPS_HEADER, [genealogy]) });
    const records = await readGroupsJson(files, problems);
    const bridge: AirtableBridge = { verses: new Map(), people: new Map(), places: new Map(), groups: groupNamesById(records), events: new Map([["recE0073", "Abraham goes to Egypt"]]) };
    const extra = jsonOnlyGroups(records, await readGroupsCsv(files, problems), bridge, problems);
    expect(problems.size).toBe(0);
    expect(extra).toEqual([
      { file: GROUPS_JSON_FILE, line: 13, name: "Scribes", members: [], partOf: null, verses: [], events: ["Abraham goes to Egypt", "recEUnknown"] },
    ]);
    expect(bridge.groups.get("recGScribes")).toBe("Scribes");
  });
});
