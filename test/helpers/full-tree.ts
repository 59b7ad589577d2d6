/**
 * Built trees for tests, each built once and shared: the first test file that asks builds the full tree
 * from the upstream mirror (or the sample tree from `sources/sample`) into
 * `test-artifacts/<kind>-tree-<key>/`, where `<key>` hashes everything the build reads (src/, schemas/, sources/curated,
 * the manifest, the sample and the mirror's SOURCES.md). Other test files (vitest runs them in parallel
 * forks) wait for it; later runs reuse it while the key is the same. A lock folder holds the builder's
 * pid, so a build killed half-way is taken over by the next caller.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { folderSources } from "../../src/core/source-files.ts";
import { PROJECT_ROOT, SAMPLE_DIR } from "../../src/paths.ts";
import { buildData } from "../../src/pipeline.ts";

/** The upstream mirror the full-data tests build from (as in CI: `../shared/sources`). */
export const MIRROR = process.env.SOURCES_MIRROR ?? path.resolve(PROJECT_ROOT, "../shared/sources");

/** Whether the mirror is there; full-data tests skip (and say so) when it is not. */
export const haveMirror = existsSync(path.join(MIRROR, "SOURCES.md"));

/** The dataset version the test tree is built with. */
export const FULL_TREE_VERSION = { version: "1.0.0", build_date: "2026-11-21" } as const;

const ARTIFACTS = path.join(PROJECT_ROOT, "test-artifacts");

async function hashTree(hash: ReturnType<typeof createHash>, dir: string): Promise<void> {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) await hashTree(hash, p);
    else if (e.isFile()) hash.update(`${path.relative(PROJECT_ROOT, p)}\0`).update(await readFile(p)).update("\0");
  }
}

async function treeKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const dir of ["src", "schemas", "sources/sample", "sources/corrections", "sources/curated"]) await hashTree(hash, path.join(PROJECT_ROOT, dir));
  for (const file of [path.join(PROJECT_ROOT, "sources/manifest.json"), path.join(PROJECT_ROOT, "package-lock.json"), path.join(MIRROR, "SOURCES.md")]) {
    hash.update(await readFile(file).catch(() => ""));
  }
  return hash.digest("hex").slice(0, 16);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const cached = new Map<"full" | "sample", Promise<string>>();

/**
 * The folder of the full tree (`v1/`, `_index/`, `build-report.json` …), building it first when no
 * current one exists. Call only when {@link haveMirror}.
 */
export function fullTree(): Promise<string> {
  return builtTree("full");
}

/** The folder of the sample tree, as `npm run build-data -- --sample` writes it, built once like {@link fullTree}. */
export function sampleTreeDir(): Promise<string> {
  return builtTree("sample");
}

function builtTree(kind: "full" | "sample"): Promise<string> {
  let tree = cached.get(kind);
  if (tree === undefined) cached.set(kind, (tree = ensureTree(kind)));
  return tree;
}

async function ensureTree(kind: "full" | "sample"): Promise<string> {
  const key = await treeKey();
  const name = `${kind}-tree-${key}`;
  const root = path.join(ARTIFACTS, name);
  const outDir = path.join(root, "dist-api");
  const done = path.join(root, "done");
  const lock = path.join(ARTIFACTS, `${name}.lock`);
  await mkdir(ARTIFACTS, { recursive: true });
  for (const started = Date.now(); Date.now() - started < 15 * 60_000; ) {
    if (existsSync(done)) return outDir;
    try {
      await mkdir(lock);
    } catch {
      const pid = Number(await readFile(path.join(lock, "pid"), "utf8").catch(() => "0"));
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (pid > 0 ? !alive(pid) : age > 30_000) await rm(lock, { recursive: true, force: true });
      else await sleep(500);
      continue;
    }
    try {
      await writeFile(path.join(lock, "pid"), String(process.pid));
      if (!existsSync(done)) {
        for (const old of await readdir(ARTIFACTS)) {
          if (old.startsWith(`${kind}-tree-`) && !old.endsWith(".lock") && old !== name) await rm(path.join(ARTIFACTS, old), { recursive: true, force: true });
        }
        await rm(root, { recursive: true, force: true });
        const sources = kind === "full" ? { files: folderSources(MIRROR, "mirror"), kind: "upstream" as const } : { files: folderSources(SAMPLE_DIR, "sources/sample"), kind: "sample" as const };
        // The full tree goes without the .gz/.br variants: its tests read the data, and the variants
        // are half its files and most of its build's CPU; the sample tree keeps them for the tests that serve them.
        await buildData(sources, FULL_TREE_VERSION, outDir, undefined, { writer: { precompress: kind === "sample" } });
        await writeFile(done, `${new Date().toISOString()}\n`);
      }
      return outDir;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  throw new Error(`gave up waiting for the ${kind} tree (${lock} held for 15 minutes)`);
}
