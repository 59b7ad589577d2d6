/**
 * Several server processes on one machine (`WORKERS`), with `node:cluster`: the primary process
 * accepts connections and hands them to its workers in turn; each worker is a whole server (its own
 * catalog, caches and store handle). The counts stay exact because every worker counts in the same
 * shared store (SQLite on this machine, or Redis); the in-memory store is refused, as each worker
 * would keep its own counts.
 *
 * The primary prints one `listening on …` line once every worker listens, passes SIGINT/SIGTERM on
 * (each worker then finishes its in-flight requests and commits its counts, as a single server
 * does; a second signal makes them exit at once) and exits 0 when all stopped cleanly. A worker that
 * dies while serving is replaced (its replacement says when it listens); one that dies before it listens, or more replacements than
 * workers within {@link RESTART_WINDOW_MS}, stop the server with exit code 1 (a broken tree or store
 * would otherwise be restarted for ever).
 */
import cluster, { type Worker } from "node:cluster";

/** Where a worker listens, sent to the primary once it does. */
export interface ListeningMessage {
  readonly type: "listening";
  /** The line a single server prints (`listening on …`, then the docs line). */
  readonly line: string;
}

/** The message the primary sends a worker to stop it gracefully. */
export interface StopMessage {
  readonly type: "stop";
  readonly signal: NodeJS.Signals;
}

/** Replacements allowed within this window: more than one per worker means something is broken. */
export const RESTART_WINDOW_MS = 10_000;

/**
 * Reads `WORKERS`: unset or empty is 1, `auto` one per core (`cores`), otherwise a whole number from
 * 1 to 64. Throws a `RangeError` naming the variable.
 */
export function parseWorkers(raw: string | undefined, cores: number): number {
  const value = raw?.trim() ?? "";
  if (value === "") return 1;
  if (value.toLowerCase() === "auto") return Math.max(1, cores);
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 64) throw new RangeError(`WORKERS must be a whole number from 1 to 64, or auto (one per core), got ${JSON.stringify(raw)}`);
  return n;
}

/** Whether this process is a worker started by {@link runPrimary}. */
export function isWorker(): boolean {
  return cluster.isWorker;
}

/** Tells the primary that this worker listens (the primary prints `line` once all do). */
export function reportListening(line: string): void {
  process.send?.({ type: "listening", line } satisfies ListeningMessage);
}

/**
 * In a worker: calls `stop` when the primary asks (a {@link StopMessage}) or goes away (its IPC
 * channel closes), so a worker never outlives its primary.
 */
export function onPrimaryStop(stop: (signal: NodeJS.Signals) => void): void {
  process.on("message", (m: unknown) => {
    if (typeof m === "object" && m !== null && (m as { type?: unknown }).type === "stop") stop((m as StopMessage).signal);
  });
  process.on("disconnect", () => stop("SIGTERM"));
}

/** Output of the primary, injectable for tests. */
export interface PrimaryIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly exit: (code: number) => void;
}

/**
 * In the primary: starts `count` workers (this same script, with the same flags and environment)
 * and supervises them as the module comment says. Returns at once; the process ends through
 * `io.exit`.
 */
export function runPrimary(count: number, io: PrimaryIo = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), exit: (c) => process.exit(c) }): void {
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  const restarts: number[] = [];
  let announced = false;
  let stopping = false;
  let failed = false;

  const stopAll = (signal: NodeJS.Signals): void => {
    const again = stopping;
    stopping = true;
    for (const worker of live) {
      // A worker that does not listen yet has nothing in flight, and may not handle the message yet.
      if (again || !listening.has(worker) || !worker.isConnected()) worker.process.kill(signal);
      else worker.send({ type: "stop", signal } satisfies StopMessage);
    }
    if (live.size === 0) io.exit(failed ? 1 : 0);
  };

  const start = (): void => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on("message", (m: unknown) => {
      if (typeof m !== "object" || m === null || (m as { type?: unknown }).type !== "listening") return;
      listening.add(worker);
      if (announced) io.err(`serve: worker ${worker.process.pid} listening (a replacement)\n`);
      else if (listening.size === count) {
        announced = true;
        io.out((m as ListeningMessage).line.replace(/\)\n/, `, ${count} workers)\n`));
      }
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    const served = listening.delete(worker);
    const clean = code === 0 && signal === null;
    if (stopping) {
      // One that had not listened yet was ended by our signal: nothing was lost.
      if (!clean && !(signal !== null && !served)) failed = true;
      if (live.size === 0) io.exit(failed ? 1 : 0);
      return;
    }
    const how = signal === null ? `exit code ${code}` : signal;
    const now = Date.now();
    while (restarts.length > 0 && now - restarts[0]! > RESTART_WINDOW_MS) restarts.shift();
    if (!served || restarts.length >= count) {
      failed = true;
      io.err(served ? `serve: worker ${worker.process.pid} stopped (${how}); ${restarts.length} replacements in the last ${RESTART_WINDOW_MS / 1000} s already: stopping\n` : `serve: worker ${worker.process.pid} stopped before it listened (${how}): stopping\n`);
      stopAll("SIGTERM");
      return;
    }
    restarts.push(now);
    io.err(`serve: worker ${worker.process.pid} stopped (${how}): starting another\n`);
    start();
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(signal));
  for (let i = 0; i < count; i++) start();
}
