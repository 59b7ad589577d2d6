/**
 * References as people type them ("John 3:16", "jn 3 16-18", "1 Cor 13", "Gen 1:1–2:3; Ps 23") →
 * canonical OSIS passages in KJV versification. Pure; no `node:` imports (it runs at the edge too).
 *
 * The parsing is done by `bible-passage-reference-parser` (npm, MIT, English data, KJV
 * versification); every passage it returns is then checked against our canon table
 * (`src/core/osis.ts`), so a passage this module accepts always names verses that exist. Whatever
 * the parser could not read, or read but outside the 66-book canon, comes back as a problem value
 * with a permanent `code`: nothing in the input is dropped silently.
 */
import type { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import { CANON, bookByOsis, parseVerse, type CanonBook, type VerseRef } from "./osis.ts";
import { forgivenEdits } from "./edit-distance.ts";
import { foldName } from "./text.ts";

/** Longest input accepted, in characters. */
export const MAX_REFERENCE_LENGTH = 200;

/** Most passages one input may name. */
export const MAX_PASSAGES = 20;

/** One passage of a resolved reference. */
export interface ResolvedPassage {
  /** Canonical OSIS: a verse (`John.3.16`) or a range (`Gen.1.1-Gen.2.3`). */
  readonly osis: string;
  /** First verse (`Gen.1.1`). */
  readonly start: string;
  /** Last verse (`Gen.2.3`); the same as `start` for one verse. */
  readonly end: string;
  /** `verse`, `chapter` (exactly one whole chapter), `book` (a whole book) or `range` (anything else). */
  readonly kind: "verse" | "chapter" | "book" | "range";
  /** The chapter's OSIS id (`Gen.12`) when `kind` is `chapter`, else null. */
  readonly chapter: string | null;
  /** Number of verses in the passage. */
  readonly verses: number;
  /** The part of the input this passage was read from. */
  readonly text: string;
}

/** Why an input (or part of it) could not be resolved. */
export interface ReferenceProblem {
  /**
   * `empty`: nothing typed; `too-long`: over {@link MAX_REFERENCE_LENGTH} characters or more than
   * {@link MAX_PASSAGES} passages; `unrecognized`: text that names no passage (e.g. an unknown book,
   * "Hezekiah 3"); `not-in-canon`: a book outside the 66-book canon (Tobit, Sirach); `no-such-verse`:
   * a chapter or verse past the end of its book or chapter in KJV versification ("Rev 23:1",
   * "Ps 151", "Gen 50:27"); `reversed`: a range that ends before it starts ("John 3:18-16",
   * "Gen.2.3-Gen.1.1", `john-3-18-16`).
   */
  readonly code: "empty" | "too-long" | "unrecognized" | "not-in-canon" | "no-such-verse" | "reversed";
  /** The part of the input the problem is about. */
  readonly text: string;
  /** What is wrong, in one sentence a user can act on. */
  readonly message: string;
}

/**
 * The problems whose message itself says what to type instead (`empty`: an example reference;
 * `unrecognized`: book names to check, or a slug's numbers with an example), so that an answer made of
 * such problems needs no further advice.
 */
export const ADVISING_REFERENCE_PROBLEMS: ReadonlySet<ReferenceProblem["code"]> = new Set(["empty", "unrecognized"]);

/** The result of {@link resolveReference}: every passage, or every problem. */
export type ResolvedReference = { readonly ok: true; readonly passages: readonly ResolvedPassage[] } | { readonly ok: false; readonly problems: readonly ReferenceProblem[] };

/** Index of the first verse of each book in the canon (31,102 verses in all). */
const BOOK_OFFSETS: readonly number[] = (() => {
  const out: number[] = [];
  let n = 0;
  for (const b of CANON) {
    out.push(n);
    n += b.verses.reduce((a, v) => a + v, 0);
  }
  return out;
})();

/** The 0-based position of a verse in the whole canon (Gen.1.1 → 0, Rev.22.21 → 31,101). */
export function verseIndex(v: VerseRef): number {
  let n = BOOK_OFFSETS[v.bookIndex] ?? 0;
  for (let c = 1; c < v.chapter; c++) n += v.book.verses[c - 1] ?? 0;
  return n + v.verse - 1;
}

/** Every verse of a resolved passage, in order, as canonical OSIS references. */
export function passageVerses(passage: Pick<ResolvedPassage, "start" | "end">): string[] {
  const start = parseVerse(passage.start);
  const end = parseVerse(passage.end);
  if (start === undefined || end === undefined) return [];
  const out: string[] = [];
  let b = start.bookIndex;
  let c = start.chapter;
  let v = start.verse;
  for (;;) {
    const book = CANON[b];
    if (book === undefined) break;
    out.push(`${book.osis}.${c}.${v}`);
    if (b === end.bookIndex && c === end.chapter && v === end.verse) break;
    if (v < (book.verses[c - 1] ?? 0)) v++;
    else if (c < book.verses.length) {
      c++;
      v = 1;
    } else {
      b++;
      c = 1;
      v = 1;
    }
  }
  return out;
}

/**
 * Book names the parser's English data lacks but older references and Catholic Bibles use: the Song
 * of Songs as "Song of Sol." and "Canticles" ("Cant.", as Easton's dictionary cites it), Revelation
 * as "Apocalypse" ("Apoc."). A trailing full stop is left to the parser, which reads "Cant. 2:1".
 */
const TRADITIONAL_BOOK_NAMES: readonly (readonly [string, RegExp])[] = [
  ["Song", /Song\s*of\s*Sol|Canticle\s*of\s*Canticles|Canticles|Canticle|Cant/],
  ["Rev", /Apocalypse|Apoc/],
];

/**
 * "f" and "ff" after a verse, as commentaries write them: "John 3:16f" is the verse and the next one
 * (the parser's `next` pattern, which crosses into the next chapter but not the next book), "John
 * 3:16ff" the verses that follow to the end of the chapter. The parser's English data reads both as
 * "ff"; these are its own pattern with "f" and "ff" told apart.
 */
const FOLLOWING_VERSES = {
  ff: /^[\s*]*(?:ff\.?\s*(?![a-z0-9]))(?![\p{L}\p{N}])(?:\.(?!\s*\.))?/iu,
  next: /^[\s*]*(?:f\.?\s*(?![a-z0-9]))(?![\p{L}\p{N}])(?:\.(?!\s*\.))?/iu,
};

let parser: Promise<bcv_parser> | undefined;

/**
 * The configured parser, loaded the first time a reference is read rather than with this module:
 * the package is about 280 KB of code and its English data takes some 20 ms to set up, which
 * the server's start-up should not pay (the Node server warms it up once it listens).
 */
export function referenceParser(): Promise<bcv_parser> {
  parser ??= Promise.all([import("bible-passage-reference-parser/esm/bcv_parser.js"), import("bible-passage-reference-parser/esm/lang/en.js")]).then(([{ bcv_parser: Parser }, en]) => {
    const p = new Parser(en);
    p.set_options({
      versification_system: "kjv",
      osis_compaction_strategy: "bcv",
      sequence_combination_strategy: "separate",
      consecutive_combination_strategy: "separate",
      invalid_passage_strategy: "include",
      invalid_sequence_strategy: "include",
      book_alone_strategy: "full",
      book_sequence_strategy: "include",
      testaments: "ona",
      ps151_strategy: "b",
      grammar: { ...en.grammar_options, ...FOLLOWING_VERSES },
    });
    p.add_books({ books: TRADITIONAL_BOOK_NAMES.map(([osis, regexp]) => ({ osis: [osis], regexp })) });
    return p;
  });
  return parser;
}

/**
 * A point of a parsed entity. The parser leaves out `b` for a number with no book before it (the `0`
 * of `Gen[0`), and `v` for a chapter alone (`Es0`).
 */
interface Point {
  readonly b: string;
  readonly c: number;
  readonly v: number;
}
interface Entity {
  readonly start: Point;
  readonly end: Point;
  readonly valid: { readonly valid: boolean; readonly messages: Readonly<Record<string, unknown>> };
  readonly absolute_indices: readonly [number, number];
}

const SEPARATORS = /^[\s;,.:\-–—&+]*(?:(?:and|also|see|cf|KJV|WEB|ASV)\b[\s;,.:\-–—&+]*)*$/i;

/** What joins the two ends of a range: a dash of any kind, or a word ("to", "through"). */
const RANGE_MARK = /^(?:[-–—]|to|through|thru)$/i;

/**
 * Resolves a typed reference to canonical OSIS passages in KJV versification. Accepts OSIS itself
 * (`Gen.12.1-Gen.12.9`, any letter case), book names and common abbreviations, `:` or `.` or a space
 * between chapter and verse, any dash in ranges, ranges across chapters and books, several passages
 * separated by `;` or `,`, "f" (the verse and the next) and "ff" (to the end of the chapter), and a
 * URL slug ({@link readSlug}: `john-3-16`, `1-cor-13-4-7`). A whole chapter resolves to its verses
 * (`1 Cor 13` → `1Cor.13.1-1Cor.13.13`, kind `chapter`), a whole book likewise (kind `book`), named
 * alone or in a list (`Gen 1; Exodus`: the parser's `book_sequence_strategy` "include"). A range
 * that ends before it starts (`John 3:18-16`) is a `reversed` problem, never two passages.
 */
export async function resolveReference(input: string): Promise<ResolvedReference> {
  const text = input.normalize("NFC").trim();
  if (text === "") return fail({ code: "empty", text: "", message: "No reference was given; type one like John 3:16 or Gen 1:1-2:3." });
  if (text.length > MAX_REFERENCE_LENGTH) return fail({ code: "too-long", text: `${text.slice(0, 40)}…`, message: `A reference may be at most ${MAX_REFERENCE_LENGTH} characters long.` });
  const slug = readSlug(text);
  const bySlug = slug === undefined ? undefined : await resolveSlug(slug, text);
  return bySlug ?? resolveTyped(text);
}

/** {@link resolveReference} of a trimmed text that is no slug of a book: what the parser reads in it. */
async function resolveTyped(text: string): Promise<ResolvedReference> {
  const parsed = (await referenceParser()).parse(text).parsed_entities() as unknown as { entities: Entity[] }[];
  const read: { from: number; to: number; result: ResolvedPassage | ReferenceProblem }[] = [];
  for (const e of parsed.flatMap((p) => p.entities)) {
    const [from, to] = e.absolute_indices;
    const result = checkEntity(wholePsalter(e), text.slice(from, to).trim());
    const last = read.at(-1);
    // The parser reads a range that ends before it starts as two passages with the range mark between.
    if (last !== undefined && !("code" in last.result) && !("code" in result) && RANGE_MARK.test(text.slice(last.to, from).trim()) && endsBefore(result, last.result)) {
      const part = text.slice(last.from, to).trim();
      last.result = { code: "reversed", text: part, message: `The range ${part} ends before it starts; in reading order it is ${result.start}-${last.result.end}.` };
      last.to = to;
    } else read.push({ from, to, result });
  }
  const passages: ResolvedPassage[] = [];
  const problems: ReferenceProblem[] = [];
  for (const { result } of read) {
    if ("code" in result) problems.push(result);
    else passages.push(result);
  }
  for (const rest of uncovered(text, read.map(({ from, to }) => [from, to]))) {
    problems.push(unrecognized(rest));
  }
  if (problems.length === 0 && passages.length > MAX_PASSAGES) problems.push({ code: "too-long", text, message: `A reference may name at most ${MAX_PASSAGES} passages; this one names ${passages.length}.` });
  if (problems.length > 0) return { ok: false, problems: problems.sort((a, b) => text.indexOf(a.text) - text.indexOf(b.text)) };
  if (passages.length === 0) return fail({ code: "unrecognized", text, message: `"${text}" names no passage; type one like John 3:16 or Gen 1:1-2:3.` });
  return { ok: true, passages };
}

/** Whether passage `b` starts before passage `a` does: `a` then `b` read as a range would run backwards. */
function endsBefore(b: Pick<ResolvedPassage, "start">, a: Pick<ResolvedPassage, "start">): boolean {
  const s = parseVerse(b.start);
  const t = parseVerse(a.start);
  return s !== undefined && t !== undefined && verseIndex(s) < verseIndex(t);
}

/** Most numbers a slug may have after its book: chapter, verse, last chapter, last verse. */
export const MAX_SLUG_NUMBERS = 4;

/** A reference written as a URL slug, split into its book and its numbers ({@link readSlug}). */
export interface SlugReference {
  /** The words that name the book, joined by spaces (`1 cor`, `song of solomon`, `jn`). */
  readonly book: string;
  /** The numbers after the book, in order (a slug that names a passage has at most {@link MAX_SLUG_NUMBERS}). */
  readonly numbers: readonly number[];
}

/** A word of a slug's book: letters, after a number if any (`cor`, `1jn`, `2kgs`). */
const SLUG_WORD = /^[0-9]*\p{L}+$/u;

/**
 * Reads a URL slug: letters and digits joined only by hyphens or underscores (no space, colon or dot),
 * at least one of them; a separator at the end is ignored (`john-3-16-`). The book is the leading part:
 * its words, after a number if the book has one (`1-cor`, `song-of-solomon`, `1jn`); then come only
 * numbers. Undefined for any other text (`John 3:16`, `Gen.1.1`, `gen-1-exod-2`, `john3-16`), which
 * is read as typed. What the numbers mean is {@link resolveReference}'s: 0 the whole book, 1 the
 * chapter (the verse, in a book of one chapter), 2 chapter and verse (verse and last verse in a book
 * of one chapter when the first is past 1, which cannot be its chapter: `jude-24-25`), 3 chapter,
 * verse and last verse, 4 chapter, verse, last chapter and last verse.
 */
export function readSlug(text: string): SlugReference | undefined {
  if (!/^[\p{L}\p{N}]+(?:[-_]+[\p{L}\p{N}]+)*[-_]*$/u.test(text) || !/[-_]/.test(text)) return undefined;
  const parts = text.split(/[-_]+/).filter((p) => p !== "");
  let at = /^[0-9]+$/.test(parts[0] ?? "") && SLUG_WORD.test(parts[1] ?? "") ? 1 : 0;
  if (!SLUG_WORD.test(parts[at] ?? "")) return undefined;
  while (SLUG_WORD.test(parts[at] ?? "")) at++;
  const numbers = parts.slice(at);
  if (!numbers.every((n) => /^[0-9]+$/.test(n))) return undefined;
  return { book: parts.slice(0, at).join(" "), numbers: numbers.map(Number) };
}

/**
 * The passage a slug names, or undefined when its words name no book of the canon (`hezekiah-3`,
 * `gen-exod`: then the text is read as typed, and a word the parser does not know is a problem there).
 */
async function resolveSlug(slug: SlugReference, text: string): Promise<ResolvedReference | undefined> {
  const osis = await bookOfName(slug.book);
  const found = osis === undefined ? undefined : bookByOsis(osis);
  if (found === undefined) return undefined;
  const { book, index } = found;
  const n = slug.numbers;
  if (n.length > MAX_SLUG_NUMBERS) {
    return fail({ code: "unrecognized", text, message: `"${text}" has ${n.length} numbers after its book; a slug has at most ${MAX_SLUG_NUMBERS}: chapter, verse, last chapter, last verse (e.g. gen-1-1-2-3).` });
  }
  const chapters = book.verses.length;
  const [a = 0, b = 0, x = 0, y = 0] = n;
  // Chapter and verse of each end; an undefined verse is the chapter's first (start) or last (end).
  // In a book of one chapter a first number past 1 cannot be a chapter, so it is a verse: `jude-5`
  // is Jude 1:5 and `jude-24-25` Jude 1:24-25, while `jude-1-5` is chapter 1, verse 5 (as `john-3-16`).
  const [c, v, c2, v2]: readonly [number, number | undefined, number, number | undefined] =
    n.length === 0 ? [1, undefined, chapters, undefined]
    : n.length === 1 ? (chapters === 1 ? [1, a, 1, a] : [a, undefined, a, undefined])
    : n.length === 2 ? (chapters === 1 && a > 1 ? [1, a, 1, b] : [a, b, a, b])
    : n.length === 3 ? [a, b, a, x]
    : [a, b, x, y];
  const problem = pointProblem(book, c, v) ?? pointProblem(book, c2, v2);
  if (problem !== undefined) return fail({ code: "no-such-verse", text, message: problem });
  const start = { book, bookIndex: index, chapter: c, verse: v ?? 1 };
  const end = { book, bookIndex: index, chapter: c2, verse: v2 ?? book.verses[c2 - 1] ?? 1 };
  const result = passageBetween(start, end, text);
  return "code" in result ? fail(result) : { ok: true, passages: [result] };
}

/**
 * Why chapter `c` (and verse `v`, if given) is no place in `book` in KJV versification, the one
 * sentence of every such problem, slug or typed; undefined when it is one.
 */
function pointProblem(book: CanonBook, c: number, v?: number): string | undefined {
  if (c === 0 || v === 0) return `${book.osis} ${c}${v === undefined ? "" : `:${v}`}: chapters and verses are numbered from 1.`;
  const chapters = book.verses.length;
  const n = book.verses[c - 1];
  if (n === undefined) return `${book.name} has ${chapters} chapter${chapters === 1 ? "" : "s"} in KJV versification; there is no chapter ${c}.`;
  if (v !== undefined && v > n) return `${book.name} ${c} has ${n} verses in KJV versification; there is no verse ${v} (other versifications number some verses differently).`;
  return undefined;
}

/**
 * A book named as people type it (`Psalms`, `psalm`, `1 Cor`, `Song of Songs`, `jn`, `song-of-songs`) or by its OSIS
 * id in any letter case (`ps`, `1John`) → its OSIS id; undefined when the text names no single whole
 * book of the canon (`Tobit`, `John 3`, `Gen-Exod`).
 */
export async function resolveBook(name: string): Promise<string | undefined> {
  const slug = readSlug(name.trim());
  if (slug === undefined) return bookOfName(name);
  return slug.numbers.length === 0 ? bookOfName(slug.book) : undefined;
}

/** The OSIS id of the one whole book a text names, read as typed (not as a slug), or undefined. */
async function bookOfName(name: string): Promise<string | undefined> {
  const byId = bookByOsis(name.trim());
  if (byId !== undefined) return byId.book.osis;
  if (!/\p{L}/u.test(name)) return undefined;
  const r = await resolveTyped(name.normalize("NFC").trim());
  const only = r.ok && r.passages.length === 1 ? r.passages[0] : undefined;
  const book = only === undefined ? undefined : bookByOsis(only.start.split(".")[0] ?? "")?.book;
  if (only === undefined || book === undefined) return undefined;
  const lastChapter = book.verses.length;
  return only.start === `${book.osis}.1.1` && only.end === `${book.osis}.${lastChapter}.${book.verses[lastChapter - 1] ?? 0}` ? book.osis : undefined;
}

/** What {@link suggestBook} offers for a text that names no whole book. */
export interface BookSuggestion {
  /** The OSIS id of the book the text most likely means. */
  readonly osis: string;
  /** The passages the text names inside that book (`Gen.1.1-Gen.1.31`), or null when it was read as a misspelt name. */
  readonly passage: string | null;
}

/**
 * The book a text that names no whole book most likely means: the one book of the passages it names
 * (`Gen 1` → Gen, passage `Gen.1.1-Gen.1.31`), else the book whose name or OSIS id is spelt closest
 * to it within {@link forgivenEdits} (`Genisis` → Gen); undefined when neither (`Tobit`, `Gen 1; Ps 23`).
 */
export async function suggestBook(text: string): Promise<BookSuggestion | undefined> {
  const r = await resolveReference(text);
  if (r.ok) {
    const books = new Set(r.passages.flatMap((p) => [p.start, p.end].map((v) => v.slice(0, v.indexOf(".")))));
    const [only] = books;
    return books.size === 1 && only !== undefined ? { osis: only, passage: r.passages.map((p) => p.osis).join(",") } : undefined;
  }
  const typed = foldName(text).replace(/ /g, "");
  let best: { osis: string; edits: number } | undefined;
  for (const book of CANON) {
    for (const name of [book.name, book.osis]) {
      const edits = forgivenEdits(typed, foldName(name).replace(/ /g, ""));
      if (edits !== undefined && (best === undefined || edits < best.edits)) best = { osis: book.osis, edits };
    }
  }
  return best === undefined ? undefined : { osis: best.osis, passage: null };
}

function fail(problem: ReferenceProblem): ResolvedReference {
  return { ok: false, problems: [problem] };
}

/** The parts of the input outside every parsed span that hold more than separators and translation names. */
function uncovered(text: string, spans: readonly (readonly [number, number])[]): string[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: string[] = [];
  let at = 0;
  for (const [from, to] of [...sorted, [text.length, text.length] as const]) {
    if (from > at) {
      const gap = text.slice(at, from).trim();
      if (!SEPARATORS.test(gap)) out.push(gap.replace(/^[\s;,.\-–—]+|[\s;,.\-–—]+$/g, ""));
    }
    at = Math.max(at, to);
  }
  return out;
}

/**
 * The parser reads the book name alone (`Psalms`, `Ps`) as Psalms 1:1 to 151:7, since its KJV data
 * counts Psalm 151 for the Apocrypha; the canon's Psalter ends at 150:6. A range the user typed to
 * chapter 151 (its points carry a `type`) is left as it is, and fails as past the end.
 */
function wholePsalter(e: Entity): Entity {
  const { start, end } = e;
  const psalms = bookByOsis("Ps")?.book;
  if (psalms === undefined || start.b !== "Ps" || end.b !== "Ps" || start.c !== 1 || start.v !== 1 || end.c <= psalms.verses.length || "type" in start || "type" in end) return e;
  const last = psalms.verses.length;
  return { ...e, end: { b: "Ps", c: last, v: psalms.verses[last - 1] ?? 1 } };
}

/** The problem of a part of the input that names no passage. */
function unrecognized(text: string): ReferenceProblem {
  return { code: "unrecognized", text, message: `"${text}" names no passage of the 66-book canon; check the book name (e.g. Gen, Exodus, 1 Cor, Song of Solomon).` };
}

function checkEntity(e: Entity, part: string): ResolvedPassage | ReferenceProblem {
  if (typeof e.start.b !== "string" || typeof e.end.b !== "string") return unrecognized(part);
  const book = bookByOsis(e.start.b);
  const endBook = bookByOsis(e.end.b);
  if (book === undefined || endBook === undefined || book.book.osis !== e.start.b || endBook.book.osis !== e.end.b) {
    const which = book === undefined || book.book.osis !== e.start.b ? e.start.b : e.end.b;
    return { code: "not-in-canon", text: part, message: `${which} is not a book of the 66-book canon this API serves.` };
  }
  const m = e.valid.messages;
  if (!e.valid.valid || "end_verse_not_exist" in m || "end_chapter_not_exist" in m) return { code: "no-such-verse", text: part, message: noSuchVerse(e) };
  const start = parseVerse(`${e.start.b}.${e.start.c}.${e.start.v}`);
  const end = parseVerse(`${e.end.b}.${e.end.c}.${e.end.v}`);
  if (start === undefined || end === undefined) return { code: "no-such-verse", text: part, message: noSuchVerse(e) };
  return passageBetween(start, end, part);
}

/** The passage from `start` to `end` (verses of the canon), read from `part`; a `reversed` problem when it ends before it starts. */
function passageBetween(start: VerseRef, end: VerseRef, part: string): ResolvedPassage | ReferenceProblem {
  const first = verseIndex(start);
  const last = verseIndex(end);
  const s = `${start.book.osis}.${start.chapter}.${start.verse}`;
  const t = `${end.book.osis}.${end.chapter}.${end.verse}`;
  if (last < first) return { code: "reversed", text: part, message: `The range ${part} ends before it starts; in reading order it is ${t}-${s}.` };
  const wholeChapter = start.bookIndex === end.bookIndex && start.chapter === end.chapter && start.verse === 1 && end.verse === start.book.verses[start.chapter - 1];
  const wholeBook = start.bookIndex === end.bookIndex && start.chapter === 1 && start.verse === 1 && end.chapter === start.book.verses.length && end.verse === start.book.verses[end.chapter - 1];
  const kind = first === last ? "verse" : wholeBook && start.book.verses.length > 1 ? "book" : wholeChapter ? "chapter" : "range";
  return { osis: first === last ? s : `${s}-${t}`, start: s, end: t, kind, chapter: kind === "chapter" ? `${start.book.osis}.${start.chapter}` : null, verses: last - first + 1, text: part };
}

function noSuchVerse(e: Entity): string {
  const book = (b: string) => bookByOsis(b)?.book;
  const name = (b: string) => book(b)?.name ?? b;
  const chapters = (b: string) => book(b)?.verses.length ?? 0;
  const m = e.valid.messages;
  if (Object.keys(m).some((k) => k.endsWith("_is_zero"))) return `${e.start.b} ${e.start.c}${e.start.v === undefined ? "" : `:${e.start.v}`}: chapters and verses are numbered from 1.`;
  if ("end_chapter_not_exist" in m) return `${name(e.end.b)} has ${chapters(e.end.b)} chapters in KJV versification; the range ends past them.`;
  if ("end_verse_not_exist" in m) return `${name(e.end.b)} ${e.end.c} has ${book(e.end.b)?.verses[e.end.c - 1] ?? 0} verses in KJV versification; the range ends past them.`;
  for (const p of [e.start, e.end]) {
    const b = book(p.b);
    const problem = b === undefined ? undefined : pointProblem(b, p.c, p.v);
    if (problem !== undefined) return problem;
  }
  return `${name(e.start.b)} ${e.start.c}:${e.start.v} to ${name(e.end.b)} ${e.end.c}:${e.end.v} is not a passage of KJV versification (${Object.keys(m).join(", ")}).`;
}
