/**
 * Precompressed variants: they decode to the file, are byte-identical on every build (no mtime or
 * name in the gzip header; workers or not), follow the size threshold and the "pays" rule, and a
 * failure while writing them surfaces from `close`.
 */
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  compressFile,
  precompressible,
  precompressingSink,
  PRECOMPRESS_MAX_RATIO,
  PRECOMPRESS_MIN_BYTES,
} from "../../src/emit/compress.ts";
import { memorySink, type FileSink } from "../../src/emit/sink.ts";
import { COMPRESS_MIN_BYTES } from "../../src/runtime/respond.ts";

/** A JSON body of about `size` bytes that compresses well. */
function jsonOf(size: number): string {
  const items: { n: number; name: string }[] = [];
  let text = "";
  for (let i = 0; text.length < size; i++) {
    items.push({ n: i, name: `entry number ${i % 17}` });
    text = JSON.stringify({ data: items });
  }
  return text;
}

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);

describe("which files", () => {
  it("uses the runtime's threshold", () => {
    expect(PRECOMPRESS_MIN_BYTES).toBe(COMPRESS_MIN_BYTES);
  });

  it("compresses v1 JSON files of at least the threshold, nothing else", () => {
    expect(precompressible("v1/people/abraham.json", PRECOMPRESS_MIN_BYTES)).toBe(true);
    expect(precompressible("v1/people/abraham.json", PRECOMPRESS_MIN_BYTES - 1)).toBe(false);
    expect(precompressible("_index/search.json", 1e6)).toBe(false);
    expect(precompressible("build-report.json", 1e6)).toBe(false);
    expect(precompressible("v1/people/abraham.json.gz", 1e6)).toBe(false);
    expect(precompressible("docs/swagger-ui-bundle.js", 1e6)).toBe(false);
  });
});

describe("compressFile", () => {
  it("round-trips through gzip and brotli", () => {
    const body = bytes(jsonOf(5000));
    const variants = compressFile("v1/people/x.json", body);
    expect(variants.map((v) => v.path)).toEqual(["v1/people/x.json.gz", "v1/people/x.json.br"]);
    expect(Buffer.from(gunzipSync(variants[0]!.data)).equals(Buffer.from(body))).toBe(true);
    expect(Buffer.from(brotliDecompressSync(variants[1]!.data)).equals(Buffer.from(body))).toBe(true);
    for (const v of variants) expect(v.data.byteLength).toBeLessThan(body.byteLength * PRECOMPRESS_MAX_RATIO);
  });

  it("is deterministic: the same bytes every time, no mtime or file name in the gzip header", () => {
    const body = bytes(jsonOf(3000));
    const a = compressFile("v1/a.json", body);
    const b = compressFile("v1/a.json", body);
    expect(a.map((v) => Buffer.from(v.data).toString("hex"))).toEqual(b.map((v) => Buffer.from(v.data).toString("hex")));
    const gz = a[0]!.data;
    expect([gz[0], gz[1], gz[2]]).toEqual([0x1f, 0x8b, 8]);
    expect(gz[3]! & 0x08).toBe(0);
    expect([...gz.subarray(4, 8)]).toEqual([0, 0, 0, 0]);
  });

  it("writes nothing below the threshold, and no variant that does not pay", () => {
    expect(compressFile("v1/a.json", bytes(jsonOf(PRECOMPRESS_MIN_BYTES - 40).slice(0, PRECOMPRESS_MIN_BYTES - 1)))).toEqual([]);
    expect(compressFile("v1/a.json", bytes(jsonOf(PRECOMPRESS_MIN_BYTES + 40).slice(0, PRECOMPRESS_MIN_BYTES))).length).toBe(2);
    expect(compressFile("v1/noise.json", randomBytes(4096))).toEqual([]);
  });
});

describe("precompressingSink", () => {
  const files: [string, string | Uint8Array][] = [
    ["v1/meta.json", '{"data":{}}'],
    ["v1/people/a.json", jsonOf(1500)],
    ["v1/people/b.json", bytes(jsonOf(9000))],
    ["v1/noise.json", randomBytes(2048)],
    ["_index/search.json", jsonOf(4000)],
    ...Array.from({ length: 40 }, (_, i): [string, string] => [`v1/verses/Gen.1.${i + 1}.json`, jsonOf(1000 + i * 97)]),
  ];

  async function run(workers: number): Promise<{ files: Map<string, string | Uint8Array>; summary: Awaited<ReturnType<ReturnType<typeof precompressingSink>["close"]>> }> {
    const inner = memorySink();
    const sink = precompressingSink(inner, { workers, maxPending: 4 });
    for (const [rel, data] of files) await sink.write(rel, data);
    const summary = await sink.close();
    return { files: inner.files, summary };
  }

  it("writes every file through and the variants beside it; workers give the same bytes as this thread", async () => {
    const inThread = await run(0);
    const pooled = await run(2);
    const hex = (m: Map<string, string | Uint8Array>) => new Map([...m].map(([k, v]) => [k, Buffer.from(v).toString("hex")]));
    expect(hex(pooled.files)).toEqual(hex(inThread.files));
    expect(pooled.summary).toEqual(inThread.summary);
    for (const [rel, data] of files) expect(inThread.files.get(rel)).toBe(data);
    expect(inThread.files.has("v1/meta.json.gz")).toBe(false);
    expect(inThread.files.has("_index/search.json.gz")).toBe(false);
    expect(inThread.files.has("v1/noise.json.gz")).toBe(false);
    const b = inThread.files.get("v1/people/b.json.br");
    expect(b).toBeInstanceOf(Uint8Array);
    expect(brotliDecompressSync(b as Uint8Array).toString()).toBe(Buffer.from(files[2]![1]).toString());
    const qualifying = files.filter(([rel, data]) => precompressible(rel, Buffer.byteLength(data)));
    expect(inThread.summary.files).toBe(qualifying.length);
    expect(inThread.summary.variants).toBe(2 * (qualifying.length - 1));
    expect(inThread.summary.bytes).toBe([...inThread.files].filter(([k]) => /\.(gz|br)$/.test(k)).reduce((n, [, v]) => n + (v as Uint8Array).byteLength, 0));
  });

  it("reports a failed variant write from close, and stops the workers", async () => {
    const inner: FileSink = {
      async write(rel) {
        if (rel.endsWith(".br")) throw new Error(`disk full at ${rel}`);
      },
    };
    const sink = precompressingSink(inner, { workers: 1 });
    await sink.write("v1/people/b.json", jsonOf(2000));
    await expect(sink.close()).rejects.toThrow(/disk full at v1\/people\/b\.json\.br/);
  });
});
