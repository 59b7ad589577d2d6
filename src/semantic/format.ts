/**
 * The binary file of the semantic index (`_index/semantic.bin`): deterministic (the same index gives
 * the same bytes) and checked when read (magic, format version, header, section bounds and
 * alignment, dimensions, counts, posting ranges, and a SHA-256 of the sections).
 *
 * Layout (all numbers little-endian):
 *
 * | bytes | content |
 * |---|---|
 * | 8 | magic `BRASEM\0\x01` |
 * | 4 | format version (u32) |
 * | 4 | header length in bytes (u32) |
 * | n | header: UTF-8 JSON ({@link SemanticHeader}), padded with spaces to a multiple of 8 |
 * | … | sections, in header order, each starting at a multiple of 8 (zero padding between) |
 *
 * Sections: `entity_types` (u8, an index into {@link ENTITY_TYPES}), `entity_slugs` and
 * `entity_names` (UTF-8, one per line), `entity_uuids` (u8, 16 bytes each), `words` (UTF-8, one
 * word per line), `word_weights` (f32), `word_vectors` (i8), `word_scales` (f32), `posting_starts`
 * (u32), `posting_entities` (u16 when there are at most 65,536 entities, u32 otherwise),
 * `posting_weights` (u8), `entity_vectors` (i8), `entity_scales` (f32), `principal` (f32),
 * `link_starts` (u32, one more than the entities) and `link_targets` (u32); since format 3 the
 * passages: `passage_starts` (u32, one more than the passages), `passage_tokens` (corpus word ids,
 * u16 when there are at most 65,536 words, u32 otherwise), `passage_kinds` (u8, an index into
 * `PASSAGE_KINDS`), `passage_owner_starts` (u32) and `passage_owners` (entity indexes, u16 or u32
 * like `posting_entities`); since format 4 the translations of modern words (`translations.ts`):
 * `translation_starts` (u32, one more than the words), `translation_targets` (corpus word ids, u16
 * or u32 like `passage_tokens`) and `translation_weights` (u8); since format 5 `entity_physical` (u8,
 * 1 for a subject named by a physical thing: `SemanticIndex.entityPhysical`); since format 6
 * `entity_gender` (u8: 1 male, 2 female, 0 unknown or not a person: `SemanticIndex.entityGender`).
 *
 * Imports nothing from `node:`, so the runtime can read it on Node and at the edge alike.
 */
import { encodeContainer, readContainerHeader, SECTION_BYTES, type SectionEntry as ContainerSection, type SectionType } from "../core/binary-container.ts";
import { fingerprint } from "../core/hash.ts";
import { PASSAGE_KINDS } from "./documents.ts";
import type { BuildParams, EntityRef, SemanticIndex, VectorSource } from "./model.ts";

/** The version of this layout; readers refuse any other. */
export const FORMAT_VERSION = 6;
const MAGIC = Uint8Array.from([0x42, 0x52, 0x41, 0x53, 0x45, 0x4d, 0x00, 0x01]);
/** Entity kinds, in the order of their codes in `entity_types`. */
export const ENTITY_TYPES = ["person", "place", "event", "group", "dictionary", "topic"] as const;

const SECTION_NAMES = ["entity_types", "entity_slugs", "entity_names", "entity_uuids", "words", "word_weights", "word_vectors", "word_scales", "posting_starts", "posting_entities", "posting_weights", "entity_vectors", "entity_scales", "principal", "link_starts", "link_targets", "passage_starts", "passage_tokens", "passage_kinds", "passage_owner_starts", "passage_owners", "translation_starts", "translation_targets", "translation_weights", "entity_physical", "entity_gender"] as const;
type SectionName = (typeof SECTION_NAMES)[number];

/** Where one section lies in the file. */
export type SectionEntry = ContainerSection<SectionName>;

/** The JSON header. */
export interface SemanticHeader {
  readonly format: number;
  readonly model: { readonly name: string; readonly version: number };
  readonly vectors: VectorSource;
  readonly params: BuildParams;
  readonly dims: number;
  readonly counts: { readonly entities: number; readonly words: number; readonly corpus_terms: number; readonly postings: number; readonly links: number; readonly passages: number; readonly passage_tokens: number; readonly passage_owners: number; readonly translations: number };
  /** `fingerprint()` (`src/runtime/hash.ts`, xxHash32 twice) of every byte after the header. */
  readonly checksum: string;
  readonly sections: readonly SectionEntry[];
}

/** An index file that cannot be used. */
export class SemanticIndexError extends Error {
  constructor(message: string) {
    super(`semantic index: ${message}`);
    this.name = "SemanticIndexError";
  }
}

function sectionBytes(index: SemanticIndex, name: SectionName): { type: SectionType; bytes: Uint8Array; length: number } {
  const enc = new TextEncoder();
  const view = (a: ArrayBufferView & { length: number }, type: SectionType) => ({ type, bytes: new Uint8Array(a.buffer, a.byteOffset, a.byteLength), length: a.length });
  // Ids below 65,536 (of words or entities) are stored as 16 bits, else 32.
  const ids = (values: ArrayLike<number>, count: number) => (count <= 0x10000 ? view(Uint16Array.from(values), "u16") : view(Uint32Array.from(values), "u32"));
  switch (name) {
    case "entity_types":
      return view(Uint8Array.from(index.entities, (e) => ENTITY_TYPES.indexOf(e.entity_type)), "u8");
    case "entity_slugs": {
      const bytes = enc.encode(index.entities.map((e) => e.slug).join("\n"));
      return { type: "utf8", bytes, length: bytes.length };
    }
    case "entity_names": {
      const bytes = enc.encode(index.entities.map((e) => e.name).join("\n"));
      return { type: "utf8", bytes, length: bytes.length };
    }
    case "entity_uuids": {
      const out = new Uint8Array(index.entities.length * 16);
      index.entities.forEach((e, i) => out.set(uuidBytes(e.uuid), i * 16));
      return view(out, "u8");
    }
    case "words": {
      const bytes = enc.encode(index.words.join("\n"));
      return { type: "utf8", bytes, length: bytes.length };
    }
    case "word_weights":
      return view(index.wordWeights, "f32");
    case "word_vectors":
      return view(index.wordVectors, "i8");
    case "word_scales":
      return view(index.wordScales, "f32");
    case "posting_starts":
      return view(index.postingStarts, "u32");
    case "posting_entities":
      return ids(index.postingEntities, index.entities.length);
    case "posting_weights":
      return view(index.postingWeights, "u8");
    case "entity_vectors":
      return view(index.entityVectors, "i8");
    case "entity_scales":
      return view(index.entityScales, "f32");
    case "principal":
      return view(index.principal, "f32");
    case "link_starts":
      return view(index.linkStarts, "u32");
    case "link_targets":
      return view(index.linkTargets, "u32");
    case "passage_starts":
      return view(index.passageStarts, "u32");
    case "passage_tokens":
      return ids(index.passageTokens, index.words.length);
    case "passage_kinds":
      return view(index.passageKinds, "u8");
    case "passage_owner_starts":
      return view(index.passageOwnerStarts, "u32");
    case "passage_owners":
      return ids(index.passageOwners, index.entities.length);
    case "translation_starts":
      return view(index.translationStarts, "u32");
    case "translation_targets":
      return ids(index.translationTargets, index.words.length);
    case "translation_weights":
      return view(index.translationWeights, "u8");
    case "entity_physical":
      return view(index.entityPhysical, "u8");
    case "entity_gender":
      return view(index.entityGender, "u8");
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The 16 bytes of a lowercase UUID. */
function uuidBytes(uuid: string): Uint8Array {
  if (!UUID.test(uuid)) throw new SemanticIndexError(`not a UUID: ${JSON.stringify(uuid)}`);
  const hex = uuid.replace(/-/g, "");
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

/** A UUID from its 16 bytes. */
function uuidString(bytes: Uint8Array): string {
  let hex = "";
  for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function assertLittleEndian(): void {
  if (new Uint8Array(Uint16Array.of(1).buffer)[0] !== 1) throw new SemanticIndexError("this platform is big-endian; the index is stored little-endian");
}

/** Serialises an index. Deterministic: no clock, no randomness, fixed section order. */
export function encodeSemanticIndex(index: SemanticIndex): Uint8Array {
  assertLittleEndian();
  if (index.words.some((w) => w.includes("\n") || w === "")) throw new SemanticIndexError("a word is empty or contains a line break");
  if (index.entities.some((e) => e.slug.includes("\n") || e.name.includes("\n"))) throw new SemanticIndexError("an entity's slug or name contains a line break");
  const parts = SECTION_NAMES.map((name) => ({ name, ...sectionBytes(index, name) }));
  return encodeContainer(MAGIC, FORMAT_VERSION, parts, (sections, payload): SemanticHeader => ({
    format: FORMAT_VERSION,
    model: { name: index.model.name, version: index.model.version },
    vectors: { source: index.vectors.source, license: index.vectors.license, dims: index.vectors.dims },
    params: { k1: index.params.k1, b: index.params.b, titleBoost: index.params.titleBoost, titleVectorWeight: index.params.titleVectorWeight },
    dims: index.dims,
    counts: { entities: index.entities.length, words: index.words.length, corpus_terms: index.corpusTerms, postings: index.postingEntities.length, links: index.linkTargets.length, passages: index.passageKinds.length, passage_tokens: index.passageTokens.length, passage_owners: index.passageOwners.length, translations: index.translationTargets.length },
    checksum: fingerprint(payload),
    sections,
  }));
}

/** Reads the header of an index file (checks magic and format version only). */
export function readSemanticHeader(bytes: Uint8Array): SemanticHeader {
  return readHeader(bytes).header;
}

/** The header and where the sections may start. */
function readHeader(bytes: Uint8Array): { header: SemanticHeader; headerEnd: number } {
  const { header, headerEnd } = readContainerHeader(bytes, MAGIC, FORMAT_VERSION, "semantic index", (m) => new SemanticIndexError(m));
  const h = header as SemanticHeader;
  if (h.format !== FORMAT_VERSION) throw new SemanticIndexError(`header says format ${String(h.format)}`);
  return { header: h, headerEnd };
}

/**
 * Reads an index file. Numeric sections are views on `bytes` (no copy) when they are aligned,
 * copies otherwise. Throws {@link SemanticIndexError} on anything inconsistent.
 */
export function decodeSemanticIndex(bytes: Uint8Array, options: { readonly expectedDims?: number; readonly verifyChecksum?: boolean } = {}): SemanticIndex {
  assertLittleEndian();
  const { header, headerEnd } = readHeader(bytes);
  const { dims, counts } = header;
  if (!Number.isInteger(dims) || dims <= 0 || dims > 4096) throw new SemanticIndexError(`bad dimension count ${String(dims)}`);
  if (options.expectedDims !== undefined && dims !== options.expectedDims) throw new SemanticIndexError(`vectors have ${dims} dimensions, expected ${options.expectedDims}`);
  if (header.vectors?.dims !== dims) throw new SemanticIndexError("header dimension counts disagree");
  if (typeof header.model?.name !== "string" || !Number.isInteger(header.model.version) || typeof header.vectors.source !== "string") throw new SemanticIndexError("header lacks the model name, version or vector source");
  const params = header.params ?? {};
  for (const k of ["k1", "b", "titleBoost", "titleVectorWeight"] as const) if (!Number.isFinite(params[k])) throw new SemanticIndexError(`header parameter ${k} is not a number`);
  if (options.verifyChecksum !== false) {
    if (fingerprint(bytes.subarray(headerEnd)) !== header.checksum) throw new SemanticIndexError("checksum mismatch (the file is damaged or was edited)");
  }
  const byName = new Map<string, SectionEntry>();
  for (const s of header.sections ?? []) byName.set(s.name, s);
  const section = (name: SectionName, type: SectionType, length: number): Uint8Array => {
    const s = byName.get(name);
    if (s === undefined) throw new SemanticIndexError(`missing section ${name}`);
    if (s.type !== type) throw new SemanticIndexError(`section ${name} has type ${s.type}, expected ${type}`);
    if (length >= 0 && s.length !== length) throw new SemanticIndexError(`section ${name} has ${s.length} elements, expected ${length}`);
    const size = s.length * SECTION_BYTES[type];
    if (!Number.isInteger(s.offset) || s.offset < headerEnd || s.offset % 8 !== 0 || s.offset + size > bytes.length) throw new SemanticIndexError(`section ${name} lies outside the file`);
    return bytes.subarray(s.offset, s.offset + size);
  };
  const typed = <T>(raw: Uint8Array, make: (buf: ArrayBufferLike, offset: number, length: number) => T, width: number): T => {
    const aligned = (raw.byteOffset % width === 0) ? raw : raw.slice();
    return make(aligned.buffer, aligned.byteOffset, aligned.byteLength / width);
  };
  const f32 = (name: SectionName, length: number) => typed(section(name, "f32", length), (b, o, l) => new Float32Array(b, o, l), 4);
  const u32 = (name: SectionName, length: number) => typed(section(name, "u32", length), (b, o, l) => new Uint32Array(b, o, l), 4);
  const i8 = (name: SectionName, length: number) => typed(section(name, "i8", length), (b, o, l) => new Int8Array(b, o, l), 1);

  const n = counts.entities;
  if (!Number.isInteger(n) || n < 0) throw new SemanticIndexError("bad entity count");
  const dec = new TextDecoder("utf-8", { fatal: true });
  const lines = (name: SectionName): string[] => {
    let text: string;
    try {
      text = dec.decode(section(name, "utf8", -1));
    } catch {
      throw new SemanticIndexError(`section ${name} is not valid UTF-8`);
    }
    return text === "" ? [] : text.split("\n");
  };
  const types = section("entity_types", "u8", n);
  const slugs = lines("entity_slugs");
  const names = lines("entity_names");
  const uuids = section("entity_uuids", "u8", n * 16);
  if (slugs.length !== n || names.length !== n) throw new SemanticIndexError(`expected ${n} entity slugs and names, found ${slugs.length} and ${names.length}`);
  const entities: EntityRef[] = slugs.map((slug, i) => {
    const entityType = ENTITY_TYPES[types[i] as number];
    if (entityType === undefined) throw new SemanticIndexError(`entity ${i} has an unknown type code ${String(types[i])}`);
    return { slug, name: names[i] as string, entity_type: entityType, uuid: uuidString(uuids.subarray(i * 16, i * 16 + 16)) };
  });
  const words = lines("words");
  if (words.length !== counts.words) throw new SemanticIndexError(`expected ${counts.words} words, found ${words.length}`);
  if (!Number.isInteger(counts.corpus_terms) || counts.corpus_terms < 0 || counts.corpus_terms > counts.words) throw new SemanticIndexError("bad corpus term count");

  const postingStarts = u32("posting_starts", counts.corpus_terms + 1);
  const wide = byName.get("posting_entities")?.type === "u32";
  const postingEntities = wide ? u32("posting_entities", counts.postings) : typed(section("posting_entities", "u16", counts.postings), (b, o, l) => new Uint16Array(b, o, l), 2);
  const postingWeights = section("posting_weights", "u8", counts.postings);
  if (postingStarts[0] !== 0 || postingStarts[counts.corpus_terms] !== counts.postings) throw new SemanticIndexError("posting offsets do not cover the postings");
  for (let t = 0; t < counts.corpus_terms; t++) if ((postingStarts[t] as number) > (postingStarts[t + 1] as number)) throw new SemanticIndexError("posting offsets are not ascending");
  for (const e of postingEntities) if (e >= n) throw new SemanticIndexError("a posting points past the last entity");
  if (!Number.isInteger(counts.links) || counts.links < 0) throw new SemanticIndexError("bad link count");
  const linkStarts = u32("link_starts", n + 1);
  const linkTargets = u32("link_targets", counts.links);
  if (linkStarts[0] !== 0 || linkStarts[n] !== counts.links) throw new SemanticIndexError("link offsets do not cover the links");
  for (let e = 0; e < n; e++) if ((linkStarts[e] as number) > (linkStarts[e + 1] as number)) throw new SemanticIndexError("link offsets are not ascending");
  for (const e of linkTargets) if (e >= n) throw new SemanticIndexError("a link points past the last entity");
  const passages = counts.passages;
  for (const k of ["passages", "passage_tokens", "passage_owners", "translations"] as const) if (!Number.isInteger(counts[k]) || counts[k] < 0) throw new SemanticIndexError(`bad ${k} count`);
  const u16or32 = (name: SectionName, length: number) => (byName.get(name)?.type === "u32" ? u32(name, length) : typed(section(name, "u16", length), (b, o, l) => new Uint16Array(b, o, l), 2));
  const passageStarts = u32("passage_starts", passages + 1);
  const passageTokens = u16or32("passage_tokens", counts.passage_tokens);
  const passageKinds = section("passage_kinds", "u8", passages);
  const passageOwnerStarts = u32("passage_owner_starts", passages + 1);
  const passageOwners = u16or32("passage_owners", counts.passage_owners);
  ranges(passageStarts, passages, counts.passage_tokens, "passage words");
  ranges(passageOwnerStarts, passages, counts.passage_owners, "passage owners");
  for (const t of passageTokens) if (t >= counts.corpus_terms) throw new SemanticIndexError("a passage word is not a corpus word");
  for (const k of passageKinds) if (k >= PASSAGE_KINDS.length) throw new SemanticIndexError(`a passage has an unknown kind code ${k}`);
  for (const e of passageOwners) if (e >= n) throw new SemanticIndexError("a passage owner points past the last entity");
  const translationStarts = u32("translation_starts", counts.words + 1);
  const translationTargets = u16or32("translation_targets", counts.translations);
  const translationWeights = section("translation_weights", "u8", counts.translations);
  ranges(translationStarts, counts.words, counts.translations, "translations");
  for (const t of translationTargets) if (t >= counts.corpus_terms) throw new SemanticIndexError("a translation is not a corpus word");
  for (const w of translationWeights) if (w === 0) throw new SemanticIndexError("a translation has weight 0");
  const entityPhysical = section("entity_physical", "u8", n);
  for (const f of entityPhysical) if (f > 1) throw new SemanticIndexError("an entity's physical flag is neither 0 nor 1");
  const entityGender = section("entity_gender", "u8", n);
  for (let e = 0; e < n; e++) if ((entityGender[e] as number) > 2 || (entityGender[e] !== 0 && entities[e]?.entity_type !== "person")) throw new SemanticIndexError("an entity's gender is not 0, 1 or 2, or is given to an entity that is not a person");

  return {
    model: header.model,
    vectors: header.vectors,
    params: header.params,
    dims,
    entities,
    words,
    corpusTerms: counts.corpus_terms,
    wordWeights: f32("word_weights", counts.words),
    wordVectors: i8("word_vectors", counts.words * dims),
    wordScales: f32("word_scales", counts.words),
    postingStarts,
    postingEntities,
    postingWeights,
    entityVectors: i8("entity_vectors", n * dims),
    entityScales: f32("entity_scales", n),
    principal: f32("principal", dims),
    linkStarts,
    linkTargets,
    passageStarts,
    passageTokens,
    passageKinds,
    passageOwnerStarts,
    passageOwners,
    translationStarts,
    translationTargets,
    translationWeights,
    entityPhysical,
    entityGender,
  };
}

/** Checks that `starts` (`count + 1` offsets) ascend from 0 to `total`. */
function ranges(starts: Uint32Array, count: number, total: number, what: string): void {
  if (starts[0] !== 0 || starts[count] !== total) throw new SemanticIndexError(`${what} offsets do not cover the ${what}`);
  for (let i = 0; i < count; i++) if ((starts[i] as number) > (starts[i + 1] as number)) throw new SemanticIndexError(`${what} offsets are not ascending`);
}
