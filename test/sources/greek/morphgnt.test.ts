import { describe, expect, it } from "vitest";
import { formatProblem, Problems } from "../../../src/core/problems.ts";
import { memorySources } from "../../../src/core/source-files.ts";
import { morphgntBook, readMorphgnt } from "../../../src/sources/greek/morphgnt.ts";

async function read(files: Record<string, string>) {
  const problems = new Problems();
  const rows = await readMorphgnt(memorySources(files), problems);
  return { rows, problems: problems.list().map(formatProblem) };
}

describe("morphgntBook", () => {
  it("maps BB 01–27 to the New Testament books, not the 61–87 of the file names", () => {
    expect(morphgntBook(1)).toBe("Matt");
    expect(morphgntBook(4)).toBe("John");
    expect(morphgntBook(18)).toBe("Phlm");
    expect(morphgntBook(27)).toBe("Rev");
    expect(morphgntBook(0)).toBeUndefined();
    expect(morphgntBook(28)).toBeUndefined();
    expect(morphgntBook(61)).toBeUndefined();
  });
});

describe("readMorphgnt", () => {
  it("reads the seven fields of every book file, in file-name order", async () => {
    const { rows, problems } = await read({
      "morphgnt-sblgnt/64-Jn-morphgnt.txt": "040101 P- -------- Ἐν Ἐν ἐν ἐν\n",
      "morphgnt-sblgnt/61-Mt-morphgnt.txt": "010101 N- ----NSF- Βίβλος Βίβλος βίβλος βίβλος\r\n010102 N- ----GSM- Ἀβραάμ. Ἀβραάμ Ἀβραάμ Ἀβραάμ\r\n",
      "morphgnt-sblgnt/README.md": "not a book\n",
    });
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { file: "morphgnt-sblgnt/61-Mt-morphgnt.txt", line: 1, osisRef: "Matt.1.1", sblgntRef: null, partOfSpeech: "N-", parsing: "----NSF-", text: "Βίβλος", word: "Βίβλος", normalized: "βίβλος", lemma: "βίβλος" },
      { file: "morphgnt-sblgnt/61-Mt-morphgnt.txt", line: 2, osisRef: "Matt.1.2", sblgntRef: null, partOfSpeech: "N-", parsing: "----GSM-", text: "Ἀβραάμ.", word: "Ἀβραάμ", normalized: "Ἀβραάμ", lemma: "Ἀβραάμ" },
      { file: "morphgnt-sblgnt/64-Jn-morphgnt.txt", line: 1, osisRef: "John.1.1", sblgntRef: null, partOfSpeech: "P-", parsing: "--------", text: "Ἐν", word: "Ἐν", normalized: "ἐν", lemma: "ἐν" },
    ]);
  });

  it("places the two SBLGNT verses outside KJV versification in the KJV verse holding their words", async () => {
    const { rows, problems } = await read({
      "morphgnt-sblgnt/85-3Jn-morphgnt.txt": "250115 N- ----NSF- εἰρήνη εἰρήνη εἰρήνη εἰρήνη\n",
      "morphgnt-sblgnt/87-Re-morphgnt.txt": "271218 C- -------- καὶ καὶ καί καί\n",
    });
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.osisRef, r.sblgntRef])).toEqual([
      ["3John.1.14", "3John.1.15"],
      ["Rev.13.1", "Rev.12.18"],
    ]);
  });

  it("moves the second part of a verse the KJV counts as two, and the verse after it", async () => {
    const { rows, problems } = await read({
      "morphgnt-sblgnt/68-2Co-morphgnt.txt": [
        "081312 V- 2AMD-P-- ἀσπάσασθε ἀσπάσασθε ἀσπάσασθε ἀσπάζομαι",
        "081312 RR ----APM- ἀλλήλους ἀλλήλους ἀλλήλους ἀλλήλων",
        "081312 P- -------- ἐν ἐν ἐν ἐν",
        "081312 A- ----DSN- ἁγίῳ ἁγίῳ ἁγίῳ ἅγιος",
        "081312 N- ----DSN- φιλήματι. φιλήματι φιλήματι φίλημα",
        "081312 V- 3PMI-P-- ἀσπάζονται ἀσπάζονται ἀσπάζονται ἀσπάζομαι",
        "081312 RP ----AP-- ὑμᾶς ὑμᾶς ὑμᾶς σύ",
        "081313 RA ----NSF- ἡ ἡ ἡ ὁ",
      ].join("\n"),
    });
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.osisRef, r.sblgntRef])).toEqual([
      ["2Cor.13.12", null],
      ["2Cor.13.12", null],
      ["2Cor.13.12", null],
      ["2Cor.13.12", null],
      ["2Cor.13.12", null],
      ["2Cor.13.13", "2Cor.13.12"],
      ["2Cor.13.13", "2Cor.13.12"],
      ["2Cor.13.14", "2Cor.13.13"],
    ]);
  });

  it("fails when the word where a KJV verse should start is another word", async () => {
    const file = "morphgnt-sblgnt/65-Ac-morphgnt.txt";
    const lines = Array.from({ length: 22 }, (_, i) => `051940 C- -------- w${i + 1} w${i + 1} w${i + 1} w`);
    const { problems } = await read({ [file]: lines.join("\n") });
    expect(problems).toEqual([`${file}:22: Acts.19.40 word 22 is "w22", where KJV Acts.19.41 should start with "καὶ" (SBLGNT_SPLITS)`]);
  });

  it("reports malformed lines at file:line and keeps reading", async () => {
    const file = "morphgnt-sblgnt/61-Mt-morphgnt.txt";
    const { rows, problems } = await read({
      [file]: [
        "010101 N- ----NSF- Βίβλος Βίβλος βίβλος",
        "010101 N- ----NSF-  Βίβλος Βίβλος βίβλος βίβλος",
        "01011 N- ----NSF- Βίβλος Βίβλος βίβλος βίβλος",
        "280101 N- ----NSF- Βίβλος Βίβλος βίβλος βίβλος",
        "020101 N- ----NSF- Βίβλος Βίβλος βίβλος βίβλος",
        "012901 N- ----NSF- Βίβλος Βίβλος βίβλος βίβλος",
        "010126 N- ----NSF- Βίβλος Βίβλος βίβλος βίβλος",
        "010101 N ----NSF- Βίβλος Βίβλος βίβλος βίβλος",
        "010101 N- NSF Βίβλος Βίβλος βίβλος βίβλος",
        "",
        "010102 N- ----GSM- Ἀβραάμ. Ἀβραάμ Ἀβραάμ Ἀβραάμ",
      ].join("\n"),
    });
    expect(problems).toEqual([
      `${file}:1: expected 7 space-separated fields, found 6`,
      `${file}:2: expected 7 space-separated fields, found 8`,
      `${file}:3: "01011" is not a BBCCVV verse number`,
      `${file}:4: book number 28 in "280101" is not 01–27`,
      `${file}:5: book number 02 (Mark) in a file of Matt`,
      `${file}:6: Matt.29.1 (from "012901") is not a verse of the KJV canon`,
      `${file}:7: Matt.1.26 (from "010126") is not a verse of the KJV canon`,
      `${file}:8: part of speech "N" is not a 2-character code`,
      `${file}:9: parsing code "NSF" is not 8 characters of [-A-Z0-9]`,
    ]);
    expect(rows.map((r) => `${r.osisRef}:${r.line}`)).toEqual(["Matt.1.2:11"]);
  });

  it("reports when there is no book file", async () => {
    const { rows, problems } = await read({});
    expect(rows).toEqual([]);
    expect(problems).toEqual(["morphgnt-sblgnt/*-morphgnt.txt: no MorphGNT book files found"]);
  });
});
