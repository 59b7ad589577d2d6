/**
 * Strong's numbers: every upstream spelling normalised to `H<n>` / `G<n>`, keeping a letter suffix.
 *
 * Upstream spellings handled: `H1` (HebrewStrong ids), `1`, `b/7225`, `1254 a`, `1254a` (OSHB lemma
 * and AugIndex), `00026` and `26` (Strong's Greek XML), `00026`/`00040a` (Abbott-Smith), `0026`
 * (Dodson), bare integers (lexemes.yaml), and `H430` inside space-separated lists (BibleData).
 */

/** The two Strong's dictionaries. */
export type StrongsLanguage = "hebrew" | "greek";

/**
 * Normalises one Strong's number. `raw` may carry an `H`/`G` prefix (which then wins over
 * `language`), zero padding, a trailing letter with or without a space, and OSHB morpheme prefixes
 * (`b/7225` → `H7225`); a trailing `+` is dropped. Returns undefined for anything else.
 */
export function normalizeStrongs(raw: string | number, language: StrongsLanguage): string | undefined {
  let s = String(raw).trim();
  if (s.includes("/")) s = s.split("/").filter((part) => /\d/.test(part)).pop() ?? "";
  s = s.replace(/\+$/, "").trim();
  const m = /^([HGhg])?0*(\d{1,5})\s?([a-zA-Z])?$/.exec(s);
  if (m === null) return undefined;
  const n = Number(m[2]);
  if (n === 0) return undefined;
  const prefix = m[1] !== undefined ? m[1].toUpperCase() : language === "hebrew" ? "H" : "G";
  const suffix = m[3] !== undefined ? m[3].toLowerCase() : "";
  return `${prefix}${n}${suffix}`;
}

/** The number without its letter suffix (`H1254a` → `H1254`). */
export function baseStrongs(number: string): string {
  return number.replace(/[a-z]$/, "");
}

/** Whether a string is a normalised Strong's number (`H1`, `G26`, `H1254a`). */
export function isStrongs(s: string): boolean {
  return /^[HG][1-9]\d{0,4}[a-z]?$/.test(s);
}
