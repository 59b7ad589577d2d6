/**
 * `npm start`: serves the keyed API on `PORT` (default 8787) from `DATA_DIR` (default `dist-api/`),
 * with the store chosen by `STORE_URL` (SQLite under `data/` by default, `redis://…` for many
 * instances). Stops cleanly on SIGINT/SIGTERM.
 */
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../runtime/app.ts";
import { loadCatalog } from "../runtime/catalog.ts";
import { folderData } from "../runtime/data.ts";
import { nodeCompressor } from "../runtime/node/compress.ts";
import { openStore } from "../runtime/store/index.ts";
import { OUT_DIR } from "../paths.ts";

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = path.resolve(process.env.DATA_DIR ?? OUT_DIR);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`PORT must be a port number, got ${process.env.PORT}\n`);
  process.exit(2);
}

const data = folderData(dataDir);
let catalog;
try {
  catalog = await loadCatalog(data);
} catch (error) {
  process.stderr.write(`Cannot serve ${dataDir}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const store = await openStore();
const app = createApp({ data, store, catalog, compress: nodeCompressor });
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  process.stdout.write(`listening on http://${host}:${info.port} (data: ${dataDir}, store: ${store.driver})\n`);
});

const stop = (): void => {
  server.close(() => {
    void store.close().then(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
