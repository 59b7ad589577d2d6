/**
 * Every CLI as a user runs it (the compiled JavaScript under dist/, as `npm run …` does): `--help`
 * prints its usage and exits 0, an unknown option prints the usage and exits 2, and the errors a user
 * causes come out as one line that says what to do, never a stack trace.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { SERVER_NODE_FLAGS } from "../../src/cli/node-flags.ts";

const CLIS = ["serve", "build-data", "fetch-sources", "release", "keys", "gen-types", "diff-release", "build-worker"] as const;
let work: string;
/** A sample tree built by the compiled build-data CLI. */
let tree: string;

beforeAll(async () => {
  const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  work = await mkdtemp(path.join(tmpdir(), "cli-behaviour-"));
  tree = path.join(work, "tree");
  const build = await run("build-data", ["--sample", "--out", tree], {}, 120_000);
  expect(build.code, build.err).toBe(0);
  expect(build.err).toMatch(/Built \d+ files into .*tree/);
}, 180_000);
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

function run(cli: string, args: string[], env: NodeJS.ProcessEnv = {}, timeoutMs = 20_000): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "dist/cli", `${cli}.js`), ...args], {
      cwd: work,
      env: { ...process.env, STORE_URL: "memory:", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

const noStack = (text: string): void => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe.each(CLIS)("%s", (cli) => {
  it("prints its usage for --help and exits 0", async () => {
    const r = await run(cli, ["--help"]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/usage:/);
  });

  it("rejects an unknown option with its usage and exit 2", async () => {
    const r = await run(cli, cli === "keys" ? ["list", "--bogus"] : ["--bogus"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--bogus/);
    expect(r.err).toMatch(/usage:/);
    noStack(r.err);
  });
});

describe("serve", () => {
  it("prints where the API and the docs page are, serves them, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(PROJECT_ROOT, "dist/serve.cjs")], {
      cwd: work,
      env: { ...process.env, STORE_URL: "memory:", DATA_DIR: tree, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const out = await new Promise<string>((resolve, reject) => {
        let text = "";
        child.stdout.on("data", (d: Buffer) => {
          text += d.toString();
          if (text.includes("docs: ")) resolve(text);
        });
        child.on("exit", () => reject(new Error(`serve exited early: ${text}`)));
      });
      const docs = /^docs: (http:\/\/127\.0\.0\.1:\d+\/docs)$/m.exec(out)?.[1];
      expect(out).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+\/v1 /m);
      expect(docs).toBeDefined();
      expect((await fetch(docs!)).status).toBe(200);
      const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  });
});

describe("serve: the errors a user causes", () => {
  it("says when DATA_DIR does not exist or holds no built tree", async () => {
    const missing = await run("serve", [], { DATA_DIR: path.join(work, "nope"), PORT: "0" });
    expect(missing.code).toBe(1);
    expect(missing.err.trim().split("\n")).toHaveLength(1);
    expect(missing.err).toMatch(/does not exist: run npm run build-data/);
    const empty = await run("serve", [], { DATA_DIR: path.join(tree, "v1"), PORT: "0" });
    expect(empty.code).toBe(1);
    expect(empty.err).toMatch(/is not a built API tree/);
    noStack(missing.err + empty.err);
  });

  it("rejects a bad STORE_URL or PORT with exit 2", async () => {
    const store = await run("serve", [], { STORE_URL: "postgres://x", DATA_DIR: tree });
    expect(store.code).toBe(2);
    expect(store.err).toMatch(/^serve: unsupported STORE_URL "postgres:\/\/x": use sqlite:/);
    const port = await run("serve", [], { PORT: "http" });
    expect(port.code).toBe(2);
    expect(port.err).toBe('serve: PORT must be a whole number from 0 to 65535, got "http"\n');
  });

  it("says the port is in use, and how to pick another", async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", r));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const r = await run("serve", [], { PORT: String(port), DATA_DIR: tree });
      expect(r.code).toBe(1);
      expect(r.err).toBe(`serve: port ${port} on 127.0.0.1 is in use: stop the other server, or set PORT to a free port\n`);
    } finally {
      blocker.close();
    }
  });
});

describe("build-data and release: the errors a user causes", () => {
  it("build-data names the missing files of an incomplete --sources folder", async () => {
    const r = await run("build-data", ["--sources", work, "--out", path.join(work, "out")]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/is missing \d+ upstream file\(s\)/);
    expect(r.err).toMatch(/npm run fetch-sources/);
    noStack(r.err);
  });

  it("release rejects a level it does not know", async () => {
    const r = await run("release", ["huge"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/expected patch, minor or major, got "huge"/);
  });
});
