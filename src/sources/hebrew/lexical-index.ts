/**
 * Reader for `openscriptures-hebrewlexicon/LexicalIndex.xml`: the bridge between BDB entries and
 * Strong's numbers. Each `<entry id="aab">` has a `<w xlit>` headword, optional `<pos>` and `<def>`,
 * and one `<xref bdb strong aug twot>`.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeStrongs } from "../../core/strongs.ts";
import { childElements, descendants, firstChild, parseXmlDocument } from "../../core/xml.ts";
import { foldedText } from "./xml-text.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const LEXICAL_INDEX_FILE = "openscriptures-hebrewlexicon/LexicalIndex.xml";

/** One entry of LexicalIndex.xml. */
export interface LexicalIndexRow {
  /** Line of the `<entry>` start tag. */
  readonly line: number;
  /** The index id, e.g. `aab`. */
  readonly id: string;
  /** The headword (`w` text). */
  readonly word: string | null;
  /** `w/@xlit`: a scholarly transliteration (`ʾēb`). */
  readonly transliteration: string | null;
  /** `<pos>` text (`N`, `V`, `Np` …), if any. */
  readonly pos: string | null;
  /** `<def>` text, if any. */
  readonly def: string | null;
  /** `xref/@bdb`: the BDB entry id, if any. */
  readonly bdb: string | null;
  /** `xref/@strong` normalised (`H3`), when it is a number. */
  readonly strong: string | null;
  /**
   * `xref/@strong` when it is a single letter instead of a number: the OSHB code of a prefix particle
   * (`b`, `l`, `k` …), which has no Strong's number.
   */
  readonly prefixCode: string | null;
  /** `xref/@aug`: the OSHB augment letter that splits one Strong's number (`a`, `b` …), if any. */
  readonly aug: string | null;
}

/** Reads LexicalIndex.xml. An entry without an id, or with an unreadable `strong`/`aug`, is a problem. */
export async function readLexicalIndex(files: SourceFiles, problems: Problems): Promise<LexicalIndexRow[]> {
  const file = LEXICAL_INDEX_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const root = parseXmlDocument(text, file, problems, "index");
  if (root === undefined) return [];
  const rows: LexicalIndexRow[] = [];
  for (const part of childElements(root, "part")) {
    for (const entry of childElements(part, "entry")) {
      const id = entry.attrs.id;
      if (id === undefined || id.trim() === "") {
        problems.add(file, entry.line, "<entry> has no id attribute");
        continue;
      }
      const w = firstChild(entry, "w");
      const xrefs = descendants(entry, "xref");
      if (xrefs.length > 1) problems.add(file, entry.line, `entry ${id} has ${xrefs.length} <xref> elements; expected at most one`);
      const xref = xrefs[0];
      let strong: string | null = null;
      let prefixCode: string | null = null;
      const rawStrong = xref?.attrs.strong;
      if (rawStrong !== undefined) {
        if (/^[a-z]$/.test(rawStrong)) prefixCode = rawStrong;
        else strong = normalizeStrongs(rawStrong, "hebrew") ?? null;
        if (strong === null && prefixCode === null) problems.add(file, xref?.line ?? entry.line, `entry ${id}: strong="${rawStrong}" is not a Strong's number`);
      }
      const aug = xref?.attrs.aug ?? null;
      if (aug !== null && !/^[a-z]$/.test(aug)) problems.add(file, xref?.line ?? entry.line, `entry ${id}: aug="${aug}" is not a single letter`);
      rows.push({
        line: entry.line,
        id,
        word: foldedText(w),
        transliteration: w?.attrs.xlit?.trim() || null,
        pos: foldedText(firstChild(entry, "pos")),
        def: foldedText(firstChild(entry, "def")),
        bdb: xref?.attrs.bdb?.trim() || null,
        strong,
        prefixCode,
        aug: aug !== null && /^[a-z]$/.test(aug) ? aug : null,
      });
    }
  }
  return rows;
}
