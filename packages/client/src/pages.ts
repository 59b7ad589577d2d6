/**
 * Paging: every list answers `{ data, meta: { total, limit, offset } }`, and these walk `offset`
 * from the one asked for (0 by default) until `total`, or until the caller's cap, one request per
 * page, the page size being the `limit` asked for (else the endpoint's default).
 */
import type { Client, MaybeOptionalInit } from "openapi-fetch";
import type { paths } from "./api.js";
import { BibleApiError } from "./errors.js";

/** The operation of `GET path`. */
type GetOperation<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;

/** The JSON body of an operation's 200 answer. */
type OkBody<O> = O extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;

/** The query parameters of an operation. */
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** A body that is one page of a list. */
interface PageShape {
  readonly data: readonly unknown[];
  readonly meta: { readonly total: number; readonly limit: number; readonly offset: number };
}

/** The paths of the lists: `GET` with an `offset` parameter, answering one page (`{ data, meta }`). */
export type ListPath = { [P in keyof paths]: IsList<GetOperation<P>> extends true ? P : never }[keyof paths];

/** Whether an operation answers pages and takes `offset` (`never`, no operation, is not a list). */
type IsList<O> = [O] extends [never] ? false : [OkBody<O>] extends [never] ? false : [QueryOf<O>] extends [never] ? false : OkBody<O> extends PageShape ? ("offset" extends keyof QueryOf<O> ? true : false) : false;

/** One page of the list at `P`, as the API answers it. */
export type ListPage<P extends ListPath> = OkBody<GetOperation<P>>;

/** One item of the list at `P`. */
export type ListItem<P extends ListPath> = ListPage<P> extends { data: ReadonlyArray<infer T> } ? T : never;

/** The request of the list at `P`: its path and query parameters (`offset` is where to start). */
export type ListInit<P extends ListPath> = MaybeOptionalInit<paths[P], "get">;

/** How far to page. */
export interface PageOptions {
  /** The most items to fetch (a whole number from 0, or Infinity); 1,000 by default. */
  readonly maxItems?: number;
}

/** The default of {@link PageOptions.maxItems}. */
export const DEFAULT_MAX_ITEMS = 1000;

/** The arguments after the path: the request, required when the path has path parameters. */
export type PagingArgs<P extends ListPath> = undefined extends ListInit<P> ? [init?: ListInit<P>, options?: PageOptions] : [init: ListInit<P>, options?: PageOptions];

/** The request options as openapi-fetch takes them, without the types of one path. */
interface LooseInit {
  readonly params?: { readonly query?: Record<string, unknown>; readonly [where: string]: unknown };
  readonly [option: string]: unknown;
}

/** The cap, checked. */
function maxItemsOf(options: PageOptions | undefined): number {
  const max = options?.maxItems ?? DEFAULT_MAX_ITEMS;
  if (!(max === Infinity || (Number.isSafeInteger(max) && max >= 0))) throw new RangeError(`maxItems must be a whole number from 0 or Infinity, not ${max}`);
  return max;
}

/**
 * The pages of the list at `path`, in order, each as the API answers it (the last one cut to the
 * cap). A non-2xx answer throws a {@link BibleApiError}.
 */
export async function* listPages<P extends ListPath>(client: Client<paths>, path: P, ...[init, options]: PagingArgs<P>): AsyncGenerator<ListPage<P>, void, undefined> {
  const max = maxItemsOf(options);
  const loose = (init ?? {}) as LooseInit;
  const query = loose.params?.query ?? {};
  const asked = typeof query.limit === "number" ? query.limit : undefined;
  let offset = typeof query.offset === "number" ? query.offset : 0;
  let fetched = 0;
  let pageSize = asked;
  while (fetched < max) {
    const remaining = max - fetched;
    const limit = pageSize === undefined ? undefined : Math.min(pageSize, remaining);
    const request = { ...loose, params: { ...loose.params, query: { ...query, offset, ...(limit === undefined ? {} : { limit }) } } };
    const get = client.GET as (path: string, init: LooseInit) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await get(path, request);
    if (!response.ok) throw BibleApiError.from(error, response);
    const page = data as PageShape;
    // The API caps a limit above its maximum; `meta.limit` is the page size it used.
    if (limit === undefined || page.meta.limit < limit) pageSize = page.meta.limit;
    const items = page.data.length > remaining ? page.data.slice(0, remaining) : page.data;
    fetched += items.length;
    offset += page.data.length;
    yield (items === page.data ? page : { ...page, data: items }) as ListPage<P>;
    if (page.data.length === 0 || offset >= page.meta.total) return;
  }
}

/** The items of the list at `path`, page after page, at most the cap. */
export async function* listItems<P extends ListPath>(client: Client<paths>, path: P, ...args: PagingArgs<P>): AsyncGenerator<ListItem<P>, void, undefined> {
  for await (const page of listPages(client, path, ...args)) yield* (page as PageShape).data as ListItem<P>[];
}
