/**
 * `npm run bench:references`: accuracy and speed of reference resolving (`src/core/references.ts`).
 *
 * 1. Accuracy on the held-out list `eval/reference-queries.json` (never used for tuning): each query's
 *    passages joined by commas, or `error:<code>`, against the expected answer; misses are printed.
 * 2. Speed, in process: `resolveReference` over the held-out queries and the tuned table's kinds of
 *    input, `--rounds` rounds (default 200) after a warm-up; p50/p99/max per call.
 *
 * Prints a JSON summary on stdout.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PROJECT_ROOT } from "../src/paths.ts";
import { resolveReference } from "../src/core/references.ts";

const { values } = parseArgs({ options: { rounds: { type: "string" } } });
const rounds = Number(values.rounds ?? 200);
const set = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "eval/reference-queries.json"), "utf8")) as { queries: { q: string; expected: string }[] };

const answer = async (q: string): Promise<string> => {
  const r = await resolveReference(q);
  return r.ok ? r.passages.map((p) => p.osis).join(",") : `error:${r.problems.map((p) => p.code).join(",")}`;
};

const misses = (await Promise.all(set.queries.map(async (x) => ({ ...x, got: await answer(x.q) })))).filter((x) => x.got !== x.expected);
for (const m of misses) console.error(`miss: ${JSON.stringify(m.q)} → ${m.got} (expected ${m.expected})`);

const queries = [...set.queries.map((x) => x.q), "John 3:16", "Gen 1:1–2:3; Ps 23", "Gen.12.1-Gen.12.9", "jn 3 16-18", "Rev 23:1"];
for (let i = 0; i < 20; i++) for (const q of queries) await resolveReference(q);
const times: number[] = [];
for (let r = 0; r < rounds; r++) {
  for (const q of queries) {
    const t0 = process.hrtime.bigint();
    await resolveReference(q);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => Number((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(4));
console.log(
  JSON.stringify(
    {
      heldOut: { queries: set.queries.length, correct: set.queries.length - misses.length, accuracy: Number(((set.queries.length - misses.length) / set.queries.length).toFixed(3)) },
      perCallMs: { calls: times.length, p50: at(0.5), p99: at(0.99), max: at(1) },
    },
    null,
    2,
  ),
);
