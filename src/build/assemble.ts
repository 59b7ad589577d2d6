/**
 * Joins the domain stages' tables into one dataset: concatenates the two halves of Strong's,
 * checks links that cross domains (word → Strong's entry), and derives the verse index, the search
 * index and the metadata.
 */
import { TABLES, type TableName } from "../collections.ts";
import type { CrossReference } from "../types/cross_reference.ts";
import type { StrongsEntry } from "../types/strongs.ts";
import type { AnyRecord, Dataset } from "./dataset.ts";
import { buildMeta, type DatasetVersion } from "./meta.ts";
import type { BuildReport } from "./report.ts";
import { buildSearchIndex } from "./search-index.ts";
import { buildVerseIndex } from "./verse-index.ts";
import type { VerseTexts } from "./verse-text.ts";
import type { WebVerses } from "./web-text.ts";
import { baseStrongs } from "../core/strongs.ts";

/** Records of one table as a stage returns them (typed by the generated record interfaces). */
type Records = readonly object[];
/** Per table, other keys → URL key. */
type Aliases = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The outputs of the domain stages, as they come. */
export interface DomainTables {
  readonly theographic: { readonly person: Records; readonly place: Records; readonly event: Records; readonly people_group: Records; readonly dictionary_entry: Records; readonly aliases: Aliases };
  readonly hebrew: { readonly strongs: readonly StrongsEntry[]; readonly lexicon_entry: Records; readonly hebrew_word: Records; readonly aliases: Aliases };
  readonly greek: { readonly strongs: readonly StrongsEntry[]; readonly greek_word: Records; readonly greek_lexicon_entry: Records; readonly aliases: Aliases };
  readonly topics: { readonly topic: Records; readonly aliases: Aliases };
  readonly crossReferences: readonly CrossReference[];
  readonly verseText: VerseTexts;
  readonly webText: WebVerses;
  readonly versesOfTheDay: readonly string[];
}

/** Views typed records as plain JSON records (every generated record type is a JSON object). */
const plain = (records: Records): readonly AnyRecord[] => records as readonly AnyRecord[];

/** Records each word whose Strong's number has no entry in the Strong's table. */
function checkWordLinks(table: TableName, words: readonly AnyRecord[], known: ReadonlySet<string>, report: BuildReport): void {
  for (const w of words) {
    const n = w.strongsNumber;
    if (typeof n === "string" && !known.has(n) && !known.has(baseStrongs(n))) report.unresolved(table, "strongsNumber", String(w.wordId), n);
  }
}

/** Records each Strong's `see` link that names no entry. */
function checkSeeLinks(entries: readonly StrongsEntry[], known: ReadonlySet<string>, report: BuildReport): void {
  for (const e of entries) for (const s of e.see) if (!known.has(s) && !known.has(baseStrongs(s))) report.unresolved("strongs", "see", e.number, s);
}

/** Assembles the dataset from the domain tables. Pure. */
export function assembleDataset(domains: DomainTables, version: DatasetVersion, source: "upstream" | "sample", report: BuildReport): Dataset {
  const strongs = [...domains.hebrew.strongs, ...domains.greek.strongs];
  const known = new Set(strongs.map((s) => s.number));
  checkSeeLinks(strongs, known, report);
  checkWordLinks("hebrew_word", plain(domains.hebrew.hebrew_word), known, report);
  checkWordLinks("greek_word", plain(domains.greek.greek_word), known, report);

  const t = domains.theographic;
  const tables: Record<TableName, readonly AnyRecord[]> = {
    person: plain(t.person),
    place: plain(t.place),
    event: plain(t.event),
    people_group: plain(t.people_group),
    strongs: plain(strongs),
    dictionary_entry: plain(t.dictionary_entry),
    topic: plain(domains.topics.topic),
    lexicon_entry: plain(domains.hebrew.lexicon_entry),
    cross_reference: plain(domains.crossReferences),
    hebrew_word: plain(domains.hebrew.hebrew_word),
    greek_word: plain(domains.greek.greek_word),
    greek_lexicon_entry: plain(domains.greek.greek_lexicon_entry),
  };
  const counts = Object.fromEntries(TABLES.map((name) => [name, tables[name].length])) as Record<TableName, number>;
  const mentions = (records: Records) => plain(records).map((r) => ({ slug: String(r.slug), verses: (r.verses as string[] | undefined) ?? [] }));
  return {
    meta: buildMeta(version, counts, source),
    tables,
    aliases: { ...t.aliases, ...domains.hebrew.aliases, ...domains.greek.aliases, ...domains.topics.aliases },
    verses: buildVerseIndex(mentions(t.person), mentions(t.place), mentions(t.event)),
    search: buildSearchIndex(tables),
    verseText: domains.verseText,
    webText: domains.webText,
    versesOfTheDay: domains.versesOfTheDay,
  };
}
