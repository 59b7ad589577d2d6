import { describe, expect, it } from "vitest";
import { buildFamilyIndex, FamilyGraph, MAX_DEPTH, type FamilyIndex } from "../../src/study/family.ts";
import { seededRandom } from "../../src/core/random.ts";
import { StudyInputError } from "../../src/study/paging.ts";
import type { Person } from "../../src/types/person.ts";

const person = (slug: string, gender: "Male" | "Female" | null, links: Partial<Pick<Person, "father" | "mother" | "children" | "partners">> = {}): Person =>
  ({ slug, name: slug[0]?.toUpperCase() + slug.slice(1), gender, father: null, mother: null, children: [], partners: [], ...links }) as Person;

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

  it("refuses a depth outside 1–10", () => {
    expect(() => g.ancestors("david", 0)).toThrow(StudyInputError);
    expect(() => g.descendants("david", 11)).toThrow("depth must be a whole number from 1 to 10, got 11.");
    expect(() => g.ancestors("david", 2.5)).toThrow(StudyInputError);
  });
});

describe("kinship path", () => {
  it("walks Ruth → Obed → Jesse → David with a label per step", () => {
    const p = g.kinshipPath("ruth", "david");
    expect(p?.text).toBe("Ruth, mother of Obed, father of Jesse, father of David");
    expect(p?.steps[0]).toEqual({ from: "ruth", relation: "mother of", to: "obed" });
    expect(p?.people.map((x) => x.slug)).toEqual(["ruth", "obed", "jesse", "david"]);
    expect(g.kinshipPath("david", "ruth")?.text).toBe("David, son of Jesse, son of Obed, son of Ruth");
    expect(g.kinshipPath("mahlon", "boaz")?.text).toBe("Mahlon, husband of Ruth, wife of Boaz");
    expect(g.kinshipPath("loop-grandson", "loop")?.steps[0]?.relation).toBe("parent of");
  });

  it("is null without a path or beyond the step cap, undefined for an unknown slug, the empty path to oneself", () => {
    expect(g.kinshipPath("ruth", "nobody")).toBeNull();
    expect(g.kinshipPath("ruth", "david", 2)).toBeNull();
    expect(g.kinshipPath("ruth", "goliath")).toBeUndefined();
    expect(g.kinshipPath("ruth", "ruth")).toMatchObject({ steps: [], text: "Ruth" });
    expect(() => g.kinshipPath("ruth", "david", 41)).toThrow(StudyInputError);
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

function plainPath(index: FamilyIndex, a: number, b: number, maxSteps: number): string[] | null {
  const came = new Map<number, number>();
  const seen = new Set([a]);
  let frontier = [a];
  for (let step = 0; step < maxSteps && frontier.length > 0 && !seen.has(b); step++) {
    const following: number[] = [];
    for (const i of frontier) {
      for (const j of [...(index.parents[i] ?? []), ...(index.children[i] ?? []), ...(index.partners[i] ?? [])]) {
        if (seen.has(j)) continue;
        seen.add(j);
        came.set(j, i);
        following.push(j);
      }
    }
    frontier = following;
  }
  if (!seen.has(b)) return null;
  const chain = [b];
  for (let n = b; n !== a; chain.push(n)) n = came.get(n)!;
  return chain.reverse().map((i) => index.slugs[i]!);
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
      const records = slugs.map((slug) => person(slug, random() < 0.5 ? "Male" : random() < 0.8 ? "Female" : null, { father: pick(), mother: pick(), children: some(2 / n), partners: some(1 / n) }));
      const index = buildFamilyIndex(records);
      const graph = new FamilyGraph(index);
      for (let q = 0; q < 30; q++) {
        const a = Math.floor(random() * n);
        const b = Math.floor(random() * n);
        const depth = 1 + Math.floor(random() * MAX_DEPTH);
        const steps = 1 + Math.floor(random() * 6);
        const found = graph.kinshipPath(index.slugs[a]!, index.slugs[b]!, steps);
        expect(found === null ? null : found?.people.map((p) => p.slug)).toEqual(plainPath(index, a, b, steps));
        expect(found?.steps.length ?? null).toBe(found === null ? null : (found?.people.length ?? 0) - 1);
        expect(graph.ancestors(index.slugs[a]!, depth)?.map((r) => [r.slug, r.generation, r.via])).toEqual(plainRelatives(index, a, depth, index.parents));
        expect(graph.descendants(index.slugs[b]!, depth)?.map((r) => [r.slug, r.generation, r.via])).toEqual(plainRelatives(index, b, depth, index.children));
      }
    }
  });
});
