/**
 * `npm run diff-release`: added, changed and removed files with counts and bytes, as text and as
 * JSON; unreadable manifests and bad command lines are errors with their own exit codes.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, runDiffRelease } from "../../src/cli/diff-release.ts";
import { renderManifest, type ManifestEntry } from "../../src/emit/manifest.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLI = path.join(ROOT, "src/cli/diff-release.ts");

const entry = (p: string, content: string): ManifestEntry => ({ path: p, sha256: createHash("sha256").update(content).digest("hex"), bytes: Buffer.byteLength(content) });

let dir: string;
let older: string;
let newer: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "diff-release-"));
  older = path.join(dir, "old.json");
  newer = path.join(dir, "new.json");
  fs.writeFileSync(older, renderManifest([entry("v1/meta.json", "1.0.0"), entry("v1/people/a.json", "aaa"), entry("v1/people/gone.json", "x"), entry("_headers", "h")]));
  fs.writeFileSync(newer, renderManifest([entry("v1/meta.json", "1.1.0"), entry("v1/people/a.json", "aaa"), entry("v1/people/new.json", "newer"), entry("v1/people/new.json.gz", "gz"), entry("_headers", "h")]));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runDiffRelease(args, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe("diff-release", () => {
  it("prints counts, bytes to upload and one line per added, changed and removed file", async () => {
    const r = await run([older, newer]);
    expect(r.code, r.err).toBe(EXIT_OK);
    expect(r.out).toBe(
      [
        "added     2 files, 7 bytes",
        "changed   1 file, 5 bytes",
        "removed   1 file, 1 byte",
        "unchanged 2 files",
        "to upload 3 files, 12 bytes; to delete 1 file",
        "+ v1/people/new.json",
        "+ v1/people/new.json.gz",
        "~ v1/meta.json",
        "- v1/people/gone.json",
        "",
      ].join("\n"),
    );
  });

  it("prints JSON with --json", async () => {
    const r = await run(["--json", older, newer]);
    expect(r.code).toBe(EXIT_OK);
    const doc = JSON.parse(r.out) as { summary: Record<string, number>; added: ManifestEntry[]; changed: ManifestEntry[]; removed: ManifestEntry[] };
    expect(doc.summary).toEqual({ added: 2, changed: 1, removed: 1, unchanged: 2, upload_files: 3, upload_bytes: 12 });
    expect(doc.added).toEqual([entry("v1/people/new.json", "newer"), entry("v1/people/new.json.gz", "gz")]);
    expect(doc.changed).toEqual([entry("v1/meta.json", "1.1.0")]);
    expect(doc.removed).toEqual([entry("v1/people/gone.json", "x")]);
  });

  it("says nothing changed between a manifest and itself", async () => {
    const r = await run([newer, newer]);
    expect(r.code).toBe(EXIT_OK);
    expect(r.out.split("\n").slice(0, 5)).toEqual(["added     0 files, 0 bytes", "changed   0 files, 0 bytes", "removed   0 files, 0 bytes", "unchanged 5 files", "to upload 0 files, 0 bytes; to delete 0 files"]);
  });

  it("fails with exit 1 on a missing or malformed manifest, and 2 on a bad command line", async () => {
    const missing = await run([path.join(dir, "nope.json"), newer]);
    expect(missing.code).toBe(EXIT_FAILURE);
    expect(missing.err).toContain("nope.json: no such file");
    const junk = path.join(dir, "junk.json");
    fs.writeFileSync(junk, '{"files":[]}');
    expect((await run([junk, newer])).code).toBe(EXIT_FAILURE);
    expect((await run([])).code).toBe(EXIT_USAGE);
    expect((await run([older, newer, "third"])).code).toBe(EXIT_USAGE);
    expect((await run(["--bogus", older])).code).toBe(EXIT_USAGE);
  });

  it("runs as a command", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", CLI, older, newer], { cwd: ROOT, encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("to upload 3 files, 12 bytes; to delete 1 file");
  });
});
