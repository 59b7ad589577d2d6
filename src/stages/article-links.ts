/**
 * Easton articles that Theographic links to nobody, matched to the person they are about by the
 * verses both cite. Theographic leaves 1,252 people without an article and many articles about one
 * bearer of a common name unlinked (`match_type` "multi" or "unmatched"): the Herod of Matthew 2
 * has no article though Easton's "Herod the Great" cites Matthew 2:1 and 2:16 and Luke 1:5, three of
 * his verses. Pure.
 *
 * The rule, strict on purpose (a wrong link is worse than none):
 * - the article is linked to no person and no place upstream, cites at least one verse, and its
 *   headword is a name, or a name and an epithet (`Herod the Great`), not an inverted phrase
 *   (`Jezreel, Blood of`, which is about the deed);
 * - the people whose given name (the first word of their name) is the headword's first word are
 *   compared by how many of the article's verses their own verses share: the best must share at least
 *   one and strictly more than every other, and must have no article yet;
 * - a person several such articles would go to gets the one sharing strictly the most verses with
 *   them (Easton's "Herod the Great" over "Herod Archelaus", which cites Matthew 2:22 about his
 *   father), or none on a tie.
 */
import { slugify } from "../core/slug.ts";
import { foldName } from "../core/text.ts";
import type { DictionaryEntry } from "../types/dictionary_entry.ts";
import type { Person } from "../types/person.ts";
import { homeOf } from "./person-epithets.ts";

/** What the rule reads of a person. */
export type LinkPerson = Pick<Person, "slug" | "name" | "verses" | "dictionary_entries">;

/** What the rule reads of an article. */
export type LinkArticle = Pick<DictionaryEntry, "slug" | "name" | "verses" | "people" | "places">;

/** An inferred link: the article, the person, and how many verses they share. */
export interface ArticleLink {
  readonly article: string;
  readonly person: string;
  readonly shared: number;
}

const givenName = (name: string): string => foldName(name).split(" ")[0] ?? "";

/** The article → person links the rule finds, in article order. */
export function inferArticleLinks(people: readonly LinkPerson[], articles: readonly LinkArticle[]): ArticleLink[] {
  const byGiven = new Map<string, LinkPerson[]>();
  for (const p of people) {
    const key = givenName(p.name);
    if (key === "") continue;
    const list = byGiven.get(key);
    if (list === undefined) byGiven.set(key, [p]);
    else list.push(p);
  }
  const found: ArticleLink[] = [];
  for (const a of articles) {
    if (a.people.length > 0 || a.places.length > 0 || a.verses.length === 0 || a.name.includes(",")) continue;
    const cited = new Set(a.verses);
    let best: { person: LinkPerson; shared: number } | undefined;
    let runnerUp = 0;
    for (const p of byGiven.get(givenName(a.name)) ?? []) {
      let shared = 0;
      for (const v of p.verses) if (cited.has(v)) shared++;
      if (best === undefined || shared > best.shared) {
        runnerUp = best?.shared ?? 0;
        best = { person: p, shared };
      } else if (shared > runnerUp) runnerUp = shared;
    }
    if (best === undefined || best.shared === 0 || best.shared === runnerUp || best.person.dictionary_entries.length > 0) continue;
    found.push({ article: a.slug, person: best.person.slug, shared: best.shared });
  }
  const claims = new Map<string, ArticleLink[]>();
  for (const l of found) claims.set(l.person, [...(claims.get(l.person) ?? []), l]);
  return found.filter((l) => (claims.get(l.person) ?? []).every((o) => o === l || o.shared < l.shared));
}

/**
 * Names by which a person is known from their Easton article: the headword of an article about them
 * alone that is their given name and an epithet (`Herod the Great`, `Tiberius Caesar`, `Agrippa II.`),
 * as slugs (`herod-the-great`) with the people claiming each. Not a headword that names two people
 * (`Azur and Azzur`) or two spellings (`Put, Phut`), nor one that only repeats the name. The caller
 * adds those one person claims where no record has the key yet (`addUnclaimedAliases`), so
 * that `/v1/people/herod-the-great` finds Herod of Matthew 2, whose slug tells him apart by his son
 * (`herod-father-of-philip`).
 */
export function articleTitleAliases(people: readonly LinkPerson[], articles: readonly Pick<LinkArticle, "slug" | "name" | "people">[]): Map<string, string[]> {
  return ownArticleClaims(people, articles, (p, a) => {
    const folded = foldName(a.name);
    return !folded.startsWith(`${givenName(p.name)} `) || a.name.includes(",") || /\band\b/.test(folded) ? undefined : a.name;
  });
}

/**
 * The names `nameOf` reads off each person's own Easton articles (those about them alone), as slugs
 * with the people claiming each; a slug that is the person's own is no claim.
 */
function ownArticleClaims<A extends Pick<LinkArticle, "slug" | "people">>(people: readonly LinkPerson[], articles: readonly A[], nameOf: (person: LinkPerson, article: A) => string | undefined): Map<string, string[]> {
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  const claims = new Map<string, string[]>();
  for (const p of people) {
    for (const entry of p.dictionary_entries) {
      const a = bySlug.get(entry);
      const name = a === undefined || a.people.length !== 1 || a.people[0] !== p.slug ? undefined : nameOf(p, a);
      const key = name === undefined ? undefined : slugify(name);
      if (key !== undefined && key !== p.slug) claims.set(key, [...(claims.get(key) ?? []), p.slug]);
    }
  }
  return claims;
}

/**
 * Names by which a person is known from where they lived or came from: "<given name> of <place>"
 * when the opening of an Easton article about them alone says so ({@link homeOf}: "A Jew of Cyrene"
 * → `simon-of-cyrene`, "A woman of Thyatira" → `lydia-of-thyatira`), as a slug with the people
 * claiming it. The caller adds those one person claims where no record has the key yet.
 */
export function homeAliases(people: readonly LinkPerson[], articles: readonly Pick<DictionaryEntry, "slug" | "people" | "text">[]): Map<string, string[]> {
  return ownArticleClaims(people, articles, (p, a) => {
    const home = a.text === null ? undefined : homeOf(a.text);
    return home === undefined ? undefined : `${givenName(p.name)} of ${home}`;
  });
}

/**
 * Names by which a place is known from Easton's dictionary: the headword of an article about that
 * place alone, as a slug with the places claiming it (`dead-sea` for the Salt Sea, `calvary` for the
 * Place of a Skull, `endor`, `shushan`, `accho`: the spellings of the KJV and of Easton's time). Not a
 * headword with a comma or "and", not one that `isTitle` calls common words (`Gate`, `Flood`,
 * `Street`: articles about a thing, not the place's name), and not the name of any place: a bare
 * name the slug rule gave nobody, because no namesake dominates (`east-gate`), stays a 404 with
 * suggestions. The caller adds those one place claims where no record has the key yet.
 */
export function placeArticleAliases(
  places: readonly { readonly slug: string; readonly name: string }[],
  articles: readonly { readonly name: string; readonly places: readonly string[] }[],
  isTitle: (name: string) => boolean,
): Map<string, string[]> {
  const placeNames = new Set(places.map((p) => slugify(p.name)));
  const claims = new Map<string, string[]>();
  for (const a of articles) {
    const [place] = a.places;
    if (place === undefined || a.places.length !== 1 || a.name.includes(",") || /\band\b/i.test(a.name) || isTitle(a.name)) continue;
    const key = slugify(a.name);
    if (key === "" || key === place || placeNames.has(key)) continue;
    claims.set(key, [...(claims.get(key) ?? []), place]);
  }
  return claims;
}
