/**
 * The sources manifest (`sources/manifest.json`): every upstream file the build reads, with its download
 * URL, SHA-256, size and dataset (repository, commit, licence). `npm run fetch-sources` fills
 * `sources/upstream/` from it; the build checks it is complete with {@link upstreamStatus}.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { PROJECT_ROOT, UPSTREAM_DIR } from "../paths.ts";


/** Default location of the committed manifest. */
export const MANIFEST_PATH = path.join(PROJECT_ROOT, "sources/manifest.json");

/** JSON Schema the manifest must satisfy. */
export const MANIFEST_SCHEMA_PATH = path.join(PROJECT_ROOT, "schemas/sources-manifest.json");

/** Default folder the upstream files are fetched into (git-ignored). */
export { UPSTREAM_DIR };

/** One upstream dataset: a repository at a commit, under one licence. */
export interface SourceDataset {
  /** Dataset id; also the first folder of its files' paths. */
  readonly id: string;
  /** Human-readable name. */
  readonly name: string;
  /** Upstream repository (`https://github.com/owner/name`). */
  readonly upstream: string;
  /** The commit the files were taken from (40 hex digits). */
  readonly commit: string;
  /** Licence of the data. */
  readonly license: string;
  /** Credit line to carry in derived output. */
  readonly attribution: string;
  /** Where the licences named in {@link license} are published (none for public-domain data). */
  readonly license_urls: readonly string[];
  /** The share-alike licence output built from this dataset carries, or null when its licence asks for none. */
  readonly share_alike: { readonly license: string; readonly url: string } | null;
  /** The output tables built from it (table names of `/v1/meta`, and `verse_text`). */
  readonly tables: readonly string[];
}

/** A zip archive that holds a manifest file as one of its members. */
export interface SourceArchive {
  /** SHA-256 of the zip. */
  readonly sha256: string;
  /** Size of the zip in bytes. */
  readonly bytes: number;
  /** Path of the file inside the zip. */
  readonly member: string;
}

/** One upstream file. */
export interface SourceFile {
  /** Path relative to the sources folder, `/`-separated (e.g. `bibledata/NavesTopicalDictionary.csv`). */
  readonly path: string;
  /** Id of the {@link SourceDataset} it belongs to. */
  readonly dataset: string;
  /** Download URL (of the archive, when {@link archive} is set). */
  readonly url: string;
  /** SHA-256 of the file itself (lower-case hex). */
  readonly sha256: string;
  /** Size of the file itself in bytes. */
  readonly bytes: number;
  /** Number of records, when SOURCES.md gives one. */
  readonly records?: number;
  /** Number of words (OSHB books). */
  readonly words?: number;
  /** Number of verses (OSHB books). */
  readonly verses?: number;
  /** Set when the URL is a zip and the file is one of its members. */
  readonly archive?: SourceArchive;
}

/** The whole manifest. */
export interface SourcesManifest {
  readonly datasets: readonly SourceDataset[];
  readonly files: readonly SourceFile[];
}

/** Thrown when a manifest does not match its schema or is inconsistent; the message lists every problem. */
export class ManifestError extends Error {
  /** What is wrong, one line each. */
  readonly problems: readonly string[];

  constructor(label: string, problems: readonly string[]) {
    super([`${label}: invalid sources manifest:`, ...problems.map((p) => `  ${p}`)].join("\n"));
    this.name = "ManifestError";
    this.problems = problems;
  }
}

let validator: ((value: unknown) => string[]) | undefined;

async function schemaValidator(): Promise<(value: unknown) => string[]> {
  if (validator) return validator;
  const schema = JSON.parse(await readFile(MANIFEST_SCHEMA_PATH, "utf8")) as object;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const validate = ajv.compile(schema);
  validator = (value) =>
    validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
  return validator;
}

/**
 * Checks what the schema cannot: unique dataset ids and paths, every file's dataset exists and is the first
 * folder of its path, no path is a prefix folder of another. Returns one line per problem.
 */
export function manifestConsistencyProblems(manifest: SourcesManifest): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const d of manifest.datasets) {
    if (ids.has(d.id)) problems.push(`dataset ${d.id}: duplicate id`);
    ids.add(d.id);
  }
  const paths = new Set<string>();
  for (const f of manifest.files) {
    if (paths.has(f.path)) problems.push(`${f.path}: duplicate path`);
    paths.add(f.path);
    if (!ids.has(f.dataset)) problems.push(`${f.path}: unknown dataset ${f.dataset}`);
    if (!f.path.startsWith(`${f.dataset}/`)) problems.push(`${f.path}: path does not start with its dataset ${f.dataset}/`);
  }
  for (const p of paths) {
    const parts = p.split("/");
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join("/");
      if (paths.has(folder)) problems.push(`${folder}: is both a file and the folder of ${p}`);
    }
  }
  for (const id of ids) {
    if (!manifest.files.some((f) => f.dataset === id)) problems.push(`dataset ${id}: has no files`);
  }
  return problems;
}

/**
 * Validates a parsed manifest against `schemas/sources-manifest.json` and {@link manifestConsistencyProblems}.
 * @param label names the manifest in the error message (e.g. its file path).
 * @throws ManifestError listing every problem.
 */
export async function validateManifest(value: unknown, label = "manifest"): Promise<SourcesManifest> {
  const schemaProblems = (await schemaValidator())(value);
  if (schemaProblems.length > 0) throw new ManifestError(label, schemaProblems);
  const manifest = value as SourcesManifest;
  const problems = manifestConsistencyProblems(manifest);
  if (problems.length > 0) throw new ManifestError(label, problems);
  return manifest;
}

/**
 * Reads and validates a manifest file (by default the committed `sources/manifest.json`).
 * @throws ManifestError when it is invalid, or the file system error when it cannot be read.
 */
export async function loadManifest(file: string = MANIFEST_PATH): Promise<SourcesManifest> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    if (err instanceof SyntaxError) throw new ManifestError(file, [`not valid JSON: ${err.message}`]);
    throw err;
  }
  return validateManifest(value, file);
}

/** Whether a folder holds every manifest file. */
export interface UpstreamStatus {
  /** True when no file is missing. */
  readonly complete: boolean;
  /** Manifest paths that are absent or whose size differs from the manifest, in manifest order. */
  readonly missing: string[];
}

/**
 * Cheap completeness check of an upstream folder: a file counts as present when it exists with the
 * manifest's byte size (checksums are verified by `npm run fetch-sources`, not here).
 * @param dir the folder (e.g. {@link UPSTREAM_DIR}).
 * @param manifest defaults to the committed manifest.
 */
export async function upstreamStatus(dir: string, manifest?: SourcesManifest): Promise<UpstreamStatus> {
  const m = manifest ?? (await loadManifest());
  const missing: string[] = [];
  for (const f of m.files) {
    const size = await stat(path.join(dir, ...f.path.split("/"))).then(
      (s) => (s.isFile() ? s.size : -1),
      () => -1,
    );
    if (size !== f.bytes) missing.push(f.path);
  }
  return { complete: missing.length === 0, missing };
}

/** The markers around the sources table in README.md (`test/sources/readme-table.test.ts` keeps it in step). */
export const README_TABLE_MARKERS = { start: "<!-- sources-table: generated from sources/manifest.json -->", end: "<!-- /sources-table -->" } as const;

/**
 * The README's table of upstream datasets, rendered from the manifest: name and repository, the commit
 * read, licence (with links), share-alike or not, the tables built from it and the attribution it requires.
 */
export function sourcesTable(manifest: SourcesManifest): string {
  const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\s+/g, " ");
  const rows = manifest.datasets.map((d) => {
    const links = d.license_urls.map((u, i) => `[${i + 1}](${u})`).join(" ");
    const licence = links === "" ? cell(d.license) : `${cell(d.license)} (${links})`;
    const sa = d.share_alike === null ? "no" : `**${d.share_alike.license}**`;
    return `| [${cell(d.name)}](${d.upstream}) | \`${d.commit.slice(0, 12)}\` | ${licence} | ${sa} | ${d.tables.map((t) => `\`${t}\``).join(", ")} | ${cell(d.attribution)} |`;
  });
  return ["| dataset | commit | licence | share-alike | tables | attribution |", "|---|---|---|---|---|---|", ...rows].join("\n");
}
