/**
 * The API documentation page of the output tree (`docs/`): a small HTML page and start-up script
 * that render `/v1/openapi.json` with Swagger UI, whose assets are copied from the installed
 * `swagger-ui-dist` package. Nothing is loaded from another origin, and Swagger UI's online
 * validator is switched off. The Authorize bar is moved above the document's description (whose
 * tier and error tables would otherwise push it below the first screen).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DOCS_DIR, DOCS_FILES, DOCS_PATH, ROUTES } from "../contract/routes.ts";
import type { PlannedFile } from "./plan.ts";

/** The viewer's files taken from `swagger-ui-dist` as they are. */
const VIEWER_ASSETS = ["swagger-ui.css", "swagger-ui-bundle.js"] as const satisfies readonly (typeof DOCS_FILES)[number][];

/** The documentation page. */
export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bible reference API</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
<style>
body { margin: 0; }
.swagger-ui .info { margin: 32px 0; }
/* The servers and Authorize bar comes first, above the long description and its tables. */
.swagger-ui div:has(> .information-container) { display: flex; flex-direction: column; }
.swagger-ui .scheme-container { order: -1; }
</style>
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/docs.js"></script>
</body>
</html>
`;
}

/**
 * The page's start-up script: Swagger UI on this origin's OpenAPI document, no online validator; the
 * key given to Authorize is kept in the browser's local storage across reloads.
 */
export function docsScript(): string {
  return `"use strict";
window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(ROUTES.openapi)},
    dom_id: "#swagger-ui",
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    validatorUrl: null,
    deepLinking: true,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    displayOperationId: false,
    tryItOutEnabled: false,
    persistAuthorization: true
  });
});
`;
}

/** The folder of the installed `swagger-ui-dist` package. */
function swaggerUiDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
}

/** Every file of `docs/` in the tree, as raw bytes (written as they are, without a schema). */
export function docsFiles(): PlannedFile[] {
  const enc = new TextEncoder();
  const dir = swaggerUiDir();
  const files: PlannedFile[] = [
    { path: `${DOCS_DIR}/index.html`, schema: undefined, body: enc.encode(docsPage()) },
    { path: `${DOCS_DIR}/docs.js`, schema: undefined, body: enc.encode(docsScript()) },
    ...VIEWER_ASSETS.map((name) => ({ path: `${DOCS_DIR}/${name}`, schema: undefined, body: new Uint8Array(readFileSync(path.join(dir, name))) })),
  ];
  const planned = files.map((f) => f.path).sort();
  const expected = DOCS_FILES.map((f) => `${DOCS_DIR}/${f}`).sort();
  if (planned.join() !== expected.join()) throw new Error(`docs: planned ${planned.join(", ")} but DOCS_FILES lists ${expected.join(", ")}`);
  return files;
}
