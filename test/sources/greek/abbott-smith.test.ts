import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { ABBOTT_SMITH_FILE, cleanHeadword, parseAbbottSmithN, readAbbottSmith } from "../../../src/sources/greek/abbott-smith.ts";

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.crosswire.org/2013/TEIOSIS/namespace">
<teiHeader><fileDesc><titleStmt><title>T</title></titleStmt></fileDesc></teiHeader>
<text>
<body>
`;
/** The line on which the body's first line stands. */
const FIRST = 6;

async function read(body: string) {
  const problems = new Problems();
  const rows = await readAbbottSmith(memorySources({ [ABBOTT_SMITH_FILE]: `${HEAD}${body}\n</body>\n</text>\n</TEI>\n` }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

describe("parseAbbottSmithN", () => {
  it("reads every spelling of n", () => {
    expect(parseAbbottSmithN("00026")).toEqual({ kind: "strongs", numbers: ["G26"] });
    expect(parseAbbottSmithN("00040a")).toEqual({ kind: "strongs", numbers: ["G40a"] });
    expect(parseAbbottSmithN("00040|00039")).toEqual({ kind: "strongs", numbers: ["G40", "G39"] });
    expect(parseAbbottSmithN("0????")).toEqual({ kind: "unknown" });
    expect(parseAbbottSmithN("ἄρχι-")).toEqual({ kind: "headword", headword: "ἄρχι-" });
    expect(parseAbbottSmithN("ἄν_2")).toEqual({ kind: "headword", headword: "ἄν" });
    expect(parseAbbottSmithN("00000")).toBeUndefined();
    expect(parseAbbottSmithN("00040|x")).toBeUndefined();
    expect(parseAbbottSmithN("abc")).toBeUndefined();
  });
});

describe("cleanHeadword", () => {
  it("cuts endings and notes off the bold form text and closes up compounds", () => {
    expect(cleanHeadword("γάζα, -ης, ἡ")).toBe("γάζα");
    expect(cleanHeadword("Γάζα -ης")).toBe("Γάζα");
    expect(cleanHeadword("ἐλάσσων (-ττων")).toBe("ἐλάσσων");
    expect(cleanHeadword("ζώννυμι and ζωννύω")).toBe("ζώννυμι");
    expect(cleanHeadword("ἀπο-βλέπω")).toBe("ἀποβλέπω");
    expect(cleanHeadword("ὑψηλο- φρονέω")).toBe("ὑψηλοφρονέω");
    expect(cleanHeadword("ἐξ -απατάω")).toBe("ἐξαπατάω");
    expect(cleanHeadword("Καΐφaς")).toBe("Καΐφας");
    expect(cleanHeadword("Α, α, ἄλφα")).toBe("Α");
    expect(cleanHeadword("ἄρχι-")).toBe("ἄρχι-");
    expect(cleanHeadword("Τρεῖς Ταβέρναι")).toBe("Τρεῖς Ταβέρναι");
    expect(cleanHeadword("*† ἀγάπη,")).toBe("ἀγάπη");
  });
});

describe("readAbbottSmith", () => {
  it("reads form, grammar, etymology, nested senses and verse references of each entry, superEntry included", async () => {
    const { rows, problems } = await read(`<entryFree n="00040|00039">
  <form><foreign xml:lang="grc"><hi rend="bold">ἅγιος</hi></foreign>, -α, -ον, <gramGrp><pos>adj.</pos></gramGrp></form>
<etym>
  <seg type="derivation">(&lt; <foreign xml:lang="grc">ἅγος</foreign>), </seg>
</etym>
  <sense>holy:
    <sense n="1. ">of God, <ref osisRef="Luke.1.49">Lk 1:49</ref>;
      <sense n="(a) ">of things, <ref osisRef="0en.2.3">Ge 2:3</ref>, <ref osirisRef="6:1">6:1</ref>, <ref target="x">ἁγνός</ref>.</sense>
    </sense>
  </sense>
</entryFree>
<superEntry n="γαμίζω|01061">
  <entryFree n="γαμίζω">
    <form>*† <foreign xml:lang="grc"><hi rend="bold">γαμίζω</hi></foreign> </form>
  </entryFree>
</superEntry>
<entryFree n="0????">
  <sense>Τρεῖς Ταβέρναι, Three Taverns: <ref osisRef="Acts.28.15">Ac 28:15</ref>.</sense>
</entryFree>`);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: FIRST,
        n: "00040|00039",
        key: { kind: "strongs", numbers: ["G40", "G39"] },
        headword: "ἅγιος",
        grammar: "adj.",
        etymology: "(< ἅγος)",
        text: "ἅγιος, -α, -ον, adj. (< ἅγος), holy: of God, Lk 1:49; of things, Ge 2:3, 6:1, ἁγνός.",
        senses: [
          { n: null, depth: 1, text: "holy:" },
          { n: "1.", depth: 2, text: "of God, Lk 1:49;" },
          { n: "(a)", depth: 3, text: "of things, Ge 2:3, 6:1, ἁγνός." },
        ],
        refs: [
          { line: FIRST + 6, osisRef: "Luke.1.49" },
          { line: FIRST + 7, osisRef: "0en.2.3" },
          { line: FIRST + 7, osisRef: "6:1" },
        ],
      },
      { line: FIRST + 12, n: "γαμίζω", key: { kind: "headword", headword: "γαμίζω" }, headword: "γαμίζω", grammar: null, etymology: null, text: "*† γαμίζω", senses: [], refs: [] },
      {
        line: FIRST + 16,
        n: "0????",
        key: { kind: "unknown" },
        headword: "Τρεῖς Ταβέρναι",
        grammar: null,
        etymology: null,
        text: "Τρεῖς Ταβέρναι, Three Taverns: Ac 28:15.",
        senses: [{ n: null, depth: 1, text: "Τρεῖς Ταβέρναι, Three Taverns: Ac 28:15." }],
        refs: [{ line: FIRST + 17, osisRef: "Acts.28.15" }],
      },
    ]);
  });

  it("takes the headword from a Greek n when the form has no bold text, and reports entries without one", async () => {
    const { rows, problems } = await read(`<entryFree n="ἐνκαίνια">
  <form>† ἐνκαίνια (Rec. ἐγκ-), -ων, τά</form>
</entryFree>
<entryFree n="00026"><form>no Greek at all</form></entryFree>
<entryFree n="00026,00027"><form><hi rend="bold">ἀγάπη</hi></form></entryFree>
<entryFree><form><hi rend="bold">ἀγάπη</hi></form></entryFree>`);
    expect(rows.map((r) => r.headword)).toEqual(["ἐνκαίνια"]);
    expect(problems).toEqual([
      `${ABBOTT_SMITH_FILE}:${FIRST + 3}: entry n="00026" has no Greek headword`,
      `${ABBOTT_SMITH_FILE}:${FIRST + 4}: n="00026,00027" is neither Strong's numbers (00026, 00040a, 00040|00039), 0???? nor a Greek headword`,
      `${ABBOTT_SMITH_FILE}:${FIRST + 5}: <entryFree> has no n attribute`,
    ]);
  });

  it("reports a file that is not TEI, or not XML", async () => {
    const problems = new Problems();
    await readAbbottSmith(memorySources({ [ABBOTT_SMITH_FILE]: "<lexicon/>\n" }), problems);
    await readAbbottSmith(memorySources({ [ABBOTT_SMITH_FILE]: "<TEI><body>\n<entryFree>\n</TEI>\n" }), problems);
    const list = problems.list().map(formatProblem);
    expect(list[0]).toBe(`${ABBOTT_SMITH_FILE}:1: expected a <TEI> root with a <body>, found <lexicon>`);
    expect(list[1]).toMatch(new RegExp(`^${ABBOTT_SMITH_FILE}:3: not well-formed XML`));
  });
});
