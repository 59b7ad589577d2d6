/**
 * Slugs: clean, lowercase, URL-safe identifiers, unique per kind, that a reader would guess.
 *
 * The rule (docs/identity.md), for every kind:
 * 1. Records compete for a **bare name** (a person's given name, `jacob`; a place's name, `bethlehem`;
 *    an event's or an article's whole title).
 * 2. A record that is the only one with its bare name gets its full name (`pontius-pilate`,
 *    `abraham`). Among several, the **dominant** one, mentioned by at least {@link DOMINANCE} times as
 *    many verses as any other (the patriarch Noah, 47 verses, over Zelophehad's daughter, 4), gets the
 *    bare name (`noah`); when none dominates, none gets it, and the bare name answers 404 with the
 *    candidates as suggestions (`mary`).
 * 3. The others get the first of their **distinguishing names** that no other record wants: their
 *    full name (`mary-magdalene`), then the bare name joined to each qualifier in turn (a title or
 *    epithet, `mary-mother-of-jesus`; a relation, `abijah-son-of-rehoboam`; a region,
 *    `bethlehem-of-zebulun`). A qualifier the record holding the bare name shares tells nobody apart:
 *    the Ziph of Judah that took `ziph` leaves `ziph-of-judah` to no namesake.
 * 4. A number only when nothing else tells them apart: the record keeps the numbered slug it had in
 *    the previous release when that is free (numbers never move to another record), otherwise the next
 *    free number (`ramah-2`: from 2 when the bare name is taken by the dominant record, from 1
 *    otherwise), in order of mentions.
 * Extra names (a surname, another name, the full name of a record that took its bare name) become
 * aliases, each given to the one record that proposes it or to the dominant one among several. Then,
 * in a second round that never takes a name from the first, so that no alias changes its record, the
 * names the data says a record is also called (`Abram`, `Cephas`) become aliases by the same rule.
 * Deterministic for the same requests in any input order.
 */

import { foldName } from "./text.ts";

/** How many times as many mentions as any namesake make a record the one a bare name means. */
export const DOMINANCE = 3;

/**
 * {@link foldName} (lowercase, accents and apostrophes dropped), then runs of anything but `a-z0-9`
 * joined with single hyphens.
 */
export function slugify(text: string): string {
  return foldName(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Words for a relative or a role that begin a name which describes its bearer rather than names
 * them (`Wife of Simon`, `Daughter of Pharaoh`, `son of Abinadab`, `Queen of Sheba`, `Concubine the
 * Aramitess`, `man of great stature`).
 */
const DESCRIBING_WORDS: ReadonlySet<string> = new Set([
  "father", "mother", "son", "sons", "daughter", "daughters", "wife", "wives", "husband", "brother", "brothers",
  "sister", "sisters", "child", "children", "concubine", "widow", "servant", "king", "queen", "prince", "princess",
  "man", "men", "woman", "women",
]);

/**
 * The bare name a person competes for (rule 1): the given name, the first word of the name people
 * know them by (`Simon Peter` → `Simon`), or the whole name when that describes its bearer
 * ({@link DESCRIBING_WORDS} then `of` or `the`): `Wife of Simon` is no `Wife`, so it does not take
 * `wife`, which a reader would never guess for her.
 */
export function givenName(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? name;
  if (words.length > 2 && DESCRIBING_WORDS.has(first.toLowerCase()) && ["of", "the"].includes((words[1] ?? "").toLowerCase())) return name.trim();
  return first;
}

/** A record asking for a slug. */
export interface SlugRequest {
  /** The upstream id, unique within the kind (e.g. `noah_2210`). */
  readonly id: string;
  /** The name people know the record by (e.g. `Simon Peter`). */
  readonly name: string;
  /** The bare name it competes for (e.g. `Simon`); its whole `name` by default. */
  readonly base?: string;
  /** Phrases that tell it from its namesakes, best first (e.g. `mother of Jesus`, `son of Lamech`). */
  readonly qualifiers?: readonly string[];
  /** Other names it may be looked up by (a surname, another name); they become aliases when free. */
  readonly aliases?: readonly string[];
  /** The names the data says it is also called; aliases when free after {@link aliases} (second round). */
  readonly alsoCalled?: readonly string[];
  /** How many verses mention it: decides which namesake a bare name means. 0 by default. */
  readonly mentions?: number;
  /** Orders otherwise equal namesakes (e.g. the upstream's numeric id); 0 by default. */
  readonly order?: number;
  /** Its slug in the previous release; kept when the rule gives it only a number and that one is free. */
  readonly previous?: string;
}

/** The slugs of a kind: one per record, and extra names that redirect to them. */
export interface SlugAssignment {
  /** Upstream id → slug. */
  readonly slugs: Map<string, string>;
  /** Alias → upstream id of the record it names (never a slug of any record). */
  readonly aliases: Map<string, string>;
}

interface Entry {
  readonly req: SlugRequest;
  readonly base: string;
  readonly full: string;
  readonly mentions: number;
}

/** Assigns slugs by the rule in the module comment. `fallback` names a record whose name has no letters. */
export function assignSlugs(requests: readonly SlugRequest[], fallback = "item"): SlugAssignment {
  const entries: Entry[] = requests.map((req) => {
    const full = slugify(req.name) || slugify(req.id) || fallback;
    return { req, full, base: slugify(req.base ?? req.name) || full, mentions: req.mentions ?? 0 };
  });
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const g = groups.get(e.base);
    if (g === undefined) groups.set(e.base, [e]);
    else g.push(e);
  }
  const byRank = (a: Entry, b: Entry): number => b.mentions - a.mentions || (a.req.order ?? 0) - (b.req.order ?? 0) || cmp(a.req.id, b.req.id);
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  const rest: Entry[][] = [];
  const bareTaken = new Set<string>();
  /** The records that took a bare name over namesakes: a qualifier they share with one tells nobody apart. */
  const holders: Entry[] = [];

  for (const base of [...groups.keys()].sort(cmp)) {
    const group = groups.get(base)!.sort(byRank);
    const [top, second] = group;
    if (group.length === 1 && top !== undefined && !taken.has(top.full)) {
      slugs.set(top.req.id, top.full);
      taken.add(top.full);
      bareTaken.add(base);
      continue;
    }
    if (top !== undefined && second !== undefined && top.mentions > 0 && top.mentions >= DOMINANCE * second.mentions && !taken.has(base)) {
      slugs.set(top.req.id, base);
      taken.add(base);
      bareTaken.add(base);
      holders.push(top);
      rest.push(group.slice(1));
    } else rest.push(group);
  }

  const candidates = new Map<string, string[]>();
  const wanted = new Map<string, number>();
  const qualified = (e: Entry): string[] => (e.req.qualifiers ?? []).map((q) => `${e.base}-${slugify(q)}`);
  for (const e of rest.flat()) {
    const list = [...new Set([e.full, ...qualified(e)])].filter((c) => c !== e.base && !c.endsWith("-"));
    candidates.set(e.req.id, list);
    for (const c of list) wanted.set(c, (wanted.get(c) ?? 0) + 1);
  }
  for (const e of holders) for (const c of new Set(qualified(e))) if (wanted.has(c)) wanted.set(c, (wanted.get(c) ?? 0) + 1);
  /** Every record's previous slug: a number is never handed to a record that did not have it. */
  const previous = new Set(entries.flatMap((e) => (e.req.previous === undefined ? [] : [e.req.previous])));
  const numbered: Entry[][] = [];
  for (const group of rest) {
    const left: Entry[] = [];
    for (const e of group) {
      const pick = candidates.get(e.req.id)?.find((c) => wanted.get(c) === 1 && !taken.has(c) && !groups.has(c));
      if (pick === undefined) left.push(e);
      else {
        slugs.set(e.req.id, pick);
        taken.add(pick);
      }
    }
    if (left.length > 0) numbered.push(left);
  }
  for (const left of numbered) {
    const base = left[0]!.base;
    const kept = new Set<Entry>();
    for (const e of left) {
      const own = e.req.previous;
      if (own !== undefined && own.startsWith(`${base}-`) && /^\d+$/.test(own.slice(base.length + 1)) && !taken.has(own)) {
        slugs.set(e.req.id, own);
        taken.add(own);
        kept.add(e);
      }
    }
    let n = bareTaken.has(base) || taken.has(base) ? 2 : 1;
    for (const e of left) {
      if (kept.has(e)) continue;
      while (taken.has(`${base}-${n}`) || previous.has(`${base}-${n}`)) n++;
      slugs.set(e.req.id, `${base}-${n}`);
      taken.add(`${base}-${n}`);
      n++;
    }
  }

  const firstRound = (e: Entry): string[] => [e.full, e.base, ...(e.req.aliases ?? []).map(slugify)];
  const aliases = assignAliases(entries, slugs, taken, firstRound);
  // Every name the first round was asked for stays as it decided: given, or withheld from namesakes none dominates (`mary`).
  const decided = new Set([...taken, ...entries.flatMap(firstRound)]);
  for (const [a, id] of assignAliases(entries, slugs, decided, (e) => (e.req.alsoCalled ?? []).map(slugify))) aliases.set(a, id);
  return { slugs, aliases };
}

/** Extra names as aliases: each to the one record proposing it, or the dominant one of several. */
function assignAliases(entries: readonly Entry[], slugs: ReadonlyMap<string, string>, taken: ReadonlySet<string>, proposed: (e: Entry) => readonly string[]): Map<string, string> {
  const proposals = new Map<string, Entry[]>();
  for (const e of entries) {
    const own = slugs.get(e.req.id);
    const names = new Set(proposed(e));
    for (const a of names) {
      if (a === "" || a === own || taken.has(a)) continue;
      const list = proposals.get(a);
      if (list === undefined) proposals.set(a, [e]);
      else list.push(e);
    }
  }
  const aliases = new Map<string, string>();
  for (const a of [...proposals.keys()].sort(cmp)) {
    const list = proposals.get(a)!.sort((x, y) => y.mentions - x.mentions || (x.req.order ?? 0) - (y.req.order ?? 0) || cmp(x.req.id, y.req.id));
    const [top, second] = list;
    if (top === undefined) continue;
    if (second === undefined || (top.mentions > 0 && top.mentions >= DOMINANCE * second.mentions)) aliases.set(a, top.req.id);
  }
  return aliases;
}

/**
 * Adds later-found names to a table's aliases (alias → slug), by the alias rules: a name claimed by
 * exactly one record, that is no slug of the table and no alias yet, in alias order. `claims` gives
 * each name the slugs of the records claiming it. Changes `aliases`; returns how many it added.
 */
export function addUnclaimedAliases(aliases: Record<string, string>, slugs: ReadonlySet<string>, claims: ReadonlyMap<string, readonly string[]>): number {
  let added = 0;
  for (const alias of [...claims.keys()].sort(cmp)) {
    const owners = [...new Set(claims.get(alias))];
    const [owner] = owners;
    if (owners.length !== 1 || owner === undefined || alias === "" || slugs.has(alias) || aliases[alias] !== undefined) continue;
    aliases[alias] = owner;
    added++;
  }
  return added;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
