/**
 * Credit where the licences ask for it: which share-alike licences an answer carries, from the
 * endpoint's `builtFrom` tables and the upstream datasets (`/v1/sources`, rendered from
 * `sources/manifest.json`). The runtime names them in a `Link` header; the MCP tools in their text.
 */
import { endpoint, ROUTE_NAMES, type RouteName } from "./api.ts";
import { routeUrl } from "./routes.ts";

/** What crediting needs of a `/v1/sources` record. */
export interface CreditedSource {
  readonly id: string;
  readonly name: string;
  readonly attribution: string;
  readonly tables: readonly string[];
  readonly share_alike: { readonly license: string; readonly url: string } | null;
}

/** A share-alike licence an answer carries, and the datasets that bring it. */
export interface ShareAlike {
  readonly license: string;
  readonly url: string;
  readonly sources: readonly CreditedSource[];
}

/** The share-alike licences of the datasets feeding any of `tables`, one per licence, in dataset order. */
export function shareAlikeOf(sources: readonly CreditedSource[], tables: readonly string[]): ShareAlike[] {
  const byUrl = new Map<string, { license: string; url: string; sources: CreditedSource[] }>();
  for (const s of sources) {
    if (s.share_alike === null || !s.tables.some((t) => tables.includes(t))) continue;
    const entry = byUrl.get(s.share_alike.url) ?? { ...s.share_alike, sources: [] };
    entry.sources.push(s);
    byUrl.set(s.share_alike.url, entry);
  }
  return [...byUrl.values()];
}

/**
 * The `Link` header value (RFC 8288) of content built from `tables`: each share-alike licence as
 * `rel="license"`, and `/v1/sources` (the attribution) as `rel="describedby"`; undefined when none applies.
 */
export function licenseLinkOf(sources: readonly CreditedSource[], tables: readonly string[]): string | undefined {
  const licences = shareAlikeOf(sources, tables);
  if (licences.length === 0) return undefined;
  return [...licences.map((l) => `<${l.url}>; rel="license"; title="${l.license}"`), `<${routeUrl("sources")}>; rel="describedby"`].join(", ");
}

/** The `Link` header value of a route's answers: {@link licenseLinkOf} its `builtFrom` tables. */
export function licenseLink(sources: readonly CreditedSource[], route: RouteName): string | undefined {
  return licenseLinkOf(sources, endpoint(route).builtFrom);
}

/** The `Link` header of every route whose answers carry a share-alike licence. */
export function licenseLinks(sources: readonly CreditedSource[]): Map<RouteName, string> {
  const out = new Map<RouteName, string>();
  for (const r of ROUTE_NAMES) {
    const link = licenseLink(sources, r);
    if (link !== undefined) out.set(r, link);
  }
  return out;
}
