/**
 * The client's typed errors (`packages/client/src/errors.ts`) on hand-made answers: a problem
 * document becomes a `BibleApiError` with its fields, an answer that is not one (a proxy's HTML page,
 * an empty body) becomes one with the code `unexpected-response`, and `unwrap` returns the data of a
 * 2xx answer or throws.
 */
import { describe, expect, it } from "vitest";
import { BibleApiError, createBibleClient, UNEXPECTED_RESPONSE, unwrap, type Problem } from "../../packages/client/src/index.ts";

/** A client whose every request gets `answer()`. */
function answering(answer: () => Response) {
  return createBibleClient({ baseUrl: "http://api.test", apiKey: "bra_test", fetch: async () => answer(), retry: false });
}

/** What `fn` throws (fails the test when it does not throw). */
function thrown(fn: () => unknown): BibleApiError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(BibleApiError);
    return e as BibleApiError;
  }
  throw new Error("nothing was thrown");
}

const NOT_FOUND: Problem = {
  type: "https://bible-reference-api.dev/errors/not-found",
  title: "Resource not found",
  status: 404,
  detail: "No person 'mary'. Check the identifier.",
  code: "not-found",
  instance: "/v1/people/mary",
  suggestions: [{ slug: "mary-magdalene", name: "Mary Magdalene", url: "/v1/people/mary-magdalene" }],
};

describe("BibleApiError and unwrap", () => {
  it("a problem document: its code, title, detail, status and suggestions, the document and the response", async () => {
    const api = answering(() => new Response(JSON.stringify(NOT_FOUND), { status: 404, headers: { "Content-Type": "application/problem+json" } }));
    const result = await api.GET("/v1/people/{slug}", { params: { path: { slug: "mary" } } });
    expect(result.error).toEqual(NOT_FOUND);
    const e = thrown(() => unwrap(result));
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({ name: "BibleApiError", status: 404, code: "not-found", title: "Resource not found", detail: NOT_FOUND.detail });
    expect(e.message).toBe("404 not-found: No person 'mary'. Check the identifier.");
    expect(e.suggestions.map((s) => s.slug)).toEqual(["mary-magdalene"]);
    expect(e.problem).toEqual(NOT_FOUND);
    expect(e.response.status).toBe(404);
  });

  it("an answer that is not a problem document: the status line and the start of the body", () => {
    const page = `<html><body>${"Bad gateway. ".repeat(40)}</body></html>`;
    const html = BibleApiError.from(page, new Response(null, { status: 502, statusText: "Bad Gateway" }));
    expect(html).toMatchObject({ status: 502, code: UNEXPECTED_RESPONSE, title: "Bad Gateway" });
    expect(html.problem.type).toBe("about:blank");
    expect(html.detail).toMatch(/^The answer is not a problem document of the API: <html><body>Bad gateway\./);
    expect(html.detail.length).toBeLessThan(300);
    const empty = BibleApiError.from(undefined, new Response(null, { status: 500 }));
    expect(empty).toMatchObject({ status: 500, code: UNEXPECTED_RESPONSE, title: "HTTP 500", detail: "The answer is not a problem document of the API" });
    const other = BibleApiError.from({ message: "nope" }, new Response(null, { status: 400 }));
    expect(other.code).toBe(UNEXPECTED_RESPONSE);
    expect(other.detail).toContain('{"message":"nope"}');
  });

  it("through the client: a text answer is an unexpected-response error, a 2xx answer unwraps to its data", async () => {
    const proxy = answering(() => new Response("upstream timed out", { status: 504, statusText: "Gateway Timeout" }));
    const result = await proxy.GET("/v1/meta");
    const e = thrown(() => unwrap(result));
    expect(e).toMatchObject({ status: 504, code: UNEXPECTED_RESPONSE, title: "Gateway Timeout", detail: "The answer is not a problem document of the API: upstream timed out" });
    const fine = answering(() => Response.json({ data: { version: "1.0.0" } }));
    expect(unwrap(await fine.GET("/v1/meta")).data.version).toBe("1.0.0");
  });
});
