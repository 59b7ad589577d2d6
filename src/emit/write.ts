/**
 * The only writer of the output tree. It validates every planned file against its schema, writes
 * the files through a sink, and replaces `dist-api/` atomically: the new tree is written beside the
 * old one and swapped in only when complete, so a failed build leaves the previous tree untouched.
 */
import { spawn } from "node:child_process";
import { mkdir, open, readFile, rename, rm, stat, readdir } from "node:fs/promises";
import path from "node:path";
import type { SchemaRegistry } from "../contract/schemas.ts";
import type { PlannedFile } from "./plan.ts";
import type { FileSink } from "./sink.ts";

/** Thrown when emitted files do not satisfy their schemas; lists each file and reason. */
export class InvalidOutputError extends Error {
  readonly failures: readonly { path: string; reason: string }[];

  constructor(failures: readonly { path: string; reason: string }[]) {
    const shown = failures.slice(0, 50).map((f) => `${f.path}: ${f.reason}`);
    const more = failures.length > shown.length ? [`… and ${failures.length - shown.length} more`] : [];
    super([`${failures.length} emitted file(s) do not match their schema:`, ...shown, ...more].join("\n"));
    this.name = "InvalidOutputError";
    this.failures = failures;
  }
}

/** Thrown when another build is writing the same output tree; says which process and what to do. */
export class BuildLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: { pid: number; started: string },
  ) {
    super(`another build (pid ${holder.pid}, started ${holder.started}) is writing ${path.basename(lockFile, ".lock")}: wait for it to finish, or stop it and build again`);
    this.name = "BuildLockedError";
  }
}

/** Summary of what was written. */
export interface EmitSummary {
  readonly files: number;
  readonly bytes: number;
}

/**
 * Validates and writes planned files through `sink`, each handed to it before the next is asked for.
 * Every file is validated, and all failures are reported together; on any failure nothing counts as
 * written (the caller discards the tree).
 */
export async function emitFiles(
  files: Iterable<PlannedFile> | AsyncIterable<PlannedFile>,
  sink: FileSink,
  schemas: SchemaRegistry,
  onProgress?: (written: number) => void,
): Promise<EmitSummary> {
  const failures: { path: string; reason: string }[] = [];
  const seen = new Set<string>();
  let written = 0;
  let bytes = 0;
  for await (const f of files) {
    if (seen.has(f.path)) {
      failures.push({ path: f.path, reason: "planned twice (two records share a URL)" });
      continue;
    }
    seen.add(f.path);
    if (f.schema !== undefined) {
      const reason = schemas.check(f.schema, f.body);
      if (reason !== undefined) {
        failures.push({ path: f.path, reason });
        continue;
      }
    }
    const data = f.body instanceof Uint8Array ? f.body : JSON.stringify(f.body);
    bytes += typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
    await sink.write(f.path, data);
    written++;
    if (onProgress !== undefined && written % 5000 === 0) onProgress(written);
  }
  if (failures.length > 0) throw new InvalidOutputError(failures.sort((a, b) => (a.path < b.path ? -1 : 1)));
  return { files: written, bytes };
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

/** Options of {@link replaceTreeAtomically}. */
export interface ReplaceOptions {
  /**
   * Delete the replaced tree, and the leftovers of earlier builds, in detached background processes
   * instead of waiting for them (removing ~380,000 files takes longer than writing them). What they
   * leave is removed by the next build.
   */
  readonly removeOldInBackground?: boolean;
}

/**
 * Builds a new tree at `outDir` atomically. `fill` writes into a fresh sibling folder (its argument); only if it
 * succeeds is that folder swapped in for `outDir` (two renames). Leftovers of an interrupted
 * earlier build are cleaned first, and a tree caught between the two renames is restored. A lock
 * file beside the tree (`<outDir>.lock`) keeps a second build from starting while one runs: it throws
 * {@link BuildLockedError} instead.
 */
export async function replaceTreeAtomically<T>(outDir: string, fill: (dir: string) => Promise<T>, options: ReplaceOptions = {}): Promise<T> {
  const parent = path.dirname(path.resolve(outDir));
  const base = path.basename(outDir);
  await mkdir(parent, { recursive: true });
  const release = await lockTree(path.join(parent, `${base}.lock`));
  try {
    return await replaceLocked(parent, base, outDir, fill, options);
  } finally {
    await release();
  }
}

/**
 * Takes the build lock of a tree: a file created exclusively, holding the builder's pid and start time.
 * A lock whose process is gone (a build killed with -9) is taken over; a live one makes this throw
 * {@link BuildLockedError}, so two builds never write the same tree. Resolves with the release function.
 */
async function lockTree(lockFile: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(JSON.stringify({ pid: process.pid, started: new Date().toISOString() }));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = await readFile(lockFile, "utf8").then(
      (text) => JSON.parse(text) as { pid: number; started: string },
      () => undefined,
    );
    if (holder !== undefined && typeof holder.pid === "number" && processAlive(holder.pid)) throw new BuildLockedError(lockFile, holder);
    await rm(lockFile, { force: true });
  }
  throw new Error(`cannot take the build lock ${lockFile}: remove it if no build is running`);
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function replaceLocked<T>(parent: string, base: string, outDir: string, fill: (dir: string) => Promise<T>, options: ReplaceOptions): Promise<T> {
  const siblings = (prefix: string): Promise<string[]> => readdir(parent).then((names) => names.filter((n) => n.startsWith(`${base}.${prefix}-`)).sort());
  const olds = await siblings("old");
  const newestOld = olds.at(-1);
  if (!(await exists(outDir)) && newestOld !== undefined) await rename(path.join(parent, newestOld), outDir);
  for (const name of [...(await siblings("tmp")), ...(await siblings("old"))]) {
    // A previous build's old tree may still be being removed by its background process: removing it
    // here too would make this build wait for it, and Node's recursive rm holds every entry of a
    // large tree in memory. Only names this process is about to use must be gone first.
    const ours = name.endsWith(`-${process.pid}`);
    await removeTree(path.join(parent, name), options.removeOldInBackground === true && !ours);
  }

  const tmp = path.join(parent, `${base}.tmp-${process.pid}`);
  let result: T;
  try {
    result = await fill(tmp);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  const old = path.join(parent, `${base}.old-${process.pid}`);
  const hadOld = await exists(outDir);
  if (hadOld) await rename(outDir, old);
  await rename(tmp, outDir);
  if (hadOld) await removeTree(old, options.removeOldInBackground === true);
  return result;
}

/** Removes a folder, or leaves it to a detached `rm -rf` when `inBackground` (the next build removes what that leaves). */
async function removeTree(dir: string, inBackground: boolean): Promise<void> {
  if (inBackground) spawn("rm", ["-rf", "--", dir], { detached: true, stdio: "ignore" }).unref();
  else await rm(dir, { recursive: true, force: true });
}
