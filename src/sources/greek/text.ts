/**
 * Small helpers shared by the Greek readers: reading a file that may be missing, and folding white space.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";

/**
 * Reads a source file without its BOM, in Unicode NFC, or records a problem and returns undefined when
 * it is missing. NFC matters: strongsgreek.xml spells accented vowels with the oxia code points
 * (`ά` U+1F71), which NFC maps to the tonos forms (`ά` U+03AC) that MorphGNT and lexemes.yaml use.
 */
export async function readSourceText(files: SourceFiles, file: string, problems: Problems): Promise<string | undefined> {
  if (!(await files.exists(file))) {
    problems.add(file, undefined, "the file is missing");
    return undefined;
  }
  return normalizeText(await files.readText(file));
}

/** The text without a leading BOM, in Unicode NFC (line breaks are untouched, so line numbers hold). */
export function normalizeText(text: string): string {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).normalize("NFC");
}

/** Folds runs of white space to one space and trims. */
export function fold(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** {@link fold}, or null when nothing but white space is left. */
export function foldOrNull(text: string): string | null {
  const t = fold(text);
  return t === "" ? null : t;
}
