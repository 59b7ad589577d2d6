import { describe, expect, it } from "vitest";
import { assignSlugs, slugify } from "../../src/core/slug.ts";

describe("slugify", () => {
  it("makes clean URL-safe slugs", () => {
    expect(slugify("Abimelech (King of Gerar)")).toBe("abimelech-king-of-gerar");
    expect(slugify("Beer-lahai-roi")).toBe("beer-lahai-roi");
    expect(slugify("Zoë’s  place!")).toBe("zoes-place");
  });
});

describe("assignSlugs", () => {
  const people = [
    { id: "haran_1", name: "Haran", title: "Haran (brother of Abram)", order: 1 },
    { id: "haran_2", name: "Haran", title: "Haran (son of Caleb)", order: 2 },
    { id: "abraham_58", name: "Abraham", order: 58 },
    { id: "x_3", name: "Mary", order: 3 },
    { id: "x_4", name: "Mary", order: 4 },
  ];

  it("keeps unique names bare and disambiguates homonyms by title, else by number", () => {
    const slugs = assignSlugs(people);
    expect(slugs.get("abraham_58")).toBe("abraham");
    expect(slugs.get("haran_1")).toBe("haran-brother-of-abram");
    expect(slugs.get("haran_2")).toBe("haran-son-of-caleb");
    expect(slugs.get("x_3")).toBe("mary-1");
    expect(slugs.get("x_4")).toBe("mary-2");
  });

  it("is independent of input order and unique", () => {
    const a = assignSlugs(people);
    const b = assignSlugs([...people].reverse());
    expect([...b.entries()].sort()).toEqual([...a.entries()].sort());
    expect(new Set(a.values()).size).toBe(people.length);
  });

  it("never reuses a slug a unique name already took", () => {
    const slugs = assignSlugs([
      { id: "a", name: "Mary 1" },
      { id: "b", name: "Mary", order: 1 },
      { id: "c", name: "Mary", order: 2 },
    ]);
    expect(new Set(slugs.values()).size).toBe(3);
    expect(slugs.get("a")).toBe("mary-1");
    expect(slugs.get("b")).toBe("mary-1-2");
  });
});
