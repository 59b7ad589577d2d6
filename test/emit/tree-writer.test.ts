/**
 * The tree writer: its workers write every file where it belongs, the variants `compressFile` says
 * (byte for byte), manifest rows that match the bytes on disk, and the last file after all others;
 * a write that fails surfaces from `write` or `close`, and the workers stop.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compressFile, precompressible } from "../../src/emit/compress.ts";
import { threadedTreeWriter } from "../../src/emit/tree-writer.ts";
import { jsonOf } from "../helpers/json-body.ts";

async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const e of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.set(path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"), await readFile(path.join(e.parentPath, e.name)));
  }
  return out;
}

const FILES: [string, string | Uint8Array][] = [
  ["v1/meta.json", '{"data":{}}'],
  ["v1/people/a.json", jsonOf(1500)],
  ["v1/people/ṣ.json", `{"name":"Ἀβραάμ","text":${JSON.stringify(jsonOf(1200))}}`],
  ["v1/people/b.json", new TextEncoder().encode(jsonOf(9000))],
  ["v1/noise.json", randomBytes(2048)],
  ["_index/search.json", jsonOf(4000)],
  ["v1/verses/Gen.1.1/cross-references.json", jsonOf(2500)],
  ...Array.from({ length: 40 }, (_, i): [string, string] => [`v1/verses/Gen.1.${i + 1}.json`, jsonOf(1000 + i * 97)]),
];

describe("threadedTreeWriter", () => {
  it("writes every file and exactly the variants compressFile makes, with manifest rows of what is on disk", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "tree-writer-"));
    const writer = threadedTreeWriter(root, { workers: 2, batchFiles: 3, pendingPerWorker: 1 });
    for (const [rel, data] of FILES) await writer.write(rel, data);
    const summary = await writer.close((entries) => ({ path: "manifest.json", pieces: ["[", entries.map((e) => JSON.stringify(e.path)).join(","), "]"] }));

    const expected = new Map<string, Buffer>();
    for (const [rel, data] of FILES) {
      const bytes = typeof data === "string" ? Buffer.from(data) : Buffer.from(data);
      expected.set(rel, bytes);
      for (const v of compressFile(rel, bytes)) expected.set(v.path, Buffer.from(v.data));
    }
    const written = await filesUnder(root);
    const manifest = written.get("manifest.json");
    written.delete("manifest.json");
    expect([...written.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [rel, bytes] of expected) expect(written.get(rel)?.equals(bytes), rel).toBe(true);

    expect(summary.entries.map((e) => e.path)).toEqual([...expected.keys()].sort());
    for (const e of summary.entries) {
      expect(e.bytes).toBe(expected.get(e.path)?.byteLength);
      expect(e.sha256).toBe(createHash("sha256").update(expected.get(e.path)!).digest("hex"));
    }
    expect(JSON.parse(manifest!.toString())).toEqual(summary.entries.map((e) => e.path));

    const qualifying = FILES.filter(([rel, data]) => precompressible(rel, Buffer.byteLength(data)));
    expect(summary.precompressed.files).toBe(qualifying.length);
    expect(summary.precompressed.variants).toBe([...expected.keys()].filter((k) => /\.(gz|br)$/.test(k)).length);
    expect(summary.precompressed.variants).toBeGreaterThan(0);
    expect(written.has("v1/noise.json.gz")).toBe(false);
    expect(written.has("_index/search.json.br")).toBe(false);
    expect(summary.precompressed.bytes).toBe([...expected].filter(([k]) => /\.(gz|br)$/.test(k)).reduce((n, [, v]) => n + v.byteLength, 0));
  });

  it("writes no variants when precompression is off, and the files and manifest rows as before", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "tree-writer-"));
    const writer = threadedTreeWriter(root, { workers: 2, batchFiles: 3, precompress: false });
    for (const [rel, data] of FILES) await writer.write(rel, data);
    const summary = await writer.close();
    const written = await filesUnder(root);
    expect([...written.keys()].sort()).toEqual(FILES.map(([rel]) => rel).sort());
    expect(summary.entries.map((e) => e.path)).toEqual(FILES.map(([rel]) => rel).sort());
    expect(summary.precompressed).toMatchObject({ files: 0, variants: 0, bytes: 0 });
  });

  it("moves a large byte array to its worker instead of copying it, and writes it whole", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "tree-writer-"));
    const writer = threadedTreeWriter(root, { workers: 1 });
    const big = new Uint8Array(randomBytes(3 << 20));
    const copy = Buffer.from(big);
    const small = new Uint8Array(randomBytes(4096));
    await writer.write("v1/downloads/big.sqlite", big);
    await writer.write("v1/downloads/big-again.sqlite", big);
    await writer.write("v1/downloads/small.bin", small);
    await writer.close();
    expect(big.byteLength).toBe(0);
    expect(small.byteLength).toBe(4096);
    expect((await readFile(path.join(root, "v1/downloads/big.sqlite"))).equals(copy)).toBe(true);
    expect((await readFile(path.join(root, "v1/downloads/big-again.sqlite"))).equals(copy)).toBe(true);
  });

  it("reports a write the disk refuses (a folder where a file is), from write or close", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "tree-writer-"));
    const writer = threadedTreeWriter(root, { workers: 1, batchFiles: 1 });
    await writer.write("v1/a.json", "{}");
    let error: unknown;
    try {
      await writer.write("v1/a.json/b.json", "{}");
      await writer.write("v1/c.json", "{}");
    } catch (e) {
      error = e;
    }
    error ??= await writer.close().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/writing the tree failed: .*(ENOTDIR|EEXIST)/);
  });
});
