/**
 * The runtime half of the questions the data's links answer: names resolved exactly (every namesake,
 * own names before also-called ones), titles left alone, kinship from the family index, birth and
 * death places from the person's record, positions in the semantic index.
 */
import { describe, expect, it } from "vitest";
import type { SearchEntry } from "../../src/contract/index-files.ts";
import { authorAnswers, kinshipAnswers, nameAnswers, questionAnswers } from "../../src/runtime/questions.ts";
import { buildNameIndex } from "../../src/runtime/name-search.ts";
import type { EntityRef } from "../../src/semantic/model.ts";
import { buildFamilyIndex } from "../../src/study/family.ts";
import type { Person } from "../../src/types/person.ts";

const entry = (entity_type: SearchEntry["entity_type"], slug: string, name: string, more: Partial<SearchEntry> = {}): SearchEntry =>
  ({ slug, name, entity_type, uuid: slug, names: [], aliases: [], titles: [], mentions: 1, ...more }) as SearchEntry;
const person = (slug: string, gender: "Male" | "Female", links: Partial<Pick<Person, "father" | "children">> = {}): Person =>
  ({ slug, name: slug, gender, father: null, mother: null, children: [], partners: [], siblings: [], half_siblings: [], ...links }) as unknown as Person;

const entries = [
  entry("person", "god", "God"),
  entry("person", "jesus", "Jesus", { titles: ["Son of God"] }),
  entry("person", "adam", "Adam"),
  entry("person", "seth", "Seth"),
  entry("person", "kish", "Kish"),
  entry("person", "kish-2", "Kish"),
  entry("person", "saul", "Saul", { names: ["King Saul"], mentions: 400 }),
  entry("person", "jerahmeel", "Jerahmeel", { mentions: 2 }),
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
  return got === undefined ? undefined : [...got.keys()].map((i) => entities[i]!.slug).sort();
};
/** The answers with their priorities, by slug. */
const priorities = async (q: string): Promise<Record<string, number> | undefined> => {
  const got = await kinshipAnswers(q, names, async () => family, entities);
  return got === undefined ? undefined : Object.fromEntries([...got].map(([i, p]) => [entities[i]!.slug, p]));
};

describe("kinshipAnswers", () => {
  it("answers with the relatives of every person called exactly the name, as positions in the semantic index", async () => {
    expect(await answers("the son of Kish who sought his father's asses")).toEqual(["jerahmeel", "saul"]);
    expect(await answers("who was the father of king saul?"), "descriptive words aside").toEqual(["kish"]);
    expect(await answers("the son of adam")).toEqual(["seth"]);
  });

  it("ranks the answers of a question alone by how many verses mention them, and leaves those of a longer query to the score (priority 0)", async () => {
    expect(await priorities("the son of Kish")).toEqual({ saul: 400, jerahmeel: 2 });
    expect(await priorities("Who was the son of Kish?")).toEqual({ saul: 400, jerahmeel: 2 });
    expect(await priorities("Kish's son")).toEqual({ saul: 400, jerahmeel: 2 });
    expect(await priorities("the son of Kish who sought his father's asses")).toEqual({ saul: 0, jerahmeel: 0 });
    expect(await priorities("the youngest son of Kish")).toEqual({ saul: 0, jerahmeel: 0 });
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

describe("questionAnswers: birth and death places, and who was born or died there", () => {
  const people = buildNameIndex([
    entry("person", "saul", "Saul", { names: ["King Saul"] }),
    entry("person", "paul", "Paul", { aliases: ["Saul"] }),
    entry("person", "moses", "Moses"),
    entry("place", "tarsus", "Tarsus"),
  ]);
  const records: Record<string, { birth_place: string | null; death_place: string | null }> = {
    saul: { birth_place: null, death_place: "gilboa" },
    paul: { birth_place: "tarsus", death_place: null },
    moses: { birth_place: "egypt", death_place: "mount-nebo" },
  };
  const index = ["place:tarsus", "place:egypt", "place:mount-nebo", "place:gilboa", "person:moses", "person:paul"].map((k) => {
    const [entity_type, slug] = k.split(":") as [EntityRef["entity_type"], string];
    return { entity_type, slug, name: slug, uuid: slug } as EntityRef;
  });
  const places: Record<string, { people_born: string[]; people_died: string[] }> = { tarsus: { people_born: ["paul"], people_died: [] } };
  const sources = { names: people, family: async () => undefined, person: async (slug: string) => records[slug], place: async (slug: string) => places[slug] };
  const ask = async (q: string): Promise<string[] | undefined> => {
    const got = await questionAnswers(q, sources, index);
    return got === undefined ? undefined : [...got.keys()].map((i) => index[i]!.slug);
  };

  it("answers with the place in the record of the person called so", async () => {
    expect(await ask("where did Moses die?")).toEqual(["mount-nebo"]);
    expect(await ask("the land where moses was born")).toEqual(["egypt"]);
    expect(await ask("where did king saul die")).toEqual(["gilboa"]);
    expect(await ask("where was paul born")).toEqual(["tarsus"]);
  });

  it("answers who was born or died at a place with the people in the place's record", async () => {
    expect(await ask("who was born in Tarsus?")).toEqual(["paul"]);
    expect(await ask("who died in Tarsus?"), "nobody in the record").toBeUndefined();
    expect(await ask("who was born in Atlantis")).toBeUndefined();
  });

  it("takes a person's own name before another's also-called name, and gives nothing where the record has no place", async () => {
    expect(await ask("where was saul born"), "King Saul's record has no birth place; Paul, also called Saul, is not asked about").toBeUndefined();
    expect(await ask("where was aaron born"), "nobody called so").toBeUndefined();
    expect(await ask("who was the father of moses"), "a kinship question without a family index").toBeUndefined();
  });
});

describe("nameAnswers: a query that is only a name", () => {
  const index = buildNameIndex([
    entry("person", "moses", "Moses", { mentions: 800 }),
    entry("person", "eleazar", "Eleazar", { mentions: 70 }),
    entry("dictionary", "moses", "Moses"),
    entry("person", "paul", "Paul", { aliases: ["Saul"], mentions: 150 }),
    entry("person", "jeremiah", "Jeremiah", { mentions: 140 }),
    entry("topic", "weeping", "Weeping"),
    entry("topic", "gentiles", "Gentiles"),
    entry("place", "jordan", "Jordan", { names: ["Jordan River"], mentions: 180 }),
    entry("place", "salt-sea", "Salt Sea"),
    entry("dictionary", "salt", "Salt"),
    entry("topic", "burning-bush", "The Burning Bush"),
  ]);
  const positions = ["topic:weeping", "person:eleazar", "topic:gentiles", "dictionary:salt", "place:salt-sea", "topic:burning-bush", "place:jordan", "person:jeremiah", "dictionary:moses", "person:paul", "person:moses"].map((k) => {
    const [entity_type, slug] = k.split(":") as [EntityRef["entity_type"], string];
    return { entity_type, slug, name: slug, uuid: slug } as EntityRef;
  });
  /** The answers, highest priority first, as `type:slug`. */
  const ask = (q: string): string[] | undefined => {
    const got = nameAnswers(q, index, positions);
    return got === undefined ? undefined : [...got].sort((a, b) => b[1] - a[1]).map(([i]) => `${positions[i]!.entity_type}:${positions[i]!.slug}`);
  };

  it("answers with every entity called exactly that name, the most mentioned bearer first, then the articles", () => {
    expect(ask("moses")).toEqual(["person:moses", "dictionary:moses"]);
    expect(ask("Moses?")).toEqual(["person:moses", "dictionary:moses"]);
    expect(ask("the burning bush")).toEqual(["topic:burning-bush"]);
    expect(ask("saul"), "an alias").toEqual(["person:paul"]);
  });

  it("reads a name after leading titles or kinds of place, or before a trailing kind of place, only when the query as typed names nothing", () => {
    expect(ask("the apostle paul")).toEqual(["person:paul"]);
    expect(ask("river jordan")).toEqual(["place:jordan"]);
    expect(ask("jordan river")).toEqual(["place:jordan"]);
    expect(ask("salt sea"), "not the article Salt").toEqual(["place:salt-sea"]);
  });

  it("answers a pair or list of names with every entity called one of them, at one priority (the ranking orders them)", () => {
    expect(ask("Moses and Eleazar")?.sort()).toEqual(["dictionary:moses", "person:eleazar", "person:moses"]);
    expect(ask("paul, jeremiah & the jordan river")?.sort()).toEqual(["person:jeremiah", "person:paul", "place:jordan"]);
    const got = nameAnswers("moses and eleazar", index, positions)!;
    expect(new Set(got.values())).toEqual(new Set([0]));
    expect(ask("moses and the man who led israel"), "a part that is no name").toBeUndefined();
    expect(ask("and"), "no names at all").toBeUndefined();
  });

  it("reads the name a 'who is / what was / where is' question asks about", () => {
    expect(ask("who was Moses?")).toEqual(["person:moses", "dictionary:moses"]);
    expect(ask("who is the apostle paul")).toEqual(["person:paul"]);
    expect(ask("where is the jordan river")).toEqual(["place:jordan"]);
    expect(ask("who was the man who led Israel out of Egypt")).toBeUndefined();
  });

  it("leaves descriptions to the semantic ranking, even when their words around a title are a name", () => {
    expect(ask("weeping prophet")).toBeUndefined();
    expect(ask("apostle to the gentiles")).toBeUndefined();
    expect(ask("moses the lawgiver")).toBeUndefined();
    expect(ask("the man who led Israel out of Egypt")).toBeUndefined();
  });
});

describe("authorAnswers: who wrote a book", () => {
  const writers = buildNameIndex([
    entry("person", "david", "David", { mentions: 900, wrote: [{ book: "Ps", chapters: 76 }] }),
    entry("person", "asaph", "Asaph", { mentions: 40, wrote: [{ book: "Ps", chapters: 12 }] }),
    entry("person", "paul", "Paul", { mentions: 200, wrote: [{ book: "Rom", chapters: 16 }, { book: "1Cor", chapters: 16 }] }),
    entry("person", "jeremiah", "Jeremiah", { mentions: 140, wrote: [{ book: "Lam", chapters: 5 }] }),
    entry("dictionary", "psalms", "Psalms"),
  ]);
  const bookEntities = ["dictionary:psalms", "person:asaph", "person:paul", "person:david", "person:jeremiah"].map((k) => {
    const [entity_type, slug] = k.split(":") as [EntityRef["entity_type"], string];
    return { entity_type, slug, name: slug, uuid: slug } as EntityRef;
  });
  const wrote = async (q: string): Promise<Record<string, number> | undefined> => {
    const got = await authorAnswers(q, writers, bookEntities);
    return got === undefined ? undefined : Object.fromEntries([...got].map(([i, p]) => [bookEntities[i]!.slug, p]));
  };

  it("answers with the people credited with the book, the most chapters first", async () => {
    expect(await wrote("who wrote most of the psalms?")).toEqual({ david: 76, asaph: 12 });
    expect(await wrote("Who wrote the book of Romans")).toEqual({ paul: 16 });
    expect(await wrote("author of Lamentations")).toEqual({ jeremiah: 5 });
    expect(await wrote("who wrote 1 corinthians")).toEqual({ paul: 16 });
    expect(await wrote("who is the writer of the letter to the romans?")).toEqual({ paul: 16 });
  });

  it("answers nothing when the query names no single book, or nobody is credited with it", async () => {
    expect(await wrote("who wrote on the wall")).toBeUndefined();
    expect(await wrote("who wrote the fourth gospel")).toBeUndefined();
    expect(await wrote("who wrote genesis"), "nobody credited here").toBeUndefined();
    expect(await wrote("who wrote genesis and exodus")).toBeUndefined();
    expect(await wrote("the man who wrote psalms and played the harp")).toBeUndefined();
  });

  it("is one of the questions semantic search ranks first", async () => {
    const got = await questionAnswers("who wrote the psalms", { names: writers, family: async () => undefined, person: async () => undefined, place: async () => undefined }, bookEntities);
    expect(got === undefined ? undefined : [...got.keys()].map((i) => bookEntities[i]!.slug).sort()).toEqual(["asaph", "david"]);
  });
});
