/**
 * The Theographic stage: raw People/Places/Events/PeopleGroups/Easton rows (with Periods for years and
 * Hitchcock for name meanings) → person, place, event, people_group and dictionary_entry records.
 * Slugs are assigned per kind, every cross-table link is resolved to a slug (or reported as
 * unresolved), and links given on one side only are completed from the other side (an event's
 * participants also list the event among the person's events, and so on).
 */
import { checkPeopleAndEvents, checkPlaceCoordinates } from "./anomalies.ts";
import { chronologicalOrder } from "./event-order.ts";
import { articleTitleAliases, homeAliases, inferArticleLinks } from "./article-links.ts";
import { NAME_MEANINGS_FILE, type NameMeaningRow } from "../sources/corrections/name-meanings.ts";
import { GROUP_NAMES_FILE, type GroupNameRow } from "../sources/corrections/group-names.ts";
import { OTHER_NAMES_FILE, type OtherNameRow } from "../sources/corrections/other-names.ts";
import { EVENT_TITLES_FILE, type EventTitleCorrectionRow } from "../sources/corrections/event-titles.ts";
import { addUnclaimedAliases, assignSlugs, givenName, slugify, type SlugAssignment } from "../core/slug.ts";
import { editDistance } from "../core/edit-distance.ts";
import { legacySlugs } from "../core/slug-legacy.ts";
import { bookByOsis, booksOfChapters, eponymousBookVerses, parseVerse, sortVerses, type BookWritten } from "../core/osis.ts";
import { recordUuid } from "../core/uuid.ts";
import type { EastonRow, EventRow, GroupRow, PersonRow, PlaceRow, TheographicRaw } from "../sources/theographic/index.ts";
import type { RawCoordinates } from "../sources/theographic/places.ts";
import type { DictionaryEntry } from "../types/dictionary_entry.ts";
import type { Event } from "../types/event.ts";
import type { PeopleGroup } from "../types/people_group.ts";
import type { Person } from "../types/person.ts";
import type { Place } from "../types/place.ts";
import { modernSpellings, respell } from "./modern-spellings.ts";
import { regionOf } from "./place-regions.ts";
import { sentences } from "../core/sentences.ts";
import { epithetOf } from "./person-epithets.ts";
import { escapeRegExp } from "../core/text.ts";
import type { BuildReport } from "./report.ts";

/** The five record kinds built from Theographic data. */
export type TheographicKind = "person" | "place" | "event" | "people_group" | "dictionary_entry";

/** The records of the Theographic stage, each kind sorted by slug, and the upstream-key aliases. */
export interface TheographicTables {
  person: Person[];
  place: Place[];
  event: Event[];
  people_group: PeopleGroup[];
  dictionary_entry: DictionaryEntry[];
  /** Per kind, each upstream id/key that differs from the record's slug → the slug. */
  aliases: Record<TheographicKind, Record<string, string>>;
  /**
   * Person slug → the books People.csv's `chaptersWritten` credits them with, in canonical order with
   * how many chapters of each, for the people it names (39 on the full data): what a question "who
   * wrote …" is answered from.
   */
  booksWritten: Record<string, BookWritten[]>;
}

/** Days per unit of an upstream duration: Gregorian average year and month. */
const DAYS_PER_UNIT: Readonly<Record<string, number>> = { Y: 365.2425, M: 30.436875, W: 7, D: 1 };

/** Builds the Theographic records from the raw tables. Pure apart from what it records in `report`. */
export function buildTheographic(
  upstream: TheographicRaw,
  report: BuildReport,
  corrections: {
    readonly nameMeanings?: readonly NameMeaningRow[];
    readonly eventTitles?: readonly EventTitleCorrectionRow[];
    readonly otherNames?: readonly OtherNameRow[];
    readonly groupNames?: readonly GroupNameRow[];
  } = {},
  texts: VerseLookups = NO_TEXTS,
): TheographicTables {
  const merged = mergeDuplicateEntries(upstream.easton, report);
  const { raw, knownNames } = applyOtherNames(correctEventTitles({ ...upstream, easton: merged.rows }, corrections.eventTitles ?? [], report), corrections.otherNames ?? [], report);
  const nameOf = personNames(raw.people, texts, report, knownNames);
  const groupNames = otherGroupNames(raw.groups, corrections.groupNames ?? [], report);
  // Per person key, the books People.csv credits them with, and the verses of the one named after them: mentions for the slug rule.
  const written = new Map(raw.people.map((p) => [p.personLookup, booksOfChapters(p.chaptersWritten)] as const));
  const credit = new Map(raw.people.map((p) => [p.personLookup, eponymousBookVerses(written.get(p.personLookup) ?? [], [nameOf(p), p.name])] as const));
  const slugs = assignAllSlugs(raw, report, nameOf, credit, upstream.easton, merged.into, groupNames, texts.kjv);
  const links = new Linker(slugs, report);
  const reverse = reverseLinks(raw, slugs);
  const years = new Map(raw.periods.map((p) => [p.yearNum, p]));
  const meanings = nameMeanings(raw, corrections.nameMeanings ?? [], report);

  const upstreamPeople = raw.people.map((p) => buildPerson(p, nameOf, links, reverse, years, meanings));
  const place = buildPlaces(raw.places, links, reverse, report);
  const event = raw.events.map((e) => buildEvent(e, links, reverse, report));
  const people_group = raw.groups.map((g) => buildGroup(g, links, reverse, groupNames.get(g.name) ?? []));
  const upstreamEntries = raw.easton.map((d) => buildEntry(d, slugs.entryKey, links, report));
  const { person, dictionary_entry } = withInferredArticles(upstreamPeople, upstreamEntries, report);
  checkPeopleAndEvents(person, event, report);
  checkPlaceCoordinates(raw.places, report);

  const fromJson = raw.events.filter((e) => !e.file.endsWith(".csv")).length;
  if (fromJson > 0) report.note(`event: ${fromJson} event(s) exist only in json/events.json; their Airtable links were mapped to upstream keys`);
  const fromJsonGroups = raw.groups.filter((g) => !g.file.endsWith(".csv")).length;
  if (fromJsonGroups > 0) report.note(`people_group: ${fromJsonGroups} group(s) exist only in json/peopleGroups.json`);

  const aliases = buildAliases(raw, slugs, report);
  const titled = addUnclaimedAliases(aliases.person, new Set(person.map((p) => p.slug)), articleTitleAliases(person, dictionary_entry));
  if (titled > 0) report.note(`person: ${titled} alias(es) from the headword of the person's Easton article, a name and an epithet (herod-the-great)`);
  const homes = addUnclaimedAliases(aliases.person, new Set(person.map((p) => p.slug)), homeAliases(person, dictionary_entry));
  if (homes > 0) report.note(`person: ${homes} alias(es) from where the opening of the person's own Easton article says they came from (simon-of-cyrene)`);
  const related = addUnclaimedAliases(aliases.person, new Set(person.map((p) => p.slug)), relationAliases(raw.people, nameOf, slugs.person));
  if (related > 0) report.note(`person: ${related} alias(es) from the person's name and a relative's (joseph-husband-of-mary, isaac-son-of-abraham)`);

  return {
    person: bySlug(person),
    place: bySlug(place),
    event: bySlug(event),
    people_group: bySlug(people_group),
    dictionary_entry: bySlug(dictionary_entry),
    aliases,
    booksWritten: Object.fromEntries(
      [...written]
        .flatMap(([key, books]) => {
          const slug = slugs.person.get(key);
          return slug === undefined || books.length === 0 ? [] : [[slug, books] as const];
        })
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  };
}

/**
 * The people and articles with the links {@link inferArticleLinks} finds added (the person's
 * `dictionary_entries`, the article's `people`), each reported as a correction.
 */
function withInferredArticles(people: Person[], entries: DictionaryEntry[], report: BuildReport): { person: Person[]; dictionary_entry: DictionaryEntry[] } {
  const inferred = inferArticleLinks(people, entries);
  const articleOf = new Map(inferred.map((l) => [l.person, l.article]));
  const personOf = new Map(inferred.map((l) => [l.article, l.person]));
  for (const l of inferred) {
    report.corrected("dictionary_entry", "people", "Theographic links the article to nobody; of the people of its name, this one shares the most of the verses it cites (src/stages/article-links.ts)", l.article, l.person);
  }
  return {
    person: people.map((p) => {
      const article = articleOf.get(p.slug);
      return article === undefined ? p : { ...p, dictionary_entries: [article] };
    }),
    dictionary_entry: entries.map((d) => {
      const person = personOf.get(d.slug);
      return person === undefined ? d : { ...d, people: [person] };
    }),
  };
}

/**
 * People's and places' event titles that Events.csv does not have, replaced by the Events.csv title
 * the reviewed table gives (`sources/corrections/event-titles.csv`: `Man falls into sin` is `The
 * Fall`), each replacement reported. A row applies only while Events.csv lacks its old title and has
 * its new one, so an upstream fix makes it idle, and a title no row fixes stays unresolved.
 */
function correctEventTitles(raw: TheographicRaw, table: readonly EventTitleCorrectionRow[], report: BuildReport): TheographicRaw {
  const titles = new Set(raw.events.map((e) => e.title));
  const fix = new Map(table.filter((r) => !titles.has(r.upstream) && titles.has(r.corrected)).map((r) => [r.upstream, r.corrected]));
  if (fix.size === 0) return raw;
  const reason = `an event title Events.csv does not have (renamed or misspelt there); reviewed row of ${EVENT_TITLES_FILE}`;
  const apply = (kind: "person" | "place", list: readonly string[]): string[] =>
    list.map((title) => {
      const to = fix.get(title);
      if (to === undefined) return title;
      report.corrected(kind, "events", reason, title, to);
      return to;
    });
  return { ...raw, people: raw.people.map((p) => ({ ...p, events: apply("person", p.events) })), places: raw.places.map((p) => ({ ...p, eventsHere: apply("place", p.eventsHere) })) };
}

/**
 * Applies the reviewed table of other names (`sources/corrections/other-names.csv`), reporting each
 * row applied: a name people know the person by (`known_by` yes: Azariah is Abednego, Dan 1:7)
 * becomes the person's known name (returned by id), and the upstream name, unless a word of it,
 * one of their other names; any other name joins `alsoCalled`. A name the person already has is left
 * alone, so a row falls idle once the upstream lists it; a row whose person this data does not hold
 * (the hand-written sample) is noted.
 */
function applyOtherNames(raw: TheographicRaw, table: readonly OtherNameRow[], report: BuildReport): { raw: TheographicRaw; knownNames: ReadonlyMap<string, string> } {
  const knownNames = new Map<string, string>();
  if (table.length === 0) return { raw, knownNames };
  const ids = new Set(raw.people.map((p) => p.personLookup));
  const missing = table.filter((r) => !ids.has(r.person));
  if (missing.length > 0) report.note(`person: ${missing.length} row(s) of ${OTHER_NAMES_FILE} name a person this data does not hold (${missing.map((r) => `line ${r.line}: ${r.person}`).join(", ")})`);
  const people = raw.people.map((p) => {
    const rows = table.filter((r) => r.person === p.personLookup);
    if (rows.length === 0) return p;
    const has = new Set([p.name, ...p.alsoCalled].map((n) => n.toLowerCase()));
    const alsoCalled = [...p.alsoCalled];
    for (const r of rows) {
      if (r.knownBy) {
        knownNames.set(p.personLookup, r.name);
        const words = r.name.toLowerCase().split(/\s+/);
        if (!words.includes(p.name.toLowerCase()) && !alsoCalled.includes(p.name)) alsoCalled.push(p.name);
        report.corrected("person", "name", `the name people know the person by, which the upstream does not use; reviewed row of ${OTHER_NAMES_FILE}`, `${p.personLookup}: ${p.name} (${r.reason})`, r.name);
      } else if (!has.has(r.name.toLowerCase())) {
        alsoCalled.push(r.name);
        report.corrected("person", "also_called", `a name the text gives the person that the upstream's alsoCalled leaves out; reviewed row of ${OTHER_NAMES_FILE}`, `${p.personLookup}: ${r.reason}`, r.name);
      }
    }
    return { ...p, alsoCalled };
  });
  return { raw: { ...raw, people }, knownNames };
}

/**
 * The other names of each group (by group name) from the reviewed table
 * (`sources/corrections/group-names.csv`), each reported as a correction; a row naming a group this
 * data does not hold is noted.
 */
function otherGroupNames(groups: readonly GroupRow[], table: readonly GroupNameRow[], report: BuildReport): ReadonlyMap<string, readonly string[]> {
  const names = new Map<string, string[]>();
  const held = new Set(groups.map((g) => g.name));
  const missing = table.filter((r) => !held.has(r.group));
  if (missing.length > 0) report.note(`people_group: ${missing.length} row(s) of ${GROUP_NAMES_FILE} name a group this data does not hold (${missing.map((r) => `line ${r.line}: ${r.group}`).join(", ")})`);
  for (const r of table) {
    if (!held.has(r.group) || r.name.toLowerCase() === r.group.toLowerCase()) continue;
    names.set(r.group, [...(names.get(r.group) ?? []), r.name]);
    report.corrected("people_group", "also_called", `a name the text calls the group by that the upstream does not give; reviewed row of ${GROUP_NAMES_FILE}`, `${r.group}: ${r.reason}`, r.name);
  }
  return names;
}

/**
 * An Easton headword inverted for the index (`Spirit, Holy`, `Jude, Epistle of`, `Commandments, the
 * Ten`) in the order people say it: `Holy Spirit`, `Epistle of Jude`, `the Ten Commandments` and `Ten
 * Commandments`. None for a headword without exactly one comma, nor for two spellings of one word
 * (`Put, Phut`, `Pur, Purim`, `Veil, vail`: a second word that begins with the first's three letters
 * or is at most three edits from it).
 */
export function naturalOrder(headword: string): string[] {
  const parts = headword.split(",");
  if (parts.length !== 2) return [];
  const [head, rest] = parts.map((p) => p.trim()) as [string, string];
  if (head === "" || rest === "") return [];
  const [a, b] = [head.toLowerCase(), rest.toLowerCase()];
  if (!/\s/.test(b) && b.length >= 4 && (a.slice(0, 3) === b.slice(0, 3) || editDistance(a, b, 3) <= 3)) return [];
  const natural = `${rest} ${head}`;
  const withoutThe = /^the\s+/i.test(rest) ? `${rest.replace(/^the\s+/i, "")} ${head}` : undefined;
  return withoutThe === undefined ? [natural] : [natural, withoutThe];
}

/** Slug maps per kind, each from upstream key to slug. */
interface SlugMaps {
  /**
   * Per kind: extra names (surnames, other names, full names of records that took a bare name) and the
   * 0.1.0 slugs that changed, each → the upstream key of its record. Served as aliases (redirects).
   */
  readonly extra: Readonly<Record<TheographicKind, ReadonlyMap<string, string>>>;
  readonly person: ReadonlyMap<string, string>;
  readonly place: ReadonlyMap<string, string>;
  /** By event title. */
  readonly event: ReadonlyMap<string, string>;
  readonly people_group: ReadonlyMap<string, string>;
  /** By `dictLookup` (the first row of a repeated key). */
  readonly dictionary_entry: ReadonlyMap<string, string>;
  /** By the key of each Easton row ({@link SlugMaps.entryKey}). */
  readonly entryByKey: ReadonlyMap<string, string>;
  /** The unique key of an Easton row: its `dictLookup`, or `dictLookup#index` when repeated. */
  readonly entryKey: (row: EastonRow) => string;
  /** Orders event slugs chronologically: by year, then upstream's order within it (`chronologicalOrder`, `event-order.ts`). */
  readonly eventOrder: SlugOrder;
  /** Orders Easton slugs by upstream index. */
  readonly entryOrder: SlugOrder;
  /** Orders person slugs by `personID`. */
  readonly personOrder: SlugOrder;
  /** Orders group slugs as the groups were read. */
  readonly groupOrder: SlugOrder;
}

/** The rank of a slug in some order (unknown slugs last). */
type SlugOrder = (slug: string) => number;

/**
 * Easton rows that repeat another row word for word (same key, headword, sense and text: `Kadesh` and
 * `Salmon` each appear twice, with different person/place matches) merged into the first, with the
 * matches of both. Returns the rows left and, for each row merged away, its index → the kept row.
 */
function mergeDuplicateEntries(rows: readonly EastonRow[], report: BuildReport): { rows: EastonRow[]; into: Map<number, EastonRow> } {
  const kept = new Map<string, EastonRow>();
  const into = new Map<number, EastonRow>();
  const out: EastonRow[] = [];
  for (const d of [...rows].sort((a, b) => a.index - b.index)) {
    const key = JSON.stringify([d.dictLookup, d.termLabel, d.itemNum, d.dictText]);
    const first = kept.get(key);
    if (first === undefined || d.dictText.trim() === "") {
      kept.set(key, d);
      out.push(d);
      continue;
    }
    const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];
    const matchType = first.matchType === d.matchType || d.matchType === "unmatched" ? first.matchType : first.matchType === "unmatched" ? d.matchType : "multi";
    const joined: EastonRow = { ...first, matchType, personLookup: union(first.personLookup, d.personLookup), placeLookup: union(first.placeLookup, d.placeLookup) };
    out[out.indexOf(first)] = joined;
    kept.set(key, joined);
    into.set(d.index, joined);
    report.corrected("dictionary_entry", "(record)", "an Easton row repeating another word for word is merged into it (matches joined; the old slug resolves)", `${d.dictLookup} (index ${d.index})`, `${first.dictLookup} (index ${first.index})`);
  }
  for (const [index, row] of into) into.set(index, out.find((r) => r.index === row.index) ?? row);
  const position = new Map(rows.map((d, i) => [d.index, i]));
  return { rows: out.sort((a, b) => (position.get(a.index) ?? 0) - (position.get(b.index) ?? 0)), into };
}

function assignAllSlugs(
  raw: TheographicRaw,
  report: BuildReport,
  nameOf: PersonName,
  credit: ReadonlyMap<string, number>,
  upstreamEaston: readonly EastonRow[] = raw.easton,
  mergedInto: ReadonlyMap<number, EastonRow> = new Map(),
  groupNames: ReadonlyMap<string, readonly string[]> = new Map(),
  kjv: (osis: string) => string | undefined = () => undefined,
): SlugMaps {
  const firstIndex = new Map<string, number>();
  for (const d of [...upstreamEaston].sort((a, b) => a.index - b.index)) if (!firstIndex.has(d.dictLookup)) firstIndex.set(d.dictLookup, d.index);
  const entryKey = (d: EastonRow): string => (firstIndex.get(d.dictLookup) === d.index ? d.dictLookup : `${d.dictLookup}#${d.index}`);
  const legacy: Record<TheographicKind, Map<string, string>> = {
    person: legacySlugs(raw.people.map((p) => ({ id: p.personLookup, name: p.name, title: p.displayTitle, order: p.personID })), "person"),
    place: legacySlugs(raw.places.map((p) => ({ id: p.placeLookup, name: placeName(p), title: p.displayTitle, order: p.placeID })), "place"),
    event: legacySlugs(raw.events.map((e) => ({ id: e.title, name: e.title, order: e.id })), "event"),
    people_group: legacySlugs(raw.groups.map((g, i) => ({ id: g.name, name: g.name, order: i })), "group"),
    dictionary_entry: legacySlugs(upstreamEaston.map((d) => ({ id: entryKey(d), name: d.dictLookup, order: d.index })), "entry"),
  };
  const byLookup = new Map(raw.people.map((p) => [p.personLookup, p]));
  for (const p of raw.people) {
    const title = withoutNote(p.displayTitle);
    const respelled = respelledAsName(title, p.name);
    if (respelled !== title) report.corrected("person", "name", "the display title spells a word of the upstream name one letter differently; the name's spelling (the text's) is kept", `${p.personLookup}: ${title}`, respelled);
  }
  const epithets = personEpithets(raw, kjv);
  const personRequests = (nameOf: PersonName, formerly: readonly ReadonlyMap<string, string>[] = [], credited = true, withEpithets = true) =>
    raw.people.map((p) => {
      const name = nameOf(p);
      const note = parenthetical(p.displayTitle);
      const isOtherName = note !== undefined && [p.name, ...p.alsoCalled].some((n) => n.toLowerCase() === note.toLowerCase());
      const base = givenName(name);
      // An other name that is the given name with a word more ("Pharaoh-hophra") tells the bearer apart as an epithet does.
      const longer = withEpithets ? wordsBeyond(base, p.alsoCalled) : [];
      const epithet = withEpithets ? epithets.get(p.personLookup) : undefined;
      return {
        id: p.personLookup,
        name,
        base,
        qualifiers: [...(note === undefined || isOtherName ? [] : [note]), ...relationQualifiers(p, byLookup, nameOf), ...longer, ...(epithet === undefined ? [] : [epithet])],
        aliases: [...(isOtherName ? [note] : []), ...(p.surname === null ? [] : [p.surname]), p.name, ...formerly.flatMap((m) => m.get(p.personLookup) ?? [])],
        // The names the data says the person is also called (Abram, Cephas, Belteshazzar): names a reader may guess.
        alsoCalled: p.alsoCalled,
        mentions: p.verses.length + (credited ? (credit.get(p.personLookup) ?? 0) : 0),
        order: p.personID,
        previous: legacy.person.get(p.personLookup),
      };
    });
  // The slugs the upstream's spellings give stay as aliases where a modern respelling changed one
  // (the person's name or a relative's in a qualifier: `portius-festus`, `hezron-son-of-pharez`).
  const upstreamSpelt = assignSlugs(personRequests(knownPersonName), "person").slugs;
  // So do the slugs that writers of a book named after them had before the book counted (`nehemiah-son-of-hachaliah`, now `nehemiah`).
  const uncredited = assignSlugs(personRequests(nameOf, [upstreamSpelt], false), "person").slugs;
  // And the numbers that namesakes had before an Easton article's epithet told them apart (`amon-2`, now `amon-governor-of-samaria`).
  const unepitheted = assignSlugs(personRequests(nameOf, [upstreamSpelt, uncredited], true, false), "person").slugs;
  const personSlugs = assignSlugs(personRequests(nameOf, [upstreamSpelt, uncredited, unepitheted]), "person");
  const regions = placeRegions(raw);
  const placeRequests = (nameOf: (p: PlaceRow) => string, formerly: readonly ReadonlyMap<string, string>[] = [], withRegions = true) =>
    raw.places.map((p) => {
      const note = parenthetical(p.displayTitle);
      const region = withRegions ? regions.get(p.placeLookup) : undefined;
      return {
        id: p.placeLookup,
        name: nameOf(p),
        qualifiers: [...(note === undefined ? [] : [note]), ...(region === undefined ? [] : [`of ${region}`])],
        aliases: formerly.flatMap((m) => m.get(p.placeLookup) ?? []),
        // Names a reader may guess: the upstream's other names (Mars Hill, Tigris), the ESV's name (Kidron Valley), the name with its kind (Jordan River, Mount Tabor).
        alsoCalled: [...placeAlsoCalled(p), ...(p.esvName === null ? [] : [p.esvName]), ...placeKindNames(p)],
        mentions: p.verses.length,
        order: p.placeID,
        previous: legacy.place.get(p.placeLookup),
      };
    });
  // The slugs the display titles gave (`tower-1`) stay as aliases where the ESV's name replaced a bare common word,
  // and so do the numbers that namesakes had before their region told them apart (`bethlehem-2`, now `bethlehem-of-zebulun`).
  const titled = assignSlugs(placeRequests(placeName, [], false), "place").slugs;
  const unregioned = assignSlugs(placeRequests(knownPlaceName, [], false), "place").slugs;
  const placeSlugs = assignSlugs(placeRequests(knownPlaceName, [titled, unregioned]), "place");
  const eventSlugs = assignSlugs(raw.events.map((e) => ({ id: e.title, name: e.title, order: e.id, previous: legacy.event.get(e.title) })), "event");
  const groupSlugs = assignSlugs(raw.groups.map((g, i) => ({ id: g.name, name: g.name, alsoCalled: groupNames.get(g.name) ?? [], order: i, previous: legacy.people_group.get(g.name) })), "group");

  // An inverted headword is also looked up in the order people say it (`Spirit, Holy` → holy-spirit); an alias only when one entry has that headword.
  const entrySlugs = assignSlugs(
    raw.easton.map((d) => ({ id: entryKey(d), name: d.dictLookup, alsoCalled: naturalOrder(d.dictLookup), order: d.index, previous: legacy.dictionary_entry.get(entryKey(d)) })),
    "entry",
  );
  const entryByKey = new Map(entrySlugs.slugs);
  for (const d of upstreamEaston) {
    const kept = mergedInto.get(d.index);
    const slug = kept === undefined ? undefined : entryByKey.get(entryKey(kept));
    if (slug !== undefined) entryByKey.set(entryKey(d), slug);
  }
  const dictionary_entry = new Map<string, string>();
  for (const [lookup] of firstIndex) {
    const slug = entryByKey.get(lookup);
    if (slug !== undefined) dictionary_entry.set(lookup, slug);
  }

  const extra = {
    person: extraNames("person", personSlugs, legacy.person, report),
    place: extraNames("place", placeSlugs, legacy.place, report),
    event: extraNames("event", eventSlugs, legacy.event, report),
    people_group: extraNames("people_group", groupSlugs, legacy.people_group, report),
    dictionary_entry: extraNames("dictionary_entry", entrySlugs, legacy.dictionary_entry, report),
  };
  const person = personSlugs.slugs;
  const place = placeSlugs.slugs;
  const event = eventSlugs.slugs;
  const people_group = groupSlugs.slugs;

  const chronological = chronologicalOrder(raw.events.map((e) => ({ key: e.title, year: e.startYear, sortKey: e.sortKey, id: e.id, predecessors: e.predecessor })));
  return {
    extra,
    person,
    place,
    event,
    people_group,
    dictionary_entry,
    entryByKey,
    entryKey,
    eventOrder: slugOrder(chronological.map((title) => event.get(title))),
    entryOrder: slugOrder([...raw.easton].sort((a, b) => a.index - b.index).map((d) => entryByKey.get(entryKey(d)))),
    personOrder: slugOrder([...raw.people].sort((a, b) => a.personID - b.personID).map((p) => person.get(p.personLookup))),
    groupOrder: slugOrder(raw.groups.map((g) => people_group.get(g.name))),
  };
}

/**
 * A kind's extra names → upstream key: the aliases {@link assignSlugs} gave, then every 0.1.0 slug that
 * changed and names no current record. A 0.1.0 slug that now names another record (the bare name went
 * to the namesake the text means) is listed in the report.
 */
function extraNames(kind: TheographicKind, assigned: SlugAssignment, legacy: ReadonlyMap<string, string>, report: BuildReport): Map<string, string> {
  const current = new Map<string, string>();
  for (const [id, slug] of assigned.slugs) current.set(slug, id);
  const out = new Map(assigned.aliases);
  let changed = 0;
  const repurposed: string[] = [];
  for (const [id, old] of [...legacy].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (assigned.slugs.get(id) === old) continue;
    changed++;
    const holder = current.get(old);
    if (holder !== undefined) repurposed.push(`${old} (was ${id}, now ${holder})`);
    else out.set(old, id);
  }
  if (changed > 0) report.note(`${kind}: ${changed} slug(s) changed from dataset 0.1.0; the old ones redirect to the new, except ${repurposed.length} now naming the record a reader means${repurposed.length > 0 ? `: ${repurposed.slice(0, 20).join(", ")}${repurposed.length > 20 ? ", …" : ""}` : ""}`);
  return out;
}

/**
 * Each place's region as its Easton article's opening gives it ({@link regionOf}): the articles the
 * place lists, then those that list the place, the first that names one.
 */
function placeRegions(raw: TheographicRaw): Map<string, string> {
  const byKey = new Map<string, EastonRow>();
  const byPlace = new Map<string, EastonRow[]>();
  for (const d of raw.easton) {
    if (!byKey.has(d.dictLookup)) byKey.set(d.dictLookup, d);
    for (const p of d.placeLookup) byPlace.set(p, [...(byPlace.get(p) ?? []), d]);
  }
  const out = new Map<string, string>();
  for (const p of raw.places) {
    const articles = [...p.eastons.flatMap((k) => byKey.get(k) ?? []), ...(byPlace.get(p.placeLookup) ?? [])];
    for (const d of articles) {
      const region = regionOf(plainText(d.dictText) ?? "");
      if (region !== undefined) {
        out.set(p.placeLookup, region);
        break;
      }
    }
  }
  return out;
}

/**
 * Each person's epithet as the opening of an Easton article about them alone gives it
 * ({@link epithetOf}: "A prophet of Shiloh" → `prophet of Shiloh`), the first article that gives one.
 * An article several people link to (Easton's one "Noah") describes none of them alone.
 */
function personEpithets(raw: TheographicRaw, kjv: (osis: string) => string | undefined): Map<string, string> {
  const found = new Map<string, string>();
  const byPerson = new Map(raw.people.map((p) => [p.personLookup, p] as const));
  /** Per person, the words of the openings of every article that links them, shared or not. */
  const described = new Map<string, Set<string>>();
  const wordsOf = (key: string): Set<string> => {
    let words = described.get(key);
    if (words === undefined) described.set(key, (words = new Set()));
    return words;
  };
  for (const d of [...raw.easton].sort((a, b) => a.index - b.index)) {
    const text = plainText(d.dictText) ?? "";
    const words = openingWords(text);
    for (const key of d.personLookup) for (const w of words) wordsOf(key).add(w);
    const [only, ...others] = d.personLookup;
    const person = only === undefined || others.length > 0 || found.has(only) ? undefined : byPerson.get(only);
    if (person === undefined) continue;
    const epithet = epithetOf(text, givenName(person.name));
    if (epithet !== undefined) found.set(only as string, epithet);
  }
  // What the verses that mention a person call them ("Ezra the priest", "Zechariah the prophet"), read
  // only for the namesakes of someone with an epithet.
  const epithetNames = new Set([...found.keys()].map((key) => givenName((byPerson.get(key) as PersonRow).name)));
  const namesakes = new Map<string, PersonRow[]>();
  for (const p of raw.people) {
    const name = givenName(p.name);
    if (!epithetNames.has(name)) continue;
    namesakes.set(name, [...(namesakes.get(name) ?? []), p]);
    const called = new RegExp(String.raw`\b${escapeRegExp(name)}\s+the\s+([A-Za-z]+)`, "gu");
    for (const v of p.verses) for (const m of (kjv(v) ?? "").matchAll(called)) wordsOf(p.personLookup).add((m[1] as string).toLowerCase());
  }
  // An epithet a namesake's articles or verses also use of them tells nobody apart: the verses call
  // Ezra the scribe "Ezra the priest", so the priest Ezra of Nehemiah 12 is not `ezra-the-priest`.
  const out = new Map<string, string>();
  for (const [key, epithet] of found) {
    const person = byPerson.get(key) as PersonRow;
    const head = epithetHead(epithet);
    const shared = (namesakes.get(givenName(person.name)) ?? []).some((o) => o.personLookup !== key && described.get(o.personLookup)?.has(head) === true);
    if (!shared) out.set(key, epithet);
  }
  return out;
}

/** What each of `names` adds to `base` when it begins with it ("Pharaoh-hophra" beyond "Pharaoh" → "hophra"). */
function wordsBeyond(base: string, names: readonly string[]): string[] {
  const beyond = new RegExp(String.raw`^${escapeRegExp(base)}[-\s]+(\S.*)$`, "iu");
  return names.flatMap((n) => beyond.exec(n)?.[1] ?? []);
}

/** The lowercase words of an article's first two sentences (the first is often a name's meaning), plurals also as singulars (`prophets` → `prophet`). */
function openingWords(text: string): string[] {
  return sentences(text.split(/\n\s*\n/)[0] ?? "").slice(0, 2).join(" ").toLowerCase().split(/[^a-z]+/).flatMap((w) => (w === "" ? [] : w.endsWith("s") ? [w, w.slice(0, -1)] : [w]));
}

/** The word an epithet turns on: the role before `of` (`king of Hazor` → `king`), else its last word (`the chief priest` → `priest`). */
function epithetHead(epithet: string): string {
  const words = epithet.toLowerCase().split(/\s+/);
  const of = words.indexOf("of");
  return (of > 0 ? words[of - 1] : words.at(-1)) ?? epithet;
}

/** A display title without its trailing note in parentheses (`Mary (Mother of Jesus)` → `Mary`). */
function withoutNote(title: string): string {
  return title.replace(/\s*\([^()]*\)\s*$/, "").trim();
}

/** The text of a display title's trailing note in parentheses (`Mary (Mother of Jesus)` → `Mother of Jesus`). */
function parenthetical(title: string): string | undefined {
  const note = /\(([^()]*)\)\s*$/.exec(title)?.[1]?.trim();
  return note === undefined || note === "" ? undefined : note;
}

/**
 * A name with the upstream display title's trailing note, if it has one (`Mary Magdalene` with `Mary`
 * → `Mary Magdalene`; `Abimelech` with `Abimelech (King of Gerar)` → `Abimelech (King of Gerar)`), so a
 * person's display title never names them otherwise than `name` does.
 */
function withNoteOf(name: string, displayTitle: string): string {
  const note = parenthetical(displayTitle);
  return note === undefined ? name : `${name} (${note})`;
}

/**
 * The name people know a person by: the display title without its trailing note, with the surname
 * added when the title lacks it (`Jacob (Israel)` → Jacob, `Simon Peter`, `Mary` + Magdalene → Mary
 * Magdalene).
 */
export function knownPersonName(p: Pick<PersonRow, "displayTitle" | "name" | "surname">): string {
  const title = respelledAsName(withoutNote(p.displayTitle) || p.name, p.name);
  const words = title.toLowerCase().split(/\s+/);
  return p.surname !== null && p.surname.trim() !== "" && !words.includes(p.surname.toLowerCase()) ? `${title} ${p.surname.trim()}` : title;
}

/** The name a person is known by (see {@link personNames}). */
type PersonName = (p: PersonRow) => string;

/** Verse text by canonical OSIS reference, per translation (what {@link modernSpellings} reads). */
export interface VerseLookups {
  readonly kjv: (osis: string) => string | undefined;
  readonly web: (osis: string) => string | undefined;
}

const NO_TEXTS: VerseLookups = { kjv: () => undefined, web: () => undefined };

/**
 * Each person's name: the name people know them by in the reviewed table of other names, else
 * {@link knownPersonName}, with the words the modern text spells another way
 * respelt ({@link modernSpellings}: `Timotheus` → Timothy), each respelling reported as a correction.
 */
function personNames(people: readonly PersonRow[], texts: VerseLookups, report: BuildReport, knownNames: ReadonlyMap<string, string> = new Map()): PersonName {
  const known = new Map(people.map((p) => [p.personLookup, knownNames.get(p.personLookup) ?? knownPersonName(p)] as const));
  const spellings = modernSpellings(
    people.map((p) => ({ personLookup: p.personLookup, name: known.get(p.personLookup) ?? p.name, alsoCalled: p.alsoCalled, verses: p.verses })),
    texts.kjv,
    texts.web,
  );
  const names = new Map<string, string>();
  for (const [id, found] of spellings) {
    const from = known.get(id) ?? "";
    const to = respell(from, found);
    names.set(id, to);
    const counts = found.map((f) => `${f.to}: WEB ${f.web[1]}, KJV ${f.kjv[1]}; ${f.from}: WEB ${f.web[0]}, KJV ${f.kjv[0]}`).join("; ");
    report.corrected("person", "name", "the World English Bible spells the name another way in the person's verses (the counts in parentheses), a spelling the upstream lists among their other names", `${id}: ${from} (${counts})`, to);
  }
  return (p) => names.get(p.personLookup) ?? known.get(p.personLookup) ?? knownPersonName(p);
}

/**
 * An also-called name that became a word of the person's name by a modern respelling, given back as
 * the upstream's spelling it replaced (`Timothy` → `Timotheus`), so the other names keep it; any
 * other name unchanged.
 */
function upstreamSpelling(alsoCalled: string, name: string, known: string): string {
  const at = name.split(/\s+/).indexOf(alsoCalled);
  const before = at < 0 ? undefined : known.split(/\s+/)[at];
  return before ?? alsoCalled;
}

/**
 * A display title with each word that is one letter away from a word of the upstream `name` spelt as
 * the name spells it, the name being the text's spelling: `Phillip the Apostle` (name `Philip`) →
 * `Philip the Apostle`. Words of fewer than four letters are left alone.
 */
export function respelledAsName(title: string, name: string): string {
  const spellings = name.split(/\s+/).filter((w) => w.length >= 4);
  return title
    .split(/(\s+)/)
    .map((w) => (w.length < 4 ? w : (spellings.find((n) => n.toLowerCase() !== w.toLowerCase() && editDistance(n.toLowerCase(), w.toLowerCase(), 1) === 1) ?? w)))
    .join("");
}

/**
 * A person's relatives by tie, in the order that best tells namesakes apart (father, spouses,
 * mother, children, siblings), each with the word for the person's side of it (`son`, `wife`, …).
 */
function kin(p: PersonRow): readonly (readonly [relation: string, keys: readonly (string | null)[]])[] {
  const word = (male: string, female: string, other: string): string => (p.gender === "Male" ? male : p.gender === "Female" ? female : other);
  return [
    [word("son", "daughter", "child"), [p.father]],
    [word("husband", "wife", "spouse"), p.partners],
    [word("son", "daughter", "child"), [p.mother]],
    [word("father", "mother", "parent"), p.children],
    [word("brother", "sister", "sibling"), p.siblings],
  ];
}

/** Relations that tell a person from namesakes, best first: father, spouse, mother, child, sibling (the first of each, {@link kin}). */
function relationQualifiers(p: PersonRow, byLookup: ReadonlyMap<string, PersonRow>, nameOf: PersonName): string[] {
  return kin(p).flatMap(([relation, [key]]) => {
    const other = key === null || key === undefined ? undefined : byLookup.get(key);
    return other === undefined ? [] : [`${relation} of ${nameOf(other)}`];
  });
}

/**
 * Names a reader may guess for a person from their family: the given name with each tie the data
 * links ({@link kin}: every relative, not only the first of each tie that {@link relationQualifiers}
 * reads), the relative by full and by given name, as slugs with the slugs of the people claiming
 * them (`joseph-husband-of-mary` → `joseph-marys-husband`, `isaac-son-of-abraham` → `isaac`). The
 * caller adds those one person claims where no record has the key yet.
 */
function relationAliases(people: readonly PersonRow[], nameOf: PersonName, slugOf: ReadonlyMap<string, string>): Map<string, string[]> {
  const byLookup = new Map(people.map((p) => [p.personLookup, p]));
  const claims = new Map<string, string[]>();
  for (const p of people) {
    const slug = slugOf.get(p.personLookup);
    if (slug === undefined) continue;
    for (const [relation, keys] of kin(p)) {
      for (const key of keys) {
        const other = key === null ? undefined : byLookup.get(key);
        if (other === undefined) continue;
        for (const name of new Set([nameOf(other), givenName(nameOf(other))])) {
          const alias = slugify(`${givenName(nameOf(p))} ${relation} of ${name}`);
          if (alias !== slug) claims.set(alias, [...(claims.get(alias) ?? []), slug]);
        }
      }
    }
  }
  return claims;
}

/** A place's primary name: its display title without a trailing disambiguating note in parentheses. */
function placeName(p: PlaceRow): string {
  return withoutNote(p.displayTitle) || p.displayTitle;
}

/** Words that add nothing to a name (`The Skull` is the `Skull`). */
const ARTICLES = new Set(["the", "a", "an"]);

/**
 * The name people know a place by: {@link placeName}, unless that is one word and the ESV's name is
 * that word with more (`Tower` → `Tower of Hananel`, `Place` → `Place of a Skull`, `Shechem (tower)`
 * → `Tower of Shechem`, `Highway` → `King's Highway`): the upstream titles such places by a common
 * word alone, which tells a reader nothing and names several places (three towers of Jerusalem).
 */
export function knownPlaceName(p: Pick<PlaceRow, "displayTitle" | "esvName">): string {
  const name = withoutNote(p.displayTitle) || p.displayTitle;
  if (p.esvName === null || /\s/.test(name)) return name;
  const fold = (w: string) => w.toLowerCase().replace(/['’]s?$/, "");
  const words = p.esvName.split(/\s+/).map(fold);
  const rest = words.filter((w) => w !== fold(name) && !ARTICLES.has(w));
  return words.includes(fold(name)) && rest.length > 0 ? p.esvName : name;
}

/** Whether an entry of a place's `aliases` column is a name: letters, spaces, hyphens and apostrophes, at most five words. */
function isPlaceName(alias: string): boolean {
  return /^\p{L}[\p{L}'’ -]*$/u.test(alias) && alias.split(/\s+/).length <= 5;
}

/**
 * The upstream's other names of a place (its `aliases` column) that are names: an editor's note
 * there (`4b is just "mount" or "mountain"`) is not one; {@link placeNotes} lists those.
 */
function placeAlsoCalled(p: PlaceRow): string[] {
  const name = knownPlaceName(p).toLowerCase();
  return p.aliases.filter((a) => isPlaceName(a) && a.toLowerCase() !== name);
}

/** The entries of a place's `aliases` column that are not names (see {@link placeAlsoCalled}). */
function placeNotes(p: PlaceRow): string[] {
  return p.aliases.filter((a) => !isPlaceName(a));
}

/**
 * A river or mountain named with its kind, as readers say it (`Jordan River`, `River Jordan`, `Mount
 * Tabor`), unless the name already says what it is (`Brook Kidron`, `Mount Sinai`, `Hill Mizar`).
 */
function placeKindNames(p: PlaceRow): string[] {
  const name = knownPlaceName(p);
  if (p.featureSubType === "River" && !/\b(river|brook|stream|sea|waters?)\b/i.test(name)) return [`${name} River`, `River ${name}`];
  if (p.featureType === "Mountain" && !/\b(mount|mountains?|hills?)\b/i.test(name)) return [`Mount ${name}`];
  return [];
}

/** Resolves upstream keys to slugs, recording each key that resolves to nothing. */
class Linker {
  constructor(
    readonly slugs: SlugMaps,
    private readonly report: BuildReport,
  ) {}

  /** The slugs of `values` in `map`, repeats removed, order kept; unknown values are reported. */
  list(values: readonly string[], map: ReadonlyMap<string, string>, table: TheographicKind, field: string, record: string): string[] {
    const out = new Set<string>();
    for (const v of values) {
      const slug = map.get(v);
      if (slug === undefined) this.report.unresolved(table, field, record, v);
      else out.add(slug);
    }
    return [...out];
  }

  /** The slug of `value` in `map`, or null (reported) when it resolves to nothing. */
  one(value: string | null, map: ReadonlyMap<string, string>, table: TheographicKind, field: string, record: string): string | null {
    if (value === null) return null;
    return this.list([value], map, table, field, record)[0] ?? null;
  }
}

/** Links stated on the other side of a relation, as upstream keys of the record they point to. */
interface ReverseLinks {
  /** person key → titles of events listing them as participants. */
  readonly personEvents: ReadonlyMap<string, string[]>;
  /** place key → titles of events located there. */
  readonly placeEvents: ReadonlyMap<string, string[]>;
  /** person key → names of groups listing them as members. */
  readonly personGroups: ReadonlyMap<string, string[]>;
  /** group name → person keys naming the group in `memberOf`. */
  readonly groupMembers: ReadonlyMap<string, string[]>;
  /** group name → titles of events naming the group. */
  readonly groupEvents: ReadonlyMap<string, string[]>;
  /** event title → names of groups naming the event. */
  readonly eventGroups: ReadonlyMap<string, string[]>;
  /** person key → Easton keys whose `personLookup` names them. */
  readonly personEntries: ReadonlyMap<string, string[]>;
  /** place key → Easton keys whose `placeLookup` names them. */
  readonly placeEntries: ReadonlyMap<string, string[]>;
  /** place key → person keys born / died there. */
  readonly placeBorn: ReadonlyMap<string, string[]>;
  readonly placeDied: ReadonlyMap<string, string[]>;
}

function reverseLinks(raw: TheographicRaw, slugs: SlugMaps): ReverseLinks {
  const index = (): Map<string, string[]> => new Map();
  const add = (m: Map<string, string[]>, key: string, value: string): void => {
    const list = m.get(key);
    if (list === undefined) m.set(key, [value]);
    else list.push(value);
  };
  const r = {
    personEvents: index(),
    placeEvents: index(),
    personGroups: index(),
    groupMembers: index(),
    groupEvents: index(),
    eventGroups: index(),
    personEntries: index(),
    placeEntries: index(),
    placeBorn: index(),
    placeDied: index(),
  };
  for (const e of raw.events) {
    for (const p of new Set(e.participants)) add(r.personEvents, p, e.title);
    for (const p of new Set(e.locations)) add(r.placeEvents, p, e.title);
    for (const g of e.groups) add(r.groupEvents, g, e.title);
  }
  for (const g of raw.groups) {
    for (const m of g.members) add(r.personGroups, m, g.name);
    for (const t of g.events) add(r.eventGroups, t, g.name);
  }
  for (const p of raw.people) {
    for (const g of p.memberOf) add(r.groupMembers, g, p.personLookup);
    if (p.birthPlace !== null) add(r.placeBorn, p.birthPlace, p.personLookup);
    if (p.deathPlace !== null) add(r.placeDied, p.deathPlace, p.personLookup);
  }
  for (const d of raw.easton) {
    const key = slugs.entryKey(d);
    for (const p of d.personLookup) add(r.personEntries, p, key);
    for (const p of d.placeLookup) add(r.placeEntries, p, key);
  }
  return r;
}

/**
 * Stated links (already slugs, in upstream order) followed by the links stated only on the other side
 * (known keys only; unknown ones are reported where they are stated) in `order`, without repeats.
 * With `sortAll`, the whole list is put in `order` (used for events and dictionary entries).
 */
function merge(stated: readonly string[], other: readonly string[] | undefined, map: ReadonlyMap<string, string>, order: SlugOrder, sortAll = false): string[] {
  const byOrder = (a: string, b: string): number => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0);
  const seen = new Set(stated);
  const extra: string[] = [];
  for (const key of other ?? []) {
    const slug = map.get(key);
    if (slug !== undefined && !seen.has(slug)) {
      seen.add(slug);
      extra.push(slug);
    }
  }
  const list = [...stated, ...extra.sort(byOrder)];
  return sortAll ? list.sort(byOrder) : list;
}

/** The order of slugs listed in order. */
function slugOrder(slugs: readonly (string | undefined)[]): SlugOrder {
  const rank = new Map<string, number>();
  slugs.forEach((slug, i) => {
    if (slug !== undefined) rank.set(slug, i);
  });
  return (slug) => rank.get(slug) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Each person's name meaning from Hitchcock's dictionary. A name Hitchcock lists once gives its meaning
 * to every bearer; a name it lists several times (Abel the man and the city, Noah the patriarch and
 * Zelophehad's daughter) gives each bearer the one meaning the reviewed table
 * (`sources/corrections/name-meanings.csv`) assigns to them, never all joined. A meaning the table does
 * not place, or a row whose meaning Hitchcock no longer has, is an anomaly in the report.
 */
function nameMeanings(raw: TheographicRaw, table: readonly NameMeaningRow[], report: BuildReport): (p: PersonRow) => string | null {
  const byName = new Map<string, string[]>();
  for (const h of raw.hitchcock) {
    const key = h.name.toLowerCase();
    const list = byName.get(key) ?? [];
    if (!list.includes(h.meaning)) list.push(h.meaning);
    byName.set(key, list);
  }
  const rows = new Map<string, NameMeaningRow[]>();
  for (const r of table) {
    const key = r.name.toLowerCase();
    rows.set(key, [...(rows.get(key) ?? []), r]);
    const known = byName.get(key);
    if (known !== undefined && !known.includes(r.meaning)) {
      report.anomaly("stale-correction", "person", `${NAME_MEANINGS_FILE}:${r.line}`, `${r.name}: Hitchcock has no meaning "${r.meaning}"`, "A correction row whose upstream value no longer matches the upstream file (review the row).");
    }
  }
  for (const [key, list] of byName) {
    if (list.length < 2) continue;
    for (const m of list) {
      if ((rows.get(key) ?? []).some((r) => r.meaning === m)) continue;
      report.anomaly("name-meaning-unassigned", "person", key, `Hitchcock gives "${key}" several meanings and the reviewed table does not say whose "${m}" is; no bearer gets it`, "A name with several Hitchcock meanings, one of which no reviewed row assigns to a namesake.");
    }
  }
  let chosen = 0;
  const meaningOf = (p: PersonRow): string | null => {
    const key = p.name.toLowerCase();
    const list = byName.get(key);
    if (list === undefined) return null;
    if (list.length === 1) return list[0] ?? null;
    const own = rows.get(key) ?? [];
    const row = own.find((r) => r.appliesTo === p.personLookup) ?? own.find((r) => r.appliesTo === "*");
    if (row === undefined || !list.includes(row.meaning)) return null;
    chosen++;
    return row.meaning;
  };
  const out = new Map<string, string | null>();
  for (const p of raw.people) out.set(p.personLookup, meaningOf(p));
  if (chosen > 0) report.note(`person: ${chosen} bearer(s) of a name Hitchcock lists with several meanings got the one ${NAME_MEANINGS_FILE} assigns to them`);
  return (p) => out.get(p.personLookup) ?? null;
}

/** Astronomical year and display form of a historical year, from Periods.csv or computed. */
function year(y: number | null, years: ReadonlyMap<number, { isoYear: number; formattedYear: string }>): { year: number | null; display: string | null } {
  if (y === null) return { year: null, display: null };
  const p = years.get(y);
  if (p !== undefined) return { year: p.isoYear, display: p.formattedYear };
  return y < 0 ? { year: y + 1, display: `${-y} BC` } : { year: y, display: `AD ${y}` };
}

function verseFields(verses: readonly string[]): { verse_count: number; verses: string[]; first_mention: string | null } {
  const sorted = sortVerses(new Set(verses));
  return { verse_count: sorted.length, verses: sorted, first_mention: sorted[0] ?? null };
}

function buildPerson(
  p: PersonRow,
  nameOf: PersonName,
  links: Linker,
  reverse: ReverseLinks,
  years: ReadonlyMap<number, { isoYear: number; formattedYear: string }>,
  meanings: (p: PersonRow) => string | null,
): Person {
  const s = links.slugs;
  const id = p.personLookup;
  const people = (values: readonly string[], field: string): string[] => links.list(values, s.person, "person", field, id);
  const birth = year(p.birthYear, years);
  const death = year(p.deathYear, years);
  const known = knownPersonName(p);
  const name = nameOf(p);
  return {
    slug: s.person.get(id) ?? id,
    uuid: recordUuid("person", id),
    id,
    name,
    upstream_name: p.name,
    display_title: withNoteOf(name, p.displayTitle),
    also_called: p.alsoCalled.map((a) => upstreamSpelling(a, name, known)),
    gender: p.gender,
    birth_year: birth.year,
    death_year: death.year,
    birth_year_display: birth.display,
    death_year_display: death.display,
    birth_place: links.one(p.birthPlace, s.place, "person", "birth_place", id),
    death_place: links.one(p.deathPlace, s.place, "person", "death_place", id),
    father: links.one(p.father, s.person, "person", "father", id),
    mother: links.one(p.mother, s.person, "person", "mother", id),
    siblings: people(p.siblings, "siblings"),
    half_siblings: people([...p.halfSiblingsSameMother, ...p.halfSiblingsSameFather], "half_siblings"),
    children: people(p.children, "children"),
    partners: people(p.partners, "partners"),
    ...verseFields(p.verses),
    name_meaning: meanings(p),
    people_groups: merge(links.list(p.memberOf, s.people_group, "person", "people_groups", id), reverse.personGroups.get(id), s.people_group, s.groupOrder),
    events: merge(links.list(p.events, s.event, "person", "events", id), reverse.personEvents.get(id), s.event, s.eventOrder, true),
    dictionary_entries: merge(links.list(p.eastons, s.dictionary_entry, "person", "dictionary_entries", id), reverse.personEntries.get(id), s.entryByKey, s.entryOrder, true),
  };
}

/** The gazetteer a Recogito match points into, named from its URI. */
function recogitoAuthority(uri: string | null): string {
  const host = uri === null ? "" : (/^[a-z]+:\/\/([^/]+)/i.exec(uri)?.[1] ?? "").toLowerCase();
  if (host.endsWith("pleiades.stoa.org")) return "Pleiades (via Recogito)";
  if (host.endsWith("geonames.org")) return "GeoNames (via Recogito)";
  if (host.endsWith("dare.ht.lu.se")) return "DARE (via Recogito)";
  if (host.endsWith("cga.harvard.edu")) return "Harvard CGA (via Recogito)";
  return "Recogito";
}

function samePair(a: RawCoordinates, b: RawCoordinates): boolean {
  return a.latitude !== null && a.longitude !== null && a.latitude === b.latitude && a.longitude === b.longitude;
}

/**
 * A place's coordinates: Theographic's best pair when it is complete, with the source that gave it. An
 * incomplete best pair (a latitude without its longitude: Azotus, Chios, Clauda, Lasea, Phrygia) is
 * replaced by the first complete pair of OpenBible.info and Recogito, a correction in the report. A
 * place without any best pair stays unlocated (null), whatever a Recogito match says: Theographic
 * left those out on purpose (Recogito puts "South" in Iceland).
 */
function bestPair(p: PlaceRow, report: BuildReport): { latitude: number | null; longitude: number | null; source: string | null } {
  const complete = (c: RawCoordinates): boolean => c.latitude !== null && c.longitude !== null;
  const named = (c: RawCoordinates): string =>
    samePair(c, p.openBible) ? "OpenBible.info" : samePair(c, p.recogito) ? recogitoAuthority(p.recogitoUri) : "Theographic";
  if (complete(p.best)) return { ...p.best, source: named(p.best) };
  const half = p.best.latitude !== null || p.best.longitude !== null;
  if (!half) return { latitude: null, longitude: null, source: null };
  const other = [
    { pair: p.openBible, source: "OpenBible.info" },
    { pair: p.recogito, source: recogitoAuthority(p.recogitoUri) },
  ].find((c) => complete(c.pair));
  if (other === undefined) {
    report.note(`place: ${p.placeLookup} has only half a coordinate pair in every source; latitude and longitude are null`);
    return { latitude: null, longitude: null, source: null };
  }
  const show = (c: RawCoordinates): string => `${c.latitude ?? "null"}, ${c.longitude ?? "null"}`;
  report.corrected("place", "latitude, longitude", "the best pair (latitude, longitude) is incomplete; the first complete pair (OpenBible.info, then Recogito) is used", `${p.placeLookup}: ${show(p.best)}`, `${show(other.pair)} (${other.source})`);
  return { ...other.pair, source: other.source };
}

/** The modern name a `comment` states, e.g. `Now Barada River` or `island; now Gavdos; http://…`. */
export function modernName(comment: string | null): string | null {
  for (const part of (comment ?? "").split(";")) {
    const m = /^(?:[a-z]+\s*:\s*)?now\s+(.+)$/i.exec(part.trim());
    const name = m?.[1]?.trim();
    if (name !== undefined && name !== "" && !/^[a-z]+:\/\/|^www\./i.test(name)) return name;
  }
  return null;
}

function buildPlaces(places: readonly PlaceRow[], links: Linker, reverse: ReverseLinks, report: BuildReport): Place[] {
  const s = links.slugs;
  const byKey = new Map(places.map((p) => [p.placeLookup, p]));
  const out = places.map((p): Place => {
    const id = p.placeLookup;
    const titled = placeName(p);
    const name = knownPlaceName(p);
    if (name !== titled) report.corrected("place", "name", "the display title is one word, which the ESV's name holds with the words that tell the place apart", `${id}: ${titled}`, name);
    for (const note of placeNotes(p)) report.corrected("place", "also_called", "an editor's note in the upstream aliases column, not a name: left out", note, "");
    const { latitude, longitude, source } = bestPair(p, report);
    const hasPair = latitude !== null && longitude !== null;
    return {
      slug: s.place.get(id) ?? id,
      uuid: recordUuid("place", id),
      id,
      name,
      kjv_name: p.kjvName,
      esv_name: p.esvName,
      also_called: placeAlsoCalled(p),
      latitude: hasPair ? latitude : null,
      longitude: hasPair ? longitude : null,
      coordinate_source: source,
      coordinates_from: hasPair ? coordinatesFrom(p, { latitude, longitude }, byKey, links) : null,
      precision: p.precision,
      feature_type: p.featureType,
      feature_sub_type: p.featureSubType,
      modern_name: modernName(p.comment),
      duplicate_of: primaryOf(p, byKey, links),
      ...verseFields(p.verses),
      people_born: merge(links.list(p.peopleBorn, s.person, "place", "people_born", id), reverse.placeBorn.get(id), s.person, s.personOrder),
      people_died: merge(links.list(p.peopleDied, s.person, "place", "people_died", id), reverse.placeDied.get(id), s.person, s.personOrder),
      events: merge(links.list(p.eventsHere, s.event, "place", "events", id), reverse.placeEvents.get(id), s.event, s.eventOrder, true),
      dictionary_entries: merge(links.list(p.eastons, s.dictionary_entry, "place", "dictionary_entries", id), reverse.placeEntries.get(id), s.entryByKey, s.entryOrder, true),
    };
  });
  return out;
}

/** Degrees within which two upstream coordinates are one point (about 0.1 m): inherited pairs are sometimes written with more digits than their root's. */
const SAME_POINT_DEG = 1e-6;

const samePoint = (a: RawCoordinates, b: RawCoordinates): boolean =>
  a.latitude !== null && a.longitude !== null && b.latitude !== null && b.longitude !== null && Math.abs(a.latitude - b.latitude) <= SAME_POINT_DEG && Math.abs(a.longitude - b.longitude) <= SAME_POINT_DEG;

/**
 * The slug of the place whose point a place's coordinates are: its `rootID`, when the place's pair is
 * the root's best pair or its OpenBible.info pair (a gate of Jerusalem, or Judea, sits at
 * Jerusalem's OpenBible.info point, 113 m from the DARE point Jerusalem itself takes). Null when the
 * place has no root or coordinates of its own (Egypt, whose root is On, has its Recogito pair 427 km
 * away). A root that names no place is reported.
 */
function coordinatesFrom(p: PlaceRow, at: RawCoordinates, byKey: ReadonlyMap<string, PlaceRow>, links: Linker): string | null {
  if (p.rootID === null) return null;
  const root = byKey.get(p.rootID);
  if (root === undefined) return links.one(p.rootID, links.slugs.place, "place", "coordinates_from", p.placeLookup);
  if (root.placeLookup === p.placeLookup || !(samePoint(at, root.best) || samePoint(at, root.openBible))) return null;
  return links.one(p.rootID, links.slugs.place, "place", "coordinates_from", p.placeLookup);
}

/** Follows `duplicate_of` to the record that is not itself a duplicate; reports keys that resolve to nothing. */
function primaryOf(p: PlaceRow, byKey: ReadonlyMap<string, PlaceRow>, links: Linker): string | null {
  if (p.duplicateOf === null) return null;
  const direct = links.one(p.duplicateOf, links.slugs.place, "place", "duplicate_of", p.placeLookup);
  if (direct === null) return null;
  const seen = new Set([p.placeLookup]);
  let current = byKey.get(p.duplicateOf);
  while (current !== undefined && current.duplicateOf !== null && byKey.has(current.duplicateOf) && !seen.has(current.placeLookup)) {
    seen.add(current.placeLookup);
    current = byKey.get(current.duplicateOf);
  }
  if (current === undefined || seen.has(current.placeLookup)) return direct;
  return links.slugs.place.get(current.placeLookup) ?? direct;
}

/** Days in an upstream duration such as `6D`, `430Y`, `3M10D` or `2.5Y`, rounded to 2 decimals. */
export function durationDays(duration: string | null): number | null {
  if (duration === null) return null;
  let days = 0;
  let matched = "";
  for (const m of duration.matchAll(/(\d+(?:\.\d+)?)([YMWD])/g)) {
    days += Number(m[1]) * (DAYS_PER_UNIT[m[2] ?? ""] ?? Number.NaN);
    matched += m[0];
  }
  if (matched !== duration || !Number.isFinite(days)) return null;
  return Math.round(days * 100) / 100;
}

/** The first of `titles` other than the event itself, as a slug; the rest are noted in the report. */
function oneEvent(e: EventRow, titles: readonly string[], field: "part_of" | "predecessor", links: Linker, report: BuildReport): string | null {
  const others = titles.filter((t) => t !== e.title);
  if (others.length < titles.length) report.note(`event: "${e.title}" names itself in ${field}; that item was ignored`);
  const slugs = links.list(others, links.slugs.event, "event", field, e.title);
  if (slugs.length > 1) report.note(`event: "${e.title}" has ${slugs.length} ${field} events; kept the first (${slugs[0]}), left out: ${slugs.slice(1).join(", ")}`);
  return slugs[0] ?? null;
}

function buildEvent(e: EventRow, links: Linker, reverse: ReverseLinks, report: BuildReport): Event {
  const s = links.slugs;
  const key = e.title;
  return {
    slug: s.event.get(key) ?? String(e.id),
    uuid: recordUuid("event", String(e.id)),
    id: String(e.id),
    title: e.title,
    start_year: e.startYear,
    start_date: e.startDate,
    start_is_approximate: e.approximate,
    sequence: s.eventOrder(s.event.get(key) ?? String(e.id)) + 1,
    duration: e.duration,
    duration_days: durationDays(e.duration),
    predecessor: oneEvent(e, e.predecessor, "predecessor", links, report),
    lag: e.lag,
    lag_type: e.lagType,
    part_of: oneEvent(e, e.partOf, "part_of", links, report),
    ...verseFields(e.verses),
    participants: links.list(e.participants, s.person, "event", "participants", key),
    places: links.list(e.locations, s.place, "event", "places", key),
    groups: merge(links.list(e.groups, s.people_group, "event", "groups", key), reverse.eventGroups.get(key), s.people_group, s.groupOrder),
    people_mentioned: links.list(e.peopleFromVerses, s.person, "event", "people_mentioned", key),
    places_mentioned: links.list(e.placesFromVerses, s.place, "event", "places_mentioned", key),
    notes: e.notes,
  };
}

function buildGroup(g: GroupRow, links: Linker, reverse: ReverseLinks, alsoCalled: readonly string[]): PeopleGroup {
  const s = links.slugs;
  const id = g.name;
  return {
    slug: s.people_group.get(id) ?? id,
    uuid: recordUuid("people_group", id),
    id,
    name: g.name,
    also_called: [...alsoCalled],
    members: merge(links.list(g.members, s.person, "people_group", "members", id), reverse.groupMembers.get(id), s.person, s.personOrder),
    part_of: links.one(g.partOf, s.people_group, "people_group", "part_of", id),
    verses: sortVerses(new Set(g.verses)),
    events: merge(links.list(g.events, s.event, "people_group", "events", id), reverse.groupEvents.get(id), s.event, s.eventOrder, true),
  };
}

/** Markdown links `[label](target)` in Easton text. */
const LINK = /\[([^\]]*)\]\(([^)]*)\)/g;

/** Easton markdown as plain text: links reduced to their label, paragraphs joined by one blank line. */
export function plainText(markdown: string): string | null {
  const text = markdown
    .replace(LINK, "$1")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("\n\n");
  return text === "" ? null : text;
}

/** The verses and whole chapters an Easton text links to (`/exod#Exod.6.20`, `/ps#Ps.22 Ps.23`). */
export function linkedRefs(markdown: string): { verses: string[]; chapters: string[]; bad: string[] } {
  const verses = new Set<string>();
  const chapters = new Map<string, number>();
  const bad: string[] = [];
  for (const m of markdown.matchAll(LINK)) {
    const target = m[2] ?? "";
    const hash = target.indexOf("#");
    const refs = hash < 0 ? [] : target.slice(hash + 1).split(/\s+/).filter((r) => r !== "");
    if (refs.length === 0) bad.push(target);
    for (const ref of refs) {
      const v = parseVerse(ref);
      if (v !== undefined) {
        verses.add(`${v.book.osis}.${v.chapter}.${v.verse}`);
        continue;
      }
      const c = /^([1-3]?[A-Za-z]+)\.([1-9]\d{0,2})$/.exec(ref);
      const book = c === null ? undefined : bookByOsis(c[1] ?? "");
      const chapter = Number(c?.[2]);
      if (book !== undefined && chapter <= book.book.verses.length) chapters.set(`${book.book.osis}.${chapter}`, book.index * 1000 + chapter);
      else bad.push(ref);
    }
  }
  return {
    verses: sortVerses(verses),
    chapters: [...chapters].sort((a, b) => a[1] - b[1]).map(([c]) => c),
    bad,
  };
}

function buildEntry(d: EastonRow, entryKey: (row: EastonRow) => string, links: Linker, report: BuildReport): DictionaryEntry {
  const s = links.slugs;
  const key = entryKey(d);
  const refs = linkedRefs(d.dictText);
  for (const b of refs.bad) report.unresolved("dictionary_entry", "verses", d.dictLookup, b);
  return {
    slug: s.entryByKey.get(key) ?? key,
    uuid: recordUuid("dictionary_entry", key),
    id: d.dictLookup,
    name: d.termLabel,
    sense: d.itemNum,
    text: plainText(d.dictText),
    verses: refs.verses,
    chapters: refs.chapters,
    people: links.list(d.personLookup, s.person, "dictionary_entry", "people", d.dictLookup),
    places: links.list(d.placeLookup, s.place, "dictionary_entry", "places", d.dictLookup),
    match_type: d.matchType,
  };
}

function buildAliases(raw: TheographicRaw, s: SlugMaps, report: BuildReport): TheographicTables["aliases"] {
  /** Upstream keys first, then the extra names (by upstream key of their record); never a current slug. */
  const aliases = (entries: Iterable<[string, string]>, kind: TheographicKind, bySlugKey: ReadonlyMap<string, string>): Record<string, string> => {
    const list = [...entries];
    const slugs = new Set(list.map(([, slug]) => slug));
    const out: Record<string, string> = {};
    for (const [key, slug] of list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (key === slug) continue;
      if (slugs.has(key)) report.note(`${kind}: upstream key "${key}" is also a slug of another record; no alias made`);
      else out[key] = slug;
    }
    for (const [name, key] of [...s.extra[kind]].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const slug = bySlugKey.get(key);
      if (slug !== undefined && !slugs.has(name) && out[name] === undefined) out[name] = slug;
    }
    return out;
  };
  const eventIds: [string, string][] = raw.events.flatMap((e) => {
    const slug = s.event.get(e.title);
    return slug === undefined ? [] : [[e.title, slug] as [string, string], [String(e.id), slug] as [string, string]];
  });
  return {
    person: aliases(s.person, "person", s.person),
    place: aliases(s.place, "place", s.place),
    event: aliases(eventIds, "event", s.event),
    people_group: aliases(s.people_group, "people_group", s.people_group),
    dictionary_entry: aliases(s.dictionary_entry, "dictionary_entry", s.entryByKey),
  };
}

function bySlug<T extends { slug: string }>(records: T[]): T[] {
  return records.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
