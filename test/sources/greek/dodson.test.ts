import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { DODSON_CSV_FILE, DODSON_XML_FILE, readDodsonCsv, readDodsonXml } from "../../../src/sources/greek/dodson.ts";

const HEADER = `"Strong's"\t"Goodrick-Kohlenberger"\t"Greek Word"\t"English Definition (brief)"\t"English Definition (longer)"`;

async function readCsvText(text: string) {
  const problems = new Problems();
  const rows = await readDodsonCsv(memorySources({ [DODSON_CSV_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

describe("readDodsonCsv", () => {
  it("reads the tab-separated, quoted file with 4-digit Strong's, GK lists and Beta Code", async () => {
    const { rows, problems } = await readCsvText(
      `${HEADER}\n"0002"\t"0002"\t"*)aarw/n, o("\t"Aaron"\t"Aaron, brother of Moses."\n"0030"\t"0031,0035"\t"a)ggei=on, ou, to/"\t"a vessel, flask"\t"a vessel, ""flask""; a pail."\n`,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, number: "G2", gk: [2], betaCode: "*)aarw/n, o(", brief: "Aaron", full: "Aaron, brother of Moses." },
      { line: 3, number: "G30", gk: [31, 35], betaCode: "a)ggei=on, ou, to/", brief: "a vessel, flask", full: 'a vessel, "flask"; a pail.' },
    ]);
  });

  it("reports a missing column, a wrong field count and bad numbers at file:line", async () => {
    const missing = await readCsvText(`"Strongs"\t"Goodrick-Kohlenberger"\t"Greek Word"\t"English Definition (brief)"\t"English Definition (longer)"\n"0002"\t"0002"\t"x"\t"y"\t"z"\n`);
    expect(missing.problems[0]).toMatch(new RegExp(`^${DODSON_CSV_FILE}:1: missing column\\(s\\) "Strong's"`));
    const bad = await readCsvText(`${HEADER}\n"0002"\t"0002"\t"x"\t"y"\n"G3"\t"0003"\t"x"\t"y"\t"z"\n"0004"\t"4a"\t"x"\t"y"\t"z"\n"0005"\t""\t"x"\t"y"\t"z"\n`);
    expect(bad.problems).toEqual([
      `${DODSON_CSV_FILE}:2: expected 5 fields, found 4`,
      `${DODSON_CSV_FILE}:3: Strong's "G3" is not a number`,
      `${DODSON_CSV_FILE}:4: Goodrick-Kohlenberger "4a" is not a comma-separated list of numbers`,
    ]);
    expect(bad.rows.map((r) => [r.number, r.gk])).toEqual([["G5", []]]);
  });
});

describe("readDodsonXml", () => {
  it("reads lemma and number from n, and the definitions with wrapped lines folded", async () => {
    const problems = new Problems();
    const rows = await readDodsonXml(
      memorySources({
        [DODSON_XML_FILE]: `<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.crosswire.org/2008/TEIOSIS/namespace">
      <entry n="Ἀαρών | 0002">
            <orth>Ἀαρών, ὁ</orth>
            <def role="brief">Aaron</def>
            <def role="full">Aaron, brother
                  of Moses.</def>
      </entry>
      <entry n="ἄγγος">
            <orth>ἄγγος</orth>
      </entry>
</TEI>
`,
      }),
      problems,
    );
    expect(rows).toEqual([{ line: 3, number: "G2", lemma: "Ἀαρών", orth: "Ἀαρών, ὁ", brief: "Aaron", full: "Aaron, brother of Moses." }]);
    expect(problems.list().map(formatProblem)).toEqual([`${DODSON_XML_FILE}:9: entry n="ἄγγος" is not "<lemma> | <Strong's number>"`]);
  });
});
