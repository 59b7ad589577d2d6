/**
 * Precompressed variants of the published JSON files, for hosts that serve them as they are (nginx's
 * `gzip_static`/`brotli_static`, and the runtime, which reads `<file>.br`/`.gz` before compressing on
 * the fly): `<file>.gz` and `<file>.br` beside each `v1/…/*.json` file of at least 1 KB, when the
 * variant is at most 90% of the file.
 *
 * Settings, measured on the full tree (46,823 files ≥ 1 KB, 133.5 MB; one core, MB/s of input):
 * gzip 9: 29.5 MB/s, ratio 0.225 (level 6: 0.226). brotli with the window fitted to the file:
 * q5 34 MB/s 0.206, q8 31 MB/s 0.204, q9 19 MB/s 0.204, q11 0.4 MB/s 0.186; with brotli's default
 * 4 MiB window q9 falls to 1.4 MB/s. So gzip 9 and brotli 8 with a fitted window: q11 would save 9%
 * more at 70 times the time (about five minutes per build). The work runs in the tree writer's worker
 * threads (`src/emit/tree-writer.ts`), which follow this module's policy.
 * Output is deterministic: zlib's gzip header has no file name and mtime 0.
 */
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from "node:zlib";

/** Files smaller than this get no variants (the runtime's `COMPRESS_MIN_BYTES`: it sends them as they are). */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** A variant is written only when it is at most this fraction of the file. */
export const PRECOMPRESS_MAX_RATIO = 0.9;
/** gzip level of the `.gz` variants. */
export const GZIP_LEVEL = 9;
/** brotli quality of the `.br` variants. */
export const BROTLI_QUALITY = 8;

/** Whether a file of the tree gets precompressed variants: a `v1/` JSON file of at least 1 KB. */
export function precompressible(rel: string, size: number): boolean {
  return rel.startsWith("v1/") && rel.endsWith(".json") && size >= PRECOMPRESS_MIN_BYTES;
}

/** zlib options of the `.gz` variants. */
export function gzipOptions(): ZlibOptions {
  return { level: GZIP_LEVEL };
}

/** brotli options of the `.br` variant of a file of `size` bytes: text mode, window fitted to the size. */
export function brotliOptions(size: number): BrotliOptions {
  const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))));
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
}

/** A file to write beside another: its path and bytes. */
export interface Variant {
  readonly path: string;
  readonly data: Uint8Array;
}

/** The largest variant worth writing for a file of `size` bytes ({@link PRECOMPRESS_MAX_RATIO} of it). */
export function maxVariantBytes(size: number): number {
  return Math.floor(size * PRECOMPRESS_MAX_RATIO);
}

/** The variants worth writing, given a file's size and its gzip and brotli encodings. */
export function keptVariants(rel: string, size: number, gzip: Uint8Array, br: Uint8Array): Variant[] {
  const out: Variant[] = [];
  if (gzip.byteLength <= maxVariantBytes(size)) out.push({ path: `${rel}.gz`, data: gzip });
  if (br.byteLength <= maxVariantBytes(size)) out.push({ path: `${rel}.br`, data: br });
  return out;
}

/** The variants of one file, compressed in this thread (none when the file does not qualify). */
export function compressFile(rel: string, bytes: Uint8Array): Variant[] {
  if (!precompressible(rel, bytes.byteLength)) return [];
  return keptVariants(rel, bytes.byteLength, gzipSync(bytes, gzipOptions()), brotliCompressSync(bytes, brotliOptions(bytes.byteLength)));
}

/** What precompression added to the tree. */
export interface PrecompressSummary {
  /** Files that qualified. */
  readonly files: number;
  /** Variants written. */
  readonly variants: number;
  /** Bytes of the variants written. */
  readonly bytes: number;
}
