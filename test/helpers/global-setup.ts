/**
 * Once per test run, before any test file: builds the sample tree and saves it to one file under
 * `test-artifacts/`, whose path test files receive through `inject("sampleTreeFile")`.
 */
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
  const file = path.join(dir, `sample-run-${process.pid}.json`);
  await saveTree(await buildSampleTree(), file);
  project.provide("sampleTreeFile", file);
  return () => rm(file, { force: true });
}
