/**
 * Precompressed variants: they decode to the file, are byte-identical on every build (no mtime or
 * name in the gzip header), and follow the size threshold and the "pays" rule. The tree writer's
 * workers are checked against `compressFile` in tree-writer.test.ts.
 */
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  compressFile,
  precompressible,
  PRECOMPRESS_MAX_RATIO,
  PRECOMPRESS_MIN_BYTES,
} from "../../src/emit/compress.ts";
import { COMPRESS_MIN_BYTES } from "../../src/runtime/respond.ts";
import { jsonOf } from "../helpers/json-body.ts";

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
