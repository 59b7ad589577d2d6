/**
 * `npm run build:worker [-- --out <file>] [--tree <dir>] [--assets <dir>] [--skip-assets]`: prepares
 * the edge deployment in `dist-worker/` (git-ignored):
 *
 * - `worker.js` (+ `.map`): the edge entry (`src/edge/worker.ts`) bundled by esbuild into one ES
 *   module (format esm, platform neutral, target es2022). Nothing may come from `node:`: esbuild
 *   fails the build if it would.
 * - `schema.sql`: the store's schema, for `wrangler d1 execute`.
 * - `assets/`: the Worker's static assets, the tree (`dist-api/` by default) without the static-host
 *   configuration files at its root (`_redirects`, `_headers`, any other `_*` file, `*.conf`) and
 *   without the precompressed variants (`*.br`, `*.gz`). Cloudflare reads `_redirects` and
 *   `_headers` in an assets folder as rules for every asset request, the Worker's own
 *   `env.ASSETS.fetch` included, and the tree's rewrite of `/v1/people/:slug` to
 *   `/v1/people/:slug.json` turns the Worker's read of `v1/people/abraham.json` into one of
 *   `abraham.json.json`. The variants are never read at the edge (`src/edge/data.ts`) and would
 *   only count against the assets' file limit. Files are hard-linked (copied across file systems),
 *   so staging costs no space.
 */
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions } from "esbuild";
import pMap from "p-map";
import { isVariantPath } from "../edge/data.ts";
import { SCHEMA } from "../runtime/store/sql.ts";
import { OUT_DIR, PROJECT_ROOT } from "../paths.ts";
import { CliError, parseCommand, runCommand } from "./command.ts";

/** The edge entry point. */
export const WORKER_ENTRY = path.join(PROJECT_ROOT, "src/edge/worker.ts");
/** Where the bundle goes by default. */
export const WORKER_OUT = path.join(PROJECT_ROOT, "dist-worker/worker.js");
/** Where the Worker's static assets are staged by default. */
export const ASSETS_OUT = path.join(PROJECT_ROOT, "dist-worker/assets");

/** Cloudflare's limits on static assets: files per Worker version (free and paid plans). */
export const ASSET_FILE_LIMITS = { free: 20_000, paid: 100_000 } as const;

/** What {@link buildWorker} wrote. */
export interface WorkerBuild {
  /** The bundle. */
  readonly file: string;
  /** The schema script beside it. */
  readonly schemaFile: string;
  /** The bundle's size in bytes. */
  readonly bytes: number;
}

/** The esbuild options of every worker bundle: one ES module for workerd, nothing from `node:`. */
const BUNDLE_OPTIONS: BuildOptions = {
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  mainFields: ["module", "main"],
  conditions: ["workerd", "worker", "import"],
  legalComments: "none",
  logLevel: "silent",
};

/** Bundles `entry` (the edge entry by default) the way {@link buildWorker} does, returning the code. */
export async function bundleWorker(entry: string = WORKER_ENTRY): Promise<string> {
  const result = await build({ ...BUNDLE_OPTIONS, entryPoints: [entry], write: false });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild produced no output for ${entry}`);
  return output.text;
}

/** Bundles the worker into `outfile` (with a source map) and writes `schema.sql` beside it. */
export async function buildWorker(outfile: string = WORKER_OUT): Promise<WorkerBuild> {
  const file = path.resolve(outfile);
  await mkdir(path.dirname(file), { recursive: true });
  await build({ ...BUNDLE_OPTIONS, entryPoints: [WORKER_ENTRY], outfile: file, sourcemap: true });
  const schemaFile = path.join(path.dirname(file), "schema.sql");
  await writeFile(schemaFile, SCHEMA);
  return { file, schemaFile, bytes: (await stat(file)).size };
}

/** Whether a file at the root of the tree is static-host configuration, left out of the assets. */
export function isHostConfigFile(name: string): boolean {
  return name.startsWith("_") || name.endsWith(".conf");
}

/**
 * Stages the tree at `tree` as Worker assets in `out` (emptied first): every file, hard-linked, but
 * the root-level static-host configuration files ({@link isHostConfigFile}) and the precompressed
 * variants. Returns the number of files staged.
 */
export async function stageAssets(tree: string, out: string): Promise<number> {
  const from = path.resolve(tree);
  const to = path.resolve(out);
  if (to === from || to.startsWith(`${from}${path.sep}`)) throw new Error(`the assets folder ${to} must be outside the tree ${from}`);
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  await rm(to, { recursive: true, force: true });
  await mkdir(to, { recursive: true });
  const files: string[] = [];
  for (const entry of entries) {
    const rel = path.relative(from, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) await mkdir(path.join(to, rel), { recursive: true });
    else if (entry.isFile() && !isVariantPath(entry.name) && !(entry.parentPath === from && isHostConfigFile(entry.name))) files.push(rel);
  }
  await pMap(
    files,
    async (rel) => {
      try {
        await link(path.join(from, rel), path.join(to, rel));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "EXDEV" && code !== "EPERM" && code !== "ENOTSUP") throw error;
        await copyFile(path.join(from, rel), path.join(to, rel));
      }
    },
    { concurrency: 16 },
  );
  return files.length;
}

const INFO = {
  name: "build:worker",
  usage: `usage: npm run build:worker [-- [--out <file>] [--tree <dir>] [--assets <dir>] [--skip-assets]]

Bundles the edge worker (src/edge/worker.ts) and stages the built tree as its static assets.
  --out <file>     where to write the bundle (default dist-worker/worker.js)
  --tree <dir>     the built API tree to stage (default dist-api/)
  --assets <dir>   where to stage it (default dist-worker/assets)
  --skip-assets    bundle only`,
};

async function main(): Promise<void> {
  const parsed = parseCommand(INFO, process.argv.slice(2), { out: { type: "string" }, tree: { type: "string" }, assets: { type: "string" }, "skip-assets": { type: "boolean" } });
  if (parsed === undefined) {
    process.stdout.write(`${INFO.usage}\n`);
    return;
  }
  const { values } = parsed;
  const out = await buildWorker(values.out ?? WORKER_OUT);
  const rel = (p: string): string => path.relative(process.cwd(), p) || ".";
  process.stdout.write(`Bundled ${rel(out.file)} (${(out.bytes / 1024).toFixed(0)} KiB) and wrote ${rel(out.schemaFile)}\n`);
  if (values["skip-assets"]) return;
  const tree = path.resolve(values.tree ?? OUT_DIR);
  if (!existsSync(tree)) throw new CliError(`${tree} does not exist: run npm run build-data first, or pass --tree <dir>`);
  const assets = path.resolve(values.assets ?? ASSETS_OUT);
  const count = await stageAssets(tree, assets);
  process.stdout.write(`Staged ${count.toLocaleString("en")} files of ${rel(tree)} as assets in ${rel(assets)}\n`);
  if (count > ASSET_FILE_LIMITS.paid) {
    process.stdout.write(`That is more than the ${ASSET_FILE_LIMITS.paid.toLocaleString("en")} files static assets allow: serve this tree from R2 instead (docs/edge.md, "The full dataset").\n`);
  } else if (count > ASSET_FILE_LIMITS.free) {
    process.stdout.write(`That is more than the ${ASSET_FILE_LIMITS.free.toLocaleString("en")} files the Workers Free plan allows: it needs Workers Paid (or R2, docs/edge.md).\n`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCommand(INFO, main);
}
