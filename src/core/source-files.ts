/**
 * The read side of the pipeline's I/O: a folder of upstream files laid out like `shared/sources`.
 * Readers take this interface, so tests can hand them files from memory.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import type { Problems } from "./problems.ts";

/** A folder of source files, addressed by paths relative to it with `/` separators. */
export interface SourceFiles {
  /** A short label for messages (e.g. `sample` or the folder path). */
  readonly label: string;
  /** Whether the file exists. */
  exists(rel: string): Promise<boolean>;
  /** The file's text (UTF-8). */
  readText(rel: string): Promise<string>;
  /** Relative paths matching a glob pattern, sorted. */
  list(pattern: string): Promise<string[]>;
}

/** Source files in a folder on disk. */
export function folderSources(root: string, label = root): SourceFiles {
  return {
    label,
    async exists(rel) {
      try {
        return (await stat(path.join(root, rel))).isFile();
      } catch {
        return false;
      }
    },
    readText: (rel) => readFile(path.join(root, rel), "utf8"),
    async list(pattern) {
      return (await fg(pattern, { cwd: root, onlyFiles: true })).sort();
    },
  };
}

/** Source files held in memory, for tests: a map from relative path to text. */
export function memorySources(files: Readonly<Record<string, string>>, label = "memory"): SourceFiles {
  return {
    label,
    exists: async (rel) => rel in files,
    async readText(rel) {
      const text = files[rel];
      if (text === undefined) throw new Error(`${label}: no file ${rel}`);
      return text;
    },
    async list(pattern) {
      const re = globToRegExp(pattern);
      return Object.keys(files).filter((f) => re.test(f)).sort();
    },
  };
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*\/?/g, "\u0000").replace(/\*/g, "[^/]*");
  return new RegExp(`^${escaped.replace(/\u0000/g, "(?:.*/)?")}$`);
}

/**
 * Reads a file every build needs. When it is missing, records the problem (with a hint to fetch the
 * sources) and returns undefined, so the reader can stop and the build can list all that is wrong.
 */
export async function readRequired(files: SourceFiles, rel: string, problems: Problems): Promise<string | undefined> {
  if (!(await files.exists(rel))) {
    problems.add(rel, undefined, `the file is missing from ${files.label} (run npm run fetch-sources to get the upstream files)`);
    return undefined;
  }
  return files.readText(rel);
}
