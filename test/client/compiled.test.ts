/**
 * The typed client as an app installs it: `scripts/ensure-compiled.mjs` (what `npm ci`'s `prepare`
 * runs) compiles `packages/client` to `dist/` (.js and .d.ts), and a folder outside the project whose
 * `node_modules/@bible-reference-api/client` is the package imports it by name, through its
 * `exports`: plain Node runs an `.mjs` file that calls the real app on a real server (a record, a
 * list walked page by page, a 404 thrown as a `BibleApiError`), and tsc type-checks a `.ts` file
 * against the declaration files, not the sources.
 */
import { execFile, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { sampleApp, type SampleApp } from "../helpers/sample-app.ts";

const run = promisify(execFile);
const PACKAGE = path.join(PROJECT_ROOT, "packages/client");

let sample: SampleApp;
let server: ServerType;
let base: string;
let app: string;

beforeAll(async () => {
  const compiled = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "scripts/ensure-compiled.mjs")], { encoding: "utf8" });
  expect(compiled.status, compiled.stderr).toBe(0);
  sample = await sampleApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: sample.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await mkdtemp(path.join(tmpdir(), "bra-client-app-"));
  await mkdir(path.join(app, "node_modules/@bible-reference-api"), { recursive: true });
  await symlink(PACKAGE, path.join(app, "node_modules/@bible-reference-api/client"), "dir");
  await writeFile(path.join(app, "package.json"), JSON.stringify({ name: "an-app", private: true, type: "module" }));
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await sample?.store.close();
  if (app !== undefined) await rm(app, { recursive: true, force: true });
});

describe("the compiled client package", () => {
  it("is JavaScript and declaration files under dist/, which its exports name", async () => {
    const manifest = JSON.parse(await readFile(path.join(PACKAGE, "package.json"), "utf8"));
    expect(manifest.exports).toEqual({ ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } });
    for (const f of ["index.js", "index.d.ts", "errors.js", "pages.js", "retry.js", "api.d.ts"]) expect(existsSync(path.join(PACKAGE, "dist", f)), f).toBe(true);
    const git = spawnSync("git", ["check-ignore", "-q", "packages/client/dist/index.js"], { cwd: PROJECT_ROOT });
    expect(git.status, "packages/client/dist/ is git-ignored").toBe(0);
  });

  it("plain Node imports it by name from an .mjs file and calls the real app", async () => {
    await writeFile(
      path.join(app, "main.mjs"),
      `import { BibleApiError, createBibleClient, unwrap } from "@bible-reference-api/client";

const api = createBibleClient({ baseUrl: process.env.API_URL, apiKey: process.env.API_KEY });
const abraham = unwrap(await api.GET("/v1/people/{slug}", { params: { path: { slug: "abraham" } } })).data;
const people = [];
for await (const person of api.all("/v1/people", { params: { query: { limit: 2 } } }, { maxItems: 5 })) people.push(person.slug);
let missing;
try {
  unwrap(await api.GET("/v1/people/{slug}", { params: { path: { slug: "nobody-at-all" } } }));
} catch (e) {
  missing = { typed: e instanceof BibleApiError, status: e.status, code: e.code, title: e.title };
}
console.log(JSON.stringify({ name: abraham.name, children: abraham.children, people, missing }));
`,
    );
    const { stdout } = await run(process.execPath, ["main.mjs"], { cwd: app, env: { ...process.env, API_URL: base, API_KEY: sample.keys.free.key } });
    const out = JSON.parse(stdout);
    expect(out.name).toBe("Abraham");
    expect(out.children).toEqual(expect.arrayContaining(["isaac", "ishmael"]));
    expect(out.people).toHaveLength(5);
    expect(new Set(out.people).size).toBe(5);
    expect(out.missing).toEqual({ typed: true, status: 404, code: "not-found", title: "Resource not found" });
  });

  it("TypeScript reads its types from dist/*.d.ts, and they catch a wrong field", async () => {
    await writeFile(
      path.join(app, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", lib: ["ES2023", "DOM"], types: [], strict: true, noEmit: true }, include: ["main.ts"] }),
    );
    const source = (field: string): string => `import { createBibleClient, unwrap, type ListItem } from "@bible-reference-api/client";

const api = createBibleClient({ baseUrl: "http://localhost:8787", apiKey: "bra_…" });
const ruth: string = unwrap(await api.GET("/v1/people/{slug}", { params: { path: { slug: "ruth" } } })).data.${field};
const first: ListItem<"/v1/places"> | undefined = (await api.pages("/v1/places").next()).value?.data[0];
export { ruth, first };
`;
    const tsc = path.join(PROJECT_ROOT, "node_modules/typescript/bin/tsc");
    await writeFile(path.join(app, "main.ts"), source("name"));
    const good = spawnSync(process.execPath, [tsc, "-p", app, "--listFiles"], { encoding: "utf8" });
    expect(good.status, good.stdout).toBe(0);
    const files = good.stdout.split("\n").map((f) => path.resolve(f.trim()));
    expect(files).toContain(path.join(PACKAGE, "dist/index.d.ts"));
    expect(files).toContain(path.join(PACKAGE, "dist/api.d.ts"));
    expect(files.some((f) => f.startsWith(path.join(PACKAGE, "src")))).toBe(false);
    await writeFile(path.join(app, "main.ts"), source("nmae"));
    const bad = spawnSync(process.execPath, [tsc, "-p", app], { encoding: "utf8" });
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toContain("Property 'nmae' does not exist");
  });
});
