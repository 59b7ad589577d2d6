/**
 * Hostile input, generated: fast-check builds paths (every route with arbitrary, percent-encoded,
 * traversal-laden segments), query strings, headers and semantic-search bodies, sends them through the
 * real app, and asserts that no answer is a 500, no answer leaks a stack trace or a file path, every
 * error is problem details, and the app never asks its data source for a file outside the tree.
 * A failure prints fast-check's seed and the shrunk request, to replay it.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../../src/paths.ts";
import { ROUTES } from "../../../src/contract/routes.ts";
import { isTreePath, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp({ keyCacheMs: 0, log: () => undefined });
});

/** Percent-encodes every byte of `text`'s UTF-8 outside printable ASCII (lone surrogates become U+FFFD). */
const encodeBytes = (text: string, keep = /[\x21-\x7e]/): string =>
  [...text].map((c) => (keep.test(c) ? c : [...Buffer.from(c, "utf8")].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join(""))).join("");

/** Pieces hostile ids are made of, beside arbitrary Unicode. */
const NASTY = ["..", "%2e%2e", "%2F", "%5C", "\\", "/", "%00", "%25", "%", "%E0%A4%A", "%FF", "_index", ".json", "build-report", "~", "*", "?", "#", " ", "%20", "abraham", "Gen.1.1", "G26", "H430", "\u202E", "\u0301"];
const segment = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.array(fc.constantFrom(...NASTY), { minLength: 1, maxLength: 6 }).map((parts) => parts.join("")),
  fc.string({ maxLength: 300 }).map((t) => encodeBytes(t, /[A-Za-z0-9._~-]/)),
);
/** A path: a route with its parameters replaced by hostile segments, or the route with junk appended. */
const pathArb = fc.tuple(fc.constantFrom(...Object.values(ROUTES)), segment, fc.boolean(), segment).map(([route, seg, extra, more]) => {
  const filled = route.replace(/:[A-Za-z]+/g, () => seg);
  const raw = extra ? `${filled}/${more}` : filled;
  return encodeBytes(raw);
});
const PARAMS = ["q", "limit", "offset", "gender", "has_coordinates", "feature_type", "kind", "type", "x"];
const queryArb = fc
  .array(fc.tuple(fc.constantFrom(...PARAMS), fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom("-1", "1e9", "NaN", "", "%", "%%", "0x10", "201", "true", "Male"))), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${k}=${encodeBytes(v, /[A-Za-z0-9._~-]/)}`).join("&")}`));
const headerValue = fc.string({ maxLength: 60 }).map((v) => v.replace(/[^\x20-\x7e]/g, ""));

/** What an answer must never contain: stacks, source paths, internals. */
function expectNoLeak(status: number, body: string): void {
  expect(status, body.slice(0, 300)).not.toBe(500);
  expect(status).toBeLessThan(600);
  expect(body).not.toMatch(/\bat [^"\n]*:\d+:\d+|node:internal|node_modules|\.[cm]?[jt]s:\d+/);
  expect(body).not.toContain(PROJECT_ROOT);
}

async function check(res: Response): Promise<void> {
  const body = await res.text();
  expectNoLeak(res.status, body);
  if (res.status >= 400) {
    expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(body) as { status: number; code: string };
    expect(problem.status).toBe(res.status);
  }
}

describe("generated hostile requests", () => {
  it("GET and HEAD on any route with hostile segments and query strings: never a 500, never a read outside the tree", async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, queryArb, fc.constantFrom("GET", "HEAD"), async (p, q, method) => {
        const res = await s.request(`${p}${q}`, { method, key: s.keys.pro.key });
        if (method === "HEAD") expectNoLeak(res.status, await res.text());
        else await check(res);
      }),
      { numRuns: 600 },
    );
    expect(s.reads.filter((rel) => !isTreePath(rel))).toEqual([]);
  }, 120_000);

  it("arbitrary header values (key, conditional, encoding) and methods: never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        pathArb,
        fc.oneof(headerValue, fc.constant(s.keys.pro.key), fc.constant(`${s.keys.pro.key} `), fc.constant(s.keys.pro.key.slice(0, -1))),
        headerValue,
        headerValue,
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"),
        async (p, key, inm, enc, method) => {
          const headers: Record<string, string> = { "If-None-Match": inm, "Accept-Encoding": enc };
          const res = await s.request(p, { method, key, headers });
          expectNoLeak(res.status, method === "HEAD" ? "" : await res.text());
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);

  it("semantic-search bodies of any shape: 200 or a 4xx problem, never a 500", async () => {
    const body = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.record({ query: fc.oneof(fc.string({ maxLength: 400 }), fc.jsonValue()), limit: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)) }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom("application/json", "text/plain", "application/json; charset=utf-8", ""), async (text, type) => {
        const headers: Record<string, string> = type === "" ? {} : { "Content-Type": type };
        const res = await s.request("/v1/search/semantic", { method: "POST", key: s.keys.pro.key, headers, body: text });
        await check(res);
        expect([200, 400, 413, 415, 429]).toContain(res.status);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
