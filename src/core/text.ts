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
