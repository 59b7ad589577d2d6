import { describe, expect, it } from "vitest";
import { buildFamilyIndex, FamilyGraph, MAX_DEPTH } from "../../src/study/family.ts";
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
