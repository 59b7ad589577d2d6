/**
 * What the benchmarks read about the server process from Linux's /proc: CPU time and peak memory.
 * Both give NaN elsewhere (or once the process is gone).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** CPU seconds (user + system) used so far by a process and its descendants, or NaN. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  let ticks = 0;
  const visit = (p: number): void => {
    const stat = readFileSync(`/proc/${p}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
    for (const task of readdirSync(`/proc/${p}/task`)) {
      const kids = readFileSync(`/proc/${p}/task/${task}/children`, "utf8").trim();
      for (const kid of kids === "" ? [] : kids.split(" ")) visit(Number(kid));
    }
  };
  try {
    visit(pid);
  } catch {
    return NaN;
  }
  return ticks / CLOCK_TICKS;
}

/** A process's peak resident memory so far (`VmHWM`), in MB, or NaN. */
export function peakRssMb(pid: number | undefined): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? NaN : Math.round(Number(kb) / 1024);
  } catch {
    return NaN;
  }
}

/** CPU seconds used by this process's children it has waited for (`cutime` and `cstime`), or NaN. */
export function childrenCpuSeconds(): { user: number; system: number } {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { user: Number(fields[13]) / CLOCK_TICKS, system: Number(fields[14]) / CLOCK_TICKS };
  } catch {
    return { user: NaN, system: NaN };
  }
}

/**
 * Seconds so far in which some task of the machine waited for the disk (Linux's pressure stall
 * information, `/proc/pressure/io`, the `some` line's total), or NaN. Its growth over a run, divided
 * by the run's wall time, says how much of that time the disk held someone up.
 */
export function ioStallSeconds(): number {
  try {
    const total = /^some .*total=(\d+)/m.exec(readFileSync("/proc/pressure/io", "utf8"))?.[1];
    return total === undefined ? NaN : Number(total) / 1e6;
  } catch {
    return NaN;
  }
}
