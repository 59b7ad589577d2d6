import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/core/random.ts";
import { buildPlaceIndex, haversineKm, parseBoundingBox, PlaceMap, placeFeature, placeFeatureCollection } from "../../src/study/maps.ts";
import { StudyInputError } from "../../src/study/paging.ts";
import type { Place } from "../../src/types/place.ts";

const place = (slug: string, latitude: number | null, longitude: number | null, feature_type: string | null = "City", links: Partial<Pick<Place, "coordinates_from" | "duplicate_of">> = {}): Place =>
  ({
    slug, name: slug[0]?.toUpperCase() + slug.slice(1), latitude, longitude, feature_type, feature_sub_type: null, modern_name: null,
    coordinate_source: latitude === null ? null : "hand-made", coordinates_from: null, precision: null, duplicate_of: null, ...links,
  }) as Place;

// Approximate positions, written by hand.
const places = [
  place("jerusalem", 31.7767, 35.2342),
  place("bethlehem", 31.7043, 35.2075),
  place("jericho", 31.8711, 35.444),
  place("hebron", 31.5326, 35.0998),
  place("nazareth", 32.7021, 35.2978),
  place("rome", 41.8925, 12.4853),
  place("eden", null, null, "Region"),
];
const map = new PlaceMap(buildPlaceIndex(places));

describe("GeoJSON", () => {
  it("puts a place at [longitude, latitude] and never invents coordinates", () => {
    expect(placeFeature(places[1] as Place)).toMatchObject({ type: "Feature", id: "bethlehem", geometry: { type: "Point", coordinates: [35.2075, 31.7043] }, properties: { has_coordinates: true } });
    expect(placeFeature(places[6] as Place)).toMatchObject({ geometry: null, properties: { slug: "eden", has_coordinates: false } });
    const all = placeFeatureCollection(places);
    expect(all.features.map((f) => f.id)).toEqual(["bethlehem", "hebron", "jericho", "jerusalem", "nazareth", "rome"]);
    expect(all.without_coordinates).toEqual(["eden"]);
  });
});

describe("spatial queries", () => {
  it("measures great-circle distances", () => {
    expect(haversineKm(31.7767, 35.2342, 31.7043, 35.2075)).toBeCloseTo(8.4, 1);
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it("finds the places within a distance of a point, nearest first, with their distances", () => {
    const near = map.within(31.7767, 35.2342, 25);
    expect(near.map((h) => h.slug)).toEqual(["jerusalem", "bethlehem", "jericho"]);
    expect(near[1]?.distance_km).toBeCloseTo(8.4, 1);
    expect(map.within(31.7767, 35.2342, 5).map((h) => h.slug)).toEqual(["jerusalem"]);
  });

  it("finds the places in a bounding box, sorted by slug, edges included", () => {
    expect(map.inBox(parseBoundingBox("35,31.5,35.5,32")).map((h) => h.slug)).toEqual(["bethlehem", "hebron", "jericho", "jerusalem"]);
    expect(map.inBox({ min_lon: 35.2075, min_lat: 31.7043, max_lon: 35.2075, max_lat: 31.7043 }).map((h) => h.slug)).toEqual(["bethlehem"]);
  });

  it("gives each place's nearest places, and says when a place has no coordinates", () => {
    expect(map.nearest("jerusalem", 2)?.map((h) => h.slug)).toEqual(["bethlehem", "jericho"]);
    expect(map.nearest("rome", 1)?.map((h) => h.slug)).toEqual(["nazareth"]);
    expect(map.nearest("rome", 50)).toHaveLength(5);
    expect(map.nearest("eden", 3)).toBeNull();
    expect(map.nearest("atlantis", 3)).toBeUndefined();
  });

  it("answers nearest-places queries exactly as measuring every place would, near the places and far from them", () => {
    const random = seededRandom(7);
    const many = Array.from({ length: 400 }, (_, i) => place(`p${i}`, 29 + random() * 5, 33 + random() * 4));
    const m = new PlaceMap(buildPlaceIndex(many));
    for (let n = 0; n < 100; n++) {
      const far = n % 10 === 0;
      const lat = far ? -60 + random() * 120 : 28 + random() * 7;
      const lon = far ? -170 + random() * 340 : 32 + random() * 6;
      const k = 1 + Math.floor(random() * 20);
      const brute = many.map((p) => ({ slug: p.slug, d: haversineKm(lat, lon, p.latitude ?? 0, p.longitude ?? 0) })).sort((a, b) => a.d - b.d || (a.slug < b.slug ? -1 : 1)).slice(0, k);
      expect(m.nearestTo(lat, lon, k).map((h) => h.slug)).toEqual(brute.map((b) => b.slug));
      const own = many[n]!;
      const others = many.filter((p) => p !== own).map((p) => ({ slug: p.slug, d: haversineKm(own.latitude ?? 0, own.longitude ?? 0, p.latitude ?? 0, p.longitude ?? 0) }));
      const nearest = others.sort((a, b) => a.d - b.d || (a.slug < b.slug ? -1 : 1)).slice(0, k);
      expect(m.nearest(own.slug, k)?.map((h) => [h.slug, h.distance_km])).toEqual(nearest.map((b) => [b.slug, Math.round(b.d * 1000) / 1000]));
    }
  });

  it("answers nearest-places queries from the precomputed table, or the index's table as stored, exactly as by searching", () => {
    const random = seededRandom(13);
    const many = [...Array.from({ length: 120 }, (_, i) => place(`p${i}`, 29 + random() * 5, 33 + random() * 4)), place("far", -40, 170), place("nowhere", null, null)];
    const { nearest, ...bare } = buildPlaceIndex(many);
    expect(nearest).toHaveLength(many.length);
    expect(nearest?.[bare.slugs.indexOf("nowhere")]).toEqual([]);
    const searched = new PlaceMap(bare);
    const tabled = new PlaceMap(bare);
    tabled.precomputeNearest();
    const stored = new PlaceMap(JSON.parse(JSON.stringify(buildPlaceIndex(many))) as ReturnType<typeof buildPlaceIndex>);
    for (const p of many) {
      for (const k of [1, 7, 50]) {
        expect(tabled.nearest(p.slug, k), `${p.slug} ${k}`).toEqual(searched.nearest(p.slug, k));
        expect(stored.nearest(p.slug, k), `${p.slug} ${k} (stored)`).toEqual(searched.nearest(p.slug, k));
      }
    }
    const damaged = buildPlaceIndex(many);
    expect(() => new PlaceMap({ ...damaged, nearest: damaged.nearest!.slice(1) })).toThrow(/121 nearest lists for 122 places/);
    expect(() => new PlaceMap({ ...damaged, nearest: damaged.nearest!.map((l, i) => (i === 0 ? [many.length + 5] : l)) })).toThrow(/is not a placed place/);
    expect(tabled.nearest("atlantis", 3)).toBeUndefined();
    expect(() => tabled.nearest("p1", 51)).toThrow(StudyInputError);
    const few = new PlaceMap(buildPlaceIndex(places));
    few.precomputeNearest();
    expect(few.nearest("rome", 50)).toHaveLength(5);
    expect(few.nearest("rome", 50)).toEqual(map.nearest("rome", 50));
  });

  it("answers distance and box queries as measuring and filtering every place would, a page at a time", () => {
    const random = seededRandom(11);
    // Places on a coarse lattice (many equal distances, so ties are ranked by slug) and scattered ones.
    const many = Array.from({ length: 300 }, (_, i) =>
      i % 3 === 0 ? place(`q${String(299 - i).padStart(3, "0")}`, 31 + (i % 7) * 0.05, 35 + (i % 11) * 0.05) : place(`p${i}`, 29 + random() * 5, 33 + random() * 4),
    );
    const m = new PlaceMap(buildPlaceIndex(many));
    const bySlug = (a: { slug: string }, b: { slug: string }): number => (a.slug < b.slug ? -1 : 1);
    for (let n = 0; n < 60; n++) {
      const lat = 30 + random() * 3;
      const lon = 34 + random() * 2;
      const km = 5 + random() * 60;
      const brute = many
        .map((p) => ({ slug: p.slug, d: Math.round(haversineKm(lat, lon, p.latitude ?? 0, p.longitude ?? 0) * 1000) / 1000, raw: haversineKm(lat, lon, p.latitude ?? 0, p.longitude ?? 0) }))
        .filter((p) => p.raw <= km)
        .sort((a, b) => a.d - b.d || bySlug(a, b));
      const within = m.within(lat, lon, km);
      expect(within.map((h) => [h.slug, h.distance_km])).toEqual(brute.map((b) => [b.slug, b.d]));
      const [limit, offset] = [1 + Math.floor(random() * 10), Math.floor(random() * 12)];
      expect(m.withinPage(lat, lon, km, limit, offset)).toEqual({ data: within.slice(offset, offset + limit), meta: { total: within.length, limit, offset } });
      const box = { min_lat: lat, min_lon: lon, max_lat: lat + random(), max_lon: lon + random() };
      const inside = many.filter((p) => (p.latitude ?? 0) >= box.min_lat && (p.latitude ?? 0) <= box.max_lat && (p.longitude ?? 0) >= box.min_lon && (p.longitude ?? 0) <= box.max_lon).sort(bySlug);
      const inBox = m.inBox(box);
      expect(inBox.map((h) => h.slug)).toEqual(inside.map((p) => p.slug));
      expect(m.inBoxPage(box, limit, offset)).toEqual({ data: inBox.slice(offset, offset + limit), meta: { total: inBox.length, limit, offset } });
    }
  });

  it("accepts a filter of the places to keep (the feature type, case-insensitively) in every spatial query", () => {
    const typed = [...places, place("dead-sea", 31.5, 35.5, "Water"), place("judea", 31.7, 35.1, "Region"), place("kidron", 31.77, 35.24, null)];
    const m = new PlaceMap(buildPlaceIndex(typed));
    const water = m.featureType("wATER");
    expect(m.nearest("jerusalem", 3, water)?.map((h) => h.slug)).toEqual(["dead-sea"]);
    expect(m.nearest("jerusalem", 3, m.featureType("city"))?.map((h) => h.slug)).toEqual(["bethlehem", "jericho", "hebron"]);
    expect(m.nearest("jerusalem", 3, m.featureType("Town"))).toEqual([]);
    expect(m.withinPage(31.7767, 35.2342, 50, 10, 0, undefined, m.featureType("region")).data.map((h) => h.slug)).toEqual(["judea"]);
    expect(m.withinPage(31.7767, 35.2342, 50, 10, 0).meta.total).toBe(7);
    const box = m.inBoxPage(parseBoundingBox("35,31,36,32"), 10, 0, undefined, water);
    expect([box.data.map((h) => h.slug), box.meta.total]).toEqual([["dead-sea"], 1]);
    expect(m.featureType(undefined)).toBeUndefined();
  });

  it.each([
    ["bbox", () => parseBoundingBox("35,31.5,35.5")],
    ["bbox", () => parseBoundingBox("36,31.5,35.5,32")],
    ["bbox", () => parseBoundingBox("35,31.5,35.5,95")],
    ["bbox", () => parseBoundingBox("a,b,c,d")],
    ["radius_km", () => map.within(31, 35, 0)],
    ["radius_km", () => map.within(31, 35, 1001)],
    ["lat", () => map.within(91, 35, 10)],
    ["lon", () => map.nearestTo(31, -181, 3)],
    ["k", () => map.nearest("jerusalem", 51)],
  ])("refuses a bad %s", (parameter, call) => {
    expect(call).toThrow(StudyInputError);
    try {
      call();
    } catch (e) {
      expect((e as StudyInputError).parameter).toBe(parameter);
    }
  });
});

describe("the places nearest a place, apart from its own location", () => {
  // Jerusalem as the full data has it: its own (DARE) point, shared by Zion; its OpenBible.info point
  // 113 m off, where the data puts its gates, Judea and the duplicate record Jebus; Moriah 145 m off
  // with a point of its own; and a gate of Bethlehem at Bethlehem's point.
  const jerusalem = [31.776667, 35.234167] as const;
  const openBible = [31.777444, 35.234935] as const;
  const located = [
    place("jerusalem", ...jerusalem),
    place("zion", ...jerusalem, "Mountain", { coordinates_from: "jerusalem", duplicate_of: "jerusalem" }),
    place("mount-zion", ...jerusalem, "Mountain"),
    place("dung-gate", ...openBible, "Landmark", { coordinates_from: "jerusalem" }),
    place("judea", ...openBible, "Region", { coordinates_from: "jerusalem" }),
    place("jebus", ...openBible, "City", { coordinates_from: "jerusalem", duplicate_of: "jerusalem" }),
    place("moriah", 31.7781, 35.2354, "Mountain"),
    place("bethlehem", 31.70431, 35.20746),
    place("bethlehem-gate", 31.70431, 35.20746, "Landmark", { coordinates_from: "bethlehem" }),
    place("jericho", 31.8711, 35.444),
    place("eden", null, null, "Region"),
  ];
  const slugs = (hits: readonly { slug: string }[] | null | undefined): string[] | undefined => hits?.map((h) => h.slug);

  it("leaves out the places at the same point, placed by the same place's point, or records of the same place, and lists a place's records as the place", () => {
    const m = new PlaceMap(buildPlaceIndex(located));
    expect(slugs(m.nearest("jerusalem", 4))).toEqual(["moriah", "bethlehem", "bethlehem-gate", "jericho"]);
    // From a gate: Jerusalem (whose point it takes) and all Jerusalem places; Mount Zion, 113 m off with a point of its own, is near.
    expect(slugs(m.nearest("dung-gate", 3))).toEqual(["moriah", "mount-zion", "bethlehem"]);
    expect(slugs(m.nearest("judea", 1))).toEqual(["moriah"]);
    // Mount Zion shares Jerusalem's point but takes it from no place: what is 113 m off is near it.
    expect(slugs(m.nearest("mount-zion", 4))).toEqual(["dung-gate", "jebus", "judea", "moriah"]);
    // Zion and Jebus are records of Jerusalem, which is listed: each place once.
    expect(slugs(m.nearest("bethlehem", 3))).toEqual(["jerusalem", "mount-zion", "dung-gate"]);
    expect(slugs(m.nearest("bethlehem", 50))).not.toContain("zion");
    expect(slugs(m.nearest("bethlehem", 50))).not.toContain("jebus");
    // Unless a filter leaves the place out: then its record is the one that answers.
    expect(slugs(m.nearest("bethlehem", 2, m.featureType("mountain")))).toEqual(["mount-zion", "zion"]);
    expect(slugs(m.nearest("bethlehem", 50))).not.toContain("bethlehem-gate");
    expect(slugs(m.nearest("bethlehem-gate", 1))).toEqual(["jerusalem"]);
    expect(m.nearest("jerusalem", 50)?.every((h) => (h.distance_km ?? 0) > 0)).toBe(true);
    // A query from a point leaves nothing out, and says whose point a place takes.
    const around = m.within(...jerusalem, 0.2);
    expect(slugs(around)).toEqual(["jerusalem", "mount-zion", "zion", "dung-gate", "jebus", "judea", "moriah"]);
    expect(around.map((h) => h.coordinates_from)).toEqual([null, null, "jerusalem", "jerusalem", "jerusalem", "jerusalem", null]);
    expect(m.nearestTo(...jerusalem, 2).map((h) => h.slug)).toEqual(["jerusalem", "mount-zion"]);
  });

  it("answers from the precomputed table, or the stored index's, exactly as by searching; an index without anchors has its lists found again", () => {
    const built = buildPlaceIndex(located);
    const searched = new PlaceMap({ ...built, nearest: undefined });
    const stored = new PlaceMap(JSON.parse(JSON.stringify(built)) as typeof built);
    for (const p of located) for (const k of [1, 3, 50]) expect(stored.nearest(p.slug, k), `${p.slug} ${k}`).toEqual(searched.nearest(p.slug, k));
    expect(built.anchors?.[built.slugs.indexOf("dung-gate")]).toBe(built.slugs.indexOf("jerusalem"));
    expect(built.records?.[built.slugs.indexOf("jebus")]).toBe(built.slugs.indexOf("jerusalem"));
    // A tree built before the rule: no anchors, no records, and nearest lists that open with Zion at 0 km.
    const { anchors, records, ...old } = built;
    const before = new PlaceMap({ ...old, nearest: old.nearest?.map((_, i) => (old.slugs[i] === "jerusalem" ? [old.slugs.indexOf("zion")] : [])) });
    expect(slugs(before.nearest("jerusalem", 3))).toEqual(["dung-gate", "jebus", "judea"]);
    expect(before.nearest("dung-gate", 3)?.map((h) => [h.slug, h.coordinates_from])).toEqual([["moriah", null], ["jerusalem", null], ["mount-zion", null]]);
  });
});
