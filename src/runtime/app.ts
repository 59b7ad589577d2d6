/**
 * The keyed `/v1` API as a Hono app built from injected parts (the data tree, the key/usage store,
 * the catalog, a clock), so the same code runs in tests, on Node, and at the edge.
 *
 * What counts against the daily allowance: every request that carries a valid key and is answered,
 * whatever its status (200, 304, 400, 404, 405), except `GET /v1/usage`. Not counted: 401s (no key
 * to count against), CORS preflights, and requests refused with 429.
 */
import { Hono, type Context } from "hono";
import { COLLECTIONS, PAGINATION, type Collection } from "../collections.ts";
import { canonicalVerse } from "../core/osis.ts";
import { normalizeStrongs } from "../core/strongs.ts";
import { DOCS_CSP, DOCS_DIR, DOCS_FILES, DOCS_PATH, DOCS_TYPES, OPENAPI_FILE, ROUTES, routeFile, routeUrl, type RouteName } from "../routes.ts";
import { listItems, resolveKey, searchNames, suggestKeys, type Catalog } from "./catalog.ts";
import type { ListItem } from "../contract/index-files.ts";
import type { DataSource } from "./data.ts";
import { ApiError } from "../core/errors.ts";
import { TIERS } from "../contract/tiers.ts";
import { utcDay } from "../core/calendar.ts";
import { cors } from "./cors.ts";
import { dailyQuota, errorResponse, normalizeThrown, outageLogger, problemResponse, requireKey, type AppEnv } from "./middleware.ts";
import { boolean, nameQuery, oneOf, pagination, text } from "./params.ts";
import { acceptedCodings, jsonBody, makeBody, send, VARIANT_SUFFIX, type Body, type Compressor } from "./respond.ts";
import { requestHeader } from "./request.ts";
import type { Store } from "./store/types.ts";
import { SEMANTIC_MODEL_FILE, SEMANTIC_MODEL_URL } from "../semantic/files.ts";
import { parseSemanticRequest, SEMANTIC_REQUEST } from "../semantic/request.ts";

/** What the app is built from. */
export interface AppDeps {
  readonly data: DataSource;
  readonly store: Store;
  readonly catalog: Catalog;
  /** The clock (UTC day and Retry-After); `() => new Date()` by default. */
  readonly now?: () => Date;
  /**
   * On-the-fly br/gzip compression: Node's entry passes `nodeCompressor` (`node/compress.ts`);
   * without one responses go out uncompressed (at the edge the platform compresses them).
   */
  readonly compress?: Compressor;
  /** Where unexpected errors are logged; `console.error` by default. */
  readonly log?: (error: unknown) => void;
  /** How many file bodies to keep in memory (least recently used are dropped); 20,000 by default. */
  readonly cacheEntries?: number;
  /**
   * How long an authenticated API key is remembered, in ms (see `requireKey`): revocations and tier
   * changes take effect within this time. 1000 by default; 0 disables the key cache.
   */
  readonly keyCacheMs?: number;
}

/** Cache policy of data responses: private (keyed) and revalidated with the ETag after an hour. */
export const DATA_CACHE_CONTROL = "private, max-age=3600";
/** Cache policy of the key-less OpenAPI document and docs page. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=3600";
/** Content types of the public files, by extension: the OpenAPI document and the docs page's files. */
const PUBLIC_TYPES: Readonly<Record<string, string>> = { json: "application/json; charset=utf-8", ...DOCS_TYPES };
const MAX_ID_LENGTH = 200;
/** How many name-search responses are kept in memory. */
const SEARCH_CACHE_ENTRIES = 5_000;

/** Builds the app. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const now = deps.now ?? (() => new Date());
  const compress = deps.compress;
  const cacheLimit = deps.cacheEntries ?? 20_000;
  const cache = new Map<string, Body>();
  /** Name-search response bodies by (limit, offset, q), oldest dropped first: the catalog never changes. */
  const searchCache = new Map<string, Body>();

  async function fileBody(rel: string): Promise<Body | undefined> {
    const hit = cache.get(rel);
    if (hit !== undefined) {
      cache.delete(rel);
      cache.set(rel, hit);
      return hit;
    }
    const bytes = await deps.data.read(rel);
    if (bytes === undefined) return undefined;
    const body = makeBody(bytes);
    cache.set(rel, body);
    if (cache.size > cacheLimit) cache.delete(cache.keys().next().value as string);
    return body;
  }

  /**
   * Reads the tree's precompressed variant (`<file>.br` or `.gz`) of a body the client accepts
   * compressed, best coding first, once per body: a variant found is kept with the body, one not
   * found is not looked for again (the compressor, if any, makes it instead).
   */
  async function readVariant(c: Context, rel: string, body: Body): Promise<void> {
    for (const coding of acceptedCodings(requestHeader(c, "accept-encoding"), body.bytes.byteLength)) {
      if (body[coding] !== undefined) return;
      if (body.absent?.includes(coding)) continue;
      const bytes = await deps.data.read(`${rel}${VARIANT_SUFFIX[coding]}`);
      if (bytes !== undefined) {
        body[coding] = bytes;
        return;
      }
      (body.absent ??= []).push(coding);
    }
  }

  const sendJson = (c: Context, value: unknown): Response => send(c, jsonBody(value), DATA_CACHE_CONTROL, compress);

  async function sendFile(c: Context, route: RouteName, params: Record<string, string>, missing: string): Promise<Response> {
    const rel = routeFile(route, params);
    const body = await fileBody(rel);
    if (body === undefined) throw new ApiError("not-found", missing);
    await readVariant(c, rel, body);
    return send(c, body, DATA_CACHE_CONTROL, compress);
  }

  async function readJson(route: RouteName, params: Record<string, string>): Promise<unknown> {
    const body = await fileBody(routeFile(route, params));
    return body === undefined ? undefined : JSON.parse(new TextDecoder().decode(body.bytes));
  }

  /** Sends a key-less file of the tree (the OpenAPI document, the docs page) with its content type. */
  async function sendPublic(c: Context, rel: string): Promise<Response> {
    const body = await fileBody(rel);
    if (body === undefined) throw new ApiError("not-found", `${rel} is missing from this deployment.`);
    await readVariant(c, rel, body);
    const type = PUBLIC_TYPES[rel.slice(rel.lastIndexOf(".") + 1)] ?? "application/octet-stream";
    return send(c, body, PUBLIC_CACHE_CONTROL, compress, rel.endsWith(".html") ? { "Content-Type": type, "Content-Security-Policy": DOCS_CSP } : { "Content-Type": type });
  }

  function collection(table: Collection["table"]) {
    const index = deps.catalog.collections.get(table);
    if (index === undefined) throw new Error(`no catalog for ${table}`);
    return index;
  }

  function verseParam(c: Context): string {
    const raw = c.req.param("osis") ?? "";
    const osis = raw.length <= 40 ? canonicalVerse(raw) : undefined;
    if (osis === undefined) throw new ApiError("not-found", `${JSON.stringify(raw.slice(0, 40))} is not a verse of the 66-book canon (use Book.Chapter.Verse, e.g. Gen.12.1).`);
    return osis;
  }

  const app = new Hono<AppEnv>();
  const log = deps.log ?? console.error;
  const outage = outageLogger((message) => log(message));
  app.onError((error, c) => errorResponse(error, c, log, outage));
  app.use("*", normalizeThrown());
  app.notFound((c) => problemResponse(c, "route-not-found", `Nothing is served at ${c.req.path.slice(0, 200)}.`));
  // CORS as hono/cors with origin "*", methods GET/HEAD/POST/OPTIONS, headers X-API-Key/Content-Type/If-None-Match,
  // the rate-limit and caching headers exposed and max-age 86400, but added while responses are built (cors.ts).
  app.use("*", cors());
  // Key-less and not counted: registered before the key check, they answer before it runs.
  const docsFiles: readonly string[] = DOCS_FILES;
  app.get(ROUTES.openapi, (c) => sendPublic(c, OPENAPI_FILE));
  app.get(DOCS_PATH, (c) => sendPublic(c, `${DOCS_DIR}/index.html`));
  app.get(`${DOCS_PATH}/`, (c) => sendPublic(c, `${DOCS_DIR}/index.html`));
  app.get(`${DOCS_PATH}/:file`, (c) => {
    const file = c.req.param("file");
    if (!docsFiles.includes(file)) return problemResponse(c, "route-not-found", `Nothing is served at ${c.req.path.slice(0, 200)}.`);
    return sendPublic(c, `${DOCS_DIR}/${file}`);
  });
  for (const route of [ROUTES.openapi, DOCS_PATH, `${DOCS_PATH}/`, `${DOCS_PATH}/:file`]) {
    app.all(route, (c) => problemResponse(c, "method-not-allowed", `${c.req.method} is not allowed here.`, { Allow: "GET, HEAD, OPTIONS" }));
  }
  app.use("/v1/*", requireKey(deps.store, { ttlMs: deps.keyCacheMs ?? 1000 }));
  app.use("/v1/*", dailyQuota(deps.store, now, (c) => c.req.path !== ROUTES.usage));

  app.get(ROUTES.meta, (c) => sendFile(c, "meta", {}, "The dataset metadata is missing from this deployment."));

  app.get(ROUTES.usage, async (c) => {
    const key = c.get("key");
    const body = { data: { email: key.email, tier: key.tier, daily_limit: TIERS[key.tier].dailyLimit, daily_used: await deps.store.used(key.id, utcDay(now())) } };
    return send(c, jsonBody(body), "no-store", compress);
  });

  const filters: Partial<Record<Collection["table"], (c: Context) => ((item: ListItem) => boolean) | undefined>> = {
    person: (c) => {
      const gender = oneOf(c.req.query.bind(c.req), "gender", ["Male", "Female"] as const);
      return gender === undefined ? undefined : (item) => item.gender === gender;
    },
    place: (c) => {
      const q = c.req.query.bind(c.req);
      const withCoords = boolean(q, "has_coordinates");
      const featureType = text(q, "feature_type");
      if (withCoords === undefined && featureType === undefined) return undefined;
      return (item) =>
        (withCoords === undefined || (item.latitude !== null && item.longitude !== null) === withCoords) &&
        (featureType === undefined || String(item.feature_type ?? "").toLowerCase() === featureType.toLowerCase());
    },
  };

  for (const c of COLLECTIONS) {
    app.get(ROUTES[c.listRoute], (ctx) => {
      const query = ctx.req.query.bind(ctx.req);
      const { limit, offset } = pagination(query);
      const q = nameQuery(query, "q");
      const page = listItems(collection(c.table), q, filters[c.table]?.(ctx), limit, offset);
      return sendJson(ctx, { data: page.items, meta: { total: page.total, limit, offset } });
    });
    app.get(ROUTES[c.itemRoute], (ctx) => {
      const raw = ctx.req.param(c.param) ?? "";
      const index = collection(c.table);
      let key = raw.length <= MAX_ID_LENGTH ? resolveKey(index, raw) : undefined;
      if (key === undefined && c.table === "strongs") {
        const n = /^[HGhg]\d+ ?[A-Za-z]?$/.test(raw) ? normalizeStrongs(raw.slice(0, 12), "hebrew") : undefined;
        key = n === undefined ? undefined : (resolveKey(index, n) ?? resolveKey(index, n.replace(/[a-z]$/, "")));
      }
      if (key === undefined) {
        const suggestions = suggestKeys(index, raw).map(({ key: k, name }) => ({ slug: k, name, url: routeUrl(c.itemRoute, { [c.param]: k }) }));
        const hint = suggestions.length === 0 ? "" : ` Did you mean ${suggestions.map((s) => s.slug).join(", ")}?`;
        throw new ApiError("not-found", `No ${c.table.replace(/_/g, " ")} is identified by ${JSON.stringify(raw.slice(0, 60))}.${hint}`, {}, suggestions);
      }
      return sendFile(ctx, c.itemRoute, { [c.param]: key }, `${key} is listed but its file is missing.`);
    });
  }

  app.get(ROUTES.search, (c) => {
    const query = c.req.query.bind(c.req);
    const q = nameQuery(query, "q", true) ?? "";
    const { limit, offset } = pagination(query);
    const cacheKey = `${limit}\u0000${offset}\u0000${q}`;
    let body = searchCache.get(cacheKey);
    if (body === undefined) {
      const page = searchNames(deps.catalog, q, limit, offset);
      const data = page.items.map(({ slug, name, entity_type, uuid }) => ({ slug, name, entity_type, uuid }));
      body = jsonBody({ data, meta: { total: page.total, limit, offset } });
      if (searchCache.size >= SEARCH_CACHE_ENTRIES) searchCache.delete(searchCache.keys().next().value as string);
      searchCache.set(cacheKey, body);
    }
    return send(c, body, DATA_CACHE_CONTROL, compress);
  });

  app.post(ROUTES.semanticSearch, async (c) => {
    const key = c.get("key");
    if (!TIERS[key.tier].semanticSearch) throw new ApiError("tier-required", "Semantic search is available to pro keys only.");
    if (Number(c.req.header("Content-Length") ?? 0) > SEMANTIC_REQUEST.maxBodyBytes) throw new ApiError("invalid-body", `The body must be at most ${SEMANTIC_REQUEST.maxBodyBytes} bytes.`);
    const request = parseSemanticRequest(c.req.header("Content-Type"), await c.req.text());
    const searcher = await deps.catalog.semantic?.get();
    if (searcher === undefined) throw new ApiError("not-implemented", "This deployment has no semantic index (_index/semantic.bin); rebuild the data with npm run build-data.");
    const hits = searcher.search(request.query, request.limit);
    const data = hits.map(({ entity, score }) => ({ slug: entity.slug, name: entity.name, entity_type: entity.entity_type, uuid: entity.uuid, score: Math.round(score * 1e4) / 1e4 }));
    return sendJson(c, { data, meta: { total: data.length, limit: request.limit, offset: 0 } });
  });

  app.get(SEMANTIC_MODEL_URL, async (c) => {
    const body = await fileBody(SEMANTIC_MODEL_FILE);
    if (body === undefined) throw new ApiError("not-found", "This deployment has no semantic index.");
    await readVariant(c, SEMANTIC_MODEL_FILE, body);
    return send(c, body, DATA_CACHE_CONTROL, compress);
  });
  app.all(SEMANTIC_MODEL_URL, (c) => problemResponse(c, "method-not-allowed", `${c.req.method} is not allowed here.`, { Allow: "GET, HEAD, OPTIONS" }));

  app.get(ROUTES.verse, (c) => {
    const osis = verseParam(c);
    return sendFile(c, "verse", { osis }, `${osis} has no verse file in this deployment.`);
  });

  app.get(ROUTES.crossReferences, async (c) => {
    const osis = verseParam(c);
    const { limit, offset } = pagination(c.req.query.bind(c.req), PAGINATION.crossReferenceDefaultLimit);
    if (offset === 0 && limit === PAGINATION.crossReferenceDefaultLimit) return sendFile(c, "crossReferences", { osis }, `${osis} has no cross-reference file in this deployment.`);
    const all = (await readJson("crossReferences", { osis })) as { data: unknown[]; meta: { total: number } } | undefined;
    if (all === undefined) throw new ApiError("not-found", `${osis} has no cross-reference file.`);
    return sendJson(c, { data: all.data.slice(offset, offset + limit), meta: { total: all.meta.total, limit, offset } });
  });

  app.get(ROUTES.greekVerse, (c) => {
    const osis = verseParam(c);
    return sendFile(c, "greekVerse", { osis }, `${osis} has no words in the SBL Greek New Testament (an Old Testament verse, or one the SBLGNT omits).`);
  });
  app.get(ROUTES.hebrewVerse, (c) => {
    const osis = verseParam(c);
    return sendFile(c, "hebrewVerse", { osis }, `${osis} has no words in the Westminster Leningrad Codex (a New Testament verse, or one without a WLC counterpart).`);
  });

  const allowed = (route: string): string => (route === ROUTES.semanticSearch ? "POST, OPTIONS" : "GET, HEAD, OPTIONS");
  for (const route of Object.values(ROUTES)) {
    app.all(route, (c) => problemResponse(c, "method-not-allowed", `${c.req.method} is not allowed here.`, { Allow: allowed(route) }));
  }
  return app;
}
