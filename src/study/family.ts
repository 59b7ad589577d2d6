/**
 * Family trees: ancestors and descendants to a chosen depth, and the shortest kinship path between
 * two people, over the parent, child and partner links of the person records.
 *
 * {@link buildFamilyIndex} (build time) turns the person records into a compact, serialisable index:
 * people by position, each with the positions of their parents, children and partners. A link is
 * taken from either side (a father's `children` or a child's `father`/`mother`), so a link written
 * on one side only still counts, and links to people not in the table are dropped. {@link FamilyGraph}
 * (runtime) answers queries over it: breadth-first, each person visited once, so cycles in the data
 * (someone listed as their own ancestor) cannot loop, and every query is bounded by the depth or
 * step cap and by the number of people.
 */
import type { Person } from "../types/person.ts";
import type { KinshipPath, KinshipStep } from "../types/kinship_path.ts";
import type { Relative } from "../types/relative.ts";
import { checkInteger } from "./paging.ts";
import { STUDY_LIMITS } from "../contract/api.ts";

/** The deepest ancestors/descendants query (generations). */
export const MAX_DEPTH = STUDY_LIMITS.depth.max;
/** The longest kinship path looked for (steps). */
export const MAX_PATH_STEPS = STUDY_LIMITS.steps.max;

/** The serialisable index: parallel arrays by person position, people sorted by slug. */
export interface FamilyIndex {
  readonly slugs: string[];
  readonly names: string[];
  /** `M`, `F` or `null` (unknown). */
  readonly genders: ("M" | "F" | null)[];
  /** Positions of the father, then the mother, where known. */
  readonly parents: number[][];
  /** Positions of the children, in record order. */
  readonly children: number[][];
  /** Positions of the partners, in record order. */
  readonly partners: number[][];
}

/** Builds the index from the person records (any order). Pure. */
export function buildFamilyIndex(people: readonly Person[]): FamilyIndex {
  const sorted = [...people].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const at = new Map(sorted.map((p, i) => [p.slug, i]));
  const parents: Set<number>[] = sorted.map(() => new Set());
  const children: Set<number>[] = sorted.map(() => new Set());
  const partners: Set<number>[] = sorted.map(() => new Set());
  const link = (sets: Set<number>[], i: number, slug: string | null) => {
    const j = slug === null ? undefined : at.get(slug);
    if (j !== undefined && j !== i) sets[i]?.add(j);
  };
  sorted.forEach((p, i) => {
    link(parents, i, p.father);
    link(parents, i, p.mother);
    for (const c of p.children) link(children, i, c);
    for (const q of p.partners) link(partners, i, q);
  });
  // Mirror every link so that it holds from both sides.
  sorted.forEach((_, i) => {
    for (const j of parents[i] ?? []) children[j]?.add(i);
    for (const j of children[i] ?? []) parents[j]?.add(i);
    for (const j of partners[i] ?? []) partners[j]?.add(i);
  });
  const genderOf = (g: string | null): "M" | "F" | null => (g === "Male" ? "M" : g === "Female" ? "F" : null);
  const fatherFirst = (i: number, set: Set<number>) => [...set].sort((a, b) => Number(sorted[a]?.gender !== "Male") - Number(sorted[b]?.gender !== "Male") || a - b);
  return {
    slugs: sorted.map((p) => p.slug),
    names: sorted.map((p) => p.name),
    genders: sorted.map((p) => genderOf(p.gender)),
    parents: parents.map((s, i) => fatherFirst(i, s)),
    children: children.map((s) => [...s]),
    partners: partners.map((s) => [...s]),
  };
}

export type { KinshipPath, KinshipStep, Relative };

type Edge = "parent" | "child" | "partner";

/** The edges in the order a kinship search follows them, by their code in {@link Adjacency}. */
const EDGES: readonly Edge[] = ["parent", "child", "partner"];

const RELATION: Readonly<Record<Edge, Readonly<Record<"M" | "F" | "?", KinshipStep["relation"]>>>> = {
  // The step's subject is the parent of the next person …
  child: { M: "father of", F: "mother of", "?": "parent of" },
  // … its child …
  parent: { M: "son of", F: "daughter of", "?": "child of" },
  // … or its partner.
  partner: { M: "husband of", F: "wife of", "?": "partner of" },
};

/**
 * Links as flat arrays (compressed sparse rows): the links of person `i` are `targets[starts[i]]` up
 * to `targets[starts[i + 1]]`, with the code of each link's kind (its index in {@link EDGES}) in `edges`.
 */
interface Adjacency {
  readonly starts: Int32Array;
  readonly targets: Int32Array;
  readonly edges: Uint8Array;
}

/** The links of `lists` (one list of lists per kind, by person) as an {@link Adjacency}, kinds in the order given. */
function adjacency(count: number, lists: readonly (readonly (readonly number[] | undefined)[])[]): Adjacency {
  const starts = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) starts[i + 1] = (starts[i] ?? 0) + lists.reduce((n, l) => n + (l[i]?.length ?? 0), 0);
  const targets = new Int32Array(starts[count] ?? 0);
  const edges = new Uint8Array(targets.length);
  for (let i = 0, at = 0; i < count; i++) {
    lists.forEach((l, kind) => {
      for (const j of l[i] ?? []) {
        targets[at] = j;
        edges[at++] = kind;
      }
    });
  }
  return { starts, targets, edges };
}

/**
 * Queries over a {@link FamilyIndex}. The searches run over flat typed arrays built once (the links
 * per kind and all kinds together, a visit mark per person stamped with the search's number, the
 * queue, and the link each person was reached by), so a search allocates nothing but its answer.
 */
export class FamilyGraph {
  readonly index: FamilyIndex;
  readonly #at: ReadonlyMap<string, number>;
  readonly #parents: Adjacency;
  readonly #children: Adjacency;
  readonly #kin: Adjacency;
  /** Per person, the number of the last search that reached them. */
  readonly #mark: Uint32Array;
  #search = 0;
  readonly #queue: Int32Array;
  /** Per person reached, who they were reached from and by which kind of link (code). */
  readonly #prev: Int32Array;
  readonly #via: Uint8Array;

  constructor(index: FamilyIndex) {
    this.index = index;
    this.#at = new Map(index.slugs.map((s, i) => [s, i]));
    const n = index.slugs.length;
    this.#parents = adjacency(n, [index.parents]);
    this.#children = adjacency(n, [index.children]);
    this.#kin = adjacency(n, [index.parents, index.children, index.partners]);
    this.#mark = new Uint32Array(n);
    this.#queue = new Int32Array(n);
    this.#prev = new Int32Array(n);
    this.#via = new Uint8Array(n);
  }

  /** Whether a person with this slug is in the graph. */
  has(slug: string): boolean {
    return this.#at.has(slug);
  }

  /** Starts a search: a number no person is marked with yet. */
  #begin(): number {
    if (this.#search === 0xffffffff) {
      this.#mark.fill(0);
      this.#search = 0;
    }
    return ++this.#search;
  }

  #relatives(slug: string, depth: number, next: Adjacency): Relative[] | undefined {
    checkInteger("depth", depth, 1, MAX_DEPTH);
    const start = this.#at.get(slug);
    if (start === undefined) return undefined;
    const search = this.#begin();
    const mark = this.#mark;
    const queue = this.#queue;
    const { starts, targets } = next;
    const { slugs, names } = this.index;
    mark[start] = search;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    const out: Relative[] = [];
    for (let generation = 1; generation <= depth && head < tail; generation++) {
      for (const end = tail; head < end; head++) {
        const i = queue[head]!;
        for (let e = starts[i]!, last = starts[i + 1]!; e < last; e++) {
          const j = targets[e]!;
          if (mark[j] === search) continue;
          mark[j] = search;
          queue[tail++] = j;
          out.push({ slug: slugs[j] ?? "", name: names[j] ?? "", generation, via: slugs[i] ?? "" });
        }
      }
    }
    return out;
  }

  /**
   * Ancestors up to `depth` generations (1–{@link MAX_DEPTH}), nearest first; each person once, at the
   * nearest generation they are reached. Undefined for an unknown slug.
   */
  ancestors(slug: string, depth: number): Relative[] | undefined {
    return this.#relatives(slug, depth, this.#parents);
  }

  /** Descendants up to `depth` generations (1–{@link MAX_DEPTH}), as {@link ancestors}. */
  descendants(slug: string, depth: number): Relative[] | undefined {
    return this.#relatives(slug, depth, this.#children);
  }

  /**
   * The shortest kinship path from one person to another over parent, child and partner links (at
   * most `maxSteps`, 1–{@link MAX_PATH_STEPS}); among equally short paths the one found first in
   * the order parents, children, partners. Null when there is none within the cap, undefined when a
   * slug is unknown.
   */
  kinshipPath(from: string, to: string, maxSteps: number = MAX_PATH_STEPS): KinshipPath | null | undefined {
    checkInteger("max_steps", maxSteps, 1, MAX_PATH_STEPS);
    const a = this.#at.get(from);
    const b = this.#at.get(to);
    if (a === undefined || b === undefined) return undefined;
    const search = this.#begin();
    const mark = this.#mark;
    const queue = this.#queue;
    const cameFrom = this.#prev;
    const via = this.#via;
    const { starts, targets, edges } = this.#kin;
    mark[a] = search;
    queue[0] = a;
    let head = 0;
    let tail = 1;
    // Breadth-first, one step (a whole layer) at a time; b's link is fixed when b is first reached.
    let found = a === b;
    for (let step = 0; step < maxSteps && head < tail && !found; step++) {
      for (const end = tail; head < end && !found; head++) {
        const i = queue[head]!;
        for (let e = starts[i]!, last = starts[i + 1]!; e < last; e++) {
          const j = targets[e]!;
          if (mark[j] === search) continue;
          mark[j] = search;
          cameFrom[j] = i;
          via[j] = edges[e]!;
          queue[tail++] = j;
          if (j === b) {
            found = true;
            break;
          }
        }
      }
    }
    if (!found) return null;
    const chain: { node: number; edge: Edge | null }[] = [];
    for (let n = b; n !== a; n = cameFrom[n]!) chain.push({ node: n, edge: EDGES[via[n]!] ?? "partner" });
    chain.push({ node: a, edge: null });
    chain.reverse();
    const person = (i: number) => ({ slug: this.index.slugs[i] ?? "", name: this.index.names[i] ?? "" });
    const steps: KinshipStep[] = [];
    for (let k = 1; k < chain.length; k++) {
      const prev = chain[k - 1]?.node ?? a;
      const cur = chain[k];
      if (cur === undefined || cur.edge === null) continue;
      steps.push({ from: person(prev).slug, relation: RELATION[cur.edge][this.index.genders[prev] ?? "?"], to: person(cur.node).slug });
    }
    const [first, ...rest] = chain.map((c) => person(c.node));
    const people: KinshipPath["people"] = [first ?? person(a), ...rest];
    const text = [people[0]?.name ?? "", ...steps.map((s, k) => `${s.relation} ${people[k + 1]?.name ?? ""}`)].join(", ");
    return { from, to, people, steps, text };
  }
}
