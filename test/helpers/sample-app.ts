/**
 * The real `/v1` app over the bundled sample, for HTTP tests: the sample tree is built once per test
 * run (`global-setup.ts`, the same `buildDataset` + `writeDataset` as `npm run build-data --sample`)
 * and read by each test file, and each {@link sampleApp} call wraps it in a fresh app with its own
 * memory store, keys, clock and read log.
 */
import { expect, inject } from "vitest";
import { createApp } from "../../src/runtime/app.ts";
import { loadCatalog } from "../../src/runtime/catalog.ts";
import { memoryData, type DataSource } from "../../src/runtime/data.ts";
import { issueKey, type IssuedKey } from "../../src/runtime/keys.ts";
import { nodeCompressor } from "../../src/runtime/node/compress.ts";
import { openStore } from "../../src/runtime/store/index.ts";
import type { Store } from "../../src/runtime/store/types.ts";
import { SchemaRegistry } from "../../src/contract/schemas.ts";
import { buildSampleTree, loadTree, SAMPLE_VERSION } from "./sample-tree-file.ts";

export { SAMPLE_VERSION };


/** The clock every sample app starts at: midday UTC, well inside one UTC day. */
export const DEFAULT_NOW = new Date("2026-03-10T12:00:00.000Z");

let tree: Promise<ReadonlyMap<string, string | Uint8Array>> | undefined;

/**
 * The sample tree (relative path → file text or bytes): the one this test run built (read once per
 * test file), or built here when the file runs without the global setup.
 */
export function sampleTree(): Promise<ReadonlyMap<string, string | Uint8Array>> {
  tree ??= (async () => {
    const file = inject("sampleTreeFile");
    return file === undefined ? buildSampleTree() : loadTree(file);
  })();
  return tree;
}

/** Options of {@link sampleApp}. */
export interface SampleAppOptions {
  /** Wraps the (recording) data source, e.g. to make some reads throw. */
  readonly wrapData?: (data: DataSource) => DataSource;
  /** Receives what the app logs for unexpected errors; by default they are collected in `logged`. */
  readonly log?: (error: unknown) => void;
  /** The initial time of the injected clock; {@link DEFAULT_NOW} by default. */
  readonly now?: Date;
  /** The app's key cache TTL in ms (`AppDeps.keyCacheMs`); the app's default (1 s) when absent. Tests that revoke or re-tier keys pass 0. */
  readonly keyCacheMs?: number;
  /** The store to use (keys are issued on it); a fresh memory store by default. */
  readonly store?: Store;
}

/** What a test gets: the app and everything it was built from. */
export interface SampleApp {
  readonly app: ReturnType<typeof createApp>;
  readonly store: Store;
  /** A free and a pro key, issued on the store at start. */
  readonly keys: { readonly free: IssuedKey; readonly pro: IssuedKey };
  /** The tree the app serves (relative path → file text). */
  readonly files: ReadonlyMap<string, string | Uint8Array>;
  /** Every path the app asked its data source for, in order (the catalog's `_index/` reads first). */
  readonly reads: string[];
  /** Errors the app logged (when no `log` option was given). */
  readonly logged: unknown[];
  /** Sets the injected clock. */
  setNow(at: Date | string): void;
  /** The injected clock's current time. */
  now(): Date;
  /**
   * Sends a request through the app. `key` is sent as `X-API-Key` (default: the free key; `null`
   * sends none); `path` is used verbatim, so percent-encodings reach the app as written.
   */
  request(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
}

/** Builds a fresh app over the sample tree, with a memory store holding one free and one pro key. */
export async function sampleApp(options: SampleAppOptions = {}): Promise<SampleApp> {
  const files = await sampleTree();
  const reads: string[] = [];
  const logged: unknown[] = [];
  const inner = memoryData(files);
  const recording: DataSource = {
    read(rel) {
      reads.push(rel);
      return inner.read(rel);
    },
  };
  const data = options.wrapData ? options.wrapData(recording) : recording;
  const catalog = await loadCatalog(data);
  const store = options.store ?? (await openStore("memory:"));
  let current = options.now ?? DEFAULT_NOW;
  const now = (): Date => current;
  const free = await issueKey(store, "free.user@example.org", "free", current);
  const pro = await issueKey(store, "pro.user@example.org", "pro", current);
  const app = createApp({ data, store, catalog, now, compress: nodeCompressor, keyCacheMs: options.keyCacheMs, log: options.log ?? ((e) => logged.push(e)) });
  return {
    app,
    store,
    keys: { free, pro },
    files,
    reads,
    logged,
    now,
    setNow(at) {
      current = typeof at === "string" ? new Date(at) : at;
      if (Number.isNaN(current.getTime())) throw new RangeError(`invalid date ${String(at)}`);
    },
    request(path, init = {}) {
      const { key, ...rest } = init;
      const headers = new Headers(rest.headers);
      const apiKey = key === undefined ? free.key : key;
      if (apiKey !== null) headers.set("X-API-Key", apiKey);
      return Promise.resolve(app.request(path, { ...rest, headers }));
    },
  };
}

/** The parsed JSON body of a response (fails the test with the raw text when it is not JSON). */
export async function json<T = any>(res: Response): Promise<T> {
  const text = await res.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`not JSON (status ${res.status}): ${text.slice(0, 200)}`);
  }
}

/**
 * Whether `rel` is a path inside the tree: relative, `/`-separated, under `v1/` or `_index/`, a
 * `.json` file (or, under `_index/`, the semantic index's `.bin`), with no empty, `.` or `..`
 * segment and no NUL, backslash or percent sign.
 */
export function isTreePath(rel: string): boolean {
  if (!/^(v1\/.+\.json|_index\/.+\.(json|bin))$/.test(rel)) return false;
  if (/[\0\\%]/.test(rel)) return false;
  return rel.split("/").every((s) => s !== "" && s !== "." && s !== "..");
}

let registry: SchemaRegistry | undefined;

/** One schema registry per test file (compiling the schemas takes a moment). */
export function schemas(): SchemaRegistry {
  registry ??= new SchemaRegistry();
  return registry;
}

/** Asserts that `body` is valid against the schema with this `$id` (the error text names what is wrong). */
export function expectSchema(id: string, body: unknown): void {
  expect(schemas().check(id, body), id).toBeUndefined();
}

/**
 * Asserts that `res` is an RFC 9457 problem details response with this status (and error code, when
 * given): `application/problem+json`, `type`/`title`/`status`/`detail` filled in, `status` equal to
 * the HTTP status, and CORS open. Returns the parsed body.
 */
export async function expectProblem(res: Response, status: number, code?: string): Promise<Record<string, unknown>> {
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
  expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
  const body = JSON.parse(text) as Record<string, unknown>;
  expectSchema("envelope.json#/$defs/problem", body);
  expect(body.status).toBe(status);
  expect(typeof body.title === "string" && body.title.length > 0).toBe(true);
  expect(typeof body.detail === "string" && body.detail.length > 0).toBe(true);
  expect(body.type).toMatch(/^https:\/\/\S+$/);
  if (code !== undefined) {
    expect(body.code).toBe(code);
    expect(String(body.type).endsWith(`/${code}`)).toBe(true);
  }
  return body;
}
