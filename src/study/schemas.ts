/**
 * The study tools' record schemas (`schemas/study/*.json`; their TypeScript types are generated into
 * `src/types/` like the others). They are not yet part of the served API, so they live beside
 * `records/` and `responses/` rather than in them; this registry holds them with all the others, so
 * they can `$ref` the common definitions.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { loadSchemaFiles, SCHEMA_DIR, SchemaRegistry, type JsonSchema } from "../contract/schemas.ts";

/** Every schema of `schemas/` plus those of `schemas/study/`, in one registry. */
export function studySchemaRegistry(dir = SCHEMA_DIR): SchemaRegistry {
  const files = new Map(loadSchemaFiles(dir));
  for (const rel of fg.sync("study/*.json", { cwd: dir }).sort()) {
    const schema = JSON.parse(readFileSync(path.join(dir, rel), "utf8")) as JsonSchema;
    if (typeof schema.$id !== "string") throw new Error(`schemas/${rel}: no $id`);
    files.set(schema.$id, schema);
  }
  return new SchemaRegistry(files);
}
