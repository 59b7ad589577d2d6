/**
 * Opens the store named by one setting, `STORE_URL`:
 *
 * | `STORE_URL`                         | driver                                         |
 * |-------------------------------------|------------------------------------------------|
 * | unset or empty                      | SQLite, `data/store.sqlite` under the project  |
 * | `sqlite:/path/file.sqlite`, `sqlite:///path/file.sqlite`, `file:…` | SQLite at that path (relative to the working folder) |
 * | `redis://[:pw@]host:port[/db]`, `rediss://…` | Redis                                 |
 * | `redis-cluster://[:pw@]host:port,host:port,…` | Redis Cluster (seed nodes)           |
 * | `memory:`                           | in-process memory (nothing persisted)          |
 *
 * The drivers are loaded on demand, so using one does not load the others' native modules.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Store } from "./types.ts";
import { PROJECT_ROOT } from "../../paths.ts";

export type { ConsumeResult, KeyInfo, KeyStore, NewKey, Store, UsageStore } from "./types.ts";

/** The project's root folder. */

/** The SQLite file used when `STORE_URL` is not set. */
export const DEFAULT_SQLITE_FILE = path.join(PROJECT_ROOT, "data", "store.sqlite");

/** Which driver a `STORE_URL` names, and where. */
export type StoreConfig =
  | { driver: "sqlite"; file: string }
  | { driver: "redis"; url: string }
  | { driver: "memory" };

/** Parses a `STORE_URL` value (see the module comment). Throws on an unsupported value. */
export function parseStoreUrl(url: string | undefined): StoreConfig {
  const value = url?.trim() ?? "";
  if (value === "") return { driver: "sqlite", file: DEFAULT_SQLITE_FILE };
  if (value === "memory:" || value === "memory://") return { driver: "memory" };
  if (/^(rediss?|redis-cluster):\/\//i.test(value)) return { driver: "redis", url: value };
  if (/^file:/i.test(value)) {
    const file = value.startsWith("file://") ? fileURLToPath(value) : value.slice("file:".length);
    return sqliteAt(file, url!);
  }
  if (/^sqlite:/i.test(value)) {
    const rest = value.slice("sqlite:".length);
    return sqliteAt(rest.startsWith("//") ? rest.slice(2) : rest, url!);
  }
  throw new Error(
    `unsupported STORE_URL ${JSON.stringify(value.replace(/\/\/[^@/]*@/, "//***@"))}: ` +
      "use sqlite:/path/file.sqlite, file:/path/file.sqlite, redis://host:port, redis-cluster://host:port,host:port or memory:",
  );
}

function sqliteAt(file: string, original: string): StoreConfig {
  if (file === "") throw new Error(`STORE_URL ${JSON.stringify(original)} names no file`);
  return { driver: "sqlite", file: path.resolve(file) };
}

/**
 * Opens the store named by `url`, by default the `STORE_URL` environment variable. A Redis store
 * is returned once the server answers, so a wrong address fails here rather than on a request.
 */
export async function openStore(url: string | undefined = process.env.STORE_URL): Promise<Store> {
  const config = parseStoreUrl(url);
  switch (config.driver) {
    case "memory": {
      const { openMemoryStore } = await import("./memory.ts");
      return openMemoryStore();
    }
    case "sqlite": {
      const { openSqliteStore } = await import("./sqlite.ts");
      return openSqliteStore(config.file);
    }
    case "redis": {
      const { openRedisStore } = await import("./redis.ts");
      return openRedisStore(config.url);
    }
  }
}
