/**
 * A small import checker of our own: reads every TypeScript file under `src/`, resolves its relative
 * imports (static, `export … from`, side-effect and dynamic `import()`), and reports the imports that go
 * against the layer table and every import cycle.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";

/** One layer: the files it holds (path prefixes, relative to the project root) and the layers it may import. */
export interface Layer {
  readonly name: string;
  /** Folder prefixes (ending in `/`) or single files; a file belongs to the layer of its longest matching prefix. */
  readonly paths: readonly string[];
  /** The layers its files may import (besides their own). */
  readonly may: readonly string[];
}

/** One import: the importing file and the file it resolves to, both relative to the root. */
export interface Edge {
  readonly from: string;
  readonly to: string;
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The relative import specifiers of a file's text, comments removed first. */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  const out: string[] = [];
  for (const m of code.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec !== undefined && spec.startsWith(".")) out.push(spec);
  }
  return out;
}

/** Every import between the project's files under `dir` (e.g. `src`), resolved to root-relative paths. */
export function importGraph(root: string, dir = "src"): Edge[] {
  const files = fg.sync(`${dir}/**/*.ts`, { cwd: root }).sort();
  const known = new Set(files);
  const edges: Edge[] = [];
  for (const from of files) {
    for (const spec of importSpecifiers(readFileSync(path.join(root, from), "utf8"))) {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, ".ts");
      if (!known.has(to)) throw new Error(`${from}: import ${spec} resolves to no file under ${dir}/`);
      edges.push({ from, to });
    }
  }
  return edges;
}

/** The layer a file belongs to (longest matching prefix), or undefined when none claims it. */
export function layerOf(file: string, layers: readonly Layer[]): Layer | undefined {
  let best: { layer: Layer; length: number } | undefined;
  for (const layer of layers) {
    for (const p of layer.paths) {
      const hit = p.endsWith("/") ? file.startsWith(p) : file === p;
      if (hit && (best === undefined || p.length > best.length)) best = { layer, length: p.length };
    }
  }
  return best?.layer;
}

/** The imports that go against the table, as `from → to (layer a may not import layer b)` lines. */
export function layerViolations(edges: readonly Edge[], layers: readonly Layer[]): string[] {
  const out: string[] = [];
  for (const { from, to } of edges) {
    const a = layerOf(from, layers);
    const b = layerOf(to, layers);
    if (a === undefined || b === undefined) {
      out.push(`${a === undefined ? from : to}: in no layer (add it to the layer table)`);
      continue;
    }
    if (a !== b && !a.may.includes(b.name)) out.push(`${from} → ${to} (${a.name} may not import ${b.name})`);
  }
  return [...new Set(out)];
}

/** The cycles of a directed graph, as the members of each strongly connected component of two or more nodes (or a self-loop), sorted. */
export function cycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(to)) next.set(to, []);
    const list = next.get(from);
    if (list === undefined) next.set(from, [to]);
    else list.push(to);
  }
  // Tarjan's algorithm, iterative.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: [string, number][] = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const [node, i] = top;
      const succ = next.get(node) ?? [];
      if (i < succ.length) {
        top[1] = i + 1;
        const w = succ[i]!;
        if (!index.has(w)) {
          index.set(w, counter);
          low.set(w, counter++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(node, Math.min(low.get(node)!, index.get(w)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== node);
        if (scc.length > 1 || succ.includes(node)) out.push(scc.sort());
      }
    }
  }
  return out.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}
