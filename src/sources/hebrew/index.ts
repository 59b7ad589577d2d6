/**
 * All Hebrew source tables: Strong's Hebrew dictionary, Brown-Driver-Briggs with its Strong's bridges
 * (LexicalIndex, AugIndex), and the OSHB words with the WLC → KJV verse map.
 */
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { readAugIndex, type AugIndexRow } from "./aug-index.ts";
import { readBdb, type BdbEntryRow } from "./bdb.ts";
import { readHebrewStrong, type HebrewStrongRow } from "./hebrew-strong.ts";
import { readLexicalIndex, type LexicalIndexRow } from "./lexical-index.ts";
import { readMorphhbBooks, readVerseMap, type MorphhbVerse, type VerseMapRow } from "./morphhb.ts";

export type { AugIndexRow } from "./aug-index.ts";
export type { BdbEntryRow, BdbLink, BdbSense } from "./bdb.ts";
export type { HebrewStrongRow } from "./hebrew-strong.ts";
export type { LexicalIndexRow } from "./lexical-index.ts";
export type { MorphhbVerse, MorphhbWord, Reading, VerseMapRow } from "./morphhb.ts";

/** The raw rows of every Hebrew table, each with its line. */
export interface HebrewRaw {
  /** HebrewStrong.xml entries. */
  readonly strongs: readonly HebrewStrongRow[];
  /** BrownDriverBriggs.xml entries. */
  readonly bdb: readonly BdbEntryRow[];
  /** LexicalIndex.xml entries. */
  readonly lexicalIndex: readonly LexicalIndexRow[];
  /** AugIndex.xml entries. */
  readonly augIndex: readonly AugIndexRow[];
  /** WLC verses with their words, in sorted file order then document order. */
  readonly verses: readonly MorphhbVerse[];
  /** VerseMap.xml entries. */
  readonly verseMap: readonly VerseMapRow[];
}

/** Reads every Hebrew source table; malformed input is added to `problems` and reading goes on. */
export async function readHebrew(files: SourceFiles, problems: Problems): Promise<HebrewRaw> {
  return {
    strongs: await readHebrewStrong(files, problems),
    bdb: await readBdb(files, problems),
    lexicalIndex: await readLexicalIndex(files, problems),
    augIndex: await readAugIndex(files, problems),
    verses: await readMorphhbBooks(files, problems),
    verseMap: await readVerseMap(files, problems),
  };
}
