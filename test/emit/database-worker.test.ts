/**
 * The downloads' database builder on hand-made rows: what it writes (columns, types, indexes, FTS5,
 * meta), that the same input gives the same bytes, and that a failure in the worker reaches the caller
 * with its reason and leaves no worker or temporary file behind.
 */
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { databaseBuilder, type DatabaseBuilder } from "../../src/emit/database-worker.ts";

/** Two small tables (one of them the verse texts the FTS5 index reads), given in pieces of one line. */
async function fill(db: DatabaseBuilder): Promise<Uint8Array> {
  db.table({ name: "person", columns: [{ name: "slug", type: "TEXT" }, { name: "verse_count", type: "INTEGER" }, { name: "is_prophet", type: "INTEGER" }, { name: "children", type: "JSON" }, { name: "height", type: "REAL" }], indexes: ["!slug"] });
  await db.rows(`${JSON.stringify({ slug: "abraham", verse_count: 277, is_prophet: true, children: ["isaac", "ishmael"], height: null })}\n`);
  await db.rows(`${JSON.stringify({ slug: "goliath", verse_count: 6, is_prophet: false, children: [], height: 2.9 })}\n`);
  db.endTable();
  db.table({ name: "verse_text", columns: [{ name: "osis", type: "TEXT" }, { name: "text", type: "TEXT" }], indexes: ["osis"] });
  await db.rows(`${JSON.stringify({ osis: "Gen.1.1", text: "In the beginning God created the heaven and the earth." })}\n${JSON.stringify({ osis: "Gen.12.1", text: "Now the LORD had said unto Abram, Get thee out" })}\n`);
  db.endTable();
  return db.finish([["Abraham", "Abram", "person", "abraham"]], [["version", "9.9.9"]]);
}

/** Opens database bytes read-only. */
function open(bytes: Uint8Array): Database.Database {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "db-test-")), "t.sqlite");
  writeFileSync(file, bytes);
  return new Database(file, { readonly: true });
}

const temporaryFolders = (): string[] => readdirSync(tmpdir()).filter((n) => n.startsWith("bible-api-db-"));

describe("databaseBuilder", () => {
  it("writes the tables with their columns, types, indexes, the FTS5 indexes and the meta rows", async () => {
    const builder = databaseBuilder("t.sqlite");
    const db = open(await fill(builder));
    await builder.close();
    expect(db.prepare("SELECT slug, verse_count, is_prophet, children, height FROM person ORDER BY rowid").all()).toEqual([
      { slug: "abraham", verse_count: 277, is_prophet: 1, children: '["isaac","ishmael"]', height: null },
      { slug: "goliath", verse_count: 6, is_prophet: 0, children: "[]", height: 2.9 },
    ]);
    expect(db.prepare("SELECT column_name, type, position FROM columns WHERE table_name = 'person' ORDER BY position").all()).toContainEqual({ column_name: "children", type: "JSON", position: 4 });
    expect((db.prepare("SELECT sql FROM sqlite_master WHERE name = 'person_slug'").get() as { sql: string }).sql).toContain("CREATE UNIQUE INDEX");
    expect(db.prepare("SELECT key FROM names_fts WHERE names_fts MATCH 'abram'").all()).toEqual([{ key: "abraham" }]);
    expect(db.prepare("SELECT v.osis FROM verse_text_fts f JOIN verse_text v ON v.rowid = f.rowid WHERE verse_text_fts MATCH 'beginning'").all()).toEqual([{ osis: "Gen.1.1" }]);
    expect(db.prepare("SELECT value FROM meta WHERE key = 'version'").get()).toEqual({ value: "9.9.9" });
    db.close();
  });

  it("lists each column's description, and fills a looked-up column from another through its map (the value itself when unmapped, null for null)", async () => {
    const builder = databaseBuilder("t.sqlite");
    builder.table({
      name: "word",
      columns: [
        { name: "strongsNumber", type: "TEXT", description: "as the source has it" },
        { name: "strongsEntry", type: "TEXT", description: "not in the record", lookup: { from: "strongsNumber", map: { H1254a: "H1254" } } },
      ],
      indexes: ["strongsEntry"],
    });
    await builder.rows(["H1254a", "H430", null].map((n) => `${JSON.stringify({ strongsNumber: n })}\n`).join(""));
    builder.endTable();
    // The verse-text FTS5 index needs its table.
    builder.table({ name: "verse_text", columns: [{ name: "text", type: "TEXT" }], indexes: [] });
    builder.endTable();
    const db = open(await builder.finish([], []));
    await builder.close();
    expect(db.prepare("SELECT strongsNumber, strongsEntry FROM word ORDER BY rowid").all()).toEqual([
      { strongsNumber: "H1254a", strongsEntry: "H1254" },
      { strongsNumber: "H430", strongsEntry: "H430" },
      { strongsNumber: null, strongsEntry: null },
    ]);
    expect(db.prepare("SELECT column_name, description FROM columns WHERE table_name = 'word' ORDER BY position").all()).toEqual([
      { column_name: "strongsNumber", description: "as the source has it" },
      { column_name: "strongsEntry", description: "not in the record" },
    ]);
    db.close();
  });

  it("gives the same bytes for the same input", async () => {
    const [a, b] = [databaseBuilder("t.sqlite"), databaseBuilder("t.sqlite")];
    const [x, y] = await Promise.all([fill(a), fill(b)]);
    await Promise.all([a.close(), b.close()]);
    expect(Buffer.from(x).equals(Buffer.from(y))).toBe(true);
  });

  it("reports a row it cannot read with the worker's reason, and close leaves nothing behind", async () => {
    const before = temporaryFolders().length;
    const builder = databaseBuilder("t.sqlite");
    builder.table({ name: "t", columns: [{ name: "a", type: "TEXT" }], indexes: [] });
    const attempt = (async () => {
      await builder.rows('{"a": "fine"}\n{"a": broken\n');
      builder.endTable();
      return builder.finish([], []);
    })();
    await expect(attempt).rejects.toThrow(/building the SQLite download failed: table t: .*JSON/);
    await builder.close();
    await builder.close();
    expect(temporaryFolders().length).toBe(before);
  });
});
