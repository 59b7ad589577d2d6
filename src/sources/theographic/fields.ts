/**
 * Cell parsers shared by the Theographic and BibleData readers: `checked` booleans, integers,
 * coordinates, single-slug cells, list cells and OSIS verse lists. Each parser reports a malformed
 * cell as a problem at the row's `file:line` and returns a safe value so the reader can keep going.
 */
import { splitList } from "../../core/csv.ts";
import { bookByOsis, canonicalVerse } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";

/** Where a cell sits: the file, the line its row starts on, and the problem list to report to. */
export interface CellContext {
  readonly file: string;
  readonly line: number | undefined;
  readonly problems: Problems;
}

/** Reports a problem about one column of the row. */
export function report(ctx: CellContext, column: string, reason: string): void {
  ctx.problems.add(ctx.file, ctx.line, `${column}: ${reason}`);
}

/** Trims a cell and turns an empty one into null. */
export function text(cell: string): string | null {
  const t = cell.trim();
  return t === "" ? null : t;
}

/** A boolean cell: the literal `checked` or empty. Anything else is a problem (and false). */
export function checked(ctx: CellContext, column: string, cell: string): boolean {
  const t = cell.trim();
  if (t === "") return false;
  if (t === "checked") return true;
  report(ctx, column, `expected "checked" or an empty cell, found "${t}"`);
  return false;
}

/** An optional signed integer cell; a non-integer is a problem (and null). */
export function integer(ctx: CellContext, column: string, cell: string): number | null {
  const t = cell.trim();
  if (t === "") return null;
  if (!/^-?\d+$/.test(t)) {
    report(ctx, column, `expected an integer, found "${t}"`);
    return null;
  }
  return Number(t);
}

/** A year on the historical scale (no year 0); 0 or a non-integer is a problem (and null). */
export function historicalYear(ctx: CellContext, column: string, cell: string): number | null {
  const y = integer(ctx, column, cell);
  if (y === 0) {
    report(ctx, column, "year 0 does not exist on the historical (BC/AD) scale");
    return null;
  }
  return y;
}

/** An optional decimal number within `[min, max]`; anything else is a problem (and null). */
export function decimal(ctx: CellContext, column: string, cell: string, min: number, max: number): number | null {
  const t = cell.trim();
  if (t === "") return null;
  const n = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isFinite(n) || n < min || n > max) {
    report(ctx, column, `expected a number between ${min} and ${max}, found "${t}"`);
    return null;
  }
  return n;
}

/** A list cell (second-level CSV; see {@link splitList}). */
export function list(cell: string, separator: "," | ", " = ","): string[] {
  return splitList(cell, separator);
}

/** A list cell with repeated items removed, first occurrence kept. */
export function uniqueList(cell: string, separator: "," | ", " = ","): string[] {
  return [...new Set(splitList(cell, separator))];
}

/** A cell that names at most one item; a list of several is a problem (the first is kept). */
export function single(ctx: CellContext, column: string, cell: string): string | null {
  const items = splitList(cell);
  if (items.length > 1) report(ctx, column, `expected one value, found ${items.length} ("${cell.trim()}")`);
  return items[0] ?? null;
}

/**
 * A list of OSIS verses, each checked against the KJV canon and spelled canonically. A reference
 * that is not a canon verse is a problem and is left out; repeats are dropped; order is kept.
 */
export function verseList(ctx: CellContext, column: string, cell: string): string[] {
  const out = new Set<string>();
  for (const ref of splitList(cell)) {
    const v = canonicalVerse(ref);
    if (v === undefined) report(ctx, column, `"${ref}" is not a verse of the KJV canon (Book.Chapter.Verse)`);
    else out.add(v);
  }
  return [...out];
}

/**
 * A list of OSIS chapters (`Neh.1`), each checked against the KJV canon. A reference that is not a
 * canon chapter is a problem and is left out; repeats are dropped; order is kept.
 */
export function chapterList(ctx: CellContext, column: string, cell: string): string[] {
  const out = new Set<string>();
  for (const ref of splitList(cell)) {
    const m = /^([1-3]?[A-Za-z]+)\.(\d+)$/.exec(ref);
    const book = m === null ? undefined : bookByOsis(m[1] ?? "");
    const chapter = Number(m?.[2]);
    if (book === undefined || !(chapter >= 1 && chapter <= book.book.verses.length)) report(ctx, column, `"${ref}" is not a chapter of the KJV canon (Book.Chapter)`);
    else out.add(`${book.book.osis}.${chapter}`);
  }
  return [...out];
}
