/**
 * The text endpoints on the full data, through the real app: facts a reader can check (John 3:16,
 * Abraham in Genesis 12, the 66 books, Psalm 119's 176 verses), references as people type them, and
 * full-text search over both translations. Runs when `../shared/sources` exists, like the other
 * full-data tests.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../../src/paths.ts";
import { createApp } from "../../../src/runtime/app.ts";
import { loadCatalog } from "../../../src/runtime/catalog.ts";
import { folderData } from "../../../src/runtime/data.ts";
import { issueKey } from "../../../src/runtime/keys.ts";
import { openStore } from "../../../src/runtime/store/index.ts";
import { fullTree, haveMirror } from "../../helpers/full-tree.ts";
import type { Passage } from "../../../src/types/passage.ts";
import type { Verse } from "../../../src/types/verse.ts";

describe.skipIf(!haveMirror)("text endpoints on the full data", () => {
  let request: (path: string) => Promise<Response>;
  const get = async <T>(path: string): Promise<T> => {
    const res = await request(path);
    const text = await res.text();
    expect(res.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
    return JSON.parse(text) as T;
  };

  beforeAll(async () => {
    const data = folderData(await fullTree());
    const store = await openStore("memory:");
    const now = new Date("2026-11-24T12:00:00Z");
    const { key } = await issueKey(store, "reader@example.org", "pro", now);
    const app = createApp({ data, store, catalog: await loadCatalog(data), now: () => now });
    request = async (path) => app.request(path, { headers: { "X-API-Key": key } });
  }, 900_000);

  it("serves John 3:16 in both translations, typed as people type it too", async () => {
    const verse = (await get<{ data: Verse }>("/v1/verses/John.3.16")).data;
    expect(verse.text.kjv?.text).toMatch(/^For God so loved the world, that he gave his only begotten Son/);
    expect(verse.text.web?.text).toMatch(/^For God so loved the world, that he gave his one and only Son/);
    expect(verse.people).toContain("jesus");
    expect((await get<{ data: Verse }>("/v1/verses/John%203%3A16")).data).toEqual(verse);
  });

  it("keeps the WEB's poetry and psalm titles, and its own number where it differs", async () => {
    const ps = (await get<{ data: Verse }>("/v1/verses/Ps.23.1")).data.text.web;
    expect(ps?.heading).toMatch(/David/);
    expect(ps?.parts.some((p) => p.style === "poetry")).toBe(true);
    expect((await get<{ data: Verse }>("/v1/verses/Rom.16.25")).data.text.web?.source_osis).toBe("Rom.14.24");
    expect((await get<{ data: Verse }>("/v1/verses/Acts.8.37")).data.text.web).toBeNull();
  });

  it("says of the KJV what its source holds: no psalm titles, neither in verse 1 nor as headings", async () => {
    const ps3 = (await get<{ data: Passage }>("/v1/chapters/Ps.3")).data;
    expect(ps3.verses[0]?.text.kjv?.text).toMatch(/^Lord, how are they increased/);
    expect(ps3.verses[0]?.text.web?.heading).toMatch(/Absalom/);
    expect(ps3.verses.every((v) => v.text.kjv?.heading === null)).toBe(true);
    const translations = (await get<{ data: { id: string; structure: string }[] }>("/v1/translations")).data;
    const kjv = translations.find((t) => t.id === "kjv")?.structure;
    expect(kjv).toMatch(/no psalm titles/);
    expect(kjv).not.toMatch(/part of verse 1/);
  });

  it("keeps the WEB's footnotes out of its psalm titles and verses", async () => {
    expect((await get<{ data: Verse }>("/v1/verses/Ps.90.1")).data.text.web?.heading).toBe("A Prayer by Moses, the man of God.");
    expect((await get<{ data: Verse }>("/v1/verses/Ps.46.1")).data.text.web?.heading).toMatch(/According to Alamoth\.$/);
    expect((await get<{ data: Verse }>("/v1/verses/Ps.145.1")).data.text.web?.heading).toMatch(/by David\.$/);
    const stars = await get<{ meta: { total: number } }>("/v1/search/text?q=elohim&translation=web");
    expect(stars.meta.total).toBe(0);
  });

  it("prints the two KJV verses the source gives in capitals as the KJV does", async () => {
    expect((await get<{ data: Verse }>("/v1/verses/Ps.70.1")).data.text.kjv?.text).toBe("Make haste, O God, to deliver me; make haste to help me, O LORD.");
    expect((await get<{ data: Verse }>("/v1/verses/Ps.92.1")).data.text.kjv?.text).toBe("It is a good thing to give thanks unto the LORD, and to sing praises unto thy name, O most High:");
  });

  it("gives verses of the day that read as a whole thought in the KJV", async () => {
    const list = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, "sources/curated/verse-of-the-day.json"), "utf8")) as { verses: string[] }).verses;
    const fragments: string[] = [];
    for (const osis of list) {
      const text = (await get<{ data: Verse }>(`/v1/verses/${osis}`)).data.text.kjv?.text ?? "";
      const words = text.match(/\p{L}+/gu) ?? [];
      // The verb of "And said", "Doth not behave itself", "Beareth all things" has its subject in the verse before.
      const verb = words[0] === "And" ? words[1] : words[0];
      if (text.endsWith(",")) fragments.push(`${osis} ends in a comma: ${text}`);
      else if (/^(Who|Which|Whose|Whom)$/.test(words[0] ?? "")) fragments.push(`${osis} opens with a relative pronoun: ${text}`);
      else if (/^([A-Z][a-z]+eth|Doth|Hath|said|saith)$/.test(verb ?? "")) fragments.push(`${osis} opens with a verb whose subject is in the verse before: ${text}`);
    }
    expect(fragments).toEqual([]);
  });

  it("serves Genesis 12 with Abraham, its places and its neighbours", async () => {
    const chapter = (await get<{ data: Passage }>("/v1/chapters/Gen.12")).data;
    expect(chapter.verse_count).toBe(20);
    expect(chapter.people).toContain("abraham");
    expect(chapter.places).toEqual(expect.arrayContaining(["haran", "canaan", "egypt"]));
    expect(chapter.chapter).toMatchObject({ previous: "Gen.11", next: "Gen.13" });
    expect(chapter.verses[0]?.text.kjv?.text).toMatch(/^Now the LORD had said unto Abram/);
    const ps119 = (await get<{ data: Passage }>("/v1/chapters/Ps.119")).data;
    expect(ps119.verses).toHaveLength(176);
    expect(ps119.verses[0]?.text.web?.heading).toMatch(/ALEPH/i);
  });

  it("answers ranges across chapters and counts the 66 books", async () => {
    const p = (await get<{ data: Passage }>("/v1/passages/Gen.1.1-Gen.2.3")).data;
    expect(p.verse_count).toBe(34);
    expect(p.verses[33]?.osis_ref).toBe("Gen.2.3");
    const books = (await get<{ data: { osis: string; chapters: number; verses: number }[] }>("/v1/books")).data;
    expect(books).toHaveLength(66);
    expect(books.reduce((n, b) => n + b.chapters, 0)).toBe(1189);
    const translations = (await get<{ data: { id: string; verses: number }[] }>("/v1/translations")).data;
    expect(translations.map((t) => [t.id, t.verses])).toEqual([["kjv", 31102], ["web", 31098]]);
  });

  it("resolves references as people type them", async () => {
    const r = await get<{ data: { passages: { osis: string }[] } }>("/v1/resolve?q=jn%203%2016-18");
    expect(r.data.passages.map((p) => p.osis)).toEqual(["John.3.16-John.3.18"]);
    const cor = await get<{ data: { passages: { osis: string; kind: string }[] } }>("/v1/resolve?q=1%20Cor%2013");
    expect(cor.data.passages).toMatchObject([{ osis: "1Cor.13.1-1Cor.13.13", kind: "chapter" }]);
  });

  it("finds words, phrases and prefixes in the verse text, best first", async () => {
    const phrase = await get<{ data: { osis: string; text: string; highlights: number[][] }[]; meta: { total: number } }>(`/v1/search/text?q=${encodeURIComponent('"God so loved the world"')}`);
    expect(phrase.data.map((h) => h.osis)).toContain("John.3.16");
    const [a, b] = phrase.data[0]!.highlights[0]!;
    expect(phrase.data[0]!.text.slice(a, b)).toBe("God");
    const shepherd = await get<{ data: { osis: string }[] }>("/v1/search/text?q=lord%20shepherd&book=Ps&translation=kjv&limit=3");
    expect(shepherd.data.map((h) => h.osis)).toContain("Ps.23.1");
    const nt = await get<{ data: { osis: string }[]; meta: { total: number } }>("/v1/search/text?q=abra*&testament=NT&limit=200");
    expect(nt.meta.total).toBeGreaterThan(50);
    expect(nt.data.every((h) => !/^(Gen|Exod|Ps|Isa)\./.test(h.osis))).toBe(true);
  });

  it("puts the verse people mean first: words typed side by side, the verse people look up most, a verse pasted whole", async () => {
    const first = async (q: string) => (await get<{ data: { osis: string }[] }>(`/v1/search/text?q=${encodeURIComponent(q)}&limit=1`)).data[0]?.osis;
    expect(await first("in the beginning")).toBe("Gen.1.1");
    expect(await first("swords into plowshares")).toBe("Isa.2.4");
    expect(await first("i am the way")).toBe("John.14.6");
    expect(await first("be strong and of a good courage")).toBe("Josh.1.9");
    expect(await first("holy holy holy")).toBe("Isa.6.3");
    expect(await first("Jesus Christ the same yesterday, and to day, and for ever.")).toBe("Heb.13.8");
  });

  it("searches the WEB's psalm titles with their verses and marks the words found there", async () => {
    type Hits = { data: { osis: string; translation: string; text: string; highlights: number[][]; heading: { text: string; highlights: number[][] } | null }[]; meta: { total: number } };
    const absalom = await get<Hits>("/v1/search/text?q=absalom&book=Ps");
    expect(absalom.data.map((h) => `${h.translation}:${h.osis}`)).toEqual(["web:Ps.3.1"]);
    const [hit] = absalom.data;
    expect(hit?.highlights).toEqual([]);
    expect(hit?.heading?.highlights.map(([a, b]) => hit.heading?.text.slice(a, b))).toEqual(["Absalom"]);
    const david = await get<Hits>("/v1/search/text?q=psalm%20david&translation=web&limit=200");
    expect(david.meta.total, "the 38 WEB titles that say psalm and David").toBe(38);
    expect(david.data.every((h) => h.heading !== null && /psalm/i.test(h.heading.text))).toBe(true);
    const plain = await get<Hits>("/v1/search/text?q=shepherd&translation=kjv&limit=5");
    expect(plain.data.every((h) => h.heading === null)).toBe(true);
  });

  it("offers the KJV's own word, or the right spelling, when a search finds nothing", async () => {
    type Found = { data: unknown[]; meta: { total: number; suggestions?: { q: string; by: string; reason: string; total: number }[] } };
    const offered = async (path: string) => (await get<Found>(path)).meta.suggestions?.map((s) => `${s.q} (${s.reason})`);
    expect(await offered("/v1/search/text?q=donkey&translation=kjv")).toEqual(["ass (translation)"]);
    expect(await offered("/v1/search/text?q=tomb&translation=kjv&book=John")).toEqual(["sepulchre (translation)"]);
    expect(await offered("/v1/search/text?q=demons&translation=kjv")).toEqual(["devils (translation)"]);
    expect(await offered("/v1/search/text?q=sepulchre&translation=web")).toEqual(["tomb (translation)"]);
    expect(await offered(`/v1/search/text?q=${encodeURIComponent('"the donkey"')}&translation=kjv`)).toEqual(['"the ass" (translation)']);
    expect(await offered(`/v1/search/text?q=${encodeURIComponent("honor thy father")}&translation=kjv`), "a word the KJV uses once, the WEB in 150 verses; then the words its one verse holds").toEqual(["honour thy father (translation)", "honor thy (fewer-words)"]);
    expect((await offered(`/v1/search/text?q=${encodeURIComponent("love thy neighbor")}&translation=kjv`))?.[0]).toBe("love thy neighbour (translation)");
    expect((await offered("/v1/search/text?q=beleive"))?.[0]).toBe("believe (spelling)");
    expect((await offered("/v1/search/text?q=pharoah"))?.[0]).toBe("pharaoh (spelling)");
    expect(await offered("/v1/search/text?q=donkey"), "found in the WEB: nothing to offer").toBeUndefined();
  });

  it("gives the passages a reference typed into the search box names, with their URLs", async () => {
    type Found = { data: unknown[]; meta: { total: number; references?: { osis: string; kind: string; url: string | null }[] } };
    const refs = async (q: string) => (await get<Found>(`/v1/search/text?q=${encodeURIComponent(q)}`)).meta.references?.map((r) => `${r.osis} ${r.url}`);
    expect(await refs("john 3:16")).toEqual(["John.3.16 /v1/verses/John.3.16"]);
    expect(await refs("Ps 23")).toEqual(["Ps.23.1-Ps.23.6 /v1/chapters/Ps.23"]);
    expect(await refs("1 cor 13:4-7")).toEqual(["1Cor.13.4-1Cor.13.7 /v1/passages/1Cor.13.4-1Cor.13.7"]);
    expect(await refs("Genesis"), "a book's name no verse holds").toEqual(["Gen.1.1-Gen.50.26 /v1/books/Gen"]);
    expect(await refs("love"), "words that match: no reference looked up").toBeUndefined();
    expect(await refs("zzz 3"), "not a reference").toBeUndefined();
  });

  it("offers the query without the words remembered from another wording", async () => {
    type Found = { meta: { total: number; suggestions?: { q: string; replaced: string; by: string; reason: string }[] } };
    const first = async (q: string) => (await get<Found>(`/v1/search/text?q=${encodeURIComponent(q)}`)).meta.suggestions?.[0];
    expect(await first("by his stripes we are healed")).toMatchObject({ q: "his stripes we are healed", replaced: "by", by: "", reason: "fewer-words" });
    expect(await first("don't be anxious about tomorrow")).toMatchObject({ q: "don't be anxious tomorrow", replaced: "about", reason: "fewer-words" });
    const found = await get<{ data: { osis: string }[] }>(`/v1/search/text?q=${encodeURIComponent("his stripes we are healed")}&limit=1`);
    expect(found.data[0]?.osis).toBe("Isa.53.5");
  });
});
