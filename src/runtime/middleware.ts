/**
 * Small middleware factories: errors as problem details, the API key check, the daily quota with
 * its headers, and conditional/compressed responses.
 */
import type { Context, MiddlewareHandler } from "hono";
import { isComplete, markComplete, responseHeaders, type RateHeaders } from "./cors.ts";
import { ApiError, problem, type ApiErrorOptions, type ErrorCode } from "../core/errors.ts";
import { authenticateKey, chargeRequest } from "./keys.ts";
import { dayAt } from "../core/calendar.ts";
import { TIER_NAMES, TIERS, type Tier } from "../contract/tiers.ts";
import { StoreUnavailableError, type KeyInfo, type Store } from "./store/types.ts";
import { requestHeader } from "./request.ts";

/** Values the middleware leaves on the context for handlers. */
export interface AppEnv {
  /** `rateHeaders`: the `RateLimit`/`RateLimit-Policy` headers `dailyQuota` computed, for `send`/`problemResponse` to build responses with. */
  Variables: { key: KeyInfo; rateHeaders: RateHeaders };
}

/** A problem details response ({@link problem}), with the headers and suggestions of `options`. */
export function problemResponse(c: Context, code: ErrorCode, detail?: string, options: ApiErrorOptions = {}): Response {
  const { headers = {}, suggestions = [], advised } = options;
  const body = problem(code, detail, c.req.path.slice(0, 200), suggestions, { advised });
  return markComplete(
    new Response(JSON.stringify(body), {
      status: body.status,
      headers: { ...responseHeaders(c), "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...headers },
    }),
  );
}

/** Seconds a client is asked to wait (`Retry-After`) while the store is unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns thrown errors into problem details: an unavailable store is a 503 with `Retry-After` (the
 * request could not be counted, so it is not served); anything unexpected is a 500 that leaks nothing.
 */
export function errorResponse(error: unknown, c: Context, log: (e: unknown) => void = console.error, outage?: (e: StoreUnavailableError) => void): Response {
  if (error instanceof ApiError) return problemResponse(c, error.code, error.detail, error);
  if (error instanceof StoreUnavailableError) {
    (outage ?? log)(error);
    return problemResponse(c, "store-unavailable", undefined, { headers: { "Retry-After": String(STORE_RETRY_AFTER_SECONDS) } });
  }
  log(error);
  return problemResponse(c, "internal-error");
}

/**
 * Logs a store outage without flooding the log: the first failure in full (what is wrong and what
 * the runtime does about it), then at most one line per `everyMs` with how many requests got 503.
 */
export function outageLogger(log: (message: string) => void, everyMs = 10_000, clock: () => number = () => performance.now()): (e: StoreUnavailableError) => void {
  let last = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (e) => {
    const at = clock();
    if (at - last < everyMs) {
      suppressed++;
      return;
    }
    const more = suppressed > 0 ? ` (${suppressed} more request(s) answered 503 since the last message)` : "";
    log(`store unavailable (${e.driver}): ${e.message}; answering 503 with Retry-After: ${STORE_RETRY_AFTER_SECONDS} until it is back${more}`);
    last = at;
    suppressed = 0;
  };
}

/** The challenge a 401 carries (RFC 9110 requires one): the key goes in the X-API-Key header. */
const CHALLENGE = { "WWW-Authenticate": 'ApiKey header="X-API-Key"' } as const;

/**
 * Turns anything thrown that is not an `Error` into one, so the app's error handler (which only sees
 * `Error`s) still answers with problem details.
 */
export function normalizeThrown(): MiddlewareHandler {
  return async (_c, next) => {
    try {
      await next();
    } catch (thrown) {
      throw thrown instanceof Error ? thrown : new Error(`non-Error thrown: ${String(thrown)}`);
    }
  };
}

/** Options of {@link requireKey}. */
export interface KeyCacheOptions {
  /** How long an authenticated key is remembered, in ms; 1000 by default, 0 disables the cache. */
  ttlMs?: number;
  /** At most this many keys are remembered (the oldest entry is dropped first); 10,000 by default. */
  maxEntries?: number;
  /** Monotonic clock in ms; `performance.now` by default. */
  clock?: () => number;
}

/**
 * Requires a valid `X-API-Key`: well-formed (checksum), known and not revoked. Puts the key on the
 * context. A 401 cannot be counted against any key.
 *
 * Key cache: a successfully authenticated raw key is remembered with its `KeyInfo` for at most
 * `ttlMs` (default 1 s; a bounded map of at most `maxEntries`), so the store is asked about a busy
 * key about once a second instead of on every request. Consequence: a revocation or tier change
 * made in the store takes effect within `ttlMs` (1 s by default), not instantly. Unknown or revoked
 * keys are never cached, so a newly issued key works at once. Pass `ttlMs: 0` to disable.
 */
export function requireKey(store: Store, options: KeyCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const ttlMs = options.ttlMs ?? 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const clock = options.clock ?? (() => performance.now());
  const cache = new Map<string, { key: KeyInfo; until: number }>();
  return async (c, next) => {
    const raw = requestHeader(c, "x-api-key");
    if (raw === undefined || raw.trim() === "") throw new ApiError("missing-api-key", undefined, { headers: CHALLENGE });
    let key: KeyInfo | undefined;
    if (ttlMs > 0) {
      const hit = cache.get(raw);
      const at = clock();
      if (hit !== undefined && hit.until > at) key = hit.key;
      else {
        if (hit !== undefined) cache.delete(raw);
        key = await authenticateKey(store, raw.trim());
        if (key !== undefined) {
          if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
          cache.set(raw, { key, until: at + ttlMs });
        }
      }
    } else {
      key = await authenticateKey(store, raw.trim());
    }
    if (key === undefined) throw new ApiError("invalid-api-key", undefined, { headers: CHALLENGE });
    c.set("key", key);
    await next();
  };
}

/** The `RateLimit-Policy` header of each tier (IETF draft-ietf-httpapi-ratelimit-headers). */
const RATE_POLICY = Object.fromEntries(TIER_NAMES.map((tier) => [tier, `"daily";q=${TIERS[tier].dailyLimit};w=86400`])) as Record<Tier, string>;

/**
 * Counts the request against the key's daily (UTC) allowance before answering, so every answered
 * request is counted; past the allowance answers 429 with `Retry-After` (seconds to 00:00 UTC).
 * Every keyed response carries the IETF `RateLimit-Policy` and `RateLimit` headers. Requests for
 * which `counts` is false (e.g. `/v1/usage`) are not counted but still carry the headers.
 */
export function dailyQuota(store: Store, now: () => Date, counts: (c: Context<AppEnv>) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.get("key");
    const at = now();
    const { day, resetSeconds } = dayAt(at);
    const limit = TIERS[key.tier].dailyLimit;
    const ratePolicy = RATE_POLICY[key.tier];
    let used: number;
    if (counts(c)) {
      const decision = await chargeRequest(store, key, at);
      used = decision.used;
      if (!decision.allowed) {
        throw new ApiError("quota-exceeded", `This ${key.tier} key has used its ${limit} requests for ${day} (UTC).`, {
          headers: {
            "Retry-After": String(resetSeconds),
            "RateLimit-Policy": ratePolicy,
            RateLimit: `"daily";r=0;t=${resetSeconds}`,
          },
        });
      }
    } else {
      used = await store.used(key.id, day);
    }
    const rateHeaders: RateHeaders = { "RateLimit-Policy": ratePolicy, RateLimit: `"daily";r=${Math.max(0, limit - used)};t=${resetSeconds}` };
    // send/problemResponse build their responses with these; others get them set afterwards.
    c.set("rateHeaders", rateHeaders);
    await next();
    if (!isComplete(c.res)) for (const [name, value] of Object.entries(rateHeaders)) c.res.headers.set(name, value);
  };
}
