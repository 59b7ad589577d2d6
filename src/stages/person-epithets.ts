/**
 * What a person is, as the opening of an Easton article about them alone says it: "A Levite who
 * superintended the repairs" → `the Levite`; "A prophet of Shiloh" → `prophet of Shiloh`; "The
 * governor of Samaria in the time of Ahab" → `governor of Samaria`; "A man of Mount Ephraim" → `of
 * Mount Ephraim`; "Darius the Persian (Neh. 12:22) was …" → `the Persian`; "One of David's thirty
 * warriors" → `warrior of David`. It tells namesakes apart
 * in their slugs where nothing in the data does (`amon-governor-of-samaria` rather than `amon-2`;
 * docs/identity.md, rule 3), as readers do ("Ahijah the prophet of Shiloh", "Simon the leper"). Pure.
 */
import { sentences } from "../core/sentences.ts";
import { escapeRegExp } from "../core/text.ts";

/** An opening this short ("God his deliverance.") is a name's meaning: the next sentence says who the person is. */
const MIN_OPENING_WORDS = 4;
/** At most this many words before `of` (or in all, without it): a longer phrase is a description, not an epithet. */
const MAX_ROLE_WORDS = 3;

/**
 * Head words that say how a person is related or counted rather than what they were: relations
 * come from the data's own links (`…-son-of-…`), and "one of", "a descendant of", "the eleventh of"
 * name no role of their own.
 */
const NOT_A_ROLE: ReadonlySet<string> = new Set([
  "one", "son", "sons", "daughter", "daughters", "child", "children", "descendant", "descendants", "ancestor", "father", "mother", "brother",
  "sister", "wife", "husband", "grandson", "grandfather", "nephew", "uncle", "person", "name", "same", "other", "another", "certain",
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "last", "head",
  "family", "tribe", "place", "city", "town", "people", "contemporary", "companion", "friend", "member", "form", "variant", "native", "man", "woman",
]);

/** Words that end a role phrase: what follows says what the person did, when or where, not what they were. */
const ENDS_ROLE: ReadonlySet<string> = new Set([
  "who", "whom", "whose", "which", "that", "in", "at", "under", "during", "when", "from", "with", "to", "for", "by", "on", "and", "or", "as",
  "after", "before", "between", "among", "over", "upon", "into", "was", "is", "being", "mentioned", "called", "named", "probably", "perhaps",
]);

/** Participles that begin what the person did ("a Levite sent by Jehoshaphat", "a priest having charge"), ending the role. */
const PARTICIPLE = /^(?:[a-z]{3,}(?:ed|ing)|sent|set|slain|made|left|taken|born|given|known)$/;

/** A gentilic or other adjective of a people, written with a capital ("Levite", "Gadite", "Persian"). */
const GENTILIC = /^[A-Z][a-z]+(?:ite|ites|ian|ians|ean)$/;

/** A number before a plural role ("one of David's thirty warriors"): it counts them, it is no role. */
const NUMBER = /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|hundred)(?:-[a-z]+)?$/;

/** The singular of a plural role word (`heroes` → `hero`, `chiefs` → `chief`, `Levites` → `Levite`, `midwives` → `midwife`), or undefined for a word that is not a plural. */
function singular(word: string): string | undefined {
  if (/(?:wi|thie)ves$/.test(word)) return `${word.slice(0, -3)}f${word.endsWith("wives") ? "e" : ""}`;
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  return /[^s]s$/.test(word) ? word.slice(0, -1) : undefined;
}

/**
 * The role at the start of `words` (at most {@link MAX_ROLE_WORDS} words, up to what ends a role)
 * and the proper name after its `of`, or undefined when the words are no role.
 */
function rolePhrase(words: readonly string[]): { role: string[]; place: string | undefined } | undefined {
  const role: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/[,;:.()].*$/, "");
    if (word === "" || ENDS_ROLE.has(word.toLowerCase()) || word === "of" || (role.length > 0 && PARTICIPLE.test(word))) {
      // "A very old and much honoured keeper": the role goes on past the conjunction, so what came before it is no role.
      if ((word === "and" || word === "or") && !GENTILIC.test(role.at(-1) ?? "")) return undefined;
      break;
    }
    if (!(/^[a-z]+(?:-[a-z]+)?$/.test(word) || GENTILIC.test(word))) return undefined;
    role.push(word);
    if (word !== raw || role.length > MAX_ROLE_WORDS) break;
  }
  if (role.length === 0 || role.length > MAX_ROLE_WORDS || role.slice(0, -1).some((w) => NOT_A_ROLE.has(w.toLowerCase()))) return undefined;
  const rest = words.slice(role.length).join(" ");
  const place = role.length === words.length || /[,;:.()]$/.test(words[role.length - 1] ?? "") ? undefined : /^of\s+((?:the\s+)?(?:Mount\s+)?[A-Z][a-z]+(?:[-\s][A-Z][a-z]+)?)\b/.exec(rest)?.[1];
  return { role, place };
}

/** The sentences of an article's first paragraph, where it says who its subject is. */
const openingSentences = (article: string): string[] => sentences(article.split(/\n\s*\n/)[0] ?? "");

/**
 * The epithet the opening of a plain-text article gives its subject, `name` (the person's given
 * name), or `undefined`: a role of at most {@link MAX_ROLE_WORDS} words after `A`, `An` or `The`,
 * with `of` and a proper name when one follows (`king of Hazor`, `chief of the Gadites`), else with
 * `the` before it (`the Levite`, `the chief priest`); `of` and the place alone after "a man of" or
 * "a native of"; one of a plural role, in the singular, with whose they were (`One of David’s thirty
 * warriors` → `warrior of David`; `One of the priests who …` → `the priest`); or what follows
 * "<name> the" at the very start (`the Persian`).
 */
export function epithetOf(article: string, name: string): string | undefined {
  const [first, second] = openingSentences(article);
  if (first === undefined) return undefined;
  const opening = (first.split(/\s+/).length < MIN_OPENING_WORDS && second !== undefined ? second : first)
    .replace(/(\p{L})[’']s\b/gu, "$1's")
    .replace(/[“”"‘’]/g, "")
    .trim();
  const named = new RegExp(String.raw`^${escapeRegExp(name)}\s+the\s+([A-Za-z]+)\b`, "u").exec(opening);
  if (named !== null) return named[1] === undefined || ENDS_ROLE.has(named[1].toLowerCase()) ? undefined : `the ${named[1]}`;
  const one = /^One of\s+(?:the\s+)?(?:([A-Z][a-z]+)'s\s+)?(.*)$/.exec(opening);
  if (one !== null) {
    const phrase = rolePhrase((one[2] ?? "").split(/\s+/).filter((w) => !NUMBER.test(w)));
    const plural = phrase?.role.at(-1);
    const head = plural === undefined ? undefined : singular(plural);
    if (phrase === undefined || head === undefined || NOT_A_ROLE.has(head.toLowerCase())) return undefined;
    const role = [...phrase.role.slice(0, -1), head].join(" ");
    const whose = one[1] ?? phrase.place;
    return whose === undefined ? `the ${role}` : `${role} of ${whose}`;
  }
  const words = /^(?:A|An|The)\s+(.*)$/.exec(opening)?.[1]?.split(/\s+/) ?? [];
  const phrase = rolePhrase(words);
  const head = phrase?.role.at(-1)?.toLowerCase();
  if (phrase === undefined || head === undefined) return undefined;
  const { role, place } = phrase;
  if (NOT_A_ROLE.has(head)) return (head === "man" || head === "native") && role.length === 1 && place !== undefined ? `of ${place}` : undefined;
  return place === undefined ? `the ${role.join(" ")}` : `${role.join(" ")} of ${place}`;
}

/** Words for someone who lived in or came from a place: "A Jew of Cyrene", "A man of Gibeah", "A native of Tarsus". */
const HOME_WORDS: ReadonlySet<string> = new Set(["man", "woman", "native", "inhabitant", "citizen", "resident", "jew", "jewess"]);

/**
 * The place the opening of an article about one person says they lived in or came from ("A Jew of
 * Cyrene, in North Africa" → `Cyrene`; "A native of Tarsus" → `Tarsus`), or undefined: readers tell
 * such people apart by it ("Simon of Cyrene"). Only "A/An <man, woman, native, inhabitant, citizen,
 * Jew> of <Place>" at the very start; not a role ("A prophet of Shiloh" is {@link epithetOf}'s).
 */
export function homeOf(article: string): string | undefined {
  const [first] = openingSentences(article);
  const m = /^(?:A|An)\s+([A-Za-z]+)\s+of\s+((?:Mount\s+)?[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?)\b/.exec(first ?? "");
  return m !== null && HOME_WORDS.has((m[1] as string).toLowerCase()) ? m[2] : undefined;
}

