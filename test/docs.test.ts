/**
 * The documentation page at /docs: served by the runtime without a key from the tree's `docs/`
 * (Swagger UI bundled locally, no external URL), and rendered in headless Debian Chromium through
 * playwright-core: it loads, lists every operation of the OpenAPI document, and makes no request
 * beyond 127.0.0.1. Screenshots are kept in test-artifacts/: docs.png (the page) and
 * docs-operation.png (one operation opened, with its response schema).
 *
 * Needs Debian's `chromium` (`bash scripts/install-test-deps.sh`): without it the browser test fails
 * when CI is set and is skipped otherwise.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../src/paths.ts";
import { createApp } from "../src/runtime/app.ts";
import { loadCatalog } from "../src/runtime/catalog.ts";
import { folderData } from "../src/runtime/data.ts";
import { issueKey } from "../src/runtime/keys.ts";
import { utcDay } from "../src/core/calendar.ts";
import { openStore } from "../src/runtime/store/index.ts";
import type { Store } from "../src/runtime/store/types.ts";
import { DOCS_DIR, DOCS_FILES, DOCS_PATH, OPENAPI_FILE, ROUTES } from "../src/contract/routes.ts";
import { sampleTreeDir } from "./helpers/full-tree.ts";

const CHROMIUM = "/usr/bin/chromium";
const ARTIFACTS = path.join(PROJECT_ROOT, "test-artifacts");
const SCREENSHOT = path.join(ARTIFACTS, "docs.png");
const OPERATION_SCREENSHOT = path.join(ARTIFACTS, "docs-operation.png");

let work: string;
let tree: string;
let app: ReturnType<typeof createApp>;
let store: Store;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "bra-docs-"));
  tree = await sampleTreeDir();
  const data = folderData(tree);
  store = await openStore("memory:");
  app = createApp({ data, store, catalog: await loadCatalog(data), log: () => {} });
}, 180_000);

afterAll(async () => {
  await store?.close();
  if (work !== undefined) await rm(work, { recursive: true, force: true });
});

/** The OpenAPI document of the built tree. */
async function openApiDocument(): Promise<{ paths: Record<string, Record<string, unknown>> }> {
  return JSON.parse(await readFile(path.join(tree, OPENAPI_FILE), "utf8"));
}

describe("the docs files in the tree", () => {
  it("are the page, its script and Swagger UI's assets, with no external URL and no online validator", async () => {
    for (const f of DOCS_FILES) expect(existsSync(path.join(tree, DOCS_DIR, f)), f).toBe(true);
    const html = await readFile(path.join(tree, DOCS_DIR, "index.html"), "utf8");
    const script = await readFile(path.join(tree, DOCS_DIR, "docs.js"), "utf8");
    for (const text of [html, script]) expect(text).not.toMatch(/(https?:)?\/\/[a-z0-9]/i);
    const sources = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(sources.sort()).toEqual(["data:,", `${DOCS_PATH}/docs.js`, `${DOCS_PATH}/swagger-ui-bundle.js`, `${DOCS_PATH}/swagger-ui.css`].sort());
    expect(script).toContain("validatorUrl: null");
    // The key given to Authorize is kept across reloads (Swagger UI keeps it in local storage).
    expect(script).toContain("persistAuthorization: true");
    expect(script).toContain(JSON.stringify(ROUTES.openapi));
    const bundled = await readFile(path.join(tree, DOCS_DIR, "swagger-ui-bundle.js"));
    expect(bundled.equals(await readFile(path.join(PROJECT_ROOT, "node_modules/swagger-ui-dist/swagger-ui-bundle.js")))).toBe(true);
  });
});

describe("the runtime serves /docs", () => {
  it("without a key and without counting, each file with its content type", async () => {
    const key = await issueKey(store, "docs@example.org", "free");
    const types: Record<string, RegExp> = { html: /^text\/html/, css: /^text\/css/, js: /^text\/javascript/ };
    for (const [url, file] of [[DOCS_PATH, "index.html"], [`${DOCS_PATH}/`, "index.html"], ...DOCS_FILES.map((f) => [`${DOCS_PATH}/${f}`, f])] as const) {
      for (const headers of [{}, { "X-API-Key": key.key }] as Record<string, string>[]) {
        const res = await app.request(url, { headers });
        expect(res.status, url).toBe(200);
        expect(res.headers.get("Content-Type"), url).toMatch(types[file.split(".").pop() ?? ""] ?? /^$/);
        expect(res.headers.get("Access-Control-Allow-Origin"), url).toBe("*");
        expect(res.headers.get("RateLimit"), url).toBeNull();
        expect(Buffer.from(await res.arrayBuffer()).equals(await readFile(path.join(tree, DOCS_DIR, file))), url).toBe(true);
      }
    }
    const page = await app.request(DOCS_PATH);
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
    expect(await store.used(key.info.id, utcDay(new Date()))).toBe(0);
  });

  it("refuses other files and methods", async () => {
    for (const url of [`${DOCS_PATH}/index.css`, `${DOCS_PATH}/..%2Fv1%2Fmeta.json`, `${DOCS_PATH}/swagger-ui-bundle.js.map`, `${DOCS_PATH}/a/b`]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("Content-Type"), url).toMatch(/^application\/problem\+json/);
    }
    const post = await app.request(DOCS_PATH, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
  });
});

const haveChromium = existsSync(CHROMIUM);

describe.runIf(haveChromium || process.env.CI)("the docs page in headless Chromium", () => {
  let server: ServerType | undefined;
  let browser: Browser | undefined;
  let base = "";

  beforeAll(async () => {
    if (!haveChromium) throw new Error(`${CHROMIUM} is missing: run \`bash scripts/install-test-deps.sh\``);
    const info = await new Promise<AddressInfo>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, resolve);
    });
    base = `http://127.0.0.1:${info.port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  });

  it("loads, lists every operation of the document, and requests nothing beyond 127.0.0.1", { timeout: 90_000 }, async () => {
    const doc = await openApiDocument();
    const expected = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`)).sort();
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    const requests: string[] = [];
    const problems: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));

    const res = await page.goto(`${base}${DOCS_PATH}`, { waitUntil: "load" });
    expect(res?.status()).toBe(200);
    const blocks = page.locator(".opblock");
    await blocks.nth(expected.length - 1).waitFor({ timeout: 60_000 });

    const listed: string[] = [];
    for (let i = 0; i < (await blocks.count()); i++) {
      const block = blocks.nth(i);
      const method = (await block.locator(".opblock-summary-method").innerText()).trim();
      const p = await block.locator(".opblock-summary-path").getAttribute("data-path");
      listed.push(`${method.toUpperCase()} ${p}`);
    }
    expect(listed.sort()).toEqual(expected);
    await expect(page.locator(".info .title").innerText()).resolves.toContain("Bible reference API");
    await expect(page.getByText("quota-exceeded").count()).resolves.toBeGreaterThan(0);

    // Authorize is on the first screen, above the description's tables.
    const authorize = await page.locator(".btn.authorize").boundingBox();
    const firstTable = await page.locator(".info table").first().boundingBox();
    expect(authorize).not.toBeNull();
    expect(authorize!.y + authorize!.height).toBeLessThan(900);
    expect(authorize!.y).toBeLessThan(firstTable!.y);

    await mkdir(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });

    const person = page.locator("#operations-People-getPerson");
    await person.locator(".opblock-summary").click();
    await person.locator(".responses-wrapper").waitFor({ timeout: 30_000 });
    await person.getByRole("tab", { name: "Schema" }).first().click();
    await expect(person.locator(".model-box").first().innerText()).resolves.toMatch(/person\.item|data/);
    await person.screenshot({ path: OPERATION_SCREENSHOT });
    expect(await page.locator(".errors-wrapper").count()).toBe(0);
    expect(await page.getByText(/could not resolve/i).count()).toBe(0);

    // A key given to Authorize is still there after a reload.
    await page.locator(".btn.authorize").click();
    await page.locator(".auth-container input").fill("bra_kept_across_reloads");
    await page.locator(".auth-btn-wrapper .authorize").click();
    await page.locator(".btn-done").click();
    await page.reload({ waitUntil: "load" });
    await page.locator(".btn.authorize.locked").waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem("authorized"))).toContain("bra_kept_across_reloads");
    await page.close();

    expect(requests.length).toBeGreaterThanOrEqual(4);
    expect(requests).toContain(`${base}${ROUTES.openapi}`);
    expect(requests.filter((u) => !u.startsWith(`${base}/`) && !u.startsWith("data:"))).toEqual([]);
    expect(problems).toEqual([]);
    expect((await readFile(SCREENSHOT)).subarray(1, 4).toString()).toBe("PNG");
  });
});
