/**
 * The checksum manifest of a published tree: every file's path, sha256 and size, so that a release
 * job can upload only what changed since the previous release (`npm run diff-release`).
 *
 * `manifest.json` sits at the root of the tree and lists every other file of it, sorted by path
 * (UTF-16 code-unit order), one `[path, sha256, bytes]` row per line: compact (the tree has about
 * 235,000 files with the precompressed variants), deterministic, and diffable with line tools.
 */

/** The manifest's file name at the root of the tree. */
export const MANIFEST_FILE = "manifest.json";
/** The manifest format this module writes and reads. */
export const MANIFEST_FORMAT = "bible-reference-api/manifest@1";

/** One published file. */
export interface ManifestEntry {
  /** Path relative to the tree's root, `/`-separated. */
  readonly path: string;
  /** Lowercase hex sha256 of the file's bytes. */
  readonly sha256: string;
  /** Size in bytes. */
  readonly bytes: number;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortEntries(entries: Iterable<ManifestEntry>): ManifestEntry[] {
  return [...entries].sort((a, b) => compare(a.path, b.path));
}

/** Rows per piece of {@link manifestChunks}: about 500 KB of text. */
const ROWS_PER_CHUNK = 4096;

/**
 * The text of `manifest.json` for these entries (sorted here; the manifest itself is never listed), in
 * pieces of at most a few thousand rows, so the full tree's manifest (about 45 MB) is written without
 * ever being one string: joined, the pieces are {@link renderManifest}'s text.
 */
export function* manifestChunks(entries: Iterable<ManifestEntry>): Generator<string> {
  const listed = sortEntries(entries).filter((e) => e.path !== MANIFEST_FILE);
  const totalBytes = listed.reduce((n, e) => n + e.bytes, 0);
  const head = `{"format":${JSON.stringify(MANIFEST_FORMAT)},"columns":["path","sha256","bytes"],"count":${listed.length},"total_bytes":${totalBytes},"files":[`;
  if (listed.length === 0) {
    yield `${head}]}\n`;
    return;
  }
  yield `${head}\n`;
  for (let at = 0; at < listed.length; at += ROWS_PER_CHUNK) {
    const rows = listed.slice(at, at + ROWS_PER_CHUNK).map((e) => JSON.stringify([e.path, e.sha256, e.bytes]));
    yield `${rows.join(",\n")}${at + ROWS_PER_CHUNK < listed.length ? ",\n" : "\n]}\n"}`;
  }
}

/** The text of `manifest.json` for these entries, as one string (see {@link manifestChunks}). */
export function renderManifest(entries: Iterable<ManifestEntry>): string {
  return [...manifestChunks(entries)].join("");
}

/** Thrown when a manifest cannot be read; says what is wrong. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ManifestError";
  }
}

/** Parses and checks the text of a manifest; `label` names it in errors. */
export function parseManifest(text: string, label = MANIFEST_FILE): ManifestEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ManifestError(`${label}: not JSON (${(error as Error).message})`);
  }
  const doc = value as { format?: unknown; files?: unknown };
  if (typeof value !== "object" || value === null || doc.format !== MANIFEST_FORMAT) throw new ManifestError(`${label}: not a ${MANIFEST_FORMAT} manifest`);
  if (!Array.isArray(doc.files)) throw new ManifestError(`${label}: "files" is not a list`);
  const seen = new Set<string>();
  return doc.files.map((row: unknown, i) => {
    const [path, sha256, bytes] = Array.isArray(row) ? (row as unknown[]) : [];
    if (typeof path !== "string" || path === "" || typeof sha256 !== "string" || !/^[0-9a-f]{64}$/.test(sha256) || !Number.isSafeInteger(bytes) || (bytes as number) < 0) {
      throw new ManifestError(`${label}: files[${i}] is not [path, sha256, bytes]`);
    }
    if (seen.has(path)) throw new ManifestError(`${label}: ${path} is listed twice`);
    seen.add(path);
    return { path, sha256, bytes: bytes as number };
  });
}

/** What changed between two manifests. */
export interface ManifestDiff {
  /** In the new manifest only. */
  readonly added: readonly ManifestEntry[];
  /** In both, with another sha256 (the new entry). */
  readonly changed: readonly ManifestEntry[];
  /** In the old manifest only (the old entry). */
  readonly removed: readonly ManifestEntry[];
  /** In both, the same. */
  readonly unchanged: number;
  /** Bytes to upload: the added and changed files. */
  readonly uploadBytes: number;
}

/** Compares two manifests; each list is sorted by path. */
export function diffManifests(older: readonly ManifestEntry[], newer: readonly ManifestEntry[]): ManifestDiff {
  const before = new Map(older.map((e) => [e.path, e]));
  const after = new Set(newer.map((e) => e.path));
  const added: ManifestEntry[] = [];
  const changed: ManifestEntry[] = [];
  let unchanged = 0;
  for (const e of newer) {
    const old = before.get(e.path);
    if (old === undefined) added.push(e);
    else if (old.sha256 !== e.sha256 || old.bytes !== e.bytes) changed.push(e);
    else unchanged++;
  }
  const removed = older.filter((e) => !after.has(e.path));
  const uploadBytes = [...added, ...changed].reduce((n, e) => n + e.bytes, 0);
  return { added: sortEntries(added), changed: sortEntries(changed), removed: sortEntries(removed), unchanged, uploadBytes };
}
