import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/core/errors.ts";
import { isJsonContentType, parseSemanticRequest } from "../../src/semantic/request.ts";

const JSON_TYPE = "application/json";
const fails = (contentType: string | undefined, body: string, code: string, detail: RegExp) => {
  let error: unknown;
  try {
    parseSemanticRequest(contentType, body);
  } catch (e) {
    error = e;
  }
  expect(error, body.slice(0, 40)).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe(code);
  expect((error as ApiError).detail).toMatch(detail);
};

describe("parseSemanticRequest", () => {
  it("reads query and limit, trims the query, defaults the limit to 10 and caps it at 50", () => {
    expect(parseSemanticRequest(JSON_TYPE, '{"query":"  the man who built an ark "}')).toEqual({ query: "the man who built an ark", limit: 10 });
    expect(parseSemanticRequest("Application/JSON; charset=utf-8", '{"query":"ark","limit":3}')).toEqual({ query: "ark", limit: 3 });
    expect(parseSemanticRequest(JSON_TYPE, '{"query":"ark","limit":500}').limit).toBe(50);
    expect(parseSemanticRequest(JSON_TYPE, `{"query":"${"a".repeat(500)}"}`).query).toHaveLength(500);
  });

  it("refuses other content types and bodies that are not a JSON object", () => {
    expect(isJsonContentType("text/plain")).toBe(false);
    expect(isJsonContentType("application/jsonx")).toBe(false);
    fails(undefined, '{"query":"ark"}', "invalid-body", /Content-Type/);
    fails("text/plain", '{"query":"ark"}', "invalid-body", /Content-Type/);
    fails(JSON_TYPE, "{query: ark}", "invalid-body", /not valid JSON/);
    fails(JSON_TYPE, "", "invalid-body", /not valid JSON/);
    for (const body of ["[]", "null", '"ark"', "42"]) fails(JSON_TYPE, body, "invalid-body", /JSON object/);
    fails(JSON_TYPE, `{"query":"${"a".repeat(17_000)}"}`, "invalid-body", /at most 16384 bytes/);
  });

  it("refuses a missing, empty, non-string or too long query, and one with no letter or digit (the rule of every q)", () => {
    fails(JSON_TYPE, "{}", "invalid-parameter", /query is required/);
    fails(JSON_TYPE, '{"query":"---"}', "invalid-parameter", /letter or a digit/);
    fails(JSON_TYPE, '{"query":"%_ \u2019"}', "invalid-parameter", /letter or a digit/);
    expect(parseSemanticRequest(JSON_TYPE, '{"query":"é"}').query).toBe("é");
    fails(JSON_TYPE, '{"query":""}', "invalid-parameter", /not be empty/);
    fails(JSON_TYPE, '{"query":"   "}', "invalid-parameter", /not be empty/);
    fails(JSON_TYPE, '{"query":42}', "invalid-parameter", /string/);
    fails(JSON_TYPE, `{"query":"${"a".repeat(501)}"}`, "invalid-parameter", /at most 500/);
  });

  it("refuses a limit that is not a whole number ≥ 1", () => {
    for (const limit of ['"5"', "2.5", "0", "-1", "null", "true"]) fails(JSON_TYPE, `{"query":"ark","limit":${limit}}`, "invalid-parameter", /limit/);
  });
});

describe("parseSemanticRequest: fields", () => {
  it("refuses any field but query and limit, naming it (a misspelt limit or a filter it does not have is not ignored)", () => {
    fails(JSON_TYPE, '{"query":"ark","limt":5}', "invalid-parameter", /Unknown field "limt": the body takes only query and limit/);
    fails(JSON_TYPE, '{"query":"ark","type":"person","offset":5}', "invalid-parameter", /Unknown fields "type", "offset"/);
  });
});
