/**
 * Strong's numbers as aliases of lexicon entries, so that `/v1/greek-lexicon/G26` and
 * `/v1/lexicon/H430` answer with the entry that stands for the number. One rule for both lexicons.
 */

/** What the rule reads of an entry. */
export interface StrongsClaim {
  readonly slug: string;
  readonly strongs_numbers: readonly string[];
  /** An entry that only points elsewhere (BDB's "v. II. אבה") stands for a number last. */
  readonly cross_reference_only?: boolean;
}

/**
 * Strong's number → slug of the entry that best stands for it: the first entry keyed by that number
 * alone, else the first that lists it first, else the first that lists it (entries that only point to
 * another entry after all others); a number known only with a letter suffix (`G40a`, `H1254a`) also
 * makes its bare form (`G40`) resolve, when nothing else claims it. Keys in Strong's order.
 */
export function strongsAliases(entries: readonly StrongsClaim[]): Record<string, string> {
  const best = new Map<string, { rank: number; index: number; slug: string }>();
  const offer = (key: string, rank: number, index: number, slug: string): void => {
    const cur = best.get(key);
    if (cur === undefined || rank < cur.rank || (rank === cur.rank && index < cur.index)) best.set(key, { rank, index, slug });
  };
  entries.forEach((e, index) => {
    const last = e.cross_reference_only === true ? 4 : 0;
    e.strongs_numbers.forEach((n, j) => {
      offer(n, last + (e.strongs_numbers.length === 1 ? 0 : j === 0 ? 1 : 2), index, e.slug);
      const bare = n.replace(/[a-z]$/u, "");
      if (bare !== n) offer(bare, last + 3, index, e.slug);
    });
  });
  const keys = [...best.keys()].sort((a, b) => Number(a.replace(/\D/gu, "")) - Number(b.replace(/\D/gu, "")) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((k) => [k, best.get(k)?.slug ?? ""]));
}
