/**
 * Comparing Greek lemmas across lexicons that spell them differently: MorphGNT's lemma, Strong's
 * headword and Dodson's headword for the same word differ in accents, in spelling conventions (ει/ι,
 * λημψ/ληψ, ρρ/ῤῥ, a final ν or ς in brackets) and in citing a verb in the middle voice (`ἀφίσταμαι`) or
 * the active (`ἀφίστημι`). These helpers decide whether two spellings name the same lexeme, so that a
 * Strong's number can be checked against the entry it points to.
 */
import { editDistance } from "./edit-distance.ts";

/**
 * The comparison key of a lemma: accents and breathings removed, lower case, final sigma as σ, a
 * bracketed optional ending dropped (`μέχρι(ς)` → `μεχρι`), anything but letters dropped, and a
 * middle-voice citation form mapped to its active (`-ομαι` → `-ω`, `-αμαι`/`-υμαι` → `-ημι`/`-υμι`).
 */
export function greekLemmaKey(lemma: string): string {
  const folded = lemma
    .replace(/\([^)]*\)/gu, "")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ς/gu, "σ")
    .replace(/[^\p{L}]/gu, "");
  return folded
    .replace(/ομαι$/u, "ω")
    .replace(/αμαι$/u, "ημι")
    .replace(/υμαι$/u, "υμι");
}

/**
 * Whether two spellings name the same lexeme: equal keys, or keys within a small edit distance (2, or
 * a quarter of the longer key's length when that is more), which absorbs spelling conventions but not
 * a different word (`ἁμαρτία` against `ἀκατάστατος`, `ἀγνοέω` against `ἅγιος`).
 */
export function greekLemmasAgree(a: string, b: string): boolean {
  const ka = greekLemmaKey(a);
  const kb = greekLemmaKey(b);
  if (ka === kb) return true;
  const max = Math.max(2, Math.floor(Math.max(ka.length, kb.length) / 4));
  return editDistance(ka, kb, max) <= max;
}
