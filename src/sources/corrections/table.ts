/**
 * What every correction table's reader starts with: the table read by header name, and the rows
 * whose every cell is filled (a row with an empty cell is one problem at `file:line` naming them).
 */
import { filledCells, readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import { readRequired, type SourceFiles } from "../../core/source-files.ts";

/** A row of a correction table: its line, and its trimmed cells in the order of the columns asked for. */
export interface FilledRow<C extends readonly string[]> {
  readonly line: number;
  readonly cells: { readonly [K in keyof C]: string };
}

/**
 * The filled rows of the table `file` (rooted at the project root), each with the cells of `columns`,
 * read as they are iterated, so that an empty cell's problem comes in line order with the problems the
 * reader finds. A missing file or a missing column is a problem, and then there are no rows.
 */
export async function readFilledRows<const C extends readonly string[]>(files: SourceFiles, file: string, columns: C, problems: Problems): Promise<Iterable<FilledRow<C>>> {
  const text = await readRequired(files, file, problems);
  if (text === undefined) return [];
  const csv = readCsv(text, file, problems, { columns: [...columns] });
  return (function* () {
    for (const r of csv) {
      const cells = filledCells(r, columns, file, problems);
      if (cells !== undefined) yield { line: r.line, cells: cells as unknown as FilledRow<C>["cells"] };
    }
  })();
}
