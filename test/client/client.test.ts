/**
 * The typed client (`packages/client`) against the running app: a real Node server on loopback over
 * the sample tree, called through openapi-fetch with the types generated from the OpenAPI document.
 * Typed paths, parameters and bodies; errors come back as problem details in `error`.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createBibleClient, type BibleClient, type Schema } from "../../packages/client/src/index.ts";
import { createApp } from "../../src/runtime/app.ts";
import { loadCatalog } from "../../src/runtime/catalog.ts";
import { folderData } from "../../src/runtime/data.ts";
import { issueKey } from "../../src/runtime/keys.ts";
import { openStore } from "../../src/runtime/store/index.ts";
import type { Store } from "../../src/runtime/store/types.ts";
import { sampleTreeDir } from "../helpers/full-tree.ts";

let server: ServerType;
let store: Store;
let base: string;
let api: BibleClient;
let pro: BibleClient;

beforeAll(async () => {
  const data = folderData(await sampleTreeDir());
  store = await openStore("memory:");
  const free = await issueKey(store, "client@example.org", "free");
  const proKey = await issueKey(store, "client.pro@example.org", "pro");
  const app = createApp({ data, store, catalog: loadCatalog(data) });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = createBibleClient({ baseUrl: base, apiKey: free.key });
  pro = createBibleClient({ baseUrl: `${base}/`, apiKey: proKey.key });
}, 300_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await store?.close();
});

describe("the typed client against the running app", () => {
  it("gets a person, typed by the person schema", async () => {
    const { data, error, response } = await api.GET("/v1/people/{slug}", { params: { path: { slug: "abraham" } } });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expectTypeOf(data!.data).toEqualTypeOf<Schema<"Person">>();
    expect(data?.data.name).toBe("Abraham");
    expect(data?.data.children).toEqual(expect.arrayContaining(["isaac", "ishmael"]));
    expect(response.headers.get("link")).toContain("CC BY-SA 4.0");
  });

  it("lists with typed query parameters, searches, reads a verse, a place and the sources", async () => {
    const people = await api.GET("/v1/people", { params: { query: { gender: "Female", limit: 5 } } });
    expect(people.data?.meta.limit).toBe(5);
    expect(people.data?.data.every((p) => p.gender === "Female")).toBe(true);
    const search = await api.GET("/v1/search", { params: { query: { q: "bethel" } } });
    expect(search.data?.data.some((r) => r.slug === "bethel" && r.entity_type === "place")).toBe(true);
    const place = await api.GET("/v1/places/{slug}", { params: { path: { slug: "bethel" } } });
    expect(place.data?.data.latitude).toBeCloseTo(31.93, 1);
    const verse = await api.GET("/v1/verses/{osis}", { params: { path: { osis: "Gen.12.1" } } });
    expect(verse.data?.data.people).toContain("abraham");
    const sources = await api.GET("/v1/sources");
    expect(sources.data?.data.find((s) => s.id === "theographic-bible-metadata")?.share_alike?.license).toBe("CC BY-SA 4.0");
    const downloads = await api.GET("/v1/downloads");
    expect(downloads.data?.data[0]?.format).toBe("sqlite");
  });

  it("posts a semantic search with a pro key; a free key gets the 403 problem in error", async () => {
    const hits = await pro.POST("/v1/search/semantic", { body: { query: "the wife of Abraham", limit: 3 } });
    expect(hits.error).toBeUndefined();
    expect(hits.data?.data.map((h) => h.slug)).toContain("sarah");
    const refused = await api.POST("/v1/search/semantic", { body: { query: "the wife of Abraham" } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: "tier-required", status: 403 });
  });

  it("returns problem details for a 404 and a 401", async () => {
    const missing = await api.GET("/v1/people/{slug}", { params: { path: { slug: "nobody-at-all" } } });
    expect(missing.data).toBeUndefined();
    expect(missing.error).toMatchObject({ code: "not-found", status: 404 });
    const keyless = createBibleClient({ baseUrl: base, apiKey: "" });
    const denied = await keyless.GET("/v1/meta");
    expect(denied.response.status).toBe(401);
    expect(denied.error).toMatchObject({ code: "missing-api-key" });
  });
});
