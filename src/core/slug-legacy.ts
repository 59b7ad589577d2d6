/**
 * The slug rule of dataset 0.1.0, frozen: the build computes every record's 0.1.0 slug with it so that
 * each slug the 0.1.0 tree served keeps resolving (as an alias of the record's current slug). Never
 * change it; the current rule is `assignSlugs` in `slug.ts`.
 */
import { slugify } from "./slug.ts";

/** A record asking for a 0.1.0 slug. */
export interface LegacySlugRequest {
  /** The upstream id, unique within the kind (e.g. `aaron_1`). */
  readonly id: string;
  /** The display name the slug is made from (e.g. `Aaron`). */
  readonly name: string;
  /** A longer, disambiguating title for homonyms (e.g. `Abimelech (King of Gerar)`), if any. */
  readonly title?: string;
  /** Orders homonyms for numbered suffixes; defaults to the upstream id. */
  readonly order?: number;
}

/**
 * The 0.1.0 slugs. A name used by one record gets `slugify(name)`. Homonyms get `slugify(title)` when
 * the title is distinct among them, otherwise `slugify(name)-1`, `-2` … in `order`. Deterministic for
 * the same requests in any input order. Returns a map from upstream id to slug.
 */
export function legacySlugs(requests: readonly LegacySlugRequest[], fallback = "item"): Map<string, string> {
  const sorted = [...requests].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || cmp(a.id, b.id));
  const groups = new Map<string, LegacySlugRequest[]>();
  for (const r of sorted) {
    const base = slugify(r.name) || slugify(r.id) || fallback;
    const g = groups.get(base);
    if (g === undefined) groups.set(base, [r]);
    else g.push(r);
  }
  const taken = new Set<string>();
  const result = new Map<string, string>();
  const claim = (id: string, candidate: string): void => {
    let slug = candidate;
    for (let n = 2; taken.has(slug); n++) slug = `${candidate}-${n}`;
    taken.add(slug);
    result.set(id, slug);
  };
  for (const [base, group] of groups) if (group.length === 1 && group[0] !== undefined) claim(group[0].id, base);
  for (const [base, group] of groups) {
    if (group.length === 1) continue;
    const titles = group.map((r) => slugify(r.title ?? ""));
    const counts = new Map<string, number>();
    for (const t of titles) counts.set(t, (counts.get(t) ?? 0) + 1);
    group.forEach((r, i) => {
      const t = titles[i] ?? "";
      const distinct = t !== "" && t !== base && counts.get(t) === 1 && !taken.has(t);
      claim(r.id, distinct ? t : `${base}-${i + 1}`);
    });
  }
  return result;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
