/**
 * The order test files start in: vitest's own (slowest and larger files first), except that the files
 * that wait for the full tree (built in the background by `global-setup.ts`) go last. Started early,
 * they held both workers of a 2-core machine idle while the build ran (a clean-clone run took 215 s;
 * vitest schedules files whose last run was long first, and waiting made them long).
 */
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Whether a test file waits for the full tree: it calls `fullTree()` or reads the study tables made from it. */
export function waitsForFullTree(source: string): boolean {
  return /\bfullTree\(|helpers\/study-tables/.test(source);
}

/** Vitest's order with the files that wait for the full tree moved to the end. */
export class FullTreeLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = new Map(sorted.map((f) => [f, waitsForFullTree(readFileSync(f.moduleId, "utf8"))]));
    return [...sorted.filter((f) => waits.get(f) !== true), ...sorted.filter((f) => waits.get(f) === true)];
  }
}
