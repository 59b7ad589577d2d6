/**
 * Greek → Latin transliteration in the style of the SBL Handbook, without accents: `η` → `ē`,
 * `ω` → `ō`, `υ` → `y` except in diphthongs (`αυ ευ ηυ ου υι ωυ` → `u`), rough breathing → `h`
 * before the vowel or diphthong that carries it, `ρ` → `rh` at the start of a word or with a rough
 * breathing, `γ` → `n` before `γ κ ξ χ`, iota subscript → `i`. A diaeresis keeps two vowels apart.
 * Characters that are not Greek letters (spaces, hyphens, digits, Latin letters) pass through.
 */

const LETTERS: Readonly<Record<string, string>> = {
  α: "a", β: "b", ϐ: "b", γ: "g", δ: "d", ε: "e", ϵ: "e", ζ: "z", η: "ē", θ: "th", ϑ: "th", ι: "i",
  κ: "k", λ: "l", μ: "m", ν: "n", ξ: "x", ο: "o", π: "p", ρ: "r", σ: "s", ς: "s", ϲ: "s", τ: "t",
  υ: "y", φ: "ph", ϕ: "ph", χ: "ch", ψ: "ps", ω: "ō", ϝ: "w", ϛ: "st", ϙ: "q", ϟ: "q",
};

/** First vowels of a diphthong and what they become in one. */
const DIPHTHONG_FIRST: Readonly<Record<string, string>> = { α: "a", ε: "e", η: "ē", ο: "o", υ: "u", ω: "ō" };
const DIPHTHONGS = new Set(["αι", "ει", "οι", "υι", "αυ", "ευ", "ηυ", "ου", "ωυ"]);
const NASAL_BEFORE = new Set(["γ", "κ", "ξ", "χ"]);

const ROUGH = "\u0314";
const DIAERESIS = "\u0308";
const IOTA_SUBSCRIPT = "\u0345";
/** Spacing accents and breathings that stand alone (koronis becomes an apostrophe). */
const SPACING: Readonly<Record<string, string>> = { "\u1fbd": "’", "\u1fbf": "", "\u1ffe": "", "\u0374": "", "\u02b9": "", "\u0375": "" };

interface Unit {
  /** The base character, lower-cased. */
  readonly base: string;
  /** The characters as written (base and combining marks). */
  readonly raw: string;
  readonly upper: boolean;
  readonly rough: boolean;
  readonly diaeresis: boolean;
  readonly iotaSubscript: boolean;
}

/** Transliterates Greek text (any normalisation form) into Latin letters; the result is NFC. */
export function transliterateGreek(text: string): string {
  const units = toUnits(text.normalize("NFD"));
  let out = "";
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u === undefined) continue;
    const latin = LETTERS[u.base];
    if (latin === undefined) {
      out += SPACING[u.base] ?? u.raw;
      continue;
    }
    const next = units[i + 1];
    const prev = units[i - 1];
    let rough = u.rough;
    let s: string;
    const first = DIPHTHONG_FIRST[u.base];
    if (first !== undefined && next !== undefined && !next.diaeresis && DIPHTHONGS.has(u.base + next.base)) {
      s = first + (next.base === "υ" ? "u" : "i");
      rough ||= next.rough;
      if (next.iotaSubscript) s += "i";
      i++;
    } else if (u.base === "γ" && next !== undefined && NASAL_BEFORE.has(next.base)) {
      s = "n";
    } else if (u.base === "ρ") {
      const wordStart = prev === undefined || LETTERS[prev.base] === undefined;
      s = rough || wordStart ? "rh" : "r";
      rough = false;
    } else {
      s = latin;
    }
    if (u.iotaSubscript) s += "i";
    if (rough) s = `h${s}`;
    if (u.upper) s = s.charAt(0).toUpperCase() + s.slice(1);
    out += s;
  }
  return out.normalize("NFC");
}

/** Splits NFD text into base characters with their combining marks. */
function toUnits(nfd: string): Unit[] {
  const units: Unit[] = [];
  for (const m of nfd.matchAll(/(\P{M})(\p{M}*)/gsu)) {
    const ch = m[1] ?? "";
    const marks = m[2] ?? "";
    const lower = ch.toLowerCase();
    units.push({
      base: lower,
      raw: m[0],
      upper: lower !== ch,
      rough: marks.includes(ROUGH),
      diaeresis: marks.includes(DIAERESIS),
      iotaSubscript: marks.includes(IOTA_SUBSCRIPT),
    });
  }
  return units;
}
