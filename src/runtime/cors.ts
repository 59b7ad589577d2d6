/**
 * CORS (and rate-limit) headers put on a response when it is built, not afterwards. Mutating
 * `c.res.headers` after the handler (as `hono/cors` and a post-`next()` header write do) makes Hono
 * copy the Response with a stream body and pushes `@hono/node-server` off its fast path. So
 * `send` and `problemResponse` build their Response with {@link responseHeaders} and mark it
 * complete; the {@link cors} middleware (and `dailyQuota`) add the headers afterwards only to the
 * other responses, exactly as `hono/cors` with the options below did.
 */
import type { Context, MiddlewareHandler } from "hono";
import { CORS_POLICY, ENDPOINTS, ROUTE_NAMES } from "../contract/api.ts";

/** The CORS headers of every response (any origin; the rate-limit and caching headers exposed). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": CORS_POLICY.origin,
  "Access-Control-Expose-Headers": CORS_POLICY.exposedHeaders.join(","),
};

/** The headers of a preflight's 204, as `hono/cors` sends them for these options. */
const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  "Access-Control-Max-Age": String(CORS_POLICY.maxAgeSeconds),
  "Access-Control-Allow-Methods": [...new Set(ROUTE_NAMES.flatMap((r) => (ENDPOINTS[r].method === "post" ? ["POST"] : ["GET", "HEAD"]))), "OPTIONS"].join(","),
  "Access-Control-Allow-Headers": CORS_POLICY.requestHeaders.join(","),
  Vary: "Access-Control-Request-Headers",
};

/** Responses built with {@link responseHeaders}: nothing is to be added to them afterwards. */
const complete = new WeakSet<Response>();

/** The IETF rate-limit headers of a keyed response, as `dailyQuota` computes them. */
export interface RateHeaders {
  readonly "RateLimit-Policy": string;
  readonly RateLimit: string;
}

const EXPOSE_HEADERS = CORS_HEADERS["Access-Control-Expose-Headers"]!;

/**
 * The headers to build a response with: CORS, and the rate-limit headers `dailyQuota` left on the
 * context. A fresh object written as a literal: an object spread from {@link CORS_HEADERS} and then
 * extended costs V8 several microseconds more per request (measured with `npm run bench:serve`).
 */
export function responseHeaders(c: Context): Record<string, string> {
  const rate = c.get("rateHeaders") as RateHeaders | undefined;
  if (rate === undefined) return { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSE_HEADERS };
  return { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSE_HEADERS, "RateLimit-Policy": rate["RateLimit-Policy"], RateLimit: rate.RateLimit };
}

/** Marks a response built with {@link responseHeaders}; returns it. */
export function markComplete(res: Response): Response {
  complete.add(res);
  return res;
}

/** Whether the response was built with {@link responseHeaders}. */
export function isComplete(res: Response): boolean {
  return complete.has(res);
}

/**
 * CORS for every response: answers preflights (`OPTIONS`) with 204 before anything else runs (no
 * key needed), and adds {@link CORS_HEADERS} to responses not built with them.
 */
export function cors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, statusText: "No Content", headers: PREFLIGHT_HEADERS });
    await next();
    if (!complete.has(c.res)) for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
  };
}
