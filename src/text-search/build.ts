/**
 * Builds the full-text index of the verse text (layout in `format.ts`). Pure and deterministic: the
 * same texts give the same bytes.
 */
import { parseVerse } from "../core/osis.ts";
import { verseIndex } from "../core/references.ts";
import { TEXT_INDEX_FORMAT, TEXT_INDEX_MAGIC, TEXT_SECTIONS, TextIndexError, align8, type TextIndexHeader, type TextSectionName, type TextSectionType } from "./format.ts";
import { terms } from "./tokenize.ts";

/** The texts of one translation by canonical OSIS verse. */
export interface TranslationTexts {
  /** Short id, e.g. `kjv`. */
  readonly id: string;
  readonly texts: ReadonlyMap<string, string>;
}

/** Largest number of tokens a document may have (positions are stored in one byte). */
export const MAX_DOC_TOKENS = 255;
/** Largest number of documents (document numbers are stored in two bytes). */
export const MAX_DOCS = 0x10000;

/**
 * Builds the index over every verse of every translation. Throws {@link TextIndexError} for a
 * reference that is not a canon verse, a verse over {@link MAX_DOC_TOKENS} tokens, or more than
 * {@link MAX_DOCS} documents in all.
 */
export function buildTextIndex(translations: readonly TranslationTexts[]): Uint8Array {
  const docVerses: number[] = [];
  const docLengths: number[] = [];
  const docTexts: string[] = [];
  const starts: number[] = [];
  const meanLengths: number[] = [];
  const postings = new Map<string, { docs: number[]; tfs: number[]; positions: number[] }>();
  for (const t of translations) {
    starts.push(docVerses.length);
    const docs = [...t.texts].map(([osis, text]) => {
      const v = parseVerse(osis);
      if (v === undefined) throw new TextIndexError(`${t.id} ${osis}: not a verse of the canon`);
      return { verse: verseIndex(v), osis, text };
    });
    docs.sort((a, b) => a.verse - b.verse);
    let tokens = 0;
    for (const d of docs) {
      const doc = docVerses.length;
      if (doc >= MAX_DOCS) throw new TextIndexError(`more than ${MAX_DOCS} documents`);
      const words = terms(d.text);
      if (words.length > MAX_DOC_TOKENS) throw new TextIndexError(`${t.id} ${d.osis}: ${words.length} tokens, more than ${MAX_DOC_TOKENS}`);
      docVerses.push(d.verse);
      docLengths.push(words.length);
      docTexts.push(d.text);
      tokens += words.length;
      const at = new Map<string, number[]>();
      words.forEach((w, i) => {
        const list = at.get(w);
        if (list === undefined) at.set(w, [i]);
        else list.push(i);
      });
      for (const [w, pos] of at) {
        let p = postings.get(w);
        if (p === undefined) postings.set(w, (p = { docs: [], tfs: [], positions: [] }));
        p.docs.push(doc);
        p.tfs.push(pos.length);
        for (const x of pos) p.positions.push(x);
      }
    }
    meanLengths.push(docs.length === 0 ? 0 : Number((tokens / docs.length).toFixed(4)));
  }
  starts.push(docVerses.length);

  const vocabulary = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const termStarts = new Uint32Array(vocabulary.length + 1);
  const termPositions = new Uint32Array(vocabulary.length + 1);
  let nPostings = 0;
  let nPositions = 0;
  vocabulary.forEach((w, i) => {
    const p = postings.get(w);
    termStarts[i] = nPostings;
    termPositions[i] = nPositions;
    nPostings += p?.docs.length ?? 0;
    nPositions += p?.positions.length ?? 0;
  });
  termStarts[vocabulary.length] = nPostings;
  termPositions[vocabulary.length] = nPositions;
  const postingDocs = new Uint16Array(nPostings);
  const postingTfs = new Uint8Array(nPostings);
  const positions = new Uint8Array(nPositions);
  vocabulary.forEach((w, i) => {
    const p = postings.get(w);
    if (p === undefined) return;
    postingDocs.set(p.docs, termStarts[i]);
    postingTfs.set(p.tfs.map((n) => Math.min(n, 255)), termStarts[i]);
    positions.set(p.positions, termPositions[i]);
  });
  const enc = new TextEncoder();
  const textBytes = docTexts.map((s) => enc.encode(s));
  const textStarts = new Uint32Array(textBytes.length + 1);
  let at = 0;
  textBytes.forEach((b, i) => {
    textStarts[i] = at;
    at += b.length;
  });
  textStarts[textBytes.length] = at;
  const texts = new Uint8Array(at);
  textBytes.forEach((b, i) => texts.set(b, textStarts[i]));

  const u8 = (a: ArrayBufferView): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const sections: Record<TextSectionName, { type: TextSectionType; bytes: Uint8Array; length: number }> = {
    terms: (() => {
      const bytes = enc.encode(vocabulary.join("\n"));
      return { type: "utf8", bytes, length: bytes.length };
    })(),
    term_starts: { type: "u32", bytes: u8(termStarts), length: termStarts.length },
    term_positions: { type: "u32", bytes: u8(termPositions), length: termPositions.length },
    posting_docs: { type: "u16", bytes: u8(postingDocs), length: postingDocs.length },
    posting_tfs: { type: "u8", bytes: postingTfs, length: postingTfs.length },
    positions: { type: "u8", bytes: positions, length: positions.length },
    doc_verses: { type: "u16", bytes: u8(Uint16Array.from(docVerses)), length: docVerses.length },
    doc_lengths: { type: "u8", bytes: Uint8Array.from(docLengths), length: docLengths.length },
    text_starts: { type: "u32", bytes: u8(textStarts), length: textStarts.length },
    texts: { type: "utf8", bytes: texts, length: texts.length },
  };
  let bodyLength = 0;
  const placed = TEXT_SECTIONS.map((name) => {
    const s = sections[name];
    const offset = align8(bodyLength);
    bodyLength = offset + s.bytes.length;
    return { name, type: s.type, offset, length: s.length, bytes: s.bytes };
  });
  const headerFor = (base: number): TextIndexHeader => ({
    format: TEXT_INDEX_FORMAT,
    translations: translations.map((t) => t.id),
    translation_starts: starts,
    mean_lengths: meanLengths,
    counts: { documents: docVerses.length, terms: vocabulary.length, postings: nPostings, positions: nPositions },
    sections: placed.map((p) => ({ name: p.name, type: p.type, offset: base + p.offset, length: p.length })),
  });
  // Section offsets are absolute and depend on the header's own length: grow until it fits.
  let base = 16;
  let header = enc.encode(JSON.stringify(headerFor(base)));
  while (align8(16 + header.length) !== base) {
    base = align8(16 + header.length);
    header = enc.encode(JSON.stringify(headerFor(base)));
  }
  const out = new Uint8Array(base + bodyLength);
  out.set(TEXT_INDEX_MAGIC, 0);
  const dv = new DataView(out.buffer);
  dv.setUint32(8, TEXT_INDEX_FORMAT, true);
  dv.setUint32(12, base - 16, true);
  out.fill(0x20, 16, base);
  out.set(header, 16);
  for (const p of placed) out.set(p.bytes, base + p.offset);
  return out;
}
