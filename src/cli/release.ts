/**
 * `npm run release -- patch|minor|major [--date YYYY-MM-DD]`: bumps the dataset version in
 * `dataset-version.json` and sets its build date (today in UTC unless given). Rebuild afterwards;
 * the same inputs and version file always give a byte-identical tree.
 */
import { readFile, writeFile } from "node:fs/promises";
import { bumpVersion, checkDatasetVersion, type DatasetVersion } from "../stages/meta.ts";
import { VERSION_FILE } from "../paths.ts";
import { CliError, EXIT_USAGE, parseCommand, runCommand, usageError } from "./command.ts";

const INFO = {
  name: "release",
  usage: `usage: npm run release -- patch|minor|major [--date YYYY-MM-DD] [--file <version-file>]

Bumps the dataset version in dataset-version.json and sets its build date (today in UTC unless
--date is given). Rebuild with npm run build-data afterwards.`,
};

async function main(): Promise<void> {
  const parsed = parseCommand(INFO, process.argv.slice(2), { date: { type: "string" }, file: { type: "string" } }, { min: 1, max: 1 });
  if (parsed === undefined) {
    process.stdout.write(`${INFO.usage}\n`);
    return;
  }
  const { positionals, values } = parsed;
  const level = positionals[0];
  if (level !== "major" && level !== "minor" && level !== "patch") throw usageError(INFO, `expected patch, minor or major, got ${JSON.stringify(level)}`);
  const file = values.file ?? VERSION_FILE;
  const current: unknown = JSON.parse(await readFile(file, "utf8").catch(() => {
    throw new CliError(`cannot read ${file}: run from the project, or pass --file <version-file>`);
  }));
  const problem = checkDatasetVersion(current);
  if (problem !== undefined) throw new CliError(`${file}: ${problem}`);
  const next: DatasetVersion = {
    version: bumpVersion((current as DatasetVersion).version, level),
    build_date: values.date ?? new Date().toISOString().slice(0, 10),
  };
  const nextProblem = checkDatasetVersion(next);
  if (nextProblem !== undefined) throw new CliError(nextProblem, EXIT_USAGE);
  await writeFile(file, `${JSON.stringify(next, null, 2)}\n`);
  process.stdout.write(`dataset ${(current as DatasetVersion).version} → ${next.version}, build date ${next.build_date}\n`);
}

process.exitCode = await runCommand(INFO, main);
