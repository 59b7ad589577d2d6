/**
 * Every endpoint of the keyed /v1 API, through the real app over the bundled sample: the spec's
 * fields and envelopes (checked against the project's JSON Schemas), real records, upstream ids and
 * case variants. Errors, lists, search, HTTP behaviour, quotas and hostile paths are in ./http/.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TABLES } from "../../src/contract/collections.ts";
import { articleVariant } from "../../src/runtime/catalog.ts";
import { expectProblem, expectSchema, isTreePath, json, sampleApp, SAMPLE_VERSION, type SampleApp } from "../helpers/sample-app.ts";

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

async function ok(path: string, schemaId: string): Promise<any> {
  const res = await s.request(path);
  const body = await json(res);
  expect(res.status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
  expectSchema(schemaId, body);
  return body;
}

describe("GET /v1/meta", () => {
  it("returns the dataset version, build date and one integer count per table", async () => {
    const { data } = await ok("/v1/meta", "meta.item.json");
    expect(data.version).toBe(SAMPLE_VERSION.version);
    expect(data.build_date).toBe(SAMPLE_VERSION.build_date);
    expect(Object.keys(data.counts).sort()).toEqual([...TABLES].sort());
    for (const t of TABLES) expect(Number.isInteger(data.counts[t]), t).toBe(true);
    expect(data.counts).toMatchObject({ person: 9, place: 6, event: 6, people_group: 2, strongs: 38, cross_reference: 13, greek_lexicon_entry: 11 });
  });

  it("counts agree with the totals of the lists", async () => {
    const { data: meta } = await ok("/v1/meta", "meta.item.json");
    const lists: Record<string, string> = {
      person: "/v1/people",
      place: "/v1/places",
      event: "/v1/events",
      people_group: "/v1/groups",
      dictionary_entry: "/v1/dictionary",
      topic: "/v1/topics",
      strongs: "/v1/strongs",
      lexicon_entry: "/v1/lexicon",
      greek_lexicon_entry: "/v1/greek-lexicon",
    };
    for (const [table, path] of Object.entries(lists)) {
      const body = await json(await s.request(`${path}?limit=1`));
      expect(body.meta.total, table).toBe(meta.counts[table]);
    }
  });
});

describe("GET /v1/usage", () => {
  it("reports the calling key's email, tier, allowance and consumption", async () => {
    const fresh = await sampleApp();
    const res = await fresh.request("/v1/usage");
    const body = await json(res);
    expectSchema("usage.item.json", body);
    expect(body.data).toEqual({ email: "free.user@example.org", tier: "free", daily_limit: 1000, daily_used: 0 });
    const pro = await json(await fresh.request("/v1/usage", { key: fresh.keys.pro.key }));
    expect(pro.data).toEqual({ email: "pro.user@example.org", tier: "pro", daily_limit: 10000, daily_used: 0 });
  });
});

describe("people", () => {
  it("lists people in the spec's list envelope with the spec's item fields", async () => {
    const body = await ok("/v1/people", "person.list-item.list.json");
    expect(body.meta).toEqual({ total: 9, limit: 50, offset: 0 });
    expect(body.data).toHaveLength(9);
    for (const item of body.data) for (const f of ["slug", "name", "gender", "birth_year_display", "verse_count"]) expect(item).toHaveProperty(f);
    expect(body.data[0]).toMatchObject({ slug: "abraham", name: "Abraham", gender: "Male", birth_year_display: "1997 BC", verse_count: 13 });
  });

  it("fetches a person with every field of the spec", async () => {
    const { data } = await ok("/v1/people/abraham", "person.item.json");
    for (const f of ["slug", "uuid", "name", "gender", "birth_year", "death_year", "birth_year_display", "death_year_display", "birth_place", "death_place", "father", "mother", "siblings", "children", "partners", "verse_count", "verses", "first_mention", "name_meaning", "people_groups"]) {
      expect(data, f).toHaveProperty(f);
    }
    expect(data).toMatchObject({
      slug: "abraham",
      name: "Abraham",
      gender: "Male",
      birth_year: -1996,
      birth_year_display: "1997 BC",
      death_year_display: "1821 BC",
      birth_place: "ur-of-the-chaldees",
      father: "terah",
      siblings: ["haran"],
      children: ["ishmael", "isaac"],
      partners: ["sarah", "hagar"],
      verse_count: 13,
      first_mention: "Gen.11.26",
      name_meaning: "father of a great many people",
      people_groups: ["genealogy-of-jesus"],
    });
    expect(data.uuid).toMatch(UUID_V5);
    expect(data.verses).toHaveLength(13);
    expect(data.verses).toContain("Gen.12.1");
  });

  it("links resolve: the slugs a person names are served by their endpoints", async () => {
    const { data } = await ok("/v1/people/abraham", "person.item.json");
    for (const slug of [data.father, ...data.children, ...data.partners, ...data.siblings]) expect((await s.request(`/v1/people/${slug}`)).status, slug).toBe(200);
    expect((await s.request(`/v1/places/${data.birth_place}`)).status).toBe(200);
    for (const g of data.people_groups) expect((await s.request(`/v1/groups/${g}`)).status, g).toBe(200);
    for (const v of data.verses) expect((await s.request(`/v1/verses/${v}`)).status, v).toBe(200);
  });

  it("404s an unknown slug", async () => {
    await expectProblem(await s.request("/v1/people/moses"), 404, "not-found");
  });
});

describe("places", () => {
  it("lists places", async () => {
    const body = await ok("/v1/places", "place.list-item.list.json");
    expect(body.meta).toEqual({ total: 6, limit: 50, offset: 0 });
    expect(body.data.map((p: { slug: string }) => p.slug)).toEqual(["bethel", "canaan", "egypt", "haran", "shechem", "ur-of-the-chaldees"]);
  });

  it("fetches a place with every field of the spec", async () => {
    const { data } = await ok("/v1/places/haran", "place.item.json");
    for (const f of ["slug", "uuid", "name", "kjv_name", "esv_name", "latitude", "longitude", "coordinate_source", "feature_type", "feature_sub_type", "modern_name"]) expect(data, f).toHaveProperty(f);
    expect(data).toMatchObject({ slug: "haran", name: "Haran", kjv_name: "Haran", esv_name: "Haran", latitude: 36.86, longitude: 39.03, feature_type: "City", modern_name: "Harran" });
    expect(data.uuid).toMatch(UUID_V5);
  });

  it("404s an unknown slug", async () => {
    await expectProblem(await s.request("/v1/places/jerusalem"), 404, "not-found");
  });
});

describe("the collections the spec names but does not show", () => {
  const cases = [
    { list: "/v1/events", table: "event", total: 6, item: "/v1/events/birth-of-abraham", expect: { slug: "birth-of-abraham", title: "Birth of Abraham", start_year: -1996 } },
    { list: "/v1/groups", table: "people_group", total: 2, item: "/v1/groups/genealogy-of-jesus", expect: { slug: "genealogy-of-jesus", name: "Genealogy of Jesus" } },
    { list: "/v1/dictionary", table: "dictionary_entry", total: 5, item: "/v1/dictionary/haran-1", expect: { slug: "haran-1", name: "Haran" } },
    { list: "/v1/topics", table: "topic", total: 4, item: "/v1/topics/faith", expect: { slug: "faith", name: "Faith" } },
    { list: "/v1/lexicon", table: "lexicon_entry", total: 26, item: "/v1/lexicon/a-aa-ab", expect: { slug: "a-aa-ab", headword: "אָב" } },
    { list: "/v1/greek-lexicon", table: "greek_lexicon_entry", total: 11, item: "/v1/greek-lexicon/g11", expect: { slug: "g11", headword: "Ἀβραάμ", strongs_numbers: ["G11"] } },
    { list: "/v1/strongs", table: "strongs", total: 38, item: "/v1/strongs/H430", expect: { number: "H430" } },
  ] as const;

  for (const c of cases) {
    it(`${c.list} lists and ${c.item} fetches`, async () => {
      const list = await ok(c.list, `${c.table}.list-item.list.json`);
      expect(list.meta).toEqual({ total: c.total, limit: 50, offset: 0 });
      expect(list.data).toHaveLength(Math.min(50, c.total));
      const { data } = await ok(c.item, `${c.table}.item.json`);
      expect(data).toMatchObject(c.expect);
      expect(data.uuid).toMatch(UUID_V5);
      await expectProblem(await s.request(`${c.list}/no-such-thing`), 404, "not-found");
    });
  }
});

describe("GET /v1/strongs/{number}", () => {
  it("serves a Hebrew entry with the spec's fields", async () => {
    const { data } = await ok("/v1/strongs/H430", "strongs.item.json");
    expect(data).toMatchObject({ number: "H430", language: "hebrew", lemma: "אֱלֹהִים", transliteration: "ʼĕlôhîym", pronunciation: "el-o-heem'", kjv_usage: "God, gods, mighty." });
    expect(data.definition).toContain("gods");
    expect(typeof data.uuid).toBe("string");
  });

  it("serves a Greek entry", async () => {
    const { data } = await ok("/v1/strongs/G11", "strongs.item.json");
    expect(data).toMatchObject({ number: "G11", language: "greek", lemma: "Ἀβραάμ", kjv_usage: "Abraham." });
  });

  it("404s a number the dataset lacks, and anything that is not a Strong's number", async () => {
    for (const n of ["H99999", "G0", "X430", "430", "H", "Habc"]) await expectProblem(await s.request(`/v1/strongs/${n}`), 404, "not-found");
  });
});

describe("verses", () => {
  it("GET /v1/verses/{osis} lists the people, places and events of the verse", async () => {
    const body = await ok("/v1/verses/Gen.12.1", "verse.item.json");
    expect(body.data).toMatchObject({ osis_ref: "Gen.12.1", people: ["abraham"], places: [], events: ["abrahamic-covenant"] });
  });

  it("a canon verse that mentions nothing is an empty entry, not a 404", async () => {
    const body = await ok("/v1/verses/Rev.21.4", "verse.item.json");
    expect(body.data).toEqual({ osis_ref: "Rev.21.4", people: [], places: [], events: [], text: { kjv: null, web: null } });
  });

  it("404s references outside the canon or of the wrong shape", async () => {
    for (const ref of ["Gen.50.27", "Gen.0.1", "Gen.1.0", "Foo.1.1", "Gen.1", "Gen.12.1-3", "Gen.12.1.1", "Genesis.1.51", "1.1.1"]) {
      await expectProblem(await s.request(`/v1/verses/${ref}`), 404, "not-found");
    }
  });

  it("GET /v1/verses/{osis}/cross-references lists targets by votes, most first", async () => {
    const body = await ok("/v1/verses/Gen.12.1/cross-references", "cross_reference.list.json");
    expect(body.meta).toEqual({ total: 4, limit: 200, offset: 0 });
    expect(body.data).toEqual([
      { from_verse: "Gen.12.1", to_verse_start: "Acts.7.2", to_verse_end: "Acts.7.3", votes: 97 },
      { from_verse: "Gen.12.1", to_verse_start: "Heb.11.8", to_verse_end: null, votes: 48 },
      { from_verse: "Gen.12.1", to_verse_start: "Gen.11.31", to_verse_end: "Gen.12.5", votes: 12 },
      { from_verse: "Gen.12.1", to_verse_start: "Josh.24.3", to_verse_end: null, votes: 0 },
    ]);
  });

  it("a verse without cross-references has an empty list; an unknown verse is a 404", async () => {
    const body = await ok("/v1/verses/Gen.2.3/cross-references", "cross_reference.list.json");
    expect(body).toEqual({ data: [], meta: { total: 0, limit: 200, offset: 0 } });
    await expectProblem(await s.request("/v1/verses/Gen.50.27/cross-references"), 404, "not-found");
  });
});

describe("word-level data", () => {
  it("GET /v1/greek/{osis} has one element per word, in order, with the spec's fields", async () => {
    const body = await ok("/v1/greek/Matt.1.1", "greek_word.list.json");
    expect(body.data).toHaveLength(8);
    expect(body.data.map((w: { position: number }) => w.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const w of body.data) for (const f of ["wordId", "position", "text", "lemma", "strongsNumber", "morph"]) expect(w, f).toHaveProperty(f);
    expect(body.data[0]).toMatchObject({ wordId: "Matt.1.1.1", position: 1, text: "Βίβλος", lemma: "βίβλος", strongsNumber: "G976", morph: "N- ----NSF-" });
    expect(body.data[7]).toMatchObject({ strongsNumber: "G11", lemma: "Ἀβραάμ" });
  });

  it("each Greek word's Strong's number looks up both the Strong's entry and the Greek lexicon entry", async () => {
    const body = await ok("/v1/greek/Matt.1.1", "greek_word.list.json");
    for (const w of body.data) {
      const strongs = await ok(`/v1/strongs/${w.strongsNumber}`, "strongs.item.json");
      expect(strongs.data.number).toBe(w.strongsNumber);
      const lex = await ok(`/v1/greek-lexicon/${w.strongsNumber}`, "greek_lexicon_entry.item.json");
      expect(lex.data.strongs_numbers).toContain(w.strongsNumber);
    }
  });

  it("GET /v1/hebrew/{osis} serves the words of an Old Testament verse", async () => {
    const body = await ok("/v1/hebrew/Gen.1.1", "hebrew_word.list.json");
    expect(body.data.map((w: { strongsNumber: string }) => w.strongsNumber)).toEqual(["H7225", "H1254a", "H430", "H853", "H8064", "H853", "H776"]);
    expect(body.data[2]).toMatchObject({ position: 3, text: "אֱלֹהִים", strongsNumber: "H430" });
  });

  it("Greek for an Old Testament verse and Hebrew for a New Testament verse are 404s", async () => {
    await expectProblem(await s.request("/v1/greek/Gen.1.1"), 404, "not-found");
    await expectProblem(await s.request("/v1/hebrew/Matt.1.1"), 404, "not-found");
    await expectProblem(await s.request("/v1/greek/Nope.1.1"), 404, "not-found");
  });
});

describe("GET /v1/search", () => {
  it("returns search result items across kinds, in the list envelope", async () => {
    const body = await ok("/v1/search?q=abraham", "search_result.list.json");
    for (const item of body.data) expect(Object.keys(item).sort()).toEqual(["entity_type", "name", "slug", "uuid"]);
    const kinds = new Set<string>(body.data.map((i: { entity_type: string }) => i.entity_type));
    const more = await ok("/v1/search?q=egypt", "search_result.list.json");
    for (const i of more.data) kinds.add(i.entity_type);
    expect([...kinds].sort()).toEqual(["dictionary", "event", "group", "person", "place", "topic"]);
  });
});

describe("upstream ids and case variants resolve to the record", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["/v1/people/abraham_58", "person.item.json", { slug: "abraham" }],
    ["/v1/people/ABRAHAM", "person.item.json", { slug: "abraham" }],
    ["/v1/people/Abraham", "person.item.json", { slug: "abraham" }],
    ["/v1/people/Abraham_58", "person.item.json", { slug: "abraham" }],
    ["/v1/people/haran_1408", "person.item.json", { slug: "haran-son-of-caleb" }],
    ["/v1/places/ur_1189", "place.item.json", { slug: "ur-of-the-chaldees" }],
    ["/v1/places/HARAN", "place.item.json", { slug: "haran" }],
    ["/v1/events/65", "event.item.json", { slug: "birth-of-abraham" }],
    ["/v1/events/Birth%20of%20Abraham", "event.item.json", { slug: "birth-of-abraham" }],
    ["/v1/events/the-birth-of-abraham", "event.item.json", { slug: "birth-of-abraham" }],
    ["/v1/places/the-haran", "place.item.json", { slug: "haran" }],
    ["/v1/groups/Egyptians", "people_group.item.json", { slug: "egyptians" }],
    ["/v1/dictionary/Haran%201", "dictionary_entry.item.json", { slug: "haran-1" }],
    ["/v1/topics/FAITH", "topic.item.json", { slug: "faith" }],
    ["/v1/lexicon/a.aa.aa", "lexicon_entry.item.json", { slug: "a-aa-aa" }],
    ["/v1/lexicon/H430", "lexicon_entry.item.json", { slug: "a-ac-ab", strongs_numbers: ["H430"] }],
    ["/v1/lexicon/h834a", "lexicon_entry.item.json", { slug: "a-ad-ad" }],
    ["/v1/lexicon/H0430", "lexicon_entry.item.json", { slug: "a-ac-ab" }],
    ["/v1/lexicon/430", "lexicon_entry.item.json", { slug: "a-ac-ab" }],
    ["/v1/greek-lexicon/11", "greek_lexicon_entry.item.json", { slug: "g11" }],
    ["/v1/greek-lexicon/g0011", "greek_lexicon_entry.item.json", { slug: "g11" }],
    ["/v1/greek-lexicon/G11", "greek_lexicon_entry.item.json", { slug: "g11" }],
    ["/v1/greek-lexicon/G847", "greek_lexicon_entry.item.json", { slug: "g846" }],
    ["/v1/strongs/h430", "strongs.item.json", { number: "H430" }],
    ["/v1/strongs/H0430", "strongs.item.json", { number: "H430" }],
    ["/v1/strongs/g11", "strongs.item.json", { number: "G11" }],
    ["/v1/strongs/H1254a", "strongs.item.json", { number: "H1254" }],
    ["/v1/strongs/H1254%20a", "strongs.item.json", { number: "H1254" }],
    ["/v1/verses/gen.12.1", "verse.item.json", { osis_ref: "Gen.12.1" }],
    ["/v1/verses/GEN.12.1", "verse.item.json", { osis_ref: "Gen.12.1" }],
    ["/v1/verses/1chr.1.1", "verse.item.json", { osis_ref: "1Chr.1.1" }],
  ];
  for (const [path, schema, expected] of cases) {
    it(path, async () => {
      const { data } = await ok(path, schema);
      expect(data).toMatchObject(expected);
    });
  }

  it("OSIS case variants work for cross-references and word data too", async () => {
    expect((await ok("/v1/verses/gen.12.1/cross-references", "cross_reference.list.json")).meta.total).toBe(4);
    expect((await ok("/v1/greek/MATT.1.1", "greek_word.list.json")).data).toHaveLength(8);
    expect((await ok("/v1/hebrew/gen.1.1", "hebrew_word.list.json")).data).toHaveLength(7);
  });
});

describe("reads", () => {
  it("the app only ever asks its data source for tree paths", () => {
    expect(s.reads.length).toBeGreaterThan(0);
    for (const rel of s.reads) expect(isTreePath(rel), rel).toBe(true);
  });
});

describe("articleVariant", () => {
  it("drops a leading article from a slug-like key, or adds one", () => {
    expect(articleVariant("the-tower-of-babel")).toBe("tower-of-babel");
    expect(articleVariant("The-Great-Flood")).toBe("great-flood");
    expect(articleVariant("great-flood")).toBe("the-great-flood");
    expect(articleVariant("the")).toBeUndefined();
    expect(articleVariant("abraham_58")).toBeUndefined();
    expect(articleVariant("Birth of Abraham")).toBeUndefined();
  });
});
