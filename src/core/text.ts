/** Plain-text helpers shared by the readers. */

/** Folds runs of white space to one space and trims. */
export function fold(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** {@link fold}, or null when nothing but white space is left. */
export function foldOrNull(text: string): string | null {
  const t = fold(text);
  return t === "" ? null : t;
}

/**
 * Folds a name or query for matching: lowercase, accents removed, apostrophes dropped, any other run
 * of non-letters and non-digits to one space, trimmed (`"Jerusalem's gate!"` → `jerusalems gate`). The
 * one folding rule of name search, list filters and their `q` checks.
 */
export function foldName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’ʼ`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Folds running text for splitting into words: lowercase, accents removed, `æ` `œ` `ß` written out,
 * a possessive `'s` and other apostrophes dropped (`"Noah’s Ark!"` → `noah ark!`). The one folding of
 * semantic search's tokens and of the English words the lexicon lists match meanings by.
 */
export function foldWordText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ß/g, "ss")
    .replace(/['’ʼ]s\b/gu, "")
    .replace(/['’ʼ]/gu, "");
}

/** Letters of the scholarly transliterations written as English spells the sound (Strong's spelling). */
const TRANSLITERATION_LETTERS: Readonly<Record<string, string>> = { ç: "s", Ç: "S", š: "sh", Š: "Sh", ḥ: "ch", Ḥ: "Ch", ṣ: "ts", Ṣ: "Ts" };

/**
 * Folds a transliteration (Strong's `shâlôwm`, BDB's `šālôm`, `agápē`) or what someone types for one:
 * {@link foldName}, with the letters of the scholarly systems spelt as Strong's spells them (`ç` →
 * `s`, `š` → `sh`, `ḥ` → `ch`, `ṣ` → `ts`), the ʼaleph and ʻayin marks dropped in every form, and
 * Strong's spellings of long vowels read as the plain vowel (`îy` → `i`, `ôw` → `o`, `ûw` → `u`): so
 * `shalom` finds `shâlôwm` and `šālôm`, `chesed` finds `cheçed` and `ḥesed`, `yeshua` finds
 * `yᵉshûwʻâh`. Both sides are folded the same way, so Strong's own spelling (`shalowm`) finds it too.
 */
export function foldTransliteration(text: string): string {
  return foldName(text.normalize("NFC").replace(/[çÇšŠḥḤṣṢ]/g, (ch) => TRANSLITERATION_LETTERS[ch] ?? ch).replace(/[ʻʽʾʿ]/g, ""))
    .replace(/iy/g, "i")
    .replace(/ow/g, "o")
    .replace(/uw/g, "u");
}

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINAL_UNITS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"];

/** Words of 0 ≤ n < 1,000,000 (`144000` → `one hundred forty four thousand`). */
function cardinal(n: number): string[] {
  if (n < 20) return [UNITS[n]!];
  if (n < 100) return n % 10 === 0 ? [TENS[n / 10]!] : [TENS[Math.floor(n / 10)]!, UNITS[n % 10]!];
  if (n < 1000) return [UNITS[Math.floor(n / 100)]!, "hundred", ...(n % 100 === 0 ? [] : cardinal(n % 100))];
  return [...cardinal(Math.floor(n / 1000)), "thousand", ...(n % 1000 === 0 ? [] : cardinal(n % 1000))];
}

/** Ordinal words of 0 < n < 1,000,000 (`2` → `second`, `21` → `twenty first`, `40` → `fortieth`). */
function ordinal(n: number): string[] {
  const words = cardinal(n);
  const last = words.pop()!;
  const unit = UNITS.indexOf(last);
  const ten = TENS.indexOf(last);
  const end = unit > 0 ? ORDINAL_UNITS[unit]! : ten > 1 ? `${last.slice(0, -1)}ieth` : `${last}th`;
  return [...words, end];
}

/** `5,000` → `5000`, `144,000` → `144000`: commas between a digit and a group of exactly three digits. */
export function dropThousandsSeparators(text: string): string {
  return text.replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
}

/**
 * Spells out the numbers of a {@link foldName}ed text, so that `10 commandments` meets `ten
 * commandments` and `2nd` meets `second`: each word that is a whole number below a million, or one
 * with an ordinal ending (`1st`, `2nd`, `3rd`, `4th`), becomes its English words. Other words, and
 * numbers with a leading zero or of a million or more, are kept as they are. Folding splits `5,000`:
 * drop thousands separators first (see {@link dropThousandsSeparators}).
 */
export function spellNumbers(folded: string): string {
  if (!/\d/.test(folded)) return folded;
  return folded
    .split(" ")
    .map((w) => {
      const m = /^([1-9]\d{0,5}|0)(st|nd|rd|th)?$/.exec(w);
      if (m === null) return w;
      const n = Number(m[1]);
      return (m[2] === undefined ? cardinal(n) : n === 0 ? [w] : ordinal(n)).join(" ");
    })
    .join(" ");
}

/**
 * Words for kinds of place that stand in place names (`Dead Sea`, `Mount Tabor`, `Valley of Elah`):
 * name search treats them as descriptive words a query may leave out, and a place's other name that
 * has one (beside other words) is a name, even when its other words are common ones.
 */
export const PLACE_KIND_WORDS: ReadonlySet<string> = new Set([
  "river", "mount", "mountain", "hill", "sea", "lake", "pool", "well", "island", "city", "town", "village", "land",
  "region", "plain", "garden", "valley", "brook", "desert", "wilderness",
]);

/** `text` with every character a regular expression gives a meaning escaped, to match it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
