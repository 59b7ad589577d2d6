/**
 * `npm run gen:client [-- --check]`: generates the typed client's types (`packages/client/src/api.ts`)
 * from the OpenAPI document the contract renders (`src/contract/openapi.ts`), with openapi-typescript.
 * `npm run build-data` runs it first, so the client follows every change of the contract; `--check`
 * (run by `npm test`) writes nothing and fails when the file is stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { buildOpenApi } from "../contract/openapi.ts";
import { SchemaRegistry } from "../contract/schemas.ts";
import { PROJECT_ROOT } from "../paths.ts";
import { parseCommand, runCommand } from "./command.ts";

const INFO = {
  name: "gen:client",
  usage: `usage: npm run gen:client [-- --check]

Writes packages/client/src/api.ts (the OpenAPI paths and schemas as TypeScript types) from the API
contract. --check writes nothing and fails when the file is stale.`,
};

/** The generated file. */
export const CLIENT_TYPES = path.join(PROJECT_ROOT, "packages/client/src/api.ts");

/** The text of the generated file. */
export async function clientTypes(): Promise<string> {
  const doc = buildOpenApi(new SchemaRegistry(), { version: "1" });
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0], { alphabetize: false });
  const header = "/**\n * The API's paths and schemas as types, generated from the OpenAPI document by openapi-typescript\n * (`npm run gen:client`; `src/cli/gen-client.ts`). Do not edit.\n */\n\n";
  return `${header}${astToString(ast)}`;
}

const code = await runCommand(INFO, async () => {
  const parsed = parseCommand(INFO, process.argv.slice(2), { check: { type: "boolean" } });
  if (parsed === undefined) {
    process.stdout.write(`${INFO.usage}\n`);
    return;
  }
  const text = await clientTypes();
  const current = await readFile(CLIENT_TYPES, "utf8").catch(() => "");
  if (parsed.values.check === true) {
    if (current !== text) {
      process.stderr.write(`stale: ${path.relative(PROJECT_ROOT, CLIENT_TYPES)} (run npm run gen:client)\n`);
      return 1;
    }
    process.stdout.write("client types are up to date\n");
    return;
  }
  if (current !== text) await writeFile(CLIENT_TYPES, text);
  process.stdout.write(current === text ? "client types are up to date\n" : `client types written: ${path.relative(PROJECT_ROOT, CLIENT_TYPES)}\n`);
});
if (code !== 0) process.exit(code);
