/** The meanings a lexicon's text gives: a Strong's definition's first clause and short gloss, a gloss's alternatives, the KJV renderings. */
import { describe, expect, it } from "vitest";
import { firstClause, glossParts, kjvRenderings, kjvUsageItems, shortGloss } from "../../src/core/glosses.ts";

describe("shortGloss", () => {
  it.each([
    ["(absolutely) to create; (qualified) to cut down (a wood)", "to create"],
    ["the first, in place, time, order or rank (specifically, a firstfruit)", "the first"],
    ["properly, self (but generally used to point out the object)", "self"],
    ["a stroke, i.e. battering-ram", "a stroke, i.e. battering-ram"],
    ["I exist (used only when emphatic). See also G1488", "I exist"],
    ["(as such)", null],
  ])("%s → %s", (definition, gloss) => {
    expect(shortGloss(definition)).toBe(gloss);
  });
  it("cuts a long clause at a word, never past 60 characters", () => {
    const g = shortGloss("a very long single clause without any comma that keeps going on and on past the limit") ?? "";
    expect(g.endsWith("…")).toBe(true);
    expect(g.length).toBeLessThanOrEqual(61);
  });
});


describe("firstClause", () => {
  it("keeps the whole first clause, without remarks and lead-ins, where the short gloss cuts it", () => {
    const definition = "safe, i.e. (figuratively) well, happy, friendly; also (abstractly) welfare, i.e. health, prosperity, peace";
    expect(firstClause(definition)).toBe("safe, i.e. well, happy, friendly");
    expect(shortGloss(definition)).toBe("safe");
    expect(firstClause("properly, a disposition, i.e. (specially) a contract")).toBe("a disposition, i.e. a contract");
    expect(firstClause(null)).toBeNull();
    expect(firstClause("(as such)")).toBeNull();
  });
});

describe("glossParts", () => {
  it.each([
    ["love, i.e. affection or benevolence", ["love", "affection", "benevolence"]],
    ["a lamp or light", ["a lamp", "light"]],
    ["safe, i.e. well, happy, friendly", ["safe", "well", "happy", "friendly"]],
    ["to secrete, by act or word", ["to secrete"]],
    ["(a) grace, as a gift or blessing brought to man, (b) favor; thanks.", ["grace", "favor", "thanks"]],
    ["I love", ["I love"]],
  ])("%s → %j", (gloss, parts) => {
    expect(glossParts(gloss)).toEqual(parts);
  });

  it("has nothing for no gloss", () => {
    expect(glossParts(null)).toEqual([]);
    expect(glossParts(" , ; ")).toEqual([]);
  });
});

describe("kjvRenderings", () => {
  it("spells out Strong's suffixes, prefixes and optional words", () => {
    expect(kjvRenderings("(be-) love(-d, -ly, -r), like, friend.")).toEqual(["love", "loved", "lovd", "lovely", "lovly", "lover", "lovr", "belove", "beloved", "belovd", "belovely", "belovly", "belover", "belovr", "like", "friend"]);
    expect(kjvRenderings("punishment (of sin), sin(-ner, offering).")).toEqual(["punishment", "punishment of sin", "sin", "sinner", "sin offering"]);
    expect(kjvRenderings("air, spirit(-ual), (whirl-) wind(-y).")).toEqual(["air", "spirit", "spiritual", "wind", "windy", "whirlwind", "whirlwindy"]);
  });

  it("spells a suffix as English does after a final e or y", () => {
    expect(kjvRenderings("true (-ly, -th), happy(-ness)")).toEqual(["true", "truely", "truly", "trueth", "truth", "happy", "happyness", "happiness"]);
    expect(kjvRenderings("bright, light (-ning), unleavened (bread, cake).")).toEqual(["bright", "light", "lightning", "unleavened", "unleavened bread", "unleavened cake"]);
    expect(kjvRenderings("water(-ing, (-course, -flood)).")).toEqual(["water", "watering", "watercourse", "waterflood"]);
  });

  it("combines the groups of one rendering", () => {
    expect(kjvRenderings("right(-eous) (act, -ly, -ness).")).toEqual(["right", "right act", "rightly", "rightness", "righteous", "righteous act", "righteously", "righteousness"]);
  });

  it("leaves out idioms and parts of phrases (×, X, +), also inside a group", () => {
    expect(kjvRenderings("× do, familiar, (× perfect, such as be at) peace, X uncertain, + displease, sin.")).toEqual(["familiar", "peace", "such as be at peace", "sin"]);
    expect(kjvRenderings("(× that which is altogether) just(-ice)")).toEqual(["just", "justice"]);
  });

  it("reads the first sentence only: a note after it renders nothing", () => {
    expect(kjvRenderings("another, brother(-ly); kindred, other. Compare also the proper names beginning with 'Ah-'.")).toEqual(["another", "brother", "brotherly", "kindred", "other"]);
    expect(kjvRenderings(null)).toEqual([]);
  });
});

describe("kjvUsageItems", () => {
  it("lists the renderings as Strong's prints them, parentheses kept whole, idioms with their mark, a note after the first sentence left out", () => {
    expect(kjvUsageItems("(feast of) charity(-ably), dear, love.")).toEqual(["(feast of) charity(-ably)", "dear", "love"]);
    expect(kjvUsageItems("angels, × exceeding, God (gods) (-dess, -ly), × (very) great, judges, × mighty.")).toEqual(["angels", "× exceeding", "God (gods) (-dess, -ly)", "× (very) great", "judges", "× mighty"]);
    expect(kjvUsageItems("sin(-ner, offering); punishment. Compare H2398.")).toEqual(["sin(-ner, offering)", "punishment"]);
    expect(kjvUsageItems(null)).toEqual([]);
  });
});
