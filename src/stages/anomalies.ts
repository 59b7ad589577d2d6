/**
 * Contradictions in the upstream data, found and listed, never "fixed": the records keep what the
 * upstream says, and `build-report.json`'s `anomalies` section lists every case per check, so a reader
 * can see where the sources disagree with themselves. Pure: records in, report entries out.
 */
import type { RawCoordinates, PlaceRow } from "../sources/theographic/places.ts";
import type { Event } from "../types/event.ts";
import type { Person } from "../types/person.ts";
import type { BuildReport } from "./report.ts";

/** How far apart (km) two upstream coordinate pairs of one place may be before they disagree. */
export const COORDINATE_DISAGREEMENT_KM = 100;

/**
 * The region every biblical place lies in, generously drawn: from Spain (Tarshish) to Persia, from the
 * Black Sea to Ethiopia and Arabia. A pair outside it is a mismatch in a gazetteer, not a place.
 */
export const BIBLICAL_WORLD = { minLat: 0, maxLat: 50, minLon: -20, maxLon: 70 } as const;

/**
 * People and events: a death year before the birth year, a child born before (or in the year of) a
 * parent, and a `Birth of …`/`Death of …` event whose year is not the person's birth or death year (a
 * difference of one year is the two scales upstream mixes, with and without a year 0, and not counted).
 */
export function checkPeopleAndEvents(people: readonly Person[], events: readonly Event[], report: BuildReport): void {
  const bySlug = new Map(people.map((p) => [p.slug, p]));
  const eventBySlug = new Map(events.map((e) => [e.slug, e]));
  for (const p of people) {
    if (p.birth_year !== null && p.death_year !== null && p.death_year < p.birth_year) {
      report.anomaly("death-before-birth", "person", p.slug, `born ${p.birth_year_display ?? p.birth_year}, died ${p.death_year_display ?? p.death_year}`, "A person's death year is before their birth year.");
    }
  }
  for (const p of people) {
    if (p.birth_year === null) continue;
    for (const c of p.children) {
      const child = bySlug.get(c);
      if (child?.birth_year === null || child === undefined || child.birth_year > p.birth_year) continue;
      report.anomaly("child-born-before-parent", "person", p.slug, `born ${p.birth_year_display ?? p.birth_year}; child ${child.slug} born ${child.birth_year_display ?? child.birth_year}`, "A child's birth year is not after the parent's birth year.");
    }
  }
  for (const p of people) {
    for (const slug of p.events) {
      const e = eventBySlug.get(slug);
      const m = e === undefined ? null : /^(Birth|Death) of (.+)$/u.exec(e.title);
      if (e === undefined || m === null || e.start_year === null || !e.participants.includes(p.slug)) continue;
      const named = (m[2] ?? "").toLowerCase();
      if (named !== p.name.toLowerCase() && named !== (p.upstream_name ?? "").toLowerCase()) continue;
      const own = m[1] === "Birth" ? p.birth_year : p.death_year;
      if (own === null || Math.abs(own - e.start_year) <= 1) continue;
      report.anomaly(
        "event-year-disagrees-with-person",
        "event",
        e.slug,
        `starts in ${e.start_year}, but ${p.slug}'s ${m[1] === "Birth" ? "birth_year" : "death_year"} is ${own}`,
        "A birth or death event's year differs by more than a year from the year its person's record gives (a year apart is the BC scale's missing year 0, not counted).",
      );
    }
  }
}

/** Great-circle distance in km between two pairs. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Places: an upstream pair (Theographic's best, OpenBible.info's or Recogito's) outside the biblical
 * world, and two complete pairs of one place more than {@link COORDINATE_DISAGREEMENT_KM} apart.
 */
export function checkPlaceCoordinates(places: readonly PlaceRow[], report: BuildReport): void {
  const complete = (c: RawCoordinates): { latitude: number; longitude: number } | undefined =>
    c.latitude === null || c.longitude === null ? undefined : { latitude: c.latitude, longitude: c.longitude };
  const w = BIBLICAL_WORLD;
  for (const p of places) {
    const pairs = [
      { name: "best (latitude, longitude)", pair: complete(p.best) },
      { name: "OpenBible.info", pair: complete(p.openBible) },
      { name: "Recogito", pair: complete(p.recogito) },
    ].filter((x): x is { name: string; pair: { latitude: number; longitude: number } } => x.pair !== undefined);
    for (const { name, pair } of pairs) {
      if (pair.latitude >= w.minLat && pair.latitude <= w.maxLat && pair.longitude >= w.minLon && pair.longitude <= w.maxLon) continue;
      report.anomaly("coordinates-outside-region", "place", p.placeLookup, `${name} pair ${pair.latitude}, ${pair.longitude} lies outside the biblical world`, `A coordinate pair outside latitude ${w.minLat}–${w.maxLat}, longitude ${w.minLon}–${w.maxLon} (a gazetteer match of another place of that name).`);
    }
    const [first, ...others] = pairs;
    for (const o of others) {
      if (first === undefined) break;
      const km = distanceKm(first.pair, o.pair);
      if (km <= COORDINATE_DISAGREEMENT_KM) continue;
      report.anomaly("coordinate-sources-disagree", "place", p.placeLookup, `${first.name} and ${o.name} are ${Math.round(km)} km apart`, `Two upstream coordinate pairs of one place are more than ${COORDINATE_DISAGREEMENT_KM} km apart.`);
    }
  }
}
