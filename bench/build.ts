/**
 * `npm run bench:build`: times the full-data build and its peak memory, then the time to copy the
 * output tree with `cp -r` (the floor for writing that many files on this disk), and prints the ratio.
 * The build is the compiled CLI (`dist/cli/build-data.js`, compiled first when stale), as `npm run
 * build-data` runs it.
 *
 * Uses sources/upstream (run `npm run fetch-sources -- --from ../shared/sources` first), or the folder
 * given with `--sources`. Each measurement runs `--runs` times (default 3); the median is reported,
 * and each run's CPU time and the share of it the disk stalled the machine (Linux's /proc; NaN elsewhere).
 * Every tree it makes is kept until the end, so it needs about 2 × runs × 2.1 GB free in the temp folder.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PROJECT_ROOT, UPSTREAM_DIR } from "../src/paths.ts";
import { BUILD_ENV, BUILD_NODE_FLAGS } from "../src/cli/node-flags.ts";
import { childrenCpuSeconds, ioStallSeconds } from "./proc.ts";

const { values } = parseArgs({ options: { sources: { type: "string" }, runs: { type: "string" } } });
const sources = path.resolve(values.sources ?? UPSTREAM_DIR);
const runs = Number(values.runs ?? 3);
const work = mkdtempSync(path.join(tmpdir(), "bench-build-"));
/** Run `i`'s output tree (every run builds into a new folder). */
const outOf = (i: number): string => path.join(work, `dist-api-${i}`);

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** What one measured command cost: wall seconds, its CPU seconds, and the share of its time the disk stalled the machine. */
interface Cost {
  seconds: number;
  user: number;
  system: number;
  ioStalled: number;
}

/** Runs `run` and measures it (its children's CPU time, read from /proc, and the disk's stall time over it). */
function measure(run: () => void): Cost {
  const cpu0 = childrenCpuSeconds();
  const io0 = ioStallSeconds();
  const t0 = process.hrtime.bigint();
  run();
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu1 = childrenCpuSeconds();
  return { seconds, user: cpu1.user - cpu0.user, system: cpu1.system - cpu0.system, ioStalled: (ioStallSeconds() - io0) / seconds };
}

/** Runs the build CLI with `--stats`: its cost, and the peak RSS the build process reports. */
function timed(cmd: string, args: string[]): Cost & { peakMb: number } {
  let peakKb = NaN;
  const cost = measure(() => {
    const r = spawnSync(cmd, [...args, "--stats"], { cwd: PROJECT_ROOT, env: { ...process.env, ...BUILD_ENV }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${r.status})`);
    peakKb = Number(/peak_rss_kb=(\d+)/.exec(r.stdout)?.[1] ?? NaN);
  });
  return { ...cost, peakMb: peakKb / 1024 };
}

// The build runs as `npm run build-data` runs it: the compiled CLI, with BUILD_NODE_FLAGS and BUILD_ENV.
const compiled = spawnSync(process.execPath, ["scripts/ensure-compiled.mjs"], { cwd: PROJECT_ROOT, stdio: "inherit" });
if (compiled.status !== 0) throw new Error("compiling src/ failed");
// Each run builds into a folder of its own, and each copy goes to a new folder, and nothing is deleted
// until every measurement is done. On a file system that avoids reusing recently freed inodes (ext4
// without a journal, like this machine's: for 60 to 360 seconds after a delete), creating files right
// after removing a tree of ~380,000 makes every create scan past the freed inodes: one build took
// 134 s with 195 s of system CPU against 44.5 s with 17 s alone (docs/performance.md). A build over
// an existing tree would also remove that tree in a detached `rm -rf` beside the next run.
const builds: (Cost & { peakMb: number })[] = [];
for (let i = 0; i < runs; i++) {
  spawnSync("sync");
  builds.push(timed(process.execPath, [...BUILD_NODE_FLAGS, "dist/cli/build-data.js", "--sources", sources, "--out", outOf(i)]));
  process.stderr.write(`build run ${i + 1}: ${builds.at(-1)?.seconds.toFixed(1)} s, peak ${builds.at(-1)?.peakMb.toFixed(0)} MB\n`);
}
const out = outOf(runs - 1);
const files = Number(spawnSync("sh", ["-c", `find "${out}" -type f | wc -l`], { encoding: "utf8" }).stdout.trim());
const bytes = Number(spawnSync("du", ["-sb", out], { encoding: "utf8" }).stdout.split(/\s/)[0]);
const copies: Cost[] = [];
for (let i = 0; i < runs; i++) {
  const dest = path.join(work, `copy-${i}`);
  spawnSync("sync");
  copies.push(
    measure(() => {
      const r = spawnSync("cp", ["-r", out, dest]);
      if (r.status !== 0) throw new Error("cp -r failed");
      spawnSync("sync");
    }),
  );
}
process.stderr.write(`removing the ${runs * 2} trees in ${work}\n`);
// `rm -rf` rather than Node's recursive rmSync, which holds every entry of a large tree in memory.
spawnSync("rm", ["-rf", "--", work]);

const build = median(builds.map((b) => b.seconds));
const peak = Math.max(...builds.map((b) => b.peakMb));
const copy = median(copies.map((c) => c.seconds));
/** One run as reported: wall and CPU seconds, and the share of its wall time the disk stalled the machine. */
const row = (c: Cost): Record<string, number> => ({
  seconds: Number(c.seconds.toFixed(2)),
  user_s: Number(c.user.toFixed(2)),
  system_s: Number(c.system.toFixed(2)),
  io_stalled_share: Number(c.ioStalled.toFixed(3)),
});
const result = {
  runs,
  build_seconds_median: Number(build.toFixed(2)),
  peak_rss_mb: Math.round(peak),
  cp_r_seconds_median: Number(copy.toFixed(2)),
  ratio_to_cp: Number((build / copy).toFixed(2)),
  files,
  megabytes: Number((bytes / 1e6).toFixed(1)),
  // Per run: user CPU says what the build itself cost; system CPU far above ~20 s means file creation
  // was slow in the kernel (on this machine: inodes freed minutes before, see above), and
  // io_stalled_share (/proc/pressure/io) how much of the run the disk held the machine up.
  build_runs: builds.map((b) => ({ ...row(b), peak_rss_mb: Math.round(b.peakMb) })),
  copy_runs: copies.map(row),
  // Issue 12: the full build within 1.5x `cp -r` of its own output and 1.5 GB peak.
  targets: { peak_rss_mb: 1536, ratio_to_cp: 1.5 },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
