/**
 * Builds (or finds current) the on-disk test trees, as `sampleTreeDir()` and `fullTree()` do: the
 * sample first (many test files serve it), then the full tree. Run by the global setup in a child
 * process when the whole suite runs, so the builds overlap with the tests that do not need them.
 */
import { fullTree, haveMirror, sampleTreeDir } from "./full-tree.ts";

await sampleTreeDir();
if (haveMirror) await fullTree();
