/**
 * GET /v1/search over HTTP: matching by name (and other names) without regard to case or accents,
 * ranking (exact, other names, words, prefixes, fuzzy, substrings, then mentions), forgiveness of word
 * order, descriptive words and misspellings, one kind only (`type`), paging, and results that point at
 * real records.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectProblem, expectSchema, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

interface Hit {
  slug: string;
  name: string;
  entity_type: string;
  uuid: string;
}

async function search(q: string, extra = ""): Promise<{ data: Hit[]; meta: { total: number; limit: number; offset: number } }> {
  const res = await s.request(`/v1/search?q=${encodeURIComponent(q)}${extra}`);
  const body = await json(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expectSchema("search_result.list.json", body);
  return body;
}

const hits = async (q: string): Promise<string[]> => (await search(q)).data.map((h) => `${h.entity_type}:${h.slug}`);

describe("search ranking", () => {
  it("exact matches come first, even when a prefix match is mentioned more often", async () => {
    expect(await hits("egypt")).toEqual(["place:egypt", "event:abraham-goes-to-egypt", "event:sojourn-in-canaan-egypt-and-gerar", "group:egyptians"]);
  });

  it("exact names, then names holding the word (fewest other words first), then names a word begins", async () => {
    expect(await hits("abraham")).toEqual([
      "person:abraham",
      "dictionary:abraham",
      "topic:abraham",
      "event:birth-of-abraham",
      "event:abraham-enters-canaan",
      "event:abraham-goes-to-egypt",
      "event:abrahamic-covenant",
    ]);
  });

  it("an exact other name comes before names that merely hold the word", async () => {
    expect(await hits("abram")).toEqual(["person:abraham", "event:abram-builds-an-altar-near-bethel"]);
    expect((await hits("sarai"))[0]).toBe("person:sarah");
    expect((await hits("promised land"))[0], "a place's upstream alias").toBe("place:canaan");
  });

  it("word and prefix matches come before substring matches, even ones mentioned more often", async () => {
    // Egypt by WordNet's "Egyptian Empire" (an alias the build adds: `glossAliases`).
    const got = await hits("an");
    expect(got.slice(0, 2)).toEqual(["event:abram-builds-an-altar-near-bethel", "event:sojourn-in-canaan-egypt-and-gerar"]);
    expect(new Set(got.slice(2))).toEqual(
      new Set(["event:abraham-enters-canaan", "person:haran", "place:haran", "place:canaan", "event:abrahamic-covenant", "person:haran-son-of-caleb", "group:egyptians", "place:egypt", "dictionary:haran-1", "dictionary:haran-2", "dictionary:haran-3"]),
    );
  });

  it("substring matches are ordered by how much of the name is left over, then by mentions", async () => {
    expect(await hits("ham")).toEqual([
      "person:abraham",
      "dictionary:abraham",
      "topic:abraham",
      "event:abrahamic-covenant",
      "event:birth-of-abraham",
      "event:abraham-enters-canaan",
      "event:abraham-goes-to-egypt",
    ]);
  });

  it("equally good matches are ordered by mentions: the better-known Haran first", async () => {
    expect(await hits("haran")).toEqual(["person:haran", "place:haran", "person:haran-son-of-caleb", "dictionary:haran-1", "dictionary:haran-2", "dictionary:haran-3"]);
  });
});

describe("search forgiveness", () => {
  it("takes the words of a name in any order", async () => {
    expect(await hits("ur chaldees")).toEqual(["place:ur-of-the-chaldees"]);
    expect(await hits("chaldees ur")).toEqual(["place:ur-of-the-chaldees"]);
    expect((await hits("egypt abraham"))[0]).toBe("event:abraham-goes-to-egypt");
  });

  it("lets descriptive words be missing from the name", async () => {
    expect((await hits("the patriarch abraham"))[0]).toBe("person:abraham");
    expect((await hits("land of canaan"))[0]).toBe("place:canaan");
    expect((await hits("city of haran"))[0]).toBe("person:haran");
  });

  it("forgives one misspelt letter from four letters and two from eight, and variant spellings", async () => {
    expect((await hits("abrahm"))[0]).toBe("person:abraham");
    expect((await hits("canan"))[0]).toBe("place:canaan");
    expect((await hits("sarrah"))[0]).toBe("person:sarah");
    expect((await hits("chaldeez"))[0]).toBe("place:ur-of-the-chaldees");
    expect(await hits("abxyzm")).toEqual([]);
    expect(await hits("ur")).not.toContain("person:haran");
  });

  it("compares a rare spelling with close names too, after what it matches as typed", async () => {
    expect(await hits("sarai")).toEqual(["person:sarah", "dictionary:sarah", "topic:sarah"]);
    expect(await hits("haran")).not.toContain("place:canaan");
  });
});

describe("search matching", () => {
  it("ignores letter case and accents (composed or decomposed)", async () => {
    const expected = await hits("abraham");
    for (const q of ["ABRAHAM", "AbRaHaM", "Ábrahám", "abrahâm", "Abra\u0301ham", "ABRA\u0300HAM"]) expect(await hits(q), q).toEqual(expected);
  });

  it("ignores punctuation and surrounding spaces", async () => {
    expect(await hits("ur-of-the-chaldees")).toEqual(["place:ur-of-the-chaldees"]);
    expect(await hits("  sojourn in canaan, egypt ")).toEqual(["event:sojourn-in-canaan-egypt-and-gerar"]);
  });

  it("returns an empty list when nothing matches", async () => {
    expect(await search("nebuchadnezzar")).toEqual({ data: [], meta: { total: 0, limit: 50, offset: 0 } });
  });

  it("returns exactly slug, name, entity_type and uuid, and each result is served by its endpoint with the same uuid", async () => {
    const paths: Record<string, string> = { person: "people", place: "places", event: "events", group: "groups", dictionary: "dictionary", topic: "topics" };
    for (const q of ["abraham", "egypt", "faith", "genealogy"]) {
      for (const h of (await search(q)).data) {
        expect(Object.keys(h).sort()).toEqual(["entity_type", "name", "slug", "uuid"]);
        const res = await s.request(`/v1/${paths[h.entity_type]}/${h.slug}`);
        expect(res.status, `${h.entity_type}:${h.slug}`).toBe(200);
        expect((await json(res)).data.uuid).toBe(h.uuid);
      }
    }
  });
});

describe("search paging", () => {
  it("pages the ranked results and echoes limit and offset", async () => {
    const all = await search("an");
    expect(all.meta).toEqual({ total: 13, limit: 50, offset: 0 });
    const page = await search("an", "&limit=3&offset=2");
    expect(page.meta).toEqual({ total: 13, limit: 3, offset: 2 });
    expect(page.data).toEqual(all.data.slice(2, 5));
    expect(await search("an", "&offset=13")).toEqual({ data: [], meta: { total: 13, limit: 50, offset: 13 } });
    expect((await search("an", "&limit=500")).meta).toEqual({ total: 13, limit: 200, offset: 0 });
  });
});

describe("search by kind", () => {
  it("type keeps one kind's entities, ranked among themselves", async () => {
    expect((await search("haran", "&type=person")).data.map((h) => h.slug)).toEqual(["haran", "haran-son-of-caleb"]);
    expect(await search("haran", "&type=Person"), "any letter case").toEqual(await search("haran", "&type=person"));
    expect(await hits("abram builds an altar near bethel")).toEqual(["event:abram-builds-an-altar-near-bethel"]);
    const people = await search("abram builds an altar near bethel", "&type=person");
    expect(people.data[0]?.slug, "another kind's exact name does not hide the people matching some words").toBe("abraham");
    for (const type of ["person", "place", "event", "group", "dictionary", "topic"]) {
      const page = await search("an", `&type=${type}`);
      expect(page.data.every((h) => h.entity_type === type), type).toBe(true);
      expect(page.meta.total).toBe((await search("an")).data.filter((h) => h.entity_type === type).length);
    }
  });

  it("an unknown type is a 400 naming the kinds", async () => {
    for (const bad of ["people", "", "person,place"]) {
      const body = await expectProblem(await s.request(`/v1/search?q=haran&type=${encodeURIComponent(bad)}`), 400, "invalid-parameter");
      expect(String(body.detail)).toContain("person, place, event, group, dictionary, topic");
    }
  });
});
