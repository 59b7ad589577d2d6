/**
 * The edge entry in the real Workers runtime: `src/edge/worker.ts` bundled the way
 * `npm run build:worker` does, run by Miniflare (workerd) with a D1 database, the compatibility
 * date of deploy/wrangler.toml and no Node compatibility flag, in three set-ups:
 *
 * - Miniflare's own static assets router, configured like deploy/wrangler.toml (`run_worker_first`),
 *   over assets staged by `stageAssets` (as `npm run build:worker` does) from a copy of the sample
 *   tree with its static-host files. Miniflare refuses more than 20,000 files (as Cloudflare's free
 *   plan does) and the sample tree has 62,338 (every verse of the canon has its two files), so the
 *   copy leaves out the verse files other than those of Gen.1.1 and Gen.12.1.
 * - `ASSETS` as a service binding answered from Node with the whole sample tree, held in memory
 *   (writing its 62,338 files and 31,118 folders to this disk takes 30–50 s); the paths the worker
 *   asks for are recorded and checked, and every response is compared with the Node app's.
 * - The tree in an R2 bucket (`TREE`), the route for the full dataset.
 *
 * Keys are created, and usage pre-loaded, through the D1 driver from Node on the same database.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import path from "node:path";
import { Miniflare, Response as MfResponse, type Request as MfRequest } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorker, bundleWorker, stageAssets } from "../../src/cli/build-worker.ts";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { isTreePath } from "../../src/edge/data.ts";
import worker from "../../src/edge/worker.ts";
import { memoryData } from "../../src/runtime/data.ts";
import { issueKey, type IssuedKey } from "../../src/runtime/keys.ts";
import { TIERS } from "../../src/contract/tiers.ts";
import { utcDay } from "../../src/core/calendar.ts";
import { openD1Store, type D1Like, type D1Store } from "../../src/runtime/store/d1.ts";
import { SCHEMA } from "../../src/runtime/store/sql.ts";
import { expectProblem, json, sampleApp, sampleTree, type SampleApp } from "../helpers/sample-app.ts";

/** The verses whose files the static-assets set-up keeps. */
const KEPT_VERSES = ["Gen.1.1", "Gen.12.1"];

let root: string;
let staged: number;
let script: string;
let compatibilityDate: string;
let node: SampleApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "bra-edge-"));
  const files = await sampleTree();
  for (const [rel, content] of files) {
    if (rel.startsWith("v1/verses/") && !KEPT_VERSES.some((v) => rel.startsWith(`v1/verses/${v}.json`) || rel.startsWith(`v1/verses/${v}/`))) continue;
    await mkdir(path.dirname(path.join(root, "tree", rel)), { recursive: true });
    await writeFile(path.join(root, "tree", rel), content);
  }
  await writeFile(path.join(root, "tree", "v1/people.json.gz"), gzipSync(await readFile(path.join(root, "tree", "v1/people.json"))));
  await writeFile(path.join(root, "tree", "v1/people/abraham.json.br"), brotliCompressSync(await readFile(path.join(root, "tree", "v1/people/abraham.json"))));
  staged = await stageAssets(path.join(root, "tree"), path.join(root, "assets"));
  script = await bundleWorker();
  const toml = await readFile(path.join(PROJECT_ROOT, "deploy/wrangler.toml"), "utf8");
  compatibilityDate = /^compatibility_date\s*=\s*"([\d-]+)"/m.exec(toml)![1]!;
  node = await sampleApp();
});

afterAll(async () => {
  if (root !== undefined) await rm(root, { recursive: true, force: true });
});

/** One running worker with its D1 database. */
interface Edge {
  readonly mf: Miniflare;
  readonly db: D1Like;
  readonly store: D1Store;
  readonly free: IssuedKey;
  readonly pro: IssuedKey;
  /** Sends a request to the worker; `key` defaults to the free key, `null` sends none. */
  request(pathAndQuery: string, init?: { key?: string | null; method?: string; headers?: Record<string, string> }): Promise<Response>;
}

/** Starts the bundled worker in workerd with a D1 database `DB` and `bindings` (assets, services, R2). */
async function startEdge(bindings: Record<string, unknown>): Promise<Edge> {
  const mf = new Miniflare({ modules: true, script, compatibilityDate, d1Databases: ["DB"], ...bindings } as ConstructorParameters<typeof Miniflare>[0]);
  const db = await mf.getD1Database("DB");
  const store = openD1Store(db);
  const free = await issueKey(store, "edge.free@example.org", "free");
  const pro = await issueKey(store, "edge.pro@example.org", "pro");
  return {
    mf,
    db,
    store,
    free,
    pro,
    async request(pathAndQuery, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      const key = init.key === undefined ? free.key : init.key;
      if (key !== null) headers["X-API-Key"] = key;
      const res = await mf.dispatchFetch(`https://api.example.org${pathAndQuery}`, { method: init.method ?? "GET", headers });
      const bodiless = init.method === "HEAD" || [204, 304].includes(res.status);
      return new Response(bodiless ? null : await res.arrayBuffer(), { status: res.status, headers: Object.fromEntries(res.headers) });
    },
  };
}

/** The checks every set-up must pass. */
function edgeBehaviour(name: string, start: () => Promise<Edge>): void {
  describe(name, () => {
    let edge: Edge;
    beforeAll(async () => {
      edge = await start();
    });
    afterAll(async () => {
      await edge?.mf.dispose();
    });

    it("answers /v1/meta and /v1/people/abraham with the Node app's exact bytes and ETags", async () => {
      for (const url of ["/v1/meta", "/v1/people/abraham", "/v1/verses/Gen.12.1", "/v1/people?limit=3", "/v1/search?q=abra", "/v1/search/text?q=abram", "/v1/passages/Gen.12.1-Gen.12.3", "/v1/chapters/Gen.12", "/v1/resolve?q=jn%203%2016"]) {
        const [a, b] = [await edge.request(url), await node.request(url)];
        expect(a.status, `${url}: ${await a.clone().text()}`).toBe(200);
        expect(a.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
        expect(a.headers.get("ETag"), url).toBe(b.headers.get("ETag"));
        expect(await a.text(), url).toBe(await b.text());
      }
      expect((await json(await edge.request("/v1/people/abraham"))).data.slug).toBe("abraham");
    });

    it("is 401 without a key, with a wrong key and with a revoked key (once the 1 s key cache has expired)", async () => {
      const missing = await edge.request("/v1/people/abraham", { key: null });
      expect(missing.headers.get("WWW-Authenticate")).toMatch(/X-API-Key/);
      await expectProblem(missing, 401, "missing-api-key");
      const mistyped = `${edge.free.key.slice(0, -1)}${edge.free.key.endsWith("x") ? "y" : "x"}`;
      await expectProblem(await edge.request("/v1/meta", { key: mistyped }), 401, "invalid-api-key");
      const revoked = await issueKey(edge.store, "gone@example.org", "free");
      expect((await edge.request("/v1/meta", { key: revoked.key })).status).toBe(200);
      await edge.store.revoke(revoked.info.id);
      await new Promise((r) => setTimeout(r, 1100));
      await expectProblem(await edge.request("/v1/meta", { key: revoked.key }), 401, "invalid-api-key");
    });

    it("never serves a file of the tree by its own path, with or without a key", async () => {
      for (const url of ["/v1/meta.json", "/_index/person.json", "/_index/aliases.json", "/build-report.json", "/v1/people/abraham.json"]) {
        for (const key of [null, edge.pro.key]) {
          const res = await edge.request(url, { key });
          const text = await res.text();
          expect([401, 404], `${url} ${key === null ? "without" : "with"} key`).toContain(res.status);
          expect(res.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
          expect(text).not.toContain('"data"');
        }
      }
    });

    it("is 404 for unknown records and routes, 304 for a matching If-None-Match, and answers HEAD and preflight", async () => {
      await expectProblem(await edge.request("/v1/people/nobody-at-all"), 404, "not-found");
      await expectProblem(await edge.request("/v1/verses/Gen.51.1"), 404, "not-found");
      await expectProblem(await edge.request("/v1/nothing-here"), 404, "route-not-found");
      await expectProblem(await edge.request("/v1/people/..%2F..%2F_index%2Fperson"), 404, "not-found");
      const etag = (await edge.request("/v1/people/isaac")).headers.get("ETag")!;
      const again = await edge.request("/v1/people/isaac", { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      const head = await edge.request("/v1/people/isaac", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("ETag")).toBe(etag);
      const preflight = await edge.request("/v1/meta", { key: null, method: "OPTIONS", headers: { Origin: "https://app.example.org", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "X-API-Key" } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    });

    it("sends the quota headers and counts in D1, and refuses the 1001st request of a free key with 429", async () => {
      const key = await issueKey(edge.store, "quota@example.org", "free");
      const day = utcDay(new Date());
      const first = await edge.request("/v1/meta", { key: key.key });
      expect(first.headers.get("RateLimit-Policy")).toBe(`"daily";q=${TIERS.free.dailyLimit};w=86400`);
      expect(first.headers.get("RateLimit")).toMatch(/^"daily";r=999;t=\d+$/);
      expect(await edge.store.used(key.info.id, day)).toBe(1);
      const usage = await json(await edge.request("/v1/usage", { key: key.key }));
      expect(usage.data).toEqual({ email: "quota@example.org", tier: "free", daily_limit: 1000, daily_used: 1 });

      await edge.db.prepare("UPDATE usage SET used = 999 WHERE key_id = ? AND day = ?").bind(key.info.id, day).run();
      const thousandth = await edge.request("/v1/people/abraham", { key: key.key });
      expect(thousandth.status).toBe(200);
      expect(thousandth.headers.get("RateLimit")).toMatch(/^"daily";r=0;t=\d+$/);
      const refused = await edge.request("/v1/people/abraham", { key: key.key });
      await expectProblem(refused, 429, "quota-exceeded");
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
      expect(await edge.store.used(key.info.id, day)).toBe(1000);
      expect((await edge.request("/v1/meta", { key: edge.free.key })).status).toBe(200);
    });

    it("counts exactly under concurrency: 60 parallel requests with 30 left let exactly 30 through", async () => {
      const key = await issueKey(edge.store, "burst@example.org", "free");
      const day = utcDay(new Date());
      await edge.db.prepare("INSERT INTO usage (key_id, day, used) VALUES (?, ?, 970)").bind(key.info.id, day).run();
      const statuses = await Promise.all(Array.from({ length: 60 }, () => edge.request("/v1/meta", { key: key.key }).then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      expect(await edge.store.used(key.info.id, day)).toBe(1000);
    });
  });
}

edgeBehaviour("in workerd, with Miniflare's static assets (run_worker_first) and D1", () =>
  startEdge({
    assets: {
      directory: path.join(root, "assets"),
      binding: "ASSETS",
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { html_handling: "none", not_found_handling: "none" },
    },
  }),
);

describe("in workerd, with ASSETS as a service binding over the whole sample tree", () => {
  const served: string[] = [];
  edgeBehaviour("the common checks", () => startEdge({ serviceBindings: { ASSETS: assetsFromTree(served) } }));

  it("every path the worker asked the assets for was a file path inside the tree", () => {
    expect(served.length).toBeGreaterThan(0);
    for (const rel of served) expect(isTreePath(rel) && /^(v1|_index)\//.test(rel), rel).toBe(true);
  });

  describe("parity with the Node app", () => {
    let edge: Edge;
    beforeAll(async () => {
      edge = await startEdge({ serviceBindings: { ASSETS: assetsFromTree([]) } });
    });
    afterAll(async () => {
      await edge?.mf.dispose();
    });

    it("answers every endpoint with the same status, body and ETag as the Node app", async () => {
      const urls = [
        "/v1/meta",
        "/v1/people",
        "/v1/people?gender=Female",
        "/v1/people/sarah",
        "/v1/people/abraham_58",
        "/v1/places?has_coordinates=true",
        "/v1/places/haran",
        "/v1/events",
        "/v1/groups",
        "/v1/dictionary",
        "/v1/topics",
        "/v1/strongs?limit=200",
        "/v1/strongs/H430",
        "/v1/strongs/h0430",
        "/v1/lexicon",
        "/v1/greek-lexicon",
        "/v1/search?q=isaac",
        "/v1/verses/Gen.12.1",
        "/v1/verses/gen.12.3",
        "/v1/verses/Rev.22.21",
        "/v1/verses/Gen.12.1/cross-references",
        "/v1/verses/Gen.12.1/cross-references?limit=1&offset=1",
        "/v1/greek/Matt.1.1",
        "/v1/hebrew/Gen.1.1",
        "/v1/hebrew/Matt.1.1",
        "/v1/people?limit=0",
        "/v1/people/moses",
        "/v1/search",
      ];
      for (const url of urls) {
        const [a, b] = [await edge.request(url, { key: edge.pro.key }), await node.request(url, { key: node.keys.pro.key })];
        expect(a.status, url).toBe(b.status);
        expect(a.headers.get("ETag"), url).toBe(b.headers.get("ETag"));
        expect(a.headers.get("Cache-Control"), url).toBe(b.headers.get("Cache-Control"));
        expect(await a.text(), url).toBe(await b.text());
      }
    });

    it("does not compress (Cloudflare compresses on the way out) and says so in Vary", async () => {
      const res = await edge.request("/v1/strongs?limit=200", { headers: { "Accept-Encoding": "br, gzip" } });
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(res.headers.get("Vary")).toMatch(/Accept-Encoding/);
    });

    it("never reads the tree's precompressed variants, which workerd would compress a second time", async () => {
      const served: string[] = [];
      const withVariants = await startEdge({ serviceBindings: { ASSETS: assetsFromTree(served) } });
      try {
        for (const coding of ["br", "gzip", "br, gzip"]) {
          const res = await withVariants.request("/v1/greek/Matt.1.1", { headers: { "Accept-Encoding": coding } });
          expect(res.status).toBe(200);
          expect(await res.text()).toBe(await (await node.request("/v1/greek/Matt.1.1")).text());
        }
        expect(served.filter((rel) => /\.(br|gz)$/.test(rel))).toEqual([]);
        expect(served).toContain("v1/greek/Matt.1.1.json");
      } finally {
        await withVariants.mf.dispose();
      }
    });
  });
});

describe("in workerd, with the tree in R2 (TREE) and D1", () => {
  let edge: Edge;
  beforeAll(async () => {
    edge = await startEdge({ r2Buckets: ["TREE"] });
    const bucket = await edge.mf.getR2Bucket("TREE");
    const files = await sampleTree();
    for (const [rel, content] of files) {
      if (rel.startsWith("_index/") || ["v1/meta.json", "v1/people/abraham.json"].includes(rel)) await bucket.put(rel, content);
    }
  });
  afterAll(async () => {
    await edge?.mf.dispose();
  });

  it("reads the tree from the bucket", async () => {
    const [a, b] = [await edge.request("/v1/people/abraham"), await node.request("/v1/people/abraham")];
    expect(a.status).toBe(200);
    expect(await a.text()).toBe(await b.text());
    await expectProblem(await edge.request("/v1/people/isaac"), 404, "not-found");
  });
});

describe("staging the assets", () => {
  it("hard-links every file of the tree but the static-host files at its root and the precompressed variants", async () => {
    const tree = await sampleTree();
    const rootFiles = [...tree.keys()].filter((rel) => !rel.includes("/"));
    expect(rootFiles).toContain("_redirects");
    const kept = [...tree.keys()].filter((rel) => !rel.startsWith("v1/verses/") || KEPT_VERSES.some((v) => rel.startsWith(`v1/verses/${v}.json`) || rel.startsWith(`v1/verses/${v}/`)));
    const dropped = kept.filter((rel) => !rel.includes("/") && (rel.startsWith("_") || rel.endsWith(".conf")));
    expect(dropped).toEqual(expect.arrayContaining(["_redirects", "_headers"]));
    expect(staged).toBe(kept.length - dropped.length);
    for (const rel of [...dropped, "v1/people.json.gz", "v1/people/abraham.json.br"]) await expect(stat(path.join(root, "assets", rel))).rejects.toThrow(/ENOENT/);
    for (const rel of ["_index/person.json", "v1/meta.json", "v1/people/abraham.json", "build-report.json"]) {
      const [a, b] = [await stat(path.join(root, "tree", rel)), await stat(path.join(root, "assets", rel))];
      expect(b.ino, rel).toBe(a.ino);
    }
    await expect(stageAssets(path.join(root, "tree"), path.join(root, "tree", "inside"))).rejects.toThrow(/outside the tree/);
  });
});

describe("the bundle", () => {
  it("is one ES module with nothing from node:, and build:worker writes it with schema.sql", async () => {
    expect(script).not.toMatch(/\bfrom\s*["']node:|\brequire\(|import\(\s*["']node:/);
    const out = await buildWorker(path.join(root, "dist-worker", "worker.js"));
    expect(out.bytes).toBeGreaterThan(10_000);
    expect(await readFile(out.schemaFile, "utf8")).toBe(SCHEMA);
    expect(await readFile(`${out.file}.map`, "utf8")).toContain("src/edge/worker.ts");
  });
});

describe("the entry's fetch handler under Node", () => {
  it("answers 500 when it cannot start, and starts on a later request once it can", async () => {
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (e: unknown) => logged.push(e);
    let broken: Response;
    try {
      broken = await worker.fetch(new Request("https://api.example.org/v1/meta"), { DB: undefined as never }, ctx);
    } finally {
      console.error = error;
    }
    await expectProblem(broken, 500, "internal-error");
    expect(String(logged[0])).toMatch(/neither an ASSETS nor a TREE binding/);

    const mf = new Miniflare({ modules: true, script: "export default { fetch: () => new Response(null) };", compatibilityDate, d1Databases: ["DB"] });
    try {
      const db = await mf.getD1Database("DB");
      const key = await issueKey(openD1Store(db), "node@example.org", "free");
      const tree = memoryData(await sampleTree());
      const assets = {
        async fetch(req: Request): Promise<Response> {
          const bytes = await tree.read(decodeURIComponent(new URL(req.url).pathname.slice(1)));
          return bytes === undefined ? new Response(null, { status: 404 }) : new Response(bytes);
        },
      };
      const env = { DB: db, ASSETS: assets };
      const res = await worker.fetch(new Request("https://api.example.org/v1/people/abraham", { headers: { "X-API-Key": key.key } }), env, ctx);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(await (await node.request("/v1/people/abraham")).text());
    } finally {
      await mf.dispose();
    }
  });
});

/**
 * An `ASSETS` service binding answered with the whole sample tree, plus `.br` and `.gz` variants of
 * every file (as `npm run build-data` may write them); records the paths asked for.
 */
function assetsFromTree(served: string[]): (request: MfRequest) => Promise<MfResponse> {
  return async (request) => {
    const rel = decodeURIComponent(new URL(request.url).pathname.slice(1));
    served.push(rel);
    const tree = memoryData(await sampleTree());
    const variant = /\.(br|gz)$/.exec(rel)?.[1];
    const base = isTreePath(rel) ? await tree.read(variant === undefined ? rel : rel.slice(0, -variant.length - 1)) : undefined;
    const bytes = base === undefined || variant === undefined ? base : variant === "br" ? brotliCompressSync(base) : gzipSync(base);
    return bytes === undefined ? new MfResponse("Not Found", { status: 404 }) : new MfResponse(bytes, { headers: { "Content-Type": "application/json" } });
  };
}
