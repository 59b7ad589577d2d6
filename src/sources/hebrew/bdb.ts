/**
 * Reader for `openscriptures-hebrewlexicon/BrownDriverBriggs.xml` (the file starts with a BOM):
 * `<lexicon>` → `<part>` (a letter, Hebrew or Aramaic) → `<section>` → `<entry id="a.ab.ab">` with mixed
 * content: `<w>` (Hebrew), `<pos>`, `<def>`, `<sense n>`, `<ref r>`, `<foreign>`, `<em>`, `<stem>`, `<asp>`.
 * `<status>` (editorial progress) and `<page>` (page breaks of the printed book) are not content.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { childElements, parseXmlDocument, type XmlElement } from "../../core/xml.ts";
import { foldedText, textWithout } from "./xml-text.ts";
import { readRequired } from "../../core/source-files.ts";
import { fold } from "../../core/text.ts";

/** Path of the file, relative to the source root. */
export const BDB_FILE = "openscriptures-hebrewlexicon/BrownDriverBriggs.xml";

/** One `<sense>` of an entry; nested senses are listed after their parent with a deeper level. */
export interface BdbSense {
  /** The sense's `n` label (`1`, `a`, `II`), or null when it has none (e.g. a verb-stem group). */
  readonly n: string | null;
  /** 1 for a sense directly in the entry, 2 for a sense inside it, … */
  readonly level: number;
  /** The sense's own text without its nested senses, white space folded. */
  readonly text: string;
}

/** A reference to another place, with the line it stands on. */
export interface BdbLink {
  readonly value: string;
  readonly line: number;
}

/** One entry of BrownDriverBriggs.xml. */
export interface BdbEntryRow {
  /** Line of the `<entry>` start tag. */
  readonly line: number;
  /** The BDB id, e.g. `a.ab.ab`. */
  readonly id: string;
  /** `@type` (`root` for roots), if given. */
  readonly type: string | null;
  /** `@mod`: the homograph numeral(s) of the headword (`II`, `I II`), if given. */
  readonly mod: string | null;
  /** The id of the `<part>` the entry stands in (`a`, `xa` …). */
  readonly partId: string;
  /** The part's title: the Hebrew letter. */
  readonly partTitle: string | null;
  /** The part's `xml:lang`: `heb` or `arc`. */
  readonly partLang: string | null;
  /** The id of the `<section>` the entry stands in. */
  readonly sectionId: string;
  /** Text of the first `<w>`: the headword. */
  readonly headword: string | null;
  /** Text of the first `<pos>`, if any. */
  readonly pos: string | null;
  /** The text of each `<def>` (BDB's English glosses), in document order, white space folded; empty ones left out. */
  readonly defs: readonly string[];
  /** The whole entry as plain text (status and page markers left out), white space folded. */
  readonly text: string;
  /** Senses in document order. */
  readonly senses: readonly BdbSense[];
  /** `<ref r>` values in document order. */
  readonly refs: readonly BdbLink[];
  /** `<w src>` values (ids of other BDB entries) in document order. */
  readonly links: readonly BdbLink[];
}

const NOT_TEXT = new Set(["status", "page"]);
const NOT_SENSE_TEXT = new Set(["status", "page", "sense"]);

/**
 * Reads BrownDriverBriggs.xml. An entry without an id or headword `<w>`, and a `<ref>` without `r`, are
 * problems (the entry, or the reference, is left out). Reference values are returned as written: odd spellings
 * (`Is.1.1`, `Ps.33`, empty) are upstream quirks that the build stage reports as unresolved.
 */
export async function readBdb(files: SourceFiles, problems: Problems): Promise<BdbEntryRow[]> {
  const file = BDB_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const root = parseXmlDocument(text, file, problems, "lexicon");
  if (root === undefined) return [];
  const rows: BdbEntryRow[] = [];
  for (const part of childElements(root, "part")) {
    const partId = part.attrs.id;
    if (partId === undefined) problems.add(file, part.line, "<part> has no id attribute");
    for (const section of childElements(part, "section")) {
      const sectionId = section.attrs.id;
      if (sectionId === undefined) problems.add(file, section.line, "<section> has no id attribute");
      for (const entry of childElements(section, "entry")) {
        const id = entry.attrs.id;
        if (id === undefined || id.trim() === "") {
          problems.add(file, entry.line, "<entry> has no id attribute");
          continue;
        }
        const row = readEntry(entry, id, file, problems, { partId: partId ?? "", partTitle: part.attrs.title ?? null, partLang: part.attrs["xml:lang"] ?? null, sectionId: sectionId ?? "" });
        if (row.headword === null) problems.add(file, entry.line, `entry ${id} has no headword <w>`);
        else rows.push(row);
      }
    }
  }
  return rows;
}

interface Place {
  readonly partId: string;
  readonly partTitle: string | null;
  readonly partLang: string | null;
  readonly sectionId: string;
}

function readEntry(entry: XmlElement, id: string, file: string, problems: Problems, place: Place): BdbEntryRow {
  let headword: string | null = null;
  let pos: string | null = null;
  const defs: string[] = [];
  const refs: BdbLink[] = [];
  const links: BdbLink[] = [];
  const senses: BdbSense[] = [];
  const walk = (el: XmlElement, level: number): void => {
    for (const c of el.children) {
      if (typeof c === "string" || NOT_TEXT.has(c.name)) continue;
      switch (c.name) {
        case "w":
          if (headword === null) headword = foldedText(c);
          if (c.attrs.src !== undefined) links.push({ value: c.attrs.src, line: c.line });
          break;
        case "pos":
          if (pos === null) pos = foldedText(c);
          break;
        case "def": {
          const def = foldedText(c, NOT_TEXT);
          if (def !== null) defs.push(def);
          break;
        }
        case "ref":
          if (c.attrs.r === undefined) problems.add(file, c.line, `entry ${id}: <ref> has no r attribute`);
          else refs.push({ value: c.attrs.r, line: c.line });
          break;
        case "sense":
          senses.push({ n: c.attrs.n?.trim() || null, level: level + 1, text: fold(textWithout(c, NOT_SENSE_TEXT)) });
          walk(c, level + 1);
          continue;
      }
      walk(c, level);
    }
  };
  walk(entry, 0);
  return {
    line: entry.line,
    id,
    type: entry.attrs.type ?? null,
    mod: entry.attrs.mod ?? null,
    ...place,
    headword,
    pos,
    defs,
    text: fold(textWithout(entry, NOT_TEXT)),
    senses,
    refs,
    links,
  };
}
