import { describe, expect, it } from "vitest";
import { bm25Idf, buildSemanticIndex, entityLinks, nameHead, normalize, physicalName, poolVectors, principalAxes, quantize, rotate } from "../../src/semantic/model.ts";
import { neighbours, prepareIndex } from "../../src/semantic/search.ts";
import { TINY_DOCS, tinyIndex } from "./fixture.ts";

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => Array.from(a).reduce((s, x, i) => s + x * (b[i] ?? 0), 0);

/** A deterministic pseudo-random generator for the property tests. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

describe("pooling", () => {
  it("weights each distinct word by weight · (1 + ln tf) and returns a unit vector", () => {
    const vectors: Record<string, number[]> = { a: [1, 0], b: [0, 1] };
    const v = poolVectors(["a", "b", "b", "unknown"], 2, (w) => vectors[w], (w) => (w === "a" ? 2 : 1));
    const expected = normalize(Float64Array.from([2, 1 + Math.log(2)]));
    expect(v[0]).toBeCloseTo(expected[0]!, 12);
    expect(v[1]).toBeCloseTo(expected[1]!, 12);
    expect(Math.hypot(...v)).toBeCloseTo(1, 12);
  });

  it("pools nothing into a zero vector", () => {
    expect([...poolVectors(["x"], 3, () => undefined, () => 1)]).toEqual([0, 0, 0]);
  });
});

describe("quantization and axes", () => {
  it("int8 with one scale keeps a unit vector's cosines within 1%", () => {
    const rnd = random(7);
    const a = normalize(Float64Array.from({ length: 100 }, () => rnd() - 0.5));
    const b = normalize(Float64Array.from({ length: 100 }, (_, i) => (a[i] ?? 0) + 0.3 * (rnd() - 0.5)));
    const qa = new Int8Array(100);
    const qb = new Int8Array(100);
    const sa = quantize(a, qa, 0);
    const sb = quantize(b, qb, 0);
    expect(Math.abs(dot(qa, qb) * sa * sb - dot(a, b))).toBeLessThan(0.01);
    expect(quantize([0, 0], new Int8Array(2), 0)).toBe(0);
  });

  it("principal axes are orthonormal, sorted by variance, and rotating keeps every dot product", () => {
    const rnd = random(3);
    const vs = Array.from({ length: 200 }, () => Float64Array.from([3 * (rnd() - 0.5), rnd() - 0.5, 0.2 * (rnd() - 0.5), 2 * (rnd() - 0.5)]));
    const axes = principalAxes(vs, 4);
    for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) expect(dot(axes[i]!, axes[j]!)).toBeCloseTo(i === j ? 1 : 0, 9);
    const spread = axes.map((ax) => vs.reduce((s, v) => s + dot(ax, v) ** 2, 0));
    expect([...spread].sort((x, y) => y - x)).toEqual(spread);
    expect(Math.abs(axes[0]![0]!)).toBeGreaterThan(0.9);
    expect(dot(rotate(vs[0]!, axes), rotate(vs[1]!, axes))).toBeCloseTo(dot(vs[0]!, vs[1]!), 9);
  });
});

describe("buildSemanticIndex", () => {
  const index = tinyIndex();

  it("orders words as corpus words (sorted), then query-only words (sorted)", () => {
    const corpus = index.words.slice(0, index.corpusTerms);
    expect(corpus).toEqual([...corpus].sort());
    expect(corpus).toContain("publican");
    expect(corpus).not.toContain("the");
    expect(index.words.slice(index.corpusTerms)).toEqual(["collector", "man", "mount", "ship", "taxman", "tree", "vessel"]);
  });

  it("keeps a translation only to a corpus word that more entities use, and makes a translated word a query word", () => {
    const of = (w: string) => {
      const id = index.words.indexOf(w);
      return Array.from(index.translationTargets.subarray(index.translationStarts[id], index.translationStarts[id + 1]), (t, i) => [index.words[t], index.translationWeights[index.translationStarts[id]! + i]]);
    };
    expect(of("taxman")).toEqual([["publican", Math.round(0.9 * 255)]]);
    expect(of("vessel")).toEqual([["ark", Math.round(0.8 * 255)]]);
    expect(of("small")).toEqual([]);
    expect(of("ark")).toEqual([]);
    expect(index.translationStarts.length).toBe(index.words.length + 1);
    const taxman = index.words.indexOf("taxman");
    expect(index.wordScales[taxman]).toBe(0);
    expect(index.wordWeights[taxman]).toBe(0);
  });

  it("posts each corpus word to the entities that use it, with BM25 weights", () => {
    const id = index.words.indexOf("ark");
    const from = index.postingStarts[id]!;
    const to = index.postingStarts[id + 1]!;
    expect([...index.postingEntities.subarray(from, to)]).toEqual([0]);
    expect(index.postingWeights[from]).toBeGreaterThan(0);
    expect(index.wordWeights[id]).toBeCloseTo(bm25Idf(TINY_DOCS.length, 1), 6);
    const money = index.words.indexOf("money");
    expect(index.wordWeights[money]).toBeCloseTo(bm25Idf(5, 1), 6);
  });

  it("entity vectors are unit length with the common direction removed", () => {
    for (let e = 0; e < TINY_DOCS.length; e++) {
      const v = Array.from(index.entityVectors.subarray(e * 6, e * 6 + 6), (x) => x * index.entityScales[e]!);
      expect(Math.hypot(...v)).toBeCloseTo(1, 1);
      expect(Math.abs(dot(v, index.principal))).toBeLessThan(0.02);
    }
  });

  it("is deterministic", () => {
    const again = tinyIndex();
    expect(again.words).toEqual(index.words);
    expect([...again.entityVectors]).toEqual([...index.entityVectors]);
    expect([...again.wordVectors]).toEqual([...index.wordVectors]);
  });
});

describe("entityLinks", () => {
  it("makes links symmetric, drops self-links, repeats and unknown entities, and sorts them", () => {
    const doc = (entity_type: "person" | "dictionary" | "topic", slug: string, links: string[]) => ({ slug, name: slug, entity_type, uuid: "", title: "", body: "", links, passages: [] });
    const { linkStarts, linkTargets } = entityLinks([
      doc("person", "noah", ["dictionary:noah", "dictionary:noah", "dictionary:missing", "person:noah"]),
      doc("dictionary", "noah", []),
      doc("topic", "noah", ["dictionary:noah"]),
      doc("topic", "alone", []),
    ]);
    const of = (e: number) => Array.from(linkTargets.subarray(linkStarts[e], linkStarts[e + 1]));
    expect([0, 1, 2, 3].map(of)).toEqual([[1], [0, 2], [1], []]);
    expect(linkStarts.length).toBe(5);
  });
});

describe("neighbours", () => {
  it("finds exactly what a brute-force scan finds, pruning or not", () => {
    const rnd = random(11);
    const dims = 40;
    const docs = Array.from({ length: 60 }, (_, i) => ({ slug: `d${i}`, name: `D${i}`, entity_type: "topic" as const, uuid: `00000000-0000-5000-8000-${String(i).padStart(12, "0")}`, title: `w${i}`, body: `w${(i * 7) % 60} w${(i * 13) % 60}`, links: [], passages: [] }));
    const base = Float64Array.from({ length: dims }, () => rnd() - 0.5);
    const vectors = new Map(Array.from({ length: 60 }, (_, i) => [`w${i}`, { rank: i, vector: Float32Array.from({ length: dims }, (_, k) => (base[k] ?? 0) * (i % 3) + rnd() - 0.5) }]));
    const index = buildSemanticIndex(docs, (w) => vectors.get(w), { source: "random", license: "none", dims }, []);
    const prepared = prepareIndex(index);
    for (let w = 0; w < 10; w++) {
      const v = Float64Array.from(index.wordVectors.subarray(w * dims, (w + 1) * dims), (x) => x * index.wordScales[w]!);
      for (const threshold of [0.2, 0.5, 0.8]) {
        const brute: [number, number][] = [];
        for (let t = 0; t < index.corpusTerms; t++) {
          if (t === w) continue;
          const sim = dot(index.wordVectors.subarray(t * dims, (t + 1) * dims), v) * index.wordScales[t]!;
          if (sim >= threshold) brute.push([t, sim]);
        }
        brute.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
        const found = neighbours(prepared, v, w, threshold, 3);
        expect(found.map(([t]) => t)).toEqual(brute.slice(0, 3).map(([t]) => t));
        for (const [i, [, sim]] of found.entries()) expect(sim).toBeCloseTo(brute[i]![1], 9);
      }
    }
  });
});

describe("a subject's head noun", () => {
  it("is the last content word before a comma or \"of\"", () => {
    expect(nameHead("Lord's Supper")).toBe("supper");
    expect(nameHead("Fear of the Lord, The")).toBe("fear");
    expect(nameHead("Fishing, the art of")).toBe("fishing");
    expect(nameHead("Coat of mail")).toBe("coat");
    expect(nameHead("The")).toBeUndefined();
  });

  it("marks a physical thing by itself or its singular", () => {
    const physical = new Set(["coat", "fish", "lily"]);
    expect(physicalName("Coats", physical)).toBe(true);
    expect(physicalName("Fishes", physical)).toBe(true);
    expect(physicalName("Lilies", physical)).toBe(true);
    expect(physicalName("Love", physical)).toBe(false);
  });
});
