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
import { checkInteger, MAX_PAGE, StudyInputError, type Page } from "./paging.ts";
import { STUDY_LIMITS } from "../contract/api.ts";

/** The earliest and latest year a range may name. */
export const YEAR_MIN = STUDY_LIMITS.year.min;
export const YEAR_MAX = STUDY_LIMITS.year.max;

/** Days in a year, as the event records count them. */
const DAYS_PER_YEAR = 365.2425;

export type { TimelineEntry };

/** The prebuilt timeline: entries sorted chronologically (see {@link buildTimelineIndex}), and how many records had no year. */
export interface TimelineIndex {
  readonly entries: TimelineEntry[];
  readonly undated: { readonly event: number; readonly person: number };
}

/** An entry and where it goes among the entries of its start year: events by their `sequence`, then people. */
interface Placed {
  readonly entry: TimelineEntry;
  /** The event's `sequence`; Infinity for a person. */
  readonly sequence: number;
}

/**
 * Chronological: by start year; within a year the events first, in the data's chronological order
 * (`sequence`: upstream's order, which puts dated events in date order and places the events known by
 * their year alone among them), then the people, by the year their span ends and slug.
 */
const compareEntries = (a: Placed, b: Placed): number =>
  a.entry.start_year - b.entry.start_year ||
  a.sequence - b.sequence ||
  a.entry.end_year - b.entry.end_year ||
  (a.entry.slug < b.entry.slug ? -1 : a.entry.slug > b.entry.slug ? 1 : 0);

/**
 * Builds the timeline from event and person records (any order). Pure. Entries are sorted by start
 * year; within a year the events come first, in the order of their `sequence` (upstream's: Jesus
 * ascends to heaven (Acts 1) before Ananias and Sapphira (Acts 5), though only the first has a day),
 * then the people born (or, known by no other year, dying) that year.
 */
export function buildTimelineIndex(events: readonly Event[], people: readonly Person[]): TimelineIndex {
  const entries: Placed[] = [];
  let undatedEvents = 0;
  let undatedPeople = 0;
  for (const e of events) {
    if (e.start_year === null) {
      undatedEvents++;
      continue;
    }
    // The year the duration ends in: a one-day event ends in its start year.
    const end = e.duration_days === null ? e.start_year : e.start_year + Math.floor(Math.max(0, e.duration_days - 1) / DAYS_PER_YEAR);
    const entry: TimelineEntry = {
      kind: "event", slug: e.slug, name: e.title, start_year: e.start_year, end_year: end, start_date: e.start_date, approximate: e.start_is_approximate,
      duration: e.duration, notes: e.notes, birth_year_display: null, death_year_display: null,
    };
    entries.push({ entry, sequence: e.sequence });
  }
  for (const p of people) {
    const start = p.birth_year ?? p.death_year;
    if (start === null) {
      undatedPeople++;
      continue;
    }
    const entry: TimelineEntry = {
      kind: "person", slug: p.slug, name: p.name, start_year: start, end_year: Math.max(start, p.death_year ?? start), start_date: null, approximate: null,
      duration: null, notes: null, birth_year_display: p.birth_year_display, death_year_display: p.death_year_display,
    };
    entries.push({ entry, sequence: Infinity });
  }
  return { entries: entries.sort(compareEntries).map((p) => p.entry), undated: { event: undatedEvents, person: undatedPeople } };
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

/** The first position in `[0, length)` where `past(position)` holds (false before it, true from it on), else `length`. */
function firstWhere(length: number, past: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (past(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** One page of a timeline query: the positions (in the index's entries) of the page's entries, and how many entries matched. */
export interface TimelineMatches {
  readonly total: number;
  readonly positions: number[];
}

/**
 * Range queries over a {@link TimelineIndex}, with what they need laid out once: start and end years
 * in typed arrays and, per entry, the latest end year of it and every entry before it, so a query
 * skips by binary search the entries that end before its range (they all come before the first entry
 * whose running latest end reaches it) and stops at the first entry starting after it.
 */
export class TimelineSearch {
  readonly index: TimelineIndex;
  readonly #starts: Int32Array;
  readonly #ends: Int32Array;
  readonly #latestEnds: Int32Array;
  readonly #people: Uint8Array;

  constructor(index: TimelineIndex) {
    this.index = index;
    const { entries } = index;
    this.#starts = Int32Array.from(entries, (e) => e.start_year);
    this.#ends = Int32Array.from(entries, (e) => e.end_year);
    this.#people = Uint8Array.from(entries, (e) => (e.kind === "person" ? 1 : 0));
    this.#latestEnds = new Int32Array(entries.length);
    let latest = -Infinity;
    entries.forEach((e, i) => (this.#latestEnds[i] = latest = Math.max(latest, e.end_year)));
  }

  /**
   * The page (limit 1–200 from offset) of the entries whose span overlaps [from, to], chronologically,
   * as positions. Throws {@link StudyInputError} for a year out of range, from > to, or a bad page.
   */
  matches(q: TimelineQuery): TimelineMatches {
    checkYear("from", q.from);
    checkYear("to", q.to);
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) throw new StudyInputError("from", `from (${q.from}) must not be after to (${q.to}).`);
    checkInteger("limit", q.limit, 1, MAX_PAGE);
    checkInteger("offset", q.offset, 0, Number.MAX_SAFE_INTEGER);
    const n = this.index.entries.length;
    const { from, to } = q;
    const end = to === undefined ? n : firstWhere(n, (i) => this.#starts[i]! > to);
    const begin = from === undefined ? 0 : firstWhere(n, (i) => this.#latestEnds[i]! >= from);
    const person = q.kind === undefined ? -1 : q.kind === "person" ? 1 : 0;
    const positions: number[] = [];
    let total = 0;
    for (let i = begin; i < end; i++) {
      if ((from !== undefined && this.#ends[i]! < from) || (person !== -1 && this.#people[i] !== person)) continue;
      if (total >= q.offset && total < q.offset + q.limit) positions.push(i);
      total++;
    }
    return { total, positions };
  }
}

/** The search of each index {@link timeline} was asked about, made once. */
const searches = new WeakMap<TimelineIndex, TimelineSearch>();

/**
 * The entries whose span overlaps [from, to], chronologically, one page at a time (limit 1–200).
 * Throws {@link StudyInputError} for a year out of range or from > to.
 */
export function timeline(index: TimelineIndex, q: TimelineQuery): Page<TimelineEntry> {
  let search = searches.get(index);
  if (search === undefined) searches.set(index, (search = new TimelineSearch(index)));
  const { total, positions } = search.matches(q);
  return { data: positions.map((i) => index.entries[i]!), meta: { total, limit: q.limit, offset: q.offset } };
}
