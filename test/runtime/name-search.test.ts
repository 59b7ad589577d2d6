/**
 * The name-search index on hand-made entries: the tiers in order, titles in common words kept below
 * names, descriptive words, misspellings and variant spellings, and the some-words fallback.
 */
import { describe, expect, it } from "vitest";
import { articleNames, buildSearchIndex, commonWords, longerSlugNames, nameWordAliases, naveSpellings, personPlaces, relationNames } from "../../src/stages/search-index.ts";
import type { SearchEntry } from "../../src/contract/index-files.ts";
import { TABLES, type Tables } from "../../src/contract/api.ts";
import { buildNameIndex, searchNameIndex, shareStem, skeleton, slugOrder } from "../../src/runtime/name-search.ts";

let uuid = 0;
function entry(entity_type: SearchEntry["entity_type"], slug: string, name: string, mentions: number, more: Partial<Pick<SearchEntry, "names" | "aliases" | "titles" | "places" | "relations">> = {}): SearchEntry {
  return { slug, name, entity_type, uuid: `00000000-0000-5000-8000-${String(++uuid).padStart(12, "0")}`, names: [], aliases: [], titles: [], mentions, ...more };
}

const ENTRIES = [
  entry("person", "jesus", "Jesus", 1200, { titles: ["Star", "Word", "Son of God"], aliases: ["Immanuel"] }),
  entry("person", "abraham", "Abraham", 250, { aliases: ["Abram"] }),
  entry("person", "saul", "Saul", 400, { names: ["King Saul"] }),
  entry("person", "saul-of-gerar", "Saul of Rehoboth", 2),
  entry("person", "isaiah", "Isaiah", 60),
  entry("person", "methuselah", "Methuselah", 8),
  entry("person", "nebuchadnezzar", "Nebuchadnezzar", 90),
  entry("place", "jordan", "Jordan River", 180),
  entry("place", "sea-of-galilee", "Sea of Galilee", 15),
  entry("place", "galilee", "Galilee", 70),
  entry("place", "tarsus", "Tarsus", 5),
  entry("event", "abram-builds-an-altar", "Abram builds an altar", 2),
  entry("dictionary", "star-morning", "Star, Morning", 0),
  entry("dictionary", "word-of-god", "Word of God", 0),
  entry("person", "john-the-baptist", "John", 90, { names: ["John the Baptist"] }),
  entry("person", "john-the-apostle", "John", 35, { names: ["John the Apostle"] }),
  entry("place", "east", "East", 160),
  entry("dictionary", "supper", "Supper", 0),
  entry("person", "herod", "Herod", 10),
  entry("person", "herod-antipas", "Herod Antipas", 23),
  entry("person", "herodias", "Herodias", 6),
  entry("dictionary", "herod-the-great", "Herod the Great", 0),
  entry("event", "feeding-of-five-thousand", "Feeding of five thousand", 10),
  entry("topic", "commandments", "Commandments", 0),
  entry("event", "ten-commandments-given", "Ten Commandments given", 8),
  entry("event", "2nd-rejection-at-nazareth", "2nd rejection at Nazareth", 2),
  entry("person", "elijah", "Elijah", 92, { aliases: ["Elias"] }),
  entry("person", "eliah", "Eliah", 2),
  entry("dictionary", "elias", "Elias", 0),
  entry("topic", "elias", "Elias", 0),
  entry("dictionary", "elijah", "Elijah", 0),
  entry("place", "cana", "Cana", 4),
  entry("person", "david", "David", 1000),
  entry("dictionary", "house", "House", 0),
  entry("place", "house-of-the-forest", "House of the Forest of Lebanon", 3),
];
const index = buildNameIndex(ENTRIES);
const find = (q: string, limit = 10): string[] => searchNameIndex(index, q, limit, 0).items.map((e) => e.slug);

/** Name search over its own hand-made entries: the slugs found for a query, best first. */
function searchOver(entries: SearchEntry[], limit = 10): (q: string, n?: number) => string[] {
  const own = buildNameIndex(entries);
  return (q, n = limit) => searchNameIndex(own, q, n, 0).items.map((e) => e.slug);
}

describe("name search tiers", () => {
  it("an exact name first, then an exact proper also-called name, then names holding the word", () => {
    expect(find("abram")).toEqual(["abraham", "abram-builds-an-altar"]);
    expect(find("abraham")[0]).toBe("abraham");
  });

  it("a reference work's article named as typed ranks with the people also called that, after them", () => {
    expect(find("elias").slice(0, 3)).toEqual(["elijah", "elias", "elias"]);
    expect(searchNameIndex(index, "elias", 3, 0).items.map((e) => e.entity_type)).toEqual(["person", "dictionary", "topic"]);
    expect(find("elijah").slice(0, 2), "an exact name stays first").toEqual(["elijah", "elijah"]);
    expect(find("supper"), "an article alone named so stays first").toEqual(["supper"]);
    const peter = buildNameIndex([entry("dictionary", "peter", "Peter", 0), entry("topic", "peter", "Peter", 0), entry("person", "simon", "Simon Peter", 175, { aliases: ["Peter"] }), entry("event", "peter-meets-cornelius", "Peter meets Cornelius", 2)]);
    expect(searchNameIndex(peter, "peter", 4, 0).items.map((e) => `${e.entity_type}:${e.slug}`), "a person known by the word on its own ranks with the articles of that name").toEqual(["person:simon", "dictionary:peter", "topic:peter", "event:peter-meets-cornelius"]);
    expect(searchNameIndex(peter, "st peter", 2, 0).items.map((e) => `${e.entity_type}:${e.slug}`), "also with a descriptive word before it").toEqual(["person:simon", "dictionary:peter"]);
  });

  it("counts a descriptive word for a name it is also called only when what it is also called has it", () => {
    const sauls = buildNameIndex([
      entry("person", "saul", "Saul", 400),
      entry("person", "shaul-king-of-edom", "Shaul", 4, { names: ["shaul king of edom"], aliases: ["Saul"] }),
    ]);
    const first = (q: string): string[] => searchNameIndex(sauls, q, 2, 0).items.map((e) => e.slug);
    expect(first("king saul"), "a king named Saul before a king of Edom also called Saul").toEqual(["saul", "shaul-king-of-edom"]);
    expect(first("king shaul"), "by his own name the king of Edom comes first").toEqual(["shaul-king-of-edom", "saul"]);
  });

  it("reads a possessive as the name, with or without the apostrophe, and a name as typed before a name that lacks the query's descriptive words", () => {
    const own = buildNameIndex([
      entry("person", "lot", "Lot", 40),
      entry("dictionary", "wife", "Wife", 0),
      entry("person", "jacob", "Jacob", 1000),
      entry("dictionary", "jacobs-well", "Jacob's well", 0, { names: ["jacobs well"] }),
      entry("topic", "pharaohs-daughters", "Pharaoh's daughters", 0),
    ]);
    const ask = (q: string): string[] => searchNameIndex(own, q, 3, 0).items.map((e) => `${e.entity_type}:${e.slug}`);
    expect(ask("lot's wife")[0]).toBe("person:lot");
    expect(ask("lot’s wife")[0]).toBe("person:lot");
    expect(ask("lots wife")[0], "no name is 'lots'").toBe("person:lot");
    expect(ask("jacob's well")[0], "the article named so, not Jacob without the well").toBe("dictionary:jacobs-well");
    expect(ask("jacobs well")[0]).toBe("dictionary:jacobs-well");
    expect(ask("pharaohs daughters")).toEqual(["topic:pharaohs-daughters"]);
  });

  it("'<name> of <place>' names the person of that name or also-called name whose verses name the place", () => {
    const of = buildNameIndex([
      entry("event", "jesus-rejected-at-nazareth", "Jesus rejected at Nazareth", 2),
      entry("person", "jesus", "Jesus Christ", 1800, { names: ["Jesus"], places: ["Nazareth", "Galilee"] }),
      entry("person", "jesus-justus", "Jesus Justus", 1, { places: ["Colossae"] }),
      entry("person", "saul", "Saul", 400, { places: ["Gibeah"] }),
      entry("person", "paul", "Paul", 180, { aliases: ["Saul"], places: ["Tarsus", "Rome"] }),
      entry("place", "tarsus", "Tarsus", 5),
    ]);
    const slugs = (q: string): string[] => searchNameIndex(of, q, 3, 0).items.map((e) => e.slug);
    expect(slugs("jesus of nazareth")[0]).toBe("jesus");
    expect(slugs("saul of tarsus")[0]).toBe("paul");
    expect(slugs("saul of gibeah")[0]).toBe("saul");
    expect(slugs("jesus of rome"), "not a place of his verses: the words as they match").not.toContain("paul");
  });

  it("in '<name> of <place>', the person or place of that name comes first among partial matches", () => {
    expect(find("cana of galilee").slice(0, 2)).toEqual(["cana", "galilee"]);
    expect(find("house of david")[0], "a common noun before 'of' names no place: the better-known match stays first").toBe("david");
  });

  it("titles in common words never outrank an entity whose name holds the word", () => {
    expect(find("star")).toEqual(["star-morning", "jesus"]);
    expect(find("word")).toEqual(["word-of-god", "jesus"]);
    expect(find("son of god")[0]).toBe("jesus");
    expect(find("immanuel")).toEqual(["jesus"]);
  });

  it("words in any order, descriptive words optional but preferred", () => {
    expect(find("river jordan")).toEqual(["jordan"]);
    expect(find("galilee sea")[0]).toBe("sea-of-galilee");
    expect(find("sea of galilee")).toEqual(["sea-of-galilee", "galilee"]);
    expect(find("king saul")).toEqual(["saul", "saul-of-gerar"]);
    expect(find("apostle john"), "the bearer whose name has the descriptive word first").toEqual(["john-the-apostle", "john-the-baptist"]);
    expect(find("john")).toEqual(["john-the-baptist", "john-the-apostle"]);
  });

  it("a name as typed comes before the same words joined or ordered otherwise, whatever their mentions", () => {
    const found = searchOver([
      entry("dictionary", "by-word", "By-word", 0),
      entry("dictionary", "word-the", "Word, The", 0),
      entry("topic", "word", "Word", 0),
      entry("place", "river-of-egypt", "River of Egypt", 9),
      entry("place", "egypt-river", "Egypt River", 1),
    ]);
    expect(found("word")[0]).toBe("word");
    expect(found("word")).toHaveLength(3);
    expect(found("egypt river")).toEqual(["egypt-river", "river-of-egypt"]);
  });

  it("names a word begins come after names holding the word", () => {
    expect(find("gal")).toEqual(["galilee", "sea-of-galilee"]);
  });

  it("forgives misspellings only where the word matches nothing as typed", () => {
    expect(find("isiah")).toEqual(["isaiah"]);
    expect(find("methusaleh")).toEqual(["methuselah"]);
    expect(find("nebuchadnezar")).toEqual(["nebuchadnezzar"]);
    expect(find("jordon")).toEqual(["jordan"]);
    expect(find("xyzzy")).toEqual([]);
    expect(find("sau")).toEqual(["saul", "saul-of-gerar"]);
  });

  it("reads a kind of place by its kin when that names a place whole: a lake for a sea", () => {
    expect(find("lake of galilee")[0]).toBe("sea-of-galilee");
    expect(find("sea of galilee")[0]).toBe("sea-of-galilee");
    expect(find("lake galilee")[0], "no place is the 'sea galilee': the query is read as typed").toBe("galilee");
    const vales = buildNameIndex([entry("place", "vale-of-siddim", "Vale of Siddim", 3), entry("place", "valley-of-elah", "Valley of Elah", 3), entry("place", "elah", "Elah", 90), entry("place", "siddim", "Siddim", 90)]);
    expect(searchNameIndex(vales, "valley of siddim", 10, 0).items[0]?.slug, "the KJV's vale").toBe("vale-of-siddim");
    expect(searchNameIndex(vales, "vale of elah", 10, 0).items[0]?.slug, "and the other way").toBe("valley-of-elah");
  });

  it("forgives two edits in a long name though fewer letters were typed, and a misspelt also-called name below misspelt names", () => {
    const long = buildNameIndex([entry("person", "zacchaeus", "Zacchaeus", 3), entry("person", "zachariah", "Zachariah", 4)]);
    expect(searchNameIndex(long, "zacheus", 10, 0).items.map((e) => e.slug), "7 letters typed, 2 edits from a 9-letter name").toEqual(["zacchaeus"]);
    expect(searchNameIndex(long, "zach", 10, 0).items.map((e) => e.slug), "a 4-letter word forgives one edit only").toEqual(["zachariah"]);
    expect(find("abrm"), "Abram, Abraham's other name, one letter off, after the names one letter off").toEqual(["abram-builds-an-altar", "abraham"]);
    const ezekiel = buildNameIndex([entry("person", "hezekiah", "Hezekiah", 130, { aliases: ["Ezekias"] }), entry("person", "ezekiel", "Ezekiel", 2)]);
    expect(searchNameIndex(ezekiel, "ezekial", 10, 0).items.map((e) => e.slug), "a misspelt name before a misspelt also-called name, however prominent").toEqual(["ezekiel", "hezekiah"]);
    expect(find("stat"), "a name one letter off, never a title (Jesus is also called Star)").toEqual(["star-morning"]);
  });

  it("falls back to entities matching some of the words when none matches all", () => {
    expect(find("saul of tarsus")).toEqual(["saul", "tarsus", "saul-of-gerar"]);
    expect(find("last supper")[0], "a word as typed before a misspelling of the other (last → east)").toBe("supper");
    expect(searchNameIndex(index, "herod the great", 10, 0, "person").items.map((e) => e.slug), "a word as typed (with a word left over) before a prefix").toEqual(["herod", "herod-antipas", "herodias"]);
  });

  it("limited to one kind, ranks that kind's entities among themselves", () => {
    const only = (q: string, type: SearchEntry["entity_type"]): string[] => searchNameIndex(index, q, 10, 0, type).items.map((e) => e.slug);
    expect(find("supper east")).toEqual(["east", "supper"]);
    expect(only("supper east", "place")).toEqual(["east"]);
    expect(find("abram builds an altar")).toEqual(["abram-builds-an-altar"]);
    expect(only("abram builds an altar", "person"), "another kind's exact name does not hide the people matching some words").toEqual(["abraham"]);
    expect(only("galilee", "person")).toEqual([]);
    expect(searchNameIndex(index, "saul", 10, 0, "person").total).toBe(2);
  });

  it("reads numbers in figures and in words alike", () => {
    expect(find("feeding the 5000")[0]).toBe("feeding-of-five-thousand");
    expect(find("feeding of the 5,000")[0]).toBe("feeding-of-five-thousand");
    expect(find("10 commandments")[0], "the name with the number before the one without it").toBe("ten-commandments-given");
    expect(find("second rejection")).toEqual(["2nd-rejection-at-nazareth"]);
    expect(find("2nd rejection")).toEqual(["2nd-rejection-at-nazareth"]);
  });

  it("takes a place a person's verses name beside the person's name, never alone", () => {
    const people = buildNameIndex([
      entry("person", "saul", "Saul", 400, { places: ["Gibeah", "Jerusalem"] }),
      entry("person", "paul", "Paul", 180, { aliases: ["Saul"], places: ["Jerusalem", "Tarsus", "Damascus"] }),
      entry("place", "tarsus", "Tarsus", 5),
      entry("person", "mary-mother-of-jesus", "Mary", 21, { places: ["Nazareth", "Bethlehem"] }),
      entry("person", "mary-sister-of-lazarus", "Mary", 11, { places: ["Bethany"] }),
    ]);
    const look = (q: string): string[] => searchNameIndex(people, q, 10, 0).items.map((e) => e.slug);
    expect(look("saul of tarsus"), "Paul is also called Saul, and his verses name Tarsus").toEqual(["paul"]);
    expect(look("mary of bethany")).toEqual(["mary-sister-of-lazarus"]);
    expect(look("bethany mary")).toEqual(["mary-sister-of-lazarus"]);
    expect(look("saul jerusalem"), "a name word first, then the also-called one").toEqual(["saul", "paul"]);
    expect(look("tarsus")).toEqual(["tarsus"]);
    expect(look("bethany")).toEqual([]);
    expect(look("mary")).toEqual(["mary-mother-of-jesus", "mary-sister-of-lazarus"]);
  });

  it("pages and counts", () => {
    const all = searchNameIndex(index, "saul", 10, 0);
    expect(all.total).toBe(2);
    expect(searchNameIndex(index, "saul", 1, 1).items.map((e) => e.slug)).toEqual(["saul-of-gerar"]);
    expect(searchNameIndex(index, "---", 10, 0)).toEqual({ items: [], total: 0 });
  });
});

describe("a misspelt whole word beside prefixes", () => {
  const slugs = searchOver(
    [
      entry("person", "isaac", "Isaac", 130),
      entry("person", "issachar", "Issachar", 40),
      entry("person", "issachar-2", "Issachar", 1),
      entry("dictionary", "issachar", "Issachar", 0),
      entry("person", "jesus", "Jesus", 1800),
      entry("place", "jerusalem", "Jerusalem", 754),
      entry("person", "jerusha", "Jerusha", 2),
      entry("dictionary", "jerusalem", "Jerusalem", 0),
    ],
    3,
  );
  it("ranks with the prefixes when its entity is mentioned 3 times as often as any they find", () => {
    expect(slugs("issac")).toEqual(["isaac", "issachar", "issachar-2"]);
  });
  it("ranks after them otherwise: a prefix is what people type while the word is unfinished", () => {
    expect(slugs("jerus")).toEqual(["jerusalem", "jerusha", "jerusalem"]);
    expect(slugs("jerus", 10), "still found, after them").toContain("jesus");
  });
});

describe("a person named by a relative", () => {
  const kin = buildNameIndex([
    entry("person", "joseph", "Joseph", 200, { relations: ["Joseph son of Jacob", "Joseph son of Rachel"] }),
    entry("person", "joseph-son-of-asaph", "Joseph", 1, { names: ["joseph son of asaph"] }),
    entry("person", "noah", "Noah", 47),
    entry("person", "shem", "Shem", 15, { relations: ["Shem son of Noah"] }),
    entry("person", "jesus", "Jesus", 1200),
    entry("person", "james", "James", 123, { relations: ["james brother of jesus"] }),
    entry("person", "james-son-of-zebedee", "James", 18, { names: ["james son of zebedee"] }),
  ]);
  const slugs = (q: string): string[] => searchNameIndex(kin, q, 5, 0).items.map((e) => e.slug);
  it("is found by the whole phrase", () => {
    expect(slugs("joseph son of jacob")[0]).toBe("joseph");
    expect(slugs("Joseph, son of Rachel")[0]).toBe("joseph");
  });
  it("is found by another relative too, as a former slug named them (`james brother of jesus`), not by the relative's name", () => {
    expect(slugs("james brother of jesus")[0]).toBe("james");
    expect(slugs("jesus")).toEqual(["jesus"]);
  });
  it("is never found by the parent's name alone", () => {
    expect(slugs("noah")).toEqual(["noah"]);
  });
  it("is built from the person's given name, gender and parents' names", () => {
    const people = new Map<string, Parameters<typeof relationNames>[0]>([
      ["jacob", { name: "Jacob", gender: "Male", father: null, mother: null }],
      ["rachel", { name: "Rachel", gender: "Female", father: null, mother: null }],
    ]);
    expect(relationNames({ name: "Joseph", gender: "Male", father: "jacob", mother: "rachel" }, people)).toEqual(["Joseph son of Jacob", "Joseph son of Rachel"]);
    expect(relationNames({ name: "Dinah", gender: "Female", father: "jacob", mother: "missing" }, people)).toEqual(["Dinah daughter of Jacob"]);
    expect(relationNames({ name: "X", gender: null, father: "jacob", mother: null }, people)).toEqual([]);
  });
});

describe("joining words", () => {
  it("are not leftover words: 'Exodus from Egypt' holds no more than 'Pharaoh of the Exodus' beside 'exodus'", () => {
    const ex = buildNameIndex([entry("person", "pharaoh-of-the-exodus", "Pharaoh of the Exodus", 20), entry("event", "exodus-from-egypt", "Exodus from Egypt", 223)]);
    expect(searchNameIndex(ex, "exodus", 2, 0).items.map((e) => e.slug)).toEqual(["exodus-from-egypt", "pharaoh-of-the-exodus"]);
  });
});

describe("ties", () => {
  it("list numbered namesakes in the order of their numbers", () => {
    expect(["r-10", "r-2", "r", "r-1", "q-3"].sort(slugOrder)).toEqual(["q-3", "r", "r-1", "r-2", "r-10"]);
    const senses = buildNameIndex(["x-10", "x-2", "x-1", "x"].map((slug) => entry("dictionary", slug, "X", 0)));
    expect(searchNameIndex(senses, "x", 4, 0).items.map((e) => e.slug)).toEqual(["x", "x-1", "x-2", "x-10"]);
  });
});

describe("variant spellings", () => {
  it("fold to one skeleton", () => {
    expect(skeleton("philip")).toBe(skeleton("filip"));
    expect(skeleton("zacchaeus")).toBe(skeleton("zachaeus"));
    expect(skeleton("kedron")).toBe(skeleton("cedron"));
    expect(skeleton("steven")).toBe(skeleton("stephen"));
    expect(skeleton("isaiah")).not.toBe(skeleton("esaias"));
  });

  it("find a name spelt the way it sounds before a word one letter away", () => {
    const index = buildNameIndex([entry("dictionary", "seven", "Seven", 0), entry("person", "stephen", "Stephen", 7)]);
    expect(searchNameIndex(index, "steven", 5, 0).items.map((e) => e.slug)).toEqual(["stephen", "seven"]);
  });
});

describe("the search entries the build writes", () => {
  it("splits also-called names into proper names and titles made of words the KJV uses in lower case", () => {
    const strongs = [{ kjv_usage: "star." }, { kjv_usage: "east side(-ward), sun (rising)." }, { kjv_usage: "Abram." }, { kjv_usage: "son, of, God (gods)." }];
    expect([...commonWords(strongs)].sort()).toEqual(["east", "gods", "of", "rising", "side", "son", "star", "sun", "ward"]);
    const person = { slug: "x", uuid: "u", name: "X", display_title: "X", upstream_name: "X", also_called: ["Star", "Abram", "Son of God", "Sun", "Son of gods"], verse_count: 3, verses: [] };
    // Hand-made records carry only the fields name search reads.
    const tables = { ...Object.fromEntries(TABLES.map((t) => [t, []])), strongs, person: [person] } as unknown as Tables;
    const [e] = buildSearchIndex(tables);
    expect(e?.aliases).toEqual(["Abram", "Son of God"]);
    expect(e?.titles).toEqual(["Star", "Sun", "Son of gods"]);
    expect(e?.places).toBeUndefined();
  });

  it("adds the words of a name that resolve to the record as aliases to its also-called names", () => {
    const aliases = { peter: "simon", pilate: "pontius-pilate", pontius: "pontius-pilate", ur: "ur-of-the-chaldees", simon_1: "simon" };
    expect(nameWordAliases("Simon Peter", "simon", aliases)).toEqual(["Peter"]);
    expect(nameWordAliases("Pontius Pilate", "pontius-pilate", aliases)).toEqual(["Pontius", "Pilate"]);
    expect(nameWordAliases("Ur of the Chaldees", "ur-of-the-chaldees", aliases)).toEqual(["Ur"]);
    expect(nameWordAliases("Peter", "peter", aliases), "a one-word name is its own name already").toEqual([]);
    expect(nameWordAliases("Simon the Sorcerer", "simon-the-sorcerer", aliases), "a word another record holds is not this one's").toEqual([]);
    const person = { slug: "simon", uuid: "u", name: "Simon Peter", display_title: "Simon Peter", upstream_name: "Simon", also_called: ["Cephas"], verse_count: 175, verses: [] };
    const tables = { ...Object.fromEntries(TABLES.map((t) => [t, []])), person: [person] } as unknown as Tables;
    expect(buildSearchIndex(tables, { person: aliases })[0]?.aliases).toEqual(["Cephas", "Peter"]);
    expect(buildSearchIndex(tables)[0]?.aliases).toEqual(["Cephas"]);
    // A word of the name that is also a common word (the KJV's "mark") is still the record's own name, not a title.
    const mark = { slug: "john-mark", uuid: "m", name: "John Mark", display_title: "John Mark", upstream_name: "John", also_called: [], verse_count: 10, verses: [] };
    const withMark = { ...Object.fromEntries(TABLES.map((t) => [t, []])), strongs: [{ kjv_usage: "mark." }], person: [mark] } as unknown as Tables;
    const [e] = buildSearchIndex(withMark, { person: { mark: "john-mark" } });
    expect([e?.aliases, e?.titles]).toEqual([["Mark"], []]);
    expect(buildSearchIndex(withMark)[0]?.titles, "without the alias it is a word of the name alone").toEqual([]);
  });

  it("keeps a record findable by the words of a longer former slug, and counts the verses of the book named after its writer", () => {
    expect(longerSlugNames("James", ["james-brother-of-jesus", "james-2", "jacobus", "bethlehem-of-judah"])).toEqual(["james brother of jesus"]);
    expect(longerSlugNames("Bethlehem", ["bethlehem-2"]), "a number says no more than the name").toEqual([]);
    const person = { slug: "james", uuid: "u", name: "James", display_title: "James", upstream_name: "James", also_called: [], verse_count: 15, verses: [] };
    const tables = { ...Object.fromEntries(TABLES.map((t) => [t, []])), person: [person] } as unknown as Tables;
    const wrote = [{ book: "Jas", chapters: 5 }];
    const [james] = buildSearchIndex(tables, { person: { "james-brother-of-jesus": "james", james_719: "james" } }, undefined, undefined, { james: wrote });
    expect(james?.relations).toEqual(["james brother of jesus"]);
    expect(james?.names).toEqual([]);
    expect(james?.mentions, "the 108 verses of the book named after him that he wrote count").toBe(15 + 108);
    expect(james?.wrote, "the books the person is credited with").toEqual(wrote);
    expect(buildSearchIndex(tables)[0]?.mentions).toBe(15);
    expect(buildSearchIndex(tables, {}, undefined, undefined, { james: [{ book: "Rom", chapters: 16 }] })[0]?.mentions, "another book does not count").toBe(15);
    expect(buildSearchIndex(tables)[0]?.wrote, "absent when there are none").toBeUndefined();
  });

  it("adds the other names it is given by table and slug (WordNet's), as aliases or titles by their words", () => {
    const strongs = [{ kjv_usage: "last, supper." }];
    const person = { slug: "paul", uuid: "u", name: "Paul", display_title: "Paul", upstream_name: "Paul", also_called: [], verse_count: 3, verses: [] };
    const tables = { ...Object.fromEntries(TABLES.map((t) => [t, []])), strongs, person: [person], dictionary_entry: [{ slug: "lords-supper", uuid: "d", name: "Lord's Supper" }] } as unknown as Tables;
    const other = new Map([["person:paul", ["Saul of Tarsus", "paul"]], ["dictionary_entry:lords-supper", ["Last Supper"]]]);
    const [paul, supper] = buildSearchIndex(tables, {}, undefined, other);
    expect(paul?.aliases, "not a second time the name it has").toEqual(["Saul of Tarsus"]);
    expect(supper?.titles).toEqual(["Last Supper"]);
    expect(buildSearchIndex(tables)[0]?.aliases).toEqual([]);
  });

  it("finds an inverted Easton headword the way people say it", () => {
    const tables = { ...Object.fromEntries(TABLES.map((t) => [t, []])), dictionary_entry: [{ slug: "temple-solomons", uuid: "d", name: "Temple, Solomon’s" }] } as unknown as Tables;
    const entries = buildSearchIndex(tables);
    expect(entries[0]?.names).toEqual(["temple solomons", "Solomon’s Temple"]);
    const index = buildNameIndex(entries);
    expect(index.wholeNames.has("solomon temple")).toBe(true);
    expect(searchNameIndex(index, "solomon's temple", 3, 0).items[0]?.slug).toBe("temple-solomons");
  });

  it("adds the names of the Easton articles a person or place links to, said the way people say them", () => {
    const articles = new Map([["calvary", "Calvary"], ["siloam-pool-of", "Siloam, Pool of"], ["dead-sea", "Dead Sea"], ["flood", "Flood"]]);
    expect(articleNames({ dictionary_entries: ["calvary", "missing"] }, articles)).toEqual(["Calvary"]);
    expect(articleNames({ dictionary_entries: ["siloam-pool-of"] }, articles)).toEqual(["Pool of Siloam"]);
    expect(articleNames({}, articles)).toEqual([]);
    const place = (slug: string, name: string, dictionary_entries: string[]) => ({ slug, uuid: slug, name, kjv_name: name, esv_name: name, also_called: [], verse_count: 3, verses: [], dictionary_entries });
    const tables = {
      ...Object.fromEntries(TABLES.map((t) => [t, []])),
      strongs: [{ kjv_usage: "dead, sea, flood." }],
      dictionary_entry: [...articles].map(([slug, name]) => ({ slug, name })),
      place: [place("skull", "Skull", ["calvary"]), place("salt-sea", "Salt Sea", ["dead-sea"]), place("river-2", "River", ["flood"])],
    } as unknown as Tables;
    const [skull, salt, river] = buildSearchIndex(tables);
    expect(skull?.aliases).toEqual(["Calvary"]);
    expect(salt?.aliases, "a place's name with a word for its kind is a name, though its words are common").toEqual(["Dead Sea"]);
    expect(river?.aliases).toEqual([]);
    expect(river?.titles, "a common word alone stays a title").toEqual(["Flood"]);
  });

  it("leaves out a place the upstream marks as another's duplicate when no verse names it (`Jerusalem's`), not one verses name (`Zion`)", () => {
    const place = (slug: string, name: string, duplicate_of: string | null, verse_count: number) => ({ slug, uuid: slug, name, kjv_name: name, esv_name: name, also_called: [], duplicate_of, verse_count, verses: [], dictionary_entries: [] });
    const tables = {
      ...Object.fromEntries(TABLES.map((t) => [t, []])),
      place: [place("jerusalem", "Jerusalem", null, 800), place("jerusalems", "Jerusalem's", "jerusalem", 0), place("zion", "Zion", "jerusalem", 140), place("nowhere", "Nowhere", null, 0)],
    } as unknown as Tables;
    expect(buildSearchIndex(tables).map((e) => e.slug)).toEqual(["jerusalem", "zion", "nowhere"]);
  });

  it("gives a person or place the other spellings of its name that Nave's topics give in parentheses", () => {
    const topics = [{ name: "Zacchaeus (Zaccheus)" }, { name: "Rebekah (Rebecca)" }, { name: "Ben-Hur (R. V.)" }, { name: "Angel (a spirit)" }, { name: "Colosse (Colossae)" }];
    expect(naveSpellings(topics)).toEqual(new Map([["zacchaeus", ["Zaccheus"]], ["rebekah", ["Rebecca"]], ["colosse", ["Colossae"]]]));
    const person = { slug: "zacchaeus", uuid: "u", name: "Zacchaeus", display_title: "Zacchaeus", upstream_name: "Zacchaeus", also_called: [], verse_count: 3, verses: [] };
    const topic = { slug: "zacchaeus-zaccheus", uuid: "t", name: "Zacchaeus (Zaccheus)" };
    const tables = { ...Object.fromEntries(TABLES.map((t) => [t, []])), person: [person], topic: [topic] } as unknown as Tables;
    const [p, t] = buildSearchIndex(tables);
    expect(p?.aliases).toEqual(["Zaccheus"]);
    expect(t?.aliases, "the topic keeps its own heading").toEqual([]);
  });

  it("gives each person the places its verses name, most shared verses first, then the better-known place", () => {
    const person = (slug: string, verses: string[]) => ({ slug, uuid: slug, name: slug, display_title: slug, upstream_name: slug, also_called: [], verse_count: verses.length, verses });
    const place = (name: string, verses: string[]) => ({ slug: name.toLowerCase(), uuid: name, name, kjv_name: name, esv_name: name, also_called: [], verse_count: verses.length, verses });
    const tables = {
      ...Object.fromEntries(TABLES.map((t) => [t, []])),
      person: [person("lazarus", ["John.11.1", "John.11.2", "John.12.1"]), person("nobody", ["Gen.1.1"])],
      place: [place("Jerusalem", ["John.11.18", "John.12.12"]), place("Bethany", ["John.11.1", "John.12.1"]), place("Nazareth", ["John.11.2", "Luke.4.16", "Luke.1.26"]), place("Judaea", ["John.11.2"])],
    } as unknown as Tables;
    expect(personPlaces(tables)).toEqual(new Map([["lazarus", ["Bethany", "Nazareth", "Judaea"]]]));
    const [lazarus, nobody] = buildSearchIndex(tables);
    expect(lazarus?.places).toEqual(["Bethany", "Nazareth", "Judaea"]);
    expect(nobody && "places" in nobody).toBe(false);
  });
});

describe("shareStem", () => {
  it("pairs the forms of one word, and not words that only begin alike", () => {
    const pairs = (list: readonly [string, string][]): boolean[] => list.map(([a, b]) => shareStem(a, b));
    expect(pairs([["baptism", "baptizes"], ["conversion", "converted"], ["ascension", "ascends"], ["crucifixion", "crucified"], ["paul", "pauls"], ["plague", "plagues"]])).toEqual([true, true, true, true, true, true]);
    expect(pairs([["transfiguration", "translated"], ["beth", "bethlehem"], ["temptation", "temple"], ["jesus", "jesse"], ["moses", "mosera"], ["sea", "seas"]])).toEqual([false, false, false, false, false, false]);
  });

  it("lets a query word match a name word of its stem, below the word itself", () => {
    const entry = (slug: string, name: string, mentions: number): SearchEntry => ({ slug, name, entity_type: "event", uuid: slug, names: [], aliases: [], titles: [], mentions });
    const index = buildNameIndex([entry("john-baptizes-jesus", "John baptizes Jesus", 5), entry("birth-of-jesus", "Birth of Jesus", 20), entry("baptism", "Baptism", 1)]);
    expect(searchNameIndex(index, "baptism of jesus", 10, 0).items.map((e) => e.slug)).toEqual(["john-baptizes-jesus"]);
    expect(searchNameIndex(index, "baptism", 10, 0).items.map((e) => e.slug)).toEqual(["baptism", "john-baptizes-jesus"]);
  });
});
