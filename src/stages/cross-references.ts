/**
 * The cross_reference stage: OpenBible rows → cross-reference records in canonical OSIS, one per
 * (from, to) pair, sorted for per-verse pages.
 */
import { formatVerse, parseVerse, verseOrdinal } from "../core/osis.ts";
import { ENGLISH_TO_KJV, type RawCrossReference } from "../sources/openbible/cross-references.ts";
import type { CrossReference } from "../types/cross_reference.ts";
import type { BuildReport } from "./report.ts";

/** A verse in canonical spelling with its canonical ordinal. */
interface Verse {
  readonly text: string;
  readonly ord: number;
}

interface Keyed {
  readonly record: CrossReference;
  readonly from: number;
  readonly votes: number;
  readonly start: number;
  /** Ordinal of the range end; 0 for a single verse, so single verses sort before ranges. */
  readonly end: number;
}

/**
 * Builds the cross-reference records. References are written canonically (`gen.1.1` → `Gen.1.1`) in
 * KJV versification (`3John.1.15` → `3John.1.14`, see {@link ENGLISH_TO_KJV}; counted in a note);
 * `to_verse_end` is null for a single verse, also when a range starts and ends on the same verse.
 * A (from, to) pair that occurs again is left out (the first row in file order is kept) and reported
 * as skipped; a row whose verses are not in the canon, or whose range ends before it starts, is
 * skipped and reported too (the reader already reports those as problems).
 *
 * Order: by `from_verse` in canonical order, then `votes` from most to fewest, then `to_verse_start`
 * in canonical order, then `to_verse_end` (single verse first, then by canonical order). After
 * de-duplication no two records share all four keys, so the order is total and does not depend on
 * the input order.
 */
export function buildCrossReferences(raw: readonly RawCrossReference[], report: BuildReport): CrossReference[] {
  // About 31,000 distinct verses appear, each many times: parse and format each spelling once.
  const cache = new Map<string, Verse | undefined>();
  let mapped = 0;
  const verse = (ref: string): Verse | undefined => {
    const kjv = ENGLISH_TO_KJV.get(ref);
    if (kjv !== undefined) mapped++;
    if (cache.has(ref)) return cache.get(ref);
    const v = parseVerse(kjv ?? ref);
    const out = v === undefined ? undefined : { text: formatVerse(v), ord: verseOrdinal(v) };
    cache.set(ref, out);
    return out;
  };

  // Targets seen per source verse, each as one number: start ordinal × 2^26 + end ordinal (0 if single).
  const seen = new Map<number, Set<number>>();
  const keyed: Keyed[] = [];
  for (const row of raw) {
    const from = verse(row.from);
    const start = verse(row.toStart);
    const end = row.toEnd === null ? start : verse(row.toEnd);
    if (from === undefined || start === undefined || end === undefined) {
      report.skipped("cross_reference", "verse not in the KJV canon", label(row));
      continue;
    }
    if (end.ord < start.ord) {
      report.skipped("cross_reference", "range ends before it starts", label(row));
      continue;
    }
    const single = end.ord === start.ord;
    let targets = seen.get(from.ord);
    if (targets === undefined) seen.set(from.ord, (targets = new Set()));
    const key = start.ord * 2 ** 26 + (single ? 0 : end.ord);
    if (targets.has(key)) {
      report.skipped("cross_reference", "duplicate (from, to) pair; the first row in file order is kept", `${label(row)} (votes ${row.votes})`);
      continue;
    }
    targets.add(key);
    keyed.push({
      record: { from_verse: from.text, to_verse_start: start.text, to_verse_end: single ? null : end.text, votes: row.votes },
      from: from.ord,
      votes: row.votes,
      start: start.ord,
      end: single ? 0 : end.ord,
    });
  }
  if (mapped > 0) {
    const pairs = [...ENGLISH_TO_KJV].map(([from, to]) => `${from} → ${to}`).join(", ");
    report.note(`cross_reference: ${mapped} verse reference(s) in English versification mapped to KJV (${pairs})`);
  }
  keyed.sort((a, b) => a.from - b.from || b.votes - a.votes || a.start - b.start || a.end - b.end);
  return keyed.map((k) => k.record);
}

/** How a row is named in the report. */
function label(row: RawCrossReference): string {
  return `line ${row.line}: ${row.from} → ${row.toStart}${row.toEnd === null ? "" : `-${row.toEnd}`}`;
}
