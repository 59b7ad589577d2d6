/**
 * Family trees: ancestors and descendants to a chosen depth, and the shortest kinship path between
 * two people, over the parent, child, sibling and partner links of the person records.
 *
 * {@link buildFamilyIndex} (build time) turns the person records into a compact, serialisable index:
 * people by position, each with the positions of their parents, children, brothers and sisters,
 * half-brothers and half-sisters, and partners. A link is taken from either side (a father's
 * `children` or a child's `father`/`mother`, one sibling's `siblings` or the other's), so a link
 * written on one side only still counts, and links to people not in the table are dropped.
 * {@link FamilyGraph} (runtime) answers queries over it: breadth-first, each person visited once, so
 * cycles in the data (someone listed as their own ancestor) cannot loop, and every query is bounded
 * by the depth or step cap and by the number of people.
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
  /** Positions of the brothers and sisters (the records' `siblings`), in record order; absent from an index built before siblings were linked. */
  readonly siblings?: number[][];
  /** Positions of the half-brothers and half-sisters (`half_siblings`) who are not also listed as full ones, in record order; absent likewise. */
  readonly halfSiblings?: number[][];
}

/** Builds the index from the person records (any order). Pure. */
export function buildFamilyIndex(people: readonly Person[]): FamilyIndex {
  const sorted = [...people].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const at = new Map(sorted.map((p, i) => [p.slug, i]));
  const parents: Set<number>[] = sorted.map(() => new Set());
  const children: Set<number>[] = sorted.map(() => new Set());
  const partners: Set<number>[] = sorted.map(() => new Set());
  const siblings: Set<number>[] = sorted.map(() => new Set());
  const halfSiblings: Set<number>[] = sorted.map(() => new Set());
  const link = (sets: Set<number>[], i: number, slug: string | null) => {
    const j = slug === null ? undefined : at.get(slug);
    if (j !== undefined && j !== i) sets[i]?.add(j);
  };
  sorted.forEach((p, i) => {
    link(parents, i, p.father);
    link(parents, i, p.mother);
    for (const c of p.children) link(children, i, c);
    for (const q of p.partners) link(partners, i, q);
    for (const q of p.siblings) link(siblings, i, q);
    for (const q of p.half_siblings) link(halfSiblings, i, q);
  });
  // Mirror every link so that it holds from both sides.
  sorted.forEach((_, i) => {
    for (const j of parents[i] ?? []) children[j]?.add(i);
    for (const j of children[i] ?? []) parents[j]?.add(i);
    for (const j of partners[i] ?? []) partners[j]?.add(i);
    for (const j of siblings[i] ?? []) siblings[j]?.add(i);
    for (const j of halfSiblings[i] ?? []) halfSiblings[j]?.add(i);
  });
  // Someone listed as both a brother and a half-brother is taken as a brother.
  sorted.forEach((_, i) => {
    for (const j of siblings[i] ?? []) halfSiblings[i]?.delete(j);
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
    siblings: siblings.map((s) => [...s]),
    halfSiblings: halfSiblings.map((s) => [...s]),
  };
}

export type { KinshipPath, KinshipStep, Relative };

/** A link of a kinship path, as seen from the step's subject: the next person is its parent, child, brother or sister, half-brother or half-sister, or partner. */
type Link = "parent" | "child" | "sibling" | "halfSibling" | "partner";

/** The links in the order a kinship search follows them, by their code in {@link Adjacency}. */
const LINKS: readonly Link[] = ["parent", "child", "sibling", "halfSibling", "partner"];

/** What the step's subject is to the next person, by the subject's gender. */
const RELATION: Readonly<Record<Link, Readonly<Record<"M" | "F" | "?", KinshipStep["relation"]>>>> = {
  parent: { M: "son of", F: "daughter of", "?": "child of" },
  child: { M: "father of", F: "mother of", "?": "parent of" },
  sibling: { M: "brother of", F: "sister of", "?": "sibling of" },
  halfSibling: { M: "half-brother of", F: "half-sister of", "?": "half-sibling of" },
  partner: { M: "husband of", F: "wife of", "?": "partner of" },
};

/** The link the next person has back to the step's subject. */
const INVERSE: Readonly<Record<Link, Link>> = { parent: "child", child: "parent", sibling: "sibling", halfSibling: "halfSibling", partner: "partner" };

/**
 * How long a link makes a chain, by its code: 1 for a parent or child, 2 for a brother or sister (a
 * parent's child) and for a husband or wife (the other parent of one's child), so that neither is
 * nearer than those two links would be. Aaron's marriage to Elisheba, sister of Nahshon, is then no
 * shorter a way from Abraham to David than the line through Judah.
 */
const LENGTH: readonly number[] = LINKS.map((l) => (l === "parent" || l === "child" ? 1 : 2));

/** More than the most links, partner links or sibling links a chain within {@link MAX_PATH_STEPS} can have. */
const PLACE = MAX_PATH_STEPS + 1;

/**
 * What a link costs among equally long chains, by its code, as one number: its link counts
 * {@link PLACE}², a partner link {@link PLACE} more, a sibling link 1 more, so that of equally long
 * chains the one with the fewest links wins (Moses is the brother of Aaron rather than a son of Amram,
 * the father of Aaron), then the fewest marriage links, then the fewest sibling links (blood before
 * marriage, parent and child before siblings).
 */
const COST: readonly number[] = LINKS.map((l) => PLACE * PLACE + (l === "partner" ? PLACE : l === "sibling" || l === "halfSibling" ? 1 : 0));

/**
 * Links as flat arrays (compressed sparse rows): the links of person `i` are `targets[starts[i]]` up
 * to `targets[starts[i + 1]]`, with the code of each link's kind (its index in {@link LINKS}) in `edges`.
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
 * queue, and per person reached the step it was reached at, the cost of the best chain to it and the
 * link it was reached by), so a search allocates nothing but its answer.
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
  /** Per person reached by a kinship search, the length of the shortest chain to them ({@link LENGTH}) and the cost ({@link COST}) of the best chain of that length. */
  readonly #length: Int32Array;
  readonly #cost: Int32Array;
  /** A kinship search's people waiting, by the length of their chain modulo 3 (a link adds 1 or 2). */
  readonly #buckets: readonly [Int32Array, Int32Array, Int32Array];

  constructor(index: FamilyIndex) {
    this.index = index;
    this.#at = new Map(index.slugs.map((s, i) => [s, i]));
    const n = index.slugs.length;
    this.#parents = adjacency(n, [index.parents]);
    this.#children = adjacency(n, [index.children]);
    this.#kin = adjacency(n, [index.parents, index.children, index.siblings ?? [], index.halfSiblings ?? [], index.partners]);
    this.#mark = new Uint32Array(n);
    this.#queue = new Int32Array(n);
    this.#prev = new Int32Array(n);
    this.#via = new Uint8Array(n);
    this.#length = new Int32Array(n);
    this.#cost = new Int32Array(n);
    this.#buckets = [new Int32Array(n), new Int32Array(n), new Int32Array(n)];
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
   * The nearest kinship path from one person to another over parent, child, sibling and partner
   * links: the one of least length ({@link LENGTH}: 1 per parent or child link, 2 per sibling or
   * partner link), at most `maxSteps` (1–{@link MAX_PATH_STEPS}); of equally long ones, the one with
   * the fewest links, then the fewest partner links, then the fewest sibling links, then the first
   * found in the order parents (father first), children, brothers and sisters, half-brothers and
   * half-sisters, partners. Null when there is none within the cap, undefined when a slug is unknown.
   */
  kinshipPath(from: string, to: string, maxSteps: number = MAX_PATH_STEPS): KinshipPath | null | undefined {
    checkInteger("max_steps", maxSteps, 1, MAX_PATH_STEPS);
    const a = this.#at.get(from);
    const b = this.#at.get(to);
    if (a === undefined || b === undefined) return undefined;
    const search = this.#begin();
    const mark = this.#mark;
    const cameFrom = this.#prev;
    const via = this.#via;
    const length = this.#length;
    const cost = this.#cost;
    const buckets = this.#buckets;
    const sizes = new Int32Array(3);
    const { starts, targets, edges } = this.#kin;
    mark[a] = search;
    length[a] = 0;
    cost[a] = 0;
    buckets[0][0] = a;
    sizes[0] = 1;
    let waiting = 1;
    // Dijkstra's search over links of length 1 and 2, with a bucket per length: everyone reached by a
    // chain of length d is taken (in the order reached) before anyone of d + 1, so when the bucket of
    // b's length comes, b's chain is the shortest and, of those, the cheapest (each person keeps the
    // cheapest link from people nearer than them).
    for (let d = 0; d <= maxSteps && waiting > 0 && !(mark[b] === search && length[b]! <= d); d++) {
      const bucket = buckets[d % 3]!;
      for (let k = 0; k < sizes[d % 3]!; k++) {
        const i = bucket[k]!;
        if (length[i] !== d) continue;
        const base = cost[i]!;
        for (let e = starts[i]!, last = starts[i + 1]!; e < last; e++) {
          const j = targets[e]!;
          const code = edges[e]!;
          const l = d + LENGTH[code]!;
          const c = base + COST[code]!;
          if (l > maxSteps) continue;
          if (mark[j] !== search || l < length[j]!) {
            mark[j] = search;
            length[j] = l;
            const to = l % 3;
            buckets[to]![sizes[to]!] = j;
            sizes[to] = sizes[to]! + 1;
            waiting++;
          } else if (l > length[j]! || c >= cost[j]!) continue;
          cost[j] = c;
          cameFrom[j] = i;
          via[j] = code;
        }
      }
      waiting -= sizes[d % 3]!;
      sizes[d % 3] = 0;
    }
    if (mark[b] !== search) return null;
    const chain: { node: number; link: Link | null }[] = [];
    for (let n = b; n !== a; n = cameFrom[n]!) chain.push({ node: n, link: LINKS[via[n]!] ?? "partner" });
    chain.push({ node: a, link: null });
    chain.reverse();
    const { slugs, names } = this.index;
    const people: KinshipPath["people"] = [{ slug: slugs[a] ?? "", name: names[a] ?? "" }, ...chain.slice(1).map((c) => ({ slug: slugs[c.node] ?? "", name: names[c.node] ?? "" }))];
    const steps: KinshipStep[] = [];
    const clauses: string[] = [];
    for (let k = 1; k < chain.length; k++) {
      const subject = chain[k - 1]!.node;
      const { node, link } = chain[k]!;
      if (link === null) continue;
      const relation = this.#relation(subject, link);
      steps.push({ from: slugs[subject] ?? "", relation, to: slugs[node] ?? "" });
      clauses.push(`${names[subject] ?? ""} is ${this.#article(subject, link, node)} ${relation} ${names[node] ?? ""}`);
    }
    return { from, to, length: length[b]!, people, steps, text: clauses.length === 0 ? (names[a] ?? "") : clauses.join("; ") };
  }

  /** What `subject` is to the person it is linked to by `link` (`son of`, `sister of` …), by its gender. */
  #relation(subject: number, link: Link): KinshipStep["relation"] {
    return RELATION[link][this.index.genders[subject] ?? "?"];
  }

  /**
   * `the` when `subject` is the only one of its relation to `other` in the data (the father of, the
   * only daughter of, the wife of a man with one), `a` otherwise (a son of Amram, who had two).
   */
  #article(subject: number, link: Link, other: number): "the" | "a" {
    const inverse = INVERSE[link];
    const list = { parent: this.index.parents, child: this.index.children, sibling: this.index.siblings, halfSibling: this.index.halfSiblings, partner: this.index.partners }[inverse]?.[other] ?? [];
    const relation = this.#relation(subject, link);
    let alike = 0;
    for (const r of list) if (this.#relation(r, link) === relation) alike++;
    return alike <= 1 ? "the" : "a";
  }
}
