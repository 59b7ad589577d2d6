import { describe, expect, it } from "vitest";
import { buildSemanticIndex } from "../../src/semantic/model.ts";
import type { SemanticDocument } from "../../src/semantic/documents.ts";
import { entityPassageScores, nameIndex, namedInPassages, passagePostings, passageScratch, scorePassages, type PassageOptions, type QueryTerms } from "../../src/semantic/passages.ts";
import { contentTokens } from "../../src/semantic/tokenize.ts";

const uuid = (n: number) => `00000000-0000-5000-8000-${String(n).padStart(12, "0")}`;
const doc = (i: number, entity_type: SemanticDocument["entity_type"], name: string, passages: SemanticDocument["passages"]): SemanticDocument => ({
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  name,
  entity_type,
  uuid: uuid(i),
  title: name,
  body: passages.map((p) => p.text).join("\n"),
  links: [],
  passages,
});

/**
 * Saul's article opens with what he is; a long sentence of Jeroboam's has "first" and "king" far
 * apart; a verse about the fish belongs to Jonah and to the LORD (who owns many other verses); a
 * topic line names Thomas without belonging to him.
 */
const DOCS: SemanticDocument[] = [
  doc(1, "person", "Saul", [
    { key: "article:saul:0", text: "Son of Kish, the first king of the Jewish nation.", kind: "definition" },
    { key: "article:saul:1", text: "He reigned forty years.", kind: "sentence" },
  ]),
  doc(2, "person", "Jeroboam", [{ key: "article:jeroboam:0", text: "The first of the rebels, who later made himself by force of arms a king over the ten tribes of the north.", kind: "definition" }]),
  doc(3, "person", "Jonah", [{ key: "verse:Jonah.1.17", text: "Now the LORD had prepared a great fish to swallow up Jonah.", kind: "verse" }]),
  doc(4, "person", "God", [
    { key: "verse:Jonah.1.17", text: "Now the LORD had prepared a great fish to swallow up Jonah.", kind: "verse" },
    ...Array.from({ length: 30 }, (_, i) => ({ key: `verse:Ps.${i}`, text: `The LORD is great, psalm ${i}.`, kind: "verse" as const })),
  ]),
  doc(5, "person", "Thomas", [{ key: "article:thomas:0", text: "One of the twelve.", kind: "definition" }]),
  doc(6, "topic", "Doubting", [{ key: "topic:doubting:0", text: "Thomas, the apostle who doubted.", kind: "entry" }]),
  doc(7, "dictionary", "Empty", [{ key: "article:empty:0", text: "The of and.", kind: "definition" }]),
];

const index = buildSemanticIndex(DOCS, () => undefined, { source: "none", license: "none", dims: 2 }, []);
const postings = passagePostings(index);
const scratch = passageScratch(index);
const OPTIONS: PassageOptions = { k1: 1.2, b: 0.75, proximity: 0.5, proximityWindow: 4, coordination: 1, kindWeights: [1, 1, 1, 1, 1], secondShare: 0, ownerDilution: 0 };
const terms = (query: string): QueryTerms[] => contentTokens(query).map((w) => [[index.words.indexOf(w), 1] as const]);
const entity = (name: string) => DOCS.findIndex((d) => d.name === name);
const scores = (query: string, options: PassageOptions = OPTIONS) => entityPassageScores(index, scratch, scorePassages(index, postings, scratch, terms(query), options), options);

describe("passages in the index", () => {
  it("keeps each passage once, with every owner, and drops passages without a content word", () => {
    expect(index.passageKinds.length).toBe(2 + 1 + 1 + 30 + 1 + 1);
    const owners = (p: number) => Array.from(index.passageOwners.subarray(index.passageOwnerStarts[p], index.passageOwnerStarts[p + 1]));
    const shared = Array.from({ length: index.passageKinds.length }, (_, p) => p).filter((p) => owners(p).length === 2);
    expect(shared.map(owners)).toEqual([[entity("Jonah"), entity("God")]]);
  });

  it("inverts the passage words into postings with counts and an IDF over passages", () => {
    const fish = index.words.indexOf("fish");
    expect(postings.starts[fish + 1]! - postings.starts[fish]!).toBe(1);
    const lord = index.words.indexOf("lord");
    expect(postings.starts[lord + 1]! - postings.starts[lord]!).toBe(31);
    expect(postings.idf[fish]!).toBeGreaterThan(postings.idf[lord]!);
  });
});

describe("scorePassages and entityPassageScores", () => {
  it("the sentence that says what an entity is wins: words near each other count more", () => {
    const s = scores("the first king");
    expect(s[entity("Saul")]!).toBeGreaterThan(s[entity("Jeroboam")]!);
    const without = scores("the first king", { ...OPTIONS, proximity: 0 });
    expect(s[entity("Saul")]! - without[entity("Saul")]!).toBeGreaterThan(0);
    expect(s[entity("Jeroboam")]).toBeCloseTo(without[entity("Jeroboam")]!, 6);
  });

  it("an entity with one verse on the subject is not outscored by one with thousands, with owner dilution", () => {
    const plain = scores("great fish");
    expect(plain[entity("Jonah")]).toBeCloseTo(plain[entity("God")]!, 6);
    const diluted = scores("great fish", { ...OPTIONS, ownerDilution: 0.2 });
    expect(diluted[entity("Jonah")]!).toBeGreaterThan(diluted[entity("God")]!);
  });

  it("adds a share of the second-best passage, and weighs passages by kind", () => {
    const one = scores("king forty");
    const two = scores("king forty", { ...OPTIONS, secondShare: 0.5 });
    expect(two[entity("Saul")]!).toBeGreaterThan(one[entity("Saul")]!);
    const definitions = scores("first king", { ...OPTIONS, kindWeights: [1, 2, 1, 1, 1] });
    expect(definitions[entity("Saul")]).toBeCloseTo(2 * scores("first king")[entity("Saul")]!, 5);
  });

  it("leaves the scratch arrays clean: the same query twice gives the same scores", () => {
    expect(Array.from(scores("great fish king"))).toEqual(Array.from(scores("great fish king")));
    expect(Array.from(scores("nothing here"))).toEqual(new Array(DOCS.length).fill(0));
  });
});

describe("namedInPassages", () => {
  const names = nameIndex(index, new Map(index.words.map((w, i) => [w, i])), contentTokens, postings);
  it("credits the entities named in the best passages, except names the query uses", () => {
    const scored = scorePassages(index, postings, scratch, terms("apostle doubted"), OPTIONS);
    const named = namedInPassages(index, names, scored, new Set(), 5);
    expect(named[entity("Thomas")]).toBe(1);
    expect(named[entity("Saul")]).toBe(0);
    const asked = scorePassages(index, postings, scratch, terms("thomas doubted"), OPTIONS);
    expect(namedInPassages(index, names, asked, new Set([index.words.indexOf("thomas")]), 5)[entity("Thomas")]).toBe(0);
    expect(namedInPassages(index, names, scored, new Set(), 0)[entity("Thomas")]).toBe(0);
  });
});

describe("nameIndex", () => {
  it("reads a dictionary entry or topic named by an everyday word as no name, unless someone bears it", () => {
    const docs: SemanticDocument[] = [
      doc(1, "person", "Jonah", [{ key: "verse:Jonah.1.17", text: "Now the LORD had prepared a great fish to swallow up Jonah.", kind: "verse" }]),
      doc(2, "dictionary", "Great", [{ key: "article:great:0", text: "Large in size.", kind: "definition" }]),
      doc(3, "topic", "Jonah", [{ key: "topic:jonah:0", text: "Swallowed by a fish.", kind: "entry" }]),
      doc(4, "dictionary", "Fish", [{ key: "article:fish:0", text: "Creatures of the sea.", kind: "definition" }]),
      ...Array.from({ length: 400 }, (_, i) => doc(10 + i, "person", `Psalmist${"x".repeat(i % 20)}${"y".repeat(Math.floor(i / 20))}`, [{ key: `verse:Ps.${i}`, text: `The LORD is great, psalm ${i}.`, kind: "verse" as const }])),
    ];
    const small = buildSemanticIndex(docs, () => undefined, { source: "none", license: "none", dims: 2 }, []);
    const named = nameIndex(small, new Map(small.words.map((w, i) => [w, i])), contentTokens, passagePostings(small));
    expect((nameIndex(small, new Map(small.words.map((w, i) => [w, i])), contentTokens).get(small.words.indexOf("great")) ?? []).length, "without the postings, every name").toBe(1);
    const entities = (word: string) => (named.get(small.words.indexOf(word)) ?? []).map((n) => small.entities[n.entity]!.slug + ":" + small.entities[n.entity]!.entity_type);
    expect(entities("great")).toEqual([]);
    expect(entities("fish")).toEqual(["fish:dictionary"]);
    expect(entities("jonah").sort()).toEqual(["jonah:person", "jonah:topic"]);
  });
});
