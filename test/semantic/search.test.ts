import { describe, expect, it } from "vitest";
import { buildSemanticIndex } from "../../src/semantic/model.ts";
import type { SemanticDocument } from "../../src/semantic/documents.ts";
import { articleOwners, DEFAULT_SEARCH_OPTIONS, gentilicBase, namedAsContext, joinedCompounds, knownWord, lexicalScores, MIN_HUB_PASSAGES, namedInQuery, prepareIndex, queryKind, queryTerms, searchSemantic, splitCompound, withoutFraming, type SearchOptions } from "../../src/semantic/search.ts";
import { TINY_DOCS, TINY_EXTRA, TINY_VECTORS, tinyIndex } from "./fixture.ts";

const prepared = prepareIndex(tinyIndex());
/** The whole-entity model alone (no passage scores, no names from passages or from the query): what these tests were written for. */
const WHOLE: SearchOptions = { ...DEFAULT_SEARCH_OPTIONS, passageWeight: 0, nameWeight: 0, namedPenalty: 0, contextPenalty: 0, ownArticleLift: false, conceptPrior: 0 };
const top = (query: string, options: SearchOptions = WHOLE, limit = 5) => searchSemantic(prepared, query, limit, options).map((h) => `${h.entity.entity_type}:${h.entity.slug}`);

describe("searchSemantic on a tiny corpus", () => {
  it("finds entities from a description in other words", () => {
    expect(top("the tax collector who climbed a tree")[0]).toBe("person:zacchaeus");
    expect(top("the man who built a ship")[0]).toBe("person:noah");
    expect(top("the mount where the commandments were given")[0]).toBe("place:sinai");
  });

  it("the vectors alone rank by meaning, with no word in common", () => {
    const vectorsOnly = { ...WHOLE, vectorWeight: 1 };
    expect(top("mount", vectorsOnly)[0]).toBe("place:sinai");
    expect(top("ship", vectorsOnly).slice(0, 2).sort()).toEqual(["dictionary:boat", "person:noah"]);
  });

  it("a word the data does not use reaches the data through its nearest words", () => {
    const ids = [prepared.wordIds.get("collector")!];
    const zacchaeus = 1;
    expect(lexicalScores(prepared, ids, DEFAULT_SEARCH_OPTIONS)[zacchaeus]).toBeGreaterThan(0);
    expect(lexicalScores(prepared, ids, { ...DEFAULT_SEARCH_OPTIONS, expansionCount: 0 })[zacchaeus]).toBe(0);
    expect(lexicalScores(prepared, ids, { ...DEFAULT_SEARCH_OPTIONS, expansionThreshold: 0.999 })[zacchaeus]).toBe(0);
  });

  it("a modern word reaches the old word it stands for through its translation, weighted association^translationPower", () => {
    const ids = [prepared.wordIds.get("taxman")!];
    const zacchaeus = 1;
    const at = (power: number) => lexicalScores(prepared, ids, { ...DEFAULT_SEARCH_OPTIONS, translationPower: power })[zacchaeus]!;
    const word = lexicalScores(prepared, [prepared.wordIds.get("publican")!], DEFAULT_SEARCH_OPTIONS)[zacchaeus]!;
    expect(at(0)).toBe(0);
    expect(at(1) / word).toBeCloseTo(Math.round(0.9 * 255) / 255, 2);
    expect(at(2) / word).toBeCloseTo((Math.round(0.9 * 255) / 255) ** 2, 2);
    expect(top("taxman", DEFAULT_SEARCH_OPTIONS)[0]).toBe("person:zacchaeus");
    expect(top("the vessel", DEFAULT_SEARCH_OPTIONS)[0]).toBe("person:noah");
  });

  it("coordination favours entities that match more of the query", () => {
    const ids = ["money", "tax", "publican"].map((w) => prepared.wordIds.get(w)!);
    const plain = lexicalScores(prepared, ids, { ...DEFAULT_SEARCH_OPTIONS, expansionCount: 0, coordination: 0 });
    const coord = lexicalScores(prepared, ids, { ...DEFAULT_SEARCH_OPTIONS, expansionCount: 0, coordination: 1 });
    expect(coord[1]! / plain[1]!).toBeCloseTo(1 / 3, 5);
    expect(coord[3]! / plain[3]!).toBeCloseTo(2 / 3, 5);
  });

  it("linked entities lift each other by linkWeight times the mean of their positive scores", () => {
    const score = (options: SearchOptions, slug: string) => searchSemantic(prepared, "the flood", 5, options).find((h) => h.entity.slug === slug)?.score ?? -Infinity;
    const off = { ...WHOLE, linkWeight: 0 };
    const on = { ...WHOLE, linkWeight: 0.5 };
    expect(score(off, "noah")).toBeGreaterThan(0);
    expect(score(on, "boat") - score(off, "boat")).toBeCloseTo(0.5 * score(off, "noah"), 5);
    expect(score(on, "sinai")).toBe(score(off, "sinai"));
  });

  it("returns at most `limit` hits, best first, the same every time", () => {
    const hits = searchSemantic(prepared, "tax money", 3, WHOLE);
    expect(hits).toHaveLength(3);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    expect(hits[0]!.entity.slug).toBe("money");
    expect(searchSemantic(prepared, "tax money", 3, WHOLE)).toEqual(hits);
    const full = searchSemantic(prepared, "tax money", 3);
    expect(full).toHaveLength(3);
    expect(searchSemantic(prepared, "tax money", 3)).toEqual(full);
  });

  it("adds the best passage's entity (scaled to passageWeight) and the entities named in the best passages (nameWeight)", () => {
    const score = (options: SearchOptions, slug: string) => searchSemantic(prepared, "small tax", 5, options).find((h) => h.entity.slug === slug)?.score ?? Number.NaN;
    const base = { ...WHOLE, linkWeight: 0 };
    // "Zacchaeus, small tax." is the best passage: it belongs to the money topic and names Zacchaeus.
    expect(score({ ...base, passageWeight: 1 }, "money") - score(base, "money")).toBeCloseTo(1, 5);
    expect(score({ ...base, nameWeight: 2 }, "zacchaeus") - score(base, "zacchaeus")).toBeCloseTo(2, 5);
    expect(score({ ...base, nameWeight: 2 }, "sinai")).toBe(score(base, "sinai"));
  });

  it("credits no entity that owns more than nameHubShare of the passages (and more than MIN_HUB_PASSAGES) for being named in the best ones", () => {
    const filler = Array.from({ length: MIN_HUB_PASSAGES + 100 }, (_, i) => ({ key: `verse:Ps.1.${i + 1}`, text: "Noah built.", kind: "verse" as const }));
    const docs = TINY_DOCS.map((d) => (d.slug === "zacchaeus" ? { ...d, passages: [...d.passages, ...filler] } : d));
    const hubbed = prepareIndex(buildSemanticIndex(docs, (w) => TINY_VECTORS.get(w), { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, TINY_EXTRA));
    const score = (options: SearchOptions) => searchSemantic(hubbed, "small tax", 5, options).find((h) => h.entity.slug === "zacchaeus")?.score ?? Number.NaN;
    const base = { ...WHOLE, linkWeight: 0 };
    expect(score({ ...base, nameWeight: 2, nameHubShare: 1 }) - score(base)).toBeCloseTo(2, 5);
    expect(score({ ...base, nameWeight: 2, nameHubShare: 0.1 })).toBe(score(base));
    expect(score({ ...base, nameWeight: 2, nameHubShare: 0.999 }) - score(base), "owns less than 99.9 %").toBeCloseTo(2, 5);
  });

  it("entities named in the query lose namedPenalty times the share of the query their name leaves out", () => {
    const score = (options: SearchOptions, query: string, slug: string) => searchSemantic(prepared, query, 5, options).find((h) => h.entity.slug === slug)?.score ?? Number.NaN;
    const base = { ...WHOLE, linkWeight: 0 };
    expect(score(base, "money tax law", "money") - score({ ...base, namedPenalty: 3 }, "money tax law", "money")).toBeCloseTo(2, 5);
    expect(score({ ...base, namedPenalty: 3 }, "money", "money")).toBe(score(base, "money", "money"));
    const ids = (q: string) => q.split(" ").map((w) => prepared.wordIds.get(w) ?? -1);
    const named = namedInQuery(prepared.names, ids("noah flood ark"));
    expect([...named.keys()]).toEqual([0]);
    expect(named.get(0)).toBeCloseTo(2 / 3, 12);
  });

  it("entities a description names after its relative pronoun lose contextPenalty, whatever their share of the query", () => {
    expect([...namedAsContext(prepared, "the man who built the ark like Noah")]).toEqual([0]);
    expect([...namedAsContext(prepared, "Noah, who built the ark")], "named before the clause").toEqual([]);
    expect([...namedAsContext(prepared, "who met Noah on the mount?")], "a question: named after a verb").toEqual([0]);
    expect([...namedAsContext(prepared, "who was Noah?")], "a question about the name").toEqual([]);
    expect([...namedAsContext(prepared, "the man who was called Noah")], "named as the answer's name").toEqual([]);
    const more = prepareIndex(buildSemanticIndex([
      ...TINY_DOCS,
      { ...TINY_DOCS[1]!, slug: "simon-peter", name: "Simon Peter", title: "Simon Peter", uuid: "00000000-0000-5000-8000-000000000011", passages: [{ key: "article:simon:0", text: "A fisherman of Galilee.", kind: "definition" }], body: "A fisherman of Galilee." },
      { ...TINY_DOCS[2]!, slug: "mount-tabor", name: "Mount Tabor", title: "Mount Tabor", uuid: "00000000-0000-5000-8000-000000000012", passages: [{ key: "article:tabor:0", text: "A mountain of Galilee.", kind: "definition" }], body: "A mountain of Galilee." },
    ], (w) => TINY_VECTORS.get(w), { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, TINY_EXTRA));
    const slugsOf = (q: string) => [...namedAsContext(more, q)].map((e) => more.index.entities[e]!.slug);
    expect(slugsOf("the fisherman who denied Simon"), "a person by the first word of the name").toEqual(["simon-peter"]);
    expect(slugsOf("the man who climbed the mount"), "a place only by its whole name").toEqual([]);
    expect(slugsOf("the man who climbed mount tabor")).toEqual(["mount-tabor"]);
    const score = (penalty: number) => searchSemantic(prepared, "the man who built the ark like noah", 5, { ...WHOLE, contextPenalty: penalty }).find((h) => h.entity.slug === "noah")?.score ?? Number.NaN;
    expect(score(0) - score(2)).toBeCloseTo(2, 5);
  });

  it("a person or place ranks just above an article about it alone (ownArticleLift)", () => {
    expect(Array.from(articleOwners(tinyIndex()))).toEqual([-1, -1, -1, -1, 0]);
    const shared = buildSemanticIndex([...TINY_DOCS, { ...TINY_DOCS[1]!, slug: "other", uuid: "00000000-0000-5000-8000-000000000009", links: ["dictionary:boat"] }], (w) => TINY_VECTORS.get(w), { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, TINY_EXTRA);
    expect(articleOwners(shared)[4], "an article two people link to is nobody's own").toBe(-1);
    expect(top("boat", { ...WHOLE, ownArticleLift: false }).slice(0, 2)).toEqual(["dictionary:boat", "person:noah"]);
    const lifted = searchSemantic(prepared, "boat", 2, { ...WHOLE, ownArticleLift: true });
    expect(lifted.map((h) => h.entity.slug)).toEqual(["noah", "boat"]);
    expect(lifted[0]!.score - lifted[1]!.score).toBeCloseTo(0.001, 5);
  });

  it("gives nothing for a query of unknown words or only stopwords", () => {
    expect(top("qwxyz zzyzx")).toEqual([]);
    expect(top("the of and")).toEqual([]);
  });

  it("the neighbour cache never changes a result", () => {
    const fresh = prepareIndex(tinyIndex(), 0);
    for (const q of ["tax collector", "ship", "mount law", "collector tree ship"]) {
      expect(searchSemantic(fresh, q, 5)).toEqual(searchSemantic(prepared, q, 5));
    }
  });
});

describe("a query word the index does not know", () => {
  const word = (typed: string): string | undefined => {
    const id = knownWord(prepared, typed);
    return id < 0 ? undefined : prepared.index.words[id];
  };

  it("is read as the known word it is misspelt from, keeping the first letter", () => {
    expect(word("zachaeus")).toBe("zacchaeus");
    expect(word("sycamor")).toBe("sycamore");
    expect(word("mountian")).toBe("mountain");
    expect(word("omuntain")).toBeUndefined();
  });

  it("is read as the base of a comparative or superlative the index knows", () => {
    expect(word("smallest")).toBe("small");
    expect(word("smaller")).toBe("small");
  });

  it("stays unknown when short, a number, or far from every known word", () => {
    expect(word("shpi")).toBeUndefined();
    expect(word("12345")).toBeUndefined();
    expect(word("elephant")).toBeUndefined();
  });

  it("finds what the word it stands for finds, unless correction is off", () => {
    expect(top("the publican who climbed a sycamor", DEFAULT_SEARCH_OPTIONS)[0]).toBe("person:zacchaeus");
    expect(top("zachaeus", DEFAULT_SEARCH_OPTIONS)).toEqual(top("zacchaeus", DEFAULT_SEARCH_OPTIONS));
    expect(top("zachaeus", { ...DEFAULT_SEARCH_OPTIONS, correctUnknown: false })).toEqual([]);
  });

  it("is looked at only among the first four unknown words of a query", () => {
    expect(top("qqqqq wwwww xxxxx yyyyy zachaeus", DEFAULT_SEARCH_OPTIONS)).toEqual([]);
    expect(top("qqqqq wwwww xxxxx zachaeus", DEFAULT_SEARCH_OPTIONS)).toEqual(top("zacchaeus", DEFAULT_SEARCH_OPTIONS));
  });
});

describe("two query words the index knows as one", () => {
  const ids = new Map([["lefthanded", 0], ["firstborn", 1], ["left", 2], ["handed", 3], ["thereof", 4]]);

  it("are also read joined, as the KJV writes them (left-handed, first born)", () => {
    expect(joinedCompounds("the left-handed judge", ids)).toEqual(["lefthanded"]);
    expect(joinedCompounds("his first born son", ids)).toEqual(["firstborn"]);
  });

  it("never join across or into a stopword, nor when the joined word is unknown", () => {
    expect(joinedCompounds("there of", ids)).toEqual([]);
    expect(joinedCompounds("left the handed", ids)).toEqual([]);
    expect(joinedCompounds("right handed", ids)).toEqual([]);
  });
});

describe("a land and its people in the passage score", () => {
  const corpus = new Set(["israel", "israelite", "israelites", "egypt", "egyptians", "syria", "syrian", "galilee", "galileans", "favour", "quite", "arch"]);

  it("gentilicBase finds the land or people a gentilic form comes from, among the corpus words", () => {
    expect(gentilicBase("israelites", corpus)).toBe("israel");
    expect(gentilicBase("israelite", corpus)).toBe("israel");
    expect(gentilicBase("egyptians", corpus)).toBe("egypt");
    expect(gentilicBase("syrian", corpus)).toBe("syria");
    expect(gentilicBase("galileans", corpus)).toBe("galilee");
    // Not a gentilic form: the base is missing, too short, or the word itself.
    expect(gentilicBase("israel", corpus)).toBeUndefined();
    expect(gentilicBase("moabites", corpus)).toBeUndefined();
    expect(gentilicBase("archite", corpus)).toBe("arch");
    expect(gentilicBase("quite", corpus)).toBeUndefined();
    expect(gentilicBase("sinite", new Set(["sin"]))).toBeUndefined();
  });

  it("a query naming the land also matches its people's name, not the other way round", () => {
    const uuid = (n: number) => `00000000-0000-5000-8000-${String(n).padStart(12, "0")}`;
    const docs = [
      { slug: "saul", name: "Saul", entity_type: "person" as const, uuid: uuid(1), title: "Saul", body: "The first king of the Israelites.", links: [], passages: [{ key: "a:saul:0", text: "The first king of the Israelites.", kind: "definition" as const }] },
      { slug: "canaan", name: "Canaan", entity_type: "place" as const, uuid: uuid(2), title: "Canaan", body: "Israel came into the land.", links: [], passages: [{ key: "a:canaan:0", text: "Israel came into the land.", kind: "definition" as const }] },
    ];
    const p = prepareIndex(buildSemanticIndex(docs, () => undefined, { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, []));
    const terms = (word: string) => queryTerms(p, [word], [p.wordIds.get(word) ?? -1], DEFAULT_SEARCH_OPTIONS)[0]!.map(([t, f]) => [p.index.words[t], f]);
    expect(terms("israel")).toEqual([["israel", 1], ["israelites", DEFAULT_SEARCH_OPTIONS.stemFactor]]);
    expect(terms("israelites")).toEqual([["israelites", 1]]);
    expect(searchSemantic(p, "first king of Israel", 2).map((h) => h.entity.slug)[0]).toBe("saul");
  });
});

describe("the twenty-ninth session's query rules", () => {
  const vectors = { source: "test-vectors@1.0.0", license: "MIT", dims: 6 };
  const doc = (n: number, entity_type: SemanticDocument["entity_type"], slug: string, name: string, text: string, passages = 1): SemanticDocument => ({
    slug, name, entity_type, uuid: `00000000-0000-5000-8000-${String(100 + n).padStart(12, "0")}`, title: name, body: text, links: [],
    passages: Array.from({ length: passages }, (_, i) => ({ key: `article:${slug}:${i}`, text, kind: "definition" as const })),
  });
  const index = (docs: SemanticDocument[], physical: ReadonlySet<string> = new Set()) =>
    prepareIndex(buildSemanticIndex(docs, (w) => TINY_VECTORS.get(w), vectors, [], undefined, undefined, undefined, undefined, undefined, physical));

  it("a participle's phrase names its context: \"the man chosen to replace Noah\", \"the island where Noah landed\"", () => {
    expect([...namedAsContext(prepared, "the man chosen to replace noah")]).toEqual([0]);
    expect([...namedAsContext(prepared, "the fat king stabbed by noah")]).toEqual([0]);
    expect([...namedAsContext(prepared, "the island where noah landed")]).toEqual([0]);
    expect([...namedAsContext(prepared, "the ark of noah")], "no participle: Noah may be what is meant").toEqual([]);
    expect([...namedAsContext(prepared, "a hundred men with noah")], "hundred is no participle").toEqual([]);
  });

  it("splits a word the texts write apart into its two everyday words, and nothing else", () => {
    const tents = index([doc(1, "person", "aquila", "Aquila", "A tent maker of Pontus, who was thin."), doc(2, "person", "priscilla", "Priscilla", "Wife of a tent maker; think of the king."), doc(3, "dictionary", "tentmaker", "Tentmaker", "Tentmaker")]);
    expect(splitCompound(tents, "tentmaker")).toEqual(["tent", "maker"]);
    expect(splitCompound(tents, "thinking"), "an inflection of a known word (think)").toEqual([]);
    expect(splitCompound(tents, "tent"), "too short").toEqual([]);
    const named = index([doc(1, "person", "aquila", "Aquila", "A tent maker of Pontus."), doc(2, "person", "maker", "Maker", "A man.")]);
    expect(splitCompound(named, "tentmaker"), "a part is a person's one-word name").toEqual([]);
    const own = index([doc(1, "person", "aquila", "Aquila", "A tent maker; a tentmaker of Pontus.", 5), doc(2, "person", "priscilla", "Priscilla", "Wife of a tent maker.")]);
    expect(splitCompound(own, "tentmaker"), "a word the texts use in more than four passages is theirs").toEqual([]);
  });

  it("reads a kind from a plural cue or a compound's cue ending", () => {
    expect(queryKind("the wicked cities of the plain")).toBe("place");
    expect(queryKind("kings of judah")).toBe("person");
    expect(queryKind("the nobleman whose son was healed")).toBe("person");
    expect(queryKind("his hometown")).toBe("place");
    expect(queryKind("haman")).toBeUndefined();
  });

  it("drops the words that frame a question about the Bible, unless nothing else is left", () => {
    expect(withoutFraming(["bible", "say", "worry"])).toEqual(["worry"]);
    expect(withoutFraming(["verses", "patience"])).toEqual(["patience"]);
    expect(withoutFraming(["bible"])).toEqual(["bible"]);
  });

  it("reads an inflected word the index does not know as its stem (gossiping → gossip)", () => {
    const p = index([doc(1, "topic", "gossip", "Gossip", "Gossip and talebearing.")]);
    expect(p.index.words[knownWord(p, "gossiping")]).toBe("gossip");
  });

  it("a thematic query lifts the subjects it names by a derivative, not those named by a physical thing", () => {
    const docs = [
      doc(1, "person", "stephen", "Stephen", "He kneeled down praying for them, forgiving them their sin."),
      doc(2, "topic", "forgiveness", "Forgiveness", "Commanded to men."),
      doc(3, "topic", "coat", "Coat", "Of many colours."),
      doc(4, "person", "joseph", "Joseph", "His father made him a coat of many colours."),
      doc(5, "topic", "prayer", "Prayer", "Answered."),
    ];
    const p = index(docs, new Set(["coat"]));
    expect(Array.from(p.index.entityPhysical)).toEqual([0, 0, 1, 0, 0]);
    const slugs = (q: string, conceptPrior: number) => searchSemantic(p, q, 4, { ...DEFAULT_SEARCH_OPTIONS, conceptPrior }).map((h) => h.entity.slug);
    expect(slugs("forgiving others", 0)[0]).toBe("stephen");
    expect(slugs("forgiving others", 1.5)[0]).toBe("forgiveness");
    expect(slugs("forgiving stephen", 1.5)[0], "a query that names a person is not thematic").toBe("stephen");
    expect(slugs("praying for them", 0)[0]).toBe("stephen");
    expect(slugs("praying for them", 1.5)[0], "the word less its ending, plus another: pray + er").toBe("prayer");
    expect(slugs("coats of many colours", 1.5)).toEqual(slugs("coats of many colours", 0));
  });

  it("a person (and the article they alone own) of the other gender than the query's cue loses genderPenalty", () => {
    const docs: SemanticDocument[] = [
      { ...doc(1, "person", "ahab", "Ahab", "Took the vineyard of Naboth, a man of Jezreel, and his wife stirred him up.", 2), gender: "male", links: ["dictionary:ahab"] },
      { ...doc(2, "person", "jezebel", "Jezebel", "Wrote letters so that Naboth was stoned."), gender: "female" },
      doc(3, "dictionary", "ahab", "Ahab", "King of Israel who took the vineyard of Naboth at Jezreel.", 2),
      doc(4, "place", "jezreel", "Jezreel", "A city with a vineyard."),
    ];
    const p = index(docs);
    expect(Array.from(p.index.entityGender)).toEqual([1, 2, 0, 0]);
    expect(Array.from(p.genders), "the article Ahab alone owns takes his gender").toEqual([1, 2, 1, 0]);
    const scores = (q: string, genderPenalty: number) => new Map(searchSemantic(p, q, 4, { ...DEFAULT_SEARCH_OPTIONS, genderPenalty }).map((h) => [`${h.entity.entity_type}:${h.entity.slug}`, h.score]));
    const q = "the queen who took the vineyard of naboth";
    const [off, on] = [scores(q, 0), scores(q, 1)];
    expect(on.get("person:ahab")! - off.get("person:ahab")!).toBeLessThan(-0.5);
    expect(on.get("dictionary:ahab")! - off.get("dictionary:ahab")!).toBeLessThan(-0.5);
    expect(on.get("person:jezebel")).toBeCloseTo(off.get("person:jezebel")!, 4);
    expect(scores("the king who took the vineyard of naboth", 1).get("person:jezebel")!, "a king is male").toBeLessThan(scores("the king who took the vineyard of naboth", 0).get("person:jezebel")! - 0.5);
    expect(scores("who took the vineyard of naboth", 1), "no gender cue, no penalty").toEqual(scores("who took the vineyard of naboth", 0));
  });

  it("a query for a person takes kindClashPenalty from every place, one for a place from every person", () => {
    const docs: SemanticDocument[] = [
      doc(1, "person", "publius", "Publius", "The chief man of the island where the ship was wrecked received us."),
      doc(2, "place", "melita", "Melita", "The island where the ship was wrecked."),
      doc(3, "dictionary", "shipwreck", "Shipwreck", "The ship was wrecked on an island."),
    ];
    const p = index(docs);
    const scores = (q: string, kindClashPenalty: number) => new Map(searchSemantic(p, q, 3, { ...DEFAULT_SEARCH_OPTIONS, kindClashPenalty }).map((h) => [h.entity.slug, h.score]));
    const [off, on] = [scores("where was the ship wrecked?", 0), scores("where was the ship wrecked?", 5)];
    expect(on.get("publius")!).toBeCloseTo(off.get("publius")! - 5, 4);
    expect(on.get("melita")).toBeCloseTo(off.get("melita")!, 4);
    expect(on.get("shipwreck"), "an article is left alone").toBeCloseTo(off.get("shipwreck")!, 4);
    const who = [scores("who was on the island when the ship was wrecked?", 0), scores("who was on the island when the ship was wrecked?", 5)] as const;
    expect(who[1].get("melita")!).toBeCloseTo(who[0].get("melita")! - 5, 4);
    expect(who[1].get("publius")).toBeCloseTo(who[0].get("publius")!, 4);
    expect(scores("the ship was wrecked", 5), "no kind asked for").toEqual(scores("the ship was wrecked", 0));
  });

  it("a query for a person or a place ranks the event's participants and places just above it, in their own order", () => {
    const title = (slug: string) => ({ key: `event:${slug}`, text: "Noah gets drunk", kind: "description" as const });
    const docs: SemanticDocument[] = [
      { ...doc(1, "event", "noah-drunk", "Noah gets drunk", "The husbandman planted a vineyard, drank of the wine and was drunken in his tent."), passages: [title("noah-drunk"), { key: "event:noah-drunk:notes:0", text: "He planted a vineyard and was drunken.", kind: "description" }] },
      { ...doc(2, "person", "noah", "Noah", "Built the ark; his sons went forth of the ark."), gender: "male", passages: [title("noah-drunk"), { key: "article:noah:0", text: "Built the ark.", kind: "definition" }] },
      { ...doc(3, "person", "ham", "Ham", "A son of Noah who saw his father."), gender: "male", passages: [title("noah-drunk"), { key: "article:ham:0", text: "A son of Noah.", kind: "definition" }] },
      { ...doc(4, "person", "naamah", "Naamah", "A daughter of Lamech."), gender: "female", passages: [title("noah-drunk"), { key: "article:naamah:0", text: "A daughter.", kind: "definition" }] },
      { ...doc(5, "place", "ararat", "Ararat", "The mountains where the ark rested."), passages: [title("noah-drunk"), { key: "article:ararat:0", text: "Mountains.", kind: "definition" }] },
    ];
    const p = index(docs);
    expect([...p.eventMembers]).toEqual([[0, [1, 2, 3, 4]]]);
    const ranked = (q: string, eventLift: boolean) => searchSemantic(p, q, 5, { ...DEFAULT_SEARCH_OPTIONS, eventLift }).map((h) => h.entity.slug);
    const q = "the husbandman that planted a vineyard and was drunken";
    expect(ranked(q, false)[0]).toBe("noah-drunk");
    const lifted = ranked(q, true);
    expect(lifted.indexOf("noah"), "a person is asked for").toBeLessThan(lifted.indexOf("noah-drunk"));
    expect(lifted.indexOf("noah"), "members keep their own order").toBeLessThan(lifted.indexOf("ham"));
    expect(lifted.indexOf("naamah"), "a -man compound asks for a man").toBeGreaterThan(lifted.indexOf("noah-drunk"));
    expect(lifted.indexOf("ararat"), "a person is asked for, not a place").toBeGreaterThan(lifted.indexOf("noah-drunk"));
    const named = ranked("the husbandman that planted a vineyard and was drunken before ham", true);
    expect(named.indexOf("ham"), "the query's own names are not lifted").toBeGreaterThan(named.indexOf("noah-drunk"));
    const where = ranked("the mountains where the vineyard was planted and he was drunken", true);
    expect(where.indexOf("ararat")).toBeLessThan(where.indexOf("noah-drunk"));
    expect(ranked("planted a vineyard and was drunken", true), "no kind asked for").toEqual(ranked("planted a vineyard and was drunken", false));
  });
});
