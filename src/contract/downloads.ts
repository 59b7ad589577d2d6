/**
 * The bulk downloads (`/v1/downloads/{file}`), declared once: every file, its format, the media type
 * it is served with (as an attachment) and the tables it is built from, which decide the share-alike
 * licences it carries. The emitter makes the files and their listing from this
 * (`src/emit/downloads.ts`), the runtime serves them by it (type, `Content-Disposition`, licence
 * `Link`), and the static-host configurations give them the same headers (`src/emit/hosting.ts`).
 */
import { SOURCE_TABLES, TABLES, type SourceTable } from "./api.ts";
import type { Download } from "../types/download.ts";

/** The formats of the downloads (`format` in the listing). */
export type DownloadFormat = Download["format"];

/** How a format is served: its media type, and the end of its file names. */
export interface DownloadFormatSpec {
  readonly contentType: string;
  readonly suffix: string;
}

/** Each format's media type and file-name ending. */
export const DOWNLOAD_FORMATS: { readonly [F in DownloadFormat]: DownloadFormatSpec } = {
  sqlite: { contentType: "application/vnd.sqlite3", suffix: ".sqlite" },
  "jsonl.gz": { contentType: "application/gzip", suffix: ".jsonl.gz" },
};

/** The database's file name. */
export const DATABASE_FILE = "bible-reference-api.sqlite";

/** A table of the downloads: a JSON Lines file of its own and a table of the database. */
export interface DownloadTable {
  readonly name: string;
  /** The schema its records follow (`schemas/records/` or `schemas/responses/`). */
  readonly schema: string;
  /** The contract's tables its records are made from: the share-alike licences of their sources apply. */
  readonly builtFrom: readonly SourceTable[];
}

/**
 * The tables of the downloads, in order: the twelve, the verse entries (the people, places and events
 * of each verse, so Theographic's), the verse texts and the upstream sources themselves.
 */
export const DOWNLOAD_TABLES: readonly DownloadTable[] = [
  ...TABLES.map((t) => ({ name: t, schema: `${t}.json`, builtFrom: [t] })),
  { name: "verse", schema: "verse_entry.json", builtFrom: ["person", "place", "event"] },
  { name: "verse_text", schema: "verse_text.json", builtFrom: ["verse_text"] },
  { name: "source", schema: "source.json", builtFrom: [] },
];

/** One file of the downloads. */
export interface DownloadFile {
  readonly file: string;
  readonly format: DownloadFormat;
  /** The table of a JSON Lines file; null for the database, which holds them all. */
  readonly table: string | null;
  readonly builtFrom: readonly SourceTable[];
}

/** Every file of the downloads, in the order `/v1/downloads` lists them: the database first, then one JSON Lines file per table. */
export const DOWNLOAD_FILES: readonly DownloadFile[] = [
  { file: DATABASE_FILE, format: "sqlite", table: null, builtFrom: SOURCE_TABLES },
  ...DOWNLOAD_TABLES.map((t) => ({ file: `${t.name}${DOWNLOAD_FORMATS["jsonl.gz"].suffix}`, format: "jsonl.gz" as const, table: t.name, builtFrom: t.builtFrom })),
];

/** The declaration of a download by its file name; undefined for a name that is none. */
export function downloadFile(name: string): DownloadFile | undefined {
  return DOWNLOAD_FILES.find((d) => d.file === name);
}

/** The headers a download is served with, by the runtime and by static hosts: its media type, as an attachment under its own name. */
export function downloadHeaders(file: Pick<DownloadFile, "file" | "format">): { readonly "Content-Type": string; readonly "Content-Disposition": string } {
  return { "Content-Type": DOWNLOAD_FORMATS[file.format].contentType, "Content-Disposition": `attachment; filename="${file.file}"` };
}
