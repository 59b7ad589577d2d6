/**
 * Questions semantic search answers from the data's links rather than from words (read by
 * `src/study/questions.ts`), and queries that are only a name ({@link nameAnswers}): kinship ("the father of John the Baptist": the relatives, from the
 * family index), birth or death places ("where did Moses die?": the place in the person's record),
 * who was born or died at a place ("who was born in Tarsus?": the people in the place's record) and
 * who wrote a book ("who wrote the psalms?": the people name search's entries credit with it,
 * {@link authorAnswers}), and queries that are a pair or list of names ("david and bathsheba"). The
 * name in a question is looked up with name search (entities whose name, other name or also-called name
 * is exactly it, descriptive words aside: every Kish for "son of Kish"), and the semantic index's
 * positions of the answers are returned, to rank first, each with its priority among them: how many
 * verses mention it when the query is the question alone ("Abraham's grandson": Jacob first), 0 when
 * it says more ("the son of David who rebelled": semantic search's order).
 */
import { foldName, PLACE_KIND_WORDS } from "../core/text.ts";
import { resolveReference } from "../core/references.ts";
import type { SearchEntry } from "../contract/index-files.ts";
import type { EntityRef } from "../semantic/model.ts";
import { parseLifePlace, parsePlaceLives, parseRelation, relativesOf } from "../study/questions.ts";
import type { FamilyIndex } from "../study/family.ts";
import { DESCRIPTORS, JOINING_WORDS, searchFold, searchNameIndex, type NameIndex } from "./name-search.ts";

/** How many name-search matches are read for the people a question names. */
const NAMESAKES = 50;

/** The answers to a question: position in the semantic index's entities → priority among them (higher first). */
export type QuestionAnswers = ReadonlyMap<number, number>;

const positionsByIndex = new WeakMap<readonly EntityRef[], ReadonlyMap<string, number>>();
const mentionsByIndex = new WeakMap<NameIndex, ReadonlyMap<string, number>>();

/** How many verses mention each entry of the name index, by `entity_type:slug` (computed once per index). */
function mentions(names: NameIndex): ReadonlyMap<string, number> {
  let map = mentionsByIndex.get(names);
  if (map === undefined) {
    map = new Map(names.entries.map((e) => [`${e.entity_type}:${e.slug}`, e.mentions] as const));
    mentionsByIndex.set(names, map);
  }
  return map;
}

/**
 * The answers `keys` (`entity_type:slug`) at their positions, each with `priority(key, rank)` (its
 * rank among `keys`, first 0); the first of a repeated key counts. Undefined when none is indexed.
 */
function answers(keys: readonly string[], entities: readonly EntityRef[], priority: (key: string, rank: number) => number): QuestionAnswers | undefined {
  const at = positions(entities);
  const out = new Map<number, number>();
  keys.forEach((key, rank) => {
    const i = at.get(key);
    if (i !== undefined && !out.has(i)) out.set(i, priority(key, rank));
  });
  return out.size === 0 ? undefined : out;
}

/** Ranks answers by how many verses mention them when the query is the question alone (`bare`), else all equal. */
const byMentions = (names: NameIndex, bare: boolean) => (key: string): number => (bare ? (mentions(names).get(key) ?? 0) : 0);

/** Position of each entity in the semantic index's entities, by `entity_type:slug` (computed once per index). */
function positions(entities: readonly EntityRef[]): ReadonlyMap<string, number> {
  let map = positionsByIndex.get(entities);
  if (map === undefined) {
    const built = new Map<string, number>();
    entities.forEach((e, i) => built.set(`${e.entity_type}:${e.slug}`, i));
    positionsByIndex.set(entities, built);
    map = built;
  }
  return map;
}

/** A name without its descriptive words (`king david` → `david`, `john the baptist` → `john baptist`), folded. */
const core = (name: string): string => foldName(name).split(" ").filter((w) => !DESCRIPTORS.has(w)).join(" ");

/** Whether one of the entry's names (and, `withTitles`, its titles) is `wanted` ({@link core}). */
const calledExactly = (e: SearchEntry, wanted: string, withTitles: boolean): boolean =>
  [e.name, ...e.names, ...e.aliases, ...(withTitles ? e.titles : [])].some((n) => core(n) === wanted);

/**
 * The entities of `type` called exactly `name`, by slug: those whose own name it is, or else those
 * also called it (`saul` is King Saul, not Paul, who is also called Saul; `jesus` is not Joshua).
 */
function called(names: NameIndex, name: string, type: "person" | "place" = "person"): string[] {
  const wanted = core(name);
  if (wanted === "") return [];
  const found = searchNameIndex(names, name, NAMESAKES, 0, type).items;
  const own = found.filter((e) => [e.name, ...e.names].some((n) => core(n) === wanted));
  return (own.length > 0 ? own : found.filter((e) => calledExactly(e, wanted, false))).map((e) => e.slug);
}

/** What the questions read besides the name index, each only when a question needs it. */
export interface QuestionSources {
  readonly names: NameIndex;
  /** The family index (`_index/family.json`), or undefined when the tree has none. */
  family(): Promise<FamilyIndex | undefined>;
  /** A person's record (`/v1/people/{slug}`), or undefined. */
  person(slug: string): Promise<{ readonly birth_place?: string | null; readonly death_place?: string | null } | undefined>;
  /** A place's record (`/v1/places/{slug}`), or undefined. */
  place(slug: string): Promise<{ readonly people_born?: readonly string[]; readonly people_died?: readonly string[] } | undefined>;
}

/**
 * The answers (positions in `entities`, with their priorities) to the question a query opens with
 * (kinship, then a birth or death place, then who was born or died at a place), or undefined when it
 * opens with none the data answers.
 */
export async function questionAnswers(query: string, sources: QuestionSources, entities: readonly EntityRef[]): Promise<QuestionAnswers | undefined> {
  return (
    (await kinshipAnswers(query, sources.names, () => sources.family(), entities)) ??
    (await lifePlaceAnswers(query, sources, entities)) ??
    (await placeLivesAnswers(query, sources, entities)) ??
    (await authorAnswers(query, sources.names, entities)) ??
    nameAnswers(query, sources.names, entities)
  );
}

/**
 * "Who wrote …", "the author of …": the question and the book it names (`who wrote most of the
 * psalms` → `psalms`, `author of the book of romans` → `romans`, `who wrote the letter to the
 * hebrews` → `hebrews`), the book not yet read as one.
 */
const AUTHOR_QUESTION =
  /^(?:who (?:wrote|penned|authored|composed)|(?:who (?:is|was) )?(?:the )?(?:author|writer)s? of) (?:(?:most|much|many|part|some|all) of )?(?:the )?(?:(?:book|books|epistle|epistles|letter|letters|gospel|gospels) (?:of|to|according to) (?:the )?)?(.+?)\s*\??$/;

/**
 * The people People.csv credits with writing the book a question asks about ("who wrote the
 * psalms?", "author of Lamentations", "who wrote the book of Romans"), as {@link questionAnswers}:
 * the one credited with most of its chapters first (David of the Psalms, then Asaph's 12). The book
 * is read with the reference parser (`resolveReference`: "psalms", "ps", "1 corinthians"); undefined
 * when the query asks no such question, names no single book, or nobody is credited with it.
 */
export async function authorAnswers(query: string, names: NameIndex, entities: readonly EntityRef[]): Promise<QuestionAnswers | undefined> {
  // Lower case and single spaces only: the reference parser reads the book's numbers as typed (`1 corinthians`).
  const asked = AUTHOR_QUESTION.exec(query.toLowerCase().replace(/\s+/g, " ").trim().replace(/\s*[?!.]+$/, ""))?.[1];
  if (asked === undefined) return undefined;
  const resolved = await resolveReference(asked);
  const [passage, ...more] = resolved.ok ? resolved.passages : [];
  if (passage === undefined || more.length > 0 || passage.kind !== "book") return undefined;
  const book = passage.start.split(".")[0];
  const writers = names.entries.flatMap((e) => {
    const chapters = e.wrote?.find((w) => w.book === book)?.chapters;
    return chapters === undefined ? [] : [{ key: `${e.entity_type}:${e.slug}`, chapters }];
  });
  const chaptersOf = new Map(writers.map((w) => [w.key, w.chapters] as const));
  return answers(writers.map((w) => w.key), entities, (key) => chaptersOf.get(key) ?? 0);
}

/** A question that asks what a name is ("who was king saul", "what is the sabbath", "where is bethel"), folded: the name follows it. */
const ASKING_WHO = /^(?:who|what|where) (?:is|was|are|were) /;

/** A folded name or query without a leading `the` (`The Burning Bush` → `burning bush`). */
const withoutThe = (text: string): string => searchFold(text).replace(/^the /, "");

/**
 * The names a query may be, in the order to try them: as typed, then without the titles or kinds
 * of place that lead it or the kind of place that ends it (`the apostle paul` → `paul`, `river
 * jordan` and `jordan river` → `jordan`). Only at its ends: in `weeping prophet` or `apostle to the
 * gentiles` the words describe someone the name does not.
 */
function namings(query: string): string[] {
  const words = withoutThe(withoutThe(query).replace(ASKING_WHO, "")).split(" ");
  let from = 0;
  while (from < words.length - 1 && ((DESCRIPTORS.has(words[from] as string) && !JOINING_WORDS.has(words[from] as string)) || (from > 0 && words[from] === "the"))) from++;
  let to = words.length;
  if (to - from > 1 && PLACE_KIND_WORDS.has(words[to - 1] as string)) to--;
  return [...new Set([words.join(" "), words.slice(from, to).join(" ")])].filter((n) => n !== "");
}

/**
 * The entities a query names outright (`moses`, `the apostle paul`, `king david`, `sea of
 * galilee`, `burning bush`): those whose name, other name or alias is the first of its
 * {@link namings} that any entity is called, in name search's order (the most mentioned bearer
 * first, then the reference works' articles of that name). Undefined when the query says more than
 * a name: in a description the names are its context (`the sorceress at Endor that brought up
 * Samuel`), which the semantic ranking weighs.
 */
export function nameAnswers(query: string, names: NameIndex, entities: readonly EntityRef[]): QuestionAnswers | undefined {
  // Most queries are descriptions: only one that some entity is called exactly runs a name search.
  const readings = namings(query).filter((r) => names.wholeNames.has(r) || names.wholeNames.has(`the ${r}`));
  if (readings.length === 0) return namesAnswers(query, names, entities);
  const candidates = searchNameIndex(names, query, NAMESAKES, 0).items;
  for (const wanted of readings) {
    const found = candidates.filter((e) => [e.name, ...e.names, ...e.aliases].some((n) => withoutThe(n) === wanted));
    if (found.length > 0) return answers(found.map((e) => `${e.entity_type}:${e.slug}`), entities, (_, rank) => found.length - rank);
  }
  return undefined;
}

/** What joins the names of a pair or a list: "david and bathsheba", "paul, silas and timothy". */
const NAME_LIST = /\s*(?:,|&|\band\b)\s*/i;

/**
 * The entities a query of two to four names names (`david and bathsheba`, `cain and abel`, `paul,
 * silas and timothy`): every entity called exactly one of them ({@link nameAnswers} for each), all at
 * one priority, so that the semantic score orders them (of the Marys in `mary and martha`, the
 * sister of Lazarus first). Undefined unless every part is a name.
 */
function namesAnswers(query: string, names: NameIndex, entities: readonly EntityRef[]): QuestionAnswers | undefined {
  const parts = query.split(NAME_LIST).filter((p) => searchFold(p) !== "");
  if (parts.length < 2 || parts.length > 4) return undefined;
  const keys: string[] = [];
  for (const part of parts) {
    const found = nameAnswers(part, names, entities);
    if (found === undefined) return undefined;
    for (const i of found.keys()) keys.push(`${entities[i]?.entity_type}:${entities[i]?.slug}`);
  }
  return answers(keys, entities, () => 0);
}

/**
 * The people a kinship question asks for (as {@link questionAnswers}), or undefined when the query
 * is no kinship question, names nobody exactly, is a title some entity is called (`son of god`,
 * `son of man`: Jesus, not Adam), or `family` gives no family index (read only for a kinship question).
 */
export async function kinshipAnswers(query: string, names: NameIndex, family: () => Promise<FamilyIndex | undefined>, entities: readonly EntityRef[]): Promise<QuestionAnswers | undefined> {
  const rel = parseRelation(query);
  if (rel === undefined) return undefined;
  const phrase = core(rel.phrase);
  if (phrase === "" || searchNameIndex(names, rel.phrase, 5, 0).items.some((e) => calledExactly(e, phrase, true))) return undefined;
  const from = called(names, rel.name);
  if (from.length === 0) return undefined;
  const index = await family();
  if (index === undefined) return undefined;
  return answers(relativesOf(index, from, rel.tie, rel.gender).map((slug) => `person:${slug}`), entities, byMentions(names, rel.bare));
}

/**
 * The entities of type `answer` that the records of the entities of type `type` called `name` link to
 * (`links` picks the slugs from a record), as {@link questionAnswers}; undefined when there are none.
 */
async function linkedAnswers<R>(
  names: NameIndex,
  name: string,
  type: "person" | "place",
  read: (slug: string) => Promise<R | undefined>,
  links: (record: R | undefined) => readonly (string | null | undefined)[],
  answer: "person" | "place",
  entities: readonly EntityRef[],
  bare: boolean,
): Promise<QuestionAnswers | undefined> {
  const keys: string[] = [];
  for (const slug of called(names, name, type)) {
    for (const linked of links(await read(slug))) if (typeof linked === "string") keys.push(`${answer}:${linked}`);
  }
  return answers(keys, entities, byMentions(names, bare));
}

/** The birth or death places of the people a "where was … born / did … die" question names. */
async function lifePlaceAnswers(query: string, sources: QuestionSources, entities: readonly EntityRef[]): Promise<QuestionAnswers | undefined> {
  const q = parseLifePlace(query);
  if (q === undefined) return undefined;
  return linkedAnswers(sources.names, q.name, "person", (slug) => sources.person(slug), (r) => [q.event === "birth" ? r?.birth_place : r?.death_place], "place", entities, q.bare);
}

/** The people born or died at the places a "who was born in … / who died on …" question names. */
async function placeLivesAnswers(query: string, sources: QuestionSources, entities: readonly EntityRef[]): Promise<QuestionAnswers | undefined> {
  const q = parsePlaceLives(query);
  if (q === undefined) return undefined;
  return linkedAnswers(sources.names, q.place, "place", (slug) => sources.place(slug), (r) => (q.event === "birth" ? r?.people_born : r?.people_died) ?? [], "person", entities, q.bare);
}
