/**
 * Reading request headers cheaply. Under `@hono/node-server` the app's `env` carries Node's
 * `IncomingMessage` (`c.env.incoming`), whose headers Node has already parsed into a plain object;
 * `c.req.header()` would instead copy every header into a WHATWG `Headers` first, on every request.
 * Elsewhere (tests through `app.request`, the edge) the `Request`'s headers are read as usual.
 */
import type { Context } from "hono";

/** Node's parsed request headers: lower-case names, repeated headers joined with ", " as `Headers.get` does. */
type IncomingHeaders = Readonly<Record<string, string | string[] | undefined>>;

function incomingHeaders(c: Context): IncomingHeaders | undefined {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null || !("incoming" in env)) return undefined;
  const incoming = env.incoming;
  if (typeof incoming !== "object" || incoming === null || !("headers" in incoming)) return undefined;
  const headers = incoming.headers;
  return typeof headers === "object" && headers !== null ? (headers as IncomingHeaders) : undefined;
}

/** The value of request header `name` (given in lower case), or undefined when the request has none. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const headers = incomingHeaders(c);
  if (headers === undefined) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
