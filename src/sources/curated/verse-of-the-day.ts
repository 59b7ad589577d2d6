/**
 * Reader for the project's own curated list of verses of the day (`sources/curated/verse-of-the-day.json`:
 * `{ "description": "…", "verses": ["Gen.1.1", …] }`). Not an upstream table: the list is ours, chosen
 * by hand, and lives in the repository.
 */
import { arrayElementLines, parseJsonFile } from "../../core/json.ts";
import { canonicalVerse } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";
import { readRequired, type SourceFiles } from "../../core/source-files.ts";

/** The list's file, relative to the project root. */
export const VERSE_OF_THE_DAY_FILE = "sources/curated/verse-of-the-day.json";

/** Fewest verses the list must hold: one for each day of a leap year. */
export const MIN_VERSES_OF_THE_DAY = 366;

/**
 * Reads the list: every entry must be a verse of the canon written in canonical OSIS (`Gen.1.1`, not
 * `gen.1.1`), given once; the list must hold at least {@link MIN_VERSES_OF_THE_DAY} verses. Each
 * problem is reported at its line.
 */
export async function readVersesOfTheDay(files: SourceFiles, problems: Problems): Promise<string[]> {
  const file = VERSE_OF_THE_DAY_FILE;
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const parsed = parseJsonFile(text, file, problems);
  if (parsed === undefined) return [];
  const verses = (parsed.value as { verses?: unknown } | null)?.verses;
  if (!Array.isArray(verses)) {
    problems.add(file, 1, 'expected an object with a "verses" array');
    return [];
  }
  const start = parsed.json.indexOf('"verses"');
  const offset = parsed.json.slice(0, start).split("\n").length - 1;
  const lines = arrayElementLines(parsed.json.slice(parsed.json.indexOf("[", start)));
  const out: string[] = [];
  const seen = new Set<string>();
  verses.forEach((v: unknown, i) => {
    const line = (lines[i] ?? 1) + offset;
    const osis = typeof v === "string" ? canonicalVerse(v) : undefined;
    if (osis === undefined || osis !== v) problems.add(file, line, `${JSON.stringify(v)} is not a verse of the canon in canonical OSIS (e.g. "John.3.16")`);
    else if (seen.has(osis)) problems.add(file, line, `${osis} is listed twice`);
    else {
      seen.add(osis);
      out.push(osis);
    }
  });
  if (verses.length < MIN_VERSES_OF_THE_DAY) problems.add(file, 1, `the list holds ${verses.length} verses; it needs at least ${MIN_VERSES_OF_THE_DAY}, one for each day of a leap year`);
  return out;
}
