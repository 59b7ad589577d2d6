/**
 * The verse-text stage: the KJV's verses as a lookup by canonical OSIS reference. Pure.
 *
 * Semantic search reads it (a person's, place's or event's verses say what the data's articles may
 * not: the great fish, the thirty pieces of silver). From the full upstream, every verse of KJV
 * versification without text is an anomaly in the build report; the hand-written sample holds only
 * a few verses, so there the report gets one note with the counts.
 */
import { CANON } from "../core/osis.ts";
import type { KjvVerseRow } from "../sources/kjv/verses.ts";
import type { BuildReport } from "./report.ts";

/** Verse text by canonical OSIS reference (`Gen.1.1` → `In the beginning …`). */
export type VerseTexts = ReadonlyMap<string, string>;

/**
 * Builds the KJV lookup. With `complete` (the full upstream), each verse of KJV versification that
 * has no text is reported as an anomaly; always, a note says how many verses have text.
 */
export function buildVerseTexts(rows: readonly KjvVerseRow[], report: BuildReport, complete: boolean): VerseTexts {
  const texts = new Map(rows.map((r) => [r.osis, r.text] as const));
  let missing = 0;
  for (const book of CANON) {
    book.verses.forEach((count, c) => {
      for (let v = 1; v <= count; v++) {
        const osis = `${book.osis}.${c + 1}.${v}`;
        if (texts.has(osis)) continue;
        missing++;
        if (complete) report.anomaly("verse-without-text", "verse_text", osis, "the KJV source gives no text for this verse", "A verse of KJV versification that the KJV source does not hold.");
      }
    });
  }
  report.note(`KJV text: ${texts.size} verses with text, ${missing} without${complete ? "" : " (the sample holds only a few verses)"}.`);
  return texts;
}
