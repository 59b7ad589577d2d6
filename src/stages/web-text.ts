/**
 * The World English Bible stage: the reader's items (`src/sources/web/verses.ts`) joined into one
 * record per verse in KJV versification, with the paragraph and poetry structure kept
 * (`schemas/records/verse_text.json`). Pure.
 *
 * - A verse's text is its text items' values in file order, each whitespace-collapsed, joined by one
 *   space. Whitespace-only items carry nothing and are skipped (the upstream has 992 of them: most
 *   trail a verse that has text, 113 hold stray verse numbers past a chapter's end, e.g. Job 7:30,
 *   and 4 stand where the WEB omits a verse the KJV prints, e.g. Acts 8:37).
 * - Each kept item is one part: the marker items since the previous kept text item say what it
 *   starts (a `stanza start` or `paragraph start` or `break`, else a `line break`, else nothing). A
 *   `header` becomes the `heading` of the next verse.
 * - Footnotes: where the upstream's build kept a footnote, it follows an asterisk at the end of the
 *   item (three psalm titles: Ps 46, 90 and 145, `…the man of God.* The Hebrew word rendered…`; no
 *   verse text has one). The asterisk and what follows it are left out ({@link withoutFootnote}),
 *   each a correction in the build report.
 * - Numbering: the WEB follows the KJV's English numbering except where {@link WEB_TO_KJV} says
 *   otherwise (found by comparing every verse of both texts word by word: the doxology Rom 16:25-27
 *   that the WEB prints as 14:24-26, and the two woes of Matt 23:13-14 in the other order). Each such
 *   verse is a correction in the build report. A WEB verse outside KJV versification, or a second
 *   WEB verse for a KJV verse, cannot be placed and is an anomaly; from the full upstream, so is every
 *   KJV verse without WEB text.
 */
import { allVerses, parseVerse, verseOrdinal } from "../core/osis.ts";
import type { WebItem } from "../sources/web/verses.ts";
import type { VersePart, VerseText } from "../types/verse_text.ts";
import type { BuildReport } from "./report.ts";

/** WEB verse → KJV verse, for the verses the WEB numbers differently. Every other verse keeps its number. */
export const WEB_TO_KJV: Readonly<Record<string, string>> = {
  "Rom.14.24": "Rom.16.25",
  "Rom.14.25": "Rom.16.26",
  "Rom.14.26": "Rom.16.27",
  "Matt.23.13": "Matt.23.14",
  "Matt.23.14": "Matt.23.13",
};

/** WEB verse records by canonical OSIS reference (KJV versification), in canonical order. */
export type WebVerses = ReadonlyMap<string, VerseText>;

const collapse = (s: string): string => s.replace(/\s+/g, " ").trim();

/** Why a footnote is left out, as the build report says it. */
const FOOTNOTE_REASON = "a footnote the WEB source appends after an asterisk (a translator's note, not the text) is left out";

/**
 * An item's value without the footnote the upstream appends to it: everything from the first `*`
 * on (the WEB's text has no asterisk of its own), whitespace collapsed.
 */
export function withoutFootnote(value: string): string {
  const star = value.indexOf("*");
  return collapse(star < 0 ? value : value.slice(0, star));
}

interface Collected {
  readonly webOsis: string;
  readonly parts: VersePart[];
  heading: string | null;
  readonly where: string;
}

/**
 * Builds the WEB verse records. With `complete` (the full upstream), every KJV verse without WEB text
 * is an anomaly; always, a note gives the counts.
 */
export function buildWebVerses(items: readonly WebItem[], report: BuildReport, complete: boolean): WebVerses {
  const verses = new Map<string, Collected>();
  let starts: VersePart["starts"] = null;
  let heading: string | null = null;
  let book = "";
  const blank: string[] = [];
  // Footnotes left out, by WEB verse; a heading's are known once the verse it heads is.
  const footnotes: { osis: string; field: "heading" | "text"; from: string; to: string }[] = [];
  let headingNotes: { from: string; to: string }[] = [];
  for (const item of items) {
    if (item.book !== book) {
      book = item.book;
      starts = null;
      heading = null;
      headingNotes = [];
    }
    if (item.kind === "marker") {
      if (item.type === "paragraph start" || item.type === "break") starts = starts === "stanza" ? "stanza" : "paragraph";
      else if (item.type === "stanza start") starts = "stanza";
      else if (item.type === "line break") starts ??= "line";
      continue;
    }
    if (item.kind === "header") {
      const value = withoutFootnote(item.value);
      if (value !== collapse(item.value)) headingNotes.push({ from: collapse(item.value), to: value });
      if (value !== "") heading = heading === null ? value : `${heading} ${value}`;
      continue;
    }
    const webOsis = `${item.book}.${item.chapter}.${item.verse}`;
    const text = withoutFootnote(item.value);
    if (text !== collapse(item.value)) footnotes.push({ osis: webOsis, field: "text", from: collapse(item.value), to: text });
    if (text === "") {
      blank.push(webOsis);
      continue;
    }
    let v = verses.get(webOsis);
    if (v === undefined) verses.set(webOsis, (v = { webOsis, parts: [], heading: null, where: `${item.file}:${item.line}` }));
    v.parts.push({ text, style: item.style, starts });
    if (heading !== null) v.heading = v.heading === null ? heading : `${v.heading} ${heading}`;
    for (const n of headingNotes) footnotes.push({ osis: webOsis, field: "heading", ...n });
    starts = null;
    heading = null;
    headingNotes = [];
  }

  for (const f of footnotes) report.corrected("verse_text", f.field, FOOTNOTE_REASON, `WEB ${f.osis}: ${f.from}`, f.to);

  const out = new Map<string, VerseText>();
  for (const v of verses.values()) {
    const mapped = WEB_TO_KJV[v.webOsis];
    const osis = mapped ?? v.webOsis;
    if (parseVerse(osis) === undefined) {
      report.anomaly("web-verse-not-placed", "verse_text", `WEB ${v.webOsis}`, `${v.where}: not a verse of KJV versification, and no mapping places it`, "A World English Bible verse that cannot be placed in KJV versification; its text is left out.");
      continue;
    }
    const taken = out.get(osis);
    if (taken !== undefined) {
      report.anomaly("web-verse-not-placed", "verse_text", `WEB ${v.webOsis}`, `${v.where}: KJV ${osis} already has the text of WEB ${taken.source_osis ?? osis}`, "A World English Bible verse that cannot be placed in KJV versification; its text is left out.");
      continue;
    }
    if (mapped !== undefined) report.corrected("verse_text", "osis", "the WEB numbers this verse differently from the KJV (WEB_TO_KJV in src/stages/web-text.ts)", v.webOsis, osis);
    const first = v.parts[0];
    out.set(osis, {
      osis,
      translation: "web",
      source_osis: mapped === undefined ? null : v.webOsis,
      text: v.parts.map((p) => p.text).join(" "),
      paragraph_start: first !== undefined && (first.starts === "paragraph" || first.starts === "stanza"),
      heading: v.heading,
      parts: v.parts,
    });
  }

  let missing = 0;
  const blanks = new Set(blank);
  for (const osis of allVerses()) {
    if (out.has(osis)) continue;
    missing++;
    if (!complete) continue;
    const why = blanks.has(osis) ? "the WEB leaves this verse empty (it omits the verse from its text)" : "the WEB source has no item for this verse";
    report.anomaly("verse-without-web-text", "verse_text", osis, why, "A verse of KJV versification without World English Bible text.");
  }
  const stray = blank.filter((o) => parseVerse(o) === undefined);
  report.note(
    `WEB text: ${out.size} verses with text, ${missing} without${complete ? "" : " (the sample holds only a few verses)"}; ` +
      `${blank.length} whitespace-only items skipped (${stray.length} with verse numbers outside KJV versification${stray.length > 0 ? `, e.g. ${stray.slice(0, 3).join(", ")}` : ""}).`,
  );
  const sorted = [...out.values()].sort((a, b) => ordinal(a.osis) - ordinal(b.osis));
  return new Map(sorted.map((r) => [r.osis, r]));
}

function ordinal(osis: string): number {
  const v = parseVerse(osis);
  return v === undefined ? Number.MAX_SAFE_INTEGER : verseOrdinal(v);
}

/** The KJV text of a verse as a {@link VerseText} record (one prose part; the source has no structure). */
export function kjvVerseRecord(osis: string, text: string): VerseText {
  return { osis, translation: "kjv", source_osis: null, text, paragraph_start: false, heading: null, parts: [{ text, style: "prose", starts: null }] };
}
