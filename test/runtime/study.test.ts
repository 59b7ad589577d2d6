import { describe, expect, it } from "vitest";
import { jsonPageBytes } from "../../src/runtime/respond.ts";
import { jsonBytes, jsonTexts, serveConcordance, studyIndexes } from "../../src/runtime/study.ts";
import { memoryData } from "../../src/runtime/data.ts";
import { concordancePage, type ConcordanceEntry } from "../../src/study/concordance.ts";
import { INDEX_FILES } from "../../src/contract/index-files.ts";
import { routeFile } from "../../src/contract/routes.ts";

// Hand-made: a number with three verses (one form in two spellings) and a lettered variant.
const entry: ConcordanceEntry = {
  number: "H1254",
  variants: ["H1254a"],
  occurrences: 4,
  verse_count: 3,
  forms: [{ form: "בָּרָא", count: 3 }, { form: "\"quoted\"", count: 1 }],
  verses: [
    { osis_ref: "Gen.1.1", positions: [2], forms: ["בָּרָא"] },
    { osis_ref: "Gen.1.21", positions: [1, 7], forms: ["בָּרָא", "\"quoted\""] },
    { osis_ref: "Gen.1.27", positions: [1], forms: ["בָּרָא"] },
  ],
};
const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe("serveConcordance", () => {
  it("pages to the same bytes as serialising concordancePage", () => {
    const served = serveConcordance("H1254", entry);
    for (const [limit, offset] of [[1, 0], [2, 1], [50, 0], [10, 3], [1, 99]] as const) {
      const body = jsonPageBytes(served.verses.slice(offset, offset + limit), { total: served.verses.length, limit, offset }, served.figures);
      expect(text(body.bytes)).toBe(JSON.stringify(concordancePage("H1254", entry, limit, offset)));
    }
  });
});

describe("jsonTexts", () => {
  it("serialises each record once, whole or open for members to follow", () => {
    let made = 0;
    const records = [{ a: 1 }, { a: 2 }];
    const whole = jsonTexts((i) => (made++, records[i]));
    expect([whole(1), whole(1), whole(0)]).toEqual(['{"a":2}', '{"a":2}', '{"a":1}']);
    expect(made).toBe(2);
    expect(jsonTexts((i) => records[i], true)(0)).toBe('{"a":1');
    const bytes = jsonBytes((i) => (made++, records[i]));
    expect(bytes(0)).toBe(bytes(0));
    expect(text(bytes(1))).toBe('{"a":2}');
    expect(made).toBe(4);
  });
});

describe("studyIndexes().concordance", () => {
  it("reads a number from its first page when that holds every verse, else from its index file, and keeps it", async () => {
    const first = (e: ConcordanceEntry, n: number) => JSON.stringify(concordancePage(e.number, e, n, 0));
    const other = { ...entry, number: "H1", variants: [] };
    const files = new Map<string, string>([
      [routeFile("strongsConcordance", { number: "H1254" }), first(entry, 50)],
      [routeFile("strongsConcordance", { number: "H1" }), first(other, 2)],
      [INDEX_FILES.concordance("H1"), JSON.stringify(other)],
    ]);
    let reads = 0;
    const data = memoryData(files);
    const study = studyIndexes({ read: (rel) => (reads++, data.read(rel)) });
    expect((await study.concordance("H1254"))?.verses).toHaveLength(3);
    expect((await study.concordance("H1"))?.verses.map(text)).toEqual(other.verses.map((v) => JSON.stringify(v)));
    expect(reads).toBe(3);
    await study.concordance("H1");
    expect(reads).toBe(3);
    expect(await study.concordance("H2")).toBeUndefined();
    files.delete(INDEX_FILES.concordance("H1"));
    await expect(studyIndexes(memoryData(files)).concordance("H1")).rejects.toThrow(/no concordance index of H1/);
  });
});
