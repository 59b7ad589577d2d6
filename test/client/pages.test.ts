/**
 * The client's paging (`packages/client/src/pages.ts`): `pages` and `all` walk `offset` until
 * `meta.total` or the caller's cap, first on a hand-made list (what each request asked for), then on
 * the real app over the sample tree, where walking a list gives exactly what one large page does.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { BibleApiError, createBibleClient, type BibleClient, type ListItem, type ListPath, type Schema } from "../../packages/client/src/index.ts";
import { sampleApp, type SampleApp } from "../helpers/sample-app.ts";

/**
 * A hand-made list endpoint: `total` items `{ slug: "p<i>", number: "p<i>" }`, pages of 50 by
 * default, a larger limit than 200 capped.
 */
function listServer(total: number, options: { readonly failAt?: number; readonly shortAfter?: number } = {}) {
  const asked: Array<Record<string, string>> = [];
  const paths: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    asked.push(query);
    paths.push(url.pathname);
    if (options.failAt !== undefined && asked.length === options.failAt) {
      return new Response(JSON.stringify({ type: "t", title: "Daily request allowance used up", status: 429, detail: "Used up.", code: "quota-exceeded" }), {
        status: 429,
        headers: { "Content-Type": "application/problem+json", "Retry-After": "40000" },
      });
    }
    const limit = Math.min(query.limit === undefined ? 50 : Number(query.limit), 200);
    const offset = query.offset === undefined ? 0 : Number(query.offset);
    if (limit < 1) return new Response(JSON.stringify({ type: "t", title: "Invalid parameter", status: 400, detail: "limit: at least 1.", code: "invalid-parameter" }), { status: 400 });
    const end = options.shortAfter !== undefined && offset >= options.shortAfter ? offset : Math.min(offset + limit, total);
    const data = Array.from({ length: Math.max(0, end - offset) }, (_, i) => ({ slug: `p${offset + i}`, number: `p${offset + i}` }));
    return Response.json({ data, meta: { total, limit, offset } });
  };
  return { asked, paths, api: createBibleClient({ baseUrl: "http://api.test", apiKey: "bra_test", fetch, retry: false }) };
}

/** Everything an async iterable yields. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe("paging a hand-made list", () => {
  it("walks offset by the page size asked for until total", async () => {
    const { api, asked } = listServer(7);
    const pages = await collect(api.pages("/v1/people", { params: { query: { limit: 3, gender: "Female" } } }));
    expect(pages.map((p) => p.data.map((x) => x.slug))).toEqual([["p0", "p1", "p2"], ["p3", "p4", "p5"], ["p6"]]);
    expect(pages.map((p) => p.meta)).toEqual([0, 3, 6].map((offset) => ({ total: 7, limit: 3, offset })));
    expect(asked).toEqual([0, 3, 6].map((offset) => ({ limit: "3", gender: "Female", offset: String(offset) })));
  });

  it("stops at the cap, asking the last page for only what is left", async () => {
    const { api, asked } = listServer(100);
    const slugs = (await collect(api.all("/v1/people", { params: { query: { limit: 3 } } }, { maxItems: 5 }))).map((p) => p.slug);
    expect(slugs).toEqual(["p0", "p1", "p2", "p3", "p4"]);
    expect(asked).toEqual([
      { limit: "3", offset: "0" },
      { limit: "2", offset: "3" },
    ]);
  });

  it("without a limit, pages by the endpoint's default and cuts the first page to a smaller cap", async () => {
    const { api, asked } = listServer(130);
    expect((await collect(api.all("/v1/people", undefined, { maxItems: 20 }))).map((p) => p.slug)).toEqual(Array.from({ length: 20 }, (_, i) => `p${i}`));
    const cut = await collect(api.pages("/v1/people", {}, { maxItems: 20 }));
    expect(cut.map((p) => [p.data.length, p.meta.limit])).toEqual([[20, 50]]);
    asked.length = 0;
    expect(await collect(api.all("/v1/people", undefined, { maxItems: 120 }))).toHaveLength(120);
    expect(asked).toEqual([{ offset: "0" }, { offset: "50", limit: "50" }, { offset: "100", limit: "20" }]);
  });

  it("pages by the limit the API used when it capped the one asked for", async () => {
    const { api, asked } = listServer(450);
    expect(await collect(api.all("/v1/people", { params: { query: { limit: 500 } } }, { maxItems: 420 }))).toHaveLength(420);
    expect(asked).toEqual([{ limit: "420", offset: "0" }, { limit: "200", offset: "200" }, { limit: "20", offset: "400" }]);
  });

  it("takes at most 1,000 items by default; Infinity takes them all", async () => {
    const { api, asked } = listServer(2_500);
    expect(await collect(api.all("/v1/strongs", { params: { query: { limit: 200 } } }))).toHaveLength(1_000);
    expect(asked).toHaveLength(5);
    const everything = await collect(api.all("/v1/strongs", { params: { query: { limit: 200 } } }, { maxItems: Infinity }));
    expect(everything).toHaveLength(2_500);
    expect(new Set(everything.map((x) => x.number)).size).toBe(2_500);
  });

  it("starts at the offset asked for; an empty list is one empty page; a cap of 0 asks nothing", async () => {
    const { api, asked } = listServer(7);
    expect((await collect(api.all("/v1/people", { params: { query: { offset: 4, limit: 2 } } }))).map((p) => p.slug)).toEqual(["p4", "p5", "p6"]);
    const none = listServer(0);
    expect((await collect(none.api.pages("/v1/people"))).map((p) => p.meta.total)).toEqual([0]);
    asked.length = 0;
    expect(await collect(api.all("/v1/people", undefined, { maxItems: 0 }))).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("keeps path parameters, and stops when a page comes back empty before total", async () => {
    const { api, paths, asked } = listServer(500, { shortAfter: 4 });
    const ancestors = await collect(api.all("/v1/people/{slug}/ancestors", { params: { path: { slug: "isaac" }, query: { limit: 2 } } }, { maxItems: Infinity }));
    expect(ancestors.map((p) => p.slug)).toEqual(["p0", "p1", "p2", "p3"]);
    expect(paths).toEqual(Array(3).fill("/v1/people/isaac/ancestors"));
    expect(asked.map((q) => q.offset)).toEqual(["0", "2", "4"]);
  });

  it("throws a BibleApiError with the problem when a page is refused, after the pages before it", async () => {
    const { api } = listServer(100, { failAt: 2 });
    const seen: string[] = [];
    const walking = (async () => {
      for await (const person of api.all("/v1/people", { params: { query: { limit: 10 } } })) seen.push(person.slug);
    })();
    await expect(walking).rejects.toThrow(BibleApiError);
    await expect(walking).rejects.toMatchObject({ status: 429, code: "quota-exceeded" });
    expect(seen).toHaveLength(10);
    const zero = listServer(100).api.all("/v1/people", { params: { query: { limit: 0 } } });
    await expect(collect(zero)).rejects.toMatchObject({ status: 400, code: "invalid-parameter" });
  });

  it("refuses a cap that is not a whole number from 0 or Infinity", async () => {
    const { api, asked } = listServer(7);
    for (const maxItems of [-1, 2.5, Number.NaN]) await expect(collect(api.all("/v1/people", undefined, { maxItems }))).rejects.toThrow(RangeError);
    expect(asked).toEqual([]);
  });

  it("is typed from the generated paths: only lists, items of the list's schema, path parameters required", () => {
    expectTypeOf<ListItem<"/v1/people">>().toEqualTypeOf<Schema<"PersonListItem">>();
    expectTypeOf<"/v1/people" | "/v1/search" | "/v1/strongs/{number}/concordance" | "/v1/verses/{osis}/cross-references">().toExtend<ListPath>();
    expectTypeOf<"/v1/meta">().not.toExtend<ListPath>();
    expectTypeOf<"/v1/people/{slug}">().not.toExtend<ListPath>();
    expectTypeOf<"/v1/search/semantic">().not.toExtend<ListPath>();
    const api = listServer(1).api;
    expectTypeOf(api.all("/v1/places")).toEqualTypeOf<AsyncGenerator<Schema<"PlaceListItem">, void, undefined>>();
    // @ts-expect-error a record is not a list
    void api.all("/v1/people/{slug}", { params: { path: { slug: "ruth" } } });
    // @ts-expect-error the ancestors of whom: the path parameter is required
    void api.all("/v1/people/{slug}/ancestors");
  });
});

describe("paging the real app", () => {
  let sample: SampleApp;
  let server: ServerType;
  let api: BibleClient;

  beforeAll(async () => {
    sample = await sampleApp();
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: sample.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    api = createBibleClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: sample.keys.pro.key });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await sample?.store.close();
  });

  it("walks /v1/people two at a time to exactly the records of one page of 200", async () => {
    const whole = (await api.GET("/v1/people", { params: { query: { limit: 200 } } })).data!;
    expect(whole.meta.total).toBeGreaterThan(4);
    expect(whole.data).toHaveLength(whole.meta.total);
    const pages = await collect(api.pages("/v1/people", { params: { query: { limit: 2 } } }, { maxItems: Infinity }));
    expect(pages).toHaveLength(Math.ceil(whole.meta.total / 2));
    expect(pages.flatMap((p) => p.data)).toEqual(whole.data);
    expect(pages.every((p, i) => p.meta.offset === 2 * i && p.meta.total === whole.meta.total)).toBe(true);
  });

  it("keeps the filters and the path parameters: women, a verse's cross-references, a search", async () => {
    const women = await collect(api.all("/v1/people", { params: { query: { gender: "Female", limit: 1 } } }));
    expect(women.length).toBeGreaterThan(1);
    expect(women.every((p) => p.gender === "Female")).toBe(true);
    expect(women.map((p) => p.slug)).toContain("sarah");
    const refs = await collect(api.all("/v1/verses/{osis}/cross-references", { params: { path: { osis: "Gen.12.1" }, query: { limit: 1 } } }));
    const once = (await api.GET("/v1/verses/{osis}/cross-references", { params: { path: { osis: "Gen.12.1" } } })).data!;
    expect(refs).toEqual(once.data);
    expect(refs.length).toBe(once.meta.total);
    const hits = await collect(api.all("/v1/search", { params: { query: { q: "a", limit: 1 } } }, { maxItems: 3 }));
    expect(hits).toHaveLength(3);
  });

  it("a refused page throws the API's problem", async () => {
    await expect(collect(api.all("/v1/people", { params: { query: { limit: 0 } } }))).rejects.toMatchObject({ status: 400, code: "invalid-parameter" });
  });
});
