/**
 * Pointed Hebrew → Latin letters, in the style of the SBL Handbook's academic transliteration,
 * simplified: no spirantisation (`b`, not `v`), qamets always `ā` (no qamets hatuf), vocal shewa
 * `ᵊ`. Rules applied:
 *
 * - consonants `ʾ b g d h w z ḥ ṭ y k l m n s ʿ p ṣ q r ś š t` (final forms alike; shin without a dot
 *   is `š`); maqaf → `-`; cantillation, meteg, rafe and punctuation dropped;
 * - vowels `a ā e ē i o ō u` and hatephs `ă ĕ ŏ`; matres lectionis: hireq + yod `î`, tsere or segol + yod
 *   `ê`, holam waw `ô`, shureq `û`, a word-final he after qamets `â`, after segol or tsere `ê`, after
 *   holam `ô` (a he with mappiq stays `h`);
 * - dagesh forte (a dagesh after a full vowel) doubles the consonant;
 * - shewa is vocal at the start of a word, under a doubled consonant, after a long vowel or after
 *   another shewa, and silent otherwise (and under a word's last letter);
 * - a furtive patah under a word-final ḥet, ʿayin or he with mappiq is written before it (`rûaḥ`).
 */

const CONSONANTS: Readonly<Record<string, string>> = {
  "א": "ʾ", "ב": "b", "ג": "g", "ד": "d", "ה": "h", "ו": "w", "ז": "z", "ח": "ḥ", "ט": "ṭ", "י": "y", "כ": "k", "ך": "k",
  "ל": "l", "מ": "m", "ם": "m", "נ": "n", "ן": "n", "ס": "s", "ע": "ʿ", "פ": "p", "ף": "p", "צ": "ṣ", "ץ": "ṣ", "ק": "q",
  "ר": "r", "ש": "š", "ת": "t",
};

const VOWELS: Readonly<Record<string, string>> = {
  "\u05B1": "ĕ", "\u05B2": "ă", "\u05B3": "ŏ", "\u05B4": "i", "\u05B5": "ē", "\u05B6": "e", "\u05B7": "a", "\u05B8": "ā",
  "\u05B9": "ō", "\u05BA": "ō", "\u05BB": "u", "\u05C7": "o",
};

const SHEWA = "\u05B0";
const DAGESH = "\u05BC";
const SIN_DOT = "\u05C2";
const HOLAM = "\u05B9";
const MAQAF = "\u05BE";
const LONG = new Set(["ā", "ē", "ō", "î", "ê", "ô", "û", "â"]);

interface Unit {
  readonly letter: string;
  readonly vowel: string | null;
  readonly shewa: boolean;
  readonly dagesh: boolean;
  readonly sin: boolean;
  readonly holam: boolean;
}

/** Splits one word into letters with their points (anything else in it is dropped). */
function units(word: string): Unit[] {
  const out: Unit[] = [];
  for (const ch of word.normalize("NFD")) {
    if (CONSONANTS[ch] !== undefined) {
      out.push({ letter: ch, vowel: null, shewa: false, dagesh: false, sin: false, holam: false });
      continue;
    }
    const last = out[out.length - 1];
    if (last === undefined) continue;
    const u = last as { -readonly [K in keyof Unit]: Unit[K] };
    if (ch === SHEWA) u.shewa = true;
    else if (ch === DAGESH) u.dagesh = true;
    else if (ch === SIN_DOT) u.sin = true;
    else if (VOWELS[ch] !== undefined) {
      if (ch === HOLAM || ch === "\u05BA") u.holam = true;
      u.vowel = VOWELS[ch] ?? null;
    }
  }
  return out;
}

const bare = (u: Unit | undefined): boolean => u !== undefined && u.vowel === null && !u.shewa && !u.dagesh;

function word(text: string): string {
  const us = units(text);
  let out = "";
  let prevVowel: string | null = null; // the vowel last written ("" for a silent shewa or none)
  for (let i = 0; i < us.length; i++) {
    const u = us[i] as Unit;
    const next = us[i + 1];
    const last = i === us.length - 1;
    const prevHadVowel = prevVowel !== null && prevVowel !== "" && prevVowel !== "ᵊ";
    // Holam waw and shureq after a consonant without a vowel of its own: a vowel letter.
    if (u.letter === "ו" && i > 0 && (prevVowel === "" || prevVowel === null) && !u.shewa) {
      if (u.holam && u.vowel === "ō" && !u.dagesh) {
        out += "ô";
        prevVowel = "ô";
        continue;
      }
      if (u.dagesh && u.vowel === null) {
        out += "û";
        prevVowel = "û";
        continue;
      }
    }
    if (u.letter === "ו" && i === 0 && u.dagesh && u.vowel === null && !u.shewa) {
      out += "û";
      prevVowel = "û";
      continue;
    }
    // A word-final he without mappiq after a vowel: a vowel letter.
    if (u.letter === "ה" && last && bare(u) && prevVowel !== null && prevVowel !== "") {
      const v = prevVowel === "ā" ? "â" : prevVowel === "e" || prevVowel === "ē" ? "ê" : prevVowel === "ō" ? "ô" : "";
      out = v === "" ? out : out.slice(0, out.length - prevVowel.length) + v;
      continue;
    }
    let c = CONSONANTS[u.letter] ?? "";
    if (u.letter === "ש" && u.sin) c = "ś";
    const doubled = u.dagesh && i > 0 && prevHadVowel && u.letter !== "ה";
    if (doubled) c += c;
    let v = "";
    if (u.vowel !== null) {
      v = u.vowel;
      // Hireq, tsere or segol followed by a bare yod: a long vowel written with yod.
      if (next !== undefined && next.letter === "י" && bare(next) && (v === "i" || v === "ē" || v === "e")) {
        v = v === "i" ? "î" : "ê";
        i++;
      }
    } else if (u.shewa && !last) {
      const afterSilentShewa = us[i - 1]?.shewa === true && prevVowel === "";
      const vocal = i === 0 || doubled || afterSilentShewa || (prevVowel !== null && LONG.has(prevVowel));
      v = vocal ? "ᵊ" : "";
    }
    // Furtive patah: written before the final guttural.
    if (last && v === "a" && (u.letter === "ח" || u.letter === "ע" || (u.letter === "ה" && u.dagesh))) out += v + c;
    else out += c + v;
    prevVowel = v;
  }
  return out;
}

/** Transliterates pointed Hebrew text (one word or several, separated by spaces or maqaf). */
export function transliterateHebrew(text: string): string {
  return text
    .replace(/[\u0591-\u05AF\u05BD\u05BF\u05C0\u05C3\u05C4\u05C5\u05C6]/g, "")
    .split(/(\s+|\u05BE)/)
    .map((part) => (part === MAQAF ? "-" : /^\s+$/.test(part) ? part : word(part)))
    .join("");
}
