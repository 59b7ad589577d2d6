/**
 * Every error status over HTTP as RFC 9457 problem details: 400, 401 (missing, malformed, unknown,
 * revoked keys), 403 (semantic search with a free key), 404 (ids and routes), 405 with `Allow`, and 500s that
 * leak neither the error's message nor a stack nor a file path.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { generateKey } from "../../../src/core/api-key.ts";
import { expectProblem, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

/** One GET path per route of the API. */
const GET_PATHS = [
  "/v1/meta",
  "/v1/usage",
  "/v1/people",
  "/v1/people/abraham",
  "/v1/places",
  "/v1/places/haran",
  "/v1/events",
  "/v1/events/birth-of-abraham",
  "/v1/groups",
  "/v1/groups/egyptians",
  "/v1/dictionary",
  "/v1/dictionary/haran-1",
  "/v1/topics",
  "/v1/topics/faith",
  "/v1/strongs",
  "/v1/strongs/H430",
  "/v1/lexicon",
  "/v1/lexicon/a-aa-aa",
  "/v1/greek-lexicon",
  "/v1/greek-lexicon/g11",
  "/v1/search?q=abraham",
  "/v1/verses/Gen.12.1",
  "/v1/verses/Gen.12.1/cross-references",
  "/v1/greek/Matt.1.1",
  "/v1/hebrew/Gen.1.1",
];

/** Flips one character of a key's body, which breaks its checksum. */
function mistype(key: string): string {
  const i = 10;
  return key.slice(0, i) + (key[i] === "a" ? "b" : "a") + key.slice(i + 1);
}

describe("every GET route answers 200 with a valid key", () => {
  it.each(GET_PATHS)("%s", async (path) => {
    const res = await s.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
  });
});

describe("401", () => {
  it.each(GET_PATHS)("%s without a key is a 401 missing-api-key", async (path) => {
    await expectProblem(await s.request(path, { key: null }), 401, "missing-api-key");
  });

  it("an empty or blank X-API-Key counts as missing", async () => {
    await expectProblem(await s.request("/v1/meta", { key: "" }), 401, "missing-api-key");
    await expectProblem(await s.request("/v1/meta", { key: "   " }), 401, "missing-api-key");
  });

  it("malformed, mistyped, unknown and misplaced keys are 401 invalid-api-key", async () => {
    const bad = [
      "hello",
      "bra_",
      "bra_123",
      `xyz_${s.keys.free.key.slice(4)}`,
      mistype(s.keys.free.key),
      s.keys.free.key.toUpperCase(),
      `${s.keys.free.key}x`,
      `Bearer ${s.keys.free.key}`,
      generateKey(),
      "b".repeat(10_000),
      "bra_\u00e9\u00e9\u00e9",
    ];
    for (const key of bad) await expectProblem(await s.request("/v1/meta", { key }), 401, "invalid-api-key");
  });

  it("a key in the query string or another header is not accepted", async () => {
    await expectProblem(await s.request(`/v1/meta?api_key=${s.keys.free.key}`, { key: null }), 401, "missing-api-key");
    await expectProblem(await s.request("/v1/meta", { key: null, headers: { Authorization: `Bearer ${s.keys.free.key}` } }), 401, "missing-api-key");
  });

  it("the header name is case-insensitive and surrounding spaces are ignored", async () => {
    expect((await s.request("/v1/meta", { key: null, headers: { "x-api-key": s.keys.free.key } })).status).toBe(200);
    expect((await s.request("/v1/meta", { key: ` ${s.keys.free.key} ` })).status).toBe(200);
  });

  it("a revoked key is a 401 from then on; other keys keep working", async () => {
    const app = await sampleApp({ keyCacheMs: 0 }); // key cache off: the change applies at once
    expect((await app.request("/v1/meta")).status).toBe(200);
    expect(await app.store.revoke(app.keys.free.info.id)).toBe(true);
    await expectProblem(await app.request("/v1/meta"), 401, "invalid-api-key");
    await expectProblem(await app.request("/v1/usage"), 401, "invalid-api-key");
    expect((await app.request("/v1/meta", { key: app.keys.pro.key })).status).toBe(200);
  });

  it("the key is checked before the route: an unknown /v1 path without a key is a 401, and POST too", async () => {
    await expectProblem(await s.request("/v1/nothing-here", { key: null }), 401, "missing-api-key");
    await expectProblem(await s.request("/v1/search/semantic", { key: null, method: "POST", body: "{}" }), 401, "missing-api-key");
  });
});

describe("POST /v1/search/semantic", () => {
  const body = JSON.stringify({ query: "the call of Abraham", limit: 5 });
  const headers = { "Content-Type": "application/json" };

  it("is a 403 for a free key", async () => {
    const p = await expectProblem(await s.request("/v1/search/semantic", { method: "POST", body, headers }), 403, "tier-required");
    expect(p.detail, "what happened, then what to do, each once").toBe("Semantic search is for pro keys; this key is free. Send a pro key, or upgrade this key to pro.");
  });

  it("answers a pro key (200; the endpoint itself is tested in semantic.test.ts)", async () => {
    expect((await s.request("/v1/search/semantic", { method: "POST", body, headers, key: s.keys.pro.key })).status).toBe(200);
  });

  it("a key raised to pro gets answers; lowered to free, the 403 again", async () => {
    const app = await sampleApp({ keyCacheMs: 0 }); // key cache off: the change applies at once
    await app.store.setTier(app.keys.free.info.id, "pro");
    expect((await app.request("/v1/search/semantic", { method: "POST", body, headers })).status).toBe(200);
    await app.store.setTier(app.keys.free.info.id, "free");
    await expectProblem(await app.request("/v1/search/semantic", { method: "POST", body, headers }), 403, "tier-required");
  });

  it("GET, HEAD and PUT are 405 with Allow: POST", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await s.request("/v1/search/semantic", { method, key: s.keys.pro.key });
      expect(res.headers.get("Allow"), method).toBe("POST, OPTIONS");
      await expectProblem(res, 405, "method-not-allowed");
    }
    const get = await expectProblem(await s.request("/v1/search/semantic", { key: s.keys.pro.key }), 405, "method-not-allowed");
    expect(get.detail).toBe("GET is not allowed on /v1/search/semantic: use POST with a JSON body. The Allow header lists the methods this path answers.");
    const head = await s.request("/v1/search/semantic", { method: "HEAD", key: s.keys.pro.key });
    expect(head.status).toBe(405);
    expect(head.headers.get("Allow")).toBe("POST, OPTIONS");
  });
});

describe("404", () => {
  it("unknown ids in every collection are 404 not-found", async () => {
    for (const path of ["/v1/people/moses", "/v1/places/rome", "/v1/events/exodus", "/v1/groups/romans", "/v1/dictionary/moses", "/v1/topics/love", "/v1/strongs/H9999", "/v1/lexicon/z-zz-zz", "/v1/greek-lexicon/g9999", "/v1/verses/Rev.22.22", "/v1/greek/Matt.1.3", "/v1/hebrew/Gen.1.2"]) {
      const p = await expectProblem(await s.request(path), 404, "not-found");
      expect(p.instance ?? path).toBe(path);
    }
  });

  it("names the list that shows valid ids, and says no sentence twice", async () => {
    for (const [path, list] of [["/v1/people/moses", "/v1/people"], ["/v1/strongs/H9999", "/v1/strongs"], ["/v1/greek-lexicon/g9999", "/v1/greek-lexicon"], ["/v1/events/exodus/people", "/v1/events"]] as const) {
      const p = await expectProblem(await s.request(path), 404, "not-found");
      expect(p.detail, path).toContain(`${list} lists valid ones.`);
      const sentences = String(p.detail).split(/(?<=\.) /);
      expect(new Set(sentences).size, path).toBe(sentences.length);
    }
  });

  it("says why a verse outside KJV numbering is not one", async () => {
    const chapter = await expectProblem(await s.request("/v1/verses/Gen.51.1"), 404, "not-found");
    expect(chapter.detail).toMatch(/^Genesis has 50 chapters in KJV versification; there is no chapter 51\./);
    const verse = await expectProblem(await s.request("/v1/greek/Rev.12.18"), 404, "not-found");
    expect(verse.detail).toMatch(/^Revelation 12 has 17 verses in KJV versification; there is no verse 18 \(other versifications/);
    const shape = await expectProblem(await s.request("/v1/verses/Genesis%201"), 404, "not-found");
    expect(shape.detail).toMatch(/^"Genesis 1" names 31 verses \(Gen\.1\.1-Gen\.1\.31\), not one: \/v1\/chapters\/Gen\.1 serves them\./);
    const unknown = await expectProblem(await s.request("/v1/verses/Hezekiah.1.1"), 404, "not-found");
    expect(unknown.detail).toMatch(/^"Hezekiah\.1\.1" names no passage of the 66-book canon; check the book name/);
  });

  it("says that Strong left a Greek number unused", async () => {
    for (const n of ["G2717", "g3203", "G3250", "G03302"]) {
      const p = await expectProblem(await s.request(`/v1/strongs/${n}`), 404, "not-found");
      expect(p.detail, n).toMatch(/^G\d+ is one of the numbers Strong left unused \(G2717 and G3203–G3302\): no Greek word has it\./);
    }
    const used = await expectProblem(await s.request("/v1/strongs/G3303"), 404, "not-found");
    expect(used.detail).toMatch(/^No Strong's entry is identified by "G3303"/);
  });

  it("a Strong's id that is a transliteration or a bare number suggests the entries it may mean", async () => {
    const word = await expectProblem(await s.request("/v1/strongs/elohim"), 404, "not-found");
    expect((word.suggestions as { slug: string }[])[0]).toEqual({ slug: "H430", name: "אֱלֹהִים", url: "/v1/strongs/H430" });
    expect(word.detail).toMatch(/Did you mean H430\b/);
    const begun = await expectProblem(await s.request("/v1/strongs/reshi"), 404, "not-found");
    expect((begun.suggestions as { slug: string }[]).map((x) => x.slug)).toEqual(["H7225"]);
    const bare = await expectProblem(await s.request("/v1/strongs/2424"), 404, "not-found");
    expect((bare.suggestions as { slug: string }[]).map((x) => x.slug)).toEqual(["G2424"]);
    const padded = await expectProblem(await s.request("/v1/strongs/0430"), 404, "not-found");
    expect((padded.suggestions as { slug: string }[]).map((x) => x.slug)).toEqual(["H430"]);
    const none = await expectProblem(await s.request("/v1/strongs/9999"), 404, "not-found");
    expect(none.suggestions ?? []).toEqual([]);
    const bdb = await expectProblem(await s.request("/v1/lexicon/shamayim"), 404, "not-found");
    expect((bdb.suggestions as { url: string }[])[0]?.url).toBe("/v1/lexicon/v-aa-aa");
  });

  it("a Strong's number of the other language points to the collections that serve it", async () => {
    const hebrew = await expectProblem(await s.request("/v1/greek-lexicon/H430"), 404, "not-found");
    expect((hebrew.suggestions as { url: string }[]).map((x) => x.url)).toEqual(["/v1/strongs/H430", "/v1/lexicon/a-ac-ab"]);
    expect(hebrew.detail).toMatch(/that key is served at \/v1\/strongs\/H430, \/v1\/lexicon\/a-ac-ab\./);
    const greek = await expectProblem(await s.request("/v1/lexicon/g11"), 404, "not-found");
    expect((greek.suggestions as { url: string }[]).map((x) => x.url)).toEqual(["/v1/strongs/G11", "/v1/greek-lexicon/g11"]);
    const bare = await expectProblem(await s.request("/v1/lexicon/99999"), 404, "not-found");
    expect(bare.detail, "a bare number is this collection's language").not.toMatch(/served at/);
  });

  it("an id close to a real one carries suggestions, as slug, name and URL", async () => {
    const p = await expectProblem(await s.request("/v1/people/abrahm"), 404, "not-found");
    expect(p.suggestions).toEqual([{ slug: "abraham", name: "Abraham", url: "/v1/people/abraham" }]);
    expect(p.detail).toMatch(/Did you mean abraham\?/);
    const places = await expectProblem(await s.request("/v1/places/canan"), 404, "not-found");
    expect((places.suggestions as { slug: string }[]).map((x) => x.slug)).toEqual(["canaan"]);
  });

  it("an id that is no key but names a record as words suggests it (name search, this collection only)", async () => {
    const p = await expectProblem(await s.request("/v1/people/the-patriarch-abraham"), 404, "not-found");
    expect((p.suggestions as { slug: string }[])[0]).toEqual({ slug: "abraham", name: "Abraham", url: "/v1/people/abraham" });
    const places = await expectProblem(await s.request("/v1/places/land-of-canaan"), 404, "not-found");
    expect((places.suggestions as { slug: string }[]).map((x) => x.slug)).toEqual(["canaan"]);
  });

  it("an id whose words are another kind's whole name still suggests this collection's records matching some of them", async () => {
    const p = await expectProblem(await s.request("/v1/people/abram-builds-an-altar-near-bethel"), 404, "not-found");
    expect((p.suggestions as { slug: string }[])[0]?.slug).toBe("abraham");
  });

  it("an id that names nothing of its collection but another kind's record exactly suggests that record's URL", async () => {
    const p = await expectProblem(await s.request("/v1/places/abraham"), 404, "not-found");
    expect(p.suggestions).toContainEqual({ slug: "abraham", name: "Abraham", url: "/v1/people/abraham" });
    expect((p.suggestions as { url: string }[]).every((x) => !x.url.startsWith("/v1/places/"))).toBe(true);
    expect(p.detail).toMatch(/Other kinds of record go by that name: .*\/v1\/people\/abraham/);
    const none = await expectProblem(await s.request("/v1/places/abrahamic-covenant-xyz"), 404, "not-found");
    expect(none.suggestions).toBeUndefined();
  });

  it("an id that names no record of its collection, only some words of theirs, also suggests the records of other kinds it names exactly", async () => {
    const p = await expectProblem(await s.request("/v1/events/abraham"), 404, "not-found");
    const urls = (p.suggestions as { url: string }[]).map((x) => x.url);
    expect(urls).toContain("/v1/events/birth-of-abraham");
    expect(urls).toContain("/v1/people/abraham");
    expect(urls.indexOf("/v1/events/birth-of-abraham")).toBeLessThan(urls.indexOf("/v1/people/abraham"));
    const named = await expectProblem(await s.request("/v1/people/haran-3"), 404, "not-found");
    expect((named.suggestions as { url: string }[]).every((x) => x.url.startsWith("/v1/people/")), "a person goes by the name: no other kind").toBe(true);
  });

  it("an ambiguous bare name lists its namesakes, most mentioned first", async () => {
    const p = await expectProblem(await s.request("/v1/dictionary/haran"), 404, "not-found");
    expect((p.suggestions as { slug: string }[]).map((x) => x.slug)).toEqual(["haran-1", "haran-2", "haran-3"]);
  });

  it("an id far from every real one has no suggestions", async () => {
    const p = await expectProblem(await s.request("/v1/people/nebuchadnezzar"), 404, "not-found");
    expect(p.suggestions).toBeUndefined();
  });

  it("old (0.1.0) slugs, upstream ids and other names answer with the record itself", async () => {
    for (const path of ["/v1/people/haran-brother-of-abraham", "/v1/people/haran_1407", "/v1/people/HARAN_1407"]) {
      const res = await s.request(path);
      expect(res.status, path).toBe(200);
      expect(((await res.json()) as { data: { slug: string } }).data.slug).toBe("haran");
    }
    for (const [path, slug] of [["/v1/places/promised-land", "canaan"], ["/v1/places/ur", "ur-of-the-chaldees"]] as const) {
      const res = await s.request(path);
      expect(res.status, path).toBe(200);
      expect(((await res.json()) as { data: { slug: string } }).data.slug, path).toBe(slug);
    }
  });

  it("unknown routes are 404 route-not-found", async () => {
    for (const path of ["/v1", "/v1/", "/v1/nothing-here", "/v1/people/abraham/children", "/v1/people/", "/v1/verses/Gen.1.1/notes", "/v1/META"]) {
      await expectProblem(await s.request(path), 404, "route-not-found");
    }
  });

  it("an unknown route near a real one says which it may be", async () => {
    const p = await expectProblem(await s.request("/v1/person/abraham"), 404, "route-not-found");
    expect(p.detail).toMatch(/^Nothing is served at \/v1\/person\/abraham\. Did you mean \/v1\/people\/abraham\? Every endpoint is listed/);
    expect(p.suggestions).toEqual([{ slug: "", name: "/v1/people/abraham", url: "/v1/people/abraham" }]);
    const slash = await expectProblem(await s.request("/v1/people/abraham/"), 404, "route-not-found");
    expect(slash.detail).toMatch(/Did you mean \/v1\/people\/abraham\?/);
  });

  it("paths outside /v1 are 404s, with or without a key", async () => {
    for (const path of ["/", "/v2/meta", "/meta", "/dist-api/v1/meta.json", "/V1/meta"]) {
      await expectProblem(await s.request(path, { key: null }), 404, "route-not-found");
    }
  });
});

describe("405", () => {
  it("non-GET methods on GET routes are 405 with Allow: GET, HEAD, OPTIONS", async () => {
    for (const path of ["/v1/meta", "/v1/people", "/v1/people/abraham", "/v1/search", "/v1/verses/Gen.1.1/cross-references", "/v1/usage"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await s.request(path, { method, body: method === "DELETE" ? undefined : "{}" });
        expect(res.headers.get("Allow"), `${method} ${path}`).toBe("GET, HEAD, OPTIONS");
        await expectProblem(res, 405, "method-not-allowed");
      }
    }
  });
});

describe("400", () => {
  it("bad parameters are problem details that name the parameter", async () => {
    for (const [path, param] of [
      ["/v1/people?limit=0", "limit"],
      ["/v1/people?offset=-1", "offset"],
      ["/v1/people?gender=x", "gender"],
      ["/v1/places?has_coordinates=maybe", "has_coordinates"],
      ["/v1/search", "q"],
    ] as const) {
      const p = await expectProblem(await s.request(path), 400, "invalid-parameter");
      expect(String(p.detail)).toContain(param);
    }
  });
});

describe("the advice of a problem", () => {
  /** The detail of a problem at `path`, checked for its status and code. */
  const detail = async (path: string, status: number, code: string, init?: Parameters<SampleApp["request"]>[1]): Promise<string> => String((await expectProblem(await s.request(path, init), status, code)).detail);

  it("is the catalogue's hint after a detail that gives none", async () => {
    expect(await detail("/v1/people?limit=0", 400, "invalid-parameter")).toMatch(/ Fix the named parameter and retry\.$/);
    expect(await detail("/v1/chapters/Gen.51", 404, "not-found")).toBe("Genesis has 50 chapters in KJV versification; there is no chapter 51. Check the identifier.");
  });

  it("is given once: no hint after a detail that already says what to do", async () => {
    const advised: [string, number, string, string][] = [
      ["/v1/people/moses", 404, "not-found", "/v1/people lists valid ones."],
      ["/v1/books/Hezekiah", 404, "not-found", "/v1/books lists them."],
      ["/v1/verses/Gen%201", 404, "not-found", "/v1/chapters/Gen.1 serves them."],
      ["/v1/chapters/Gen.1.1-Gen.1.3", 404, "not-found", "/v1/passages/Gen.1.1-Gen.1.3 serves them."],
      ["/v1/passages/Gen%201%3A1%3B%20Ps%2023", 400, "invalid-parameter", "ask for each: /v1/verses/Gen.1.1, /v1/chapters/Ps.23."],
      ["/v1/passages/Gen.1.1-Gen.20.1", 400, "passage-too-long", "or in passages of at most 200 verses."],
      ["/v1/search/text?q=b*", 400, "invalid-parameter", "give at least two letters."],
      ["/v1/search/text?q=light&book=Gen,Hezekiah", 400, "invalid-parameter", "comma-separated (Gen, Psalms, 1 Cor, John)."],
    ];
    for (const [path, status, code, end] of advised) {
      const text = await detail(path, status, code);
      expect(text.endsWith(end), `${path}: ${text}`).toBe(true);
    }
    const json = { method: "POST", body: "{}", headers: { "Content-Type": "text/plain" }, key: s.keys.pro.key };
    expect(await detail("/v1/search/semantic", 400, "invalid-body", json)).toBe('Content-Type must be application/json, got "text/plain".');
  });
});

describe("500", () => {
  const SECRET = "EACCES: permission denied, open '/srv/secret/dist-api/v1/people/abraham.json'";

  function leaksNothing(text: string): void {
    for (const needle of ["EACCES", "/srv/secret", "permission denied", "abraham.json", "at async", "    at ", "node:internal", ".ts:", "file://", "SyntaxError", "Unexpected token", "/etc/passwd"]) {
      expect(text, needle).not.toContain(needle);
    }
  }

  it("a data source that throws gives a 500 problem that leaks no message, stack or path", async () => {
    const app = await sampleApp({
      wrapData: (inner) => ({
        read: (rel) => (rel === "v1/people/abraham.json" ? Promise.reject(Object.assign(new Error(SECRET), { code: "EACCES", path: "/srv/secret/dist-api/v1/people/abraham.json" })) : inner.read(rel)),
      }),
    });
    const res = await app.request("/v1/people/abraham");
    const text = await res.clone().text();
    const p = await expectProblem(res, 500, "internal-error");
    expect(p.title).toBe("Internal server error");
    leaksNothing(text);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(app.logged).toHaveLength(1);
    expect(String((app.logged[0] as Error).message)).toBe(SECRET);
    expect((await app.request("/v1/people/isaac")).status).toBe(200);
  });

  it("a corrupt file is a 500 that leaks none of its content", async () => {
    const app = await sampleApp({
      wrapData: (inner) => ({
        read: (rel) => (rel === "v1/verses/Gen.12.3/cross-references.json" ? Promise.resolve(new TextEncoder().encode("not json /etc/passwd {")) : inner.read(rel)),
      }),
    });
    const res = await app.request("/v1/verses/Gen.12.3/cross-references?limit=1");
    const text = await res.clone().text();
    await expectProblem(res, 500, "internal-error");
    leaksNothing(text);
    expect(text).not.toContain("not json");
    expect(app.logged).toHaveLength(1);
  });

  // Known bug (see the report): Hono's error handler only sees `Error` instances, so a data source
  // that throws anything else makes `app.request` reject instead of answering a problem 500. This
  // test passes while the bug exists; drop `.fails` once the app normalizes thrown values.
  it("a data source throwing a non-Error value still gets a problem 500", async () => {
    const app = await sampleApp({
      wrapData: (inner) => ({
        read: (rel) => (rel === "v1/places/haran.json" ? Promise.reject("string thrown from /srv/secret") : inner.read(rel)),
      }),
    });
    const res = await app.request("/v1/places/haran");
    const text = await res.clone().text();
    await expectProblem(res, 500, "internal-error");
    leaksNothing(text);
  });

  it("a 500 carries the rate-limit headers like any keyed response", async () => {
    const app = await sampleApp({ wrapData: (inner) => ({ read: (rel) => (rel === "v1/meta.json" ? Promise.reject(new Error("boom")) : inner.read(rel)) }) });
    const res = await app.request("/v1/meta");
    expect(res.headers.get("RateLimit-Policy")).toBe('"daily";q=1000;w=86400');
    expect(res.headers.get("RateLimit")).toMatch(/^"daily";r=\d+;t=\d+$/);
    await expectProblem(res, 500, "internal-error");
  });
});

describe("error details stay useful and bounded", () => {
  it("a 401 carries a WWW-Authenticate challenge naming the header", async () => {
    const res = await s.request("/v1/meta", { key: null });
    expect(res.status).toBe(401);
    expect(res.headers.get("WWW-Authenticate")).toBe('ApiKey header="X-API-Key"');
  });

  it("an overlong path is not echoed back whole", async () => {
    const res = await s.request(`/v1/people/${"x".repeat(10_000)}`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text.length).toBeLessThan(1000);
    expect((JSON.parse(text) as { instance: string }).instance.length).toBeLessThanOrEqual(200);
  });

  it("a huge limit is capped like any limit above 200, not refused", async () => {
    const res = await s.request("/v1/people?limit=99999999999999999999&offset=12345678901234");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[]; meta: { total: number; limit: number; offset: number } };
    expect(body.meta).toEqual({ total: body.meta.total, limit: 200, offset: 12345678901234 });
    expect(body.data).toEqual([]);
  });
});
