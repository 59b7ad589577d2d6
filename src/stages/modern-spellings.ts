/**
 * The spelling of a person's name that readers of a modern Bible know. Theographic spells every name
 * as the King James Version does, and where the KJV's New Testament writes an Old Testament name the
 * Greek way, or its Old Testament an old transliteration, that spelling is the one few readers know:
 * Timothy is `Timotheus`, Melchizedek `Melchisedec`, Perez `Pharez`, Enosh `Enos`. The upstream lists
 * the modern spelling among the person's other names, and the World English Bible uses it in the
 * very verses that name them. Pure.
 *
 * The rule: a word of a person's name gives way to one of their also-called names when
 * - both are capitalised words (names, not the `daughters` of "Daughter of Lot");
 * - that name is one word and a spelling of the same name: at most a third of the longer one's letters
 *   differ (edit distance; `Timotheus` → `Timothy` 3 of 9, `Pharez` → `Perez` 2 of 6, but not
 *   `Cainan` → `Kenan` or `Laadan` → `Libni`, other names of the person);
 * - in the person's own verses the WEB writes it at least once and at least three times as often as
 *   the upstream spelling, and both texts together write it more often than the upstream spelling (so
 *   a spelling only the WEB uses does not win on its own: Enos's verses have Enosh 7 times in the WEB
 *   and once in the KJV, Enos 7 times in the KJV and once in the WEB, at Luke 3:38, so Enos stays);
 * - of several such names, the one the WEB writes most.
 * The upstream spelling stays: as `upstream_name`, among the also-called names, and as an alias.
 */
import { editDistance } from "../core/edit-distance.ts";
import { foldName } from "../core/text.ts";
// The verse texts' one tokenizer (full-text search's): `Timothy's` is `timothy` and `s`.
import { terms } from "../text-search/tokenize.ts";

/** What the rule reads of a person (the reader's row). */
export interface SpellingPerson {
  readonly personLookup: string;
  /** The name as the data shows it (the display title's name, with the surname). */
  readonly name: string;
  readonly alsoCalled: readonly string[];
  readonly verses: readonly string[];
}

/** One word of a person's name respelt, with the counts that decided it. */
export interface ModernSpelling {
  /** The word as the upstream spells it. */
  readonly from: string;
  /** The also-called name that replaces it. */
  readonly to: string;
  /** How often the KJV and the WEB write `from` and `to` in the person's verses. */
  readonly kjv: readonly [number, number];
  readonly web: readonly [number, number];
}

/** One capitalised word of letters: a proper name. */
const PROPER = /^\p{Lu}\p{Ll}+$/u;

/** Whether `a` and `b` (folded) are spellings of one name: at most a third of the longer one's letters differ. */
export function sameNameSpelling(a: string, b: string): boolean {
  const most = Math.floor(Math.max(a.length, b.length) / 3);
  return a !== b && most > 0 && editDistance(a, b, most) <= most;
}

/**
 * Per person (by upstream key), the words of their name to respell, in name order. `kjv` and `web`
 * give a verse's text by canonical OSIS reference (KJV versification).
 */
export function modernSpellings(people: readonly SpellingPerson[], kjv: (osis: string) => string | undefined, web: (osis: string) => string | undefined): Map<string, ModernSpelling[]> {
  const out = new Map<string, ModernSpelling[]>();
  for (const p of people) {
    // Names only: capitalised words (not `Daughter of Lot`'s "daughters").
    const words = p.name.split(/\s+/).filter((w) => w.length >= 3 && PROPER.test(w));
    const others = p.alsoCalled.filter((a) => PROPER.test(a));
    if (words.length === 0 || others.length === 0) continue;
    // Each translation's word counts over the person's verses, made once, when a name first needs them.
    const tally = (text: (osis: string) => string | undefined): Map<string, number> => {
      const counts = new Map<string, number>();
      for (const v of p.verses) for (const w of terms(text(v) ?? "")) counts.set(w, (counts.get(w) ?? 0) + 1);
      return counts;
    };
    let kjvCounts: Map<string, number> | undefined;
    let webCounts: Map<string, number> | undefined;
    const found: ModernSpelling[] = [];
    for (const word of words) {
      const from = foldName(word);
      let best: ModernSpelling | undefined;
      for (const other of others) {
        const to = foldName(other);
        if (!sameNameSpelling(from, to) || words.some((w) => foldName(w) === to)) continue;
        kjvCounts ??= tally(kjv);
        webCounts ??= tally(web);
        const k: [number, number] = [kjvCounts.get(from) ?? 0, kjvCounts.get(to) ?? 0];
        const w: [number, number] = [webCounts.get(from) ?? 0, webCounts.get(to) ?? 0];
        if (w[1] === 0 || w[1] < 3 * w[0] || k[1] + w[1] <= k[0] + w[0]) continue;
        if (best === undefined || w[1] > best.web[1]) best = { from: word, to: other, kjv: k, web: w };
      }
      if (best !== undefined) found.push(best);
    }
    if (found.length > 0) out.set(p.personLookup, found);
  }
  return out;
}

/** `name` with each word `spellings` names respelt. */
export function respell(name: string, spellings: readonly ModernSpelling[] | undefined): string {
  if (spellings === undefined) return name;
  return name
    .split(/(\s+)/)
    .map((w) => spellings.find((s) => s.from === w)?.to ?? w)
    .join("");
}
