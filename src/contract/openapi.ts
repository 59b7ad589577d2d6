/**
 * The OpenAPI 3.1 document of the API, generated (never written by hand) from the JSON Schemas in
 * `schemas/` (through {@link SchemaRegistry}, which also derives the response envelopes), the URL
 * table in `src/contract/routes.ts`, the collections, the error catalogue and the tiers. Pure: the build
 * writes it to `v1/openapi.json` and the runtime serves it without a key.
 *
 * Schema files become `components.schemas`, named by their `$id` in PascalCase without `.json`
 * (`person.json` → `Person`, `person.item.json` → `PersonItem`, `person.list-item.list.json` →
 * `PersonListItemList`); a file's `$defs` become components of their own (`common.json#/$defs/slug`
 * → `CommonSlug`), and every `$ref` is rewritten to point at them. Names carry no dots, so code
 * generators turn them into type names unchanged.
 */
import { collectionOf, COLLECTIONS, CORS_POLICY, endpoint, MAX_PASSAGE_VERSES, PAGINATION, PARAM_LIMITS, ROUTE_NAMES, type Endpoint, type FilterSpec, type ParamSpec, type RouteName } from "./api.ts";
import { code, markdown, words, type ExampleProse } from "./examples.ts";
import type { JsonSchema, SchemaRegistry } from "./schemas.ts";
import { ERROR_TYPE_BASE, ERRORS, problem, type ErrorCode } from "../core/errors.ts";
import { TIERS } from "./tiers.ts";
import { DOWNLOAD_FORMATS } from "./downloads.ts";

/** A JSON object of the document. */
type Obj = Record<string, unknown>;

/** An OpenAPI 3.1 document, as far as this module builds it. */
export interface OpenApiDocument {
  readonly openapi: "3.1.0";
  readonly info: Obj & { readonly title: string; readonly version: string };
  readonly servers: readonly Obj[];
  readonly security: readonly Obj[];
  readonly tags: readonly Obj[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, Obj>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, Obj>>;
    readonly responses: Readonly<Record<string, Obj>>;
    readonly parameters: Readonly<Record<string, Obj>>;
    readonly headers: Readonly<Record<string, Obj>>;
    readonly securitySchemes: Readonly<Record<string, Obj>>;
  };
}

/** Name of the API key security scheme. */
export const SECURITY_SCHEME = "apiKey";

/** `person.list-item` → `PersonListItem`: each part separated by `.`, `_` or `-` capitalised, the separators dropped. */
function pascalCase(name: string): string {
  return name
    .split(/[._-]+/)
    .filter((part) => part !== "")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/** The component name of a schema `$id` (`person.item.json` → `PersonItem`). */
export function componentName(id: string): string {
  return pascalCase(id.replace(/\.json$/, ""));
}

/** The component name of one of a schema file's `$defs` (`common.json`, `slug` → `CommonSlug`). */
export function defComponentName(id: string, def: string): string {
  return componentName(id) + pascalCase(def);
}

/** The `#/components/schemas/…` reference of a schema `$id`. */
export function schemaRef(id: string): string {
  return `#/components/schemas/${componentName(id)}`;
}

/** The `#/components/schemas/…` reference of one of a schema file's `$defs` (`common.json`, `slug` → `…/CommonSlug`). */
export function defRef(id: string, def: string): string {
  return `#/components/schemas/${defComponentName(id, def)}`;
}

/** The route pattern in OpenAPI form: `/v1/people/:slug` → `/v1/people/{slug}`. */
export function openApiPath(route: string): string {
  return route.replace(/:([A-Za-z]+)/g, "{$1}");
}

/** The parameter names of a route pattern, in order. */
function routeParams(route: string): string[] {
  return [...route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? "");
}

// ---------------------------------------------------------------------------------------------
// Schemas: the files and the derived envelopes, with references rewritten to components.

/** Keys that only matter in a standalone schema file and are dropped from components. */
const FILE_ONLY_KEYS = new Set(["$id", "$schema", "$defs"]);
/** Keys of a file that holds only `$defs` (no schema of its own, e.g. `common.json`). */
const CONTAINER_KEYS = new Set(["$id", "$schema", "$defs", "title", "description"]);

/** Rewrites a `$ref` (relative to the file `baseId`) to the component it points at. */
function rewriteRef(ref: string, baseId: string, known: ReadonlySet<string>): string {
  const [file = "", pointer = ""] = (ref.startsWith("#") ? `${baseId}${ref}` : ref).split("#", 2);
  if (!known.has(file)) throw new Error(`${baseId}: $ref ${ref} points to no known schema`);
  const parts = pointer.split("/").slice(1);
  if (parts[0] === "$defs" && parts[1] !== undefined) return [defRef(file, parts[1]), ...parts.slice(2)].join("/");
  return `${schemaRef(file)}${pointer}`;
}

/** A deep copy of a schema with its references rewritten and file-only keys dropped at the top. */
function convert(value: unknown, baseId: string, known: ReadonlySet<string>, top: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, baseId, known, false));
  if (value === null || typeof value !== "object") return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    if (top && FILE_ONLY_KEYS.has(k)) continue;
    out[k] = k === "$ref" && typeof v === "string" ? rewriteRef(v, baseId, known) : convert(v, baseId, known, false);
  }
  return out;
}

/** Every schema of the registry (files and derived envelopes) as named components, sorted by name. */
function componentSchemas(registry: SchemaRegistry): Record<string, Obj> {
  const all: JsonSchema[] = [...registry.files.values(), ...registry.derived];
  const known = new Set(all.map((s) => String(s.$id)));
  const out = new Map<string, Obj>();
  const add = (name: string, schema: Obj): void => {
    if (out.has(name)) throw new Error(`two schemas would be the component ${name}`);
    out.set(name, schema);
  };
  for (const schema of all) {
    const id = String(schema.$id);
    const defs = (schema.$defs ?? {}) as Record<string, unknown>;
    for (const [name, def] of Object.entries(defs)) add(defComponentName(id, name), convert(def, id, known, false) as Obj);
    if (Object.keys(schema).some((k) => !CONTAINER_KEYS.has(k))) add(componentName(id), convert(schema, id, known, true) as Obj);
  }
  return Object.fromEntries([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// ---------------------------------------------------------------------------------------------
// Parameters, headers and responses.

const PARAMETERS: Record<string, Obj> = {
  offset: { name: "offset", in: "query", description: "Number of items to skip.", schema: { type: "integer", minimum: 0, default: 0 } },
  "If-None-Match": { name: "If-None-Match", in: "header", description: "An `ETag` from an earlier response; answered with 304 when it still matches.", schema: { type: "string" } },
};

type PathParam = Extract<ParamSpec, { readonly in: "path" }>;

const VERSE_KEY = markdown`An OSIS verse reference ${code("Book.Chapter.Verse")} in KJV versification (${"Gen.12.1"}); the book id in any letter case. The runtime also takes any reference ${code("/v1/resolve")} reads that names one verse (${"Genesis.1.1"}, ${"John 3:16"}, ${"john-3-16"}).`;
const BOOK_KEY = markdown`A book's OSIS id (${"Gen"}, ${"Ps"}, ${"1Cor"}; any letter case). The runtime also takes its name as people type it (${"Genesis"}, ${"Psalms"}, ${"1 Cor"}).`;
const CHAPTER_KEY = markdown`An OSIS chapter ${code("Book.Chapter")} in KJV versification (${"Gen.12"}); the book id in any letter case. The runtime also takes any reference ${code("/v1/resolve")} reads that names one chapter (${"Genesis.12"}, ${"Genesis 12"}, ${"gen-12"}).`;
const REFERENCE_KEY = markdown`A passage: an OSIS range (${"Gen.12.1-Gen.12.9"}, ${"Gen.1.1-Gen.2.3"}), a chapter or verse, or any reference ${code("/v1/resolve")} reads that names one passage (${"Gen 12:1-9"}, ${"jn 3 16-18"}, ${"gen-12-1-9"}); at most ${words(MAX_PASSAGE_VERSES)} verses.`;

/** The description of a path parameter, with the examples it quotes (each names a real record, verse or file of the full data). */
export function pathParamDoc(p: PathParam): ExampleProse {
  switch (p.kind) {
    case "key":
      return collectionOf(p.table).nouns.key;
    case "verse":
      return VERSE_KEY;
    case "chapter":
      return CHAPTER_KEY;
    case "book":
      return BOOK_KEY;
    case "reference":
      return REFERENCE_KEY;
    case "file":
      return p.description;
  }
}

type LimitParam = Extract<ParamSpec, { readonly kind: "limit" }>;

function limitParam(p: LimitParam): Obj {
  const max = p.max ?? PAGINATION.maxLimit;
  return {
    name: "limit",
    in: "query",
    description: `Page size (default ${p.default}). Values above ${max} are capped at ${max}; \`meta.limit\` gives the effective size.${p.alias === undefined ? "" : ` \`${p.alias}\`, its former name, is still read.`}`,
    schema: { type: "integer", minimum: 1, maximum: max, default: p.default },
  };
}

/** The deprecated former name of a `limit` parameter, documented beside it. */
function limitAliasParam(p: LimitParam & { readonly alias: string }): Obj {
  const max = p.max ?? PAGINATION.maxLimit;
  return {
    name: p.alias,
    in: "query",
    deprecated: true,
    description: `The former name of \`limit\`, read as \`limit\` when \`limit\` is not given (giving both is a 400).`,
    schema: { type: "integer", minimum: 1, maximum: max },
  };
}

function textParam(name: string, description: string, required = false): Obj {
  return { name, in: "query", required, description, schema: { type: "string", minLength: 1, maxLength: PARAM_LIMITS.text } };
}

function pathParam(name: string, description: string, schema: Obj): Obj {
  return { name, in: "path", required: true, description, schema };
}

/** The query parameter of a list filter. */
function filterParam(spec: FilterSpec): Obj {
  const f = spec.filter;
  if (f.kind === "text-equals") return textParam(spec.name, spec.description);
  return { name: spec.name, in: "query", description: spec.description, schema: f.kind === "equals" ? { enum: [...f.values] } : { type: "boolean" } };
}

/** A parameter of the contract as an OpenAPI parameter object (`offset` as a reference to its component). */
function parameter(p: ParamSpec): Obj {
  switch (p.kind) {
    case "key":
      return pathParam(p.name, pathParamDoc(p).text, { ...collectionOf(p.table).keySchema });
    case "verse":
    case "chapter":
    case "book":
      return pathParam(p.name, pathParamDoc(p).text, { type: "string", minLength: 1, maxLength: PARAM_LIMITS.verse });
    case "reference":
      return pathParam(p.name, pathParamDoc(p).text, { type: "string", minLength: 1, maxLength: PARAM_LIMITS.text });
    case "query":
      return { name: p.name, in: "query", required: p.required, description: p.description, schema: { ...p.schema } };
    case "file":
      return pathParam(p.name, pathParamDoc(p).text, { type: "string", pattern: "^[a-z0-9_-]+(\\.[a-z0-9]+)+$", maxLength: PARAM_LIMITS.id });
    case "name":
      return textParam(p.name, p.description, p.required);
    case "gloss":
      return textParam(p.name, p.description);
    case "limit":
      return limitParam(p);
    case "offset":
      return { $ref: "#/components/parameters/offset" };
    case "filter":
      return filterParam(p.spec);
    case "integer":
    case "number": {
      const bounds = p.kind === "number" && p.exclusiveMin === true ? { exclusiveMinimum: p.min } : { minimum: p.min };
      const schema = { type: p.kind, ...bounds, maximum: p.max, ...(p.default === undefined ? {} : { default: p.default }) };
      return { name: p.name, in: "query", required: p.kind === "number" && p.required, description: p.description, schema };
    }
    case "pattern":
      return { name: p.name, in: "query", required: p.required, description: p.description, schema: { type: "string", pattern: p.pattern, maxLength: PARAM_LIMITS.text }, example: p.example };
    case "enum":
      return { name: p.name, in: "query", description: p.description, schema: { enum: [...p.values] } };
  }
}

/**
 * A parameter of the contract as a self-contained `{ name, description, required, schema, examples }`
 * (component references resolved), for other renderings of the contract such as the MCP tools' input
 * schemas. `examples` are the values its documentation quotes: a path parameter's examples, a shaped
 * value's example; none for the others.
 */
export function parameterSpec(p: ParamSpec): { name: string; description: string; required: boolean; schema: Obj; examples: readonly string[] } {
  const o = p.kind === "offset" ? (PARAMETERS.offset as Obj) : parameter(p);
  const examples = p.in === "path" ? pathParamDoc(p).examples : p.kind === "pattern" ? [p.example] : [];
  return { name: String(o.name), description: String(o.description ?? ""), required: o.required === true, schema: o.schema as Obj, examples };
}

const RATE_LIMIT_HEADERS = {
  RateLimit: { $ref: "#/components/headers/RateLimit" },
  "RateLimit-Policy": { $ref: "#/components/headers/RateLimit-Policy" },
};

/** The CORS headers every response carries, whatever its status. */
const CORS_RESPONSE_HEADERS = {
  "Access-Control-Allow-Origin": { $ref: "#/components/headers/Access-Control-Allow-Origin" },
  "Access-Control-Expose-Headers": { $ref: "#/components/headers/Access-Control-Expose-Headers" },
};

const HEADERS: Record<string, Obj> = {
  "Access-Control-Allow-Origin": { description: "`*`: a page on any origin may read every response (CORS).", required: true, schema: { type: "string", enum: [CORS_POLICY.origin] } },
  "Access-Control-Expose-Headers": {
    description: `The response headers a browser script may read: \`${CORS_POLICY.exposedHeaders.join(", ")}\` from the runtime, \`${CORS_POLICY.staticExposedHeaders.join(", ")}\` from a static host. A preflight (\`OPTIONS\`) is answered with 204 and \`Access-Control-Allow-Headers: ${CORS_POLICY.requestHeaders.join(", ")}\`, without a key.`,
    required: true,
    schema: { type: "string" },
  },
  ETag: { description: "Weak validator of the body; send it back in `If-None-Match`.", required: true, schema: { type: "string" } },
  "Cache-Control": { description: "`private, max-age=3600` on keyed data, `public, max-age=3600` on this document, `no-store` on usage and errors.", schema: { type: "string" } },
  RateLimit: { description: 'Requests left today and seconds until 00:00 UTC (IETF draft), e.g. `"daily";r=999;t=43200`.', required: true, schema: { type: "string", pattern: '^"daily";r=[0-9]+;t=[0-9]+$' } },
  "RateLimit-Policy": {
    description: `The daily allowance of the key's tier, e.g. \`"daily";q=${TIERS.free.dailyLimit};w=86400\`.`,
    required: true,
    schema: { type: "string", pattern: '^"daily";q=[0-9]+;w=86400$' },
  },
  "Retry-After": { description: "Seconds until the allowance resets at 00:00 UTC.", required: true, schema: { type: "integer", minimum: 0 } },
  "Retry-After-Outage": { description: "Seconds to wait before retrying while the usage store is unavailable.", required: true, schema: { type: "integer", minimum: 1 } },
  "WWW-Authenticate": { description: 'The challenge: `ApiKey header="X-API-Key"`.', required: true, schema: { type: "string" } },
  Allow: { description: "The methods the path answers.", required: true, schema: { type: "string" } },
};

/** Extra headers of an error code's responses. */
const ERROR_HEADERS: Partial<Record<ErrorCode, Obj>> = {
  "missing-api-key": { "WWW-Authenticate": { $ref: "#/components/headers/WWW-Authenticate" } },
  "invalid-api-key": { "WWW-Authenticate": { $ref: "#/components/headers/WWW-Authenticate" } },
  "quota-exceeded": { "Retry-After": { $ref: "#/components/headers/Retry-After" }, ...RATE_LIMIT_HEADERS },
  "method-not-allowed": { Allow: { $ref: "#/components/headers/Allow" } },
  "store-unavailable": { "Retry-After": { $ref: "#/components/headers/Retry-After-Outage" } },
};

/** Error codes answered only after the key was accepted, so they carry the RateLimit headers. */
const KEYED_ERRORS: ReadonlySet<ErrorCode> = new Set(["invalid-parameter", "passage-too-long", "not-found", "no-kinship-path", "no-coordinates", "tier-required", "not-implemented"]);

/** Name of the `components.responses` entry for a set of codes sharing one status. */
function responseName(codes: readonly ErrorCode[]): string {
  return codes.map(pascalCase).join("Or");
}

/** The one status a set of error codes shares. */
function groupStatus(codes: readonly ErrorCode[]): number {
  const first = codes[0];
  if (first === undefined) throw new Error("openapi: an empty group of error codes");
  const status = ERRORS[first].status;
  if (codes.some((c) => ERRORS[c].status !== status)) throw new Error(`openapi: ${codes.join(", ")} differ in status`);
  return status;
}

/** A problem details response for error codes that share one status. */
function problemResponse(codes: readonly ErrorCode[]): Obj {
  const status = groupStatus(codes);
  const headers: Obj = { ...CORS_RESPONSE_HEADERS };
  for (const c of codes) Object.assign(headers, ERROR_HEADERS[c], KEYED_ERRORS.has(c) ? RATE_LIMIT_HEADERS : {});
  const examples: Obj = {};
  for (const c of codes) examples[c] = { summary: ERRORS[c].title, value: problem(c) };
  return {
    description: codes.map((c) => `${ERRORS[c].title} (\`${c}\`): ${ERRORS[c].hint}`).join(" / "),
    headers,
    content: {
      "application/problem+json": {
        schema: { allOf: [{ $ref: defRef("envelope.json", "problem") }, { properties: { status: { const: status }, code: { enum: [...codes] } } }] },
        examples,
      },
    },
  };
}

/** The error codes of an operation, grouped by status: one `$ref` per status. */
function errorResponses(groups: readonly (readonly ErrorCode[])[], used: Map<string, Obj>): Obj {
  const out: Obj = {};
  for (const codes of groups) {
    const name = responseName(codes);
    if (!used.has(name)) used.set(name, problemResponse(codes));
    out[String(groupStatus(codes))] = { $ref: `#/components/responses/${name}` };
  }
  return out;
}

/** Whether a response schema is a list envelope: a derived `….list.json`, or a file whose `data` is an array. */
function isListSchema(id: string, registry: SchemaRegistry): boolean {
  if (id.endsWith(".list.json")) return true;
  const data = (registry.files.get(id)?.properties as Record<string, { type?: unknown }> | undefined)?.data;
  return data?.type === "array";
}

/** The 200 and 304 responses of a GET that answers with a schema. */
function successResponses(schemaId: string, keyed: boolean, registry: SchemaRegistry): Obj {
  const description = isListSchema(schemaId, registry) ? "A page of results: `{ data: [...], meta: { total, limit, offset } }`." : "The record: `{ data: {...} }`.";
  const headers = { ETag: { $ref: "#/components/headers/ETag" }, "Cache-Control": { $ref: "#/components/headers/Cache-Control" }, ...CORS_RESPONSE_HEADERS, ...(keyed ? RATE_LIMIT_HEADERS : {}) };
  return {
    "200": { description, headers, content: { "application/json": { schema: { $ref: schemaRef(schemaId) } } } },
    "304": { description: "Not modified: `If-None-Match` matched the `ETag`.", headers: { ETag: { $ref: "#/components/headers/ETag" }, ...CORS_RESPONSE_HEADERS, ...(keyed ? RATE_LIMIT_HEADERS : {}) } },
  };
}

// ---------------------------------------------------------------------------------------------
// Operations.

/** One operation before it is placed in `paths`. */
interface Operation {
  readonly route: RouteName;
  readonly endpoint: Endpoint;
  readonly parameters: readonly Obj[];
}

function operations(): Operation[] {
  const documented = (p: ParamSpec): Obj[] => (p.kind === "limit" && p.alias !== undefined ? [parameter(p), limitAliasParam({ ...p, alias: p.alias })] : [parameter(p)]);
  return ROUTE_NAMES.map((route) => ({ route, endpoint: endpoint(route), parameters: endpoint(route).params.flatMap(documented) }));
}

function operationObject(op: Operation, responses: Map<string, Obj>, registry: SchemaRegistry): Obj {
  const e = op.endpoint;
  const path = e.path;
  const declared = new Set(op.parameters.map((p) => p.name).filter((n) => n !== undefined));
  for (const name of routeParams(path)) if (!declared.has(name)) throw new Error(`openapi: ${op.route} does not declare its path parameter ${name}`);
  const success: Obj =
    op.route === "openapi"
      ? {
          "200": {
            description: "This document.",
            headers: { ETag: { $ref: "#/components/headers/ETag" }, "Cache-Control": { $ref: "#/components/headers/Cache-Control" }, ...CORS_RESPONSE_HEADERS },
            content: { "application/json": { schema: { type: "object", required: ["openapi", "info", "paths"], description: "An OpenAPI 3.1 document." } } },
          },
          "304": { description: "Not modified: `If-None-Match` matched the `ETag`.", headers: { ETag: { $ref: "#/components/headers/ETag" }, ...CORS_RESPONSE_HEADERS } },
        }
      : op.route === "mcp"
        ? {
            "200": {
              description: "The JSON-RPC 2.0 response of the MCP message (none for a notification, answered 202).",
              headers: { ...CORS_RESPONSE_HEADERS },
              content: { "application/json": { schema: { type: "object", required: ["jsonrpc"], description: "A JSON-RPC 2.0 response of the Model Context Protocol." } } },
            },
            "202": { description: "A notification or response from the client, accepted.", headers: { ...CORS_RESPONSE_HEADERS } },
          }
        : op.route === "downloadFile"
          ? {
              "200": {
                description: "The file, as an attachment.",
                headers: { ETag: { $ref: "#/components/headers/ETag" }, "Cache-Control": { $ref: "#/components/headers/Cache-Control" }, ...CORS_RESPONSE_HEADERS, ...RATE_LIMIT_HEADERS },
                content: Object.fromEntries(Object.values(DOWNLOAD_FORMATS).map((f) => [f.contentType, { schema: { type: "string", format: "binary" } }])),
              },
              "304": { description: "Not modified: `If-None-Match` matched the `ETag`.", headers: { ETag: { $ref: "#/components/headers/ETag" }, ...CORS_RESPONSE_HEADERS, ...RATE_LIMIT_HEADERS } },
            }
          : e.response === undefined
            ? {}
            : successResponses(e.response, e.keyed, registry);
  const conditional = e.method === "get" ? [{ $ref: "#/components/parameters/If-None-Match" }] : [];
  // Every path answers other methods with a 405 naming the allowed ones.
  const all = { ...success, ...errorResponses([...e.errors, ["method-not-allowed"]], responses) };
  const sorted = Object.fromEntries(Object.entries(all).sort(([a], [b]) => Number(a) - Number(b)));
  return {
    operationId: e.operationId,
    tags: [e.tag],
    summary: e.summary,
    description: e.description,
    ...(e.keyed ? {} : { security: [] }),
    ...(op.parameters.length + conditional.length > 0 ? { parameters: [...op.parameters, ...conditional] } : {}),
    ...(e.requestBody === undefined ? {} : { requestBody: e.requestBody }),
    responses: sorted,
  };
}

/**
 * The `HEAD` twin of a `GET` operation: the same parameters, statuses and headers, no body
 * (`getPerson` → `headGetPerson`). Error responses keep their shared components, whose problem
 * body a `HEAD` answer leaves out as HTTP says.
 */
function headOperation(get: Obj): Obj {
  const responses: Obj = {};
  for (const [status, r] of Object.entries(get.responses as Obj)) {
    const { content: _body, ...rest } = r as Obj;
    responses[status] = rest;
  }
  const id = String(get.operationId);
  const keyless = Array.isArray(get.security) && get.security.length === 0;
  return {
    ...get,
    operationId: `head${id.charAt(0).toUpperCase()}${id.slice(1)}`,
    summary: `${String(get.summary)} (headers only)`,
    description: `\`HEAD\`: the status and headers \`GET\` would answer, without the body${keyless ? "" : "; counted against the allowance like \`GET\`"}. ${String(get.description)}`,
    responses,
  };
}

// ---------------------------------------------------------------------------------------------
// The document.

function description(): string {
  const tiers = Object.entries(TIERS)
    .map(([name, t]) => `| ${name} | ${t.dailyLimit} | ${t.semanticSearch ? "yes" : "no"} |`)
    .join("\n");
  const errors = (Object.entries(ERRORS) as [ErrorCode, (typeof ERRORS)[ErrorCode]][])
    .map(([code, e]) => `| \`${code}\` | ${e.status} | ${e.title} | ${e.hint} |`)
    .join("\n");
  return [
    "Open reference data for biblical studies: people, places, events, groups, Easton's dictionary, Nave's topics, Strong's, Brown-Driver-Briggs, Abbott-Smith, cross-references, and the Hebrew and Greek words of every verse.",
    "",
    "**Keys.** Send your key in the `X-API-Key` header on every request (this document and the `/docs` page excepted). A missing or invalid key is a 401.",
    "",
    "**Allowance.** Requests are counted per key and UTC day, whatever their status, except `GET /v1/usage` and the 429s refused past the allowance. Past the allowance the answer is 429 with `Retry-After` (seconds to 00:00 UTC). Keyed responses carry `RateLimit-Policy` and `RateLimit`.",
    "",
    "| tier | requests per day | semantic search |",
    "|---|---:|---|",
    tiers,
    "",
    "**Query parameters.** Each endpoint reads the parameters it documents and ignores any other, on lists and study endpoints alike (`/v1/people/abraham?limit=5` is the person, `/v1/people/ruth/kinship/david?limit=5` the path). A parameter it reads takes one value: given twice (`?limit=5&limit=9`) it is a 400 `invalid-parameter` naming it, as is a value it cannot use.",
    "",
    `**Lists** take \`limit\` (default ${PAGINATION.defaultLimit}, at most ${PAGINATION.maxLimit}) and \`offset\` (default 0) and answer \`{ data: [...], meta: { total, limit, offset } }\`; one record comes as \`{ data: {...} }\`. Every successful response has an \`ETag\`; \`If-None-Match\` gives 304. \`HEAD\` works wherever \`GET\` does.`,
    "",
    `**Errors** are RFC 9457 problem details (\`application/problem+json\`) whose \`code\` is permanent and whose \`type\` is \`${ERROR_TYPE_BASE}<code>\`:`,
    "",
    "| code | status | title | what to do |",
    "|---|---:|---|---|",
    errors,
  ].join("\n");
}

function tags(ops: readonly Operation[], registry: SchemaRegistry): Obj[] {
  const byTag = new Map<string, string | undefined>();
  for (const op of ops) if (!byTag.has(op.endpoint.tag)) byTag.set(op.endpoint.tag, undefined);
  for (const c of COLLECTIONS) {
    const record = registry.files.get(`${c.table}.json`);
    if (typeof record?.description === "string") byTag.set(c.nouns.tag, record.description);
  }
  return [...byTag].map(([name, d]) => (d === undefined ? { name } : { name, description: d }));
}

/**
 * Builds the OpenAPI 3.1 document of the API from the schema registry, the routes, the collections,
 * the error catalogue and the tiers. `meta.version` is the dataset version (`info.version`).
 * Throws when a route has no operation or a `$ref` points to no known schema.
 */
export function buildOpenApi(registry: SchemaRegistry, meta: { readonly version: string }): OpenApiDocument {
  const ops = operations();
  const responses = new Map<string, Obj>();
  const paths: Record<string, Record<string, Obj>> = {};
  for (const op of ops) {
    const p = (paths[openApiPath(op.endpoint.path)] ??= {});
    const get = operationObject(op, responses, registry);
    p[op.endpoint.method] = get;
    if (op.endpoint.method === "get") p.head = headOperation(get);
  }
  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    info: { title: "Bible reference API", version: meta.version, description: description(), contact: { name: "Bible reference API", url: "https://bible-reference-api.dev/" } },
    servers: [{ url: "/" }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: tags(ops, registry),
    paths,
    components: {
      schemas: componentSchemas(registry),
      responses: Object.fromEntries([...responses].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      parameters: PARAMETERS,
      headers: HEADERS,
      securitySchemes: { [SECURITY_SCHEME]: { type: "apiKey", in: "header", name: "X-API-Key", description: "Your API key (`bra_…`)." } },
    },
  };
  return { ...doc, components: { ...doc.components, schemas: reachableSchemas(doc) } };
}

/**
 * The schema components some operation reaches, directly or through other components: a record
 * schema no endpoint serves yet (a table whose endpoints are still to come) is left out of the
 * document rather than listed as an unused component.
 */
function reachableSchemas(doc: OpenApiDocument): Record<string, Obj> {
  const schemas = doc.components.schemas as Record<string, Obj>;
  const prefix = "#/components/schemas/";
  const seen = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) visit(x);
    else if (v !== null && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k === "$ref" && typeof x === "string" && x.startsWith(prefix)) {
          const name = x.slice(prefix.length);
          if (!seen.has(name)) {
            seen.add(name);
            visit(schemas[name]);
          }
        } else visit(x);
      }
    }
  };
  visit({ ...doc, components: { ...doc.components, schemas: {} } });
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => seen.has(name)));
}
