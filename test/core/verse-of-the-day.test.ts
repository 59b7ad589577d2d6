import { describe, expect, it } from "vitest";
import { utcDayNumber, verseOfTheDay } from "../../src/core/verse-of-the-day.ts";

const LIST = ["Gen.1.1", "Ps.23.1", "John.3.16"];

describe("verseOfTheDay", () => {
  it("gives one verse per UTC day, the same at every hour of that day and for every caller", () => {
    const morning = verseOfTheDay(LIST, new Date("2026-11-24T00:00:00Z"));
    const night = verseOfTheDay(LIST, new Date("2026-11-24T23:59:59.999Z"));
    const byString = verseOfTheDay(LIST, "2026-11-24");
    expect(morning).toEqual(night);
    expect(morning).toEqual(byString);
    // 2026-11-24 is day 20,781 since 1970-01-01; 20,781 mod 3 = 0.
    expect(morning).toEqual({ date: "2026-11-24", osis: "Gen.1.1", index: 0 });
    // A caller west of Greenwich at 23:30 local on the 23rd is already on the 24th in UTC.
    expect(verseOfTheDay(LIST, new Date("2026-11-23T23:30:00-02:00"))?.date).toBe("2026-11-24");
  });

  it("walks the list in order, one verse a day, and starts over at its end", () => {
    const days = ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"].map((d) => verseOfTheDay(LIST, d)?.osis);
    expect(days).toEqual(["Gen.1.1", "Ps.23.1", "John.3.16", "Gen.1.1"]);
    expect(verseOfTheDay(LIST, "1970-01-01")?.osis).toBe("Gen.1.1");
    expect(verseOfTheDay(LIST, "1969-12-31")?.osis).toBe("John.3.16");
  });

  it("refuses invalid dates and an empty list", () => {
    expect(verseOfTheDay(LIST, "2026-02-30")).toBeUndefined();
    expect(verseOfTheDay(LIST, "2026-2-3")).toBeUndefined();
    expect(verseOfTheDay(LIST, "today")).toBeUndefined();
    expect(verseOfTheDay(LIST, new Date(Number.NaN))).toBeUndefined();
    expect(verseOfTheDay([], "2026-11-24")).toBeUndefined();
    expect(utcDayNumber("2024-02-29")).toBe(19_782);
  });

  it("reads the years 0000-0099 as written, not as 1900-1999", () => {
    const iso = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    for (const d of ["0001-01-01", "0050-06-01", "0048-02-29", "0099-12-31", "0100-01-01", "0000-02-29", "1600-02-29", "9999-12-31"]) expect(utcDayNumber(d), d).toBe(iso(d));
    expect(verseOfTheDay(LIST, "0050-06-01")?.date).toBe("0050-06-01");
    expect(verseOfTheDay(LIST, "0050-06-01")).toEqual(verseOfTheDay(LIST, new Date("0050-06-01T18:00:00Z")));
    for (const d of ["0050-02-29", "0100-02-29", "1900-02-29", "0050-13-01", "0050-06-31", "0050-00-10"]) expect(utcDayNumber(d), d).toBeUndefined();
  });
});
