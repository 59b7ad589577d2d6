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
 * more at 70 times the time (about five minutes per build). The work runs in worker threads.
 * Output is deterministic: zlib's gzip header has no file name and mtime 0.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from "node:zlib";
import type { FileSink } from "./sink.ts";

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

/** The variants worth writing, given a file's size and its gzip and brotli encodings. */
export function keptVariants(rel: string, size: number, gzip: Uint8Array, br: Uint8Array): Variant[] {
  const out: Variant[] = [];
  if (gzip.byteLength <= size * PRECOMPRESS_MAX_RATIO) out.push({ path: `${rel}.gz`, data: gzip });
  if (br.byteLength <= size * PRECOMPRESS_MAX_RATIO) out.push({ path: `${rel}.br`, data: br });
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

/** A sink that also writes variants; `close` waits for the last ones, stops the workers and reports. */
export interface PrecompressingSink extends FileSink {
  close(): Promise<PrecompressSummary>;
}

/** Options of {@link precompressingSink}. */
export interface PrecompressOptions {
  /** Worker threads; 0 compresses in this thread. Default: the available parallelism, at most 4. */
  readonly workers?: number;
  /** Files being compressed at once before `write` waits (bounds memory). Default 256. */
  readonly maxPending?: number;
}

/**
 * The worker's code (CommonJS, evaluated): compresses each message's bytes with the options it
 * carries and posts both encodings back, or the error. Plain JavaScript so that it runs the same
 * under tsx, vitest and a bundle.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const zlib = require("node:zlib");
parentPort.on("message", (m) => {
  try {
    const gzip = new Uint8Array(zlib.gzipSync(m.bytes, m.gzip));
    const br = new Uint8Array(zlib.brotliCompressSync(m.bytes, m.brotli));
    parentPort.postMessage({ id: m.id, gzip, br }, [gzip.buffer, br.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: m.id, error: String((error && error.stack) || error) });
  }
});
`;

interface Job {
  resolve(value: { gzip: Uint8Array; br: Uint8Array }): void;
  reject(error: Error): void;
}

/**
 * A fixed set of compression workers; each job goes to the live worker with the fewest jobs. A worker
 * that fails or exits rejects its jobs and takes no more, so no job is ever left waiting.
 */
class Pool {
  private readonly workers: { worker: Worker; jobs: Map<number, Job>; failed?: Error }[] = [];
  private nextId = 0;

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const entry: { worker: Worker; jobs: Map<number, Job>; failed?: Error } = { worker: new Worker(WORKER_SOURCE, { eval: true }), jobs: new Map<number, Job>() };
      const fail = (error: Error): void => {
        entry.failed ??= error;
        for (const job of entry.jobs.values()) job.reject(error);
        entry.jobs.clear();
      };
      entry.worker.on("message", (m: { id: number; gzip?: Uint8Array; br?: Uint8Array; error?: string }) => {
        const job = entry.jobs.get(m.id);
        if (job === undefined) return;
        entry.jobs.delete(m.id);
        if (entry.jobs.size === 0) entry.worker.unref();
        if (m.gzip !== undefined && m.br !== undefined) job.resolve({ gzip: m.gzip, br: m.br });
        else job.reject(new Error(`compression failed: ${m.error ?? "no result"}`));
      });
      entry.worker.on("error", fail);
      entry.worker.on("exit", (code) => fail(new Error(`compression worker exited (code ${code})`)));
      entry.worker.unref();
      this.workers.push(entry);
    }
  }

  /** Compresses `bytes`, which must own their whole buffer: it is handed over to the worker. */
  run(bytes: Uint8Array): Promise<{ gzip: Uint8Array; br: Uint8Array }> {
    const live = this.workers.filter((w) => w.failed === undefined);
    const entry = live.reduce<(typeof live)[number] | undefined>((a, b) => (a === undefined || b.jobs.size < a.jobs.size ? b : a), undefined);
    if (entry === undefined) return Promise.reject(this.workers[0]?.failed ?? new Error("no compression workers"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      entry.jobs.set(id, { resolve, reject });
      entry.worker.ref();
      entry.worker.postMessage({ id, bytes, gzip: gzipOptions(), brotli: brotliOptions(bytes.byteLength) }, [bytes.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}

/**
 * Wraps a sink: every file is written through as it is, and each qualifying file's variants are
 * written after it, compressed in worker threads while the caller goes on. Call `close` (also after
 * a failure) to wait for the last variants and stop the workers; it throws the first failure.
 */
export function precompressingSink(inner: FileSink, options: PrecompressOptions = {}): PrecompressingSink {
  const workers = options.workers ?? Math.min(4, availableParallelism());
  const maxPending = options.maxPending ?? 256;
  const pool = workers > 0 ? new Pool(workers) : undefined;
  const pending = new Set<Promise<void>>();
  let wake: (() => void) | undefined;
  let failure: unknown;
  let files = 0;
  let variants = 0;
  let bytes = 0;

  async function writeVariants(list: readonly Variant[]): Promise<void> {
    for (const v of list) {
      await inner.write(v.path, v.data);
      variants++;
      bytes += v.data.byteLength;
    }
  }

  return {
    async write(rel, data) {
      if (failure !== undefined) throw failure;
      await inner.write(rel, data);
      if (!precompressible(rel, typeof data === "string" ? Buffer.byteLength(data) : data.byteLength)) return;
      files++;
      if (pool === undefined) {
        await writeVariants(compressFile(rel, typeof data === "string" ? new TextEncoder().encode(data) : data));
        return;
      }
      const raw = typeof data === "string" ? new TextEncoder().encode(data) : new Uint8Array(data);
      const size = raw.byteLength;
      const job: Promise<void> = pool
        .run(raw)
        .then(({ gzip, br }) => writeVariants(keptVariants(rel, size, gzip, br)))
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => {
          pending.delete(job);
          wake?.();
          wake = undefined;
        });
      pending.add(job);
      while (pending.size >= maxPending) await new Promise<void>((resolve) => (wake = resolve));
    },
    async close() {
      try {
        await Promise.all(pending);
      } finally {
        await pool?.close();
      }
      if (failure !== undefined) throw failure;
      return { files, variants, bytes };
    },
  };
}
