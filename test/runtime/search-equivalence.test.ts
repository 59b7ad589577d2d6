/**
 * The precomputed name search (`searchNames`: one-string index + numeric ranks) gives exactly the
 * results of the original per-query linear scan, kept here only as the reference.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { foldName, type SearchEntry } from "../../src/build/search-index.ts";
import { loadCatalog, searchNames, type Catalog, type Page } from "../../src/runtime/catalog.ts";
import { memoryData } from "../../src/runtime/data.ts";
import { sampleTree } from "../helpers/sample-app.ts";
import { seededRandom } from "../../src/core/random.ts";

const KIND_ORDER: Readonly<Record<SearchEntry["entity_type"], number>> = { person: 0, place: 1, event: 2, group: 3, dictionary: 4, topic: 5 };
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The original implementation of searchNames (linear scan, string tests, comparator sort). */
function referenceSearch(catalog: Catalog, q: string, limit: number, offset: number): Page<SearchEntry> {
  const needle = foldName(q);
  if (needle === "") return { items: [], total: 0 };
  const hits: { entry: SearchEntry; rank: number }[] = [];
  for (const row of catalog.search) {
    let rank = 3;
    for (const name of row.names) {
      if (name === needle) {
        rank = 0;
        break;
      }
      if (rank > 1 && (name.startsWith(needle) || name.includes(` ${needle}`))) rank = 1;
      else if (rank > 2 && name.includes(needle)) rank = 2;
    }
    if (rank < 3) hits.push({ entry: row.entry, rank });
  }
  hits.sort((a, b) => a.rank - b.rank || b.entry.mentions - a.entry.mentions || KIND_ORDER[a.entry.entity_type] - KIND_ORDER[b.entry.entity_type] || cmp(a.entry.name, b.entry.name) || cmp(a.entry.slug, b.entry.slug));
  return { items: hits.slice(offset, offset + limit).map((h) => h.entry), total: hits.length };
}


let catalog: Catalog;
beforeAll(async () => {
  catalog = await loadCatalog(memoryData(await sampleTree()));
});

function queries(): string[] {
  const out = new Set<string>(["a", "e", "jo", "the", "son of", "ab", "xyzzy", "É", "  ", "-", "john the baptist", "ABRAHAM", "Jérusalem", "mary", "david", "paul", "jerus", "\u0001", "a\u0001b", "ß", "ﬁ"]);
  const random = seededRandom(42);
  for (const row of catalog.search) {
    for (const name of [row.entry.name, ...row.entry.aliases]) {
      out.add(name);
      out.add(name.toUpperCase());
      const f = foldName(name);
      if (f.length === 0) continue;
      const i = Math.floor(random() * f.length);
      const j = i + 1 + Math.floor(random() * Math.min(6, f.length - i));
      out.add(f.slice(i, j));
      out.add(f.slice(0, Math.min(f.length, 1 + Math.floor(random() * 4))));
      const words = f.split(" ");
      out.add(words[words.length - 1]!);
    }
  }
  const alphabet = "abcdeéhijlmnorstu -'";
  for (let i = 0; i < 500; i++) {
    const len = 1 + Math.floor(random() * 4);
    let q = "";
    for (let k = 0; k < len; k++) q += alphabet[Math.floor(random() * alphabet.length)];
    out.add(q);
  }
  return [...out];
}

describe("searchNames equals the reference linear scan", () => {
  it("on names, aliases, their pieces and random strings, for several pages", () => {
    const qs = queries();
    expect(qs.length).toBeGreaterThan(500);
    let nonEmpty = 0;
    for (const q of qs) {
      for (const [limit, offset] of [[20, 0], [50, 0], [5, 3], [1, 0], [100, 10], [10, 1000]] as const) {
        const got = searchNames(catalog, q, limit, offset);
        const want = referenceSearch(catalog, q, limit, offset);
        if (got.total !== want.total || got.items.length !== want.items.length || got.items.some((e, i) => e !== want.items[i])) {
          expect({ q, limit, offset, got: got.items.map((e) => e.slug), total: got.total }).toEqual({ q, limit, offset, got: want.items.map((e) => e.slug), total: want.total });
        }
        if (want.total > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(1000);
  });
});
