/**
 * The topic stage: Nave's Topical Bible subjects → topic records, with verse references in canonical
 * OSIS and "See …" lines resolved to topic slugs.
 */
import { editDistance } from "../core/edit-distance.ts";
import { assignSlugs } from "../core/slug.ts";
import { recordUuid } from "../core/uuid.ts";
import type { RawTopic } from "../sources/bibledata/naves.ts";
import type { Topic, TopicEntry } from "../types/topic.ts";
import { referenceVerses, sortReferences, splitEntryLine } from "./naves-refs.ts";
import type { BuildReport } from "./report.ts";

/** What {@link buildTopics} returns: the records and the subject → slug aliases. */
export interface TopicTables {
  readonly topic: Topic[];
  /** Upstream subject → slug, for every subject whose slug differs from it (`AARON` → `aaron`). */
  readonly aliases: { topic: Record<string, string> };
}

/**
 * Builds the topic records, in subject order.
 *
 * Each entry line becomes `{ text, depth, references, see }`. References that end a line are parsed
 * (see `naves-refs.ts`); one that is not in the KJV canon is reported as
 * `unresolved("topic", "verses", subject, reference)` and left out. Links to other topics come from
 * lines that start with `See`, `See also` or `Also see`, and from bracketed link numbers glued to a
 * subject anywhere in a line (`[394]ASHTORETH`); see {@link resolveSeeTarget} for how a name is
 * matched to a subject. A name that matches no subject is reported as `unresolved("topic", "see", …)`,
 * except pointers inside the same topic (`See BENEFITS OF, above`) and prose pointers (`See titles of
 * PSA 57`), which stay in the text and are counted in notes. Links to the topic itself are dropped.
 * `verse_count` counts the distinct verses the references cover (a chapter counts all its verses);
 * `reference_count` counts the distinct references as written. Upstream artefacts are cleaned
 * from the text: the bracketed numbers, stray `&gt;`, and `0F` written for `OF`. Lines that are a
 * bare `-` are left out (and counted in a note). A repeated subject is skipped and reported.
 */
export function buildTopics(raw: readonly RawTopic[], report: BuildReport): TopicTables {
  const unique: RawTopic[] = [];
  const subjects = new Set<string>();
  for (const t of raw) {
    if (subjects.has(t.subject)) {
      report.skipped("topic", "duplicate subject; the first row is kept", `${t.subject} (line ${t.line})`);
      continue;
    }
    subjects.add(t.subject);
    unique.push(t);
  }

  const slugs = assignSlugs(unique.map((t, i) => ({ id: t.subject, name: t.subject, order: i })), "topic").slugs;
  const slugOf = (subject: string): string => slugs.get(subject) ?? "";
  const index = new SubjectIndex(unique.map((t) => t.subject));
  /** A name that misspells exactly one subject links to it (`PERSERVERANCE`, `ZERUBBABAL`), reported. */
  const misspeltSee = (target: string): string | undefined => {
    const subject = index.misspelt(cleanSeeName(target).replace(/\s*\([^)]*\)/g, "").trim());
    if (subject !== undefined) report.corrected("topic", "see", "a See name that misspells one subject (a letter left out or added, or one vowel for another): linked to that subject", target.trim(), subject);
    return subject;
  };

  let emptyLines = 0;
  const pointers = { local: 0, prose: 0 };
  const topics: Topic[] = [];
  for (const t of unique) {
    const own = slugOf(t.subject);
    const entries: TopicEntry[] = [];
    const allRefs = new Set<string>();
    const seeAlso = new Set<string>();
    for (const line of t.lines) {
      const body = cleanText(line.text);
      if (body === "") {
        emptyLines++;
        continue;
      }
      const split = splitEntryLine(body);
      for (const bad of split.invalid) report.unresolved("topic", "verses", t.subject, bad);
      const references = sortReferences(split.references);
      for (const r of references) allRefs.add(r);

      const see = new Set<string>();
      for (const target of seeTargets(split.text)) {
        const resolved = isProse(target) ? undefined : (resolveSeeTarget(target, index) ?? misspeltSee(target));
        if (resolved === undefined) {
          const kind = pointerKind(target);
          if (kind === undefined) report.unresolved("topic", "see", t.subject, target.trim());
          else pointers[kind]++;
          continue;
        }
        const slug = slugOf(resolved);
        if (slug === own) continue;
        see.add(slug);
        seeAlso.add(slug);
      }
      entries.push({ text: stripLinkNumbers(split.text), depth: line.depth, references, see: [...see].sort() });
    }
    const verses = new Set<string>();
    for (const r of allRefs) for (const v of referenceVerses(r)) verses.add(v);
    topics.push({
      slug: own,
      uuid: recordUuid("topic", t.subject),
      id: t.subject,
      name: titleCase(t.subject),
      section: t.section,
      entries,
      see_also: [...seeAlso].sort(),
      reference_count: allRefs.size,
      verse_count: verses.size,
    });
  }
  if (emptyLines > 0) report.note(`topic: ${emptyLines} entry line(s) that are a bare "-" were left out`);
  if (pointers.local > 0) report.note(`topic: ${pointers.local} "See … above/below" pointer(s) within the same topic are kept as text only`);
  if (pointers.prose > 0) report.note(`topic: ${pointers.prose} "See" line(s) pointing in prose (e.g. "See titles of PSA 57") are kept as text only`);

  const aliases: Record<string, string> = {};
  for (const t of [...unique].sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0))) {
    const slug = slugOf(t.subject);
    if (slug !== t.subject) aliases[t.subject] = slug;
  }
  return { topic: topics, aliases: { topic: aliases } };
}

/** Removes upstream artefacts from a line: stray `&gt;` and `0F` for `OF`. */
function cleanText(text: string): string {
  return text.replace(/&gt;/g, "").replace(/\b0F\b/g, "OF").trim();
}

/** Removes the bracketed link numbers glued to subjects (`[394]ASHTORETH` → `ASHTORETH`). */
function stripLinkNumbers(text: string): string {
  return text.replace(/\[\d+\]\s*/g, "");
}

const SEE_LINE = /^(?:See(?:\s+also)?|Also\s+see)(?![A-Za-z])[\s,:]*/i;
const NAME_WORD = String.raw`[A-Z0-9][A-Z0-9'\-]*`;
const NAME = new RegExp(String.raw`^${NAME_WORD}(?:\s+${NAME_WORD})*(?:,\s*${NAME_WORD}(?:\s+${NAME_WORD})*)*`);

/**
 * The names a line refers to. Bracketed link numbers mark names anywhere in a line
 * (`For footwear, see [1706]SHOE`); otherwise a line starting with `See`, `See also` or `Also see`
 * refers to the rest of its text (references already taken out), e.g. `PRIEST, HIGH`.
 */
function seeTargets(text: string): string[] {
  if (/\[\d+\]/.test(text)) {
    const out: string[] = [];
    for (const m of text.matchAll(/\[\d+\]\s*/g)) {
      const name = NAME.exec(text.slice(m.index + m[0].length))?.[0];
      if (name !== undefined) out.push(name);
    }
    return out;
  }
  const m = SEE_LINE.exec(text);
  if (m === null) return [];
  // `See PARABLES: SYMBOLS` and `See X; Y` name several topics.
  return text
    .slice(m[0].length)
    .split(/\s*[;:]\s+/)
    .map((x) => x.trim())
    .filter((x) => x !== "");
}

/**
 * Why a "See" name was not linked, when it is not a name at all: a pointer inside the same topic
 * (`BENEFITS OF, above`) or a prose pointer (`titles of PSA 57`, `the following sub-topics`).
 */
function pointerKind(target: string): "local" | "prose" | undefined {
  if (/\b(?:above|below)\b/i.test(target)) return "local";
  if (isProse(target)) return "prose";
  return undefined;
}

/** Whether a "See" target is prose rather than a name: its first word is not in capitals (`titles of`, `Paul's Epistle`). */
function isProse(target: string): boolean {
  return /[a-z]/.test(cleanSeeName(target).split(/\s/)[0] ?? "");
}

/** A key for comparing names: upper case, punctuation as spaces. */
function key(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9'\-]+/g, " ").trim();
}

/** A looser key: letters and digits only (`FIRSTFRUITS` = `FIRST FRUITS`, `TALE-BEARER` = `TALEBEARER`). */
function compact(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, "");
}

/**
 * Subjects looked up by name (`PRIEST, HIGH`), by name with spaces and hyphens ignored, by the name
 * before a parenthesis or comma (`DEAD` → `DEAD (PEOPLE)`, `JESUS` → `JESUS, THE CHRIST`), and by a
 * leading run of whole words that only one subject starts with (`METEOROLOGY` → `METEOROLOGY AND
 * CELESTIAL PHENOMENA`). Ambiguous keys find nothing.
 */
class SubjectIndex {
  readonly #exact = new Map<string, string | null>();
  readonly #compact = new Map<string, string | null>();
  readonly #base = new Map<string, string | null>();
  readonly #prefix = new Map<string, string | null>();

  constructor(subjects: readonly string[]) {
    const add = (map: Map<string, string | null>, k: string, subject: string): void => {
      if (k === "") return;
      const had = map.get(k);
      map.set(k, had === undefined || had === subject ? subject : null);
    };
    for (const s of subjects) {
      const k = key(s);
      add(this.#exact, k, s);
      add(this.#compact, compact(s), s);
      const cut = s.search(/[(,]/);
      if (cut > 0) add(this.#base, key(s.slice(0, cut)), s);
      const words = k.split(" ");
      for (let n = 1; n < words.length; n++) add(this.#prefix, words.slice(0, n).join(" "), s);
    }
  }

  /** The one subject a name stands for, trying the exact name, the compact one, the base, then prefixes. */
  find(name: string): string | undefined {
    const k = key(name);
    if (this.#exact.has(k)) return this.#exact.get(k) ?? undefined;
    for (const map of [this.#compact, this.#base, this.#prefix]) {
      const kk = map === this.#compact ? compact(k) : k;
      if (map.has(kk)) return map.get(kk) ?? undefined;
    }
    return undefined;
  }

  /**
   * The one subject whose whole name `name` misspells, for names of at least
   * {@link MISSPELT_MIN_LETTERS} letters: one letter left out or added (`JUDGEMENT`, `PERSERVERANCE`),
   * or one vowel for another (`ZERUBBABAL`); undefined when none is, or several are. Other
   * substitutions are left alone: they as often make another word (`TREASURY`, `TREASURE`).
   */
  misspelt(name: string): string | undefined {
    const k = key(name);
    if (k.replace(/[^A-Z]/g, "").length < MISSPELT_MIN_LETTERS) return undefined;
    let found: string | undefined;
    for (const [other, subject] of this.#exact) {
      if (subject === null || !oneSlip(k, other)) continue;
      if (found !== undefined && found !== subject) return undefined;
      found = subject;
    }
    return found;
  }
}

/** Whether `b` is `a` with one letter left out or added, or one vowel for another. */
function oneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) === 1) return editDistance(a, b, 1) === 1;
  if (a.length !== b.length) return false;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return false;
    at = i;
  }
  return /[AEIOU]/.test(a[at] ?? "") && /[AEIOU]/.test(b[at] ?? "");
}

/** Shortest name {@link SubjectIndex.misspelt} compares: a shorter one is too often one letter from another real name (`GUIDE`, `GUILE`). */
const MISSPELT_MIN_LETTERS = 8;

/** The name and its plural or singular (`AFFLICTION` ↔ `AFFLICTIONS`, `WOMAN` ↔ `WOMEN`). */
function numberVariants(name: string): string[] {
  const out = [name];
  if (/MAN$/.test(name)) out.push(name.replace(/MAN$/, "MEN"));
  else if (/MEN$/.test(name)) out.push(name.replace(/MEN$/, "MAN"));
  if (/[^S]S$/.test(name)) out.push(name.slice(0, -1));
  if (/IES$/.test(name)) out.push(`${name.slice(0, -3)}Y`);
  if (/[^AEIOU]Y$/.test(name)) out.push(`${name.slice(0, -1)}IES`);
  if (!name.endsWith("S")) out.push(`${name}S`);
  return out;
}

/**
 * Matches a "See" name to a subject. The name is cleaned first: link numbers (`[394]`), stray `&gt;`
 * and `=`, `0F` for `OF`, a leading `also`, and trailing remarks (`, above`, `, below`, `, which see`,
 * `, number two`, `etc`, `and other topics`) are removed. Then, for the name, and for the name without
 * remarks in parentheses (`BRASS (copper)` → `BRASS`), the subject found by {@link SubjectIndex.find}
 * for the name or its plural or singular; failing that, the same for ever shorter names, dropping the
 * last comma-separated part while there is one, then the last word (Nave's writes a topic and then a
 * sub-topic: `GOD, FATHERHOOD OF` → `GOD`, `LAW OF MOSES` → `LAW`, `PRAYER ANSWERED` → `PRAYER`).
 * A name that is ambiguous at some step (`MINISTERS`: `MINISTER, Christian` or `MINISTER, Civil`)
 * resolves to nothing. Undefined when nothing matches.
 */
function resolveSeeTarget(target: string, index: SubjectIndex): string | undefined {
  const cleaned = cleanSeeName(target).toUpperCase();
  const bare = cleaned.replace(/\s*\([^)]*\)/g, "").trim();
  for (const start of bare === cleaned ? [cleaned] : [cleaned, bare]) {
    let name = start;
    while (name !== "") {
      for (const variant of numberVariants(name)) {
        const found = index.find(variant);
        if (found !== undefined) return found;
      }
      const cut = name.includes(",") ? name.lastIndexOf(",") : name.search(/\s+\S+$/);
      name = cut < 0 ? "" : name.slice(0, cut).trim();
    }
  }
  return undefined;
}

/** A "See" target without artefacts and trailing remarks (`WAR, number two` → `WAR`). */
function cleanSeeName(target: string): string {
  return stripLinkNumbers(cleanText(target))
    .replace(/^also\s+/i, "")
    .replace(/\s*\(?\s*which see\b.*$/i, "")
    .replace(/,?\s*\b(?:above|below)\b.*$/i, "")
    .replace(/,\s*number\s+\w+.*$/i, "")
    .replace(/,?\s*(?:etc\.?|and the like|and other topics)$/i, "")
    .replace(/[\s.;,:=]+$/, "");
}

const SMALL_WORDS = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to", "with"]);

/**
 * The display name of a subject: upper-case words in title case (`FEAR OF GOD` → `Fear of God`,
 * `ABEL-BETH-MAACHAH` → `Abel-Beth-Maachah`, `LORD'S` → `Lord's`), small words in lower case except
 * first or after an opening parenthesis (`DECISION, VALLEY OF` → `Decision, Valley of`); words
 * upstream wrote in lower or mixed case (`ANGEL (a spirit)`), abbreviations with dots (`R. V.`) and
 * roman numerals are kept as they are.
 */
export function titleCase(subject: string): string {
  const words = subject.split(/(\s+)/);
  const first = words.findIndex((w) => w.trim() !== "");
  return words
    .map((w, i) => {
      if (i % 2 === 1 || w === "" || w !== w.toUpperCase() || !/[A-Z]/.test(w)) return w;
      if (/^\(?[A-Z](?:\.[A-Z])*\.,?\)?$/.test(w) || /^\(?(?:II|III|IV)\)?,?$/.test(w)) return w;
      const bare = w.replace(/^\(/, "").replace(/[,.;:)?]+$/, "").toLowerCase();
      const opens = w.startsWith("(");
      if (SMALL_WORDS.has(bare) && i !== first && !opens) return w.toLowerCase();
      return w.toLowerCase().replace(/(^|[-(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
    })
    .join("");
}
