#!/usr/bin/env node
/**
 * `npm run mcp [-- --data-dir <dir>]` (or the `bible-reference-mcp` bin): the MCP server over stdio,
 * reading a built tree (default `DATA_DIR`, else `dist-api/`), for AI assistants that start their
 * tools as local processes. Logs go to stderr; stdout carries the protocol only.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { localMcp } from "../runtime/mcp/local.ts";
import { OUT_DIR } from "../paths.ts";
import { CliError, parseCommand, runCommand } from "./command.ts";

const INFO = {
  name: "mcp",
  usage: `usage: npm run mcp [-- --data-dir <dir>]

Runs the MCP server over stdio on a built tree (npm run build-data), for AI assistants, e.g. in a
client's configuration: { "command": "npm", "args": ["run", "--silent", "mcp"] }, or
{ "command": "node", "args": ["<project>/dist/cli/mcp.js", "--data-dir", "<tree>"] }.
  --data-dir <dir>  the tree to read (default: DATA_DIR, else dist-api/)`,
};

const code = await runCommand(INFO, async () => {
  const parsed = parseCommand(INFO, process.argv.slice(2), { "data-dir": { type: "string" } });
  if (parsed === undefined) {
    process.stdout.write(`${INFO.usage}\n`);
    return;
  }
  const dataDir = path.resolve(parsed.values["data-dir"] ?? process.env.DATA_DIR ?? OUT_DIR);
  if (!existsSync(path.join(dataDir, "_index"))) throw new CliError(`${dataDir} is not a built API tree (no _index/): run npm run build-data, or pass --data-dir <tree>`);
  const mcp = await localMcp(dataDir);
  const transport = new StdioServerTransport();
  transport.onclose = () => void mcp.close();
  await mcp.server.connect(transport);
  process.stderr.write(`mcp: serving ${dataDir} over stdio\n`);
});
if (code !== 0) process.exit(code);
