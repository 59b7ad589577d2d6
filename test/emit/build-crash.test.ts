/**
 * Builds that die or collide, with the compiled `build-data` CLI on the sample: kill -9 half-way leaves
 * the previous tree byte-identical and the next build removes the leftovers; a second build started
 * while one runs refuses with a clear message and the first completes.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";

let work: string;
let out: string;

function build(): { child: ChildProcess; done: Promise<{ code: number | null; err: string }> } {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, "dist/cli/build-data.js"), "--sample", "--out", out], { stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d.toString()));
  return { child, done: new Promise((resolve) => child.on("exit", (code) => resolve({ code, err }))) };
}

/** One hash over every file's path and bytes. */
function treeHash(dir: string): string {
  const hash = createHash("sha256");
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else hash.update(path.relative(dir, p)).update("\0").update(readFileSync(p)).update("\0");
    }
  };
  walk(dir);
  return hash.digest("hex");
}

const leftovers = (): string[] => readdirSync(work).filter((n) => n !== "dist-api").sort();

async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

beforeAll(async () => {
  const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  work = mkdtempSync(path.join(tmpdir(), "build-crash-"));
  out = path.join(work, "dist-api");
  const first = await build().done;
  expect(first.code, first.err).toBe(0);
}, 120_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("a build killed with -9", () => {
  it("leaves the previous tree byte-identical, and the next build removes the leftovers", async () => {
    // The replaced tree is removed by a detached `rm -rf` after the build exits: on a machine busy
    // with other builds, removing tens of thousands of files can take more than half a minute.
    await waitFor(() => leftovers().length === 0, 120_000, "the first build's old tree to be removed");
    const before = treeHash(out);
    const b = build();
    await waitFor(() => leftovers().some((n) => n.startsWith("dist-api.tmp-") && readdirSync(path.join(work, n)).length > 0), 30_000, "the build to start writing");
    await new Promise((r) => setTimeout(r, 300));
    b.child.kill("SIGKILL");
    await b.done;
    expect(leftovers()).toEqual(expect.arrayContaining(["dist-api.lock", `dist-api.tmp-${b.child.pid}`]));
    expect(treeHash(out), "the previous tree is untouched").toBe(before);

    const next = await build().done;
    expect(next.code, next.err).toBe(0);
    // The replaced tree is removed by a detached `rm -rf` of some 62,000 files: on a disk shared with
    // other builds that has taken over 30 s.
    await waitFor(() => leftovers().length === 0, 120_000, "the leftovers to be removed");
    expect(treeHash(out)).toBe(before);
  }, 300_000);
});

describe("two builds at once", () => {
  it("refuses the second with a clear message while the first completes", async () => {
    await waitFor(() => !existsSync(path.join(work, "dist-api.lock")), 30_000, "no build to be running");
    const a = build();
    await waitFor(() => existsSync(path.join(work, "dist-api.lock")), 30_000, "the first build to take the lock");
    const b = await build().done;
    expect(b.code).toBe(1);
    expect(b.err).toMatch(new RegExp(`another build \\(pid ${a.child.pid}, started \\S+\\) is writing dist-api: wait for it to finish, or stop it and build again`));
    const first = await a.done;
    expect(first.code, first.err).toBe(0);
    expect(existsSync(path.join(out, "v1/meta.json"))).toBe(true);
    expect(existsSync(path.join(work, "dist-api.lock"))).toBe(false);
  }, 120_000);
});
