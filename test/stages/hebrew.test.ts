import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { buildHebrew } from "../../src/stages/hebrew.ts";
import { BuildReport } from "../../src/stages/report.ts";
import { recordUuid } from "../../src/core/uuid.ts";
import type { BdbEntryRow, HebrewRaw, HebrewStrongRow, LexicalIndexRow, MorphhbVerse, MorphhbWord } from "../../src/sources/hebrew/index.ts";

const strong = (number: string, over: Partial<HebrewStrongRow> = {}): HebrewStrongRow => ({
  line: 1,
  id: number,
  number,
  lemma: "א",
  transliteration: "x",
  pronunciation: "x",
  partOfSpeech: "n-m",
  lang: "heb",
  source: `source of ${number}`,
  meaning: `meaning of ${number}`,
  usage: "usage.",
  links: [],
  ...over,
});

const bdb = (id: string, over: Partial<BdbEntryRow> = {}): BdbEntryRow => ({
  line: 1,
  id,
  type: null,
  mod: null,
  partId: "a",
  partTitle: "א",
  partLang: "heb",
  sectionId: "a.aa",
  headword: "אָב",
  pos: "n.m",
  defs: ["father"],
  text: `entry ${id}`,
  senses: [],
  refs: [],
  links: [],
  ...over,
});

const li = (id: string, bdbId: string | null, over: Partial<LexicalIndexRow> = {}): LexicalIndexRow => ({
  line: 1,
  id,
  word: "א",
  transliteration: null,
  pos: null,
  def: null,
  bdb: bdbId,
  strong: null,
  prefixCode: null,
  aug: null,
  ...over,
});

let nextId = 0;
const word = (lemma: string, over: Partial<MorphhbWord> = {}): MorphhbWord => ({
  line: 1,
  id: `01${(nextId++).toString(36).padStart(3, "0")}`,
  lemma,
  morph: "HNcmsa",
  text: "א",
  reading: null,
  ...over,
});

const verse = (osisId: string, words: MorphhbWord[], file = "openscriptures-morphhb/wlc/Gen.xml"): MorphhbVerse => ({ file, line: 1, osisId, words });

const raw = (over: Partial<HebrewRaw> = {}): HebrewRaw => ({
  strongs: [strong("H1"), strong("H430"), strong("H1254"), strong("H1008"), strong("H7225")],
  bdb: [],
  lexicalIndex: [],
  augIndex: [],
  verses: [],
  verseMap: [],
  ...over,
});

describe("buildHebrew: strongs", () => {
  it("fills every field, falls back to the source when there is no meaning, and sorts numerically", () => {
    const report = new BuildReport();
    const { strongs } = buildHebrew(
      raw({
        strongs: [
          strong("H10", { links: ["H9", "H10", "H9", "H11"] }),
          strong("H9", { meaning: null, source: "(Aramaic) corresponding to 10", usage: null, transliteration: null }),
          strong("H2"),
        ],
      }),
      report,
    );
    expect(strongs.map((s) => s.number)).toEqual(["H2", "H9", "H10"]);
    expect(strongs[1]).toEqual({
      number: "H9",
      uuid: recordUuid("strongs", "H9"),
      language: "hebrew",
      lemma: "א",
      transliteration: null,
      pronunciation: "x",
      definition: "(Aramaic) corresponding to 10",
      kjv_usage: null,
      derivation: "(Aramaic) corresponding to 10",
      part_of_speech: "n-m",
      see: [],
      occurrences: 0,
      verse_count: 0,
    });
    expect(strongs[2]?.definition).toBe("meaning of H10");
    expect(strongs[2]?.see).toEqual(["H9"]);
    expect(report.toJSON().unresolved).toEqual([{ table: "strongs", field: "see", count: 1, examples: ["H10 → H11"] }]);
  });

  it("skips a repeated number and says so", () => {
    const report = new BuildReport();
    const { strongs } = buildHebrew(raw({ strongs: [strong("H1"), strong("H1", { line: 9 })] }), report);
    expect(strongs).toHaveLength(1);
    expect(report.toJSON().skipped).toEqual([{ table: "strongs", reason: "duplicate Strong's number in HebrewStrong.xml", count: 1, examples: ["H1 (line 9)"] }]);
  });
});

describe("buildHebrew: hebrew_word", () => {
  it("normalises lemmas to Strong's numbers (prefixes, augment letter, trailing +) and splits the text", () => {
    const report = new BuildReport();
    const words = [
      word("b/7225", { text: "בְּ/רֵאשִׁית", morph: "HR/Ncfsa" }),
      word("c/1254 a", { morph: "HC/Vqp3ms" }),
      word("1008+", { morph: "HNp" }),
      word("l", { text: "לְ/ךָ", morph: "HR/Sp2ms" }),
      word("430", { morph: "ANcmpa" }),
      word("9999"),
    ];
    const { hebrew_word } = buildHebrew(raw({ verses: [verse("Gen.1.1", words)] }), report);
    expect(hebrew_word.map((w) => w.strongsNumber)).toEqual(["H7225", "H1254a", "H1008", null, "H430", null]);
    expect(hebrew_word[0]).toEqual({
      wordId: words[0]?.id,
      osisRef: "Gen.1.1",
      wlcRef: "Gen.1.1",
      position: 1,
      text: "בְּרֵאשִׁית",
      segments: ["בְּ", "רֵאשִׁית"],
      lemma: "b/7225",
      strongsNumber: "H7225",
      morph: "HR/Ncfsa",
      parse: "preposition + common noun, feminine singular absolute",
      language: "hebrew",
      reading: null,
    });
    expect(hebrew_word[4]?.language).toBe("aramaic");
    expect(report.toJSON().unresolved).toEqual([{ table: "hebrew_word", field: "strongsNumber", count: 1, examples: [`${words[5]?.id} → H9999`] }]);
    expect(report.toJSON().notes.some((n) => n.includes("1 OSHB words have a lemma without a Strong's number"))).toBe(true);
  });

  it("keeps ketiv and qere as separate words with their own positions", () => {
    const { hebrew_word } = buildHebrew(
      raw({ verses: [verse("Gen.8.17", [word("1"), word("430", { reading: "ketiv", text: "הוצא" }), word("430", { reading: "qere" }), word("1")])] }),
      new BuildReport(),
    );
    expect(hebrew_word.map((w) => [w.position, w.reading])).toEqual([
      [1, null],
      [2, "ketiv"],
      [3, "qere"],
      [4, null],
    ]);
  });

  it("maps WLC verses to KJV with VerseMap, concatenates several WLC verses into one KJV verse, and sorts canonically", () => {
    const report = new BuildReport();
    const { hebrew_word } = buildHebrew(
      raw({
        verses: [
          verse("Exod.1.1", [word("1")], "openscriptures-morphhb/wlc/Exod.xml"),
          verse("Gen.32.2", [word("1"), word("430")]),
          verse("Gen.32.1", [word("1")]),
          verse("Ps.3.2", [word("1254 a"), word("1")], "openscriptures-morphhb/wlc/Ps.xml"),
          verse("Ps.3.1", [word("430")], "openscriptures-morphhb/wlc/Ps.xml"),
          verse("Gen.31.54", [word("1")]),
        ],
        verseMap: [
          { line: 3, wlc: "Gen.32.1", kjv: "Gen.31.55", type: "full" },
          { line: 4, wlc: "Gen.32.2", kjv: "Gen.32.1", type: "full" },
          { line: 5, wlc: "Ps.3.2", kjv: "Ps.3.1", type: "full" },
        ],
      }),
      report,
    );
    expect(hebrew_word.map((w) => `${w.osisRef}#${w.position}<${w.wlcRef}:${w.strongsNumber}`)).toEqual([
      "Gen.31.54#1<Gen.31.54:H1",
      "Gen.31.55#1<Gen.32.1:H1",
      "Gen.32.1#1<Gen.32.2:H1",
      "Gen.32.1#2<Gen.32.2:H430",
      "Exod.1.1#1<Exod.1.1:H1",
      "Ps.3.1#1<Ps.3.1:H430",
      "Ps.3.1#2<Ps.3.2:H1254a",
      "Ps.3.1#3<Ps.3.2:H1",
    ]);
    expect(report.toJSON().skipped).toEqual([]);
  });

  it("splits a verse that VerseMap splits (partial) at OSHB's KJV markers", () => {
    const report = new BuildReport();
    const { hebrew_word } = buildHebrew(
      raw({
        verses: [
          verse("1Kgs.18.33", [word("1")], "openscriptures-morphhb/wlc/1Kgs.xml"),
          { ...verse("1Kgs.18.34", [word("430"), word("1"), word("430")], "openscriptures-morphhb/wlc/1Kgs.xml"), kjvMarks: [{ before: 2, kjv: "1Kgs.18.34" }] },
          verse("Ps.13.5", [word("1")], "openscriptures-morphhb/wlc/Ps.xml"),
          { ...verse("Ps.13.6", [word("430"), word("1")], "openscriptures-morphhb/wlc/Ps.xml"), kjvMarks: [{ before: 0, kjv: "Ps.13.5" }, { before: 1, kjv: "Ps.13.6" }] },
        ],
        verseMap: [
          { line: 1, wlc: "1Kgs.18.34!a", kjv: "1Kgs.18.33!b", type: "partial" },
          { line: 2, wlc: "Ps.13.5", kjv: "Ps.13.4", type: "full" },
          { line: 3, wlc: "Ps.13.6!a", kjv: "Ps.13.5", type: "partial" },
          { line: 4, wlc: "Ps.13.6!b", kjv: "Ps.13.6", type: "partial" },
        ],
      }),
      report,
    );
    expect(hebrew_word.map((w) => `${w.wlcRef}>${w.osisRef}#${w.position}`)).toEqual([
      "1Kgs.18.33>1Kgs.18.33#1",
      "1Kgs.18.34>1Kgs.18.33#2",
      "1Kgs.18.34>1Kgs.18.33#3",
      "1Kgs.18.34>1Kgs.18.34#1",
      "Ps.13.5>Ps.13.4#1",
      "Ps.13.6>Ps.13.5#1",
      "Ps.13.6>Ps.13.6#1",
    ]);
    expect(report.toJSON().notes).toEqual(
      expect.arrayContaining([
        "hebrew: WLC 1Kgs.18.34 is split across KJV 1Kgs.18.33 and 1Kgs.18.34 in VerseMap.xml; split at OSHB's KJV markers: 2 word(s) to 1Kgs.18.33, 1 word(s) to 1Kgs.18.34",
        "hebrew: WLC Ps.13.6 is split across KJV Ps.13.5 and Ps.13.6 in VerseMap.xml; split at OSHB's KJV markers: 1 word(s) to Ps.13.5, 1 word(s) to Ps.13.6",
      ]),
    );
  });

  it("places a split verse without markers whole, preferring a KJV verse that would otherwise be empty", () => {
    const report = new BuildReport();
    const { hebrew_word } = buildHebrew(
      raw({
        verses: [verse("Ps.13.5", [word("1")], "openscriptures-morphhb/wlc/Ps.xml"), verse("Ps.13.6", [word("430"), word("1")], "openscriptures-morphhb/wlc/Ps.xml")],
        verseMap: [
          { line: 2, wlc: "Ps.13.5", kjv: "Ps.13.4", type: "full" },
          { line: 3, wlc: "Ps.13.6!a", kjv: "Ps.13.5", type: "partial" },
          { line: 4, wlc: "Ps.13.6!b", kjv: "Ps.13.6", type: "partial" },
        ],
      }),
      report,
    );
    expect(hebrew_word.map((w) => `${w.wlcRef}>${w.osisRef}#${w.position}`)).toEqual(["Ps.13.5>Ps.13.4#1", "Ps.13.6>Ps.13.5#1", "Ps.13.6>Ps.13.5#2"]);
    expect(report.toJSON().notes).toContain("hebrew: WLC Ps.13.6 is split across KJV Ps.13.5 and Ps.13.6 in VerseMap.xml; OSHB marks no boundary, so its words are placed whole in Ps.13.5");
  });

  it("skips, with a reason, words whose verse has no KJV verse and repeated word ids", () => {
    const report = new BuildReport();
    const dup = word("1");
    const { hebrew_word } = buildHebrew(raw({ verses: [verse("Mal.3.24", [word("1", { id: "39abc" })]), verse("Gen.1.1", [dup, { ...dup }])] }), report);
    expect(hebrew_word).toHaveLength(1);
    expect(report.toJSON().skipped).toEqual([
      { table: "hebrew_word", reason: "duplicate OSHB word id", count: 1, examples: [`${dup.id} (openscriptures-morphhb/wlc/Gen.xml:1)`] },
      { table: "hebrew_word", reason: "its WLC verse has no KJV verse", count: 1, examples: ["39abc (Mal.3.24 → Mal.3.24)"] },
    ]);
  });
});

describe("buildHebrew: lexicon_entry", () => {
  const lexicon = () => {
    const report = new BuildReport();
    const tables = buildHebrew(
      raw({
        bdb: [
          bdb("a.ab.ab", {
            type: "root",
            mod: "II",
            defs: ["father", "forefather", "father"],
            senses: [{ n: "1", level: 1, text: "first" }],
            refs: [
              { value: "Gen.32.2", line: 2 },
              { value: "gen.1.1", line: 2 },
              { value: "Gen.1.1!a", line: 2 },
              { value: "Gen.1.2-Gen.1.3", line: 2 },
              { value: "Is.1.1", line: 2 },
              { value: "Ps.33", line: 2 },
              { value: "", line: 2 },
            ],
            links: [
              { value: "a.ab.ac", line: 3 },
              { value: "a.zz.zz", line: 3 },
            ],
          }),
          bdb("a.ab.ac", { defs: [], pos: null, text: "אֲבִגַיִל v. אֲבִיגַיִל", links: [{ value: "a.ab.ab", line: 4 }] }),
          bdb("a.AB.ac", { partLang: "arc", partTitle: "א" }),
        ],
        lexicalIndex: [
          li("aaa", "a.ab.ab", { strong: "H1254", aug: "a", transliteration: "bārāʾ" }),
          li("aab", "a.ab.ab", { strong: "H1", transliteration: "later" }),
          li("aac", "a.no.ne", { strong: "H430" }),
          li("laa", "a.ab.ac", { prefixCode: "l" }),
          li("aad", "a.AB.ac", { strong: "H9999" }),
        ],
        augIndex: [
          { line: 1, aug: "1254a", number: "H1254a", lexicalId: "aaa" },
          { line: 2, aug: "1254b", number: "H1254b", lexicalId: "aab" },
          { line: 3, aug: "1", number: "H1", lexicalId: "zzz" },
          { line: 4, aug: "l", number: null, lexicalId: "laa" },
        ],
        verseMap: [{ line: 1, wlc: "Gen.32.2", kjv: "Gen.32.1", type: "full" }],
      }),
      report,
    );
    return { tables, report: report.toJSON() };
  };

  it("builds identity, Strong's numbers, transliteration and flags", () => {
    const { tables } = lexicon();
    const e = tables.lexicon_entry.find((x) => x.id === "a.ab.ab");
    expect(e).toMatchObject({
      slug: "a-ab-ab",
      uuid: recordUuid("lexicon_entry", "a.ab.ab"),
      headword: "אָב",
      transliteration: "bārāʾ",
      part_of_speech: "n.m",
      language: "hebrew",
      letter: "א",
      homonym: "II",
      is_root: true,
      cross_reference_only: false,
      glosses: ["father", "forefather"],
      definition: "entry a.ab.ab",
      senses: [{ n: "1", level: 1, text: "first" }],
      strongs_numbers: ["H1", "H1254", "H1254a", "H1254b"],
    });
    const pointer = tables.lexicon_entry.find((x) => x.id === "a.ab.ac");
    expect(pointer).toMatchObject({ cross_reference_only: true, glosses: [], strongs_numbers: [], is_root: false, see: [e?.slug] });
  });

  it("makes each Strong's number an entry claims resolve to it, beside the BDB ids", () => {
    const { tables } = lexicon();
    expect(tables.aliases.lexicon_entry).toEqual({ H1: "a-ab-ab", H1254: "a-ab-ab", H1254a: "a-ab-ab", H1254b: "a-ab-ab", "a.AB.ac": "a-ab-ac-1", "a.ab.ab": "a-ab-ab", "a.ab.ac": "a-ab-ac-2" });
  });

  it("gives ids that differ only in letter case distinct slugs and lists every id that differs from its slug as an alias", () => {
    const { tables } = lexicon();
    const slugs = tables.lexicon_entry.map((x) => [x.id, x.slug]);
    expect(slugs).toEqual([
      ["a.AB.ac", "a-ab-ac-1"],
      ["a.ab.ab", "a-ab-ab"],
      ["a.ab.ac", "a-ab-ac-2"],
    ]);
    expect(tables.aliases.lexicon_entry).toMatchObject({ "a.AB.ac": "a-ab-ac-1", "a.ab.ab": "a-ab-ab", "a.ab.ac": "a-ab-ac-2" });
    expect(tables.lexicon_entry.find((x) => x.id === "a.AB.ac")?.language).toBe("aramaic");
  });

  it("converts cited verses to KJV, drops part letters, expands ranges, and reports what it cannot resolve", () => {
    const { tables, report } = lexicon();
    const e = tables.lexicon_entry.find((x) => x.id === "a.ab.ab");
    expect(e?.verses).toEqual(["Gen.1.1", "Gen.1.2", "Gen.1.3", "Gen.32.1"]);
    expect(e?.see).toEqual(["a-ab-ac-2"]);
    const unresolved = Object.fromEntries(report.unresolved.map((u) => [`${u.table}.${u.field}`, u.examples]));
    expect(unresolved).toEqual({
      "lexicon_entry.verses": ["a.ab.ab → Is.1.1", "a.ab.ab → Ps.33", "a.ab.ab → "],
      "lexicon_entry.see": ["a.ab.ab → a.zz.zz"],
      "lexicon_entry.lexical_index.bdb": ["LexicalIndex aac → a.no.ne"],
      "lexicon_entry.aug_index.lexical_id": ["AugIndex 1 → zzz"],
      "lexicon_entry.strongs_numbers": ["a.AB.ac → H9999"],
    });
  });
});

describe("buildHebrew: records follow the schemas", () => {
  it("validates every record of a small build against schemas/records", () => {
    const dir = path.resolve(import.meta.dirname, "../../schemas/records");
    const load = (f: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as Record<string, unknown>;
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    for (const f of ["common.json", "strongs.json", "lexicon_entry.json", "hebrew_word.json"]) ajv.addSchema(load(f));
    const tables = buildHebrew(
      raw({
        strongs: [strong("H1"), strong("H1254", { transliteration: null, pronunciation: null, usage: null, source: null, partOfSpeech: null })],
        bdb: [bdb("a.ab.ab", { refs: [{ value: "Gen.1.1", line: 1 }], senses: [{ n: null, level: 1, text: "Qal" }] }), bdb("a.ab.ac", { mod: "I", partTitle: null })],
        lexicalIndex: [li("aaa", "a.ab.ab", { strong: "H1254", aug: "a" })],
        verses: [verse("Gen.1.1", [word("1254 a", { reading: "ketiv" }), word("l", { reading: "qere", text: "ל/ו" })])],
      }),
      new BuildReport(),
    );
    const check = (id: string, records: readonly unknown[]): void => {
      const validate = ajv.getSchema(id);
      for (const r of records) expect(validate?.(r) ? "valid" : ajv.errorsText(validate?.errors)).toBe("valid");
    };
    expect(tables.strongs.length + tables.lexicon_entry.length + tables.hebrew_word.length).toBe(6);
    check("strongs.json", tables.strongs);
    check("lexicon_entry.json", tables.lexicon_entry);
    check("hebrew_word.json", tables.hebrew_word);
  });
});

describe("buildHebrew: the lexical index's gloss of a lexicon entry", () => {
  it("is the gloss of the index entry with the lowest Strong's number pointing to it, then the first", () => {
    const t = buildHebrew(
      raw({
        strongs: [strong("H3068"), strong("H3069"), strong("H430")],
        bdb: [bdb("e.az.ae"), bdb("a.dl.ad"), bdb("a.dl.ae")],
        lexicalIndex: [
          li("evs", "e.az.ae", { def: "God", strong: "H3069" }),
          li("evt", "e.az.ae", { def: "Jehovah", strong: "H3068" }),
          li("arn", "a.dl.ad", { def: "gods", strong: "H430" }),
          li("arp", "a.dl.ae", { def: null, strong: "H430" }),
        ],
      }),
      new BuildReport(),
    );
    expect(new Map(t.lexicon_entry.map((e) => [e.id, e.gloss]))).toEqual(
      new Map([
        ["e.az.ae", "Jehovah"],
        ["a.dl.ad", "gods"],
        ["a.dl.ae", null],
      ]),
    );
  });
});

describe("buildHebrew: lemma agreement", () => {
  it("lists a lexical-index headword whose Strong's number points to another word, and resolves augmented numbers as aliases", () => {
    const report = new BuildReport();
    const t = buildHebrew(
      raw({
        strongs: [strong("H1", { lemma: "אָב" }), strong("H15", { lemma: "אָבֶה" }), strong("H1254", { lemma: "בָּרָא" })],
        lexicalIndex: [li("aac", null, { word: "אָב", strong: "H1" }), li("bnx", null, { word: "בָּיַי", def: "entreat", strong: "H15" })],
        verses: [verse("Gen.1.1", [word("1254 a")])],
      }),
      report,
    );
    expect(report.toJSON().anomalies).toEqual([
      { check: "strongs-lemma-disagrees", table: "lexicon_entry", description: expect.any(String), count: 1, cases: ["LexicalIndex bnx: בָּיַי (entreat) points to H15, whose headword is אָבֶה"] },
    ]);
    expect(t.aliases.strongs).toEqual({ H1254a: "H1254" });
  });
});
