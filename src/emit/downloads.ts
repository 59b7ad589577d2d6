/**
 * The bulk downloads (`/v1/downloads`): the whole dataset as one SQLite database and each table as
 * JSON Lines (gzip), made from the assembled dataset (the database from the JSON Lines text, in a
 * worker thread: see {@link downloadFiles}) and written by the emitter like any other file of the
 * tree (so `manifest.json` lists them with their sha256 and size). Which files and tables there are,
 * and the tables each is built from (its licences), is declared in `src/contract/downloads.ts`.
 *
 * The database has one table per record kind, its columns the properties of the record's schema in
 * order (integers, reals and text as such; booleans as 0/1; lists and objects as JSON text), each listed
 * with its type and description in the `columns` table; the word tables add one column of their own,
 * `strongsEntry`, and `strongs_alias` lists the Strong's numbers the API resolves as aliases, so that
 * Strong's numbers join as the API resolves them; indexes on keys, names, verses and Strong's numbers, and two FTS5 indexes:
 * `names_fts` (every browsed record's name and other names) and `verse_text_fts` (the KJV and WEB
 * text of every verse, over the `verse_text` table). `meta` holds the version and the licence notice,
 * `source` the upstream datasets with their attribution. Deterministic: the same dataset gives the same bytes.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import { COLLECTIONS, SOURCE_TABLES, TABLES, type SourceTable, type TableName } from "../contract/api.ts";
import { shareAlikeOf } from "../contract/credit.ts";
import { DATABASE_FILE, DOWNLOAD_FILES, DOWNLOAD_TABLES, type DownloadFile, type DownloadTable } from "../contract/downloads.ts";
import { fileFor, routeUrl } from "../contract/routes.ts";
import type { SchemaRegistry } from "../contract/schemas.ts";
import type { Dataset } from "../stages/dataset.ts";
import type { Download } from "../types/download.ts";
import type { VerseTexts } from "../types/verse.ts";
import type { VerseText } from "../types/verse_text.ts";
import { sourceRecords, verseTexts, type PlannedFile } from "./plan.ts";
import { databaseBuilder, type ColumnSpec, type ColumnType, type NameRow, type TableSpec } from "./database-worker.ts";

/** The folder of the downloads in the tree (`/v1/downloads/<file>`). */
const FOLDER = "v1/downloads";

/** A table of the downloads (declared in the contract) with its records and the columns to index (`!` first: unique). */
interface TableContent extends DownloadTable {
  readonly records: readonly object[];
  readonly indexes: readonly string[];
}

/** The records of a table of the downloads: the very records the API's files are made from. */
function tableRecords(dataset: Dataset, name: string): readonly object[] {
  if ((TABLES as readonly string[]).includes(name)) return dataset.tables[name as TableName];
  // The verse-text records of /v1/verses/{osis}, every verse's KJV record first, then the WEB's.
  const texts = (translation: keyof VerseTexts): VerseText[] => dataset.verses.flatMap((v) => verseTexts(dataset, v.osis_ref)[translation] ?? []);
  if (name === "verse") return dataset.verses;
  if (name === "verse_text") return [...texts("kjv"), ...texts("web")];
  if (name === "source") return sourceRecords(dataset);
  throw new Error(`downloads: no records for the table ${name}`);
}

/** The tables of the downloads, in order, with their records and indexes. */
function downloadTables(dataset: Dataset): TableContent[] {
  const indexes: Partial<Record<string, readonly string[]>> = {
    cross_reference: ["from_verse", "to_verse_start"],
    hebrew_word: ["!wordId", "osisRef", "strongsNumber", "lemma"],
    greek_word: ["!wordId", "osisRef", "strongsNumber", "lemma"],
    verse: ["!osis_ref"],
    verse_text: ["osis"],
    source: ["!id"],
  };
  for (const c of COLLECTIONS) indexes[c.table] = [`!${c.keyField}`, c.nameField];
  return DOWNLOAD_TABLES.map((t) => ({ ...t, records: tableRecords(dataset, t.name), indexes: indexes[t.name] ?? [] }));
}

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

/** The columns of a table: its schema's properties, in order, each with its description (or that of the definition it refers to). */
function columnsOf(schemas: SchemaRegistry, table: TableContent): { name: string; description: string | null }[] {
  const schema = schemas.files.get(table.schema);
  const props = schema?.properties as Record<string, { description?: string; $ref?: string }> | undefined;
  if (props === undefined) throw new Error(`downloads: no schema ${table.schema} for table ${table.name}`);
  const referred = (ref: string | undefined): string | undefined => {
    const m = ref === undefined ? null : /^([^#]+)#\/\$defs\/(\w+)$/.exec(ref);
    const defs = m === null ? undefined : (schemas.files.get(m[1] ?? "")?.$defs as Record<string, { description?: string }> | undefined);
    return defs?.[m?.[2] ?? ""]?.description;
  };
  return Object.entries(props).map(([name, p]) => ({ name, description: p.description ?? referred(p.$ref) ?? null }));
}

/**
 * The Strong's entry of a word, a column only the database's word tables have: with it the obvious
 * join `JOIN strongs s ON s.number = w.strongsEntry` finds the entry of every word that has a number,
 * the OSHB augmented numbers (`H5921a`) included, as `/v1/strongs/{number}` resolves them.
 */
const STRONGS_ENTRY = {
  name: "strongsEntry",
  description:
    "Not in the JSON record (added in the database): the Strong's entry (strongs.number) strongsNumber belongs to, that number itself or, for an OSHB augmented number such as H5921a, the entry it is an alias of (strongs_alias: H5921); null when strongsNumber is null. Join: JOIN strongs s ON s.number = strongsEntry",
  from: "strongsNumber",
} as const;

/** The word tables, which get {@link STRONGS_ENTRY}. */
const WORD_TABLES: ReadonlySet<string> = new Set<TableName>(["hebrew_word", "greek_word"]);

/**
 * A table of the database: its schema's columns with the types their values have and their
 * descriptions, and its indexes; the word tables also get {@link STRONGS_ENTRY} (indexed), looked up
 * in `strongsAliases`.
 */
function tableSpec(schemas: SchemaRegistry, table: TableContent, strongsAliases: Readonly<Record<string, string>>): TableSpec {
  const columns: ColumnSpec[] = columnsOf(schemas, table).map((c) => ({ ...c, type: columnType(table.records, c.name) }));
  if (!WORD_TABLES.has(table.name)) return { name: table.name, columns, indexes: table.indexes };
  const entry: ColumnSpec = { name: STRONGS_ENTRY.name, type: "TEXT", description: STRONGS_ENTRY.description, lookup: { from: STRONGS_ENTRY.from, map: strongsAliases } };
  return { name: table.name, columns: [...columns, entry], indexes: [...table.indexes, STRONGS_ENTRY.name] };
}

/**
 * `strongs_alias`, a table only the database has: every Strong's number the API resolves as an alias
 * of an entry (`/v1/strongs/H5921a` answers with H5921), for numbers that come from elsewhere (a
 * lexicon entry's `strongs_numbers`, a word's `strongsNumber`).
 */
function strongsAliasTable(aliases: Readonly<Record<string, string>>): { spec: TableSpec; rows: { alias: string; number: string }[] } {
  const spec: TableSpec = {
    name: "strongs_alias",
    columns: [
      { name: "alias", type: "TEXT", description: "A Strong's number with no entry of its own that the API resolves (/v1/strongs/{alias}): an OSHB augmented number such as H5921a" },
      { name: "number", type: "TEXT", description: "The entry it stands for (strongs.number), e.g. H5921. Join: LEFT JOIN strongs_alias a ON a.alias = x JOIN strongs s ON s.number = coalesce(a.number, x)" },
    ],
    indexes: ["!alias", "number"],
  };
  return { spec, rows: Object.entries(aliases).map(([alias, number]) => ({ alias, number })) };
}

/** The licence notice of tables built from `from`: the share-alike licences that apply. */
function licensesOf(dataset: Dataset, from: readonly SourceTable[]): string[] {
  return shareAlikeOf(dataset.sources, from).map((l) => l.license);
}

/** The rows of `names_fts`: every browsed record's name and its other names. */
function nameRows(dataset: Dataset): NameRow[] {
  const rows: NameRow[] = [];
  for (const c of COLLECTIONS) {
    for (const r of dataset.tables[c.table] as readonly object[] as readonly Record<string, unknown>[]) {
      const names = (c.searchNames as ((record: unknown) => { other: readonly (string | null)[]; alsoCalled: readonly string[] }) | undefined)?.(r);
      const other = names === undefined ? "" : [...new Set([...names.other, ...names.alsoCalled].filter((n): n is string => typeof n === "string" && n !== ""))].join("; ");
      rows.push([String(r[c.nameField] ?? ""), other, c.table, String(r[c.keyField])]);
    }
  }
  return rows;
}

/** The `meta` table's rows: the version, build date, source and licence notice. */
function metaRows(dataset: Dataset): [string, string][] {
  const licences = licensesOf(dataset, SOURCE_TABLES);
  return [
    ["version", dataset.meta.version],
    ["build_date", dataset.meta.build_date],
    ["source", dataset.meta.source],
    ["license", `Parts of this database are under ${licences.join(" and ")} (share-alike): see the source table for each upstream's licence and the attribution it requires, and the tables it feeds.`],
  ];
}

/** Records per piece of JSON Lines text handed to the compressor. */
const JSON_LINES_CHUNK = 2000;

/**
 * A table as JSON Lines, gzip-compressed (level 6; no timestamp in the header, so the bytes are
 * deterministic). The text goes to the compressor a few thousand records at a time, so no table's
 * whole text is ever in memory (the Hebrew words' would be about 300 MB); the compression runs in
 * libuv's thread pool. Without explicit flushes, deflate's output does not depend on how its input
 * is cut, so the bytes are those of compressing the whole text at once. Each piece is also given to
 * `tee` (the database's worker), which is awaited before the next.
 */
export async function jsonLines(records: readonly object[], tee?: (text: string) => Promise<void>): Promise<Uint8Array> {
  const gz = createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  gz.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(gz, "end");
  for (let i = 0; i < records.length; i += JSON_LINES_CHUNK) {
    const text = records
      .slice(i, i + JSON_LINES_CHUNK)
      .map((r) => `${JSON.stringify(r)}\n`)
      .join("");
    gz.write(text);
    await tee?.(text);
    // Asked after `tee`: the stream may have drained while it was awaited.
    if (gz.writableNeedDrain) await once(gz, "drain");
  }
  gz.end();
  await ended;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/**
 * The download files, then their listing (`v1/downloads.json`, validated against `download.list.json`).
 * Every table's JSON Lines text also fills the SQLite database in a worker thread
 * (`database-worker.ts`), which is done by the time the last table's text is compressed; the database
 * comes first, read back only then, and each file is yielded as soon as it is made, so a writer that
 * takes each one before asking for the next never holds them all (the database alone is about 190 MB
 * on the full data). Each file's sha256 is taken before it is yielded, as a writer may take its bytes
 * over. `onMade` receives the total bytes of the download files once the last is made.
 */
export async function* downloadFiles(dataset: Dataset, schemas: SchemaRegistry, onMade?: (bytes: number) => void): AsyncGenerator<PlannedFile> {
  const listing: Download[] = [];
  let total = 0;
  const file = (declared: DownloadFile, records: number, bytes: Uint8Array): PlannedFile => {
    const { file: name, format, table, builtFrom } = declared;
    listing.push({ file: name, url: routeUrl("downloadFile", { file: name }), format, table, records, bytes: bytes.byteLength, sha256: sha256(bytes), licenses: licensesOf(dataset, builtFrom) });
    total += bytes.byteLength;
    return { path: `${FOLDER}/${name}`, schema: undefined, body: bytes };
  };
  const tables = downloadTables(dataset);
  const lines = new Map<string, Uint8Array>();
  const database = databaseBuilder(DATABASE_FILE);
  let databaseBytes: Uint8Array;
  // Rows of the database's own tables (those without a JSON Lines file), counted with the others'.
  let databaseRows = 0;
  try {
    const strongsAliases = dataset.aliases.strongs ?? {};
    for (const table of tables) {
      database.table(tableSpec(schemas, table, strongsAliases));
      lines.set(table.name, await jsonLines(table.records, (text) => database.rows(text)));
      database.endTable();
    }
    const alias = strongsAliasTable(strongsAliases);
    database.table(alias.spec);
    await database.rows(alias.rows.map((r) => `${JSON.stringify(r)}\n`).join(""));
    database.endTable();
    databaseRows += alias.rows.length;
    databaseBytes = await database.finish(nameRows(dataset), metaRows(dataset));
  } finally {
    await database.close();
  }
  for (const declared of DOWNLOAD_FILES) {
    if (declared.table === null) {
      yield file(declared, tables.reduce((n, t) => n + t.records.length, databaseRows), databaseBytes);
      // Dropped once handed over: the writer may take the bytes.
      databaseBytes = new Uint8Array(0);
      continue;
    }
    const table = tables.find((t) => t.name === declared.table);
    const bytes = lines.get(declared.table);
    if (table === undefined || bytes === undefined) throw new Error(`downloads: ${declared.file} names the table ${declared.table}, which the downloads do not have`);
    yield file(declared, table.records.length, bytes);
  }
  onMade?.(total);
  yield { path: fileFor("downloads"), schema: "download.list.json", body: { data: listing, meta: { total: listing.length, limit: listing.length, offset: 0 } } };
}
