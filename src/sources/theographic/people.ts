/**
 * Reader for `theographic-bible-metadata/CSV/People.csv`: one row per person, keyed by
 * `personLookup` (e.g. `aaron_1`). Years are on the historical scale (no year 0); verse lists are OSIS
 * but not always in canonical order; `eastons` and `events` items that contain a comma are quoted.
 */
import { readCsv } from "../../core/csv.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { chapterList, checked, historicalYear, integer, list, report, single, text, uniqueList, verseList, type CellContext } from "./fields.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const PEOPLE_FILE = "theographic-bible-metadata/CSV/People.csv";

/** One row of People.csv, cells parsed but links not resolved. */
export interface PersonRow {
  readonly line: number;
  /** Upstream key, e.g. `abraham_58`. */
  readonly personLookup: string;
  /** Numeric id, orders homonyms. */
  readonly personID: number;
  /** `publish` or `wip`. */
  readonly status: string;
  /** Name with a disambiguating note, e.g. `Haran (brother of Abraham)`. */
  readonly displayTitle: string;
  readonly name: string;
  readonly surname: string | null;
  readonly alsoCalled: readonly string[];
  readonly isProperName: boolean;
  readonly ambiguous: boolean;
  readonly gender: "Male" | "Female" | null;
  /** Historical year (no year 0; negative is BC). */
  readonly birthYear: number | null;
  /** Historical year (no year 0; negative is BC). */
  readonly deathYear: number | null;
  /** Place key. */
  readonly birthPlace: string | null;
  /** Place key. */
  readonly deathPlace: string | null;
  /** Group names. */
  readonly memberOf: readonly string[];
  /** Easton `dictLookup` names. */
  readonly eastons: readonly string[];
  /** Event titles. */
  readonly events: readonly string[];
  /** Canonical OSIS verses in upstream order, without repeats. */
  readonly verses: readonly string[];
  /** Person keys. */
  readonly mother: string | null;
  readonly father: string | null;
  readonly partners: readonly string[];
  readonly children: readonly string[];
  readonly siblings: readonly string[];
  readonly halfSiblingsSameMother: readonly string[];
  readonly halfSiblingsSameFather: readonly string[];
  /** OSIS chapters the person wrote (`Neh.1`), in upstream order, without repeats. */
  readonly chaptersWritten: readonly string[];
}

const COLUMNS = [
  "personLookup",
  "status",
  "personID",
  "displayTitle",
  "name",
  "surname",
  "alsoCalled",
  "isProperName",
  "ambiguous",
  "gender",
  "birthYear",
  "deathYear",
  "birthPlace",
  "deathPlace",
  "memberOf",
  "eastons",
  "events",
  "verseCount",
  "verses",
  "mother",
  "father",
  "partners",
  "children",
  "siblings",
  "halfSiblingsSameMother",
  "halfSiblingsSameFather",
  "chaptersWritten",
] as const;

/**
 * Reads People.csv. A row without a key, id or name, or with a repeated key, is a problem and is left
 * out; a malformed cell is a problem and is read as empty; a `verseCount` that disagrees with the
 * number of `verses` is a problem.
 */
export async function readPeople(files: SourceFiles, problems: Problems): Promise<PersonRow[]> {
  const file = PEOPLE_FILE;
  const body = await readRequired(files, file, problems);
  if (body === undefined) return [];
  const rows: PersonRow[] = [];
  const seen = new Set<string>();
  for (const r of readCsv(body, file, problems, { columns: COLUMNS })) {
    const ctx: CellContext = { file, line: r.line, problems };
    const personLookup = r.get("personLookup").trim();
    const personID = integer(ctx, "personID", r.get("personID"));
    const name = r.get("name").trim();
    if (personLookup === "" || personID === null || name === "") {
      report(ctx, "personLookup/personID/name", "a person needs a key, a numeric id and a name");
      continue;
    }
    if (seen.has(personLookup)) {
      report(ctx, "personLookup", `"${personLookup}" is used by an earlier row`);
      continue;
    }
    seen.add(personLookup);
    const verses = verseList(ctx, "verses", r.get("verses"));
    const verseCount = integer(ctx, "verseCount", r.get("verseCount"));
    const listed = list(r.get("verses")).length;
    if (verseCount !== null && verseCount !== listed) {
      report(ctx, "verseCount", `is ${verseCount} but "verses" lists ${listed} verse(s)`);
    }
    const gender = r.get("gender").trim();
    if (gender !== "" && gender !== "Male" && gender !== "Female") report(ctx, "gender", `expected Male, Female or empty, found "${gender}"`);
    rows.push({
      line: r.line,
      personLookup,
      personID,
      status: r.get("status").trim(),
      displayTitle: text(r.get("displayTitle")) ?? name,
      name,
      surname: text(r.get("surname")),
      alsoCalled: uniqueList(r.get("alsoCalled")),
      isProperName: checked(ctx, "isProperName", r.get("isProperName")),
      ambiguous: checked(ctx, "ambiguous", r.get("ambiguous")),
      gender: gender === "Male" || gender === "Female" ? gender : null,
      birthYear: historicalYear(ctx, "birthYear", r.get("birthYear")),
      deathYear: historicalYear(ctx, "deathYear", r.get("deathYear")),
      birthPlace: single(ctx, "birthPlace", r.get("birthPlace")),
      deathPlace: single(ctx, "deathPlace", r.get("deathPlace")),
      memberOf: uniqueList(r.get("memberOf")),
      eastons: uniqueList(r.get("eastons")),
      events: uniqueList(r.get("events")),
      verses,
      mother: single(ctx, "mother", r.get("mother")),
      father: single(ctx, "father", r.get("father")),
      partners: uniqueList(r.get("partners")),
      children: uniqueList(r.get("children")),
      siblings: uniqueList(r.get("siblings")),
      halfSiblingsSameMother: uniqueList(r.get("halfSiblingsSameMother")),
      halfSiblingsSameFather: uniqueList(r.get("halfSiblingsSameFather")),
      chaptersWritten: chapterList(ctx, "chaptersWritten", r.get("chaptersWritten")),
    });
  }
  return rows;
}
