/**
 * Morphology codes decoded into plain words, following the published conventions of the two tag sets:
 *
 * - OSHB (openscriptures morphhb, "Hebrew Morphology Codes"): a language letter (`H` Hebrew, `A`
 *   Aramaic), then one code per morpheme separated by `/` (`HR/Ncfsa`, `HC/Vqw3ms`, `HVqp3ms/Sp3ms`).
 *   Each code is a part-of-speech letter, a type (or, for verbs, a stem and a conjugation), then person,
 *   gender, number and state where they apply; `x` holds a place for a value that is not given.
 * - MorphGNT (README of morphgnt/sblgnt): a two-character part of speech (`V-`, `RA` …) and an
 *   eight-character parse code: person, tense, voice, mood, case, number, gender, degree, `-` where
 *   a column does not apply (`V- 3AAI-S--`).
 *
 * Every decoder is pure. A character that the conventions do not define is not guessed: it is listed in
 * `unknown` and left out of the words.
 */

import type { MorphCode, MorphPart } from "../types/morph_code.ts";

export type { MorphCode, MorphPart };

/** A whole code decoded. */
export interface DecodedMorph {
  /** The code as given. */
  readonly code: string;
  readonly language: "hebrew" | "aramaic" | "greek";
  /** The whole code in words; the parts of a Hebrew word are joined with ` + `. */
  readonly text: string;
  /** One part per morpheme (Hebrew) or the one word (Greek). */
  readonly parts: [MorphPart, ...MorphPart[]];
  /** What the conventions do not define, e.g. `stem 'Z' in 'VZp3ms'`; empty when fully decoded. */
  readonly unknown: readonly string[];
}

type Table<T extends string = string> = Readonly<Record<string, T>>;

const PERSON: Table<NonNullable<MorphPart["person"]>> = { "1": "first", "2": "second", "3": "third" };

// OSHB ---------------------------------------------------------------------------------------------

const HEBREW_STEMS: Table = {
  q: "qal", N: "niphal", p: "piel", P: "pual", h: "hiphil", H: "hophal", t: "hithpael", o: "polel", O: "polal",
  r: "hithpolel", m: "poel", M: "poal", k: "palel", K: "pulal", Q: "qal passive", l: "pilpel", L: "polpal",
  f: "hithpalpel", D: "nithpael", j: "pealal", i: "pilel", u: "hothpaal", c: "tiphil", v: "hishtaphel",
  w: "nithpalel", y: "nithpoel", z: "hithpoel",
};

const ARAMAIC_STEMS: Table = {
  q: "peal", Q: "peil", u: "hithpeel", p: "pael", P: "ithpaal", M: "hithpaal", a: "aphel", h: "haphel",
  s: "saphel", e: "shaphel", H: "hophal", i: "ithpeel", t: "hishtaphel", v: "ishtaphel", w: "hithaphel",
  o: "polel", z: "ithpoel", r: "hithpolel", f: "hithpalpel", b: "hephal", c: "tiphel", m: "poel",
  l: "palpel", L: "ithpalpel", O: "ithpolel", G: "ittaphal",
};

const CONJUGATIONS: Table = {
  p: "perfect", q: "sequential perfect", i: "imperfect", w: "sequential imperfect", h: "cohortative",
  j: "jussive", v: "imperative", r: "active participle", s: "passive participle", a: "infinitive absolute",
  c: "infinitive construct",
};

/** Part of speech → its types (the letter after it); `""` is the word when the code has no type. */
const HEBREW_TYPES: Readonly<Record<string, Table>> = {
  A: { "": "adjective", a: "adjective", c: "cardinal number", g: "gentilic adjective", o: "ordinal number" },
  C: { "": "conjunction" },
  D: { "": "adverb" },
  N: { "": "noun", c: "common noun", g: "gentilic noun", p: "proper name" },
  P: { "": "pronoun", d: "demonstrative pronoun", f: "indefinite pronoun", i: "interrogative pronoun", p: "personal pronoun", r: "relative pronoun" },
  R: { "": "preposition", d: "preposition with definite article" },
  S: { "": "suffix", d: "directional he", h: "paragogic he", n: "paragogic nun", p: "pronominal suffix" },
  T: {
    "": "particle", a: "affirmation particle", d: "definite article", e: "exhortation particle",
    i: "interrogative particle", j: "interjection", m: "demonstrative particle", n: "negative particle",
    o: "direct object marker", r: "relative particle",
  },
};

const HEBREW_GENDER: Table = { b: "both genders", c: "common gender", f: "feminine", m: "masculine" };
const HEBREW_NUMBER: Table<NonNullable<MorphPart["number"]>> = { d: "dual", p: "plural", s: "singular" };
const HEBREW_STATE: Table<NonNullable<MorphPart["state"]>> = { a: "absolute", c: "construct", d: "determined" };

/** Which slots follow the type letter, per part of speech (verbs depend on the conjugation). */
type Slot = "person" | "gender" | "number" | "state";
const NOMINAL: readonly Slot[] = ["gender", "number", "state"];
const PERSONAL: readonly Slot[] = ["person", "gender", "number"];
const HEBREW_SLOTS: Readonly<Record<string, readonly Slot[]>> = { A: NOMINAL, N: NOMINAL, P: PERSONAL, S: PERSONAL, C: [], D: [], R: [], T: [] };

/** The features of a part, filled in slot by slot. */
type Features = { -readonly [K in Exclude<keyof MorphPart, "code" | "part_of_speech" | "text">]: MorphPart[K] };

const noFeatures = (): Features => ({ stem: null, conjugation: null, tense: null, voice: null, mood: null, person: null, gender: null, number: null, case: null, state: null, degree: null });

/** Looks a character up; `x` (OSHB) or `-` (MorphGNT) is "not given"; anything else undefined is unknown. */
function lookUp<T extends string>(table: Table<T>, ch: string | undefined, what: string, code: string, unknown: string[], blank: string): T | null {
  if (ch === undefined || ch === blank) return null;
  const value = table[ch];
  if (value === undefined) unknown.push(`${what} '${ch}' in '${code}'`);
  return value ?? null;
}

/** "third person masculine singular", "feminine plural construct" (only the values given). */
function featureWords(f: Features, order: readonly (keyof Features)[]): string {
  return order
    .map((k) => (k === "person" && f.person !== null ? `${f.person} person` : f[k]))
    .filter((v): v is string => v !== null)
    .join(" ");
}

const joinText = (...pieces: readonly string[]): string => pieces.filter((p) => p !== "").join(", ");

function part(code: string, partOfSpeech: string, f: Features, text: string): MorphPart {
  return { code, part_of_speech: partOfSpeech, ...f, text };
}

/** Decodes one OSHB morpheme code (`Ncfsa`, `Vqp3ms`, `Sp3ms`, `R`) of a Hebrew or Aramaic word. */
function decodeHebrewPart(code: string, aramaic: boolean, unknown: string[]): MorphPart {
  const pos = code[0] ?? "";
  const f = noFeatures();
  if (pos === "V") {
    f.stem = lookUp(aramaic ? ARAMAIC_STEMS : HEBREW_STEMS, code[1], `${aramaic ? "Aramaic" : "Hebrew"} verb stem`, code, unknown, "x");
    const conj = code[2];
    f.conjugation = lookUp(CONJUGATIONS, conj, "verb conjugation", code, unknown, "x");
    if (code.length < 3) unknown.push(`verb without a conjugation in '${code}'`);
    const slots: readonly Slot[] = conj === "r" || conj === "s" ? NOMINAL : PERSONAL;
    readSlots(code, 3, slots, f, unknown);
    const head = [f.stem, f.conjugation].filter((v) => v !== null).join(" ");
    return part(code, "verb", f, joinText("verb", head, featureWords(f, ["person", "gender", "number", "state"])));
  }
  const types = HEBREW_TYPES[pos];
  const slots = HEBREW_SLOTS[pos];
  if (types === undefined || slots === undefined) {
    unknown.push(`part of speech '${pos}' in '${code}'`);
    return part(code, "unknown", f, "");
  }
  let name = types[""] ?? "";
  const typeLetter = code[1];
  if (typeLetter !== undefined && typeLetter !== "x") {
    const typed = types[typeLetter];
    if (typed === undefined) unknown.push(`type '${typeLetter}' of part of speech '${pos}' in '${code}'`);
    else name = typed;
  }
  readSlots(code, 2, slots, f, unknown);
  return part(code, name, f, joinText(name, featureWords(f, ["person", "gender", "number", "state"])));
}

function readSlots(code: string, from: number, slots: readonly Slot[], f: Features, unknown: string[]): void {
  const rest = code.slice(from);
  if (rest.length > slots.length) unknown.push(`extra characters '${rest.slice(slots.length)}' in '${code}'`);
  slots.forEach((slot, i) => {
    const ch = rest[i];
    if (slot === "person") f.person = lookUp(PERSON, ch, "person", code, unknown, "x");
    else if (slot === "gender") f.gender = lookUp(HEBREW_GENDER, ch, "gender", code, unknown, "x");
    else if (slot === "number") f.number = lookUp(HEBREW_NUMBER, ch, "number", code, unknown, "x");
    else f.state = lookUp(HEBREW_STATE, ch, "state", code, unknown, "x");
  });
}

/**
 * Decodes a whole OSHB code (`HR/Ncfsa`): the language letter, then each `/`-separated morpheme.
 * `text` joins the morphemes' words with ` + ` (`preposition + common noun, feminine singular absolute`).
 */
export function decodeHebrewMorph(code: string): DecodedMorph {
  const unknown: string[] = [];
  const lang = code[0];
  const aramaic = lang === "A";
  if (lang !== "H" && lang !== "A") unknown.push(`language '${lang ?? ""}' in '${code}' (H or A)`);
  const decode = (s: string): MorphPart => {
    if (s !== "") return decodeHebrewPart(s, aramaic, unknown);
    unknown.push(`empty morpheme in '${code}'`);
    return part(s, "unknown", noFeatures(), "");
  };
  const [first = "", ...rest] = code.slice(1).split("/");
  const parts: [MorphPart, ...MorphPart[]] = [decode(first), ...rest.map(decode)];
  return { code, language: aramaic ? "aramaic" : "hebrew", text: parts.map((p) => p.text).filter((t) => t !== "").join(" + "), parts, unknown };
}

// MorphGNT -----------------------------------------------------------------------------------------

const GREEK_POS: Table = {
  "A-": "adjective", "C-": "conjunction", "D-": "adverb", "I-": "interjection", "N-": "noun", "P-": "preposition",
  RA: "definite article", RD: "demonstrative pronoun", RI: "interrogative or indefinite pronoun", RP: "personal pronoun",
  RR: "relative pronoun", "V-": "verb", "X-": "particle",
};
const GREEK_TENSE: Table = { P: "present", I: "imperfect", F: "future", A: "aorist", X: "perfect", Y: "pluperfect" };
const GREEK_VOICE: Table<NonNullable<MorphPart["voice"]>> = { A: "active", M: "middle", P: "passive" };
const GREEK_MOOD: Table = { I: "indicative", D: "imperative", S: "subjunctive", O: "optative", N: "infinitive", P: "participle" };
const GREEK_CASE: Table<NonNullable<MorphPart["case"]>> = { N: "nominative", G: "genitive", D: "dative", A: "accusative", V: "vocative" };
const GREEK_NUMBER: Table<NonNullable<MorphPart["number"]>> = { S: "singular", P: "plural" };
const GREEK_GENDER: Table = { M: "masculine", F: "feminine", N: "neuter" };
const GREEK_DEGREE: Table<NonNullable<MorphPart["degree"]>> = { C: "comparative", S: "superlative" };

/**
 * Decodes a MorphGNT code: part of speech and parse code separated by a space (`V- 3AAI-S--`), as the
 * `morph` field of a Greek word holds it. Words: `verb, aorist active indicative, third person singular`,
 * `noun, dative singular feminine`, `verb, present active participle, nominative singular masculine`.
 */
export function decodeGreekMorph(code: string): DecodedMorph {
  const unknown: string[] = [];
  const m = /^(\S\S) (\S{8})$/.exec(code);
  const posCode = m?.[1] ?? code.slice(0, 2);
  const parse = m?.[2] ?? "";
  if (m === null) unknown.push(`'${code}' is not a two-character part of speech, a space and an eight-character parse code`);
  const pos = lookUp(GREEK_POS, posCode, "part of speech", code, unknown, "");
  const f = noFeatures();
  const at = (i: number): string | undefined => parse[i];
  f.person = lookUp(PERSON, at(0), "person", code, unknown, "-");
  f.tense = lookUp(GREEK_TENSE, at(1), "tense", code, unknown, "-");
  f.voice = lookUp(GREEK_VOICE, at(2), "voice", code, unknown, "-");
  f.mood = lookUp(GREEK_MOOD, at(3), "mood", code, unknown, "-");
  f.case = lookUp(GREEK_CASE, at(4), "case", code, unknown, "-");
  f.number = lookUp(GREEK_NUMBER, at(5), "number", code, unknown, "-");
  f.gender = lookUp(GREEK_GENDER, at(6), "gender", code, unknown, "-");
  f.degree = lookUp(GREEK_DEGREE, at(7), "degree", code, unknown, "-");
  const name = pos ?? "unknown";
  const text = joinText(name, featureWords(f, ["tense", "voice", "mood"]), featureWords(f, ["person", "case", "number", "gender"]), f.degree ?? "");
  return { code, language: "greek", text, parts: [part(code, name, f, text)], unknown };
}

/** Decodes either tag set, chosen by the code's shape: OSHB codes start with `H` or `A` and have no space. */
export function decodeMorph(code: string): DecodedMorph {
  return code.includes(" ") ? decodeGreekMorph(code) : decodeHebrewMorph(code);
}

// The table of codes -------------------------------------------------------------------------------

const LANGUAGE_ORDER = { hebrew: 0, aramaic: 1, greek: 2 } as const;

/**
 * A function giving a code's {@link DecodedMorph.text}, each distinct code decoded once (the word
 * tables use a few thousand codes over hundreds of thousands of words).
 */
export function morphParser(decode: (code: string) => DecodedMorph = decodeMorph): (code: string) => string {
  const seen = new Map<string, string>();
  return (code) => {
    let text = seen.get(code);
    if (text === undefined) seen.set(code, (text = decode(code).text));
    return text;
  };
}

/**
 * The table of every code the word tables use, decoded, with how many words carry it; sorted by
 * language (Hebrew, Aramaic, Greek), then code. `unknown` lists whatever a code holds that the
 * conventions do not define (empty on the full data; a test checks it).
 */
export function buildMorphTable(words: Iterable<{ readonly morph: string }>): { readonly codes: MorphCode[]; readonly unknown: string[] } {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w.morph, (counts.get(w.morph) ?? 0) + 1);
  const codes: MorphCode[] = [];
  const unknown: string[] = [];
  for (const [code, count] of counts) {
    const d = decodeMorph(code);
    unknown.push(...d.unknown);
    codes.push({ code, language: d.language, text: d.text, parts: d.parts, count });
  }
  codes.sort((a, b) => LANGUAGE_ORDER[a.language] - LANGUAGE_ORDER[b.language] || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { codes, unknown };
}
