import { describe, expect, it } from "vitest";
import { ApiError, ERRORS, problem, type ErrorCode } from "../../src/core/errors.ts";

describe("problem", () => {
  it("follows the detail with the catalogue's hint, and gives the hint alone without a detail", () => {
    expect(problem("not-found", "Genesis has 50 chapters in KJV versification; there is no chapter 51.", "/v1/chapters/Gen.51")).toEqual({
      type: "https://bible-reference-api.dev/errors/not-found",
      title: "Resource not found",
      status: 404,
      detail: "Genesis has 50 chapters in KJV versification; there is no chapter 51. Check the identifier.",
      code: "not-found",
      instance: "/v1/chapters/Gen.51",
    });
    expect(problem("internal-error").detail).toBe(ERRORS["internal-error"].hint);
  });

  it("leaves the hint out when the detail already says what to do, so no advice is given twice", () => {
    const detail = "Gen.1.1-Gen.20.1 holds 497 verses, more than the 200 one answer may hold: read it a chapter at a time (/v1/chapters/Gen.1 to /v1/chapters/Gen.20) or in passages of at most 200 verses.";
    expect(problem("passage-too-long", detail, undefined, [], { advised: true }).detail).toBe(detail);
    expect(problem("passage-too-long", undefined, undefined, [], { advised: true }).detail, "the hint is all there is to say").toBe(ERRORS["passage-too-long"].hint);
  });
});

describe("ApiError", () => {
  it("carries its headers, suggestions and whether its detail is advised, none by default", () => {
    const plain = new ApiError("not-found", "No person is identified by \"x\".");
    expect([plain.status, plain.headers, plain.suggestions, plain.advised]).toEqual([404, {}, [], false]);
    const code: ErrorCode = "not-found";
    const suggestions = [{ slug: "abraham", name: "Abraham", url: "/v1/people/abraham" }];
    const advised = new ApiError(code, "No person is identified by \"abram\". /v1/people lists valid ones.", { suggestions, advised: true, headers: { "X-A": "1" } });
    expect([advised.headers, advised.suggestions, advised.advised]).toEqual([{ "X-A": "1" }, suggestions, true]);
  });
});
