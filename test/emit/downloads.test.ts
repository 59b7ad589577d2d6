/**
 * The bulk downloads on the sample tree: the SQLite database opened with better-sqlite3 (every table
 * with the dataset's counts, its indexes, FTS5 over names and verse text, the licence notice and the
 * sources), the JSON Lines files read back record for record, and the listing at /v1/downloads with
 * sizes and sha256 that match the files and the tree's manifest; served by the runtime with a key.
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, TABLES } from "../../src/contract/api.ts";
import { INDEX_FILES } from "../../src/contract/index-files.ts";
import { routeFile, type RouteName } from "../../src/contract/routes.ts";
import type { Verse } from "../../src/types/verse.ts";
import { DATABASE_FILE, DOWNLOAD_TABLES } from "../../src/contract/downloads.ts";
import { SchemaRegistry } from "../../src/contract/schemas.ts";
import { jsonLines } from "../../src/emit/downloads.ts";
import { parseManifest } from "../../src/emit/manifest.ts";
import { expectSchema, json, sampleApp, type SampleApp } from "../helpers/sample-app.ts";
import { fullTree, haveMirror, sampleTreeDir } from "../helpers/full-tree.ts";

interface Listing {
  data: { file: string; url: string; format: string; table: string | null; records: number; bytes: number; sha256: string; licenses: string[] }[];
}

let dir: string;
let listing: Listing;
let db: Database.Database;
let meta: { counts: Record<string, number> };
beforeAll(async () => {
  dir = await sampleTreeDir();
  listing = JSON.parse(await readFile(path.join(dir, "v1/downloads.json"), "utf8")) as Listing;
  meta = (JSON.parse(await readFile(path.join(dir, "v1/meta.json"), "utf8")) as { data: typeof meta }).data;
  db = new Database(path.join(dir, "v1/downloads", DATABASE_FILE), { readonly: true, fileMustExist: true });
  return () => db.close();
}, 300_000);

const count = (table: string): number => (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;

describe("the SQLite database", () => {
  it("holds every table with the counts of /v1/meta, the verses, both verse texts and the sources", () => {
    for (const t of TABLES) expect(count(t), t).toBe(meta.counts[t]);
    expect(count("verse")).toBe(31_102);
    expect(count("verse_text")).toBeGreaterThan(0);
    expect(count("source")).toBe(12);
    expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
  });

  it("answers facts: Abraham's children, Bethel's coordinates, G846, a cross-reference, Greek words with Strong's numbers", () => {
    const abraham = db.prepare("SELECT name, children FROM person WHERE slug = 'abraham'").get() as { name: string; children: string };
    expect(abraham.name).toBe("Abraham");
    expect(JSON.parse(abraham.children)).toEqual(expect.arrayContaining(["isaac", "ishmael"]));
    expect(db.prepare("SELECT latitude, longitude FROM place WHERE slug = 'bethel'").get()).toEqual({ latitude: expect.closeTo(31.93, 1), longitude: expect.closeTo(35.22, 1) });
    expect((db.prepare("SELECT lemma FROM strongs WHERE number = 'G846'").get() as { lemma: string }).lemma).toBe("αὐτός");
    expect(count("cross_reference")).toBeGreaterThan(0);
    const matt = db.prepare("SELECT count(*) AS n FROM greek_word WHERE osisRef = 'Matt.1.1' AND strongsNumber IS NOT NULL").get() as { n: number };
    expect(matt.n).toBeGreaterThan(0);
    const cols = db.prepare("SELECT column_name, type FROM columns WHERE table_name = 'person' ORDER BY position").all() as { column_name: string; type: string }[];
    expect(cols[0]).toEqual({ column_name: "slug", type: "TEXT" });
    expect(cols.find((c) => c.column_name === "children")?.type).toBe("JSON");
    expect(cols.find((c) => c.column_name === "verse_count")?.type).toBe("INTEGER");
  });

  it("joins every word with a Strong's number to its entry through strongsEntry, augmented numbers (H1254a) included, as the API resolves them", () => {
    const aliases = db.prepare("SELECT alias, number FROM strongs_alias ORDER BY alias").all() as { alias: string; number: string }[];
    expect(aliases).toContainEqual({ alias: "H1254a", number: "H1254" });
    expect(aliases.every((a) => a.alias !== a.number)).toBe(true);
    expect(db.prepare("SELECT strongsNumber, strongsEntry FROM hebrew_word WHERE strongsNumber = 'H1254a' LIMIT 1").get()).toEqual({ strongsNumber: "H1254a", strongsEntry: "H1254" });
    for (const words of ["hebrew_word", "greek_word"]) {
      const unmatched = db.prepare(`SELECT count(*) AS n FROM ${words} w LEFT JOIN strongs s ON s.number = w.strongsEntry WHERE w.strongsNumber IS NOT NULL AND s.number IS NULL`).get() as { n: number };
      expect(unmatched.n, words).toBe(0);
      // The same through the alias table, for numbers that come from elsewhere.
      const viaAlias = db.prepare(`SELECT count(*) AS n FROM ${words} w LEFT JOIN strongs_alias a ON a.alias = w.strongsNumber LEFT JOIN strongs s ON s.number = coalesce(a.number, w.strongsNumber) WHERE w.strongsNumber IS NOT NULL AND s.number IS NULL`).get() as { n: number };
      expect(viaAlias.n, words).toBe(0);
    }
    // Each entry's occurrences (lettered numbers included) are the words the join finds.
    const disagree = db.prepare("SELECT s.number, s.occurrences, (SELECT count(*) FROM hebrew_word w WHERE w.strongsEntry = s.number) + (SELECT count(*) FROM greek_word w WHERE w.strongsEntry = s.number) AS words FROM strongs s WHERE s.occurrences <> words").all();
    expect(disagree).toEqual([]);
    const documented = db.prepare("SELECT description FROM columns WHERE table_name = 'hebrew_word' AND column_name = 'strongsEntry'").get() as { description: string };
    expect(documented.description).toContain("JOIN strongs s ON s.number = strongsEntry");
    expect((db.prepare("SELECT description FROM columns WHERE table_name = 'hebrew_word' AND column_name = 'strongsNumber'").get() as { description: string }).description).toContain("augment letter");
  });

  it("uses its indexes for lookups by key, verse and Strong's number", () => {
    const plan = (sql: string): string => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join("; ");
    expect(plan("SELECT * FROM person WHERE slug = 'abraham'")).toContain("USING INDEX person_slug");
    expect(plan("SELECT * FROM cross_reference WHERE from_verse = 'Gen.12.1'")).toContain("USING INDEX cross_reference_from_verse");
    expect(plan("SELECT * FROM greek_word WHERE strongsNumber = 'G846'")).toContain("USING INDEX greek_word_strongsNumber");
    expect(plan("SELECT * FROM hebrew_word WHERE strongsEntry = 'H1254'")).toContain("USING INDEX hebrew_word_strongsEntry");
    expect(plan("SELECT * FROM strongs_alias WHERE alias = 'H1254a'")).toContain("USING INDEX strongs_alias_alias");
  });

  it("finds names and verse text with FTS5 (accents folded)", () => {
    const names = db.prepare("SELECT table_name, key FROM names_fts WHERE names_fts MATCH ? ORDER BY rank").all("bethel") as { table_name: string; key: string }[];
    expect(names).toContainEqual({ table_name: "place", key: "bethel" });
    const verses = db.prepare("SELECT v.osis, v.translation FROM verse_text_fts f JOIN verse_text v ON v.rowid = f.rowid WHERE verse_text_fts MATCH ? ORDER BY v.osis").all("everything began") as { osis: string; translation: string }[];
    expect(verses).toContainEqual({ osis: "Gen.1.1", translation: "kjv" });
  });

  it("carries the licence notice and every source's attribution", () => {
    const licence = (db.prepare("SELECT value FROM meta WHERE key = 'license'").get() as { value: string }).value;
    expect(licence).toContain("CC BY-SA 4.0");
    expect(licence).toContain("CC BY-SA 3.0");
    const theographic = db.prepare(`SELECT attribution, "commit" FROM source WHERE id = 'theographic-bible-metadata'`).get() as { attribution: string; commit: string };
    expect(theographic.attribution).toContain("Robert Rouse");
    expect(theographic.commit).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe("JSON Lines and the listing", () => {
  it("compresses a table in pieces to the same bytes as its whole text at once (one record per line)", async () => {
    const records = Array.from({ length: 4500 }, (_, i) => ({ id: i, lemma: i % 3 === 0 ? "בָּרָא" : "λόγος", gloss: "word ".repeat(i % 11) }));
    const whole = records.map((r) => `${JSON.stringify(r)}\n`).join("");
    const bytes = await jsonLines(records);
    expect(Buffer.from(bytes).equals(gzipSync(whole, { level: 6 }))).toBe(true);
    expect(gunzipSync(bytes).toString()).toBe(whole);
    expect(gunzipSync(await jsonLines([])).toString()).toBe("");
  });

  it("lists the database and one JSON Lines file per table with size and sha256, as the manifest does", async () => {
    expectSchema("download.list.json", listing);
    expect(listing.data.map((d) => d.file)).toEqual([DATABASE_FILE, ...TABLES.map((t) => `${t}.jsonl.gz`), "verse.jsonl.gz", "verse_text.jsonl.gz", "source.jsonl.gz"]);
    const manifest = new Map(parseManifest(await readFile(path.join(dir, "manifest.json"), "utf8")).map((e) => [e.path, e]));
    for (const d of listing.data) {
      const bytes = await readFile(path.join(dir, "v1/downloads", d.file));
      expect(bytes.byteLength, d.file).toBe(d.bytes);
      expect(createHash("sha256").update(bytes).digest("hex"), d.file).toBe(d.sha256);
      expect(manifest.get(`v1/downloads/${d.file}`), d.file).toEqual({ path: `v1/downloads/${d.file}`, sha256: d.sha256, bytes: d.bytes });
    }
    expect(listing.data.find((d) => d.table === "person")?.licenses).toEqual(["CC BY-SA 4.0"]);
    expect(listing.data.find((d) => d.table === "greek_word")?.licenses).toEqual(["CC BY-SA 3.0"]);
    expect(listing.data.find((d) => d.table === "strongs")?.licenses).toEqual([]);
  });

  it("each JSON Lines file holds the table's records, one per line, as the database does", async () => {
    for (const d of listing.data.filter((x) => x.format === "jsonl.gz")) {
      const lines = gunzipSync(await readFile(path.join(dir, "v1/downloads", d.file))).toString("utf8").split("\n").filter((l) => l !== "");
      expect(lines.length, d.file).toBe(d.records);
      expect(count(d.table ?? ""), d.file).toBe(d.records);
    }
    const people = gunzipSync(await readFile(path.join(dir, "v1/downloads/person.jsonl.gz"))).toString("utf8").trim().split("\n").map((l) => JSON.parse(l) as { slug: string });
    const abraham = JSON.parse(await readFile(path.join(dir, "v1/people/abraham.json"), "utf8")) as { data: unknown };
    expect(people.find((p) => p.slug === "abraham")).toEqual(abraham.data);
  });
});

/** The records of a JSON Lines download, parsed. */
async function jsonLinesRecords(file: string): Promise<Record<string, unknown>[]> {
  const text = gunzipSync(await readFile(path.join(dir, "v1/downloads", file))).toString("utf8");
  return text
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** The `data` of a file of the tree, or undefined when there is no such file. */
async function apiData(rel: string): Promise<unknown> {
  const text = await readFile(path.join(dir, rel), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  return text === undefined ? undefined : (JSON.parse(text) as { data: unknown }).data;
}

/** `read` of each item, at most 64 at a time (the tree has tens of thousands of verse files), results in order. */
async function readEach<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 64) out.push(...(await Promise.all(items.slice(i, i + 64).map(read))));
  return out;
}

/** Every verse of the tree (one `/v1/verses/{osis}` file each). */
async function treeVerses(): Promise<string[]> {
  const names = await readdir(path.join(dir, "v1/verses"));
  return names.filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length));
}

/** Every record the API serves of a download's table, read from the tree's own files (any order). */
async function apiRecords(table: string): Promise<unknown[]> {
  const collection = COLLECTIONS.find((c) => c.table === table);
  if (collection !== undefined) {
    const items = JSON.parse(await readFile(path.join(dir, INDEX_FILES.list(collection.table)), "utf8")) as Record<string, unknown>[];
    return readEach(items, (i) => apiData(routeFile(collection.itemRoute, { [collection.param]: String(i[collection.keyField]) })));
  }
  const perVerse = async (read: (osis: string) => Promise<unknown[]>): Promise<unknown[]> => (await readEach(await treeVerses(), read)).flat();
  const list = (route: RouteName) => async (osis: string) => ((await apiData(routeFile(route, { osis }))) as unknown[] | undefined) ?? [];
  const verse = async (osis: string) => (await apiData(routeFile("verse", { osis }))) as Verse;
  switch (table) {
    case "cross_reference":
      return perVerse(list("crossReferences"));
    case "hebrew_word":
      return perVerse(list("hebrewVerse"));
    case "greek_word":
      return perVerse(list("greekVerse"));
    case "verse":
      return perVerse(async (osis) => {
        const { text: _text, ...entry } = await verse(osis);
        return [entry];
      });
    case "verse_text":
      return perVerse(async (osis) => Object.values((await verse(osis)).text).filter((t) => t !== null));
    case "source":
      return (await apiData(routeFile("sources"))) as unknown[];
    default:
      throw new Error(`no API counterpart known for the download table ${table}: add one here`);
  }
}

/** Records as sorted JSON texts: equal lists hold the same records, in any order. */
const asTexts = (records: readonly unknown[]): string[] => records.map((r) => JSON.stringify(r)).sort();

describe("the downloads carry exactly the records the API serves", () => {
  it("each JSON Lines file holds the records of the API's files of its table, no more, no fewer, field for field", async () => {
    const files = listing.data.filter((d) => d.format === "jsonl.gz");
    expect(files.length).toBeGreaterThan(TABLES.length);
    for (const d of files) {
      const records = await jsonLinesRecords(d.file);
      const served = await apiRecords(d.table ?? "");
      expect(served.length, d.file).toBeGreaterThan(0);
      const [ours, theirs] = [asTexts(records), asTexts(served)];
      expect(ours.length, d.file).toBe(theirs.length);
      const differ = ours.findIndex((r, i) => r !== theirs[i]);
      expect(differ === -1 ? undefined : { download: ours[differ], api: theirs[differ] }, d.file).toBeUndefined();
    }
  }, 120_000);

  it("each table of the database holds its JSON Lines records, row for row, stored as its columns say, and only the word tables have a column more", async () => {
    const registry = new SchemaRegistry();
    for (const d of listing.data.filter((x) => x.format === "jsonl.gz")) {
      const table = d.table ?? "";
      const schema = DOWNLOAD_TABLES.find((t) => t.name === table)?.schema ?? "";
      const fields = Object.keys(registry.files.get(schema)?.properties ?? {});
      const all = db.prepare("SELECT column_name AS name, type FROM columns WHERE table_name = ? ORDER BY position").all(table) as { name: string; type: string }[];
      const columns = all.filter((c) => fields.includes(c.name));
      expect(columns.map((c) => c.name), table).toEqual(fields);
      expect(all.slice(fields.length).map((c) => c.name), table).toEqual(table === "hebrew_word" || table === "greek_word" ? ["strongsEntry"] : []);
      const stored = (r: Record<string, unknown>): Record<string, unknown> =>
        Object.fromEntries(columns.map(({ name, type }) => {
          const v = r[name] ?? null;
          return [name, v === null ? null : type === "JSON" ? JSON.stringify(v) : typeof v === "boolean" ? Number(v) : v];
        }));
      const records = (await jsonLinesRecords(d.file)).map(stored);
      const rows = db.prepare(`SELECT ${columns.map((c) => `"${c.name}"`).join(", ")} FROM "${table}" ORDER BY rowid`).all() as Record<string, unknown>[];
      expect(rows.length, table).toBe(records.length);
      const differ = rows.findIndex((r, i) => JSON.stringify(r) !== JSON.stringify(records[i]));
      expect(differ === -1 ? undefined : { database: rows[differ], record: records[differ] }, table).toBeUndefined();
    }
  });

  it("the KJV rows are the API's verse-text records (source_osis null, paragraph_start false, one prose part)", async () => {
    const kjv = (await jsonLinesRecords("verse_text.jsonl.gz")).find((r) => r.osis === "Gen.1.1" && r.translation === "kjv");
    expect(kjv).toEqual(((await apiData(routeFile("verse", { osis: "Gen.1.1" }))) as Verse).text.kjv);
    expect(kjv).toMatchObject({ source_osis: null, paragraph_start: false, parts: [{ style: "prose", starts: null }] });
    expect(db.prepare("SELECT source_osis, paragraph_start, parts FROM verse_text WHERE osis = 'Gen.1.1' AND translation = 'kjv'").get()).toEqual({
      source_osis: null,
      paragraph_start: 0,
      parts: JSON.stringify(kjv?.parts),
    });
  });
});

describe("served by the runtime", () => {
  let s: SampleApp;
  beforeAll(async () => {
    s = await sampleApp();
  });

  it("GET /v1/downloads lists them; GET /v1/downloads/{file} sends the bytes with their type, sha256 ETag and licence", async () => {
    const res = await s.request("/v1/downloads");
    expect(res.status).toBe(200);
    expect(res.headers.get("link")).toContain("CC BY-SA 4.0");
    const body = await json<Listing>(res);
    const db = body.data.find((d) => d.format === "sqlite")!;
    const file = await s.request(db.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/vnd.sqlite3");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="${DATABASE_FILE}"`);
    expect(file.headers.get("etag")).toBe(`"${db.sha256}"`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(db.sha256);
    const gz = await s.request(body.data.find((d) => d.table === "person")!.url);
    expect(gz.headers.get("content-type")).toBe("application/gzip");
    expect((await s.request(db.url, { headers: { "If-None-Match": `"${db.sha256}"` } })).status).toBe(304);
  });

  it("names in each file's Link header exactly the licences /v1/downloads lists for it (none for strongs.jsonl.gz, Theographic's for person.jsonl.gz)", async () => {
    const body = await json<Listing>(await s.request("/v1/downloads"));
    for (const d of body.data) {
      const res = await s.request(d.url, { method: "HEAD" });
      expect(res.status, d.file).toBe(200);
      const link = res.headers.get("link") ?? "";
      const named = [...link.matchAll(/rel="license"; title="([^"]+)"/g)].map((m) => m[1]);
      expect(named, d.file).toEqual(d.licenses);
      if (d.licenses.length === 0) expect(res.headers.get("link"), d.file).toBeNull();
      else expect(link, d.file).toContain('</v1/sources>; rel="describedby"');
    }
    expect(body.data.find((d) => d.file === "strongs.jsonl.gz")?.licenses).toEqual([]);
    expect(body.data.find((d) => d.file === "person.jsonl.gz")?.licenses).toEqual(["CC BY-SA 4.0"]);
    expect(body.data.find((d) => d.file === "verse.jsonl.gz")?.licenses).toEqual(["CC BY-SA 4.0"]);
    expect(body.data.find((d) => d.file === DATABASE_FILE)?.licenses).toEqual(["CC BY-SA 4.0", "CC BY-SA 3.0"]);
  });

  it("404 for a file it does not list, 401 without a key", async () => {
    const res = await s.request("/v1/downloads/nothing.sqlite");
    expect(res.status).toBe(404);
    expect((await json<{ code: string }>(res)).code).toBe("not-found");
    expect((await s.request("/v1/downloads/..%2Fmeta.json")).status).toBe(404);
    expect((await s.request("/v1/downloads/person.jsonl.gz", { key: null })).status).toBe(401);
  });
});

describe.skipIf(!haveMirror)("the SQLite database of the full data", () => {
  let full: Database.Database;
  let counts: Record<string, number>;
  beforeAll(async () => {
    const root = await fullTree();
    counts = (JSON.parse(await readFile(path.join(root, "v1/meta.json"), "utf8")) as { data: { counts: Record<string, number> } }).data.counts;
    full = new Database(path.join(root, "v1/downloads", DATABASE_FILE), { readonly: true, fileMustExist: true });
    return () => full.close();
  }, 900_000);

  it("has every table's count of /v1/meta, both translations, and answers Ruth's children and Bethel", () => {
    for (const t of TABLES) expect((full.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n, t).toBe(counts[t]);
    expect(full.prepare("SELECT translation, count(*) AS n FROM verse_text GROUP BY translation ORDER BY translation").all()).toEqual([
      { translation: "kjv", n: 31_102 },
      { translation: "web", n: 31_098 },
    ]);
    const ruth = full.prepare("SELECT children FROM person WHERE slug = 'ruth'").get() as { children: string };
    const names = (JSON.parse(ruth.children) as string[]).map((slug) => (full.prepare("SELECT name FROM person WHERE slug = ?").get(slug) as { name: string }).name);
    expect(names).toEqual(["Obed"]);
    expect(full.prepare("SELECT round(latitude, 2) AS lat, round(longitude, 2) AS lon FROM place WHERE slug = 'bethel'").get()).toEqual({ lat: 31.93, lon: 35.22 });
    const love = full.prepare("SELECT v.osis FROM verse_text_fts f JOIN verse_text v ON v.rowid = f.rowid WHERE verse_text_fts MATCH ? AND v.translation = 'kjv'").all('"God so loved the world"') as { osis: string }[];
    expect(love.map((r) => r.osis)).toEqual(["John.3.16"]);
    expect((full.prepare("SELECT count(*) AS n FROM greek_word WHERE strongsNumber = 'G26'").get() as { n: number }).n).toBeGreaterThan(100);
  });

  it("joins every word that has a Strong's number to its entry (59,283 Hebrew words carry augmented numbers such as H5921a), each entry's occurrences being the words joined", () => {
    const n = (sql: string): number => (full.prepare(sql).get() as { n: number }).n;
    for (const words of ["hebrew_word", "greek_word"]) {
      expect(n(`SELECT count(*) AS n FROM ${words} w LEFT JOIN strongs s ON s.number = w.strongsEntry WHERE w.strongsNumber IS NOT NULL AND s.number IS NULL`), words).toBe(0);
    }
    expect(n("SELECT count(*) AS n FROM hebrew_word WHERE strongsEntry <> strongsNumber")).toBeGreaterThan(50_000);
    expect(n("SELECT count(*) AS n FROM greek_word WHERE strongsEntry <> strongsNumber")).toBe(0);
    expect(full.prepare("SELECT number FROM strongs_alias WHERE alias = 'H5921a'").get()).toEqual({ number: "H5921" });
    const disagree = full.prepare("SELECT count(*) AS n FROM strongs s WHERE s.occurrences <> (SELECT count(*) FROM hebrew_word w WHERE w.strongsEntry = s.number) + (SELECT count(*) FROM greek_word w WHERE w.strongsEntry = s.number)").get() as { n: number };
    expect(disagree.n).toBe(0);
    const unresolved = full.prepare("SELECT count(*) AS n FROM lexicon_entry l, json_each(l.strongs_numbers) j LEFT JOIN strongs_alias a ON a.alias = j.value LEFT JOIN strongs s ON s.number = coalesce(a.number, j.value) WHERE s.number IS NULL").get() as { n: number };
    expect(unresolved.n).toBe(0);
  });
});
