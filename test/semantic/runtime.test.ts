import { describe, expect, it } from "vitest";
import { loadCatalog } from "../../src/runtime/catalog.ts";
import { memoryData, type DataSource } from "../../src/runtime/data.ts";
import { SEMANTIC_INDEX_FILE } from "../../src/semantic/files.ts";
import { sampleTree } from "../helpers/sample-app.ts";

/** The sample tree as a data source that records what is read, with some files replaced. */
async function tree(replace: Record<string, Uint8Array | undefined> = {}): Promise<{ data: DataSource; reads: string[] }> {
  const files = new Map(await sampleTree());
  for (const [rel, bytes] of Object.entries(replace)) {
    if (bytes === undefined) files.delete(rel);
    else files.set(rel, bytes);
  }
  const inner = memoryData(files);
  const reads: string[] = [];
  return { reads, data: { read: (rel) => (reads.push(rel), inner.read(rel)) } };
}

describe("loading the semantic index with the catalog", () => {
  it("by default reads and checks it at start, once", async () => {
    const { data, reads } = await tree();
    const catalog = await loadCatalog(data);
    expect(reads.filter((r) => r === SEMANTIC_INDEX_FILE)).toHaveLength(1);
    const searcher = await catalog.semantic?.get();
    expect(searcher?.index.entities.length).toBeGreaterThan(20);
    await catalog.semantic?.get();
    expect(reads.filter((r) => r === SEMANTIC_INDEX_FILE)).toHaveLength(1);
  });

  it("with preloadSemantic: false, reads it on first use only", async () => {
    const { data, reads } = await tree();
    const catalog = await loadCatalog(data, { preloadSemantic: false });
    expect(reads).not.toContain(SEMANTIC_INDEX_FILE);
    expect((await catalog.semantic?.get())?.search("the wife of Abraham", 1)[0]?.entity.slug).toBe("sarah");
    expect(reads).toContain(SEMANTIC_INDEX_FILE);
  });

  it("a damaged index stops the start; a missing one leaves semantic search unavailable", async () => {
    const good = (await sampleTree()).get(SEMANTIC_INDEX_FILE) as Uint8Array;
    const damaged = good.slice();
    damaged[damaged.length - 1] = (damaged[damaged.length - 1]! + 1) % 256;
    await expect(loadCatalog((await tree({ [SEMANTIC_INDEX_FILE]: damaged })).data)).rejects.toThrow(/semantic index: checksum/);
    const missing = await loadCatalog((await tree({ [SEMANTIC_INDEX_FILE]: undefined })).data);
    expect(await missing.semantic?.get()).toBeUndefined();
  });
});
