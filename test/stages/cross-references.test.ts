import { describe, expect, it } from "vitest";
import { buildCrossReferences } from "../../src/stages/cross-references.ts";
import { BuildReport } from "../../src/stages/report.ts";
import type { RawCrossReference } from "../../src/sources/openbible/cross-references.ts";

let nextLine = 2;
const row = (from: string, to: string, votes: number): RawCrossReference => {
  const [toStart = "", toEnd] = to.split("-");
  return { line: nextLine++, from, toStart, toEnd: toEnd ?? null, votes };
};

const build = (rows: RawCrossReference[]) => {
  const report = new BuildReport();
  return { records: buildCrossReferences(rows, report), report: report.toJSON() };
};

describe("buildCrossReferences", () => {
  it("writes canonical OSIS, with to_verse_end null for single verses and for one-verse ranges", () => {
    const { records, report } = build([row("gen.12.1", "ACTS.7.2-acts.7.3", 97), row("Gen.12.1", "Heb.11.8", 48), row("Gen.12.1", "Josh.24.3-Josh.24.3", 0)]);
    expect(records).toEqual([
      { from_verse: "Gen.12.1", to_verse_start: "Acts.7.2", to_verse_end: "Acts.7.3", votes: 97 },
      { from_verse: "Gen.12.1", to_verse_start: "Heb.11.8", to_verse_end: null, votes: 48 },
      { from_verse: "Gen.12.1", to_verse_start: "Josh.24.3", to_verse_end: null, votes: 0 },
    ]);
    expect(report).toEqual({ unresolved: [], skipped: [], corrections: [], anomalies: [], verses_without_words: [], notes: [] });
  });

  it("sorts by from_verse canonically, then votes descending, then to_verse_start canonically, then to_verse_end", () => {
    const { records } = build([
      row("Matt.1.1", "Gen.22.18", 9),
      row("Gen.12.3", "Num.24.9", -1),
      row("Gen.12.3", "Acts.3.25", 64),
      row("Gen.12.3", "Gen.22.18-Gen.22.19", 64),
      row("Gen.12.3", "Gen.22.18", 64),
      row("Gen.12.3", "Gen.22.17-Gen.22.18", 64),
      row("Gen.12.3", "Gal.3.8", 88),
      row("Gen.12.2", "Gen.17.6", 0),
      row("Gen.12.10", "Gen.20.2", 5),
      row("Gen.1.1", "John.1.1-John.1.3", 30),
    ]);
    expect(records.map((r) => `${r.from_verse} ${r.votes} ${r.to_verse_start}${r.to_verse_end === null ? "" : `-${r.to_verse_end}`}`)).toEqual([
      "Gen.1.1 30 John.1.1-John.1.3",
      "Gen.12.2 0 Gen.17.6",
      "Gen.12.3 88 Gal.3.8",
      "Gen.12.3 64 Gen.22.17-Gen.22.18",
      "Gen.12.3 64 Gen.22.18",
      "Gen.12.3 64 Gen.22.18-Gen.22.19",
      "Gen.12.3 64 Acts.3.25",
      "Gen.12.3 -1 Num.24.9",
      "Gen.12.10 5 Gen.20.2",
      "Matt.1.1 9 Gen.22.18",
    ]);
  });

  it("gives the same order whatever the input order", () => {
    const rows = [row("Gen.12.3", "Acts.3.25", 64), row("Gen.12.3", "Gen.22.18", 64), row("Gen.12.1", "Heb.11.8", 48), row("Gen.12.3", "Gal.3.8", 88)];
    expect(build([...rows].reverse()).records).toEqual(build(rows).records);
  });

  it("keeps the first of a repeated (from, to) pair and reports the others", () => {
    const first = row("Gen.12.3", "Gal.3.8", 88);
    const again = row("gen.12.3", "Gal.3.8", 5);
    const sameRange = row("Gen.12.3", "Gal.3.8-Gal.3.8", 1);
    const { records, report } = build([first, again, sameRange, row("Gen.12.3", "Gal.3.8-Gal.3.9", 2)]);
    expect(records.map((r) => [r.to_verse_end, r.votes])).toEqual([
      [null, 88],
      ["Gal.3.9", 2],
    ]);
    expect(report.skipped).toEqual([
      {
        table: "cross_reference",
        reason: "duplicate (from, to) pair; the first row in file order is kept",
        count: 2,
        examples: [`line ${again.line}: gen.12.3 → Gal.3.8 (votes 5)`, `line ${sameRange.line}: Gen.12.3 → Gal.3.8-Gal.3.8 (votes 1)`],
      },
    ]);
  });

  it("maps 3John.1.15 to KJV 3John.1.14 and notes it", () => {
    const { records, report } = build([row("3John.1.15", "John.10.3", 2), row("Acts.11.30", "2John.1.1-3John.1.15", 2)]);
    expect(records).toEqual([
      { from_verse: "Acts.11.30", to_verse_start: "2John.1.1", to_verse_end: "3John.1.14", votes: 2 },
      { from_verse: "3John.1.14", to_verse_start: "John.10.3", to_verse_end: null, votes: 2 },
    ]);
    expect(report.notes).toEqual(["cross_reference: 2 verse reference(s) in English versification mapped to KJV (3John.1.15 → 3John.1.14)"]);
  });

  it("skips and reports rows that are not in the canon or whose range runs backwards", () => {
    const bad = row("Gen.51.1", "Heb.11.8", 1);
    const backwards = row("Gen.12.1", "Heb.11.10-Heb.11.8", 1);
    const { records, report } = build([bad, backwards, row("Gen.12.1", "Heb.11.8", 1)]);
    expect(records).toHaveLength(1);
    expect(report.skipped.map((s) => [s.reason, s.examples])).toEqual([
      ["range ends before it starts", [`line ${backwards.line}: Gen.12.1 → Heb.11.10-Heb.11.8`]],
      ["verse not in the KJV canon", [`line ${bad.line}: Gen.51.1 → Heb.11.8`]],
    ]);
  });
});
