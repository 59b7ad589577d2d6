import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { folderSources, memorySources } from "../../../src/core/source-files.ts";
import { PROJECT_ROOT } from "../../../src/paths.ts";
import { GREEK_STRONGS_CORRECTIONS_FILE, readGreekStrongsCorrections } from "../../../src/sources/corrections/greek-strongs.ts";

const read = async (text: string) => {
  const problems = new Problems();
  const rows = await readGreekStrongsCorrections(memorySources({ [GREEK_STRONGS_CORRECTIONS_FILE]: text }), problems);
  return { rows, problems: problems.list().map(formatProblem) };
};

describe("readGreekStrongsCorrections", () => {
  it("reads rows by header name, empty upstream as null", async () => {
    const { rows, problems } = await read('reason,lemma,upstream,corrected\n"wrong entry, see Strong\'s",ἁμαρτία,G182,G266\nfilled,Μωϋσῆς,,G3475\n');
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, lemma: "ἁμαρτία", upstream: "G182", corrected: "G266", reason: "wrong entry, see Strong's" },
      { line: 3, lemma: "Μωϋσῆς", upstream: null, corrected: "G3475", reason: "filled" },
    ]);
  });

  it("reports every bad row with file and line, and a missing column", async () => {
    const { rows, problems } = await read("lemma,upstream,corrected,reason\nἁμαρτία,182,G266,x\nἀγνοέω,G40,H50,\nἁμαρτία,G182,G266,again\nἁμαρτία,G182,G266,twice\n");
    expect(rows.map((r) => r.line)).toEqual([4]);
    expect(problems).toEqual([
      `${GREEK_STRONGS_CORRECTIONS_FILE}:2: upstream "182" is not empty or a Greek Strong's number like G182`,
      `${GREEK_STRONGS_CORRECTIONS_FILE}:3: corrected "H50" is not a Greek Strong's number like G266; reason is empty: every correction says why`,
      `${GREEK_STRONGS_CORRECTIONS_FILE}:5: lemma ἁμαρτία already has a row at line 4`,
    ]);
    expect((await read("lemma,upstream,corrected\n")).problems).toEqual([`${GREEK_STRONGS_CORRECTIONS_FILE}:1: missing column(s) "reason" in the header`]);
  });

  it("the committed table reads without a problem", async () => {
    const problems = new Problems();
    const rows = await readGreekStrongsCorrections(folderSources(PROJECT_ROOT), problems);
    expect(problems.list()).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
  });
});
