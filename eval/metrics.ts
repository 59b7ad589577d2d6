/**
 * Retrieval metrics over the evaluation set (`eval/semantic-queries.json`): a query is answered at
 * the rank of the best-ranked entity it accepts. recall@k is the share of queries answered within
 * the first k results; MRR the mean of 1/rank (0 when not answered within the ranked list).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS } from "../src/contract/collections.ts";
import { INDEX_FILES } from "../src/contract/index-files.ts";
import { routeFile } from "../src/contract/routes.ts";
import { resolveKey, type Catalog } from "../src/runtime/catalog.ts";
import { folderData } from "../src/runtime/data.ts";
import type { QuestionSources } from "../src/runtime/questions.ts";
import type { FamilyIndex } from "../src/study/family.ts";

/** One evaluation query. */
export interface EvalQuery {
  readonly id: number;
  readonly query: string;
  /** How it is phrased (`exact`, `misspelling`, `question`, `kjv` …), for the per-style figures. */
  readonly style?: string;
  readonly expected: readonly { readonly entity_type: string; readonly slug: string }[];
}

/** The evaluation set's halves: odd ids were used to choose the model, even ids were held out. */
export type Split = "all" | "dev" | "test";

/** recall@1, recall@10 and MRR of one run on one split. */
export interface Scores {
  readonly queries: number;
  readonly recallAt1: number;
  readonly recallAt10: number;
  readonly mrr: number;
}

/** The id offset of each further set pooled by {@link loadEvalSet}: even, so a query stays in its half. */
export const POOLED_ID_STEP = 100_000;

/**
 * Reads the evaluation set, or several sets pooled as one (`a.json,b.json`): the queries of the
 * n-th file (from 0) get n × {@link POOLED_ID_STEP} added to their ids, so ids stay unique across
 * sets and every query stays in its own set's half.
 */
export function loadEvalSet(files = path.join(import.meta.dirname, "semantic-queries.json")): EvalQuery[] {
  return files.split(",").flatMap((file, n) => {
    const value = JSON.parse(readFileSync(file.trim(), "utf8")) as { queries: EvalQuery[] };
    for (const q of value.queries) if (q.id >= POOLED_ID_STEP) throw new Error(`${file}: query id ${q.id} is not below ${POOLED_ID_STEP}`);
    return value.queries.map((q) => ({ ...q, id: q.id + n * POOLED_ID_STEP }));
  });
}

/** `entity_type:slug`, the key results and expectations are compared by. */
export const entityKey = (e: { readonly entity_type: string; readonly slug: string }): string => `${e.entity_type}:${e.slug}`;

/** The 1-based rank of the first accepted entity in a ranked list, or 0 when none is there. */
export function answerRank(q: EvalQuery, ranked: readonly string[]): number {
  const accepted = new Set(q.expected.map(entityKey));
  const i = ranked.findIndex((k) => accepted.has(k));
  return i < 0 ? 0 : i + 1;
}

/** Which split a query belongs to. */
export const splitOf = (q: EvalQuery): "dev" | "test" => (q.id % 2 === 1 ? "dev" : "test");

/** Scores of a run (query id → answer rank) on each split. */
export function score(queries: readonly EvalQuery[], ranks: ReadonlyMap<number, number>): Record<Split, Scores> {
  const on = (keep: (q: EvalQuery) => boolean): Scores => {
    const qs = queries.filter(keep);
    const rs = qs.map((q) => ranks.get(q.id) ?? 0);
    const share = (ok: (r: number) => boolean) => (qs.length === 0 ? 0 : rs.filter(ok).length / qs.length);
    return { queries: qs.length, recallAt1: share((r) => r === 1), recallAt10: share((r) => r >= 1 && r <= 10), mrr: qs.length === 0 ? 0 : rs.reduce((a, r) => a + (r > 0 ? 1 / r : 0), 0) / qs.length };
  };
  return { all: on(() => true), dev: on((q) => splitOf(q) === "dev"), test: on((q) => splitOf(q) === "test") };
}

/**
 * One table row: `name | R@1 | R@10 | MRR` for all queries, then the dev and held-out halves; with
 * `devOnly`, the development half alone (for choosing without seeing the held-out half).
 */
export function formatRow(name: string, s: Record<Split, Scores>, devOnly = false): string {
  const f = (x: Scores) => `${x.recallAt1.toFixed(3)} | ${x.recallAt10.toFixed(3)} | ${x.mrr.toFixed(3)}`;
  return devOnly ? `| ${name} | ${f(s.dev)} |` : `| ${name} | ${f(s.all)} | ${f(s.dev)} | ${f(s.test)} |`;
}

/** The table header matching {@link formatRow}. */
export function tableHeader(devOnly = false): string {
  return devOnly
    ? "| run | dev R@1 | dev R@10 | dev MRR |\n|---|---:|---:|---:|"
    : "| run | R@1 | R@10 | MRR | dev R@1 | dev R@10 | dev MRR | held-out R@1 | held-out R@10 | held-out MRR |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
}

/**
 * The queries with each expected slug resolved to the tree's current one (through its aliases, so a
 * renamed slug keeps a query valid); throws, listing them, when an expected entity is not in the tree.
 */
export function resolveExpected(catalog: Catalog, queries: readonly EvalQuery[]): EvalQuery[] {
  const byType = new Map(COLLECTIONS.flatMap((c) => (c.searchType === undefined ? [] : [[c.searchType as string, catalog.collections.get(c.table)] as const])));
  const unknown: string[] = [];
  const out = queries.map((q) => ({
    ...q,
    expected: q.expected.map((e) => {
      const index = byType.get(e.entity_type);
      const slug = index === undefined ? undefined : resolveKey(index, e.slug);
      if (slug === undefined) unknown.push(`${q.id} ${JSON.stringify(q.query)}: ${entityKey(e)}`);
      return { entity_type: e.entity_type, slug: slug ?? e.slug };
    }),
  }));
  if (unknown.length > 0) throw new Error(`the evaluation set names entities this tree does not have:\n${unknown.join("\n")}`);
  return out;
}

/** `style a/b, …`: how many queries of each style were answered first (`ranks`: query id → rank). */
export function styleLine(queries: readonly EvalQuery[], ranks: ReadonlyMap<number, number>, within = 1): string {
  const styles = [...new Set(queries.map((q) => q.style ?? "-"))];
  return styles
    .map((st) => {
      const qs = queries.filter((q) => (q.style ?? "-") === st);
      return `${st} ${qs.filter((q) => { const r = ranks.get(q.id) ?? 0; return r >= 1 && r <= within; }).length}/${qs.length}`;
    })
    .join(", ");
}

/**
 * What `questionAnswers` reads, from a built tree in `dir` (as the API reads it): name search, the
 * family index, and the person and place records.
 */
export async function treeQuestionSources(dir: string, catalog: Catalog): Promise<QuestionSources> {
  const tree = folderData(dir);
  const readJson = async (rel: string): Promise<unknown> => {
    const bytes = await tree.read(rel);
    return bytes === undefined ? undefined : JSON.parse(new TextDecoder().decode(bytes));
  };
  const family = (await readJson(INDEX_FILES.family)) as FamilyIndex | undefined;
  return {
    names: catalog.names,
    family: async () => family,
    person: async (slug) => ((await readJson(routeFile("person", { slug }))) as { data?: { birth_place?: string | null; death_place?: string | null } } | undefined)?.data,
    place: async (slug) => ((await readJson(routeFile("place", { slug }))) as { data?: { people_born?: string[]; people_died?: string[] } } | undefined)?.data,
  };
}
