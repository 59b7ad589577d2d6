/**
 * The keyed `/v1` API as a Hono app built from injected parts (the data tree, the key/usage store,
 * the catalog, a clock), so the same code runs in tests, on Node, and at the edge.
 *
 * What counts against the daily allowance: every request that carries a valid key and is answered,
 * whatever its status (200, 304, 400, 404, 405), except `GET /v1/usage`. Not counted: 401s (no key
 * to count against), CORS preflights, and requests refused with 429.
 */
import { Hono, type Context } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import {
  allowedMethods,
  CACHE_CONTROL,
  collectionOf,
  COLLECTIONS,
  endpoint,
  MAX_PASSAGE_VERSES,
  PAGINATION,
  PARAM_LIMITS,
  ROUTE_NAMES,
  SEARCH_TYPES,
  SEMANTIC_REQUEST,
  SOURCE_TABLES,
  STUDY_LIMITS,
  type FilterSpec,
  type HandlerRoute,
  type RouteName,
  type TableName,
} from "../contract/api.ts";
import { bookByOsis, canonicalVerse } from "../core/osis.ts";
import { CANON } from "../core/canon-data.ts";
import { DOCS_CSP, DOCS_DIR, DOCS_FILES, DOCS_PATH, DOCS_TYPES, nearestRoutePath, OPENAPI_FILE, ROUTES, routeFile, routeUrl } from "../contract/routes.ts";
import { listItems, resolveSpelledKey, searchNames, suggestElsewhere, suggestRecords, type Catalog } from "./catalog.ts";
import { INDEX_FILES, type ListItem } from "../contract/index-files.ts";
import type { DataSource } from "./data.ts";
import { ApiError } from "../core/errors.ts";
import { pageOf } from "../core/paging.ts";
import { TIERS } from "../contract/tiers.ts";
import { utcDay } from "../core/calendar.ts";
import { cors } from "./cors.ts";
import { dailyQuota, errorResponse, normalizeThrown, outageLogger, problemResponse, requireKey, type AppEnv } from "./middleware.ts";
import { bookFilter, boolean, declaredPage, declaredValues, glossQuery, nameQuery, oneOf, pagination, queryReader, text, type QueryReader } from "./params.ts";
import { studyIndexes, studyQuery } from "./study.ts";
import { questionAnswers } from "./questions.ts";
import { parseBoundingBox, type PlaceFilter, type PlaceMap } from "../study/maps.ts";
import { acceptedCodings, jsonBody, jsonPageBody, jsonPageBytes, makeBody, send, VARIANT_SUFFIX, type Body, type Compressor } from "./respond.ts";
import { requestHeader } from "./request.ts";
import type { Store } from "./store/types.ts";
import { parseSemanticRequest } from "../semantic/request.ts";
import { ADVISING_REFERENCE_PROBLEMS, passageVerses, resolveBook, resolveReference, type ReferenceProblem, type ResolvedPassage } from "../core/references.ts";
import { assemblePassage } from "../core/passage.ts";
import { utcDayNumber, verseOfTheDay } from "../core/verse-of-the-day.ts";
import { secondsUntilUtcMidnight } from "../core/calendar.ts";
import { ADVISING_TEXT_SEARCH_PROBLEMS, rankText } from "../text-search/query.ts";
import { textPageBytes } from "../text-search/page.ts";
import { suggestTextQueries } from "../text-search/suggest.ts";
import type { Passage } from "../types/passage.ts";
import type { Verse } from "../types/verse.ts";
import { licenseLinkOf, licenseLinks, type CreditedSource } from "../contract/credit.ts";
import { downloadFile, downloadHeaders } from "../contract/downloads.ts";
import type { Download } from "../types/download.ts";
import type { Dispatch } from "./mcp/tools.ts";
import { parseJsonBytes } from "../core/json.ts";
import { answerCache } from "./answer-cache.ts";
import { lruGet, lruSet } from "../core/lru.ts";

/** What the app is built from. */
export interface AppDeps {
  readonly data: DataSource;
  readonly store: Store;
  /**
   * The catalog, the promise of it, or a function that starts loading it (called once, by the first
   * request that needs it): a server may listen before its catalog is loaded (requests that need no
   * catalog, such as `/v1/meta` or a verse, are answered at once; the others wait for it).
   */
  readonly catalog: Catalog | Promise<Catalog> | (() => Promise<Catalog>);
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
  /**
   * Answers `POST /v1/mcp` (`handleMcpRequest` of `mcp/server.ts` on Node): the MCP request and a
   * dispatcher that sends the tools' requests to this app with the caller's key. Without it the
   * endpoint answers 501, so the edge bundle need not carry the MCP SDK.
   */
  readonly mcp?: (request: Request, dispatch: Dispatch) => Promise<Response>;
}

/** Content types of the public files, by extension: the OpenAPI document and the docs page's files. */
const PUBLIC_TYPES: Readonly<Record<string, string>> = { json: "application/json; charset=utf-8", ...DOCS_TYPES };
/** How many name-search responses, and how many full-text search responses, are kept in memory. */
const SEARCH_CACHE_ENTRIES = 5_000;

/** Strong's Greek numbers Strong left unused (G2717 and G3203–G3302): why such a number has no entry. */
export function unusedStrongs(raw: string): string | undefined {
  const m = /^[Gg]0*([0-9]{1,5})$/.exec(raw.trim());
  const n = m === null ? NaN : Number(m[1]);
  if (n !== 2717 && !(n >= 3203 && n <= 3302)) return undefined;
  return `G${n} is one of the numbers Strong left unused (G2717 and G3203–G3302): no Greek word has it.`;
}

/** The canon's book names in lower case (`genesis`, `song of solomon`): a full-text query that is one and finds nothing gets the book as a reference. */
const BOOK_NAMES: ReadonlySet<string> = new Set(CANON.map((b) => b.name.toLowerCase()));

/** Where to read a resolved passage: the URL the API hands out for it, and a note when that URL alone does not serve its verses. */
export interface PassageLink {
  /**
   * `/v1/verses/{osis}` for a verse, `/v1/chapters/{osis}` for a whole chapter, `/v1/books/{book}` for
   * a whole book, `/v1/passages/{ref}` for any other range of at most {@link MAX_PASSAGE_VERSES}
   * verses; null for a longer range, which no one URL serves.
   */
  readonly url: string | null;
  /** For a whole book or a longer range: how to read its verses (a chapter at a time); else null. */
  readonly note: string | null;
}

/** The chapter of a verse (`Gen.1.5` → `Gen.1`). */
const chapterOf = (osis: string): string => osis.slice(0, osis.lastIndexOf("."));

/** Where to read a resolved passage ({@link PassageLink}): every URL it gives answers 200. */
export function passageLink(p: Pick<ResolvedPassage, "osis" | "kind" | "start" | "end" | "chapter" | "verses">): PassageLink {
  if (p.kind === "verse") return { url: routeUrl("verse", { osis: p.start }), note: null };
  if (p.kind === "chapter" && p.chapter !== null) return { url: routeUrl("chapter", { osis: p.chapter }), note: null };
  const fits = p.verses <= MAX_PASSAGE_VERSES;
  const passage = routeUrl("passage", { ref: p.osis });
  const chapters = `${routeUrl("chapter", { osis: chapterOf(p.start) })} to ${routeUrl("chapter", { osis: chapterOf(p.end) })}`;
  if (p.kind === "book") {
    const url = routeUrl("book", { book: p.start.slice(0, p.start.indexOf(".")) });
    return { url, note: `${url} describes the book; ${chapters} serve its verses a chapter at a time${fits ? `, ${passage} all at once` : ""}.` };
  }
  if (fits) return { url: passage, note: null };
  return { url: null, note: `${p.osis} holds ${p.verses} verses, more than the ${MAX_PASSAGE_VERSES} one answer may hold: read it a chapter at a time (${chapters}) or in passages of at most ${MAX_PASSAGE_VERSES} verses.` };
}

/** Where a passage is served, as the end of a sentence: its URL, or the note that says how to read it. */
function servedAt(p: Parameters<typeof passageLink>[0]): string {
  const { url, note } = passageLink(p);
  return note ?? `${url ?? ""} serves ${p.kind === "verse" ? "it" : "them"}.`;
}

/** Whether the messages of a reference's problems already say what to type instead ({@link ADVISING_REFERENCE_PROBLEMS}). */
const advising = (problems: readonly ReferenceProblem[]): boolean => problems.every((p) => ADVISING_REFERENCE_PROBLEMS.has(p.code));

/**
 * The one passage a path parameter names (OSIS, as people type it, or a URL slug), or a 404 saying why
 * it names none (each part that could not be read, and why), a 400 for a range that ends before it
 * starts, or `several` (a 400 by default) when it names several.
 */
export async function onePassage(raw: string, limit: number, several: "invalid-parameter" | "not-found" = "invalid-parameter"): Promise<ResolvedPassage> {
  const shown = JSON.stringify(raw.slice(0, 60));
  const r = raw.length <= limit ? await resolveReference(raw) : undefined;
  if (r === undefined) throw new ApiError("not-found", `${shown}… is longer than the ${limit} characters a reference may have here.`);
  if (!r.ok) throw new ApiError(r.problems.some((p) => p.code === "reversed") ? "invalid-parameter" : "not-found", r.problems.map((p) => p.message).join(" "), { advised: advising(r.problems) });
  const [first, ...rest] = r.passages;
  if (first === undefined) throw new ApiError("not-found", `${shown} names no passage of the canon.`);
  if (rest.length > 0) {
    const links = r.passages.map((p) => ({ p, ...passageLink(p) }));
    const notes = links.filter((l) => l.url === null).map((l) => ` ${l.note ?? ""}`);
    throw new ApiError(several, `${shown} names ${r.passages.length} passages; ask for each: ${links.map((l) => l.url ?? l.p.osis).join(", ")}.${notes.join("")}`, { advised: true });
  }
  return first;
}

/** Builds the app. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const now = deps.now ?? (() => new Date());
  const compress = deps.compress;
  const cacheLimit = deps.cacheEntries ?? 20_000;
  const cache = new Map<string, Body>();
  /** Name-search response bodies by (limit, offset, q), for searches asked more than once: the catalog never changes. */
  const searchCache = answerCache<Body>(SEARCH_CACHE_ENTRIES);
  /** Full-text search response bodies by (limit, offset, filters, q), for searches asked more than once. */
  const textCache = answerCache<Body>(SEARCH_CACHE_ENTRIES);

  async function fileBody(rel: string): Promise<Body | undefined> {
    const hit = lruGet(cache, rel);
    if (hit !== undefined) return hit;
    const bytes = await deps.data.read(rel);
    if (bytes === undefined) return undefined;
    const body = makeBody(bytes);
    lruSet(cache, rel, body, cacheLimit);
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

  /** The upstream sources and the `Link` headers naming the share-alike licences of each route's answers, once `/v1/sources` is read. */
  interface Credits {
    readonly sources: readonly CreditedSource[];
    readonly routes: ReadonlyMap<RouteName, Readonly<Record<string, string>>>;
  }
  let credits: Credits | undefined;
  let creditsLoading: Promise<Credits> | undefined;
  async function loadCredits(): Promise<Credits> {
    const list = (await readJson("sources", {})) as { data: CreditedSource[] } | undefined;
    const sources = list?.data ?? [];
    const links = licenseLinks(sources);
    return (credits = { sources, routes: new Map([...links].map(([route, link]) => [route, { Link: link }])) });
  }
  async function loadedCredits(): Promise<Credits> {
    return (
      credits ??
      (await (creditsLoading ??= loadCredits().catch((error: unknown) => {
        creditsLoading = undefined;
        throw error;
      })))
    );
  }
  /** The extra headers of a route's answers: its licence `Link`, if any (read from the tree once). */
  async function creditHeaders(route: RouteName): Promise<Readonly<Record<string, string>> | undefined> {
    return (await loadedCredits()).routes.get(route);
  }

  const sendBody = async (c: Context, route: RouteName, body: Body): Promise<Response> => send(c, body, CACHE_CONTROL.data, compress, await creditHeaders(route));
  const sendJson = (c: Context, route: RouteName, value: unknown): Promise<Response> => sendBody(c, route, jsonBody(value));

  async function sendFile(c: Context, route: RouteName, params: Record<string, string>, missing: string): Promise<Response> {
    const rel = routeFile(route, params);
    const body = await fileBody(rel);
    if (body === undefined) throw new ApiError("not-found", missing);
    await readVariant(c, rel, body);
    return send(c, body, CACHE_CONTROL.data, compress, await creditHeaders(route));
  }

  async function readJson(route: RouteName, params: Record<string, string>): Promise<unknown> {
    const body = await fileBody(routeFile(route, params));
    return body === undefined ? undefined : parseJsonBytes<unknown>(body.bytes);
  }

  /** Sends a key-less file of the tree (the OpenAPI document, the docs page) with its content type. */
  async function sendPublic(c: Context, rel: string): Promise<Response> {
    const body = await fileBody(rel);
    if (body === undefined) throw new ApiError("not-found", `${rel} is missing from this deployment.`);
    await readVariant(c, rel, body);
    const type = PUBLIC_TYPES[rel.slice(rel.lastIndexOf(".") + 1)] ?? "application/octet-stream";
    return send(c, body, CACHE_CONTROL.public, compress, rel.endsWith(".html") ? { "Content-Type": type, "Content-Security-Policy": DOCS_CSP } : { "Content-Type": type });
  }

  let loaded: Catalog | undefined;
  let catalogReady: Promise<Catalog> | undefined;
  const ready = (): Promise<Catalog> => {
    if (catalogReady === undefined) {
      catalogReady = (typeof deps.catalog === "function" ? deps.catalog() : Promise.resolve(deps.catalog)).then((c) => (loaded = c));
      // A catalog that fails to load is reported by whoever made the promise; requests then answer 500.
      catalogReady.catch(() => undefined);
    }
    return catalogReady;
  };
  if (typeof deps.catalog !== "function") void ready();
  const catalog = async (): Promise<Catalog> => loaded ?? (await ready());

  async function collection(table: TableName) {
    const index = (await catalog()).collections.get(table);
    if (index === undefined) throw new Error(`no catalog for ${table}`);
    return index;
  }

  /**
   * The verse a path parameter names: canonical OSIS in any letter case at once, else whatever
   * `/v1/resolve` reads ({@link onePassage}: `Genesis.1.1`, `Gen.1.01`, `John 3:16`, `john-3-16`).
   */
  async function verseParam(c: Context): Promise<string> {
    const raw = c.req.param("osis") ?? "";
    const osis = raw.length <= PARAM_LIMITS.verse ? canonicalVerse(raw) : undefined;
    if (osis !== undefined) return osis;
    const p = await onePassage(raw, PARAM_LIMITS.verse, "not-found");
    if (p.kind !== "verse") throw new ApiError("not-found", `${JSON.stringify(raw)} names ${p.verses} verses (${p.osis}), not one: ${servedAt(p)}`, { advised: true });
    return p.start;
  }

  /**
   * The chapter a path parameter names: canonical OSIS `Book.Chapter` in any letter case at once, else
   * whatever `/v1/resolve` reads ({@link onePassage}: `Genesis.1`, `Gen.01`, `Genesis 12`, `gen-12`).
   */
  async function chapterParam(c: Context): Promise<string> {
    const raw = c.req.param("osis") ?? "";
    const m = /^([1-3]?[A-Za-z]+)\.([1-9][0-9]{0,2})$/.exec(raw);
    const found = m === null ? undefined : bookByOsis(m[1] ?? "");
    const n = Number(m?.[2]);
    if (found !== undefined && n <= found.book.verses.length) return `${found.book.osis}.${n}`;
    const p = await onePassage(raw, PARAM_LIMITS.verse, "not-found");
    if (p.kind !== "chapter" || p.chapter === null) throw new ApiError("not-found", `${JSON.stringify(raw)} names ${p.osis}, not one whole chapter: ${servedAt(p)}`, { advised: true });
    return p.chapter;
  }

  /** The canonical OSIS id of the book a path parameter names (OSIS id or name as people type it), or a 404. */
  async function bookParam(c: Context, name: string): Promise<string> {
    const raw = c.req.param(name) ?? "";
    const osis = raw.length <= PARAM_LIMITS.verse ? await resolveBook(raw) : undefined;
    if (osis === undefined) throw new ApiError("not-found", `${JSON.stringify(raw.slice(0, 60))} names no book of the 66-book canon; give its OSIS id (Gen, Ps, 1Cor) or its name (Genesis, Psalms, 1 Corinthians). ${ROUTES.books} lists them.`, { advised: true });
    return osis;
  }

  /**
   * The record key a path parameter names: the key, an alias, either without letter case, or one of
   * the collection's other spellings; else a 404 with the records it may mean (as URLs of `route`).
   */
  async function recordKey(c: Context, route: RouteName, table: TableName, name: string): Promise<string> {
    const raw = c.req.param(name) ?? "";
    const coll = collectionOf(table);
    const index = await collection(table);
    const key = raw.length <= PARAM_LIMITS.id ? resolveSpelledKey(index, raw) : undefined;
    if (key !== undefined) return key;
    const unused = table === "strongs" ? unusedStrongs(raw) : undefined;
    if (unused !== undefined) throw new ApiError("not-found", unused);
    // A route with other path parameters suggests the records themselves (their item URLs).
    const alone = endpoint(route).params.filter((p) => p.in === "path").length === 1;
    const url = (k: string): string => (alone ? routeUrl(route, { [name]: k }) : routeUrl(coll.itemRoute, { [coll.param]: k }));
    const elsewhere = await keyedElsewhere(table, raw);
    if (elsewhere.length > 0) {
      const where = elsewhere.map((e) => e.url).join(", ");
      throw new ApiError("not-found", `No ${coll.nouns.one} is identified by ${JSON.stringify(raw.slice(0, 60))}; that key is served at ${where}.`, { suggestions: elsewhere, advised: true });
    }
    const own = suggestRecords(await catalog(), index, raw);
    const suggestions: { slug: string; name: string; url: string }[] = own.map(({ key: k, name: n }) => ({ slug: k, name: n, url: url(k) }));
    let hint = suggestions.length === 0 ? "" : ` Did you mean ${suggestions.map((x) => x.slug).join(", ")}?`;
    // Nothing of this kind goes by the name (`/v1/places/judah` finds only Baale-judah and towns of Judah; in a
    // collection without names, nothing or only names sharing a word's stem): records of other kinds that do, with their own URLs.
    if (coll.searchType === undefined ? own.every((s) => s.stemOnly === true) : !own.some((s) => s.exact === true)) {
      const others = suggestElsewhere(await catalog(), table, raw).map((e) => ({ slug: e.key, name: e.name, url: routeUrl(e.collection.itemRoute, { [e.collection.param]: e.key }) }));
      suggestions.push(...others);
      if (others.length > 0) hint += ` Other kinds of record go by that name: ${others.map((x) => x.url).join(", ")}.`;
    }
    throw new ApiError("not-found", `No ${coll.nouns.one} is identified by ${JSON.stringify(raw.slice(0, 60))}.${hint} ${ROUTES[coll.listRoute]} lists valid ones.`, { suggestions, advised: true });
  }

  /**
   * The records of other collections that take their own spellings of a key (`normalizeKey`: the
   * Strong's entries and the two lexicons) and that `raw`, when it is no bare number, names: a
   * Strong's number of the other language (`/v1/greek-lexicon/H430` is `/v1/lexicon/H430`'s).
   */
  async function keyedElsewhere(table: TableName, raw: string): Promise<{ slug: string; name: string; url: string }[]> {
    if (raw.length > PARAM_LIMITS.id || /^\d/.test(raw) || collectionOf(table).normalizeKey === undefined) return [];
    const out: { slug: string; name: string; url: string }[] = [];
    for (const other of COLLECTIONS) {
      if (other.table === table || other.normalizeKey === undefined) continue;
      const index = await collection(other.table);
      const key = resolveSpelledKey(index, raw);
      if (key === undefined) continue;
      const item = index.items.find((i) => String(i[other.keyField]) === key);
      out.push({ slug: key, name: String(item?.[other.nameField] ?? key), url: routeUrl(other.itemRoute, { [other.param]: key }) });
    }
    return out;
  }

  /** The endpoint's path parameters, validated and resolved to known keys. */
  async function pathParams(c: Context, route: RouteName): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const p of endpoint(route).params) {
      if (p.kind === "key") out[p.name] = await recordKey(c, route, p.table, p.name);
      else if (p.kind === "verse") out[p.name] = await verseParam(c);
      else if (p.kind === "chapter") out[p.name] = await chapterParam(c);
      else if (p.kind === "book") out[p.name] = await bookParam(c, p.name);
    }
    return out;
  }

  /** Serves the endpoint's file of the tree (`serving: "file"`). */
  const fileHandler = (route: RouteName) => async (c: Context) => {
    const params = await pathParams(c, route);
    const missing = (endpoint(route).missing ?? "Nothing is published here.").replace(/\{(\w+)\}/g, (_, n: string) => params[n] ?? "");
    return sendFile(c, route, params, missing);
  };

  /** The predicate of a list's filters given in the query (undefined when none is given); a bad value is a 400. */
  function listFilter(query: QueryReader, specs: readonly FilterSpec[]): ((item: ListItem) => boolean) | undefined {
    const tests: ((item: ListItem) => boolean)[] = [];
    for (const { name, filter: f } of specs) {
      if (f.kind === "equals") {
        const v = oneOf(query, name, f.values, true);
        if (v !== undefined) tests.push((item) => item[f.field] === v);
      } else if (f.kind === "present") {
        const v = boolean(query, name);
        if (v !== undefined) tests.push((item) => f.fields.every((k) => item[k] !== null) === v);
      } else {
        const v = text(query, name)?.toLowerCase();
        if (v !== undefined) tests.push((item) => String(item[f.field] ?? "").toLowerCase() === v);
      }
    }
    return tests.length === 0 ? undefined : (item) => tests.every((t) => t(item));
  }

  /** The positions of a lexicon list's items whose English meaning holds `gloss`, best first (`src/study/glosses.ts`). */
  async function glossRanking(table: TableName, items: number, gloss: string): Promise<readonly number[]> {
    const search = await study.glosses(table);
    if (search === undefined) throw new ApiError("not-implemented", `This deployment has no English-meaning index (${INDEX_FILES.glosses(table)}); rebuild the data with npm run build-data.`, { advised: true });
    if (search.size !== items) throw new Error(`the gloss index of ${table} has ${search.size} rows for ${items} list items: rebuild the tree`);
    return search.find(gloss);
  }

  /** Pages a collection's items (`serving: "list"`): `q`, the English-meaning filter where declared, the filters, `limit` and `offset`. */
  const listHandler = (route: RouteName, table: TableName) => async (c: Context) => {
    const query = queryReader(c.req);
    const { limit, offset } = pagination(query);
    const q = nameQuery(query, "q");
    const glossParam = endpoint(route).params.find((p) => p.kind === "gloss");
    const gloss = glossParam === undefined ? undefined : glossQuery(query, glossParam.name);
    const keep = listFilter(query, collectionOf(table).filters);
    const index = await collection(table);
    const ranked = gloss === undefined ? undefined : await glossRanking(table, index.items.length, gloss);
    const page = listItems(index, q, keep, limit, offset, ranked);
    return sendJson(c, route, { data: page.items, meta: { total: page.total, limit, offset } });
  };

  const study = studyIndexes(deps.data);

  /**
   * The route's path parameters resolved, its declared query values, and `limit`/`offset` where it
   * declares them (the declared default limit, else the list default; offset 0).
   */
  async function studyParams(c: Context, route: RouteName) {
    const query = queryReader(c.req);
    const path = await pathParams(c, route);
    const { params } = endpoint(route);
    const { limit, offset } = declaredPage(query, params);
    return { path, values: declaredValues(query, params), limit: limit ?? PAGINATION.defaultLimit, offset, query };
  }

  /** The places a spatial query keeps by its `feature_type` filter (all when it is not given). */
  const featureType = (query: QueryReader, map: PlaceMap): PlaceFilter => map.featureType(text(query, "feature_type"));

  /** A person's ancestors or descendants to the requested depth, paged. */
  async function relatives(c: Context, route: "personAncestors" | "personDescendants", direction: "ancestors" | "descendants"): Promise<Response> {
    const { path, values, limit, offset } = await studyParams(c, route);
    const slug = path.slug ?? "";
    const graph = await study.family();
    const found = studyQuery(() => graph[direction](slug, Number(values.depth)));
    if (found === undefined) throw new ApiError("not-found", `${slug} is not in this deployment's family index.`);
    return sendJson(c, route, pageOf(found, limit, offset));
  }

  /** The endpoints that answer with code of their own (`serving: "handler"`). */
  const handlers: { readonly [R in HandlerRoute]: (c: Context<AppEnv>) => Response | Promise<Response> } = {
    openapi: (c) => sendPublic(c, OPENAPI_FILE),

    usage: async (c) => {
      const key = c.get("key");
      const body = { data: { email: key.email, tier: key.tier, daily_limit: TIERS[key.tier].dailyLimit, daily_used: await deps.store.used(key.id, utcDay(now())) } };
      return send(c, jsonBody(body), CACHE_CONTROL[endpoint("usage").cache], compress);
    },

    search: async (c) => {
      const query = queryReader(c.req);
      const q = nameQuery(query, "q", true) ?? "";
      const type = oneOf(query, "type", SEARCH_TYPES, true);
      const { limit, offset } = pagination(query);
      const cacheKey = `${limit}\u0000${offset}\u0000${type ?? ""}\u0000${q}`;
      let body = searchCache.get(cacheKey);
      if (body === undefined) {
        const page = searchNames(await catalog(), q, limit, offset, type);
        const data = page.items.map(({ slug, name, entity_type, uuid }) => ({ slug, name, entity_type, uuid }));
        body = jsonBody({ data, meta: { total: page.total, limit, offset } });
        searchCache.offer(cacheKey, body);
      }
      return send(c, body, CACHE_CONTROL.data, compress, await creditHeaders("search"));
    },

    semanticSearch: async (c) => {
      const key = c.get("key");
      if (!TIERS[key.tier].semanticSearch) throw new ApiError("tier-required", `Semantic search is for pro keys; this key is ${key.tier}.`);
      if (Number(c.req.header("Content-Length") ?? 0) > SEMANTIC_REQUEST.maxBodyBytes) throw new ApiError("invalid-body", `The body must be at most ${SEMANTIC_REQUEST.maxBodyBytes} bytes.`);
      const request = parseSemanticRequest(c.req.header("Content-Type"), await c.req.text());
      const cat = await catalog();
      const searcher = await cat.semantic?.get();
      if (searcher === undefined) throw new ApiError("not-implemented", "This deployment has no semantic index (_index/semantic.bin); rebuild the data with npm run build-data.", { advised: true });
      // A question the data's links answer ("the father of John the Baptist", "where did Moses die?", "who was born in Tarsus?") ranks those answers first; a tree without the family index answers kinship without.
      const first = await questionAnswers(
        request.query,
        {
          names: cat.names,
          family: async () => (await study.family().catch(() => undefined))?.index,
          person: async (slug) => ((await readJson("person", { slug })) as { data?: { birth_place?: string | null; death_place?: string | null } } | undefined)?.data,
          place: async (slug) => ((await readJson("place", { slug })) as { data?: { people_born?: string[]; people_died?: string[] } } | undefined)?.data,
        },
        searcher.index.entities,
      );
      const hits = searcher.search(request.query, request.limit, undefined, first);
      const data = hits.map(({ entity, score }) => ({ slug: entity.slug, name: entity.name, entity_type: entity.entity_type, uuid: entity.uuid, score: Math.round(score * 1e4) / 1e4 }));
      return sendJson(c, "semanticSearch", { data, meta: { total: data.length, limit: request.limit, offset: 0 } });
    },

    downloadFile: async (c) => {
      const file = c.req.param("file") ?? "";
      const listing = (await readJson("downloads", {})) as { data: Pick<Download, "file" | "format" | "sha256">[] } | undefined;
      const entry = listing?.data.find((d) => d.file === file);
      if (entry === undefined) throw new ApiError("not-found", `${JSON.stringify(file.slice(0, 80))} is not a download of this deployment; ${ROUTES.downloads} lists them.`, { advised: true });
      // Read for this request only: the files are large and are not kept in the body cache.
      const bytes = await deps.data.read(`${routeFile("downloads").replace(/\.json$/, "")}/${entry.file}`);
      if (bytes === undefined) throw new ApiError("not-found", `${entry.file} is listed but missing from this deployment.`);
      // The licences of this file's own tables (those the listing names), not of the whole dataset; a file the contract does not declare carries them all.
      const link = licenseLinkOf((await loadedCredits()).sources, downloadFile(entry.file)?.builtFrom ?? SOURCE_TABLES);
      const headers = { ...(link === undefined ? {} : { Link: link }), ...downloadHeaders(entry) };
      return send(c, { bytes, etag: `"${entry.sha256}"` }, CACHE_CONTROL.data, undefined, headers);
    },

    mcp: async (c) => {
      if (deps.mcp === undefined) throw new ApiError("not-implemented", "This deployment does not serve MCP; run the Node server (npm start) or the stdio server (npm run mcp).", { advised: true });
      const key = requestHeader(c, "x-api-key") ?? "";
      const dispatch: Dispatch = async (path, init = {}) => app.request(path, { method: init.method ?? "GET", body: init.body, headers: { ...init.headers, "X-API-Key": key } });
      return deps.mcp(c.req.raw, dispatch);
    },

    crossReferences: async (c) => {
      const osis = await verseParam(c);
      const { limit, offset } = pagination(queryReader(c.req), PAGINATION.crossReferenceDefaultLimit);
      const missing = `${osis} has no cross-reference file in this deployment.`;
      if (offset === 0 && limit === PAGINATION.crossReferenceDefaultLimit) return sendFile(c, "crossReferences", { osis }, missing);
      const all = (await readJson("crossReferences", { osis })) as { data: unknown[]; meta: { total: number } } | undefined;
      if (all === undefined) throw new ApiError("not-found", missing);
      return sendJson(c, "crossReferences", pageOf(all.data, limit, offset));
    },

    strongsConcordance: async (c) => {
      const { path, limit, offset } = await studyParams(c, "strongsConcordance");
      const number = path.number ?? "";
      const missing = `${number} has no concordance file in this deployment.`;
      if (offset === 0 && limit === PAGINATION.defaultLimit) return sendFile(c, "strongsConcordance", { number }, missing);
      const served = await study.concordance(number);
      if (served === undefined) throw new ApiError("not-found", missing);
      const page = served.verses.slice(offset, offset + limit);
      return sendBody(c, "strongsConcordance", jsonPageBytes(page, { total: served.verses.length, limit, offset }, served.figures));
    },

    personAncestors: (c) => relatives(c, "personAncestors", "ancestors"),
    personDescendants: (c) => relatives(c, "personDescendants", "descendants"),

    kinship: async (c) => {
      const { path, values } = await studyParams(c, "kinship");
      const [from = "", to = ""] = [path.slug, path.other];
      const steps = Number(values.max_steps);
      const graph = await study.family();
      const found = studyQuery(() => graph.kinshipPath(from, to, steps));
      if (found === undefined) throw new ApiError("not-found", `${from} or ${to} is not in this deployment's family index.`);
      if (found === null) {
        const longest = STUDY_LIMITS.steps.max;
        const longer = steps < longest ? graph.kinshipPath(from, to, longest) : null;
        const within = `No chain of family links of length at most ${steps} (1 per parent or child, 2 per sibling or spouse) joins ${from} and ${to}`;
        throw new ApiError(
          "no-kinship-path",
          longer ? `${within}; the nearest is ${longer.length} long (max_steps=${longer.length}).` : `${within}${steps < longest ? `, nor of length up to ${longest} (the most max_steps allows)` : ""}: they are in separate family trees of the data.`,
        );
      }
      return sendJson(c, "kinship", { data: found });
    },

    geoNearest: async (c) => {
      const { path, limit, query } = await studyParams(c, "geoNearest");
      const slug = path.slug ?? "";
      const { map, open } = await study.places();
      const keep = featureType(query, map);
      const hits = studyQuery(() => map.nearestOf(slug, limit, (i, km) => `${open(i)},"distance_km":${km}}`, keep));
      if (hits === undefined) throw new ApiError("not-found", `${slug} is not in this deployment's place index.`);
      if (hits === null) throw new ApiError("no-coordinates", `${slug} has no coordinates in the data, so no place can be measured from it.`);
      return sendBody(c, "geoNearest", jsonPageBody(hits, { total: hits.length, limit, offset: 0 }));
    },

    geoNear: async (c) => {
      const { values, limit, offset, query } = await studyParams(c, "geoNear");
      const { map, open } = await study.places();
      const keep = featureType(query, map);
      const page = studyQuery(() => map.withinPage(Number(values.lat), Number(values.lon), Number(values.radius_km), limit, offset, (i, km) => `${open(i)},"distance_km":${km}}`, keep));
      return sendBody(c, "geoNear", jsonPageBody(page.data, page.meta));
    },

    geoBox: async (c) => {
      const { values, limit, offset, query } = await studyParams(c, "geoBox");
      const { map, open } = await study.places();
      const keep = featureType(query, map);
      const page = studyQuery(() => map.inBoxPage(parseBoundingBox(String(values.bbox)), limit, offset, (i) => `${open(i)}}`, keep));
      return sendBody(c, "geoBox", jsonPageBody(page.data, page.meta));
    },

    timeline: async (c) => {
      const { values, limit, offset } = await studyParams(c, "timeline");
      const { search, entry } = await study.timeline();
      const year = (v: number | string | undefined): number | undefined => (v === undefined ? undefined : Number(v));
      const kind = values.kind === "event" || values.kind === "person" ? values.kind : undefined;
      const found = studyQuery(() => search.matches({ from: year(values.from), to: year(values.to), kind, limit, offset }));
      return sendBody(c, "timeline", jsonPageBytes(found.positions.map(entry), { total: found.total, limit, offset }));
    },

    passage: async (c) => {
      const p = await onePassage(c.req.param("ref") ?? "", PARAM_LIMITS.text);
      if (p.verses > MAX_PASSAGE_VERSES) {
        // The note says how to read it (the chapter URLs), so the catalogue's general hint is left out.
        const { note } = passageLink(p);
        throw new ApiError("passage-too-long", p.kind === "book" || note === null ? `${p.osis} holds ${p.verses} verses; a passage may hold at most ${MAX_PASSAGE_VERSES}. ${note ?? ""}`.trimEnd() : note, { advised: note !== null });
      }
      const wanted = passageVerses(p);
      const chapters = [...new Set(wanted.map((v) => v.slice(0, v.lastIndexOf("."))))];
      const keep = new Set(wanted);
      const verses: Verse[] = [];
      let chapter: Passage["chapter"] = null;
      for (const osis of chapters) {
        const file = (await readJson("chapter", { osis })) as { data: Passage } | undefined;
        if (file === undefined) throw new ApiError("not-found", `${osis} has no chapter file in this deployment.`);
        for (const v of file.data.verses) if (keep.has(v.osis_ref)) verses.push(v);
        chapter = file.data.chapter;
      }
      return sendJson(c, "passage", { data: assemblePassage({ osis: p.osis, kind: p.kind, chapter: p.kind === "chapter" ? chapter : null }, verses) });
    },

    resolve: async (c) => {
      const q = text(queryReader(c.req), "q", true) ?? "";
      const r = await resolveReference(q);
      if (!r.ok) throw new ApiError("invalid-parameter", `q: ${r.problems.map((p) => p.message).join(" ")}`, { advised: advising(r.problems) });
      return sendJson(c, "resolve", { data: { query: q, passages: r.passages.map((p) => ({ ...p, ...passageLink(p) })) } });
    },

    textSearch: async (c) => {
      const query = queryReader(c.req);
      const q = text(query, "q", true) ?? "";
      const books = await bookFilter(query, "book");
      const testament = oneOf(query, "testament", ["OT", "NT"] as const, true);
      const translation = oneOf(query, "translation", ["kjv", "web"] as const, true);
      const { limit, offset } = pagination(query);
      const cacheKey = `${limit}\u0000${offset}\u0000${books?.join(",") ?? ""}\u0000${testament ?? ""}\u0000${translation ?? ""}\u0000${q}`;
      let body = textCache.get(cacheKey);
      if (body === undefined) {
        const index = await (await catalog()).text?.get();
        if (index === undefined) throw new ApiError("not-implemented", "This deployment has no full-text index (_index/text-search.bin); rebuild the data with npm run build-data.", { advised: true });
        const options = { books, testament, translations: translation === undefined ? undefined : [translation] };
        const ranking = rankText(index, q, { ...options, limit, offset });
        if (!ranking.ok) throw new ApiError("invalid-parameter", `${ranking.problem.code === "unknown-book" ? "book" : "q"}: ${ranking.problem.message}`, { advised: ADVISING_TEXT_SEARCH_PROBLEMS.has(ranking.problem.code) });
        // Nothing found: queries that find something (the translation's own word, a close spelling), when there are any.
        const suggestions = ranking.total === 0 ? suggestTextQueries(index, q, options) : [];
        // Nothing found for words with a digit, or for a book's name: perhaps a reference typed into the search box (`john 3:16`, `genesis`).
        const resolved = ranking.total === 0 && (/[0-9]/.test(q) || BOOK_NAMES.has(q.trim().toLowerCase())) ? await resolveReference(q) : undefined;
        const references = resolved?.ok === true ? resolved.passages.map((p) => ({ ...p, ...passageLink(p) })) : [];
        const meta = `${references.length > 0 ? `,"references":${JSON.stringify(references)}` : ""}${suggestions.length > 0 ? `,"suggestions":${JSON.stringify(suggestions)}` : ""}`;
        // The page's hits are written as text_hit records (osis, translation, score, text, highlights,
        // heading, in that order) straight into JSON bytes, their texts copied from the index.
        body = makeBody(textPageBytes(index, ranking, meta));
        textCache.offer(cacheKey, body);
      }
      return send(c, body, CACHE_CONTROL.data, compress);
    },

    verseOfTheDay: async (c) => {
      const raw = queryReader(c.req)("date");
      const instant = now();
      const day = raw === undefined ? instant : raw;
      if (raw !== undefined && utcDayNumber(raw) === undefined) throw new ApiError("invalid-parameter", `date must be a UTC day YYYY-MM-DD that exists, got ${JSON.stringify(raw.slice(0, 40))}.`);
      const list = (await catalog()).versesOfTheDay ?? [];
      const chosen = verseOfTheDay(list, day);
      if (chosen === undefined) throw new ApiError("not-implemented", "This deployment has no verse-of-the-day list (_index/verse-of-the-day.json); rebuild the data with npm run build-data.", { advised: true });
      const file = (await readJson("verse", { osis: chosen.osis })) as { data: Verse } | undefined;
      if (file === undefined) throw new ApiError("not-found", `${chosen.osis} has no verse file in this deployment.`);
      const body = jsonBody({ data: { date: chosen.date, osis: chosen.osis, index: chosen.index, list_length: list.length, verse: file.data } });
      // Today's answer changes at 00:00 UTC: no cache may keep it past then.
      const cacheControl = raw === undefined ? `private, max-age=${Math.min(3600, secondsUntilUtcMidnight(instant))}` : CACHE_CONTROL.data;
      return send(c, body, cacheControl, compress);
    },
  };

  /** How the runtime answers a route, from its endpoint's `serving`. */
  function answer(route: RouteName): (c: Context<AppEnv>) => Response | Promise<Response> {
    const e = endpoint(route);
    if (e.serving === "handler") return handlers[route as HandlerRoute];
    if (e.serving === "list" && e.table !== undefined) return listHandler(route, e.table);
    return fileHandler(route);
  }

  const notAllowed = (route: RouteName) => (c: Context) => {
    const allowed = allowedMethods(route);
    const use = allowed.includes("GET") ? "use GET (or HEAD)" : `use ${allowed[0] ?? "GET"}${endpoint(route).requestBody === undefined ? "" : " with a JSON body"}`;
    return problemResponse(c, "method-not-allowed", `${c.req.method} is not allowed on ${endpoint(route).path.replace(/:(\w+)/g, "{$1}")}: ${use}.`, { headers: { Allow: allowed.join(", ") } });
  };
  const register = (route: RouteName): void => {
    const e = endpoint(route);
    app.on(e.method.toUpperCase(), e.path, answer(route));
  };

  // TrieRouter, not Hono's default (RegExpRouter first): that one compiles every route into one
  // regular expression on the first request, 4 ms of the Node server's first response, for a
  // per-request saving bench:serve cannot see (31.5 against 30 µs of CPU per request, within noise).
  const app = new Hono<AppEnv>({ router: new TrieRouter() });
  const log = deps.log ?? console.error;
  const outage = outageLogger((message) => log(message));
  app.onError((error, c) => errorResponse(error, c, log, outage));
  app.use("*", normalizeThrown());
  app.notFound((c) => {
    const path = c.req.path.slice(0, 200);
    const near = nearestRoutePath(path);
    if (near === undefined) return problemResponse(c, "route-not-found", `Nothing is served at ${path}.`);
    return problemResponse(c, "route-not-found", `Nothing is served at ${path}. Did you mean ${near}?`, { suggestions: [{ slug: "", name: near, url: near }] });
  });
  // CORS as hono/cors with origin "*", methods GET/HEAD/POST/OPTIONS, headers X-API-Key/Content-Type/If-None-Match,
  // the rate-limit and caching headers exposed and max-age 86400, but added while responses are built (cors.ts).
  app.use("*", cors());
  // Key-less and not counted: registered before the key check, they answer before it runs.
  const keyless = ROUTE_NAMES.filter((r) => !endpoint(r).keyed);
  for (const r of keyless) register(r);
  const docsFiles: readonly string[] = DOCS_FILES;
  app.get(DOCS_PATH, (c) => sendPublic(c, `${DOCS_DIR}/index.html`));
  app.get(`${DOCS_PATH}/`, (c) => sendPublic(c, `${DOCS_DIR}/index.html`));
  app.get(`${DOCS_PATH}/:file`, (c) => {
    const file = c.req.param("file");
    if (!docsFiles.includes(file)) return problemResponse(c, "route-not-found", `Nothing is served at ${c.req.path.slice(0, 200)}.`);
    return sendPublic(c, `${DOCS_DIR}/${file}`);
  });
  for (const r of keyless) app.all(ROUTES[r], notAllowed(r));
  for (const route of [DOCS_PATH, `${DOCS_PATH}/`, `${DOCS_PATH}/:file`]) {
    app.all(route, (c) => problemResponse(c, "method-not-allowed", `${c.req.method} is not allowed here.`, { headers: { Allow: "GET, HEAD, OPTIONS" } }));
  }
  const uncounted = new Set<string>(ROUTE_NAMES.filter((r) => !endpoint(r).counted).map((r) => ROUTES[r]));
  app.use("/v1/*", requireKey(deps.store, { ttlMs: deps.keyCacheMs ?? 1000 }));
  app.use("/v1/*", dailyQuota(deps.store, now, (c) => !uncounted.has(c.req.path)));
  for (const r of ROUTE_NAMES) if (endpoint(r).keyed) register(r);
  for (const r of ROUTE_NAMES) app.all(ROUTES[r], notAllowed(r));
  return app;
}
