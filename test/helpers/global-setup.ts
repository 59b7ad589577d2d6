/**
 * Once per test run, before any test file: builds the sample tree and saves it to one file under
 * `test-artifacts/`, whose path test files receive through `inject("sampleTreeFile")`. When the whole
 * suite runs, it also starts building the on-disk sample tree and (when the upstream mirror is there)
 * the full tree in a child process (`build-test-trees.ts`), so the tests that do not need them run
 * meanwhile; the tests that do wait for them through each tree's lock (`full-tree.ts`).
 */
import { spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { buildSampleTree, saveTree } from "./sample-tree-file.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The sample tree of this run, as written by `saveTree`. */
    sampleTreeFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = path.join(PROJECT_ROOT, "test-artifacts");
  await mkdir(dir, { recursive: true });
  const treeBuilds = wholeSuite() ? spawn(process.execPath, ["--import", "tsx", path.join(PROJECT_ROOT, "test/helpers/build-test-trees.ts")], { cwd: PROJECT_ROOT, stdio: ["ignore", "ignore", "inherit"] }) : undefined;
  const file = path.join(dir, `sample-run-${process.pid}.json`);
  await saveTree(await buildSampleTree(), file);
  project.provide("sampleTreeFile", file);
  return async () => {
    if (treeBuilds !== undefined && treeBuilds.exitCode === null) treeBuilds.kill("SIGKILL");
    await rm(file, { force: true });
  };
}

/** Whether this run is the whole suite: `vitest run` with no file filters. */
function wholeSuite(): boolean {
  return process.argv.slice(2).every((a) => a.startsWith("-") || a === "run");
}
