/**
 * Reads the tables the study tools work on back from a built tree (`dist-api/`): the Hebrew and Greek
 * words of every verse, Strong's entries, both lexicons, people, places and events. For the benchmark
 * script and the full-data tests, which start from a tree rather than from a build in memory; the
 * build itself hands the same records over in {@link Dataset.tables}.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Event } from "../../src/types/event.ts";
import type { GreekLexiconEntry } from "../../src/types/greek_lexicon_entry.ts";
import type { GreekWord } from "../../src/types/greek_word.ts";
import type { HebrewWord } from "../../src/types/hebrew_word.ts";
import type { LexiconEntry } from "../../src/types/lexicon_entry.ts";
import type { Person } from "../../src/types/person.ts";
import type { Place } from "../../src/types/place.ts";
import type { StrongsEntry } from "../../src/types/strongs.ts";

/** The study tools' input tables. */
export interface StudyTables {
  readonly hebrew_word: readonly HebrewWord[];
  readonly greek_word: readonly GreekWord[];
  readonly strongs: readonly StrongsEntry[];
  readonly lexicon_entry: readonly LexiconEntry[];
  readonly greek_lexicon_entry: readonly GreekLexiconEntry[];
  readonly person: readonly Person[];
  readonly place: readonly Place[];
  readonly event: readonly Event[];
}

/** The `data` of every `*.json` file (not the compressed variants) of one folder of the tree, in name order. */
async function readFolder<T>(dir: string): Promise<T[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith(".json")).sort();
  const out: T[] = [];
  const batch = 64;
  for (let i = 0; i < names.length; i += batch) {
    const bodies = await Promise.all(names.slice(i, i + batch).map((n) => readFile(path.join(dir, n), "utf8")));
    for (const b of bodies) {
      const data = (JSON.parse(b) as { data: T | T[] }).data;
      if (Array.isArray(data)) out.push(...data);
      else out.push(data);
    }
  }
  return out;
}

/** Loads {@link StudyTables} from the `v1/` folders of a built tree. */
export async function readStudyTables(treeDir: string): Promise<StudyTables> {
  const v1 = (folder: string) => path.join(treeDir, "v1", folder);
  const [hebrew_word, greek_word, strongs, lexicon_entry, greek_lexicon_entry, person, place, event] = await Promise.all([
    readFolder<HebrewWord>(v1("hebrew")),
    readFolder<GreekWord>(v1("greek")),
    readFolder<StrongsEntry>(v1("strongs")),
    readFolder<LexiconEntry>(v1("lexicon")),
    readFolder<GreekLexiconEntry>(v1("greek-lexicon")),
    readFolder<Person>(v1("people")),
    readFolder<Place>(v1("places")),
    readFolder<Event>(v1("events")),
  ]);
  return { hebrew_word, greek_word, strongs, lexicon_entry, greek_lexicon_entry, person, place, event };
}
