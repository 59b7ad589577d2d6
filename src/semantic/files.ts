/** Where semantic search lives in the output tree and the API (shared by the build and the runtime). */
import { INDEX_FILES } from "../contract/index-files.ts";
import { ROUTES, fileFor } from "../contract/routes.ts";

/** The index file the runtime loads, relative to the tree's root. */
export const SEMANTIC_INDEX_FILE = INDEX_FILES.semantic;
/** The URL of the public description of the model (name, version, word-vector package and licence). */
export const SEMANTIC_MODEL_URL = ROUTES.semanticModel;
/** The file that serves {@link SEMANTIC_MODEL_URL}, relative to the tree's root. */
export const SEMANTIC_MODEL_FILE = fileFor("semanticModel");
/** `$id` of the schema of {@link SEMANTIC_MODEL_FILE}. */
export const SEMANTIC_MODEL_SCHEMA = "semantic_model.json";
