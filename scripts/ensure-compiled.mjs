#!/usr/bin/env node
// Compiles src/ to dist/ (tsconfig.build.json) when dist/ is missing or older than any source, so that
// `npm start` and the CLIs run plain JavaScript. Costs a few milliseconds when dist/ is current.
//
// The typed client, packages/client, is compiled the same way on its own (its tsconfig.json) to
// packages/client/dist/: JavaScript and declaration files, which its package.json `exports` name, so
// that an app imports it from plain Node like any published package (npm ci's `prepare` runs this).
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

function newest(dir) {
  let latest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

/** The modification time of a file, 0 when it is missing. */
function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Runs tsc on `project` when its stamp (the tsBuildInfoFile) is older than `sources`. The stamp is set
 * to when this compile started, so a source saved during it is compiled next time; after a failed
 * compile it is set to 0, so the next run compiles again.
 */
function compile(what, project, stamp, sources) {
  if (mtime(stamp) >= sources) return;
  const started = new Date();
  process.stderr.write(`compiling ${what} …\n`);
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, "-p", project], { stdio: "inherit" });
  if (r.status !== 0) {
    try {
      utimesSync(stamp, new Date(0), new Date(0));
    } catch {
      // no stamp was written: the next run compiles anyway
    }
    process.stderr.write(`compiling ${what} failed: fix the type errors above (npm run typecheck), then try again\n`);
    process.exit(r.status ?? 1);
  }
  utimesSync(stamp, started, started);
}

const stamp = path.join(root, "dist/.tsbuildinfo");
const rootConfigs = ["tsconfig.json", "tsconfig.build.json", "package-lock.json"].map((f) => mtime(path.join(root, f)));
compile("src/ to dist/", path.join(root, "tsconfig.build.json"), stamp, Math.max(newest(path.join(root, "src")), ...rootConfigs));

const client = path.join(root, "packages/client");
const clientConfigs = ["tsconfig.json", "package.json"].map((f) => mtime(path.join(client, f)));
compile("packages/client/src/ to packages/client/dist/", path.join(client, "tsconfig.json"), path.join(client, "dist/.tsbuildinfo"), Math.max(newest(path.join(client, "src")), ...clientConfigs, ...rootConfigs));

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
