/**
 * Derives the TypeScript types in `src/types/` from the JSON Schemas in `schemas/`, so the schemas stay
 * the single source of truth. `npm run gen:types` writes them; `--check` fails when they are stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import fg from "fast-glob";
import { compile } from "json-schema-to-typescript";
import { PROJECT_ROOT } from "../paths.ts";
import { parseCommand, runCommand } from "./command.ts";

const INFO = {
  name: "gen:types",
  usage: `usage: npm run gen:types [-- --check]

Writes src/types/*.ts from the JSON Schemas in schemas/. --check writes nothing and fails when a type is stale.`,
};
const root = PROJECT_ROOT;

/** A `$ref`'s file by its `$id` (the file name), from whichever of `schemas/records` and `schemas/responses` holds it. */
async function readSchemaFile(name: string): Promise<string> {
  for (const dir of ["records", "responses"]) {
    const text = await readFile(path.join(root, "schemas", dir, name), "utf8").catch(() => undefined);
    if (text !== undefined) return text;
  }
  throw new Error(`gen:types: no schema file ${name} in schemas/records or schemas/responses`);
}

async function main(): Promise<number | void> {
  const parsed = parseCommand(INFO, process.argv.slice(2), { check: { type: "boolean" } });
  if (parsed === undefined) {
    console.log(INFO.usage);
    return;
  }
  const check = parsed.values.check === true;
  const files = (await fg("schemas/{records,responses}/*.json", { cwd: root })).sort();
  let stale = 0;
  for (const file of files) {
    const base = path.basename(file, ".json");
    if (base === "common" || base === "envelope") continue;
    const schema = JSON.parse(await readFile(path.join(root, file), "utf8")) as Record<string, unknown>;
    const ts = await compile(schema, String(schema.title ?? base), {
      cwd: path.join(root, "schemas/records"),
      $refOptions: { resolve: { file: { order: 1, canRead: true, read: (file: { url: string }) => readSchemaFile(path.basename(file.url)) } } },
      bannerComment: `/* Generated from ${file} by \`npm run gen:types\`. Do not edit: change the schema instead. */`,
      additionalProperties: false,
      declareExternallyReferenced: true,
      format: true,
      style: { printWidth: 120 },
    });
    const out = path.join(root, "src/types", `${base}.ts`);
    const current = await readFile(out, "utf8").catch(() => "");
    if (current === ts) continue;
    stale++;
    if (check) console.error(`stale: src/types/${base}.ts (run npm run gen:types)`);
    else await writeFile(out, ts);
  }
  if (check && stale > 0) return 1;
  console.log(check ? "types are up to date" : `types written (${stale} changed)`);
}

process.exitCode = await runCommand(INFO, main);
