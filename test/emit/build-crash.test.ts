/**
 * Builds that die or collide, with the compiled `build-data` CLI on the sample: kill -9 half-way leaves
 * the previous tree byte-identical and the next build removes the leftovers; a second build started
 * while one runs refuses with a clear message and the first completes. One sample build in all (the
 * tree it replaces is a few hand-made files), so the test costs one build and one half-build.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/** The tree the builds replace: a few hand-made files (what matters is that they survive byte for byte). */
function writePreviousTree(): void {
  mkdirSync(path.join(out, "v1/people"), { recursive: true });
  writeFileSync(path.join(out, "v1/meta.json"), '{"data":{"version":"0.0.9"}}');
  writeFileSync(path.join(out, "v1/people/abraham.json"), '{"data":{"slug":"abraham"}}');
  writeFileSync(path.join(out, "manifest.json"), "{}");
}

beforeAll(() => {
  const r = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  work = mkdtempSync(path.join(tmpdir(), "build-crash-"));
  out = path.join(work, "dist-api");
  writePreviousTree();
}, 120_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("builds that die or collide", () => {
  it("a build killed with -9 leaves the previous tree byte-identical; the next build removes the leftovers, and a second build started while it runs is refused", async () => {
    const before = treeHash(out);
    const killed = build();
    await waitFor(() => leftovers().some((n) => n.startsWith("dist-api.tmp-") && readdirSync(path.join(work, n)).length > 0), 30_000, "the build to start writing");
    await new Promise((r) => setTimeout(r, 300));
    killed.child.kill("SIGKILL");
    await killed.done;
    expect(leftovers()).toEqual(expect.arrayContaining(["dist-api.lock", `dist-api.tmp-${killed.child.pid}`]));
    expect(treeHash(out), "the previous tree is untouched").toBe(before);

    const next = build();
    // The killed build's lock is taken over (its process is gone), so the next build writes.
    await waitFor(() => leftovers().some((n) => n.startsWith(`dist-api.tmp-${next.child.pid}`)), 30_000, "the next build to start writing");
    expect(leftovers(), "the killed build's half-written tree is gone").not.toContain(`dist-api.tmp-${killed.child.pid}`);
    const second = await build().done;
    expect(second.code).toBe(1);
    expect(second.err).toMatch(new RegExp(`another build \\(pid ${next.child.pid}, started \\S+\\) is writing dist-api: wait for it to finish, or stop it and build again`));

    const done = await next.done;
    expect(done.code, done.err).toBe(0);
    expect(existsSync(path.join(work, "dist-api.lock"))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(out, "v1/meta.json"), "utf8")).data.source).toBe("sample");
    expect(existsSync(path.join(out, "v1/verses/Gen.1.1/cross-references.json"))).toBe(true);
    // The replaced tree is removed by a detached `rm -rf` after the build exits.
    await waitFor(() => leftovers().length === 0, 60_000, "the replaced tree to be removed");
  }, 300_000);
});
