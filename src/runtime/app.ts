/**
 * The keyed `/v1` API as a Hono app built from injected parts (the data tree, the key/usage store,
 * the catalog, a clock), so the same code runs in tests, on Node, and at the edge.
 *
 * What counts against the daily allowance: every request that carries a valid key and is answered,
 * whatever its status (200, 304, 400, 404, 405), except `GET /v1/usage`. Not counted: 401s (no key
 * to count against), CORS preflights, and requests refused with 429.
 */
import { Hono, type Context } from "hono";
import { cors } from "hono/cors";
import { COLLECTIONS, PAGINATION, type Collection } from "../collections.ts";
import { canonicalVerse } from "../core/osis.ts";
import { normalizeStrongs } from "../core/strongs.ts";
import { ROUTES, routeFile, type RouteName } from "../routes.ts";
import { listItems, resolveKey, searchNames, type Catalog, type ListItem } from "./catalog.ts";
import type { DataSource } from "./data.ts";
import { ApiError } from "./errors.ts";
import { TIERS, utcDay } from "./keys.ts";
import { dailyQuota, errorResponse, normalizeThrown, problemResponse, requireKey, type AppEnv } from "./middleware.ts";
import { boolean, oneOf, pagination, text } from "./params.ts";
import { jsonBody, makeBody, nodeCompressor, send, type Body, type Compressor } from "./respond.ts";
import type { Store } from "./store/types.ts";

/** What the app is built from. */
export interface AppDeps {
  readonly data: DataSource;
  readonly store: Store;
  readonly catalog: Catalog;
  /** The clock (UTC day and Retry-After); `() => new Date()` by default. */
  readonly now?: () => Date;
  readonly compress?: Compressor;
  /** Where unexpected errors are logged; `console.error` by default. */
  readonly log?: (error: unknown) => void;
  /** How many file bodies to keep in memory (least recently used are dropped); 20,000 by default. */
  readonly cacheEntries?: number;
}

/** Cache policy of data responses: private (keyed) and revalidated with the ETag after an hour. */
export const DATA_CACHE_CONTROL = "private, max-age=3600";
const MAX_ID_LENGTH = 200;

/** Builds the app. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const now = deps.now ?? (() => new Date());
  const compress = deps.compress ?? nodeCompressor;
  const cacheLimit = deps.cacheEntries ?? 20_000;
  const cache = new Map<string, Body>();

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

  const sendJson = (c: Context, value: unknown): Response => send(c, jsonBody(value), DATA_CACHE_CONTROL, compress);

  async function sendFile(c: Context, route: RouteName, params: Record<string, string>, missing: string): Promise<Response> {
    const body = await fileBody(routeFile(route, params));
    if (body === undefined) throw new ApiError("not-found", missing);
    return send(c, body, DATA_CACHE_CONTROL, compress);
  }

  async function readJson(route: RouteName, params: Record<string, string>): Promise<unknown> {
    const body = await fileBody(routeFile(route, params));
    return body === undefined ? undefined : JSON.parse(new TextDecoder().decode(body.bytes));
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
  app.onError((error, c) => errorResponse(error, c, deps.log));
  app.use("*", normalizeThrown());
  app.notFound((c) => problemResponse(c, "route-not-found", `Nothing is served at ${c.req.path.slice(0, 200)}.`));
  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "HEAD", "POST", "OPTIONS"],
      allowHeaders: ["X-API-Key", "Content-Type", "If-None-Match"],
      exposeHeaders: ["ETag", "Retry-After", "RateLimit", "RateLimit-Policy", "Content-Length"],
      maxAge: 86400,
    }),
  );
  app.use("/v1/*", requireKey(deps.store));
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
      const q = text(query, "q");
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
      if (key === undefined) throw new ApiError("not-found", `No ${c.table.replace(/_/g, " ")} is identified by ${JSON.stringify(raw.slice(0, 60))}.`);
      return sendFile(ctx, c.itemRoute, { [c.param]: key }, `${key} is listed but its file is missing.`);
    });
  }

  app.get(ROUTES.search, (c) => {
    const query = c.req.query.bind(c.req);
    const q = text(query, "q", true) ?? "";
    const { limit, offset } = pagination(query);
    const page = searchNames(deps.catalog, q, limit, offset);
    const data = page.items.map(({ slug, name, entity_type, uuid }) => ({ slug, name, entity_type, uuid }));
    return sendJson(c, { data, meta: { total: page.total, limit, offset } });
  });

  app.post(ROUTES.semanticSearch, (c) => {
    const key = c.get("key");
    if (!TIERS[key.tier].semanticSearch) throw new ApiError("tier-required", "Semantic search is available to pro keys only.");
    throw new ApiError("not-implemented", "Semantic search is coming soon.");
  });

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
