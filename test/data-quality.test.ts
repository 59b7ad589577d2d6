/**
 * Data a scholar can trust, checked on the full data (CI runs it whenever the upstream mirror is
 * there): every Strong's number agrees with the entry it points to or is in the reviewed correction
 * table, every verse with upstream words has its word file, and every contradiction the build found is
 * listed in `build-report.json`. A new disagreement fails here until it is reviewed: corrected in
 * `sources/corrections/`, or accepted as an anomaly below.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CANON } from "../src/core/osis.ts";
import { fullTree, haveMirror } from "./helpers/full-tree.ts";

interface Report {
  unresolved: { table: string; field: string; count: number; examples: string[] }[];
  corrections: { table: string; field: string; reason: string; count: number; changes: { from: string; to: string; count: number }[] }[];
  anomalies: { check: string; table: string; count: number; cases: string[] }[];
  verses_without_words: { table: string; reason: string; count: number; verses: string[] }[];
  notes: string[];
}

describe.skipIf(!haveMirror)("data quality on the full data", () => {
  const ctx = { dir: "", report: undefined as unknown as Report };
  const read = async (file: string): Promise<any> => JSON.parse(await readFile(path.join(ctx.dir, file), "utf8"));
  const anomalies = (check: string, table?: string): string[] =>
    ctx.report.anomalies.filter((a) => a.check === check && (table === undefined || a.table === table)).flatMap((a) => a.cases);

  beforeAll(async () => {
    ctx.dir = await fullTree();
    ctx.report = JSON.parse(await readFile(path.join(ctx.dir, "build-report.json"), "utf8")) as Report;
  }, 900_000);

  describe("Greek Strong's numbers", () => {
    it("every lemma's number agrees with its Strong's/Dodson headword or is in the reviewed table", () => {
      expect(anomalies("strongs-lemma-disagrees", "greek_word")).toEqual([]);
      expect(anomalies("stale-correction")).toEqual([]);
      expect(ctx.report.notes.filter((n) => n.includes("name a lemma no word of this build has"))).toEqual([]);
    });

    it("corrects the 213 words of the six wrong numbers and fills numbers a lexicon gives", () => {
      const wrong = ctx.report.corrections.find((c) => c.table === "greek_word" && c.reason.startsWith("wrong number"));
      expect(wrong?.count).toBe(213);
      expect(wrong?.changes).toEqual(
        expect.arrayContaining([
          { from: "G182 (ἁμαρτία)", to: "G266", count: 172 },
          { from: "G40 (ἀγνοέω)", to: "G50", count: 22 },
          { from: "G484 (ἀρχαῖος)", to: "G744", count: 11 },
        ]),
      );
      const missing = ctx.report.unresolved.find((u) => u.table === "greek_word" && u.field === "strongsNumber");
      expect(missing?.count ?? 0).toBeLessThanOrEqual(133);
    });

    it("Romans reads sin as sin", async () => {
      const words = (await read("v1/greek/Rom.3.9.json")).data as { lemma: string; strongsNumber: string; upstreamStrongsNumber: string }[];
      const sin = words.find((w) => w.lemma === "ἁμαρτία");
      expect(sin).toMatchObject({ strongsNumber: "G266", upstreamStrongsNumber: "G182" });
      expect((await read("v1/strongs/G266.json")).data.lemma).toBe("ἁμαρτία");
    });
  });

  describe("Greek text", () => {
    it("has no apparatus signs in text; 8,699 words keep them in apparatus", () => {
      expect(ctx.report.notes).toContain("greek_word: 8699 word(s) carry SBLGNT apparatus signs (⸀ ⸁ ⸂ ⸃ ⸄ ⸅); text has them removed, apparatus keeps them");
    });

    it("prints Rom 1:1 without signs (SBLGNT ⸂Χριστοῦ)", async () => {
      const words = (await read("v1/greek/Rom.1.1.json")).data as { text: string; apparatus: string | null }[];
      expect(words.some((w) => /[\u2E00-\u2E05]/u.test(w.text))).toBe(false);
      expect(words.find((w) => w.apparatus === "⸂")?.text).toBe("Χριστοῦ");
    });
  });

  describe("KJV versification of the word tables", () => {
    it("every canonical verse has its word file, or the report says why it has no words", () => {
      const explained = new Map<string, string>();
      for (const g of ctx.report.verses_without_words) for (const v of g.verses) explained.set(`${g.table}:${v}`, g.reason);
      const unexplained: string[] = [];
      let withFile = 0;
      for (const book of CANON) {
        const [table, folder] = book.testament === "NT" ? ["greek_word", "greek"] : ["hebrew_word", "hebrew"];
        book.verses.forEach((n, c) => {
          for (let v = 1; v <= n; v++) {
            const ref = `${book.osis}.${c + 1}.${v}`;
            const has = existsSync(path.join(ctx.dir, `v1/${folder}/${ref}.json`));
            const why = explained.get(`${table}:${ref}`);
            if (has && why !== undefined) unexplained.push(`${ref}: has a file but is listed as without words`);
            if (has) withFile++;
            else if (why === undefined || why.includes("unexplained")) unexplained.push(`${ref}: no file and ${why ?? "not in the report"}`);
          }
        });
      }
      expect(unexplained).toEqual([]);
      expect(withFile).toBe(31102 - 31);
      expect(ctx.report.verses_without_words.map((g) => [g.table, g.count])).toEqual([
        ["greek_word", 12],
        ["greek_word", 3],
        ["greek_word", 15],
        ["hebrew_word", 1],
      ]);
    });

    const words = async (folder: string, ref: string): Promise<string[]> => ((await read(`v1/${folder}/${ref}.json`)).data as { text: string }[]).map((w) => w.text);

    it("splits SBLGNT verses the KJV counts as two: 2 Cor 13:12–14, Acts 19:40–41", async () => {
      expect((await words("greek", "2Cor.13.12")).join(" ")).toBe("ἀσπάσασθε ἀλλήλους ἐν ἁγίῳ φιλήματι.");
      expect((await words("greek", "2Cor.13.13")).join(" ")).toBe("ἀσπάζονται ὑμᾶς οἱ ἅγιοι πάντες.");
      expect((await words("greek", "2Cor.13.14"))[0]).toBe("ἡ");
      expect((await words("greek", "Acts.19.41")).join(" ")).toBe("καὶ ταῦτα εἰπὼν ἀπέλυσεν τὴν ἐκκλησίαν.");
      expect((await words("greek", "Acts.19.40")).at(-1)).toBe("ταύτης.");
    });

    it("splits WLC half verses at OSHB's KJV markers: Ps 13:5–6, Isa 63:19–64:1, 1 Kgs 18:33–34", async () => {
      expect(await words("hebrew", "Ps.13.6")).toHaveLength(5);
      expect((await read("v1/hebrew/Ps.13.6.json")).data.every((w: { wlcRef: string }) => w.wlcRef === "Ps.13.6")).toBe(true);
      expect(await words("hebrew", "Isa.64.1")).toHaveLength(7);
      expect((await read("v1/hebrew/Isa.64.1.json")).data[0].wlcRef).toBe("Isa.63.19");
      expect(await words("hebrew", "1Kgs.18.34")).toHaveLength(6);
      const note = (wlc: string) => ctx.report.notes.find((n) => n.startsWith(`hebrew: WLC ${wlc} is split`));
      for (const wlc of ["1Kgs.18.34", "1Kgs.20.3", "1Kgs.22.21", "Isa.63.19", "Ps.13.6"]) expect(note(wlc)).toContain("split at OSHB's KJV markers");
    });
  });

  describe("name meanings", () => {
    it("gives each namesake one meaning, chosen by the reviewed table", async () => {
      const meaning = async (id: string) => (await read(`v1/people/${id}.json`)).data.name_meaning;
      expect(await meaning("noah")).toBe("repose; consolation");
      expect(await meaning("noah-daughter-of-zelophehad")).toBe("that quavers or totters (Zelophehad's daughter)");
      expect(await meaning("abel")).toBe("vanity; breath; vapor");
      expect(await meaning("eli")).toBe("the offering or lifting up");
      expect(await meaning("rahab")).toBe("large; extended (name of a woman)");
      expect(anomalies("name-meaning-unassigned")).toEqual([]);
    });
  });

  describe("coordinates", () => {
    it("gives Azotus, Chios, Clauda, Lasea and Phrygia the complete pair upstream has, saying where it comes from", async () => {
      const fixed = ctx.report.corrections.find((c) => c.table === "place" && c.field === "latitude, longitude");
      expect(fixed?.changes.map((c) => c.from.split(":")[0]).sort()).toEqual(["azotus_132", "chios_296", "clauda_280", "lasea_717", "phrygia_946"]);
      for (const id of ["azotus", "chios", "clauda", "lasea", "phrygia"]) {
        const place = (await read(`v1/places/${id}.json`)).data;
        expect(place.latitude, id).not.toBeNull();
        expect(place.longitude, id).not.toBeNull();
        expect(place.coordinate_source, id).toBe("OpenBible.info");
      }
    });
  });

  describe("Easton articles linked to nobody upstream", () => {
    it("go to the one person of their name who shares their verses, both ways, each listed in the report", async () => {
      const linked = ctx.report.corrections.find((c) => c.table === "dictionary_entry" && c.field === "people");
      const pairs = new Map(linked?.changes.map((c) => [c.from, c.to]));
      expect(pairs.get("herod-the-great")).toBe("herod-the-great");
      expect(pairs.get("darius-1"), "Easton's Darius the Mede, Daniel 9:1's son of Ahasuerus").toBe("darius-son-of-ahasuerus");
      expect(pairs.has("jezreel-blood-of"), "an inverted headword is about the deed, not the man").toBe(false);
      for (const [article, person] of pairs) {
        expect((await read(`v1/dictionary/${article}.json`)).data.people, article).toEqual([person]);
        expect((await read(`v1/people/${person}.json`)).data.dictionary_entries, person).toEqual([article]);
      }
    });
  });

  describe("names the modern text spells another way", () => {
    it("call Timotheus Timothy and Melchisedec Melchizedek, keeping the upstream spelling, old slugs and the relatives' qualifiers resolving", async () => {
      const respelt = ctx.report.corrections.filter((c) => c.table === "person" && c.field === "name" && c.reason.startsWith("the World English Bible spells"));
      const changes = new Map(respelt.flatMap((c) => c.changes.map((x) => [x.from.split(":")[0], x.to])));
      expect(changes.get("timotheus_2863")).toBe("Timothy");
      expect(changes.get("melchisedec_1991")).toBe("Melchizedek");
      expect(changes.has("jacob_1")).toBe(false);
      const timothy = (await read("v1/people/timothy.json")).data;
      expect([timothy.name, timothy.upstream_name, timothy.also_called]).toEqual(["Timothy", "Timotheus", ["Timotheus"]]);
      const aliases = (await read("_index/aliases.json")).person;
      expect(aliases.timotheus).toBe("timothy");
      expect(aliases["portius-festus"]).toBe("porcius-festus");
      expect(aliases["hezron-son-of-pharez"], "a relative's respelt name in a qualifier").toBe("hezron-son-of-perez");
    });
  });

  describe("places the upstream titles by one common word", () => {
    it("take the ESV's name (Tower of Hananel, Place of a Skull), their old slugs resolving", async () => {
      const renamed = ctx.report.corrections.find((c) => c.table === "place" && c.field === "name");
      const changes = new Map(renamed?.changes.map((x) => [x.from.split(":")[0], x.to]));
      expect(changes.get("tower_1177")).toBe("Tower of Hananel");
      expect(changes.get("place_954")).toBe("Place of a Skull");
      expect(changes.has("skull_1154"), "The Skull adds only an article").toBe(false);
      const aliases = (await read("_index/aliases.json")).place;
      expect([aliases["tower-1"], aliases["place-1"], aliases["river-1"]]).toEqual(["tower-of-hananel", "place-of-a-skull", "beyond-the-river"]);
      expect((await read("v1/places/tower-of-hananel.json")).data).toMatchObject({ name: "Tower of Hananel", kjv_name: "Tower", esv_name: "Tower of Hananel" });
    });
  });

  describe("event titles", () => {
    it("links every event People.csv and Places.csv name, the renamed ones through event-titles.csv", async () => {
      expect(ctx.report.unresolved.filter((u) => u.field === "events")).toEqual([]);
      const fixed = ctx.report.corrections.filter((c) => c.field === "events" && (c.table === "person" || c.table === "place"));
      expect(fixed.map((c) => [c.table, c.count])).toEqual([
        ["person", 16],
        ["place", 13],
      ]);
      expect((await read("v1/people/satan.json")).data.events).toContain("the-fall");
      expect((await read("v1/places/ararat.json")).data.events).toContain("god-makes-a-covenant-with-noah");
    });
  });

  describe("Easton duplicates", () => {
    it("merges Kadesh and Salmon into one entry each, their old slugs resolving", async () => {
      const aliases = (await read("_index/aliases.json")).dictionary_entry as Record<string, string>;
      for (const name of ["kadesh", "salmon"]) {
        const entry = (await read(`v1/dictionary/${name}.json`)).data;
        expect(entry.slug).toBe(name);
        expect(aliases[`${name}-1`]).toBe(name);
        expect(aliases[`${name}-2`]).toBe(name);
      }
      expect((await read("v1/dictionary/kadesh.json")).data.places).toEqual(expect.arrayContaining(["kadesh", "kadesh-barnea"]));
      expect((await read("v1/dictionary/salmon.json")).data.people).toEqual(["salmon"]);
    });
  });

  describe("one null convention", () => {
    it("no record of any collection holds an empty string: an unknown or empty value is null", async () => {
      const empty: string[] = [];
      const walk = (v: unknown, at: string): void => {
        if (v === "") empty.push(at);
        else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
        else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`);
      };
      for (const folder of ["people", "places", "events", "groups", "dictionary", "topics", "strongs", "lexicon", "greek-lexicon"]) {
        const files = (await readdir(path.join(ctx.dir, "v1", folder))).filter((f) => f.endsWith(".json"));
        for (const f of files) walk((await read(`v1/${folder}/${f}`)).data, `${folder}/${f}`);
      }
      expect(empty.slice(0, 10)).toEqual([]);
    }, 120_000);
  });

  describe("Strong's references", () => {
    it("every Strong's number a word uses resolves on a static host: a file, or an alias that _redirects and nginx redirect", async () => {
      const aliases = (await read("_index/aliases.json")).strongs as Record<string, string>;
      expect(aliases.H1254a).toBe("H1254");
      const redirects = await readFile(path.join(ctx.dir, "_redirects"), "utf8");
      const nginx = await readFile(path.join(ctx.dir, "nginx-maps.conf"), "utf8");
      expect(redirects.includes("/v1/strongs/H1254a /v1/strongs/H1254 301") || nginx.includes('"/v1/strongs/H1254a" "/v1/strongs/H1254";')).toBe(true);
      const files = new Set((await readdir(path.join(ctx.dir, "v1/strongs"))).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -5)));
      const missing = new Set<string>();
      let used = 0;
      for (const folder of ["hebrew", "greek"]) {
        for (const f of (await readdir(path.join(ctx.dir, "v1", folder))).filter((x) => x.endsWith(".json"))) {
          for (const w of (await read(`v1/${folder}/${f}`)).data as { strongsNumber: string | null }[]) {
            if (w.strongsNumber === null) continue;
            used++;
            const target = aliases[w.strongsNumber] ?? w.strongsNumber;
            if (!files.has(target)) missing.add(w.strongsNumber);
          }
        }
      }
      expect(used).toBeGreaterThan(400_000);
      expect([...missing]).toEqual([]);
    }, 180_000);

    it("Hebrew Strong's definitions cite numbers with their H prefix, as Greek ones cite G", async () => {
      expect((await read("v1/strongs/H430.json")).data.derivation).toBe("plural of H433;");
      expect((await read("v1/strongs/G26.json")).data.derivation).toBe("from G25");
    });
  });

  describe("anomalies", () => {
    const REVIEWED = path.join(import.meta.dirname, "data-quality/reviewed-anomalies.json");

    it("lists every contradiction upstream, and no new one that was not reviewed (test/data-quality/reviewed-anomalies.json)", async () => {
      const found: Record<string, string[]> = {};
      for (const a of ctx.report.anomalies) found[`${a.table}/${a.check}`] = a.cases.map((c) => c.split(":")[0] ?? c).sort();
      if (process.env.UPDATE_ANOMALIES === "1") await writeFile(REVIEWED, `${JSON.stringify(found, null, 1)}\n`);
      const reviewed = JSON.parse(await readFile(REVIEWED, "utf8")) as Record<string, string[]>;
      expect(found).toEqual(reviewed);
    });

    it("keeps the data as upstream gives it: Samson dies before he is born, Seth's death event and death year disagree", async () => {
      const samson = (await read("v1/people/samson.json")).data;
      expect(samson.death_year).toBeLessThan(samson.birth_year);
      expect((await read("v1/events/death-of-seth.json")).data.start_year).toBe(-2961);
      expect((await read("v1/people/seth.json")).data.death_year).toBe(-2691);
      const cases = (check: string) => ctx.report.anomalies.find((a) => a.check === check)?.cases ?? [];
      expect(cases("death-before-birth")).toContain("samson: born 1090 BC, died 1101 BC");
      expect(cases("event-year-disagrees-with-person")).toContain("death-of-seth: starts in -2961, but seth's death_year is -2691");
    });
  });
});
