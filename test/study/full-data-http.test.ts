/**
 * The study endpoints through the real app over the full tree (built from `../shared/sources`, or
 * `STUDY_TREE`), checked against facts a reader can verify in any Bible, lexicon or atlas.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../src/runtime/store/types.ts";
import { fullDataApp } from "../helpers/full-app.ts";
import { haveMirror } from "../helpers/full-tree.ts";
import { expectSchema } from "../helpers/sample-app.ts";

describe.skipIf(!haveMirror)("study endpoints on the full data", () => {
  let app: Awaited<ReturnType<typeof fullDataApp>>["app"];
  let store: Store;
  let key: string;
  beforeAll(async () => {
    ({ app, store, key } = await fullDataApp("pro", process.env.STUDY_TREE));
  }, 900_000);
  afterAll(async () => {
    await store?.close();
  });

  async function ok(path: string, schemaId: string): Promise<any> {
    const res = await app.request(path, { headers: { "X-API-Key": key } });
    const body = await res.json();
    expect(res.status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    expectSchema(schemaId, body);
    return body;
  }

  /** Every verse of a concordance, page by page (200 at a time, computed past the first page). */
  async function concordanceVerses(number: string): Promise<string[]> {
    const out: string[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await ok(`/v1/strongs/${number}/concordance?limit=200&offset=${offset}`, "concordance.json");
      out.push(...page.data.map((v: any) => v.osis_ref));
      if (offset + 200 >= page.meta.total) return out;
    }
  }

  it("concordance: G25 (agapaō) in John 3:16, G26 (agapē) in 1 Cor 13:4, and the Strong's records count them", async () => {
    const g25 = await concordanceVerses("G25");
    expect(g25).toContain("John.3.16");
    const g26 = await concordanceVerses("g0026");
    expect(g26).toContain("1Cor.13.4");
    const { data } = await ok("/v1/strongs/G25", "strongs.item.json");
    expect(data.verse_count).toBe(g25.length);
    expect(data.occurrences).toBeGreaterThanOrEqual(data.verse_count);
    // H430 (elohim) opens the Bible; G3588 (the article) needs the whole-entry index past its first page.
    expect((await ok("/v1/strongs/H430/concordance", "concordance.json")).data[0].osis_ref).toBe("Gen.1.1");
    const article = await ok("/v1/strongs/G3588/concordance?limit=3&offset=6000", "concordance.json");
    expect(article.meta.total).toBeGreaterThan(6000);
    expect(article.data).toHaveLength(3);
  });

  it("morphology: every word's parse is its code's row of the table; HVqp3ms is a qal perfect", async () => {
    const table = await ok("/v1/morphology", "morph_code.list.json");
    const byCode = new Map<string, any>(table.data.map((c: any) => [c.code, c]));
    expect(byCode.get("HVqp3ms")?.text).toBe("verb, qal perfect, third person masculine singular");
    expect(table.data.reduce((n: number, c: any) => n + c.count, 0)).toBe(306_785 + 137_554);
    const john = await ok("/v1/greek/John.3.16", "greek_word.list.json");
    const loved = john.data.find((w: any) => w.strongsNumber === "G25");
    expect(loved.parse).toBe("verb, aorist active indicative, third person singular");
    for (const w of john.data) expect(w.parse).toBe(byCode.get(w.morph)?.text);
  });

  it("interlinear: Genesis 1:1 word by word", async () => {
    const { data } = await ok("/v1/interlinear/Gen.1.1", "interlinear_word.list.json");
    expect(data.map((w: any) => w.transliteration).join(" ")).toBe("bᵊrēʾšît bārāʾ ʾĕlōhîm ʾēt haššāmayim wᵊʾēt hāʾāreṣ");
    expect(data[1]).toMatchObject({ strongs_number: "H1254a", gloss: "shape", gloss_source: "lexical_index", parse: "verb, qal perfect, third person masculine singular" });
    expect(data[2], "not Strong's 'gods in the ordinary sense'").toMatchObject({ strongs_number: "H430", gloss: "gods", gloss_source: "lexical_index" });
  });

  it("family trees: David's ancestors include Boaz and Ruth, and the path from Ruth to David", async () => {
    const up = await ok("/v1/people/david/ancestors?depth=4", "relative.list.json");
    const slugs = up.data.map((r: any) => r.slug);
    expect(slugs).toEqual(expect.arrayContaining(["jesse", "obed", "boaz", "ruth"]));
    expect(up.data.find((r: any) => r.slug === "boaz")).toMatchObject({ generation: 3, via: "obed" });
    const path = await ok("/v1/people/ruth/kinship/david", "kinship_path.item.json");
    expect(path.data.text).toBe("Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David");
    const down = await ok("/v1/people/boaz/descendants?depth=3", "relative.list.json");
    expect(down.data.map((r: any) => r.slug)).toContain("david");
  });

  it("family trees: the genealogies of Matthew 1 and Luke 3 whole, a brother in one step, and 404s that say what to change", async () => {
    const luke = await ok("/v1/people/adam/kinship/jesus", "kinship_path.item.json");
    expect(luke.data.length).toBe(64);
    expect((await ok("/v1/people/abraham/kinship/jesus?max_steps=44", "kinship_path.item.json")).data.length).toBe(44);
    const adam = await ok("/v1/people/jesus/ancestors?depth=100&limit=200", "relative.list.json");
    expect(adam.data.map((r: any) => r.slug)).toContain("adam");
    expect((await ok("/v1/people/moses/kinship/aaron", "kinship_path.item.json")).data.text).toBe("Moses is the brother of Aaron");
    const line = await ok("/v1/people/abraham/kinship/david", "kinship_path.item.json");
    expect(line.data.people.map((p: any) => p.slug)).toEqual(["abraham", "isaac", "jacob", "judah", "perez", "hezron-son-of-perez", "ram", "amminadab", "nahshon", "salmon", "boaz", "obed", "jesse", "david"]);
    const short = await app.request("/v1/people/abraham/kinship/jesus?max_steps=40", { headers: { "X-API-Key": key } });
    const problem = (await short.json()) as { code: string; detail: string };
    expect([short.status, problem.code]).toEqual([404, "no-kinship-path"]);
    expect(problem.detail).toMatch(/the nearest is 44 long \(max_steps=44\)\. Both people exist; if the detail gives the length of the nearest chain/);
  });

  it("maps: Bethlehem of Judah lies within 10 km of Jerusalem; a place without coordinates says so", async () => {
    const { data } = await ok("/v1/geo/places/jerusalem", "place_feature.item.json");
    const [lon, lat] = data.geometry.coordinates;
    const near = await ok(`/v1/geo/near?lat=${lat}&lon=${lon}&radius_km=10&limit=200`, "place_hit.list.json");
    const bethlehem = near.data.find((h: any) => h.slug === "bethlehem");
    expect(bethlehem.distance_km).toBeGreaterThan(5);
    expect(bethlehem.distance_km).toBeLessThan(10);
    expect(near.data.map((h: any) => h.slug)).not.toContain("bethlehem-of-zebulun");
    const all = await ok("/v1/geo/places", "place_feature_collection.item.json");
    expect(all.data.features.length + all.data.without_coordinates.length).toBe(1274);
    const unplaced = all.data.without_coordinates[0];
    expect((await ok(`/v1/geo/places/${unplaced}`, "place_feature.item.json")).data).toMatchObject({ geometry: null, properties: { has_coordinates: false } });
    const res = await app.request(`/v1/geo/places/${unplaced}/nearest`, { headers: { "X-API-Key": key } });
    expect(res.status).toBe(404);
    const problem = (await res.json()) as { code: string; detail: string };
    expect(problem.code).toBe("no-coordinates");
    expect(problem.detail).toMatch(/has no coordinates in the data, so no place can be measured from it\. The place exists but cannot be placed on a map/);
    const box = await ok(`/v1/geo/box?bbox=35.1,31.6,35.3,31.8&limit=200`, "place_hit.list.json");
    expect(box.data.map((h: any) => h.slug)).toEqual(expect.arrayContaining(["bethlehem", "jerusalem"]));
  });

  it("maps: what is near Jerusalem is elsewhere (Mount Moriah, the Kidron), not Zion, its gates, pools or Judea; limit as on every list", async () => {
    const nearest = await ok("/v1/geo/places/jerusalem/nearest?limit=5", "place_hit.list.json");
    expect(nearest.meta).toEqual({ total: 5, limit: 5, offset: 0 });
    expect(nearest.data.map((h: any) => h.slug)).toEqual(["mount-moriah", "gihon", "brook-kidron", "valley-of-jehoshaphat", "en-rogel"]);
    expect(await ok("/v1/geo/places/jerusalem/nearest?k=5", "place_hit.list.json")).toEqual(nearest);
    const fifty = await ok("/v1/geo/places/jerusalem/nearest?limit=50", "place_hit.list.json");
    for (const h of fifty.data) {
      expect(h.distance_km, h.slug).toBeGreaterThan(0);
      expect(h.coordinates_from, h.slug).not.toBe("jerusalem");
    }
    expect(fifty.data.map((h: any) => h.slug)).not.toEqual(expect.arrayContaining(["zion"]));
    const towns = await ok("/v1/geo/places/jerusalem/nearest?feature_type=city&limit=4", "place_hit.list.json");
    expect(towns.data.map((h: any) => h.slug)).toEqual(["nob", "bethphage", "madmenah", "bethany"]);
    // From Jerusalem's point every place is listed, marked with the place whose point it takes.
    const { data } = await ok("/v1/geo/places/jerusalem", "place_feature.item.json");
    const [lon, lat] = data.geometry.coordinates;
    const around = await ok(`/v1/geo/near?lat=${lat}&lon=${lon}&radius_km=0.2&limit=200`, "place_hit.list.json");
    expect(around.data.slice(0, 3).map((h: any) => [h.slug, h.coordinates_from, h.distance_km])).toEqual([
      ["jerusalem", null, 0],
      ["mount-zion", "jerusalem", 0],
      ["zion", "jerusalem", 0],
    ]);
    expect(around.data.find((h: any) => h.slug === "dung-gate")).toMatchObject({ coordinates_from: "jerusalem", distance_km: 0.113 });
  });

  it("timeline: David's time and the birth of Jesus in astronomical years, with the data's uncertainty", async () => {
    const davids = await ok("/v1/timeline?from=-1070&to=-1060&limit=200", "timeline_entry.list.json");
    const slugs = davids.data.map((e: any) => e.slug);
    expect(slugs).toEqual(expect.arrayContaining(["david", "samuel", "david-kills-goliath"]));
    expect(davids.data.find((e: any) => e.slug === "david-kills-goliath").approximate).toBe(true);
    const birth = await ok("/v1/timeline?from=-3&to=-3&kind=event", "timeline_entry.list.json");
    expect(birth.data.map((e: any) => e.slug)).toContain("birth-of-jesus");
  });

  it("timeline: AD 33 in the order of Acts 1–7, the Ascension and Pentecost first though only they have a day", async () => {
    const ad33 = await ok("/v1/timeline?from=33&to=33&limit=200", "timeline_entry.list.json");
    const slugs = ad33.data.filter((e: any) => e.start_year === 33).map((e: any) => e.slug);
    expect(slugs.slice(0, 5)).toEqual(["the-holy-spirit-is-promised", "jesus-ascends-to-heaven", "matthias-replaces-judas", "the-holy-spirit-comes", "peter-preaches-at-pentecost"]);
    expect(slugs.at(-1)).toBe("stephen-is-stoned");
    expect(slugs.indexOf("ananias-and-sapphira-lie-to-god")).toBeGreaterThan(slugs.indexOf("the-holy-spirit-comes"));
  });
});
