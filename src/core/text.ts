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
