/**
 * On-the-fly compression with Node's zlib, injected into the app by the Node entry (`npm start`).
 * Kept out of `respond.ts` so that the app itself imports nothing from `node:` and also runs at the
 * edge, where the platform compresses responses instead.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Compressor } from "../respond.ts";

/** Node's zlib: brotli at quality 5 and gzip at level 6, good ratios at a few hundred µs per KB. */
export const nodeCompressor: Compressor = (bytes, coding) =>
  coding === "br" ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(bytes, { level: 6 });
