import { describe, expect, it } from "vitest";
import { StudyInputError } from "../../src/study/paging.ts";
import { buildTimelineIndex, timeline, TimelineSearch } from "../../src/study/timeline.ts";
import { seededRandom } from "../../src/core/random.ts";
import type { Event } from "../../src/types/event.ts";
import type { Person } from "../../src/types/person.ts";

/** Events get their `sequence` (the data's chronological order) from the order they are made in, unless given. */
let made = 0;
const event = (slug: string, start_year: number | null, duration_days: number | null, start_is_approximate = false, start_date: string | null = null, sequence = ++made): Event =>
  ({ slug, title: slug, start_year, start_date, start_is_approximate, sequence, duration: duration_days === null ? null : `${duration_days}D`, duration_days, notes: null }) as Event;
const person = (slug: string, birth_year: number | null, death_year: number | null): Person =>
  ({ slug, name: slug, birth_year, death_year, birth_year_display: null, death_year_display: null }) as Person;

// Hand-made, astronomical years: 1 BC is 0.
const index = buildTimelineIndex(
  [
    event("temple-built", -1011, 2556.7),
    event("tower", -2245, 1, true),
    event("nativity", -3, 1, false, "-0003-01-01"),
    event("undated", null, null),
    event("pentecost", 30, 1, false, "0030-05-28", 9),
    event("ascension", 30, 1, false, "0030-05-18", 8),
  ],
  [person("david", -1084, -1014), person("no-dates", null, null), person("only-death", null, -500), person("solomon", -1034, -974)],
);

describe("timeline", () => {
  it("sorts by start year, then day, and counts records without a year", () => {
    expect(index.entries.map((e) => e.slug)).toEqual(["tower", "david", "solomon", "temple-built", "only-death", "nativity", "ascension", "pentecost"]);
    expect(index.undated).toEqual({ event: 1, person: 1 });
  });

  it("keeps the entries whose span overlaps the range, edges included", () => {
    const years = (from?: number, to?: number, kind?: "event" | "person") => timeline(index, { from, to, kind, limit: 200, offset: 0 }).data.map((e) => e.slug);
    expect(years(-1014, -1000)).toEqual(["david", "solomon", "temple-built"]);
    expect(years(-1013, -1000)).toEqual(["solomon", "temple-built"]);
    expect(years(-1005, -1005)).toEqual(["solomon", "temple-built"]);
    expect(years(-1004, -1000)).toEqual(["solomon"]);
    expect(years(-1014, -1014, "person")).toEqual(["david", "solomon"]);
    expect(years(-4, 0)).toEqual(["nativity"]);
    expect(years(undefined, -2000)).toEqual(["tower"]);
    expect(years(30)).toEqual(["ascension", "pentecost"]);
  });

  it("carries the data's uncertainty (approximate events say so, people's years are unknown: null) and ends a 7-year event in its 7th year", () => {
    expect(index.entries.find((e) => e.slug === "tower")?.approximate).toBe(true);
    expect(index.entries.find((e) => e.slug === "nativity")?.approximate).toBe(false);
    expect(index.entries.find((e) => e.slug === "david")).toMatchObject({ approximate: null, start_year: -1084, end_year: -1014 });
    expect(index.entries.find((e) => e.slug === "temple-built")).toMatchObject({ start_year: -1011, end_year: -1005, duration: "2556.7D" });
  });

  it("pages, and refuses a bad range", () => {
    const p = timeline(index, { limit: 2, offset: 1 });
    expect(p.data.map((e) => e.slug)).toEqual(["david", "solomon"]);
    expect(p.meta).toEqual({ total: 8, limit: 2, offset: 1 });
    expect(() => timeline(index, { from: 10, to: 0, limit: 10, offset: 0 })).toThrow("from (10) must not be after to (0).");
    expect(() => timeline(index, { from: -20000, limit: 10, offset: 0 })).toThrow(StudyInputError);
    expect(() => timeline(index, { to: 1.5, limit: 10, offset: 0 })).toThrow(StudyInputError);
    expect(() => timeline(index, { limit: 0, offset: 0 })).toThrow(StudyInputError);
  });
});

describe("the order within a year", () => {
  it("follows the events' sequence (the data's chronological order), dated or not, whatever their slugs and lengths; then the people of that year", () => {
    // AD 33 as the data has it: two dated events of May, then events known by their year alone that follow them (Acts 1–7).
    const acts = buildTimelineIndex(
      [
        event("ananias-and-sapphira-lie-to-god", 33, 1, false, null, 15),
        event("stephen-is-stoned", 33, 1, false, null, 22),
        event("the-holy-spirit-comes", 33, 1, false, "0033-05-25", 7),
        event("jesus-ascends-to-heaven", 33, 1, false, "0033-05-15", 5),
        event("the-church-grows", 33, 3650, false, null, 9),
        event("a-long-reign", 33, 365 * 40, false, null, 4),
      ],
      [person("born-that-year", 33, 90), person("also-born", 33, 40)],
    );
    expect(acts.entries.map((e) => e.slug)).toEqual([
      "a-long-reign",
      "jesus-ascends-to-heaven",
      "the-holy-spirit-comes",
      "the-church-grows",
      "ananias-and-sapphira-lie-to-god",
      "stephen-is-stoned",
      "also-born",
      "born-that-year",
    ]);
    expect(timeline(acts, { from: 33, to: 33, kind: "event", limit: 2, offset: 1 }).data.map((e) => e.slug)).toEqual(["jesus-ascends-to-heaven", "the-holy-spirit-comes"]);
  });
});

describe("TimelineSearch", () => {
  it("answers as filtering every entry would, for any range, kind and page, long spans included", () => {
    const random = seededRandom(5);
    const events = Array.from({ length: 150 }, (_, i) => event(`e${i}`, Math.floor(-3000 + random() * 3000), random() < 0.1 ? Math.floor(random() * 365 * 900) : 1 + Math.floor(random() * 30)));
    const people = Array.from({ length: 150 }, (_, i) => {
      const birth = Math.floor(-3000 + random() * 3000);
      return person(`p${i}`, random() < 0.9 ? birth : null, random() < 0.8 ? birth + Math.floor(random() * (random() < 0.1 ? 900 : 90)) : null);
    });
    const big = buildTimelineIndex(events, people);
    const search = new TimelineSearch(big);
    for (let n = 0; n < 300; n++) {
      const from = random() < 0.15 ? undefined : Math.floor(-3200 + random() * 3300);
      const to = random() < 0.15 ? undefined : (from ?? -3200) + Math.floor(random() * 400);
      const kind = random() < 0.5 ? undefined : random() < 0.5 ? "event" : "person";
      const limit = 1 + Math.floor(random() * 30);
      const offset = Math.floor(random() * 40);
      const all = big.entries.filter((e) => (from === undefined || e.end_year >= from) && (to === undefined || e.start_year <= to) && (kind === undefined || e.kind === kind));
      const page = timeline(big, { from, to, kind, limit, offset });
      expect(page, JSON.stringify({ from, to, kind, limit, offset })).toEqual({ data: all.slice(offset, offset + limit), meta: { total: all.length, limit, offset } });
      expect(search.matches({ from, to, kind, limit, offset }).positions.map((i) => big.entries[i])).toEqual(page.data);
    }
  });
});
