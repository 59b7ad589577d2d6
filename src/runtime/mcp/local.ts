/**
 * The MCP server over a local tree, for stdio (`npm run mcp`): the same app as `npm start`, over the
 * folder, with an in-memory store holding one pro key that the tools' requests carry. Nothing is
 * listened on and nothing outlives the process; the pro key's allowance (10,000 tool calls per UTC
 * day) applies per process.
 */
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { createApp } from "../app.ts";
import { loadCatalog } from "../catalog.ts";
import { folderData } from "../data.ts";
import { issueKey } from "../keys.ts";
import { openStore } from "../store/index.ts";
import type { Store } from "../store/types.ts";
import { createMcpServer, handleMcpRequest } from "./server.ts";
import type { Dispatch } from "./tools.ts";

/** A local MCP server and what to release when done. */
export interface LocalMcp {
  readonly server: Server;
  /** Sends a request to the local app with the process's key (what the tools use). */
  readonly dispatch: Dispatch;
  close(): Promise<void>;
}

/** Builds the app over the tree at `dataDir` and an MCP server whose tools call it. */
export async function localMcp(dataDir: string): Promise<LocalMcp> {
  const data = folderData(dataDir);
  const store: Store = await openStore("memory:");
  const { key } = await issueKey(store, "local@localhost", "pro");
  const app = createApp({ data, store, catalog: loadCatalog(data), mcp: handleMcpRequest, log: (error) => process.stderr.write(`mcp: ${String(error)}\n`) });
  const dispatch: Dispatch = async (path, init = {}) => app.request(path, { method: init.method ?? "GET", body: init.body, headers: { ...init.headers, "X-API-Key": key } });
  return { server: createMcpServer(dispatch), dispatch, close: () => store.close() };
}
