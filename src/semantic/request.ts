/**
 * The body of `POST /v1/search/semantic`, checked strictly: a malformed request is a 400 that says
 * what is wrong, never a guess.
 */
import { ApiError } from "../core/errors.ts";
import { SEMANTIC_REQUEST } from "../contract/api.ts";
import { foldName } from "../core/text.ts";

/** A valid request. */
export interface SemanticRequest {
  /** The query, trimmed. */
  readonly query: string;
  /** The effective limit (1 to {@link SEMANTIC_REQUEST}`.maxLimit`). */
  readonly limit: number;
}

/** Whether a Content-Type names JSON (`application/json`, any parameters, any letter case). */
export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^\s*application\/json\s*(;|$)/i.test(value);
}

/**
 * Checks a request: the content type, the body (JSON object, at most 16 KB) with no fields but `query` (a string of
 * at most 500 characters with a letter or digit once folded, the rule of every `q`) and `limit` (an
 * integer ≥ 1, default 10, capped at 50).
 * Throws `ApiError` `invalid-body` or `invalid-parameter` (both 400).
 */
export function parseSemanticRequest(contentType: string | undefined, body: string): SemanticRequest {
  if (!isJsonContentType(contentType)) throw new ApiError("invalid-body", `Content-Type must be application/json, got ${JSON.stringify((contentType ?? "none").slice(0, 60))}.`, { advised: true });
  if (new TextEncoder().encode(body).length > SEMANTIC_REQUEST.maxBodyBytes) throw new ApiError("invalid-body", `The body must be at most ${SEMANTIC_REQUEST.maxBodyBytes} bytes.`);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new ApiError("invalid-body", "The body is not valid JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ApiError("invalid-body", 'The body must be a JSON object such as {"query": "the man who built an ark"}.', { advised: true });
  const allowed: readonly string[] = SEMANTIC_REQUEST.fields;
  const unknown = Object.keys(value).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) throw new ApiError("invalid-parameter", `Unknown field${unknown.length > 1 ? "s" : ""} ${unknown.slice(0, 5).map((k) => JSON.stringify(k.slice(0, 40))).join(", ")}: the body takes only ${allowed.join(" and ")}.`);
  const { query, limit } = value as Record<string, unknown>;
  if (query === undefined) throw new ApiError("invalid-parameter", "query is required.");
  if (typeof query !== "string") throw new ApiError("invalid-parameter", "query must be a string.");
  const trimmed = query.trim();
  if (trimmed === "") throw new ApiError("invalid-parameter", "query must not be empty.");
  if ([...trimmed].length > SEMANTIC_REQUEST.maxQueryLength) throw new ApiError("invalid-parameter", `query must be at most ${SEMANTIC_REQUEST.maxQueryLength} characters.`);
  if (foldName(trimmed) === "") throw new ApiError("invalid-parameter", `query must contain a letter or a digit: case, accents and punctuation are ignored, so ${JSON.stringify(trimmed.slice(0, 40))} matches nothing.`);
  if (limit === undefined) return { query: trimmed, limit: SEMANTIC_REQUEST.defaultLimit };
  if (typeof limit !== "number" || !Number.isInteger(limit)) throw new ApiError("invalid-parameter", `limit must be a whole number, got ${JSON.stringify(limit)?.slice(0, 40) ?? String(limit)}.`);
  if (limit < 1) throw new ApiError("invalid-parameter", `limit must be ≥ 1, got ${limit}.`);
  return { query: trimmed, limit: Math.min(limit, SEMANTIC_REQUEST.maxLimit) };
}
