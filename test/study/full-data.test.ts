/**
 * The study tools on the full data (built from `../shared/sources`; see test/helpers/study-tables.ts),
 * checked against facts a reader can verify in any Bible, lexicon or atlas.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { StudyTables } from "../helpers/study-tree.ts";
import { buildMorphTable } from "../../src/study/morphology.ts";
import { buildConcordance, concordanceEntry } from "../../src/study/concordance.ts";
import { buildLexiconIndex, interlinearVerse } from "../../src/study/interlinear.ts";
import { buildFamilyIndex, FamilyGraph, MAX_DEPTH, MAX_PATH_STEPS } from "../../src/study/family.ts";
import { buildPlaceIndex, PlaceMap, placeFeature, placeFeatureCollection } from "../../src/study/maps.ts";
import { buildTimelineIndex, timeline } from "../../src/study/timeline.ts";
import { SchemaRegistry } from "../../src/contract/schemas.ts";
import { haveMirror } from "../helpers/full-tree.ts";
import { fullStudyTables } from "../helpers/study-tables.ts";

describe.skipIf(!haveMirror)("study tools on the full data", () => {
  let t: StudyTables;
  beforeAll(async () => {
    t = await fullStudyTables();
  }, 900_000);

  it("decodes every morphology code of every Hebrew, Aramaic and Greek word without an unknown part", () => {
    const { codes, unknown } = buildMorphTable([...t.hebrew_word, ...t.greek_word]);
    expect(unknown).toEqual([]);
    expect(codes.reduce((n, c) => n + c.count, 0)).toBe(306_785 + 137_554);
    expect(new Set(codes.map((c) => c.language))).toEqual(new Set(["hebrew", "aramaic", "greek"]));
    const byCode = new Map(codes.map((c) => [c.code, c]));
    expect(byCode.get("HVqp3ms")?.text).toBe("verb, qal perfect, third person masculine singular");
    expect(byCode.get("V- 3AAI-S--")?.text).toBe("verb, aorist active indicative, third person singular");
    const registry = new SchemaRegistry();
    for (const c of codes) expect(registry.check("morph_code.json", c), c.code).toBeUndefined();
  });

  it("finds the verses of a Strong's number in both Testaments: G25 in John 3:16, G26 in 1 Cor 13:4, H430 in Gen 1:1", () => {
    const c = buildConcordance(t.hebrew_word, t.greek_word);
    const verses = (n: string) => concordanceEntry(c, n)?.verses.map((v) => v.osis_ref) ?? [];
    expect(verses("G25")).toContain("John.3.16");
    expect(verses("G26")).toContain("1Cor.13.4");
    expect(verses("H430")).toContain("Gen.1.1");
    expect(verses("H430")[0]).toBe("Gen.1.1");
    const g25 = concordanceEntry(c, "G25");
    expect(g25?.verses.find((v) => v.osis_ref === "John.3.16")?.forms).toEqual(["ἠγάπησεν"]);
    const h430 = concordanceEntry(c, "H430");
    expect(h430?.occurrences).toBeGreaterThan(2500);
    expect(h430?.forms[0]?.form).toBe(h430?.forms.reduce((a, b) => (b.count > a.count ? b : a)).form);
    const h1254 = concordanceEntry(c, "H1254a");
    expect(h1254?.number).toBe("H1254");
    expect(h1254?.verses[0]?.osis_ref).toBe("Gen.1.1");
    const registry = new SchemaRegistry();
    let words = 0;
    for (const e of c.values()) {
      words += e.occurrences;
      const error = registry.check("concordance_entry.json", e);
      if (error !== undefined) expect.fail(`${e.number}: ${error}`);
    }
    expect(words).toBe(t.hebrew_word.filter((w) => w.strongsNumber !== null).length + t.greek_word.filter((w) => w.strongsNumber !== null).length);
  });

  it("gives the interlinear of John 1:1 and Genesis 1:1: the words in order, glossed and parsed", () => {
    const index = buildLexiconIndex(t.strongs, t.greek_lexicon_entry, t.lexicon_entry);
    const john = interlinearVerse(t.greek_word.filter((w) => w.osisRef === "John.1.1"), index);
    expect(john.map((w) => w.transliteration)).toEqual(["En", "archēi", "ēn", "ho", "logos", "kai", "ho", "logos", "ēn", "pros", "ton", "theon", "kai", "theos", "ēn", "ho", "logos"]);
    expect(john[4]).toMatchObject({ lemma: "λόγος", strongs_number: "G3056", gloss_source: "dodson", parse: "noun, nominative singular masculine" });
    expect(john[4]?.gloss).toMatch(/word/);
    expect(john[2]).toMatchObject({ lemma: "εἰμί", strongs_number: "G1510", parse: "verb, imperfect active indicative, third person singular" });
    expect(john[13]?.gloss).toMatch(/God/);
    const gen = interlinearVerse(t.hebrew_word.filter((w) => w.osisRef === "Gen.1.1"), index);
    expect(gen.map((w) => w.strongs_number)).toEqual(["H7225", "H1254a", "H430", "H853", "H8064", "H853", "H776"]);
    expect(gen.map((w) => w.transliteration).join(" ")).toBe("bᵊrēʾšît bārāʾ ʾĕlōhîm ʾēt haššāmayim wᵊʾēt hāʾāreṣ");
    expect(gen.map((w) => w.gloss)).toEqual(["beginning", "shape", "gods", "mark of the accusative", "heavens", "mark of the accusative", "earth"]);
    expect(gen[1]).toMatchObject({ gloss_source: "lexical_index", parse: "verb, qal perfect, third person masculine singular" });
    expect(gen[0]?.parse).toBe("preposition + common noun, feminine singular absolute");
    expect(gen.every((w) => w.gloss !== null && w.transliteration !== null && w.lemma !== null)).toBe(true);
    const registry = new SchemaRegistry();
    for (const w of [...john, ...gen]) expect(registry.check("interlinear_word.json", w)).toBeUndefined();
  });

  it("traces David's ancestors to Boaz and Ruth, the path from Ruth to David, and bounds every family query", () => {
    const g = new FamilyGraph(buildFamilyIndex(t.person));
    const ancestors = g.ancestors("david", 3) ?? [];
    expect(ancestors.map((r) => r.slug)).toEqual(expect.arrayContaining(["jesse", "obed", "boaz", "ruth"]));
    expect(ancestors.find((r) => r.slug === "boaz")?.generation).toBe(3);
    expect(g.kinshipPath("ruth", "david")?.text).toBe("Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David");
    expect(g.descendants("abraham", 2)?.map((r) => r.slug)).toEqual(expect.arrayContaining(["isaac", "ishmael-son-of-hagar", "jacob", "esau"]));
    const deep = g.ancestors("jesus", MAX_DEPTH) ?? [];
    expect(new Set(deep.map((r) => r.slug)).size).toBe(deep.length);
    expect(Math.max(...deep.map((r) => r.generation))).toBeLessThanOrEqual(MAX_DEPTH);
    const registry = new SchemaRegistry();
    expect(registry.check("kinship_path.json", g.kinshipPath("ruth", "david"))).toBeUndefined();
    for (const r of [...deep, ...(g.descendants("adam", MAX_DEPTH) ?? [])]) expect(registry.check("relative.json", r)).toBeUndefined();
  });

  it("names a brother in one step, and takes Abraham to David by the bloodline of Matthew 1, not through a marriage", () => {
    const g = new FamilyGraph(buildFamilyIndex(t.person));
    expect(g.kinshipPath("moses", "aaron")).toMatchObject({ length: 2, steps: [{ from: "moses", relation: "brother of", to: "aaron" }], text: "Moses is the brother of Aaron" });
    expect(g.kinshipPath("amram", "jochebed")?.text).toBe("Amram is the husband of Jochebed");
    const line = g.kinshipPath("abraham", "david");
    expect(line?.people.map((p) => p.slug)).toEqual(["abraham", "isaac", "jacob", "judah", "perez", "hezron-son-of-perez", "ram", "amminadab", "nahshon", "salmon", "boaz", "obed", "jesse", "david"]);
    expect(line?.steps.every((s) => s.relation === "father of")).toBe(true);
    // Matthew 1:17: fourteen generations from David to the exile and fourteen to Christ (the data has 31 links, Jesus to David).
    expect(g.kinshipPath("jesus", "david")?.length).toBe(31);
    expect(g.kinshipPath("abraham", "jesus")?.length).toBe(44);
    // Luke 3:23–38, Adam to Jesus, within the default cap.
    const luke = g.kinshipPath("adam", "jesus");
    expect(luke?.length).toBe(64);
    expect(luke?.steps.every((s) => ["father of", "mother of"].includes(s.relation))).toBe(true);
  });

  it("has limits that cover every family tree of the data: the deepest ancestry and the longest of the nearest chains", () => {
    const index = buildFamilyIndex(t.person);
    const g = new FamilyGraph(index);
    // Generations: nobody's ancestors or descendants reach the depth cap (so none are cut off).
    let deepest = 0;
    for (const slug of index.slugs) {
      for (const r of [...(g.ancestors(slug, MAX_DEPTH) ?? []), ...(g.descendants(slug, MAX_DEPTH) ?? [])]) deepest = Math.max(deepest, r.generation);
    }
    expect(deepest).toBe(75);
    expect(deepest).toBeLessThan(MAX_DEPTH);
    // The nearest chain between any two linked people, by a plain search from everyone (1 per parent or child link, 2 per sibling or partner link).
    const links = index.slugs.map((_, i): [number, number][] => [
      ...[...(index.parents[i] ?? []), ...(index.children[i] ?? [])].map((j): [number, number] => [j, 1]),
      ...[...(index.siblings?.[i] ?? []), ...(index.halfSiblings?.[i] ?? []), ...(index.partners[i] ?? [])].map((j): [number, number] => [j, 2]),
    ]);
    let longest = 0;
    for (let a = 0; a < links.length; a++) {
      const dist = new Map([[a, 0]]);
      const buckets: number[][] = [[a]];
      for (let d = 0; d < buckets.length; d++) {
        for (const i of buckets[d] ?? []) {
          if (dist.get(i) !== d) continue;
          for (const [j, w] of links[i] ?? []) {
            if ((dist.get(j) ?? Infinity) <= d + w) continue;
            dist.set(j, d + w);
            (buckets[d + w] ??= []).push(j);
          }
        }
      }
      longest = Math.max(longest, ...dist.values());
    }
    expect(longest).toBe(77);
    expect(longest).toBeLessThanOrEqual(MAX_PATH_STEPS);
  });

  it("puts Bethlehem of Judah within 10 km of Jerusalem, and never invents coordinates", () => {
    const map = new PlaceMap(buildPlaceIndex(t.place));
    const jerusalem = map.coordinates("jerusalem");
    if (!jerusalem) throw new Error("Jerusalem has no coordinates");
    const near = map.within(jerusalem.latitude, jerusalem.longitude, 10);
    const bethlehem = near.find((h) => h.slug === "bethlehem");
    expect(bethlehem?.distance_km).toBeGreaterThan(5);
    expect(bethlehem?.distance_km).toBeLessThan(10);
    expect(near.map((h) => h.slug)).not.toContain("bethlehem-of-zebulun");
    // Bethlehem Ephrathah, Eder and Jabez take Bethlehem's OpenBible.info point, 0.29 km from its own: not near it, at it.
    expect(t.place.find((p) => p.slug === "bethlehem-ephrathah")?.coordinates_from).toBe("bethlehem");
    expect(map.nearest("bethlehem", 50)?.map((h) => h.slug)).not.toEqual(expect.arrayContaining(["bethlehem-ephrathah"]));
    const nearest = map.nearest("jerusalem", 50) ?? [];
    expect(nearest).toHaveLength(50);
    expect(nearest.map((h) => h.slug)).not.toContain("jerusalem");
    expect(nearest.map((h) => h.distance_km)).toEqual(nearest.map((h) => h.distance_km).sort((a, b) => (a ?? 0) - (b ?? 0)));
    const all = placeFeatureCollection(t.place);
    expect(all.features.length + all.without_coordinates.length).toBe(1274);
    expect(all.without_coordinates.length).toBe(t.place.filter((p) => p.latitude === null || p.longitude === null).length);
    expect(all.without_coordinates.length).toBeGreaterThan(0);
    for (const slug of all.without_coordinates) expect(map.nearest(slug, 3)).toBeNull();
    const registry = new SchemaRegistry();
    for (const f of all.features) expect(registry.check("place_feature.json", f)).toBeUndefined();
    for (const p of t.place.filter((p) => all.without_coordinates.includes(p.slug))) {
      const f = placeFeature(p);
      expect(f.geometry).toBeNull();
      expect(registry.check("place_feature.json", f)).toBeUndefined();
    }
    for (const h of [...near, ...nearest]) expect(registry.check("place_hit.json", h)).toBeUndefined();
    const judea = map.inBox({ min_lon: 34.9, min_lat: 31.4, max_lon: 35.6, max_lat: 32.0 }).map((h) => h.slug);
    expect(judea).toEqual(expect.arrayContaining(["jerusalem", "bethlehem", "jericho", "hebron"]));
  });

  it("leaves out of a place's nearest places those the data puts at its own location: no place's nearest is 0 km away", () => {
    const map = new PlaceMap(buildPlaceIndex(t.place));
    const bySlug = new Map(t.place.map((p) => [p.slug, p]));
    // 636 places take another's point (Theographic's rootID); 74 of them Jerusalem's OpenBible.info point, 113 m from its own.
    expect(t.place.filter((p) => p.coordinates_from !== null)).toHaveLength(636);
    const atJerusalem = t.place.filter((p) => p.coordinates_from === "jerusalem").map((p) => p.slug);
    expect(atJerusalem).toEqual(expect.arrayContaining(["zion", "mount-zion", "jebus", "judea", "dung-gate", "bethesda", "gethsemane", "kings-pool"]));
    const nearest = map.nearest("jerusalem", 50) ?? [];
    expect(nearest.slice(0, 3).map((h) => h.slug)).toEqual(["mount-moriah", "gihon", "brook-kidron"]);
    for (const h of nearest) {
      expect(h.distance_km, h.slug).toBeGreaterThan(0);
      expect(atJerusalem, h.slug).not.toContain(h.slug);
      expect(bySlug.get(h.slug)?.duplicate_of, h.slug).not.toBe("jerusalem");
    }
    // The same from one of the places at Jerusalem's point: Jerusalem and the others at it are left out.
    expect(map.nearest("dung-gate", 3)?.map((h) => h.slug)).toEqual(["mount-moriah", "gihon", "brook-kidron"]);
    // Every placed place: its nearest place is somewhere else (799 of 1,251 had one at 0 km), and no
    // list holds both a place and a record of it at its location (Moriah beside Mount Moriah; 27 records
    // in all, some of them, such as Rahab of the brook of Egypt, placed elsewhere than their place).
    const placed = t.place.filter((p) => p.latitude !== null && p.longitude !== null);
    expect(placed).toHaveLength(1251);
    expect(t.place.filter((p) => p.duplicate_of !== null)).toHaveLength(27);
    for (const p of placed) {
      expect(map.nearest(p.slug, 1)?.[0]?.distance_km, p.slug).toBeGreaterThan(0);
      const listed = new Set(map.nearest(p.slug, 50)?.map((h) => h.slug));
      for (const s of listed) {
        const record = bySlug.get(s);
        const place = bySlug.get(record?.duplicate_of ?? "");
        if (record === undefined || place === undefined) continue;
        const anchor = (x: typeof record) => x.coordinates_from ?? x.slug;
        const together = anchor(record) === anchor(place) || (record.latitude === place.latitude && record.longitude === place.longitude);
        if (together) expect(listed.has(place.slug), `${p.slug}: ${s}`).toBe(false);
      }
    }
    // From a point nothing is left out, and each place says whose point it takes.
    const [lat, lon] = [bySlug.get("jerusalem")!.latitude!, bySlug.get("jerusalem")!.longitude!];
    const around = map.within(lat, lon, 0.2);
    expect(around.map((h) => h.slug).sort()).toEqual(["jerusalem", ...atJerusalem, "moriah", "mount-moriah"].sort());
    expect(atJerusalem).toHaveLength(76);
    expect(around.find((h) => h.slug === "dung-gate")).toMatchObject({ coordinates_from: "jerusalem", distance_km: 0.113 });
  });

  it("lays out the reign of David and the birth of Jesus in astronomical years, with the data's uncertainty", () => {
    const index = buildTimelineIndex(t.event, t.person);
    expect(index.entries.length + index.undated.event + index.undated.person).toBe(402 + 3069);
    expect(index.undated.event).toBe(0);
    const around = (from: number, to: number, kind?: "event" | "person") => timeline(index, { from, to, kind, limit: 200, offset: 0 });
    const davidsTime = around(-1070, -1060);
    expect(davidsTime.data.map((e) => e.slug)).toEqual(expect.arrayContaining(["david", "david-kills-goliath", "reign-of-saul", "samuel"]));
    expect(davidsTime.data.find((e) => e.slug === "david-kills-goliath")?.approximate).toBe(true);
    expect(davidsTime.data.find((e) => e.slug === "david")?.approximate).toBeNull();
    const starts = davidsTime.data.map((e) => e.start_year);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // 4 BC is the astronomical year -3.
    expect(around(-3, -3, "event").data.map((e) => e.slug)).toContain("birth-of-jesus");
    expect(around(1, 100, "event").data.map((e) => e.slug)).not.toContain("birth-of-jesus");
    expect(around(-3, -3, "event").data.every((e) => e.kind === "event")).toBe(true);
    const registry = new SchemaRegistry();
    for (const e of index.entries) expect(registry.check("timeline_entry.json", e)).toBeUndefined();
  });

  it("orders each year's events as the data does: Acts 1–7 in AD 33, the harmony of the Gospels, dated events by date", () => {
    const index = buildTimelineIndex(t.event, t.person);
    const year = (y: number) => timeline(index, { from: y, to: y, kind: "event", limit: 200, offset: 0 }).data.filter((e) => e.start_year === y).map((e) => e.slug);
    // Two events of AD 33 have a day (May), the others only the year; it was the dated ones last and the rest by slug.
    expect(year(33)).toEqual([
      "the-holy-spirit-is-promised", "jesus-ascends-to-heaven", "matthias-replaces-judas", "the-holy-spirit-comes", "peter-preaches-at-pentecost",
      "the-church-grows", "lame-man-healed", "peter-preaches-in-solomons-portico", "peter-and-johns-trial", "believers-pray-for-boldness",
      "believers-share-all-things", "ananias-and-sapphira-lie-to-god", "apostles-work-signs-and-wonders-in-solomons-portico", "apostles-arrested-put-on-trial",
      "gamaliel-advises-the-counsel-and-apostles-freed", "seven-chosen-to-serve", "stephen-is-seized", "stephen-addresses-the-council", "stephen-is-stoned",
    ]);
    // AD 28 opens with the first tour of Galilee (Mark 1:35), and the Sermon on the Mount (Matthew 5) follows the choosing of the Twelve,
    // as the data's predecessor links say, though the sort key (by first verse) puts Matthew's events first.
    const ad28 = year(28);
    expect(ad28[0]).toBe("jesus-1st-tour-of-galilee");
    expect(ad28.indexOf("sermon-on-the-mount")).toBe(ad28.indexOf("apostles-chosen") + 1);
    expect(year(29).at(-1)).toBe("peters-confession-upon-this-rock");
    const bethlehem = year(-3);
    expect(bethlehem.indexOf("birth-of-jesus")).toBeLessThan(bethlehem.indexOf("wise-men-visit-herod"));
    // Every event after the one it follows in its year, every two dated events of a year in date order, each sequence once.
    const bySlug = new Map(t.event.map((e) => [e.slug, e]));
    for (const e of t.event) {
      const before = e.predecessor === null ? undefined : bySlug.get(e.predecessor);
      if (before !== undefined && before.start_year === e.start_year) expect(before.sequence, `${before.slug} before ${e.slug}`).toBeLessThan(e.sequence);
    }
    const dated = t.event.filter((e) => e.start_date !== null).sort((a, b) => a.sequence - b.sequence);
    for (let i = 1; i < dated.length; i++) if (dated[i]!.start_year === dated[i - 1]!.start_year) expect(dated[i]!.start_date! >= dated[i - 1]!.start_date!, dated[i]!.slug).toBe(true);
    expect(t.event.map((e) => e.sequence).sort((a, b) => a - b)).toEqual(t.event.map((_, i) => i + 1));
    // A person's events come in the same order (Jesus, AD 26–33).
    const jesus = t.person.find((p) => p.slug === "jesus")?.events ?? [];
    expect(jesus.length).toBeGreaterThan(50);
    expect(jesus.map((slug) => bySlug.get(slug)?.sequence)).toEqual(jesus.map((slug) => bySlug.get(slug)?.sequence).sort((a, b) => a! - b!));
  });
});
