import { describe, expect, it } from "vitest";
import { buildFamilyIndex, FamilyGraph, MAX_DEPTH, MAX_PATH_STEPS, type FamilyIndex, type KinshipPath } from "../../src/study/family.ts";
import { seededRandom } from "../../src/core/random.ts";
import { StudyInputError } from "../../src/study/paging.ts";
import type { Person } from "../../src/types/person.ts";

const person = (slug: string, gender: "Male" | "Female" | null, links: Partial<Pick<Person, "father" | "mother" | "children" | "partners" | "siblings" | "half_siblings">> = {}): Person =>
  ({ slug, name: slug[0]?.toUpperCase() + slug.slice(1), gender, father: null, mother: null, children: [], partners: [], siblings: [], half_siblings: [], ...links }) as Person;

// Hand-made: Salmon → Boaz (+ Ruth) → Obed → Jesse → David; Mahlon was Ruth's first husband;
// "loop" names its own grandson as its father (a cycle), "nobody" has no links; Jesse's record
// does not list David (the link is only on David's side).
const people = [
  person("salmon", "Male", { children: ["boaz"] }),
  person("boaz", "Male", { father: "salmon", children: ["obed"], partners: ["ruth"] }),
  person("ruth", "Female", { children: ["obed"], partners: ["boaz", "mahlon"] }),
  person("mahlon", "Male"),
  person("obed", "Male", { father: "boaz", mother: "ruth", children: ["jesse"] }),
  person("jesse", "Male", { father: "obed" }),
  person("david", "Male", { father: "jesse", partners: ["missing-person"] }),
  person("loop", "Male", { father: "loop-grandson", children: ["loop-son"] }),
  person("loop-son", "Male", { father: "loop", children: ["loop-grandson"] }),
  person("loop-grandson", null, { father: "loop-son" }),
  person("nobody", "Female"),
  // Amram and Jochebed's children, brothers and sister to one another, the siblings listed on Moses's
  // record only; Isaac and Ishmael, half-brothers (listed on Isaac's).
  person("amram", "Male", { partners: ["jochebed"], children: ["aaron", "moses", "miriam"] }),
  person("jochebed", "Female", { children: ["aaron", "moses", "miriam"] }),
  person("moses", "Male", { siblings: ["aaron", "miriam"] }),
  person("aaron", "Male"),
  person("miriam", "Female"),
  person("abraham", "Male", { children: ["ishmael", "isaac"] }),
  person("isaac", "Male", { half_siblings: ["ishmael"] }),
  person("ishmael", "Male"),
  // Two chains of three links from "root" to "heir": root's son "wed" married "bride", heir's mother
  // (listed first, so a plain search finds that chain first), and root's son "line" is heir's grandfather.
  person("root", "Male", { children: ["wed", "line"] }),
  person("wed", "Male", { partners: ["bride"] }),
  person("bride", "Female", { children: ["heir"] }),
  person("line", "Male", { children: ["link"] }),
  person("link", "Male", { children: ["heir"] }),
  person("heir", "Male"),
];
const g = new FamilyGraph(buildFamilyIndex(people));

describe("ancestors and descendants", () => {
  it("finds David's ancestors by generation, through links written on either side", () => {
    expect(g.ancestors("david", 4)?.map((r) => [r.slug, r.generation, r.via])).toEqual([
      ["jesse", 1, "david"], ["obed", 2, "jesse"], ["boaz", 3, "obed"], ["ruth", 3, "obed"], ["salmon", 4, "boaz"],
    ]);
    expect(g.ancestors("david", 2)?.map((r) => r.slug)).toEqual(["jesse", "obed"]);
    expect(g.descendants("salmon", MAX_DEPTH)?.map((r) => r.slug)).toEqual(["boaz", "obed", "jesse", "david"]);
  });

  it("stops at a cycle, visits each person once, and answers an unknown slug with undefined", () => {
    expect(g.ancestors("loop", MAX_DEPTH)?.map((r) => r.slug)).toEqual(["loop-grandson", "loop-son"]);
    expect(g.descendants("loop", MAX_DEPTH)?.map((r) => r.slug)).toEqual(["loop-son", "loop-grandson"]);
    expect(g.ancestors("nobody", 3)).toEqual([]);
    expect(g.ancestors("goliath", 3)).toBeUndefined();
  });

  it("refuses a depth outside 1–100", () => {
    expect(MAX_DEPTH).toBe(100);
    expect(() => g.ancestors("david", 0)).toThrow(StudyInputError);
    expect(() => g.descendants("david", 101)).toThrow("depth must be a whole number from 1 to 100, got 101.");
    expect(() => g.ancestors("david", 2.5)).toThrow(StudyInputError);
  });
});

describe("kinship path", () => {
  it("walks Ruth → Obed → Jesse → David with a label per step, one clause per step naming both people", () => {
    const p = g.kinshipPath("ruth", "david");
    expect(p?.text).toBe("Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David");
    expect(p?.steps[0]).toEqual({ from: "ruth", relation: "mother of", to: "obed" });
    expect(p?.people.map((x) => x.slug)).toEqual(["ruth", "obed", "jesse", "david"]);
    expect(g.kinshipPath("david", "ruth")?.text).toBe("David is the son of Jesse; Jesse is the son of Obed; Obed is the son of Ruth");
    // Ruth had two husbands, Boaz one wife.
    expect(g.kinshipPath("mahlon", "boaz")?.text).toBe("Mahlon is a husband of Ruth; Ruth is the wife of Boaz");
    expect(g.kinshipPath("loop-grandson", "loop")?.steps[0]?.relation).toBe("parent of");
  });

  it("takes a brother or sister as one step, from either side of the listing, and says whose", () => {
    expect(g.kinshipPath("moses", "aaron")).toMatchObject({ steps: [{ from: "moses", relation: "brother of", to: "aaron" }], text: "Moses is the brother of Aaron" });
    expect(g.kinshipPath("aaron", "moses")?.text).toBe("Aaron is the brother of Moses");
    expect(g.kinshipPath("miriam", "moses")?.text).toBe("Miriam is the sister of Moses");
    expect(g.kinshipPath("isaac", "ishmael")?.text).toBe("Isaac is the half-brother of Ishmael");
    expect(g.kinshipPath("ishmael", "isaac")?.steps).toEqual([{ from: "ishmael", relation: "half-brother of", to: "isaac" }]);
    // Amram had two sons and one daughter.
    expect(g.kinshipPath("aaron", "jochebed")?.text).toBe("Aaron is a son of Jochebed");
    expect(g.kinshipPath("miriam", "amram")?.text).toBe("Miriam is the daughter of Amram");
  });

  it("takes the nearest chain, a sibling or marriage link counting two; of equally near ones, the fewest links, marriages, then siblings", () => {
    expect(g.kinshipPath("root", "heir")).toMatchObject({ length: 3, text: "Root is the father of Line; Line is the father of Link; Link is the father of Heir" });
    expect(g.kinshipPath("moses", "aaron")?.length).toBe(2);
    expect(g.kinshipPath("heir", "root")?.people.map((p) => p.slug)).toEqual(["heir", "link", "line", "root"]);
    // Aaron and Miriam are not listed as siblings of each other: through their father, not through two sibling links by Moses.
    expect(g.kinshipPath("aaron", "miriam")?.text).toBe("Aaron is a son of Amram; Amram is the father of Miriam");
    expect(g.kinshipPath("amram", "jochebed")?.text, "a marriage is one link when it is the shortest").toBe("Amram is the husband of Jochebed");
  });

  it("is null without a path or beyond the step cap, undefined for an unknown slug, the empty path to oneself", () => {
    expect(MAX_PATH_STEPS).toBe(100);
    expect(g.kinshipPath("ruth", "nobody")).toBeNull();
    expect(g.kinshipPath("ruth", "david", 2)).toBeNull();
    expect(g.kinshipPath("amram", "jochebed", 1), "a marriage is 2 long").toBeNull();
    expect(g.kinshipPath("ruth", "goliath")).toBeUndefined();
    expect(g.kinshipPath("ruth", "ruth")).toMatchObject({ length: 0, steps: [], text: "Ruth" });
    expect(() => g.kinshipPath("ruth", "david", 101)).toThrow(StudyInputError);
  });

  it("reads an index built before siblings were linked (no sibling lists) as one without siblings", () => {
    const { siblings: _siblings, halfSiblings: _half, ...older } = buildFamilyIndex(people);
    const graph = new FamilyGraph(older);
    expect(graph.kinshipPath("moses", "aaron")?.text).toBe("Moses is a son of Amram; Amram is the father of Aaron");
  });

  it("keeps the index serialisable", () => {
    const index = buildFamilyIndex(people);
    expect(new FamilyGraph(JSON.parse(JSON.stringify(index))).kinshipPath("ruth", "david")?.text).toBe(g.kinshipPath("ruth", "david")?.text);
    expect(index.partners[index.slugs.indexOf("mahlon")]).toEqual([index.slugs.indexOf("ruth")]);
  });
});

/**
 * The searches as plainly as they can be written (sets, maps, lists of lists): the typed-array
 * searches of FamilyGraph must answer exactly as these do.
 */
function plainRelatives(index: FamilyIndex, start: number, depth: number, next: number[][]): [string, number, string][] {
  const seen = new Set([start]);
  const out: [string, number, string][] = [];
  let frontier = [start];
  for (let generation = 1; generation <= depth && frontier.length > 0; generation++) {
    const following: number[] = [];
    for (const i of frontier) {
      for (const j of next[i] ?? []) {
        if (seen.has(j)) continue;
        seen.add(j);
        following.push(j);
        out.push([index.slugs[j]!, generation, index.slugs[i]!]);
      }
    }
    frontier = following;
  }
  return out;
}

/** The links of each person by kind, in the order a kinship search follows them. */
const KINDS = (index: FamilyIndex): number[][][] => [index.parents, index.children, index.siblings ?? [], index.halfSiblings ?? [], index.partners];

/** A chain's [length (1 per parent or child link, 2 per sibling or partner link), links, partner links, sibling links]; the best is the least, in that order. */
type Measure = [number, number, number, number];
const MEASURE: readonly Measure[] = [[1, 1, 0, 0], [1, 1, 0, 0], [2, 1, 0, 1], [2, 1, 0, 1], [2, 1, 1, 0]];
const less = (x: Measure, y: Measure): boolean => {
  const k = x.findIndex((v, i) => v !== y[i]);
  return k !== -1 && x[k]! < y[k]!;
};

/** The best measure of any chain from a to b no longer than `cap`, by trying every chain (people not repeated); null when there is none. */
function bestChain(index: FamilyIndex, a: number, b: number, cap: number): Measure | null {
  let best: Measure | null = null;
  const walk = (i: number, m: Measure, seen: Set<number>): void => {
    if (i === b) {
      if (best === null || less(m, best)) best = m;
      return;
    }
    KINDS(index).forEach((lists, kind) => {
      for (const j of lists[i] ?? []) {
        const next = m.map((v, x) => v + MEASURE[kind]![x]!) as Measure;
        if (next[0] <= cap && !seen.has(j)) walk(j, next, new Set([...seen, j]));
      }
    });
  };
  walk(a, [0, 0, 0, 0], new Set([a]));
  return best;
}

/** The measure of a path as the search gave it, checking that each step is a link of the kind its relation names. */
function measureOf(index: FamilyIndex, path: KinshipPath): Measure {
  const at = (slug: string) => index.slugs.indexOf(slug);
  const kindOf: Record<string, number> = { "son of": 0, "daughter of": 0, "child of": 0, "father of": 1, "mother of": 1, "parent of": 1, "brother of": 2, "sister of": 2, "sibling of": 2, "half-brother of": 3, "half-sister of": 3, "half-sibling of": 3, "husband of": 4, "wife of": 4, "partner of": 4 };
  const m: Measure = [0, 0, 0, 0];
  for (const step of path.steps) {
    const kind = kindOf[step.relation]!;
    expect(KINDS(index)[kind]![at(step.from)], `${step.from} ${step.relation} ${step.to}`).toContain(at(step.to));
    for (let x = 0; x < m.length; x++) m[x] = m[x]! + MEASURE[kind]![x]!;
  }
  return m;
}

describe("the searches over random families", () => {
  it("answer as plain breadth-first searches do, search after search on one graph", () => {
    const random = seededRandom(7);
    for (let family = 0; family < 20; family++) {
      const n = 5 + Math.floor(random() * 40);
      const slugs = Array.from({ length: n }, (_, i) => `p${String(i).padStart(2, "0")}`);
      const some = (p: number): string[] => slugs.filter(() => random() < p);
      const pick = (): string | null => (random() < 0.6 ? slugs[Math.floor(random() * n)]! : null);
      // Any links at all: cycles, people their own relatives, links on one side only.
      const records = slugs.map((slug) =>
        person(slug, random() < 0.5 ? "Male" : random() < 0.8 ? "Female" : null, { father: pick(), mother: pick(), children: some(2 / n), partners: some(1 / n), siblings: some(1 / n), half_siblings: some(0.5 / n) }),
      );
      const index = buildFamilyIndex(records);
      const graph = new FamilyGraph(index);
      for (let q = 0; q < 30; q++) {
        const a = Math.floor(random() * n);
        const b = Math.floor(random() * n);
        const depth = 1 + Math.floor(random() * MAX_DEPTH);
        const steps = 1 + Math.floor(random() * 6);
        const found = graph.kinshipPath(index.slugs[a]!, index.slugs[b]!, steps);
        const best = bestChain(index, a, b, steps);
        expect(found === null, `${index.slugs[a]} → ${index.slugs[b]} within ${steps}`).toBe(best === null);
        if (found) {
          expect(found.people.map((p) => p.slug)).toEqual([index.slugs[a], ...found.steps.map((s) => s.to)]);
          expect(measureOf(index, found), "no chain is shorter, or as short with fewer links, marriages or siblings").toEqual(best);
          expect(found.length).toBe(best?.[0]);
        }
        expect(graph.ancestors(index.slugs[a]!, depth)?.map((r) => [r.slug, r.generation, r.via])).toEqual(plainRelatives(index, a, depth, index.parents));
        expect(graph.descendants(index.slugs[b]!, depth)?.map((r) => [r.slug, r.generation, r.via])).toEqual(plainRelatives(index, b, depth, index.children));
      }
    }
  });
});
