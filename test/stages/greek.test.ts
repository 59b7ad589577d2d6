import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildGreek, resolveAbbottSmithRef, splitKjvDef } from "../../src/stages/greek.ts";
import { transliterateGreek } from "../../src/core/greek-translit.ts";
import { BuildReport } from "../../src/stages/report.ts";
import { formatProblem, Problems } from "../../src/core/problems.ts";
import { folderSources } from "../../src/core/source-files.ts";
import { recordUuid } from "../../src/core/uuid.ts";
import type { AbbottSmithEntryRow } from "../../src/sources/greek/abbott-smith.ts";
import { readGreek, type GreekRaw } from "../../src/sources/greek/index.ts";
import type { MorphgntWordRow } from "../../src/sources/greek/morphgnt.ts";
import type { StrongsGreekRow } from "../../src/sources/greek/strongs-greek.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

const EMPTY: GreekRaw = { strongs: [], words: [], lexemes: [], abbottSmith: [], dodson: [], dodsonCsv: [] };

function strongsRow(over: Partial<StrongsGreekRow> & { number: string }): StrongsGreekRow {
  return {
    line: 1,
    id: over.number.slice(1).padStart(5, "0"),
    notUsed: false,
    lemma: "λ",
    transliteration: "l",
    pronunciation: "la",
    derivation: null,
    definition: null,
    kjv: null,
    trailing: null,
    links: [],
    ...over,
  };
}

function word(osisRef: string, lemma: string, line: number, sblgntRef: string | null = null): MorphgntWordRow {
  return { file: "morphgnt-sblgnt/61-Mt-morphgnt.txt", line, osisRef, sblgntRef, partOfSpeech: "N-", parsing: "----NSM-", text: `${lemma},`, word: lemma, normalized: lemma, lemma };
}

function entry(n: string, key: AbbottSmithEntryRow["key"], headword: string, refs: string[] = []): AbbottSmithEntryRow {
  return { line: 1, n, key, headword, grammar: null, etymology: null, text: `${headword}, text`, senses: [], refs: refs.map((osisRef, i) => ({ line: 10 + i, osisRef })) };
}

describe("transliterateGreek", () => {
  it.each([
    ["Ἀβραάμ", "Abraam"],
    ["βίβλος", "biblos"],
    ["γένεσις", "genesis"],
    ["Ἰησοῦς", "Iēsous"],
    ["Χριστός", "Christos"],
    ["Δαυίδ", "Dauid"],
    ["υἱός", "huios"],
    ["γεννάω", "gennaō"],
    ["ἄγγελος", "angelos"],
    ["ἀνάγκη", "anankē"],
    ["ῥῆμα", "rhēma"],
    ["Ἑλλάς", "Hellas"],
    ["αἷμα", "haima"],
    ["ᾅδης", "haidēs"],
    ["Μωϋσῆς", "Mōysēs"],
    ["ψυχή", "psychē"],
    ["εὐαγγέλιον", "euangelion"],
    ["οὐρανός", "ouranos"],
    ["καθ᾽ εἷς", "kath’ heis"],
    ["ἄρχι-", "archi-"],
    ["Καΐφας", "Kaiphas"],
  ])("%s → %s", (greek, latin) => {
    expect(transliterateGreek(greek)).toBe(latin);
  });

  it("reads decomposed input the same and passes other characters through", () => {
    expect(transliterateGreek("υἱός".normalize("NFD"))).toBe("huios");
    expect(transliterateGreek("Α, α 2")).toBe("A, a 2");
  });
});

describe("splitKjvDef", () => {
  it("drops the leading :-- or --, and moves text before a second :-- to the definition", () => {
    expect(splitKjvDef(":--Aaron.")).toEqual({ usage: "Aaron.", definition: null });
    expect(splitKjvDef("--Alpha.")).toEqual({ usage: "Alpha.", definition: null });
    expect(splitKjvDef(":--also an Israelite:--Jacob.")).toEqual({ usage: "Jacob.", definition: "also an Israelite" });
    expect(splitKjvDef("--to pour upon:--pour in.")).toEqual({ usage: "pour in.", definition: "to pour upon" });
    expect(splitKjvDef(null)).toEqual({ usage: null, definition: null });
  });
});

describe("resolveAbbottSmithRef", () => {
  it("gives verses for verses and ranges, repairing the upstream typos", () => {
    expect(resolveAbbottSmithRef("Luke.1.5")).toEqual({ verses: ["Luke.1.5"], repaired: false });
    expect(resolveAbbottSmithRef("Matt.1.24-Matt.2.1")).toEqual({ verses: ["Matt.1.24", "Matt.1.25", "Matt.2.1"], repaired: false });
    expect(resolveAbbottSmithRef("0en.17.5")).toEqual({ verses: ["Gen.17.5"], repaired: true });
    expect(resolveAbbottSmithRef("0al.4.24-Gal.4.25")).toEqual({ verses: ["Gal.4.24", "Gal.4.25"], repaired: true });
    expect(resolveAbbottSmithRef("Mark14.39")).toEqual({ verses: ["Mark.14.39"], repaired: true });
    expect(resolveAbbottSmithRef("Mat.12.35")).toEqual({ verses: ["Matt.12.35"], repaired: true });
  });

  it("says why a reference gives no verse", () => {
    expect(resolveAbbottSmithRef("Sir.42.14")).toEqual({ failure: "book not in the KJV canon (deuterocanonical or LXX)" });
    expect(resolveAbbottSmithRef("4Macc.5.1-4Macc.5.38")).toEqual({ failure: "book not in the KJV canon (deuterocanonical or LXX)" });
    expect(resolveAbbottSmithRef("LXX:Ps.30.4")).toEqual({ failure: "book not in the KJV canon (deuterocanonical or LXX)" });
    expect(resolveAbbottSmithRef("Matt.26")).toEqual({ failure: "chapter without verse" });
    expect(resolveAbbottSmithRef("Matt.92.6")).toEqual({ failure: "verse outside the KJV canon" });
    expect(resolveAbbottSmithRef("Matt.1.2-Mark.1.2")).toEqual({ failure: "not a reference" });
    expect(resolveAbbottSmithRef("Matt.1.3-Matt.1.2")).toEqual({ failure: "not a reference" });
    expect(resolveAbbottSmithRef("6:1")).toEqual({ failure: "not a reference" });
  });
});

describe("buildGreek: strongs", () => {
  it("skips 'Not Used' placeholders into the report and fills every field of the others", () => {
    const report = new BuildReport();
    const t = buildGreek(
      {
        ...EMPTY,
        strongs: [
          strongsRow({ number: "G3203", notUsed: true, lemma: null, transliteration: null, pronunciation: null }),
          strongsRow({ number: "G2384", lemma: "Ἰακώβ", transliteration: "Iakṓb", derivation: "of Hebrew origin (H3290);", definition: "Jacob:", kjv: ":--also an Israelite:--Jacob.", links: ["H3290", "G2384"] }),
          strongsRow({ number: "G976", derivation: "properly, the inner bark", kjv: ":--book.", trailing: "Compare G975." }),
        ],
      },
      report,
    );
    expect(t.strongs.map((s) => s.number)).toEqual(["G976", "G2384"]);
    expect(t.strongs[1]).toEqual({
      number: "G2384",
      uuid: recordUuid("strongs", "G2384"),
      language: "greek",
      lemma: "Ἰακώβ",
      transliteration: "Iakṓb",
      pronunciation: "la",
      definition: "Jacob; also an Israelite",
      kjv_usage: "Jacob.",
      derivation: "of Hebrew origin (H3290)",
      part_of_speech: null,
      see: ["H3290"],
      occurrences: 0,
      verse_count: 0,
    });
    expect(t.strongs[0]?.definition).toBe("properly, the inner bark. Compare G975.");
    expect(report.toJSON().skipped).toEqual([{ table: "strongs", reason: "placeholder 'Not Used' entry in Strong's Greek", count: 1, examples: ["G3203"] }]);
  });
});

describe("buildGreek: greek_word", () => {
  it("numbers words within their verse, sorts canonically and joins Strong's numbers on the lemma", () => {
    const report = new BuildReport();
    const t = buildGreek(
      {
        ...EMPTY,
        words: [word("John.1.1", "ἐν", 1), word("Matt.1.2", "Ἀβραάμ", 2), word("Matt.1.2", "ἄπειμι", 3), word("Matt.1.2", "Βόες", 4), word("Matt.1.2", "Ἰούδας", 5), word("Matt.1.1", "βίβλος", 6)],
        lexemes: [
          { line: 1, lemma: "Ἀβραάμ", strongs: [11] },
          { line: 2, lemma: "ἄπειμι", strongs: [548, 549] },
          { line: 3, lemma: "Βόες", strongs: [] },
          { line: 4, lemma: "βίβλος", strongs: [976] },
          { line: 5, lemma: "ἐν", strongs: [1722] },
        ],
      },
      report,
    );
    expect(t.greek_word.map((w) => [w.wordId, w.strongsNumber])).toEqual([
      ["Matt.1.1.1", "G976"],
      ["Matt.1.2.1", "G11"],
      ["Matt.1.2.2", "G548"],
      ["Matt.1.2.3", null],
      ["Matt.1.2.4", null],
      ["John.1.1.1", "G1722"],
    ]);
    expect(t.greek_word[0]).toEqual({
      wordId: "Matt.1.1.1",
      osisRef: "Matt.1.1",
      position: 1,
      text: "βίβλος,",
      apparatus: null,
      word: "βίβλος",
      normalized: "βίβλος",
      lemma: "βίβλος",
      strongsNumber: "G976",
      upstreamStrongsNumber: "G976",
      morph: "N- ----NSM-",
      partOfSpeech: "N-",
      parsing: "----NSM-",
      parse: "noun, nominative singular masculine",
    });
    const json = report.toJSON();
    expect(json.unresolved).toEqual([
      { table: "greek_word", field: "strongsNumber", count: 2, examples: ["Matt.1.2.3 → Βόες (no strongs in lexemes.yaml)", "Matt.1.2.4 → Ἰούδας (lemma not in lexemes.yaml)"] },
    ]);
    expect(json.notes.some((n) => n.includes("ἄπειμι [548, 549]") && n.includes("the first is used"))).toBe(true);
  });

  it("puts words SBLGNT numbers outside KJV versification in order and notes them", () => {
    const report = new BuildReport();
    const t = buildGreek({ ...EMPTY, words: [word("Rev.13.1", "καί", 1, "Rev.12.18"), word("Rev.13.1", "εἶδον", 2)] }, report);
    expect(t.greek_word.map((w) => w.wordId)).toEqual(["Rev.13.1.1", "Rev.13.1.2"]);
    expect(report.toJSON().notes).toContain("greek_word: 1 word(s) of SBLGNT Rev.12.18 → Rev.13.1 (KJV versification)");
  });
});

describe("buildGreek: checked Strong's numbers", () => {
  const raw: GreekRaw = {
    ...EMPTY,
    strongs: [
      strongsRow({ number: "G182", lemma: "ἀκατάστατος" }),
      strongsRow({ number: "G266", lemma: "ἁμαρτία" }),
      strongsRow({ number: "G40", lemma: "ἅγιος" }),
      strongsRow({ number: "G50", lemma: "ἀγνοέω" }),
      strongsRow({ number: "G868", lemma: "ἀφίστημι" }),
      strongsRow({ number: "G1966", lemma: "ἐπιοῦσα" }),
      strongsRow({ number: "G3375", lemma: "μήν" }),
      strongsRow({ number: "G3376", lemma: "μήν" }),
    ],
    dodson: [{ line: 1, number: "G50", lemma: "ἀγνοέω", orth: null, brief: null, full: null }],
    words: [
      word("Rom.3.9", "ἁμαρτία", 1),
      word("Rom.3.9", "ἁμαρτία", 2),
      word("Rom.3.9", "ἀγνοέω", 3),
      word("Rom.3.9", "ἀφίσταμαι", 4),
      word("Rom.3.9", "ἔπειμι", 5),
      word("Rom.3.9", "Μωϋσῆς", 6),
      { ...word("Gal.4.10", "μήν", 7), partOfSpeech: "N-" },
      { ...word("Gal.4.10", "μήν", 8), partOfSpeech: "X-" },
    ],
    lexemes: [
      { line: 1, lemma: "ἁμαρτία", strongs: [182] },
      { line: 2, lemma: "ἀγνοέω", strongs: [40] },
      { line: 3, lemma: "ἀφίσταμαι", strongs: [868] },
      { line: 4, lemma: "ἔπειμι", strongs: [1966] },
      { line: 5, lemma: "Μωϋσῆς", strongs: [] },
      { line: 6, lemma: "μήν/N", strongs: [3376] },
      { line: 7, lemma: "μήν/X", strongs: [3375] },
    ],
  };
  const table = [
    { line: 2, lemma: "ἁμαρτία", upstream: "G182", corrected: "G266", reason: "wrong entry" },
    { line: 3, lemma: "ἔπειμι", upstream: "G1966", corrected: "G1966", reason: "reviewed, kept" },
    { line: 4, lemma: "Μωϋσῆς", upstream: null, corrected: "G3475", reason: "filled" },
    { line: 5, lemma: "ὄνομα", upstream: null, corrected: "G3686", reason: "not in this build" },
  ];

  it("applies the reviewed table, keeps the upstream number beside it, and lists what still disagrees", () => {
    const report = new BuildReport();
    const t = buildGreek(raw, report, table);
    expect(t.greek_word.filter((w) => w.osisRef === "Rom.3.9").map((w) => [w.lemma, w.strongsNumber, w.upstreamStrongsNumber])).toEqual([
      ["ἁμαρτία", "G266", "G182"],
      ["ἁμαρτία", "G266", "G182"],
      ["ἀγνοέω", "G40", "G40"],
      ["ἀφίσταμαι", "G868", "G868"],
      ["ἔπειμι", "G1966", "G1966"],
      ["Μωϋσῆς", "G3475", null],
    ]);
    const json = report.toJSON();
    expect(json.corrections.map((c) => [c.reason, c.count, c.changes])).toEqual([
      ["no number in lexemes.yaml; reviewed row of sources/corrections/greek-strongs.csv", 1, [{ from: "null (Μωϋσῆς)", to: "G3475", count: 1 }]],
      ["wrong number in lexemes.yaml; reviewed row of sources/corrections/greek-strongs.csv", 2, [{ from: "G182 (ἁμαρτία)", to: "G266", count: 2 }]],
    ]);
    expect(json.anomalies).toEqual([
      {
        check: "strongs-lemma-disagrees",
        table: "greek_word",
        description: expect.any(String),
        count: 1,
        cases: ["ἀγνοέω: G40 is ἅγιος in Strong's and Dodson (1 word(s))"],
      },
    ]);
    expect(json.notes).toContain("greek_word: 1 row(s) of sources/corrections/greek-strongs.csv name a lemma no word of this build has (e.g. ὄνομα)");
    expect(json.notes).toContain("greek_word: 1 lemma(s) whose Strong's headword is another form of the word, reviewed and kept: ἔπειμι G1966 (reviewed, kept)");
  });

  it("joins homographs through lemma/POS keys", () => {
    const t = buildGreek(raw, new BuildReport(), table);
    expect(t.greek_word.filter((w) => w.osisRef === "Gal.4.10").map((w) => w.strongsNumber)).toEqual(["G3376", "G3375"]);
  });

  it("does not apply a row whose upstream number no longer matches, and says so", () => {
    const report = new BuildReport();
    const t = buildGreek(raw, report, [{ line: 9, lemma: "ἁμαρτία", upstream: "G183", corrected: "G266", reason: "stale" }]);
    expect(t.greek_word[0]?.strongsNumber).toBe("G182");
    const stale = report.toJSON().anomalies.find((a) => a.check === "stale-correction");
    expect(stale?.cases).toEqual([
      "sources/corrections/greek-strongs.csv:9: ἁμαρτία: the row expects upstream G183, lexemes.yaml now gives G182; not applied",
      "sources/corrections/greek-strongs.csv:9: ἁμαρτία: the row expects upstream G183, lexemes.yaml now gives G182; not applied",
    ]);
  });

  it("moves SBLGNT apparatus signs out of text into apparatus", () => {
    const t = buildGreek({ ...EMPTY, words: [{ ...word("Matt.1.1", "Χριστός", 1), text: "⸂Χριστοῦ" }, { ...word("Matt.1.1", "βαπτίζω", 2), text: "⸀ἐβαπτίσθητε⸃." }] }, new BuildReport());
    expect(t.greek_word.map((w) => [w.text, w.apparatus])).toEqual([
      ["Χριστοῦ", "⸂"],
      ["ἐβαπτίσθητε.", "⸀⸃"],
    ]);
  });
});

describe("buildGreek: greek_lexicon_entry", () => {
  const raw: GreekRaw = {
    ...EMPTY,
    abbottSmith: [
      entry("00026", { kind: "strongs", numbers: ["G26"] }, "ἀγάπη", ["John.13.35", "Rom.5.8", "John.13.35", "0en.1.2", "Matt.1.1-Matt.1.2", "Sir.1.1"]),
      entry("00040a", { kind: "strongs", numbers: ["G40a"] }, "ἁγιότης"),
      entry("00041|00040", { kind: "strongs", numbers: ["G41", "G40"] }, "ἁγιωσύνη"),
      entry("00040", { kind: "strongs", numbers: ["G40"] }, "ἅγιος"),
      entry("00040", { kind: "strongs", numbers: ["G40"] }, "ἅγιος"),
      entry("ἄν_2", { kind: "headword", headword: "ἄν" }, "ἄν"),
      entry("ἄν", { kind: "headword", headword: "ἄν" }, "ἄν"),
      entry("0????", { kind: "unknown" }, "Τρεῖς Ταβέρναι"),
      entry("00901a", { kind: "strongs", numbers: ["G901a"] }, "βαθύς"),
    ],
    dodson: [
      { line: 1, number: "G26", lemma: "ἀγάπη", orth: "ἀγάπη, ης, ἡ", brief: "love", full: "love, goodwill." },
      { line: 2, number: "G40", lemma: "ἅγος", orth: "ἅγος", brief: "awe", full: "awe." },
      { line: 3, number: "G40", lemma: "ἅγιος", orth: "ἅγιος", brief: "holy", full: "set apart, holy." },
    ],
    dodsonCsv: [
      { line: 2, number: "G26", gk: [27], betaCode: "a)ga/ph, hs, h(", brief: "love", full: "love, goodwill." },
      { line: 3, number: "G40", gk: [41], betaCode: "a(/gios", brief: "holy", full: "set apart, holy." },
    ],
  };

  it("gives Strong's-keyed entries g<number> slugs, suffixing repeats, and others their transliterated headword", () => {
    const t = buildGreek(raw, new BuildReport());
    expect(t.greek_lexicon_entry.map((e) => e.slug)).toEqual(["g26", "g40a", "g41", "g40", "g40-2", "an", "an-2", "treis-tabernai", "g901a"]);
    expect(t.greek_lexicon_entry.map((e) => e.uuid)).toEqual(
      ["00026", "00040a", "00041|00040", "00040", "00040#2", "ἄν_2", "ἄν", "0????", "00901a"].map((k) => recordUuid("greek_lexicon_entry", k)),
    );
  });

  it("aliases each Strong's number to the entry that best stands for it", () => {
    const t = buildGreek(raw, new BuildReport());
    expect(t.aliases.greek_lexicon_entry).toEqual({ G26: "g26", G40: "g40", G40a: "g40a", G41: "g41", G901: "g901a", G901a: "g901a" });
  });

  it("enriches with Dodson by the first, unsuffixed number, choosing among Dodson duplicates by the CSV gloss", () => {
    const report = new BuildReport();
    const t = buildGreek(raw, report);
    const by = new Map(t.greek_lexicon_entry.map((e) => [e.slug, e]));
    expect(by.get("g26")).toMatchObject({ gloss: "love", dodson_definition: "love, goodwill.", gk_numbers: [27], transliteration: "agapē" });
    expect(by.get("g40")).toMatchObject({ gloss: "holy", gk_numbers: [41] });
    expect(by.get("g41")).toMatchObject({ gloss: null, dodson_definition: null, gk_numbers: [] });
    expect(by.get("g40a")).toMatchObject({ gloss: null, gk_numbers: [] });
    expect(report.toJSON().notes.some((n) => n.includes("G40 (ἅγος, ἅγιος)"))).toBe(true);
  });

  it("lists cited verses canonically without repeats, and reports those that give no verse", () => {
    const report = new BuildReport();
    const t = buildGreek(raw, report);
    expect(t.greek_lexicon_entry[0]?.verses).toEqual(["Gen.1.2", "Matt.1.1", "Matt.1.2", "John.13.35", "Rom.5.8"]);
    expect(report.toJSON().unresolved).toEqual([{ table: "greek_lexicon_entry", field: "verses", count: 1, examples: ["g26 → Sir.1.1 (line 15)"] }]);
  });
});

describe("the sample sources", () => {
  it("read and build without problems, and every record matches its schema", async () => {
    const problems = new Problems();
    const raw = await readGreek(folderSources(path.join(ROOT, "sources/sample")), problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    const report = new BuildReport();
    const t = buildGreek(raw, report);
    expect(t.strongs).toHaveLength(16);
    expect(t.greek_word).toHaveLength(26);
    expect(t.greek_lexicon_entry).toHaveLength(11);
    expect(t.greek_word.filter((w) => w.strongsNumber === null).map((w) => w.lemma)).toEqual(["Ἰούδας"]);
    expect(t.greek_word.slice(0, 2).map((w) => [w.wordId, w.text, w.strongsNumber])).toEqual([
      ["Matt.1.1.1", "Βίβλος", "G976"],
      ["Matt.1.1.2", "γενέσεως", "G1078"],
    ]);
    const numbers = new Set(t.strongs.map((s) => s.number));
    for (const w of t.greek_word) if (w.strongsNumber !== null) expect(numbers.has(w.strongsNumber)).toBe(true);
    expect(report.toJSON().skipped.map((s) => s.examples)).toEqual([["G3203"]]);

    const ajv = new Ajv2020({ allErrors: true });
    for (const name of ["common", "strongs", "greek_word", "greek_lexicon_entry"]) {
      ajv.addSchema(JSON.parse(readFileSync(path.join(ROOT, "schemas/records", `${name}.json`), "utf8")) as object);
    }
    const tables = { "strongs.json": t.strongs, "greek_word.json": t.greek_word, "greek_lexicon_entry.json": t.greek_lexicon_entry };
    for (const [id, records] of Object.entries(tables)) {
      const validate = ajv.getSchema(id);
      for (const r of records) expect(validate?.(r) ? [] : validate?.errors).toEqual([]);
    }
  });
});
