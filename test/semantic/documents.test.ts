import { describe, expect, it } from "vitest";
import { glossAliases, glossOwners, paragraphsAbout, semanticDocuments, storyWindows } from "../../src/semantic/documents.ts";
import type { WordNetGloss } from "../../src/semantic/wordnet.ts";
import { TABLES, type Tables } from "../../src/contract/api.ts";

const uuid = (n: number) => `00000000-0000-5000-8000-${String(n).padStart(12, "0")}`;

const tables = {
  person: [
    { slug: "noah", uuid: uuid(1), verses: [], name: "Noah", gender: "Male", display_title: "Noah", also_called: ["Noe"], name_meaning: "rest", dictionary_entries: ["noah"], father: "lamech", mother: null, partners: [], siblings: [], half_siblings: [], children: ["shem", "ham"], events: ["the-ark"] },
    { slug: "lamech", uuid: uuid(2), verses: [], name: "Lamech", gender: "Male", display_title: "Lamech", also_called: [], name_meaning: null, dictionary_entries: [], father: null, mother: null, partners: [], siblings: [], half_siblings: [], children: ["noah"], events: [] },
    { slug: "shem", uuid: uuid(3), verses: [], name: "Shem", gender: "Male", display_title: "Shem (son of Noah)", also_called: [], name_meaning: null, dictionary_entries: ["missing"], father: "noah", mother: null, partners: [], siblings: ["ham"], half_siblings: [], children: [], events: [] },
    { slug: "ham", uuid: uuid(11), verses: [], name: "Ham", gender: "Male", display_title: "Ham", also_called: [], name_meaning: null, dictionary_entries: [], father: "noah", mother: null, partners: [], siblings: ["shem"], half_siblings: [], children: ["canaan"], events: [] },
    { slug: "canaan", uuid: uuid(12), verses: [], name: "Canaan", gender: "Female", display_title: "Canaan", also_called: [], name_meaning: null, dictionary_entries: [], father: "ham", mother: null, partners: [], siblings: [], half_siblings: [], children: [], events: [] },
  ],
  place: [{ slug: "ararat", uuid: uuid(4), verses: [], name: "Ararat", kjv_name: "ararat", esv_name: "Mount Ararat", modern_name: null, feature_type: "Mountain", dictionary_entries: ["ararat"], events: ["the-ark"] }],
  event: [{ slug: "the-ark", uuid: uuid(5), verses: [], title: "Noah builds the ark", participants: ["noah", "nobody"], places: ["ararat"], groups: [], notes: "Gopher wood." }],
  people_group: [{ slug: "pharisees", uuid: uuid(6), name: "Pharisees", members: [], events: [] }],
  dictionary_entry: [
    { slug: "noah", uuid: uuid(7), name: "Noah", text: "Rest; he built an ark of gopher wood." },
    { slug: "ararat", uuid: uuid(8), name: "Ararat", text: "A mountain where the ark rested." },
    { slug: "pharisees", uuid: uuid(9), name: "Pharisées", text: "A strict party." },
  ],
  topic: [{ slug: "ark", uuid: uuid(10), name: "Ark", entries: [{ text: "Noah's" }, { text: "Of the covenant" }, { text: null }] }],
};

/** Hand-made partial records as the dataset's tables (every other table empty). */
const asTables = (partial: object): Tables => ({ ...Object.fromEntries(TABLES.map((t) => [t, []])), ...partial }) as unknown as Tables;

describe("semanticDocuments", () => {
  // Hand-made records carry only the fields the documents read.
  const docs = semanticDocuments(asTables(tables));
  const doc = (type: string, slug: string) => docs.find((d) => d.entity_type === type && d.slug === slug)!;

  it("leaves out a place marked as another's duplicate that no verse names (`Jerusalem's`), as name search does", () => {
    const ararats = { ...tables.place[0]!, slug: "ararats", uuid: uuid(13), name: "Ararat's", duplicate_of: "ararat", verse_count: 0 };
    const named = { ...ararats, slug: "minni", uuid: uuid(14), name: "Minni", verse_count: 1 };
    const slugs = semanticDocuments(asTables({ ...tables, place: [...tables.place, ararats, named] })).filter((d) => d.entity_type === "place").map((d) => d.slug);
    expect(slugs).toEqual(["ararat", "minni"]);
  });

  it("covers the six searchable kinds in collection order, with the public fields", () => {
    expect(docs.map((d) => `${d.entity_type}:${d.slug}`)).toEqual(["person:noah", "person:lamech", "person:shem", "person:ham", "person:canaan", "place:ararat", "event:the-ark", "group:pharisees", "dictionary:noah", "dictionary:ararat", "dictionary:pharisees", "topic:ark"]);
    expect(doc("event", "the-ark")).toMatchObject({ name: "Noah builds the ark", uuid: uuid(5), title: "Noah builds the ark" });
  });

  it("a person: names, meaning, the linked Easton article, family ties in words and events by name", () => {
    const noah = doc("person", "noah");
    expect(noah.title).toBe("Noah; Noe");
    expect(noah.body).toContain("Name meaning: rest.");
    expect(noah.body).toContain("he built an ark of gopher wood");
    expect(noah.body).toContain("Son of: Lamech.");
    expect(noah.body).toContain("Father of: Shem, Ham.");
    expect(doc("person", "lamech").body).toContain("Grandfather of: Shem, Ham.");
    expect(doc("person", "shem").body).toContain("Grandson of: Lamech.");
    expect(doc("person", "shem").body).toContain("Brother of: Ham.");
    expect(doc("person", "shem").body).toContain("Uncle of: Canaan.");
    expect(doc("person", "canaan").body).toContain("Daughter of: Ham.");
    expect(doc("person", "canaan").body).toContain("Niece of: Shem.");
    expect(noah.body).toContain("Events: Noah builds the ark.");
    expect(doc("person", "shem").body).toContain("Shem (son of Noah)");
  });

  it("a place, an event, a group (with the same-named article) and a topic", () => {
    expect(doc("place", "ararat").title).toBe("Ararat; Mount Ararat");
    expect(doc("place", "ararat").body).toMatch(/Mountain[\s\S]*ark rested/);
    expect(doc("event", "the-ark").body).toBe("Participants: Noah.\nPlaces: Ararat.\nGopher wood.");
    expect(doc("group", "pharisees").body).toBe("A strict party.");
    expect(doc("topic", "ark").body).toBe("Noah's\nOf the covenant");
  });

  it("people, places and events carry the text of their verses; articles and topics do not", () => {
    const withVerses = {
      ...tables,
      person: tables.person.map((p) => (p.slug === "noah" ? { ...p, verses: ["Gen.6.14", "Gen.99.1"] } : p)),
      place: tables.place.map((p) => ({ ...p, verses: ["Gen.8.4"] })),
      event: tables.event.map((e) => ({ ...e, verses: ["Gen.6.14"] })),
      dictionary_entry: tables.dictionary_entry.map((d) => ({ ...d, verses: ["Gen.6.14"] })),
    };
    const text = new Map([["Gen.6.14", "Make an ark of gopher wood."], ["Gen.8.4", "The ark rested on the mountains."]]);
    const docs = semanticDocuments(asTables(withVerses), text);
    const body = (type: string, slug: string) => docs.find((d) => d.entity_type === type && d.slug === slug)!.body;
    expect(body("person", "noah").endsWith("Make an ark of gopher wood.")).toBe(true);
    expect(body("place", "ararat")).toContain("The ark rested on the mountains.");
    expect(body("event", "the-ark")).toBe("Participants: Noah.\nPlaces: Ararat.\nGopher wood.\nMake an ark of gopher wood.");
    expect(body("dictionary", "noah")).not.toContain("Make an ark");
    expect(body("person", "lamech")).toBe(doc("person", "lamech").body);
  });

  it("links a person or place to its articles and a topic to the articles of its name", () => {
    expect(doc("person", "noah").links).toEqual(["dictionary:noah"]);
    expect(doc("place", "ararat").links).toEqual(["dictionary:ararat"]);
    expect(doc("topic", "ark").links).toEqual([]);
    const named = semanticDocuments(asTables({ ...tables, topic: [{ slug: "noah", uuid: uuid(13), name: "NOAH", entries: [] }] }));
    expect(named.find((d) => d.entity_type === "topic")?.links).toEqual(["dictionary:noah"]);
  });

  it("links that point nowhere are skipped, not invented", () => {
    expect(doc("person", "shem").body).not.toContain("undefined");
    expect(doc("event", "the-ark").body).not.toContain("nobody");
  });

  it("splits each text into passages: article sentences (the first a definition), family ties, event titles, verses, topic lines", () => {
    const text = new Map([["Gen.6.14", "Make an ark of gopher wood."]]);
    const withVerses = { ...tables, person: tables.person.map((p) => (p.slug === "noah" ? { ...p, verses: ["Gen.6.14"] } : p)), event: tables.event.map((e) => ({ ...e, verses: ["Gen.6.14"] })) };
    const docs = semanticDocuments(asTables(withVerses), text);
    const passages = (type: string, slug: string) => docs.find((d) => d.entity_type === type && d.slug === slug)!.passages;
    const noah = passages("person", "noah");
    expect(noah).toContainEqual({ key: "article:noah:0", text: "Rest; he built an ark of gopher wood.", kind: "definition" });
    expect(noah).toContainEqual({ key: "verse:Gen.6.14", text: "Make an ark of gopher wood.", kind: "verse" });
    expect(noah).toContainEqual({ key: "event:the-ark", text: "Noah builds the ark", kind: "description" });
    expect(noah.filter((p) => p.kind === "description").map((p) => p.text)).toEqual(["Name meaning: rest.", "Son of: Lamech.", "Father of: Shem, Ham.", "Grandfather of: Canaan.", "Noah builds the ark"]);
    expect(passages("event", "the-ark").map((p) => p.key)).toEqual(["event:the-ark", "event:the-ark:notes:0", "verse:Gen.6.14"]);
    expect(passages("dictionary", "noah")).toEqual([{ key: "article:noah:0", text: "Rest; he built an ark of gopher wood.", kind: "definition" }]);
    expect(passages("group", "pharisees").map((p) => p.key)).toEqual(["article:pharisees:0"]);
    expect(passages("topic", "ark")).toEqual([{ key: "topic:ark:0", text: "Noah's", kind: "entry" }, { key: "topic:ark:1", text: "Of the covenant", kind: "entry" }]);
    expect(passages("place", "ararat")[0]).toEqual({ key: "place:ararat:0", text: "Mountain", kind: "description" });
  });
});

describe("storyWindows", () => {
  // John 20:24-29 in our own words: only some verses name the doubter.
  const text = new Map([
    ["John.20.24", "Thomas, one of the twelve, was away when the Lord came."],
    ["John.20.25", "He said: unless I see the marks of the nails and touch them, I will not believe."],
    ["John.20.26", "Eight days later they met again, and Thomas was there."],
    ["John.20.27", "Then he said to him: reach out your finger and see."],
    ["John.20.28", "He answered: my Lord and my God."],
    ["John.20.29", "Blessed are those who believe without seeing."],
    ["John.21.1", "Afterwards he showed himself by the sea."],
  ]);

  it("cuts each chapter into overlapping runs of verses, the last ending at the chapter's end", () => {
    const w = storyWindows(text, 3, 2);
    expect([...w.text.keys()]).toEqual(["story:John.20.24", "story:John.20.26", "story:John.20.28"]);
    expect(w.text.get("story:John.20.24")).toBe(`${text.get("John.20.24")} ${text.get("John.20.25")} ${text.get("John.20.26")}`);
    expect(w.text.get("story:John.20.28")).toBe(`${text.get("John.20.28")} ${text.get("John.20.29")}`);
    expect(w.of.get("John.20.26")).toEqual(["story:John.20.24", "story:John.20.26"]);
    // A chapter of one verse has no run; runs never cross chapters.
    expect(w.of.get("John.21.1")).toBeUndefined();
    expect(storyWindows(text, 1, 1).text.size).toBe(0);
  });

  it("gives a person the runs around their verses as story passages, so the verse that does not name them counts", () => {
    const person = { slug: "thomas", uuid: uuid(20), verses: ["John.20.24"], name: "Thomas", gender: "Male", display_title: "Thomas", also_called: [], name_meaning: null, dictionary_entries: [], father: null, mother: null, partners: [], siblings: [], half_siblings: [], children: [], events: [] };
    const docs = semanticDocuments(asTables({ person: [person] }), text);
    const stories = docs[0]!.passages.filter((p) => p.kind === "story");
    expect(stories.map((p) => p.key)).toEqual(["story:John.20.24"]);
    expect(stories[0]!.text).toContain("marks of the nails");
    expect(docs[0]!.body).not.toContain("marks of the nails");
  });
});

describe("paragraphsAbout", () => {
  const noah = "Noah, the son of Lamech, built the ark before the flood.\n\nHe planted a vineyard after it.\n\nNoah, one of the five daughters of Zelophehad (Num. 26:33).";
  const linked = [
    { slug: "noah", name: "Noah" },
    { slug: "noah-daughter-of-zelophehad", name: "Noah" },
  ];
  it("gives a namesake the paragraphs that name what tells it apart, and the rest to the one without", () => {
    expect(paragraphsAbout(noah, linked[1]!, linked)).toEqual(new Set([2]));
    expect(paragraphsAbout(noah, linked[0]!, linked)).toEqual(new Set([0, 1]));
  });
  it("keeps the whole article when it has one paragraph, one link, or nothing tells the namesakes apart", () => {
    expect(paragraphsAbout("Noah built the ark.", linked[1]!, linked)).toBeUndefined();
    expect(paragraphsAbout(noah, linked[0]!, [linked[0]!])).toBeUndefined();
    const james = [{ slug: "james-son-of-alphaeus", name: "James" }, { slug: "james-brother-of-jesus", name: "James" }];
    expect(paragraphsAbout("One James.\n\nAnother James.", james[0]!, james), "neither slug's words are named").toBeUndefined();
  });
});

describe("glossOwners", () => {
  const people = ["simon", "simon-zelotes", "paul", "saul", "joseph", "thomas", "ham"].map((slug, i) => ({ slug, uuid: uuid(100 + i), name: slug }));
  const t = asTables({ person: people, place: [{ slug: "ham", uuid: uuid(120), name: "Ham" }], dictionary_entry: [{ slug: "manna", uuid: uuid(121), name: "Manna" }], topic: [{ slug: "manna", uuid: uuid(122), name: "Manna" }] });
  const aliases = { person: { peter: "simon" } };
  const gloss = (lemmas: string[], kind: WordNetGloss["kind"], text: string, offset = lemmas[0] ?? ""): WordNetGloss => ({ offset, lemmas, kind, text });

  it("gives a definition to the record one of its lemmas is the slug or an alias of, without a leading Saint", () => {
    const owners = glossOwners([gloss(["Saint Thomas"], "person", "the doubter"), gloss(["Peter", "Saint Peter"], "person", "the fisherman")], t, aliases);
    expect(owners.get("person:thomas")).toEqual(["Thomas: the doubter"]);
    expect(owners.get("person:simon")).toEqual(["Peter: the fisherman"]);
  });

  it("opens each definition with the synset's names, each once, without a leading Saint", () => {
    const owners = glossOwners([gloss(["Thomas", "Saint Thomas", "St. Thomas", "doubting Thomas", "Thomas the doubting Apostle"], "person", "the Apostle who would not believe")], t, aliases);
    expect(owners.get("person:thomas")).toEqual(["Thomas, doubting Thomas, Thomas the doubting Apostle: the Apostle who would not believe"]);
  });

  it("where the lemmas name several records: the one a longer lemma names, else the headword's", () => {
    const owners = glossOwners([gloss(["Simon", "Simon Zelotes"], "person", "the zealot"), gloss(["Paul", "Saul"], "person", "the missionary")], t, aliases);
    expect(owners.get("person:simon-zelotes")).toEqual(["Simon, Simon Zelotes: the zealot"]);
    expect(owners.has("person:simon")).toBe(false);
    expect(owners.get("person:paul")).toEqual(["Paul, Saul: the missionary"]);
    expect(owners.has("person:saul")).toBe(false);
  });

  it("gives nothing to a record two definitions name by their headwords", () => {
    const owners = glossOwners([gloss(["Joseph"], "person", "the carpenter", "1"), gloss(["Joseph"], "person", "the dreamer", "2")], t, aliases);
    expect(owners.size).toBe(0);
  });

  it("of two definitions naming one record, keeps the one whose headword names it", () => {
    const owners = glossOwners([gloss(["Didymus", "Thomas"], "person", "a namesake", "1"), gloss(["Thomas"], "person", "the doubter", "2")], t, aliases);
    expect(owners.get("person:thomas")).toEqual(["Thomas: the doubter"]);
  });

  it("gives a people's definition to the group, article and topic its plural names", () => {
    const withGroups = asTables({ ...t, people_group: [{ slug: "pharisees", uuid: uuid(130), name: "Pharisees" }], dictionary_entry: [{ slug: "pharisees", uuid: uuid(131), name: "Pharisees" }], person: [{ slug: "pharisee", uuid: uuid(132), name: "Pharisee" }] });
    const owners = glossOwners([gloss(["Pharisee", "Pharisees"], "people", "a strict sect")], withGroups, {});
    expect([...owners.keys()].sort()).toEqual(["dictionary_entry:pharisees", "people_group:pharisees"]);
  });

  it("gives name search the definition's names of more than one word that no record of the table has", () => {
    const names = glossAliases([gloss(["Paul", "Saint Paul", "Saul", "Saul of Tarsus", "Apostle of the Gentiles"], "person", "the missionary")], t, aliases);
    expect(names.get("person:paul"), "not Paul or Saul: one word, and records' slugs").toEqual(["Saul of Tarsus", "Apostle of the Gentiles"]);
    const zealot = glossAliases([gloss(["Simon", "Simon Zelotes", "Simon the Zealot"], "person", "the zealot")], t, aliases);
    expect(zealot.get("person:simon-zelotes"), "not Simon Zelotes, the record's own slug").toEqual(["Simon the Zealot"]);
    expect(glossAliases([gloss(["Thomas"], "person", "the doubter")], t, aliases).size).toBe(0);
  });

  it("keeps to the tables of the definition's kind: a person's never goes to a place", () => {
    const owners = glossOwners([gloss(["Ham"], "person", "a son of Noah"), gloss(["manna"], "other", "food from heaven")], t, aliases);
    expect([...owners.keys()].sort()).toEqual(["dictionary_entry:manna", "person:ham", "topic:manna"]);
  });

  it("puts each definition first in the entity's text and as a definition passage of its own", () => {
    const docs = semanticDocuments(asTables(tables), new Map(), new Map([["person:noah", ["the patriarch who built the ark"]]]));
    const noah = docs.find((d) => d.entity_type === "person" && d.slug === "noah")!;
    expect(noah.body.startsWith("the patriarch who built the ark\n")).toBe(true);
    expect(noah.passages[0]).toEqual({ key: "wordnet:person:noah:0", text: "the patriarch who built the ark", kind: "definition" });
    expect(docs.find((d) => d.slug === "lamech")!.passages.some((p) => p.key.startsWith("wordnet:"))).toBe(false);
  });
});
