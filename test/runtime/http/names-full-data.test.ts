/**
 * Name search and 404 suggestions through the real app over the full tree (built from
 * `../shared/sources`): lookups a new user types, each answered by a general rule of
 * `src/runtime/name-search.ts` or the search index (`src/stages/search-index.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../../src/runtime/store/types.ts";
import { fullDataApp } from "../../helpers/full-app.ts";
import { haveMirror } from "../../helpers/full-tree.ts";

describe.skipIf(!haveMirror)("name search on the full data", () => {
  let app: Awaited<ReturnType<typeof fullDataApp>>["app"];
  let store: Store;
  let key: string;
  beforeAll(async () => {
    ({ app, store, key } = await fullDataApp("free"));
  }, 900_000);
  afterAll(async () => {
    await store?.close();
  });

  const get = async (path: string): Promise<{ status: number; body: any }> => {
    const res = await app.request(path, { headers: { "X-API-Key": key } });
    return { status: res.status, body: await res.json() };
  };
  const first = async (q: string, n = 1): Promise<string[]> => {
    const { status, body } = await get(`/v1/search?q=${encodeURIComponent(q)}&limit=${n}`);
    expect(status, q).toBe(200);
    return (body.data as { entity_type: string; slug: string }[]).map((e) => `${e.entity_type}:${e.slug}`);
  };

  it("finds a person by a word of the name people know them by before the articles of that name", async () => {
    expect(await first("peter")).toEqual(["person:simon"]);
    expect(await first("st peter")).toEqual(["person:simon"]);
    expect(await first("christ")).toEqual(["person:jesus"]);
  });

  it("finds people and places by the names of the Easton articles they link to, and by Nave's other spellings", async () => {
    expect(await first("calvary")).toEqual(["place:skull"]);
    expect(await first("dead sea")).toEqual(["place:salt-sea"]);
    expect(await first("shushan")).toEqual(["place:susa"]);
    expect(await first("herod the great")).toEqual(["person:herod-the-great"]);
    expect(await first("zaccheus")).toEqual(["person:zacchaeus"]);
  });

  it("reads '<name> of <place>' and '<name> son of <parent>', forgives a misspelt whole word beside prefixes, and lets 'from' join like 'of'", async () => {
    expect(await first("jesus of nazareth")).toEqual(["person:jesus"]);
    expect(await first("issac")).toEqual(["person:isaac"]);
    expect(await first("jerus")).toEqual(["place:jerusalem"]);
    expect(await first("exodus", 3)).toContain("event:exodus-from-egypt");
    expect(await first("joseph son of jacob")).toEqual(["person:joseph"]);
    expect(await first("noah", 3), "a parent's name alone does not list the children").not.toContain("person:shem");
  });

  it("lists numbered namesakes in the order of their numbers", async () => {
    const list = (await first("resurrection of christ", 12)).filter((k) => k.startsWith("dictionary:resurrection-of-christ"));
    expect(list.slice(0, 4)).toEqual(["dictionary:resurrection-of-christ", "dictionary:resurrection-of-christ-1", "dictionary:resurrection-of-christ-2", "dictionary:resurrection-of-christ-3"]);
  });

  it("suggests, in a 404, the record the id names before the ids spelt close to it", async () => {
    const eden = await get("/v1/places/garden-of-eden");
    expect(eden.status).toBe(404);
    expect(eden.body.suggestions[0].slug).toBe("eden");
    expect((await get("/v1/places/mount-ararat")).body.suggestions[0].slug).toBe("ararat");
    const urls = async (path: string): Promise<string[]> => (await get(path)).body.suggestions.map((x: { url: string }) => x.url);
    expect((await urls("/v1/events/exodus")).slice(0, 3), "no event goes by the name: the others that do follow its own").toEqual(["/v1/events/exodus-from-egypt", "/v1/dictionary/exodus", "/v1/topics/exodus"]);
    expect(await urls("/v1/places/judah")).toContain("/v1/people/judah");
    // The headwords of Easton's articles about one place are aliases now, no longer 404s.
    expect([(await get("/v1/places/dead-sea")).body.data.slug, (await get("/v1/places/calvary")).body.data.slug]).toEqual(["salt-sea", "skull"]);
    expect((await get("/v1/people/issac")).body.suggestions[0].slug).toBe("isaac");
    expect((await get("/v1/people/zacheus")).body.suggestions.map((x: { slug: string }) => x.slug), "two edits from a long name").toContain("zacchaeus");
  });

  it("resolves an id with its leading article dropped or added, and reads a leading article as no word of a name in a 404", async () => {
    const slug = async (path: string): Promise<string> => {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      return body.data.slug;
    };
    expect(await slug("/v1/events/the-tower-of-babel")).toBe("tower-of-babel");
    expect(await slug("/v1/events/great-flood")).toBe("the-great-flood");
    expect(await slug("/v1/events/samaritan-woman")).toBe("the-samaritan-woman");
    expect(await slug("/v1/groups/the-pharisees")).toBe("pharisees");
    expect(await slug("/v1/places/the-jordan")).toBe("jordan");
    const crucifixion = await get("/v1/events/the-crucifixion");
    expect(crucifixion.status).toBe(404);
    expect(crucifixion.body.suggestions.map((x: { url: string }) => x.url), "no event: the articles of that name").toEqual(["/v1/dictionary/crucifixion", "/v1/topics/crucifixion"]);
  });

  it("suggests, in a 404 its collection has nothing for, the records of other kinds the id names", async () => {
    const israel = await get("/v1/places/israel");
    expect(israel.status).toBe(404);
    expect(israel.body.suggestions.map((x: { url: string }) => x.url)).toEqual(["/v1/people/jacob", "/v1/dictionary/israel", "/v1/topics/israel"]);
    expect((await get("/v1/people/bethlehem")).body.suggestions.map((x: { url: string }) => x.url)).toContain("/v1/places/bethlehem");
  });

  it("suggests, in a 404, the records whose names share the most of the id's word stems (baptism, baptizes), with other kinds' records when only a stem ties them", async () => {
    const urls = async (path: string): Promise<string[]> => (await get(path)).body.suggestions.map((x: { url: string }) => x.url);
    expect((await urls("/v1/events/baptism-of-jesus"))[0], "John baptizes Jesus shares both words").toBe("/v1/events/john-baptizes-jesus");
    expect(await urls("/v1/events/ascension")).toEqual(["/v1/events/jesus-ascends-to-heaven", "/v1/dictionary/ascension", "/v1/topics/ascension"]);
    expect(await urls("/v1/events/transfiguration"), "translated shares only its first five letters; Easton's \"Transfiguration, the\" is \"the Transfiguration\"").toEqual(["/v1/topics/transfiguration", "/v1/dictionary/transfiguration-the"]);
    expect(await urls("/v1/events/abraham-enters-canan"), "a key spelt close to the id: no stem guesses").toEqual(["/v1/events/abraham-enters-canaan"]);
  });

  it("matches a name word of the query word's stem like one two edits away (baptism, baptizes)", async () => {
    const slugs = async (q: string): Promise<string[]> => (await get(`/v1/search?type=event&q=${encodeURIComponent(q)}`)).body.data.map((x: { slug: string }) => x.slug);
    expect((await slugs("baptism of jesus"))[0]).toBe("john-baptizes-jesus");
    expect(await slugs("ascension")).toEqual(["jesus-ascends-to-heaven"]);
    const conversion = await slugs("conversion");
    expect(conversion.slice(0, 2), "the word itself before its stem").toEqual(["lydias-conversion", "conversion-of-ethiopian-eunuch"]);
    expect(conversion.slice(2).sort()).toEqual(["philippian-jailer-converted", "saul-is-converted"]);
  });

  it("finds Strong's and lexicon entries by the transliterations people type, in lists and in a 404's suggestions", async () => {
    const numbers = async (q: string): Promise<string[]> => {
      const { status, body } = await get(`/v1/strongs?q=${encodeURIComponent(q)}&limit=200`);
      expect(status, q).toBe(200);
      return (body.data as { number: string }[]).map((e) => e.number);
    };
    expect(await numbers("shalom")).toContain("H7965");
    expect(await numbers("chesed")).toContain("H2617");
    expect(await numbers("ruach")).toContain("H7307");
    expect(await numbers("koinonia")).toEqual(["G2842"]);
    const suggested = async (id: string): Promise<string[]> => {
      const { status, body } = await get(`/v1/strongs/${id}`);
      expect(status, id).toBe(404);
      return (body.suggestions as { slug: string }[]).map((x) => x.slug);
    };
    expect((await suggested("agape"))[0]).toBe("G26");
    expect((await suggested("torah"))[0]).toBe("H8451");
    expect((await suggested("adonai"))[0]).toBe("H136");
    expect(await suggested("26")).toEqual(["G26", "H26"]);
    const bdb = await get("/v1/lexicon/shalom");
    expect(bdb.status).toBe(404);
    expect(bdb.body.suggestions[0].slug, "a word of BDB's yĕhōwâ šālôm").toBe("v-ds-ab");
    const lexicon = await get("/v1/lexicon?q=hesed");
    expect(lexicon.body.data.map((e: { slug: string }) => e.slug)).toContain("h-ed-ab");
  });

  it("forgives two edits in a long name, and a misspelt name people also call someone", async () => {
    expect(await first("zacheus", 2)).toContain("person:zacchaeus");
    expect(await first("abrm", 5)).toContain("person:abraham");
    expect(await first("ezekial")).toEqual(["person:ezekiel"]);
    expect(await first("lake of galilee")).toEqual(["place:sea-of-galilee"]);
    expect(await first("river kidron")).toEqual(["place:brook-kidron"]);
  });
});
