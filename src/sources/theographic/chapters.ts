/**
 * The verse-id bridge: the JSON exports name verses only by Airtable record id, and the verses table
 * is not among the sources. `json/chapters.json` lists, per chapter (`osisRef`), its verse ids in
 * verse order; `CSV/Chapters.csv` lists the same chapter's verses as OSIS references. Pairing the two
 * lists position by position gives a map from verse id to OSIS reference. Chapters.csv rows are
 * sorted as text (`1Sam.1`, `1Sam.13`, …), which does not matter here since rows are joined by
 * `osisRef`.
 */
import { readCsv, splitList } from "../../core/csv.ts";
import { canonicalVerse } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { listField, readAirtable, recordContext, stringField } from "./airtable.ts";
import { report, type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the CSV file, relative to the source root. */
export const CHAPTERS_FILE = "theographic-bible-metadata/CSV/Chapters.csv";
/** Path of the JSON export, relative to the source root. */
export const CHAPTERS_JSON_FILE = "theographic-bible-metadata/json/chapters.json";

/**
 * Builds the map from Airtable verse id to canonical OSIS verse. A chapter whose two lists differ in
 * length, a verse that is not in its chapter or not in the canon, a JSON chapter without a CSV row,
 * and a verse id given two references are problems (the chapter, or the id, is then left out).
 */
export async function readVerseIds(files: SourceFiles, problems: Problems): Promise<Map<string, string>> {
  const file = CHAPTERS_FILE;
  const osisByChapter = new Map<string, { verses: string[]; line: number }>();
  const body = await readRequired(files, file, problems);
  if (body !== undefined) {
    for (const r of readCsv(body, file, problems, { columns: ["osisRef", "verses"] })) {
      const ctx: CellContext = { file, line: r.line, problems };
      const chapter = r.get("osisRef").trim();
      const verses: string[] = [];
      let ok = true;
      for (const ref of splitList(r.get("verses"))) {
        const v = canonicalVerse(ref);
        if (v === undefined || !v.startsWith(`${chapter}.`) || v.split(".").length !== 3) {
          report(ctx, "verses", `"${ref}" is not a canon verse of chapter ${chapter}`);
          ok = false;
        } else verses.push(v);
      }
      if (ok) osisByChapter.set(chapter, { verses, line: r.line });
    }
  }
  const jsonFile = CHAPTERS_JSON_FILE;
  const out = new Map<string, string>();
  const conflicting = new Set<string>();
  for (const rec of await readAirtable(files, jsonFile, problems)) {
    const ctx = recordContext(jsonFile, rec, problems);
    const chapter = stringField(ctx, rec, "osisRef")?.trim() ?? "";
    const ids = listField(ctx, rec, "verses");
    const csv = osisByChapter.get(chapter);
    if (csv === undefined) {
      if (body !== undefined) problems.add(jsonFile, rec.line, `${rec.id}: chapter "${chapter}" has no usable row in ${file}`);
      continue;
    }
    if (csv.verses.length !== ids.length) {
      problems.add(jsonFile, rec.line, `${rec.id}: chapter ${chapter} lists ${ids.length} verse id(s) but ${file}:${csv.line} lists ${csv.verses.length} verse(s)`);
      continue;
    }
    ids.forEach((id, i) => {
      const osis = csv.verses[i] ?? "";
      const known = out.get(id);
      if (known !== undefined && known !== osis) {
        problems.add(jsonFile, rec.line, `verse id ${id} stands for both ${known} and ${osis}`);
        conflicting.add(id);
      } else out.set(id, osis);
    });
  }
  for (const id of conflicting) out.delete(id);
  return out;
}
