/**
 * Reader for `openscriptures-strongs/greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml`: Strong's
 * Greek dictionary (XML edition 1.4, internal DTD, long `<prologue>`), one `<entry strongs="00026">` per
 * number with `<greek unicode translit>`, `<pronunciation strongs>`, `<strongs_derivation>`,
 * `<strongs_def>`, `<kjv_def>` (text starting `:--`) and inline `<strongsref language strongs>` / `<see>`
 * links. Placeholder entries whose whole text is "Not Used" are flagged, not dropped.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeStrongs } from "../../core/strongs.ts";
import { childElements, firstChild, parseXml, rawText, type XmlElement } from "../../core/xml.ts";
import { normalizeText } from "./text.ts";
import { fold, foldOrNull } from "../../core/text.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const STRONGS_GREEK_FILE = "openscriptures-strongs/greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml";

/** One `<entry>` of strongsgreek.xml. Text fields have inline Greek and links rendered, white space folded. */
export interface StrongsGreekRow {
  /** Line of the `<entry>` start tag. */
  readonly line: number;
  /** The `strongs` attribute as written (`00026`). */
  readonly id: string;
  /** The normalised number (`G26`). */
  readonly number: string;
  /** Whether this is a placeholder whose only text is "Not Used". */
  readonly notUsed: boolean;
  /** `greek/@unicode` of the first `<greek>` (the headword); null for placeholders. */
  readonly lemma: string | null;
  /** `greek/@translit` of the headword. */
  readonly transliteration: string | null;
  /** `pronunciation/@strongs` of the first `<pronunciation>`. */
  readonly pronunciation: string | null;
  /** Text of `<strongs_derivation>`. */
  readonly derivation: string | null;
  /** Text of `<strongs_def>`. */
  readonly definition: string | null;
  /** Text of `<kjv_def>` as written, leading `:--` included. */
  readonly kjv: string | null;
  /** Loose text of the entry after its last derivation/definition/KJV element (a trailing note). */
  readonly trailing: string | null;
  /** Normalised numbers of every `<strongsref>` and `<see>` in document order, without repeats. */
  readonly links: readonly string[];
}

/** Elements whose text is not part of the entry's prose. */
const STRUCTURAL = new Set(["strongs_derivation", "strongs_def", "kjv_def"]);

/** Reads strongsgreek.xml. Entries without a usable number or headword are problems and are left out. */
export async function readStrongsGreek(files: SourceFiles, problems: Problems): Promise<StrongsGreekRow[]> {
  const file = STRONGS_GREEK_FILE;
  const raw = await readRequired(files, file, problems);
  if (raw === undefined) return [];
  const text = normalizeText(raw);
  const root = parseXml(text, file, problems);
  if (root === undefined) return [];
  const container = root.name === "strongsdictionary" ? firstChild(root, "entries") : undefined;
  if (container === undefined) {
    problems.add(file, root.line, `expected <strongsdictionary> with <entries>, found <${root.name}>`);
    return [];
  }
  const rows: StrongsGreekRow[] = [];
  const seen = new Map<string, number>();
  for (const entry of childElements(container, "entry")) {
    const row = readEntry(entry, file, problems);
    if (row === undefined) continue;
    const first = seen.get(row.number);
    if (first !== undefined) {
      problems.add(file, row.line, `${row.number} appears twice (first at line ${first})`);
      continue;
    }
    seen.set(row.number, row.line);
    rows.push(row);
  }
  return rows;
}

function readEntry(entry: XmlElement, file: string, problems: Problems): StrongsGreekRow | undefined {
  const id = entry.attrs.strongs;
  if (id === undefined) {
    problems.add(file, entry.line, "<entry> has no strongs attribute");
    return undefined;
  }
  const number = /^\d+$/.test(id) ? normalizeStrongs(id, "greek") : undefined;
  if (number === undefined) {
    problems.add(file, entry.line, `entry strongs="${id}" is not a Strong's number`);
    return undefined;
  }
  const strongsChild = firstChild(entry, "strongs");
  if (strongsChild !== undefined && normalizeStrongs(fold(rawText(strongsChild)), "greek") !== number) {
    problems.add(file, strongsChild.line, `<strongs>${fold(rawText(strongsChild))}</strongs> does not match entry strongs="${id}"`);
  }
  const greek = firstChild(entry, "greek");
  if (greek === undefined) {
    const onlyNumber = childElements(entry).every((c) => c.name === "strongs");
    const loose = fold(entry.children.filter((c): c is string => typeof c === "string").join(""));
    if (onlyNumber && loose === "Not Used") {
      return { line: entry.line, id, number, notUsed: true, lemma: null, transliteration: null, pronunciation: null, derivation: null, definition: null, kjv: null, trailing: null, links: [] };
    }
    problems.add(file, entry.line, `entry ${number} has no <greek> headword`);
    return undefined;
  }
  const lemma = foldOrNull(greek.attrs.unicode ?? "");
  if (lemma === null) {
    problems.add(file, greek.line, `entry ${number}: <greek> has no unicode attribute`);
    return undefined;
  }
  const links: string[] = [];
  for (const el of linkElements(entry)) {
    const target = linkTarget(el);
    if (target === undefined) problems.add(file, el.line, `<${el.name} language="${el.attrs.language ?? ""}" strongs="${el.attrs.strongs ?? ""}"> is not a GREEK or HEBREW Strong's number`);
    else links.push(target);
  }
  const part = (name: string): string | null => {
    const el = firstChild(entry, name);
    return el === undefined ? null : foldOrNull(renderChildren(el));
  };
  const lastStructural = entry.children.reduce((at, c, i) => (typeof c !== "string" && STRUCTURAL.has(c.name) ? i : at), -1);
  const trailing = lastStructural < 0 ? null : foldOrNull(entry.children.slice(lastStructural + 1).map(render).join(""));
  return {
    line: entry.line,
    id,
    number,
    notUsed: false,
    lemma,
    transliteration: foldOrNull(greek.attrs.translit ?? ""),
    pronunciation: foldOrNull(firstChild(entry, "pronunciation")?.attrs.strongs ?? ""),
    derivation: part("strongs_derivation"),
    definition: part("strongs_def"),
    kjv: part("kjv_def"),
    trailing,
    links: [...new Set(links)],
  };
}

/** Text of a node: inline `<greek>` becomes its Unicode form, a `<strongsref>` its number (`G25`, `H175`). */
function render(node: XmlElement | string): string {
  if (typeof node === "string") return node;
  switch (node.name) {
    case "greek":
      return node.attrs.unicode ?? "";
    case "strongsref":
      return linkTarget(node) ?? "";
    case "see":
    case "pronunciation":
    case "strongs":
      return "";
    default:
      return renderChildren(node);
  }
}

function renderChildren(el: XmlElement): string {
  return el.children.map(render).join("");
}

/** Every `<strongsref>` and `<see>` inside `el`, in document order. */
function linkElements(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of childElements(el)) {
    if (c.name === "strongsref" || c.name === "see") out.push(c);
    else out.push(...linkElements(c));
  }
  return out;
}

/** The normalised number a `<strongsref>`/`<see>` points to, or undefined when it is malformed. */
function linkTarget(el: XmlElement): string | undefined {
  const raw = el.attrs.strongs ?? "";
  const lang = el.attrs.language === "GREEK" ? "greek" : el.attrs.language === "HEBREW" ? "hebrew" : undefined;
  return lang !== undefined && /^\d+$/.test(raw) ? normalizeStrongs(raw, lang) : undefined;
}
