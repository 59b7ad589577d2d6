/**
 * The checksum manifest: the file's text (sorted, deterministic, without
 * itself), reading it back with its checks, and the diff between two releases.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { diffManifests, MANIFEST_FILE, MANIFEST_FORMAT, ManifestError, manifestChunks, parseManifest, renderManifest, type ManifestEntry } from "../../src/emit/manifest.ts";

const sha = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");
const entry = (path: string, content: string): ManifestEntry => ({ path, sha256: sha(content), bytes: Buffer.byteLength(content) });

describe("manifest.json", () => {
  const entries = [entry("v1/b.json", "b"), entry("_headers", "h"), entry("v1/a.json", "a"), entry(MANIFEST_FILE, "old")];

  it("lists every file but itself, sorted, one row per line, the same whatever the order written", () => {
    const text = renderManifest(entries);
    expect(renderManifest([...entries].reverse())).toBe(text);
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe(`{"format":"${MANIFEST_FORMAT}","columns":["path","sha256","bytes"],"count":3,"total_bytes":3,"files":[`);
    expect(lines.slice(1, -1)).toEqual([`["_headers","${sha("h")}",1],`, `["v1/a.json","${sha("a")}",1],`, `["v1/b.json","${sha("b")}",1]`]);
    expect(lines.at(-1)).toBe("]}");
    expect(parseManifest(text)).toEqual([entry("_headers", "h"), entry("v1/a.json", "a"), entry("v1/b.json", "b")]);
  });

  it("comes in pieces of a few thousand rows that join to the same text, so a large tree's manifest is never one string", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => entry(`v1/verses/${String(i).padStart(5, "0")}.json`, String(i)));
    const pieces = [...manifestChunks(many)];
    expect(pieces.length).toBeGreaterThan(2);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(renderManifest(many).length / 2);
    expect(pieces.join("")).toBe(renderManifest(many));
    expect(parseManifest(pieces.join(""))).toEqual(many);
    expect([...manifestChunks([])].join("")).toBe(renderManifest([]));
  });

  it("reads an empty tree's manifest", () => {
    expect(parseManifest(renderManifest([]))).toEqual([]);
  });

  it("refuses what is not a manifest, saying why", () => {
    const bad: [string, RegExp][] = [
      ["not json", /not JSON/],
      ['{"files":[]}', /not a bible-reference-api\/manifest@1 manifest/],
      [`{"format":"${MANIFEST_FORMAT}","files":{}}`, /"files" is not a list/],
      [`{"format":"${MANIFEST_FORMAT}","files":[["a","xyz",1]]}`, /files\[0\] is not \[path, sha256, bytes\]/],
      [`{"format":"${MANIFEST_FORMAT}","files":[["a","${sha("a")}",-1]]}`, /files\[0\]/],
      [`{"format":"${MANIFEST_FORMAT}","files":[["a","${sha("a")}",1],["a","${sha("a")}",1]]}`, /a is listed twice/],
    ];
    for (const [text, message] of bad) {
      expect(() => parseManifest(text, "old.json"), text).toThrow(ManifestError);
      expect(() => parseManifest(text, "old.json"), text).toThrow(message);
    }
  });
});

describe("diffManifests", () => {
  it("finds added, changed and removed files and the bytes to upload", () => {
    const older = [entry("same.json", "1"), entry("changed.json", "old"), entry("gone.json", "x"), entry("resized.json", "ab")];
    const newer = [entry("new.json", "fresh!"), entry("same.json", "1"), entry("changed.json", "new"), entry("resized.json", "abc")];
    const diff = diffManifests(older, newer);
    expect(diff.added.map((e) => e.path)).toEqual(["new.json"]);
    expect(diff.changed.map((e) => e.path)).toEqual(["changed.json", "resized.json"]);
    expect(diff.changed[0]).toEqual(entry("changed.json", "new"));
    expect(diff.removed).toEqual([entry("gone.json", "x")]);
    expect(diff.unchanged).toBe(1);
    expect(diff.uploadBytes).toBe(6 + 3 + 3);
  });

  it("finds nothing between a manifest and itself", () => {
    const m = [entry("a", "1"), entry("b", "2")];
    expect(diffManifests(m, m)).toEqual({ added: [], changed: [], removed: [], unchanged: 2, uploadBytes: 0 });
  });
});
