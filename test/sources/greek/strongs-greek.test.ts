import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { readStrongsGreek, STRONGS_GREEK_FILE } from "../../../src/sources/greek/strongs-greek.ts";

const DTD = `<?xml version='1.0' encoding='utf-8' standalone='yes'?>
<!DOCTYPE strongsdictionary [
   <!ELEMENT strongsdictionary (prologue, entries) >
   <!ELEMENT entry (#PCDATA|strongs|greek|pronunciation|see|strongsref|strongs_def|strongs_derivation|kjv_def)* >
   <!ATTLIST entry strongs CDATA #REQUIRED >
   <!-- unicode is real Greek. -->
   <!ATTLIST greek BETA CDATA #REQUIRED unicode CDATA #REQUIRED translit CDATA #REQUIRED >
 ]>
`;

/** The line on which the first entry of {@link dictionary} starts. */
const FIRST = 12;

function dictionary(entries: string): Record<string, string> {
  return { [STRONGS_GREEK_FILE]: `${DTD}<strongsdictionary><prologue>\n  A long prologue\n  over several lines.\n</prologue><entries>${entries}</entries>\n</strongsdictionary>\n` };
}

async function read(entries: string) {
  const problems = new Problems();
  const rows = await readStrongsGreek(memorySources(dictionary(entries)), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

describe("readStrongsGreek", () => {
  it("reads an entry past the internal DTD, with the 5-digit attribute and inline links rendered", async () => {
    const { rows, problems } = await read(`<entry strongs="00002">
 <strongs>2</strongs>   <greek BETA="*)AARW/N" unicode="Ἀαρών" translit="Aarṓn"/>   <pronunciation strongs="ah-ar-ohn'"/>

 <strongs_derivation>of Hebrew origin (<strongsref language="HEBREW" strongs="0175"/>);</strongs_derivation><strongs_def> a
 brother of <greek BETA="MWUSH=S" unicode="Μωϋσῆς" translit="Mōusēs"/></strongs_def><kjv_def>:--Aaron.</kjv_def>
<see language="HEBREW" strongs="0175"/>
</entry>`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: FIRST,
        id: "00002",
        number: "G2",
        notUsed: false,
        lemma: "Ἀαρών",
        transliteration: "Aarṓn",
        pronunciation: "ah-ar-ohn'",
        derivation: "of Hebrew origin (H175);",
        definition: "a brother of Μωϋσῆς",
        kjv: ":--Aaron.",
        trailing: null,
        links: ["H175"],
      },
    ]);
  });

  it("flags 'Not Used' placeholders instead of reporting them", async () => {
    const { rows, problems } = await read(`<entry strongs="03203">\n <strongs>3203</strongs>  Not Used\n</entry>`);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.number, r.notUsed, r.lemma])).toEqual([["G3203", true, null]]);
  });

  it("keeps loose text after kjv_def as a trailing note, and every link once in document order", async () => {
    const { rows } = await read(`<entry strongs="00001">
 <strongs>1</strongs> <greek BETA="*A" unicode="Α" translit="A"/> <pronunciation strongs="al'-fah"/>
 <strongs_derivation>of Hebrew origin;</strongs_derivation><strongs_def> the first letter:</strongs_def><kjv_def>--Alpha.</kjv_def> Often
 <greek BETA="A)/N" unicode="ἄν" translit="án"/>, as from <strongsref language="GREEK" strongs="427"/>.
<see language="GREEK" strongs="427"/>
<see language="GREEK" strongs="260"/>
</entry>`);
    expect(rows[0]?.trailing).toBe("Often ἄν, as from G427.");
    expect(rows[0]?.kjv).toBe("--Alpha.");
    expect(rows[0]?.links).toEqual(["G427", "G260"]);
  });

  it("reports an unparseable number, a bad link, a missing headword and a duplicate at file:line", async () => {
    const { rows, problems } = await read(`<entry strongs="00x26">
 <strongs>26</strongs></entry><entry strongs="00030">
 <strongs>30</strongs> <greek BETA="A" unicode="α" translit="a"/> <strongs_def>x <strongsref language="LATIN" strongs="5"/></strongs_def></entry><entry strongs="00031">
 <strongs>31</strongs> no headword here</entry><entry strongs="00030">
 <strongs>30</strongs> <greek BETA="A" unicode="α" translit="a"/></entry>`);
    expect(problems).toEqual([
      `${STRONGS_GREEK_FILE}:${FIRST}: entry strongs="00x26" is not a Strong's number`,
      `${STRONGS_GREEK_FILE}:${FIRST + 2}: <strongsref language="LATIN" strongs="5"> is not a GREEK or HEBREW Strong's number`,
      `${STRONGS_GREEK_FILE}:${FIRST + 2}: entry G31 has no <greek> headword`,
      `${STRONGS_GREEK_FILE}:${FIRST + 3}: G30 appears twice (first at line ${FIRST + 1})`,
    ]);
    expect(rows.map((r) => r.number)).toEqual(["G30"]);
  });

  it("reports a <strongs> child that disagrees with the attribute", async () => {
    const { problems } = await read(`<entry strongs="00026">\n <strongs>62</strongs> <greek BETA="A" unicode="ἀγάπη" translit="agápē"/></entry>`);
    expect(problems).toEqual([`${STRONGS_GREEK_FILE}:${FIRST + 1}: <strongs>62</strongs> does not match entry strongs="00026"`]);
  });

  it("reports a missing file", async () => {
    const problems = new Problems();
    expect(await readStrongsGreek(memorySources({}), problems)).toEqual([]);
    expect(problems.list().map(formatProblem)).toEqual([`${STRONGS_GREEK_FILE}: the file is missing from memory (run npm run fetch-sources to get the upstream files)`]);
  });
});

describe("readStrongsGreek and Unicode", () => {
  it("returns Greek in NFC, as MorphGNT spells it (upstream uses the oxia code points)", async () => {
    const oxia = "\u1F00\u03B3\u1F71\u03C0\u03B7";
    const { rows } = await read(`<entry strongs="00026">\n <strongs>26</strongs> <greek BETA="A)GA/PH" unicode="${oxia}" translit="ag\u1F71p\u0113"/></entry>`);
    expect(rows[0]?.lemma).toBe("ἀγάπη".normalize("NFC"));
    expect(rows[0]?.lemma).not.toBe(oxia);
  });
});
