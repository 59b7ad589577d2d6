/**
 * The whole pipeline on the bundled sample: golden tree, determinism, atomic replacement and bad
 * input. Set UPDATE_GOLDEN=1 to rewrite test/golden/sample after an intended change.
 */
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { folderSources } from "../src/core/source-files.ts";
import { SourceProblemsError } from "../src/core/problems.ts";
import { memorySink } from "../src/emit/sink.ts";
import { buildData, buildDataset, writeDataset } from "../src/pipeline.ts";
import { SchemaRegistry } from "../src/contract/schemas.ts";
import { SAMPLE_DIR, PROJECT_ROOT } from "../src/paths.ts";

const version = { version: "1.2.3", build_date: "2026-01-02" };
const sample = { files: folderSources(SAMPLE_DIR, "sample"), kind: "sample" as const };
const GOLDEN = path.join(PROJECT_ROOT, "test/golden/sample");
const schemas = new SchemaRegistry();

/** Builds the sample in memory; binary files come back as `base64:<bytes>` so every body is text. */
async function buildInMemory(): Promise<Map<string, string>> {
  const { dataset, report } = await buildDataset(sample, version);
  const sink = memorySink();
  await writeDataset(dataset, report, sink, schemas);
  return new Map([...sink.files].map(([p, b]) => [p, typeof b === "string" ? b : `base64:${Buffer.from(b).toString("base64")}`]));
}

/** Third-party assets copied into the tree (the docs viewer): checked by hash, not stored in the golden tree. */
const isVendored = (p: string): boolean => p.startsWith("docs/swagger-ui");

/** The bulk downloads (binary): pinned by their sha256 in the golden `v1/downloads.json`, not stored themselves. */
const isDownload = (p: string): boolean => p.startsWith("v1/downloads/");

/** Whether a tree file holds JSON (compared as parsed JSON; any other file is compared as exact text). */
const isJson = (p: string): boolean => p.endsWith(".json");

/**
 * A file whose body says "nothing here": a verse no record mentions and without text, an empty list,
 * or a chapter none of whose verses has either.
 */
function isEmptyVerseFile(p: string, body: string): boolean {
  if (p.startsWith("v1/chapters/")) return !body.includes('"translation":') && body.includes('"people":[],"places":[],"events":[],"verses":');
  return p.startsWith("v1/verses/") && (body.endsWith('"people":[],"places":[],"events":[],"text":{"kjv":null,"web":null}}}') || body.startsWith('{"data":[],'));
}

async function listTree(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out.set(path.relative(dir, full), await readFile(full, "utf8"));
  }
  return out;
}

describe("sample build", () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await buildInMemory();
  }, 120_000);

  it("matches the golden tree", async () => {
    const vendored = [...files].filter(([p]) => isVendored(p)).sort(([a], [b]) => (a < b ? -1 : 1));
    const downloads = [...files].filter(([p]) => isDownload(p));
    const interesting = [...files].filter(([p, b]) => !isEmptyVerseFile(p, b) && !isVendored(p) && !isDownload(p)).sort(([a], [b]) => (a < b ? -1 : 1));
    const summary = {
      files: files.size,
      empty_verse_files: files.size - interesting.length - vendored.length - downloads.length,
      vendored_sha256: Object.fromEntries(vendored.map(([p, b]) => [p, createHash("sha256").update(b).digest("hex")])),
    };
    if (process.env.UPDATE_GOLDEN) {
      await rm(GOLDEN, { recursive: true, force: true });
      for (const [p, body] of interesting) {
        await mkdir(path.dirname(path.join(GOLDEN, p)), { recursive: true });
        await writeFile(path.join(GOLDEN, p), isJson(p) ? `${JSON.stringify(JSON.parse(body), null, 2)}\n` : body);
      }
      await writeFile(path.join(GOLDEN, "..", "sample-summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
    }
    const golden = await listTree(GOLDEN);
    expect([...golden.keys()].sort()).toEqual(interesting.map(([p]) => p));
    for (const [p, body] of interesting) {
      if (isJson(p)) expect(JSON.parse(body), p).toEqual(JSON.parse(golden.get(p) ?? "null"));
      else expect(body, p).toBe(golden.get(p));
    }
    expect(summary).toEqual(JSON.parse(await readFile(path.join(GOLDEN, "..", "sample-summary.json"), "utf8")));
  });

  it("is deterministic: two builds give byte-identical trees", { timeout: 120_000 }, async () => {
    const again = await buildInMemory();
    const digest = (m: Map<string, string>) => createHash("sha256").update([...m].sort(([a], [b]) => (a < b ? -1 : 1)).map(([p, b]) => `${p}\0${b}`).join("\0")).digest("hex");
    expect(digest(again)).toBe(digest(files));
  });

  it("has a file for every verse and its cross-references, and meta counts what was emitted", () => {
    expect(files.has("v1/verses/Gen.1.1.json")).toBe(true);
    expect(files.has("v1/verses/Gen.1.1/cross-references.json")).toBe(true);
    expect(files.has("v1/verses/Rev.22.21/cross-references.json")).toBe(true);
    const meta = JSON.parse(files.get("v1/meta.json") ?? "{}") as { data: { version: string; build_date: string; counts: Record<string, number>; source: string } };
    expect(meta.data.version).toBe("1.2.3");
    expect(meta.data.build_date).toBe("2026-01-02");
    expect(meta.data.source).toBe("sample");
    for (const n of Object.values(meta.data.counts)) expect(n).toBeGreaterThan(0);
    const people = [...files.keys()].filter((p) => /^v1\/people\/[^/]+\.json$/.test(p));
    expect(people).toHaveLength(meta.data.counts.person ?? -1);
  });
});

describe("atomic build on disk", () => {
  it("keeps the previous tree intact when a source row is malformed, and reports every bad row", { timeout: 180_000 }, async () => {
    const work = await mkdtemp(path.join(tmpdir(), "pipeline-"));
    const out = path.join(work, "dist-api");
    // The previous tree: a few files are enough to see it survive (a build replacing a tree is in
    // test/emit/build-crash.test.ts).
    await mkdir(path.join(out, "v1/people"), { recursive: true });
    await writeFile(path.join(out, "v1/meta.json"), '{"data":{"version":"0.9.0"}}');
    await writeFile(path.join(out, "v1/people/abraham.json"), '{"data":{"slug":"abraham"}}');
    const before = await listTree(out);
    expect(before.has("v1/meta.json")).toBe(true);

    const broken = path.join(work, "broken");
    await cp(SAMPLE_DIR, broken, { recursive: true });
    const xrefs = path.join(broken, "openbible-cross-references/cross_references.txt");
    await writeFile(xrefs, `${await readFile(xrefs, "utf8")}Gen.99.1\tExod.1.1\t3\nGen.1.1\tExod.1.1\tmany\n`);
    const people = path.join(broken, "theographic-bible-metadata/CSV/People.csv");
    const text = await readFile(people, "utf8");
    await writeFile(people, text.replace("personLookup", "personLookupX"));

    const error = await buildData({ files: folderSources(broken, "broken"), kind: "sample" }, version, out).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceProblemsError);
    const message = (error as Error).message;
    const lines = (await readFile(xrefs, "utf8")).split("\n").length - 1;
    expect(message).toContain(`openbible-cross-references/cross_references.txt:${lines - 1}:`);
    expect(message).toContain(`openbible-cross-references/cross_references.txt:${lines}:`);
    expect(message).toContain("theographic-bible-metadata/CSV/People.csv:1:");
    expect(await listTree(out)).toEqual(before);
    expect(await readdir(work)).toEqual(["broken", "dist-api"]);
  });
});
