/**
 * Daily allowances over HTTP, with the injected clock: free 1000 and pro 10000 requests per UTC day,
 * 429 with Retry-After (seconds to 00:00 UTC) past the allowance, the IETF RateLimit headers on
 * every keyed response, what counts and what does not, /v1/usage, and keys issued and revoked.
 */
import { describe, expect, it } from "vitest";
import { hashKey } from "../../../src/core/api-key.ts";
import { issueKey } from "../../../src/runtime/keys.ts";
import { expectProblem, expectSchema, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

async function used(app: SampleApp, key = app.keys.free.key): Promise<number> {
  const res = await app.request("/v1/usage", { key });
  expect(res.status).toBe(200);
  const body = await json(res);
  expectSchema("usage.item.json", body);
  return body.data.daily_used;
}

describe("RateLimit headers", () => {
  it("every keyed response carries RateLimit-Policy and RateLimit with the remaining count and the seconds to reset", async () => {
    const app = await sampleApp({ now: new Date("2026-03-10T12:00:00Z") });
    const first = await app.request("/v1/meta");
    expect(first.headers.get("RateLimit-Policy")).toBe('"daily";q=1000;w=86400');
    expect(first.headers.get("RateLimit")).toBe('"daily";r=999;t=43200');
    app.setNow("2026-03-10T18:30:00Z");
    const second = await app.request("/v1/people/moses");
    expect(second.status).toBe(404);
    expect(second.headers.get("RateLimit")).toBe('"daily";r=998;t=19800');
    const pro = await app.request("/v1/meta", { key: app.keys.pro.key });
    expect(pro.headers.get("RateLimit-Policy")).toBe('"daily";q=10000;w=86400');
    expect(pro.headers.get("RateLimit")).toBe('"daily";r=9999;t=19800');
  });

  it("errors answered for a key carry them too; a 401 (no key to count against) does not", async () => {
    const app = await sampleApp();
    for (const [path, method] of [
      ["/v1/people?limit=0", "GET"],
      ["/v1/people/moses", "GET"],
      ["/v1/meta", "DELETE"],
      ["/v1/nothing-here", "GET"],
      ["/v1/search/semantic", "POST"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.headers.get("RateLimit-Policy"), path).toBe('"daily";q=1000;w=86400');
      expect(res.headers.get("RateLimit"), path).toMatch(/^"daily";r=\d+;t=\d+$/);
    }
    const unauthorized = await app.request("/v1/meta", { key: null });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get("RateLimit")).toBeNull();
    expect(unauthorized.headers.get("RateLimit-Policy")).toBeNull();
  });
});

describe("GET /v1/usage", () => {
  it("does not count itself, and reports what the other requests used", async () => {
    const app = await sampleApp();
    for (let i = 0; i < 5; i++) expect(await used(app)).toBe(0);
    await app.request("/v1/meta");
    await app.request("/v1/people/abraham");
    expect(await used(app)).toBe(2);
    expect(await used(app)).toBe(2);
    const res = await app.request("/v1/usage");
    expect(res.headers.get("RateLimit")).toMatch(/^"daily";r=998;/);
  });

  it("keys count separately", async () => {
    const app = await sampleApp();
    const other = await issueKey(app.store, "other@example.org", "free");
    await app.request("/v1/meta");
    await app.request("/v1/meta", { key: other.key });
    await app.request("/v1/meta", { key: other.key });
    await app.request("/v1/meta", { key: app.keys.pro.key });
    expect(await used(app)).toBe(1);
    expect(await used(app, other.key)).toBe(2);
    expect(await used(app, app.keys.pro.key)).toBe(1);
  });
});

describe("what counts", () => {
  it("answered requests count whatever their status: 200, 304, HEAD, 400, 403, 404, 405", async () => {
    const app = await sampleApp();
    const etag = (await app.request("/v1/people/abraham")).headers.get("ETag")!;
    expect((await app.request("/v1/people/abraham", { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await app.request("/v1/meta", { method: "HEAD" })).status).toBe(200);
    expect((await app.request("/v1/people?limit=0")).status).toBe(400);
    expect((await app.request("/v1/search/semantic", { method: "POST" })).status).toBe(403);
    expect((await app.request("/v1/people/moses")).status).toBe(404);
    expect((await app.request("/v1/nothing-here")).status).toBe(404);
    expect((await app.request("/v1/meta", { method: "PUT" })).status).toBe(405);
    expect(await used(app)).toBe(8);
  });

  it("401s and preflights do not count", async () => {
    const app = await sampleApp();
    const id = app.keys.free.info.id;
    const day = "2026-03-10";
    await app.request("/v1/meta", { key: null });
    await app.request("/v1/meta", { method: "OPTIONS", key: null, headers: { Origin: "https://x.example", "Access-Control-Request-Method": "GET" } });
    await app.store.revoke(id);
    for (let i = 0; i < 3; i++) expect((await app.request("/v1/meta")).status).toBe(401);
    expect(await app.store.used(id, day)).toBe(0);
  });
});

describe("the free allowance: 1000 requests per UTC day", () => {
  it("the 1000th request is served, the 1001st is a 429 with Retry-After in seconds to 00:00 UTC", async () => {
    const app = await sampleApp({ now: new Date("2026-03-10T23:59:30Z") });
    for (let i = 1; i <= 999; i++) {
      const res = await app.request(i % 2 ? "/v1/meta" : "/v1/people/abraham");
      if (res.status !== 200) expect.fail(`request ${i} answered ${res.status}`);
    }
    expect(await used(app)).toBe(999);
    const thousandth = await app.request("/v1/people/isaac");
    expect(thousandth.status).toBe(200);
    expect(thousandth.headers.get("RateLimit")).toBe('"daily";r=0;t=30');
    expect((await json(thousandth)).data.slug).toBe("isaac");

    const refused = await app.request("/v1/people/isaac");
    expect(refused.headers.get("Retry-After")).toBe("30");
    expect(refused.headers.get("RateLimit-Policy")).toBe('"daily";q=1000;w=86400');
    expect(refused.headers.get("RateLimit")).toBe('"daily";r=0;t=30');
    const p = await expectProblem(refused, 429, "quota-exceeded");
    expect(String(p.detail)).toContain("1000");
    expect(String(p.detail)).toContain("2026-03-10");
  });

  it("refused requests are not counted, /v1/usage still answers, and the count resets on the next UTC day", async () => {
    const app = await sampleApp({ now: new Date("2026-03-10T23:59:58.250Z") });
    const id = app.keys.free.info.id;
    for (let i = 0; i < 1000; i++) await app.store.consume(id, "2026-03-10", 1000);
    for (let i = 0; i < 3; i++) {
      const res = await app.request("/v1/meta");
      expect(res.status).toBe(429);
      expect(res.headers.get("Retry-After")).toBe("2");
    }
    expect(await used(app)).toBe(1000);
    expect(await app.store.used(id, "2026-03-10")).toBe(1000);
    expect((await app.request("/v1/meta", { method: "POST" })).status).toBe(429);
    expect((await app.request("/v1/meta", { key: app.keys.pro.key })).status).toBe(200);

    app.setNow("2026-03-10T23:59:59.999Z");
    expect((await app.request("/v1/meta")).headers.get("Retry-After")).toBe("1");

    app.setNow("2026-03-11T00:00:00.000Z");
    const next = await app.request("/v1/meta");
    expect(next.status).toBe(200);
    expect(next.headers.get("RateLimit")).toBe('"daily";r=999;t=86400');
    expect(await used(app)).toBe(1);
  });

  it("Retry-After is whole seconds, rounded up, until the next 00:00 UTC", async () => {
    const app = await sampleApp();
    const id = app.keys.free.info.id;
    for (const [at, expected] of [
      ["2026-03-10T00:00:00.000Z", "86400"],
      ["2026-03-10T12:00:00.000Z", "43200"],
      ["2026-03-10T23:00:00.500Z", "3600"],
      ["2026-03-10T23:59:59.000Z", "1"],
    ] as const) {
      app.setNow(at);
      while ((await app.store.used(id, "2026-03-10")) < 1000) await app.store.consume(id, "2026-03-10", 1000);
      const res = await app.request("/v1/meta");
      expect(res.status, at).toBe(429);
      expect(res.headers.get("Retry-After"), at).toBe(expected);
    }
  });

  it("the day is the UTC day, whatever the server's time zone", async () => {
    const app = await sampleApp({ now: new Date("2026-03-10T23:30:00-05:00") });
    await app.request("/v1/meta");
    expect(await app.store.used(app.keys.free.info.id, "2026-03-11")).toBe(1);
    expect(await app.store.used(app.keys.free.info.id, "2026-03-10")).toBe(0);
  });
});

describe("the pro allowance: 10000 requests per UTC day", () => {
  it("the 10000th request is served and the 10001st refused", async () => {
    const app = await sampleApp({ now: new Date("2026-03-10T06:00:00Z") });
    const id = app.keys.pro.info.id;
    for (let i = 0; i < 9999; i++) await app.store.consume(id, "2026-03-10", 10000);
    const key = app.keys.pro.key;
    expect(await used(app, key)).toBe(9999);
    const last = await app.request("/v1/meta", { key });
    expect(last.status).toBe(200);
    expect(last.headers.get("RateLimit")).toBe('"daily";r=0;t=64800');
    const refused = await app.request("/v1/meta", { key });
    expect(refused.headers.get("Retry-After")).toBe("64800");
    await expectProblem(refused, 429, "quota-exceeded");
    expect((await json(await app.request("/v1/usage", { key }))).data).toMatchObject({ tier: "pro", daily_limit: 10000, daily_used: 10000 });
  });

  it("a free key past 1000 is served again once raised to pro", async () => {
    const app = await sampleApp({ keyCacheMs: 0 }); // key cache off: the change applies at once
    const id = app.keys.free.info.id;
    for (let i = 0; i < 1000; i++) await app.store.consume(id, "2026-03-10", 1000);
    expect((await app.request("/v1/meta")).status).toBe(429);
    await app.store.setTier(id, "pro");
    const res = await app.request("/v1/meta");
    expect(res.status).toBe(200);
    expect(res.headers.get("RateLimit")).toBe('"daily";r=8999;t=43200');
  });
});

describe("keys issued and revoked", () => {
  it("a newly issued key works at once and reports its owner and tier", async () => {
    const app = await sampleApp();
    const issued = await issueKey(app.store, "new.reader@example.org", "free");
    expect(issued.key).toMatch(/^bra_[0-9A-Za-z]{36}$/);
    expect((await app.request("/v1/people/abraham", { key: issued.key })).status).toBe(200);
    expect((await json(await app.request("/v1/usage", { key: issued.key }))).data).toEqual({ email: "new.reader@example.org", tier: "free", daily_limit: 1000, daily_used: 1 });
    const pro = await issueKey(app.store, "new.pro@example.org", "pro");
    expect((await json(await app.request("/v1/usage", { key: pro.key }))).data).toEqual({ email: "new.pro@example.org", tier: "pro", daily_limit: 10000, daily_used: 0 });
  });

  it("revocation by id or by hash makes the key a 401 on every endpoint, at once", async () => {
    const app = await sampleApp({ keyCacheMs: 0 }); // key cache off: the change applies at once
    const a = await issueKey(app.store, "a@example.org", "free");
    const b = await issueKey(app.store, "b@example.org", "pro");
    expect((await app.request("/v1/meta", { key: a.key })).status).toBe(200);
    expect(await app.store.revoke(a.info.id)).toBe(true);
    expect(await app.store.revoke(hashKey(b.key))).toBe(true);
    for (const key of [a.key, b.key]) {
      for (const path of ["/v1/meta", "/v1/usage", "/v1/people/abraham", "/v1/search?q=abraham"]) await expectProblem(await app.request(path, { key }), 401, "invalid-api-key");
      await expectProblem(await app.request("/v1/search/semantic", { key, method: "POST" }), 401, "invalid-api-key");
    }
    expect(await app.store.used(a.info.id, "2026-03-10")).toBe(1);
    expect((await app.request("/v1/meta")).status).toBe(200);
  });
});
