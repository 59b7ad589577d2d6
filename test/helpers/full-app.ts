/**
 * The real app over the full tree, for full-data HTTP tests: an in-memory store and one key of the
 * tier asked for. Call only when `haveMirror` (see `full-tree.ts`).
 */
import { createApp } from "../../src/runtime/app.ts";
import { loadCatalog } from "../../src/runtime/catalog.ts";
import { folderData } from "../../src/runtime/data.ts";
import { issueKey } from "../../src/runtime/keys.ts";
import { openStore } from "../../src/runtime/store/index.ts";
import type { Store } from "../../src/runtime/store/types.ts";
import { fullTree } from "./full-tree.ts";

/** An app over the full tree (or `dir`), its store (close it after the tests) and a key of `tier`. */
export async function fullDataApp(tier: "free" | "pro", dir?: string): Promise<{ app: ReturnType<typeof createApp>; store: Store; key: string }> {
  const data = folderData(dir ?? (await fullTree()));
  const store = await openStore("memory:");
  const key = (await issueKey(store, "reader@example.org", tier)).key;
  return { app: createApp({ data, store, catalog: await loadCatalog(data, { preloadSemantic: false }), log: () => {} }), store, key };
}
