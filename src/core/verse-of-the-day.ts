/**
 * The verse of the day: one verse per UTC day from the curated list
 * (`sources/curated/verse-of-the-day.json`), the same for every caller and every server. Pure; no
 * `node:` imports (it runs at the edge too), no clock read: the caller passes the date.
 */

import { DAY_MS, parseUtcDay } from "./calendar.ts";

/** The verse chosen for one UTC day. */
export interface VerseOfTheDay {
  /** The UTC day, `YYYY-MM-DD`. */
  readonly date: string;
  /** The verse, canonical OSIS. */
  readonly osis: string;
  /** Position of the verse in the curated list (0-based). */
  readonly index: number;
}

/**
 * The UTC day of an instant or of a `YYYY-MM-DD` string, as days since 1970-01-01; undefined for an
 * invalid date (`2026-02-30`, `yesterday`, an invalid `Date`). Years 0000–9999 count as written
 * (`0050-06-01` is in the year 50: see `parseUtcDay`).
 */
export function utcDayNumber(date: Date | string): number | undefined {
  if (typeof date === "string") return parseUtcDay(date);
  const ms = date.getTime();
  return Number.isFinite(ms) ? Math.floor(ms / DAY_MS) : undefined;
}

/**
 * The verse of the UTC day `date` falls on: the list's verses in order, one per day, starting over
 * when the list is used up (day 0, 1970-01-01, is the first verse). Undefined for an invalid date or
 * an empty list.
 */
export function verseOfTheDay(list: readonly string[], date: Date | string): VerseOfTheDay | undefined {
  const day = utcDayNumber(date);
  if (day === undefined || list.length === 0) return undefined;
  const index = ((day % list.length) + list.length) % list.length;
  const osis = list[index];
  if (osis === undefined) return undefined;
  return { date: new Date(day * DAY_MS).toISOString().slice(0, 10), osis, index };
}
