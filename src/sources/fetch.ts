/**
 * Fills a folder (normally `sources/upstream/`) with every file of the sources manifest, either by
 * downloading it from its URL or by copying it from a mirror folder laid out like `shared/sources`.
 *
 * Every file is written to a temporary file next to its destination and renamed into place only after
 * its size and SHA-256 match the manifest, so a failed, corrupt or interrupted transfer never leaves a
 * file that looks valid. Files already present with the right checksum are left alone.
 */
import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { unzipSync } from "fflate";
import pMap from "p-map";
import type { SourceFile, SourcesManifest } from "./manifest.ts";

/** The part of `fetch` the fetcher uses; inject another one in tests. */
export type FetchFn = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/** Options of {@link fetchSources}. */
export interface FetchSourcesOptions {
  /** The files to fetch. */
  readonly manifest: SourcesManifest;
  /** Destination folder; files go to `<dest>/<path>`. */
  readonly dest: string;
  /** Copy from this mirror folder (laid out like `shared/sources`) instead of downloading. */
  readonly from?: string;
  /** Files transferred at the same time (default 4). */
  readonly concurrency?: number;
  /** A download fails when no data arrives for this long, in milliseconds (default 30 000). */
  readonly timeoutMs?: number;
  /** Tries per download, for transient errors (default 3). */
  readonly attempts?: number;
  /** Wait before retry n is n × this, in milliseconds (default 500). */
  readonly retryDelayMs?: number;
  /** HTTP client (default: the global `fetch`). */
  readonly fetch?: FetchFn;
  /** Receives one progress line per file and per retry (default: none). */
  readonly log?: (line: string) => void;
  /** Aborts the run; files in flight are abandoned and their temporary files removed. */
  readonly signal?: AbortSignal;
}

/** What happened to one file. */
export type FileStatus = "fetched" | "copied" | "up-to-date" | "failed";

/** Why a file failed, used to suggest what to do. */
export type FailureKind =
  | "missing-in-mirror"
  | "network"
  | "http"
  | "checksum"
  | "archive"
  | "io"
  | "interrupted";

/** The outcome for one manifest file. */
export interface FileResult {
  /** Manifest path. */
  readonly path: string;
  readonly status: FileStatus;
  /** Bytes written (fetched/copied) or verified in place (up-to-date); 0 for failures. */
  readonly bytes: number;
  /** For failures: what went wrong, e.g. `sha256 mismatch: expected … got …`. */
  readonly reason?: string;
  /** For failures: the class of error. */
  readonly kind?: FailureKind;
  /** Extra detail for the progress line (archive extraction, retries, replaced file). */
  readonly note?: string;
}

/** The outcome of a whole run. */
export interface FetchSummary {
  /** One result per manifest file, in manifest order. */
  readonly results: readonly FileResult[];
  /** Number of files per status. */
  readonly counts: Readonly<Record<FileStatus, number>>;
  /** Bytes written into the destination. */
  readonly bytesWritten: number;
  /** Bytes of files that were already up to date. */
  readonly bytesUpToDate: number;
  /** The failed results, in manifest order. */
  readonly failures: readonly FileResult[];
  /** True when no file failed. */
  readonly ok: boolean;
  /** Whether the run copied from a mirror (`from`) rather than downloading. */
  readonly fromMirror: boolean;
}

/** A failure of one file; `transient` ones are retried. */
class FileFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly transient = false,
    readonly hostDown = false,
  ) {
    super(message);
    this.name = "FileFailure";
  }
}

interface Expected {
  readonly sha256: string;
  readonly bytes: number;
}

interface Context {
  readonly dest: string;
  readonly from: string | undefined;
  readonly timeoutMs: number;
  readonly attempts: number;
  readonly retryDelayMs: number;
  readonly fetch: FetchFn;
  readonly log: (line: string) => void;
  readonly signal: AbortSignal | undefined;
  /** Hosts that could not be reached at all, with the reason; later files to them fail at once. */
  readonly downHosts: Map<string, string>;
}

/** Lower-case hex SHA-256 of some bytes. */
export function sha256Hex(data: Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Formats a byte count with thousands separators (`1,625,775`). */
export function formatBytes(n: number): string {
  return n.toLocaleString("en-US");
}

/**
 * Fetches (or, with `from`, copies) every manifest file into `dest`, verifying size and SHA-256.
 * Never throws for a single file: every failure is returned in the summary, after all files were tried.
 * @throws Error only when `from` is not a folder.
 */
export async function fetchSources(options: FetchSourcesOptions): Promise<FetchSummary> {
  const from = options.from === undefined ? undefined : path.resolve(options.from);
  if (from !== undefined) {
    const isDir = await stat(from).then((s) => s.isDirectory(), () => false);
    if (!isDir) {
      throw new Error(
        `mirror folder not found: ${from} (--from must name a folder laid out like shared/sources, e.g. npm run fetch-sources -- --from ../shared/sources)`,
      );
    }
  }
  const ctx: Context = {
    dest: path.resolve(options.dest),
    from,
    timeoutMs: options.timeoutMs ?? 30_000,
    attempts: Math.max(1, options.attempts ?? 3),
    retryDelayMs: options.retryDelayMs ?? 500,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    log: options.log ?? (() => {}),
    signal: options.signal,
    downHosts: new Map(),
  };
  const results = await pMap(options.manifest.files, (file) => processFile(file, ctx), {
    concurrency: options.concurrency ?? 4,
  });
  const counts: Record<FileStatus, number> = { fetched: 0, copied: 0, "up-to-date": 0, failed: 0 };
  let bytesWritten = 0;
  let bytesUpToDate = 0;
  for (const r of results) {
    counts[r.status]++;
    if (r.status === "up-to-date") bytesUpToDate += r.bytes;
    else bytesWritten += r.bytes;
  }
  const failures = results.filter((r) => r.status === "failed");
  return { results, counts, bytesWritten, bytesUpToDate, failures, ok: failures.length === 0, fromMirror: from !== undefined };
}

/** The progress line printed for one result. */
export function formatResult(r: FileResult): string {
  const label = r.status === "up-to-date" ? "up to date" : r.status;
  const detail = r.status === "failed" ? `: ${r.reason ?? "failed"}` : ` (${formatBytes(r.bytes)} bytes${r.note ? `; ${r.note}` : ""})`;
  return `${label.padEnd(10)} ${r.path}${detail}`;
}

/**
 * The closing lines of a run: counts and bytes, then every failure with its reason and what to do.
 */
export function formatSummary(s: FetchSummary): string[] {
  const total = s.results.length;
  const lines = [
    `${total} file(s): ${s.counts.fetched} fetched, ${s.counts.copied} copied, ${s.counts["up-to-date"]} up to date, ` +
      `${s.counts.failed} failed; ${formatBytes(s.bytesWritten)} bytes written, ${formatBytes(s.bytesUpToDate)} bytes already up to date.`,
  ];
  if (s.ok) return lines;
  lines.push(`${s.failures.length} file(s) FAILED:`);
  for (const f of s.failures) lines.push(`  ${f.path}: ${f.reason ?? "failed"}`);
  const kinds = new Set(s.failures.map((f) => f.kind));
  lines.push("What to do:");
  if (kinds.has("missing-in-mirror")) {
    lines.push(
      "  - --from must name a folder laid out like shared/sources, holding every file at its manifest path " +
        "(e.g. npm run fetch-sources -- --from ../shared/sources).",
    );
  }
  if (kinds.has("network") || kinds.has("http")) {
    lines.push(
      "  - Downloads failed. Without network access, copy from a mirror instead: npm run fetch-sources -- --from ../shared/sources. " +
        "An HTTP 404 means the URL in sources/manifest.json no longer resolves upstream.",
    );
  }
  if (kinds.has("checksum") || kinds.has("archive")) {
    lines.push(
      "  - The data differs from sources/manifest.json (corrupt mirror/download, or upstream changed). " +
        "Do not edit the checksum to make it pass: re-copy the file, or update the manifest deliberately and review the data.",
    );
  }
  if (kinds.has("io")) lines.push("  - Check that the destination folder is writable and the disk is not full.");
  if (kinds.has("interrupted")) lines.push("  - The run was interrupted.");
  lines.push("  Files that verified are in place; run the same command again to retry only the others.");
  return lines;
}

async function processFile(file: SourceFile, ctx: Context): Promise<FileResult> {
  let result: FileResult;
  try {
    result = await transferFile(file, ctx);
  } catch (err) {
    const failure = toFailure(err, ctx);
    result = { path: file.path, status: "failed", bytes: 0, reason: failure.message, kind: failure.kind };
  }
  ctx.log(formatResult(result));
  return result;
}

async function transferFile(file: SourceFile, ctx: Context): Promise<FileResult> {
  if (ctx.signal?.aborted) throw new FileFailure("interrupted", "interrupted");
  const target = targetPath(ctx.dest, file.path);
  await mkdir(path.dirname(target), { recursive: true });
  await removeStaleTemps(target);
  let note: string | undefined;
  const existing = await existingState(target, file);
  if (existing === "match") return { path: file.path, status: "up-to-date", bytes: file.bytes };
  if (existing === "differs") {
    await rm(target, { force: true });
    note = "replaced a file with a different checksum";
  }
  const done = ctx.from === undefined ? await downloadFile(file, target, ctx) : await copyFromMirror(file, target, ctx.from, ctx);
  const notes = [done.note, note].filter((n) => n !== undefined);
  return { path: file.path, status: done.status, bytes: file.bytes, ...(notes.length > 0 ? { note: notes.join("; ") } : {}) };
}

interface Done {
  readonly status: "fetched" | "copied";
  readonly note?: string;
}

/** `<dest>/<path>`, refusing paths that would leave `dest`. */
function targetPath(dest: string, rel: string): string {
  const target = path.resolve(dest, ...rel.split("/"));
  const inside = path.relative(dest, target);
  if (inside === "" || inside.startsWith("..") || path.isAbsolute(inside)) {
    throw new FileFailure(`unsafe path in manifest: ${rel}`, "io");
  }
  return target;
}

async function existingState(target: string, expected: Expected): Promise<"absent" | "match" | "differs"> {
  const info = await stat(target).catch(() => undefined);
  if (info === undefined) return "absent";
  if (!info.isFile()) throw new FileFailure(`${target} exists but is not a file; remove it and run again`, "io");
  if (info.size !== expected.bytes) return "differs";
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(target)) hash.update(chunk as Buffer);
  return hash.digest("hex") === expected.sha256 ? "match" : "differs";
}

const TEMP_SUFFIX = ".partial";

function tempPrefix(target: string): string {
  return `.${path.basename(target)}.fetch-`;
}

function tempPath(target: string): string {
  return path.join(
    path.dirname(target),
    `${tempPrefix(target)}${process.pid}-${randomBytes(4).toString("hex")}${TEMP_SUFFIX}`,
  );
}

/** Removes temporary files of `target` left by runs whose process is gone. */
async function removeStaleTemps(target: string): Promise<void> {
  const prefix = tempPrefix(target);
  const names = await readdir(path.dirname(target)).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(TEMP_SUFFIX)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1] ?? Number.NaN);
    if (pid === process.pid || (Number.isInteger(pid) && processAlive(pid))) continue;
    await rm(path.join(path.dirname(target), name), { force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Passes bytes through while hashing and counting them; fails as soon as there are more than `max`. */
function meter(max: number, what: string, onChunk?: () => void): { stream: Transform; digest: () => Expected } {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      onChunk?.();
      if (bytes > max) {
        callback(new FileFailure(`size mismatch: ${what} is larger than the expected ${formatBytes(max)} bytes`, "checksum"));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, digest: () => ({ bytes, sha256: hash.digest("hex") }) };
}

function compare(expected: Expected, got: Expected, what: string): FileFailure | undefined {
  if (got.bytes !== expected.bytes) {
    const short = got.bytes < expected.bytes;
    return new FileFailure(
      `size mismatch${what ? ` (${what})` : ""}: expected ${formatBytes(expected.bytes)} bytes, got ${formatBytes(got.bytes)}${short ? " (truncated?)" : ""}`,
      "checksum",
      short,
    );
  }
  if (got.sha256 !== expected.sha256) {
    return new FileFailure(`sha256 mismatch${what ? ` (${what})` : ""}: expected ${expected.sha256} got ${got.sha256}`, "checksum");
  }
  return undefined;
}

/**
 * Streams `source` into a temporary file beside `target`, checks size and SHA-256, and renames it into
 * place only when both match. The temporary file is removed on any failure.
 */
async function writeVerified(
  source: Readable,
  target: string,
  expected: Expected,
  signal: AbortSignal | undefined,
  onChunk?: () => void,
): Promise<void> {
  const temp = tempPath(target);
  const m = meter(expected.bytes, "the file", onChunk);
  const out = createWriteStream(temp, { flags: "wx" });
  try {
    await pipeline(source, m.stream, out, { signal });
    const bad = compare(expected, m.digest(), "");
    if (bad) throw bad;
    await rename(temp, target);
  } catch (err) {
    source.destroy();
    // The file is opened asynchronously: when the source fails first, the open may complete after
    // the failure. Wait until the stream has closed its file, so that the removal comes after it.
    out.destroy();
    if (!out.closed) await once(out, "close").catch(() => undefined);
    await rm(temp, { force: true });
    throw err;
  }
}

/** The zip's member, checked against the archive and member checksums. */
function extractMember(zip: Uint8Array, file: SourceFile & { archive: NonNullable<SourceFile["archive"]> }, zipName: string): Uint8Array {
  const bad = compare(file.archive, { bytes: zip.length, sha256: sha256Hex(zip) }, `zip ${zipName}`);
  if (bad) throw bad;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, { filter: (f) => f.name === file.archive.member });
  } catch (err) {
    throw new FileFailure(`cannot read zip ${zipName}: ${(err as Error).message}`, "archive");
  }
  const member = entries[file.archive.member];
  if (member === undefined) throw new FileFailure(`zip ${zipName} has no member ${file.archive.member}`, "archive");
  const badMember = compare(file, { bytes: member.length, sha256: sha256Hex(member) }, `member ${file.archive.member}`);
  if (badMember) throw badMember;
  return member;
}

function archiveName(file: SourceFile): string {
  return decodeURIComponent(new URL(file.url).pathname.split("/").pop() ?? "archive.zip");
}

async function copyFromMirror(file: SourceFile, target: string, from: string, ctx: Context): Promise<Done> {
  const source = path.join(from, ...file.path.split("/"));
  const present = await stat(source).then((s) => s.isFile(), () => false);
  if (present) {
    await writeVerified(createReadStream(source), target, file, ctx.signal);
    return { status: "copied" };
  }
  if (file.archive === undefined) throw new FileFailure(`missing in mirror (looked for ${source})`, "missing-in-mirror");
  const zipName = archiveName(file);
  const zipPath = path.join(path.dirname(source), zipName);
  const zip = await readFile(zipPath).catch(() => undefined);
  if (zip === undefined) {
    throw new FileFailure(`missing in mirror (looked for ${source} and ${zipPath})`, "missing-in-mirror");
  }
  const member = extractMember(zip, { ...file, archive: file.archive }, zipName);
  await writeVerified(Readable.from([member]), target, file, ctx.signal);
  return { status: "copied", note: `extracted from ${zipName}` };
}

async function downloadFile(file: SourceFile, target: string, ctx: Context): Promise<Done> {
  const archive = file.archive;
  const { attempt } =
    archive === undefined
      ? await withRetries(file, ctx, async (body, tick) => {
          await writeVerified(body, target, file, ctx.signal, tick);
        })
      : await withRetries(file, ctx, async (body, tick) => {
          const zipName = archiveName(file);
          const m = meter(archive.bytes, `zip ${zipName}`, tick);
          const chunks: Buffer[] = [];
          await pipeline(body, m.stream, async (source: AsyncIterable<Buffer>) => {
            for await (const chunk of source) chunks.push(chunk);
          });
          const member = extractMember(Buffer.concat(chunks), { ...file, archive }, zipName);
          await writeVerified(Readable.from([member]), target, file, ctx.signal);
        });
  const notes = [archive ? `extracted from ${archiveName(file)}` : undefined, attempt > 1 ? `attempt ${attempt}` : undefined];
  const note = notes.filter((n) => n !== undefined).join("; ");
  return { status: "fetched", ...(note ? { note } : {}) };
}

/**
 * GETs the file's URL and hands the body to `consume`, retrying transient failures (network errors,
 * timeouts, truncated bodies, HTTP 408/429/5xx). `tick` must be called on every chunk (it resets the
 * idle timeout).
 */
async function withRetries(
  file: SourceFile,
  ctx: Context,
  consume: (body: Readable, tick: () => void) => Promise<void>,
): Promise<{ attempt: number }> {
  const host = new URL(file.url).host;
  for (let attempt = 1; ; attempt++) {
    const down = ctx.downHosts.get(host);
    if (down !== undefined) throw new FileFailure(`not tried: ${host} is unreachable (${down})`, "network");
    try {
      await downloadOnce(file.url, ctx, consume);
      return { attempt };
    } catch (err) {
      const failure = toFailure(err, ctx);
      const last = attempt >= ctx.attempts || ctx.signal?.aborted === true;
      if (!failure.transient || last) {
        if (failure.hostDown) ctx.downHosts.set(host, failure.message);
        if (failure.transient && attempt > 1) throw new FileFailure(`${failure.message} (after ${attempt} attempts)`, failure.kind);
        throw failure;
      }
      ctx.log(`${"retrying".padEnd(10)} ${file.path} (attempt ${attempt + 1} of ${ctx.attempts}): ${failure.message}`);
      await sleep(ctx.retryDelayMs * attempt, ctx.signal);
    }
  }
}

async function downloadOnce(
  url: string,
  ctx: Context,
  consume: (body: Readable, tick: () => void) => Promise<void>,
): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error("timeout"));
    }, ctx.timeoutMs);
  };
  const onAbort = () => controller.abort(new Error("interrupted"));
  ctx.signal?.addEventListener("abort", onAbort, { once: true });
  tick();
  try {
    const response = await ctx.fetch(url, { signal: controller.signal });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      const s = response.status;
      const transient = s === 408 || s === 425 || s === 429 || s >= 500;
      throw new FileFailure(`HTTP ${s}${response.statusText ? ` ${response.statusText}` : ""} from ${url}`, "http", transient);
    }
    if (response.body === null) throw new FileFailure(`empty response from ${url}`, "network", true);
    tick();
    const body = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>);
    await consume(body, tick);
  } catch (err) {
    if (timedOut) throw new FileFailure(`timed out: no data for ${ctx.timeoutMs / 1000} s from ${url}`, "network", true);
    throw err;
  } finally {
    clearTimeout(timer);
    ctx.signal?.removeEventListener("abort", onAbort);
  }
}

const HOST_DOWN_CODES = new Set(["ENOTFOUND", "EAI_AGAIN", "ECONNREFUSED", "ENETUNREACH", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

/** Turns anything thrown while handling a file into a {@link FileFailure} with a readable message. */
function toFailure(err: unknown, ctx: Context): FileFailure {
  if (err instanceof FileFailure) return err;
  if (ctx.signal?.aborted) return new FileFailure("interrupted", "interrupted");
  const e = err as NodeJS.ErrnoException & { cause?: unknown };
  const downloading = ctx.from === undefined;
  if (downloading && e instanceof TypeError && e.cause !== undefined) {
    const cause = e.cause as NodeJS.ErrnoException;
    const detail =
      cause.code !== undefined && cause.message?.includes(cause.code)
        ? cause.message
        : [cause.code, cause.message].filter((x) => x !== undefined && x !== "").join(": ");
    return new FileFailure(
      `network error: ${e.message}${detail ? ` (${detail})` : ""}`,
      "network",
      true,
      cause.code !== undefined && HOST_DOWN_CODES.has(cause.code),
    );
  }
  const code = typeof e?.code === "string" ? e.code : undefined;
  if (downloading && code !== undefined && (HOST_DOWN_CODES.has(code) || ["ECONNRESET", "EPIPE", "ETIMEDOUT"].includes(code))) {
    return new FileFailure(`network error: ${e.message}`, "network", true, HOST_DOWN_CODES.has(code));
  }
  const message = e instanceof Error ? e.message : String(err);
  if (code !== undefined) return new FileFailure(message.includes(code) ? message : `${code}: ${message}`, "io");
  return new FileFailure(message, downloading ? "network" : "io", downloading);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}
