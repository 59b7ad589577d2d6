import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { FullTreeLastSequencer } from "./test/helpers/sequencer.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Builds the sample tree once per run for every test file (test/helpers/sample-app.ts).
    globalSetup: ["test/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default leaves one core free, which on a 2-core machine means one test file at a
    // time while the background tree builds (global-setup.ts) have the other core. Two workers there
    // took the clean-tree suite from 248 s to 172 s; three were slower (182 s: the CPUs are full).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: FullTreeLastSequencer },
  },
});
