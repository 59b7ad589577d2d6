/**
 * A typed client of the Bible reference API: openapi-fetch over the types generated from the API's
 * OpenAPI document (`api.ts`, `npm run gen:client`), with the key sent on every request.
 *
 * ```ts
 * const api = createBibleClient({ baseUrl: "http://localhost:8787", apiKey: "bra_…" });
 * const { data, error } = await api.GET("/v1/people/{slug}", { params: { path: { slug: "ruth" } } });
 * ```
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./api.ts";

export type { components, paths };

/** A record or response schema of the API by name, e.g. `Schema<"Person">`. */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];

/** What the client needs: where the API is, the key, and optionally a `fetch` (tests, proxies). */
export interface BibleClientOptions {
  /** The API's origin, without `/v1` (e.g. `http://localhost:8787`). */
  readonly baseUrl: string;
  /** The API key (`bra_…`), sent as `X-API-Key`. */
  readonly apiKey: string;
  /** The `fetch` to use; the global one by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** The client: `GET`/`POST` take the API's paths and are typed by them. */
export type BibleClient = Client<paths>;

/** Creates a client for one key. */
export function createBibleClient(options: BibleClientOptions): BibleClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { "X-API-Key": options.apiKey },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}
