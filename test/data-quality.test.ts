/**
 * Data a scholar can trust, checked on the full data (CI runs it whenever the upstream mirror is
 * there): every Strong's number agrees with the entry it points to or is in the reviewed correction
 * table, every verse with upstream words has its word file, and every contradiction the build found is
 * listed in `build-report.json`. A new disagreement fails here until it is reviewed: corrected in
 * `sources/corrections/`, or accepted as an anomaly below.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { fullTree, haveMirror } from "./helpers/full-tree.ts";

interface Report {
  unresolved: { table: string; field: string; count: number; examples: string[] }[];
  corrections: { table: string; field: string; reason: string; count: number; changes: { from: string; to: string; count: number }[] }[];
  anomalies: { check: string; table: string; count: number; cases: string[] }[];
  notes: string[];
}

describe.skipIf(!haveMirror)("data quality on the full data", () => {
  const ctx = { dir: "", report: undefined as unknown as Report };
  const read = async (file: string): Promise<any> => JSON.parse(await readFile(path.join(ctx.dir, file), "utf8"));
  const anomalies = (check: string): string[] => ctx.report.anomalies.filter((a) => a.check === check).flatMap((a) => a.cases);

  beforeAll(async () => {
    ctx.dir = await fullTree();
    ctx.report = JSON.parse(await readFile(path.join(ctx.dir, "build-report.json"), "utf8")) as Report;
  }, 900_000);

  describe("Greek Strong's numbers", () => {
    it("every lemma's number agrees with its Strong's/Dodson headword or is in the reviewed table", () => {
      expect(anomalies("strongs-lemma-disagrees")).toEqual([]);
      expect(anomalies("stale-correction")).toEqual([]);
      expect(ctx.report.notes.filter((n) => n.includes("name a lemma no word of this build has"))).toEqual([]);
    });

    it("corrects the 213 words of the six wrong numbers and fills numbers a lexicon gives", () => {
      const wrong = ctx.report.corrections.find((c) => c.table === "greek_word" && c.reason.startsWith("wrong number"));
      expect(wrong?.count).toBe(213);
      expect(wrong?.changes).toEqual(
        expect.arrayContaining([
          { from: "G182 (ἁμαρτία)", to: "G266", count: 172 },
          { from: "G40 (ἀγνοέω)", to: "G50", count: 22 },
          { from: "G484 (ἀρχαῖος)", to: "G744", count: 11 },
        ]),
      );
      const missing = ctx.report.unresolved.find((u) => u.table === "greek_word" && u.field === "strongsNumber");
      expect(missing?.count ?? 0).toBeLessThanOrEqual(133);
    });

    it("Romans reads sin as sin", async () => {
      const words = (await read("v1/greek/Rom.3.9.json")).data as { lemma: string; strongsNumber: string; upstreamStrongsNumber: string }[];
      const sin = words.find((w) => w.lemma === "ἁμαρτία");
      expect(sin).toMatchObject({ strongsNumber: "G266", upstreamStrongsNumber: "G182" });
      expect((await read("v1/strongs/G266.json")).data.lemma).toBe("ἁμαρτία");
    });
  });

  describe("Greek text", () => {
    it("has no apparatus signs in text; 8,699 words keep them in apparatus", () => {
      expect(ctx.report.notes).toContain("greek_word: 8699 word(s) carry SBLGNT apparatus signs (⸀ ⸁ ⸂ ⸃ ⸄ ⸅); text has them removed, apparatus keeps them");
    });

    it("prints 1 Cor 1:13 without signs", async () => {
      const words = (await read("v1/greek/1Cor.1.13.json")).data as { text: string; apparatus: string | null }[];
      expect(words.some((w) => /[\u2E00-\u2E05]/u.test(w.text))).toBe(false);
      expect(words.some((w) => w.apparatus !== null)).toBe(true);
    });
  });
});
