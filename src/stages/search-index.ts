/**
 * The name-search index the runtime loads: one entry per searchable entity, with the folded names it
 * matches on and how often the entity is mentioned (the last ranking key).
 */
import { COLLECTIONS, type CollectionOf, type TableName, type Tables } from "../contract/api.ts";
import { MAX_SEARCH_PLACES, type SearchEntry } from "../contract/index-files.ts";
import { slugify } from "../core/slug.ts";
import { foldName, PLACE_KIND_WORDS } from "../core/text.ts";
import { eponymousBookVerses, type BookWritten } from "../core/osis.ts";
import type { Person } from "../types/person.ts";
import { naturalOrder } from "./theographic.ts";
import type { WebNames } from "./web-spellings.ts";

/**
 * English words the KJV uses in lower case, as Strong's lists its renderings (`kjv_usage`: "star.",
 * "east side(-ward), sun (rising)"); proper names are capitalised there. An also-called name made only
 * of such words is a title or a figure of speech (`Star`, `Son of God`), not a name.
 */
export function commonWords(strongs: readonly { readonly kjv_usage?: string | null }[]): Set<string> {
  const words = new Set<string>();
  for (const r of strongs) {
    if (typeof r.kjv_usage !== "string") continue;
    for (const w of r.kjv_usage.match(/(?<![\p{L}])[a-z]+(?![\p{L}])/gu) ?? []) words.add(w);
  }
  return words;
}

/**
 * Whether a name is made of common words only (`Word`, `Star`, `Gate`: a title, not a name), by
 * {@link commonWords}; but a place's name with a word for its kind in it is a name (`Dead Sea`,
 * `The city of Salt`).
 */
export function inCommonWords(name: string, table: TableName, common: ReadonlySet<string>): boolean {
  const words = name.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (table === "place" && words.length > 1 && words.some((w) => PLACE_KIND_WORDS.has(w))) return false;
  return words.length > 0 && words.every((w) => common.has(w));
}

/**
 * Per person slug, the names of the places its verses also name, most shared verses first (then
 * the place's own mentions, then name), at most {@link MAX_SEARCH_PLACES}.
 */
export function personPlaces(tables: Pick<Tables, "person" | "place">): Map<string, string[]> {
  const placesOfVerse = new Map<string, number[]>();
  tables.place.forEach((p, i) => {
    for (const v of p.verses) {
      const list = placesOfVerse.get(v);
      if (list === undefined) placesOfVerse.set(v, [i]);
      else list.push(i);
    }
  });
  const out = new Map<string, string[]>();
  for (const person of tables.person) {
    const shared = new Map<number, number>();
    for (const v of person.verses) for (const i of placesOfVerse.get(v) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
    if (shared.size === 0) continue;
    const ranked = [...shared].sort(([a, x], [b, y]) => y - x || tables.place[b]!.verse_count - tables.place[a]!.verse_count || (tables.place[a]!.name < tables.place[b]!.name ? -1 : 1));
    out.set(person.slug, [...new Set(ranked.map(([i]) => tables.place[i]!.name))].slice(0, MAX_SEARCH_PLACES));
  }
  return out;
}

/**
 * The words of a record's name that the alias table gives to the record itself (`peter` → Simon
 * Peter, `pilate` → Pontius Pilate, `christ` → Jesus Christ, `ur` → Ur of the Chaldees): names it is
 * known by on their own. The alias rule gives a word to one record only (or to none, when several
 * share it and none dominates), so the word is as much the record's name as an also-called name.
 */
export function nameWordAliases(name: string, slug: string, aliases: Readonly<Record<string, string>> | undefined): string[] {
  if (aliases === undefined) return [];
  const words = name.match(/[\p{L}\p{M}'’-]+/gu) ?? [];
  if (words.length < 2) return [];
  return [...new Set(words.filter((w) => aliases[slugify(w)] === slug))];
}

/**
 * The names of the Easton articles a record links to (`dictionary_entries`), in the article's word
 * order turned the way people say it ("Siloam, Pool of" → "Pool of Siloam", `naturalOrder`): the place Theographic
 * calls "Skull" is the article "Calvary", the place "Susa" the article "Shushan".
 */
export function articleNames(record: Readonly<Record<string, unknown>>, articleName: ReadonlyMap<string, string>): string[] {
  const linked = record.dictionary_entries;
  if (!Array.isArray(linked)) return [];
  return linked.flatMap((slug) => {
    const name = articleName.get(String(slug));
    return name === undefined ? [] : [naturalOrder(name)[0] ?? name];
  });
}

/**
 * Other spellings of a name, from Nave's topics headed "Name (Other)": `Zacchaeus (Zaccheus)`,
 * `Rebekah (Rebecca)`, `Colosse (Colossae)`, `Cyrenius (Quirinius)`; folded name → the other
 * spellings. Only a capitalised single word in the parentheses counts (not `R. V.`, `a spirit`).
 */
export function naveSpellings(topics: readonly { readonly name: string }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of topics) {
    const m = /^([^()]+?)\s*\((\p{Lu}[\p{Ll}'’-]+)\)$/u.exec(t.name);
    if (m === null) continue;
    const key = foldName(m[1]!);
    out.set(key, [...new Set([...(out.get(key) ?? []), m[2]!])]);
  }
  return out;
}

/** What {@link relationNames} reads of a person. */
type Kin = Pick<Person, "name" | "gender" | "father" | "mother">;

/**
 * A person named by each parent (`Joseph son of Jacob`, `Dinah daughter of Leah`): the given name
 * (the first word of the name people know them by), "son of" or "daughter of", the parent's name.
 * None when the gender is not known.
 */
export function relationNames(person: Kin, bySlug: ReadonlyMap<string, Kin>): string[] {
  const child = person.gender === "Male" ? "son" : person.gender === "Female" ? "daughter" : undefined;
  const given = person.name.split(/\s+/)[0] ?? "";
  if (child === undefined || given === "") return [];
  return [person.father, person.mother].flatMap((slug) => {
    const parent = slug === null ? undefined : bySlug.get(slug);
    return parent === undefined ? [] : [`${given} ${child} of ${parent.name}`];
  });
}

/** Slug → the aliases that resolve to it and are slugs themselves (former slugs, not upstream ids such as `john_1677`). */
function formerSlugs(aliases: Readonly<Record<string, string>>): Map<string, string[]> {
  const bySlug = new Map<string, string[]>();
  for (const [alias, slug] of Object.entries(aliases)) if (slugify(alias) === alias) bySlug.set(slug, [...(bySlug.get(slug) ?? []), alias]);
  return bySlug;
}

/**
 * The words of a person's former slugs that say more than their name (`james-brother-of-jesus` for
 * James, whose slug became `james` when the book he wrote counted): the person stays findable by
 * them as a whole query, like by a relation. A former slug counts when, without a trailing number, it begins
 * with the name's words and has more (`bethlehem-2` says nothing more; `herod`, for Herod the Great, is shorter).
 */
export function longerSlugNames(name: string, formerSlugs: readonly string[]): string[] {
  const own = slugify(name);
  if (own === "") return [];
  return [...new Set(formerSlugs.map((a) => a.replace(/-\d+$/, "")).filter((a) => a.startsWith(`${own}-`)).map((a) => a.replace(/-/g, " ")))].sort();
}

/** The names without repeats, letter case aside: the first spelling of each is kept (`Abraham son of Terah`, not `abraham son of terah` too). */
function distinctFolded(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const key = n.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Other names of records, by `table:slug`, from outside the tables (WordNet's). */
export type OtherNames = ReadonlyMap<string, readonly string[]>;

/**
 * Builds the search entries of every searchable collection, in collection then record order.
 * `aliases` (the alias table, per table: alias → slug) adds the words of a name that resolve to
 * their record to its also-called names ({@link nameWordAliases}); the names of the Easton articles
 * a person or place links to are also-called names too ({@link articleNames}), and so are the other
 * spellings Nave's gives a person's or place's name ({@link naveSpellings}), and the names the World
 * English Bible gives them (`web`, from `webNames` in `web-spellings.ts`), and the names
 * `otherNames` gives by `table:slug` (WordNet's: "Saul of Tarsus" for Paul; see `glossAliases`); a
 * person's {@link relationNames} are its `relations`.
 */
export function buildSearchIndex(
  tables: Tables,
  aliases: Readonly<Partial<Record<TableName, Readonly<Record<string, string>>>>> = {},
  web: WebNames = { person: new Map(), place: new Map() },
  otherNames: OtherNames = new Map(),
  booksWritten: Readonly<Record<string, readonly BookWritten[]>> = {},
): SearchEntry[] {
  const places = personPlaces(tables);
  const common = commonWords(tables.strongs);
  const isTitle = (alias: string, table: TableName): boolean => inCommonWords(alias, table, common);
  const articleName = new Map(tables.dictionary_entry.map((d) => [d.slug, d.name] as const));
  const spellings = naveSpellings(tables.topic);
  const people = new Map<string, Kin>(tables.person.map((p) => [p.slug, p] as const));
  const former = formerSlugs(aliases.person ?? {});
  const out: SearchEntry[] = [];
  for (const c of COLLECTIONS as readonly CollectionOf<TableName>[]) {
    if (c.searchType === undefined || c.searchNames === undefined) continue;
    for (const r of tables[c.table]) {
      if (c.searchable?.(r) === false) continue;
      const strings = (v: readonly (string | null)[]): string[] => v.filter((a): a is string => typeof a === "string" && a.trim() !== "");
      const record = r as unknown as Readonly<Record<string, unknown>>;
      const known = c.searchNames(r);
      const name = String(record[c.nameField]);
      const slug = String(record.slug);
      const slugWords = slug.replace(/-\d+$/, "").replace(/-/g, " ");
      // An Easton headword is also found the way people say it ("solomon's temple" for "Temple, Solomon's"), as its slug aliases are.
      const spoken = c.table === "dictionary_entry" ? naturalOrder(name) : [];
      const names = [...new Set([...strings(known.other), slugWords, ...spoken])].filter((n) => n.toLowerCase() !== name.toLowerCase());
      const named = new Set([name, ...names].map((n) => n.toLowerCase()));
      const spelt = c.table === "person" || c.table === "place" ? [...(spellings.get(foldName(name)) ?? []), ...(web[c.table].get(slug) ?? [])] : [];
      const ownWords = nameWordAliases(name, slug, aliases[c.table]);
      const more = [...ownWords, ...articleNames(record, articleName), ...spelt, ...(otherNames.get(`${c.table}:${slug}`) ?? [])];
      const alsoCalled = [...new Set([...strings(known.alsoCalled), ...more.filter((w) => !named.has(w.toLowerCase()))])];
      // A word of the record's own name that resolves to it alone is a name, even when it is a common word too (`mark` → John Mark).
      const own = new Set(ownWords.map((w) => w.toLowerCase()));
      const isGeneric = (a: string): boolean => !own.has(a.toLowerCase()) && isTitle(a, c.table);
      // A person's former, longer slugs name them by a relative or a title, like the relations: matched as a whole query.
      const relations = c.table === "person" ? distinctFolded([...relationNames(r as Person, people), ...longerSlugNames(name, former.get(slug) ?? [])]).filter((n) => !named.has(n.toLowerCase())) : [];
      out.push({
        slug,
        name,
        entity_type: c.searchType,
        uuid: String(record.uuid),
        names,
        aliases: alsoCalled.filter((a) => !isGeneric(a)),
        titles: alsoCalled.filter(isGeneric),
        // A writer's book named after them counts as mentions, as in the slug rule (Nehemiah: 5 verses and the book's 406).
        mentions: known.mentions + (c.table === "person" ? eponymousBookVerses(booksWritten[slug] ?? [], [name, String(record.upstream_name ?? "")]) : 0),
        ...(c.table === "person" && places.has(slug) ? { places: places.get(slug) } : {}),
        ...(relations.length > 0 ? { relations } : {}),
        ...(c.table === "person" && (booksWritten[slug]?.length ?? 0) > 0 ? { wrote: booksWritten[slug] } : {}),
      });
    }
  }
  return out;
}
