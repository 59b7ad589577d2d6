/**
 * Suggestions for a full-text query that finds nothing: the asked-for translation's own word, and
 * close spellings, on a hand-made index in our own words.
 */
import { describe, expect, it } from "vitest";
import { buildTextIndex } from "../../src/text-search/build.ts";
import { loadTextIndex } from "../../src/text-search/query.ts";
import { MIN_STAND_IN, standIns, suggestTextQueries } from "../../src/text-search/suggest.ts";

/** An old-style text that says "ass" where the modern one says "donkey", and "cock" for "rooster". */
const OLD = new Map([
  ["Num.22.21", "And the prophet rose up and saddled his ass and went forth."],
  ["Num.22.23", "And the ass saw the angel standing in the way."],
  ["Num.22.28", "And the LORD opened the mouth of the ass, and she spake."],
  ["Zech.9.9", "Thy king cometh, lowly, and riding upon an ass."],
  ["Matt.26.34", "Before the cock crow, thou shalt deny me thrice."],
  ["Matt.26.74", "And immediately the cock crew."],
  ["Mark.14.72", "And the second time the cock crew."],
  ["Luke.22.34", "I tell thee, Peter, the cock shall not crow this day."],
  ["John.13.38", "The cock shall not crow, till thou hast denied me thrice."],
  ["Gen.1.1", "In the beginning God made the heaven and the earth."],
  ["Matt.27.60", "And laid it in his own tomb."],
  ["John.19.41", "Now in the garden there was a new sepulchre."],
  ["John.20.1", "Mary Magdalene cometh unto the sepulchre."],
  ["John.3.16", "For God so loved the world that he gave his Son, that whosoever believeth should live."],
]);
const MODERN = new Map([
  ["Num.22.21", "The prophet rose up in the morning, saddled his donkey, and went."],
  ["Num.22.23", "The donkey saw the angel standing in the way."],
  ["Num.22.28", "The LORD opened the mouth of the donkey, and she spoke."],
  ["Zech.9.9", "Your king comes to you, lowly, and riding on a donkey."],
  ["Matt.26.34", "Before the rooster crows, you will deny me three times."],
  ["Matt.26.74", "Immediately the rooster crowed."],
  ["Mark.14.72", "The rooster crowed the second time."],
  ["Luke.22.34", "I tell you, Peter, the rooster will by no means crow today."],
  ["John.13.38", "The rooster won't crow until you have denied me three times."],
  ["Gen.1.1", "In the beginning, God created the heavens and the earth."],
  ["Matt.27.60", "And laid it in his own tomb."],
  ["John.19.41", "In the garden was a new tomb."],
  ["John.20.1", "Mary Magdalene came to the tomb."],
  ["John.3.16", "For God so loved the world, that he gave his only Son, that whoever believes should live."],
]);
const index = loadTextIndex(buildTextIndex([{ id: "kjv", texts: OLD }, { id: "web", texts: MODERN }]));

describe("suggestTextQueries", () => {
  it("offers the asked-for translation's word for one only the other translation has, checked to find verses", () => {
    expect(suggestTextQueries(index, "donkey", { translations: ["kjv"] })).toEqual([{ q: "ass", replaced: "donkey", by: "ass", reason: "translation", total: 4 }]);
    expect(suggestTextQueries(index, "ass", { translations: ["WEB"] })).toEqual([{ q: "donkey", replaced: "ass", by: "donkey", reason: "translation", total: 4 }]);
    // The word that always stands beside it (crow, crew) is not its translation: only the best and those nearly as good.
    expect(suggestTextQueries(index, "rooster", { translations: ["kjv"] }).map((s) => s.by)).toEqual(["cock"]);
  });

  it("keeps the rest of the query, phrases and prefixes included, and the filters", () => {
    expect(suggestTextQueries(index, 'angel "the donkey" sa*', { translations: ["kjv"] })).toEqual([{ q: 'angel "the ass" sa*', replaced: "donkey", by: "ass", reason: "translation", total: 1 }]);
    expect(suggestTextQueries(index, "donkey", { translations: ["kjv"], books: ["Zech"] })).toEqual([{ q: "ass", replaced: "donkey", by: "ass", reason: "translation", total: 1 }]);
    expect(suggestTextQueries(index, "donkey", { translations: ["kjv"], books: ["John"] }), "no offer that finds nothing").toEqual([]);
    // The KJV says "tomb" once, not in John: there the word is what stops the query.
    expect(suggestTextQueries(index, "tomb", { translations: ["kjv"] })).toEqual([]);
    expect(suggestTextQueries(index, "tomb", { translations: ["kjv"], books: ["John"] })).toEqual([{ q: "sepulchre", replaced: "tomb", by: "sepulchre", reason: "translation", total: 2 }]);
  });

  it("offers close spellings of a word no verse has, one edit for short words, two for long ones", () => {
    expect(suggestTextQueries(index, "beleives")).toEqual([{ q: "believes", replaced: "beleives", by: "believes", reason: "spelling", total: 1 }]);
    expect(suggestTextQueries(index, "belevieth").map((s) => s.q), "two edits in a long word").toEqual(["believeth"]);
    expect(suggestTextQueries(index, "angle").map((s) => s.q)).toEqual(["angel"]);
    expect(suggestTextQueries(index, "angle", { translations: ["kjv"] }).map((s) => s.q)).toEqual(["angel"]);
    expect(suggestTextQueries(index, "xyzzy")).toEqual([]);
  });

  it("forgives two edits when the word offered is long, as name search does, fewest edits first", () => {
    expect(suggestTextQueries(index, "sepulcre").map((s) => s.q), "one edit").toEqual(["sepulchre"]);
    expect(suggestTextQueries(index, "sepulchr").map((s) => s.q), "7 letters typed, 9 in the word").toEqual(["sepulchre"]);
    expect(suggestTextQueries(index, "sepulch").map((s) => s.q), "two edits from 7 letters typed to 9").toEqual(["sepulchre"]);
    expect(suggestTextQueries(index, "moning").map((s) => s.q)).toEqual(["morning"]);
    expect(suggestTextQueries(index, "monin").map((s) => s.q), "two edits between words of 5 and 7 letters are not forgiven").toEqual([]);
  });

  it("replaces every word that stops the query at once first, then each alone", () => {
    // No verse has the cock and the angel, and each alone leaves a word no verse has: nothing to offer.
    expect(suggestTextQueries(index, "rooster angle", { translations: ["kjv"] })).toEqual([]);
    expect(suggestTextQueries(index, "donkey angle", { translations: ["kjv"] })).toEqual([
      { q: "ass angel", replaced: "donkey angle", by: "ass angel", reason: "translation", total: 1 },
    ]);
    expect(suggestTextQueries(index, "rooster crowed", { translations: ["kjv"] }).map((s) => s.q)).toEqual(["cock crew"]);
  });

  it("offers nothing when the filters, not the words, stop the query", () => {
    expect(suggestTextQueries(index, "donky", { books: ["Num"] }).map((s) => s.q)).toEqual(["donkey"]);
    // Numbers is not in the New Testament: no word would find anything.
    expect(suggestTextQueries(index, "donky", { books: ["Num"], testament: "NT" })).toEqual([]);
    expect(suggestTextQueries(index, "donky", { books: ["Nope"] })).toEqual([]);
    // Neither translation has "angel" in John: no translation of it is looked up there.
    expect(suggestTextQueries(index, "angel", { translations: ["kjv"], books: ["John"] })).toEqual([]);
  });

  it("gives the same offers when a word's translation is looked up again (remembered)", () => {
    const first = suggestTextQueries(index, "rooster crowed", { translations: ["kjv"] });
    expect(suggestTextQueries(index, "rooster crowed", { translations: ["kjv"] })).toEqual(first);
    expect(suggestTextQueries(index, "rooster", { translations: ["kjv"], books: ["Luke"] }).map((s) => s.q)).toEqual(["cock"]);
  });

  it("offers the query without the words remembered from another wording: the words the verses holding the most of it hold", () => {
    // No verse says "the rooster crowed at dawn"; Mark 14:72 and Matt 26:74 hold "the rooster crowed".
    const offers = suggestTextQueries(index, "the Rooster crowed at dawn");
    expect(offers[0]).toEqual({ q: "the Rooster crowed", replaced: "at dawn", by: "", reason: "fewer-words", total: 2 });
    // The words as typed (`don't` stays whole), a rare word before common ones, at least half the query kept.
    expect(suggestTextQueries(index, "God so loved the world, don't perish")[0]).toMatchObject({ q: "God so loved the world,", replaced: "don t perish", reason: "fewer-words" });
    expect(suggestTextQueries(index, "the rooster sang loudly at dawn")).toEqual([]);
    // Not for two words (the user sees which to drop), nor with a prefix, nor across the filters.
    expect(suggestTextQueries(index, "rooster dawn")).toEqual([]);
    expect(suggestTextQueries(index, "the roost* crowed dawn")).toEqual([]);
    expect(suggestTextQueries(index, "the rooster crowed at dawn", { translations: ["kjv"] }).some((o) => o.reason === "fewer-words")).toBe(false);
  });

  it("offers nothing for a word the asked-for translation has, or a query that cannot run", () => {
    expect(suggestTextQueries(index, "angel donkey")).toEqual([]);
    expect(suggestTextQueries(index, "")).toEqual([]);
    expect(suggestTextQueries(index, "a*")).toEqual([]);
  });
});

describe("a common word that stands in for the other translation's word", () => {
  // The old text says "charity" in three verses where the new one says "love", and both say "love" in
  // eight more, so Dice's coefficient is 2·3 / (3 + 11) ≈ 0.43; likewise "Holy Ghost" and "Holy Spirit"
  // in two verses, with "Spirit" in both texts of five more (2·2 / (2 + 7) ≈ 0.44).
  const old = new Map([
    ["1Cor.13.4", "Charity is kind."],
    ["1Cor.13.8", "Charity never faileth."],
    ["1Cor.13.13", "Faith, hope, charity, these three."],
    ["Acts.2.4", "They were all filled with the Holy Ghost."],
    ["Acts.8.17", "They received the Holy Ghost."],
  ]);
  const modern = new Map([
    ["1Cor.13.4", "Love is kind."],
    ["1Cor.13.8", "Love never faileth."],
    ["1Cor.13.13", "Faith, hope, love, these three."],
    ["Acts.2.4", "They were all filled with the Holy Spirit."],
    ["Acts.8.17", "They received the Holy Spirit."],
  ]);
  for (let i = 1; i <= 8; i++) {
    old.set(`Ps.${i}.1`, `I love thy law, O Lord, number ${i}.`);
    modern.set(`Ps.${i}.1`, `I love your law, O Lord, number ${i}.`);
  }
  for (let i = 1; i <= 5; i++) {
    old.set(`Isa.${i}.1`, `The Spirit of the Lord is upon me, number ${i}.`);
    modern.set(`Isa.${i}.1`, `The Spirit of the Lord is on me, number ${i}.`);
  }
  const both = loadTextIndex(buildTextIndex([{ id: "kjv", texts: old }, { id: "web", texts: modern }]));

  it("standIns: the share of the verses whose asked-for text has the word, less the share whose other text has it too", () => {
    expect(standIns(new Map([["love", 3], ["and", 2], ["the", 3]]), new Map([["and", 2], ["the", 3]]), 3)).toEqual([["love", 1]]);
    expect(standIns(new Map([["love", 2]]), new Map(), 4), "half the verses: below MIN_STAND_IN").toEqual(MIN_STAND_IN <= 0.5 ? [["love", 0.5]] : []);
    expect(standIns(new Map([["love", 2]]), new Map(), 0)).toEqual([]);
  });

  it("offers it when no word reaches Dice's threshold", () => {
    expect(suggestTextQueries(both, "charity", { translations: ["web"] })).toEqual([{ q: "love", replaced: "charity", by: "love", reason: "translation", total: 11 }]);
    // "holy" is in both texts of those verses: it translates nothing; "spirit" does.
    expect(suggestTextQueries(both, "holy ghost", { translations: ["web"] }).map((s) => s.q)).toEqual(["holy spirit"]);
  });

  it("never offers one word for two of the query's (\"thou shalt\" is not \"you you\")", () => {
    const t = loadTextIndex(
      buildTextIndex([
        { id: "kjv", texts: new Map([["Exod.20.13", "Thou shalt not kill."], ["Exod.20.15", "Thou shalt not steal."], ["Exod.20.14", "Thou shalt not commit adultery."]]) },
        { id: "web", texts: new Map([["Exod.20.13", "You shall not murder."], ["Exod.20.15", "You shall not steal."], ["Exod.20.14", "You shall not commit adultery."]]) },
      ]),
    );
    const offers = suggestTextQueries(t, "thou shalt not", { translations: ["web"] }).map((s) => s.q);
    expect(offers.every((q) => !/\b(\w+) \1\b/.test(q)), offers.join(" | ")).toBe(true);
  });
});

