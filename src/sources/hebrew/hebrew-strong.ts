/**
 * Reader for `openscriptures-hebrewlexicon/HebrewStrong.xml`: Strong's Hebrew dictionary, one
 * `<entry id="H1">` per number with its headword `<w>`, `<source>` (derivation), `<meaning>` and
 * `<usage>` (KJV renderings). Editorial `<note>`s (corrections made by the upstream editors) are not text.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeStrongs } from "../../core/strongs.ts";
import { childElements, descendants, firstChild, parseXmlDocument, type XmlElement } from "../../core/xml.ts";
import { foldedText } from "./xml-text.ts";
import { foldOrNull } from "../../core/text.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const HEBREW_STRONG_FILE = "openscriptures-hebrewlexicon/HebrewStrong.xml";

/** One entry of HebrewStrong.xml. */
export interface HebrewStrongRow {
  /** Line of the `<entry>` start tag. */
  readonly line: number;
  /** The upstream id as written (`H1`). */
  readonly id: string;
  /** The normalised Strong's number (`H1`). */
  readonly number: string;
  /** The headword (`w` text), not normalised. */
  readonly lemma: string;
  /** `w/@xlit`, if given. */
  readonly transliteration: string | null;
  /** `w/@pron`, if given. */
  readonly pronunciation: string | null;
  /** `w/@pos` (e.g. `n-m`, `v`, `n-pr-loc`), if given. */
  readonly partOfSpeech: string | null;
  /** `w/@xml:lang`: `heb`, `arc` (Aramaic) or `x-pn` (proper name). */
  readonly lang: string | null;
  /** Text of `<source>` (the derivation), white space folded; null when absent. */
  readonly source: string | null;
  /** Text of `<meaning>`, white space folded; null when absent. */
  readonly meaning: string | null;
  /** Text of `<usage>`, white space folded; null when absent. */
  readonly usage: string | null;
  /** Normalised Strong's numbers linked from `<source>` and `<meaning>` (`<w src="H24">`), in order. */
  readonly links: readonly string[];
}

const NOT_TEXT = new Set(["note"]);

/** Reads HebrewStrong.xml. Entries without a usable id or headword are problems and are left out. */
export async function readHebrewStrong(files: SourceFiles, problems: Problems): Promise<HebrewStrongRow[]> {
  const file = HEBREW_STRONG_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const root = parseXmlDocument(text, file, problems, "lexicon");
  if (root === undefined) return [];
  const rows: HebrewStrongRow[] = [];
  for (const entry of childElements(root, "entry")) {
    const row = readEntry(entry, file, problems);
    if (row !== undefined) rows.push(row);
  }
  return rows;
}

/**
 * The folded text of `<source>` or `<meaning>` with each link written as the number it points to, with
 * its prefix (`plural of <w src="H433">433</w>` → `plural of H433`), as the Greek definitions write `G25`;
 * a letter the link text adds (`7200a`) is kept. Editorial notes are left out.
 */
function linkedText(el: XmlElement | undefined): string | null {
  if (el === undefined) return null;
  const render = (node: XmlElement): string => {
    let out = "";
    for (const c of node.children) {
      if (typeof c === "string") out += c;
      else if (NOT_TEXT.has(c.name)) continue;
      else if (c.name === "w" && c.attrs.src !== undefined && /^H\d+$/.test(c.attrs.src)) {
        const shown = render(c).trim();
        const number = normalizeStrongs(c.attrs.src, "hebrew") ?? c.attrs.src;
        out += /^\d+[a-z]?$/.test(shown) ? `H${shown}` : shown === "" ? number : `${shown} (${number})`;
      } else out += render(c);
    }
    return out;
  };
  return foldOrNull(render(el));
}

function readEntry(entry: XmlElement, file: string, problems: Problems): HebrewStrongRow | undefined {
  const id = entry.attrs.id;
  if (id === undefined) {
    problems.add(file, entry.line, "<entry> has no id attribute");
    return undefined;
  }
  const number = normalizeStrongs(id, "hebrew");
  if (number === undefined || !id.startsWith("H")) {
    problems.add(file, entry.line, `entry id "${id}" is not a Hebrew Strong's number (H<n>)`);
    return undefined;
  }
  const w = firstChild(entry, "w");
  const lemma = foldedText(w);
  if (w === undefined || lemma === null) {
    problems.add(file, entry.line, `entry ${id} has no headword <w>`);
    return undefined;
  }
  const source = firstChild(entry, "source");
  const meaning = firstChild(entry, "meaning");
  const links: string[] = [];
  for (const part of [source, meaning]) {
    if (part === undefined) continue;
    for (const link of descendants(part, "w")) {
      const src = link.attrs.src;
      if (src === undefined) continue;
      const target = normalizeStrongs(src, "hebrew");
      if (target === undefined || !src.startsWith("H")) problems.add(file, link.line, `entry ${id}: link src="${src}" is not a Hebrew Strong's number`);
      else links.push(target);
    }
  }
  return {
    line: entry.line,
    id,
    number,
    lemma,
    transliteration: nonEmpty(w.attrs.xlit),
    pronunciation: nonEmpty(w.attrs.pron),
    partOfSpeech: nonEmpty(w.attrs.pos),
    lang: nonEmpty(w.attrs["xml:lang"]),
    source: linkedText(source),
    meaning: linkedText(meaning),
    usage: foldedText(firstChild(entry, "usage"), NOT_TEXT),
    links,
  };
}

function nonEmpty(s: string | undefined): string | null {
  const t = s?.trim();
  return t === undefined || t === "" ? null : t;
}
