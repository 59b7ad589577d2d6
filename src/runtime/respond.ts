/**
 * Sending JSON bodies the way HTTP clients and CDNs expect: a validator (`ETag`) with
 * `If-None-Match` → 304, `Cache-Control`, and gzip or brotli chosen from `Accept-Encoding`, sent from
 * the tree's precompressed variant when the app has read one (see {@link VARIANT_SUFFIX}) or made by
 * a {@link Compressor} when one is given (compressing once per body, cached). Imports nothing from `node:`, so
 * it runs on Node and at the edge alike; Node's compressor is in `node/compress.ts`.
 */
import type { Context } from "hono";
import { markComplete, responseHeaders } from "./cors.ts";
import { fingerprint } from "../core/hash.ts";
import { requestHeader } from "./request.ts";

/** A response body with its validator and any compressed variants computed or read so far. */
export interface Body {
  readonly bytes: Uint8Array;
  readonly etag: string;
  br?: Uint8Array;
  gzip?: Uint8Array;
  /** Codings whose precompressed variant was looked for in the tree and is not there. */
  absent?: ("br" | "gzip")[];
}

/** The suffix of a precompressed variant beside its file in the tree (`src/emit/compress.ts`). */
export const VARIANT_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Compresses bytes with a content coding. Injected: Node passes `nodeCompressor` (`node/compress.ts`);
 * at the edge there is none, and the platform compresses responses itself.
 */
export type Compressor = (bytes: Uint8Array, coding: "br" | "gzip") => Uint8Array;

/** Bodies smaller than this are sent uncompressed (the headers would cost more than they save). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * A body from bytes, with a weak ETag (weak because the compressed variants share it): a 64-bit
 * {@link fingerprint} of the bytes, the same on every platform.
 */
export function makeBody(bytes: Uint8Array): Body {
  return { bytes, etag: `W/"${fingerprint(bytes)}"` };
}

const UTF8 = new TextEncoder();

/** A body from a JSON value. */
export function jsonBody(value: unknown): Body {
  return makeBody(UTF8.encode(JSON.stringify(value)));
}

/**
 * The body of one page of a list in the API's envelope, from the JSON texts of its records (made
 * once and kept by the caller): the same bytes as {@link jsonBody} of `{ data, meta, …extra }`
 * without serialising the records again. `extra` is the JSON text of members after `meta` (`,"entry":{…}`).
 */
export function jsonPageBody(items: readonly string[], meta: PageMeta, extra = ""): Body {
  return makeBody(UTF8.encode(`{"data":[${items.join(",")}],"meta":{"total":${meta.total},"limit":${meta.limit},"offset":${meta.offset}}${extra}}`));
}

/** The `meta` of a page in the list envelope. */
export interface PageMeta {
  readonly total: number;
  readonly limit: number;
  readonly offset: number;
}

/**
 * {@link jsonPageBody} from the records' JSON as UTF-8 bytes (made once and kept by the caller): the
 * page is copied together byte for byte, without a string of the whole page to encode (which costs
 * most for text outside Latin-1, such as Hebrew and Greek). `extra` as in {@link jsonPageBody}, in bytes.
 */
export function jsonPageBytes(items: readonly Uint8Array[], meta: PageMeta, extra: Uint8Array = NO_BYTES): Body {
  const head = '{"data":[';
  const tail = `],"meta":{"total":${meta.total},"limit":${meta.limit},"offset":${meta.offset}}`;
  let size = head.length + Math.max(0, items.length - 1) + tail.length + extra.length + 1;
  for (const item of items) size += item.length;
  const out = new Uint8Array(size);
  let at = UTF8.encodeInto(head, out).written;
  items.forEach((item, n) => {
    if (n > 0) out[at++] = 0x2c;
    out.set(item, at);
    at += item.length;
  });
  at += UTF8.encodeInto(tail, out.subarray(at)).written;
  out.set(extra, at);
  out[at + extra.length] = 0x7d;
  return makeBody(out);
}

const NO_BYTES = new Uint8Array(0);

/** The codings a client accepts for a body of `size` bytes, best first (none below {@link COMPRESS_MIN_BYTES}). */
export function acceptedCodings(acceptEncoding: string | undefined, size: number): ("br" | "gzip")[] {
  if (acceptEncoding === undefined || size < COMPRESS_MIN_BYTES) return [];
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (n: string): boolean => (accepted.get(n) ?? accepted.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(ok);
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/**
 * Sends a body with validators, caching and content negotiation: the client's best accepted coding
 * that the body has a variant of (precompressed, or compressed before) or that `compress` can make.
 * `extraHeaders` are added last (e.g. another `Content-Type`). The headers are a plain object, not a
 * `Headers`: `@hono/node-server` then writes them as they are, which is much cheaper per request.
 */
export function send(c: Context, body: Body, cacheControl: string, compress: Compressor | undefined, extraHeaders?: Readonly<Record<string, string>>): Response {
  const headers = responseHeaders(c);
  headers["Content-Type"] = "application/json; charset=utf-8";
  headers.ETag = body.etag;
  headers["Cache-Control"] = cacheControl;
  headers.Vary = "Accept-Encoding, X-API-Key";
  if (extraHeaders !== undefined) Object.assign(headers, extraHeaders);
  if (etagMatches(requestHeader(c, "if-none-match"), body.etag)) return markComplete(new Response(null, { status: 304, headers }));
  const coding = acceptedCodings(requestHeader(c, "accept-encoding"), body.bytes.byteLength).find((k) => body[k] !== undefined || compress !== undefined);
  let payload = body.bytes;
  const encoded = coding === undefined ? undefined : (body[coding] ?? compress?.(body.bytes, coding));
  if (coding !== undefined && encoded !== undefined) {
    payload = body[coding] = encoded;
    headers["Content-Encoding"] = coding;
  }
  headers["Content-Length"] = String(payload.byteLength);
  return markComplete(new Response(c.req.method === "HEAD" ? null : payload, { status: 200, headers }));
}
