import { describe, expect, it } from "vitest";
import { dayAt, isUtcDay, previousUtcDay, secondsUntilUtcMidnight, utcDay } from "../../src/core/calendar.ts";

describe("UTC day", () => {
  it("is the UTC calendar day, whatever the local offset", () => {
    expect(utcDay(new Date("2025-03-01T00:00:00.000Z"))).toBe("2025-03-01");
    expect(utcDay(new Date("2025-02-28T23:59:59.999Z"))).toBe("2025-02-28");
    expect(utcDay(new Date("2025-03-01T01:30:00+02:00"))).toBe("2025-02-28");
    expect(utcDay(new Date("2024-12-31T23:00:00-05:00"))).toBe("2025-01-01");
    expect(() => utcDay(new Date("nonsense"))).toThrow(RangeError);
  });

  it("knows the previous day across months, years and leap days", () => {
    expect(previousUtcDay("2025-03-01")).toBe("2025-02-28");
    expect(previousUtcDay("2024-03-01")).toBe("2024-02-29");
    expect(previousUtcDay("2025-01-01")).toBe("2024-12-31");
    expect(() => previousUtcDay("2025-02-30")).toThrow(RangeError);
    expect(isUtcDay("2024-02-29")).toBe(true);
    expect(isUtcDay("2025-02-29")).toBe(false);
    expect(isUtcDay("2025-1-01")).toBe(false);
  });

  it("counts the years 0000-0099 as written", () => {
    expect(previousUtcDay("0050-03-01")).toBe("0050-02-28");
    expect(previousUtcDay("0048-03-01")).toBe("0048-02-29");
    expect(previousUtcDay("0001-01-01")).toBe("0000-12-31");
    expect(isUtcDay("0048-02-29")).toBe(true);
    expect(isUtcDay("0050-02-29")).toBe(false);
    expect(secondsUntilUtcMidnight(new Date("0050-06-01T12:00:00.000Z"))).toBe(43200);
    expect(dayAt(new Date("0099-12-31T23:00:00.000Z"))).toEqual({ day: "0099-12-31", resetSeconds: 3600 });
  });

  it("gives Retry-After as whole seconds to the next UTC midnight, at least 1", () => {
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T23:59:59.000Z"))).toBe(1);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T23:59:59.999Z"))).toBe(1);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T23:59:58.500Z"))).toBe(2);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T00:00:00.000Z"))).toBe(86400);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T00:00:00.001Z"))).toBe(86400);
    expect(secondsUntilUtcMidnight(new Date("2025-03-01T12:00:00.000Z"))).toBe(43200);
    expect(secondsUntilUtcMidnight(new Date("2024-12-31T23:00:00.000Z"))).toBe(3600);
    expect(secondsUntilUtcMidnight(new Date("2024-02-28T23:59:30.000Z"))).toBe(30);
  });
});

describe("dayAt (computed once per clock second)", () => {
  /** The day and Retry-After computed from scratch. */
  const reference = (t: number): { day: string; resetSeconds: number } => {
    const d = new Date(t);
    return { day: d.toISOString().slice(0, 10), resetSeconds: Math.max(1, Math.ceil((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - t) / 1000)) };
  };

  it("equals the direct computation at every instant, in any order of calls", () => {
    const midnight = Date.parse("2025-03-01T00:00:00.000Z");
    const times = [0, -1, 1, -999, -1000, -1001, 999, 1000, -1, 0, -86_400_000, 86_399_999, -1, -500, 500].map((d) => midnight + d);
    for (const t of [...times, ...times.reverse()]) expect(dayAt(new Date(t)), new Date(t).toISOString()).toEqual(reference(t));
  });

  it("agrees with utcDay and secondsUntilUtcMidnight, and rejects an invalid date", () => {
    const at = new Date("2024-02-29T23:59:59.250Z");
    expect(dayAt(at)).toEqual({ day: utcDay(at), resetSeconds: secondsUntilUtcMidnight(at) });
    expect(dayAt(at)).toEqual({ day: "2024-02-29", resetSeconds: 1 });
    expect(() => dayAt(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("isUtcDay remembers the last good day without accepting anything else", () => {
    expect(isUtcDay("2024-02-29")).toBe(true);
    expect(isUtcDay("2024-02-29")).toBe(true);
    expect(isUtcDay("2025-02-29")).toBe(false);
    expect(isUtcDay("2024-02-29 ")).toBe(false);
    expect(isUtcDay(20240229)).toBe(false);
  });
});
