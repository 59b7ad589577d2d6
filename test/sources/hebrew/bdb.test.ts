import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { BDB_FILE, readBdb } from "../../../src/sources/hebrew/bdb.ts";

const BOM = "\uFEFF";
const wrap = (entries: string): string =>
  `${BOM}<?xml version="1.0" encoding="UTF-8"?>\r\n<lexicon xmlns="http://openscriptures.github.com/morphhb/namespace">\r\n<part id="a" title="א" xml:lang="heb">\r\n<section id="a.ab">\r\n${entries}</section>\r\n</part>\r\n</lexicon>\r\n`;

const read = async (text: string) => {
  const problems = new Problems();
  const rows = await readBdb(memorySources({ [BDB_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
};

describe("readBdb", () => {
  it("reads a file that starts with a BOM and has CRLF line ends", async () => {
    const { rows, problems } = await read(wrap('<entry id="a.ab.aa" type="root"><w>אבב</w> (<def>fresh</def>)\r\n<status p="1">done</status>\r\n</entry>\r\n'));
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ line: 5, id: "a.ab.aa", type: "root", partId: "a", partTitle: "א", partLang: "heb", sectionId: "a.ab", headword: "אבב", defs: ["fresh"], text: "אבב (fresh)" });
  });

  it("collects senses (nested ones after their parent), refs and links; leaves out status and page", async () => {
    const { rows, problems } = await read(
      wrap(
        [
          '<entry id="a.ab.ac" cite="full" mod="II"><w>אָבַד</w> <pos>vb</pos>. <def>perish</def> <ref r="Num.17.27">Nu 17:27</ref>',
          "<sense><stem>Qal</stem> <asp>Pf</asp>.",
          '  <sense n="1"><def>perish</def> <ref r="Job.4.20">Jb 4:20</ref> <page p="2"/>cf. <w src="a.ab.aa">אבב</w></sense>',
          '  <sense n="2">vanish</sense></sense>',
          '<status p="1">ref</status>',
          "</entry>",
          "",
        ].join("\n"),
      ),
    );
    expect(problems).toEqual([]);
    const row = rows[0]!;
    expect(row).toMatchObject({ mod: "II", type: null, pos: "vb", headword: "אָבַד" });
    expect(row.defs).toEqual(["perish", "perish"]);
    expect(row.senses).toEqual([
      { n: null, level: 1, text: "Qal Pf." },
      { n: "1", level: 2, text: "perish Jb 4:20 cf. אבב" },
      { n: "2", level: 2, text: "vanish" },
    ]);
    expect(row.refs).toEqual([
      { value: "Num.17.27", line: 5 },
      { value: "Job.4.20", line: 7 },
    ]);
    expect(row.links).toEqual([{ value: "a.ab.aa", line: 7 }]);
    expect(row.text).toBe("אָבַד vb. perish Nu 17:27 Qal Pf. perish Jb 4:20 cf. אבב vanish");
  });

  it("keeps odd reference values as written (the build stage reports them)", async () => {
    const { rows, problems } = await read(wrap('<entry id="a.ab.ad"><w>א</w> <ref r="">?</ref> <ref r="Is.1.1">Is 1:1</ref></entry>\n'));
    expect(problems).toEqual([]);
    expect(rows[0]?.refs.map((r) => r.value)).toEqual(["", "Is.1.1"]);
  });

  it("reports an entry without id or headword and a ref without r, and keeps going", async () => {
    const { rows, problems } = await read(
      wrap(['<entry><w>א</w></entry>', '<entry id="a.ab.ae">v. nothing</entry>', '<entry id="a.ab.af"><w>ב</w> <ref>Gn 1:1</ref></entry>', '<entry id="a.ab.ag"><w>ג</w></entry>', ""].join("\n")),
    );
    expect(problems).toEqual([
      `${BDB_FILE}:5: <entry> has no id attribute`,
      `${BDB_FILE}:6: entry a.ab.ae has no headword <w>`,
      `${BDB_FILE}:7: entry a.ab.af: <ref> has no r attribute`,
    ]);
    expect(rows.map((r) => r.id)).toEqual(["a.ab.af", "a.ab.ag"]);
  });

  it("reports XML that is not well-formed", async () => {
    const { rows, problems } = await read(wrap('<entry id="a.ab.aa"><w>א</entry>\n'));
    expect(rows).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${BDB_FILE}:5: not well-formed XML`));
  });
});
