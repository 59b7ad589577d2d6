/**
 * Reader for OpenBible.info's `cross_references.txt`: a tab-separated table with a header row whose
 * fourth cell is a comment (`#www.openbible.info CC-BY …`) and data rows of exactly three fields
 * (`From Verse`, `To Verse`, `Votes`). The file has about 345,000 rows, so it is split by hand
 * rather than through the generic CSV parser (several times faster; nothing in it is quoted).
 */
import { parseVerse, verseOrdinal, type VerseRef } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";

/** Path of the table, relative to the source root. */
export const CROSS_REFERENCES_FILE = "openbible-cross-references/cross_references.txt";

const COLUMNS = ["From Verse", "To Verse", "Votes"] as const;

/**
 * Verses that OpenBible numbers in the versification of modern English Bibles and that do not exist in
 * KJV versification, with the KJV verse that holds their text. 3 John has 15 verses in the ESV and 14
 * in the KJV, whose verse 14 also holds the ESV's verse 15 ("Peace be to thee…").
 */
export const ENGLISH_TO_KJV: ReadonlyMap<string, string> = new Map([["3John.1.15", "3John.1.14"]]);

/** One row of the table, checked against the canon but otherwise as upstream wrote it. */
export interface RawCrossReference {
  /** 1-based line number in the file. */
  readonly line: number;
  /** The source verse, e.g. `Gen.1.1`. */
  readonly from: string;
  /** The target verse, or the first verse of the target range. */
  readonly toStart: string;
  /** The last verse of the target range, or null when the target is a single verse. */
  readonly toEnd: string | null;
  /** Community vote count; may be zero or negative. */
  readonly votes: number;
}

/**
 * Reads the OpenBible cross-reference table. Columns are found by header name. A row with the wrong
 * number of fields, a verse that is not a verse of the KJV canon (a verse of {@link ENGLISH_TO_KJV}
 * counts as the KJV verse it maps to), a range that ends before it starts, or a vote count that is not
 * an integer is reported as a problem at `file:line`; reading goes on. Rows keep upstream's spelling.
 */
export async function readCrossReferences(files: SourceFiles, problems: Problems): Promise<RawCrossReference[]> {
  const file = CROSS_REFERENCES_FILE;
  if (!(await files.exists(file))) {
    problems.add(file, undefined, "file not found");
    return [];
  }
  let text = await files.readText(file);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split("\n");

  const first = stripCr(lines[0] ?? "");
  if (first.trim() === "") {
    problems.add(file, 1, "the file is empty; expected a header row");
    return [];
  }
  const header = first.split("\t");
  // Header cells that start with `#` are comments, not columns.
  const width = header.filter((cell) => !cell.trim().startsWith("#")).length;
  const index = new Map(header.map((name, i) => [name.trim(), i]));
  const missing = COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) {
    problems.add(file, 1, `missing column(s) ${missing.map((c) => `"${c}"`).join(", ")} in the header`);
    return [];
  }
  const iFrom = index.get("From Verse") ?? 0;
  const iTo = index.get("To Verse") ?? 1;
  const iVotes = index.get("Votes") ?? 2;

  // About 31,000 distinct verses appear, each many times: parse each spelling once.
  const cache = new Map<string, VerseRef | undefined>();
  const verse = (ref: string): VerseRef | undefined => {
    let v = cache.get(ref);
    if (v === undefined && !cache.has(ref)) cache.set(ref, (v = parseVerse(ENGLISH_TO_KJV.get(ref) ?? ref)));
    return v;
  };

  const rows: RawCrossReference[] = [];
  for (let i = 1; i < lines.length; i++) {
    const raw = stripCr(lines[i] ?? "");
    if (raw === "") continue;
    const line = i + 1;
    const cells = raw.split("\t");
    if (cells.length !== width) {
      problems.add(file, line, `expected ${width} tab-separated fields, found ${cells.length}`);
      continue;
    }
    const from = cells[iFrom] ?? "";
    const to = cells[iTo] ?? "";
    const votesText = cells[iVotes] ?? "";
    const reasons: string[] = [];

    if (verse(from) === undefined) reasons.push(`From Verse "${from}" is not a verse of the KJV canon`);

    const dash = to.indexOf("-");
    const toStart = dash < 0 ? to : to.slice(0, dash);
    const toEnd = dash < 0 ? null : to.slice(dash + 1);
    const start = verse(toStart);
    const end = toEnd === null ? start : verse(toEnd);
    if (start === undefined || end === undefined) {
      reasons.push(`To Verse "${to}" is not a verse or a range of verses of the KJV canon`);
    } else if (verseOrdinal(end) < verseOrdinal(start)) {
      reasons.push(`To Verse "${to}" ends before it starts`);
    }

    if (!/^-?\d+$/.test(votesText)) reasons.push(`Votes "${votesText}" is not an integer`);

    if (reasons.length > 0) {
      problems.add(file, line, reasons.join("; "));
      continue;
    }
    rows.push({ line, from, toStart, toEnd, votes: Number(votesText) });
  }
  return rows;
}

function stripCr(s: string): string {
  return s.endsWith("\r") ? s.slice(0, -1) : s;
}
