/**
 * Reader for `openscriptures-hebrewlexicon/AugIndex.xml`: `<w aug="1254a">lexical-index-id</w>` maps
 * the augmented Strong's numbers of the OSHB (no space before the letter, unlike the OSHB `lemma`
 * attribute) to LexicalIndex entries.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeStrongs } from "../../core/strongs.ts";
import { childElements, parseXmlDocument } from "../../core/xml.ts";
import { foldedText } from "./xml-text.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const AUG_INDEX_FILE = "openscriptures-hebrewlexicon/AugIndex.xml";

/** One `<w>` of AugIndex.xml. */
export interface AugIndexRow {
  readonly line: number;
  /** The `aug` attribute as written (`1254a`, `1`, `b`). */
  readonly aug: string;
  /** The augmented Strong's number (`H1254a`), or null when `aug` is a prefix-particle letter (`b`). */
  readonly number: string | null;
  /** The LexicalIndex entry id (`w` text). */
  readonly lexicalId: string;
}

/** Reads AugIndex.xml. A `<w>` without `aug` or text, or with an unreadable `aug`, is a problem. */
export async function readAugIndex(files: SourceFiles, problems: Problems): Promise<AugIndexRow[]> {
  const file = AUG_INDEX_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const root = parseXmlDocument(text, file, problems, "index");
  if (root === undefined) return [];
  const rows: AugIndexRow[] = [];
  for (const w of childElements(root, "w")) {
    const aug = w.attrs.aug?.trim();
    const lexicalId = foldedText(w);
    if (aug === undefined || aug === "") {
      problems.add(file, w.line, "<w> has no aug attribute");
      continue;
    }
    if (lexicalId === null) {
      problems.add(file, w.line, `<w aug="${aug}"> names no LexicalIndex entry`);
      continue;
    }
    const prefix = /^[a-z]$/.test(aug);
    const number = prefix ? null : normalizeStrongs(aug, "hebrew");
    if (number === undefined) {
      problems.add(file, w.line, `aug="${aug}" is not a Strong's number`);
      continue;
    }
    rows.push({ line: w.line, aug, number, lexicalId });
  }
  return rows;
}
