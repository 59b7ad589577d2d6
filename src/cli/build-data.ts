/**
 * `npm run build-data [-- --sources <dir>] [--out <dir>]`: builds `dist-api/` from the fetched
 * upstream files when they are all there (or from `--sources`), and from the bundled sample
 * otherwise, saying which it used. `--sample` forces the sample; `--stats` prints the peak RSS.
 * Exit codes: 0 built, 1 the build failed (the previous tree is left as it was), 2 usage error.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { folderSources } from "../core/source-files.ts";
import { SourceProblemsError } from "../core/problems.ts";
import { checkDatasetVersion, type DatasetVersion } from "../stages/meta.ts";
import { InvalidOutputError } from "../emit/write.ts";
import { loadManifest, upstreamStatus } from "../sources/manifest.ts";
import { buildData, type SourceSelection } from "../pipeline.ts";
import { OUT_DIR, SAMPLE_DIR, UPSTREAM_DIR, VERSION_FILE } from "../paths.ts";
import { CliError, parseCommand, runCommand } from "./command.ts";
import { createProgress } from "./progress.ts";

const INFO = {
  name: "build-data",
  usage: `usage: npm run build-data [-- [--sources <dir>] [--out <dir>] [--sample] [--stats]]

Builds the API tree from sources/upstream when every file of sources/manifest.json is there, from the
bundled sample (sources/sample) otherwise, and says which.
  --sources <dir>  build from a complete folder of upstream files laid out like shared/sources
  --sample         build from the bundled sample even when the upstream files are there
  --out <dir>      write the tree to <dir> (default dist-api/); the old tree is replaced only on success
  --stats          print the peak RSS at the end`,
};
const OPTIONS = { sources: { type: "string" }, out: { type: "string" }, sample: { type: "boolean" }, stats: { type: "boolean" } } as const;
const progress = createProgress();

async function selectSources(values: { sources?: string | undefined; sample?: boolean | undefined }): Promise<SourceSelection> {
  if (values.sample) return { files: folderSources(SAMPLE_DIR, "sources/sample"), kind: "sample" };
  if (values.sources !== undefined) {
    const dir = path.resolve(values.sources);
    const status = await upstreamStatus(dir);
    if (!status.complete) {
      throw new CliError(`${dir} is missing ${status.missing.length} upstream file(s), e.g. ${status.missing.slice(0, 3).join(", ")}.\nPoint --sources at a complete mirror, or run: npm run fetch-sources -- --from <mirror>`);
    }
    return { files: folderSources(dir, values.sources), kind: "upstream" };
  }
  const manifest = await loadManifest();
  const status = await upstreamStatus(UPSTREAM_DIR, manifest);
  if (status.complete) return { files: folderSources(UPSTREAM_DIR, "sources/upstream"), kind: "upstream" };
  progress.info(
    status.missing.length < manifest.files.length
      ? `sources/upstream is incomplete (${status.missing.length} file(s) missing): using the bundled sample. Run npm run fetch-sources to complete it.`
      : "No upstream files fetched: building from the bundled sample (sources/sample). For the full dataset: npm run fetch-sources -- --from ../shared/sources",
  );
  return { files: folderSources(SAMPLE_DIR, "sources/sample"), kind: "sample" };
}

async function readVersion(): Promise<DatasetVersion> {
  const value: unknown = JSON.parse(await readFile(VERSION_FILE, "utf8"));
  const reason = checkDatasetVersion(value);
  if (reason !== undefined) throw new CliError(`dataset-version.json: ${reason}: fix it, or reset it with git checkout dataset-version.json`);
  return value as DatasetVersion;
}

async function main(): Promise<number | void> {
  const parsed = parseCommand(INFO, process.argv.slice(2), OPTIONS);
  if (parsed === undefined) {
    process.stdout.write(`${INFO.usage}\n`);
    return;
  }
  const { values } = parsed;
  try {
    const sources = await selectSources(values);
    progress.info(`Building from the ${sources.kind === "upstream" ? "full upstream files" : "bundled sample"} (${sources.files.label}).`);
    const result = await buildData(sources, await readVersion(), values.out ?? OUT_DIR, progress, { removeOldInBackground: true });
    const { unresolved, skipped, corrections, anomalies, verses_without_words: gaps } = result.report.toJSON();
    for (const u of unresolved) progress.info(`  unresolved ${u.table}.${u.field}: ${u.count} (e.g. ${u.examples[0] ?? ""})`);
    for (const s of skipped) progress.info(`  skipped ${s.table}: ${s.count} — ${s.reason}`);
    for (const c of corrections) progress.info(`  corrected ${c.table}.${c.field}: ${c.count} — ${c.reason}`);
    for (const a of anomalies) progress.info(`  anomaly ${a.table} ${a.check}: ${a.count} (e.g. ${a.cases[0] ?? ""})`);
    for (const g of gaps) progress.info(`  without words ${g.table}: ${g.count} — ${g.reason} (e.g. ${g.verses[0] ?? ""})`);
    if (values.stats) process.stdout.write(`peak_rss_kb=${process.resourceUsage().maxRSS}\n`);
    progress.info(`Built ${result.summary.files} files into ${path.relative(process.cwd(), result.outDir) || "."} (dataset ${result.dataset.meta.version}, ${sources.kind}); report: build-report.json`);
  } catch (error) {
    const detail = error instanceof SourceProblemsError || error instanceof InvalidOutputError || error instanceof CliError ? error.message : String((error as Error).message ?? error);
    throw new CliError(`build failed; the previous output tree was left as it was.\n${detail}`);
  }
}

process.exitCode = await runCommand(INFO, main);
