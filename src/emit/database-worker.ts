/**
 * The SQLite database of the bulk downloads, filled in a worker thread from the JSON Lines text the
 * build makes anyway (`src/emit/downloads.ts`). The main thread serialises each table once; the
 * same pieces of text go to the gzip stream and to this worker, which parses them back and inserts
 * them. The inserts then run beside the serialising and the compression instead of after them: on the
 * full data the downloads took 5.5–6.0 s instead of 7.0–7.1 s, with the same bytes (docs/performance.md).
 *
 * What goes into the database (tables, column types, indexes, names, meta rows) is decided on the
 * calling side; the worker carries out a fixed sequence of statements, so the same input gives the
 * same bytes. It is plain JavaScript evaluated from a string, as the tree writer's is, so it runs the
 * same under tsx, vitest and compiled code; better-sqlite3 is loaded from the path the caller resolves.
 * The database is built in a temporary file (its pages stay in the page cache, not in a heap) and read
 * back once finished.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** How a column is stored: INTEGER (booleans as 0/1), REAL, TEXT, or JSON (lists and objects as JSON text). */
export type ColumnType = "INTEGER" | "REAL" | "TEXT" | "JSON";

/**
 * A column whose value is looked up rather than read: the record's `from` value mapped through `map`
 * (the value itself when the map has no entry for it; null stays null). It is not a field of the record.
 */
export interface ColumnLookup {
  readonly from: string;
  readonly map: Readonly<Record<string, string>>;
}

/** One column of a table: its name, how it is stored, what it means (listed in the `columns` table), and, for a derived column, its lookup. */
export interface ColumnSpec {
  readonly name: string;
  readonly type: ColumnType;
  readonly description?: string | null;
  readonly lookup?: ColumnLookup;
}

/** One table of the database: its columns in order, and the columns to index (`!` first: unique). */
export interface TableSpec {
  readonly name: string;
  readonly columns: readonly ColumnSpec[];
  readonly indexes: readonly string[];
}

/** A row of `names_fts`: a record's name, its other names joined, its table and its key. */
export type NameRow = readonly [name: string, other: string, table: string, key: string];

/**
 * A database being filled in a worker thread. Calls must follow the order `table`, `rows`…, `endTable`
 * (for each table), then `finish`; `close` stops the worker and removes the temporary file, and is
 * safe to call at any time, also after a failure.
 */
export interface DatabaseBuilder {
  /** Starts a table: creates it and lists its columns in the `columns` table. */
  table(spec: TableSpec): void;
  /** Adds rows as JSON Lines text (one record per line); resolves once the worker has room for more. */
  rows(text: string): Promise<void>;
  /** Ends the current table: commits its rows and creates its indexes. */
  endTable(): void;
  /**
   * Adds the name and verse-text FTS5 indexes and the meta rows and closes the database (in the
   * worker), then stops the worker and resolves with the database's bytes.
   */
  finish(names: readonly NameRow[], meta: readonly (readonly [string, string])[]): Promise<Uint8Array>;
  /** Stops the worker and removes the temporary file. */
  close(): Promise<void>;
}

/**
 * The worker's heap. What it holds is one piece of records at a time (a few MB), all garbage once
 * inserted. Without limits it took the build's own young generation (three 32 MB semi-spaces) and let
 * parsed records that survived a scavenge pile up in its old generation until V8 chose to collect it:
 * one full build of four peaked at 2.0 GB instead of 1.4. A small old generation makes it collect often.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } as const;

/** `rows` messages in flight before `rows` waits (each a few thousand records). */
const ROWS_IN_FLIGHT = 4;

/**
 * The worker. Messages arrive in order; each `rows` is acknowledged, and the first failure is
 * reported once (later messages are ignored).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.sqlite);
const quote = (name) => '"' + name.replace(/"/g, '""') + '"';
function cell(record, column) {
  let v = record[column.lookup ? column.lookup.from : column.name];
  if (v === null || v === undefined) return null;
  if (column.lookup) v = Object.prototype.hasOwnProperty.call(column.lookup.map, v) ? column.lookup.map[v] : v;
  const type = column.type;
  if (type === "JSON") return JSON.stringify(v);
  if (typeof v === "boolean") return v ? 1 : 0;
  return v;
}
const db = new Database(workerData.file);
db.pragma("page_size = 4096");
db.pragma("journal_mode = OFF");
db.pragma("synchronous = OFF");
db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID");
db.exec("CREATE TABLE columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL, type TEXT NOT NULL, position INTEGER NOT NULL, description TEXT, PRIMARY KEY (table_name, column_name)) WITHOUT ROWID");
const addColumn = db.prepare("INSERT INTO columns VALUES (?, ?, ?, ?, ?)");
let table;
let insert;
let failed = false;
const handle = {
  table(m) {
    table = m.spec;
    db.exec("CREATE TABLE " + quote(table.name) + " (" + table.columns.map((c) => quote(c.name) + " " + (c.type === "JSON" ? "TEXT" : c.type)).join(", ") + ")");
    insert = db.prepare("INSERT INTO " + quote(table.name) + " VALUES (" + table.columns.map(() => "?").join(", ") + ")");
    db.exec("BEGIN");
    table.columns.forEach((c, i) => addColumn.run(table.name, c.name, c.type, i + 1, c.description === undefined ? null : c.description));
  },
  rows(m) {
    const columns = table.columns;
    for (const line of m.text.split("\\n")) {
      if (line === "") continue;
      const record = JSON.parse(line);
      insert.run(columns.map((c) => cell(record, c)));
    }
    parentPort.postMessage({ type: "room" });
  },
  endTable() {
    db.exec("COMMIT");
    for (const index of table.indexes) {
      const unique = index.startsWith("!");
      const column = unique ? index.slice(1) : index;
      db.exec("CREATE " + (unique ? "UNIQUE " : "") + "INDEX " + quote(table.name + "_" + column) + " ON " + quote(table.name) + " (" + quote(column) + ")");
    }
  },
  finish(m) {
    const tokenizer = "tokenize = 'unicode61 remove_diacritics 2'";
    db.exec("CREATE VIRTUAL TABLE names_fts USING fts5(name, other_names, table_name UNINDEXED, key UNINDEXED, " + tokenizer + ")");
    const addName = db.prepare("INSERT INTO names_fts VALUES (?, ?, ?, ?)");
    db.transaction(() => { for (const row of m.names) addName.run(row); })();
    db.exec("CREATE VIRTUAL TABLE verse_text_fts USING fts5(text, content = 'verse_text', " + tokenizer + ")");
    db.exec("INSERT INTO verse_text_fts (verse_text_fts) VALUES ('rebuild')");
    db.exec("INSERT INTO names_fts (names_fts) VALUES ('optimize')");
    db.exec("INSERT INTO verse_text_fts (verse_text_fts) VALUES ('optimize')");
    const addMeta = db.prepare("INSERT INTO meta VALUES (?, ?)");
    db.transaction(() => { for (const row of m.meta) addMeta.run(row); })();
    db.close();
    parentPort.postMessage({ type: "done" });
  },
};
parentPort.on("message", (m) => {
  if (failed) return;
  try {
    handle[m.type](m);
  } catch (error) {
    failed = true;
    const where = m.type === "finish" ? "the FTS5 indexes and meta rows" : "table " + (table ? table.name : "?");
    parentPort.postMessage({ type: "error", message: where + ": " + String((error && error.message) || error) });
  }
});
`;

/** A message from the worker. */
type Reply = { type: "room" } | { type: "done" } | { type: "error"; message: string };

/** Starts a worker thread that fills a new database named `fileName` in a temporary folder. */
export function databaseBuilder(fileName: string): DatabaseBuilder {
  const dir = mkdtempSync(path.join(tmpdir(), "bible-api-db-"));
  const sqlite = createRequire(import.meta.url).resolve("better-sqlite3");
  const file = path.join(dir, fileName);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sqlite, file }, resourceLimits: WORKER_LIMITS });
  let failure: Error | undefined;
  let inFlight = 0;
  let wake: (() => void) | undefined;
  let finished: (() => void) | undefined;
  let stopped = false;
  const fail = (error: Error): void => {
    failure ??= error;
    const w = wake;
    wake = undefined;
    w?.();
    const f = finished;
    finished = undefined;
    f?.();
  };
  worker.on("message", (m: Reply) => {
    if (m.type === "room") {
      inFlight--;
      const w = wake;
      wake = undefined;
      w?.();
    } else if (m.type === "done") {
      const f = finished;
      finished = undefined;
      f?.();
    } else fail(new Error(`building the SQLite download failed: ${m.message}`));
  });
  worker.on("error", (error) => fail(error));
  worker.on("exit", (code) => {
    if (!stopped) fail(new Error(`the SQLite download's worker exited (code ${code})`));
  });
  const check = (): void => {
    if (failure !== undefined) throw failure;
  };
  return {
    table(spec) {
      check();
      worker.postMessage({ type: "table", spec });
    },
    async rows(text) {
      check();
      inFlight++;
      worker.postMessage({ type: "rows", text });
      while (inFlight >= ROWS_IN_FLIGHT && failure === undefined) await new Promise<void>((resolve) => (wake = resolve));
      check();
    },
    endTable() {
      check();
      worker.postMessage({ type: "endTable" });
    },
    async finish(names, meta) {
      check();
      const done = new Promise<void>((resolve) => (finished = resolve));
      worker.postMessage({ type: "finish", names, meta });
      await done;
      check();
      // The worker is stopped before the file is read, so its heap is gone when the bytes arrive.
      stopped = true;
      await worker.terminate();
      const bytes = readFileSync(file);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      if (!stopped) {
        stopped = true;
        await worker.terminate();
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
