/**
 * A tiny hand-made corpus and 6-dimension word vectors for the semantic-search tests. The axes
 * mean something, so the expected rankings can be argued: 0 water/boats, 1 taxes/money,
 * 2 trees, 3 mountains/law, 4 people, 5 everything else.
 */
import type { SemanticDocument } from "../../src/semantic/documents.ts";
import { buildSemanticIndex, type SemanticIndex } from "../../src/semantic/model.ts";

const uuid = (n: number) => `00000000-0000-5000-8000-${String(n).padStart(12, "0")}`;

/**
 * The documents: five entities of five kinds; the boat article links to Noah. Each body is its
 * passages joined; the verse about the ark belongs to Noah and to the boat article, and the money
 * topic has a line naming Zacchaeus.
 */
export const TINY_DOCS: SemanticDocument[] = [
  { slug: "noah", name: "Noah", entity_type: "person", uuid: uuid(1), title: "Noah", body: "Built an ark before the flood.\nMake it of gopher wood.", links: [], passages: [{ key: "article:noah:0", text: "Built an ark before the flood.", kind: "definition" }, { key: "verse:Gen.6.14", text: "Make it of gopher wood.", kind: "verse" }] },
  { slug: "zacchaeus", name: "Zacchaeus", entity_type: "person", uuid: uuid(2), title: "Zacchaeus", body: "A publican who climbed a sycamore.", links: [], passages: [{ key: "article:zacchaeus:0", text: "A publican who climbed a sycamore.", kind: "definition" }] },
  { slug: "sinai", name: "Sinai", entity_type: "place", uuid: uuid(3), title: "Sinai", body: "The mountain of the law and the commandments.", links: [], passages: [{ key: "article:sinai:0", text: "The mountain of the law and the commandments.", kind: "definition" }] },
  { slug: "money", name: "Money", entity_type: "topic", uuid: uuid(4), title: "Money", body: "Money and tax.\nZacchaeus, small tax.", links: [], passages: [{ key: "topic:money:0", text: "Money and tax.", kind: "entry" }, { key: "topic:money:1", text: "Zacchaeus, small tax.", kind: "entry" }] },
  { slug: "boat", name: "Boat", entity_type: "dictionary", uuid: uuid(5), title: "Boat", body: "A small boat on the lake.\nMake it of gopher wood.", links: ["person:noah"], passages: [{ key: "article:boat:0", text: "A small boat on the lake.", kind: "definition" }, { key: "verse:Gen.6.14", text: "Make it of gopher wood.", kind: "verse" }] },
];

/** Word vectors (not unit length on purpose: the build normalises them), with a frequency rank. */
export const TINY_VECTORS: ReadonlyMap<string, { rank: number; vector: Float32Array }> = new Map(
  Object.entries({
    ark: [1, 0, 0, 0, 0, 0.1],
    flood: [0.9, 0, 0, 0, 0, 0.2],
    boat: [0.95, 0, 0, 0, 0, 0.1],
    ship: [0.93, 0, 0, 0, 0.05, 0.1],
    lake: [0.7, 0, 0, 0.1, 0, 0.3],
    small: [0, 0, 0, 0, 0.1, 1],
    publican: [0, 1, 0, 0, 0.2, 0],
    collector: [0, 0.97, 0, 0, 0.25, 0],
    tax: [0, 0.9, 0, 0, 0, 0.1],
    money: [0, 0.8, 0, 0, 0, 0.3],
    sycamore: [0, 0, 1, 0, 0, 0.1],
    tree: [0, 0, 0.95, 0, 0, 0.2],
    climbed: [0, 0, 0.5, 0.5, 0, 0.3],
    mountain: [0, 0, 0, 1, 0, 0.1],
    mount: [0, 0, 0, 0.98, 0, 0.1],
    law: [0, 0, 0, 0.8, 0.2, 0.3],
    commandments: [0, 0, 0, 0.85, 0, 0.2],
    built: [0.3, 0, 0, 0.2, 0, 0.9],
    man: [0, 0, 0, 0, 1, 0.2],
    noah: [0.6, 0, 0, 0, 0.5, 0.1],
    zacchaeus: [0, 0.5, 0.3, 0, 0.6, 0],
    sinai: [0, 0, 0, 0.9, 0, 0.1],
  }).map(([w, v], rank) => [w, { rank: rank * 10, vector: Float32Array.from(v) }]),
);

/** Words kept for queries only (not in the documents). */
export const TINY_EXTRA = ["ship", "collector", "tree", "mount", "man"];

/**
 * Modern words and the old words they stand for (as `translations.ts` learns them): "taxman" is in
 * no document and has no vector, so only its translation finds Zacchaeus; "vessel" → "ark" is
 * kept, its pair with "galleon" (in no document) is not; "small" is a corpus word used at least as
 * widely as "lake", so that pair is dropped.
 */
export const TINY_TRANSLATIONS = new Map<string, [string, number][]>([
  ["taxman", [["publican", 0.9]]],
  ["vessel", [["ark", 0.8], ["galleon", 0.7]]],
  ["small", [["lake", 0.6]]],
]);

/** The index of the tiny corpus. */
export function tinyIndex(): SemanticIndex {
  return buildSemanticIndex(TINY_DOCS, (w) => TINY_VECTORS.get(w), { source: "test-vectors@1.0.0", license: "MIT", dims: 6 }, TINY_EXTRA, undefined, undefined, undefined, TINY_TRANSLATIONS);
}
