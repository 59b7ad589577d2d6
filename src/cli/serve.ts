/**
 * `npm start`: serves the keyed API on `PORT` (default 8787) and `HOST` (default 127.0.0.1) from
 * `DATA_DIR` (default `dist-api/`), with the store chosen by `STORE_URL` (SQLite under `data/` by
 * default, `redis://…` for many instances). Prints where the API and its docs page are; stops cleanly
 * on SIGINT/SIGTERM: stops accepting connections, lets in-flight requests finish (at most
 * `SHUTDOWN_TIMEOUT_MS`), commits pending counts, exits 0. Timeouts and a connection limit bound slow and
 * idle clients (`src/runtime/node/limits.ts`). A wrong setting (port in use, bad `STORE_URL`, no built
 * tree) ends it with one line that says what to do. `WORKERS=n` (or `auto`) runs n server processes
 * on the one port (`src/runtime/node/workers.ts`).
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { referenceParser } from "../core/references.ts";
import { createApp } from "../runtime/app.ts";
import { loadCatalog, type Catalog } from "../runtime/catalog.ts";
import { folderData } from "../runtime/data.ts";
import { nodeCompressor } from "../runtime/node/compress.ts";
import { LIMIT_SETTINGS, serverLimits, type ServerLimits } from "../runtime/node/limits.ts";
import { isWorker, onPrimaryStop, parseWorkers, reportListening, runPrimary } from "../runtime/node/workers.ts";
import { openStore, parseStoreUrl } from "../runtime/store/index.ts";
import { OUT_DIR } from "../paths.ts";
import { CliError, EXIT_USAGE, parseCommand, runCommand } from "./command.ts";

/** How long after listening the catalog and the reference parser start loading if no request has needed them yet, ms. */
const CATALOG_DELAY_MS = 200;

const INFO = {
  name: "serve",
  usage: `usage: npm start

Serves the keyed /v1 API. Settings come from the environment:
  PORT       port to listen on (default 8787; 0 picks a free one)
  HOST       address to listen on (default 127.0.0.1)
  DATA_DIR   the built tree to serve (default dist-api/, made by npm run build-data)
  STORE_URL  keys and usage: unset (data/store.sqlite), sqlite:/path/file.sqlite, redis://host:port or memory:
  WORKERS    server processes sharing the port (default 1; auto: one per core; not with memory:)
Limits for slow and idle clients and for stopping (defaults in brackets):
${Object.values(LIMIT_SETTINGS).map((l) => `  ${l.env} [${l.default}]`).join("\n")}
Create a key with: npm run keys -- create --email you@example.org`,
};

async function main(): Promise<void> {
  if (parseCommand(INFO, process.argv.slice(2), {}) === undefined) {
    process.stdout.write(`${INFO.usage}\n`);
    return;
  }
  const port = Number(process.env.PORT ?? 8787);
  const host = process.env.HOST ?? "127.0.0.1";
  if (process.env.PORT?.trim() === "" || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new CliError(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`, EXIT_USAGE);
  }
  const dataDir = path.resolve(process.env.DATA_DIR ?? OUT_DIR);
  if (!existsSync(path.join(dataDir, "_index"))) {
    throw new CliError(
      existsSync(dataDir)
        ? `${dataDir} is not a built API tree (it has no _index/): run npm run build-data, or set DATA_DIR to the folder it wrote`
        : `${dataDir} does not exist: run npm run build-data first, or set DATA_DIR to a built tree`,
    );
  }
  let limits: ServerLimits;
  let workers: number;
  try {
    const storeConfig = parseStoreUrl(process.env.STORE_URL);
    limits = serverLimits(process.env);
    workers = parseWorkers(process.env.WORKERS, availableParallelism());
    if (workers > 1 && storeConfig.driver === "memory") throw new Error("STORE_URL=memory: keeps the counts inside one process: with WORKERS above 1 use SQLite (the default) or Redis");
  } catch (error) {
    throw new CliError((error as Error).message, EXIT_USAGE);
  }
  if (workers > 1 && !isWorker()) {
    runPrimary(workers);
    return;
  }

  const data = folderData(dataDir);
  // The catalog (the tree's _index files) is loaded after the server listens, so that requests that
  // need none (/v1/meta, verses, the docs) are answered at once: it starts with the first request
  // that needs it, or CATALOG_DELAY_MS after listening, whichever comes first (its JSON parsing
  // would otherwise hold up the first requests). A tree whose catalog cannot be loaded stops the
  // server with one line. The semantic index, the largest part, is read and checked after the rest.
  let loading: Promise<Catalog> | undefined;
  const catalog = (): Promise<Catalog> => {
    if (loading !== undefined) return loading;
    loading = loadCatalog(data, { preloadSemantic: false });
    loading
      .then((c) => c.semantic?.get())
      .catch((error: unknown) => {
        process.stderr.write(`serve: cannot serve ${dataDir}: ${(error as Error).message}\n`);
        process.exit(1);
      });
    return loading;
  };
  const store = await openStore().catch((error: unknown) => {
    throw new CliError(`cannot open the store (STORE_URL=${process.env.STORE_URL ?? "unset: data/store.sqlite"}): ${(error as Error).message}. Start it, or fix STORE_URL`);
  });
  // The MCP server (and its SDK) loads with the first POST /v1/mcp, not at start-up.
  const app = createApp({ data, store, catalog, compress: nodeCompressor, mcp: async (request, dispatch) => (await import("../runtime/mcp/server.ts")).handleMcpRequest(request, dispatch) });

  await new Promise<void>((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname: host,
        serverOptions: {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: limits.checkIntervalMs,
        },
      },
      (info) => {
        const base = `http://${host.includes(":") ? `[${host}]` : host}:${info.port}`;
        const line = `listening on ${base}/v1 (data: ${dataDir}, store: ${store.driver})\ndocs: ${base}/docs\n`;
        if (isWorker()) reportListening(line);
        else process.stdout.write(line);
        setTimeout(() => {
          void catalog();
          // Only typed references need it: a parser that cannot load fails those requests, not the server.
          referenceParser().catch((error: unknown) => process.stderr.write(`the reference parser did not load: ${(error as Error).message}\n`));
        }, CATALOG_DELAY_MS).unref();
        resolve();
      },
    );
    (server as { maxConnections?: number }).maxConnections = limits.maxConnections;
    server.once("error", (error: NodeJS.ErrnoException) => {
      void store.close();
      if (error.code === "EADDRINUSE") reject(new CliError(`port ${port} on ${host} is in use: stop the other server, or set PORT to a free port`));
      else if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") reject(new CliError(`cannot listen on HOST=${host}: use an address of this machine, e.g. 127.0.0.1 or 0.0.0.0`));
      else if (error.code === "EACCES") reject(new CliError(`not allowed to listen on port ${port}: use a port above 1023, or run with the rights to bind it`));
      else reject(error);
    });
    let stopping = false;
    const stop = (signal: NodeJS.Signals, fromPrimary = false): void => {
      if (stopping && fromPrimary) return;
      if (stopping) {
        process.stderr.write(`serve: ${signal} again: exiting at once\n`);
        process.exit(1);
      }
      stopping = true;
      const started = performance.now();
      process.stderr.write(`serve: ${signal}: finishing in-flight requests (at most ${limits.shutdownTimeoutMs} ms), then closing the store\n`);
      const force = setTimeout(() => {
        process.stderr.write(`serve: requests still open after ${limits.shutdownTimeoutMs} ms: closing them\n`);
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }, limits.shutdownTimeoutMs);
      force.unref();
      const idle = setInterval(() => (server as { closeIdleConnections?: () => void }).closeIdleConnections?.(), 50);
      server.close(() => {
        clearTimeout(force);
        clearInterval(idle);
        void store.close().then(
          () => {
            process.stderr.write(`serve: stopped in ${Math.round(performance.now() - started)} ms; every answered request is counted\n`);
            process.exit(0);
          },
          (error: unknown) => {
            process.stderr.write(`serve: could not close the store cleanly: ${(error as Error).message}\n`);
            process.exit(1);
          },
        );
      });
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    // A worker also stops when its primary asks (the primary got the signal) or goes away.
    if (isWorker()) onPrimaryStop((signal) => stop(signal, true));
  });
}

// No top-level await: `npm start` runs this file bundled as CommonJS (`dist/serve.cjs`, see
// scripts/ensure-compiled.mjs), which a single file loads faster than Node's ESM loader loads the modules.
void runCommand(INFO, main).then((code) => {
  if (code !== 0) process.exit(code);
});
