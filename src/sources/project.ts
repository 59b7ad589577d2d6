/**
 * The project's own data files (the reviewed correction tables under `sources/corrections/`, the
 * curated lists under `sources/curated/`), read like source files from the project root.
 */
import { folderSources, type SourceFiles } from "../core/source-files.ts";
import { PROJECT_ROOT } from "../paths.ts";

/** The project's committed data files, addressed by paths relative to the project root. */
export function projectFiles(): SourceFiles {
  return folderSources(PROJECT_ROOT, "the project");
}
