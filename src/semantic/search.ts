/**
 * Query scoring over a {@link SemanticIndex}. Pure: a function of the index, the query and the
 * options; ties are broken by entity order, so the same query always gives the same list.
 *
 * 1. The query is tokenized like the entities' text (stopwords dropped; at most 32 distinct words),
 *    without the words that only frame a question about the Bible ({@link withoutFraming}); a word the
 *    texts write as two is also read as its parts ({@link splitCompound}), and an unknown word as the
 *    known word it most likely is ({@link knownWord}).
 * 2. **Vector score**: the query's words are pooled into one unit vector exactly as an entity's text
 *    is (IDF weights, common direction removed); each entity scores the cosine with its vector.
 * 3. **Lexical score**: BM25 over the entities' text. Each query word also brings its nearest
 *    neighbours among the corpus's words (cosine ≥ `expansionThreshold`, at most `expansionCount`),
 *    weighted by `similarity^expansionPower`; per query word an entity keeps its best match, so a
 *    word and its synonyms never add up. Entities that match only some of the query's words are
 *    scaled by `(matched / words)^coordination`. A modern word the old texts do not use ("donkey")
 *    also matches the words they use instead ("ass"; `translations.ts`), weighted by
 *    `association^translationPower`.
 * 4. The two scores are standardised over all entities (z-scores) and mixed:
 *    `(1 − vectorWeight)·lexical + vectorWeight·vector`, plus `kindPrior` for entities of the kind
 *    the query asks for ({@link queryKind}), less `kindClashPenalty` for a place when it asks for a
 *    person and for a person when it asks for a place, less `genderPenalty` for a person of the
 *    other gender than its opening cues say ({@link queryGender}), plus the two passage terms below.
 * 5. **Passages** (`passages.ts`): every verse, run of five verses, article sentence, family tie,
 *    event title and topic line is scored on its own (BM25 over passages with the query words, their
 *    stems, a land's gentilic forms (Israel: Israelites) and their neighbours, plus a bonus for query
 *    words standing close together); an entity scores its best passage plus a share of its second
 *    best, scaled so the best entity gets `passageWeight`.
 * 6. **Names in the best passages**: the entities named in the `namePassages` best passages (by
 *    words the query does not use) gain up to `nameWeight` ("the tax guy who became an apostle" →
 *    the topic line "Matthew, tax collector of Capernaum, becomes an apostle" → Matthew), except
 *    an entity that owns more than `nameHubShare` of all passages (God, named nearly everywhere).
 *    Entities whose whole name the query uses lose up to `namedPenalty` (see the option).
 * 7. **Subjects of a thematic query**: a query that names no person, place or group and asks for no
 *    kind of entity ("forgiving others") lifts the topics and articles about a subject its words name,
 *    directly or by a derivative ({@link conceptsNamed}, `conceptPrior`).
 * 8. Entities that describe the same thing lift each other: each gains `linkWeight` times the mean
 *    of its linked entities' positive mixed scores (a person and its Easton article, a topic and
 *    the articles of its name), so the evidence spread over them counts together. A person or place
 *    then ranks just above its own article when that scores higher (`ownArticleLift`), and, when the
 *    query asks for a person or a place, just above an event it takes part in (`eventLift`).
 */
import { PASSAGE_KINDS } from "./documents.ts";
import type { EntityRef, SemanticIndex } from "./model.ts";
import { entityPassageScores, nameIndex, namedInPassages, passageCount, passagePostings, passageScratch, scorePassages, type NameIndex, type PassageOptions, type PassagePostings, type PassageScratch, type QueryTerms } from "./passages.ts";
import { stemmer as porterStem } from "stemmer";
import { contentTokens, stem, STOPWORDS, tokenize } from "./tokenize.ts";
import { forgivenEdits } from "../core/edit-distance.ts";
import { lruGet, lruSet } from "../core/lru.ts";

/** Query-time parameters. */
export interface SearchOptions {
  /** Minimum cosine for a corpus word to stand in for a query word. */
  readonly expansionThreshold: number;
  /** At most this many neighbours per query word. */
  readonly expansionCount: number;
  /** A neighbour's BM25 contribution is scaled by `similarity^expansionPower`. */
  readonly expansionPower: number;
  /** Exponent of the matched-words fraction. */
  readonly coordination: number;
  /** Weight of the vector score in the mix (0 = lexical only, 1 = vectors only). */
  readonly vectorWeight: number;
  /**
   * Added to the mixed score (in standard deviations) of entities of the kind the query asks for
   * ({@link queryKind}: "who …" a person, "the city …" a place); 0 turns it off.
   */
  readonly kindPrior: number;
  /**
   * How much the entities linked to an entity (its Easton article, the person an article is about,
   * the articles a topic shares its name with) lift its score: it gains `linkWeight` times the mean
   * of their positive mixed scores. 0 turns it off.
   */
  readonly linkWeight: number;
  /**
   * Weight of the passage score (`passages.ts`, standardised over all entities) added to the mix;
   * 0 turns passage scoring off.
   */
  readonly passageWeight: number;
  /** How passages are scored. */
  readonly passage: PassageOptions;
  /**
   * Weight of the names found in the best passages ({@link namedInPassages}; the entity named
   * in all of them gains this many standard deviations); 0 turns it off.
   */
  readonly nameWeight: number;
  /** How many of the best passages are read for names. */
  readonly namePassages: number;
  /**
   * An entity that owns more than this share of all passages (and more than {@link MIN_HUB_PASSAGES})
   * gains nothing from being named in the best ones: God owns 18 % of them, so his name in a passage
   * says nothing about what the query asks for. 1 turns it off.
   */
  readonly nameHubShare: number;
  /**
   * Subtracted (in standard deviations) from entities whose whole name the query uses, times the
   * share of the query's words the name leaves out: in "the prophet swallowed by a great fish" the
   * topic "Fish" is part of the description, not its answer, while "whale" alone asks for the
   * whale. 0 turns it off.
   */
  readonly namedPenalty: number;

  /**
   * How the passage scores are put on the scale of the others before mixing: `z` standardises them
   * over all entities, `max` divides them by the best one (so the best entity gains `passageWeight`
   * standard deviations).
   */
  readonly passageScale: "z" | "max";
  /**
   * Factor of a corpus word that shares the query word's stem ("swallowed" for "swallow"), or is a
   * gentilic form of it ("israelites" for "israel": {@link gentilicBase}), in the passage score; 0
   * turns stem matching off.
   */
  readonly stemFactor: number;
  /**
   * A translation of a query word (`translations.ts`: "ass" for "donkey") counts with its
   * association to this power, like a neighbour; 0 turns translations off.
   */
  readonly translationPower: number;
  /**
   * Read a query word the index does not know as the known word it most likely is
   * ({@link knownWord}: `wisest` → `wise`, `jerico` → `jericho`); false leaves it out of the query.
   */
  readonly correctUnknown: boolean;
  /**
   * Subtracted (in standard deviations) from the entities a query names as context ({@link
   * namedAsContext}: after a description's relative pronoun, "the apostle who replaced Judas", or its
   * participle, "the apostle chosen to replace Judas"; after a question's verb or preposition, "who
   * was king after Saul"), whatever share of the query their name is; 0 turns it off.
   */
  readonly contextPenalty: number;
  /**
   * Rank a person or place just above an Easton article about it alone (one no other person or
   * place links to) when the article scores higher: "who" asks for Zacchaeus, not his article.
   */
  readonly ownArticleLift: boolean;
  /**
   * When the query asks for a person or a place ({@link queryKind}), rank each person or place of an
   * event (its participants and places, {@link eventMembers}) just above the event when the event
   * scores higher, in their own order: "the husbandman that planted a vineyard and was drunken"
   * asks for Noah, not for the event of his drunkenness. Not God or Jesus, who are in most events
   * ({@link UBIQUITOUS_SHARE}), nor a person of the other gender than the query's ({@link queryGender}),
   * nor an entity the query names.
   */
  readonly eventLift: boolean;
  /**
   * When the query names no person, place or group and asks for no kind of entity ("fear of God",
   * "forgiving others"), the subjects it names ({@link conceptsNamed}) gain this many times the best
   * entity's mixed score, times the share of the query their name covers; 0 turns it off.
   */
  readonly conceptPrior: number;
  /**
   * Taken from the mixed score of a person (and of an article that person alone owns) whose gender
   * is not the one the query's cue says ({@link queryGender}: "the queen who …", "the boy who …");
   * 0 turns it off.
   */
  readonly genderPenalty: number;
  /**
   * Taken from the mixed score of every place when the query asks for a person, and of every person
   * when it asks for a place ({@link queryKind}): "where was Paul shipwrecked?" is not answered by
   * Publius, nor "the queen who came to test Solomon" by the land of Sheba. Articles, topics, events
   * and groups are left alone (an Easton article is often the answer); 0 turns it off.
   */
  readonly kindClashPenalty: number;
}

/**
 * The parameters the API uses: chosen on the development half of the evaluation set (best recall@10,
 * then MRR; `npm run eval:semantic -- --variants --grid`), the passage and name weights since v5 on
 * that half and the probe set together (best recall@10 over both, then recall@1; docs/semantic-search.md).
 */
/** The default {@link SearchOptions.kindPrior}. */
export const KIND_PRIOR = 0.25;

export const DEFAULT_SEARCH_OPTIONS: SearchOptions = {
  expansionThreshold: 0.8,
  expansionCount: 3,
  expansionPower: 3,
  coordination: 0.5,
  vectorWeight: 0.5,
  kindPrior: KIND_PRIOR,
  linkWeight: 0.5,
  passageWeight: 2,
  passage: { k1: 1.2, b: 0.75, proximity: 0.5, proximityWindow: 4, coordination: 1, kindWeights: [1, 1, 1, 1, 1, 1], secondShare: 0.25, ownerDilution: 0 },
  passageScale: "max",
  nameWeight: 4,
  namePassages: 10,
  nameHubShare: 0.1,
  namedPenalty: 2,

  stemFactor: 0.9,
  translationPower: 2,
  correctUnknown: true,
  contextPenalty: 2,
  ownArticleLift: true,
  eventLift: true,
  conceptPrior: 1.5,
  genderPenalty: 1,
  kindClashPenalty: 5,
};

/**
 * Words that say what kind of thing a query asks for; the first one in the query decides. General
 * English: question words, words for people and their roles and family ties, for kinds of place,
 * for happenings, for kinds of group.
 */
const KIND_CUES: ReadonlyMap<string, RankedEntity["entity"]["entity_type"]> = new Map([
  ...[
    "who", "whom", "whose", "man", "woman", "men", "women", "person", "people", "guy", "dude", "boy", "girl", "child", "baby", "infant", "son", "daughter",
    "father", "mother", "wife", "husband", "brother", "sister", "cousin", "nephew", "niece", "uncle", "aunt", "grandson", "granddaughter", "grandfather",
    "grandmother", "king", "queen", "prince", "princess", "emperor", "pharaoh", "ruler", "prophet", "prophetess", "apostle", "disciple", "priest", "judge",
    "leader", "servant", "slave", "maid", "widow", "hunter", "giant", "shepherd", "fisherman", "governor", "official", "officer", "soldier", "warrior",
    "captain", "commander", "general", "centurion", "martyr", "sorcerer", "sorceress", "magician", "witch", "harlot", "prostitute", "thief", "robber",
    "traitor", "betrayer", "murderer", "author", "writer", "scribe", "teacher", "elder", "deacon", "bishop", "he", "she",
  ].map((w) => [w, "person"] as const),
  ...[
    "where", "city", "town", "village", "place", "mountain", "mount", "hill", "river", "sea", "lake", "island", "land", "country", "region", "province",
    "kingdom", "valley", "plain", "field", "garden", "desert", "wilderness", "capital", "birthplace", "brook", "well", "pool", "spring", "cave", "road",
    "harbour", "harbor", "port",
  ].map((w) => [w, "place"] as const),
  ...["when", "battle", "war", "siege", "event", "happened", "miracle"].map((w) => [w, "event"] as const),
  ...["sect", "tribe", "party", "nation"].map((w) => [w, "group"] as const),
]);

/**
 * The kind of entity a query asks for, from its first cue word ("who was …", "the man who …" a
 * person; "where …", "the city whose …" a place; "the sect …" a group), or undefined.
 */
export function queryKind(query: string): RankedEntity["entity"]["entity_type"] | undefined {
  for (const w of tokenize(query)) {
    const kind = cueKind(w);
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** The kind a word is a cue for: itself, its stem ("cities") or a compound's ending ("nobleman"). */
function cueKind(word: string): RankedEntity["entity"]["entity_type"] | undefined {
  return KIND_CUES.get(word) ?? KIND_CUES.get(stem(word)) ?? compoundKind(word);
}

/** Whether a person of gender `g` (0 unknown) is of the other gender than the query's `asked` (0 none). */
const otherGender = (g: number, asked: 0 | 1 | 2): boolean => asked !== 0 && g !== 0 && g !== asked;

/** The gender a person cue word says: 1 male, 2 female. Other cues ("prophet", "servant", "who") say none. */
const GENDER_CUES: ReadonlyMap<string, 1 | 2> = new Map([
  ...["man", "men", "guy", "dude", "boy", "son", "father", "husband", "brother", "nephew", "uncle", "grandson", "grandfather", "king", "prince", "emperor", "pharaoh", "he"].map((w) => [w, 1] as const),
  ...["woman", "women", "girl", "daughter", "mother", "wife", "sister", "niece", "aunt", "granddaughter", "grandmother", "queen", "princess", "prophetess", "sorceress", "witch", "harlot", "prostitute", "maid", "widow", "she"].map((w) => [w, 2] as const),
]);

/**
 * The gender of the person a query asks for, from the person cues that open it, up to the clause or
 * phrase that tells about them ("who", "that", a preposition): "the queen who …" and "slave woman
 * who …" female, "the boy who …" and "fisherman" (a "-man" compound) male; 0 when those cues say
 * none ("the prophet who married a prostitute": the prostitute is not who is asked for), when a
 * place or another kind is asked for first, or when no person is.
 */
export function queryGender(query: string): 0 | 1 | 2 {
  let person = false;
  for (const w of tokenize(query)) {
    if (w === "who" || w === "whom" || w === "whose") {
      if (person) return 0;
      continue;
    }
    if (person && (w === "that" || w === "which" || TELLING.has(w))) return 0;
    const kind = cueKind(w);
    if (kind === undefined) continue;
    if (kind !== "person") return 0;
    person = true;
    const cue = GENDER_CUES.get(w) ?? GENDER_CUES.get(stem(w));
    if (cue !== undefined) return cue;
    if (w.length > 5 && /wom[ae]n$/.test(w)) return 2;
    if (compoundKind(w) === "person") return 1;
  }
  return 0;
}

/** Endings that make a compound word a cue of its own: "nobleman", "kinsmen", "hometown", "birthplace". */
const KIND_ENDINGS: readonly (readonly [ending: string, kind: RankedEntity["entity"]["entity_type"]])[] = [
  ["man", "person"],
  ["men", "person"],
  ["town", "place"],
  ["place", "place"],
];

/** The kind a compound's cue ending says ({@link KIND_ENDINGS}), when at least three letters come before it ("Haman" is no "man"). */
function compoundKind(word: string): RankedEntity["entity"]["entity_type"] | undefined {
  for (const [ending, kind] of KIND_ENDINGS) if (word.length >= ending.length + 3 && word.endsWith(ending)) return kind;
  return undefined;
}

/** Added to the ranking key of the entities to rank first: far beyond any mixed score (standard deviations) and any priority step. */
const FIRST_RANK = 1e12;
/** One step of priority among the entities ranked first: more than the spread of mixed scores, so priority decides before score. */
const PRIORITY_STEP = 1e4;

/** At most this many distinct query words are used. */
export const MAX_QUERY_WORDS = 32;

/** One result. */
export interface RankedEntity {
  readonly entity: EntityRef;
  /** Position of the entity in the index. */
  readonly index: number;
  /** The mixed score (higher is better; comparable within one query only). */
  readonly score: number;
}

/** A query prepared against an index: its word ids and its unit vector. */
interface PreparedQuery {
  /** The distinct query words (at most {@link MAX_QUERY_WORDS}). */
  readonly words: readonly string[];
  /** Per distinct query word: its id in the index, or -1 when the index does not know it. */
  readonly ids: readonly number[];
  /** The pooled query vector (all zero when no word has a vector). */
  readonly vector: Float64Array;
}

/** A word's vector, dequantized. */
function wordVector(index: SemanticIndex, id: number): Float64Array | undefined {
  const scale = index.wordScales[id] ?? 0;
  if (scale === 0) return undefined;
  const out = new Float64Array(index.dims);
  const base = id * index.dims;
  for (let i = 0; i < index.dims; i++) out[i] = (index.wordVectors[base + i] ?? 0) * scale;
  return out;
}

function prepare(prepared: PreparedIndex, query: string, correct: boolean): PreparedQuery {
  const { index, wordIds } = prepared;
  const words: string[] = [];
  const ids: number[] = [];
  let corrections = 0;
  const typedWords = withoutFraming(contentTokens(query));
  for (const typed of new Set([...typedWords, ...joinedCompounds(query, wordIds), ...typedWords.flatMap((w) => splitCompound(prepared, w))])) {
    const known = wordIds.get(typed);
    const id = known ?? (correct && corrections++ < MAX_CORRECTED_WORDS ? knownWord(prepared, typed) : -1);
    const word = id >= 0 ? (index.words[id] as string) : typed;
    if (words.includes(word) || (id >= 0 && STOPWORDS.has(word))) continue;
    words.push(word);
    ids.push(id);
    if (words.length === MAX_QUERY_WORDS) break;
  }
  const dims = index.dims;
  const acc = new Float64Array(dims);
  for (const id of ids) {
    if (id < 0) continue;
    const v = wordVector(index, id);
    if (v === undefined) continue;
    const w = index.wordWeights[id] ?? 0;
    for (let i = 0; i < dims; i++) acc[i] = (acc[i] ?? 0) + w * (v[i] ?? 0);
  }
  unit(acc);
  let dot = 0;
  for (let i = 0; i < dims; i++) dot += (acc[i] ?? 0) * (index.principal[i] ?? 0);
  for (let i = 0; i < dims; i++) acc[i] = (acc[i] ?? 0) - dot * (index.principal[i] ?? 0);
  unit(acc);
  return { words, ids, vector: acc };
}

/**
 * Two adjacent content words of the query written as one word the index knows: the KJV writes
 * "lefthanded", "firstborn", "birthright" and "whirlwind" where a modern writer puts a hyphen or a
 * space ("left-handed", "first born"), which tokenize to two words.
 */
export function joinedCompounds(query: string, wordIds: ReadonlyMap<string, number>): string[] {
  const tokens = tokenize(query);
  const out: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const a = tokens[i - 1] as string;
    const b = tokens[i] as string;
    if (STOPWORDS.has(a) || STOPWORDS.has(b)) continue;
    const joined = a + b;
    if (wordIds.has(joined) && !STOPWORDS.has(joined)) out.push(joined);
  }
  return out;
}

/**
 * Words that frame a question about the Bible rather than say what it is about: "what does the
 * Bible say about worry", "verses about patience", "scripture on forgiveness".
 */
const FRAMING: ReadonlySet<string> = new Set(["bible", "bibles", "biblical", "scripture", "scriptures", "verse", "verses", "passage", "passages", "say", "says", "said", "teach", "teaches", "teaching", "tell", "tells"]);

/** The query's words without {@link FRAMING} ones, unless nothing else is left ("the Bible" asks for the Bible). */
export function withoutFraming(words: readonly string[]): readonly string[] {
  const kept = words.filter((w) => !FRAMING.has(w));
  return kept.length === 0 ? words : kept;
}

/** The shortest word {@link splitCompound} splits, and the shortest part it leaves. */
const MIN_COMPOUND_LENGTH = 7;
const MIN_COMPOUND_PART = 3;
/** A compound in more passages than this is the texts' own word ("handwriting", "birthplace"): {@link splitCompound} keeps it whole. */
const MAX_COMPOUND_PASSAGES = 4;


/**
 * The two everyday words a query word is made of, when the texts write them apart: "tentmaker" for
 * Easton's "tent-maker", "hometown", "birthplace". Both parts must be corpus words of at least
 * {@link MIN_COMPOUND_PART} letters, each more common than the word itself (so "strongest" is not
 * "strong" + "est"), neither a function word nor the one-word name of a person, place or group (so
 * "Jehoshaphat" is not "jeho" + "Shaphat"); of several splits, the one whose rarer part is the most
 * common. A word with a vector but not in the texts ("hillside") keeps its own meaning, a word the
 * texts use themselves ({@link MAX_COMPOUND_PASSAGES}) is theirs, and an inflected form of a known
 * word ("thinking") is that word: none of them is split. Empty when there is none.
 */
export function splitCompound(prepared: PreparedIndex, word: string): string[] {
  if (word.length < MIN_COMPOUND_LENGTH || /\d/.test(word)) return [];
  const { index, wordIds, nameWords } = prepared;
  const whole = wordIds.get(word);
  if (whole !== undefined && (whole >= index.corpusTerms || passageCount(prepared.passages, whole) > MAX_COMPOUND_PASSAGES)) return [];
  const base = stem(word);
  if (base !== word && wordIds.has(base)) return [];
  const everyday = (part: string): number | undefined => {
    const id = wordIds.get(part);
    return id !== undefined && id < index.corpusTerms && !STOPWORDS.has(part) && !nameWords.has(id) ? id : undefined;
  };
  let best: string[] = [];
  let bestWeight = whole === undefined ? Infinity : (index.wordWeights[whole] ?? Infinity);
  for (let cut = MIN_COMPOUND_PART; cut <= word.length - MIN_COMPOUND_PART; cut++) {
    const a = everyday(word.slice(0, cut));
    const b = everyday(word.slice(cut));
    if (a === undefined || b === undefined) continue;
    const weight = Math.max(index.wordWeights[a] ?? Infinity, index.wordWeights[b] ?? Infinity);
    if (weight < bestWeight) {
      best = [word.slice(0, cut), word.slice(cut)];
      bestWeight = weight;
    }
  }
  return best;
}

function unit(v: Float64Array): void {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) / n;
}

/** Cosine of every entity's vector with the query vector. */
export function vectorScores(index: SemanticIndex, q: Float64Array): Float32Array {
  const n = index.entities.length;
  const dims = index.dims;
  const out = new Float32Array(n);
  const vecs = index.entityVectors;
  const qf = Float32Array.from(q);
  const wide = dims - (dims % 4);
  for (let e = 0; e < n; e++) {
    let d0 = 0;
    let d1 = 0;
    let d2 = 0;
    let d3 = 0;
    const base = e * dims;
    for (let i = 0; i < wide; i += 4) {
      d0 += (vecs[base + i] as number) * (qf[i] as number);
      d1 += (vecs[base + i + 1] as number) * (qf[i + 1] as number);
      d2 += (vecs[base + i + 2] as number) * (qf[i + 2] as number);
      d3 += (vecs[base + i + 3] as number) * (qf[i + 3] as number);
    }
    let dot = d0 + d1 + d2 + d3;
    for (let i = wide; i < dims; i++) dot += (vecs[base + i] as number) * (qf[i] as number);
    out[e] = dot * (index.entityScales[e] ?? 0);
  }
  return out;
}

/** The neighbour search looks at this many leading coordinates before deciding whether a word can still qualify. */
export const PRUNE_DIMS = 24;

/** How many query words' neighbour lists a prepared index remembers (least recently used are dropped). */
export const NEIGHBOUR_CACHE_ENTRIES = 8192;

/**
 * An index ready to query: its word lookup, per corpus word the length of its vector beyond
 * {@link PRUNE_DIMS}, and a bounded cache of neighbour lists (queries repeat words; the cache
 * never changes a result).
 */
export interface PreparedIndex {
  readonly index: SemanticIndex;
  readonly wordIds: ReadonlyMap<string, number>;
  readonly tails: Float32Array;
  readonly neighbourCache: Map<string, readonly [number, number][]>;
  /** Capacity of {@link neighbourCache}; 0 turns caching off. */
  readonly neighbourCacheEntries: number;
  /** The passages' postings. */
  readonly passages: PassagePostings;
  readonly scratch: PassageScratch;
  /** Corpus words by stem (`stem()`), for stem matching in the passage score. */
  readonly stems: ReadonlyMap<string, readonly number[]>;
  /** Gentilic forms by the stem of the name they come from ("israel" → "israelite", "israelites"; {@link gentilicBase}). */
  readonly gentilics: ReadonlyMap<string, readonly number[]>;
  /** The entities' names as word ids. */
  readonly names: NameIndex;
  /** The names a passage can name: {@link names} but for dictionary entries and topics named by everyday words. */
  readonly passageNames: NameIndex;
  /** Per entity, the person or place it is the only article of, else -1 ({@link articleOwners}). */
  readonly articleOwners: Int32Array;
  /** Every word's id by its first letter, for {@link knownWord}. */
  readonly initials: ReadonlyMap<string, readonly number[]>;
  /** The one-word names of persons, places and groups, which {@link splitCompound} never reads as parts. */
  readonly nameWords: ReadonlySet<number>;
  /** {@link conceptEntities}. */
  readonly concepts: Uint8Array;
  /** The words of the subjects' names by their Porter stem, for {@link conceptsNamed}. */
  readonly porterStems: ReadonlyMap<string, readonly number[]>;
  /** The words of the subjects' names. */
  readonly conceptWords: ReadonlySet<number>;
  /** Per entity, its gender for {@link SearchOptions.genderPenalty} ({@link entityGenders}). */
  readonly genders: Uint8Array;
  /** Per event, its participants, places and groups ({@link eventMembers}). */
  readonly eventMembers: ReadonlyMap<number, readonly number[]>;
}

/**
 * The known word a query word the index does not know most likely is, or -1 (`typed` folded, as
 * {@link contentTokens} gives it): for a comparative or superlative, its base word when the index knows
 * it (`wisest` → `wise`, `biggest` → `big`, `happier` → `happy`); else a known word with the same
 * first letter within the edits name search forgives (`forgivenEdits`: `jerico` → `jericho`, `prayng`
 * → `praying`), fewest edits first, then the most common (lowest weight), for a word of at least
 * {@link MIN_CORRECTED_LENGTH} letters. Numbers and words under four letters stay unknown.
 */
export function knownWord(prepared: PreparedIndex, typed: string): number {
  if (typed.length < 4 || /\d/.test(typed)) return -1;
  const fuzzy = typed.length >= MIN_CORRECTED_LENGTH;
  const { index } = prepared;
  const weight = (id: number): number => index.wordWeights[id] ?? Infinity;
  let best = -1;
  for (const base of [...degreeBases(typed), ...inflectionBases(typed)]) {
    const id = prepared.wordIds.get(base);
    if (id !== undefined && (best < 0 || weight(id) < weight(best))) best = id;
  }
  if (best >= 0 || !fuzzy) return best;
  let bestEdits = Infinity;
  for (const id of prepared.initials.get(typed[0] as string) ?? []) {
    const d = forgivenEdits(typed, index.words[id] as string);
    if (d !== undefined && (d < bestEdits || (d === bestEdits && weight(id) < weight(best)))) {
      best = id;
      bestEdits = d;
    }
  }
  return best;
}

/** How many unknown words of one query {@link knownWord} looks at: a typed query has a few; more is noise, and each costs a scan. */
export const MAX_CORRECTED_WORDS = 4;

/**
 * The shortest unknown word {@link knownWord} corrects by spelling: a word of four letters is one edit
 * from too many others (`dude` from `duke`, `nite` from `nice`, `spys` from `says`).
 */
export const MIN_CORRECTED_LENGTH = 5;

/** The base words an inflected form may have, by its Porter stem: `gossiping` → `gossip`, `hoping` → `hope`. */
function inflectionBases(word: string): string[] {
  const base = porterStem(word);
  return base === word ? [] : [base, `${base}e`];
}

/** The base words a comparative or superlative may have (`wisest` → `wis`, `wise`; `biggest` → `bigg`, `bigge`, `big`). */
function degreeBases(word: string): string[] {
  const out: string[] = [];
  const strip = (suffix: string, ...ends: string[]): void => {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) return;
    const base = word.slice(0, -suffix.length);
    for (const end of ends) out.push(base + end);
    if (base.length >= 4 && base.at(-1) === base.at(-2)) out.push(base.slice(0, -1));
  };
  strip("iest", "y");
  strip("ier", "y");
  strip("est", "", "e");
  strip("er", "", "e");
  return out;
}

/**
 * The gentilic endings of English names of peoples and their members, each with the base it
 * leaves: `-ite(s)` (Israelite, Moabite) and `-ian(s)` (Egyptian, Babylonian) after the name itself
 * (at least four letters), `-n(s)` after a name in `-ia` (Syrian, Persian), `-ean(s)` for a name in
 * `-ee` (Galilean).
 */
const GENTILIC: readonly (readonly [suffix: string, base: (rest: string) => string | undefined])[] = [
  ["ites", (b) => (b.length >= 4 && !b.endsWith("s") ? b : undefined)],
  ["ite", (b) => (b.length >= 4 && !b.endsWith("s") ? b : undefined)],
  ["ians", (b) => (b.length >= 4 ? b : undefined)],
  ["ian", (b) => (b.length >= 4 ? b : undefined)],
  ["eans", (b) => (b.length >= 3 ? `${b}ee` : undefined)],
  ["ean", (b) => (b.length >= 3 ? `${b}ee` : undefined)],
  ["ns", (b) => (b.length >= 5 && b.endsWith("ia") ? b : undefined)],
  ["n", (b) => (b.length >= 5 && b.endsWith("ia") ? b : undefined)],
];

/**
 * The corpus word a gentilic form comes from ("israelites" → "israel", "egyptians" → "egypt",
 * "syrian" → "syria", "galileans" → "galilee"; {@link GENTILIC}), or undefined. A land and its
 * people are one family for stem matching, in one direction: "the first king of Israel" also
 * matches "the first king of the Israelites", but "Israelites" does not spread to every verse that
 * says "Israel".
 */
export function gentilicBase(word: string, corpus: ReadonlySet<string>): string | undefined {
  if (word.length < 5) return undefined;
  for (const [suffix, base] of GENTILIC) {
    if (!word.endsWith(suffix)) continue;
    const b = base(word.slice(0, -suffix.length));
    if (b !== undefined && b !== word && corpus.has(b)) return b;
  }
  return undefined;
}

/** Prepares an index for querying (once per index: a word map, 23k vector tails, word stems and the passages' postings). */
export function prepareIndex(index: SemanticIndex, neighbourCacheEntries: number = NEIGHBOUR_CACHE_ENTRIES): PreparedIndex {
  const dims = index.dims;
  const k = Math.min(PRUNE_DIMS, dims);
  const tails = new Float32Array(index.corpusTerms);
  for (let t = 0; t < index.corpusTerms; t++) {
    let s = 0;
    for (let i = k; i < dims; i++) s += (index.wordVectors[t * dims + i] as number) ** 2;
    tails[t] = Math.sqrt(s) * (index.wordScales[t] as number);
  }
  const stems = new Map<string, number[]>();
  const gentilics = new Map<string, number[]>();
  const corpus = new Set(index.words.slice(0, index.corpusTerms));
  for (let t = 0; t < index.corpusTerms; t++) {
    const word = index.words[t] as string;
    const key = stem(word);
    const group = stems.get(key);
    if (group === undefined) stems.set(key, [t]);
    else group.push(t);
    const base = gentilicBase(word, corpus);
    if (base !== undefined) {
      const from = stem(base);
      const g = gentilics.get(from);
      if (g === undefined) gentilics.set(from, [t]);
      else g.push(t);
    }
  }
  const wordIds = new Map(index.words.map((w, i) => [w, i]));
  const passages = passagePostings(index);
  const initials = new Map<string, number[]>();
  index.words.forEach((w, id) => {
    const group = initials.get(w[0] as string);
    if (group === undefined) initials.set(w[0] as string, [id]);
    else group.push(id);
  });
  const names = nameIndex(index, wordIds, contentTokens);
  const concepts = conceptEntities(index);
  const conceptWords = conceptNameWords(names, concepts);
  const porterStems = byPorterStem(index, conceptWords);
  const owners = articleOwners(index);
  const nameWords = new Set<number>();
  for (const [first, entries] of names) {
    for (const { entity, rest } of entries) {
      const type = index.entities[entity]?.entity_type;
      if (rest.length === 0 && (type === "person" || type === "place" || type === "group")) nameWords.add(first);
    }
  }
  return {
    index, wordIds, initials, tails, neighbourCache: new Map(), neighbourCacheEntries, passages, scratch: passageScratch(index), stems, gentilics, names,
    passageNames: nameIndex(index, wordIds, contentTokens, passages), articleOwners: owners, nameWords, concepts, porterStems,
    conceptWords, genders: entityGenders(index, owners), eventMembers: eventMembers(index),
  };
}

/**
 * The corpus words closest to a word vector: `[id, cosine]`, best first, at most `count`, none below
 * `threshold`. Exact, but fast: the vectors are in principal axes, so the first {@link PRUNE_DIMS}
 * coordinates plus a Cauchy–Schwarz bound on the rest rule out ~99% of the words at threshold 0.8.
 */
export function neighbours(prepared: PreparedIndex, v: Float64Array, exclude: number, threshold: number, count: number): [number, number][] {
  const { index, tails } = prepared;
  const dims = index.dims;
  const k = Math.min(PRUNE_DIMS, dims);
  const vecs = index.wordVectors;
  let qTail = 0;
  for (let i = k; i < dims; i++) qTail += (v[i] as number) ** 2;
  qTail = Math.sqrt(qTail);
  const best: [number, number][] = [];
  for (let t = 0; t < index.corpusTerms; t++) {
    const scale = index.wordScales[t] as number;
    if (scale === 0 || t === exclude) continue;
    const base = t * dims;
    let head = 0;
    for (let i = 0; i < k; i++) head += (vecs[base + i] as number) * (v[i] as number);
    head *= scale;
    const floor = best.length === count ? Math.max(threshold, (best[count - 1] as [number, number])[1]) : threshold;
    if (head + qTail * (tails[t] as number) < floor - 1e-6) continue;
    let rest = 0;
    for (let i = k; i < dims; i++) rest += (vecs[base + i] as number) * (v[i] as number);
    const sim = head + rest * scale;
    if (sim < threshold) continue;
    if (best.length === count && sim <= (best[count - 1] as [number, number])[1]) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1] as [number, number])[1] < sim) at--;
    best.splice(at, 0, [t, sim]);
    if (best.length > count) best.pop();
  }
  return best;
}

/** {@link neighbours} of a query word through the prepared index's cache. */
function cachedNeighbours(prepared: PreparedIndex, id: number, v: Float64Array, options: SearchOptions): readonly [number, number][] {
  const key = `${id}:${options.expansionThreshold}:${options.expansionCount}`;
  const hit = lruGet(prepared.neighbourCache, key);
  if (hit !== undefined) return hit;
  const found = neighbours(prepared, v, id, options.expansionThreshold, options.expansionCount);
  lruSet(prepared.neighbourCache, key, found, prepared.neighbourCacheEntries);
  return found;
}

/** Per query word, its nearest corpus words `[id, cosine]` (none without a vector or with expansion off). */
export function queryNeighbours(prepared: PreparedIndex, ids: readonly number[], options: SearchOptions): (readonly (readonly [number, number])[])[] {
  return ids.map((id) => {
    const v = id >= 0 && options.expansionCount > 0 ? wordVector(prepared.index, id) : undefined;
    return v === undefined ? [] : cachedNeighbours(prepared, id, v, options);
  });
}

/** The translations of a word (`[corpus word id, factor]`, see {@link SearchOptions.translationPower}); none when they are off. */
function translationsOf(index: SemanticIndex, id: number, options: SearchOptions): [number, number][] {
  if (id < 0 || options.translationPower === 0) return [];
  const out: [number, number][] = [];
  for (let i = index.translationStarts[id] as number; i < (index.translationStarts[id + 1] as number); i++) {
    out.push([index.translationTargets[i] as number, ((index.translationWeights[i] as number) / 255) ** options.translationPower]);
  }
  return out;
}

/** BM25 with neighbour and translation expansion and coordination (see the module comment). */
export function lexicalScores(prepared: PreparedIndex, ids: readonly number[], options: SearchOptions, near: readonly (readonly (readonly [number, number])[])[] = queryNeighbours(prepared, ids, options)): Float32Array {
  const { index } = prepared;
  const n = index.entities.length;
  const total = new Float32Array(n);
  if (ids.length === 0) return total;
  const matched = new Uint8Array(n);
  const per = new Float32Array(n);
  const k1 = index.params.k1;
  const add = (term: number, factor: number): void => {
    const start = index.postingStarts[term] as number;
    const end = index.postingStarts[term + 1] as number;
    const idf = (index.wordWeights[term] as number) * factor * ((k1 + 1) / 255);
    for (let p = start; p < end; p++) {
      const e = index.postingEntities[p] as number;
      const s = idf * (index.postingWeights[p] as number);
      if (s > (per[e] as number)) per[e] = s;
    }
  };
  ids.forEach((id, q) => {
    per.fill(0);
    if (id >= 0 && id < index.corpusTerms) add(id, 1);
    for (const [t, sim] of near[q] ?? []) add(t, sim ** options.expansionPower);
    for (const [t, factor] of translationsOf(index, id, options)) add(t, factor);
    for (let e = 0; e < n; e++) {
      const s = per[e] as number;
      if (s > 0) {
        total[e] = (total[e] as number) + s;
        matched[e] = (matched[e] as number) + 1;
      }
    }
  });
  if (options.coordination !== 0) {
    for (let e = 0; e < n; e++) if ((total[e] as number) > 0) total[e] = (total[e] as number) * ((matched[e] as number) / ids.length) ** options.coordination;
  }
  return total;
}

/**
 * Per query word, the corpus words that match it in the passage score: itself (factor 1), the
 * words of the same stem (`stemFactor`), its nearest neighbours in the word-vector space
 * (`similarity^expansionPower`) and its translations (`association^translationPower`), each once
 * with its best factor.
 */
export function queryTerms(prepared: PreparedIndex, words: readonly string[], ids: readonly number[], options: SearchOptions, near: readonly (readonly (readonly [number, number])[])[] = queryNeighbours(prepared, ids, options)): QueryTerms[] {
  const { index } = prepared;
  return words.map((word, q) => {
    const id = ids[q] ?? -1;
    const factors = new Map<number, number>();
    const put = (t: number, f: number): void => {
      if (f > (factors.get(t) ?? 0)) factors.set(t, f);
    };
    if (id >= 0 && id < index.corpusTerms) put(id, 1);
    if (options.stemFactor > 0) {
      for (const t of prepared.stems.get(stem(word)) ?? []) put(t, t === id ? 1 : options.stemFactor);
      for (const t of prepared.gentilics.get(stem(word)) ?? []) put(t, options.stemFactor);
    }
    for (const [t, sim] of near[q] ?? []) put(t, sim ** options.expansionPower);
    for (const [t, factor] of translationsOf(index, id, options)) put(t, factor);
    return [...factors];
  });
}

/**
 * For each entity, the one person or place that links to it when it is a dictionary entry about
 * that person or place alone ({@link SearchOptions.ownArticleLift}), else -1.
 */
export function articleOwners(index: SemanticIndex): Int32Array {
  const owners = new Int32Array(index.entities.length).fill(-1);
  for (let e = 0; e < index.entities.length; e++) {
    const type = index.entities[e]?.entity_type;
    if (type !== "person" && type !== "place") continue;
    for (let l = index.linkStarts[e] as number; l < (index.linkStarts[e + 1] as number); l++) {
      const article = index.linkTargets[l] as number;
      if (index.entities[article]?.entity_type === "dictionary") owners[article] = owners[article] === -1 || owners[article] === e ? e : -2;
    }
  }
  return owners.map((o) => (o < 0 ? -1 : o));
}

/**
 * Per event, the other entities that own its title passage (`documents.ts`: an event's title belongs
 * to the event, its participants, its places and its groups), read from the passages of kind
 * `description` an event owns ({@link SearchOptions.eventLift}). Sorted, each once.
 */
export function eventMembers(index: SemanticIndex): Map<number, number[]> {
  const description = PASSAGE_KINDS.indexOf("description");
  const out = new Map<number, Set<number>>();
  for (let p = 0; p < index.passageKinds.length; p++) {
    if (index.passageKinds[p] !== description) continue;
    const owners = index.passageOwners.subarray(index.passageOwnerStarts[p], index.passageOwnerStarts[p + 1]);
    for (const event of owners) {
      if (index.entities[event]?.entity_type !== "event") continue;
      const members = out.get(event) ?? new Set<number>();
      for (const o of owners) if (o !== event) members.add(o);
      out.set(event, members);
    }
  }
  return new Map([...out].filter(([, m]) => m.size > 0).map(([event, m]) => [event, [...m].sort((a, b) => a - b)]));
}

/** The words that open a relative clause in a description ("the island where Paul was shipwrecked"). */
const RELATIVE = /\b(?:who|whom|whose|that|which|where|when)\b/i;

/**
 * The prepositions (and the "to" of a purpose) after which a participle's phrase goes on to what the
 * answer is told by: "the fat king stabbed by Ehud", "the apostle chosen to replace Judas".
 */
const TELLING: ReadonlySet<string> = new Set(["of", "to", "by", "at", "in", "from", "with", "for", "on", "after", "before", "against", "about", "into", "over", "under", "through", "near"]);

/** Past participles that do not end in "-ed". */
const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  ("born sold built made led sent struck put left brought caught found held kept told hung bound fed won cast set cut shut met " +
    "chosen taken given thrown driven eaten beaten forgiven forsaken fallen hidden written spoken broken stolen risen sworn torn shown " +
    "known slain drawn grown blown flown begotten gotten bitten").split(" "),
);

/** A word that reads as a past participle ("stabbed", "chosen", "sold"); not "hundred", "kindred" or "-eed" nouns. */
function participle(word: string): boolean {
  return IRREGULAR_PARTICIPLES.has(word) || (word.length >= 5 && word.endsWith("ed") && !word.endsWith("eed") && !/(?:hundred|kindred)$/.test(word));
}

/** A question word opening the query. */
const QUESTION = /^\s*(?:who|whom|whose|what|which|where|when)\b/i;

/**
 * Words that, just before a name, make it what is asked about ("who was king Saul?", "who is the
 * apostle Paul?", "where is the river Jordan?").
 */
const ASKED_ABOUT: ReadonlySet<string> = new Set([
  "is", "was", "are", "were", "be", "the", "a", "an", "king", "queen", "prince", "princess", "prophet", "prophetess", "apostle", "disciple",
  "patriarch", "saint", "st", "priest", "judge", "evangelist", "called", "named", "river", "mount", "mountain", "sea", "city", "town",
  "land", "valley", "brook", "lake", "island", "wilderness", "desert", "plain", "pool", "well", "gate", "tower",
]);

/**
 * The entities a query names as context rather than as what it asks for: in a description, those
 * named after its relative pronoun or "where"/"when" ("the apostle who replaced Judas", "the island
 * where Paul was shipwrecked"), or, without one, after a participle and its preposition ("the apostle
 * chosen to replace Judas", "the fat king stabbed by Ehud"); in a question, those named after a verb
 * or preposition ("who was king after Saul", "who killed Goliath"); never one named right after a
 * title, "is", "called" or a kind of place ("who was king Saul?", "the disciple who was called
 * Thomas", "the river Jordan"). A person counts when the query gives their first name (Judas for
 * Judas Iscariot), any other entity when all its name's words are in the part that tells.
 */
export function namedAsContext(prepared: PreparedIndex, query: string): ReadonlySet<number> {
  const words = tokenize(query);
  let from = 1;
  if (!QUESTION.test(query)) {
    const rel = RELATIVE.exec(query);
    if (rel !== null && !/^[^\p{L}]*$/u.test(query.slice(0, rel.index))) from = tokenize(query.slice(0, rel.index + rel[0].length)).length;
    else {
      const head = words.findIndex((w) => !STOPWORDS.has(w));
      const telling = words.findIndex((w, i) => i > head + 1 && TELLING.has(w) && participle(words[i - 1] as string));
      if (head < 0 || telling < 0) return new Set();
      from = telling + 1;
    }
  }
  const ids = words.map((w) => prepared.wordIds.get(w) ?? -1);
  const told = new Set(ids.slice(from));
  const out = new Set<number>();
  for (let i = Math.max(1, from); i < words.length; i++) {
    if (ASKED_ABOUT.has(words[i - 1] as string)) continue;
    for (const { entity, rest } of prepared.names.get(ids[i] as number) ?? []) {
      if (prepared.index.entities[entity]?.entity_type === "person" || rest.every((r) => told.has(r))) out.add(entity);
    }
  }
  return out;
}

/**
 * The entities whose name's words all occur among the query's words, each with the share of the
 * query's distinct known words its name does not cover (0 when the name is the whole query).
 */
export function namedInQuery(names: NameIndex, ids: readonly number[]): Map<number, number> {
  const words = new Set(ids.filter((id) => id >= 0));
  const out = new Map<number, number>();
  for (const id of words) {
    for (const { entity, rest } of names.get(id) ?? []) {
      if (rest.every((r) => words.has(r))) out.set(entity, 1 - new Set([id, ...rest]).size / words.size);
    }
  }
  return out;
}

/**
 * An entity that owns at least this share of all passages is everywhere: naming it does not make a
 * query about someone ("fear of God", "the miracles of Jesus"). God owns 18 % and Jesus 4.4 %; the
 * next, Jacob, 2.6 %.
 */
export const UBIQUITOUS_SHARE = 0.04;

/**
 * Whether the query's words hold the whole name of a person, place or group that is not everywhere
 * ({@link UBIQUITOUS_SHARE}). Events are left out: their names are made of everyday words ("The Fall").
 */
function namesSomeone(prepared: PreparedIndex, named: Iterable<number>): boolean {
  for (const e of named) {
    const type = prepared.index.entities[e]?.entity_type;
    if ((type === "person" || type === "place" || type === "group") && !everywhere(prepared, e)) return true;
  }
  return false;
}

/** Whether an entity owns at least {@link UBIQUITOUS_SHARE} of all passages (God, Jesus), and at least {@link MIN_HUB_PASSAGES}. */
function everywhere(prepared: PreparedIndex, e: number): boolean {
  return (prepared.scratch.ownedCount[e] as number) >= Math.max(MIN_HUB_PASSAGES, UBIQUITOUS_SHARE * prepared.index.passageKinds.length);
}

/**
 * The subjects ({@link conceptEntities}) not named by a physical thing (`SemanticIndex.entityPhysical`:
 * "Fish", "Coat" are things, not themes) whose every name word the query reaches through the words
 * that match its words (`terms`: the same stem, a near word vector, a translation; or a derivational
 * relative, {@link derivedConceptWords}, at `stemFactor`): "forgiving others" reaches Forgiveness.
 * Each gets the weakest of those matches (1 for the word itself) times the share of the query's word
 * weight (IDF) its name reaches, so that "Day" is a small part of "the weekly day of rest" and
 * "Forgiveness" most of "forgiving others".
 */
export function conceptsNamed(prepared: PreparedIndex, words: readonly string[], ids: readonly number[], terms: readonly QueryTerms[], stemFactor: number): Map<number, number> {
  const perWord = terms.map((word, i) => {
    const reach = new Map<number, number>(word);
    for (const t of derivedConceptWords(prepared, words[i] as string)) if (stemFactor > (reach.get(t) ?? 0)) reach.set(t, stemFactor);
    return reach;
  });
  const weights = ids.map((id) => (id < 0 ? 0 : (prepared.index.wordWeights[id] ?? 0)));
  const total = weights.reduce((a, b) => a + b, 0);
  const out = new Map<number, number>();
  if (total === 0) return out;
  const best = (t: number): number => perWord.reduce((m, r) => Math.max(m, r.get(t) ?? 0), 0);
  for (const reach of perWord) {
    for (const id of reach.keys()) {
      for (const { entity, rest } of prepared.names.get(id) ?? []) {
        if (prepared.concepts[entity] !== 1 || prepared.index.entityPhysical[entity] === 1 || out.has(entity)) continue;
        const name = [id, ...rest];
        const factor = Math.min(...name.map(best));
        if (factor === 0) continue;
        let covered = 0;
        perWord.forEach((r, i) => {
          if (name.some((t) => r.has(t))) covered += weights[i] as number;
        });
        out.set(entity, (factor * covered) / total);
      }
    }
  }
  return out;
}

/**
 * Per entity, 1 for a topic or article about a subject ("Fear", "Forgiveness") rather than a
 * person or place: one whose name (its content words) is not the name of a person or place, else 0.
 */
export function conceptEntities(index: SemanticIndex): Uint8Array {
  const key = (name: string): string => contentTokens(name).sort().join(" ");
  const named = new Set<string>();
  for (const e of index.entities) if (e.entity_type === "person" || e.entity_type === "place") named.add(key(e.name));
  return Uint8Array.from(index.entities, (e) => ((e.entity_type === "topic" || e.entity_type === "dictionary") && !named.has(key(e.name)) ? 1 : 0));
}

/** Endings that make one English word of another: "joy" → "joyful", "guilt" → "guilty", "leader" → "leadership". */
const DERIVATIONAL = ["y", "ful", "fulness", "ness", "ly", "ous", "ment", "ship", "hood", "ity", "ion", "ation", "ance", "ence", "er", "ing", "ed"];

/**
 * The words of subjects' names that are a query word's derivational relatives: the same Porter stem
 * ("forgiving", "forgiveness"), or one is the other (or its stem, or the word less an ending) with an
 * ending of {@link DERIVATIONAL} ("joyful" and "joy", "guilty" and "guilt", "leaders" and
 * "leadership", "praying" and "prayer", "judging" and "judgment"), spelt alike ({@link closeInSpelling}).
 */
function derivedConceptWords(prepared: PreparedIndex, word: string): number[] {
  const base = porterStem(word);
  const out = new Set((prepared.porterStems.get(base) ?? []).filter((id) => closeInSpelling(word, prepared.index.words[id] as string)));
  const add = (w: string): void => {
    const id = prepared.wordIds.get(w);
    if (id !== undefined && prepared.conceptWords.has(id) && closeInSpelling(word, w)) out.add(id);
  };
  const roots = [word, base, ...DERIVATIONAL.filter((e) => word.endsWith(e) && word.length - e.length >= 3).map((e) => word.slice(0, -e.length))];
  for (const root of new Set(roots)) {
    add(root);
    for (const ending of DERIVATIONAL) add(root + ending);
  }
  return [...out];
}

/**
 * Whether two words of one Porter stem are spelt alike up to their last three letters of the shorter:
 * "forgiving" and "forgiveness", "enemies" and "enemy", but not "generously" and "generation", which
 * the stemmer brings together at `gener`.
 */
function closeInSpelling(a: string, b: string): boolean {
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  return same >= Math.min(a.length, b.length) - 3;
}

/** The words of the subjects' names ({@link conceptEntities}). */
function conceptNameWords(names: NameIndex, concepts: Uint8Array): Set<number> {
  const words = new Set<number>();
  for (const [first, entries] of names) {
    for (const { entity, rest } of entries) {
      if (concepts[entity] !== 1) continue;
      words.add(first);
      for (const r of rest) words.add(r);
    }
  }
  return words;
}

/** Words by their Porter stem: "forgiveness" under `forgiv`, where "forgiving" goes too. */
function byPorterStem(index: SemanticIndex, words: ReadonlySet<number>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const id of words) {
    const key = porterStem(index.words[id] as string);
    const group = out.get(key);
    if (group === undefined) out.set(key, [id]);
    else group.push(id);
  }
  return out;
}

/** How far above its own article a lifted person or place ranks ({@link SearchOptions.ownArticleLift}). */
const OWN_ARTICLE_MARGIN = 0.001;

/** Fewer passages than this say nothing of how common a name is: no entity of a small corpus is a hub ({@link SearchOptions.nameHubShare}). */
export const MIN_HUB_PASSAGES = 1000;

/**
 * Per entity, the gender {@link SearchOptions.genderPenalty} reads: a person's own
 * (`SemanticIndex.entityGender`), and the same for an Easton article that person alone owns
 * (`owners`, {@link articleOwners}), so that the article does not lift them back; else 0.
 */
export function entityGenders(index: SemanticIndex, owners: Int32Array): Uint8Array {
  const out = Uint8Array.from(index.entityGender);
  owners.forEach((owner, article) => {
    if (owner >= 0) out[article] = index.entityGender[owner] as number;
  });
  return out;
}

/**
 * {@link SearchOptions.eventLift}, in place: each member of the kind asked for rises to just above
 * an event that scores higher, by a margin that grows with its own score, so that the members keep
 * their order among themselves (Moses above Pharaoh for "he that slew the Egyptian"). Members read
 * the scores as they were before any lift, so one lift never feeds another. The query's own names
 * (`named`: wholly named, or named as its context) are not lifted: "the brother who sold Joseph"
 * asks for one of his brothers, not for Joseph, a participant of the same event.
 */
function liftEventMembers(prepared: PreparedIndex, linked: Float32Array, asked: "person" | "place", gender: 0 | 1 | 2, named: (entity: number) => boolean): void {
  const { index } = prepared;
  const before = Float32Array.from(linked);
  prepared.eventMembers.forEach((members, event) => {
    const score = before[event] as number;
    for (const m of members) {
      if (index.entities[m]?.entity_type !== asked || everywhere(prepared, m) || otherGender(prepared.genders[m] as number, gender) || named(m)) continue;
      const lifted = score + OWN_ARTICLE_MARGIN * (1 + Math.max(0, before[m] as number) / (Math.abs(score) + 1));
      if (lifted > (linked[m] as number)) linked[m] = lifted;
    }
  });
}

/** Divides scores in place by the largest (all zero stays all zero). */
function scaleToMax(s: Float32Array): void {
  let max = 0;
  for (const x of s) if (x > max) max = x;
  if (max > 0) for (let i = 0; i < s.length; i++) s[i] = (s[i] as number) / max;
}

/** Standardises scores in place (z-scores); all-equal scores become all zero. */
function standardise(s: Float32Array): void {
  const n = s.length;
  if (n === 0) return;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const x = s[i] as number;
    sum += x;
    squares += x * x;
  }
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, squares / n - mean * mean));
  if (!(sd > 1e-12 * Math.max(1, Math.abs(mean)))) {
    s.fill(0);
    return;
  }
  for (let i = 0; i < n; i++) s[i] = ((s[i] as number) - mean) / sd;
}

/**
 * The `limit` entities that best match the query, best first. Empty when no word of the query is
 * known to the index (neither a corpus word nor a word with a vector). Entities in `first` (the
 * answers to a question the data's links answer, with their priorities, see
 * `src/runtime/questions.ts`) rank before all others, by priority (a whole number, higher first,
 * below 10⁷), then score.
 */
export function searchSemantic(prepared: PreparedIndex, query: string, limit: number, options: SearchOptions = DEFAULT_SEARCH_OPTIONS, first?: ReadonlyMap<number, number>): RankedEntity[] {
  const { index } = prepared;
  const q = prepare(prepared, query, options.correctUnknown);
  if (!q.ids.some((id) => id >= 0)) return [];
  const near = queryNeighbours(prepared, q.ids, options);
  const lexical = lexicalScores(prepared, q.ids, options, near);
  const vector = vectorScores(index, q.vector);
  standardise(lexical);
  standardise(vector);
  const usePassages = options.passageWeight !== 0 || options.nameWeight !== 0;
  const terms = usePassages || options.conceptPrior !== 0 ? queryTerms(prepared, q.words, q.ids, options, near) : undefined;
  const scored = usePassages && terms !== undefined ? scorePassages(index, prepared.passages, prepared.scratch, terms, options.passage) : undefined;
  const passage = scored === undefined || options.passageWeight === 0 ? undefined : entityPassageScores(index, prepared.scratch, scored, options.passage);
  if (passage !== undefined) {
    if (options.passageScale === "z") standardise(passage);
    else scaleToMax(passage);
  }
  const named = scored === undefined || options.nameWeight === 0 ? undefined : namedInPassages(index, prepared.passageNames, scored, new Set(q.ids.filter((id) => id >= 0)), options.namePassages);
  if (named !== undefined) {
    const hub = Math.max(MIN_HUB_PASSAGES, options.nameHubShare * index.passageKinds.length);
    for (let e = 0; e < named.length; e++) if ((prepared.scratch.ownedCount[e] as number) > hub) named[e] = 0;
    scaleToMax(named);
  }
  const pw = options.passageWeight;
  const w = options.vectorWeight;
  const asked = queryKind(query);
  const kind = options.kindPrior === 0 ? undefined : asked;
  const wholeNamed = namedInQuery(prepared.names, q.ids);
  const inQuery = options.namedPenalty === 0 ? undefined : wholeNamed;
  const context = options.contextPenalty === 0 ? undefined : namedAsContext(prepared, query);
  const thematic = options.conceptPrior !== 0 && asked === undefined && !namesSomeone(prepared, wholeNamed.keys());
  const concepts = thematic && terms !== undefined ? conceptsNamed(prepared, q.words, q.ids, terms, options.stemFactor) : undefined;
  const gender = options.genderPenalty === 0 ? 0 : queryGender(query);
  const mixed = new Float32Array(lexical.length);
  for (let e = 0; e < lexical.length; e++) {
    const type = index.entities[e]?.entity_type;
    const clash = (asked === "person" && type === "place") || (asked === "place" && type === "person") ? options.kindClashPenalty : 0;
    const prior = -clash - (otherGender(prepared.genders[e] as number, gender) ? options.genderPenalty : 0) + (kind !== undefined && type === kind ? options.kindPrior : 0) - options.namedPenalty * (inQuery?.get(e) ?? 0) - (context?.has(e) === true ? options.contextPenalty : 0);
    mixed[e] = (1 - w) * (lexical[e] as number) + w * (vector[e] as number) + (passage === undefined ? 0 : pw * (passage[e] as number)) + (named === undefined ? 0 : options.nameWeight * (named[e] as number)) + prior;
  }
  if (concepts !== undefined && concepts.size > 0) {
    let top = 0;
    for (const x of mixed) if (x > top) top = x;
    for (const [e, share] of concepts) mixed[e] = (mixed[e] as number) + options.conceptPrior * share * top;
  }
  const linked = new Float32Array(mixed.length);
  for (let e = 0; e < mixed.length; e++) {
    let score = mixed[e] as number;
    const from = index.linkStarts[e] as number;
    const to = index.linkStarts[e + 1] as number;
    if (options.linkWeight !== 0 && to > from) {
      let sum = 0;
      for (let l = from; l < to; l++) sum += Math.max(0, mixed[index.linkTargets[l] as number] as number);
      score += (options.linkWeight * sum) / (to - from);
    }
    linked[e] = score;
  }
  if (options.ownArticleLift) {
    // Owners are people and places, articles dictionary entries: no score lifted here lifts another.
    prepared.articleOwners.forEach((owner, article) => {
      if (owner >= 0 && (linked[article] as number) >= (linked[owner] as number)) linked[owner] = (linked[article] as number) + OWN_ARTICLE_MARGIN;
    });
  }
  if (options.eventLift && (asked === "person" || asked === "place")) liftEventMembers(prepared, linked, asked, gender, (e) => wholeNamed.has(e) || context?.has(e) === true);
  const top: { index: number; score: number; key: number }[] = [];
  for (let e = 0; e < mixed.length; e++) {
    const score = linked[e] as number;
    const priority = first?.get(e);
    const key = priority === undefined ? score : FIRST_RANK + priority * PRIORITY_STEP + score;
    if (top.length === limit && key <= (top[limit - 1]?.key ?? -Infinity)) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1]?.key ?? 0) < key) at--;
    top.splice(at, 0, { index: e, score, key });
    if (top.length > limit) top.pop();
  }
  return top.map((t) => ({ entity: index.entities[t.index] as EntityRef, index: t.index, score: t.score }));
}
