/**
 * The English meanings a lexicon's text gives a word, as plain phrases: the first clause of a Strong's
 * definition and its short gloss (the interlinear's), the alternatives of a gloss (`a lamp or light`
 * → `a lamp`, `light`), and the renderings a Strong's `kjv_usage` lists in its notation (`sin(-ner,
 * offering)` → `sin`, `sinner`, `sin offering`). Pure.
 */

/** The longest short gloss taken from a Strong's definition. */
export const GLOSS_MAX = 60;
/** A Strong's gloss longer than this is cut at its first comma. */
export const GLOSS_COMMA = 30;

/** Words a Strong's definition opens with that are not the meaning itself. */
const LEAD_INS = /^(?:properly|literally|figuratively|specifically|especially|generally|by implication|by extension|apparently|perhaps|probably|i\.e\.)\s*,?\s*/i;

/** Removes parenthetical remarks, the nested ones too (`a (b (c)) d` → `a  d`). */
function withoutParentheses(text: string): string {
  let s = text;
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, "");
  }
  return s;
}

/**
 * The first clause of a Strong's definition (up to `;` or the end of the first sentence) without
 * parenthetical remarks and lead-ins (`properly,`); null when nothing is left. `H7965` "safe, i.e.
 * (figuratively) well, happy, friendly; also …" → "safe, i.e. well, happy, friendly".
 */
export function firstClause(definition: string | null): string | null {
  if (definition === null) return null;
  let s = withoutParentheses(definition);
  s = (s.replace(/\b(i\.e|e\.g)\./g, "$1\u0000").split(/;|\.\s/)[0] ?? "").replace(/\u0000/g, ".").replace(/\s+/g, " ").replace(/\s+([,.:])/g, "$1").trim();
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(/^[,.:]\s*/, "").replace(LEAD_INS, "").trim();
  }
  s = s.replace(/[,.:]$/, "").trim();
  return s === "" ? null : s;
}

/**
 * The short gloss of a Strong's definition: its {@link firstClause}, cut at its first comma when
 * longer than {@link GLOSS_COMMA} characters and at a word past {@link GLOSS_MAX}; null when nothing
 * is left. `H7225` "the first, in place, time, order or rank (specifically, a firstfruit)" → "the first".
 */
export function shortGloss(definition: string | null): string | null {
  let s = firstClause(definition);
  if (s === null) return null;
  if (s.length > GLOSS_COMMA && s.indexOf(",") > 0) s = s.slice(0, s.indexOf(","));
  if (s.length > GLOSS_MAX) s = `${s.slice(0, s.slice(0, GLOSS_MAX).lastIndexOf(" ")).trim()}…`;
  return s === "…" ? null : s;
}

/** Words that open a qualifying phrase rather than a meaning (`to secrete, by act or word`). */
const QUALIFIER = /^(?:by|in|of|with|for|from|as|at|on|into|upon|through|without|especially|usually|chiefly|used|compare|see|also)\b/i;

/**
 * The alternative meanings a gloss lists: its parts between commas, semicolons, `i.e.` and `or`,
 * parenthetical remarks left out, without the parts that qualify rather than mean (led by a
 * preposition: `to secrete, by act or word` → `to secrete`). `a lamp or light` → `a lamp`, `light`;
 * `love, i.e. affection or benevolence` → `love`, `affection`, `benevolence`.
 */
export function glossParts(gloss: string | null): string[] {
  if (gloss === null) return [];
  const out: string[] = [];
  for (const clause of withoutParentheses(gloss).split(/[,;:]|\bi\.e\.|\be\.g\.|\bviz\./)) {
    if (QUALIFIER.test(clause.trim())) continue;
    for (const part of clause.split(/\bor\b/)) {
      const p = part.replace(/[.…\s]+$/, "").replace(/\s+/g, " ").trim();
      if (p !== "" && !QUALIFIER.test(p)) out.push(p);
    }
  }
  return out;
}

/** Splits at the commas and semicolons outside parentheses. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth = Math.max(0, depth - 1);
    if ((ch === "," || ch === ";") && depth === 0) {
      items.push(current);
      current = "";
    } else current += ch;
  }
  items.push(current);
  return items;
}

/** A rendering Strong's marks as an idiom or a part of a phrase (`× surely`, `X uncertain`, `+ displease`): not the word's own meaning. */
const IDIOM = /^\s*(?:×|X\s|\+)/;

/** One piece of a rendering: its words, or a parenthesised group of alternatives (nested parentheses flattened). */
type Piece = { readonly text: string } | { readonly group: readonly string[] };

function pieces(item: string): Piece[] {
  const out: Piece[] = [];
  let depth = 0;
  let current = "";
  for (const ch of item) {
    if (ch === "(" || ch === "[") {
      if (depth === 0) {
        out.push({ text: current });
        current = "";
      }
      depth++;
    } else if ((ch === ")" || ch === "]") && depth > 0) {
      depth--;
      if (depth === 0) {
        out.push({ group: current.split(",").map((a) => a.trim()) });
        current = "";
      }
    } else current += ch;
  }
  out.push(depth === 0 ? { text: current } : { group: current.split(",").map((a) => a.trim()) });
  return out;
}

const spaced = (s: string): string => s.replace(/\s+/g, " ").trim();

/** Most spellings one rendering is spelt out into (a rendering has at most a few groups of a few alternatives). */
const MAX_FORMS = 64;
/** Marks a prefix that joins the next word without a space. */
const JOIN = "\u0001";

/**
 * A word with a suffix, as written and as English spells it: a final `e` dropped (`true` + `th` →
 * `trueth`, `truth`; `rejoice` + `ing` → `rejoicing`), a final `y` after a consonant made `i` (`happy`
 * + `ness` → `happiness`). A spelling that is no word matches nothing.
 */
function suffixed(word: string, suffix: string): string[] {
  const out = [`${word}${suffix}`];
  if (word.endsWith("e")) out.push(`${word.slice(0, -1)}${suffix}`);
  if (/[^aeiou]y$/.test(word)) out.push(`${word.slice(0, -1)}i${suffix}`);
  return out;
}

/** Every spelling of a rendering: each group left out or one of its alternatives put in (a suffix, a prefix or words). */
function spellings(parts: readonly Piece[]): string[] {
  let forms = [""];
  const append = (form: string, text: string): string => (form.endsWith(JOIN) ? form.slice(0, -1) + text.trimStart() : form + text);
  for (const p of parts) {
    if ("text" in p) {
      forms = forms.map((f) => append(f, p.text));
      continue;
    }
    if (forms.length >= MAX_FORMS) continue;
    const next: string[] = [];
    for (const f of forms) {
      next.push(f);
      for (const alternative of p.group) {
        if (alternative === "" || alternative === "-" || IDIOM.test(alternative)) continue;
        if (alternative.startsWith("-")) next.push(...suffixed(f.trimEnd(), alternative.replace(/^-\s*/, "")));
        else if (alternative.endsWith("-")) next.push(`${f} ${alternative.slice(0, -1).trim()}${JOIN}`);
        else next.push(`${f} ${alternative} `);
      }
    }
    forms = next;
  }
  return forms.map((f) => spaced(f.replaceAll(JOIN, " ")));
}

/**
 * The renderings a Strong's `kjv_usage` lists (its first sentence; any note after it is not a
 * rendering), each spelt out every way its parenthesised groups allow: a group left out, or one of its
 * alternatives put in, a suffix after the word before it (`sin(-ner, offering)` → `sin`, `sinner`,
 * `sin offering`; `light (-ning)` → `lightning`; `true (-ly, -th)` → … `truth`), a prefix before the word after it (`(whirl-) wind` →
 * `whirlwind`), other words where they stand (`(good) health` → `good health`); groups combine
 * (`right(-eous) (act, -ly, -ness)` → … `righteousness`). The rendering without its groups comes
 * first. Idioms and parts of phrases (`× surely`, `+ displease`) are left out.
 */
export function kjvRenderings(usage: string | null): string[] {
  if (usage === null) return [];
  const sentence = usage.split(/\.(?:\s|$)/)[0] ?? "";
  const out: string[] = [];
  for (const item of topLevelItems(sentence)) {
    const parts = pieces(item);
    const bare = spaced(parts.map((p) => ("text" in p ? p.text : "")).join(""));
    if (bare === "" || IDIOM.test(bare)) continue;
    out.push(bare, ...spellings(parts).filter((f) => f !== "" && !IDIOM.test(f)));
  }
  return [...new Set(out)];
}

/**
 * The renderings a Strong's `kjv_usage` lists, one per item as Strong's prints it (its first sentence,
 * split at the commas and semicolons outside parentheses), for reading rather than matching: `(feast
 * of) charity(-ably), dear, love.` → `(feast of) charity(-ably)`, `dear`, `love`. Idioms keep their
 * mark (`× exceeding`).
 */
export function kjvUsageItems(usage: string | null): string[] {
  if (usage === null) return [];
  const sentence = usage.split(/\.(?:\s|$)/)[0] ?? "";
  return topLevelItems(sentence)
    .map(spaced)
    .filter((item) => item !== "");
}
