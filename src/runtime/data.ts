/**
 * Where the runtime reads the prerendered tree from: a small interface, with a folder on disk for
 * Node and a map in memory for tests (the edge reads the host's static assets through the same one).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";

/** Read access to the output tree, by `/`-separated relative path. */
export interface DataSource {
  /** The file's bytes, or undefined when there is no such file. */
  read(rel: string): Promise<Uint8Array | undefined>;
}

/**
 * Reads files under `root`. A path that would leave `root` (absolute, `..`, NUL) is refused as
 * missing, so nothing outside the tree can ever be read.
 */
export function folderData(root: string): DataSource {
  const base = path.resolve(root);
  return {
    async read(rel) {
      if (rel.includes("\0") || path.isAbsolute(rel)) return undefined;
      const full = path.resolve(base, rel);
      if (full !== base && !full.startsWith(`${base}${path.sep}`)) return undefined;
      try {
        return await readFile(full);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR" || code === "ENAMETOOLONG") return undefined;
        throw error;
      }
    },
  };
}

/** Files held in memory (path → text or bytes), for tests. */
export function memoryData(files: ReadonlyMap<string, string | Uint8Array>): DataSource {
  const enc = new TextEncoder();
  return {
    async read(rel) {
      const f = files.get(rel);
      return typeof f === "string" ? enc.encode(f) : f;
    },
  };
}
