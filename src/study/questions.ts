/**
 * Questions semantic search answers from the data's links rather than from words, read from the
 * query: kinship ("who was the father of John the Baptist?", "Abraham's nephew": the relatives rank
 * first), a person's birth or death place ("where did Moses die?"), and who was born or died at a
 * place ("who was born in Tarsus?"). A question that is only that ({@link bareQuestion}: "Abraham's
 * grandson") ranks its answers by how often the text mentions them (Jacob before Keturah's
 * grandsons); one that says more ("son of David who rebelled") in the order semantic search scores
 * them, which puts the rebel Absalom among the first two. Pure: the caller resolves the names
 * (`src/runtime/questions.ts`) and passes the family index; {@link relativesOf} follows its links.
 */
import type { FamilyIndex } from "./family.ts";

/** A family tie a query can ask for. */
type Tie = "parent" | "child" | "partner" | "sibling" | "grandparent" | "grandchild" | "parentSibling" | "siblingChild" | "partnerParent" | "childPartner" | "partnerSibling";

/**
 * Relation words → the tie and the gender it asks for (`M`, `F`, or either). "children" is left out:
 * "the children of Israel" names a people, not Jacob's sons.
 */
const RELATIONS: ReadonlyMap<string, readonly [Tie, "M" | "F" | undefined]> = new Map([
  ["father", ["parent", "M"]],
  ["mother", ["parent", "F"]],
  ["parent", ["parent", undefined]],
  ["parents", ["parent", undefined]],
  ["son", ["child", "M"]],
  ["sons", ["child", "M"]],
  ["daughter", ["child", "F"]],
  ["daughters", ["child", "F"]],
  ["child", ["child", undefined]],
  ["wife", ["partner", "F"]],
  ["wives", ["partner", "F"]],
  ["husband", ["partner", "M"]],
  ["brother", ["sibling", "M"]],
  ["brothers", ["sibling", "M"]],
  ["sister", ["sibling", "F"]],
  ["sisters", ["sibling", "F"]],
  ["grandfather", ["grandparent", "M"]],
  ["grandmother", ["grandparent", "F"]],
  ["grandson", ["grandchild", "M"]],
  ["granddaughter", ["grandchild", "F"]],
  ["uncle", ["parentSibling", "M"]],
  ["aunt", ["parentSibling", "F"]],
  ["nephew", ["siblingChild", "M"]],
  ["niece", ["siblingChild", "F"]],
  ["father-in-law", ["partnerParent", "M"]],
  ["mother-in-law", ["partnerParent", "F"]],
  ["son-in-law", ["childPartner", "M"]],
  ["daughter-in-law", ["childPartner", "F"]],
  ["brother-in-law", ["partnerSibling", "M"]],
  ["sister-in-law", ["partnerSibling", "F"]],
]);

/** Words that end the name in "<relation> of <name> …" (`the brother of Moses who made …`). */
const CLAUSE = "who|whom|whose|that|which|when|where|and|in|at|to|for|with|from|by|on|after|before|during";

/** The relation words, longest first (`mother-in-law` before `mother`), each not followed by more of a word. */
const WORDS = `(?:${[...RELATIONS.keys()].sort((a, b) => b.length - a.length).join("|")})(?![\\w'-])`;
/** "who was", "what is", "what was the name of", "name the" … opening a question. */
const ASK = "(?:(?:(?:who|what|which)\\s+(?:was|is|were|are)\\s+)?(?:the\\s+names?\\s+of\\s+)?|names?\\s+)";
/**
 * `<relation> of <name>`, the name up to a clause word or punctuation; the relation first in the
 * query (after "who was the", "the", and up to two words such as "youngest").
 */
const OF = new RegExp(`^${ASK}(?:(?:the|a|an)\\s+)?(?:[a-z]+\\s+){0,2}?(${WORDS})\\s+of\\s+(.+?)\\s*(?:(?:\\s(?:${CLAUSE})\\b.*)|[?.!,;:].*)?$`);
/**
 * `<name>'s <relation>` (or `<name>' <relation>` for a name ending in s: `moses' wife`), the name one
 * to four words first in the query (after "who was"), up to two words before the relation (`jacob's
 * favourite wife`).
 */
const POSSESSIVE = new RegExp(`^${ASK}((?:[a-z]+\\s+){0,3}[a-z]+?)(?:'s|(?<=s)')\\s+(?:[a-z]+\\s+){0,2}?(${WORDS})`);
/** "who married <name>", "who/whom did <name> marry": the name's spouses. */
const MARRIED = /^(?:who|whom)\s+(?:married\s+(.+?)|did\s+(.+?)\s+marry)\s*(?:[?.!].*)?$/;

/** What a kinship question asks: the tie, the gender, and the name of the person it starts from. */
export interface RelationQuery {
  readonly tie: Tie;
  readonly gender: "M" | "F" | undefined;
  /** The person's name as the query gives it (`john the baptist`). */
  readonly name: string;
  /** The phrase that asks it (`father of john the baptist`): a title when some entity is called that (`son of god`). */
  readonly phrase: string;
  /** Whether the query is the question alone ({@link bareQuestion}). */
  readonly bare: boolean;
}

/** Kinds of place a question may ask for ("the city where …"). */
const PLACE_WORDS = "city|town|village|place|land|country|mountain|mount|hill|region";

/** The words of a question that are neither its names nor its relation (question words, articles, the verbs of the questions read here). */
const QUESTION_WORDS: ReadonlySet<string> = new Set([
  ..."who whom what which was is were are the a an of name names s did does marry married where born die died pass away in at on near birthplace birth place death man woman person people king prophet".split(" "),
  ...PLACE_WORDS.split("|"),
]);

/** A text's words, lower case, hyphenated words kept whole (`father-in-law`). */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];

/**
 * Whether a query is only the question it opens with: every word is one of `parts` (the names and
 * the relation it asks about) or a question word. "Abraham's grandson", "who was born in Tarsus?"
 * are; "the son of David who rebelled", "Jacob's favourite wife" are not.
 */
export function bareQuestion(query: string, parts: readonly string[]): boolean {
  const own = new Set(parts.flatMap(wordsOf));
  return wordsOf(query.replace(/[’ʼ]/g, "'")).every((w) => own.has(w) || QUESTION_WORDS.has(w));
}

/**
 * The kinship question a query opens with, if any: "[who was] [the] <relation> of <name> [who … | ?]",
 * "[who was] <name>'s <relation>" (also opening with "what was the name of" or "name"), or "who
 * married <name>" / "whom did <name> marry". Lower case; apostrophes may be curly.
 */
export function parseRelation(query: string): RelationQuery | undefined {
  // "ahab's wife's name" asks for the wife.
  const text = query.toLowerCase().replace(/[’ʼ]/g, "'").replace(/\s+/g, " ").trim().replace(/'s\s+names?\b/, "");
  const married = MARRIED.exec(text);
  const spouseOf = (married?.[1] ?? married?.[2])?.replace(/^the\s+/, "").trim();
  if (spouseOf !== undefined && spouseOf !== "") return { tie: "partner", gender: undefined, name: spouseOf, phrase: `spouse of ${spouseOf}`, bare: bareQuestion(text, [spouseOf]) };
  const of = OF.exec(text);
  if (of !== null) {
    const [tie, gender] = RELATIONS.get(of[1]!)!;
    const name = of[2]!.trim();
    if (name !== "") return { tie, gender, name, phrase: `${of[1]} of ${name}`, bare: bareQuestion(text, [of[1]!, name]) };
  }
  const pos = POSSESSIVE.exec(text);
  if (pos !== null) {
    const name = pos[1]!.replace(/^the\s+/, "").trim();
    const [tie, gender] = RELATIONS.get(pos[2]!)!;
    if (name !== "") return { tie, gender, name, phrase: `${pos[2]} of ${name}`, bare: bareQuestion(text, [pos[2]!, name]) };
  }
  return undefined;
}

/**
 * The slugs of the relatives `tie` of the people `from` (slugs), of `gender` when given (people of
 * unknown gender always count), in family-index order; siblings are the other children of a parent.
 */
export function relativesOf(family: FamilyIndex, from: readonly string[], tie: Tie, gender: "M" | "F" | undefined): string[] {
  const at = new Map(family.slugs.map((s, i) => [s, i] as const));
  const parents = (i: number): readonly number[] => family.parents[i] ?? [];
  const children = (i: number): readonly number[] => family.children[i] ?? [];
  const siblings = (i: number): number[] => parents(i).flatMap(children).filter((j) => j !== i);
  const step: Record<Tie, (i: number) => readonly number[]> = {
    parent: parents,
    child: children,
    partner: (i) => family.partners[i] ?? [],
    sibling: siblings,
    partnerParent: (i) => (family.partners[i] ?? []).flatMap(parents),
    childPartner: (i) => children(i).flatMap((j) => family.partners[j] ?? []),
    partnerSibling: (i) => [...(family.partners[i] ?? []).flatMap(siblings), ...siblings(i).flatMap((j) => family.partners[j] ?? [])],
    grandparent: (i) => parents(i).flatMap(parents),
    grandchild: (i) => children(i).flatMap(children),
    parentSibling: (i) => parents(i).flatMap(siblings),
    siblingChild: (i) => siblings(i).flatMap(children),
  };
  const out = new Set<number>();
  for (const slug of from) {
    const i = at.get(slug);
    if (i === undefined) continue;
    for (const j of step[tie](i)) {
      const g = family.genders[j];
      if (gender === undefined || g === null || g === undefined || g === gender) out.add(j);
    }
  }
  return [...out].sort((a, b) => a - b).map((j) => family.slugs[j]!);
}

/** What a birth- or death-place question asks: which event, and the name of the person. */
export interface LifePlaceQuery {
  readonly event: "birth" | "death";
  /** The person's name as the query gives it (`king david`). */
  readonly name: string;
  /** Whether the query is the question alone ({@link bareQuestion}). */
  readonly bare: boolean;
}


const LIFE_PLACE: readonly (readonly [RegExp, "birth" | "death" | "verb"])[] = [
  [/^where\s+(?:was|is)\s+(.+?)\s+born\b/, "birth"],
  [/^where\s+did\s+(.+?)\s+(?:die|pass away)\b/, "death"],
  [/^where\s+(?!(?:was|is|did|were)\s)(.+?)\s+(was born|died)\b/, "verb"],
  [new RegExp(`^(?:(?:what|which)\\s+(?:was|is)\\s+)?(?:the\\s+|a\\s+)?(?:${PLACE_WORDS})\\s+(?:where|in which|on which|at which)\\s+(.+?)\\s+(was born|died)\\b`), "verb"],
  [/^(?:(?:what|which)\s+(?:was|is)\s+)?(?:the\s+)?(?:birthplace|birth place|place of birth)\s+of\s+(.+?)\s*(?:[?.!,;:].*)?$/, "birth"],
  [/^(?:(?:what|which)\s+(?:was|is)\s+)?(?:the\s+)?place\s+of\s+death\s+of\s+(.+?)\s*(?:[?.!,;:].*)?$/, "death"],
  [/^(?:(?:what|which)\s+(?:was|is)\s+)?((?:[a-z]+\s+){0,3}[a-z]+)'s\s+(?:birthplace|birth place|place of birth)\b/, "birth"],
];

/**
 * The birth- or death-place question a query opens with, if any: "where was <name> born", "where did
 * <name> die", "where <name> was born / died", "the city where <name> was born / died", "the birthplace of <name>", "<name>'s birthplace".
 */
export function parseLifePlace(query: string): LifePlaceQuery | undefined {
  const text = query.toLowerCase().replace(/[’ʼ]/g, "'").replace(/\s+/g, " ").trim();
  for (const [re, event] of LIFE_PLACE) {
    const m = re.exec(text);
    if (m === null) continue;
    const name = m[1]!.replace(/^the\s+/, "").trim();
    if (name === "") continue;
    return { event: event === "verb" ? (m[2] === "died" ? "death" : "birth") : event, name, bare: bareQuestion(text, [name]) };
  }
  return undefined;
}

/** What a "who was born / died in <place>" question asks: which event, and the place's name. */
export interface PlaceLivesQuery {
  readonly event: "birth" | "death";
  /** The place's name as the query gives it (`mount nebo`). */
  readonly place: string;
  /** Whether the query is the question alone ({@link bareQuestion}). */
  readonly bare: boolean;
}

const PLACE_LIVES = /^(?:who|which\s+(?:man|woman|person|people|king|prophet))\s+(?:was\s+|were\s+)?(born|died)\s+(?:in|at|on|near)\s+(.+?)\s*(?:[?.!,;:].*)?$/;

/** The "who was born in <place>" or "who died on <place>" question a query is, if any. */
export function parsePlaceLives(query: string): PlaceLivesQuery | undefined {
  const m = PLACE_LIVES.exec(query.toLowerCase().replace(/\s+/g, " ").trim());
  if (m === null) return undefined;
  const place = m[2]!.replace(/^the\s+/, "").trim();
  return place === "" ? undefined : { event: m[1] === "born" ? "birth" : "death", place, bare: bareQuestion(m[0], [place]) };
}
