import { describe, expect, it } from "vitest";
import { semanticDocuments } from "../../src/semantic/documents.ts";
import { TABLES, type Tables } from "../../src/contract/api.ts";

const uuid = (n: number) => `00000000-0000-5000-8000-${String(n).padStart(12, "0")}`;

const tables = {
  person: [
    { slug: "noah", uuid: uuid(1), name: "Noah", display_title: "Noah", also_called: ["Noe"], name_meaning: "rest", dictionary_entries: ["noah"], father: "lamech", mother: null, partners: [], children: ["shem"], events: ["the-ark"] },
    { slug: "lamech", uuid: uuid(2), name: "Lamech", display_title: "Lamech", also_called: [], name_meaning: null, dictionary_entries: [], father: null, mother: null, partners: [], children: ["noah"], events: [] },
    { slug: "shem", uuid: uuid(3), name: "Shem", display_title: "Shem (son of Noah)", also_called: [], name_meaning: null, dictionary_entries: ["missing"], father: "noah", mother: null, partners: [], children: [], events: [] },
  ],
  place: [{ slug: "ararat", uuid: uuid(4), name: "Ararat", kjv_name: "ararat", esv_name: "Mount Ararat", modern_name: null, feature_type: "Mountain", dictionary_entries: ["ararat"], events: ["the-ark"] }],
  event: [{ slug: "the-ark", uuid: uuid(5), title: "Noah builds the ark", participants: ["noah", "nobody"], places: ["ararat"], groups: [], notes: "Gopher wood." }],
  people_group: [{ slug: "pharisees", uuid: uuid(6), name: "Pharisees", members: [], events: [] }],
  dictionary_entry: [
    { slug: "noah", uuid: uuid(7), name: "Noah", text: "Rest; he built an ark of gopher wood." },
    { slug: "ararat", uuid: uuid(8), name: "Ararat", text: "A mountain where the ark rested." },
    { slug: "pharisees", uuid: uuid(9), name: "Pharisées", text: "A strict party." },
  ],
  topic: [{ slug: "ark", uuid: uuid(10), name: "Ark", entries: [{ text: "Noah's" }, { text: "Of the covenant" }, { text: null }] }],
};

describe("semanticDocuments", () => {
  // Hand-made records carry only the fields the documents read.
  const docs = semanticDocuments({ ...Object.fromEntries(TABLES.map((t) => [t, []])), ...tables } as unknown as Tables);
  const doc = (type: string, slug: string) => docs.find((d) => d.entity_type === type && d.slug === slug)!;

  it("covers the six searchable kinds in collection order, with the public fields", () => {
    expect(docs.map((d) => `${d.entity_type}:${d.slug}`)).toEqual(["person:noah", "person:lamech", "person:shem", "place:ararat", "event:the-ark", "group:pharisees", "dictionary:noah", "dictionary:ararat", "dictionary:pharisees", "topic:ark"]);
    expect(doc("event", "the-ark")).toMatchObject({ name: "Noah builds the ark", uuid: uuid(5), title: "Noah builds the ark" });
  });

  it("a person: names, meaning, the linked Easton article, family and events by name", () => {
    const noah = doc("person", "noah");
    expect(noah.title).toBe("Noah; Noe");
    expect(noah.body).toContain("Name meaning: rest.");
    expect(noah.body).toContain("he built an ark of gopher wood");
    expect(noah.body).toContain("Father: Lamech.");
    expect(noah.body).toContain("Children: Shem.");
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

  it("links that point nowhere are skipped, not invented", () => {
    expect(doc("person", "shem").body).not.toContain("undefined");
    expect(doc("event", "the-ark").body).not.toContain("nobody");
  });
});
