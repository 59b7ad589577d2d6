/**
 * Articles Theographic links to nobody, matched by the verses they cite: the rule's every condition
 * on hand-made records.
 */
import { describe, expect, it } from "vitest";
import { articleTitleAliases, homeAliases, inferArticleLinks, placeArticleAliases, type LinkArticle, type LinkPerson } from "../../src/stages/article-links.ts";

const person = (slug: string, name: string, verses: string[], dictionary_entries: string[] = []): LinkPerson => ({ slug, name, verses, dictionary_entries });
const article = (slug: string, name: string, verses: string[], more: Partial<LinkArticle> = {}): LinkArticle => ({ slug, name, verses, people: [], places: [], ...more });

const HERODS = [
  person("herod-father-of-philip", "Herod", ["Matt.2.1", "Matt.2.3", "Matt.2.7", "Matt.2.12"]),
  person("herod-antipas", "Herod Antipas", ["Matt.14.1", "Luke.23.7"], ["herod-antipas"]),
  person("herodias", "Herodias", ["Matt.14.3"]),
];

describe("inferArticleLinks", () => {
  it("links an article to the one person of its name who shares the most of its verses", () => {
    const links = inferArticleLinks(HERODS, [article("herod-the-great", "Herod the Great", ["Matt.2.1", "Matt.2.3", "Matt.2.7", "Luke.1.5"])]);
    expect(links).toEqual([{ article: "herod-the-great", person: "herod-father-of-philip", shared: 3 }]);
  });

  it("links nothing when the article is already linked, cites no verse, or is an inverted phrase", () => {
    const verses = ["Matt.2.1"];
    expect(inferArticleLinks(HERODS, [article("herod-1", "Herod", verses, { people: ["herod-antipas"] })])).toEqual([]);
    expect(inferArticleLinks(HERODS, [article("herod-2", "Herod", verses, { places: ["x"] })])).toEqual([]);
    expect(inferArticleLinks(HERODS, [article("herod-3", "Herod", [])])).toEqual([]);
    expect(inferArticleLinks(HERODS, [article("herod-family-of", "Herod, Family of", verses)])).toEqual([]);
  });

  it("links nothing when two people of the name share as many verses, or none does", () => {
    const bani = [person("bani-1", "Bani", ["Ezra.10.29", "Neh.3.17"]), person("bani-2", "Bani", ["Ezra.10.34", "Neh.3.17"])];
    expect(inferArticleLinks(bani, [article("bani", "Bani", ["Neh.3.17"])])).toEqual([]);
    expect(inferArticleLinks(bani, [article("bani", "Bani", ["Gen.1.1"])])).toEqual([]);
    expect(inferArticleLinks(bani, [article("bani", "Bani", ["Neh.3.17", "Ezra.10.34"])])).toEqual([{ article: "bani", person: "bani-2", shared: 2 }]);
  });

  it("never gives a person who has an article another one, and of several articles only the clear best", () => {
    expect(inferArticleLinks(HERODS, [article("antipas", "Herod", ["Matt.14.1", "Luke.23.7"])])).toEqual([]);
    const jezreel = [person("jezreel", "Jezreel", ["Hos.1.4", "Hos.1.11"])];
    expect(inferArticleLinks(jezreel, [article("jezreel-1", "Jezreel", ["Hos.1.4"]), article("jezreel-2", "Jezreel", ["Hos.1.11"])]), "a tie: neither").toEqual([]);
    const both = [article("herod-archelaus", "Herod Archelaus", ["Matt.2.12"]), article("herod-the-great", "Herod the Great", ["Matt.2.1", "Matt.2.3"])];
    expect(inferArticleLinks(HERODS, both), "the article sharing the most verses").toEqual([{ article: "herod-the-great", person: "herod-father-of-philip", shared: 2 }]);
  });
});

describe("articleTitleAliases", () => {
  it("names a person by the headword of their own article when it is their name and an epithet", () => {
    const people = [
      person("herod-father-of-philip", "Herod", ["Matt.2.1"], ["herod-the-great"]),
      person("tiberius", "Tiberius", ["Luke.3.1"], ["tiberius-caesar"]),
      person("azur-1", "Azur", ["Jer.28.1"], ["azur-and-azzur"]),
      person("azur-2", "Azur", ["Ezek.11.1"], ["azur-and-azzur"]),
      person("moses", "Moses", ["Exod.2.10"], ["moses"]),
      person("john-the-apostle", "John", ["John.21.20"], ["john-3"]),
      person("jesus", "Jesus Christ", ["John.1.1"], ["christ"]),
      person("put", "Put", ["Gen.10.6"], ["put-phut"]),
    ];
    const articles = [
      article("herod-the-great", "Herod the Great", [], { people: ["herod-father-of-philip"] }),
      article("tiberius-caesar", "Tiberius Caesar", [], { people: ["tiberius"] }),
      // Two people's article, the name repeated, and an article about another word.
      article("azur-and-azzur", "Azur and Azzur", [], { people: ["azur-1", "azur-2"] }),
      article("moses", "Moses", [], { people: ["moses"] }),
      article("john-3", "John", [], { people: ["john-the-apostle"] }),
      article("christ", "Christ", [], { people: ["jesus"] }),
      // A headword listing two spellings, not an epithet.
      article("put-phut", "Put, Phut", [], { people: ["put"] }),
    ];
    expect(articleTitleAliases(people, articles)).toEqual(
      new Map([
        ["herod-the-great", ["herod-father-of-philip"]],
        ["tiberius-caesar", ["tiberius"]],
      ]),
    );
  });

  it("lists every person a headword would name, and skips an article about several people", () => {
    const people = [person("a-1", "Abiah", [], ["abiah-the-elder"]), person("a-2", "Abiah", [], ["abiah-the-elder-2"])];
    const twins = [article("abiah-the-elder", "Abiah the Elder", [], { people: ["a-1"] }), article("abiah-the-elder-2", "Abiah the Elder", [], { people: ["a-2"] })];
    expect(articleTitleAliases(people, twins)).toEqual(new Map([["abiah-the-elder", ["a-1", "a-2"]]]));
    const shared = [article("abiah-the-elder", "Abiah the Elder", [], { people: ["a-1", "a-2"] })];
    expect(articleTitleAliases([person("a-1", "Abiah", [], ["abiah-the-elder"])], shared)).toEqual(new Map());
  });
});

describe("placeArticleAliases", () => {
  const places = [
    { slug: "salt-sea", name: "Salt Sea" },
    { slug: "skull", name: "Skull" },
    { slug: "fish-gate", name: "Fish Gate" },
    { slug: "east-gate-1", name: "East Gate" },
    { slug: "east-gate-2", name: "East Gate" },
    { slug: "sidon", name: "Sidon" },
    { slug: "tyre", name: "Tyre" },
  ];
  const common = new Set(["dead", "sea", "gate", "east"]);
  const isTitle = (name: string): boolean => name.toLowerCase().split(/\W+/).every((w) => common.has(w)) && !/\bsea\b/i.test(name);
  it("gives a place the headword of an article about it alone, not a common word, a namesake's bare name, nor a shared or inverted one", () => {
    const claims = placeArticleAliases(
      places,
      [
        { name: "Dead Sea", places: ["salt-sea"] },
        { name: "Calvary", places: ["skull"] },
        { name: "Gate", places: ["fish-gate"] },
        { name: "East Gate", places: ["east-gate-2"] },
        { name: "Tyre and Sidon", places: ["sidon"] },
        { name: "Zidon", places: ["sidon", "tyre"] },
        { name: "Sidon, Great", places: ["sidon"] },
        { name: "Skull", places: ["skull"] },
      ],
      isTitle,
    );
    expect(Object.fromEntries(claims)).toEqual({ "dead-sea": ["salt-sea"], calvary: ["skull"] });
  });
});

describe("homeAliases", () => {
  it("names a person '<given name> of <place>' when the opening of their own article says where they came from", () => {
    const people = [
      person("simon-father-of-rufus", "Simon", ["Mark.15.21"], ["simon-6"]),
      person("lydia", "Lydia", ["Acts.16.14"], ["lydia"]),
      person("eleazar-son-of-abinadab", "Eleazar", ["1Sam.7.1"], ["eleazar-2"]),
      person("ahijah-1", "Ahijah", ["1Kgs.11.29"], ["ahijah"]),
      person("mary-1", "Mary", ["Luke.10.39"], ["mary"]),
      person("mary-2", "Mary", ["Matt.27.56"], ["mary"]),
    ];
    const text = (slug: string, people: string[], t: string) => ({ slug, people, text: t });
    const claims = homeAliases(people, [
      text("simon-6", ["simon-father-of-rufus"], "A Jew of Cyrene, in North Africa, then a province of Libya."),
      text("lydia", ["lydia"], "A woman of Thyatira, a “seller of purple,” who dwelt in Philippi."),
      text("eleazar-2", ["eleazar-son-of-abinadab"], "An inhabitant of Kirjath-jearim who was “sanctified” to take charge of the ark."),
      text("ahijah", ["ahijah-1"], "A prophet of Shiloh, called the Shilonite."),
      text("mary", ["mary-1", "mary-2"], "A woman of Bethany, the sister of Martha."),
    ]);
    expect(Object.fromEntries(claims)).toEqual({
      "simon-of-cyrene": ["simon-father-of-rufus"],
      "lydia-of-thyatira": ["lydia"],
      "eleazar-of-kirjath-jearim": ["eleazar-son-of-abinadab"],
    });
  });
});
