import { describe, expect, it } from "vitest";
import { addUnclaimedAliases, assignSlugs, givenName, DOMINANCE, slugify } from "../../src/core/slug.ts";
import { legacySlugs } from "../../src/core/slug-legacy.ts";

describe("slugify", () => {
  it("makes clean URL-safe slugs", () => {
    expect(slugify("Abimelech (King of Gerar)")).toBe("abimelech-king-of-gerar");
    expect(slugify("Beer-lahai-roi")).toBe("beer-lahai-roi");
    expect(slugify("Zoë’s  place!")).toBe("zoes-place");
  });
});

describe("assignSlugs", () => {
  const noahs = [
    { id: "noah_2210", name: "Noah", mentions: 47, order: 2210, qualifiers: ["son of Lamech"] },
    { id: "noah_2211", name: "Noah", mentions: 4, order: 2211, qualifiers: ["daughter of Zelophehad"] },
  ];

  it("gives the bare name to the namesake mentioned far more, and a telling word to the other", () => {
    const { slugs } = assignSlugs(noahs);
    expect(slugs.get("noah_2210")).toBe("noah");
    expect(slugs.get("noah_2211")).toBe("noah-daughter-of-zelophehad");
  });

  it("tells namesakes apart by a qualifier only when the record holding the bare name does not share it", () => {
    const { slugs } = assignSlugs([
      { id: "ziph_1", name: "Ziph", mentions: 9, qualifiers: ["of Judah"] },
      { id: "ziph_2", name: "Ziph", mentions: 1, qualifiers: ["of Judah"], previous: "ziph-2" },
      { id: "bethlehem_1", name: "Bethlehem", mentions: 32, qualifiers: ["of Judah"] },
      { id: "bethlehem_2", name: "Bethlehem", mentions: 1, qualifiers: ["of Zebulun"], previous: "bethlehem-1" },
    ]);
    expect(slugs.get("ziph_1")).toBe("ziph");
    expect(slugs.get("ziph_2")).toBe("ziph-2");
    expect(slugs.get("bethlehem_1")).toBe("bethlehem");
    expect(slugs.get("bethlehem_2")).toBe("bethlehem-of-zebulun");
  });

  it("gives the bare name to nobody when no namesake dominates, and a full name or qualifier to each", () => {
    const { slugs, aliases } = assignSlugs([
      { id: "mary_1938", name: "Mary", base: "Mary", qualifiers: ["Mother of Jesus"], mentions: 21 },
      { id: "mary_1943", name: "Mary Magdalene", base: "Mary", aliases: ["Magdalene"], mentions: 14 },
      { id: "mary_1939", name: "Mary", base: "Mary", qualifiers: ["sister of Martha"], mentions: 11 },
    ]);
    expect(slugs.get("mary_1938")).toBe("mary-mother-of-jesus");
    expect(slugs.get("mary_1943")).toBe("mary-magdalene");
    expect(slugs.get("mary_1939")).toBe("mary-sister-of-martha");
    expect([...slugs.values()]).not.toContain("mary");
    expect(aliases.get("mary")).toBeUndefined();
    expect(aliases.get("magdalene")).toBe("mary_1943");
  });

  it("uses the threshold exactly: DOMINANCE times the runner-up", () => {
    const at = assignSlugs([
      { id: "a", name: "Ramah", mentions: DOMINANCE * 5 },
      { id: "b", name: "Ramah", mentions: 5 },
    ]).slugs;
    expect(at.get("a")).toBe("ramah");
    const below = assignSlugs([
      { id: "a", name: "Ramah", mentions: DOMINANCE * 5 - 1 },
      { id: "b", name: "Ramah", mentions: 5 },
    ]).slugs;
    expect([below.get("a"), below.get("b")]).toEqual(["ramah-1", "ramah-2"]);
  });

  it("numbers only what nothing else tells apart, from 2 when the bare name is taken, in order of mentions", () => {
    const { slugs } = assignSlugs([
      { id: "b1", name: "Bethlehem", mentions: 32 },
      { id: "b2", name: "Bethlehem", mentions: 1 },
      { id: "b3", name: "Bethlehem", mentions: 2, qualifiers: ["of Zebulun"] },
      { id: "s1", name: "Simon", mentions: 2, qualifiers: ["son of Jonah"] },
      { id: "s2", name: "Simon", mentions: 2, qualifiers: ["son of Jonah"] },
    ]);
    expect(slugs.get("b1")).toBe("bethlehem");
    expect(slugs.get("b3")).toBe("bethlehem-of-zebulun");
    expect(slugs.get("b2")).toBe("bethlehem-2");
    expect(new Set([slugs.get("s1"), slugs.get("s2")])).toEqual(new Set(["simon-1", "simon-2"]));
  });

  it("gives a lone bearer its full name, with its given name and other names as aliases", () => {
    const { slugs, aliases } = assignSlugs([
      { id: "pilate_2365", name: "Pontius Pilate", base: "Pontius", aliases: ["Pilate"], mentions: 54 },
      { id: "israel_682", name: "Jacob", base: "Jacob", aliases: ["Israel"], mentions: 1009 },
      { id: "jacob_683", name: "Jacob", base: "Jacob", qualifiers: ["father of Joseph"], mentions: 2 },
    ]);
    expect(slugs.get("pilate_2365")).toBe("pontius-pilate");
    expect(aliases.get("pontius")).toBe("pilate_2365");
    expect(aliases.get("pilate")).toBe("pilate_2365");
    expect(slugs.get("israel_682")).toBe("jacob");
    expect(aliases.get("israel")).toBe("israel_682");
    expect(slugs.get("jacob_683")).toBe("jacob-father-of-joseph");
  });

  it("gives a dominant bearer its full name as an alias, and an alias wanted by two to the dominant one or nobody", () => {
    const { slugs, aliases } = assignSlugs([
      { id: "peter", name: "Simon Peter", base: "Simon", aliases: ["Peter", "Cephas"], mentions: 175 },
      { id: "zelotes", name: "Simon Zelotes", base: "Simon", mentions: 4 },
      { id: "x", name: "X", aliases: ["Cephas"], mentions: 100 },
    ]);
    expect(slugs.get("peter")).toBe("simon");
    expect(slugs.get("zelotes")).toBe("simon-zelotes");
    expect(aliases.get("simon-peter")).toBe("peter");
    expect(aliases.get("peter")).toBe("peter");
    expect(aliases.has("cephas")).toBe(false);
  });

  it("makes also-called names aliases in a second round: free names only, contested ones to the dominant record, never a first-round alias", () => {
    const { slugs, aliases } = assignSlugs([
      { id: "abraham", name: "Abraham", alsoCalled: ["Abram"], mentions: 277 },
      { id: "spirit", name: "Holy Spirit", base: "Holy", mentions: 90 },
      { id: "god", name: "God", alsoCalled: ["Holy", "Almighty", "Abraham"], mentions: 8587 },
      { id: "a", name: "A", alsoCalled: ["Twin"], mentions: 10 },
      { id: "b", name: "B", alsoCalled: ["Twin"], mentions: 9 },
      { id: "mary1", name: "Mary Magdalene", base: "Mary", mentions: 14 },
      { id: "mary2", name: "Mary", qualifiers: ["mother of Jesus"], mentions: 21 },
      { id: "c", name: "C", alsoCalled: ["Mary"], mentions: 1 },
    ]);
    expect(aliases.get("abram")).toBe("abraham");
    expect(aliases.get("almighty")).toBe("god");
    // "holy" was Holy Spirit's in the first round: God's also-called "Holy" does not take it.
    expect(aliases.get("holy")).toBe("spirit");
    // A slug is never an alias, and a name two records are also called alike goes to neither.
    expect(slugs.get("abraham")).toBe("abraham");
    expect(aliases.has("abraham")).toBe(false);
    expect(aliases.has("twin")).toBe(false);
    // A bare name withheld from namesakes none dominates stays a 404, whoever else is also called it.
    expect(aliases.has("mary")).toBe(false);
  });

  it("is independent of input order, unique, and never aliases a slug", () => {
    const reqs = [...noahs, { id: "n3", name: "Noah", mentions: 4 }, { id: "z", name: "Noah daughter of Zelophehad" }];
    const a = assignSlugs(reqs);
    const b = assignSlugs([...reqs].reverse());
    expect([...b.slugs.entries()].sort()).toEqual([...a.slugs.entries()].sort());
    expect([...b.aliases.entries()].sort()).toEqual([...a.aliases.entries()].sort());
    expect(new Set(a.slugs.values()).size).toBe(reqs.length);
    for (const alias of a.aliases.keys()) expect([...a.slugs.values()]).not.toContain(alias);
  });
});

describe("legacySlugs (the frozen 0.1.0 rule)", () => {
  const people = [
    { id: "haran_1", name: "Haran", title: "Haran (brother of Abram)", order: 1 },
    { id: "haran_2", name: "Haran", title: "Haran (son of Caleb)", order: 2 },
    { id: "abraham_58", name: "Abraham", order: 58 },
    { id: "x_3", name: "Mary", order: 3 },
    { id: "x_4", name: "Mary", order: 4 },
  ];

  it("keeps unique names bare and disambiguates homonyms by title, else by number", () => {
    const slugs = legacySlugs(people);
    expect(slugs.get("abraham_58")).toBe("abraham");
    expect(slugs.get("haran_1")).toBe("haran-brother-of-abram");
    expect(slugs.get("haran_2")).toBe("haran-son-of-caleb");
    expect(slugs.get("x_3")).toBe("mary-1");
    expect(slugs.get("x_4")).toBe("mary-2");
  });
});

describe("assignSlugs with the previous release's slugs", () => {
  it("keeps a record's old number, and never hands an old number to another record", () => {
    const { slugs } = assignSlugs([
      { id: "abdi_6", name: "Abdi", mentions: 1, previous: "abdi-1", qualifiers: ["father of Kish"] },
      { id: "abdi_7", name: "Abdi", mentions: 1, previous: "abdi-2" },
      { id: "abdi_8", name: "Abdi", mentions: 2, previous: "abdi-3" },
      { id: "abdi_9", name: "Abdi", mentions: 1 },
    ]);
    expect(slugs.get("abdi_6")).toBe("abdi-father-of-kish");
    expect(slugs.get("abdi_7")).toBe("abdi-2");
    expect(slugs.get("abdi_8")).toBe("abdi-3");
    expect(slugs.get("abdi_9")).toBe("abdi-4");
  });
});

describe("addUnclaimedAliases", () => {
  it("adds a name one record claims, never a slug, an alias already there, or a name two records claim", () => {
    const aliases: Record<string, string> = { abram: "abraham" };
    const claims = new Map([
      ["yahweh", ["god"]],
      ["pashhur", ["pashur-1", "pashur-2"]],
      ["abram", ["someone"]],
      ["god", ["theos"]],
      ["artemis", ["diana", "diana"]],
      ["", ["x"]],
    ]);
    expect(addUnclaimedAliases(aliases, new Set(["god", "abraham", "diana"]), claims)).toBe(2);
    expect(aliases).toEqual({ abram: "abraham", artemis: "diana", yahweh: "god" });
  });
});

describe("givenName", () => {
  it("is the first word of a name, or the whole name when that describes its bearer", () => {
    expect(givenName("Simon Peter")).toBe("Simon");
    expect(givenName("Simon of Cyrene")).toBe("Simon");
    expect(givenName("John the Baptist")).toBe("John");
    expect(givenName("Wife of Simon")).toBe("Wife of Simon");
    expect(givenName("Daughter of Pharaoh")).toBe("Daughter of Pharaoh");
    expect(givenName("son of Abinadab")).toBe("son of Abinadab");
    expect(givenName("Concubine the Aramitess")).toBe("Concubine the Aramitess");
    expect(givenName("Wife"), "one word is a name").toBe("Wife");
  });

  it("keeps a describing name from taking the bare word: the wives of Simon and Ezekiel get their whole names", () => {
    const { slugs } = assignSlugs(
      [
        { id: "wife_1", name: "Wife of Simon", base: givenName("Wife of Simon"), mentions: 3 },
        { id: "wife_2", name: "Wife of Ezekiel", base: givenName("Wife of Ezekiel"), mentions: 1 },
      ],
      "person",
    );
    expect([...slugs.values()].sort()).toEqual(["wife-of-ezekiel", "wife-of-simon"]);
  });
});
