/**
 * The request paths of the runtime study endpoints' benchmark phases (`bench/study-http.ts` over
 * HTTP, `bench/runtime-cpu.ts` in process), drawn from a built tree's own data with a fixed seed, so
 * every run asks the same questions: random people with a parent or child, random pairs of them (most
 * unrelated: a 404 after searching the whole family, the worst case), placed places, points half over
 * the Levant, boxes, year ranges, and concordance pages past the prerendered first one.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { INDEX_FILES } from "../src/contract/index-files.ts";
import { seededRandom } from "../src/core/random.ts";
import type { FamilyIndex } from "../src/study/family.ts";
import type { PlaceIndex } from "../src/study/maps.ts";

/** The phases' names, in the order they run; `person` (a prerendered file through the keyed runtime) is the baseline. */
export const STUDY_PHASES = ["person", "ancestors", "descendants", "kinship", "nearest", "near", "box", "timeline", "concordancePages"] as const;
/** A phase's name. */
export type StudyPhase = (typeof STUDY_PHASES)[number];

/** `count` request paths per phase over the tree in `dataDir` (seed 20,260,709). */
export function studyPhasePaths(dataDir: string, count: number): Record<StudyPhase, string[]> {
  const readIndex = <T>(rel: string): T => JSON.parse(readFileSync(path.join(dataDir, rel), "utf8")) as T;
  const random = seededRandom(20_260_709);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const many = (make: () => string): string[] => Array.from({ length: count }, make);
  const family = readIndex<FamilyIndex>(INDEX_FILES.family);
  const linked = family.slugs.filter((_, i) => (family.parents[i]?.length ?? 0) + (family.children[i]?.length ?? 0) > 0);
  const places = readIndex<PlaceIndex>(INDEX_FILES.places);
  const placed = places.slugs.filter((_, i) => places.latitudes[i] !== null);
  const numbers = readIndex<{ number: string }[]>(INDEX_FILES.list("strongs")).map((s) => s.number);
  const overflowing = numbers.filter((n) => existsSync(path.join(dataDir, INDEX_FILES.concordance(n))));
  const point = (): [number, number] => (random() < 0.5 ? [29 + random() * 5, 34 + random() * 3] : [10 + random() * 40, -10 + random() * 60]);
  const round = (x: number): string => x.toFixed(4);
  return {
    person: many(() => `/v1/people/${pick(linked)}`),
    ancestors: many(() => `/v1/people/${pick(linked)}/ancestors?depth=${1 + Math.floor(random() * 10)}`),
    descendants: many(() => `/v1/people/${pick(linked)}/descendants?depth=${1 + Math.floor(random() * 10)}`),
    kinship: many(() => `/v1/people/${pick(linked)}/kinship/${pick(linked)}`),
    nearest: many(() => `/v1/geo/places/${pick(placed)}/nearest?limit=${1 + Math.floor(random() * 50)}`),
    near: many(() => {
      const [lat, lon] = point();
      return `/v1/geo/near?lat=${round(lat)}&lon=${round(lon)}&radius_km=${[10, 25, 50, 100][Math.floor(random() * 4)]}`;
    }),
    box: many(() => {
      const [lat, lon] = point();
      const size = [0.25, 0.5, 1, 2][Math.floor(random() * 4)] ?? 1;
      return `/v1/geo/box?bbox=${round(lon)},${round(lat)},${round(lon + size)},${round(lat + size)}`;
    }),
    timeline: many(() => {
      const from = -4000 + Math.floor(random() * 4100);
      return `/v1/timeline?from=${from}&to=${from + Math.floor(random() * 300)}${random() < 0.3 ? "&kind=event" : ""}`;
    }),
    concordancePages: many(() => `/v1/strongs/${pick(overflowing)}/concordance?limit=${[20, 100, 200][Math.floor(random() * 3)]}&offset=${50 * Math.floor(random() * 4)}`),
  };
}
