/** The questions the data answers: which queries are read as kinship, birth/death-place and who-was-born-there questions, and which relatives each tie names. */
import { describe, expect, it } from "vitest";
import { bareQuestion, parseLifePlace, parsePlaceLives, parseRelation, relativesOf } from "../../src/study/questions.ts";
import { buildFamilyIndex } from "../../src/study/family.ts";
import type { Person } from "../../src/types/person.ts";

describe("bareQuestion", () => {
  it("is true when every word is a name, the relation or a question word", () => {
    expect(bareQuestion("Abraham's grandson", ["grandson", "abraham"])).toBe(true);
    expect(bareQuestion("who was the father-in-law of Moses?", ["father-in-law", "moses"])).toBe(true);
    expect(bareQuestion("who was born in Tarsus?", ["tarsus"])).toBe(true);
    expect(bareQuestion("where did king david die", ["king david"])).toBe(true);
  });

  it("is false when the query says more", () => {
    expect(bareQuestion("the son of David who rebelled", ["son", "david"])).toBe(false);
    expect(bareQuestion("Jacob's favourite wife", ["wife", "jacob"])).toBe(false);
    expect(bareQuestion("the youngest son of Jesse", ["son", "jesse"])).toBe(false);
  });
});

describe("parseRelation", () => {
  it("reads '<relation> of <name>' at the start, the name up to a clause word or punctuation", () => {
    expect(parseRelation("who was the father of John the Baptist?")).toEqual({ tie: "parent", gender: "M", name: "john the baptist", phrase: "father of john the baptist", bare: true });
    expect(parseRelation("the brother of Moses who made the golden calf")).toMatchObject({ tie: "sibling", gender: "M", name: "moses" });
    expect(parseRelation("son of david who rebelled")).toMatchObject({ tie: "child", gender: "M", name: "david", bare: false });
    expect(parseRelation("the youngest son of Jesse")).toMatchObject({ tie: "child", name: "jesse" });
    expect(parseRelation("Wife of Abraham")).toMatchObject({ tie: "partner", gender: "F", name: "abraham" });
    expect(parseRelation("who were the sons of noah")).toMatchObject({ tie: "child", gender: "M", name: "noah" });
  });

  it("reads '<name>'s <relation>', straight or curly apostrophe, up to two words before the relation", () => {
    expect(parseRelation("who was Abraham's nephew?")).toMatchObject({ tie: "siblingChild", gender: "M", name: "abraham", bare: true });
    expect(parseRelation("king saul’s son")).toMatchObject({ tie: "child", name: "king saul" });
    expect(parseRelation("jacob's favourite wife")).toMatchObject({ tie: "partner", name: "jacob" });
    expect(parseRelation("ruth's mother-in-law")).toMatchObject({ tie: "partnerParent", gender: "F", name: "ruth" });
    expect(parseRelation("Moses' wife")).toMatchObject({ tie: "partner", gender: "F", name: "moses" });
    expect(parseRelation("who was Jesus’ mother?")).toMatchObject({ tie: "parent", gender: "F", name: "jesus" });
  });

  it("reads the question asked for a name, and who married whom", () => {
    expect(parseRelation("what was the name of Moses' wife")).toMatchObject({ tie: "partner", gender: "F", name: "moses" });
    expect(parseRelation("the name of the father of Samuel")).toMatchObject({ tie: "parent", gender: "M", name: "samuel" });
    expect(parseRelation("name the wife of Ahab")).toMatchObject({ tie: "partner", gender: "F", name: "ahab" });
    expect(parseRelation("Ahab's wife's name")).toMatchObject({ tie: "partner", gender: "F", name: "ahab" });
    expect(parseRelation("who married Ruth?")).toEqual({ tie: "partner", gender: undefined, name: "ruth", phrase: "spouse of ruth", bare: true });
    expect(parseRelation("whom did king David marry")).toMatchObject({ tie: "partner", name: "king david" });
    expect(parseRelation("who did the prophet Hosea marry?")).toMatchObject({ tie: "partner", name: "prophet hosea" });
  });

  it("leaves other queries alone", () => {
    for (const q of [
      "the brother who murdered Abel",
      "the son who wasted his inheritance and came home to his father",
      "children of israel",
      "the man who killed the son of the king",
      "noah's ark",
      "the mother-in-law of peter", // parsed as an in-law, not as "mother"
      "prophet swallowed by a great fish",
      "moses' law",
      "the name of the lord",
      "who married",
      "the man who married a harlot",
    ]) {
      const r = parseRelation(q);
      if (q === "the mother-in-law of peter") expect(r).toMatchObject({ tie: "partnerParent", name: "peter" });
      else expect(r, q).toBeUndefined();
    }
  });
});

describe("relativesOf", () => {
  const person = (slug: string, gender: "Male" | "Female" | null, links: Partial<Pick<Person, "father" | "mother" | "children" | "partners">> = {}): Person =>
    ({ slug, name: slug, gender, father: null, mother: null, children: [], partners: [], siblings: [], half_siblings: [], ...links }) as unknown as Person;
  // Terah → Abraham (+ Sarah), Nahor, Haran → Lot, Milcah; Abraham → Isaac (+ Rebekah), Ishmael (by Hagar).
  const family = buildFamilyIndex([
    person("terah", "Male", { children: ["abraham", "nahor", "haran"] }),
    person("abraham", "Male", { father: "terah", partners: ["sarah", "hagar"], children: ["isaac", "ishmael"] }),
    person("sarah", "Female", { partners: ["abraham"], children: ["isaac"] }),
    person("hagar", "Female", { children: ["ishmael"] }),
    person("nahor", "Male", { father: "terah" }),
    person("haran", "Male", { father: "terah", children: ["lot", "milcah"] }),
    person("lot", "Male", { father: "haran" }),
    person("milcah", "Female", { father: "haran" }),
    person("isaac", "Male", { father: "abraham", mother: "sarah", partners: ["rebekah"] }),
    person("rebekah", "Female"),
    person("ishmael", null, { father: "abraham", mother: "hagar" }),
  ]);
  it("follows each tie, by gender where asked (unknown gender always counts)", () => {
    expect(relativesOf(family, ["isaac"], "parent", "M")).toEqual(["abraham"]);
    expect(relativesOf(family, ["isaac"], "parent", undefined)).toEqual(["abraham", "sarah"]);
    expect(relativesOf(family, ["abraham"], "child", "M")).toEqual(["isaac", "ishmael"]);
    expect(relativesOf(family, ["abraham"], "partner", "F")).toEqual(["hagar", "sarah"]);
    expect(relativesOf(family, ["abraham"], "sibling", "M")).toEqual(["haran", "nahor"]);
    expect(relativesOf(family, ["abraham"], "siblingChild", "M")).toEqual(["lot"]);
    expect(relativesOf(family, ["abraham"], "siblingChild", "F")).toEqual(["milcah"]);
    expect(relativesOf(family, ["lot"], "parentSibling", "M")).toEqual(["abraham", "nahor"]);
    expect(relativesOf(family, ["isaac"], "grandparent", "M")).toEqual(["terah"]);
    expect(relativesOf(family, ["terah"], "grandchild", undefined)).toEqual(["isaac", "ishmael", "lot", "milcah"]);
    expect(relativesOf(family, ["rebekah"], "partnerParent", "M")).toEqual(["abraham"]);
    expect(relativesOf(family, ["abraham"], "childPartner", "F")).toEqual(["rebekah"]);
    expect(relativesOf(family, ["sarah"], "partnerSibling", "M")).toEqual(["haran", "nahor"]);
    expect(relativesOf(family, ["nobody", "isaac"], "parent", "F")).toEqual(["sarah"]);
  });
});

describe("parseLifePlace", () => {
  it("reads where a person was born or died", () => {
    expect(parseLifePlace("where did Moses die?")).toEqual({ event: "death", name: "moses", bare: true });
    expect(parseLifePlace("Where was Jesus born")).toEqual({ event: "birth", name: "jesus", bare: true });
    expect(parseLifePlace("where was king david born?")).toEqual({ event: "birth", name: "king david", bare: true });
    expect(parseLifePlace("where Jesus was born")).toEqual({ event: "birth", name: "jesus", bare: true });
    expect(parseLifePlace("where king saul died")).toEqual({ event: "death", name: "king saul", bare: true });
    expect(parseLifePlace("where was moses born")).toEqual({ event: "birth", name: "moses", bare: true });
    expect(parseLifePlace("the city where Terah died")).toEqual({ event: "death", name: "terah", bare: true });
    expect(parseLifePlace("the mountain on which Aaron died")).toEqual({ event: "death", name: "aaron", bare: true });
    expect(parseLifePlace("the town where Paul was born")).toEqual({ event: "birth", name: "paul", bare: true });
    expect(parseLifePlace("birthplace of the apostle paul")).toEqual({ event: "birth", name: "apostle paul", bare: true });
    expect(parseLifePlace("Abraham's birthplace")).toEqual({ event: "birth", name: "abraham", bare: true });
    expect(parseLifePlace("where did Moses die, and why was he not let in?")?.bare).toBe(false);
  });

  it("leaves other queries alone", () => {
    for (const q of ["where jesus was baptized", "the city where jesus was crucified", "who was born in bethlehem", "where is the garden of eden", "born again"]) expect(parseLifePlace(q), q).toBeUndefined();
  });
});

describe("parsePlaceLives", () => {
  it("reads who was born or died at a place", () => {
    expect(parsePlaceLives("who was born in Tarsus?")).toEqual({ event: "birth", place: "tarsus", bare: true });
    expect(parsePlaceLives("who died on Mount Nebo")).toEqual({ event: "death", place: "mount nebo", bare: true });
    expect(parsePlaceLives("which king was born in the city of david")).toEqual({ event: "birth", place: "city of david", bare: true });
  });

  it("leaves other queries alone", () => {
    for (const q of ["who was born again", "where was jesus born", "the man who died in the desert and was buried", "born in bethlehem"]) expect(parsePlaceLives(q), q).toBeUndefined();
  });
});
