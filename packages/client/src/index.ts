/**
 * A typed client of the Bible reference API: openapi-fetch over the types generated from the API's
 * OpenAPI document (`api.ts`, `npm run gen:client`), with the key sent on every request, and a 429
 * retried after its `Retry-After` (within bounds, {@link RetryOptions}). Non-2xx answers come back as
 * problem documents in `error`, or are thrown as {@link BibleApiError} by {@link unwrap}.
 *
 * ```ts
 * const api = createBibleClient({ baseUrl: "http://localhost:8787", apiKey: "bra_…" });
 * const { data, error } = await api.GET("/v1/people/{slug}", { params: { path: { slug: "ruth" } } });
 * ```
 *
 * Imports in this package name the compiled files (`./api.js`), so that its declaration files
 * (`dist/*.d.ts`) resolve for any TypeScript that reads them.
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./api.js";
import { retryingFetch, type RetryOptions } from "./retry.js";

export type { components, paths };
export { BibleApiError, UNEXPECTED_RESPONSE, unwrap, type Problem } from "./errors.js";
export type { RetryOptions } from "./retry.js";

/** A record or response schema of the API by name, e.g. `Schema<"Person">`. */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];

/** What the client needs: where the API is, the key, and optionally a `fetch` and the retries. */
export interface BibleClientOptions {
  /** The API's origin, without `/v1` (e.g. `http://localhost:8787`). */
  readonly baseUrl: string;
  /** The API key (`bra_…`), sent as `X-API-Key`. */
  readonly apiKey: string;
  /** The `fetch` to use; the global one by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** When a 429 (or a 5xx) is sent again; `false` never retries. Default: {@link RetryOptions}. */
  readonly retry?: RetryOptions | false;
}

/** The client: `GET`/`POST` take the API's paths and are typed by them. */
export type BibleClient = Client<paths>;

/** Creates a client for one key. */
export function createBibleClient(options: BibleClientOptions): BibleClient {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { "X-API-Key": options.apiKey },
    fetch: retryingFetch(fetch, options.retry),
  });
}
