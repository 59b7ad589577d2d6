/**
 * `npm run bench:build`: times the full-data build and its peak memory, then the time to copy the
 * output tree with `cp -r` (the floor for writing that many files on this disk), and prints the ratio.
 * The build is the compiled CLI (`dist/cli/build-data.js`, compiled first when stale), as `npm run
 * build-data` runs it.
 *
 * Uses sources/upstream (run `npm run fetch-sources -- --from ../shared/sources` first), or the folder
 * given with `--sources`. Each measurement runs `--runs` times (default 3); the median is reported.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PROJECT_ROOT, UPSTREAM_DIR } from "../src/paths.ts";
import { BUILD_ENV, BUILD_NODE_FLAGS } from "../src/cli/node-flags.ts";

const { values } = parseArgs({ options: { sources: { type: "string" }, runs: { type: "string" } } });
const sources = path.resolve(values.sources ?? UPSTREAM_DIR);
const runs = Number(values.runs ?? 3);
const work = mkdtempSync(path.join(tmpdir(), "bench-build-"));
const out = path.join(work, "dist-api");

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Runs the build CLI with `--stats`: wall seconds, and the peak RSS the build process reports. */
function timed(cmd: string, args: string[]): { seconds: number; peakMb: number } {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, [...args, "--stats"], { cwd: PROJECT_ROOT, env: { ...process.env, ...BUILD_ENV }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${r.status})`);
  const peakKb = Number(/peak_rss_kb=(\d+)/.exec(r.stdout)?.[1] ?? NaN);
  return { seconds, peakMb: peakKb / 1024 };
}

// The build runs as `npm run build-data` runs it: the compiled CLI, with BUILD_NODE_FLAGS and BUILD_ENV.
const compiled = spawnSync(process.execPath, ["scripts/ensure-compiled.mjs"], { cwd: PROJECT_ROOT, stdio: "inherit" });
if (compiled.status !== 0) throw new Error("compiling src/ failed");
// Each run builds into a folder that does not exist yet, and the previous run's tree is removed (and
// the removal synced) before the clock starts: a build over an existing tree swaps it out and removes
// it in a detached `rm -rf`, which then competes with the next run (or the copy) for the disk. One
// build measured beside such a removal took 159 s against 44 s alone.
const builds: { seconds: number; peakMb: number }[] = [];
for (let i = 0; i < runs; i++) {
  rmSync(out, { recursive: true, force: true });
  spawnSync("sync");
  builds.push(timed(process.execPath, [...BUILD_NODE_FLAGS, "dist/cli/build-data.js", "--sources", sources, "--out", out]));
  process.stderr.write(`build run ${i + 1}: ${builds.at(-1)?.seconds.toFixed(1)} s, peak ${builds.at(-1)?.peakMb.toFixed(0)} MB\n`);
}
const files = Number(spawnSync("sh", ["-c", `find "${out}" -type f | wc -l`], { encoding: "utf8" }).stdout.trim());
const bytes = Number(spawnSync("du", ["-sb", out], { encoding: "utf8" }).stdout.split(/\s/)[0]);
const copies: number[] = [];
for (let i = 0; i < runs; i++) {
  const dest = path.join(work, `copy-${i}`);
  spawnSync("sync");
  const t0 = process.hrtime.bigint();
  const r = spawnSync("cp", ["-r", out, dest]);
  if (r.status !== 0) throw new Error("cp -r failed");
  spawnSync("sync");
  copies.push(Number(process.hrtime.bigint() - t0) / 1e9);
  rmSync(dest, { recursive: true, force: true });
}
rmSync(work, { recursive: true, force: true });

const build = median(builds.map((b) => b.seconds));
const peak = Math.max(...builds.map((b) => b.peakMb));
const copy = median(copies);
const result = {
  runs,
  build_seconds_median: Number(build.toFixed(2)),
  peak_rss_mb: Math.round(peak),
  cp_r_seconds_median: Number(copy.toFixed(2)),
  ratio_to_cp: Number((build / copy).toFixed(2)),
  files,
  megabytes: Number((bytes / 1e6).toFixed(1)),
  // Issue 12: the full build within 1.5x `cp -r` of its own output and 1.5 GB peak.
  targets: { peak_rss_mb: 1536, ratio_to_cp: 1.5 },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
