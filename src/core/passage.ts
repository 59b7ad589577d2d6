/**
 * A passage (a chapter or a range of verses) from its verses: the shape `/v1/chapters/{osis}` and
 * `/v1/passages/{ref}` share (`schemas/responses/passage.json`), made in one place for the emitter
 * (chapters) and the runtime (ranges). Pure; no `node:` imports.
 */
import type { Chapter } from "../types/chapter.ts";
import type { Passage } from "../types/passage.ts";
import type { Verse } from "../types/verse.ts";
import type { VerseText } from "../types/verse_text.ts";

/** What a passage is, besides its verses. */
export interface PassageHead {
  readonly osis: string;
  readonly kind: Passage["kind"];
  /** The chapter's navigation record for a chapter; null otherwise. */
  readonly chapter: Chapter | null;
}

/** The slugs of one field of the verses, each once, in order of first mention. */
function union(verses: readonly Verse[], field: "people" | "places" | "events"): string[] {
  const seen = new Set<string>();
  for (const v of verses) for (const slug of v[field]) seen.add(slug);
  return [...seen];
}

/** The passage of `verses` (in order, at least one). Throws on an empty list. */
export function assemblePassage(head: PassageHead, verses: readonly Verse[]): Passage {
  const first = verses[0];
  const last = verses[verses.length - 1];
  if (first === undefined || last === undefined) throw new Error(`passage ${head.osis} has no verses`);
  return {
    osis: head.osis,
    start: first.osis_ref,
    end: last.osis_ref,
    kind: head.kind,
    chapter: head.chapter,
    verse_count: verses.length,
    people: union(verses, "people"),
    places: union(verses, "places"),
    events: union(verses, "events"),
    verses: [...verses],
  };
}

/** A KJV verse's text as a verse-text record: one prose part (the source has no paragraph marks). */
export function kjvVerseText(osis: string, text: string): VerseText {
  return { osis, translation: "kjv", source_osis: null, text, paragraph_start: false, heading: null, parts: [{ text, style: "prose", starts: null }] };
}
