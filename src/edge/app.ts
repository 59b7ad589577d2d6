/**
 * The app as the edge builds it from a Worker's bindings: the tree from static assets (`ASSETS`) or
 * an R2 bucket (`TREE`), the catalog loaded from that tree, and the D1 store (`DB`). No on-the-fly
 * compression: Cloudflare compresses responses on the way out.
 */
import type { Hono } from "hono";
import { createApp } from "../runtime/app.ts";
import { loadCatalog } from "../runtime/catalog.ts";
import type { DataSource } from "../runtime/data.ts";
import type { AppEnv } from "../runtime/middleware.ts";
import { openD1Store, type D1Like } from "../runtime/store/d1.ts";
import { assetsData, r2Data, type AssetsBinding, type R2BucketLike } from "./data.ts";

/** The Worker's bindings, as configured in deploy/wrangler.toml. */
export interface Env {
  /** The static assets (the `dist-api/` tree). */
  readonly ASSETS?: AssetsBinding;
  /** An R2 bucket holding the tree under the same paths; used instead of `ASSETS` when bound. */
  readonly TREE?: R2BucketLike;
  /** The D1 database of keys and usage. */
  readonly DB: D1Like;
}

/** How many file bodies an isolate keeps in memory (Workers have 128 MB, shared with the catalog). */
export const EDGE_CACHE_ENTRIES = 2_000;

/** Builds the app from the bindings; rejects when a binding is missing or the tree has no catalog. */
export async function createEdgeApp(env: Env, log: (error: unknown) => void = console.error): Promise<Hono<AppEnv>> {
  let data: DataSource;
  if (env.TREE !== undefined) data = r2Data(env.TREE);
  else if (env.ASSETS !== undefined) data = assetsData(env.ASSETS);
  else throw new Error("neither an ASSETS nor a TREE binding is configured");
  if (env.DB === undefined) throw new Error("no DB (D1) binding is configured");
  // The full-text index (14 MB on the full data) is read on the first text search, not at every isolate start.
  const catalog = await loadCatalog(data, { preloadText: false });
  return createApp({ data, catalog, store: openD1Store(env.DB), cacheEntries: EDGE_CACHE_ENTRIES, log });
}
