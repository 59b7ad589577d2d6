/**
 * `npm run fetch-sources [-- --from <mirror>] [--dest <dir>] [--manifest <file>]`
 *
 * Fills `sources/upstream/` with every file of `sources/manifest.json`: downloaded from its URL, or with
 * `--from` copied from a mirror folder laid out like `shared/sources`. Every file's size and SHA-256 are
 * verified before it is put in place; files already up to date are skipped. Exits 1 when any file
 * failed (after trying all of them), 2 on bad arguments, 130 when interrupted.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { fetchSources, formatBytes, formatSummary } from "../sources/fetch.ts";
import { loadManifest, MANIFEST_PATH, UPSTREAM_DIR } from "../sources/manifest.ts";

const USAGE = `usage: npm run fetch-sources [-- [--from <mirror-dir>] [--dest <dir>] [--manifest <file>]]

  (no option)          download every file of sources/manifest.json into sources/upstream/
  --from <mirror-dir>  copy the files from a folder laid out like shared/sources instead
                       (e.g. npm run fetch-sources -- --from ../shared/sources)
  --dest <dir>         write into <dir> instead of sources/upstream/
  --manifest <file>    use another manifest (default sources/manifest.json)`;

/** Relative paths are taken from the folder npm was started in (npm itself runs scripts from the root). */
const baseDir = process.env.INIT_CWD ?? process.cwd();

let args: { from?: string | undefined; dest?: string | undefined; manifest?: string | undefined; help?: boolean | undefined };
try {
  args = parseArgs({
    options: {
      from: { type: "string" },
      dest: { type: "string" },
      manifest: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: false,
  }).values;
} catch (err) {
  console.error(`fetch-sources: ${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const manifestFile = args.manifest === undefined ? MANIFEST_PATH : path.resolve(baseDir, args.manifest);
const dest = args.dest === undefined ? UPSTREAM_DIR : path.resolve(baseDir, args.dest);
const from = args.from === undefined ? undefined : path.resolve(baseDir, args.from);

const started = performance.now();
const controller = new AbortController();
let interrupted = false;
process.on("SIGINT", () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  console.error("fetch-sources: interrupted; removing temporary files (press Ctrl-C again to quit at once)");
  controller.abort();
});

try {
  const manifest = await loadManifest(manifestFile);
  const total = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `fetch-sources: ${manifest.files.length} files, ${formatBytes(total)} bytes, ` +
      `${from === undefined ? "downloading" : `copying from ${from}`} into ${dest}`,
  );
  const summary = await fetchSources({
    manifest,
    dest,
    ...(from === undefined ? {} : { from }),
    log: (line) => console.log(line),
    signal: controller.signal,
  });
  const lines = formatSummary(summary);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (summary.ok) {
    for (const line of lines) console.log(line);
    console.log(`All ${summary.results.length} files verified (sha256 and size) in ${dest} (${seconds} s).`);
  } else {
    for (const line of lines) console.error(line);
    console.error(`fetch-sources failed after ${seconds} s.`);
  }
  process.exitCode = interrupted ? 130 : summary.ok ? 0 : 1;
} catch (err) {
  console.error(`fetch-sources: ${(err as Error).message}`);
  process.exitCode = 1;
}
