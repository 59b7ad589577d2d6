/**
 * Reader for `abbott-smith/abbottsmithstrongs.xml`: Abbott-Smith's Manual Greek Lexicon of the New
 * Testament in TEI (CrossWire TEIOSIS namespace), Strong's-keyed edition. Each `<entryFree n="…">` has
 * `<form>`, `<etym>`, `<gramGrp>`, nested `<sense n="1. ">`, `<ref osisRef="Luke.1.5">` and `<hi>`;
 * two `<superEntry>` wrappers group related entries.
 *
 * Quirks of `n`: a zero-padded Strong's number (`00026`), with a letter suffix (`00040a`), several
 * numbers (`00040|00039`), an unknown number (`0????`), or the Greek headword itself for words
 * Strong's does not number (`ἄρχι-`, `ἄν_2`). Some `<ref>`s spell the attribute `osirisRef` or
 * `osisref`; those are kept as verse references too. `<ref>`s without such an attribute point to other
 * headwords, not verses, and are not read.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeStrongs } from "../../core/strongs.ts";
import { childElements, descendants, firstChild, parseXml, rawText, type XmlElement } from "../../core/xml.ts";
import { normalizeText } from "./text.ts";
import { fold, foldOrNull } from "../../core/text.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const ABBOTT_SMITH_FILE = "abbott-smith/abbottsmithstrongs.xml";

/** What an entry's `n` attribute says about it. */
export type AbbottSmithKey =
  /** One or more Strong's numbers, normalised (`G26`, `G40a`), in upstream order. */
  | { readonly kind: "strongs"; readonly numbers: readonly string[] }
  /** `0????`: Strong's number unknown. */
  | { readonly kind: "unknown" }
  /** A Greek headword, for words without a Strong's number (any `_2` homonym suffix removed). */
  | { readonly kind: "headword"; readonly headword: string };

/** One sense of an entry, flattened. */
export interface AbbottSmithSense {
  /** The `n` label, trimmed (`1.`, `(a)`), or null. */
  readonly n: string | null;
  /** 1 for a sense directly in the entry, 2 for a sense inside it, and so on. */
  readonly depth: number;
  /** The sense's own text without its sub-senses, white space folded. */
  readonly text: string;
}

/** A verse reference as written in a `<ref>`. */
export interface AbbottSmithRef {
  readonly line: number;
  /** The attribute value as written (`Luke.1.5`, `0en.17.5`, `Sir.42.14`, `Gen.4.4-Gen.4.10`). */
  readonly osisRef: string;
}

/** One `<entryFree>` of Abbott-Smith. */
export interface AbbottSmithEntryRow {
  /** Line of the `<entryFree>` start tag. */
  readonly line: number;
  /** The `n` attribute as written. */
  readonly n: string;
  readonly key: AbbottSmithKey;
  /** The headword: the first bold text of `<form>` (else the Greek `n`, else the first Greek text), cleaned by {@link cleanHeadword}. */
  readonly headword: string;
  /** Text of the `<gramGrp>`s, or null. */
  readonly grammar: string | null;
  /** Text of the `<etym>`s, or null. */
  readonly etymology: string | null;
  /** Plain text of the whole entry, white space folded. */
  readonly text: string;
  readonly senses: readonly AbbottSmithSense[];
  readonly refs: readonly AbbottSmithRef[];
}

/** Reads abbottsmithstrongs.xml. An entry with an unreadable `n` or no headword is a problem. */
export async function readAbbottSmith(files: SourceFiles, problems: Problems): Promise<AbbottSmithEntryRow[]> {
  const file = ABBOTT_SMITH_FILE;
  const raw = await readRequired(files, file, problems);
  if (raw === undefined) return [];
  const text = normalizeText(raw);
  const root = parseXml(text, file, problems);
  if (root === undefined) return [];
  const body = root.name === "TEI" ? descendants(root, "body")[0] : undefined;
  if (body === undefined) {
    problems.add(file, root.line, `expected a <TEI> root with a <body>, found <${root.name}>`);
    return [];
  }
  const rows: AbbottSmithEntryRow[] = [];
  for (const entry of entries(body)) {
    const row = readEntry(entry, file, problems);
    if (row !== undefined) rows.push(row);
  }
  return rows;
}

/** The `<entryFree>` elements, including those inside `<superEntry>`, in document order. */
function entries(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of childElements(el)) {
    if (c.name === "entryFree") out.push(c);
    else out.push(...entries(c));
  }
  return out;
}

/** Parses an `n` attribute; undefined when it has none of the known shapes. */
export function parseAbbottSmithN(n: string): AbbottSmithKey | undefined {
  const s = n.trim();
  if (/^0\?{4}$/.test(s)) return { kind: "unknown" };
  if (/^\d/.test(s)) {
    const numbers = s.split("|").map((part) => (/^\d{1,5}[a-z]?$/.test(part.trim()) ? normalizeStrongs(part.trim(), "greek") : undefined));
    return numbers.every((x): x is string => x !== undefined) ? { kind: "strongs", numbers } : undefined;
  }
  if (/\p{Script=Greek}/u.test(s)) return { kind: "headword", headword: s.replace(/_\d+$/, "") };
  return undefined;
}

function readEntry(entry: XmlElement, file: string, problems: Problems): AbbottSmithEntryRow | undefined {
  const n = entry.attrs.n;
  if (n === undefined) {
    problems.add(file, entry.line, "<entryFree> has no n attribute");
    return undefined;
  }
  const key = parseAbbottSmithN(n);
  if (key === undefined) {
    problems.add(file, entry.line, `n="${n}" is neither Strong's numbers (00026, 00040a, 00040|00039), 0???? nor a Greek headword`);
    return undefined;
  }
  const headword = findHeadword(entry, key);
  if (headword === undefined) {
    problems.add(file, entry.line, `entry n="${n}" has no Greek headword`);
    return undefined;
  }
  const grammar = [...descendants(entry, "gramGrp"), ...descendants(entry, "grmGrp")].map((g) => trimSeparators(rawText(g))).filter((t) => t !== "");
  const etymology = descendants(entry, "etym").map((e) => trimSeparators(rawText(e))).filter((t) => t !== "");
  const senses: AbbottSmithSense[] = [];
  collectSenses(entry, 0, senses);
  return {
    line: entry.line,
    n,
    key,
    headword,
    grammar: grammar.length > 0 ? grammar.join("; ") : null,
    etymology: foldOrNull(etymology.join(" ")),
    text: fold(rawText(entry)),
    senses,
    refs: verseRefs(entry),
  };
}

/** Folds white space and strips the separators (`,` `;` `:`) a note ends with in running text. */
function trimSeparators(s: string): string {
  return fold(s).replace(/[\s,;:]+$/u, "");
}

/** Strips stray punctuation and markers (`*`, `†`, `,`) from the ends of a headword or note. */
function cleanEnd(s: string): string {
  return s.replace(/^[\s*†‡,;:.]+|[\s*†‡,;:.]+$/gu, "");
}

/** A run of Greek words (letters, marks, apostrophes, hyphens) separated by single spaces. */
const GREEK_RUN = /[\p{Script=Greek}\p{M}][\p{Script=Greek}\p{M}᾽’'-]*(?: [\p{Script=Greek}\p{M}][\p{Script=Greek}\p{M}᾽’'-]*)*/u;
/** One Greek letter or combining mark, as a regular-expression source. */
const GREEK_CHAR = "[\\p{Script=Greek}\\p{M}]";
const LATIN_A_IN_GREEK = new RegExp(`(?<=${GREEK_CHAR})a(?=${GREEK_CHAR})`, "gu");
const LATIN_O_IN_GREEK = new RegExp(`(?<=${GREEK_CHAR})o(?=${GREEK_CHAR})`, "gu");
const LINE_BREAK_HYPHEN = new RegExp(`(?<=${GREEK_CHAR})- (?=${GREEK_CHAR})`, "gu");
const SPACED_HYPHEN = new RegExp(`^(${GREEK_CHAR}+) -(${GREEK_CHAR}+)$`, "u");
const COMPOUND_HYPHEN = new RegExp(`(?<=${GREEK_CHAR})-(?=${GREEK_CHAR})`, "gu");
const HEADWORD_END = /,| ?[([]| -| =| and /u;

/**
 * The headword out of the bold text of a `<form>`, which may run on into endings and notes
 * (`γάζα, -ης, ἡ`, `ἐλάσσων (-ττων`, `ζώννυμι and ζωννύω`): Latin look-alike letters inside Greek
 * words become Greek (`Καΐφaς`), a line-break hyphen (`ὑψηλο- φρονέω`) and a misplaced space
 * (`ἐξ -απατάω`) are closed up, the text is cut before the first `,` `(` `[` ` -` ` =` or ` and `, and the
 * hyphens Abbott-Smith prints inside compounds are dropped (`ἀπο-βλέπω` → `ἀποβλέπω`; `ἄρχι-` keeps its
 * own). Letters of the alphabet keep only the capital (`Α, α, ἄλφα` → `Α`).
 */
export function cleanHeadword(text: string): string {
  let s = fold(text).replace(LATIN_A_IN_GREEK, "α").replace(LATIN_O_IN_GREEK, "ο").replace(LINE_BREAK_HYPHEN, "");
  const spaced = SPACED_HYPHEN.exec(s);
  if (spaced !== null && (spaced[2] ?? "").length > (spaced[1] ?? "").length) s = `${spaced[1] ?? ""}-${spaced[2] ?? ""}`;
  const cut = HEADWORD_END.exec(s);
  if (cut !== null) s = s.slice(0, cut.index);
  return cleanEnd(s.replace(COMPOUND_HYPHEN, ""));
}

function findHeadword(entry: XmlElement, key: AbbottSmithKey): string | undefined {
  const isBold = (h: XmlElement): boolean => h.attrs.rend === "bold";
  const form = firstChild(entry, "form");
  const candidates: (string | undefined)[] = [
    form === undefined ? undefined : descendants(form, "hi").filter(isBold).map((h) => rawText(h))[0],
    key.kind === "headword" ? key.headword : undefined,
    descendants(entry, "hi").filter(isBold).map((h) => rawText(h))[0],
    descendants(entry, "foreign").filter((f) => f.attrs["xml:lang"] === "grc").map((f) => rawText(f))[0],
    GREEK_RUN.exec(rawText(entry))?.[0],
  ];
  for (const c of candidates) {
    const h = c === undefined ? "" : cleanHeadword(c);
    if (/\p{Script=Greek}/u.test(h)) return h;
  }
  return undefined;
}

function collectSenses(el: XmlElement, depth: number, out: AbbottSmithSense[]): void {
  for (const c of childElements(el)) {
    if (c.name !== "sense") {
      if (c.name !== "entryFree") collectSenses(c, depth, out);
      continue;
    }
    const own = fold(c.children.map((x) => (typeof x === "string" ? x : x.name === "sense" ? " " : rawText(x))).join(""));
    const n = foldOrNull(c.attrs.n ?? "");
    if (own !== "" || n !== null) out.push({ n, depth: depth + 1, text: own });
    collectSenses(c, depth + 1, out);
  }
}

/** Verse references of an entry: `<ref osisRef>` (or a misspelling of the attribute), in document order. */
function verseRefs(entry: XmlElement): AbbottSmithRef[] {
  const out: AbbottSmithRef[] = [];
  for (const ref of descendants(entry, "ref")) {
    const attr = Object.keys(ref.attrs).find((k) => /^os[a-z]*ref$/i.test(k));
    const value = attr === undefined ? undefined : fold(ref.attrs[attr] ?? "");
    if (value !== undefined && value !== "") out.push({ line: ref.line, osisRef: value });
  }
  return out;
}
