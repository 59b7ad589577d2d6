/**
 * The Hebrew stage: Strong's Hebrew entries, Brown-Driver-Briggs lexicon entries and OSHB words,
 * from the raw rows of `src/sources/hebrew`. Pure: no I/O, no clocks.
 *
 * Versification: the OSHB and BDB number verses as the Hebrew Bible does (WLC); every verse the API
 * exposes is KJV. `wlc/VerseMap.xml` lists the verses whose numbers differ; a verse it does not list
 * has the same number in both. Where it maps only part of a WLC verse (`1Kgs.18.34!a` →
 * `1Kgs.18.33!b`), the OSHB text marks where each KJV verse starts (`<note>KJV:1Kgs.18.34</note>`) and
 * the words are divided there; a split verse without such a marker goes whole to one KJV verse (the
 * first candidate that would otherwise receive no WLC verse at all, else the first), noted in the report.
 */
import { assignSlugs } from "../core/slug.ts";
import { bookByOsis, parseVerse, sortVerses, verseOrdinal } from "../core/osis.ts";
import { baseStrongs, normalizeStrongs } from "../core/strongs.ts";
import { decodeHebrewMorph, morphParser } from "../study/morphology.ts";
import { withCounts, type StrongsWithoutCounts } from "./strongs-counts.ts";
import { strongsAliases } from "./strongs-aliases.ts";
import { hebrewLemmasAgree } from "../core/hebrew-lemma.ts";
import { recordUuid } from "../core/uuid.ts";
import type { BdbEntryRow, HebrewRaw, MorphhbVerse, MorphhbWord, VerseMapRow } from "../sources/hebrew/index.ts";
import type { HebrewWord } from "../types/hebrew_word.ts";
import type { LexiconEntry } from "../types/lexicon_entry.ts";
import type { StrongsEntry } from "../types/strongs.ts";
import type { BuildReport } from "./report.ts";
import { reportVerseGaps } from "./verse-gaps.ts";

/** The records of the Hebrew domain. */
export interface HebrewTables {
  /** Strong's Hebrew entries, by number. */
  strongs: StrongsEntry[];
  /** BDB entries, by id. */
  lexicon_entry: LexiconEntry[];
  /** OSHB words, by KJV verse and position. */
  hebrew_word: HebrewWord[];
  /** Upstream ids that resolve in URLs besides the slug: BDB id → slug (only where they differ). */
  aliases: { lexicon_entry: Record<string, string>; strongs: Record<string, string> };
}

/** Builds the Hebrew tables. Links that point nowhere and records left out are recorded in `report`. */
export function buildHebrew(raw: HebrewRaw, report: BuildReport): HebrewTables {
  const entries0 = buildStrongs(raw, report);
  const known = new Set(entries0.map((s) => s.number));
  const versification = buildVersification(raw.verseMap, raw.verses, report);
  const { entries, aliases } = buildLexicon(raw, known, versification, report);
  const hebrew_word = buildWords(raw.verses, known, versification, report);
  const strongs = withCounts(entries0, hebrew_word);
  checkLemmaAgreement(raw, strongs, report);
  return {
    strongs,
    lexicon_entry: entries,
    hebrew_word,
    aliases: { lexicon_entry: aliases, strongs: augmentedAliases([...hebrew_word.map((w) => w.strongsNumber), ...entries.flatMap((e) => e.strongs_numbers)], known, report) },
  };
}

/**
 * Checks every lexical-index headword against the Strong's entry its number points to (consonants
 * compared, {@link hebrewLemmasAgree}); each disagreement is an anomaly, listed, not corrected.
 */
function checkLemmaAgreement(raw: HebrewRaw, strongs: readonly StrongsEntry[], report: BuildReport): void {
  const lemmas = new Map(strongs.map((s) => [s.number, s.lemma]));
  let checked = 0;
  for (const li of raw.lexicalIndex) {
    const lemma = li.strong === null ? undefined : lemmas.get(li.strong);
    if (li.word === null || li.strong === null || lemma === undefined) continue;
    checked++;
    if (hebrewLemmasAgree(li.word, lemma)) continue;
    report.anomaly(
      "strongs-lemma-disagrees",
      "lexicon_entry",
      `LexicalIndex ${li.id}`,
      `${li.word} (${li.def ?? "no gloss"}) points to ${li.strong}, whose headword is ${lemma}`,
      "A lexical-index headword's Strong's number points to an entry whose headword has other consonants.",
    );
  }
  report.note(`lexicon_entry: ${checked} lexical-index headword(s) checked against the Strong's headword of their number`);
}

/**
 * OSHB's augmented numbers (`H1254a`: Strong's 1254, first sense) → the Strong's entry they belong to
 * (`H1254`), for every augmented number a word or BDB entry uses. Strong's has no entry of its own for
 * them; as aliases they resolve in the runtime and redirect on static hosts (`_redirects`, nginx map).
 */
function augmentedAliases(numbers: readonly (string | null)[], known: ReadonlySet<string>, report: BuildReport): Record<string, string> {
  const out = new Map<string, string>();
  for (const n of numbers) {
    if (n === null || known.has(n)) continue;
    const base = baseStrongs(n);
    if (base !== n && known.has(base)) out.set(n, base);
  }
  if (out.size > 0) report.note(`strongs: ${out.size} OSHB augmented number(s) used by words or BDB entries (e.g. H1254a) resolve to their Strong's entry as aliases`);
  return Object.fromEntries([...out].sort(([a], [b]) => strongsOrder(a, b)));
}

// ---------------------------------------------------------------------------------------------------
// Strong's

function strongsOrder(a: string, b: string): number {
  const na = Number(a.replace(/^[HG]|[a-z]$/g, ""));
  const nb = Number(b.replace(/^[HG]|[a-z]$/g, ""));
  return na - nb || (a < b ? -1 : a > b ? 1 : 0);
}

function buildStrongs(raw: HebrewRaw, report: BuildReport): StrongsWithoutCounts[] {
  const seen = new Set<string>();
  const rows = raw.strongs.filter((r) => {
    if (seen.has(r.number)) {
      report.skipped("strongs", "duplicate Strong's number in HebrewStrong.xml", `${r.number} (line ${r.line})`);
      return false;
    }
    seen.add(r.number);
    return true;
  });
  const out: StrongsWithoutCounts[] = [];
  for (const r of rows) {
    const see: string[] = [];
    for (const n of new Set(r.links)) {
      if (n === r.number) continue;
      if (seen.has(n)) see.push(n);
      else report.unresolved("strongs", "see", r.number, n);
    }
    out.push({
      number: r.number,
      uuid: recordUuid("strongs", r.number),
      language: "hebrew",
      lemma: r.lemma,
      transliteration: r.transliteration,
      pronunciation: r.pronunciation,
      definition: r.meaning ?? r.source ?? "",
      kjv_usage: r.usage,
      derivation: r.source,
      part_of_speech: r.partOfSpeech,
      see: see.sort(strongsOrder),
    });
  }
  return out.sort((a, b) => strongsOrder(a.number, b.number));
}

// ---------------------------------------------------------------------------------------------------
// Versification

/** Maps WLC verse references to KJV ones. */
interface Versification {
  /** The KJV reference of a WLC verse (canonical spelling, no part suffix); it may not be a KJV verse. */
  toKjv(wlc: string): string;
  /**
   * For a WLC verse that VerseMap.xml splits across KJV verses and whose OSHB text marks where each
   * KJV verse starts: the KJV verse of each word run, as `from` (0-based word index) → `kjv`.
   */
  wordSplit(wlc: string): readonly { readonly from: number; readonly kjv: string }[] | undefined;
}

const REF = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)$/;

/** `Book.C.V` with the book spelled canonically, or undefined if the shape or book is wrong. */
function canonicalRef(ref: string): { ref: string; ordinal: number } | undefined {
  const m = REF.exec(ref);
  const found = m === null ? undefined : bookByOsis(m[1] ?? "");
  if (m === null || found === undefined) return undefined;
  const c = Number(m[2]);
  const v = Number(m[3]);
  return { ref: `${found.book.osis}.${c}.${v}`, ordinal: (found.index + 1) * 1_000_000 + c * 1_000 + v };
}

function splitPart(ref: string): { base: string; part: string | null } {
  const m = /^(.*)!([a-z])$/.exec(ref);
  return m === null ? { base: ref, part: null } : { base: m[1] ?? ref, part: m[2] ?? null };
}

/**
 * Where each KJV verse starts inside a split WLC verse, from OSHB's `KJV:` markers: words before the
 * first marker belong to the first candidate, each marker starts its own verse. Undefined when the
 * verse has no marker or a marker names a verse that is not a candidate.
 */
function splitAtMarks(verse: MorphhbVerse | undefined, candidates: readonly string[]): { from: number; kjv: string }[] | undefined {
  const marks = (verse?.kjvMarks ?? []).map((m) => ({ from: m.before, kjv: canonicalRef(m.kjv)?.ref ?? m.kjv }));
  if (verse === undefined || marks.length === 0 || marks.some((m) => !candidates.includes(m.kjv))) return undefined;
  const runs = [{ from: 0, kjv: candidates[0] ?? "" }, ...marks].filter((r, i, all) => (all[i + 1]?.from ?? verse.words.length) > r.from);
  return new Set(runs.map((r) => r.kjv)).size > 1 ? runs : undefined;
}

function buildVersification(rows: readonly VerseMapRow[], verses: readonly MorphhbVerse[], report: BuildReport): Versification {
  interface Piece {
    readonly part: string | null;
    readonly kjv: string;
    readonly line: number;
  }
  const byWlc = new Map<string, Piece[]>();
  for (const row of rows) {
    const wlc = splitPart(row.wlc);
    const kjv = splitPart(row.kjv);
    const w = canonicalRef(wlc.base);
    const k = canonicalRef(kjv.base);
    if (w === undefined || k === undefined) {
      report.skipped("hebrew_word", "VerseMap.xml entry is not a verse reference", `line ${row.line}: ${row.wlc} → ${row.kjv}`);
      continue;
    }
    const list = byWlc.get(w.ref) ?? [];
    list.push({ part: wlc.part, kjv: k.ref, line: row.line });
    byWlc.set(w.ref, list);
  }
  const whole = new Map<string, string>();
  const split = new Map<string, string[]>();
  for (const [wlc, pieces] of byWlc) {
    const full = pieces.filter((p) => p.part === null);
    const first = full[0];
    if (first !== undefined) {
      whole.set(wlc, first.kjv);
      for (const p of full.slice(1)) report.skipped("hebrew_word", "VerseMap.xml maps the same WLC verse twice; the first mapping is used", `line ${p.line}: ${wlc} → ${p.kjv}`);
      continue;
    }
    const parts = [...pieces].sort((a, b) => ((a.part ?? "") < (b.part ?? "") ? -1 : (a.part ?? "") > (b.part ?? "") ? 1 : 0));
    const candidates = parts.map((p) => p.kjv);
    if (parts[0]?.part !== "a") candidates.unshift(wlc);
    else if (parts.length === 1) candidates.push(wlc);
    split.set(wlc, [...new Set(candidates)]);
  }
  const byRef = new Map<string, MorphhbVerse>();
  const received = new Set<string>();
  for (const v of verses) {
    const c = canonicalRef(v.osisId);
    if (c === undefined) continue;
    byRef.set(c.ref, v);
    if (!split.has(c.ref)) received.add(whole.get(c.ref) ?? c.ref);
  }
  const wordSplits = new Map<string, { from: number; kjv: string }[]>();
  for (const [wlc, candidates] of [...split].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const verse = byRef.get(wlc);
    const runs = splitAtMarks(verse, candidates);
    if (runs !== undefined && verse !== undefined) {
      wordSplits.set(wlc, runs);
      whole.set(wlc, runs[0]?.kjv ?? wlc);
      const counts = runs.map((r, i) => `${(runs[i + 1]?.from ?? verse.words.length) - r.from} word(s) to ${r.kjv}`);
      report.note(`hebrew: WLC ${wlc} is split across KJV ${candidates.join(" and ")} in VerseMap.xml; split at OSHB's KJV markers: ${counts.join(", ")}`);
      continue;
    }
    const chosen = candidates.find((k) => !received.has(k)) ?? candidates[0] ?? wlc;
    whole.set(wlc, chosen);
    received.add(chosen);
    report.note(`hebrew: WLC ${wlc} is split across KJV ${candidates.join(" and ")} in VerseMap.xml; OSHB marks no boundary, so its words are placed whole in ${chosen}`);
  }
  return { toKjv: (wlc) => whole.get(wlc) ?? wlc, wordSplit: (wlc) => wordSplits.get(wlc) };
}

// ---------------------------------------------------------------------------------------------------
// Brown-Driver-Briggs

/**
 * The lexical index's gloss of a BDB entry: of the index entries pointing to it that give one, the
 * one with the lowest Strong's number (then the first): יהוה is indexed as 3068 "Jehovah" and as 3069
 * "God", the name read as Adonai's; its gloss is "Jehovah".
 */
function indexGloss(index: readonly HebrewRaw["lexicalIndex"][number][]): string | null {
  let best: { def: string; n: number } | undefined;
  for (const li of index) {
    if (li.def === null) continue;
    const n = li.strong === null ? Number.POSITIVE_INFINITY : Number(li.strong.replace(/\D/g, ""));
    if (best === undefined || n < best.n) best = { def: li.def, n };
  }
  return best?.def ?? null;
}

function buildLexicon(
  raw: HebrewRaw,
  known: ReadonlySet<string>,
  versification: Versification,
  report: BuildReport,
): { entries: LexiconEntry[]; aliases: Record<string, string> } {
  const seen = new Set<string>();
  const rows: BdbEntryRow[] = [];
  for (const r of raw.bdb) {
    if (seen.has(r.id)) report.skipped("lexicon_entry", "duplicate BDB id", `${r.id} (line ${r.line})`);
    else rows.push(r);
    seen.add(r.id);
  }
  const slugs = assignSlugs(rows.map((r) => ({ id: r.id, name: r.id })), "entry").slugs;

  const indexByBdb = new Map<string, HebrewRaw["lexicalIndex"][number][]>();
  const lexicalIds = new Set<string>();
  let prefixCodes = 0;
  for (const li of raw.lexicalIndex) {
    lexicalIds.add(li.id);
    if (li.prefixCode !== null) prefixCodes++;
    if (li.bdb === null) continue;
    if (!seen.has(li.bdb)) {
      report.unresolved("lexicon_entry", "lexical_index.bdb", `LexicalIndex ${li.id}`, li.bdb);
      continue;
    }
    const list = indexByBdb.get(li.bdb) ?? [];
    list.push(li);
    indexByBdb.set(li.bdb, list);
  }
  const augByLexical = new Map<string, string[]>();
  for (const a of raw.augIndex) {
    if (!lexicalIds.has(a.lexicalId)) {
      report.unresolved("lexicon_entry", "aug_index.lexical_id", `AugIndex ${a.aug}`, a.lexicalId);
      continue;
    }
    if (a.number === null) continue;
    const list = augByLexical.get(a.lexicalId) ?? [];
    list.push(a.number);
    augByLexical.set(a.lexicalId, list);
  }
  if (prefixCodes > 0) {
    report.note(`hebrew: ${prefixCodes} LexicalIndex entries give an OSHB prefix letter (b, l, k …) instead of a Strong's number; those BDB entries have no Strong's number from it`);
  }

  const entries: LexiconEntry[] = [];
  const aliases: Record<string, string> = {};
  for (const r of rows) {
    const slug = slugs.get(r.id) ?? r.id;
    if (slug !== r.id) aliases[r.id] = slug;
    const index = indexByBdb.get(r.id) ?? [];
    const numbers = new Set<string>();
    for (const li of index) {
      if (li.strong !== null) {
        numbers.add(li.strong);
        if (li.aug !== null) numbers.add(`${li.strong}${li.aug}`);
      }
      for (const n of augByLexical.get(li.id) ?? []) numbers.add(n);
    }
    const strongsNumbers: string[] = [];
    for (const n of numbers) {
      if (known.has(baseStrongs(n))) strongsNumbers.push(n);
      else report.unresolved("lexicon_entry", "strongs_numbers", r.id, n);
    }
    const see = new Set<string>();
    for (const link of r.links) {
      const target = slugs.get(link.value);
      if (target === undefined) report.unresolved("lexicon_entry", "see", r.id, link.value);
      else if (link.value !== r.id) see.add(target);
    }
    const verses = new Set<string>();
    for (const ref of r.refs) {
      const resolved = resolveBdbRef(ref.value, versification);
      if (resolved === undefined) report.unresolved("lexicon_entry", "verses", r.id, ref.value);
      else for (const v of resolved) verses.add(v);
    }
    entries.push({
      slug,
      uuid: recordUuid("lexicon_entry", r.id),
      id: r.id,
      headword: r.headword ?? "",
      transliteration: index.find((li) => li.transliteration !== null)?.transliteration ?? null,
      part_of_speech: r.pos,
      language: r.partLang === "arc" ? "aramaic" : "hebrew",
      letter: r.partTitle,
      homonym: r.mod,
      is_root: r.type === "root",
      cross_reference_only: r.defs.length === 0 && r.pos === null && r.senses.length === 0 && r.refs.length === 0 && r.links.length > 0,
      gloss: indexGloss(index),
      glosses: [...new Set(r.defs)],
      definition: r.text,
      senses: r.senses.map((s) => ({ n: s.n, level: s.level, text: s.text === "" ? null : s.text })),
      strongs_numbers: strongsNumbers.sort(strongsOrder),
      see: [...see].sort(),
      verses: sortVerses(verses),
    });
  }
  entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byNumber = strongsAliases(entries);
  report.note(`lexicon_entry: ${Object.keys(byNumber).length} Strong's numbers (e.g. H430) resolve to the BDB entry that stands for them, as aliases`);
  return { entries, aliases: { ...byNumber, ...aliases } };
}

/**
 * The KJV verses a BDB `<ref r>` names: a WLC verse (`Num.17.27`), optionally with a part suffix
 * (`Gen.30.20!a`, the part is dropped) or as a range within one chapter (`Exod.3.12-Exod.3.15`).
 * Undefined when it is none of these or a verse is not in the KJV canon after conversion.
 */
function resolveBdbRef(value: string, versification: Versification): string[] | undefined {
  const ends = value.split("-").map((s) => canonicalRef(splitPart(s.trim()).base));
  const start = ends[0];
  const end = ends.length === 2 ? ends[1] : start;
  if (start === undefined || end === undefined || ends.length > 2) return undefined;
  const [sb, sc] = start.ref.split(".");
  const [eb, ec, ev] = end.ref.split(".");
  if (sb !== eb || sc !== ec || end.ordinal < start.ordinal) return undefined;
  const first = Number(start.ref.split(".")[2]);
  const out: string[] = [];
  for (let v = first; v <= Number(ev); v++) {
    const kjv = parseVerse(versification.toKjv(`${sb}.${sc}.${v}`));
    if (kjv === undefined) return undefined;
    out.push(`${kjv.book.osis}.${kjv.chapter}.${kjv.verse}`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// OSHB words

function buildWords(
  verses: readonly MorphhbVerse[],
  known: ReadonlySet<string>,
  versification: Versification,
  report: BuildReport,
): HebrewWord[] {
  const parse = morphParser(decodeHebrewMorph);
  interface Part {
    readonly wlcOrdinal: number;
    readonly wlcRef: string;
    readonly words: readonly MorphhbWord[];
  }
  const byKjv = new Map<number, { ref: string; parts: Part[] }>();
  const ids = new Set<string>();
  let noNumber = 0;
  for (const verse of verses) {
    const wlc = canonicalRef(verse.osisId);
    const words = verse.words.filter((w) => {
      if (ids.has(w.id)) {
        report.skipped("hebrew_word", "duplicate OSHB word id", `${w.id} (${verse.file}:${w.line})`);
        return false;
      }
      ids.add(w.id);
      return true;
    });
    const runs = wlc === undefined ? undefined : versification.wordSplit(wlc.ref);
    const pieces =
      wlc === undefined
        ? [{ kjvRef: undefined, words }]
        : runs === undefined
          ? [{ kjvRef: versification.toKjv(wlc.ref), words }]
          : runs.map((r, i) => ({ kjvRef: r.kjv, words: verse.words.slice(r.from, runs[i + 1]?.from ?? verse.words.length).filter((w) => words.includes(w)) }));
    for (const { kjvRef, words: run } of pieces) {
      const kjv = kjvRef === undefined ? undefined : parseVerse(kjvRef);
      if (wlc === undefined || kjv === undefined) {
        for (const w of run) report.skipped("hebrew_word", "its WLC verse has no KJV verse", `${w.id} (${verse.osisId} → ${kjvRef ?? "?"})`);
        continue;
      }
      const key = verseOrdinal(kjv);
      let group = byKjv.get(key);
      if (group === undefined) byKjv.set(key, (group = { ref: `${kjv.book.osis}.${kjv.chapter}.${kjv.verse}`, parts: [] }));
      group.parts.push({ wlcOrdinal: wlc.ordinal, wlcRef: wlc.ref, words: run });
    }
  }
  const out: HebrewWord[] = [];
  for (const key of [...byKjv.keys()].sort((a, b) => a - b)) {
    const group = byKjv.get(key);
    if (group === undefined) continue;
    let position = 0;
    for (const part of [...group.parts].sort((a, b) => a.wlcOrdinal - b.wlcOrdinal)) {
      for (const w of part.words) {
        let strongsNumber = normalizeStrongs(w.lemma, "hebrew") ?? null;
        if (strongsNumber === null) noNumber++;
        else if (!known.has(baseStrongs(strongsNumber))) {
          report.unresolved("hebrew_word", "strongsNumber", w.id, strongsNumber);
          strongsNumber = null;
        }
        out.push({
          wordId: w.id,
          osisRef: group.ref,
          wlcRef: part.wlcRef,
          position: ++position,
          text: w.text.replace(/\//g, ""),
          segments: w.text.split("/"),
          lemma: w.lemma,
          strongsNumber,
          morph: w.morph,
          parse: parse(w.morph),
          language: w.morph.startsWith("A") ? "aramaic" : "hebrew",
          reading: w.reading,
        });
      }
    }
  }
  if (out.length > 0) reportVerseGaps("hebrew_word", "OT", new Set(out.map((w) => w.osisRef)), report);
  if (noNumber > 0) report.note(`hebrew: ${noNumber} OSHB words have a lemma without a Strong's number (a prefix with a suffix only, e.g. "l"); their strongsNumber is null`);
  return out;
}
