/**
 * The runtime half of kinship questions in semantic search (`src/study/kinship-questions.ts`): the name in
 * "the father of John the Baptist" is looked up with name search (people whose name, other name or
 * also-called name is exactly it: every Kish for "son of Kish"), their relatives are read from the
 * family index, and the semantic index's positions of those people are returned to rank first.
 */
import { foldName } from "../core/text.ts";
import type { SearchEntry } from "../contract/index-files.ts";
import type { EntityRef } from "../semantic/model.ts";
import { parseRelation, relativesOf } from "../study/kinship-questions.ts";
import type { FamilyIndex } from "../study/family.ts";
import { DESCRIPTORS, searchNameIndex, type NameIndex } from "./name-search.ts";

/** How many name-search matches are read for the people a kinship question names. */
const NAMESAKES = 50;

const people = new WeakMap<readonly EntityRef[], ReadonlyMap<string, number>>();

/** Position of each person in the semantic index's entities, by slug (computed once per index). */
function personPositions(entities: readonly EntityRef[]): ReadonlyMap<string, number> {
  let map = people.get(entities);
  if (map === undefined) {
    const built = new Map<string, number>();
    entities.forEach((e, i) => {
      if (e.entity_type === "person") built.set(e.slug, i);
    });
    people.set(entities, built);
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
 * The positions (in `entities`) of the people a kinship question asks for, or undefined when the query
 * is no kinship question, names nobody exactly, is a title some entity is called (`son of god`,
 * `son of man`: Jesus, not Adam), or `family` gives no family index (read only for a kinship question).
 */
export async function kinshipAnswers(query: string, names: NameIndex, family: () => Promise<FamilyIndex | undefined>, entities: readonly EntityRef[]): Promise<ReadonlySet<number> | undefined> {
  const rel = parseRelation(query);
  if (rel === undefined) return undefined;
  const phrase = core(rel.phrase);
  if (phrase === "" || searchNameIndex(names, rel.phrase, 5, 0).items.some((e) => calledExactly(e, phrase, true))) return undefined;
  const name = core(rel.name);
  if (name === "") return undefined;
  const from = searchNameIndex(names, rel.name, NAMESAKES, 0, "person").items.filter((e) => calledExactly(e, name, false)).map((e) => e.slug);
  if (from.length === 0) return undefined;
  const index = await family();
  if (index === undefined) return undefined;
  const positions = personPositions(entities);
  const out = new Set<number>();
  for (const slug of relativesOf(index, from, rel.tie, rel.gender)) {
    const at = positions.get(slug);
    if (at !== undefined) out.add(at);
  }
  return out.size === 0 ? undefined : out;
}
