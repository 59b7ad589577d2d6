/**
 * Readers for the Open Scriptures Hebrew Bible: the book files `openscriptures-morphhb/wlc/<Book>.xml`
 * (OSIS: `chapter/verse[@osisID]/w[@lemma @morph @id]`, verses in WLC versification) and
 * `openscriptures-morphhb/wlc/VerseMap.xml` (WLC → KJV verse numbers).
 *
 * A ketiv word is `<w type="x-ketiv">`; its qere follows as
 * `<note type="variant"><catchWord/><rdg type="x-qere"><w/></rdg></note>`. Word text keeps the `/`
 * between morphemes and is never Unicode-normalised (upstream warns against NFC for pointed Hebrew).
 */
import { bookByOsis } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { childElements, parseXml, parseXmlDocument, rawText, type XmlElement } from "../../core/xml.ts";
import { readRequired } from "../../core/source-files.ts";

/** Glob of the book files; VerseMap.xml also matches and is left out. */
export const MORPHHB_BOOKS_GLOB = "openscriptures-morphhb/wlc/*.xml";
/** Path of the verse map, relative to the source root. */
export const VERSE_MAP_FILE = "openscriptures-morphhb/wlc/VerseMap.xml";

/** Which reading of a ketiv/qere pair a word is. */
export type Reading = "ketiv" | "qere";

/** One `<w>`. */
export interface MorphhbWord {
  readonly line: number;
  /** The 5-character OSHB id (`01xeN`). */
  readonly id: string;
  /** The `lemma` attribute as written (`b/7225`, `1254 a`, `l`). */
  readonly lemma: string;
  /** The `morph` attribute (`HR/Ncfsa`); its first letter is the language (H Hebrew, A Aramaic). */
  readonly morph: string;
  /** The word's text as written, with `/` between morphemes. */
  readonly text: string;
  /** `ketiv` for `type="x-ketiv"`, `qere` inside `<rdg type="x-qere">`, else null. */
  readonly reading: Reading | null;
}

/** One `<verse>` with its words in document order. */
export interface MorphhbVerse {
  readonly file: string;
  readonly line: number;
  /** The verse's `osisID` in WLC versification, book id as written in the file. */
  readonly osisId: string;
  readonly words: readonly MorphhbWord[];
  /**
   * OSHB's `<note>KJV:Ps.13.6</note>` markers inside the verse: where a KJV verse starts, as the
   * number of words read before the marker. Empty (or absent) when the verse has none.
   */
  readonly kjvMarks?: readonly { readonly before: number; readonly kjv: string }[];
}

/** One `<verse wlc kjv type>` of VerseMap.xml. */
export interface VerseMapRow {
  readonly line: number;
  /** WLC reference, possibly with a part suffix (`1Kgs.18.34!a`). */
  readonly wlc: string;
  /** KJV reference, possibly with a part suffix (`1Kgs.18.33!b`). */
  readonly kjv: string;
  /** `full` when whole verses correspond, `partial` when one starts inside the other. */
  readonly type: "full" | "partial";
}

const VERSE_ID = /^([1-3]?[A-Za-z]+)\.([1-9]\d{0,2})\.([1-9]\d{0,2})$/;
const VERSE_PART_ID = /^([1-3]?[A-Za-z]+)\.([1-9]\d{0,2})\.([1-9]\d{0,2})(?:![a-z])?$/;
/** A lemma part: a prefix letter, or a Strong's number with optional augment letter and `+`. */
const LEMMA_PART = /^(?:[a-z]|[1-9]\d{0,4}(?: ?[a-z])?\+?)$/;

/** Whether `ref` is `Book.Chapter.Verse` (optionally `!part` when `parts`) with a known book. */
function isVerseId(ref: string, parts: boolean): boolean {
  const m = (parts ? VERSE_PART_ID : VERSE_ID).exec(ref);
  return m !== null && bookByOsis(m[1] ?? "") !== undefined;
}

/**
 * Reads every WLC book file (VerseMap.xml excluded), in sorted path order. Problems: a word outside a
 * verse, a word or verse with a missing or malformed attribute, a verse that appears twice, and a word
 * inside a note that is not a qere reading. Each is reported at `file:line`; reading goes on.
 */
export async function readMorphhbBooks(files: SourceFiles, problems: Problems): Promise<MorphhbVerse[]> {
  const paths = (await files.list(MORPHHB_BOOKS_GLOB)).filter((p) => p !== VERSE_MAP_FILE);
  if (paths.length === 0) problems.add(MORPHHB_BOOKS_GLOB, undefined, "no WLC book files found");
  const verses: MorphhbVerse[] = [];
  const seen = new Map<string, string>();
  for (const file of paths) {
    const root = parseXml(await files.readText(file), file, problems);
    if (root === undefined) continue;
    for (const v of readBook(root, file, problems)) {
      const first = seen.get(v.osisId);
      if (first !== undefined) {
        problems.add(file, v.line, `verse ${v.osisId} appears again (first at ${first})`);
        continue;
      }
      seen.set(v.osisId, `${file}:${v.line}`);
      verses.push(v);
    }
  }
  return verses;
}

function readBook(root: XmlElement, file: string, problems: Problems): MorphhbVerse[] {
  const verses: MorphhbVerse[] = [];
  let verse: { file: string; line: number; osisId: string; words: MorphhbWord[]; kjvMarks: { before: number; kjv: string }[] } | undefined;
  let badVerse = false;
  const walk = (el: XmlElement, inNote: boolean, qere: boolean): void => {
    for (const c of el.children) {
      if (typeof c === "string") continue;
      if (c.name === "verse") {
        const osisId = c.attrs.osisID;
        if (verse !== undefined || badVerse) problems.add(file, c.line, "<verse> inside another verse");
        if (osisId === undefined || !isVerseId(osisId, false)) {
          problems.add(file, c.line, osisId === undefined ? "<verse> has no osisID attribute" : `verse osisID "${osisId}" is not Book.Chapter.Verse`);
          badVerse = true;
          walk(c, inNote, qere);
          badVerse = false;
          continue;
        }
        const outer = verse;
        verse = { file, line: c.line, osisId, words: [], kjvMarks: [] };
        walk(c, inNote, qere);
        verses.push(verse);
        verse = outer;
      } else if (c.name === "w") {
        readWord(c, inNote, qere);
      } else if (c.name === "note") {
        const mark = /^KJV:(\S+)$/u.exec(rawText(c).trim());
        if (mark !== null && verse !== undefined && isVerseId(mark[1] ?? "", false)) verse.kjvMarks.push({ before: verse.words.length, kjv: mark[1] ?? "" });
        else walk(c, true, qere);
      } else if (c.name === "rdg") {
        walk(c, inNote, c.attrs.type === "x-qere");
      } else {
        walk(c, inNote, qere);
      }
    }
  };
  const readWord = (w: XmlElement, inNote: boolean, qere: boolean): void => {
    if (badVerse) return;
    if (verse === undefined) {
      problems.add(file, w.line, `word ${w.attrs.id ?? "(no id)"} stands outside a verse`);
      return;
    }
    const missing = ["id", "lemma", "morph"].filter((a) => w.attrs[a] === undefined || w.attrs[a]?.trim() === "");
    if (missing.length > 0) {
      problems.add(file, w.line, `word ${w.attrs.id ?? "(no id)"} in ${verse.osisId} has no ${missing.join(", ")} attribute`);
      return;
    }
    const id = w.attrs.id ?? "";
    const lemma = w.attrs.lemma ?? "";
    const morph = w.attrs.morph ?? "";
    if (!lemma.split("/").every((p) => LEMMA_PART.test(p))) {
      problems.add(file, w.line, `word ${id}: lemma "${lemma}" is not prefixes and a Strong's number separated by "/"`);
      return;
    }
    if (!/^[HA]\S+$/.test(morph)) {
      problems.add(file, w.line, `word ${id}: morph "${morph}" does not start with H (Hebrew) or A (Aramaic)`);
      return;
    }
    if (inNote && !qere) {
      problems.add(file, w.line, `word ${id} stands in a note that is not a qere reading`);
      return;
    }
    const ketiv = w.attrs.type === "x-ketiv";
    if (ketiv && qere) {
      problems.add(file, w.line, `word ${id} is marked ketiv inside a qere reading`);
      return;
    }
    verse.words.push({ line: w.line, id, lemma, morph, text: rawText(w).trim(), reading: ketiv ? "ketiv" : qere ? "qere" : null });
  };
  walk(root, false, false);
  return verses;
}

/** Reads VerseMap.xml. An entry with a missing or malformed attribute is a problem and is left out. */
export async function readVerseMap(files: SourceFiles, problems: Problems): Promise<VerseMapRow[]> {
  const file = VERSE_MAP_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const root = parseXmlDocument(text, file, problems, "verseMap");
  if (root === undefined) return [];
  const rows: VerseMapRow[] = [];
  for (const book of childElements(root, "book")) {
    for (const v of childElements(book, "verse")) {
      const { wlc, kjv, type } = v.attrs;
      if (wlc === undefined || kjv === undefined || type === undefined) {
        const missing = [wlc === undefined ? "wlc" : "", kjv === undefined ? "kjv" : "", type === undefined ? "type" : ""].filter((s) => s !== "");
        problems.add(file, v.line, `<verse> has no ${missing.join(", ")} attribute`);
        continue;
      }
      const bad = [wlc, kjv].filter((r) => !isVerseId(r, true));
      if (bad.length > 0) {
        problems.add(file, v.line, `${bad.map((r) => `"${r}"`).join(" and ")} is not Book.Chapter.Verse[!part]`);
        continue;
      }
      if (type !== "full" && type !== "partial") {
        problems.add(file, v.line, `type "${type}" is neither full nor partial`);
        continue;
      }
      rows.push({ line: v.line, wlc, kjv, type });
    }
  }
  return rows;
}
