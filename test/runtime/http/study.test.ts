/**
 * The study tools through the real app over the bundled sample (Abraham's family, Gen 1:1 and 12:1 in
 * Hebrew, Matt 1:1–2 in Greek, six places): concordance, morphology, interlinear, family trees, maps
 * and timeline, each with its limits and 400s. The same facts on the full data are in
 * test/study/full-data.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { INDEX_FILES } from "../../../src/contract/index-files.ts";
import { buildPlaceIndex } from "../../../src/study/maps.ts";
import type { Place } from "../../../src/types/place.ts";
import { expectProblem, expectSchema, json, sampleApp, sampleTree, type SampleApp } from "../../helpers/sample-app.ts";

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

async function ok(path: string, schemaId: string): Promise<any> {
  const res = await s.request(path);
  const body = await json(res);
  expect(res.status, `${path}: ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  expectSchema(schemaId, body);
  return body;
}

async function bad(path: string, detail: RegExp): Promise<void> {
  const body = await expectProblem(await s.request(path), 400, "invalid-parameter");
  expect(body.detail, path).toMatch(detail);
}

describe("concordance", () => {
  it("lists the verses of a number with its forms, and pages them beyond the prerendered first page", async () => {
    const first = await ok("/v1/strongs/H430/concordance", "concordance.json");
    expect(first.data.map((v: any) => v.osis_ref)[0]).toBe("Gen.1.1");
    expect(first.data[0]).toEqual({ osis_ref: "Gen.1.1", positions: [3], forms: ["אֱלֹהִים"] });
    expect(first.entry).toMatchObject({ number: "H430", occurrences: first.meta.total, forms: [{ form: "אֱלֹהִים", count: first.meta.total }] });
    const second = await ok("/v1/strongs/h0430/concordance?limit=1&offset=1", "concordance.json");
    expect(second.meta).toEqual({ total: first.meta.total, limit: 1, offset: 1 });
    expect(second.data).toEqual(first.data.slice(1, 2));
    expect((await ok("/v1/strongs/H430/concordance?offset=50", "concordance.json")).data).toEqual([]);
  });

  it("gives the Strong's record the same counts, and an unused entry an empty list", async () => {
    const { data } = await ok("/v1/strongs/H430", "strongs.item.json");
    const { entry } = await ok("/v1/strongs/H430/concordance", "concordance.json");
    expect([data.occurrences, data.verse_count]).toEqual([entry.occurrences, entry.verse_count]);
    // H85 (Abraham) is in the sample's Strong's entries, but no sample word carries it.
    const unused = await ok("/v1/strongs/H85/concordance?limit=5", "concordance.json");
    expect(unused).toEqual({ data: [], meta: { total: 0, limit: 5, offset: 0 }, entry: { number: "H85", variants: [], occurrences: 0, verse_count: 0, forms: [] } });
    expect((await ok("/v1/strongs/H85", "strongs.item.json")).data).toMatchObject({ occurrences: 0, verse_count: 0 });
  });

  it("404s an unknown number and 400s a bad page", async () => {
    await expectProblem(await s.request("/v1/strongs/H99999/concordance"), 404, "not-found");
    await bad("/v1/strongs/H430/concordance?limit=0", /limit/);
    await bad("/v1/strongs/H430/concordance?offset=-1", /offset/);
  });
});

describe("morphology", () => {
  it("serves every code used with its decoding, and each word carries its parse", async () => {
    const table = await ok("/v1/morphology", "morph_code.list.json");
    const byCode = new Map(table.data.map((c: any) => [c.code, c]));
    expect(table.meta.total).toBe(table.data.length);
    const words = [...(await ok("/v1/hebrew/Gen.1.1", "hebrew_word.list.json")).data, ...(await ok("/v1/greek/Matt.1.1", "greek_word.list.json")).data];
    for (const w of words) expect((byCode.get(w.morph) as any)?.text, w.morph).toBe(w.parse);
    expect(words.find((w: any) => w.morph === "HVqp3ms")?.parse).toBe("verb, qal perfect, third person masculine singular");
    expect((byCode.get("N- ----NSF-") as any)?.parts[0]).toMatchObject({ part_of_speech: "noun", case: "nominative", number: "singular", gender: "feminine" });
  });
});

describe("interlinear", () => {
  it("gives the original words in order with transliteration, lemma, Strong's, gloss and parse", async () => {
    const { data } = await ok("/v1/interlinear/gen.1.1", "interlinear_word.list.json");
    expect(data.map((w: any) => w.position)).toEqual(data.map((_: unknown, i: number) => i + 1));
    expect(data[1]).toMatchObject({ transliteration: "bārāʾ", strongs_number: "H1254a", gloss: "create", gloss_source: "lexical_index", parse: "verb, qal perfect, third person masculine singular" });
    const greek = await ok("/v1/interlinear/Matt.1.1", "interlinear_word.list.json");
    expect(greek.data[0]).toMatchObject({ text: "Βίβλος", transliteration: "Biblos", strongs_number: "G976", gloss: "a book", gloss_source: "dodson", parse: "noun, nominative singular feminine" });
  });

  it("404s a verse without words", async () => {
    await expectProblem(await s.request("/v1/interlinear/Rev.22.21"), 404, "not-found");
    await expectProblem(await s.request("/v1/interlinear/Gen.99.1"), 404, "not-found");
  });
});

describe("family trees", () => {
  it("lists ancestors and descendants to a depth, nearest first, with the person one generation nearer", async () => {
    const up = await ok("/v1/people/isaac/ancestors?depth=2", "relative.list.json");
    expect(up.data).toEqual([
      { slug: "abraham", name: "Abraham", generation: 1, via: "isaac" },
      { slug: "sarah", name: "Sarah", generation: 1, via: "isaac" },
      { slug: "terah", name: "Terah", generation: 2, via: "abraham" },
    ]);
    const one = await ok("/v1/people/isaac/ancestors?depth=1", "relative.list.json");
    expect(one.data.map((r: any) => r.slug)).toEqual(["abraham", "sarah"]);
    const down = await ok("/v1/people/terah/descendants?depth=2&limit=2&offset=1", "relative.list.json");
    expect(down.meta).toMatchObject({ limit: 2, offset: 1 });
    const all = await ok("/v1/people/terah/descendants?depth=10", "relative.list.json");
    expect(all.data.map((r: any) => r.slug)).toEqual(expect.arrayContaining(["abraham", "isaac", "ishmael", "lot"]));
    expect(all.data.slice(1, 3)).toEqual(down.data);
  });

  it("finds the kinship path between two people, by upstream id too", async () => {
    const { data } = await ok("/v1/people/isaac/kinship/terah", "kinship_path.item.json");
    expect(data.text).toBe("Isaac is a son of Abraham; Abraham is a son of Terah");
    expect(data.length).toBe(2);
    expect(data.steps).toEqual([{ from: "isaac", relation: "son of", to: "abraham" }, { from: "abraham", relation: "son of", to: "terah" }]);
    const back = await ok("/v1/people/abraham_58/kinship/isaac", "kinship_path.item.json");
    expect(back.data.text).toBe("Abraham is the father of Isaac");
  });

  it("takes a brother or half-brother as one step, and a blood tie before a marriage of the same length", async () => {
    expect((await ok("/v1/people/abraham/kinship/haran", "kinship_path.item.json")).data.text).toBe("Abraham is the brother of Haran");
    expect((await ok("/v1/people/ishmael/kinship/isaac", "kinship_path.item.json")).data.steps).toEqual([{ from: "ishmael", relation: "half-brother of", to: "isaac" }]);
    // Sarah is Abraham's wife and his father's daughter (Gen 20:12): one link either way, the blood tie named.
    expect((await ok("/v1/people/sarah/kinship/abraham", "kinship_path.item.json")).data.text).toBe("Sarah is the half-sister of Abraham");
    expect((await ok("/v1/people/lot/kinship/abraham", "kinship_path.item.json")).data.text).toBe("Lot is the son of Haran; Haran is the brother of Abraham");
  });

  it("404s unknown people (suggesting the people themselves) and a path longer than max_steps", async () => {
    const body = await expectProblem(await s.request("/v1/people/isaac/kinship/abrahm"), 404, "not-found");
    expect(body.suggestions).toEqual([{ slug: "abraham", name: "Abraham", url: "/v1/people/abraham" }]);
    await expectProblem(await s.request("/v1/people/nobody/ancestors"), 404, "not-found");
    await expectProblem(await s.request("/v1/people/isaac/kinship/goliath"), 404, "not-found");
  });

  it("404s with no-kinship-path, and a hint that fits, when no chain of at most max_steps joins two people", async () => {
    const far = await expectProblem(await s.request("/v1/people/isaac/kinship/terah?max_steps=1"), 404, "no-kinship-path");
    expect(far.title).toBe("No kinship path");
    expect(far.detail).toMatch(/^No chain of family links of length at most 1 \(1 per parent or child, 2 per sibling or spouse\) joins isaac and terah; the nearest is 2 long \(max_steps=2\)\. Both people exist; if the detail gives the length of the nearest chain/);
    expect(far.detail).not.toMatch(/Check the identifier/);
    const none = await expectProblem(await s.request("/v1/people/isaac/kinship/haran-son-of-caleb?max_steps=3"), 404, "no-kinship-path");
    expect(none.detail).toMatch(/^No chain of family links of length at most 3 \(.*\) joins isaac and haran-son-of-caleb, nor of length up to 100 \(the most max_steps allows\): they are in separate family trees of the data\./);
    const fullLength = await expectProblem(await s.request("/v1/people/isaac/kinship/haran-son-of-caleb"), 404, "no-kinship-path");
    expect(fullLength.detail).toMatch(/^No chain of family links of length at most 100 \(.*\) joins isaac and haran-son-of-caleb: they are in separate family trees/);
  });

  it("400s a depth or max_steps out of bounds", async () => {
    for (const d of ["0", "101", "x", "2.5", "-1"]) await bad(`/v1/people/isaac/ancestors?depth=${d}`, /depth must be a whole number from 1 to 100/);
    await bad("/v1/people/isaac/descendants?depth=", /depth/);
    await bad("/v1/people/isaac/kinship/terah?max_steps=101", /max_steps must be a whole number from 1 to 100/);
    await ok("/v1/people/isaac/ancestors?depth=100", "relative.list.json");
    await ok("/v1/people/isaac/kinship/terah?max_steps=100", "kinship_path.item.json");
  });
});

describe("maps", () => {
  it("serves every place as GeoJSON, and one place as a Feature", async () => {
    const { data } = await ok("/v1/geo/places", "place_feature_collection.item.json");
    expect(data.type).toBe("FeatureCollection");
    expect(data.features.map((f: any) => f.id)).toEqual(["bethel", "canaan", "egypt", "haran", "shechem", "ur-of-the-chaldees"]);
    const one = await ok("/v1/geo/places/haran_527", "place_feature.item.json");
    expect(one.data.geometry).toEqual({ type: "Point", coordinates: [39.03, 36.86] });
    expect(one.data.properties).toMatchObject({ slug: "haran", has_coordinates: true });
  });

  it("finds the nearest places, places within a radius and within a box", async () => {
    const nearest = await ok("/v1/geo/places/bethel/nearest?k=2", "place_hit.list.json");
    expect(nearest.data.map((h: any) => h.slug)).toEqual(["shechem", "canaan"]);
    expect(nearest.data[0].distance_km).toBeGreaterThan(25);
    expect(nearest.data[0].distance_km).toBeLessThan(35);
    const near = await ok("/v1/geo/near?lat=31.93&lon=35.22&radius_km=40", "place_hit.list.json");
    expect(near.data.map((h: any) => h.slug)).toEqual(["bethel", "shechem"]);
    expect(near.data[0].distance_km).toBeLessThan(1);
    const box = await ok("/v1/geo/box?bbox=34,31,36,33", "place_hit.list.json");
    expect(box.data.map((h: any) => h.slug)).toEqual(["bethel", "canaan", "shechem"]);
    expect(box.data[0].distance_km).toBeUndefined();
  });

  it("400s bad coordinates, radius, box and k", async () => {
    await bad("/v1/geo/near?lon=35", /lat is required/);
    await bad("/v1/geo/near?lat=91&lon=35", /lat must be a number from -90 to 90/);
    await bad("/v1/geo/near?lat=31&lon=35&radius_km=0", /radius_km must be a number more than 0 and at most 1000/);
    await bad("/v1/geo/near?lat=31&lon=35&radius_km=1e3", /radius_km must be a decimal number/);
    await bad("/v1/geo/box", /bbox is required/);
    await bad("/v1/geo/box?bbox=36,31,34,33", /min_lon ≤ max_lon/);
    await bad("/v1/geo/box?bbox=34,31,36", /bbox must look like/);
    await bad("/v1/geo/box?bbox=34,-91,36,33", /bbox must be a latitude/);
    await bad("/v1/geo/places/bethel/nearest?limit=0", /^limit must be ≥ 1, got 0\./);
    await bad("/v1/geo/places/bethel/nearest?k=x", /^k must be a whole number ≥ 1/);
  });

  it("takes the number of nearest places as limit, like every list, and still reads k, its former name", async () => {
    const byLimit = await ok("/v1/geo/places/bethel/nearest?limit=2", "place_hit.list.json");
    expect(byLimit.data.map((h: any) => h.slug)).toEqual(["shechem", "canaan"]);
    expect(byLimit.meta).toEqual({ total: 2, limit: 2, offset: 0 });
    expect(await ok("/v1/geo/places/bethel/nearest?k=2", "place_hit.list.json")).toEqual(byLimit);
    expect((await ok("/v1/geo/places/bethel/nearest", "place_hit.list.json")).meta.limit).toBe(10);
    // Above its most (50) a limit is capped, as every list's is, and meta.limit says so (k=51 was a 400).
    const capped = await ok("/v1/geo/places/bethel/nearest?limit=51", "place_hit.list.json");
    expect(capped.meta).toEqual({ total: 5, limit: 50, offset: 0 });
    expect((await ok("/v1/geo/places/bethel/nearest?k=500", "place_hit.list.json")).meta.limit).toBe(50);
    await bad("/v1/geo/places/bethel/nearest?limit=2&k=2", /^k is the former name of limit: give limit alone\.$/);
  });

  it("ignores limit and offset where an endpoint does not take them, as it ignores any parameter it does not take", async () => {
    const plain = await ok("/v1/people/isaac/kinship/terah", "kinship_path.item.json");
    expect(await ok("/v1/people/isaac/kinship/terah?limit=abc&offset=-1", "kinship_path.item.json")).toEqual(plain);
    expect((await ok("/v1/geo/places/bethel/nearest?offset=3", "place_hit.list.json")).meta.offset).toBe(0);
  });

  it("filters every spatial query by feature_type, in any letter case, as the place list does", async () => {
    const cities = await ok("/v1/geo/places/bethel/nearest?feature_type=city&limit=2", "place_hit.list.json");
    expect(cities.data.map((h: any) => [h.slug, h.feature_type])).toEqual([["shechem", "City"], ["haran", "City"]]);
    const near = await ok("/v1/geo/near?lat=31.93&lon=35.22&radius_km=40&feature_type=CITY", "place_hit.list.json");
    expect(near.data.map((h: any) => h.slug)).toEqual(["shechem"]);
    const box = await ok("/v1/geo/box?bbox=34,31,36,33&feature_type=Region", "place_hit.list.json");
    expect([box.data.map((h: any) => h.slug), box.meta.total]).toEqual([["canaan"], 1]);
    expect((await ok("/v1/geo/near?lat=31.93&lon=35.22&radius_km=40&feature_type=town", "place_hit.list.json")).meta.total).toBe(0);
    await bad("/v1/geo/places/bethel/nearest?feature_type=", /^feature_type must not be empty when given/);
  });

  it("leaves out of a place's nearest places those the data puts at its own location, and marks them near a point", async () => {
    // The sample's places with, at Bethel's point, Luz (its older name, a record of its own placed by Bethel's point),
    // the altar Abram built there (Gen 12:8, a point of its own 0 km away) and the city's gate (placed by Bethel).
    const files = await sampleTree();
    const places = [...files].filter(([rel]) => /^v1\/places\/[^/]+\.json$/.test(rel)).map(([, body]) => (JSON.parse(String(body)) as { data: Place }).data);
    const bethel = places.find((p) => p.slug === "bethel")!;
    const at = (slug: string, links: Partial<Place>): Place => ({ ...bethel, slug, name: slug, feature_type: "Landmark", ...links });
    const grid = new TextEncoder().encode(JSON.stringify(buildPlaceIndex([...places, at("luz", { coordinates_from: "bethel" }), at("altar", {}), at("gate-of-bethel", { coordinates_from: "bethel", latitude: 31.931 })])));
    const located = await sampleApp({ wrapData: (data) => ({ read: async (rel) => (rel === INDEX_FILES.places ? grid : data.read(rel)) }) });
    const body = async (path: string) => {
      const res = await located.request(path);
      const parsed = await json(res);
      expect(res.status, path).toBe(200);
      expectSchema("place_hit.list.json", parsed);
      return parsed;
    };
    const nearest = await body("/v1/geo/places/bethel/nearest?limit=3");
    expect(nearest.data.map((h: any) => h.slug)).toEqual(["shechem", "canaan", "haran"]);
    const near = await body("/v1/geo/near?lat=31.9305&lon=35.221&radius_km=1");
    expect(near.data.map((h: any) => [h.slug, h.coordinates_from, h.distance_km])).toEqual([
      ["altar", null, 0],
      ["bethel", null, 0],
      ["luz", "bethel", 0],
      ["gate-of-bethel", "bethel", 0.056],
    ]);
  });

  it("404s with no-coordinates, and a hint that fits, for a place the data gives no coordinates", async () => {
    // The sample with Egypt's coordinates taken out of the place index, as the full data has 28 such places (Eden …).
    const files = await sampleTree();
    const places = [...files].filter(([rel]) => /^v1\/places\/[^/]+\.json$/.test(rel)).map(([, body]) => (JSON.parse(String(body)) as { data: Place }).data);
    const grid = new TextEncoder().encode(JSON.stringify(buildPlaceIndex(places.map((p) => (p.slug === "egypt" ? { ...p, latitude: null, longitude: null } : p)))));
    const unplaced = await sampleApp({ wrapData: (data) => ({ read: async (rel) => (rel === INDEX_FILES.places ? grid : data.read(rel)) }) });
    const body = await expectProblem(await unplaced.request("/v1/geo/places/egypt/nearest"), 404, "no-coordinates");
    expect(body.title).toBe("Place without coordinates");
    expect(body.detail).toMatch(/^egypt has no coordinates in the data, so no place can be measured from it\. The place exists but cannot be placed on a map; ask for the places near a point/);
    expect(body.detail).not.toMatch(/Check the identifier/);
    await expectProblem(await unplaced.request("/v1/geo/places/atlantis/nearest"), 404, "not-found");
  });
});

describe("timeline", () => {
  it("lists events and people overlapping a year range, chronologically, with their uncertainty", async () => {
    const all = await ok("/v1/timeline?limit=200", "timeline_entry.list.json");
    const starts = all.data.map((e: any) => e.start_year);
    expect(starts).toEqual([...starts].sort((a: number, b: number) => a - b));
    const range = await ok("/v1/timeline?from=-1900&to=-1890", "timeline_entry.list.json");
    expect(range.data.map((e: any) => e.slug)).toEqual(["terah", "abraham", "sojourn-in-canaan-egypt-and-gerar", "ishmael", "isaac"].filter((x) => x !== "terah"));
    const sojourn = range.data.find((e: any) => e.slug === "sojourn-in-canaan-egypt-and-gerar");
    expect(sojourn).toMatchObject({ kind: "event", approximate: true });
    expect(range.data.find((e: any) => e.slug === "abraham")).toMatchObject({ kind: "person", approximate: null });
    const events = await ok("/v1/timeline?to=-1950&kind=event", "timeline_entry.list.json");
    expect(events.data.map((e: any) => e.slug)).toEqual(["birth-of-abraham"]);
  });

  it("400s a year that is not a whole astronomical year in range, or a range inside out", async () => {
    await bad("/v1/timeline?from=abc", /from must be a whole number from -10000 to 3000/);
    await bad("/v1/timeline?from=-10001", /from must be a whole number from -10000 to 3000/);
    await bad("/v1/timeline?to=1.5", /to must be a whole number/);
    await bad("/v1/timeline?from=-1000&to=-2000", /from \(-1000\) must not be after to \(-2000\)/);
    await bad("/v1/timeline?kind=war", /kind must be one of event, person/);
  });

  it("orders the events of one year as the data does (sequence), not by slug or length", async () => {
    const year = await ok("/v1/timeline?from=-1920&to=-1920&kind=event", "timeline_entry.list.json");
    // Genesis 11:31–12:10 in the order the text tells it.
    expect(year.data.map((e: any) => e.slug)).toEqual(["abraham-enters-canaan", "abrahamic-covenant", "sojourn-in-canaan-egypt-and-gerar", "abram-builds-an-altar-near-bethel", "abraham-goes-to-egypt"]);
    const sequences = await Promise.all(year.data.map(async (e: any) => (await ok(`/v1/events/${e.slug}`, "event.item.json")).data.sequence));
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    const abraham = await ok("/v1/people/abraham", "person.item.json");
    expect(abraham.data.events.filter((slug: string) => year.data.some((e: any) => e.slug === slug))).toEqual(year.data.map((e: any) => e.slug).filter((slug: string) => abraham.data.events.includes(slug)));
  });

  it("reads kind in any letter case, as every closed set of values is read", async () => {
    const events = await ok("/v1/timeline?to=-1950&kind=event", "timeline_entry.list.json");
    for (const kind of ["EVENT", "Event"]) expect(await ok(`/v1/timeline?to=-1950&kind=${kind}`, "timeline_entry.list.json")).toEqual(events);
    expect((await ok("/v1/timeline?kind=PERSON&limit=200", "timeline_entry.list.json")).data.every((e: any) => e.kind === "person")).toBe(true);
  });
});
