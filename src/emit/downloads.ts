/**
 * The bulk downloads (`/v1/downloads`): the whole dataset as one SQLite database and each table as
 * JSON Lines (gzip), made from the assembled dataset (the database in a temporary file, see
 * {@link buildDatabase}) and written by the emitter like any
 * other file of the tree (so `manifest.json` lists them with their sha256 and size).
 *
 * The database has one table per record kind, its columns the properties of the record's schema in
 * order (integers, reals and text as such; booleans as 0/1; lists and objects as JSON text, named in
 * the `columns` table), indexes on keys, names, verses and Strong's numbers, and two FTS5 indexes:
 * `names_fts` (every browsed record's name and other names) and `verse_text_fts` (the KJV and WEB
 * text of every verse, over the `verse_text` table). `meta` holds the version and the licence notice,
 * `source` the upstream datasets with their attribution. Deterministic: the same dataset gives the same bytes.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import Database from "better-sqlite3";
import { COLLECTIONS, SOURCE_TABLES, TABLES, type SourceTable } from "../contract/api.ts";
import { shareAlikeOf } from "../contract/credit.ts";
import { fileFor, routeUrl } from "../contract/routes.ts";
import type { SchemaRegistry } from "../contract/schemas.ts";
import type { Dataset } from "../stages/dataset.ts";
import type { Download } from "../types/download.ts";
import { sourceRecords, type PlannedFile } from "./plan.ts";

/** The database's file name. */
export const DATABASE_FILE = "bible-reference-api.sqlite";

/** The folder of the downloads in the tree (`/v1/downloads/<file>`). */
const FOLDER = "v1/downloads";

/** One table of the downloads: its name, the schema its records follow, the records and its indexes. */
interface DownloadTable {
  readonly name: string;
  readonly schema: string;
  readonly records: readonly object[];
  /** Which table of the contract it is (for the licence); `verse` entries come from people, places and events. */
  readonly from: readonly SourceTable[];
  /** Columns to index (`!` first: unique). */
  readonly indexes: readonly string[];
}

/** The tables of the downloads, in order. */
function downloadTables(dataset: Dataset): DownloadTable[] {
  const indexes: Partial<Record<string, readonly string[]>> = {
    cross_reference: ["from_verse", "to_verse_start"],
    hebrew_word: ["!wordId", "osisRef", "strongsNumber", "lemma"],
    greek_word: ["!wordId", "osisRef", "strongsNumber", "lemma"],
  };
  for (const c of COLLECTIONS) indexes[c.table] = [`!${c.keyField}`, c.nameField];
  const kjv = [...dataset.verseText].map(([osis, text]) => ({ osis, translation: "kjv", source_osis: osis, text, paragraph_start: null, heading: null, parts: null }));
  return [
    ...TABLES.map((t) => ({ name: t, schema: `${t}.json`, records: dataset.tables[t] as readonly object[], from: [t], indexes: indexes[t] ?? [] })),
    { name: "verse", schema: "verse_entry.json", records: dataset.verses, from: ["person", "place", "event"], indexes: ["!osis_ref"] },
    { name: "verse_text", schema: "verse_text.json", records: [...kjv, ...dataset.webText.values()], from: ["verse_text"], indexes: ["osis"] },
    { name: "source", schema: "source.json", records: sourceRecords(dataset), from: [], indexes: ["!id"] },
  ];
}

type Cell = string | number | bigint | null;
type ColumnType = "INTEGER" | "REAL" | "TEXT" | "JSON";

/** The SQLite type of a column from its values: INTEGER (booleans too), REAL, TEXT, or JSON (lists and objects, stored as text). */
function columnType(records: readonly object[], column: string): ColumnType {
  let type: ColumnType | undefined;
  for (const r of records) {
    const v = (r as Record<string, unknown>)[column];
    if (v === null || v === undefined) continue;
    const t: ColumnType = typeof v === "boolean" || (typeof v === "number" && Number.isSafeInteger(v)) ? "INTEGER" : typeof v === "number" ? "REAL" : typeof v === "string" ? "TEXT" : "JSON";
    if (type === undefined || type === t) type = t;
    else if ((type === "INTEGER" && t === "REAL") || (type === "REAL" && t === "INTEGER")) type = "REAL";
    else return "JSON";
  }
  return type ?? "TEXT";
}

function cell(v: unknown, type: ColumnType): Cell {
  if (v === null || v === undefined) return null;
  if (type === "JSON") return JSON.stringify(v);
  if (typeof v === "boolean") return v ? 1 : 0;
  return v as Cell;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The columns of a table: its schema's properties, in order. */
function columnsOf(schemas: SchemaRegistry, table: DownloadTable): string[] {
  const schema = schemas.files.get(table.schema);
  const props = schema?.properties;
  if (props === undefined) throw new Error(`downloads: no schema ${table.schema} for table ${table.name}`);
  return Object.keys(props);
}

/** The licence notice of tables built from `from`: the share-alike licences that apply. */
function licensesOf(dataset: Dataset, from: readonly SourceTable[]): string[] {
  return shareAlikeOf(dataset.sources, from).map((l) => l.license);
}

/**
 * The SQLite database of the whole dataset, as bytes, and how many rows its tables hold. It is built
 * in a temporary file rather than in memory: its pages then stay in the page cache instead of the
 * build's heap, and reading the finished file back is the only copy (an in-memory database would
 * need a second one to serialise).
 */
export function buildDatabase(dataset: Dataset, schemas: SchemaRegistry): { bytes: Uint8Array; rows: number } {
  const dir = mkdtempSync(path.join(tmpdir(), "bible-api-db-"));
  const file = path.join(dir, DATABASE_FILE);
  try {
    const rows = fillDatabase(file, dataset, schemas);
    const bytes = readFileSync(file);
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Creates and fills the database in `file`; returns the number of rows of its record tables. */
function fillDatabase(file: string, dataset: Dataset, schemas: SchemaRegistry): number {
  const db = new Database(file);
  try {
    db.pragma("page_size = 4096");
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID");
    db.exec("CREATE TABLE columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL, type TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (table_name, column_name)) WITHOUT ROWID");
    const addColumn = db.prepare("INSERT INTO columns VALUES (?, ?, ?, ?)");
    let rows = 0;
    for (const table of downloadTables(dataset)) {
      const columns = columnsOf(schemas, table);
      const types = columns.map((c) => columnType(table.records, c));
      db.exec(`CREATE TABLE ${quote(table.name)} (${columns.map((c, i) => `${quote(c)} ${types[i] === "JSON" ? "TEXT" : types[i]}`).join(", ")})`);
      const insert = db.prepare(`INSERT INTO ${quote(table.name)} VALUES (${columns.map(() => "?").join(", ")})`);
      db.transaction(() => {
        columns.forEach((c, i) => addColumn.run(table.name, c, types[i], i + 1));
        for (const r of table.records) insert.run(columns.map((c, i) => cell((r as Record<string, unknown>)[c], types[i] ?? "TEXT")));
      })();
      rows += table.records.length;
      for (const index of table.indexes) {
        const unique = index.startsWith("!");
        const column = unique ? index.slice(1) : index;
        db.exec(`CREATE ${unique ? "UNIQUE " : ""}INDEX ${quote(`${table.name}_${column}`)} ON ${quote(table.name)} (${quote(column)})`);
      }
    }
    buildFullText(db, dataset);
    const meta = db.prepare("INSERT INTO meta VALUES (?, ?)");
    const licences = licensesOf(dataset, SOURCE_TABLES);
    db.transaction(() => {
      meta.run("version", dataset.meta.version);
      meta.run("build_date", dataset.meta.build_date);
      meta.run("source", dataset.meta.source);
      meta.run("license", `Parts of this database are under ${licences.join(" and ")} (share-alike): see the source table for each upstream's licence and the attribution it requires, and the tables it feeds.`);
    })();
    return rows;
  } finally {
    db.close();
  }
}

/** The FTS5 indexes: names of every browsed record, and the verse texts (external content over `verse_text`). */
function buildFullText(db: Database.Database, dataset: Dataset): void {
  const tokenizer = "tokenize = 'unicode61 remove_diacritics 2'";
  db.exec(`CREATE VIRTUAL TABLE names_fts USING fts5(name, other_names, table_name UNINDEXED, key UNINDEXED, ${tokenizer})`);
  const insert = db.prepare("INSERT INTO names_fts VALUES (?, ?, ?, ?)");
  db.transaction(() => {
    for (const c of COLLECTIONS) {
      for (const r of dataset.tables[c.table] as readonly object[] as readonly Record<string, unknown>[]) {
        const names = (c.searchNames as ((record: unknown) => { other: readonly (string | null)[]; alsoCalled: readonly string[] }) | undefined)?.(r);
        const other = names === undefined ? "" : [...new Set([...names.other, ...names.alsoCalled].filter((n): n is string => typeof n === "string" && n !== ""))].join("; ");
        insert.run(String(r[c.nameField] ?? ""), other, c.table, String(r[c.keyField]));
      }
    }
  })();
  db.exec(`CREATE VIRTUAL TABLE verse_text_fts USING fts5(text, content = 'verse_text', ${tokenizer})`);
  db.exec("INSERT INTO verse_text_fts (verse_text_fts) VALUES ('rebuild')");
  db.exec("INSERT INTO names_fts (names_fts) VALUES ('optimize')");
  db.exec("INSERT INTO verse_text_fts (verse_text_fts) VALUES ('optimize')");
}

/** Records per piece of JSON Lines text handed to the compressor. */
const JSON_LINES_CHUNK = 2000;

/**
 * A table as JSON Lines, gzip-compressed (level 6; no timestamp in the header, so the bytes are
 * deterministic). The text goes to the compressor a few thousand records at a time, so no table's
 * whole text is ever in memory (the Hebrew words' would be about 300 MB); the compression runs in
 * libuv's thread pool. Without explicit flushes, deflate's output does not depend on how its input
 * is cut, so the bytes are those of compressing the whole text at once.
 */
export async function jsonLines(records: readonly object[]): Promise<Uint8Array> {
  const gz = createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  gz.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gz, "end");
  for (let i = 0; i < records.length; i += JSON_LINES_CHUNK) {
    const text = records
      .slice(i, i + JSON_LINES_CHUNK)
      .map((r) => `${JSON.stringify(r)}\n`)
      .join("");
    if (!gz.write(text)) await once(gz, "drain");
  }
  gz.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/**
 * The download files, then their listing (`v1/downloads.json`, validated against `download.list.json`),
 * each yielded as soon as it is made: a writer that takes each one before asking for the next never
 * holds them all (the SQLite database alone is about 176 MB on the full data). Each file's sha256 is
 * taken before it is yielded, as a writer may take its bytes over. `onMade` receives the total bytes
 * of the download files once the last is made.
 */
export async function* downloadFiles(dataset: Dataset, schemas: SchemaRegistry, onMade?: (bytes: number) => void): AsyncGenerator<PlannedFile> {
  const listing: Download[] = [];
  let total = 0;
  const file = (name: string, format: Download["format"], table: string | null, records: number, bytes: Uint8Array, from: readonly SourceTable[]): PlannedFile => {
    listing.push({ file: name, url: routeUrl("downloadFile", { file: name }), format, table, records, bytes: bytes.byteLength, sha256: sha256(bytes), licenses: licensesOf(dataset, from) });
    total += bytes.byteLength;
    return { path: `${FOLDER}/${name}`, schema: undefined, body: bytes };
  };
  const database = buildDatabase(dataset, schemas);
  yield file(DATABASE_FILE, "sqlite", null, database.rows, database.bytes, SOURCE_TABLES);
  for (const table of downloadTables(dataset)) yield file(`${table.name}.jsonl.gz`, "jsonl.gz", table.name, table.records.length, await jsonLines(table.records), table.from);
  onMade?.(total);
  yield { path: fileFor("downloads"), schema: "download.list.json", body: { data: listing, meta: { total: listing.length, limit: listing.length, offset: 0 } } };
}
