/**
 * The names the WEB gives people and places where the KJV writes theirs: the rule's every condition
 * on hand-made verses (`src/stages/web-spellings.ts`).
 */
import { describe, expect, it } from "vitest";
import { kjvVocabulary, webSpellings, withWebAliases, type SpelledRecord } from "../../src/stages/web-spellings.ts";
import { BuildReport } from "../../src/stages/report.ts";

/** Verses as [osis, KJV text, WEB text]. */
type Pair = readonly [string, string, string];

function spellings(records: readonly SpelledRecord[], pairs: readonly Pair[]): Map<string, string[]> {
  const kjv = new Map(pairs.map(([o, k]) => [o, k]));
  const web = new Map(pairs.map(([o, , w]) => [o, w]));
  return webSpellings(records, (o) => kjv.get(o), (o) => web.get(o), kjvVocabulary(kjv.values()));
}

const record = (slug: string, names: string[], verses: string[]): SpelledRecord => ({ slug, names, verses });

/** {@link spellings} of two records, each with one name, both in every verse of `pairs`. */
const twoIn = (pairs: readonly Pair[], [a, aName]: [string, string], [b, bName]: [string, string]): Map<string, string[]> => {
  const verses = pairs.map(([o]) => o);
  return spellings([record(a, [aName], verses), record(b, [bName], verses)], pairs);
};

describe("webSpellings", () => {
  it("finds the WEB's name where the KJV's is missing, and gives it to the record whose verses hold it most", () => {
    const pairs: Pair[] = [
      ["Gen.2.7", "And the LORD God formed man.", "Yahweh God formed man."],
      ["Gen.2.8", "And the LORD God planted a garden.", "Yahweh God planted a garden."],
      ["Gen.2.15", "And the LORD God took the man.", "Yahweh God took the man."],
      ["Gen.2.16", "And the LORD God commanded the man.", "Yahweh God commanded the man."],
      ["Gen.2.19", "And brought them unto Adam.", "And brought them to the man."],
      ["Gen.2.20", "And Adam gave names; the LORD saw.", "The man gave names; Yahweh saw."],
      ["Gen.2.21", "And Adam slept; the LORD took a rib.", "The man slept; Yahweh took a rib."],
      ["Gen.2.23", "And Adam said, the LORD.", "The man said, Yahweh."],
    ];
    const god = record("god", ["God", "LORD"], ["Gen.2.7", "Gen.2.8", "Gen.2.15", "Gen.2.16"]);
    const adam = record("adam", ["Adam"], ["Gen.2.19", "Gen.2.20", "Gen.2.21", "Gen.2.23"]);
    // God's verses all say Yahweh for the LORD; Adam's three of four (and there for the LORD, not for Adam).
    expect(spellings([god, adam], pairs)).toEqual(new Map([["god", ["Yahweh"]]]));
  });

  it("needs three verses and half of those counted, a word the KJV never uses, and one of at least three letters", () => {
    const diana = record("diana", ["Diana"], ["Acts.19.24", "Acts.19.27", "Acts.19.28"]);
    const artemis: Pair[] = [
      ["Acts.19.24", "Silver shrines for Diana.", "Silver shrines of Artemis."],
      ["Acts.19.27", "The temple of the great goddess Diana.", "The temple of the great goddess Artemis."],
      ["Acts.19.28", "Great is Diana of the Ephesians.", "Great is Artemis of the Ephesians!"],
    ];
    expect(spellings([diana], artemis)).toEqual(new Map([["diana", ["Artemis"]]]));
    expect(spellings([diana], artemis.slice(0, 2))).toEqual(new Map());
    // "King" opens the WEB's sentences, but the KJV uses the word: never a name. "Si" is too short.
    const sihon = record("sihon", ["Sihon"], ["Num.21.21", "Num.21.23", "Num.21.26"]);
    const king: Pair[] = [
      ["Num.21.21", "Sihon the king came out.", "King Sichon came out."],
      ["Num.21.23", "Sihon the king fled.", "King Sichon fled."],
      ["Num.21.26", "Sihon the king fell.", "King Sichon fell."],
    ];
    expect(spellings([sihon], king)).toEqual(new Map([["sihon", ["Sichon"]]]));
    expect(spellings([sihon], king.map(([o, k, w]) => [o, k, w.replace("Sichon", "Si")] as const))).toEqual(new Map());
  });

  it("reads hyphens, possessives and a name written in two words as the same name", () => {
    const beth = record("beth-shemesh", ["Beth-shemesh"], ["1Sam.6.9", "1Sam.6.12", "1Sam.6.13"]);
    const pairs: Pair[] = [
      ["1Sam.6.9", "The way of his own coast to Bethshemesh.", "The way of his own border to Beth Shemesh."],
      ["1Sam.6.12", "The kine took the way to Bethshemesh.", "The cattle took the way to Beth Shemesh."],
      ["1Sam.6.13", "And they of Bethshemesh were reaping.", "The people of Beth Shemesh were reaping."],
    ];
    expect(spellings([beth], pairs)).toEqual(new Map());
    const abinadab = record("abinadab", ["Abinadab"], ["2Sam.6.3", "2Sam.6.4", "1Chr.13.7"]);
    const house: Pair[] = [
      ["2Sam.6.3", "Out of the house of Abinadab.", "Out of Abinadab’s house."],
      ["2Sam.6.4", "Out of the house of Abinadab.", "Out of Abinadab’s house."],
      ["1Chr.13.7", "Out of the house of Abinadab.", "Out of Abinadab’s house."],
    ];
    expect(spellings([abinadab], house)).toEqual(new Map());
  });

  it("settles a tie by spelling, gives a name to namesakes alike, and to none of two different names", () => {
    const ezra: Pair[] = [
      ["Ezra.5.3", "Tatnai and Shetharboznai came.", "Tattenai and Shetharbozenai came."],
      ["Ezra.5.6", "Tatnai and Shetharboznai sent.", "Tattenai and Shetharbozenai sent."],
      ["Ezra.6.13", "Tatnai and Shetharboznai did speedily.", "Tattenai and Shetharbozenai did diligently."],
    ];
    expect(twoIn(ezra, ["tatnai", "Tatnai"], ["shethar-boznai", "Shethar-boznai"])).toEqual(
      new Map([
        ["tatnai", ["Tattenai"]],
        ["shethar-boznai", ["Shetharbozenai"]],
      ]),
    );
    const pashhur: Pair[] = [
      ["Jer.20.1", "Pashur the priest.", "Pashhur the priest."],
      ["Jer.20.2", "Then Pashur smote.", "Then Pashhur struck."],
      ["Jer.20.3", "Pashur brought forth.", "Pashhur brought out."],
    ];
    expect(twoIn(pashhur, ["pashur-1", "Pashur"], ["pashur-2", "Pashur"])).toEqual(
      new Map([
        ["pashur-1", ["Pashhur"]],
        ["pashur-2", ["Pashhur"]],
      ]),
    );
    // Two records named apart, each as near to the word: nobody's.
    const twins = ["X.1.1", "X.1.2", "X.1.3"].map((o): Pair => [o, "Alan and Blan.", "Clan came."]);
    expect(twoIn(twins, ["alan", "Alan"], ["blan", "Blan"])).toEqual(new Map());
  });
});

describe("withWebAliases", () => {
  it("adds each WEB name of one record as an alias where the key is free, and none a name two records share", () => {
    const aliases = { person: { abram: "abraham" }, place: {}, event: {}, people_group: {}, dictionary_entry: {} };
    const web = {
      person: new Map([
        ["god", ["Yahweh"]],
        ["diana", ["Artemis"]],
        ["pashur-1", ["Pashhur"]],
        ["pashur-2", ["Pashhur"]],
        ["abraham", ["Abram"]],
        ["elisabeth", ["Elisabeth"]],
      ]),
      place: new Map([["bethphage", ["Bethsphage"]]]),
    };
    const slugs = (list: string[]) => list.map((slug) => ({ slug }));
    const tables = { person: slugs(["god", "diana", "pashur-1", "pashur-2", "abraham", "elisabeth"]), place: slugs(["bethphage"]) } as unknown as Parameters<typeof withWebAliases>[2];
    const report = new BuildReport();
    const out = withWebAliases(aliases, web, tables, report);
    // `abram` is an alias already; `elisabeth` is a slug; `pashhur` names two people.
    expect(out.person).toEqual({ abram: "abraham", artemis: "diana", yahweh: "god" });
    expect(out.place).toEqual({ bethsphage: "bethphage" });
    expect(aliases.person).toEqual({ abram: "abraham" });
    expect(report.toJSON().notes).toContain("person, place: 3 alias(es) from the names the World English Bible gives them (yahweh → god; src/stages/web-spellings.ts)");
  });
});
