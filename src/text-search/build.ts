/**
 * Builds the full-text index of the verse text (layout in `format.ts`). Pure and deterministic: the
 * same texts give the same bytes.
 */
import { CANON } from "../core/canon-data.ts";
import { parseVerse } from "../core/osis.ts";
import { verseIndex } from "../core/references.ts";
import { bytesOf, encodeContainer, type SectionBytes } from "../core/binary-container.ts";
import { TEXT_INDEX_FORMAT, TEXT_INDEX_MAGIC, TEXT_SECTIONS, TextIndexError, type TextIndexHeader, type TextSectionName } from "./format.ts";
import { terms } from "./tokenize.ts";

/** The texts of one translation by canonical OSIS verse. */
export interface TranslationTexts {
  /** Short id, e.g. `kjv`. */
  readonly id: string;
  readonly texts: ReadonlyMap<string, string>;
  /** The headings printed above verses (psalm titles), by verse; searched with the verse (`format.ts`). */
  readonly headings?: ReadonlyMap<string, string>;
}

/** Largest number of tokens a document may have, its heading's included (positions are stored in one byte). */
export const MAX_DOC_TOKENS = 255;
/** Largest number of documents (document numbers are stored in two bytes). */
export const MAX_DOCS = 0x10000;

/**
 * Terms in at least this many documents are common, and the documents of every pair of them that
 * stands side by side are stored (`format.ts`): on the full data 99 words (`and`, `the`, `of`,
 * `lord` …), 6,019 pairs, 470,098 entries (the WEB's headings included). Without them `"and the"` checked 30,000 documents, 1.7 ms in process.
 */
export const PAIR_MIN_DF = 2048;

/** Number of verses in the canon (the length of the `verse_prominence` section). */
const CANON_VERSES = CANON.reduce((n, b) => n + b.verses.reduce((a, x) => a + x, 0), 0);

/**
 * How often people look each verse up, by canonical OSIS: the sum of the OpenBible.info votes of the
 * cross-references from it (a negative vote count adds nothing). A verse people study gathers many
 * cross-references and votes (Genesis 1:1 about 5,400, John 3:16 about 7,200, the median verse 33).
 */
export function verseProminence(crossReferences: Iterable<{ readonly from_verse: string; readonly votes: number }>): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of crossReferences) out.set(r.from_verse, (out.get(r.from_verse) ?? 0) + Math.max(0, r.votes));
  return out;
}

/** The `verse_prominence` section: per canon verse, `round(255 · ln(1 + v) / ln(1 + max v))`. */
function prominenceBytes(prominence: ReadonlyMap<string, number>): Uint8Array {
  const out = new Uint8Array(CANON_VERSES);
  let most = 0;
  for (const v of prominence.values()) most = Math.max(most, v);
  const max = Math.log1p(most);
  if (max === 0) return out;
  for (const [osis, v] of prominence) {
    const verse = parseVerse(osis);
    if (verse === undefined) throw new TextIndexError(`prominence of ${osis}: not a verse of the canon`);
    out[verseIndex(verse)] = Math.round((255 * Math.log1p(Math.max(0, v))) / max);
  }
  return out;
}

/**
 * Builds the index over every verse of every translation, with each verse's prominence
 * ({@link verseProminence}; none when absent). Throws {@link TextIndexError} for a reference that
 * is not a canon verse, a verse over {@link MAX_DOC_TOKENS} tokens, or more than {@link MAX_DOCS}
 * documents in all.
 */
export function buildTextIndex(translations: readonly TranslationTexts[], prominence: ReadonlyMap<string, number> = new Map()): Uint8Array {
  const docVerses: number[] = [];
  const docLengths: number[] = [];
  const docTexts: string[] = [];
  const docWords: string[][] = [];
  const headingDocs: number[] = [];
  const headingPositions: number[] = [];
  const headingTexts: string[] = [];
  const starts: number[] = [];
  const meanLengths: number[] = [];
  const postings = new Map<string, { docs: number[]; tfs: number[]; positions: number[] }>();
  for (const t of translations) {
    starts.push(docVerses.length);
    const docs = [...t.texts].map(([osis, text]) => {
      const v = parseVerse(osis);
      if (v === undefined) throw new TextIndexError(`${t.id} ${osis}: not a verse of the canon`);
      return { verse: verseIndex(v), osis, text, heading: t.headings?.get(osis) };
    });
    docs.sort((a, b) => a.verse - b.verse);
    let tokens = 0;
    for (const d of docs) {
      const doc = docVerses.length;
      if (doc >= MAX_DOCS) throw new TextIndexError(`more than ${MAX_DOCS} documents`);
      const words = terms(d.text);
      const headingWords = d.heading === undefined ? [] : terms(d.heading);
      const length = words.length + headingWords.length;
      if (length > MAX_DOC_TOKENS) throw new TextIndexError(`${t.id} ${d.osis}: ${length} tokens, more than ${MAX_DOC_TOKENS}`);
      docVerses.push(d.verse);
      docLengths.push(length);
      docTexts.push(d.text);
      // The heading's words follow the verse's after one empty position: no phrase or pair spans the two.
      const positioned = headingWords.length === 0 ? words : [...words, "", ...headingWords];
      docWords.push(positioned);
      if (headingWords.length > 0) {
        headingDocs.push(doc);
        headingPositions.push(words.length + 1);
        headingTexts.push(d.heading as string);
      }
      tokens += length;
      const at = new Map<string, number[]>();
      positioned.forEach((w, i) => {
        if (w === "") return;
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
  const pairs = commonPairs(vocabulary, postings, docWords);
  const enc = new TextEncoder();
  const { bytes: texts, starts: textStarts } = utf8Run(docTexts);
  const heading = utf8Run(headingTexts);

  const sections: Record<TextSectionName, Omit<SectionBytes<TextSectionName>, "name">> = {
    terms: (() => {
      const bytes = enc.encode(vocabulary.join("\n"));
      return { type: "utf8", bytes, length: bytes.length };
    })(),
    term_starts: { type: "u32", bytes: bytesOf(termStarts), length: termStarts.length },
    term_positions: { type: "u32", bytes: bytesOf(termPositions), length: termPositions.length },
    posting_docs: { type: "u16", bytes: bytesOf(postingDocs), length: postingDocs.length },
    posting_tfs: { type: "u8", bytes: postingTfs, length: postingTfs.length },
    positions: { type: "u8", bytes: positions, length: positions.length },
    doc_verses: { type: "u16", bytes: bytesOf(Uint16Array.from(docVerses)), length: docVerses.length },
    doc_lengths: { type: "u8", bytes: Uint8Array.from(docLengths), length: docLengths.length },
    text_starts: { type: "u32", bytes: bytesOf(textStarts), length: textStarts.length },
    texts: { type: "utf8", bytes: texts, length: texts.length },
    pair_terms: { type: "u32", bytes: bytesOf(pairs.terms), length: pairs.terms.length },
    pair_starts: { type: "u32", bytes: bytesOf(pairs.starts), length: pairs.starts.length },
    pair_docs: { type: "u16", bytes: bytesOf(pairs.docs), length: pairs.docs.length },
    heading_docs: { type: "u16", bytes: bytesOf(Uint16Array.from(headingDocs)), length: headingDocs.length },
    heading_positions: { type: "u8", bytes: Uint8Array.from(headingPositions), length: headingPositions.length },
    heading_starts: { type: "u32", bytes: bytesOf(heading.starts), length: heading.starts.length },
    heading_texts: { type: "utf8", bytes: heading.bytes, length: heading.bytes.length },
    verse_prominence: { type: "u8", bytes: prominenceBytes(prominence), length: CANON_VERSES },
  };
  return encodeContainer(
    TEXT_INDEX_MAGIC,
    TEXT_INDEX_FORMAT,
    TEXT_SECTIONS.map((name) => ({ name, ...sections[name] })),
    (entries): TextIndexHeader => ({
      format: TEXT_INDEX_FORMAT,
      translations: translations.map((t) => t.id),
      translation_starts: starts,
      mean_lengths: meanLengths,
      pair_min_df: PAIR_MIN_DF,
      counts: { documents: docVerses.length, terms: vocabulary.length, postings: nPostings, positions: nPositions, pairs: pairs.starts.length - 1, headings: headingDocs.length },
      sections: entries,
    }),
  );
}

/** Texts one after another as UTF-8, with where each starts (one more entry than texts). */
function utf8Run(texts: readonly string[]): { bytes: Uint8Array; starts: Uint32Array } {
  const enc = new TextEncoder();
  const parts = texts.map((s) => enc.encode(s));
  const starts = new Uint32Array(parts.length + 1);
  let at = 0;
  parts.forEach((b, i) => {
    starts[i] = at;
    at += b.length;
  });
  starts[parts.length] = at;
  const bytes = new Uint8Array(at);
  parts.forEach((b, i) => bytes.set(b, starts[i]));
  return { bytes, starts };
}

/**
 * The pairs of common terms (at least {@link PAIR_MIN_DF} documents each) that stand side by side
 * in some document: their term numbers (two per pair, sorted), where each pair's documents start,
 * and the documents (ascending per pair, once each).
 */
function commonPairs(vocabulary: readonly string[], postings: ReadonlyMap<string, { readonly docs: readonly number[] }>, docWords: readonly (readonly string[])[]): { terms: Uint32Array; starts: Uint32Array; docs: Uint16Array } {
  const common = new Map<string, number>();
  vocabulary.forEach((w, i) => {
    if ((postings.get(w)?.docs.length ?? 0) >= PAIR_MIN_DF) common.set(w, i);
  });
  const lists = new Map<number, number[]>();
  docWords.forEach((words, doc) => {
    for (let i = 0; i + 1 < words.length; i++) {
      const a = common.get(words[i] as string);
      const b = common.get(words[i + 1] as string);
      if (a === undefined || b === undefined) continue;
      const key = a * vocabulary.length + b;
      let list = lists.get(key);
      if (list === undefined) lists.set(key, (list = []));
      // Documents come in order, so a document already listed is the last one.
      if (list.at(-1) !== doc) list.push(doc);
    }
  });
  const keys = [...lists.keys()].sort((x, y) => x - y);
  const terms = new Uint32Array(2 * keys.length);
  const starts = new Uint32Array(keys.length + 1);
  let total = 0;
  keys.forEach((key, i) => {
    terms[2 * i] = Math.floor(key / vocabulary.length);
    terms[2 * i + 1] = key % vocabulary.length;
    starts[i] = total;
    total += (lists.get(key) as number[]).length;
  });
  starts[keys.length] = total;
  const docs = new Uint16Array(total);
  keys.forEach((key, i) => docs.set(lists.get(key) as number[], starts[i]));
  return { terms, starts, docs };
}
