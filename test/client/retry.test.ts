/**
 * The client's retries (`packages/client/src/retry.ts`): on hand-made answers with fake timers (a
 * 429 is sent again after its `Retry-After`, a bounded number of times, never after a wait longer
 * than the maximum; 5xx only when asked), then against the real app on a real server, whose 429 is
 * the daily allowance used up with `Retry-After` the seconds to 00:00 UTC.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BibleApiError, createBibleClient, unwrap, type RetryOptions } from "../../packages/client/src/index.ts";
import { retryAfterSeconds } from "../../packages/client/src/retry.ts";
import { dayAt } from "../../src/core/calendar.ts";
import { TIERS } from "../../src/contract/tiers.ts";
import { sampleApp, type SampleApp } from "../helpers/sample-app.ts";

/** One request as the fixture saw it. */
interface Seen {
  readonly at: number;
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

/** A `fetch` that answers with `answers` in turn (the last one again when they run out), and what it saw. */
function scripted(...answers: Array<() => Response>): { fetch: (r: Request) => Promise<Response>; seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetch: async (request) => {
      seen.push({ at: Date.now(), method: request.method, url: request.url, body: await request.text() });
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
      if (answer === undefined) throw new Error("no answer scripted");
      return answer();
    },
  };
}

/** A problem answer as the API sends it. */
function problem(status: number, code: string, headers: Record<string, string> = {}): () => Response {
  return () =>
    new Response(JSON.stringify({ type: `https://bible-reference-api.dev/errors/${code}`, title: code, status, detail: `${code} happened.`, code }), {
      status,
      headers: { "Content-Type": "application/problem+json", ...headers },
    });
}

const ok = (): Response => Response.json({ data: { version: "1.0.0" } });

function client(fetch: (r: Request) => Promise<Response>, retry?: RetryOptions | false) {
  return createBibleClient({ baseUrl: "http://api.test", apiKey: "bra_test", fetch, ...(retry === undefined ? {} : { retry }) });
}

describe("Retry-After", () => {
  it("reads whole seconds (what the API sends) and HTTP dates; anything else is no answer", () => {
    const now = Date.parse("2026-03-10T23:59:00Z");
    expect(retryAfterSeconds("7", now)).toBe(7);
    expect(retryAfterSeconds(" 0 ", now)).toBe(0);
    expect(retryAfterSeconds("Tue, 10 Mar 2026 23:59:30 GMT", now)).toBe(30);
    expect(retryAfterSeconds("Tue, 10 Mar 2026 23:58:00 GMT", now)).toBe(0);
    for (const v of [null, "", "-1", "1.5", "soon", "5.5", "2026-03-11"]) expect(retryAfterSeconds(v, now), String(v)).toBeUndefined();
  });
});

describe("retries on hand-made answers", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends a request refused with 429 again after its Retry-After, and returns the answer that follows", async () => {
    const { fetch, seen } = scripted(problem(429, "quota-exceeded", { "Retry-After": "3" }), ok);
    const pending = client(fetch).GET("/v1/meta");
    await vi.advanceTimersByTimeAsync(2_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const { data, response } = await pending;
    expect(response.status).toBe(200);
    expect(data?.data.version).toBe("1.0.0");
    expect(seen.map((s) => s.at - seen[0]!.at)).toEqual([0, 3_000]);
    expect(seen[1]?.url).toBe("http://api.test/v1/meta");
  });

  it("stops after `retries` retries and returns the last 429, whose problem unwrap throws", async () => {
    const { fetch, seen } = scripted(problem(429, "quota-exceeded", { "Retry-After": "1" }));
    const pending = client(fetch, { retries: 3 }).GET("/v1/meta");
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await pending;
    expect(seen).toHaveLength(4);
    expect(result.response.status).toBe(429);
    expect(() => unwrap(result)).toThrow(BibleApiError);
    expect(() => unwrap(result)).toThrow(expect.objectContaining({ code: "quota-exceeded", status: 429 }));
  });

  it("makes two retries by default", async () => {
    const { fetch, seen } = scripted(problem(429, "quota-exceeded", { "Retry-After": "1" }));
    const pending = client(fetch).GET("/v1/meta");
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).response.status).toBe(429);
    expect(seen).toHaveLength(3);
  });

  it("returns a 429 at once when its Retry-After is longer than the longest wait (the API's usual 429: hours to midnight)", async () => {
    const { fetch, seen } = scripted(problem(429, "quota-exceeded", { "Retry-After": "43200" }), ok);
    const result = await client(fetch).GET("/v1/meta");
    expect(result.response.status).toBe(429);
    expect(result.response.headers.get("Retry-After")).toBe("43200");
    expect(seen).toHaveLength(1);
    const patient = scripted(problem(429, "quota-exceeded", { "Retry-After": "31" }), ok);
    expect((await client(patient.fetch, { maxWaitSeconds: 30 }).GET("/v1/meta")).response.status).toBe(429);
    const pending = client(patient.fetch, { maxWaitSeconds: 31 }).GET("/v1/meta");
    await vi.advanceTimersByTimeAsync(31_000);
    expect((await pending).response.status).toBe(200);
  });

  it("waits 1, 2, 4 … seconds (at most the longest wait) for a 429 without Retry-After", async () => {
    const { fetch, seen } = scripted(problem(429, "quota-exceeded"));
    const pending = client(fetch, { retries: 4, maxWaitSeconds: 3 }).GET("/v1/meta");
    await vi.advanceTimersByTimeAsync(60_000);
    await pending;
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at);
    expect(gaps).toEqual([1_000, 2_000, 3_000, 3_000]);
  });

  it("does not retry a 5xx unless asked, and then only 500, 502, 503 and 504", async () => {
    const unavailable = scripted(problem(503, "store-unavailable", { "Retry-After": "5" }), ok);
    expect((await client(unavailable.fetch).GET("/v1/meta")).response.status).toBe(503);
    expect(unavailable.seen).toHaveLength(1);
    const asked = scripted(problem(503, "store-unavailable", { "Retry-After": "5" }), ok);
    const pending = client(asked.fetch, { serverErrors: true }).GET("/v1/meta");
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).response.status).toBe(200);
    expect(asked.seen).toHaveLength(2);
    const notYet = scripted(problem(501, "not-implemented"), ok);
    expect((await client(notYet.fetch, { serverErrors: true }).GET("/v1/meta")).response.status).toBe(501);
    expect(notYet.seen).toHaveLength(1);
  });

  it("never retries other answers, nor anything with retry: false or retries: 0", async () => {
    for (const status of [400, 401, 403, 404]) {
      const { fetch, seen } = scripted(problem(status, "x"), ok);
      expect((await client(fetch).GET("/v1/meta")).response.status).toBe(status);
      expect(seen).toHaveLength(1);
    }
    for (const retry of [false, { retries: 0 }] as const) {
      const { fetch, seen } = scripted(problem(429, "quota-exceeded", { "Retry-After": "0" }), ok);
      expect((await client(fetch, retry).GET("/v1/meta")).response.status).toBe(429);
      expect(seen).toHaveLength(1);
    }
  });

  it("sends a POST's body again on each retry", async () => {
    const { fetch, seen } = scripted(problem(429, "quota-exceeded", { "Retry-After": "0" }), problem(429, "quota-exceeded", { "Retry-After": "0" }), ok);
    const pending = client(fetch).POST("/v1/search/semantic", { body: { query: "the wife of Abraham", limit: 3 } });
    await vi.runAllTimersAsync();
    expect((await pending).response.status).toBe(200);
    expect(seen.map((s) => [s.method, JSON.parse(s.body)])).toEqual(Array(3).fill(["POST", { query: "the wife of Abraham", limit: 3 }]));
  });

  it("gives up waiting when the request is aborted", async () => {
    const { fetch, seen } = scripted(problem(429, "quota-exceeded", { "Retry-After": "20" }), ok);
    const controller = new AbortController();
    const pending = client(fetch).GET("/v1/meta", { signal: controller.signal });
    const settled = expect(pending).rejects.toThrow("stop");
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort(new Error("stop"));
    await settled;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(1);
  });

  it("refuses options that could retry forever", () => {
    const { fetch } = scripted(ok);
    expect(() => client(fetch, { retries: Infinity })).toThrow(RangeError);
    expect(() => client(fetch, { retries: -1 })).toThrow(RangeError);
    expect(() => client(fetch, { retries: 1.5 })).toThrow(RangeError);
    expect(() => client(fetch, { maxWaitSeconds: Infinity })).toThrow(RangeError);
    expect(() => client(fetch, { maxWaitSeconds: Number.NaN })).toThrow(RangeError);
  });
});

describe("retries against the real app", () => {
  let sample: SampleApp;
  let server: ServerType;
  let base: string;

  beforeAll(async () => {
    sample = await sampleApp({ now: new Date("2026-03-10T23:59:59.400Z") });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: sample.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await sample?.store.close();
  });

  /** Uses up the free key's allowance for the app's current day. */
  async function useUpAllowance(): Promise<void> {
    const { day } = dayAt(sample.now());
    const limit = TIERS.free.dailyLimit;
    for (let i = 0; i < limit; i++) await sample.store.consume(sample.keys.free.info.id, day, limit);
  }

  it("a key refused in the last second of the day is served after midnight: one retry, after Retry-After: 1", async () => {
    await useUpAllowance();
    const statuses: Array<[number, string | null]> = [];
    const api = createBibleClient({
      baseUrl: base,
      apiKey: sample.keys.free.key,
      fetch: async (request) => {
        const response = await fetch(request);
        statuses.push([response.status, response.headers.get("Retry-After")]);
        if (response.status === 429) sample.setNow("2026-03-11T00:00:00.400Z");
        return response;
      },
    });
    const started = Date.now();
    const meta = unwrap(await api.GET("/v1/meta"));
    expect(meta.data.counts.person).toBeGreaterThan(0);
    expect(statuses).toEqual([
      [429, "1"],
      [200, null],
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("midday: the 429 comes back at once, and unwrap throws it with its problem document", async () => {
    sample.setNow("2026-03-11T12:00:00.000Z");
    await useUpAllowance();
    const api = createBibleClient({ baseUrl: base, apiKey: sample.keys.free.key });
    const started = Date.now();
    const result = await api.GET("/v1/people/{slug}", { params: { path: { slug: "abraham" } } });
    expect(Date.now() - started).toBeLessThan(1_000);
    const error = (() => {
      try {
        unwrap(result);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(BibleApiError);
    expect(error).toMatchObject({ status: 429, code: "quota-exceeded", title: "Daily request allowance used up" });
    expect((error as BibleApiError).detail).toContain("1000 requests for 2026-03-11");
    expect((error as BibleApiError).response.headers.get("Retry-After")).toBe(String(12 * 3600));
  });
});
