/**
 * Reader for BibleData's `NavesTopicalDictionary.csv` (Nave's Topical Bible): one row per subject,
 * columns `section,subject,entry`, where `entry` is a quoted multi-line cell. Each line of the entry
 * starts with `-`, indented by 5 spaces per nesting level.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";

/** Path of the table, relative to the source root. */
export const NAVES_FILE = "bibledata/NavesTopicalDictionary.csv";

/** Spaces per nesting level of an entry line. */
export const NAVES_INDENT = 5;

/** One line of a subject's entry. */
export interface RawTopicLine {
  /** 1-based line number in the file. */
  readonly line: number;
  /** Nesting level: leading spaces divided by 5 (0, 1, 2 …). */
  readonly depth: number;
  /** The line after its indentation and leading `-`, untrimmed at the end (may be empty). */
  readonly text: string;
}

/** One subject of Nave's Topical Bible, as upstream wrote it. */
export interface RawTopic {
  /** 1-based line number where the row starts. */
  readonly line: number;
  /** The section letter (`A` … `Z`). */
  readonly section: string;
  /** The subject, e.g. `AARON` or `PRIEST, HIGH`. */
  readonly subject: string;
  /** The lines of the entry, in order. */
  readonly lines: readonly RawTopicLine[];
}

/**
 * Reads Nave's Topical Bible. Problems (at `file:line`): a missing column, an empty subject, a
 * section that is not one letter, an empty entry, an entry line that does not start with `-`, and a
 * non-empty line whose indentation is not a multiple of 5 spaces. Blank lines carry nothing and are
 * passed over; lines that are a bare `-` are kept (upstream has a few, at odd indentations).
 */
export async function readNaves(files: SourceFiles, problems: Problems): Promise<RawTopic[]> {
  const file = NAVES_FILE;
  if (!(await files.exists(file))) {
    problems.add(file, undefined, "file not found");
    return [];
  }
  const text = await files.readText(file);
  const rows = readCsv(text, file, problems, { columns: ["section", "subject", "entry"] });
  const topics: RawTopic[] = [];
  for (const row of rows) {
    const section = row.get("section").trim();
    const subject = row.get("subject").trim();
    let ok = true;
    if (subject === "") {
      problems.add(file, row.line, "empty subject");
      ok = false;
    }
    if (!/^[A-Z]$/.test(section)) {
      problems.add(file, row.line, `section "${section}" is not a single capital letter`);
      ok = false;
    }
    const lines: RawTopicLine[] = [];
    const entry = row.get("entry").replace(/\r\n?/g, "\n");
    if (entry.trim() === "") {
      problems.add(file, row.line, "empty entry");
      ok = false;
    }
    // The entry is the last column, so its n-th line sits n lines below the row's first line.
    entry.split("\n").forEach((raw, i) => {
      const line = row.line + i;
      const m = /^( *)-(.*)$/.exec(raw);
      if (m === null) {
        if (raw.trim() === "") return;
        problems.add(file, line, `entry line does not start with "-": ${JSON.stringify(raw.slice(0, 60))}`);
        ok = false;
        return;
      }
      const indent = (m[1] ?? "").length;
      const body = m[2] ?? "";
      if (indent % NAVES_INDENT !== 0 && body.trim() !== "") {
        problems.add(file, line, `indentation of ${indent} spaces is not a multiple of ${NAVES_INDENT}`);
        ok = false;
        return;
      }
      lines.push({ line, depth: Math.floor(indent / NAVES_INDENT), text: body });
    });
    if (ok) topics.push({ line: row.line, section, subject, lines });
  }
  return topics;
}
