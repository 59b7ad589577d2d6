/**
 * The binary container the prebuilt indexes share (`_index/semantic.bin`, `_index/text-search.bin`):
 * deterministic bytes (the same sections give the same file) in one layout, read the same way.
 * Pure; no `node:` imports (the runtime reads the files on Node and at the edge).
 *
 * Layout (numbers little-endian):
 *
 * | bytes | content |
 * |---|---|
 * | 8 | magic (each file kind its own) |
 * | 4 | format version (u32) |
 * | 4 | header length in bytes (u32) |
 * | n | header: UTF-8 JSON, padded with spaces to a multiple of 8 |
 * | … | sections, in header order, each starting at a multiple of 8 (zero padding between) |
 *
 * The header holds each section's absolute offset, so its own length decides where the sections
 * start: it is rendered until the two agree.
 */

/** The element type of a section. */
export type SectionType = "utf8" | "u8" | "i8" | "u16" | "u32" | "f32";

/** The element size of each section type, in bytes. */
export const SECTION_BYTES: Readonly<Record<SectionType, number>> = { utf8: 1, u8: 1, i8: 1, u16: 2, u32: 4, f32: 4 };

/** `n` rounded up to a multiple of 8. */
export const align8 = (n: number): number => Math.ceil(n / 8) * 8;

/** Where one section lies in the file. */
export interface SectionEntry<N extends string = string> {
  readonly name: N;
  readonly type: SectionType;
  /** Byte offset from the start of the file. */
  readonly offset: number;
  /** Number of elements (bytes for `utf8`). */
  readonly length: number;
}

/** One section to write: its bytes and element count. */
export interface SectionBytes<N extends string = string> {
  readonly name: N;
  readonly type: SectionType;
  readonly bytes: Uint8Array;
  readonly length: number;
}

/** The bytes of a typed array, without a copy. */
export const bytesOf = (a: ArrayBufferView): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/**
 * Writes a container: `magic`, `format`, the header `header(entries, payload)` returns (the sections'
 * entries with absolute offsets, and the bytes after the header, e.g. for a checksum), then the
 * sections in order.
 */
export function encodeContainer<N extends string>(magic: Uint8Array, format: number, sections: readonly SectionBytes<N>[], header: (entries: SectionEntry<N>[], payload: Uint8Array) => unknown): Uint8Array {
  let length = 0;
  const placed = sections.map((s) => {
    const at = align8(length);
    length = at + s.bytes.length;
    return { ...s, at };
  });
  const payload = new Uint8Array(length);
  for (const p of placed) payload.set(p.bytes, p.at);
  const enc = new TextEncoder();
  const render = (start: number): Uint8Array => enc.encode(JSON.stringify(header(placed.map((p) => ({ name: p.name, type: p.type, offset: start + p.at, length: p.length })), payload)));
  let start = align8(16);
  let rendered = render(start);
  while (align8(16 + rendered.length) !== start) {
    start = align8(16 + rendered.length);
    rendered = render(start);
  }
  const out = new Uint8Array(start + payload.length);
  out.set(magic, 0);
  const dv = new DataView(out.buffer);
  dv.setUint32(8, format, true);
  dv.setUint32(12, start - 16, true);
  out.fill(0x20, 16, start);
  out.set(rendered, 16);
  out.set(payload, start);
  return out;
}

/**
 * Reads a container's header (magic, format version, header bounds and JSON); `fail` makes the error
 * to throw, `kind` names the file in it (`not a <kind> file (bad magic)`). Returns the parsed header
 * and where the sections may start.
 */
export function readContainerHeader(bytes: Uint8Array, magic: Uint8Array, format: number, kind: string, fail: (message: string) => Error): { header: unknown; headerEnd: number } {
  if (bytes.length < 16) throw fail(`file too short (${bytes.length} bytes)`);
  for (let i = 0; i < magic.length; i++) if (bytes[i] !== magic[i]) throw fail(`not a ${kind} file (bad magic)`);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = dv.getUint32(8, true);
  if (found !== format) throw fail(`format version ${found}, this reader supports ${format}`);
  const headerLength = dv.getUint32(12, true);
  if (16 + headerLength > bytes.length) throw fail("header runs past the end of the file");
  try {
    return { header: JSON.parse(new TextDecoder().decode(bytes.subarray(16, 16 + headerLength))) as unknown, headerEnd: align8(16 + headerLength) };
  } catch {
    throw fail("header is not valid JSON");
  }
}
