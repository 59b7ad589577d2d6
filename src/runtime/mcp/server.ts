/**
 * The MCP server (official SDK, `@modelcontextprotocol/sdk`): the tools of `tools.ts` behind the
 * protocol, over streamable HTTP beside the API (`POST /v1/mcp`, stateless, JSON responses) or over
 * stdio (`npm run mcp`, see `src/cli/mcp.ts`). Either way each tool call is a request to the app.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { callTool, toolDefinitions, type Dispatch } from "./tools.ts";

/** The server's name and version as MCP clients see them. */
export const MCP_SERVER_INFO = { name: "bible-reference-api", version: "0.1.0" } as const;

const INSTRUCTIONS =
  "Biblical reference data: people, places, events, groups, Easton's dictionary, Nave's topics, verses and their KJV and WEB text, cross-references, Strong's entries and Greek/Hebrew words. To answer a question about someone or somewhere, find the slug with search_names, then read the record with get_person, get_place and the like; family ties and places in a record are slugs you can look up in turn. Verses are OSIS references such as Ruth.4.13. To read what a passage says, use get_passage with the reference as people write it (John 3:16, Ps 23); to find where the Bible says something, search_text. For study: word_study gives what is known of one Hebrew or Greek word by its Strong's number (get_concordance every verse of it, get_interlinear a verse word by word); get_ancestors, get_descendants and get_kinship_path answer family questions; get_timeline places events and people by year; get_nearest_places, find_places_near and find_places_in_box answer map questions. Arguments are checked against each tool's input schema: give numbers as JSON numbers.";

/** An MCP server whose tools call the API through `dispatch`. */
export function createMcpServer(dispatch: Dispatch): Server {
  const server = new Server(MCP_SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolDefinitions() }));
  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(request.params.name, request.params.arguments, dispatch));
  return server;
}

/**
 * Answers one streamable-HTTP request (stateless: a fresh server and transport per request, JSON
 * responses rather than an event stream, so nothing outlives the request).
 */
export async function handleMcpRequest(request: Request, dispatch: Dispatch): Promise<Response> {
  const server = createMcpServer(dispatch);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
