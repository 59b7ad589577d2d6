/**
 * `npm run release -- patch|minor|major [--date YYYY-MM-DD]`: bumps the dataset version in
 * `dataset-version.json` and sets its build date (today in UTC unless given). Rebuild afterwards;
 * the same inputs and version file always give a byte-identical tree.
 */
import { readFile, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { bumpVersion, checkDatasetVersion, type DatasetVersion } from "../build/meta.ts";
import { VERSION_FILE } from "../paths.ts";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { date: { type: "string" }, file: { type: "string" } } });
const level = positionals[0];
if (level !== "major" && level !== "minor" && level !== "patch") {
  process.stderr.write("usage: npm run release -- patch|minor|major [--date YYYY-MM-DD]\n");
  process.exit(2);
}
const file = values.file ?? VERSION_FILE;
const current: unknown = JSON.parse(await readFile(file, "utf8"));
const problem = checkDatasetVersion(current);
if (problem !== undefined) {
  process.stderr.write(`${file}: ${problem}\n`);
  process.exit(1);
}
const next: DatasetVersion = {
  version: bumpVersion((current as DatasetVersion).version, level),
  build_date: values.date ?? new Date().toISOString().slice(0, 10),
};
const nextProblem = checkDatasetVersion(next);
if (nextProblem !== undefined) {
  process.stderr.write(`${nextProblem}\n`);
  process.exit(2);
}
await writeFile(file, `${JSON.stringify(next, null, 2)}\n`);
process.stdout.write(`dataset ${(current as DatasetVersion).version} → ${next.version}, build date ${next.build_date}\n`);
