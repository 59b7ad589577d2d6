/**
 * The prebuilt full-text index of the verse text (`_index/text-search.bin` once it is emitted):
 * built by `build.ts`, read by `query.ts` on Node and at the edge (no `node:` imports).
 *
 * The container of `src/core/binary-container.ts` (magic `BRAFTS\0\x01`, format version, the header
 * {@link TextIndexHeader}, then the sections in header order, each at a multiple of 8 bytes):
 *
 * | section | type | content |
 * |---|---|---|
 * | `terms` | utf8 | the vocabulary, sorted by UTF-16 code units, one term per line |
 * | `term_starts` | u32 | per term, its first posting (one more entry than terms) |
 * | `term_positions` | u32 | per term, its first position in `positions` (one more entry than terms) |
 * | `posting_docs` | u16 | per posting, the document, ascending within a term |
 * | `posting_tfs` | u8 | per posting, how often the term occurs in the document |
 * | `positions` | u8 | per posting, the term's token positions in the document, ascending (tf of them) |
 * | `doc_verses` | u16 | per document, its verse: 0-based position in the canon (Gen.1.1 = 0) |
 * | `doc_lengths` | u8 | per document, its number of tokens, its heading's included (at most 255) |
 * | `text_starts` | u32 | per document, the byte offset of its text in `texts` (one more entry than documents) |
 * | `texts` | utf8 | the documents' texts, one after another |
 * | `pair_terms` | u32 | per pair of common terms that stand side by side somewhere, its two terms (first, second), sorted |
 * | `pair_starts` | u32 | per pair, its first entry in `pair_docs` (one more entry than pairs) |
 * | `pair_docs` | u16 | per pair, the documents where its first term is directly followed by its second, ascending |
 * | `heading_docs` | u16 | the documents that have a heading (a WEB psalm title, a letter of Psalm 119), ascending |
 * | `heading_positions` | u8 | per such document, the token position of its heading's first word |
 * | `heading_starts` | u32 | per such document, the byte offset of its heading in `heading_texts` (one more entry than headings) |
 * | `heading_texts` | utf8 | the headings' texts, one after another |
 * | `verse_prominence` | u8 | per verse of the canon (0-based position), how often people look it up: `round(255 · ln(1 + v) / ln(1 + max v))`, `v` the OpenBible.info votes of the cross-references from the verse (0 for none) |
 *
 * The pairs are those of two terms in at least `header.pair_min_df` documents each: a phrase made
 * only of such words takes its candidates from a pair's documents (`query.ts`). A pair of common
 * terms that is not listed stands side by side nowhere.
 *
 * A verse's prominence scales its documents' scores (`query.ts`, `PROMINENCE_WEIGHT`): of two verses
 * that hold the words equally well, the one people look up more comes first (`in the beginning`:
 * Genesis 1:1 before John 1:2).
 *
 * A heading is part of its verse's document: its words are indexed with the verse's, at positions
 * after the verse's last word and one more (so no phrase runs from the verse into its heading), and
 * count in the document's length. A hit says which words matched in the heading.
 *
 * Documents are verses of one translation, in translation order (`header.translations`), canonical
 * order within each: document `d` belongs to translation `t` when `header.translation_starts[t] ≤ d <
 * header.translation_starts[t + 1]`.
 */

import type { SectionEntry } from "../core/binary-container.ts";

/** The version of this layout; readers refuse any other. */
export const TEXT_INDEX_FORMAT = 4;
/** The file's first bytes. */
export const TEXT_INDEX_MAGIC = Uint8Array.from([0x42, 0x52, 0x41, 0x46, 0x54, 0x53, 0x00, 0x01]);

/** Section names in file order. */
export const TEXT_SECTIONS = [
  "terms",
  "term_starts",
  "term_positions",
  "posting_docs",
  "posting_tfs",
  "positions",
  "doc_verses",
  "doc_lengths",
  "text_starts",
  "texts",
  "pair_terms",
  "pair_starts",
  "pair_docs",
  "heading_docs",
  "heading_positions",
  "heading_starts",
  "heading_texts",
  "verse_prominence",
] as const;
/** A section name. */
export type TextSectionName = (typeof TEXT_SECTIONS)[number];

/** Where a section lies in the file. */
export type TextSectionEntry = SectionEntry<TextSectionName>;

/** The JSON header. */
export interface TextIndexHeader {
  readonly format: number;
  /** Translation ids in document order (`kjv`, `web`). */
  readonly translations: readonly string[];
  /** First document of each translation, plus the number of documents at the end. */
  readonly translation_starts: readonly number[];
  /** Mean document length in tokens, per translation (for BM25). */
  readonly mean_lengths: readonly number[];
  /** Terms in at least this many documents are "common": the pairs are made of them. */
  readonly pair_min_df: number;
  readonly counts: { readonly documents: number; readonly terms: number; readonly postings: number; readonly positions: number; readonly pairs: number; readonly headings: number };
  readonly sections: readonly TextSectionEntry[];
}

/** An index file that cannot be used. */
export class TextIndexError extends Error {
  constructor(message: string) {
    super(`text index: ${message}`);
    this.name = "TextIndexError";
  }
}
