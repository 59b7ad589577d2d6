/**
 * Where emitted files go: a small interface, with a map in memory for tests here; a build writes its
 * folder through the threaded tree writer (`tree-writer.ts`).
 */

/** A destination for files addressed by `/`-separated relative paths. */
export interface FileSink {
  write(rel: string, data: string | Uint8Array): Promise<void>;
}

/** Collects files in memory: `files` maps each relative path to its content. */
export function memorySink(): FileSink & { readonly files: Map<string, string | Uint8Array> } {
  const files = new Map<string, string | Uint8Array>();
  return {
    files,
    async write(rel, data) {
      if (files.has(rel)) throw new Error(`file written twice: ${rel}`);
      files.set(rel, data);
    },
  };
}
