/**
 * The MCP server end to end, with the SDK's own client: over streamable HTTP (`POST /v1/mcp` on a real
 * Node server running the app, keyed and counted through the tools' requests) and over stdio (the
 * `npm run mcp` CLI as a child process reading a tree). On the sample tree always; on the full tree
 * (when the upstream mirror is there) it answers "who were Ruth's children?" and "where is Bethel?"
 * over both transports, and studies a word (`STUDY_TREE` names a full tree already built).
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcDay } from "../../src/core/calendar.ts";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { createApp } from "../../src/runtime/app.ts";
import { loadCatalog } from "../../src/runtime/catalog.ts";
import { folderData } from "../../src/runtime/data.ts";
import { issueKey, type IssuedKey } from "../../src/runtime/keys.ts";
import { handleMcpRequest } from "../../src/runtime/mcp/server.ts";
import { openStore } from "../../src/runtime/store/index.ts";
import type { Store } from "../../src/runtime/store/types.ts";
import { TIERS } from "../../src/contract/tiers.ts";
import { fullTree, haveMirror, sampleTreeDir } from "../helpers/full-tree.ts";

interface Running {
  readonly base: string;
  readonly store: Store;
  readonly keys: { readonly free: IssuedKey; readonly pro: IssuedKey };
  close(): Promise<void>;
}

/** The app over a tree, with MCP, on a real HTTP server on loopback. */
async function startServer(dir: string): Promise<Running> {
  const data = folderData(dir);
  const store = await openStore("memory:");
  const keys = { free: await issueKey(store, "free@example.org", "free"), pro: await issueKey(store, "pro@example.org", "pro") };
  const app = createApp({ data, store, catalog: loadCatalog(data), mcp: handleMcpRequest });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    store,
    keys,
    close: () => new Promise<void>((resolve) => server.close(() => void store.close().then(() => resolve()))),
  };
}

async function httpClient(base: string, key: string | undefined): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/v1/mcp`), { requestInit: { headers: key === undefined ? {} : { "X-API-Key": key } } }));
  return client;
}

async function stdioClient(dir: string): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  const cli = path.join(PROJECT_ROOT, "src/cli/mcp.ts");
  await client.connect(new StdioClientTransport({ command: process.execPath, args: ["--import", "tsx", cli, "--data-dir", dir], cwd: PROJECT_ROOT, stderr: "pipe" }));
  return client;
}

interface ToolText {
  readonly isError: boolean;
  readonly texts: string[];
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolText> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text?: string }[];
  return { isError: result.isError === true, texts: content.map((c) => c.text ?? "") };
}

/** The first text of a tool's answer, parsed (the API's JSON body). */
async function data<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const r = await call(client, name, args);
  expect(r.isError, `${name} ${JSON.stringify(args)}: ${r.texts.join(" ")}`).toBe(false);
  return (JSON.parse(r.texts[0] ?? "") as { data: T }).data;
}

/** "Who were <name>'s children?" as a model would ask the tools: find the person, read the record, look up each child. */
async function childrenOf(client: Client, name: string): Promise<string[]> {
  const hits = await data<{ slug: string; entity_type: string }[]>(client, "search_names", { q: name });
  const person = hits.find((h) => h.entity_type === "person");
  expect(person, `no person found for ${name}`).toBeDefined();
  const record = await data<{ children: string[] }>(client, "get_person", { slug: person?.slug });
  const names: string[] = [];
  for (const slug of record.children) names.push((await data<{ name: string }>(client, "get_person", { slug })).name);
  return names;
}

/** "Where is <name>?": find the place, read its coordinates, and the licence notice that comes with it. */
async function whereIs(client: Client, name: string): Promise<{ latitude: number; longitude: number; licence: string }> {
  const hits = await data<{ slug: string; entity_type: string }[]>(client, "search_names", { q: name });
  const place = hits.find((h) => h.entity_type === "place");
  expect(place, `no place found for ${name}`).toBeDefined();
  const r = await call(client, "get_place", { slug: place?.slug });
  const record = (JSON.parse(r.texts[0] ?? "") as { data: { latitude: number; longitude: number } }).data;
  return { latitude: record.latitude, longitude: record.longitude, licence: r.texts[1] ?? "" };
}

const TOOLS = [
  "search_names",
  "get_person",
  "get_place",
  "get_event",
  "get_event_people",
  "get_group",
  "get_dictionary_entry",
  "get_topic",
  "get_verse",
  "get_passage",
  "search_text",
  "get_cross_references",
  "find_strongs",
  "get_strongs",
  "get_greek_words",
  "get_hebrew_words",
  "get_interlinear",
  "get_concordance",
  "get_ancestors",
  "get_descendants",
  "get_kinship_path",
  "get_timeline",
  "get_nearest_places",
  "find_places_near",
  "find_places_in_box",
  "get_lexicon_entry",
  "get_greek_lexicon_entry",
  "word_study",
  "decode_morphology",
  "semantic_search",
];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The problem a refused tool call answers with (its first text, parsed). */
async function problemOf(client: Client, name: string, args: Record<string, unknown>): Promise<{ code: string; status: number; detail: string }> {
  const r = await call(client, name, args);
  expect(r.isError, `${name} ${JSON.stringify(args)} should be refused`).toBe(true);
  return JSON.parse(r.texts[0] ?? "") as { code: string; status: number; detail: string };
}

/** A word study's answer, as word_study gives it. */
interface WordStudyData {
  number: string;
  language: string;
  lemma: string;
  transliteration: string;
  gloss: string | null;
  definition: string;
  kjv_renderings: string[];
  occurrences: number;
  verse_count: number;
  forms: { form: string; count: number }[];
  first_verses: { osis_ref: string; forms: string[] }[];
  lexicon: { slug: string; headword: string; gloss: string | null; definition: string; definition_cut: boolean; senses: unknown[]; senses_total: number } | null;
  more: string;
}

describe("MCP over streamable HTTP (POST /v1/mcp), sample tree", () => {
  let running: Running;
  let client: Client;
  beforeAll(async () => {
    running = await startServer(await sampleTreeDir());
    client = await httpClient(running.base, running.keys.free.key);
  }, 300_000);
  afterAll(async () => {
    await client?.close();
    await running?.close();
  });

  it("lists every tool with a description and a JSON-schema input rendered from the contract", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS);
    for (const t of tools) {
      expect(t.description?.length ?? 0, t.name).toBeGreaterThan(80);
      expect(t.inputSchema.type).toBe("object");
      expect(t.annotations?.readOnlyHint).toBe(true);
    }
    const person = tools.find((t) => t.name === "get_person");
    expect(person?.inputSchema).toMatchObject({ required: ["slug"], properties: { slug: { type: "string", maxLength: 200 } } });
    const verse = tools.find((t) => t.name === "get_verse");
    expect((verse?.inputSchema.properties as Record<string, { maxLength?: number }>).osis?.maxLength).toBeGreaterThan(0);
  });

  it("answers who Abraham's children were and where Bethel is, with the share-alike notice", async () => {
    expect((await childrenOf(client, "Abraham")).sort()).toEqual(["Isaac", "Ishmael"]);
    const bethel = await whereIs(client, "Bethel");
    expect(bethel.latitude).toBeCloseTo(31.93, 1);
    expect(bethel.longitude).toBeCloseTo(35.22, 1);
    expect(bethel.licence).toContain("CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)");
  });

  it("word study of a Greek number: the word, its meaning, its KJV renderings, its figures, its first verses and the Abbott-Smith article", async () => {
    const study = await data<WordStudyData>(client, "word_study", { number: "G846" });
    expect(study).toMatchObject({ number: "G846", language: "greek", lemma: "αὐτός", transliteration: "autós", gloss: "self; he, she, it", occurrences: 1, verse_count: 1 });
    expect(study.kjv_renderings).toEqual(["her", "him", "it", "same", "self", "them", "they"]);
    expect(study.forms).toEqual([{ form: "αὐτοῦ", count: 1 }]);
    expect(study.first_verses).toEqual([{ osis_ref: "Matt.1.2", forms: ["αὐτοῦ"] }]);
    expect(study.lexicon).toMatchObject({ slug: "g846", headword: "αὐτός", definition_cut: false });
    expect(study.lexicon?.senses.length).toBeGreaterThan(0);
    expect(study.more).toContain("get_greek_lexicon_entry with slug g846");
    const words = await call(client, "get_greek_words", { osis: "Matt.1.1" });
    expect(words.texts.at(-1)).toContain("CC BY-SA 3.0");
  });

  it("reads a passage typed as people write it and finds verses by their words", async () => {
    const passage = await data<{ osis: string; verses: { osis_ref: string; text: { kjv: { text: string } } }[] }>(client, "get_passage", { ref: "Gen 12:1-3" });
    expect(passage.osis).toBe("Gen.12.1-Gen.12.3");
    expect(passage.verses.map((v) => v.osis_ref)).toEqual(["Gen.12.1", "Gen.12.2", "Gen.12.3"]);
    expect(passage.verses[0]?.text.kjv.text).toMatch(/Abram/);
    const hits = await data<{ osis: string; translation: string }[]>(client, "search_text", { q: "abram", book: "Genesis", translation: "kjv", limit: 3 });
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h).toMatchObject({ osis: expect.stringMatching(/^Gen\./), translation: "kjv" });
    expect((await call(client, "get_passage", { ref: "Hezekiah 3" })).isError).toBe(true);
  });

  it("finds a Strong's number by the word as people spell it, for word_study", async () => {
    const found = await data<{ number: string }[]>(client, "find_strongs", { q: "elohim" });
    expect(found.map((e) => e.number)).toEqual(["H430"]);
    const meaning = await data<{ number: string }[]>(client, "find_strongs", { gloss: "created" });
    expect(meaning.map((e) => e.number)).toEqual(["H1254"]);
  });

  it("word study of a Hebrew number: the Strong's entry, its verses and the Brown-Driver-Briggs article; a lettered number takes its own article", async () => {
    const study = await data<WordStudyData>(client, "word_study", { number: "h430" });
    expect(study).toMatchObject({ number: "H430", language: "hebrew", lemma: "אֱלֹהִים", gloss: "God", occurrences: 2, verse_count: 2 });
    expect(study.kjv_renderings).toEqual(["God", "gods", "mighty"]);
    expect(study.first_verses.map((v) => v.osis_ref)).toEqual(["Gen.1.1", "Gen.32.1"]);
    expect(study.lexicon).toMatchObject({ slug: "a-ac-ab", headword: "אֱלֹהִים", senses_total: 4 });
    const lettered = await data<WordStudyData>(client, "word_study", { number: "H1254a" });
    expect(lettered).toMatchObject({ number: "H1254", first_verses: [{ osis_ref: "Gen.1.1", forms: ["בָּרָא"] }] });
    expect(lettered.lexicon?.slug).toBe("b-aa-aa");
    expect((await problemOf(client, "word_study", { number: "G99999" })).code).toBe("not-found");
  });

  it("study tools: family, kinship, timeline, maps, interlinear, concordance, morphology and the lexicon articles", async () => {
    const ancestors = await data<{ slug: string; generation: number; via: string }[]>(client, "get_ancestors", { slug: "isaac" });
    expect(ancestors.map((a) => [a.slug, a.generation])).toEqual([["abraham", 1], ["sarah", 1], ["terah", 2]]);
    const descendants = await data<{ slug: string }[]>(client, "get_descendants", { slug: "terah", depth: 1 });
    expect(descendants.map((d) => d.slug)).toEqual(["abraham", "haran", "sarah"]);
    const path = await data<{ text: string; length: number }>(client, "get_kinship_path", { slug: "isaac", other: "lot" });
    expect(path.text).toBe("Isaac is a son of Abraham; Abraham is the brother of Haran; Haran is the father of Lot");
    expect((await problemOf(client, "get_kinship_path", { slug: "isaac", other: "lot", max_steps: 2 })).code).toBe("no-kinship-path");
    const timeline = await data<{ kind: string; slug: string; start_year: number }[]>(client, "get_timeline", { from: -2000, to: -1900, kind: "event", limit: 2 });
    expect(timeline.map((e) => [e.kind, e.slug, e.start_year])).toEqual([["event", "birth-of-abraham", -1996], ["event", "abraham-enters-canaan", -1920]]);
    const nearest = await data<{ slug: string; distance_km: number }[]>(client, "get_nearest_places", { slug: "bethel", limit: 2 });
    expect(nearest.map((p) => p.slug)).toEqual(["shechem", "canaan"]);
    expect(nearest[0]?.distance_km).toBeCloseTo(32, 0);
    expect((await data<{ slug: string }[]>(client, "find_places_near", { lat: 31.9, lon: 35.2, radius_km: 10 })).map((p) => p.slug)).toEqual(["bethel"]);
    expect((await data<{ slug: string }[]>(client, "find_places_in_box", { bbox: "35.1,31.8,35.4,32.3" })).map((p) => p.slug)).toEqual(["bethel", "shechem"]);
    const interlinear = await data<{ strongs_number: string; gloss: string; parse: string }[]>(client, "get_interlinear", { osis: "Gen 1:1" });
    expect(interlinear[2]).toMatchObject({ strongs_number: "H430", gloss: "God", parse: "common noun, masculine plural absolute" });
    const concordance = await call(client, "get_concordance", { number: "H430", limit: 1 });
    const page = JSON.parse(concordance.texts[0] ?? "") as { data: { osis_ref: string }[]; meta: { total: number }; entry: { occurrences: number } };
    expect(page).toMatchObject({ data: [{ osis_ref: "Gen.1.1" }], meta: { total: 2 }, entry: { occurrences: 2 } });
    expect(await data<{ text: string; count: number }>(client, "decode_morphology", { code: "HVqp3ms" })).toMatchObject({ text: "verb, qal perfect, third person masculine singular", count: 2 });
    const wrongCase = await problemOf(client, "decode_morphology", { code: "hvqp3ms" });
    expect(wrongCase).toMatchObject({ code: "not-found", status: 404 });
    expect(wrongCase.detail).toContain("'HVqp3ms' is used");
    expect((await problemOf(client, "decode_morphology", { code: "HVqw3ms" })).detail).toContain("It is a part of the code 'HC/Vqw3ms' (1 word): give the whole word's code.");
    expect((await data<{ slug: string }>(client, "get_lexicon_entry", { slug: "H430" })).slug).toBe("a-ac-ab");
    expect((await data<{ slug: string }>(client, "get_greek_lexicon_entry", { slug: "G846" })).slug).toBe("g846");
  });

  it("reports the API's errors as tool errors: unknown slug, bad verse, free key on semantic search, unknown argument", async () => {
    const missing = await call(client, "get_person", { slug: "nobody-at-all" });
    expect(missing.isError).toBe(true);
    expect(JSON.parse(missing.texts[0] ?? "")).toMatchObject({ status: 404, code: "not-found" });
    expect((await call(client, "get_verse", { osis: "Gen.99.1" })).texts[0]).toContain("Genesis has 50 chapters in KJV versification");
    const semantic = await call(client, "semantic_search", { query: "the man who built an altar at Bethel" });
    expect(semantic.isError).toBe(true);
    expect(JSON.parse(semantic.texts[0] ?? "")).toMatchObject({ status: 403, code: "tier-required" });
    expect((await call(client, "get_place", { slug: "bethel", colour: "red" })).texts[0]).toContain("takes no colour");
  });

  it("checks each call's arguments against the tool's input schema, in the words of the API's invalid-parameter problems, before any request", async () => {
    const key = await issueKey(running.store, "arguments@example.org", "free");
    const used = () => running.store.used(key.info.id, utcDay(new Date()));
    const checked = await httpClient(running.base, key.key);
    try {
      const asText = await problemOf(checked, "search_text", { q: "abram", limit: "2" });
      expect(asText).toMatchObject({ code: "invalid-parameter", status: 400 });
      expect(asText.detail).toBe('limit must be a whole number ≥ 1, got "2". Give it as a JSON number (2), not as text. Fix the named parameter and retry.');
      expect((await problemOf(checked, "get_place", {})).detail).toBe("slug is required and must not be empty. Give the place's slug (`haran`) or upstream id (`haran_527`). Fix the named parameter and retry.");
      expect((await problemOf(checked, "get_place", { slug: "bethel", colour: "red" })).detail).toContain("get_place takes no colour; it takes slug.");
      expect((await problemOf(checked, "search_text", { q: "abram", testamant: "OT" })).detail).toContain("Did you mean testament?");
      expect((await problemOf(checked, "get_person", { slug: 58 })).detail).toContain("slug must be text (e.g. 'abraham' or 'abraham_58'), got 58.");
      expect((await problemOf(checked, "search_text", { q: "abram", testament: "apocrypha" })).detail).toContain('testament must be one of OT, NT (any letter case); got "apocrypha".');
      const several = await problemOf(checked, "search_text", { q: "", translation: "klingon", limit: 0 });
      expect(several.detail).toBe('q is required and must not be empty. translation must be one of kjv, web (any letter case); got "klingon". limit must be ≥ 1, got 0. Fix the named parameter and retry.');
      expect((await problemOf(checked, "get_ancestors", { slug: "isaac", depth: "2" })).detail).toContain('depth must be a whole number from 1 to 100, got "2". Give it as a JSON number (2), not as text.');
      expect((await problemOf(checked, "get_kinship_path", { slug: "isaac", other: "lot", max_step: 3 })).detail).toContain("get_kinship_path takes no max_step; it takes slug, other, max_steps. Did you mean max_steps?");
      const point = await problemOf(checked, "find_places_near", { lat: 91, lon: "35.2", radius_km: 0 });
      expect(point.detail).toBe(
        'lat must be a number from -90 to 90, got 91. lon must be a decimal number from -180 to 180, got "35.2". Give it as a JSON number (35.2), not as text. radius_km must be a number more than 0 and at most 1000, got 0. Fix the named parameter and retry.',
      );
      expect((await problemOf(checked, "word_study", { number: "love" })).detail).toContain('number must look like H430 or G26, got "love".');
      expect((await problemOf(checked, "semantic_search", { query: "" })).detail).toContain("query is required and must not be empty.");
      expect(await used()).toBe(0);

      // What the API reads leniently, the tools read so too: letter case of closed sets, null for "not given", a limit above the cap.
      expect((await data<unknown[]>(checked, "search_names", { q: "sarah", type: "PERSON", limit: null })).length).toBeGreaterThan(0);
      expect((await data<unknown[]>(checked, "search_text", { q: "abram", testament: "ot", limit: 500 })).length).toBeGreaterThan(0);
      expect((await data<unknown[]>(checked, "get_timeline", { kind: "EVENT", from: null, limit: 1 })).length).toBe(1);
      expect(await used()).toBe(3);
    } finally {
      await checked.close();
    }
  });

  it("says a wrong or missing value in the same words as the HTTP API's invalid-parameter problem (a missing one also says what to give)", async () => {
    const hint = " Fix the named parameter and retry.";
    const cases: [string, Record<string, unknown>, string][] = [
      ["search_text", { q: "abram", offset: 1.5 }, "/v1/search/text?q=abram&offset=1.5"],
      ["search_text", { q: "abram", limit: 0 }, "/v1/search/text?q=abram&limit=0"],
      ["search_text", { q: "abram", testament: "NEW" }, "/v1/search/text?q=abram&testament=NEW"],
      ["search_text", {}, "/v1/search/text"],
      ["search_names", { q: "sarah", type: "animal" }, "/v1/search?q=sarah&type=animal"],
      ["get_cross_references", { osis: "Gen.12.1", limit: "ten" }, "/v1/verses/Gen.12.1/cross-references?limit=ten"],
      ["find_strongs", { gloss: "" }, "/v1/strongs?gloss="],
      ["get_ancestors", { slug: "isaac", depth: 0 }, "/v1/people/isaac/ancestors?depth=0"],
      ["get_timeline", { from: -20000 }, "/v1/timeline?from=-20000"],
      ["get_timeline", { kind: "battle" }, "/v1/timeline?kind=battle"],
      ["find_places_in_box", { bbox: "35,31" }, "/v1/geo/box?bbox=35,31"],
      ["find_places_in_box", {}, "/v1/geo/box"],
      ["find_places_near", { lat: 31.9, lon: 200 }, "/v1/geo/near?lat=31.9&lon=200"],
      ["find_places_near", { lat: 31.9 }, "/v1/geo/near?lat=31.9"],
      ["get_nearest_places", { slug: "bethel", limit: 0 }, "/v1/geo/places/bethel/nearest?limit=0"],
      ["get_kinship_path", { slug: "isaac", other: "lot", max_steps: 101 }, "/v1/people/isaac/kinship/lot?max_steps=101"],
      ["get_concordance", { number: "H430", limit: "ten" }, "/v1/strongs/H430/concordance?limit=ten"],
    ];
    for (const [tool, args, url] of cases) {
      const res = await fetch(`${running.base}${url}`, { headers: { "X-API-Key": running.keys.free.key } });
      // The API reads every value as text and quotes what it cannot read as a number; a tool's number is shown as the number it is.
      const http = (await res.json()) as { code: string; detail: string };
      if (typeof Object.values(args).at(-1) === "number") http.detail = http.detail.replace(/"(-?[0-9.]+)"/g, "$1");
      expect(http.code, url).toBe("invalid-parameter");
      expect(http.detail.endsWith(hint), url).toBe(true);
      const viaTool = await problemOf(client, tool, args);
      expect(viaTool.code).toBe("invalid-parameter");
      expect(viaTool.detail, `${tool} ${JSON.stringify(args)}`).toMatch(new RegExp(`^${escapeRegExp(http.detail.slice(0, -hint.length))}( Give [^.]+\\.)?${escapeRegExp(hint)}$`));
    }
  });

  it("semantic search for a pro key", async () => {
    const pro = await httpClient(running.base, running.keys.pro.key);
    try {
      const hits = await data<{ slug: string }[]>(pro, "semantic_search", { query: "the wife of Abraham", limit: 5 });
      expect(hits.map((h) => h.slug)).toContain("sarah");
    } finally {
      await pro.close();
    }
  });

  it("counts each tool call against the key's daily quota, not the protocol messages, and refuses past it", async () => {
    const key = await issueKey(running.store, "counted@example.org", "free");
    const used = () => running.store.used(key.info.id, utcDay(new Date()));
    const counted = await httpClient(running.base, key.key);
    try {
      await counted.listTools();
      expect(await used()).toBe(0);
      await call(counted, "get_person", { slug: "abraham" });
      await call(counted, "search_names", { q: "sarah" });
      await call(counted, "word_study", { number: "G846" });
      expect(await used()).toBe(5);
      const res = await fetch(`${running.base}/v1/usage`, { headers: { "X-API-Key": key.key } });
      expect(((await res.json()) as { data: { daily_used: number } }).data.daily_used).toBe(5);
      for (let i = (await used()); i < TIERS.free.dailyLimit; i++) await running.store.consume(key.info.id, utcDay(new Date()), TIERS.free.dailyLimit);
      const refused = await call(counted, "get_person", { slug: "abraham" });
      expect(refused.isError).toBe(true);
      expect(JSON.parse(refused.texts[0] ?? "")).toMatchObject({ status: 429, code: "quota-exceeded" });
    } finally {
      await counted.close();
    }
  });

  it("refuses without a key or with a bad one (401), before any MCP message is handled", async () => {
    await expect(httpClient(running.base, undefined)).rejects.toThrow(/401|missing-api-key|API key/i);
    await expect(httpClient(running.base, "bra_notAValidKey")).rejects.toThrow(/401|invalid-api-key|API key/i);
    const raw = await fetch(`${running.base}/v1/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body: "{}" });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { code: string }).code).toBe("missing-api-key");
  });

  it("GET /v1/mcp is 405 (no event stream in stateless mode); an app without MCP answers 501", async () => {
    const get = await fetch(`${running.base}/v1/mcp`, { headers: { "X-API-Key": running.keys.free.key } });
    expect(get.status).toBe(405);
    const dir = await sampleTreeDir();
    const data = folderData(dir);
    const store = await openStore("memory:");
    const { key } = await issueKey(store, "x@example.org", "free");
    const bare = createApp({ data, store, catalog: loadCatalog(data) });
    const res = await bare.request("/v1/mcp", { method: "POST", headers: { "X-API-Key": key, "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(501);
    await store.close();
  });
});

describe("MCP over stdio (npm run mcp), sample tree", () => {
  let client: Client;
  beforeAll(async () => {
    client = await stdioClient(await sampleTreeDir());
  }, 300_000);
  afterAll(async () => {
    await client?.close();
  });

  it("lists the same tools and answers from the local tree", async () => {
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(TOOLS);
    expect((await childrenOf(client, "Abraham")).sort()).toEqual(["Isaac", "Ishmael"]);
    expect((await whereIs(client, "Bethel")).latitude).toBeCloseTo(31.93, 1);
    expect((await data<{ slug: string }[]>(client, "semantic_search", { query: "the wife of Abraham" })).map((h) => h.slug)).toContain("sarah");
  });
});

describe.skipIf(!haveMirror)("MCP on the full data", () => {
  let dir: string;
  let running: Running;
  beforeAll(async () => {
    dir = process.env.STUDY_TREE ?? (await fullTree());
    running = await startServer(dir);
  }, 900_000);
  afterAll(async () => {
    await running?.close();
  });

  it("word study of agapē and of the article: the word, its renderings, its figures and first verses, and the article's start, in a few KB", async () => {
    const client = await httpClient(running.base, running.keys.free.key);
    try {
      const agape = await data<WordStudyData>(client, "word_study", { number: "G26" });
      expect(agape).toMatchObject({ number: "G26", lemma: "ἀγάπη", gloss: "love", occurrences: 116, verse_count: 106 });
      expect(agape.kjv_renderings).toEqual(["(feast of) charity(-ably)", "dear", "love"]);
      expect(agape.forms[0]).toEqual({ form: "ἀγάπη", count: 36 });
      expect(agape.first_verses.map((v) => v.osis_ref)).toEqual(["Matt.24.12", "Luke.11.42", "John.5.42", "John.13.35", "John.15.9"]);
      expect(agape.lexicon).toMatchObject({ slug: "g26", headword: "ἀγάπη" });
      expect(agape.more).toContain("All 106 verses: get_concordance with number G26");
      const article = await call(client, "word_study", { number: "G3588" });
      expect(article.isError).toBe(false);
      const the = (JSON.parse(article.texts[0] ?? "") as { data: WordStudyData }).data;
      expect(the).toMatchObject({ occurrences: 19769, verse_count: 6951 });
      expect(the.first_verses).toHaveLength(5);
      expect(the.lexicon?.definition_cut).toBe(true);
      expect(article.texts[0]?.length ?? 0).toBeLessThan(8000);
      const chesed = await data<WordStudyData>(client, "word_study", { number: "H2617" });
      expect(chesed.kjv_renderings).toContain("(loving-) kindness");
      expect(chesed.lexicon?.slug).toBe("h-ed-ab");
      expect(await data<{ text: string }>(client, "get_kinship_path", { slug: "ruth", other: "david" })).toMatchObject({ text: "Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David" });
      expect(await data<{ count: number }>(client, "decode_morphology", { code: "V- 3AAI-S--" })).toMatchObject({ count: 2481 });
    } finally {
      await client.close();
    }
  }, 120_000);

  for (const transport of ["streamable HTTP", "stdio"] as const) {
    it(`${transport}: who were Ruth's children? where is Bethel?`, async () => {
      const client = transport === "stdio" ? await stdioClient(dir) : await httpClient(running.base, running.keys.free.key);
      try {
        expect(await childrenOf(client, "Ruth")).toEqual(["Obed"]);
        const bethel = await whereIs(client, "Bethel");
        expect(bethel.latitude).toBeCloseTo(31.93, 1);
        expect(bethel.longitude).toBeCloseTo(35.22, 1);
        expect(bethel.licence).toContain("CC BY-SA 4.0");
      } finally {
        await client.close();
      }
    }, 120_000);
  }
});
