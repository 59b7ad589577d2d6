/**
 * What semantic search indexes for each entity: its name, and what the data says about it, as two
 * plain-text fields. Pure: a function of the dataset's tables.
 *
 * - person: name, other names, title and name meaning; the Easton article(s) it links to; its
 *   parents, partners and children by name; the titles of its events; the text of its verses (and,
 *   as passages only, the runs of verses around them: {@link storyWindows}).
 * - place: name (KJV, ESV, modern); feature type; the Easton article(s) it links to; its events;
 *   the text of its verses (and the runs around them).
 * - event: title; its participants, places and groups by name; the notes; the text of its verses.
 * - group: name; its members and events by name; the Easton article of the same name, if any
 *   (groups carry no article link of their own).
 * - dictionary entry: name; the Easton article.
 * - topic: name; the text of every sub-entry.
 *
 * Any of them also gets the WordNet definitions that name it ({@link glossOwners}).
 */
import { COLLECTIONS, type CollectionOf, type TableName, type TableRecords, type Tables } from "../contract/api.ts";
import type { SearchResult } from "../types/search_result.ts";
import { foldName } from "../core/text.ts";
import { slugify } from "../core/slug.ts";
import { sentences } from "../core/sentences.ts";
import type { GlossKind, WordNetGloss } from "./wordnet.ts";

/** A record of any table, as plain JSON. */
type Row = Readonly<Record<string, unknown>>;

/** The kinds of entity semantic search returns (the same as name search). */
export type EntityType = SearchResult["entity_type"];

/** One entity's text, in two fields. */
export interface SemanticDocument {
  readonly slug: string;
  readonly name: string;
  readonly entity_type: EntityType;
  readonly uuid: string;
  /** The entity's names (primary name first). */
  readonly title: string;
  /** Everything else the data says about it. */
  readonly body: string;
  /**
   * Other entities that describe the same thing (`dictionary:noah` for `person:noah`), as
   * `entity_type:slug`: a person's or place's Easton articles, and the articles a topic shares its
   * name with. Search lets each one's score lift the other's (see `search.ts`).
   */
  readonly links: readonly string[];
  /**
   * The short texts that describe the entity one thing at a time (a verse, a sentence of its
   * article, a family tie, an event's title), scored one by one as well as pooled into `body` (see
   * `model.ts`). A passage several entities share (a verse naming two people) has the same `key`
   * in each, and is indexed once.
   */
  readonly passages: readonly DocPassage[];
  /** A person's gender where the data gives one (People.csv's `gender`), for queries that ask for "the queen" or "the boy". */
  readonly gender?: "male" | "female";
}

/**
 * What a passage is: a verse's KJV text, the first sentence of an article (which usually says what
 * the entity is: "the first king of the Jewish nation"), another sentence of an article, a line of
 * the entity's own description (a title, a family tie, a feature type, an event's title or notes),
 * a line of a topic, a run of consecutive verses ({@link storyWindows}). Search weighs each kind with
 * its own factor. New kinds go at the end: the index stores each passage's kind as its position here.
 */
export const PASSAGE_KINDS = ["verse", "definition", "sentence", "description", "entry", "story"] as const;

/** One of {@link PASSAGE_KINDS}. */
export type PassageKind = (typeof PASSAGE_KINDS)[number];

/** A passage of an entity's text. */
export interface DocPassage {
  /** Identifies the passage across entities (`verse:Gen.6.14`, `article:noah:0`, `event:the-ark`). */
  readonly key: string;
  readonly text: string;
  readonly kind: PassageKind;
}

/** The passages of an article: its first sentence as a definition, the others as sentences. */
function articlePassages(slug: string, text: string | undefined): DocPassage[] {
  if (text === undefined) return [];
  return sentences(text).map((s, i) => ({ key: `article:${slug}:${i}`, text: s, kind: i === 0 ? "definition" : "sentence" }));
}

/** Words of a person's slug that say how they are related, not who they are (`of`, `son` …): they tell no paragraph apart. */
const RELATION_WORDS = new Set(["of", "the", "son", "daughter", "child", "father", "mother", "parent", "wife", "husband", "spouse", "brother", "sister", "sibling"]);

/**
 * The paragraphs (by index, split at blank lines) of an article several namesakes link to that are
 * about one of them: Easton's one "Noah" article ends with a paragraph on "one of the five daughters
 * of Zelophehad", who is `noah-daughter-of-zelophehad`. A namesake whose slug has words beyond the
 * name and relation words (`zelophehad`) gets the paragraphs naming one of them; one whose slug has
 * none (`noah`), or names no paragraph, gets the paragraphs no other namesake's words name. Undefined
 * (the whole article) when the article has one paragraph, the person is its only link, or nothing
 * tells the namesakes apart.
 */
export function paragraphsAbout(text: string, person: { readonly slug: string; readonly name: string }, linked: readonly { readonly slug: string; readonly name: string }[]): Set<number> | undefined {
  const paragraphs = text.split(/\n\s*\n/).map((p) => new Set(foldName(p).split(" ")));
  if (paragraphs.length < 2 || linked.length < 2) return undefined;
  const own = (p: { readonly slug: string; readonly name: string }): string[] => {
    const named = new Set(foldName(p.name).split(" "));
    return p.slug.split("-").filter((w) => w.length > 2 && !/^\d+$/.test(w) && !named.has(w) && !RELATION_WORDS.has(w));
  };
  const claims = (p: { readonly slug: string; readonly name: string }): number[] => {
    const words = own(p);
    return paragraphs.flatMap((has, i) => (words.some((w) => has.has(w)) ? [i] : []));
  };
  const mine = claims(person);
  if (mine.length > 0) return new Set(mine);
  const others = new Set(linked.filter((p) => p.slug !== person.slug).flatMap(claims));
  if (others.size === 0) return undefined;
  const rest = paragraphs.flatMap((_, i) => (others.has(i) ? [] : [i]));
  return rest.length === 0 ? undefined : new Set(rest);
}

/** An article's passages ({@link articlePassages}) and text, only those of the paragraphs in `keep` (all when undefined). */
function articleFor(slug: string, text: string | undefined, keep: ReadonlySet<number> | undefined): { text: string | undefined; passages: DocPassage[] } {
  const all = articlePassages(slug, text);
  if (text === undefined || keep === undefined) return { text, passages: all };
  // Each sentence lies within one paragraph: find where it starts in the text, and in which paragraph that is.
  const breaks = [...text.matchAll(/\n\s*\n/g)].map((m) => m.index);
  let cursor = 0;
  const passages = all.filter((p) => {
    const at = text.indexOf(p.text.slice(0, 24), cursor);
    if (at >= 0) cursor = at;
    return keep.has(breaks.filter((b) => b < cursor).length);
  });
  return { text: text.split(/\n\s*\n/).filter((_, i) => keep.has(i)).join("\n\n"), passages };
}

/** The entity's own lines (titles, family ties …) as description passages. */
function descriptionPassages(owner: string, lines: readonly (string | undefined)[]): DocPassage[] {
  return lines.flatMap((l, i) => (l === undefined || l.trim() === "" ? [] : [{ key: `${owner}:${i}`, text: l, kind: "description" as const }]));
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v : undefined);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** Looks up records of one table by slug and returns a field of each (names, titles, texts). */
function lookup<R extends { readonly slug: string }>(rows: readonly R[], field: keyof R & string): (slugs: unknown) => string[] {
  const bySlug = new Map<string, string>();
  for (const r of rows) {
    const v = str(r[field]);
    if (v !== undefined) bySlug.set(r.slug, v);
  }
  return (slugs) => list(slugs).flatMap((s) => {
    const v = bySlug.get(s);
    return v === undefined ? [] : [v];
  });
}

/** Joins the non-empty parts of a text, one sentence-like part per line. */
function join(parts: readonly (string | undefined)[]): string {
  return parts.filter((p): p is string => p !== undefined && p.trim() !== "").join("\n");
}

/** A labelled list of names (`Children: Shem, Ham, Japheth.`), or undefined when empty. */
function labelled(label: string, names: readonly string[]): string | undefined {
  return names.length === 0 ? undefined : `${label}: ${[...new Set(names)].join(", ")}.`;
}

/** The non-empty names, first spelling of each kept (`Mount Sinai`, `mount Sinai` → `Mount Sinai`). */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = foldName(n);
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Verses per story window ({@link storyWindows}); chosen with the stride on the development sets (docs/semantic-search.md). */
export const STORY_WINDOW = 5;
/** A story window starts every this many verses, so each verse stands in two or three windows. */
export const STORY_STRIDE = 2;

/**
 * Runs of `size` consecutive verses of one chapter, a new one every `stride` verses (the last run
 * of a chapter ends at its last verse; a chapter shorter than two verses has none). A story is told
 * over several verses and names its people in only some of them: John 20:24 names Thomas, 20:25
 * tells of the nails and his unbelief. A person or place owns every run that holds one of its
 * verses, so a description of the story reaches them. Keys are `story:<first verse>`; `of` gives
 * each verse's runs. Pure.
 */
export function storyWindows(verseText: ReadonlyMap<string, string>, size: number = STORY_WINDOW, stride: number = STORY_STRIDE): { text: Map<string, string>; of: Map<string, string[]> } {
  const chapters = new Map<string, { verse: number; osis: string }[]>();
  for (const osis of verseText.keys()) {
    const at = osis.lastIndexOf(".");
    const verse = Number(osis.slice(at + 1));
    if (at < 0 || !Number.isInteger(verse)) continue;
    const chapter = osis.slice(0, at);
    const list = chapters.get(chapter);
    if (list === undefined) chapters.set(chapter, [{ verse, osis }]);
    else list.push({ verse, osis });
  }
  const text = new Map<string, string>();
  const of = new Map<string, string[]>();
  if (size < 2 || stride < 1) return { text, of };
  for (const verses of chapters.values()) {
    verses.sort((a, b) => a.verse - b.verse);
    for (let start = 0; start < verses.length; start += stride) {
      const run = verses.slice(start, start + size);
      if (run.length < 2) break;
      const key = `story:${(run[0] as { osis: string }).osis}`;
      text.set(key, run.map((v) => verseText.get(v.osis) as string).join(" "));
      for (const v of run) {
        const list = of.get(v.osis);
        if (list === undefined) of.set(v.osis, [key]);
        else list.push(key);
      }
      if (start + size >= verses.length) break;
    }
  }
  return { text, of };
}

/** The tables whose records a WordNet definition may name. */
type GlossTable = "person" | "place" | "people_group" | "event" | "dictionary_entry" | "topic";

/** The tables a WordNet definition of each kind may name: a person is a person, a people a group, an article or a topic, anything else an event, an article or a topic. */
const GLOSS_TABLES: Readonly<Record<GlossKind, readonly GlossTable[]>> = {
  person: ["person"],
  place: ["place"],
  group: ["people_group"],
  people: ["people_group", "dictionary_entry", "topic"],
  other: ["event", "dictionary_entry", "topic"],
};

/** A title before a name that is not part of it (`Saint Paul`, `St. John the Apostle`). */
const HONORIFIC = /^(?:Saint|St\.?)\s+/;

/** A definition's names, each once, without a leading "Saint" (`Thomas`, `doubting Thomas`, `Thomas the doubting Apostle`). */
function namesOf(g: WordNetGloss): string[] {
  const seen = new Set<string>();
  return g.lemmas
    .map((l) => l.replace(HONORIFIC, ""))
    .filter((l) => {
      const key = foldName(l);
      if (key === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The record of a table a lemma is the slug or an alias of, if any. */
type GlossResolver = (t: GlossTable, lemma: string) => string | undefined;

/** The resolver of the records a lemma is the slug or an alias of, a leading "Saint" dropped. */
function glossResolver(tables: Tables, aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>>): GlossResolver {
  const slugs = new Map<GlossTable, Set<string>>();
  const slugsOf = (t: GlossTable): Set<string> => {
    let set = slugs.get(t);
    if (set === undefined) slugs.set(t, (set = new Set(tables[t].map((r) => r.slug))));
    return set;
  };
  return (t, lemma) => {
    const key = slugify(lemma.replace(HONORIFIC, ""));
    if (key === "") return undefined;
    return slugsOf(t).has(key) ? key : aliases[t]?.[key];
  };
}

/** The record each kept WordNet definition names, as `table:slug` → the definition (the rules of {@link glossOwners}). */
function glossRecords(glosses: readonly WordNetGloss[], resolve: GlossResolver): Map<string, WordNetGloss> {
  const claims = new Map<string, { gloss: WordNetGloss; headword: boolean }[]>();
  for (const g of glosses) {
    for (const t of GLOSS_TABLES[g.kind]) {
      const named = new Set<string>();
      const specific = new Set<string>();
      for (const lemma of g.lemmas) {
        const slug = resolve(t, lemma);
        if (slug === undefined) continue;
        named.add(slug);
        if (lemma.replace(HONORIFIC, "").includes(" ")) specific.add(slug);
      }
      const first = g.lemmas[0] === undefined ? undefined : resolve(t, g.lemmas[0]);
      const pick = named.size === 1 ? [...named][0] : specific.size === 1 ? [...specific][0] : specific.size === 0 ? first : undefined;
      if (pick === undefined) continue;
      const key = `${t}:${pick}`;
      claims.set(key, [...(claims.get(key) ?? []), { gloss: g, headword: first === pick }]);
    }
  }
  const out = new Map<string, WordNetGloss>();
  for (const [key, all] of claims) {
    const kept = all.length === 1 ? all : all.filter((c) => c.headword);
    if (kept.length === 1) out.set(key, (kept[0] as { gloss: WordNetGloss }).gloss);
  }
  return out;
}

/**
 * The entities WordNet's definitions ({@link WordNetGloss}) name, as `table:slug` → the
 * definitions. A definition names the record of a table of its kind ({@link GLOSS_TABLES}) whose
 * slug or alias one of its lemmas is, without a leading "Saint": the record a bare name means
 * (`Thomas` → `thomas`, `Peter` → `simon` through its alias). When its lemmas name several records
 * of one table, a lemma of more than one word decides (`Simon Zelotes` → `simon-zelotes`, not
 * `simon`), else the first lemma, WordNet's headword (`Paul`, not `Saul`, for Paul's synset); if the
 * longer lemmas disagree, the definition is left out. A record several definitions name keeps the
 * one whose headword names it (`Zion`'s, not the modern state's that lists Zion among its lemmas),
 * and gets none when that does not decide (WordNet's two Josephs, Mary's husband and Jacob's son,
 * both reach `joseph`). Each text
 * opens with the synset's names, WordNet's other names for the entity ("Thomas, doubting Thomas,
 * Thomas the doubting Apostle: the Apostle who would not believe …"). Pure.
 */
export function glossOwners(glosses: readonly WordNetGloss[], tables: Tables, aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>> = {}): Map<string, string[]> {
  const records = glossRecords(glosses, glossResolver(tables, aliases));
  return new Map([...records].map(([key, g]) => [key, [`${namesOf(g).join(", ")}: ${g.text}`]]));
}

/**
 * WordNet's other names for the records its definitions name ({@link glossOwners}), as `table:slug`
 * → names, for name search: the names of more than one word ("Saul of Tarsus", "Apostle of the
 * Gentiles", "Simon the Zealot", "Last Supper") that are not already a slug or an alias of a record
 * of that table, this one or another. A one-word name is left out: WordNet's "Saul" for Paul and
 * "Judas" for Jude are other people's names, and its "Ibrahim" for Abraham no reader of the Bible
 * uses. Pure.
 */
export function glossAliases(glosses: readonly WordNetGloss[], tables: Tables, aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>> = {}): Map<string, string[]> {
  const resolve = glossResolver(tables, aliases);
  const out = new Map<string, string[]>();
  for (const [key, g] of glossRecords(glosses, resolve)) {
    const table = key.slice(0, key.indexOf(":")) as GlossTable;
    const names = namesOf(g).filter((n) => n.includes(" ") && resolve(table, n) === undefined);
    if (names.length > 0) out.set(key, names);
  }
  return out;
}

/**
 * The documents of every entity semantic search covers, in the order of the name-search index
 * (collection order, then record order). `verseText` gives the text of a verse: a person's,
 * place's or event's verses are part of its text (measured: development-half recall@10 0.753 →
 * 0.852; for dictionary entries and topics they lowered it, so those keep their articles only).
 */
export function semanticDocuments(tables: Tables, verseText: ReadonlyMap<string, string> = new Map(), glosses: ReadonlyMap<string, readonly string[]> = new Map()): SemanticDocument[] {
  const rows = <T extends TableName>(t: T): Tables[T] => tables[t];
  const versesOf = (r: { readonly verses: readonly string[] }): string | undefined => {
    const texts = r.verses.flatMap((v) => verseText.get(v) ?? []);
    return texts.length === 0 ? undefined : texts.join("\n");
  };
  const personName = lookup(rows("person"), "name");
  const placeName = lookup(rows("place"), "name");
  const groupName = lookup(rows("people_group"), "name");
  const eventTitle = lookup(rows("event"), "title");
  const article = lookup(rows("dictionary_entry"), "text");
  const articleByName = new Map<string, string>();
  for (const d of rows("dictionary_entry")) {
    const key = foldName(String(d.name ?? ""));
    const text = str(d.text);
    if (text !== undefined && !articleByName.has(key)) articleByName.set(key, text);
  }

  type Person = TableRecords["person"];
  const people = new Map(rows("person").map((p) => [p.slug, p] as const));
  const parentsOf = (p: Person | undefined): string[] => (p === undefined ? [] : [p.father, p.mother].filter((x): x is string => typeof x === "string"));
  const siblingsOf = (p: Person | undefined): string[] => (p === undefined ? [] : [...p.siblings, ...p.half_siblings]);
  /** Family ties in words a description would use, by gender where the data gives it. */
  const kinship = (r: Person): (string | undefined)[] => {
    const g = r.gender === "Male" ? 0 : r.gender === "Female" ? 1 : 2;
    const word = (male: string, female: string, other: string): string => [male, female, other][g] as string;
    const parents = parentsOf(r);
    const siblings = siblingsOf(r);
    const grandparents = parents.flatMap((p) => parentsOf(people.get(p)));
    const parentsSiblings = parents.flatMap((p) => siblingsOf(people.get(p)));
    const siblingsChildren = siblings.flatMap((s) => people.get(s)?.children ?? []);
    const grandchildren = r.children.flatMap((c) => people.get(c)?.children ?? []);
    return [
      labelled(word("Son of", "Daughter of", "Child of"), personName(parents)),
      labelled(word("Father of", "Mother of", "Parent of"), personName(r.children)),
      labelled(word("Husband of", "Wife of", "Partner of"), personName(r.partners)),
      labelled(word("Brother of", "Sister of", "Sibling of"), personName(siblings)),
      labelled(word("Grandson of", "Granddaughter of", "Grandchild of"), personName(grandparents)),
      labelled(word("Grandfather of", "Grandmother of", "Grandparent of"), personName(grandchildren)),
      labelled(word("Nephew of", "Niece of", "Nephew or niece of"), personName(parentsSiblings)),
      labelled(word("Uncle of", "Aunt of", "Uncle or aunt of"), personName(siblingsChildren)),
    ];
  };

  const dictionaryByName = new Map<string, string[]>();
  for (const d of rows("dictionary_entry")) {
    const key = foldName(d.name);
    dictionaryByName.set(key, [...(dictionaryByName.get(key) ?? []), `dictionary:${d.slug}`]);
  }
  const articles = (r: { readonly dictionary_entries: readonly string[] }): string[] => r.dictionary_entries.map((d) => `dictionary:${d}`);
  const links: { readonly [T in TableName]?: (r: TableRecords[T]) => string[] } = {
    person: articles,
    place: articles,
    topic: (r) => dictionaryByName.get(foldName(r.name)) ?? [],
  };

  const articleText = new Map<string, string>();
  for (const d of rows("dictionary_entry")) {
    const text = str(d.text);
    if (text !== undefined) articleText.set(d.slug, text);
  }
  const articleSlugByName = new Map<string, string>();
  for (const d of rows("dictionary_entry")) {
    const key = foldName(String(d.name ?? ""));
    if (articleText.has(d.slug) && !articleSlugByName.has(key)) articleSlugByName.set(key, d.slug);
  }
  const articlesOf = (slugs: readonly string[]): DocPassage[] => slugs.flatMap((d) => articlePassages(d, articleText.get(d)));
  // A person's articles: of one shared by namesakes (Easton's "Noah"), the paragraphs about this one.
  const linkedPeople = new Map(rows("dictionary_entry").map((d) => [d.slug, list(d.people).flatMap((slug) => { const p = people.get(slug); return p === undefined ? [] : [{ slug, name: p.name }]; })] as const));
  const personArticles = (r: Person): { texts: string[]; passages: DocPassage[] } => {
    const parts = r.dictionary_entries.map((d) => {
      const text = articleText.get(d);
      return articleFor(d, text, text === undefined ? undefined : paragraphsAbout(text, r, linkedPeople.get(d) ?? []));
    });
    return { texts: parts.flatMap((p) => (p.text === undefined ? [] : [p.text])), passages: parts.flatMap((p) => p.passages) };
  };
  const eventPassages = (slugs: readonly string[]): DocPassage[] => eventTitle(slugs).length === 0 ? [] : slugs.flatMap((e) => eventTitle([e]).map((t) => ({ key: `event:${e}`, text: t, kind: "description" as const })));
  const versePassages = (r: { readonly verses: readonly string[] }): DocPassage[] => r.verses.flatMap((v) => {
    const text = verseText.get(v);
    return text === undefined ? [] : [{ key: `verse:${v}`, text, kind: "verse" as const }];
  });
  const windows = storyWindows(verseText);
  // Every run of verses that holds one of the entity's verses, each once.
  const storyPassages = (r: { readonly verses: readonly string[] }): DocPassage[] => {
    const keys = new Set<string>();
    for (const v of r.verses) for (const key of windows.of.get(v) ?? []) keys.add(key);
    return [...keys].map((key) => ({ key, text: windows.text.get(key) as string, kind: "story" as const }));
  };

  type Made = { title: string[]; body: string; passages: DocPassage[] };
  const body: { readonly [T in TableName]?: (r: TableRecords[T]) => Made } = {
    person: (r) => {
      const own = [
        str(r.display_title) !== str(r.name) ? str(r.display_title) : undefined,
        str(r.name_meaning) === undefined ? undefined : `Name meaning: ${String(r.name_meaning)}.`,
      ];
      const family = kinship(r);
      const articleParts = personArticles(r);
      return {
        title: [String(r.name), ...list(r.also_called)],
        body: join([...own, ...articleParts.texts, ...family, labelled("Events", eventTitle(r.events)), versesOf(r)]),
        passages: [...descriptionPassages(`person:${r.slug}`, [...own, ...family]), ...articleParts.passages, ...eventPassages(r.events), ...versePassages(r), ...storyPassages(r)],
      };
    },
    place: (r) => ({
      title: [String(r.name), ...[str(r.kjv_name), str(r.esv_name), str(r.modern_name)].filter((n): n is string => n !== undefined), ...list(r.also_called)],
      body: join([str(r.feature_type), ...article(r.dictionary_entries), labelled("Events", eventTitle(r.events)), versesOf(r)]),
      passages: [...descriptionPassages(`place:${r.slug}`, [str(r.feature_type)]), ...articlesOf(r.dictionary_entries), ...eventPassages(r.events), ...versePassages(r), ...storyPassages(r)],
    }),
    event: (r) => ({
      title: [String(r.title)],
      body: join([
        labelled("Participants", personName(r.participants)),
        labelled("Places", placeName(r.places)),
        labelled("Groups", groupName(r.groups)),
        str(r.notes),
        versesOf(r),
      ]),
      passages: [...eventPassages([r.slug]), ...descriptionPassages(`event:${r.slug}:notes`, sentences(str(r.notes) ?? "")), ...versePassages(r)],
    }),
    people_group: (r) => {
      const named = articleSlugByName.get(foldName(String(r.name)));
      return {
        title: [String(r.name)],
        body: join([articleByName.get(foldName(String(r.name))), labelled("Members", personName(r.members)), labelled("Events", eventTitle(r.events))]),
        passages: [...(named === undefined ? [] : articlesOf([named])), ...eventPassages(r.events)],
      };
    },
    dictionary_entry: (r) => ({ title: [String(r.name)], body: str(r.text) ?? "", passages: articlePassages(r.slug, str(r.text)) }),
    topic: (r) => {
      const entries = Array.isArray(r.entries) ? r.entries.map((e: unknown) => str((e as Row | null)?.text)) : [];
      return {
        title: [String(r.name)],
        body: join(entries),
        passages: entries.flatMap((text, i) => (text === undefined ? [] : [{ key: `topic:${r.slug}:${i}`, text, kind: "entry" as const }])),
      };
    },
  };

  const out: SemanticDocument[] = [];
  for (const c of COLLECTIONS as readonly CollectionOf<TableName>[]) {
    const make = body[c.table] as ((r: TableRecords[TableName]) => Made) | undefined;
    const linksOf = links[c.table] as ((r: TableRecords[TableName]) => string[]) | undefined;
    if (c.searchType === undefined || make === undefined) continue;
    for (const r of rows(c.table)) {
      if (c.searchable?.(r) === false) continue;
      const made = make(r);
      const record = r as unknown as Row;
      const defined = glosses.get(`${c.table}:${String(record.slug)}`) ?? [];
      const d: Made = defined.length === 0 ? made : {
        title: made.title,
        body: join([...defined, made.body]),
        passages: [...defined.map((text, i) => ({ key: `wordnet:${c.table}:${String(record.slug)}:${i}`, text, kind: "definition" as const })), ...made.passages],
      };
      out.push({
        slug: String(record.slug),
        name: String(record[c.nameField]),
        entity_type: c.searchType,
        uuid: String(record.uuid),
        title: distinctNames(d.title).join("; "),
        body: d.body,
        links: linksOf?.(r) ?? [],
        passages: d.passages,
        ...(c.table !== "person" ? {} : record.gender === "Male" ? { gender: "male" as const } : record.gender === "Female" ? { gender: "female" as const } : {}),
      });
    }
  }
  return out;
}
