/**
 * Where emitted files go: a small interface, with a folder on disk for builds and a map in memory
 * for tests.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** A destination for files addressed by `/`-separated relative paths. */
export interface FileSink {
  write(rel: string, data: string): Promise<void>;
}

/** Writes files under `root`, creating folders as needed (each folder once). */
export function folderSink(root: string): FileSink {
  const made = new Map<string, Promise<unknown>>();
  const ensureDir = (dir: string): Promise<unknown> => {
    let p = made.get(dir);
    if (p === undefined) {
      p = mkdir(dir, { recursive: true });
      made.set(dir, p);
    }
    return p;
  };
  return {
    async write(rel, data) {
      const file = path.join(root, rel);
      await ensureDir(path.dirname(file));
      await writeFile(file, data);
    },
  };
}

/** Collects files in memory: `files` maps each relative path to its content. */
export function memorySink(): FileSink & { readonly files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    files,
    async write(rel, data) {
      if (files.has(rel)) throw new Error(`file written twice: ${rel}`);
      files.set(rel, data);
    },
  };
}
