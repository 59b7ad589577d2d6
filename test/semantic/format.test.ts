import { describe, expect, it } from "vitest";
import { decodeSemanticIndex, encodeSemanticIndex, FORMAT_VERSION, readSemanticHeader, SemanticIndexError } from "../../src/semantic/format.ts";
import { buildSemanticIndex, type SemanticIndex } from "../../src/semantic/model.ts";
import { TINY_DOCS, tinyIndex } from "./fixture.ts";

/** Every field of an index as plain values, for deep comparison. */
function plain(index: SemanticIndex): Record<string, unknown> {
  return Object.fromEntries(Object.entries(index).map(([k, v]) => [k, ArrayBuffer.isView(v) ? Array.from(v as unknown as ArrayLike<number>) : v]));
}

describe("binary format", () => {
  const index = tinyIndex();
  const bytes = encodeSemanticIndex(index);

  it("round-trips every field (but the build's counts of how the expansion table was filled, which the file does not hold)", () => {
    const back = decodeSemanticIndex(bytes, { expectedDims: 6 });
    const { expansion, ...stored } = index;
    expect(expansion).toBeDefined();
    expect(back.expansion).toBeUndefined();
    expect(plain(back)).toEqual(plain(stored));
  });

  it("is deterministic: the same index gives the same bytes, and so does a rebuild", () => {
    expect(encodeSemanticIndex(index)).toEqual(bytes);
    expect(encodeSemanticIndex(tinyIndex())).toEqual(bytes);
  });

  it("starts with the magic and the format version, and aligns every section to 8 bytes", () => {
    expect(new TextDecoder().decode(bytes.subarray(0, 6))).toBe("BRASEM");
    const header = readSemanticHeader(bytes);
    expect(header.format).toBe(FORMAT_VERSION);
    expect(header.vectors).toEqual({ source: "test-vectors@1.0.0", license: "MIT", dims: 6 });
    expect(header.counts.entities).toBe(TINY_DOCS.length);
    for (const s of header.sections) expect(s.offset % 8).toBe(0);
    expect(header.sections.find((s) => s.name === "posting_entities")?.type).toBe("u16");
  });

  it("stores posting entities as u32 when there are more than 65,536 entities", () => {
    const many = Array.from({ length: 70_000 }, (_, i) => ({ slug: `e${i}`, name: `E${i}`, entity_type: "topic" as const, uuid: `00000000-0000-5000-8000-${String(i).padStart(12, "0")}`, title: "", body: i === 69_999 ? "ark" : "", links: [], passages: [] }));
    const big = buildSemanticIndex(many, () => undefined, { source: "none", license: "none", dims: 2 }, []);
    const encoded = encodeSemanticIndex(big);
    expect(readSemanticHeader(encoded).sections.find((s) => s.name === "posting_entities")?.type).toBe("u32");
    expect(Array.from(decodeSemanticIndex(encoded).postingEntities)).toEqual([69_999]);
  });

  it("refuses damaged, foreign or unexpected files", () => {
    const expectError = (b: Uint8Array, message: RegExp, options = {}) => {
      expect(() => decodeSemanticIndex(b, options)).toThrow(SemanticIndexError);
      expect(() => decodeSemanticIndex(b, options)).toThrow(message);
    };
    expectError(bytes.subarray(0, 10), /too short/);
    expectError(new TextEncoder().encode(`{"not":"an index"}`), /bad magic/);
    const version = bytes.slice();
    new DataView(version.buffer).setUint32(8, FORMAT_VERSION + 1, true);
    expectError(version, /format version/);
    const flipped = bytes.slice();
    flipped[bytes.length - 3] = (flipped[bytes.length - 3]! + 1) % 256;
    expectError(flipped, /checksum/);
    expectError(bytes.subarray(0, bytes.length - 8), /checksum|outside/);
    expectError(bytes, /expected 100/, { expectedDims: 100 });
    const header = readSemanticHeader(bytes);
    const targets = header.sections.find((s) => s.name === "link_targets")!;
    const starts = header.sections.find((s) => s.name === "link_starts")!;
    const pastEnd = bytes.slice();
    if (targets.length > 0) {
      new DataView(pastEnd.buffer).setUint32(targets.offset, header.counts.entities, true);
      expectError(pastEnd, /a link points past the last entity/, { verifyChecksum: false });
    }
    const uncovered = bytes.slice();
    new DataView(uncovered.buffer).setUint32(starts.offset + 4 * header.counts.entities, header.counts.links + 1, true);
    expectError(uncovered, /link offsets do not cover the links/, { verifyChecksum: false });
  });

  it("stores the translations and refuses one that is not a corpus word or has weight 0", () => {
    const header = readSemanticHeader(bytes);
    expect(header.counts.translations).toBe(index.translationTargets.length);
    expect(header.counts.translations).toBeGreaterThan(0);
    const section = (name: string) => header.sections.find((s) => s.name === name)!;
    const expectError = (b: Uint8Array, message: RegExp) => expect(() => decodeSemanticIndex(b, { verifyChecksum: false })).toThrow(message);
    const notCorpus = bytes.slice();
    new DataView(notCorpus.buffer).setUint16(section("translation_targets").offset, header.counts.corpus_terms, true);
    expectError(notCorpus, /a translation is not a corpus word/);
    const zero = bytes.slice();
    zero[section("translation_weights").offset] = 0;
    expectError(zero, /a translation has weight 0/);
    const uncovered = bytes.slice();
    new DataView(uncovered.buffer).setUint32(section("translation_starts").offset + 4 * header.counts.words, header.counts.translations + 1, true);
    expectError(uncovered, /translations offsets do not cover/);
  });

  it("stores each person's gender and refuses a gender above 2 or on an entity that is not a person", () => {
    const docs = TINY_DOCS.map((d) => (d.slug === "noah" ? { ...d, gender: "male" as const } : d));
    const gendered = buildSemanticIndex(docs, () => undefined, { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, []);
    const b = encodeSemanticIndex(gendered);
    expect(Array.from(decodeSemanticIndex(b, { expectedDims: 6 }).entityGender)).toEqual(docs.map((d) => (d.slug === "noah" ? 1 : 0)));
    const section = readSemanticHeader(b).sections.find((x) => x.name === "entity_gender")!;
    const expectError = (bad: Uint8Array) => expect(() => decodeSemanticIndex(bad, { verifyChecksum: false })).toThrow(/gender is not 0, 1 or 2, or is given to an entity that is not a person/);
    const three = b.slice();
    three[section.offset] = 3;
    expectError(three);
    const place = b.slice();
    place[section.offset + docs.findIndex((d) => d.entity_type === "place")] = 2;
    expectError(place);
  });

  it("stores the passages (u16 words and owners here) and refuses passages that point outside the index", () => {
    const header = readSemanticHeader(bytes);
    expect(header.counts.passages).toBe(index.passageKinds.length);
    expect(header.counts.passages).toBeGreaterThan(0);
    const section = (name: string) => header.sections.find((s) => s.name === name)!;
    expect(section("passage_tokens").type).toBe("u16");
    expect(section("passage_owners").type).toBe("u16");
    const expectError = (b: Uint8Array, message: RegExp) => expect(() => decodeSemanticIndex(b, { verifyChecksum: false })).toThrow(message);
    const badWord = bytes.slice();
    new DataView(badWord.buffer).setUint16(section("passage_tokens").offset, header.counts.corpus_terms, true);
    expectError(badWord, /a passage word is not a corpus word/);
    const badOwner = bytes.slice();
    new DataView(badOwner.buffer).setUint16(section("passage_owners").offset, header.counts.entities, true);
    expectError(badOwner, /a passage owner points past the last entity/);
    const badKind = bytes.slice();
    badKind[section("passage_kinds").offset] = 200;
    expectError(badKind, /unknown kind code 200/);
    const descending = bytes.slice();
    new DataView(descending.buffer).setUint32(section("passage_starts").offset + 4, header.counts.passage_tokens + 5, true);
    expectError(descending, /passage words offsets are not ascending/);
  });
});
