/**
 * The Theographic `json/*.json` files: Airtable exports, each an array of records
 * `{ id: "rec…", createdTime, fields: { … } }`. Empty fields are left out of `fields`; link fields
 * hold arrays of Airtable record ids. This module reads such a file and checks field types.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";
import { parseJsonFile } from "../../core/json.ts";

/** One Airtable record with the line its `id` stands on. */
export interface AirtableRecord {
  /** Airtable record id (`rec…`). */
  readonly id: string;
  /** 1-based line of the record's `"id"` member, when it could be found. */
  readonly line: number | undefined;
  readonly fields: Readonly<Record<string, unknown>>;
}

/**
 * Reads an Airtable JSON export. Invalid JSON, a top level that is not an array, and records without
 * a string `id` or an object `fields` are problems (such records are left out).
 */
export async function readAirtable(files: SourceFiles, file: string, problems: Problems): Promise<AirtableRecord[]> {
  const body = await readRequired(files, file, problems);
  if (body === undefined) return [];
  const parsed = parseJsonFile(body, file, problems);
  if (parsed === undefined) return [];
  const { value: data, json } = parsed;
  if (!Array.isArray(data)) {
    problems.add(file, 1, "expected an array of Airtable records");
    return [];
  }
  const lines = idLines(json);
  const out: AirtableRecord[] = [];
  data.forEach((item: unknown, i) => {
    const rec = item as { id?: unknown; fields?: unknown } | null;
    const id = typeof rec?.id === "string" ? rec.id : undefined;
    const fields = rec?.fields;
    if (id === undefined || typeof fields !== "object" || fields === null || Array.isArray(fields)) {
      problems.add(file, id === undefined ? undefined : lines.get(id), `record ${i + 1}: expected a string "id" and an object "fields"`);
      return;
    }
    out.push({ id, line: lines.get(id), fields: fields as Record<string, unknown> });
  });
  return out;
}

/** The context for reporting problems about fields of `rec`. */
export function recordContext(file: string, rec: AirtableRecord, problems: Problems): CellContext {
  return { file, line: rec.line, problems };
}

/** A string field, or undefined when absent; a number is turned into its decimal text. */
export function stringField(ctx: CellContext, rec: AirtableRecord, name: string): string | undefined {
  const v = rec.fields[name];
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  if (typeof v === "number") return String(v);
  ctx.problems.add(ctx.file, ctx.line, `${rec.id}: field "${name}" should be a string`);
  return undefined;
}

/** A list field (an array of strings, usually Airtable ids); absent is empty. */
export function listField(ctx: CellContext, rec: AirtableRecord, name: string): string[] {
  const v = rec.fields[name];
  if (v === undefined || v === null) return [];
  if (Array.isArray(v) && v.every((x): x is string => typeof x === "string")) return v;
  ctx.problems.add(ctx.file, ctx.line, `${rec.id}: field "${name}" should be an array of strings`);
  return [];
}

/** A boolean field; absent is false. */
export function booleanField(ctx: CellContext, rec: AirtableRecord, name: string): boolean {
  const v = rec.fields[name];
  if (v === undefined || v === null) return false;
  if (typeof v === "boolean") return v;
  ctx.problems.add(ctx.file, ctx.line, `${rec.id}: field "${name}" should be a boolean`);
  return false;
}

/** A numeric field, or null when absent. */
export function numberField(ctx: CellContext, rec: AirtableRecord, name: string): number | null {
  const v = rec.fields[name];
  if (v === undefined || v === null) return null;
  if (typeof v === "number" && Number.isFinite(v)) return v;
  ctx.problems.add(ctx.file, ctx.line, `${rec.id}: field "${name}" should be a number`);
  return null;
}

/** Line of the first `"id": "…"` member for every id in the text (one pass). */
function idLines(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const re = /"id"\s*:\s*"([^"\\]*)"/g;
  let line = 1;
  let pos = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    for (; pos < m.index; pos++) if (text.charCodeAt(pos) === 10) line++;
    const id = m[1] ?? "";
    if (!out.has(id)) out.set(id, line);
  }
  return out;
}

/** Two parallel lists of one record present in both the CSV and the JSON export. */
export interface ParallelLists {
  /** Airtable record ids, in JSON order. */
  readonly ids: readonly string[];
  /** The CSV keys of the same items, in CSV order. */
  readonly keys: readonly string[];
  /** Where the JSON list stands, for problems. */
  readonly file: string;
  readonly line: number | undefined;
}

/**
 * Learns Airtable id → CSV key from lists that name the same items in the same order in both
 * exports (e.g. an event's `participants`). Pairs of different lengths are not aligned. An id that
 * would stand for two keys is a problem and is left out of the map.
 */
export function alignIds(pairs: Iterable<ParallelLists>, problems: Problems): Map<string, string> {
  const out = new Map<string, string>();
  const conflicting = new Set<string>();
  for (const p of pairs) {
    if (p.ids.length !== p.keys.length) continue;
    p.ids.forEach((id, i) => {
      const key = p.keys[i] ?? "";
      const known = out.get(id);
      if (known === undefined) out.set(id, key);
      else if (known !== key && !conflicting.has(id)) {
        problems.add(p.file, p.line, `Airtable id ${id} lines up with both "${known}" and "${key}"`);
        conflicting.add(id);
      }
    });
  }
  for (const id of conflicting) out.delete(id);
  return out;
}

/** Maps Airtable ids through `map`; an id it does not know is kept as it is (and resolves to nothing later). */
export function mapIds(ids: readonly string[], map: ReadonlyMap<string, string>): string[] {
  return ids.map((id) => map.get(id) ?? id);
}
