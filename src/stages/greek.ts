/**
 * The Greek stage: Strong's Greek entries, SBLGNT words (MorphGNT) with Strong's numbers joined through
 * the MorphGNT lexemes, and Abbott-Smith lexicon entries enriched with Dodson glosses and
 * Goodrick-Kohlenberger numbers, from the raw rows of `src/sources/greek`. Pure: no I/O, no clocks.
 *
 * Links to other tables (a word's Strong's number, an entry's `see` numbers) are checked when the
 * dataset is assembled, against both halves of Strong's.
 */
import { bookByOsis, parseVerse, sortVerses, verseOrdinal, type VerseRef } from "../core/osis.ts";
import { slugify } from "../core/slug.ts";
import { baseStrongs, normalizeStrongs } from "../core/strongs.ts";
import { decodeGreekMorph, morphParser } from "../study/morphology.ts";
import { withCounts, type StrongsWithoutCounts } from "./strongs-counts.ts";
import { strongsAliases } from "./strongs-aliases.ts";
import { recordUuid } from "../core/uuid.ts";
import type { AbbottSmithEntryRow, AbbottSmithRef } from "../sources/greek/abbott-smith.ts";
import type { DodsonCsvRow, DodsonEntryRow } from "../sources/greek/dodson.ts";
import type { GreekRaw } from "../sources/greek/index.ts";
import type { GreekStrongsCorrectionRow } from "../sources/corrections/greek-strongs.ts";
import { GREEK_STRONGS_CORRECTIONS_FILE } from "../sources/corrections/greek-strongs.ts";
import { greekLemmasAgree } from "../core/greek-lemma.ts";
import type { LexemeRow } from "../sources/greek/lexemes.ts";
import type { MorphgntWordRow } from "../sources/greek/morphgnt.ts";
import type { StrongsGreekRow } from "../sources/greek/strongs-greek.ts";
import type { GreekLexiconEntry } from "../types/greek_lexicon_entry.ts";
import type { GreekWord } from "../types/greek_word.ts";
import type { StrongsEntry } from "../types/strongs.ts";
import { transliterateGreek } from "../core/greek-translit.ts";
import type { BuildReport } from "./report.ts";
import { reportVerseGaps } from "./verse-gaps.ts";

/** The records of the Greek domain. */
export interface GreekTables {
  /** Strong's Greek entries (placeholders left out), by number. */
  strongs: StrongsEntry[];
  /** SBLGNT words, by canonical verse and position. */
  greek_word: GreekWord[];
  /** Abbott-Smith entries, in lexicon order. */
  greek_lexicon_entry: GreekLexiconEntry[];
  /** Keys that resolve in URLs besides the slug: Strong's number (`G26`) → slug of its entry. */
  aliases: { greek_lexicon_entry: Record<string, string> };
}

/**
 * Builds the Greek tables. Links that point nowhere and records left out are recorded in `report`;
 * `corrections` is the reviewed table of Strong's numbers (`sources/corrections/greek-strongs.csv`).
 */
export function buildGreek(raw: GreekRaw, report: BuildReport, corrections: readonly GreekStrongsCorrectionRow[] = []): GreekTables {
  const { entries, aliases } = buildLexicon(raw.abbottSmith, raw.dodson, raw.dodsonCsv, report);
  const greek_word = buildWords(raw, corrections, report);
  return {
    strongs: withCounts(buildStrongs(raw.strongs, report), greek_word),
    greek_word,
    greek_lexicon_entry: entries,
    aliases: { greek_lexicon_entry: aliases },
  };
}

// ---------------------------------------------------------------------------------------------------
// Strong's

/** Strips separators (`;`, `:`, `,`) that Strong's puts between the parts of an entry. */
function stripSeparators(s: string | null): string | null {
  if (s === null) return null;
  const t = s.replace(/[\s;:,]+$/u, "").trim();
  return t === "" ? null : t;
}

/** Joins sentence parts, ending each but the last with a full stop when it has no closing punctuation. */
function joinSentences(parts: readonly (string | null)[]): string {
  const present = parts.filter((p): p is string => p !== null && p !== "");
  return present.map((p, i) => (i < present.length - 1 && !/[.!?]$/u.test(p) ? `${p}.` : p)).join(" ");
}

/**
 * Splits a `kjv_def` text into the KJV renderings and any definition text written before them:
 * `:--Aaron.` → renderings `Aaron.`; `:--also an Israelite:--Jacob.` and `--to pour upon:--pour in.`
 * carry definition text before the last `:--`.
 */
export function splitKjvDef(kjv: string | null): { usage: string | null; definition: string | null } {
  if (kjv === null) return { usage: null, definition: null };
  const text = kjv.replace(/^:?--/u, "").trim();
  const at = text.lastIndexOf(":--");
  const usage = (at < 0 ? text : text.slice(at + 3)).trim();
  const definition = at < 0 ? null : stripSeparators(text.slice(0, at));
  return { usage: usage === "" ? null : usage, definition };
}

function buildStrongs(rows: readonly StrongsGreekRow[], report: BuildReport): StrongsWithoutCounts[] {
  const out: StrongsWithoutCounts[] = [];
  for (const row of rows) {
    if (row.notUsed || row.lemma === null) {
      report.skipped("strongs", "placeholder 'Not Used' entry in Strong's Greek", row.number);
      continue;
    }
    const kjv = splitKjvDef(row.kjv);
    const derivation = stripSeparators(row.derivation);
    const own = [stripSeparators(row.definition), kjv.definition].filter((p): p is string => p !== null).join("; ");
    const definition = joinSentences([own === "" ? derivation : own, row.trailing]);
    out.push({
      number: row.number,
      uuid: recordUuid("strongs", row.number),
      language: "greek",
      lemma: row.lemma,
      transliteration: row.transliteration,
      pronunciation: row.pronunciation,
      definition,
      kjv_usage: kjv.usage,
      derivation,
      part_of_speech: null,
      see: row.links.filter((n) => n !== row.number),
    });
  }
  return out.sort((a, b) => Number(a.number.slice(1)) - Number(b.number.slice(1)));
}

// ---------------------------------------------------------------------------------------------------
// Words

/** SBLGNT's signs pointing into its critical apparatus (U+2E00–U+2E05: ⸀ ⸁ ⸂ ⸃ ⸄ ⸅); not part of the word. */
const APPARATUS_SIGNS = /[\u2E00-\u2E05]/gu;

/** Splits a printed SBLGNT word into the text without apparatus signs and the signs (null when none). */
export function splitApparatus(printed: string): { text: string; signs: string | null } {
  const signs = printed.match(APPARATUS_SIGNS);
  return signs === null ? { text: printed, signs: null } : { text: printed.replace(APPARATUS_SIGNS, ""), signs: signs.join("") };
}

/** The lexeme of a MorphGNT word: by its lemma, else by `lemma/POS` (lexemes.yaml keys homographs `μήν/N`, `μήν/X`). */
function lexemeOf(byLemma: ReadonlyMap<string, LexemeRow>, row: MorphgntWordRow): LexemeRow | undefined {
  return byLemma.get(row.lemma) ?? byLemma.get(`${row.lemma}/${row.partOfSpeech.replace(/-$/u, "")}`);
}

/** What the words of one lemma say about its Strong's number, for the lemma-agreement check. */
interface LemmaUse {
  words: number;
  number: string | null;
  reviewed: boolean;
}

function buildWords(raw: GreekRaw, corrections: readonly GreekStrongsCorrectionRow[], report: BuildReport): GreekWord[] {
  const rows = raw.words;
  const parse = morphParser(decodeGreekMorph);
  const lexemes = raw.lexemes;
  const byLemma = new Map<string, LexemeRow>();
  for (const lx of lexemes) if (!byLemma.has(lx.lemma)) byLemma.set(lx.lemma, lx);
  const table = new Map(corrections.map((c) => [c.lemma, c]));
  const applied = new Set<string>();
  const several = lexemes.filter((lx) => lx.strongs.length > 1);
  if (several.length > 0) {
    const list = several.map((lx) => `${lx.lemma} [${lx.strongs.join(", ")}]`).join(", ");
    report.note(`greek_word: lexemes.yaml gives several Strong's numbers for ${several.length} lemma(s) (${list}); the first is used`);
  }
  const positions = new Map<string, number>();
  const ordinals = new Map<string, number>();
  const missingLemma = { words: 0, lemmas: new Set<string>() };
  const noNumber = { words: 0, lemmas: new Set<string>() };
  const remapped = new Map<string, number>();
  const uses = new Map<string, LemmaUse>();
  let apparatus = 0;
  const keyed: { word: GreekWord; ordinal: number }[] = [];
  for (const row of rows) {
    const position = (positions.get(row.osisRef) ?? 0) + 1;
    positions.set(row.osisRef, position);
    let ordinal = ordinals.get(row.osisRef);
    if (ordinal === undefined) {
      const v = parseVerse(row.osisRef);
      ordinal = v === undefined ? Number.MAX_SAFE_INTEGER : verseOrdinal(v);
      ordinals.set(row.osisRef, ordinal);
    }
    if (row.sblgntRef !== null) {
      const k = `${row.sblgntRef} → ${row.osisRef}`;
      remapped.set(k, (remapped.get(k) ?? 0) + 1);
    }
    const wordId = `${row.osisRef}.${position}`;
    const lexeme = lexemeOf(byLemma, row);
    const first = lexeme?.strongs[0];
    const upstream = first === undefined ? null : (normalizeStrongs(first, "greek") ?? null);
    const fix = table.get(row.lemma);
    let strongsNumber = upstream;
    if (fix !== undefined && fix.upstream === upstream) {
      applied.add(fix.lemma);
      strongsNumber = fix.corrected;
      if (fix.corrected !== upstream) {
        const why = upstream === null ? "no number in lexemes.yaml" : "wrong number in lexemes.yaml";
        report.corrected("greek_word", "strongsNumber", `${why}; reviewed row of ${GREEK_STRONGS_CORRECTIONS_FILE}`, `${upstream ?? "null"} (${row.lemma})`, fix.corrected);
      }
    } else if (fix !== undefined) {
      report.anomaly(
        "stale-correction",
        "greek_word",
        `${GREEK_STRONGS_CORRECTIONS_FILE}:${fix.line}`,
        `${row.lemma}: the row expects upstream ${fix.upstream ?? "null"}, lexemes.yaml now gives ${upstream ?? "null"}; not applied`,
        "A correction row whose upstream value no longer matches the upstream file (review the row).",
      );
    }
    if (strongsNumber === null) {
      if (lexeme === undefined) {
        missingLemma.words++;
        missingLemma.lemmas.add(row.lemma);
        report.unresolved("greek_word", "strongsNumber", wordId, `${row.lemma} (lemma not in lexemes.yaml)`);
      } else {
        noNumber.words++;
        noNumber.lemmas.add(row.lemma);
        report.unresolved("greek_word", "strongsNumber", wordId, `${row.lemma} (no strongs in lexemes.yaml)`);
      }
    }
    const use = uses.get(row.lemma);
    if (use === undefined) uses.set(row.lemma, { words: 1, number: strongsNumber, reviewed: fix !== undefined && applied.has(fix.lemma) });
    else use.words++;
    const { text, signs } = splitApparatus(row.text);
    if (signs !== null) apparatus++;
    keyed.push({
      ordinal,
      word: {
        wordId,
        osisRef: row.osisRef,
        position,
        text,
        apparatus: signs,
        word: row.word,
        normalized: row.normalized,
        lemma: row.lemma,
        strongsNumber,
        upstreamStrongsNumber: upstream,
        morph: `${row.partOfSpeech} ${row.parsing}`,
        partOfSpeech: row.partOfSpeech,
        parsing: row.parsing,
        parse: parse(`${row.partOfSpeech} ${row.parsing}`),
      },
    });
  }
  if (missingLemma.words + noNumber.words > 0) {
    report.note(
      `greek_word: ${missingLemma.words + noNumber.words} of ${rows.length} words have no Strong's number: ` +
        `${missingLemma.words} words of ${missingLemma.lemmas.size} lemma(s) not in lexemes.yaml, ` +
        `${noNumber.words} words of ${noNumber.lemmas.size} lemma(s) without strongs there`,
    );
  }
  if (apparatus > 0) report.note(`greek_word: ${apparatus} word(s) carry SBLGNT apparatus signs (⸀ ⸁ ⸂ ⸃ ⸄ ⸅); text has them removed, apparatus keeps them`);
  const kept = corrections.filter((c) => applied.has(c.lemma) && c.corrected === c.upstream);
  if (kept.length > 0) report.note(`greek_word: ${kept.length} lemma(s) whose Strong's headword is another form of the word, reviewed and kept: ${kept.map((c) => `${c.lemma} ${c.corrected} (${c.reason})`).join("; ")}`);
  const unused = corrections.filter((c) => !applied.has(c.lemma) && !uses.has(c.lemma));
  if (unused.length > 0) report.note(`greek_word: ${unused.length} row(s) of ${GREEK_STRONGS_CORRECTIONS_FILE} name a lemma no word of this build has (e.g. ${unused.slice(0, 3).map((c) => c.lemma).join(", ")})`);
  checkLemmaAgreement(uses, raw.strongs, raw.dodson, report);
  for (const [k, n] of remapped) report.note(`greek_word: ${n} word(s) of SBLGNT ${k} (KJV versification)`);
  keyed.sort((a, b) => a.ordinal - b.ordinal || a.word.position - b.word.position);
  if (keyed.length > 0) reportVerseGaps("greek_word", "NT", new Set(keyed.map((k) => k.word.osisRef)), report);
  return keyed.map((k) => k.word);
}

/**
 * Checks every lemma's Strong's number against the entry it points to: the MorphGNT lemma must agree
 * ({@link greekLemmasAgree}) with Strong's headword or one of Dodson's for that number. A lemma whose
 * number was reviewed in the correction table is not checked again; every other disagreement is an
 * anomaly, listed with its word count.
 */
function checkLemmaAgreement(uses: ReadonlyMap<string, LemmaUse>, strongs: readonly StrongsGreekRow[], dodson: readonly DodsonEntryRow[], report: BuildReport): void {
  const headwords = new Map<string, string[]>();
  const add = (n: string, lemma: string | null): void => {
    if (lemma === null) return;
    const list = headwords.get(n);
    if (list === undefined) headwords.set(n, [lemma]);
    else list.push(lemma);
  };
  for (const s of strongs) if (!s.notUsed) add(s.number, s.lemma);
  for (const d of dodson) add(d.number, d.lemma);
  let checked = 0;
  for (const [lemma, use] of [...uses].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (use.number === null || use.reviewed) continue;
    const known = headwords.get(baseStrongs(use.number));
    if (known === undefined) continue;
    checked++;
    if (known.some((h) => greekLemmasAgree(lemma, h))) continue;
    report.anomaly(
      "strongs-lemma-disagrees",
      "greek_word",
      lemma,
      `${use.number} is ${[...new Set(known)].join(" / ")} in Strong's and Dodson (${use.words} word(s))`,
      "A word's Strong's number points to an entry whose headword is another word; not in the reviewed correction table.",
    );
  }
  report.note(`greek_word: Strong's numbers of ${checked} lemma(s) checked against the Strong's and Dodson headwords of their entries`);
}

// ---------------------------------------------------------------------------------------------------
// Lexicon

/** Upstream spellings of New Testament book ids in Abbott-Smith `osisRef`s, and the OSIS id meant. */
const BOOK_FIXES: Readonly<Record<string, string>> = { Mat: "Matt", Mar: "Mark", Act: "Acts", Jam: "Jas", Phi: "Phil", "2Ti": "2Tim", Emph: "Eph" };

/** One end of a reference, repaired where the damage is unambiguous; `repaired` tells whether it was. */
function repairRef(ref: string): { ref: string; repaired: boolean } {
  let r = ref;
  const zero = /^0([a-z]+)(\..*)$/u.exec(r);
  if (zero !== null && bookByOsis(`G${zero[1] ?? ""}`) !== undefined) r = `G${zero[1] ?? ""}${zero[2] ?? ""}`;
  const glued = /^([1-3]?[A-Za-z]+)(\d+)\.(\d+)$/u.exec(r);
  if (glued !== null && bookByOsis(glued[1] ?? "") !== undefined) r = `${glued[1] ?? ""}.${glued[2] ?? ""}.${glued[3] ?? ""}`;
  const book = /^([^.]+)(\..*)$/u.exec(r);
  const fixed = book === null ? undefined : BOOK_FIXES[book[1] ?? ""];
  if (book !== null && fixed !== undefined) r = `${fixed}${book[2] ?? ""}`;
  return { ref: r, repaired: r !== ref };
}

/** Why a reference gives no verse, for the report's summary. */
type RefFailure = "book not in the KJV canon (deuterocanonical or LXX)" | "chapter without verse" | "verse outside the KJV canon" | "not a reference";

/** The verses a reference names (a range expanded), or why it names none. */
export function resolveAbbottSmithRef(osisRef: string): { verses: string[]; repaired: boolean } | { failure: RefFailure } {
  const parts = osisRef.split("-");
  if (parts.length > 2) return { failure: "not a reference" };
  const repaired = parts.map(repairRef);
  const refs = repaired.map((p) => parseVerse(p.ref));
  const [start, end] = refs;
  if (start !== undefined && refs.every((v): v is VerseRef => v !== undefined)) {
    const stop = end ?? start;
    const verses = stop.bookIndex === start.bookIndex && verseOrdinal(stop) >= verseOrdinal(start) ? expand(start, stop) : undefined;
    if (verses !== undefined) return { verses, repaired: repaired.some((p) => p.repaired) };
    return { failure: "not a reference" };
  }
  const bad = repaired.find((_, i) => refs[i] === undefined)?.ref ?? osisRef;
  const m = /^(?:[A-Za-z]+:)?(\d?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/u.exec(bad);
  if (m === null) return { failure: "not a reference" };
  if (bad.includes(":") || bookByOsis(m[1] ?? "") === undefined) return { failure: "book not in the KJV canon (deuterocanonical or LXX)" };
  return { failure: m[3] === undefined ? "chapter without verse" : "verse outside the KJV canon" };
}

/** Every verse from `start` to `stop` (same book), in order. */
function expand(start: VerseRef, stop: VerseRef): string[] {
  const out: string[] = [];
  const book = start.book;
  for (let c = start.chapter; c <= stop.chapter; c++) {
    const first = c === start.chapter ? start.verse : 1;
    const last = c === stop.chapter ? stop.verse : (book.verses[c - 1] ?? 0);
    for (let v = first; v <= last; v++) out.push(`${book.osis}.${c}.${v}`);
  }
  return out;
}

interface DodsonInfo {
  readonly gloss: string | null;
  readonly definition: string | null;
  readonly gk: readonly number[];
}

/** Dodson by Strong's number: the XML entry (the one whose brief definition matches the CSV row when two share a number) and the CSV row's GK numbers. */
function dodsonByNumber(xml: readonly DodsonEntryRow[], csv: readonly DodsonCsvRow[], report: BuildReport): Map<string, DodsonInfo> {
  const csvBy = new Map<string, DodsonCsvRow>();
  for (const row of csv) if (!csvBy.has(row.number)) csvBy.set(row.number, row);
  const xmlBy = new Map<string, DodsonEntryRow[]>();
  for (const row of xml) {
    const list = xmlBy.get(row.number);
    if (list === undefined) xmlBy.set(row.number, [row]);
    else list.push(row);
  }
  const out = new Map<string, DodsonInfo>();
  const shared: string[] = [];
  for (const number of [...new Set([...xmlBy.keys(), ...csvBy.keys()])]) {
    const c = csvBy.get(number);
    const candidates = xmlBy.get(number) ?? [];
    if (candidates.length > 1) shared.push(`${number} (${candidates.map((x) => x.lemma).join(", ")})`);
    const x = candidates.find((e) => c !== undefined && e.brief === c.brief) ?? candidates[0];
    out.set(number, {
      gloss: x?.brief ?? (c === undefined || c.brief === "" ? null : c.brief),
      definition: x?.full ?? (c === undefined || c.full === "" ? null : c.full),
      gk: c?.gk ?? [],
    });
  }
  if (shared.length > 0) {
    report.note(`greek_lexicon_entry: dodson.xml has several entries for ${shared.join("; ")}; the one whose brief definition matches dodson.csv is used`);
  }
  return out;
}

function buildLexicon(
  rows: readonly AbbottSmithEntryRow[],
  dodsonXml: readonly DodsonEntryRow[],
  dodsonCsv: readonly DodsonCsvRow[],
  report: BuildReport,
): { entries: GreekLexiconEntry[]; aliases: Record<string, string> } {
  const dodson = dodsonByNumber(dodsonXml, dodsonCsv, report);
  const slugs = assignLexiconSlugs(rows);
  const ordinals = new Map<string, number>();
  const failures = new Map<RefFailure, number>();
  let repaired = 0;
  let enriched = 0;
  const used = new Set<string>();
  const entries: GreekLexiconEntry[] = rows.map((row, i) => {
    const ordinal = (ordinals.get(row.n) ?? 0) + 1;
    ordinals.set(row.n, ordinal);
    const slug = slugs[i] ?? "";
    const numbers = row.key.kind === "strongs" ? [...row.key.numbers] : [];
    const first = numbers[0];
    const d = first === undefined ? undefined : dodson.get(first);
    if (d !== undefined && first !== undefined) {
      enriched++;
      used.add(first);
    }
    const verses = new Set<string>();
    for (const ref of row.refs) {
      const r = resolveAbbottSmithRef(ref.osisRef);
      if ("failure" in r) {
        failures.set(r.failure, (failures.get(r.failure) ?? 0) + 1);
        report.unresolved("greek_lexicon_entry", "verses", slug, refLabel(ref));
        continue;
      }
      if (r.repaired) repaired++;
      for (const v of r.verses) verses.add(v);
    }
    return {
      slug,
      uuid: recordUuid("greek_lexicon_entry", ordinal === 1 ? row.n : `${row.n}#${ordinal}`),
      strongs_numbers: numbers,
      headword: row.headword,
      transliteration: transliterateGreek(row.headword),
      grammar: row.grammar,
      etymology: row.etymology,
      definition: row.text,
      senses: row.senses.map((s) => ({ n: s.n, depth: s.depth, text: s.text === "" ? null : s.text })),
      verses: sortVerses(verses),
      gloss: d?.gloss ?? null,
      dodson_definition: d?.definition ?? null,
      gk_numbers: d === undefined ? [] : [...d.gk],
    };
  });
  report.note(`greek_lexicon_entry: ${enriched} of ${entries.length} Abbott-Smith entries enriched from Dodson by their first Strong's number; ${[...dodson.keys()].filter((n) => !used.has(n)).length} Dodson numbers match no entry`);
  if (repaired > 0) report.note(`greek_lexicon_entry.verses: ${repaired} Abbott-Smith references repaired (0en/0al for Gen/Gal, book and chapter run together, ${Object.keys(BOOK_FIXES).join("/")} for OSIS ids)`);
  if (failures.size > 0) {
    const parts = [...failures].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, n]) => `${n} ${k}`);
    report.note(`greek_lexicon_entry.verses: references giving no KJV verse: ${parts.join(", ")}`);
  }
  return { entries, aliases: strongsAliases(entries) };
}

function refLabel(ref: AbbottSmithRef): string {
  return `${ref.osisRef} (line ${ref.line})`;
}

/**
 * Slugs of the entries, in row order: `g<number>` (with its letter, `g40a`) for entries keyed by
 * Strong's numbers, else the transliterated headword; a taken slug gets `-2`, `-3` …. Entries with one
 * number claim first, then those with several, then the rest, each group in lexicon order.
 */
function assignLexiconSlugs(rows: readonly AbbottSmithEntryRow[]): string[] {
  const base = rows.map((row) => {
    if (row.key.kind === "strongs") return { slug: (row.key.numbers[0] ?? "").toLowerCase(), group: row.key.numbers.length === 1 ? 0 : 1 };
    return { slug: slugify(transliterateGreek(row.headword)) || "entry", group: 2 };
  });
  const order = base.map((b, i) => ({ ...b, i })).sort((a, b) => a.group - b.group || a.i - b.i);
  const taken = new Set<string>();
  const out: string[] = new Array<string>(rows.length).fill("");
  for (const { slug, i } of order) {
    let s = slug;
    for (let n = 2; taken.has(s); n++) s = `${slug}-${n}`;
    taken.add(s);
    out[i] = s;
  }
  return out;
}
