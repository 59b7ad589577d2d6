/**
 * cors.ts: the same headers as hono/cors with the app's former options, but put on the responses of
 * `send`/`problemResponse` while they are built (so no response is rebuilt after the handler).
 */
import { Hono } from "hono";
import { cors as honoCors } from "hono/cors";
import { beforeAll, describe, expect, it } from "vitest";
import { cors, isComplete } from "../../src/runtime/cors.ts";
import { sampleApp, type SampleApp } from "../helpers/sample-app.ts";

const HONO_OPTIONS = {
  origin: "*",
  allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
  allowHeaders: ["X-API-Key", "Content-Type", "If-None-Match"],
  exposeHeaders: ["ETag", "Retry-After", "RateLimit", "RateLimit-Policy", "Content-Length", "Link"],
  maxAge: 86400,
};

function pair(): [Hono, Hono] {
  const make = (mw: ReturnType<typeof cors>): Hono => {
    const app = new Hono();
    app.use("*", mw);
    app.get("/plain", (c) => c.json({ ok: true }));
    app.get("/raw", () => new Response("x", { headers: { "X-Other": "1" } }));
    return app;
  };
  return [make(honoCors(HONO_OPTIONS)), make(cors())];
}

const headersOf = (res: Response): [string, string][] => [...res.headers.entries()];

describe("cors()", () => {
  it("answers preflights exactly like hono/cors with the former options", async () => {
    const [ref, ours] = pair();
    for (const init of [
      { method: "OPTIONS" },
      { method: "OPTIONS", headers: { Origin: "https://x.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-api-key, if-none-match" } },
    ]) {
      for (const path of ["/plain", "/v1/meta", "/nowhere"]) {
        const a = await ref.request(path, init);
        const b = await ours.request(path, init);
        expect(b.status).toBe(a.status);
        expect(headersOf(b)).toEqual(headersOf(a));
        expect(await b.text()).toBe(await a.text());
      }
    }
  });

  it("adds the same headers as hono/cors to responses not built with them", async () => {
    const [ref, ours] = pair();
    for (const path of ["/plain", "/raw"]) {
      const a = await ref.request(path, { headers: { Origin: "https://x.example" } });
      const b = await ours.request(path, { headers: { Origin: "https://x.example" } });
      expect(headersOf(b)).toEqual(headersOf(a));
    }
  });
});

describe("the app's responses are built complete (not rebuilt after the handler)", () => {
  let s: SampleApp;
  beforeAll(async () => {
    s = await sampleApp();
  });

  it("200, 304, 404, 401 and search answers carry CORS and RateLimit headers from the start", async () => {
    const ok = await s.request("/v1/people/abraham");
    const etag = ok.headers.get("ETag")!;
    const cases = [
      ok,
      await s.request("/v1/people/abraham", { headers: { "If-None-Match": etag } }),
      await s.request("/v1/people/moses"),
      await s.request("/v1/search?q=abraham"),
      await s.request("/v1/meta", { key: null }),
    ];
    expect(cases.map((r) => r.status)).toEqual([200, 304, 404, 200, 401]);
    for (const res of cases) {
      expect(isComplete(res), String(res.status)).toBe(true);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(res.headers.get("Access-Control-Expose-Headers")).toBe("ETag,Retry-After,RateLimit,RateLimit-Policy,Content-Length,Link");
      if (res.status !== 401) expect(res.headers.get("RateLimit"), String(res.status)).toMatch(/^"daily";r=\d+;t=\d+$/);
      else expect(res.headers.get("RateLimit")).toBeNull();
    }
  });
});
