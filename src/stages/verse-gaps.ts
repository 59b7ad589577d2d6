/**
 * Verses of the KJV canon that a word table has no words for, and why. The KJV (1611, from the Textus
 * Receptus and the Masoretic tradition) numbers verses that the editions behind our word tables do not
 * have; every such verse is listed in `build-report.json` with its reason, and one the table below does
 * not explain is listed as unexplained (the data-quality test fails on it).
 */
import { CANON } from "../core/osis.ts";
import type { BuildReport } from "./report.ts";

/** Verses the SBL Greek New Testament leaves out of its text (the KJV has them from the Textus Receptus). */
const SBLGNT_OMITS = "not in the SBLGNT text: a later addition that the critical text leaves out (the KJV has it from the Textus Receptus)";

/** Why a canonical verse has no words, per table. */
const KNOWN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  greek_word: {
    ...Object.fromEntries(
      ["Matt.17.21", "Matt.18.11", "Matt.23.14", "Mark.7.16", "Mark.9.44", "Mark.9.46", "Mark.11.26", "Mark.15.28", "Luke.17.36", "Luke.23.17", "John.5.4", "Acts.8.37", "Acts.15.34", "Acts.24.7", "Acts.28.29"].map((v) => [v, SBLGNT_OMITS]),
    ),
    ...Object.fromEntries(
      ["John.7.53", ...Array.from({ length: 11 }, (_, i) => `John.8.${i + 1}`)].map((v) => [v, "John 7:53–8:11 (the woman taken in adultery) is excluded upstream: MorphGNT does not include it"]),
    ),
    ...Object.fromEntries(["Rom.16.25", "Rom.16.26", "Rom.16.27"].map((v) => [v, "absent from this MorphGNT: its Romans ends at 16:24 (the doxology of 16:25–27 is not in the file)"])),
  },
  hebrew_word: {
    "Neh.7.68": "absent from the WLC: the Leningrad Codex has no Neh 7:68 (the KJV has it from other Hebrew manuscripts)",
  },
};

/**
 * Walks every canonical verse of `testament` and records in `report` each one without words in `table`:
 * verses of a chapter that has some words one by one, each with its reason from the table above or as
 * unexplained; a chapter with none as a whole (`Gen.2`), a book with none as a whole (`Exod`).
 */
export function reportVerseGaps(table: "greek_word" | "hebrew_word", testament: "OT" | "NT", verses: ReadonlySet<string>, report: BuildReport): void {
  const known = KNOWN[table] ?? {};
  for (const book of CANON.filter((b) => b.testament === testament)) {
    const chapters = book.verses.map((count, i) => {
      const chapter = `${book.osis}.${i + 1}`;
      const refs = Array.from({ length: count }, (_, v) => `${chapter}.${v + 1}`);
      return { chapter, refs, missing: refs.filter((r) => !verses.has(r)) };
    });
    if (chapters.every((c) => c.missing.length === c.refs.length)) {
      report.gap(table, "no words upstream for the whole book (unexplained)", book.osis);
      continue;
    }
    for (const { chapter, refs, missing } of chapters) {
      if (missing.length === refs.length) report.gap(table, "no words upstream for the whole chapter (unexplained)", chapter);
      else for (const r of missing) report.gap(table, known[r] ?? "no words upstream (unexplained)", r);
    }
  }
}
