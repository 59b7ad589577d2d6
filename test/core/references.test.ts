import { describe, expect, it } from "vitest";
import { MAX_REFERENCE_LENGTH, passageVerses, readSlug, resolveBook, resolveReference, suggestBook, verseIndex } from "../../src/core/references.ts";
import { parseVerse } from "../../src/core/osis.ts";

/** Typed reference → canonical OSIS passages (comma-separated). Spellings people use in search boxes, notes and sermons. */
const RESOLVES: readonly (readonly [string, string])[] = [
  ["John 3:16", "John.3.16"],
  ["john 3:16", "John.3.16"],
  ["JOHN 3:16", "John.3.16"],
  ["Jn 3:16", "John.3.16"],
  ["jn 3 16", "John.3.16"],
  ["Jhn 3.16", "John.3.16"],
  ["jn 3 16-18", "John.3.16-John.3.18"],
  ["John 3:16–18", "John.3.16-John.3.18"],
  ["John 3:16—18", "John.3.16-John.3.18"],
  ["John 3:16, 18", "John.3.16,John.3.18"],
  ["1 Cor 13", "1Cor.13.1-1Cor.13.13"],
  ["1Cor 13:4-7", "1Cor.13.4-1Cor.13.7"],
  ["I Corinthians 13:13", "1Cor.13.13"],
  ["First Corinthians 13:4", "1Cor.13.4"],
  ["1st Cor. 13:1", "1Cor.13.1"],
  ["II Kings 2:11", "2Kgs.2.11"],
  ["2 Kgs 2:11", "2Kgs.2.11"],
  ["Gen 1:1–2:3; Ps 23", "Gen.1.1-Gen.2.3,Ps.23.1-Ps.23.6"],
  ["Gen 1:1-Exod 2:3", "Gen.1.1-Exod.2.3"],
  ["Genesis 12:1-9", "Gen.12.1-Gen.12.9"],
  ["Gen.12.1-Gen.12.9", "Gen.12.1-Gen.12.9"],
  ["gen.12.1", "Gen.12.1"],
  ["Gen.12", "Gen.12.1-Gen.12.20"],
  ["Ps 23", "Ps.23.1-Ps.23.6"],
  ["Psalm 23:1", "Ps.23.1"],
  ["Psalms 119:105", "Ps.119.105"],
  ["Pss 1", "Ps.1.1-Ps.1.6"],
  ["Prov 3:5-6", "Prov.3.5-Prov.3.6"],
  ["Pr 3:5", "Prov.3.5"],
  ["Eccl 3:1-8", "Eccl.3.1-Eccl.3.8"],
  ["Ecc 3:1", "Eccl.3.1"],
  ["Qoh 3:1", "Eccl.3.1"],
  ["Song of Solomon 2:1", "Song.2.1"],
  ["Song of Songs 2:1", "Song.2.1"],
  ["Is 53", "Isa.53.1-Isa.53.12"],
  ["Isa 40:31", "Isa.40.31"],
  ["Jer 29:11", "Jer.29.11"],
  ["Lam 3:22-23", "Lam.3.22-Lam.3.23"],
  ["Ezek 37:1-14", "Ezek.37.1-Ezek.37.14"],
  ["Dan 3", "Dan.3.1-Dan.3.30"],
  ["Obad 3", "Obad.1.3"],
  ["Obadiah", "Obad.1.1-Obad.1.21"],
  ["Jonah 1:17", "Jonah.1.17"],
  ["Mic 6:8", "Mic.6.8"],
  ["Hab 2:4", "Hab.2.4"],
  ["Mal 4:5", "Mal.4.5"],
  ["Mt 5-7", "Matt.5.1-Matt.7.29"],
  ["Matt 28:16-20; Acts 1:8", "Matt.28.16-Matt.28.20,Acts.1.8"],
  ["Mk 1:1", "Mark.1.1"],
  ["Lk 2:1-20", "Luke.2.1-Luke.2.20"],
  ["Luke 2", "Luke.2.1-Luke.2.52"],
  ["Rom 8:28", "Rom.8.28"],
  ["Rom 16:25-27", "Rom.16.25-Rom.16.27"],
  ["Gal 5:22-23", "Gal.5.22-Gal.5.23"],
  ["Eph 2:8-9", "Eph.2.8-Eph.2.9"],
  ["phil 4 13", "Phil.4.13"],
  ["Philippians 4:13", "Phil.4.13"],
  ["Phlm 1:6", "Phlm.1.6"],
  ["Philemon 6", "Phlm.1.6"],
  ["Heb 11:1", "Heb.11.1"],
  ["Jas 1:5", "Jas.1.5"],
  ["James 1:5", "Jas.1.5"],
  ["1 Pet 5:7", "1Pet.5.7"],
  ["1jn 4:8", "1John.4.8"],
  ["1 John 4:8", "1John.4.8"],
  ["3 John 14", "3John.1.14"],
  ["Jude 5", "Jude.1.5"],
  ["Jude 24-25", "Jude.1.24-Jude.1.25"],
  ["Rev 21:4", "Rev.21.4"],
  ["Revelation 22:21", "Rev.22.21"],
  ["Revelations 22:21", "Rev.22.21"],
  ["John 3:16 KJV", "John.3.16"],
  ["Genesis", "Gen.1.1-Gen.50.26"],
  // Traditional names the parser's data lacks (older references, Catholic Bibles, Easton's "Cant.").
  ["Song of Sol. 2:1", "Song.2.1"],
  ["Cant. 2:1", "Song.2.1"],
  ["Canticles 2:1-4", "Song.2.1-Song.2.4"],
  ["Canticle of Canticles 8:6", "Song.8.6"],
  ["Apocalypse 21:4", "Rev.21.4"],
  ["Apoc 22", "Rev.22.1-Rev.22.21"],
  ["cantor 3", "error: unrecognized"],
  // "f": the verse and the next one (into the next chapter if need be); "ff": to the end of the chapter.
  ["John 3:16f", "John.3.16-John.3.17"],
  ["John 3:16 f.", "John.3.16-John.3.17"],
  ["Gen 1:31f", "Gen.1.31-Gen.2.1"],
  ["Jude 24f", "Jude.1.24-Jude.1.25"],
  ["John 3:16ff", "John.3.16-John.3.36"],
  ["Phil 1:3f, 2:1ff", "Phil.1.3-Phil.1.4,Phil.2.1-Phil.2.30"],
  // A range that ends before it starts is one problem, not two passages.
  ["John 3:18-16", "error: reversed"],
  ["John 3:18–16", "error: reversed"],
  ["John 3:18 to 16", "error: reversed"],
  ["Gen.2.3-Gen.1.1", "error: reversed"],
  ["Matt 5:3-4:1", "error: reversed"],
  ["Exod 1:1-Gen 2:1", "error: reversed"],
  ["Gen 1:1; John 3:18-16", "error: reversed"],
  ["John 3:18, 16", "John.3.18,John.3.16"],
  ["Gen 1; Exodus", "Gen.1.1-Gen.1.31,Exod.1.1-Exod.40.38"],
  ["Exodus; Gen 1:1", "Exod.1.1-Exod.40.38,Gen.1.1"],
  ["Gen 1:1; Exodus; Lev 2", "Gen.1.1,Exod.1.1-Exod.40.38,Lev.2.1-Lev.2.16"],
  ["John 3:16, Psalms", "John.3.16,Ps.1.1-Ps.150.6"],
  ["Exodus; Leviticus", "Exod.1.1-Exod.40.38,Lev.1.1-Lev.27.34"],
  ["Gen 1:1; Hezekiah", "error: unrecognized"],
];

const osis = async (q: string): Promise<string> => {
  const r = await resolveReference(q);
  return r.ok ? r.passages.map((p) => p.osis).join(",") : `error: ${r.problems.map((p) => p.code).join(",")}`;
};

describe("resolveReference", () => {
  it.each(RESOLVES)("%s → %s", async (typed, expected) => {
    expect(await osis(typed)).toBe(expected);
  });

  it("says what kind of passage it is and how many verses it holds", async () => {
    const r = await resolveReference("Gen 1:1–2:3; Ps 23; John 3:16");
    expect(r.ok && r.passages.map((p) => [p.kind, p.chapter, p.verses, p.text])).toEqual([
      ["range", null, 34, "Gen 1:1–2:3"],
      ["chapter", "Ps.23", 6, "Ps 23"],
      ["verse", null, 1, "John 3:16"],
    ]);
    const genesis = await resolveReference("Genesis");
    expect(genesis.ok && genesis.passages.map((p) => [p.kind, p.verses])).toEqual([["book", 1533]]);
    for (const typed of ["Psalms", "psalm", "Ps"]) {
      const psalter = await resolveReference(typed);
      expect(psalter.ok && psalter.passages.map((p) => [p.osis, p.kind, p.verses]), typed).toEqual([["Ps.1.1-Ps.150.6", "book", 2461]]);
    }
    const obadiah = await resolveReference("Obadiah");
    expect(obadiah.ok && obadiah.passages[0]?.kind).toBe("chapter");
  });

  it("reads a book named alone inside a list as it reads it alone", async () => {
    const alone = async (q: string) => {
      const r = await resolveReference(q);
      return r.ok ? r.passages[0] : undefined;
    };
    const list = await resolveReference("Gen 1; Exodus; Jude; Ps");
    expect(list.ok).toBe(true);
    if (list.ok) expect(list.passages.slice(1)).toEqual([await alone("Exodus"), await alone("Jude"), await alone("Ps")]);
  });

  it.each([
    ["", "empty", ""],
    ["   ", "empty", ""],
    ["x".repeat(MAX_REFERENCE_LENGTH + 1), "too-long", expect.any(String)],
    ["hello world", "unrecognized", "hello world"],
    ["Hezekiah 3:1", "unrecognized", "Hezekiah 3:1"],
    ["Gen 1:1; Hezekiah 3", "unrecognized", "Hezekiah 3"],
    ["Ps 151", "no-such-verse", "Ps 151"],
    ["Ps 140-151", "no-such-verse", "Ps 140-151"],
    ["Rev 23:1", "no-such-verse", "Rev 23:1"],
    ["Gen 50:27", "no-such-verse", "Gen 50:27"],
    ["3 John 15", "no-such-verse", "3 John 15"],
    ["Jude 1:30", "no-such-verse", "Jude 1:30"],
    ["Ps 23:1-10", "no-such-verse", "Ps 23:1-10"],
    ["Rev 22-23", "no-such-verse", "Rev 22-23"],
    ["Gen 0:1", "no-such-verse", "Gen 0:1"],
    ["Gen 1:40-2:3", "no-such-verse", "Gen 1:40"],
    ["Tob 1:1", "not-in-canon", "Tob 1:1"],
    ["Sirach 1:1", "not-in-canon", "Sirach 1:1"],
    ["1 Macc 2", "not-in-canon", "1 Macc 2"],
  ])("%j is a %s problem about %j", async (typed, code, text) => {
    const r = await resolveReference(typed);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toEqual({ code, text, message: expect.any(String) });
  });

  it("gives a reversed range the other way round in its message", async () => {
    const r = await resolveReference("John 3:18-16");
    expect(r.ok ? undefined : r.problems).toEqual([{ code: "reversed", text: "John 3:18-16", message: "The range John 3:18-16 ends before it starts; in reading order it is John.3.16-John.3.18." }]);
  });

  it("explains a verse past the end of its chapter or book", async () => {
    const message = async (q: string) => {
      const r = await resolveReference(q);
      return r.ok ? "" : r.problems[0]?.message;
    };
    expect(await message("Rev 23:1")).toBe("Revelation has 22 chapters in KJV versification; there is no chapter 23.");
    expect(await message("Gen 50:27")).toBe("Genesis 50 has 26 verses in KJV versification; there is no verse 27 (other versifications number some verses differently).");
    expect(await message("Ps 23:1-10")).toBe("Psalms 23 has 6 verses in KJV versification; the range ends past them.");
    expect(await message("Tob 1:1")).toBe("Tob is not a book of the 66-book canon this API serves.");
  });

  it("lists every problem of an input with several, and never drops a part silently", async () => {
    const r = await resolveReference("Gen 1:1; Rev 23:1; Tob 1:1; Hezekiah 4");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => [p.code, p.text])).toEqual([["no-such-verse", "Rev 23:1"], ["not-in-canon", "Tob 1:1"], ["unrecognized", "Hezekiah 4"]]);
  });

  it("answers a number the parser finds with no book before it as a problem, not a crash", async () => {
    for (const text of ["Gen[0", "Es[0", "Rev(1"]) {
      const r = await resolveReference(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.problems.map((p) => p.code), text).toContain("unrecognized");
    }
    const zero = await resolveReference("Es0");
    expect(zero.ok ? "" : zero.problems[0]?.message).toBe("Esth 0: chapters and verses are numbered from 1.");
  });
});

describe("resolveBook", () => {
  it("reads a book by OSIS id or by name as people type it", async () => {
    const cases: [string, string][] = [["Ps", "Ps"], ["ps", "Ps"], ["1john", "1John"], ["Psalms", "Ps"], ["psalm", "Ps"], ["1 Cor", "1Cor"], ["First Corinthians", "1Cor"], ["Song of Songs", "Song"], ["Canticles", "Song"], ["Apocalypse", "Rev"], ["jn", "John"], [" Genesis ", "Gen"], ["Jude", "Jude"], ["Philemon", "Phlm"]];
    for (const [typed, osis] of cases) expect(await resolveBook(typed), typed).toBe(osis);
  });

  it("names no book for what is not one whole book of the canon", async () => {
    for (const typed of ["Tobit", "John 3", "Gen 1:1", "Gen-Exod", "3", "", "Hezekiah"]) expect(await resolveBook(typed), typed).toBeUndefined();
  });
});

describe("suggestBook", () => {
  it("offers the book of a passage, or the book spelt closest, for what names no whole book", async () => {
    expect(await suggestBook("Gen 1")).toEqual({ osis: "Gen", passage: "Gen.1.1-Gen.1.31" });
    expect(await suggestBook("John 3:16, 18")).toEqual({ osis: "John", passage: "John.3.16,John.3.18" });
    expect(await suggestBook("Zepheniah")).toEqual({ osis: "Zeph", passage: null });
    for (const none of ["Tobit", "Gen 1; Ps 23", "xyz"]) expect(await suggestBook(none), none).toBeUndefined();
  });
});

describe("references written as URL slugs", () => {
  it("reads a slug as its book's words and the numbers after them", () => {
    expect(readSlug("1-john-3-16")).toEqual({ book: "1 john", numbers: [3, 16] });
    expect(readSlug("song_of_songs")).toEqual({ book: "song of songs", numbers: [] });
    expect(readSlug("song-of-solomon-2-1-4")).toEqual({ book: "song of solomon", numbers: [2, 1, 4] });
    expect(readSlug("1jn-4-8")).toEqual({ book: "1jn", numbers: [4, 8] });
    expect(readSlug("gen--1")).toEqual({ book: "gen", numbers: [1] });
    expect(readSlug("gen-01-01")).toEqual({ book: "gen", numbers: [1, 1] });
    expect(readSlug("john-3-16-"), "a separator at the end is ignored").toEqual({ book: "john", numbers: [3, 16] });
    expect(readSlug("gen-1-1-2-3-4")).toEqual({ book: "gen", numbers: [1, 1, 2, 3, 4] });
    for (const other of ["John", "John 3:16", "Gen.1.1-Gen.1.3", "Gen 1:1-3", "-gen-1", "gen-1-exod-2", "john3-16", "1-3", "3-john3"]) expect(readSlug(other), other).toBeUndefined();
  });

  it.each([
    ["john-3-16", "John.3.16"],
    ["John-3-16", "John.3.16"],
    ["john-3-16-", "John.3.16"],
    ["john_3_16", "John.3.16"],
    ["1-john-3", "1John.3.1-1John.3.24"],
    ["john-3-16-18", "John.3.16-John.3.18"],
    ["1-cor-13-4-7", "1Cor.13.4-1Cor.13.7"],
    ["2-kings-2-1-11", "2Kgs.2.1-2Kgs.2.11"],
    ["1-john-3-16-18", "1John.3.16-1John.3.18"],
    ["1jn-4-8", "1John.4.8"],
    ["song-of-solomon-2-1-4", "Song.2.1-Song.2.4"],
    ["gen-12-1-9", "Gen.12.1-Gen.12.9"],
    ["gen-1-1-2-3", "Gen.1.1-Gen.2.3"],
    ["gen-01-01", "Gen.1.1"],
    ["jude-5", "Jude.1.5"],
    ["jude-1-5", "Jude.1.5"],
    ["jude-1", "Jude.1.1"],
    ["jude-24-25", "Jude.1.24-Jude.1.25"],
    ["jude-1-24-25", "Jude.1.24-Jude.1.25"],
    ["phlm-10", "Phlm.1.10"],
    ["phlm-10-12", "Phlm.1.10-Phlm.1.12"],
    ["obad-3-4", "Obad.1.3-Obad.1.4"],
    ["2-john-5-6", "2John.1.5-2John.1.6"],
    ["3-john-13-14", "3John.1.13-3John.1.14"],
    ["3jn-2", "3John.1.2"],
    ["obadiah", "Obad.1.1-Obad.1.21"],
    ["song-of-songs", "Song.1.1-Song.8.14"],
    ["ps-119", "Ps.119.1-Ps.119.176"],
    ["John 3-16", "John.3.1-John.16.33"],
    ["Gen.1.1-Gen.1.3", "Gen.1.1-Gen.1.3"],
  ])("%s → %s, the same in resolve and in paths", async (slug, expected) => {
    expect(await osis(slug)).toBe(expected);
  });

  it("says what is wrong with a slug that names no passage", async () => {
    const problem = async (q: string) => {
      const r = await resolveReference(q);
      return r.ok ? undefined : r.problems[0];
    };
    expect(await problem("gen-1-1-2-3-4")).toMatchObject({ code: "unrecognized", message: expect.stringMatching(/has 5 numbers after its book; a slug has at most 4/) });
    expect(await problem("gen-51")).toMatchObject({ code: "no-such-verse", message: "Genesis has 50 chapters in KJV versification; there is no chapter 51." });
    expect(await problem("gen-1-32")).toMatchObject({ code: "no-such-verse", message: "Genesis 1 has 31 verses in KJV versification; there is no verse 32 (other versifications number some verses differently)." });
    expect(await problem("jude-24-26")).toMatchObject({ code: "no-such-verse", message: "Jude 1 has 25 verses in KJV versification; there is no verse 26 (other versifications number some verses differently)." });
    expect(await problem("jude-25-24")).toMatchObject({ code: "reversed", message: "The range jude-25-24 ends before it starts; in reading order it is Jude.1.24-Jude.1.25." });
    expect(await problem("jude-3-4-5"), "three numbers begin with the chapter").toMatchObject({ code: "no-such-verse", message: "Jude has 1 chapter in KJV versification; there is no chapter 3." });
    expect(await problem("matt-0")).toMatchObject({ code: "no-such-verse", message: "Matt 0: chapters and verses are numbered from 1." });
    expect(await problem("john-3-18-16")).toMatchObject({ code: "reversed", message: "The range john-3-18-16 ends before it starts; in reading order it is John.3.16-John.3.18." });
    expect(await problem("hezekiah-3")).toMatchObject({ code: "unrecognized", text: "hezekiah-3" });
  });

  it("reads a slug of a book alone as the book", async () => {
    expect(await resolveBook("song-of-songs")).toBe("Song");
    expect(await resolveBook("2-kings")).toBe("2Kgs");
    expect(await resolveBook("2-kings-3")).toBeUndefined();
  });
});

describe("passageVerses and verseIndex", () => {
  it("lists a passage's verses across chapters and books", () => {
    expect(passageVerses({ start: "Gen.50.25", end: "Exod.1.2" })).toEqual(["Gen.50.25", "Gen.50.26", "Exod.1.1", "Exod.1.2"]);
    expect(passageVerses({ start: "John.3.16", end: "John.3.16" })).toEqual(["John.3.16"]);
    expect(passageVerses({ start: "Gen.1.1", end: "Rev.22.21" })).toHaveLength(31_102);
  });

  it("numbers the canon's verses from 0", () => {
    const at = (o: string) => {
      const v = parseVerse(o);
      if (v === undefined) throw new Error(o);
      return verseIndex(v);
    };
    expect(at("Gen.1.1")).toBe(0);
    expect(at("Gen.2.1")).toBe(31);
    expect(at("Exod.1.1")).toBe(1533);
    expect(at("Rev.22.21")).toBe(31_101);
  });
});
