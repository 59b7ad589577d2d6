/**
 * The published sample tree served by a real nginx (the Debian package) with the generated
 * configuration, against the runtime app over the same tree: every kind of URL gives the same body
 * (the runtime with a key, nginx without), with the JSON content type, CORS and the cache policy;
 * upstream ids redirect; unknown ids and URLs are problem details; gzip comes from the `.gz` files and
 * brotli from the `.br` files (ngx_brotli's static module, which `scripts/install-test-deps.sh`
 * installs); the docs page is served as the runtime serves it. Also: the runtime sends the tree's
 * precompressed variants.
 *
 * nginx is started on a free loopback port with its own pid, error log and temp folders. Without
 * nginx the suite is skipped, except in CI (`CI` set), where it fails: run
 * `bash scripts/install-test-deps.sh`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../src/contract/collections.ts";
import { HOSTING_FILES, STATIC_CACHE_CONTROL } from "../../src/emit/hosting.ts";
import { MANIFEST_FILE, parseManifest } from "../../src/emit/manifest.ts";
import { DOCS_CSP, DOCS_DIR, DOCS_FILES, DOCS_PATH, ROUTES, routeUrl } from "../../src/contract/routes.ts";
import { INDEX_FILES } from "../../src/contract/index-files.ts";
import { createApp } from "../../src/runtime/app.ts";
import { loadCatalog } from "../../src/runtime/catalog.ts";
import { folderData } from "../../src/runtime/data.ts";
import { issueKey } from "../../src/runtime/keys.ts";
import { nodeCompressor } from "../../src/runtime/node/compress.ts";
import { openStore } from "../../src/runtime/store/index.ts";
import { sampleTreeDir } from "../helpers/full-tree.ts";
import { rawRequest, type RawResponse } from "../helpers/raw-http.ts";

const NGINX = process.env.NGINX ?? (existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
const installed = (() => {
  const r = spawnSync(NGINX, ["-v"], { stdio: "ignore" });
  return r.error === undefined && r.status === 0;
})();
const ci = !["", "0", "false"].includes(process.env.CI ?? "");

/** nginx's compile-time paths (`nginx -V`): the config folder (for mime.types) and the modules folder. */
function nginxPaths(): { mimeTypes: string | undefined; brotliModule: string | undefined } {
  const v = spawnSync(NGINX, ["-V"], { encoding: "utf8" }).stderr;
  const conf = /--conf-path=(\S+)/.exec(v)?.[1];
  const modules = /--modules-path=(\S+)/.exec(v)?.[1] ?? "/usr/lib/nginx/modules";
  const mime = conf === undefined ? undefined : path.join(path.dirname(conf), "mime.types");
  const brotli = path.join(modules, "ngx_http_brotli_static_module.so");
  return { mimeTypes: mime !== undefined && existsSync(mime) ? mime : undefined, brotliModule: existsSync(brotli) ? brotli : undefined };
}

/** Whether ngx_brotli's static module is there to load (decided before the tests are collected). */
const brotliInstalled = installed && nginxPaths().brotliModule !== undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One HTTP request as sent (no decompression, no redirects followed). */
const request = (port: number, urlPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> => rawRequest(port, urlPath, options);

const suite = installed || ci ? describe : describe.skip;

let built: Promise<{ work: string; tree: string }> | undefined;

/** The published sample tree of this test run (shared), and a temporary folder for nginx's own files. */
function publishedSample(): Promise<{ work: string; tree: string }> {
  built ??= (async () => {
    const work = await mkdtemp(path.join(tmpdir(), "bra-publish-"));
    await chmod(work, 0o755);
    return { work, tree: await sampleTreeDir() };
  })();
  return built;
}

afterAll(async () => {
  if (built !== undefined) await rm((await built).work, { recursive: true, force: true });
});

suite("the published tree behind nginx", () => {
  let work: string;
  let tree: string;
  let port: number;
  let nginx: ChildProcess | undefined;
  let errorLog: string;
  let runtime: ReturnType<typeof createApp>;
  let apiKey: string;

  beforeAll(async () => {
    if (!installed) throw new Error(`nginx is not installed (looked for ${NGINX}), and the static hosting test needs it. Run \`bash scripts/install-test-deps.sh\`. In CI (CI set) this test cannot be skipped.`);
    ({ work, tree } = await publishedSample());

    const { mimeTypes, brotliModule } = nginxPaths();
    port = await freePort();
    errorLog = path.join(work, "error.log");
    const conf = path.join(work, "nginx-test.conf");
    await writeFile(
      conf,
      [
        brotliModule === undefined ? "" : `load_module ${brotliModule};`,
        "worker_processes 1;",
        `pid ${path.join(work, "nginx.pid")};`,
        `error_log ${errorLog} warn;`,
        "events { worker_connections 64; }",
        "http {",
        mimeTypes === undefined ? "  types { text/html html; application/json json; }" : `  include ${mimeTypes};`,
        `  access_log ${path.join(work, "access.log")};`,
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${path.join(work, `${t}_temp`)};`),
        `  include ${path.join(tree, HOSTING_FILES.nginxHttp)};`,
        "  server {",
        `    listen 127.0.0.1:${port};`,
        `    root ${tree};`,
        brotliModule === undefined ? "" : "    brotli_static on;",
        `    include ${path.join(tree, HOSTING_FILES.nginxServer)};`,
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    const started = spawn(NGINX, ["-p", work, "-c", conf, "-e", errorLog, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
    nginx = started;
    let stderr = "";
    started.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`nginx exited (${started.exitCode}): ${stderr}${existsSync(errorLog) ? await readFile(errorLog, "utf8") : ""}`);
      const up = await request(port, "/v1/meta").then(
        () => true,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer on port ${port}: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }

    const data = folderData(tree);
    const store = await openStore("memory:");
    apiKey = (await issueKey(store, "static@example.org", "pro")).key;
    runtime = createApp({ data, store, catalog: await loadCatalog(data), compress: nodeCompressor, log: () => {} });
  }, 180_000);

  afterAll(async () => {
    if (nginx !== undefined && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx?.once("exit", r));
      nginx.kill("SIGTERM");
      await exited;
    }
  });

  const fromRuntime = (urlPath: string, headers: Record<string, string> = {}) => runtime.request(urlPath, { headers: { "X-API-Key": apiKey, ...headers } });

  /** A URL of every kind the tree serves, with the runtime route it belongs to. */
  async function urls(): Promise<string[]> {
    const out: string[] = [ROUTES.meta, ROUTES.openapi, ROUTES.downloads];
    for (const c of COLLECTIONS) {
      const items = JSON.parse(await readFile(path.join(tree, INDEX_FILES.list(c.table)), "utf8")) as Record<string, unknown>[];
      out.push(routeUrl(c.listRoute), routeUrl(c.itemRoute, { [c.param]: String(items[0]?.[c.keyField]) }), routeUrl(c.itemRoute, { [c.param]: String(items.at(-1)?.[c.keyField]) }));
    }
    out.push(routeUrl("verse", { osis: "Gen.12.1" }), routeUrl("verse", { osis: "Rev.22.21" }), routeUrl("crossReferences", { osis: "Gen.12.1" }));
    out.push(routeUrl("greekVerse", { osis: "Matt.1.1" }), routeUrl("hebrewVerse", { osis: "Gen.1.1" }), routeUrl("strongs", { number: "H1" }));
    return out;
  }

  it("serves every kind of URL with the runtime's body, JSON, CORS, nosniff and the cache policy", async () => {
    const list = await urls();
    expect(list.length).toBeGreaterThan(30);
    for (const url of list) {
      const ours = await request(port, url);
      const theirs = await fromRuntime(url);
      expect(ours.status, url).toBe(200);
      expect(theirs.status, url).toBe(200);
      expect(ours.body.toString("utf8"), url).toBe(await theirs.text());
      expect(ours.headers["content-type"], url).toBe("application/json; charset=utf-8");
      expect(ours.headers["access-control-allow-origin"], url).toBe("*");
      expect(ours.headers["x-content-type-options"], url).toBe("nosniff");
      expect(ours.headers["cache-control"], url).toBe(url === ROUTES.meta ? STATIC_CACHE_CONTROL.meta : STATIC_CACHE_CONTROL.data);
    }
  });

  it("redirects upstream ids (also percent-encoded and in other letter case) and OSHB augmented Strong's numbers to the record the runtime gives", async () => {
    const aliases: [string, string][] = [
      ["/v1/people/abraham_58", "/v1/people/abraham"],
      ["/v1/places/ur_1189", "/v1/places/ur-of-the-chaldees"],
      ["/v1/events/71", "/v1/events/abraham-enters-canaan"],
      ["/v1/events/Abraham%20enters%20Canaan", "/v1/events/abraham-enters-canaan"],
      ["/v1/topics/ABRAHAM", "/v1/topics/abraham"],
      ["/v1/greek-lexicon/G847", "/v1/greek-lexicon/g846"],
      ["/v1/lexicon/a.aa.aa", "/v1/lexicon/a-aa-aa"],
      ["/v1/strongs/H1254a", "/v1/strongs/H1254"],
    ];
    for (const [alias, canonical] of aliases) {
      const ours = await request(port, alias);
      expect(ours.status, alias).toBe(301);
      expect(ours.headers.location, alias).toBe(canonical);
      expect(ours.headers["access-control-allow-origin"], alias).toBe("*");
      const followed = await request(port, canonical);
      const theirs = await fromRuntime(alias);
      expect(theirs.status, alias).toBe(200);
      expect(followed.body.toString("utf8"), alias).toBe(await theirs.text());
    }
  });

  it("answers unknown ids and unknown URLs with the runtime's problem codes", async () => {
    const cases: [string, string][] = [
      ["/v1/people/nobody-at-all", "not-found"],
      ["/v1/strongs/H99999", "not-found"],
      ["/v1/greek/Gen.1.1", "not-found"],
      ["/v1/people/nobody.json", "not-found"],
      ["/v1/nothing", "route-not-found"],
      ["/v2/meta", "route-not-found"],
    ];
    for (const [url, code] of cases) {
      const ours = await request(port, url);
      const theirs = await fromRuntime(url);
      const body = JSON.parse(ours.body.toString("utf8")) as Record<string, unknown>;
      const expected = (await theirs.json()) as Record<string, unknown>;
      expect(ours.status, url).toBe(404);
      expect(theirs.status, url).toBe(404);
      expect(ours.headers["content-type"], url).toBe("application/problem+json");
      expect(ours.headers["access-control-allow-origin"], url).toBe("*");
      expect(ours.headers["cache-control"], url).toBe(STATIC_CACHE_CONTROL.error);
      expect({ code: body.code, type: body.type, title: body.title, status: body.status }, url).toEqual({ code, type: expected.type, title: expected.title, status: 404 });
      expect(expected.code, url).toBe(code);
    }
    const search = await request(port, "/v1/search?q=abraham");
    expect(search.status).toBe(404);
    expect(JSON.parse(search.body.toString("utf8"))).toMatchObject({ code: "route-not-found", detail: expect.stringContaining("keyed API") });
  });

  it("serves each bulk download as the runtime does: the same bytes, media type and attachment name, never as JSON or re-encoded", async () => {
    const listing = JSON.parse(await readFile(path.join(tree, "v1/downloads.json"), "utf8")) as { data: { file: string; url: string; format: string }[] };
    expect(listing.data.map((d) => d.format)).toEqual(expect.arrayContaining(["sqlite", "jsonl.gz"]));
    for (const d of listing.data) {
      const ours = await request(port, d.url, { headers: { "Accept-Encoding": "gzip, br" } });
      const theirs = await fromRuntime(d.url, { "Accept-Encoding": "gzip, br" });
      expect(ours.status, d.file).toBe(200);
      expect(theirs.status, d.file).toBe(200);
      expect(ours.headers["content-type"], d.file).toBe(theirs.headers.get("content-type"));
      expect(ours.headers["content-type"], d.file).toBe(d.format === "sqlite" ? "application/vnd.sqlite3" : "application/gzip");
      expect(ours.headers["content-disposition"], d.file).toBe(theirs.headers.get("content-disposition"));
      expect(ours.headers["content-disposition"], d.file).toBe(`attachment; filename="${d.file}"`);
      expect(ours.headers["content-encoding"], d.file).toBeUndefined();
      expect(ours.headers["x-content-type-options"], d.file).toBe("nosniff");
      expect(ours.headers["access-control-allow-origin"], d.file).toBe("*");
      expect(ours.headers["cache-control"], d.file).toBe(STATIC_CACHE_CONTROL.data);
      expect(ours.body.equals(Buffer.from(await theirs.arrayBuffer())), d.file).toBe(true);
    }
    const head = await request(port, listing.data[0]?.url ?? "", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("application/vnd.sqlite3");
    const missing = await request(port, "/v1/downloads/nothing.sqlite");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(missing.body.toString("utf8"))).toMatchObject({ code: "not-found" });
    expect((await fromRuntime("/v1/downloads/nothing.sqlite")).status).toBe(404);
  });

  it("sends the .gz file to clients that accept gzip; it decodes to the runtime's body", async () => {
    for (const url of [ROUTES.people, routeUrl("greekVerse", { osis: "Matt.1.1" }), routeUrl("hebrewVerse", { osis: "Gen.1.1" })]) {
      const rel = `${url.slice(1)}.json`;
      expect(existsSync(path.join(tree, `${rel}.gz`)), rel).toBe(true);
      const ours = await request(port, url, { headers: { "Accept-Encoding": "gzip" } });
      expect(ours.status, url).toBe(200);
      expect(ours.headers["content-encoding"], url).toBe("gzip");
      expect(String(ours.headers.vary), url).toMatch(/Accept-Encoding/i);
      expect(ours.body.equals(await readFile(path.join(tree, `${rel}.gz`))), url).toBe(true);
      expect(gunzipSync(ours.body).toString("utf8"), url).toBe(await (await fromRuntime(url)).text());
    }
    const small = await request(port, ROUTES.meta, { headers: { "Accept-Encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it.runIf(brotliInstalled || ci)("sends the .br file to clients that accept br (with ngx_brotli's static module, which CI requires)", async () => {
    if (!brotliInstalled) throw new Error("nginx's brotli static module is not installed (Debian: libnginx-mod-http-brotli-static). Run `bash scripts/install-test-deps.sh`.");
    const ours = await request(port, ROUTES.people, { headers: { "Accept-Encoding": "br" } });
    expect(ours.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(ours.body).toString("utf8")).toBe(await (await fromRuntime(ROUTES.people)).text());
  });

  it("serves the docs page as the runtime does: same bytes and content type, the CSP on the page, gzip on request", async () => {
    const urls = [DOCS_PATH, `${DOCS_PATH}/`, ...DOCS_FILES.map((f) => `${DOCS_PATH}/${f}`)];
    for (const url of urls) {
      const ours = await request(port, url);
      const theirs = await runtime.request(url);
      expect(ours.status, url).toBe(200);
      expect(theirs.status, url).toBe(200);
      expect(ours.body.equals(Buffer.from(await theirs.arrayBuffer())), url).toBe(true);
      expect(ours.headers["content-type"], url).toBe(theirs.headers.get("content-type"));
      expect(ours.headers["content-security-policy"], url).toBe(theirs.headers.get("content-security-policy") ?? undefined);
      expect(ours.headers["x-content-type-options"], url).toBe("nosniff");
      expect(ours.headers["cache-control"], url).toBe(STATIC_CACHE_CONTROL.data);
    }
    expect((await request(port, DOCS_PATH)).headers["content-security-policy"]).toBe(DOCS_CSP);
    const bundle = `${DOCS_PATH}/swagger-ui-bundle.js`;
    const zipped = await request(port, bundle, { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).equals(await readFile(path.join(tree, DOCS_DIR, "swagger-ui-bundle.js")))).toBe(true);
    const other = await request(port, `${DOCS_PATH}/other.js`);
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body.toString("utf8"))).toMatchObject({ code: "route-not-found" });
    expect((await runtime.request(`${DOCS_PATH}/other.js`)).status).toBe(404);
  });

  it("answers CORS preflights, HEAD like GET, and other methods with 405 problem details", async () => {
    const pre = await request(port, "/v1/people/abraham", { method: "OPTIONS", headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "X-API-Key" } });
    expect(pre.status).toBe(204);
    expect(pre.headers["access-control-allow-origin"]).toBe("*");
    expect(pre.headers["access-control-allow-methods"]).toContain("GET");
    expect(String(pre.headers["access-control-allow-headers"])).toContain("X-API-Key");
    const get = await request(port, "/v1/people/abraham");
    const head = await request(port, "/v1/people/abraham", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    const post = await request(port, "/v1/people/abraham", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers["content-type"]).toBe("application/problem+json");
    expect(post.headers.allow).toContain("GET");
    expect(JSON.parse(post.body.toString("utf8"))).toMatchObject({ code: "method-not-allowed", status: 405 });
  });

  it("lists every file of the tree in the manifest, with its sha256", async () => {
    const entries = parseManifest(await readFile(path.join(tree, MANIFEST_FILE), "utf8"));
    const paths = new Set(entries.map((e) => e.path));
    for (const f of [...Object.values(HOSTING_FILES), "build-report.json", "v1/meta.json", "v1/people.json", "v1/people.json.gz", "v1/people.json.br"]) expect(paths.has(f), f).toBe(true);
    expect(paths.has(MANIFEST_FILE)).toBe(false);
    const listed = (await readdir(tree, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(tree, path.join(e.parentPath, e.name)))
      .filter((f) => f !== MANIFEST_FILE);
    expect([...paths].sort()).toEqual(listed.sort());
  });
});

/** Files the runtime serves as they are (lists are computed from the catalog instead), both over 1 KB. */
const GREEK = routeUrl("greekVerse", { osis: "Matt.1.1" });
const GREEK_FILE = "v1/greek/Matt.1.1.json";
const HEBREW = routeUrl("hebrewVerse", { osis: "Gen.1.1" });
const HEBREW_FILE = "v1/hebrew/Gen.1.1.json";

describe("the runtime over a tree with precompressed variants", () => {
  let tree: string;

  beforeAll(async () => {
    ({ tree } = await publishedSample());
  }, 180_000);

  /** The runtime over the tree, recording every read; the files in `missing` read as absent (the shared tree is never changed). */
  async function app(withCompressor: boolean, missing: readonly string[] = []): Promise<{ get: (url: string, ae?: string) => Promise<Response>; reads: string[] }> {
    const disk = folderData(tree);
    const reads: string[] = [];
    const data = { read: (rel: string) => (reads.push(rel), missing.includes(rel) ? Promise.resolve(undefined) : disk.read(rel)) };
    const store = await openStore("memory:");
    const key = (await issueKey(store, "variants@example.org", "free")).key;
    const a = createApp({ data, store, catalog: await loadCatalog(data), log: () => {}, ...(withCompressor ? { compress: nodeCompressor } : {}) });
    return { get: (url, ae) => Promise.resolve(a.request(url, { headers: { "X-API-Key": key, ...(ae === undefined ? {} : { "Accept-Encoding": ae }) } })), reads };
  }

  it("sends the tree's .br or .gz file as it is, read once, with or without a compressor", async () => {
    for (const withCompressor of [true, false]) {
      const { get, reads } = await app(withCompressor);
      const br = await get(GREEK, "br, gzip");
      expect(br.headers.get("Content-Encoding")).toBe("br");
      expect(Buffer.from(await br.arrayBuffer()).equals(await readFile(path.join(tree, `${GREEK_FILE}.br`)))).toBe(true);
      const gz = await get(GREEK, "gzip");
      expect(gz.headers.get("Content-Encoding")).toBe("gzip");
      expect(Buffer.from(await gz.arrayBuffer()).equals(await readFile(path.join(tree, `${GREEK_FILE}.gz`)))).toBe(true);
      await get(GREEK, "br");
      expect(reads.filter((r) => r.startsWith(GREEK_FILE))).toEqual([GREEK_FILE, `${GREEK_FILE}.br`, `${GREEK_FILE}.gz`]);
      const plain = await get(GREEK);
      expect(plain.headers.get("Content-Encoding")).toBeNull();
      expect(await plain.text()).toBe(await readFile(path.join(tree, GREEK_FILE), "utf8"));
    }
  });

  it("looks for a missing variant once, then compresses on the fly (or sends the body as it is without a compressor)", async () => {
    const missing = [`${HEBREW_FILE}.br`, `${HEBREW_FILE}.gz`];
    const withC = await app(true, missing);
    expect((await withC.get(HEBREW, "br")).headers.get("Content-Encoding")).toBe("br");
    expect((await withC.get(HEBREW, "br")).headers.get("Content-Encoding")).toBe("br");
    expect(withC.reads.filter((r) => r.startsWith(HEBREW_FILE))).toEqual([HEBREW_FILE, `${HEBREW_FILE}.br`]);
    const without = await app(false, missing);
    const res = await without.get(HEBREW, "br, gzip");
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toBe(await readFile(path.join(tree, HEBREW_FILE), "utf8"));
  });
});
