/**
 * Query parameters through the real app over the sample tree: every parameter an endpoint declares
 * takes one value, so giving it twice is a 400 naming it (not the first value silently winning), on
 * every endpoint; parameters an endpoint does not declare are ignored, repeated or not.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS, type RouteName } from "../../../src/contract/api.ts";
import { expectProblem, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

/** A URL of each endpoint that declares query parameters, answered with 200 on the sample (its required parameters given). */
const SAMPLE_URLS: Partial<Record<RouteName, string>> = {
  search: "/v1/search?q=abraham",
  people: "/v1/people",
  places: "/v1/places",
  events: "/v1/events",
  groups: "/v1/groups",
  dictionary: "/v1/dictionary",
  topics: "/v1/topics",
  strongsList: "/v1/strongs",
  lexicon: "/v1/lexicon",
  greekLexicon: "/v1/greek-lexicon",
  crossReferences: "/v1/verses/Gen.12.3/cross-references",
  resolve: "/v1/resolve?q=Gen%201%3A1",
  textSearch: "/v1/search/text?q=beginning",
  verseOfTheDay: "/v1/verse-of-the-day",
  strongsConcordance: "/v1/strongs/H430/concordance",
  personAncestors: "/v1/people/isaac/ancestors",
  personDescendants: "/v1/people/terah/descendants",
  kinship: "/v1/people/isaac/kinship/terah",
  geoNearest: "/v1/geo/places/bethel/nearest",
  geoNear: "/v1/geo/near?lat=31.93&lon=35.22",
  geoBox: "/v1/geo/box?bbox=34,31,36,33",
  timeline: "/v1/timeline",
};

const queryParams = (route: RouteName): string[] => ENDPOINTS[route].params.filter((p) => p.in === "query").map((p) => p.name);
const withQuery = (url: string, query: string): string => `${url}${url.includes("?") ? "&" : "?"}${query}`;

describe("repeated query parameters", () => {
  it("every endpoint that declares query parameters has a sample URL here, answered with 200", async () => {
    const declaring = (Object.keys(ENDPOINTS) as RouteName[]).filter((r) => queryParams(r).length > 0);
    expect(Object.keys(SAMPLE_URLS).sort()).toEqual([...declaring].sort());
    for (const url of Object.values(SAMPLE_URLS)) expect((await s.request(url)).status, url).toBe(200);
  });

  it("a declared parameter given twice is a 400 invalid-parameter naming it and asking for it once, on every endpoint", async () => {
    let checked = 0;
    for (const [route, url] of Object.entries(SAMPLE_URLS) as [RouteName, string][]) {
      for (const name of queryParams(route)) {
        const path = withQuery(url, `${name}=2&${name}=3`);
        const body = await expectProblem(await s.request(path), 400, "invalid-parameter");
        expect(body.detail, path).toMatch(new RegExp(`^${name} is given [23] times \\(.*\\); it takes one value: give it once\\.$`));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("names the values given, and counts every repeat", async () => {
    const body = await expectProblem(await s.request("/v1/people?limit=5&limit=9"), 400, "invalid-parameter");
    expect(body.detail).toBe('limit is given 2 times ("5", "9"); it takes one value: give it once.');
    const many = await expectProblem(await s.request("/v1/people/isaac/ancestors?depth=1&depth=2&depth=3&depth=4"), 400, "invalid-parameter");
    expect(many.detail).toBe('depth is given 4 times ("1", "2", "3", …); it takes one value: give it once.');
    // The same value twice is still twice: which one was meant cannot matter, but the URL is malformed.
    await expectProblem(await s.request("/v1/timeline?kind=event&kind=event"), 400, "invalid-parameter");
    // A parameter spelt with percent-escapes is the same parameter.
    await expectProblem(await s.request("/v1/people?limit=5&lim%69t=9"), 400, "invalid-parameter");
  });

  it("a parameter the endpoint does not take is ignored, repeated or not; one value of each is read as before", async () => {
    const plain = await json(await s.request("/v1/people?limit=1"));
    const res = await s.request("/v1/people?limit=1&utm_source=a&utm_source=b");
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(plain);
    expect((await s.request("/v1/people/abraham?limit=1&limit=2")).status).toBe(200);
    expect((await json(await s.request("/v1/people?limit=1&offset=1"))).meta).toEqual({ total: plain.meta.total, limit: 1, offset: 1 });
  });

  it("the OpenAPI document states the policy: other parameters ignored, each one taken given once", async () => {
    const doc = await json(await s.request("/v1/openapi.json", { key: null }));
    expect(doc.info.description).toMatch(/\*\*Query parameters\.\*\* Each endpoint reads the parameters it documents and ignores any other, on lists and study endpoints alike/);
    expect(doc.info.description).toMatch(/given twice \(`\?limit=5&limit=9`\) it is a 400 `invalid-parameter` naming it/);
  });
});
