/**
 * Hostile paths over HTTP: traversal (plain, encoded, double-encoded, backslashes), NUL bytes,
 * overlong ids, odd Unicode and broken percent-encodings are all 404 (or 400) problem details, and
 * the app never asks its data source for anything but a path inside the tree. The last part runs
 * the app on a real folder with a secret file beside it.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../src/runtime/app.ts";
import { loadCatalog } from "../../../src/runtime/catalog.ts";
import { folderData, type DataSource } from "../../../src/runtime/data.ts";
import { issueKey } from "../../../src/runtime/keys.ts";
import { openStore } from "../../../src/runtime/store/index.ts";
import { expectProblem, isTreePath, sampleApp, sampleTree, type SampleApp } from "../../helpers/sample-app.ts";

const LONG = "a".repeat(10_000);

/** Paths that try to leave a route's segment, the tree, or the character set of ids. */
const HOSTILE = [
  "/v1/people/..%2F..%2Fpackage.json",
  "/v1/people/..%2F..%2F..%2F..%2Fetc%2Fpasswd",
  "/v1/people/%2e%2e",
  "/v1/people/%2E%2E%2F%2E%2E%2Fpackage.json",
  "/v1/people/..",
  "/v1/people/../../package.json",
  "/v1/people/..%5C..%5Cpackage.json",
  "/v1/people/..\\..\\package.json",
  "/v1/people/%2Fetc%2Fpasswd",
  "/v1/people/..%252F..%252Fpackage.json",
  "/v1/people/%252e%252e%252fpackage.json",
  "/v1/people/abraham%2F..%2F..%2Fmeta",
  "/v1/people/abraham%00",
  "/v1/people/abraham%00.json",
  "/v1/people/%00",
  "/v1/people/abraham.json",
  "/v1/people/_index",
  "/v1/people/..%2F..%2F_index%2Fperson",
  `/v1/people/${LONG}`,
  `/v1/people/abraham${"%20".repeat(3000)}`,
  "/v1/people/%E2%80%8Fabraham",
  "/v1/people/abraham%E2%80%AE",
  "/v1/people/%E2%80%AEmaharba",
  "/v1/people/abraham%E2%80%8B",
  "/v1/people/%F0%9F%98%80",
  "/v1/people/Abra%CC%81ham",
  "/v1/people/%EF%BC%A1braham",
  "/v1/people/%E0%A4%A",
  "/v1/people/%FF%FE",
  "/v1/people/%C0%AE%C0%AE%C0%AF",
  "/v1/places/..%2Fpeople%2Fabraham",
  "/v1/events/..%2F..%2Fbuild-report",
  "/v1/topics/%2e%2e%2f%2e%2e%2fbuild-report",
  "/v1/lexicon/..%2F..%2F..%2Fpackage",
  "/v1/greek-lexicon/..%2Fstrongs%2FG11",
  "/v1/verses/..%2F..%2Fetc%2Fpasswd",
  "/v1/verses/Gen.1.1%2F..%2F..%2F..%2Fmeta",
  "/v1/verses/Gen.1.1%252Fcross-references",
  "/v1/verses/Gen.1.1%00",
  `/v1/verses/${LONG}`,
  `/v1/verses/Gen.1.${"1".repeat(5000)}`,
  "/v1/verses/Gen%E2%80%8F.1.1",
  "/v1/verses/..%2F..%2Fetc%2Fpasswd/cross-references",
  "/v1/greek/..%2F..%2Fpackage",
  "/v1/greek/..%2Fhebrew%2FGen.1.1",
  "/v1/hebrew/Gen.1.1%2F..%2F..%2F..%2Fpackage",
  "/v1/strongs/H1%00",
  "/v1/strongs/..%2F..%2Fpackage",
  "/v1/strongs/H1%2F..%2F..%2Fpackage.json",
  "/v1/strongs/H9%2FH430",
  "/v1/strongs/b%2F7225",
  `/v1/strongs/H${"1".repeat(10_000)}`,
  `/v1/strongs/H${"0".repeat(10_000)}1`,
  "/v1/strongs/H430%F0%9F%98%80",
  "/v1/strongs/%D9%A4%D9%A3%D9%A0",
];

/** Text that only files outside the tree contain. */
const OUTSIDE_MARKERS = ["root:x:0:0", '"name": "bible-reference-api"', "OUTSIDE-THE-TREE", "\"unresolved\""];

describe("hostile paths against the in-memory tree", () => {
  let s: SampleApp;
  beforeAll(async () => {
    s = await sampleApp();
  });

  it.each(HOSTILE.map((p) => [p.length > 120 ? `${p.slice(0, 100)}… (${p.length} chars)` : p, p]))("%s is a 404 or 400 problem", async (_, p) => {
    const before = s.reads.length;
    const res = await s.request(p);
    const text = await res.clone().text();
    expect([400, 404], text.slice(0, 300)).toContain(res.status);
    await expectProblem(res, res.status);
    for (const m of OUTSIDE_MARKERS) expect(text).not.toContain(m);
    for (const rel of s.reads.slice(before)) {
      expect(isTreePath(rel), rel).toBe(true);
      expect(/^v1\/(greek|hebrew)\//.test(rel) || s.files.has(rel), rel).toBe(true);
    }
  });

  it("hostile query strings are 400s or harmless, never reads outside the tree", async () => {
    const before = s.reads.length;
    for (const q of ["..%2F..%2Fetc%2Fpasswd", "%00", "%E2%80%8F", "%F0%9F%98%80", "%E0%A4%A", LONG, "%2e%2e"]) {
      for (const p of [`/v1/search?q=${q}`, `/v1/people?q=${q}`, `/v1/places?feature_type=${q}`, `/v1/people?limit=${q}`, `/v1/verses/Gen.12.1/cross-references?offset=${q}`]) {
        const res = await s.request(p);
        expect([200, 400], p.slice(0, 120)).toContain(res.status);
        if (res.status === 400) await expectProblem(res, 400, "invalid-parameter");
      }
    }
    for (const rel of s.reads.slice(before)) expect(s.files.has(rel), rel).toBe(true);
  });

  it("a problem body never echoes more than a bounded piece of an overlong id in its detail", async () => {
    for (const p of [`/v1/people/${LONG}`, `/v1/verses/${LONG}`, `/v1/strongs/H${"1".repeat(10_000)}`]) {
      const body = await expectProblem(await s.request(p), 404);
      expect(String(body.detail).length, p.slice(0, 20)).toBeLessThan(400);
    }
  });

  it("over the whole file, every read was a tree path", () => {
    expect(s.reads.length).toBeGreaterThan(0);
    for (const rel of s.reads) expect(isTreePath(rel), rel).toBe(true);
  });
});

describe("hostile paths against a folder on disk", () => {
  let root: string;
  let app: ReturnType<typeof createApp>;
  let key: string;
  const reads: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "bra-hostile-"));
    const tree = path.join(root, "dist-api");
    const files = await sampleTree();
    for (const [rel, text] of files) {
      if (!rel.startsWith("_index/") && !["v1/meta.json", "v1/people/abraham.json", "v1/strongs/H1.json", "v1/strongs/H430.json"].includes(rel)) continue;
      await mkdir(path.dirname(path.join(tree, rel)), { recursive: true });
      await writeFile(path.join(tree, rel), text);
    }
    for (const rel of ["package.json", "secret.json", "etc/passwd.json", "v1/people/outside.json"]) {
      await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
      await writeFile(path.join(root, rel), '{"data":"OUTSIDE-THE-TREE"}');
    }
    const disk = folderData(tree);
    const data: DataSource = {
      read(rel) {
        reads.push(rel);
        return disk.read(rel);
      },
    };
    const store = await openStore("memory:");
    key = (await issueKey(store, "disk@example.org", "pro")).key;
    app = createApp({ data, store, catalog: await loadCatalog(data), log: () => {} });
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("serves the tree", async () => {
    const res = await app.request("/v1/people/abraham", { headers: { "X-API-Key": key } });
    expect(res.status).toBe(200);
  });

  it("never serves a file beside or above the tree", async () => {
    const extra = ["/v1/people/..%2F..%2F..%2Fsecret", "/v1/people/..%2F..%2F..%2Fpackage", "/v1/people/..%2F..%2F..%2Fv1%2Fpeople%2Foutside", "/v1/people/outside", "/v1/verses/..%2F..%2F..%2Fetc%2Fpasswd"];
    for (const p of [...HOSTILE, ...extra]) {
      const res = await app.request(p, { headers: { "X-API-Key": key } });
      const text = await res.text();
      expect(text, p.slice(0, 120)).not.toContain("OUTSIDE-THE-TREE");
      expect([400, 404], p.slice(0, 120)).toContain(res.status);
    }
    for (const rel of reads) expect(isTreePath(rel), rel).toBe(true);
  });

  it("the folder data source itself refuses paths that leave its root", async () => {
    const disk = folderData(path.join(root, "dist-api"));
    for (const rel of ["../secret.json", "v1/../../secret.json", "v1/people/../../../package.json", path.join(root, "secret.json"), "v1/people/abraham.json\0", "../dist-api/../secret.json"]) {
      expect(await disk.read(rel), rel).toBeUndefined();
    }
    expect(await disk.read("v1/people/abraham.json")).toBeDefined();
  });
});
