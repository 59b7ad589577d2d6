/**
 * List endpoints over HTTP: the envelope's meta echoing the effective limit and offset, pagination
 * edges (cap at 200, 0/negative/fractional/malformed values are 400s, offsets past the end), the
 * people and places filters and their 400s, and cross-reference paging.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectProblem, expectSchema, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

interface ListBody {
  data: Record<string, unknown>[];
  meta: { total: number; limit: number; offset: number };
}

async function list(path: string, schemaId?: string): Promise<ListBody> {
  const res = await s.request(path);
  const body = await json<ListBody>(res);
  expect(res.status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  if (schemaId !== undefined) expectSchema(schemaId, body);
  return body;
}

const slugs = (b: ListBody): unknown[] => b.data.map((i) => i.slug);

/** Every list endpoint, with the schema of its envelope and its number of records in the sample. */
const LISTS = [
  { path: "/v1/people", schema: "person.list-item.list.json", total: 9 },
  { path: "/v1/places", schema: "place.list-item.list.json", total: 6 },
  { path: "/v1/events", schema: "event.list-item.list.json", total: 6 },
  { path: "/v1/groups", schema: "people_group.list-item.list.json", total: 2 },
  { path: "/v1/dictionary", schema: "dictionary_entry.list-item.list.json", total: 5 },
  { path: "/v1/topics", schema: "topic.list-item.list.json", total: 4 },
  { path: "/v1/strongs", schema: "strongs.list-item.list.json", total: 38 },
  { path: "/v1/lexicon", schema: "lexicon_entry.list-item.list.json", total: 26 },
  { path: "/v1/greek-lexicon", schema: "greek_lexicon_entry.list-item.list.json", total: 11 },
  { path: "/v1/search?q=a", schema: "search_result.list.json", total: undefined },
] as const;

describe("pagination on every list", () => {
  for (const l of LISTS) {
    const sep = l.path.includes("?") ? "&" : "?";
    it(`${l.path}: defaults, cap, edges and 400s`, async () => {
      const all = await list(l.path, l.schema);
      expect(all.meta.limit).toBe(50);
      expect(all.meta.offset).toBe(0);
      if (l.total !== undefined) expect(all.meta.total).toBe(l.total);
      const total = all.meta.total;
      expect(total).toBeGreaterThan(1);
      expect(all.data).toHaveLength(Math.min(50, total));

      expect((await list(`${l.path}${sep}limit=200`, l.schema)).meta).toEqual({ total, limit: 200, offset: 0 });
      const capped = await list(`${l.path}${sep}limit=201`, l.schema);
      expect(capped.meta).toEqual({ total, limit: 200, offset: 0 });
      expect(capped.data).toHaveLength(Math.min(200, total));
      expect((await list(`${l.path}${sep}limit=999999999`, l.schema)).meta.limit).toBe(200);

      const one = await list(`${l.path}${sep}limit=1&offset=1`, l.schema);
      expect(one.meta).toEqual({ total, limit: 1, offset: 1 });
      expect(one.data).toEqual([all.data[1]]);

      const last = await list(`${l.path}${sep}limit=5&offset=${total - 1}`, l.schema);
      expect(last.data).toHaveLength(1);
      expect(last.meta).toEqual({ total, limit: 5, offset: total - 1 });

      for (const offset of [total, total + 1, 100000]) {
        const beyond = await list(`${l.path}${sep}offset=${offset}`, l.schema);
        expect(beyond).toEqual({ data: [], meta: { total, limit: 50, offset } });
      }

      for (const bad of ["limit=0", "limit=-1", "limit=1.5", "limit=abc", "limit=", "limit=1e2", "limit=0x10", "limit=%2B5", "limit=5%20", "offset=-1", "offset=1.5", "offset=abc", "offset=", "offset=-0"]) {
        const body = await expectProblem(await s.request(`${l.path}${sep}${bad}`), 400, "invalid-parameter");
        expect(body.detail, bad).toContain(bad.split("=")[0]);
      }
    });
  }

  it("pages through a list without gaps or repeats", async () => {
    const all = await list("/v1/strongs?limit=200");
    const paged: Record<string, unknown>[] = [];
    for (let offset = 0; offset < all.meta.total; offset += 7) paged.push(...(await list(`/v1/strongs?limit=7&offset=${offset}`)).data);
    expect(paged).toEqual(all.data);
    expect(new Set(paged.map((i) => i.number)).size).toBe(all.meta.total);
  });
});

describe("q on the lexicons: transliterations", () => {
  const numbers = (b: ListBody): unknown[] => b.data.map((i) => i.number);

  it("matches the lemma as it is written, and the transliteration as people spell it", async () => {
    expect(numbers(await list("/v1/strongs?q=%D7%90%D7%9C%D7%94%D7%99%D7%9D"))).toEqual(["H430"]);
    expect(numbers(await list("/v1/strongs?q=elohim", "strongs.list-item.list.json"))).toEqual(["H430"]);
    expect(numbers(await list("/v1/strongs?q=Elohiym"))).toEqual(["H430"]);
    expect(numbers(await list("/v1/strongs?q=reshith"))).toEqual(["H7225"]);
    expect(numbers(await list("/v1/strongs?q=christos"))).toEqual(["G5547"]);
    expect(numbers(await list("/v1/strongs?q=abra"))).toEqual(["H85", "H87", "G11"]);
  });

  it("matches the lexicons' own transliterations the same way, whichever system spells them", async () => {
    expect(slugs(await list("/v1/lexicon?q=elohim", "lexicon_entry.list-item.list.json"))).toEqual(["a-ac-ab"]);
    expect(slugs(await list("/v1/lexicon?q=erets"))).toEqual(["a-ad-ab"]);
    expect(slugs(await list("/v1/lexicon?q=shamayim"))).toEqual(["v-aa-aa"]);
    expect(slugs(await list("/v1/greek-lexicon?q=christos", "greek_lexicon_entry.list-item.list.json"))).toEqual(["g5547"]);
  });
});

describe("gloss on the lexicons: English meanings", () => {
  const numbers = (b: ListBody): unknown[] => b.data.map((i) => i.number);

  it("lists the entries whose gloss is the word first, then those whose text holds it, proper names last", async () => {
    // G1080 "to father (of the man) or to bear" and H1 "a father": both glosses are the word; both have it
    // in their one KJV verse, and G1080 occurs more often. Then the proper names whose description holds it.
    const father = await list("/v1/strongs?gloss=father", "strongs.list-item.list.json");
    expect(numbers(father)).toEqual(["G1080", "H1", "G2384", "H87"]);
    expect(father.meta).toEqual({ total: 4, limit: 50, offset: 0 });
    expect(numbers(await list("/v1/strongs?gloss=son"))).toEqual(["G5207", "G2384", "G2464", "H87", "H3290", "G2455"]);
    expect(numbers(await list("/v1/strongs?gloss=house"))).toEqual(["H1004", "H1005"]);
  });

  it("matches whole words, folded for case and accents, plurals and -ed/-ing forms, a leading article or to aside", async () => {
    const father = numbers(await list("/v1/strongs?gloss=father"));
    for (const g of ["fathers", "FATHER", "a father", "the%20Fathers"]) expect(numbers(await list(`/v1/strongs?gloss=${g}`)), g).toEqual(father);
    expect(numbers(await list("/v1/strongs?gloss=created"))).toEqual(["H1254"]);
    expect(numbers(await list("/v1/strongs?gloss=to%20create"))).toEqual(["H1254"]);
    expect(numbers(await list("/v1/strongs?gloss=fath"))).toEqual([]);
    expect(numbers(await list("/v1/strongs?gloss=moses"))).toEqual([]);
  });

  it("reads each lexicon's own glosses: BDB's, and Dodson's beside Abbott-Smith's article", async () => {
    expect(slugs(await list("/v1/lexicon?gloss=house", "lexicon_entry.list-item.list.json"))).toEqual(["b-aa-ab", "xb-aa-aa"]);
    expect(slugs(await list("/v1/lexicon?gloss=land"))).toEqual(["a-ad-ab"]);
    expect(slugs(await list("/v1/greek-lexicon?gloss=births", "greek_lexicon_entry.list-item.list.json"))).toEqual(["g1078", "g1080"]);
    expect(slugs(await list("/v1/greek-lexicon?gloss=book"))).toEqual(["g976"]);
  });

  it("combines with q, which narrows the list and keeps its order, and pages like every list", async () => {
    expect(numbers(await list("/v1/strongs?gloss=father&q=ab"))).toEqual(["H1", "H87"]);
    expect(numbers(await list("/v1/strongs?q=ab&gloss=son"))).toEqual(["H87"]);
    const page = await list("/v1/strongs?gloss=son&limit=2&offset=1");
    expect(page.meta).toEqual({ total: 6, limit: 2, offset: 1 });
    expect(numbers(page)).toEqual(["G2384", "G2464"]);
    expect(await list("/v1/strongs?gloss=son&offset=6")).toEqual({ data: [], meta: { total: 6, limit: 50, offset: 6 } });
  });

  it("is a 400 naming gloss when the value holds no English word, and not a parameter of the other lists", async () => {
    for (const g of ["", "%20", "-", "26", encodeURIComponent("ἀγάπη"), "x".repeat(201)]) {
      const body = await expectProblem(await s.request(`/v1/strongs?gloss=${g}`), 400, "invalid-parameter");
      expect(body.detail, g).toContain("gloss");
    }
    expect((await list("/v1/people?gloss=-")).meta.total).toBe(9);
  });

  it("is a 501 on a tree without the English-meaning index, and a 500 on one whose index does not fit its list", async () => {
    const without = await sampleApp({ wrapData: (inner) => ({ read: (rel) => (rel.startsWith("_index/glosses/") ? Promise.resolve(undefined) : inner.read(rel)) }) });
    const p = await expectProblem(await without.request("/v1/lexicon?gloss=house"), 501, "not-implemented");
    expect(String(p.detail)).toContain("_index/glosses/lexicon_entry.json");
    expect((await without.request("/v1/lexicon?q=erets")).status).toBe(200);

    const short = JSON.stringify({ glosses: ["hous"], words: ["hous"], occurrences: [1], verses: [1], names: [] });
    const misfit = await sampleApp({ wrapData: (inner) => ({ read: (rel) => (rel === "_index/glosses/lexicon_entry.json" ? Promise.resolve(new TextEncoder().encode(short)) : inner.read(rel)) }) });
    await expectProblem(await misfit.request("/v1/lexicon?gloss=house"), 500, "internal-error");
    expect(String(misfit.logged[0])).toMatch(/1 rows for 26 list items/);
  });
});

describe("GET /v1/people filters", () => {
  it("gender=Male and gender=Female split the people", async () => {
    const male = await list("/v1/people?gender=Male", "person.list-item.list.json");
    const female = await list("/v1/people?gender=Female", "person.list-item.list.json");
    expect(male.meta.total).toBe(7);
    expect(male.data.every((p) => p.gender === "Male")).toBe(true);
    expect(slugs(female)).toEqual(["hagar", "sarah"]);
    expect(female.meta).toEqual({ total: 2, limit: 50, offset: 0 });
  });

  it("reads the gender in any letter case, as the other lists' values are read", async () => {
    expect(slugs(await list("/v1/people?gender=female"))).toEqual(["hagar", "sarah"]);
    expect((await list("/v1/people?gender=MALE")).meta.total).toBe(7);
  });

  it("an unknown or empty gender is a 400 naming the parameter, not a guess", async () => {
    for (const g of ["Other", "", "Male,Female", "M", "unknown"]) {
      const body = await expectProblem(await s.request(`/v1/people?gender=${encodeURIComponent(g)}`), 400, "invalid-parameter");
      expect(body.detail).toContain("gender");
    }
  });

  it("q filters by a case- and accent-insensitive substring of the name: exact names first, then words beginning with it, then the others", async () => {
    expect(slugs(await list("/v1/people?q=ara"))).toEqual(["haran", "haran-son-of-caleb", "sarah"]);
    expect(slugs(await list("/v1/people?q=HARAN"))).toEqual(["haran", "haran-son-of-caleb"]);
    expect(slugs(await list(`/v1/people?q=${encodeURIComponent("Ábrahám")}`))).toEqual(["abraham"]);
    expect(slugs(await list("/v1/people?q=ha"))).toEqual(["hagar", "haran", "haran-son-of-caleb", "abraham"]);
    expect(await list("/v1/people?q=moses")).toEqual({ data: [], meta: { total: 0, limit: 50, offset: 0 } });
  });

  it("q, gender and pagination combine; total counts the matches, not the page", async () => {
    expect(slugs(await list("/v1/people?q=ara&gender=Female"))).toEqual(["sarah"]);
    const page = await list("/v1/people?q=ha&gender=Male&limit=1&offset=1");
    expect(page.meta).toEqual({ total: 3, limit: 1, offset: 1 });
    expect(slugs(page)).toEqual(["haran-son-of-caleb"]);
  });

  it("an empty or overlong q is a 400", async () => {
    await expectProblem(await s.request("/v1/people?q="), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/people?q=%20%20"), 400, "invalid-parameter");
    await expectProblem(await s.request(`/v1/people?q=${"a".repeat(201)}`), 400, "invalid-parameter");
    expect((await list(`/v1/people?q=${"a".repeat(200)}`)).meta.total).toBe(0);
  });
});

describe("GET /v1/places filters", () => {
  it("has_coordinates=true keeps the places with coordinates, false those without", async () => {
    const withCoords = await list("/v1/places?has_coordinates=true", "place.list-item.list.json");
    expect(withCoords.meta.total).toBe(6);
    expect(withCoords.data.every((p) => typeof p.latitude === "number" && typeof p.longitude === "number")).toBe(true);
    expect(await list("/v1/places?has_coordinates=false")).toEqual({ data: [], meta: { total: 0, limit: 50, offset: 0 } });
  });

  it("a non-boolean has_coordinates is a 400", async () => {
    for (const v of ["yes", "1", "0", "TRUE", "", "true,false"]) {
      const body = await expectProblem(await s.request(`/v1/places?has_coordinates=${encodeURIComponent(v)}`), 400, "invalid-parameter");
      expect(body.detail).toContain("has_coordinates");
    }
  });

  it("feature_type filters by classification, without regard to letter case", async () => {
    expect(slugs(await list("/v1/places?feature_type=City"))).toEqual(["haran", "shechem", "ur-of-the-chaldees"]);
    expect(slugs(await list("/v1/places?feature_type=city"))).toEqual(["haran", "shechem", "ur-of-the-chaldees"]);
    expect(slugs(await list("/v1/places?feature_type=Region"))).toEqual(["canaan", "egypt"]);
    expect(await list("/v1/places?feature_type=Water")).toEqual({ data: [], meta: { total: 0, limit: 50, offset: 0 } });
    await expectProblem(await s.request("/v1/places?feature_type="), 400, "invalid-parameter");
  });

  it("q, has_coordinates, feature_type and pagination combine", async () => {
    expect(slugs(await list("/v1/places?q=ha&feature_type=City"))).toEqual(["haran", "ur-of-the-chaldees"]);
    expect(slugs(await list("/v1/places?q=ha&feature_type=City&has_coordinates=true&limit=1&offset=1"))).toEqual(["ur-of-the-chaldees"]);
    expect((await list("/v1/places?feature_type=City&has_coordinates=false")).meta.total).toBe(0);
  });
});

describe("GET /v1/search parameters", () => {
  it("a missing, empty or overlong q is a 400", async () => {
    for (const path of ["/v1/search", "/v1/search?q=", "/v1/search?q=%20", `/v1/search?q=${"x".repeat(201)}`, "/v1/search?limit=5"]) {
      const body = await expectProblem(await s.request(path), 400, "invalid-parameter");
      expect(body.detail, path).toMatch(/\bq\b/);
    }
  });

});

describe("q on every endpoint that takes it: one folding rule", () => {
  const NOTHING = ["-", "'", "%_", "\u200f", "...", "  -  "];
  for (const l of LISTS) {
    const base = l.path.replace(/\?.*$/, "");
    it(`${base}: a q that folds to nothing (punctuation, marks, spaces) is a 400 naming q`, async () => {
      for (const q of NOTHING) {
        const body = await expectProblem(await s.request(`${base}?q=${encodeURIComponent(q)}`), 400, "invalid-parameter");
        expect(body.detail, q).toMatch(/^q must contain a letter or a digit/);
      }
    });
  }

  it("lists and search fold a query the same way: case, accents and punctuation are ignored", async () => {
    for (const q of ["ABRAHAM", "Ábrahám", " abraham. ", "(abraham)"]) {
      expect(slugs(await list(`/v1/people?q=${encodeURIComponent(q)}`)), q).toEqual(["abraham"]);
      expect((await list(`/v1/search?q=${encodeURIComponent(q)}`)).data[0]?.slug, q).toBe("abraham");
    }
  });
});

describe("GET /v1/verses/{osis}/cross-references paging", () => {
  const FULL = [88, 64, 64, -1];

  it("is sorted by votes, most first, on every verse that has cross-references", async () => {
    for (const v of ["Gen.1.1", "Gen.12.1", "Gen.12.2", "Gen.12.3", "Matt.1.1"]) {
      const votes = (await list(`/v1/verses/${v}/cross-references`, "cross_reference.list.json")).data.map((x) => x.votes as number);
      expect(votes.length, v).toBeGreaterThan(0);
      expect(votes, v).toEqual([...votes].sort((a, b) => b - a));
    }
    expect((await list("/v1/verses/Gen.12.3/cross-references")).data.map((x) => x.votes)).toEqual(FULL);
  });

  it("pages with limit and offset, echoing them in meta", async () => {
    const first = await list("/v1/verses/Gen.12.3/cross-references?limit=2", "cross_reference.list.json");
    expect(first.meta).toEqual({ total: 4, limit: 2, offset: 0 });
    expect(first.data.map((x) => x.votes)).toEqual([88, 64]);
    const second = await list("/v1/verses/Gen.12.3/cross-references?limit=2&offset=2", "cross_reference.list.json");
    expect(second.meta).toEqual({ total: 4, limit: 2, offset: 2 });
    expect(second.data.map((x) => x.votes)).toEqual([64, -1]);
    const full = await list("/v1/verses/Gen.12.3/cross-references");
    expect([...first.data, ...second.data]).toEqual(full.data);
    expect(await list("/v1/verses/Gen.12.3/cross-references?offset=4")).toEqual({ data: [], meta: { total: 4, limit: 200, offset: 4 } });
    expect((await list("/v1/verses/Gen.12.3/cross-references?limit=201")).meta).toEqual({ total: 4, limit: 200, offset: 0 });
    expect((await list("/v1/verses/Gen.12.3/cross-references?offset=1")).data.map((x) => x.votes)).toEqual([64, 64, -1]);
  });

  it("rejects malformed paging values", async () => {
    for (const bad of ["limit=0", "limit=-1", "limit=2.5", "offset=-1", "offset=x"]) {
      await expectProblem(await s.request(`/v1/verses/Gen.12.3/cross-references?${bad}`), 400, "invalid-parameter");
    }
  });
});
