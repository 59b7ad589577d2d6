/**
 * Build progress for people and for CI: on a terminal, a line per stage that updates in place;
 * elsewhere (CI, pipes), plain lines with elapsed times.
 */

import type { Progress } from "../core/progress.ts";

/** A progress reporter on `stream`; live updates only when it is a terminal and not in CI. */
export function createProgress(stream: NodeJS.WriteStream = process.stderr, live = stream.isTTY === true && !process.env.CI): Progress {
  const t0 = Date.now();
  let stage = "";
  let stageStart = t0;
  const secs = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;
  return {
    start(name) {
      stage = name;
      stageStart = Date.now();
      if (live) stream.write(`\r\x1b[2K… ${name}`);
    },
    update(detail) {
      if (live) stream.write(`\r\x1b[2K… ${stage}: ${detail}`);
    },
    note(detail) {
      stream.write(live ? `\r\x1b[2K… ${stage}: ${detail}` : `  · ${detail}\n`);
    },
    done(detail) {
      const line = `✓ ${stage}${detail ? `: ${detail}` : ""} (${secs(Date.now() - stageStart)}, total ${secs(Date.now() - t0)})`;
      stream.write(live ? `\r\x1b[2K${line}\n` : `${line}\n`);
    },
    info(line) {
      stream.write(`${line}\n`);
    },
  };
}
