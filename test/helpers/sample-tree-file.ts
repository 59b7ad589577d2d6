/**
 * The sample tree in one file: built once per test run (by `global-setup.ts`) with the same
 * `buildDataset` + `writeDataset` as `npm run build-data --sample`, serialised as JSON (text files as
 * text, others base64), and read back by every test file that needs it (`sampleTree()`).
 */
import { readFile, writeFile } from "node:fs/promises";
import { folderSources } from "../../src/core/source-files.ts";
import { memorySink } from "../../src/emit/sink.ts";
import { SAMPLE_DIR } from "../../src/paths.ts";
import { buildDataset, writeDataset } from "../../src/pipeline.ts";
import { SchemaRegistry } from "../../src/contract/schemas.ts";

/** The dataset version the sample tree is built with (what `/v1/meta` reports). */
export const SAMPLE_VERSION = { version: "1.2.3", build_date: "2026-01-02" } as const;

/** Builds the sample tree in memory: relative path → file text or bytes. */
export async function buildSampleTree(): Promise<Map<string, string | Uint8Array>> {
  const { dataset, report } = await buildDataset({ files: folderSources(SAMPLE_DIR, "sample"), kind: "sample" }, SAMPLE_VERSION);
  const sink = memorySink();
  await writeDataset(dataset, report, sink, new SchemaRegistry());
  return new Map(sink.files);
}

/** Writes a tree to one JSON file. */
export async function saveTree(tree: ReadonlyMap<string, string | Uint8Array>, file: string): Promise<void> {
  const entries = [...tree].map(([p, b]) => [p, typeof b === "string" ? b : { base64: Buffer.from(b).toString("base64") }]);
  await writeFile(file, JSON.stringify(entries));
}

/** Reads a tree written by {@link saveTree}. */
export async function loadTree(file: string): Promise<Map<string, string | Uint8Array>> {
  const entries = JSON.parse(await readFile(file, "utf8")) as [string, string | { base64: string }][];
  return new Map(entries.map(([p, b]) => [p, typeof b === "string" ? b : new Uint8Array(Buffer.from(b.base64, "base64"))]));
}
