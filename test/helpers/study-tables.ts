/**
 * The study tools' tables from the full tree ({@link fullTree}), loaded once per test file. Set
 * `STUDY_TREE` to a built full tree (e.g. `dist-api` after `npm run build-data` from the upstream
 * sources) to skip the build while working on the study tools.
 */
import { readStudyTables, type StudyTables } from "./study-tree.ts";
import { fullTree } from "./full-tree.ts";

let loaded: Promise<StudyTables> | undefined;

/** The full data's study tables. Call only when the mirror is there (`haveMirror`). */
export function fullStudyTables(): Promise<StudyTables> {
  loaded ??= (async () => readStudyTables(process.env.STUDY_TREE ?? (await fullTree())))();
  return loaded;
}
