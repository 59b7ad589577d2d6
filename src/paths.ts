/** Well-known paths of the project, resolved from its root. */
import path from "node:path";

/** The project's root folder. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");
/** Where `npm run fetch-sources` puts the upstream files. */
export const UPSTREAM_DIR = path.join(PROJECT_ROOT, "sources/upstream");
/** The hand-written sample in upstream formats. */
export const SAMPLE_DIR = path.join(PROJECT_ROOT, "sources/sample");
/** The committed dataset version file. */
export const VERSION_FILE = path.join(PROJECT_ROOT, "dataset-version.json");
/** The default output tree. */
export const OUT_DIR = path.join(PROJECT_ROOT, "dist-api");
