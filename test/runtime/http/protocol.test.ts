/**
 * HTTP as clients expect it: CORS on every response (errors included) and preflight without a key,
 * ETag with If-None-Match → 304, Cache-Control and Vary, gzip and brotli from Accept-Encoding, and
 * HEAD with the headers of GET and no body.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

const ORIGIN = { Origin: "https://app.example.org" };
/** A response body well above the compression threshold. */
const LARGE = "/v1/strongs?limit=200";

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe("CORS", () => {
  it("every response allows any origin and exposes the rate-limit and caching headers, errors included", async () => {
    const exhausted = await sampleApp({ now: new Date("2026-03-10T23:00:00Z") });
    for (let i = 0; i < 1000; i++) await exhausted.store.consume(exhausted.keys.free.info.id, "2026-03-10", 1000);
    const broken = await sampleApp({ wrapData: (inner) => ({ read: (rel) => (rel === "v1/meta.json" ? Promise.reject(new Error("boom")) : inner.read(rel)) }) });
    const responses: [string, Response][] = [
      ["200", await s.request("/v1/people/abraham", { headers: ORIGIN })],
      ["400", await s.request("/v1/people?limit=0", { headers: ORIGIN })],
      ["401", await s.request("/v1/meta", { key: null, headers: ORIGIN })],
      ["403", await s.request("/v1/search/semantic", { method: "POST", headers: ORIGIN })],
      ["404", await s.request("/v1/people/moses", { headers: ORIGIN })],
      ["404 route", await s.request("/nowhere", { key: null, headers: ORIGIN })],
      ["405", await s.request("/v1/meta", { method: "DELETE", headers: ORIGIN })],
      ["429", await exhausted.request("/v1/meta", { headers: ORIGIN })],
      ["500", await broken.request("/v1/meta", { headers: ORIGIN })],
      ["200 semantic", await s.request("/v1/search/semantic", { method: "POST", key: s.keys.pro.key, headers: { ...ORIGIN, "Content-Type": "application/json" }, body: '{"query":"Abraham"}' })],
    ];
    const etag = responses[0]![1].headers.get("ETag")!;
    responses.push(["304", await s.request("/v1/people/abraham", { headers: { ...ORIGIN, "If-None-Match": etag } })]);
    for (const [what, res] of responses) {
      expect(res.status, what).toBe(Number(what.slice(0, 3)));
      expect(res.headers.get("Access-Control-Allow-Origin"), what).toBe("*");
      const exposed = (res.headers.get("Access-Control-Expose-Headers") ?? "").toLowerCase().split(/\s*,\s*/);
      for (const h of ["etag", "retry-after", "ratelimit", "ratelimit-policy"]) expect(exposed, `${what} exposes ${h}`).toContain(h);
    }
  });

  it("a preflight needs no key, allows the API's methods and headers, and is not counted", async () => {
    const app = await sampleApp();
    for (const [path, method, headers] of [
      ["/v1/people/abraham", "GET", "x-api-key"],
      ["/v1/search/semantic", "POST", "x-api-key, content-type"],
      ["/v1/verses/Gen.1.1/cross-references", "GET", "x-api-key, if-none-match"],
    ] as const) {
      const res = await app.request(path, { method: "OPTIONS", key: null, headers: { ...ORIGIN, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": headers } });
      expect(res.status, path).toBeGreaterThanOrEqual(200);
      expect(res.status, path).toBeLessThan(300);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect((res.headers.get("Access-Control-Allow-Methods") ?? "").split(",")).toContain(method);
      const allowed = (res.headers.get("Access-Control-Allow-Headers") ?? "").toLowerCase().split(/\s*,\s*/);
      for (const h of headers.split(/\s*,\s*/)) expect(allowed, h).toContain(h);
      expect(Number(res.headers.get("Access-Control-Max-Age"))).toBeGreaterThan(0);
      expect(res.headers.get("RateLimit")).toBeNull();
      expect(await res.text()).toBe("");
    }
    expect((await json(await app.request("/v1/usage"))).data.daily_used).toBe(0);
  });
});

describe("ETag and If-None-Match", () => {
  it("a data response has a stable ETag, and If-None-Match with it gives a bodiless 304", async () => {
    for (const path of ["/v1/people/abraham", "/v1/people?gender=Female", "/v1/search?q=haran", "/v1/verses/Gen.12.3/cross-references?limit=2", "/v1/meta"]) {
      const first = await s.request(path);
      const etag = first.headers.get("ETag");
      expect(etag, path).toMatch(/^(W\/)?"[^"]+"$/);
      expect((await s.request(path)).headers.get("ETag"), path).toBe(etag);
      const again = await s.request(path, { headers: { "If-None-Match": etag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
      expect(again.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    }
  });

  it("matches weakly, in a list, and on *; another tag gives the full 200", async () => {
    const etag = (await s.request("/v1/people/isaac")).headers.get("ETag")!;
    const strong = etag.replace(/^W\//, "");
    for (const inm of [etag, strong, `"nope", ${etag}`, `W/"a",${strong}`, "*"]) {
      expect((await s.request("/v1/people/isaac", { headers: { "If-None-Match": inm } })).status, inm).toBe(304);
    }
    const other = await s.request("/v1/people/isaac", { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
    expect((await json(other)).data.slug).toBe("isaac");
  });

  it("different bodies have different ETags; the ETag does not depend on the encoding", async () => {
    const a = (await s.request("/v1/people/isaac")).headers.get("ETag");
    const b = (await s.request("/v1/people/ishmael")).headers.get("ETag");
    const c = (await s.request("/v1/people?limit=2")).headers.get("ETag");
    const d = (await s.request("/v1/people?limit=3")).headers.get("ETag");
    expect(new Set([a, b, c, d]).size).toBe(4);
    const plain = (await s.request(LARGE)).headers.get("ETag");
    const br = (await s.request(LARGE, { headers: { "Accept-Encoding": "br" } })).headers.get("ETag");
    expect(br).toBe(plain);
    expect((await s.request(LARGE, { headers: { "Accept-Encoding": "br", "If-None-Match": plain! } })).status).toBe(304);
  });

  it("errors are not conditional: an error with If-None-Match: * is still the error", async () => {
    expect((await s.request("/v1/people/moses", { headers: { "If-None-Match": "*" } })).status).toBe(404);
  });
});

describe("Cache-Control and Vary", () => {
  it("data responses may be cached privately; usage and errors must not be stored", async () => {
    const data = await s.request("/v1/people/abraham");
    expect(data.headers.get("Cache-Control")).toMatch(/\bprivate\b/);
    expect(data.headers.get("Cache-Control")).toMatch(/\bmax-age=[1-9]\d*\b/);
    const vary = (data.headers.get("Vary") ?? "").toLowerCase();
    expect(vary).toContain("accept-encoding");
    expect(vary).toContain("x-api-key");
    expect((await s.request("/v1/usage")).headers.get("Cache-Control")).toBe("no-store");
    for (const res of [await s.request("/v1/people/moses"), await s.request("/v1/meta", { key: null }), await s.request("/v1/people?limit=0")]) {
      expect(res.headers.get("Cache-Control"), String(res.status)).toBe("no-store");
    }
  });
});

describe("compression", () => {
  it("brotli and gzip bodies decode to the identity body, with a matching Content-Length", async () => {
    const plainRes = await s.request(LARGE);
    expect(plainRes.headers.get("Content-Encoding")).toBeNull();
    const plain = await bytes(plainRes);
    expect(plain.byteLength).toBeGreaterThan(1024);
    expect(Number(plainRes.headers.get("Content-Length"))).toBe(plain.byteLength);

    const brRes = await s.request(LARGE, { headers: { "Accept-Encoding": "br" } });
    expect(brRes.headers.get("Content-Encoding")).toBe("br");
    const br = await bytes(brRes);
    expect(Number(brRes.headers.get("Content-Length"))).toBe(br.byteLength);
    expect(br.byteLength).toBeLessThan(plain.byteLength);
    expect(brotliDecompressSync(br).equals(plain)).toBe(true);

    const gzRes = await s.request(LARGE, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzRes.headers.get("Content-Encoding")).toBe("gzip");
    const gz = await bytes(gzRes);
    expect(Number(gzRes.headers.get("Content-Length"))).toBe(gz.byteLength);
    expect(gunzipSync(gz).equals(plain)).toBe(true);
  });

  it("honours preferences and q-values", async () => {
    const coding = async (ae: string): Promise<string | null> => (await s.request(LARGE, { headers: { "Accept-Encoding": ae } })).headers.get("Content-Encoding");
    expect(await coding("gzip, deflate, br")).toBe("br");
    expect(await coding("br;q=0, gzip")).toBe("gzip");
    expect(await coding("gzip;q=0, br;q=0")).toBeNull();
    expect(await coding("identity")).toBeNull();
    expect(await coding("deflate")).toBeNull();
    expect(await coding("*")).toBe("br");
    expect(await coding("*, br;q=0")).toBe("gzip");
  });

  it("compresses files from the tree as well as computed lists, the same every time", async () => {
    const file = await s.request("/v1/greek/Matt.1.1", { headers: { "Accept-Encoding": "gzip" } });
    expect(file.headers.get("Content-Encoding")).toBe("gzip");
    const decoded = gunzipSync(await bytes(file)).toString("utf8");
    expect(decoded).toBe(s.files.get("v1/greek/Matt.1.1.json"));
    const again = await s.request("/v1/greek/Matt.1.1", { headers: { "Accept-Encoding": "gzip" } });
    expect(gunzipSync(await bytes(again)).toString("utf8")).toBe(decoded);
  });

  it("leaves small bodies uncompressed", async () => {
    const res = await s.request("/v1/verses/Gen.12.1", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect((await json(res)).data.osis_ref).toBe("Gen.12.1");
  });
});

describe("HEAD", () => {
  it("has the status and headers of GET and no body", async () => {
    for (const [path, headers] of [
      ["/v1/people/abraham", {}],
      ["/v1/people?limit=3", {}],
      [LARGE, { "Accept-Encoding": "gzip" }],
      ["/v1/people/moses", {}],
    ] as const) {
      const app = await sampleApp();
      const get = await app.request(path, { headers });
      const head = await app.request(path, { method: "HEAD", headers });
      expect(head.status, path).toBe(get.status);
      expect(await head.text(), path).toBe("");
      for (const h of ["Content-Type", "Content-Length", "Content-Encoding", "ETag", "Cache-Control", "Vary", "Access-Control-Allow-Origin", "RateLimit-Policy"]) {
        expect(head.headers.get(h), `${path} ${h}`).toBe(get.headers.get(h));
      }
    }
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const etag = (await s.request("/v1/people/abraham")).headers.get("ETag")!;
    const res = await s.request("/v1/people/abraham", { method: "HEAD", headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
  });
});
