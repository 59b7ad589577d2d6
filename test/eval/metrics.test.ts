/** The evaluation sets: their shape, and several pooled as one run (`--queries a.json,b.json`). */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEvalSet, POOLED_ID_STEP, splitOf } from "../../eval/metrics.ts";

const EVAL = path.join(import.meta.dirname, "../../eval");
const sets = readdirSync(EVAL).filter((f) => /^semantic-.*\.json$/.test(f)).map((f) => path.join(EVAL, f));

describe("evaluation sets", () => {
  it("each has unique ids below the pooling step, a query and at least one expected entity per entry", () => {
    expect(sets.length).toBeGreaterThanOrEqual(8);
    for (const file of sets) {
      const queries = loadEvalSet(file);
      expect(new Set(queries.map((q) => q.id)).size, file).toBe(queries.length);
      for (const q of queries) {
        expect(q.id, file).toBeLessThan(POOLED_ID_STEP);
        expect(q.query.trim().length, `${file} ${q.id}`).toBeGreaterThan(0);
        expect(q.expected.length, `${file} ${q.id}`).toBeGreaterThan(0);
      }
    }
  });

  it("pools several sets with unique ids, each query in its own set's half", () => {
    const [a, b] = [sets[0] as string, sets[1] as string];
    const pooled = loadEvalSet(`${a},${b}`);
    const [first, second] = [loadEvalSet(a), loadEvalSet(b)];
    expect(pooled).toHaveLength(first.length + second.length);
    expect(new Set(pooled.map((q) => q.id)).size).toBe(pooled.length);
    expect(pooled.map(splitOf)).toEqual([...first, ...second].map(splitOf));
    expect(pooled.slice(first.length).map((q) => q.query)).toEqual(second.map((q) => q.query));
  });
});
