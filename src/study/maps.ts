/**
 * Maps: places as GeoJSON, and spatial queries (a bounding box, a distance from a point, the nearest
 * places) over a compact grid index built once from the place records.
 *
 * A place without coordinates is never given invented ones: its Feature has `geometry: null` (as
 * GeoJSON allows) and `has_coordinates: false`, a FeatureCollection of all places lists such places
 * by slug in `without_coordinates` instead of as features, and the spatial queries leave them out.
 * Distances are great-circle distances (haversine, Earth radius 6,371.0088 km). Bounding boxes do not
 * cross the antimeridian (no place of the data is near it).
 *
 * The places nearest a place leave out those the data puts at the place's own location
 * ({@link PlaceMap.apart}): at the same point, placed by the same place's point (`coordinates_from`:
 * Jerusalem's gates, pools and Judea sit at Jerusalem's OpenBible.info point), or records of the
 * same place (`duplicate_of`); and a record of another place is listed as that place, once. Nothing
 * is left out of a query from a point or of a box.
 */
import type { Place } from "../types/place.ts";
import type { PlaceFeature } from "../types/place_feature.ts";
import type { PlaceHit } from "../types/place_hit.ts";
import { checkInteger, StudyInputError, type Page } from "./paging.ts";
import { STUDY_LIMITS } from "../contract/api.ts";

/** Mean Earth radius in km (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;
/** The grid's cell size in degrees. */
export const CELL_DEG = 0.25;
/** The largest radius a distance query takes, in km. */
export const MAX_RADIUS_KM = STUDY_LIMITS.radiusKm.max;
/** The most nearest places one query returns. */
export const MAX_NEAREST = STUDY_LIMITS.nearest.max;
/** How many rings of grid cells (of {@link CELL_DEG}) a nearest-places query searches before measuring every place. */
export const MAX_RINGS = 12;

/** The serialisable index: parallel arrays by place position (places sorted by slug) and the grid. */
export interface PlaceIndex {
  readonly cell_deg: number;
  readonly slugs: string[];
  readonly names: string[];
  readonly feature_types: (string | null)[];
  /** null for a place without coordinates. */
  readonly latitudes: (number | null)[];
  readonly longitudes: (number | null)[];
  /**
   * Per place, the position of the place whose point its coordinates are (its `coordinates_from`),
   * else its own. A tree built before it has none: no place is then placed by another.
   */
  readonly anchors?: number[];
  /** Per place, the position of the record it duplicates (its `duplicate_of`), else its own; none in a tree built before it. */
  readonly records?: number[];
  /** `"<row>:<column>"` (floor of latitude and longitude over the cell size) → place positions. */
  readonly cells: Record<string, number[]>;
  /**
   * Per place (in the order of `slugs`), the positions of its {@link MAX_NEAREST} nearest places
   * {@link PlaceMap.apart} from it, nearest first (ties by position); empty for a place without
   * coordinates. Found at build time, so that a server or an edge isolate need not search once per
   * place before its first answer; a tree built before it has none, and
   * {@link PlaceMap.precomputeNearest} finds them at run time. Read only beside `anchors`: a tree
   * without them has lists that do not leave out a place's own location, and they are found again.
   */
  readonly nearest?: number[][];
}

export type { PlaceFeature, PlaceHit };

/** Which places a spatial query keeps, by position (all when undefined). */
export type PlaceFilter = ((i: number) => boolean) | undefined;

/** Per place, its nearest places' positions and distances (km, rounded to the metre) from `MAX_NEAREST * position`, and how many. */
interface NearestTable {
  readonly at: Int32Array;
  readonly km: Float64Array;
  readonly count: Uint8Array;
}

/** A {@link NearestTable} of `n` places with no neighbours yet. */
function emptyNearestTable(n: number): NearestTable {
  return { at: new Int32Array(n * MAX_NEAREST), km: new Float64Array(n * MAX_NEAREST), count: new Uint8Array(n) };
}

/** A GeoJSON FeatureCollection of places, with the places that could not be placed named beside it. */
export interface PlaceFeatureCollection {
  readonly type: "FeatureCollection";
  readonly features: PlaceFeature[];
  /** Slugs of the places left out because they have no coordinates. */
  readonly without_coordinates: string[];
}

const hasCoordinates = (p: Pick<Place, "latitude" | "longitude">): p is Place & { latitude: number; longitude: number } =>
  typeof p.latitude === "number" && typeof p.longitude === "number";

/** The GeoJSON Feature of one place; `geometry` is null when it has no coordinates. */
export function placeFeature(p: Place): PlaceFeature {
  return {
    type: "Feature",
    id: p.slug,
    geometry: hasCoordinates(p) ? { type: "Point", coordinates: [p.longitude, p.latitude] } : null,
    properties: {
      slug: p.slug, name: p.name, feature_type: p.feature_type, feature_sub_type: p.feature_sub_type, modern_name: p.modern_name,
      coordinate_source: p.coordinate_source, precision: p.precision, has_coordinates: hasCoordinates(p),
    },
  };
}

/** The FeatureCollection of places (sorted by slug): those with coordinates as features, the others named. */
export function placeFeatureCollection(places: readonly Place[]): PlaceFeatureCollection {
  const sorted = [...places].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return {
    type: "FeatureCollection",
    features: sorted.filter(hasCoordinates).map(placeFeature),
    without_coordinates: sorted.filter((p) => !hasCoordinates(p)).map((p) => p.slug),
  };
}

const cellOf = (deg: number, cell: number): number => Math.floor(deg / cell);
/** A grid cell as one number (rows and columns stay within ±2,048 for cells of 0.1° and more). */
const cellKey = (r: number, q: number): number => (r + 2048) * 8192 + (q + 4096);
const NONE = new Int32Array(0);

/** Whether heap entry `a` ranks after entry `b` (farther, or as far and later by position). */
const after = (h: Ranking, a: number, b: number): boolean => h.km[a]! > h.km[b]! || (h.km[a] === h.km[b] && h.at[a]! > h.at[b]!);

function swap(h: Ranking, a: number, b: number): void {
  const i = h.at[a]!;
  const d = h.km[a]!;
  h.at[a] = h.at[b]!;
  h.km[a] = h.km[b]!;
  h.at[b] = i;
  h.km[b] = d;
}

/** Adds a place to a max-heap of `size` entries (the entry ranked last on top); the new size. */
function heapPush(h: Ranking, size: number, i: number, d: number): number {
  let n = size;
  h.at[n] = i;
  h.km[n] = d;
  while (n > 0) {
    const parent = (n - 1) >> 1;
    if (!after(h, n, parent)) break;
    swap(h, n, parent);
    n = parent;
  }
  return size + 1;
}

/** Puts a place in place of a full max-heap's top entry and restores the heap. */
function heapReplaceTop(h: Ranking, size: number, i: number, d: number): void {
  h.at[0] = i;
  h.km[0] = d;
  for (let n = 0; ; ) {
    const l = 2 * n + 1;
    const r = l + 1;
    let top = n;
    if (l < size && after(h, l, top)) top = l;
    if (r < size && after(h, r, top)) top = r;
    if (top === n) return;
    swap(h, n, top);
    n = top;
  }
}

/** Builds the grid index from the place records (any order). Pure. */
export function buildPlaceIndex(places: readonly Place[], cellDeg: number = CELL_DEG): PlaceIndex {
  const sorted = [...places].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const at = new Map(sorted.map((p, i) => [p.slug, i]));
  const positionOf = (slug: string | null | undefined, own: number): number => (slug === null || slug === undefined ? own : (at.get(slug) ?? own));
  const cells: Record<string, number[]> = {};
  sorted.forEach((p, i) => {
    if (!hasCoordinates(p)) return;
    const key = `${cellOf(p.latitude, cellDeg)}:${cellOf(p.longitude, cellDeg)}`;
    (cells[key] ??= []).push(i);
  });
  const index: PlaceIndex = {
    cell_deg: cellDeg,
    slugs: sorted.map((p) => p.slug),
    names: sorted.map((p) => p.name),
    feature_types: sorted.map((p) => p.feature_type),
    latitudes: sorted.map((p) => (hasCoordinates(p) ? p.latitude : null)),
    longitudes: sorted.map((p) => (hasCoordinates(p) ? p.longitude : null)),
    anchors: sorted.map((p, i) => positionOf(p.coordinates_from, i)),
    records: sorted.map((p, i) => positionOf(p.duplicate_of, i)),
    cells,
  };
  return { ...index, nearest: new PlaceMap(index).nearestTable() };
}

const RAD = Math.PI / 180;

/** Great-circle distance between two points in km (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function checkLatitude(parameter: string, v: number): void {
  if (!Number.isFinite(v) || v < -90 || v > 90) throw new StudyInputError(parameter, `${parameter} must be a latitude from -90 to 90, got ${v}.`);
}

function checkLongitude(parameter: string, v: number): void {
  if (!Number.isFinite(v) || v < -180 || v > 180) throw new StudyInputError(parameter, `${parameter} must be a longitude from -180 to 180, got ${v}.`);
}

/** A bounding box in degrees. */
export interface BoundingBox {
  readonly min_lon: number;
  readonly min_lat: number;
  readonly max_lon: number;
  readonly max_lat: number;
}

/**
 * Reads a `bbox` parameter as GeoJSON writes one: `min_lon,min_lat,max_lon,max_lat` (decimal
 * degrees). Throws {@link StudyInputError} for anything else, or a box inside out.
 */
export function parseBoundingBox(raw: string): BoundingBox {
  const parts = raw.split(",");
  const nums = parts.map((p) => (/^\s*-?\d{1,3}(?:\.\d{1,12})?\s*$/.test(p) ? Number(p) : NaN));
  if (parts.length !== 4 || nums.some((n) => Number.isNaN(n))) throw new StudyInputError("bbox", `bbox must be min_lon,min_lat,max_lon,max_lat in decimal degrees, got ${JSON.stringify(raw.slice(0, 80))}.`);
  const [min_lon = 0, min_lat = 0, max_lon = 0, max_lat = 0] = nums;
  const box = { min_lon, min_lat, max_lon, max_lat };
  checkBox(box);
  return box;
}

function checkBox(b: BoundingBox): void {
  checkLongitude("bbox", b.min_lon);
  checkLongitude("bbox", b.max_lon);
  checkLatitude("bbox", b.min_lat);
  checkLatitude("bbox", b.max_lat);
  if (b.min_lon > b.max_lon || b.min_lat > b.max_lat) throw new StudyInputError("bbox", "bbox must have min_lon ≤ max_lon and min_lat ≤ max_lat (boxes across the antimeridian are not supported).");
}

const roundKm = (km: number): number => Math.round(km * 1000) / 1000;

/** Where a spatial query's places are ranked: positions and (for distance queries) distances, reused by every query. */
interface Ranking {
  readonly at: Int32Array;
  readonly km: Float64Array;
}

/**
 * Spatial queries over a {@link PlaceIndex}. Coordinates (and the cosine of each latitude, which
 * every distance needs) are kept in typed arrays; a query collects positions and distances in
 * scratch arrays made once, ranks them, and makes records only for the page it returns.
 */
export class PlaceMap {
  readonly index: PlaceIndex;
  readonly #at: ReadonlyMap<string, number>;
  readonly #cells: ReadonlyMap<number, Int32Array>;
  /** Positions of the places with coordinates (for the fallback that measures every place). */
  readonly #placed: Int32Array;
  /** Per place, its latitude, longitude and the cosine of its latitude in radians (NaN without coordinates). */
  readonly #lat: Float64Array;
  readonly #lon: Float64Array;
  readonly #cos: Float64Array;
  /** Per place, the position of the place whose point it is at ({@link PlaceIndex.anchors}) and of the record it duplicates ({@link PlaceIndex.records}). */
  readonly #anchor: Int32Array;
  readonly #record: Int32Array;
  /** Per place, 1 when it is a record of another place (`duplicate_of`) at that place's location, which stands for it in nearest-places lists. */
  readonly #represented: Uint8Array;
  /** Per place, its feature type in lower case (made on the first filter by type). */
  #types: (string | undefined)[] | undefined;
  /** Scratch of the box and distance queries: at most every place. */
  readonly #ranking: Ranking;
  /** The nearest-places search's bounded heap: the best `k` so far, the farthest (then last by position) on top. */
  readonly #heap: Ranking;
  /**
   * Once {@link precomputeNearest} ran: per place, its {@link MAX_NEAREST} nearest places (positions
   * and distances rounded to the metre, nearest first) from `MAX_NEAREST * position`, and how many.
   */
  #table: NearestTable | undefined;

  constructor(index: PlaceIndex) {
    this.index = index;
    this.#at = new Map(index.slugs.map((s, i) => [s, i]));
    this.#cells = new Map(
      Object.entries(index.cells).map(([key, places]) => {
        const [r = 0, q = 0] = key.split(":").map(Number);
        return [cellKey(r, q), Int32Array.from(places)];
      }),
    );
    const n = index.slugs.length;
    this.#lat = Float64Array.from(index.slugs, (_, i) => index.latitudes[i] ?? NaN);
    this.#lon = Float64Array.from(index.slugs, (_, i) => index.longitudes[i] ?? NaN);
    this.#cos = this.#lat.map((lat) => Math.cos(lat * RAD));
    this.#anchor = Int32Array.from(index.slugs, (_, i) => index.anchors?.[i] ?? i);
    this.#record = Int32Array.from(index.slugs, (_, i) => index.records?.[i] ?? i);
    this.#placed = Int32Array.from(index.slugs.keys()).filter((i) => index.latitudes[i] !== null && index.longitudes[i] !== null);
    // A record at its place's location: its point to the metre, or the point the place's own point is taken from (Jebus at Jerusalem's).
    this.#represented = Uint8Array.from(this.#record, (r, i) => {
      if (r === i || Number.isNaN(this.#lat[r] ?? NaN) || Number.isNaN(this.#lat[i] ?? NaN)) return 0;
      return this.#anchor[i] === this.#anchor[r] || roundKm(haversineKm(this.#lat[i]!, this.#lon[i]!, this.#lat[r]!, this.#lon[r]!)) === 0 ? 1 : 0;
    });
    this.#ranking = { at: new Int32Array(n), km: new Float64Array(n) };
    this.#heap = { at: new Int32Array(MAX_NEAREST), km: new Float64Array(MAX_NEAREST) };
    if (index.nearest !== undefined && index.anchors !== undefined) this.#table = this.#tableFrom(index.nearest);
  }

  /**
   * The table of {@link precomputeNearest} from an index's `nearest` lists, each distance measured as
   * a search measures it (so the answers are the same). Throws on lists that do not fit the index.
   */
  #tableFrom(nearest: readonly (readonly number[])[]): NearestTable {
    const n = this.index.slugs.length;
    if (nearest.length !== n) throw new Error(`place index: ${nearest.length} nearest lists for ${n} places`);
    const table = emptyNearestTable(n);
    nearest.forEach((list, i) => {
      if (list.length > MAX_NEAREST) throw new Error(`place index: ${list.length} nearest places for ${this.index.slugs[i]}, at most ${MAX_NEAREST}`);
      const lat = this.#lat[i]!;
      const cosLat = Math.cos(lat * RAD);
      list.forEach((j, c) => {
        if (!Number.isInteger(j) || j < 0 || j >= n || Number.isNaN(this.#lat[j]!) || Number.isNaN(lat)) throw new Error(`place index: nearest place ${j} of ${this.index.slugs[i]} is not a placed place`);
        table.at[i * MAX_NEAREST + c] = j;
        table.km[i * MAX_NEAREST + c] = roundKm(this.#distance(lat, this.#lon[i]!, cosLat, j));
      });
      table.count[i] = list.length;
    });
    return table;
  }

  #cell(r: number, q: number): Int32Array {
    return this.#cells.get(cellKey(r, q)) ?? NONE;
  }

  /** {@link haversineKm} from a point (its latitude's cosine given) to place `i`, with the place's cosine computed once. */
  #distance(lat: number, lon: number, cosLat: number, i: number): number {
    const dLat = (this.#lat[i]! - lat) * RAD;
    const dLon = (this.#lon[i]! - lon) * RAD;
    const h = Math.sin(dLat / 2) ** 2 + cosLat * this.#cos[i]! * Math.sin(dLon / 2) ** 2;
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  }

  /** The record of the place at a position (of the index), with its distance (in km, as given) when one is given. */
  placeHit(i: number, distanceKm?: number): PlaceHit {
    const { slugs, names, feature_types } = this.index;
    const anchor = this.#anchor[i]!;
    const hit = {
      slug: slugs[i] ?? "",
      name: names[i] ?? "",
      feature_type: feature_types[i] ?? null,
      latitude: this.#lat[i]!,
      longitude: this.#lon[i]!,
      coordinates_from: anchor === i ? null : (slugs[anchor] ?? null),
    };
    return distanceKm === undefined ? hit : { ...hit, distance_km: distanceKm };
  }

  /**
   * Whether place `j`, `km` from place `i`, is elsewhere than `i` and a place of its own: not `i`
   * itself, nor a place the data puts at `i`'s own location: at the same point (0 km to the metre),
   * at the point of the same place (`coordinates_from`: `i`'s, or `j`'s, or one both take), or a
   * record of the same place (`duplicate_of`); nor a record of another place at that place's location
   * (its point, or the point the place's is taken from) when the place itself is listed in its
   * stead, being apart from `i` and kept by `keep` (Moriah is Mount Moriah's record, Jebus and Salem
   * are Jerusalem's: Jerusalem is listed once, without them).
   */
  apart(i: number, j: number, km: number, keep?: PlaceFilter): boolean {
    if (!this.#elsewhere(i, j, km)) return false;
    if (this.#represented[j] === 0) return true;
    const r = this.#record[j]!;
    return !(this.#elsewhere(i, r, haversineKm(this.#lat[i]!, this.#lon[i]!, this.#lat[r]!, this.#lon[r]!)) && (keep === undefined || keep(r)));
  }

  /** {@link apart}'s test of location alone: `j` is not `i`, nor at `i`'s point, its anchor's or its record's. */
  #elsewhere(i: number, j: number, km: number): boolean {
    return j !== i && roundKm(km) > 0 && this.#anchor[i] !== this.#anchor[j] && this.#record[i] !== this.#record[j];
  }

  /** The filter of the places whose `feature_type` is `type`, compared case-insensitively (as the place list's filter); undefined (all) for undefined. */
  featureType(type: string | undefined): PlaceFilter {
    if (type === undefined) return undefined;
    const wanted = type.toLowerCase();
    const types = (this.#types ??= this.index.feature_types.map((t) => t?.toLowerCase()));
    return (i) => types[i] === wanted;
  }

  /** Calls `visit` with each place in the grid cells that overlap a box. */
  #candidates(b: BoundingBox, visit: (i: number) => void): void {
    const c = this.index.cell_deg;
    const rTo = cellOf(b.max_lat, c);
    const qFrom = cellOf(b.min_lon, c);
    const qTo = cellOf(b.max_lon, c);
    for (let r = cellOf(b.min_lat, c); r <= rTo; r++) {
      for (let q = qFrom; q <= qTo; q++) for (const i of this.#cell(r, q)) visit(i);
    }
  }

  /** The positions of the places inside a box (edges included) that `keep` keeps, ascending (by slug), in the ranking's `at`; how many. */
  #inBox(box: BoundingBox, keep: PlaceFilter): number {
    checkBox(box);
    const { at } = this.#ranking;
    let count = 0;
    this.#candidates(box, (i) => {
      const lat = this.#lat[i]!;
      const lon = this.#lon[i]!;
      if (lat >= box.min_lat && lat <= box.max_lat && lon >= box.min_lon && lon <= box.max_lon && (keep === undefined || keep(i))) at[count++] = i;
    });
    at.subarray(0, count).sort();
    return count;
  }

  /** The places inside a bounding box (edges included), sorted by slug. */
  inBox(box: BoundingBox): PlaceHit[] {
    const count = this.#inBox(box, undefined);
    return Array.from(this.#ranking.at.subarray(0, count), (i) => this.placeHit(i));
  }

  /**
   * One page (`limit` from `offset`) of {@link inBox}'s places that `keep` keeps (all by default), with
   * their total; `make` makes each place's item from its position ({@link placeHit} by default).
   */
  inBoxPage<T = PlaceHit>(box: BoundingBox, limit: number, offset: number, make: (i: number) => T = (i) => this.placeHit(i) as T, keep?: PlaceFilter): Page<T> {
    const count = this.#inBox(box, keep);
    const data: T[] = [];
    for (let n = offset; n < count && n < offset + limit; n++) data.push(make(this.#ranking.at[n]!));
    return { data, meta: { total: count, limit, offset } };
  }

  /**
   * The places within `km` of a point that `keep` keeps, nearest first by distance rounded to the
   * metre (ties by slug), in the ranking (positions and unrounded distances); how many.
   */
  #within(lat: number, lon: number, km: number, keep: PlaceFilter): number {
    checkLatitude("lat", lat);
    checkLongitude("lon", lon);
    if (!Number.isFinite(km) || km <= 0 || km > MAX_RADIUS_KM) throw new StudyInputError("radius_km", `radius_km must be more than 0 and at most ${MAX_RADIUS_KM}, got ${km}.`);
    const dLat = km / (EARTH_RADIUS_KM * RAD);
    const cos = Math.cos(Math.min(89.9, Math.abs(lat) + dLat) * RAD);
    const dLon = Math.min(180, km / (EARTH_RADIUS_KM * RAD * cos));
    const box = { min_lat: Math.max(-90, lat - dLat), max_lat: Math.min(90, lat + dLat), min_lon: Math.max(-180, lon - dLon), max_lon: Math.min(180, lon + dLon) };
    const cosLat = Math.cos(lat * RAD);
    const { at, km: dist } = this.#ranking;
    let count = 0;
    this.#candidates(box, (i) => {
      if (keep !== undefined && !keep(i)) return;
      const d = this.#distance(lat, lon, cosLat, i);
      if (d <= km) {
        at[count] = i;
        dist[i] = d;
        count++;
      }
    });
    at.subarray(0, count).sort((a, b) => roundKm(dist[a]!) - roundKm(dist[b]!) || a - b);
    return count;
  }

  /** The places within `km` (0 < km ≤ {@link MAX_RADIUS_KM}) of a point, nearest first. */
  within(lat: number, lon: number, km: number): PlaceHit[] {
    const count = this.#within(lat, lon, km, undefined);
    return Array.from(this.#ranking.at.subarray(0, count), (i) => this.placeHit(i, roundKm(this.#ranking.km[i]!)));
  }

  /**
   * One page (`limit` from `offset`) of {@link within}'s places that `keep` keeps (all by default),
   * with their total; `make` makes each place's item from its position and distance in km, rounded to
   * the metre ({@link placeHit} by default).
   */
  withinPage<T = PlaceHit>(lat: number, lon: number, km: number, limit: number, offset: number, make: (i: number, distanceKm: number) => T = (i, d) => this.placeHit(i, d) as T, keep?: PlaceFilter): Page<T> {
    const count = this.#within(lat, lon, km, keep);
    const { at, km: dist } = this.#ranking;
    const data: T[] = [];
    for (let n = offset; n < count && n < offset + limit; n++) data.push(make(at[n]!, roundKm(dist[at[n]!]!)));
    return { data, meta: { total: count, limit, offset } };
  }

  /** The coordinates of a place: undefined for an unknown slug, null when it has none. */
  coordinates(slug: string): { latitude: number; longitude: number } | null | undefined {
    const i = this.#at.get(slug);
    if (i === undefined) return undefined;
    const latitude = this.index.latitudes[i];
    const longitude = this.index.longitudes[i];
    return latitude === null || latitude === undefined || longitude === null || longitude === undefined ? null : { latitude, longitude };
  }

  /**
   * The `k` (1–{@link MAX_NEAREST}) places nearest a point, nearest first (ties by position, i.e. slug).
   * The grid is searched ring by ring around the point's cell, the best `k` kept in a bounded heap;
   * the search stops once the `k`-th nearest place found is nearer than any place outside the
   * searched square can be (a lower bound from the square's edges), so the answer is exact. Past
   * {@link MAX_RINGS} rings (a point far from every place) it measures every place instead.
   */
  nearestTo(lat: number, lon: number, k: number): PlaceHit[] {
    return this.nearestItems(lat, lon, k, undefined, (i, d) => this.placeHit(i, d));
  }

  /**
   * {@link nearestTo} of the places `keep` keeps (given each place's position and unrounded distance
   * in km; all when undefined), each place's item made by `make` from its position and distance in
   * km, rounded to the metre.
   */
  nearestItems<T>(lat: number, lon: number, k: number, keep: ((i: number, km: number) => boolean) | undefined, make: (i: number, distanceKm: number) => T): T[] {
    checkInteger("k", k, 1, MAX_NEAREST);
    checkLatitude("lat", lat);
    checkLongitude("lon", lon);
    const c = this.index.cell_deg;
    const r0 = cellOf(lat, c);
    const q0 = cellOf(lon, c);
    const cosLat = Math.cos(lat * RAD);
    const heap = this.#heap;
    let size = 0;
    const consider = (i: number): void => {
      const d = this.#distance(lat, lon, cosLat, i);
      if (keep !== undefined && !keep(i, d)) return;
      if (size < k) size = heapPush(heap, size, i, d);
      else if (d < heap.km[0]! || (d === heap.km[0]! && i < heap.at[0]!)) heapReplaceTop(heap, size, i, d);
    };
    const row = (r: number, qFrom: number, qTo: number): void => {
      for (let q = qFrom; q <= qTo; q++) for (const i of this.#cell(r, q)) consider(i);
    };
    for (let ring = 0; ring <= MAX_RINGS; ring++) {
      row(r0 - ring, q0 - ring, q0 + ring);
      for (let r = r0 - ring + 1; r < r0 + ring; r++) {
        row(r, q0 - ring, q0 - ring);
        row(r, q0 + ring, q0 + ring);
      }
      if (ring > 0) row(r0 + ring, q0 - ring, q0 + ring);
      if (size < k) continue;
      if (heap.km[0]! < this.#outsideBound(lat, lon, r0 - ring, r0 + ring + 1, q0 - ring, q0 + ring + 1)) return this.#heapItems(size, make);
    }
    size = 0;
    for (const i of this.#placed) consider(i);
    return this.#heapItems(size, make);
  }

  /** The heap's places, nearest first (ties by position). */
  #heapItems<T>(size: number, make: (i: number, distanceKm: number) => T): T[] {
    const { at, km } = this.#heap;
    const order = Array.from(at.subarray(0, size).keys()).sort((a, b) => km[a]! - km[b]! || at[a]! - at[b]!);
    return order.map((n) => make(at[n]!, roundKm(km[n]!)));
  }

  /**
   * A lower bound, in km, of the distance from a point to any point outside the rows [rowFrom, rowTo)
   * and columns [colFrom, colTo) of the grid: beyond the rows, the latitude gap alone; beyond the
   * columns, the longitude gap at the square's most poleward latitude.
   */
  #outsideBound(lat: number, lon: number, rowFrom: number, rowTo: number, colFrom: number, colTo: number): number {
    const c = this.index.cell_deg;
    const latGap = Math.min(lat - rowFrom * c, rowTo * c - lat);
    const lonGap = Math.min(lon - colFrom * c, colTo * c - lon);
    const poleward = Math.min(90, Math.max(Math.abs(rowFrom * c), Math.abs(rowTo * c)));
    const byLat = EARTH_RADIUS_KM * latGap * RAD;
    const byLon = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(Math.max(0, Math.cos(lat * RAD) * Math.cos(poleward * RAD))) * Math.sin((lonGap * RAD) / 2)));
    return Math.min(byLat, byLon);
  }

  /**
   * The `k` places nearest a place, leaving out those at its own location (see {@link apart}).
   * Undefined for an unknown slug, null for a place without coordinates (nothing can be said to be
   * near it).
   */
  nearest(slug: string, k: number, keep?: PlaceFilter): PlaceHit[] | null | undefined {
    return this.nearestOf(slug, k, (i, d) => this.placeHit(i, d), keep);
  }

  /**
   * {@link nearest} of the places `keep` keeps (all by default: then answered from the table of
   * {@link precomputeNearest} once made), each place's item made by `make` from its position and
   * distance in km, rounded to the metre.
   */
  nearestOf<T>(slug: string, k: number, make: (i: number, distanceKm: number) => T, keep?: PlaceFilter): T[] | null | undefined {
    const at = this.coordinates(slug);
    if (at === null || at === undefined) return at;
    const origin = this.#at.get(slug)!;
    const table = this.#table;
    if (table === undefined || keep !== undefined) return this.nearestItems(at.latitude, at.longitude, k, (j, km) => this.apart(origin, j, km, keep) && (keep === undefined || keep(j)), make);
    checkInteger("k", k, 1, MAX_NEAREST);
    const from = MAX_NEAREST * this.#at.get(slug)!;
    const out: T[] = [];
    for (let n = from, end = from + Math.min(k, table.count[from / MAX_NEAREST]!); n < end; n++) out.push(make(table.at[n]!, table.km[n]!));
    return out;
  }

  /** Per place, the positions of its {@link MAX_NEAREST} nearest places, nearest first: the index's `nearest`. */
  nearestTable(): number[][] {
    this.precomputeNearest();
    const { at, count } = this.#table!;
    return this.index.slugs.map((_, i) => Array.from(at.subarray(i * MAX_NEAREST, i * MAX_NEAREST + count[i]!)));
  }

  /**
   * Finds, once, the {@link MAX_NEAREST} nearest places of every place with coordinates, so that
   * {@link nearest} answers from a table (the first `k` of the same ranking, so the same answer). About
   * 12 bytes per place and neighbour; takes as long as one search per place. Nothing to do when
   * the index brought the table (`nearest`).
   */
  precomputeNearest(): void {
    if (this.#table !== undefined) return;
    const n = this.index.slugs.length;
    const table = emptyNearestTable(n);
    for (const i of this.#placed) {
      let c = 0;
      this.nearestItems(this.#lat[i]!, this.#lon[i]!, MAX_NEAREST, (j, km) => this.apart(i, j, km), (j, km) => {
        table.at[i * MAX_NEAREST + c] = j;
        table.km[i * MAX_NEAREST + c++] = km;
      });
      table.count[i] = c;
    }
    this.#table = table;
  }
}
