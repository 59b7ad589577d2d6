/**
 * Joins the domain stages' tables into one dataset: concatenates the two halves of Strong's,
 * checks links that cross domains (word → Strong's entry), and derives the verse index, the search
 * index and the metadata.
 */
import { TABLES, type TableName, type TableRecords, type Tables } from "../contract/api.ts";
import type { StrongsEntry } from "../types/strongs.ts";
import type { Dataset, SourceSummary } from "./dataset.ts";
import { buildMeta, type DatasetVersion } from "./meta.ts";
import type { BuildReport } from "./report.ts";
import type { BookWritten } from "../core/osis.ts";
import { buildSearchIndex, commonWords, inCommonWords, type OtherNames } from "./search-index.ts";
import { placeArticleAliases } from "./article-links.ts";
import { addUnclaimedAliases } from "../core/slug.ts";
import { webNames, withWebAliases } from "./web-spellings.ts";
import { buildVerseIndex } from "./verse-index.ts";
import type { VerseTexts } from "./verse-text.ts";
import type { WebVerses } from "./web-text.ts";
import { baseStrongs } from "../core/strongs.ts";
import { buildTranslations } from "./translations.ts";

/** Records of one table as a stage returns them (typed by the generated record interfaces). */
type Records<T extends TableName> = readonly TableRecords[T][];
/** Per table, other keys → URL key. */
type Aliases = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The outputs of the domain stages, as they come. */
export interface DomainTables {
  readonly theographic: {
    readonly person: Records<"person">;
    readonly place: Records<"place">;
    readonly event: Records<"event">;
    readonly people_group: Records<"people_group">;
    readonly dictionary_entry: Records<"dictionary_entry">;
    readonly aliases: Aliases;
    /** Person slug → the books they are credited with writing (name search's entries carry them, for "who wrote …", and count the one named after them as mentions). */
    readonly booksWritten?: Readonly<Record<string, readonly BookWritten[]>>;
  };
  readonly hebrew: { readonly strongs: readonly StrongsEntry[]; readonly lexicon_entry: Records<"lexicon_entry">; readonly hebrew_word: Records<"hebrew_word">; readonly aliases: Aliases };
  readonly greek: { readonly strongs: readonly StrongsEntry[]; readonly greek_word: Records<"greek_word">; readonly greek_lexicon_entry: Records<"greek_lexicon_entry">; readonly aliases: Aliases };
  readonly topics: { readonly topic: Records<"topic">; readonly aliases: Aliases };
  readonly crossReferences: Records<"cross_reference">;
  readonly verseText: VerseTexts;
  readonly webText: WebVerses;
  readonly versesOfTheDay: readonly string[];
  /** The upstream datasets of `sources/manifest.json`, with how many files and bytes of each the build read. */
  readonly sources: readonly SourceSummary[];
  /**
   * Other names for name search, from the tables and the alias table (the pipeline gives WordNet's,
   * `glossAliases`); none when absent.
   */
  readonly otherNames?: (tables: Tables, aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>>) => OtherNames;
}

/** Records each word whose Strong's number has no entry in the Strong's table. */
function checkWordLinks(table: "hebrew_word" | "greek_word", words: Records<"hebrew_word"> | Records<"greek_word">, known: ReadonlySet<string>, report: BuildReport): void {
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
  checkWordLinks("hebrew_word", domains.hebrew.hebrew_word, known, report);
  checkWordLinks("greek_word", domains.greek.greek_word, known, report);

  const t = domains.theographic;
  const tables: Tables = {
    person: t.person,
    place: t.place,
    event: t.event,
    people_group: t.people_group,
    strongs,
    dictionary_entry: t.dictionary_entry,
    topic: domains.topics.topic,
    lexicon_entry: domains.hebrew.lexicon_entry,
    cross_reference: domains.crossReferences,
    hebrew_word: domains.hebrew.hebrew_word,
    greek_word: domains.greek.greek_word,
    greek_lexicon_entry: domains.greek.greek_lexicon_entry,
  };
  const web = webNames(tables, { kjv: domains.verseText, web: domains.webText });
  const theographicAliases = withPlaceArticleAliases(withWebAliases(t.aliases, web, tables, report), tables, report);
  const counts = Object.fromEntries(TABLES.map((name) => [name, tables[name].length])) as Record<TableName, number>;
  const mentions = (records: Records<"person" | "place" | "event">) => records.map((r) => ({ slug: r.slug, verses: r.verses }));
  return {
    meta: buildMeta(version, counts, source),
    tables,
    aliases: { ...theographicAliases, ...domains.hebrew.aliases, ...domains.greek.aliases, ...domains.topics.aliases },
    verses: buildVerseIndex(mentions(t.person), mentions(t.place), mentions(t.event)),
    search: buildSearchIndex(tables, theographicAliases, web, domains.otherNames?.(tables, { ...theographicAliases, ...domains.topics.aliases }), t.booksWritten),
    verseText: domains.verseText,
    webText: domains.webText,
    versesOfTheDay: domains.versesOfTheDay,
    translations: buildTranslations(domains.sources, { kjv: domains.verseText.size, web: domains.webText.size }),
    sources: domains.sources,
  };
}

/**
 * The aliases with the headwords of the Easton articles about one place each added where no record
 * has the key ({@link placeArticleAliases}: `/v1/places/dead-sea` is the Salt Sea), counted in the report.
 */
function withPlaceArticleAliases(aliases: Readonly<Record<string, Readonly<Record<string, string>>>>, tables: Pick<Tables, "place" | "dictionary_entry" | "strongs">, report: BuildReport): Record<string, Readonly<Record<string, string>>> {
  const place = { ...aliases.place };
  const common = commonWords(tables.strongs);
  const claims = placeArticleAliases(tables.place, tables.dictionary_entry, (name) => inCommonWords(name, "place", common));
  const added = addUnclaimedAliases(place, new Set(tables.place.map((p) => p.slug)), claims);
  if (added > 0) report.note(`place: ${added} alias(es) from the headword of an Easton article about the place alone (dead-sea → salt-sea, calvary → skull; src/stages/article-links.ts)`);
  return { ...aliases, place };
}
