/**
 * Readers for the people groups: `theographic-bible-metadata/CSV/PeopleGroups.csv` (keyed by
 * `groupName`) and the groups found only in `json/peopleGroups.json` (Airtable ids as links).
 * Event titles in `events`/`events_dev` that contain a comma are quoted.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { listField, mapIds, readAirtable, recordContext, stringField, type AirtableRecord } from "./airtable.ts";
import type { AirtableBridge } from "./events.ts";
import { report, single, uniqueList, verseList, type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the CSV file, relative to the source root. */
export const GROUPS_FILE = "theographic-bible-metadata/CSV/PeopleGroups.csv";
/** Path of the JSON export, relative to the source root. */
export const GROUPS_JSON_FILE = "theographic-bible-metadata/json/peopleGroups.json";

/** One people group, from a CSV row or a JSON-only record, links not resolved. */
export interface GroupRow {
  readonly file: string;
  readonly line: number | undefined;
  /** Upstream key, e.g. `Tribe of Judah`. */
  readonly name: string;
  /** Person keys, in upstream order. */
  readonly members: readonly string[];
  /** Name of the parent group. */
  readonly partOf: string | null;
  /** Canonical OSIS verses in upstream order, without repeats. */
  readonly verses: readonly string[];
  /** Event titles from `events` and `events_dev` (in JSON: the `events_dev` links), without repeats. */
  readonly events: readonly string[];
}

const COLUMNS = ["groupName", "members", "partOf", "verses", "events", "events_dev"] as const;

/**
 * Reads PeopleGroups.csv. A row without a name, or with a repeated name, is a problem and is left
 * out; a verse that is not in the canon is a problem.
 */
export async function readGroupsCsv(files: SourceFiles, problems: Problems): Promise<GroupRow[]> {
  const file = GROUPS_FILE;
  const body = await readRequired(files, file, problems);
  if (body === undefined) return [];
  const rows: GroupRow[] = [];
  const seen = new Set<string>();
  for (const r of readCsv(body, file, problems, { columns: COLUMNS })) {
    const ctx: CellContext = { file, line: r.line, problems };
    const name = r.get("groupName").trim();
    if (name === "") {
      report(ctx, "groupName", "a group needs a name");
      continue;
    }
    if (seen.has(name)) {
      report(ctx, "groupName", `"${name}" is used by an earlier row`);
      continue;
    }
    seen.add(name);
    rows.push({
      file,
      line: r.line,
      name,
      members: uniqueList(r.get("members")),
      partOf: single(ctx, "partOf", r.get("partOf")),
      verses: verseList(ctx, "verses", r.get("verses")),
      events: [...new Set([...uniqueList(r.get("events")), ...uniqueList(r.get("events_dev"))])],
    });
  }
  return rows;
}

/** Reads `json/peopleGroups.json` as Airtable records. */
export function readGroupsJson(files: SourceFiles, problems: Problems): Promise<AirtableRecord[]> {
  return readAirtable(files, GROUPS_JSON_FILE, problems);
}

/** The Airtable id → group name map of the JSON export. */
export function groupNamesById(records: readonly AirtableRecord[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const rec of records) {
    const name = rec.fields.groupName;
    if (typeof name === "string" && name.trim() !== "") out.set(rec.id, name.trim());
  }
  return out;
}

/**
 * The groups of `json/peopleGroups.json` whose name is not in PeopleGroups.csv, with Airtable links
 * turned into upstream keys through `bridge` (unknown ids are kept as they are, to be reported by the
 * build). A verse id the bridge does not know, and a record without a name, are problems.
 */
export function jsonOnlyGroups(records: readonly AirtableRecord[], csv: readonly GroupRow[], bridge: AirtableBridge, problems: Problems): GroupRow[] {
  const file = GROUPS_JSON_FILE;
  const names = new Set(csv.map((g) => g.name));
  const out: GroupRow[] = [];
  for (const rec of records) {
    const ctx = recordContext(file, rec, problems);
    const name = stringField(ctx, rec, "groupName")?.trim() ?? "";
    if (name === "") {
      problems.add(file, rec.line, `${rec.id}: a group needs a "groupName"`);
      continue;
    }
    if (names.has(name)) continue;
    names.add(name);
    const verses = new Set<string>();
    for (const v of listField(ctx, rec, "verses")) {
      const osis = bridge.verses.get(v);
      if (osis === undefined) problems.add(file, rec.line, `${rec.id}: verse id ${v} is not in the chapters bridge`);
      else verses.add(osis);
    }
    out.push({
      file,
      line: rec.line,
      name,
      members: [...new Set(mapIds(listField(ctx, rec, "members"), bridge.people))],
      partOf: mapIds(listField(ctx, rec, "partOf"), bridge.groups)[0] ?? null,
      verses: [...verses],
      events: [...new Set(mapIds(listField(ctx, rec, "events_dev"), bridge.events))],
    });
  }
  return out;
}
