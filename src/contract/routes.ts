/**
 * The URLs and files of the API's routes (declared in `src/contract/api.ts`). The emitter uses them to
 * name files and the runtime to route requests, so the two can never disagree.
 *
 * The file rule: the URL path `/v1/a/b` is served from the file `v1/a/b.json` in the output tree.
 * A path may therefore be both a file and a folder (`v1/verses/Gen.1.1.json` beside
 * `v1/verses/Gen.1.1/cross-references.json`), which every static host can serve.
 */

import { ENDPOINTS, ROUTE_NAMES, type RouteName } from "./api.ts";
import { forgivenEdits } from "../core/edit-distance.ts";

/** The interface version prefix. */
export const API_PREFIX = "/v1";

/** Route patterns (`:name` marks a parameter) by route name, from the endpoints of `src/contract/api.ts`. */
export const ROUTES = Object.fromEntries(ROUTE_NAMES.map((r) => [r, ENDPOINTS[r].path])) as { readonly [R in RouteName]: (typeof ENDPOINTS)[R]["path"] };

export type { RouteName };

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route takes, e.g. `{ slug: string }` for `person`. */
export type RouteParams<R extends RouteName> = { [K in ParamNames<(typeof ROUTES)[R]>]: string };

/**
 * Builds the URL path of a route with its parameters filled in (each percent-encoded), e.g.
 * `urlFor("person", { slug: "aaron" })` → `/v1/people/aaron`.
 */
export function urlFor<R extends RouteName>(route: R, ...args: keyof RouteParams<R> extends never ? [] : [RouteParams<R>]): string {
  return routeUrl(route, (args[0] ?? {}) as Record<string, string>);
}

/** {@link urlFor} for table-driven callers that hold a route name only known at run time. */
export function routeUrl(route: RouteName, params: Readonly<Record<string, string>> = {}): string {
  return ROUTES[route].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`urlFor(${route}): missing parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The file (relative to the output tree) that serves a URL path: `/v1/people/aaron` → `v1/people/aaron.json`. */
export function fileForPath(urlPath: string): string {
  if (!urlPath.startsWith(`${API_PREFIX}/`)) throw new Error(`not an API path: ${urlPath}`);
  return `${decodeURIComponent(urlPath.slice(1))}.json`;
}

/** The file that serves a route: `fileFor("person", { slug: "aaron" })` → `v1/people/aaron.json`. */
export function fileFor<R extends RouteName>(route: R, ...args: keyof RouteParams<R> extends never ? [] : [RouteParams<R>]): string {
  return fileForPath(urlFor(route, ...args));
}

/** {@link fileFor} for table-driven callers. */
export function routeFile(route: RouteName, params: Readonly<Record<string, string>> = {}): string {
  return fileForPath(routeUrl(route, params));
}

/**
 * The file of the OpenAPI document: `v1/openapi.json`, the one URL that already ends in `.json` and is
 * therefore served from the file of its own name (the static-host reading of the file rule).
 */
export const OPENAPI_FILE = ROUTES.openapi.slice(1);

/** The URL of the API documentation page (served without a key, outside `/v1`). */
export const DOCS_PATH = "/docs";
/** Folder of the documentation page in the output tree: `/docs` is `docs/index.html`, `/docs/<file>` is `docs/<file>`. */
export const DOCS_DIR = "docs";
/** The files of the documentation page: the page, its start-up script and the viewer's assets. */
export const DOCS_FILES = ["index.html", "docs.js", "swagger-ui.css", "swagger-ui-bundle.js"] as const;
/** The content type of each kind of file the documentation page is made of, by extension. */
export const DOCS_TYPES: Readonly<Record<string, string>> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
};
/** The documentation page's Content-Security-Policy: it loads only its own origin's files; Swagger UI sets inline styles. */
export const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Words of a path that name another: the singular of a plural route segment that does not add an `s`. */
const SEGMENT_KIN: Readonly<Record<string, string>> = { person: "people" };

/** Whether a typed path segment may mean a route's fixed segment: the same but for letter case, an `s`, or the edits every forgiving lookup allows. */
function segmentMeans(typed: string, segment: string): boolean {
  const t = typed.toLowerCase();
  return t === segment || SEGMENT_KIN[t] === segment || `${t}s` === segment || t === `${segment}s` || forgivenEdits(t, segment) !== undefined;
}

/**
 * The URL path of a route that an unknown path most likely meant, or undefined: the same path with
 * `/v1` added, a trailing slash dropped, or one fixed segment respelt (`/v1/person/moses` →
 * `/v1/people/moses`, `/people/moses/` → `/v1/people/moses`). Parameters are kept as typed.
 */
export function nearestRoutePath(path: string): string | undefined {
  let parts = path.split("/").filter((p) => p !== "");
  if (parts.length === 0) return undefined;
  if (parts[0] !== API_PREFIX.slice(1)) parts = [API_PREFIX.slice(1), ...parts];
  for (const pattern of Object.values(ROUTES) as string[]) {
    const segments = pattern.split("/").filter((p) => p !== "");
    if (segments.length !== parts.length) continue;
    const respelt = segments.map((s, i) => (s.startsWith(":") ? parts[i] : segmentMeans(parts[i] as string, s) ? s : undefined));
    if (respelt.some((s) => s === undefined)) continue;
    const candidate = `/${respelt.join("/")}`;
    if (candidate !== path) return candidate;
  }
  return undefined;
}
