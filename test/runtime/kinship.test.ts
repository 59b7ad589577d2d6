/** The runtime half of kinship questions: names resolved exactly (every namesake), titles left alone, positions in the semantic index. */
import { describe, expect, it } from "vitest";
import type { SearchEntry } from "../../src/contract/index-files.ts";
import { kinshipAnswers } from "../../src/runtime/kinship.ts";
import { buildNameIndex } from "../../src/runtime/name-search.ts";
import type { EntityRef } from "../../src/semantic/model.ts";
import { buildFamilyIndex } from "../../src/study/family.ts";
import type { Person } from "../../src/types/person.ts";

const entry = (entity_type: SearchEntry["entity_type"], slug: string, name: string, more: Partial<SearchEntry> = {}): SearchEntry =>
  ({ slug, name, entity_type, uuid: slug, names: [], aliases: [], titles: [], mentions: 1, ...more }) as SearchEntry;
const person = (slug: string, gender: "Male" | "Female", links: Partial<Pick<Person, "father" | "children">> = {}): Person =>
  ({ slug, name: slug, gender, father: null, mother: null, children: [], partners: [], ...links }) as unknown as Person;

const entries = [
  entry("person", "god", "God"),
  entry("person", "jesus", "Jesus", { titles: ["Son of God"] }),
  entry("person", "adam", "Adam"),
  entry("person", "seth", "Seth"),
  entry("person", "kish", "Kish"),
  entry("person", "kish-2", "Kish"),
  entry("person", "saul", "Saul", { names: ["King Saul"] }),
  entry("person", "jerahmeel", "Jerahmeel"),
  entry("dictionary", "kish", "Kish"),
];
const names = buildNameIndex(entries);
const family = buildFamilyIndex([
  person("god", "Male", { children: ["adam"] }),
  person("adam", "Male", { father: "god", children: ["seth"] }),
  person("seth", "Male", { father: "adam" }),
  person("kish", "Male", { children: ["saul"] }),
  person("kish-2", "Male", { children: ["jerahmeel"] }),
  person("saul", "Male", { father: "kish" }),
  person("jerahmeel", "Male", { father: "kish-2" }),
]);
/** The semantic index's entities: people and an article, in an order of their own. */
const entities = ["dictionary:kish", "person:kish", "person:seth", "person:saul", "person:jerahmeel", "person:adam", "person:god", "person:jesus"].map((k) => {
  const [entity_type, slug] = k.split(":") as [EntityRef["entity_type"], string];
  return { entity_type, slug, name: slug, uuid: slug } as EntityRef;
});
const answers = async (q: string): Promise<string[] | undefined> => {
  const got = await kinshipAnswers(q, names, async () => family, entities);
  return got === undefined ? undefined : [...got].map((i) => entities[i]!.slug).sort();
};

describe("kinshipAnswers", () => {
  it("answers with the relatives of every person called exactly the name, as positions in the semantic index", async () => {
    expect(await answers("the son of Kish who sought his father's asses")).toEqual(["jerahmeel", "saul"]);
    expect(await answers("who was the father of king saul?"), "descriptive words aside").toEqual(["kish"]);
    expect(await answers("the son of adam")).toEqual(["seth"]);
  });

  it("leaves titles, inexact names and other queries to semantic search", async () => {
    expect(await answers("the son of god"), "Jesus is called that: not Adam").toBeUndefined();
    expect(await answers("the son of kis")).toBeUndefined();
    expect(await answers("the son of nobody")).toBeUndefined();
    let read = 0;
    const counting = async () => {
      read++;
      return family;
    };
    expect(await kinshipAnswers("the first king of israel", names, counting, entities)).toBeUndefined();
    expect(read, "the family index is read only for a kinship question").toBe(0);
    expect(await kinshipAnswers("the son of adam", names, async () => undefined, entities), "no family index: no answers").toBeUndefined();
  });
});
