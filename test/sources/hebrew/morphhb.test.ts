import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { readMorphhbBooks, readVerseMap, VERSE_MAP_FILE } from "../../../src/sources/hebrew/morphhb.ts";

const GEN = "openscriptures-morphhb/wlc/Gen.xml";
const EXOD = "openscriptures-morphhb/wlc/Exod.xml";

const book = (osis: string, body: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<osis xmlns="http://www.bibletechnologies.net/2003/OSIS/namespace">',
    '<osisText osisIDWork="OSHB"><div type="book" osisID="' + osis + '">',
    body,
    "</div></osisText></osis>",
    "",
  ].join("\n");

const VERSE_MAP = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<verseMap xmlns="http://www.APTBibleTools.com/namespace">',
  '<book osisID="Gen"><verse wlc="Gen.32.1" kjv="Gen.31.55" type="full"/></book>',
  '<book osisID="1Kgs"><verse wlc="1Kgs.18.34!a" kjv="1Kgs.18.33!b" type="partial"/></book>',
  "</verseMap>",
  "",
].join("\n");

describe("readMorphhbBooks", () => {
  it("reads words with lemma, morph and text (keeping '/', large letters and the exact code points), ketiv and qere", async () => {
    const problems = new Problems();
    // bet, dagesh, sheva: NFC would reorder the marks (sheva before dagesh), which upstream warns against
    const text = "\u05D1\u05BC\u05B0/\u05E8\u05B5\u05D0\u05E9\u05C1\u05B4\u0596\u05D9\u05EA";
    const verses = await readMorphhbBooks(
      memorySources({
        [GEN]: book(
          "Gen",
          [
            '<chapter osisID="Gen.1"><verse osisID="Gen.1.1">',
            `<w lemma="b/7225" n="1.0" morph="HR/Ncfsa" id="01xeN">${text}</w>`,
            '<w lemma="1254 a" morph="HVqp3ms" id="01Nvk">בָּרָ֣א</w><seg type="x-sof-pasuq">׃</seg>',
            '<w type="x-ketiv" lemma="168" morph="HNcmsc/Sp3ms" id="0188E">אהל/ה</w><note type="variant"><catchWord>אהל/ה</catchWord><rdg type="x-qere"><w lemma="168" morph="HNcmsc/Sp3ms" id="01Gdj">אָֽהֳל/וֹ</w></rdg></note>',
            '<note type="alternative"><catchWord>x</catchWord><rdg type="x-accent">y</rdg></note>',
            '<w lemma="8085" morph="HVqv2ms" id="05WH5">שְׁמַ֖<seg type="x-large">ע</seg></w><note>a textual note</note>',
            '<w type="x-ketiv" lemma="4994" morph="HTe" id="12yBx">נא</w><note type="variant"><catchWord>נא</catchWord><rdg type="x-qere"/></note>',
            "</verse></chapter>",
          ].join("\n"),
        ),
        [VERSE_MAP_FILE]: VERSE_MAP,
      }),
      problems,
    );
    expect(problems.list()).toEqual([]);
    expect(verses).toHaveLength(1);
    expect(verses[0]).toMatchObject({ file: GEN, line: 4, osisId: "Gen.1.1" });
    const words = verses[0]!.words;
    expect(words.map((w) => [w.id, w.lemma, w.morph, w.reading, w.line])).toEqual([
      ["01xeN", "b/7225", "HR/Ncfsa", null, 5],
      ["01Nvk", "1254 a", "HVqp3ms", null, 6],
      ["0188E", "168", "HNcmsc/Sp3ms", "ketiv", 7],
      ["01Gdj", "168", "HNcmsc/Sp3ms", "qere", 7],
      ["05WH5", "8085", "HVqv2ms", null, 9],
      ["12yBx", "4994", "HTe", "ketiv", 10],
    ]);
    expect(words[0]?.text).toBe(text);
    expect(words[0]?.text).not.toBe(text.normalize("NFC"));
    expect(words[4]?.text).toBe("שְׁמַ֖ע");
  });

  it("records where OSHB's KJV markers start a KJV verse inside a WLC verse", async () => {
    const problems = new Problems();
    const verses = await readMorphhbBooks(
      memorySources({
        ["openscriptures-morphhb/wlc/Ps.xml"]: book(
          "Ps",
          '<chapter osisID="Ps.13"><verse osisID="Ps.13.6"><note>KJV:Ps.13.5</note><w lemma="c/589" morph="HC/Pp1cs" id="19FQu">א</w><w lemma="982" morph="HVqp1cs" id="19185">ב</w><note>KJV:Ps.13.6</note><w lemma="7891" morph="HVqh1cs" id="19wp8">ג</w></verse></chapter>',
        ),
      }),
      problems,
    );
    expect(problems.list()).toEqual([]);
    expect(verses[0]?.words).toHaveLength(3);
    expect(verses[0]?.kjvMarks).toEqual([
      { before: 0, kjv: "Ps.13.5" },
      { before: 2, kjv: "Ps.13.6" },
    ]);
  });

  it("lists book files sorted and leaves out VerseMap.xml", async () => {
    const problems = new Problems();
    const verses = await readMorphhbBooks(
      memorySources({
        [GEN]: book("Gen", '<chapter osisID="Gen.1"><verse osisID="Gen.1.1"><w lemma="430" morph="HNcmpa" id="01TyA">א</w></verse></chapter>'),
        [EXOD]: book("Exod", '<chapter osisID="Exod.1"><verse osisID="Exod.1.1"><w lemma="430" morph="HNcmpa" id="02aaa">א</w></verse></chapter>'),
        [VERSE_MAP_FILE]: VERSE_MAP,
      }),
      problems,
    );
    expect(problems.list()).toEqual([]);
    expect(verses.map((v) => v.osisId)).toEqual(["Exod.1.1", "Gen.1.1"]);
  });

  it("reports malformed words and verses at file:line and keeps going", async () => {
    const problems = new Problems();
    const verses = await readMorphhbBooks(
      memorySources({
        [GEN]: book(
          "Gen",
          [
            '<chapter osisID="Gen.1">',
            '<w lemma="1" morph="HNcmsa" id="01aa1">א</w>',
            '<verse osisID="Gen.1.1">',
            '<w lemma="1" morph="HNcmsa">א</w>',
            '<w lemma="b/x7225" morph="HR/Ncfsa" id="01aa2">ב</w>',
            '<w lemma="7225+" morph="XR" id="01aa3">ג</w>',
            '<note><w lemma="1" morph="HNcmsa" id="01aa4">ד</w></note>',
            '<w lemma="c/1254 a" morph="HC/Vqp3ms" id="01aa5">ה</w>',
            "</verse>",
            '<verse osisID="Gen.1"><w lemma="1" morph="HNcmsa" id="01aa6">ו</w></verse>',
            '<verse osisID="Gen.1.1"><w lemma="1" morph="HNcmsa" id="01aa7">ז</w></verse>',
            "</chapter>",
          ].join("\n"),
        ),
        [EXOD]: book("Exod", '<chapter osisID="Exod.1"><verse osisID="Exod.1.1"><w lemma="1" morph="HNcmsa" id="02aa1">א</verse></chapter>'),
      }),
      problems,
    );
    expect(problems.list().map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${EXOD}:4: not well-formed XML: .*unexpected close tag`)),
      `${GEN}:5: word 01aa1 stands outside a verse`,
      `${GEN}:7: word (no id) in Gen.1.1 has no id attribute`,
      `${GEN}:8: word 01aa2: lemma "b/x7225" is not prefixes and a Strong's number separated by "/"`,
      `${GEN}:9: word 01aa3: morph "XR" does not start with H (Hebrew) or A (Aramaic)`,
      `${GEN}:10: word 01aa4 stands in a note that is not a qere reading`,
      `${GEN}:13: verse osisID "Gen.1" is not Book.Chapter.Verse`,
      `${GEN}:14: verse Gen.1.1 appears again (first at ${GEN}:6)`,
    ]);
    expect(verses.map((v) => [v.osisId, v.words.map((w) => w.id)])).toEqual([["Gen.1.1", ["01aa5"]]]);
  });
});

describe("readVerseMap", () => {
  it("reads full and partial mappings with their part suffixes", async () => {
    const problems = new Problems();
    const rows = await readVerseMap(memorySources({ [VERSE_MAP_FILE]: VERSE_MAP }), problems);
    expect(problems.list()).toEqual([]);
    expect(rows).toEqual([
      { line: 3, wlc: "Gen.32.1", kjv: "Gen.31.55", type: "full" },
      { line: 4, wlc: "1Kgs.18.34!a", kjv: "1Kgs.18.33!b", type: "partial" },
    ]);
  });

  it("reports missing attributes, bad references and unknown types", async () => {
    const problems = new Problems();
    const rows = await readVerseMap(
      memorySources({
        [VERSE_MAP_FILE]: [
          "<verseMap>",
          '<book><verse wlc="Gen.32.1" type="full"/>',
          '<verse wlc="Gen.32" kjv="Xyz.1.1" type="full"/>',
          '<verse wlc="Gen.32.2" kjv="Gen.32.1" type="some"/>',
          '<verse wlc="Gen.32.3" kjv="Gen.32.2" type="full"/></book>',
          "</verseMap>",
        ].join("\n"),
      }),
      problems,
    );
    expect(problems.list().map(formatProblem)).toEqual([
      `${VERSE_MAP_FILE}:2: <verse> has no kjv attribute`,
      `${VERSE_MAP_FILE}:3: "Gen.32" and "Xyz.1.1" is not Book.Chapter.Verse[!part]`,
      `${VERSE_MAP_FILE}:4: type "some" is neither full nor partial`,
    ]);
    expect(rows.map((r) => r.wlc)).toEqual(["Gen.32.3"]);
  });
});
