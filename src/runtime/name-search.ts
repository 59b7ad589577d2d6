/**
 * Name search (`GET /v1/search`): matches a query against every entity's names, the words of them and
 * what it is also called, forgiving word order, descriptive words and misspellings, and reading
 * numbers in figures or in words alike (`feeding of the 5,000` = `feeding of five thousand`).
 *
 * Ranking, best first; within a tier, entities whose closest name has fewer words the query does not
 * account for come first (`saul` before `reign of saul`), then those missing fewer descriptive words,
 * then the entity's mentions, kind, name and slug:
 * 1. `exact`: the whole query, or the query without its descriptive words, is one of its names
 *    (`david`, `jesus christ`, `king david`), or the query's words are exactly its name's words in
 *    another order or with other joining words (`river jordan`), ranking after the names as typed.
 * 2. `also-called`: the whole query, or the query without its descriptive words, is one of the proper
 *    names it is also called (`abram` → Abraham), a word of its name that is its alias alone included
 *    (`peter`, `st peter` → Simon Peter; `pilate`; `christ`), or the whole query names a person by a
 *    relative (`joseph son of jacob`, `james brother of jesus`: {@link SearchEntry.relations});
 *    and here, not in `exact`, the articles of the reference works (Easton's, Nave's) whose name the
 *    query is, so that the people and places also called so, mentioned in the text, come first
 *    (`elias` → Elijah, then Easton's "Elias: the Greek form of Elijah").
 * 3. `words`: every word of the query is a word of its names, in any order (`river jordan` → Jordan
 *    River; `simon` → Simon Zelotes); descriptive words (`king`, `river`, `sea of` … {@link DESCRIPTORS})
 *    may be missing (`king saul` → Saul), ranking after entities that have them.
 * 4. `prefix`: every word is a word of its names or begins one (`jerus` → Jerusalem).
 * 5. `also-called words`: every word is a word of its names or of what it is also called (`lord jesus`),
 *    or, for a person, of a place its verses name, beside at least one word of its names (`saul of
 *    tarsus` → Paul, also called Saul; `mary of bethany` → Mary the sister of Lazarus).
 *    Titles in common words (`word`, `sun`, `star`, `lamb`: {@link SearchEntry.titles}) match only this
 *    way, never above an entity whose name holds the word.
 * 6–7. `fuzzy`: a word of the query that matches fewer than {@link FUZZY_BELOW} entities as typed is
 *    compared with every word of every name, allowing one edit from 4 letters and two from 8 (`isiah`,
 *    `methusaleh`, `nebuchadnezar`), and after folding variant spellings (`ph`/`v`/`f`, `k`/`c`, `y`/`i`,
 *    doubled letters); one edit or a variant ranks before two. A word that is no whole word of any name
 *    but begins some (`issac`: Issachar) is also compared with the name words as long as it, one letter
 *    off (`isaac`): such a match ranks with the prefixes when its entity is mentioned at least 3 times as
 *    often as any the prefix finds (Isaac, 123 verses, over Issachar, 38), else as one edit.
 * 8. `substring`: the query, two letters or more, occurs inside a name (`ara` → Sarah).
 * 9. `some words`: only when nothing above matches a query of several words, entities matching some of
 *    them, most first, then the better matched (a word as typed before a prefix or a misspelling:
 *    `moses of nineveh` → Moses, Nineveh; `last supper` → Supper, not East), then fewer leftover words.
 * A search may be limited to one `entity_type`: the tiers are then those of that kind's entities alone
 * (`herod the great` names a dictionary article, so among people it falls to tier 9: the Herods).
 * The index is built once from `_index/search.json`; a query reads only the words it needs.
 */
import { allowedEditsBetween, editDistance } from "../core/edit-distance.ts";
import { dropThousandsSeparators, foldName, PLACE_KIND_WORDS, spellNumbers } from "../core/text.ts";
import type { SearchEntry } from "../contract/index-files.ts";

/**
 * How names and queries are compared: {@link foldName}, with numbers spelled out (`10 commandments` =
 * `ten commandments`, `2nd` = `second`) and a possessive read as the name (`lot's wife` = `lot wife`,
 * as `moses' wife` is `moses wife`; `Pharaoh’s daughters` = `pharaoh daughters`).
 */
export function searchFold(text: string): string {
  return spellNumbers(foldName(dropThousandsSeparators(text).replace(/(\p{L})['’ʼ]s(?!\p{L})/gu, "$1")));
}

/** Words that only join others (`sea of galilee`): ignored when comparing a query's words with a name's. */
export const JOINING_WORDS: ReadonlySet<string> = new Set(["of", "the", "and", "in", "at", "a", "an", "from", "to", "into", "on", "by", "for", "with"]);

/**
 * Words that describe rather than name (titles, kinds of place, and the joining words): a query may
 * carry them when the name does not (`king saul`, `jordan river`, `the prophet elijah`).
 */
export const DESCRIPTORS: ReadonlySet<string> = new Set([
  "king", "queen", "prince", "princess", "prophet", "prophetess", "apostle", "disciple", "patriarch", "saint", "st",
  "priest", "judge", "evangelist",
  ...PLACE_KIND_WORDS,
  ...JOINING_WORDS,
]);

/**
 * Kinds of place that one place's name and another reader's query may call by different words: the
 * Sea of Galilee is a lake, the Brook Kidron a river, the KJV's Vale of Siddim a valley. A query that
 * names an entity exactly once one such word is swapped for its kin is read as that name
 * (`lake of galilee` → `sea of galilee`).
 */
const KIND_KIN: ReadonlyMap<string, readonly string[]> = new Map([
  ["lake", ["sea"]],
  ["sea", ["lake"]],
  ["mountain", ["mount"]],
  ["mount", ["mountain"]],
  ["river", ["brook"]],
  ["brook", ["river"]],
  ["valley", ["vale"]],
  ["vale", ["valley"]],
  ["city", ["town"]],
  ["town", ["city"]],
]);

/** How a result matched, best first. */
export const MATCH_TIERS = ["exact", "also-called", "words", "prefix", "also-called words", "one edit", "two edits", "substring", "some words"] as const;

/**
 * Where the `some words` tiers start: an entity missing m of the query's words is in tier
 * `SOME_WORDS + 2m`, or the tier after when the query asks for "<name> of …" and it is not that name.
 */
const SOME_WORDS = MATCH_TIERS.indexOf("some words");

/** The prebuilt index. */
export interface NameIndex {
  readonly entries: readonly SearchEntry[];
  /** Folded names (name + names) of each entry. */
  readonly names: readonly (readonly string[])[];
  /** Word → entries having it in a name (sorted entry indexes). */
  readonly nameWords: ReadonlyMap<string, Int32Array>;
  /** Word → entries having it in an also-called name. */
  readonly aliasWords: ReadonlyMap<string, Int32Array>;
  /** Word → entries having it in an also-called name that is a name, not a title (`abram`, `cephas`; not `word`, `star`). */
  readonly properWords: ReadonlyMap<string, Int32Array>;
  /** Word → people having it in the name of a place their verses name ({@link SearchEntry.places}). */
  readonly placeWords: ReadonlyMap<string, Int32Array>;
  /** Every name word, sorted (for prefix ranges). */
  readonly sortedWords: readonly string[];
  /** Variant-spelling skeleton → the name and proper also-called words that have it. */
  readonly skeletons: ReadonlyMap<string, readonly string[]>;
  /** Name words and proper also-called words by length (for the fuzzy pass). */
  readonly wordsByLength: ReadonlyMap<number, readonly string[]>;
  /** Every folded name and proper also-called name, whole (for {@link KIND_KIN}, and semantic search's name answers). */
  readonly wholeNames: ReadonlySet<string>;
  /** Each entry's place among equally good matches (mentions, kind, name, slug). */
  readonly rankOf: Int32Array;
  /** The entries in that order. */
  readonly byRank: Int32Array;
  /** Every folded name, each preceded by \u0001, in one string (exact and substring matches by indexOf). */
  readonly nameText: Haystack;
  /** The same for also-called proper names. */
  readonly aliasText: Haystack;
  /** The same for also-called titles in common words. */
  readonly titleText: Haystack;
  /** The same for people named by a parent ({@link SearchEntry.relations}), matched as the whole query only. */
  readonly relationText: Haystack;
}

/** Names joined into one string, with the entry each character belongs to. */
interface Haystack {
  readonly text: string;
  readonly rowAt: Int32Array;
}

function haystack(rows: readonly (readonly string[])[]): Haystack {
  const parts: string[] = [];
  const owners: number[] = [];
  rows.forEach((names, i) => {
    for (const name of names) {
      parts.push(`\u0001${name}`);
      owners.push(i, name.length + 1);
    }
  });
  const text = parts.join("");
  const rowAt = new Int32Array(text.length);
  let at = 0;
  for (let j = 0; j < owners.length; j += 2) {
    rowAt.fill(owners[j]!, at, at + owners[j + 1]!);
    at += owners[j + 1]!;
  }
  return { text, rowAt };
}

/** Calls `hit(row, whole)` for each name in `h` containing `needle` (`whole`: the name is exactly it). */
function scan(h: Haystack, needle: string, hit: (row: number, whole: boolean) => void): void {
  for (let pos = h.text.indexOf(needle); pos !== -1; pos = h.text.indexOf(needle, pos + 1)) {
    const end = pos + needle.length;
    hit(h.rowAt[pos]!, h.text.charCodeAt(pos - 1) === 1 && (end === h.text.length || h.text.charCodeAt(end) === 1));
  }
}

const KIND_ORDER: Readonly<Record<SearchEntry["entity_type"], number>> = { person: 0, place: 1, event: 2, group: 3, dictionary: 4, topic: 5 };

/** Entries of the reference works (Easton's articles, Nave's topics), which are about the entities the text names. */
const REFERENCE_KINDS: ReadonlySet<SearchEntry["entity_type"]> = new Set(["dictionary", "topic"]);

/**
 * A word's spelling skeleton: variant spellings of one name fold to the same one (`Isaiah`/`Esaias` do
 * not). `ph`, `v` and `f` fold together as in phonetic codes (Metaphone), so `steven` finds Stephen.
 */
export function skeleton(word: string): string {
  return word.replace(/ph/g, "f").replace(/v/g, "f").replace(/k/g, "c").replace(/y/g, "i").replace(/z/g, "s").replace(/(.)\1+/g, "$1").replace(/h(?=[^aeiou]|$)/g, "");
}

/** The rows of a word no entry has. */
const EMPTY_ROWS = new Int32Array(0);

function postings(rows: readonly (readonly string[])[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  rows.forEach((names, i) => {
    for (const name of names) {
      for (const w of name.split(" ")) {
        if (w === "") continue;
        const list = lists.get(w);
        if (list === undefined) lists.set(w, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
  });
  return new Map([...lists].map(([w, l]) => [w, Int32Array.from(l)]));
}

/** Builds the index from the search entries. */
export function buildNameIndex(entries: readonly SearchEntry[]): NameIndex {
  const names = entries.map((e) => [...new Set([e.name, ...e.names].map(searchFold).filter((n) => n !== ""))]);
  const fold = (list: readonly string[]): string[] => [...new Set(list.map(searchFold).filter((n) => n !== ""))];
  const proper = entries.map((e) => fold(e.aliases));
  const titles = entries.map((e, i) => fold(e.titles).filter((t) => !proper[i]!.includes(t)));
  const nameWords = postings(names);
  const aliasWords = postings(entries.map((_, i) => [...proper[i]!, ...titles[i]!]));
  const properWords = postings(proper);
  const placeWords = postings(entries.map((e) => fold(e.places ?? []).flatMap((p) => p.split(" ").filter((w) => !JOINING_WORDS.has(w)))));
  const sortedWords = [...nameWords.keys()].sort();
  const skeletons = new Map<string, string[]>();
  const wordsByLength = new Map<number, string[]>();
  // A misspelt also-called name is forgiven like a misspelt name (`abrm` → Abram, Abraham's other name); titles are not.
  for (const w of new Set([...sortedWords, ...properWords.keys()])) {
    const k = skeleton(w);
    const list = skeletons.get(k);
    if (list === undefined) skeletons.set(k, [w]);
    else list.push(w);
    const byLen = wordsByLength.get(w.length);
    if (byLen === undefined) wordsByLength.set(w.length, [w]);
    else byLen.push(w);
  }
  const order = Int32Array.from(entries.keys()).sort((a, b) => {
    const x = entries[a]!;
    const y = entries[b]!;
    return y.mentions - x.mentions || KIND_ORDER[x.entity_type] - KIND_ORDER[y.entity_type] || cmp(x.name, y.name) || slugOrder(x.slug, y.slug) || a - b;
  });
  const rankOf = new Int32Array(entries.length);
  order.forEach((row, i) => (rankOf[row] = i));
  const wholeNames = new Set([...names.flat(), ...proper.flat()]);
  return { entries, names, nameWords, aliasWords, properWords, placeWords, sortedWords, skeletons, wordsByLength, wholeNames, rankOf, byRank: order, nameText: haystack(names), aliasText: haystack(proper), titleText: haystack(titles), relationText: haystack(entries.map((e) => fold(e.relations ?? []))) };
}

/** One page of matches and how many there are in all. */
export interface NamePage {
  readonly items: readonly SearchEntry[];
  readonly total: number;
}

/** The name words that begin with `prefix` (binary search in the sorted words). */
function wordsWithPrefix(index: NameIndex, prefix: string): string[] {
  const words = index.sortedWords;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i++) out.push(words[i]!);
  return out;
}

/**
 * Name words within the forgiven edits of `word` ({@link allowedEditsBetween}: two for a long name)
 * with their distance (1 or 2), or sharing its spelling skeleton (distance 1).
 */
function fuzzyWords(index: NameIndex, word: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of index.skeletons.get(skeleton(word)) ?? []) out.set(w, 1);
  for (let len = word.length - 2; len <= word.length + 2; len++) {
    const max = allowedEditsBetween(word.length, len);
    if (max === 0 || max < Math.abs(len - word.length)) continue;
    for (const w of index.wordsByLength.get(len) ?? []) {
      const d = editDistance(word, w, max);
      if (d <= max && !out.has(w)) out.set(w, d);
    }
  }
  out.delete(word);
  return out;
}

/**
 * Whether two words share a stem, crudely: a common beginning of at least five letters and all but
 * at most three of the shorter word (`baptism` and `baptizes`, `conversion` and `converted`,
 * `ascension` and `ascends`; not `transfiguration` and `translated`), or a word of four letters and
 * the same with one more (`paul` and `pauls`; not `beth` and `bethlehem`).
 */
export function shareStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 5) return common >= Math.max(5, shorter - 3);
  return shorter === 4 && Math.max(a.length, b.length) <= 5 && common === 4;
}

/**
 * A word matching fewer entries than this as typed is also compared with close spellings: a rare
 * spelling (`zaccheus`, in one topic's title) is more likely a misspelling of a common one.
 */
export const FUZZY_BELOW = 3;

function union(into: Map<number, number>, rows: Int32Array | undefined, score: number): void {
  if (rows === undefined) return;
  for (const r of rows) {
    const had = into.get(r);
    if (had === undefined || score < had) into.set(r, score);
  }
}

/**
 * A person matching a query word only by a place its verses name: counted like an also-called word
 * (tier `also-called words`), but only beside at least one word of its names.
 */
const BY_PLACE = 5;

/** How a name word sharing a query word's stem ({@link shareStem}) matches it: like a word two edits away. */
const STEM = 4;

/**
 * How each entry matches one query word (0 name word, 1 name-word prefix, 2 also-called, 3 one edit
 * or a variant spelling, 4 two edits or a word of the same stem, {@link BY_PLACE} only by a place), and
 * which words of the names it matched.
 */
function wordMatches(index: NameIndex, word: string): { rows: Map<number, number>; words: Set<string> } {
  const rows = new Map<number, number>();
  const words = new Set<string>([word]);
  union(rows, index.nameWords.get(word), 0);
  for (const w of wordsWithPrefix(index, word)) {
    if (w === word) continue;
    words.add(w);
    union(rows, index.nameWords.get(w), 1);
  }
  union(rows, index.aliasWords.get(word), 2);
  if (rows.size < FUZZY_BELOW) {
    for (const [w, d] of fuzzyWords(index, word)) {
      words.add(w);
      union(rows, index.nameWords.get(w), 2 + d);
      // A misspelt also-called name ranks below a misspelt name (`ezekial`: Ezekiel before Hezekiah, also called Ezekias), with the two-edit names.
      if (d === 1) union(rows, index.properWords.get(w), 4);
    }
  } else if (!index.nameWords.has(word)) {
    // Not a word of any name, only the beginning of some (`issac`, `issachar`): a name word as long, one letter off
    // (`isaac`), is a misspelling of it, ranked with the prefixes when its entity is mentioned at least 3 times as
    // often as any the prefix finds (as the slug rule's dominant namesake), else with the other one-edit matches.
    const top = (candidates: Iterable<number>): number => {
      let most = 0;
      for (const r of candidates) most = Math.max(most, index.entries[r]!.mentions);
      return most;
    };
    const prefixTop = top(rows.keys());
    for (const [w, d] of fuzzyWords(index, word)) {
      if (d !== 1 || w.length !== word.length) continue;
      const found = index.nameWords.get(w);
      if (found === undefined) continue;
      words.add(w);
      union(rows, found, top(found) >= 3 * prefixTop && prefixTop > 0 ? 1 : 3);
    }
  }
  // A name word sharing the word's stem (`baptizes` for `baptism`) counts like two edits.
  if (word.length >= 5) {
    for (const w of wordsWithPrefix(index, word.slice(0, 5))) {
      if (w === word || !shareStem(word, w)) continue;
      words.add(w);
      union(rows, index.nameWords.get(w), STEM);
    }
  }
  for (const r of index.placeWords.get(word) ?? []) if (!rows.has(r)) rows.set(r, BY_PLACE);
  return { rows, words };
}

/** The folded query with one kind-of-place word swapped for its kin when that makes it an entity's whole name, else as it is. */
function kinName(index: NameIndex, needle: string): string {
  if (index.wholeNames.has(needle)) return needle;
  const words = needle.split(" ");
  for (let i = 0; i < words.length; i++) {
    for (const kin of KIND_KIN.get(words[i] ?? "") ?? []) {
      const swapped = [...words.slice(0, i), kin, ...words.slice(i + 1)].join(" ");
      if (index.wholeNames.has(swapped)) return swapped;
    }
  }
  return needle;
}

/**
 * A word no name has that is a name with an `s` after it, typed without the apostrophe, read as the
 * name (`noahs wife` → `noah wife`, as `noah's wife` folds); a word some name has stays (`jacobs well`).
 */
function possessives(index: NameIndex, needle: string): string {
  return needle
    .split(" ")
    .map((w) => (w.length > 3 && w.endsWith("s") && !index.nameWords.has(w) && !index.aliasWords.has(w) && index.nameWords.has(w.slice(0, -1)) ? w.slice(0, -1) : w))
    .join(" ");
}

/**
 * Searches the index. `q` must fold to something (the app answers 400 otherwise); returns the page
 * `[offset, offset + limit)` of the ranked matches and their total, of entities of type `only` when given.
 */
export function searchNameIndex(index: NameIndex, q: string, limit: number, offset: number, only?: SearchEntry["entity_type"]): NamePage {
  const needle = kinName(index, possessives(index, searchFold(q)));
  if (needle === "") return { items: [], total: 0 };
  const words = [...new Set(needle.split(" "))];
  const core = words.filter((w) => !DESCRIPTORS.has(w));
  const required = core.length > 0 ? core : words;
  const optional = core.length > 0 ? words.filter((w) => DESCRIPTORS.has(w)) : [];

  /** entry → [tier, missing optional words (in the some-words tier: how far its words are from the query's)] */
  const hits = new Map<number, [number, number]>();
  const set = (row: number, tier: number, missing: number): void => {
    if (only !== undefined && index.entries[row]!.entity_type !== only) return;
    const had = hits.get(row);
    if (had === undefined || tier < had[0] || (tier === had[0] && missing < had[1])) hits.set(row, [tier, missing]);
  };

  const perWord = required.map((w) => wordMatches(index, w));
  const matchedWords = new Set([...perWord.flatMap((m) => [...m.words]), ...optional]);
  const optionalMatches = optional.map((w) => {
    const m = new Map<number, number>();
    union(m, index.nameWords.get(w), 0);
    union(m, index.aliasWords.get(w), 2);
    return m;
  });
  /** The query's descriptive words (joining words aside) that none of the entry's names has. */
  const missingOptional = (row: number): number => optional.reduce((n, w, i) => n + (JOINING_WORDS.has(w) || optionalMatches[i]?.has(row) === true ? 0 : 1), 0);
  const [first, ...others] = perWord.map((m) => m.rows).sort((a, b) => a.size - b.size);
  if (first !== undefined) {
    for (const [row, score0] of first) {
      let worst = score0 === BY_PLACE ? 2 : score0;
      let named = score0 !== BY_PLACE;
      let ok = true;
      for (const m of others) {
        const s = m.get(row);
        if (s === undefined) {
          ok = false;
          break;
        }
        if (s === BY_PLACE) worst = Math.max(worst, 2);
        else {
          named = true;
          if (s > worst) worst = s;
        }
      }
      if (!ok || !named) continue;
      set(row, worst + 2, missingOptional(row));
    }
  }
  if (hits.size === 0 && perWord.length > 1) {
    // Most words first; among as many, the better matched (a word as typed before a prefix, an alias or a misspelling: `last supper` → Supper before East).
    const count = new Map<number, [number, number]>();
    for (const m of perWord) {
      for (const [row, score] of m.rows) {
        if (score === BY_PLACE) continue;
        const [c, cost] = count.get(row) ?? [0, 0];
        count.set(row, [c + 1, cost + score]);
      }
    }
    // In "<name> of <place>" (`cana of galilee`, `bethlehem of judea`) the words before "of" or "in" are what is asked for:
    // among entities matching as many words, a person or place whose whole name they are comes first (not for a common
    // noun before "of", `house of david`, which names no person or place).
    const joint = words.findIndex((w, i) => i > 0 && i < words.length - 1 && (w === "of" || w === "in"));
    const head = joint < 0 ? undefined : words.slice(0, joint).join(" ");
    const named = (row: number): boolean => {
      const kind = index.entries[row]!.entity_type;
      return (kind === "person" || kind === "place") && index.names[row]!.includes(head!);
    };
    const asked = head === undefined ? new Set<number>() : new Set([...count.keys()].filter(named));
    for (const [row, [c, cost]] of count) set(row, SOME_WORDS + 2 * (perWord.length - c) + (asked.size > 0 && !asked.has(row) ? 1 : 0), cost);
  }
  // "<name> of <place>" (`jesus of nazareth`, `lazarus of bethany`, `saul of tarsus`): a person one of whose names or
  // also-called names is the words before "of", and a place their verses name has the words after it, is called that way.
  const ofAt = words.indexOf("of");
  if (ofAt > 0 && ofAt < words.length - 1) {
    const head = words.slice(0, ofAt).join(" ");
    const placeWords = words.slice(ofAt + 1).filter((w) => !JOINING_WORDS.has(w)).map((w) => index.placeWords.get(w));
    const ofPlace = (row: number): boolean => placeWords.length > 0 && placeWords.every((rows) => rows !== undefined && sortedHas(rows, row));
    for (const text of [index.nameText, index.aliasText]) scan(text, head, (row, whole) => whole && ofPlace(row) && set(row, 1, 0));
  }
  // A person named by a relative, as the whole query (`joseph son of jacob`, `james brother of jesus`): as good as a name it is also called.
  if (/ (?:son|daughter|brother|sister|wife|husband|father|mother) of /.test(needle)) scan(index.relationText, needle, (row, whole) => whole && set(row, 1, 0));
  if (needle.length >= 2) {
    scan(index.nameText, needle, (row, whole) => set(row, whole ? 0 : 7, 0));
    scan(index.aliasText, needle, (row, whole) => set(row, whole ? 1 : 7, 0));
    scan(index.titleText, needle, (row, whole) => set(row, whole ? 4 : 7, 0));
  }
  const coreNeedle = required.join(" ");
  // The query without its descriptive words is a name: the entities whose names have those words too come first (`apostle john` → John the Apostle before John the Baptist).
  if (coreNeedle !== needle) {
    // Below an entity named exactly as typed when it lacks some of them (`jacobs well` → the article *Jacob's Well* before Jacob).
    scan(index.nameText, coreNeedle, (row, whole) => {
      if (!whole) return;
      const missing = missingOptional(row);
      set(row, missing === 0 ? 0 : 1, missing);
    });
    // … or a proper name it is also called (`st peter` → Simon Peter, `apostle cephas`), its descriptive words then
    // counted among what it is also called alone: Shaul, king of Edom, also called Saul, does not have `king saul`
    // by a word of one name and the name of another, so he ranks after King Saul, named Saul, by mentions.
    scan(index.aliasText, coreNeedle, (row, whole) => whole && set(row, 1, optional.reduce((n, w) => n + (JOINING_WORDS.has(w) || sortedHas(index.aliasWords.get(w) ?? EMPTY_ROWS, row) ? 0 : 1), 0)));
  }

  /** Words of the entry's closest name that the query does not account for (descriptors aside). */
  const extra = (row: number): number => {
    let best = 7;
    for (const name of index.names[row]!) {
      let n = 0;
      for (const w of name.split(" ")) if (!matchedWords.has(w) && !DESCRIPTORS.has(w)) n++;
      if (n < best) best = n;
    }
    return best;
  };

  /**
   * One of its names has exactly the query's words, in another order and joining words aside (`river
   * jordan`, `galilee sea`): as good as exact.
   */
  const queryWords = new Set(words.filter((w) => !JOINING_WORDS.has(w)));
  const sameWords = (row: number): boolean =>
    index.names[row]!.some((name) => {
      const ws = new Set(name.split(" ").filter((w) => !JOINING_WORDS.has(w)));
      return ws.size === queryWords.size && [...ws].every((w) => queryWords.has(w));
    });

  const n = index.entries.length;
  const keys = new Float64Array(hits.size);
  let k = 0;
  for (const [row, [tier, missing]] of hits) {
    // An also-called match is the whole query: its own name's words are not leftovers.
    const left = tier === 1 ? 0 : extra(row);
    const reordered = tier === 2 && missing === 0 && left === 0 && sameWords(row);
    const t0 = reordered ? 0 : tier;
    // A reference work's article named exactly as typed ranks with the people and places also called that (`elias` → Elijah, then Easton's "Elias").
    const t = t0 === 0 && REFERENCE_KINDS.has(index.entries[row]!.entity_type) ? 1 : t0;
    // In the some-words tiers how well the words matched comes before the leftover words (`herod the great` → Herod Antipas before Herodias, which "herod" only begins).
    // Within its tier a name as typed comes before the same words reordered or joined otherwise (`word` → the topic *Word* before Easton's "By-word" and "Word, The").
    const [major, minor] = t >= SOME_WORDS ? [Math.min(missing, 7), left] : [left, Math.min(missing + (reordered ? 1 : 0), 7)];
    keys[k++] = (t * 64 + major * 8 + minor) * n + index.rankOf[row]!;
  }
  keys.sort();
  const items: SearchEntry[] = [];
  const end = Math.min(keys.length, offset + limit);
  for (let i = offset; i < end; i++) items.push(index.entries[index.byRank[keys[i]! % n]!]!);
  return { items, total: keys.length };
}

/** Whether the sorted `rows` hold `row` (binary search). */
function sortedHas(rows: Int32Array, row: number): boolean {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = rows[mid]!;
    if (v === row) return true;
    if (v < row) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Slugs in order with their numbers counted, not spelt: `resurrection-of-christ`, `-1`, `-2` … `-10`
 * (Easton's numbered sub-entries), not `-1`, `-10`, `-11`, `-2`.
 */
export function slugOrder(a: string, b: string): number {
  const [, baseA = a, numA] = /^(.*?)(?:-(\d+))?$/.exec(a) ?? [];
  const [, baseB = b, numB] = /^(.*?)(?:-(\d+))?$/.exec(b) ?? [];
  return cmp(baseA, baseB) || (numA === undefined ? -1 : Number(numA)) - (numB === undefined ? -1 : Number(numB)) || cmp(a, b);
}
