/**
 * The UTC calendar: the day a request falls on and the seconds until it ends. Daily allowances are
 * counted per UTC day.
 */

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
    const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    lastDayAt = { second, position: { day: now.toISOString().slice(0, 10), resetSeconds: Math.max(1, Math.ceil((next - t) / 1000)) } };
  }
  return lastDayAt.position;
}

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
/** The last day {@link isUtcDay} accepted: the stores check the same day on every request. */
let lastValidDay = "";

/** Whether `value` is a real calendar day written `YYYY-MM-DD`. */
export function isUtcDay(value: unknown): value is string {
  if (value === lastValidDay) return true;
  if (typeof value !== "string" || !DAY_SHAPE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(t) || !new Date(t).toISOString().startsWith(value)) return false;
  lastValidDay = value;
  return true;
}

/** The day before `day` (`YYYY-MM-DD`). Throws on anything but a real day. */
export function previousUtcDay(day: string): string {
  if (!isUtcDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/**
 * Whole seconds from `now` until the next UTC midnight, rounded up and at least 1: the value of
 * `Retry-After` on a 429 (at 23:59:59 UTC it is 1; at 00:00:00 UTC it is 86400).
 */
export function secondsUntilUtcMidnight(now: Date): number {
  return dayAt(now).resetSeconds;
}
