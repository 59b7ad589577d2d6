/**
 * The region a place lies in, as the opening of its Easton article says it: "A city of Zebulun",
 * "A town in the Shephelah, or plain country of Judah", "A city of the tribe of Asher", "a town of
 * Mount Ephraim". It tells namesake towns apart in their slugs (`bethlehem-of-zebulun`,
 * `aphek-of-asher`; docs/identity.md, rule 3), as readers and atlases do ("Ramah of Benjamin"). Pure.
 */
import { sentences } from "../core/sentences.ts";

/**
 * The regions a town is said to be "of" or "in": the territories of the tribes of Israel (Levi had
 * none) and the lands that Easton names as a town's region. A word outside this list ("a town on the
 * north bank of the Arnon", "east of Jordan") places a town beside a landmark, not in a region.
 */
export const REGIONS: readonly string[] = [
  "Asher", "Benjamin", "Dan", "Ephraim", "Gad", "Issachar", "Judah", "Manasseh", "Naphtali", "Reuben", "Simeon", "Zebulun",
  "Galilee", "Gilead", "Bashan", "Samaria", "Moab", "Edom",
];

const REGION_PHRASE = new RegExp(`\\b(?:(?:of|in)\\s+(?:Mount\\s+)?|on\\s+Mount\\s+)(${REGIONS.join("|")})\\b`);

/** An opening this short ("Heights.", "“Of the Abi-ezrites.”") is a name's meaning: the next sentence says what the place is. */
const MIN_OPENING_WORDS = 4;

/**
 * The first region of {@link REGIONS} the opening of a plain-text article places its subject in
 * (its first sentence, and the second when the first is a name's meaning of fewer than
 * {@link MIN_OPENING_WORDS} words), or `undefined`.
 */
export function regionOf(article: string): string | undefined {
  const [first, second] = sentences(article.split(/\n\s*\n/)[0] ?? "");
  if (first === undefined) return undefined;
  const opening = first.split(/\s+/).length < MIN_OPENING_WORDS && second !== undefined ? `${first} ${second}` : first;
  return REGION_PHRASE.exec(opening)?.[1];
}
