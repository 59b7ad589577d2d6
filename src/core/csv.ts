/**
 * CSV/TSV reading by header name, with line numbers, BOM handling and second-level list cells.
 */
import { parse } from "csv-parse/sync";
import type { Problems } from "./problems.ts";

/** One data row: its cells by header name and the line it starts on. */
export interface CsvRow {
  /** 1-based line number where the record starts in the file. */
  readonly line: number;
  /** Returns the cell of a column that was declared required (always present, maybe ""). */
  get(column: string): string;
}

/** Options for {@link readCsv}. */
export interface ReadCsvOptions {
  /** Columns the file must have; a missing one is a problem and no rows are returned. */
  readonly columns: readonly string[];
  /** Field delimiter; `,` by default. */
  readonly delimiter?: string;
  /** Whether cells are quoted (RFC 4180); true by default. */
  readonly quoted?: boolean;
}

/**
 * Parses CSV text with a header row. A leading BOM is removed. Reports a missing header column, and
 * a row whose field count differs from the header, as problems at `file:line`.
 */
export function readCsv(text: string, file: string, problems: Problems, options: ReadCsvOptions): CsvRow[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(body, {
      delimiter: options.delimiter ?? ",",
      quote: options.quoted === false ? null : '"',
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as unknown as { record: string[]; info: { lines: number }; raw: string }[];
  } catch (error) {
    const e = error as { lines?: number; message: string };
    problems.add(file, e.lines, `not valid CSV: ${e.message}`);
    return [];
  }
  const header = records[0]?.record;
  if (header === undefined) {
    problems.add(file, 1, "the file is empty; expected a header row");
    return [];
  }
  const index = new Map<string, number>();
  header.forEach((name, i) => index.set(name.trim(), i));
  const missing = options.columns.filter((c) => !index.has(c));
  if (missing.length > 0) {
    problems.add(file, 1, `missing column(s) ${missing.map((c) => `"${c}"`).join(", ")} in the header`);
    return [];
  }
  const rows: CsvRow[] = [];
  for (const { record, info, raw } of records.slice(1)) {
    const line = startLine(info.lines, raw);
    if (record.length !== header.length) {
      problems.add(file, line, `expected ${header.length} fields, found ${record.length}`);
      continue;
    }
    rows.push({
      line,
      get(column: string): string {
        const i = index.get(column);
        if (i === undefined) throw new Error(`column "${column}" was not declared in readCsv options`);
        return record[i] ?? "";
      },
    });
  }
  return rows;
}

/**
 * Splits a list cell such as `miriam_2087,moses_2108` or `a,"b, c"` into its items, trimming each and
 * dropping empty ones. Items that contain the separator are wrapped in double quotes upstream.
 */
export function splitList(cell: string, separator: "," | ", " = ","): string[] {
  if (cell.trim() === "") return [];
  if (!cell.includes('"')) return cell.split(separator).map((s) => s.trim()).filter((s) => s !== "");
  const rows = parse(cell, { delimiter: separator, relax_quotes: true, trim: true }) as string[][];
  return (rows[0] ?? []).map((s) => s.trim()).filter((s) => s !== "");
}

/** The line a record starts on, from the line it ends on and its raw text (which may span lines). */
function startLine(endLine: number, raw: string): number {
  const own = raw.replace(/^(\r?\n)+/, "").replace(/\r?\n$/, "");
  return endLine - (own.match(/\n/g)?.length ?? 0);
}

/**
 * The trimmed cells of `columns` in a row of a table whose every cell must be filled, in that order;
 * undefined, with one problem at `file:line` naming the empty ones, when any is empty.
 */
export function filledCells(row: CsvRow, columns: readonly string[], file: string, problems: Problems): string[] | undefined {
  const cells = columns.map((c) => row.get(c).trim());
  const empty = columns.filter((_, i) => cells[i] === "");
  if (empty.length === 0) return cells;
  problems.add(file, row.line, `${empty.join(", ")} must be filled`);
  return undefined;
}
