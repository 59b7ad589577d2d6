/**
 * The UTC calendar: the day a request falls on and the seconds until it ends. Daily allowances are
 * counted per UTC day.
 *
 * Days are counted with our own arithmetic on the proleptic Gregorian calendar, never with
 * `Date.UTC(year, …)` or `new Date(year, …)`: those read a year from 0 to 99 as 1900–1999, so
 * `0050-06-01` came out as 1950 (and was refused as a day that does not exist).
 */

/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/** Whether `year` (proleptic Gregorian) has a 29 February. */
function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * The day `year`-`month`-`day` of the proleptic Gregorian calendar as days since 1970-01-01
 * (negative before), or undefined when there is no such day (month 13, 30 February, a fraction).
 * Every year counts as written: year 50 is the year 50, not 1950.
 */
export function civilDayNumber(year: number, month: number, day: number): number | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return undefined;
  const length = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  if (day > length) return undefined;
  // Days from civil (H. Hinnant): years start on 1 March, so the leap day ends a year.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day a `YYYY-MM-DD` string names, as days since 1970-01-01; undefined for anything else or a
 * day that does not exist (`2026-02-30`). Years 0000–9999, each as written (`0050-06-01` is in the
 * year 50).
 */
export function parseUtcDay(value: string): number | undefined {
  const m = DAY_SHAPE.exec(value);
  return m === null ? undefined : civilDayNumber(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The UTC calendar day of `now`, as `YYYY-MM-DD`. Daily allowances reset when it changes. */
export function utcDay(now: Date): string {
  return dayAt(now).day;
}

/** Where a request falls in the UTC calendar: its day and the whole seconds until that day ends. */
export interface DayPosition {
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  /** {@link secondsUntilUtcMidnight} of the same instant. */
  readonly resetSeconds: number;
}

/** The last {@link dayAt} answer and the whole second it holds for (both are constant within a second). */
let lastDayAt: { second: number; position: DayPosition } | undefined;

/**
 * The UTC day of `now` and the seconds until it ends, computed once per clock second (a busy server
 * asks for them on every request).
 */
export function dayAt(now: Date): DayPosition {
  const t = now.getTime();
  if (Number.isNaN(t)) throw new RangeError("invalid date");
  const second = Math.floor(t / 1000);
  if (lastDayAt?.second !== second) {
    const next = (Math.floor(t / DAY_MS) + 1) * DAY_MS;
    lastDayAt = { second, position: { day: now.toISOString().slice(0, 10), resetSeconds: Math.max(1, Math.ceil((next - t) / 1000)) } };
  }
  return lastDayAt.position;
}

/** The last day {@link isUtcDay} accepted: the stores check the same day on every request. */
let lastValidDay = "";

/** Whether `value` is a real calendar day written `YYYY-MM-DD` ({@link parseUtcDay}). */
export function isUtcDay(value: unknown): value is string {
  if (value === lastValidDay) return true;
  if (typeof value !== "string" || parseUtcDay(value) === undefined) return false;
  lastValidDay = value;
  return true;
}

/** The day before `day` (`YYYY-MM-DD`). Throws on anything but a real day. */
export function previousUtcDay(day: string): string {
  const n = parseUtcDay(day);
  if (n === undefined) throw new RangeError(`not a day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return utcDay(new Date((n - 1) * DAY_MS));
}

/**
 * Whole seconds from `now` until the next UTC midnight, rounded up and at least 1: the value of
 * `Retry-After` on a 429 (at 23:59:59 UTC it is 1; at 00:00:00 UTC it is 86400).
 */
export function secondsUntilUtcMidnight(now: Date): number {
  return dayAt(now).resetSeconds;
}
