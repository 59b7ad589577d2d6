/**
 * `npm run diff-release -- <old-manifest> [<new-manifest>] [--json]`: what a release job has to
 * upload and delete, comparing the checksum manifest of the previous release with the new one
 * (default `dist-api/manifest.json`). Prints the counts and bytes, then one line per file:
 * `+ path` added, `~ path` changed, `- path` removed. With `--json`:
 * `{ "summary": {...}, "added": [...], "changed": [...], "removed": [...] }`, each entry
 * `{ "path", "sha256", "bytes" }`.
 *
 * Exit codes: 0 the comparison was printed (whatever it found), 1 a manifest could not be read,
 * 2 usage error.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { diffManifests, MANIFEST_FILE, ManifestError, parseManifest, type ManifestDiff } from "../emit/manifest.ts";
import { OUT_DIR } from "../paths.ts";
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from "./command.ts";

export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE };

const USAGE = `usage: npm run diff-release -- <old-manifest> [<new-manifest>] [--json]
  <new-manifest> defaults to ${path.relative(process.cwd(), path.join(OUT_DIR, MANIFEST_FILE)) || MANIFEST_FILE}`;

/** Where the CLI writes. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const fmt = (n: number): string => n.toLocaleString("en-US");
const plural = (n: number, word: string): string => `${fmt(n)} ${word}${n === 1 ? "" : "s"}`;
const sum = (entries: ManifestDiff["added"]): number => entries.reduce((n, e) => n + e.bytes, 0);

/** The human-readable report of a diff. */
export function formatDiff(diff: ManifestDiff): string {
  const lines = [
    `added     ${plural(diff.added.length, "file")}, ${plural(sum(diff.added), "byte")}`,
    `changed   ${plural(diff.changed.length, "file")}, ${plural(sum(diff.changed), "byte")}`,
    `removed   ${plural(diff.removed.length, "file")}, ${plural(sum(diff.removed), "byte")}`,
    `unchanged ${plural(diff.unchanged, "file")}`,
    `to upload ${plural(diff.added.length + diff.changed.length, "file")}, ${plural(diff.uploadBytes, "byte")}; to delete ${plural(diff.removed.length, "file")}`,
  ];
  for (const e of diff.added) lines.push(`+ ${e.path}`);
  for (const e of diff.changed) lines.push(`~ ${e.path}`);
  for (const e of diff.removed) lines.push(`- ${e.path}`);
  return `${lines.join("\n")}\n`;
}

/** The `--json` report of a diff. */
export function diffJson(diff: ManifestDiff): unknown {
  return {
    summary: {
      added: diff.added.length,
      changed: diff.changed.length,
      removed: diff.removed.length,
      unchanged: diff.unchanged,
      upload_files: diff.added.length + diff.changed.length,
      upload_bytes: diff.uploadBytes,
    },
    added: diff.added,
    changed: diff.changed,
    removed: diff.removed,
  };
}

async function load(file: string): Promise<ReturnType<typeof parseManifest>> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new ManifestError(`${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
  return parseManifest(text, file);
}

/** Runs the command with its arguments (after `--`); returns the exit code. */
export async function runDiffRelease(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { json: { type: "boolean" }, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  if (parsed.values.help) {
    io.out(`${USAGE}\n`);
    return EXIT_OK;
  }
  const [older, newer = path.join(OUT_DIR, MANIFEST_FILE), ...extra] = parsed.positionals;
  if (older === undefined || extra.length > 0) {
    io.err(`${USAGE}\n`);
    return EXIT_USAGE;
  }
  try {
    const diff = diffManifests(await load(older), await load(newer));
    io.out(parsed.values.json ? `${JSON.stringify(diffJson(diff), null, 2)}\n` : formatDiff(diff));
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    io.err(`${error.message}\n`);
    return EXIT_FAILURE;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runDiffRelease(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
