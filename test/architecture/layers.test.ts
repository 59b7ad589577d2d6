/**
 * Imports go one way: every import of `src/` follows the layer table (`layers.ts`) and no file
 * imports itself through others. The checker is tested on hand-made graphs first, so it can fail.
 */
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { cycles, importGraph, importSpecifiers, layerOf, layerViolations, type Layer } from "./import-graph.ts";
import { LAYERS } from "./layers.ts";

describe("the import checker", () => {
  it("finds static, re-export, side-effect and dynamic imports, not commented ones", () => {
    const text = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      'export { c } from "./c.ts";',
      'import "./d.ts";',
      'const e = await import("./e.ts");',
      '// import { f } from "./f.ts";',
      '/* import { g } from "./g.ts"; */',
      'import { readFile } from "node:fs";',
    ].join("\n");
    expect(importSpecifiers(text)).toEqual(["./a.ts", "../b.ts", "./c.ts", "./d.ts", "./e.ts"]);
  });

  it("reports an import against the table and a file in no layer", () => {
    const layers: Layer[] = [
      { name: "low", paths: ["src/low/"], may: [] },
      { name: "high", paths: ["src/high/", "src/low/odd.ts"], may: ["low"] },
    ];
    expect(layerOf("src/low/odd.ts", layers)?.name).toBe("high");
    expect(
      layerViolations(
        [
          { from: "src/high/a.ts", to: "src/low/b.ts" },
          { from: "src/low/b.ts", to: "src/high/a.ts" },
          { from: "src/low/b.ts", to: "src/low/odd.ts" },
          { from: "src/other.ts", to: "src/low/b.ts" },
        ],
        layers,
      ),
    ).toEqual(["src/low/b.ts → src/high/a.ts (low may not import high)", "src/low/b.ts → src/low/odd.ts (low may not import high)", "src/other.ts: in no layer (add it to the layer table)"]);
  });

  it("finds cycles, self-imports included, and nothing in a tree", () => {
    const e = (from: string, to: string) => ({ from, to });
    expect(cycles([e("a", "b"), e("b", "c"), e("c", "a"), e("c", "d"), e("d", "d"), e("x", "y")])).toEqual([["a", "b", "c"], ["d"]]);
    expect(cycles([e("a", "b"), e("a", "c"), e("b", "c")])).toEqual([]);
  });
});

describe("src/", () => {
  const edges = importGraph(PROJECT_ROOT);

  it("reads the imports of every file", () => {
    expect(edges.length).toBeGreaterThan(300);
  });

  it("imports only along the layer table", () => {
    expect(layerViolations(edges, LAYERS)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(cycles(edges)).toEqual([]);
  });

  it("has a layer table without cycles of its own", () => {
    const names = new Set(LAYERS.map((l) => l.name));
    for (const l of LAYERS) for (const m of l.may) expect(names.has(m), `${l.name} may import unknown layer ${m}`).toBe(true);
    expect(cycles(LAYERS.flatMap((l) => l.may.map((m) => ({ from: l.name, to: m }))))).toEqual([]);
  });
});
