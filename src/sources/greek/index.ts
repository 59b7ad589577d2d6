/**
 * All Greek sources read at once: Strong's Greek dictionary, MorphGNT (SBLGNT), the MorphGNT
 * morphological lexicon, Abbott-Smith and the Dodson lexicon (XML and tab-separated CSV).
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readAbbottSmith, type AbbottSmithEntryRow } from "./abbott-smith.ts";
import { readDodsonCsv, readDodsonXml, type DodsonCsvRow, type DodsonEntryRow } from "./dodson.ts";
import { readLexemes, type LexemeRow } from "./lexemes.ts";
import { readMorphgnt, type MorphgntWordRow } from "./morphgnt.ts";
import { readStrongsGreek, type StrongsGreekRow } from "./strongs-greek.ts";

/** The raw rows of every Greek source, each with its line. */
export interface GreekRaw {
  readonly strongs: readonly StrongsGreekRow[];
  readonly words: readonly MorphgntWordRow[];
  readonly lexemes: readonly LexemeRow[];
  readonly abbottSmith: readonly AbbottSmithEntryRow[];
  readonly dodson: readonly DodsonEntryRow[];
  readonly dodsonCsv: readonly DodsonCsvRow[];
}

/**
 * Reads every Greek source, one after the other (so problems come in a fixed order); malformed rows
 * are added to `problems` and left out.
 */
export async function readGreek(files: SourceFiles, problems: Problems): Promise<GreekRaw> {
  const strongs = await readStrongsGreek(files, problems);
  const words = await readMorphgnt(files, problems);
  const lexemes = await readLexemes(files, problems);
  const abbottSmith = await readAbbottSmith(files, problems);
  const dodson = await readDodsonXml(files, problems);
  const dodsonCsv = await readDodsonCsv(files, problems);
  return { strongs, words, lexemes, abbottSmith, dodson, dodsonCsv };
}
