/**
 * Starts a real, throw-away `redis-server` for tests: loopback only, on a free port, in a temporary
 * folder, with an append-only file fsynced on every write and no RDB snapshots.
 *
 * When `redis-server` is not installed, {@link redisTestsEnabled} throws an error that says how to
 * install it, except that with `ALLOW_NO_REDIS=1` (and not in CI) it returns `false` so the Redis
 * suites are skipped. In CI (`CI=true`) a missing server always fails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The binary to run: `REDIS_SERVER` if set, else `redis-server` from the PATH. */
export const REDIS_SERVER_BIN = process.env.REDIS_SERVER ?? "redis-server";

/** Whether `redis-server` can be run here. */
export function redisServerInstalled(): boolean {
  const r = spawnSync(REDIS_SERVER_BIN, ["--version"], { stdio: "ignore" });
  return r.error === undefined && r.status === 0;
}

/**
 * Whether the Redis suites should run. `true` when `redis-server` is installed; `false` only when
 * it is missing, `ALLOW_NO_REDIS=1` is set and this is not CI; otherwise it throws.
 */
export function redisTestsEnabled(): boolean {
  if (redisServerInstalled()) return true;
  const ci = process.env.CI === "true" || process.env.CI === "1";
  if (process.env.ALLOW_NO_REDIS === "1" && !ci) return false;
  throw new Error(
    `${REDIS_SERVER_BIN} is not installed, and the Redis store tests need it. ` +
      "Run `bash scripts/install-test-deps.sh`" +
      (ci ? ". In CI (CI=true) these tests cannot be skipped." : " (or set ALLOW_NO_REDIS=1 to skip them)."),
  );
}

/** A running test server. */
export interface RedisServer {
  /** `redis://127.0.0.1:<port>` */
  readonly url: string;
  /** The loopback port. */
  readonly port: number;
  /** The server's data folder (holds the append-only file). */
  readonly dir: string;
  /** The server process's id. */
  readonly pid: number;
  /** Kills the server with SIGKILL (a crash) and waits for it to exit; the data folder stays. */
  crash(): Promise<void>;
  /** Stops the server (SIGTERM), waits for it, and deletes its data folder unless it was given. */
  stop(): Promise<void>;
}

/** Options of {@link startRedisServer}. */
export interface StartOptions {
  /** Data folder to use (to restart on the data of a crashed server). Default: a new temp folder. */
  dir?: string;
  /** Port to listen on. Default: a free one. */
  port?: number;
  /** How long to wait for the first PONG, in ms. Default 10 000. */
  timeoutMs?: number;
  /** More `redis-server` arguments (e.g. `--cluster-enabled yes`, `--appendfsync everysec`); later ones win. */
  args?: readonly string[];
}

/** A free TCP port on 127.0.0.1, found by binding port 0. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Sends PING over a raw socket; resolves `true` on `+PONG`. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ host: "127.0.0.1", port });
    let buf = "";
    const done = (ok: boolean) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(1000, () => done(false));
    sock.on("error", () => done(false));
    sock.on("connect", () => sock.write("PING\r\n"));
    sock.on("data", (d) => {
      buf += d.toString("utf8");
      if (buf.includes("\r\n")) done(buf.startsWith("+PONG"));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Starts `redis-server` and resolves once it answers PING. Retries on another port if the port was taken. */
export async function startRedisServer(options: StartOptions = {}): Promise<RedisServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await startOnce(options);
    } catch (e) {
      lastError = e;
      if (options.port !== undefined) break;
    }
  }
  throw lastError;
}

async function startOnce(options: StartOptions): Promise<RedisServer> {
  const ownDir = options.dir === undefined;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "redis-test-"));
  const port = options.port ?? (await freePort());
  const args = [
    "--port", String(port),
    "--bind", "127.0.0.1",
    "--dir", dir,
    "--save", "",
    "--appendonly", "yes",
    "--appendfsync", "always",
    "--daemonize", "no",
    "--logfile", "",
    ...(options.args ?? []),
  ];
  const child = spawn(REDIS_SERVER_BIN, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  let spawnError: Error | undefined;
  child.on("error", (e) => (spawnError = e));

  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    if (spawnError) throw new Error(`cannot run ${REDIS_SERVER_BIN}: ${spawnError.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server exited before answering (port ${port}):\n${output}`);
    }
    if (await ping(port)) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited(child);
      if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not answer PING on port ${port} in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    pid: child.pid!,
    async crash() {
      child.kill("SIGKILL");
      await exited(child);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exited(child);
        clearTimeout(timer);
      }
      if (ownDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
