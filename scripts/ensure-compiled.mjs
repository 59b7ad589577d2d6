#!/usr/bin/env node
// Compiles src/ to dist/ (tsconfig.build.json) when dist/ is missing or older than any source, so that
// `npm start` and the CLIs run plain JavaScript. Costs a few milliseconds when dist/ is current.
//
// The server `npm start` runs is then bundled into one CommonJS file, dist/serve.cjs (esbuild, from
// dist/cli/serve.js): Node 20 loads one file with require() in about two thirds of the CPU time its
// ESM loader takes to read, link and evaluate the same code as ~90 modules (measured with a CPU
// profile up to "listening"; `npm run bench:serve` gives the start-up figure). The native and
// on-demand store drivers (better-sqlite3, ioredis) and the MCP server stay outside and load when
// they are first needed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist/.tsbuildinfo");

function newest(dir) {
  let latest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

let built = 0;
try {
  built = statSync(stamp).mtimeMs;
} catch {
  built = 0;
}
const sources = Math.max(newest(path.join(root, "src")), ...["tsconfig.json", "tsconfig.build.json", "package-lock.json"].map((f) => statSync(path.join(root, f)).mtimeMs));
if (built < sources) {
  // The stamp is set to when this compile started, so a source saved during it is compiled next time;
  // after a failed compile it is set to 0, so the next run compiles again.
  const started = new Date();
  process.stderr.write("compiling src/ to dist/ …\n");
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, "-p", path.join(root, "tsconfig.build.json")], { stdio: "inherit" });
  if (r.status !== 0) {
    try {
      utimesSync(stamp, new Date(0), new Date(0));
    } catch {
      // no stamp was written: the next run compiles anyway
    }
    process.stderr.write("compiling failed: fix the type errors above (npm run typecheck), then try again\n");
    process.exit(r.status ?? 1);
  }
  utimesSync(stamp, started, started);
}

const bundle = path.join(root, "dist/serve.cjs");
if (!existsSync(bundle) || statSync(bundle).mtimeMs < statSync(stamp).mtimeMs) {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(root, "dist/cli/serve.js")],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    sourcemap: true,
    logLevel: "error",
    // The reference parser stays a package the server imports on first use (src/core/references.ts):
    // bundled, its 280 KB would be compiled at every start-up.
    external: ["better-sqlite3", "ioredis", "bible-passage-reference-parser"],
    // The MCP server (the SDK and its schema library: most of the bundle's size otherwise) stays a
    // separate ES module that the server imports with the first POST /v1/mcp.
    plugins: [
      {
        name: "mcp-on-demand",
        setup(b) {
          b.onResolve({ filter: /\/runtime\/mcp\/server\.js$/ }, () => ({ path: "./runtime/mcp/server.js", external: true }));
        },
      },
      // The server speaks HTTP/1.1 only (`serve()` with node:http's createServer), but
      // @hono/node-server imports node:http2 for its `instanceof Http2ServerRequest` checks, and
      // loading node:http2 took about 5 ms of the start-up (Node's code cache for its built-in
      // modules does not apply under the server's V8 flags, src/cli/node-flags.ts). Its import there
      // gets a class no request is an instance of, which is exactly true for an HTTP/1.1 server.
      {
        name: "http1-only",
        setup(b) {
          b.onResolve({ filter: /^(node:)?http2$/ }, (args) => (/[\\/]@hono[\\/]node-server[\\/]/.test(args.importer) ? { path: "http2-absent", namespace: "http1-only" } : undefined));
          b.onLoad({ filter: /.*/, namespace: "http1-only" }, () => ({
            contents: "export class Http2ServerRequest {}\nexport const constants = { NGHTTP2_NO_ERROR: 0 };\n",
            loader: "js",
          }));
        },
      },
    ],
    // dist/serve.cjs sits where dist/paths.js does, so `import.meta.dirname` (the project root is
    // found from it) means the same folder.
    define: { "import.meta.dirname": "__dirname", "import.meta.url": "__import_meta_url" },
    banner: { js: 'const __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
  });
}
