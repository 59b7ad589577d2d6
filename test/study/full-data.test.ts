/**
 * The study tools on the full data (built from `../shared/sources`; see test/helpers/study-tables.ts),
 * checked against facts a reader can verify in any Bible, lexicon or atlas.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { StudyTables } from "../../src/study/tree.ts";
import { buildMorphTable } from "../../src/study/morphology.ts";
import { studySchemaRegistry } from "../../src/study/schemas.ts";
import { haveMirror } from "../helpers/full-tree.ts";
import { fullStudyTables } from "../helpers/study-tables.ts";

describe.skipIf(!haveMirror)("study tools on the full data", () => {
  let t: StudyTables;
  beforeAll(async () => {
    t = await fullStudyTables();
  }, 900_000);

  it("decodes every morphology code of every Hebrew, Aramaic and Greek word without an unknown part", () => {
    const { codes, unknown } = buildMorphTable([...t.hebrew_word, ...t.greek_word]);
    expect(unknown).toEqual([]);
    expect(codes.reduce((n, c) => n + c.count, 0)).toBe(306_785 + 137_554);
    expect(new Set(codes.map((c) => c.language))).toEqual(new Set(["hebrew", "aramaic", "greek"]));
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect(byCode.get("HVqp3ms")?.text).toBe("verb, qal perfect, third person masculine singular");
    expect(byCode.get("V- 3AAI-S--")?.text).toBe("verb, aorist active indicative, third person singular");
    const registry = studySchemaRegistry();
    for (const c of codes) expect(registry.check("morph_code.json", c), c.code).toBeUndefined();
  });
});
