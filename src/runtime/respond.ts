/**
 * Sending JSON bodies the way HTTP clients and CDNs expect: a strong validator (`ETag`) with
 * `If-None-Match` → 304, `Cache-Control`, and gzip or brotli chosen from `Accept-Encoding`,
 * using precompressed variants when the tree has them and compressing (once, cached) otherwise.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";

/** A response body with its validator and any compressed variants computed so far. */
export interface Body {
  readonly bytes: Uint8Array;
  readonly etag: string;
  br?: Uint8Array;
  gzip?: Uint8Array;
}

/** Compresses bytes with a content coding; injectable so the edge can use its own. */
export type Compressor = (bytes: Uint8Array, coding: "br" | "gzip") => Uint8Array;

/** Node's zlib: brotli at quality 5 and gzip at level 6, good ratios at a few hundred µs per KB. */
export const nodeCompressor: Compressor = (bytes, coding) =>
  coding === "br" ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(bytes, { level: 6 });

/** Bodies smaller than this are sent uncompressed (the headers would cost more than they save). */
export const COMPRESS_MIN_BYTES = 1024;

/** A body from bytes, with a weak ETag (weak because the compressed variants share it). */
export function makeBody(bytes: Uint8Array): Body {
  return { bytes, etag: `W/"${createHash("sha1").update(bytes).digest("base64url")}"` };
}

/** A body from a JSON value. */
export function jsonBody(value: unknown): Body {
  return makeBody(new TextEncoder().encode(JSON.stringify(value)));
}

function preferred(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (n: string): boolean => (accepted.get(n) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : undefined;
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/** Sends a body with validators, caching and content negotiation. */
export function send(c: Context, body: Body, cacheControl: string, compress: Compressor, status = 200): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", ETag: body.etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding, X-API-Key" });
  if (status === 200 && etagMatches(c.req.header("If-None-Match"), body.etag)) return new Response(null, { status: 304, headers });
  const coding = body.bytes.byteLength >= COMPRESS_MIN_BYTES ? preferred(c.req.header("Accept-Encoding")) : undefined;
  let payload = body.bytes;
  if (coding !== undefined) {
    payload = body[coding] ??= compress(body.bytes, coding);
    headers.set("Content-Encoding", coding);
  }
  headers.set("Content-Length", String(payload.byteLength));
  return new Response(c.req.method === "HEAD" ? null : payload, { status, headers });
}
