/**
 * Writes a published tree to a folder with worker threads: each file, its precompressed variants
 * (`src/emit/compress.ts` decides which and how) and its manifest row (path, sha256, size).
 *
 * The main thread of a build plans, validates and serialises; the ~380,000 `open`/`write`/`close`
 * calls, the compression and the hashing are what a build spends most of its time on, and they run
 * here in parallel with it. Files travel in batches (one message per few hundred files: a message
 * costs far more than the bytes it copies), and a bounded number of batches is in flight, so memory
 * stays flat however large the tree.
 *
 * The policy (which files get variants, with which options, when a variant pays) stays in TypeScript
 * on the calling side; the worker only carries it out, so it is plain JavaScript evaluated from a
 * string and runs the same under tsx, vitest and compiled code.
 */
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { BrotliOptions, ZlibOptions } from "node:zlib";
import { brotliOptions, gzipOptions, maxVariantBytes, precompressible, type PrecompressSummary } from "./compress.ts";
import type { ManifestEntry } from "./manifest.ts";
import type { FileSink } from "./sink.ts";

/** What a {@link TreeWriter} wrote. */
export interface TreeWriteSummary {
  /** Every file written (variants included), as manifest rows, sorted by path. */
  readonly entries: ManifestEntry[];
  /** What precompression added. */
  readonly precompressed: PrecompressSummary;
}

/**
 * A sink that writes a tree in the background; `close` waits for the last file and reports. Large
 * byte arrays given to `write` may be handed over to another thread (they are detached).
 */
export interface TreeWriter extends FileSink {
  /**
   * Waits for every file, stops the workers and reports; throws the first failure (also call it after
   * one). `last`, when given, makes one more file from the rows of all the others (the manifest),
   * written after them piece by piece (so it need never be one string), and not listed itself.
   */
  close(last?: (entries: readonly ManifestEntry[]) => { path: string; pieces: Iterable<string> }): Promise<TreeWriteSummary>;
}

/** Options of {@link threadedTreeWriter}. */
export interface TreeWriterOptions {
  /** Worker threads. Default: the available parallelism, at least 1 and at most 4. */
  readonly workers?: number;
  /** A batch is sent when it holds this many files (default 256) … */
  readonly batchFiles?: number;
  /** … or this many bytes (default 4 MB). */
  readonly batchBytes?: number;
  /** Batches in flight per worker before `write` waits (default 4). */
  readonly pendingPerWorker?: number;
  /**
   * Write the `.gz`/`.br` variants `compress.ts` plans (default true). Only the test suite's full
   * tree turns them off: its tests read the data, and the variants are half its files and most of
   * its CPU time; the sample tree the tests serve keeps them.
   */
  readonly precompress?: boolean;
}

/**
 * Byte arrays at least this large that own their whole buffer are moved to the worker instead of
 * copied (the downloads, the semantic index): the caller must not read them after `write`.
 */
const TRANSFER_MIN_BYTES = 1 << 20;

/** How one file's variants are made: the encoders' options, and the largest variant worth keeping. */
interface VariantPlan {
  readonly gzip: ZlibOptions;
  readonly brotli: BrotliOptions;
  readonly maxBytes: number;
}

/** One file of a batch. */
interface BatchFile {
  readonly path: string;
  readonly data: string | Uint8Array;
  readonly variants: VariantPlan | null;
}

/** A worker's answer to one batch. */
interface BatchResult {
  readonly id: number;
  readonly rows?: [string, string, number][];
  readonly variants?: number;
  readonly variantBytes?: number;
  readonly error?: string;
}

/**
 * The worker: for each file of a batch, creates its folder (once per folder), writes it, hashes it,
 * and writes each variant that is at most `maxBytes`; answers with the manifest rows.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { mkdirSync, writeFileSync } = require("node:fs");
const { createHash } = require("node:crypto");
const path = require("node:path");
const zlib = require("node:zlib");
const root = workerData.root;
const made = new Set();
function put(rows, rel, bytes) {
  const file = path.join(root, rel);
  const dir = path.dirname(file);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  writeFileSync(file, bytes);
  rows.push([rel, createHash("sha256").update(bytes).digest("hex"), bytes.byteLength]);
}
parentPort.on("message", (m) => {
  try {
    const rows = [];
    let variants = 0;
    let variantBytes = 0;
    for (const f of m.files) {
      const bytes = typeof f.data === "string" ? Buffer.from(f.data) : f.data;
      put(rows, f.path, bytes);
      if (f.variants === null) continue;
      const encoded = [[".gz", zlib.gzipSync(bytes, f.variants.gzip)], [".br", zlib.brotliCompressSync(bytes, f.variants.brotli)]];
      for (const [suffix, data] of encoded) {
        if (data.byteLength > f.variants.maxBytes) continue;
        put(rows, f.path + suffix, data);
        variants++;
        variantBytes += data.byteLength;
      }
    }
    parentPort.postMessage({ id: m.id, rows, variants, variantBytes });
  } catch (error) {
    parentPort.postMessage({ id: m.id, error: String((error && error.message) || error) });
  }
});
`;

/** The variants a file gets, as the worker's instructions (null: none). */
function planVariants(rel: string, size: number): VariantPlan | null {
  if (!precompressible(rel, size)) return null;
  return { gzip: gzipOptions(), brotli: brotliOptions(size), maxBytes: maxVariantBytes(size) };
}

interface Lane {
  readonly worker: Worker;
  readonly pending: Map<number, () => void>;
  failed: boolean;
}

/**
 * A {@link TreeWriter} into the folder `root`, with worker threads. Paths are `/`-separated and
 * relative to `root`; folders are made as needed.
 */
export function threadedTreeWriter(root: string, options: TreeWriterOptions = {}): TreeWriter {
  const count = Math.max(1, options.workers ?? Math.min(4, availableParallelism()));
  const batchFiles = options.batchFiles ?? 256;
  const batchBytes = options.batchBytes ?? 4_000_000;
  const maxPending = count * (options.pendingPerWorker ?? 4);
  const precompress = options.precompress ?? true;
  const entries: ManifestEntry[] = [];
  let qualifying = 0;
  let variants = 0;
  let variantBytes = 0;
  let failure: Error | undefined;
  let nextId = 0;
  let inFlight = 0;
  let wake: (() => void) | undefined;
  let batch: BatchFile[] = [];
  let batchSize = 0;
  let transfer: ArrayBuffer[] = [];
  let closing = false;

  const settle = (): void => {
    inFlight--;
    const w = wake;
    wake = undefined;
    w?.();
  };
  const fail = (error: Error): void => {
    failure ??= error;
  };

  const lanes: Lane[] = Array.from({ length: count }, () => {
    const lane: Lane = { worker: new Worker(WORKER_SOURCE, { eval: true, workerData: { root } }), pending: new Map(), failed: false };
    const stop = (error: Error): void => {
      lane.failed = true;
      fail(error);
      for (const done of lane.pending.values()) done();
      lane.pending.clear();
    };
    lane.worker.on("message", (m: BatchResult) => {
      const done = lane.pending.get(m.id);
      if (done === undefined) return;
      lane.pending.delete(m.id);
      if (m.error !== undefined) fail(new Error(`writing the tree failed: ${m.error}`));
      for (const [path, sha256, bytes] of m.rows ?? []) entries.push({ path, sha256, bytes });
      variants += m.variants ?? 0;
      variantBytes += m.variantBytes ?? 0;
      done();
    });
    lane.worker.on("error", stop);
    lane.worker.on("exit", (code) => {
      if (!closing) stop(new Error(`a tree-writing worker exited (code ${code})`));
    });
    return lane;
  });

  function send(files: BatchFile[], moved: ArrayBuffer[]): void {
    const live = lanes.filter((l) => !l.failed);
    const lane = live.reduce<Lane | undefined>((a, b) => (a === undefined || b.pending.size < a.pending.size ? b : a), undefined);
    if (lane === undefined) {
      fail(new Error("no tree-writing worker is left"));
      return;
    }
    const id = nextId++;
    inFlight++;
    lane.pending.set(id, settle);
    lane.worker.postMessage({ id, files }, moved);
  }

  async function flush(): Promise<void> {
    if (batch.length === 0) return;
    const files = batch;
    const moved = transfer;
    batch = [];
    batchSize = 0;
    transfer = [];
    while (inFlight >= maxPending && failure === undefined) await new Promise<void>((resolve) => (wake = resolve));
    if (failure !== undefined) throw failure;
    send(files, moved);
  }

  return {
    async write(rel, data) {
      if (failure !== undefined) throw failure;
      const size = typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
      const plan = precompress ? planVariants(rel, size) : null;
      if (plan !== null) qualifying++;
      batch.push({ path: rel, data, variants: plan });
      if (typeof data !== "string" && size >= TRANSFER_MIN_BYTES && data.byteOffset === 0 && data.buffer.byteLength === size && data.buffer instanceof ArrayBuffer && !transfer.includes(data.buffer)) {
        transfer.push(data.buffer);
      }
      batchSize += size;
      if (batch.length >= batchFiles || batchSize >= batchBytes) await flush();
    },
    async close(last) {
      try {
        if (failure === undefined) await flush();
        while (inFlight > 0) await new Promise<void>((resolve) => (wake = resolve));
      } finally {
        closing = true;
        await Promise.all(lanes.map((l) => l.worker.terminate()));
      }
      if (failure !== undefined) throw failure;
      entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      if (last !== undefined) {
        const file = last(entries);
        const target = path.join(root, file.path);
        mkdirSync(path.dirname(target), { recursive: true });
        const fd = openSync(target, "w");
        try {
          for (const piece of file.pieces) writeSync(fd, piece);
        } finally {
          closeSync(fd);
        }
      }
      return { entries, precompressed: { files: qualifying, variants, bytes: variantBytes } };
    },
  };
}
