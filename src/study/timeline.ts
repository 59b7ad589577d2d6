/**
 * Timelines: events and people within a range of years, in chronological order, with the
 * uncertainty the data gives.
 *
 * Years are astronomical, as everywhere in the API: 1 BC is 0, 2 BC is -1, AD 1 is 1. An event spans
 * from its `start_year` to the year its duration (`duration_days`, a year being 365.2425 days) ends in;
 * a person from `birth_year` to `death_year` (or the birth year alone when the death is unknown; a
 * person known only by a death year is placed at it). An entry is in a range when its span overlaps
 * the range. Entries without any year are left out and counted. The data's uncertainty is carried as
 * it is: events say whether their start is approximate (`start_is_approximate`, upstream's rangeFlag)
 * and may have dating notes; people's years carry no such flag upstream, so theirs is null (unknown),
 * never a guess.
 */
import type { Event } from "../types/event.ts";
import type { Person } from "../types/person.ts";
import type { TimelineEntry } from "../types/timeline_entry.ts";
import { pageOf, StudyInputError, type Page } from "./paging.ts";
import { STUDY_LIMITS } from "../contract/api.ts";

/** The earliest and latest year a range may name. */
export const YEAR_MIN = STUDY_LIMITS.year.min;
export const YEAR_MAX = STUDY_LIMITS.year.max;

/** Days in a year, as the event records count them. */
const DAYS_PER_YEAR = 365.2425;

export type { TimelineEntry };

/** The prebuilt timeline: entries sorted chronologically, and how many records had no year. */
export interface TimelineIndex {
  readonly entries: TimelineEntry[];
  readonly undated: { readonly event: number; readonly person: number };
}

const compareEntries = (a: TimelineEntry, b: TimelineEntry): number =>
  a.start_year - b.start_year ||
  (a.start_date ?? "").localeCompare(b.start_date ?? "") ||
  a.end_year - b.end_year ||
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
  (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/** Builds the timeline from event and person records (any order). Pure. */
export function buildTimelineIndex(events: readonly Event[], people: readonly Person[]): TimelineIndex {
  const entries: TimelineEntry[] = [];
  let undatedEvents = 0;
  let undatedPeople = 0;
  for (const e of events) {
    if (e.start_year === null) {
      undatedEvents++;
      continue;
    }
    // The year the duration ends in: a one-day event ends in its start year.
    const end = e.duration_days === null ? e.start_year : e.start_year + Math.floor(Math.max(0, e.duration_days - 1) / DAYS_PER_YEAR);
    entries.push({
      kind: "event", slug: e.slug, name: e.title, start_year: e.start_year, end_year: end, start_date: e.start_date, approximate: e.start_is_approximate,
      duration: e.duration, notes: e.notes, birth_year_display: null, death_year_display: null,
    });
  }
  for (const p of people) {
    const start = p.birth_year ?? p.death_year;
    if (start === null) {
      undatedPeople++;
      continue;
    }
    entries.push({
      kind: "person", slug: p.slug, name: p.name, start_year: start, end_year: Math.max(start, p.death_year ?? start), start_date: null, approximate: null,
      duration: null, notes: null, birth_year_display: p.birth_year_display, death_year_display: p.death_year_display,
    });
  }
  return { entries: entries.sort(compareEntries), undated: { event: undatedEvents, person: undatedPeople } };
}

/** A timeline query. `from`/`to` are astronomical years, both included; either may be left open. */
export interface TimelineQuery {
  readonly from?: number;
  readonly to?: number;
  /** Which kinds of entry; both when absent. */
  readonly kind?: "event" | "person";
  readonly limit: number;
  readonly offset: number;
}

function checkYear(parameter: string, v: number | undefined): void {
  if (v !== undefined && (!Number.isInteger(v) || v < YEAR_MIN || v > YEAR_MAX)) {
    throw new StudyInputError(parameter, `${parameter} must be a whole astronomical year from ${YEAR_MIN} to ${YEAR_MAX} (1 BC is 0, 2 BC is -1), got ${v}.`);
  }
}

/** The first entry starting after `year` (binary search over the sorted entries). */
function firstAfter(entries: readonly TimelineEntry[], year: number): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((entries[mid]?.start_year ?? 0) <= year) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The entries whose span overlaps [from, to], chronologically, one page at a time (limit 1–200).
 * Throws {@link StudyInputError} for a year out of range or from > to.
 */
export function timeline(index: TimelineIndex, q: TimelineQuery): Page<TimelineEntry> {
  checkYear("from", q.from);
  checkYear("to", q.to);
  if (q.from !== undefined && q.to !== undefined && q.from > q.to) throw new StudyInputError("from", `from (${q.from}) must not be after to (${q.to}).`);
  const end = q.to === undefined ? index.entries.length : firstAfter(index.entries, q.to);
  const from = q.from;
  const matched: TimelineEntry[] = [];
  for (let i = 0; i < end; i++) {
    const e = index.entries[i];
    if (e === undefined || (from !== undefined && e.end_year < from) || (q.kind !== undefined && e.kind !== q.kind)) continue;
    matched.push(e);
  }
  return pageOf(matched, q.limit, q.offset);
}
