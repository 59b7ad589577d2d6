/**
 * A typed client of the Bible reference API: openapi-fetch over the types generated from the API's
 * OpenAPI document (`api.ts`, `npm run gen:client`), with the key sent on every request, a 429
 * retried after its `Retry-After` (within bounds, {@link RetryOptions}), and lists walked page by
 * page (`pages`, `all`). Non-2xx answers come back as problem documents in `error`, or are thrown as
 * {@link BibleApiError} by {@link unwrap} and the paging helpers.
 *
 * ```ts
 * const api = createBibleClient({ baseUrl: "http://localhost:8787", apiKey: "bra_…" });
 * const { data, error } = await api.GET("/v1/people/{slug}", { params: { path: { slug: "ruth" } } });
 * for await (const person of api.all("/v1/people", { params: { query: { gender: "Female" } } }, { maxItems: 120 })) console.log(person.name);
 * ```
 *
 * Imports in this package name the compiled files (`./api.js`), so that its declaration files
 * (`dist/*.d.ts`) resolve for any TypeScript that reads them.
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./api.js";
import { listItems, listPages, type ListItem, type ListPage, type ListPath, type PagingArgs } from "./pages.js";
import { retryingFetch, type RetryOptions } from "./retry.js";

export type { components, paths };
export { BibleApiError, UNEXPECTED_RESPONSE, unwrap, type Problem } from "./errors.js";
export type { ListInit, ListItem, ListPage, ListPath, PageOptions, PagingArgs } from "./pages.js";
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

/** The client: `GET`/`POST` take the API's paths and are typed by them; `pages` and `all` walk lists. */
export interface BibleClient extends Client<paths> {
  /**
   * The pages of a list, from `offset` (0 by default) until `meta.total` or `maxItems` (1,000 by
   * default; the last page is cut to it), each as the API answers it. Throws {@link BibleApiError}.
   */
  pages<P extends ListPath>(path: P, ...args: PagingArgs<P>): AsyncGenerator<ListPage<P>, void, undefined>;
  /** The items of a list, page after page, as {@link BibleClient.pages} fetches them. */
  all<P extends ListPath>(path: P, ...args: PagingArgs<P>): AsyncGenerator<ListItem<P>, void, undefined>;
}

/** Creates a client for one key. */
export function createBibleClient(options: BibleClientOptions): BibleClient {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { "X-API-Key": options.apiKey },
    fetch: retryingFetch(fetch, options.retry),
  });
  return Object.assign(client, {
    pages: <P extends ListPath>(path: P, ...args: PagingArgs<P>) => listPages(client, path, ...args),
    all: <P extends ListPath>(path: P, ...args: PagingArgs<P>) => listItems(client, path, ...args),
  });
}
