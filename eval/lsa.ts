/**
 * An evaluation-only alternative model: latent semantic analysis learned from the corpus itself.
 * Entity texts become TF-IDF vectors (log tf, names counted twice, rows at unit length); a rank-k
 * truncated SVD (randomised subspace iteration from a fixed seed, two power iterations) maps terms
 * and entities into k dimensions; a query is the IDF-weighted sum of its terms' vectors, compared by
 * cosine. Deterministic, but slow in JavaScript (about 35 s for k = 200 on the full data).
 */
import type { SemanticDocument } from "../src/semantic/documents.ts";
import { bm25Idf } from "../src/semantic/model.ts";
import { contentTokens } from "../src/semantic/tokenize.ts";
import { entityKey } from "./metrics.ts";
import { seededRandom } from "../src/core/random.ts";


/** Orthonormalises the columns of a row-major `rows × cols` matrix in place (modified Gram-Schmidt). */
function orthonormalize(m: Float64Array, rows: number, cols: number): void {
  for (let c = 0; c < cols; c++) {
    for (let p = 0; p < c; p++) {
      let dot = 0;
      for (let r = 0; r < rows; r++) dot += (m[r * cols + c] as number) * (m[r * cols + p] as number);
      for (let r = 0; r < rows; r++) m[r * cols + c] = (m[r * cols + c] as number) - dot * (m[r * cols + p] as number);
    }
    let n = 0;
    for (let r = 0; r < rows; r++) n += (m[r * cols + c] as number) ** 2;
    n = Math.sqrt(n) || 1;
    for (let r = 0; r < rows; r++) m[r * cols + c] = (m[r * cols + c] as number) / n;
  }
}

/** Eigen-decomposition of a symmetric `n × n` matrix (cyclic Jacobi). */
function symmetricEigen(input: Float64Array, n: number): { values: Float64Array; vectors: Float64Array } {
  const a = Float64Array.from(input);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) off += (a[i * n + j] as number) ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q] as number;
        if (Math.abs(apq) < 1e-15) continue;
        const theta = ((a[q * n + q] as number) - (a[p * n + p] as number)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p] as number;
          const akq = a[k * n + q] as number;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k] as number;
          const aqk = a[q * n + k] as number;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p] as number;
          const vkq = v[k * n + q] as number;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const values = new Float64Array(n);
  for (let i = 0; i < n; i++) values[i] = a[i * n + i] as number;
  return { values, vectors: v };
}

/** Builds the LSA model of the documents and returns a ranker (query → entity keys, best first). */
export function lsaRanker(docs: readonly SemanticDocument[], k: number, depth = 50): (query: string) => string[] {
  const n = docs.length;
  const vocab = new Map<string, number>();
  const tfs = docs.map((d) => {
    const tf = new Map<number, number>();
    const add = (t: string, w: number) => {
      let id = vocab.get(t);
      if (id === undefined) {
        id = vocab.size;
        vocab.set(t, id);
      }
      tf.set(id, (tf.get(id) ?? 0) + w);
    };
    for (const t of contentTokens(d.title)) add(t, 2);
    for (const t of contentTokens(d.body)) add(t, 1);
    return tf;
  });
  const terms = vocab.size;
  const df = new Float64Array(terms);
  for (const tf of tfs) for (const id of tf.keys()) df[id] = (df[id] as number) + 1;
  const idf = Float64Array.from(df, (x) => bm25Idf(n, x));
  const rows = tfs.map((tf) => {
    const ids = Int32Array.from([...tf.keys()].sort((a, b) => a - b));
    const vals = Float64Array.from(ids, (id) => (1 + Math.log(tf.get(id) as number)) * (idf[id] as number));
    const norm = Math.sqrt(vals.reduce((s, x) => s + x * x, 0)) || 1;
    return { ids, vals: vals.map((x) => x / norm) };
  });
  const l = k + 10;
  const xTimes = (m: Float64Array): Float64Array => {
    const y = new Float64Array(n * l);
    rows.forEach(({ ids, vals }, d) => {
      for (let z = 0; z < ids.length; z++) {
        const o = (ids[z] as number) * l;
        const w = vals[z] as number;
        for (let c = 0; c < l; c++) y[d * l + c] = (y[d * l + c] as number) + w * (m[o + c] as number);
      }
    });
    return y;
  };
  const xtTimes = (y: Float64Array): Float64Array => {
    const m = new Float64Array(terms * l);
    rows.forEach(({ ids, vals }, d) => {
      for (let z = 0; z < ids.length; z++) {
        const o = (ids[z] as number) * l;
        const w = vals[z] as number;
        for (let c = 0; c < l; c++) m[o + c] = (m[o + c] as number) + w * (y[d * l + c] as number);
      }
    });
    return m;
  };
  const rnd = seededRandom(42);
  let y = xTimes(Float64Array.from({ length: terms * l }, () => rnd() - 0.5));
  orthonormalize(y, n, l);
  for (let it = 0; it < 2; it++) {
    const z = xtTimes(y);
    orthonormalize(z, terms, l);
    y = xTimes(z);
    orthonormalize(y, n, l);
  }
  const bt = xtTimes(y);
  const gram = new Float64Array(l * l);
  for (let t = 0; t < terms; t++) {
    for (let i = 0; i < l; i++) {
      const x = bt[t * l + i] as number;
      if (x !== 0) for (let j = 0; j < l; j++) gram[i * l + j] = (gram[i * l + j] as number) + x * (bt[t * l + j] as number);
    }
  }
  const { values, vectors } = symmetricEigen(gram, l);
  const order = [...values.keys()].sort((a, b) => (values[b] as number) - (values[a] as number)).slice(0, k);
  const sigma = order.map((i) => Math.sqrt(Math.max(values[i] as number, 1e-12)));
  const termVectors = new Float64Array(terms * k);
  for (let t = 0; t < terms; t++) {
    for (let a = 0; a < k; a++) {
      const col = order[a] as number;
      let s = 0;
      for (let i = 0; i < l; i++) s += (bt[t * l + i] as number) * (vectors[i * l + col] as number);
      termVectors[t * k + a] = s / (sigma[a] as number);
    }
  }
  const docVectors = new Float64Array(n * k);
  rows.forEach(({ ids, vals }, d) => {
    const acc = new Float64Array(k);
    for (let z = 0; z < ids.length; z++) for (let a = 0; a < k; a++) acc[a] = (acc[a] as number) + (vals[z] as number) * (termVectors[(ids[z] as number) * k + a] as number);
    const norm = Math.sqrt(acc.reduce((s, x) => s + x * x, 0)) || 1;
    for (let a = 0; a < k; a++) docVectors[d * k + a] = (acc[a] as number) / norm;
  });
  const keys = docs.map(entityKey);
  return (query) => {
    const q = new Float64Array(k);
    for (const t of new Set(contentTokens(query))) {
      const id = vocab.get(t);
      if (id === undefined) continue;
      for (let a = 0; a < k; a++) q[a] = (q[a] as number) + (idf[id] as number) * (termVectors[id * k + a] as number);
    }
    const scores = Array.from({ length: n }, (_, d) => {
      let s = 0;
      for (let a = 0; a < k; a++) s += (docVectors[d * k + a] as number) * (q[a] as number);
      return s;
    });
    return [...scores.keys()].sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b).slice(0, depth).map((d) => keys[d] as string);
  };
}
