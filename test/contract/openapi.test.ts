/**
 * The generated OpenAPI document: it passes a standard OpenAPI 3.1 validator, describes every route,
 * parameter, error code and schema, and real responses of the sample app (every GET route with real
 * ids, every error status) match what the document declares for their path and status. Also: the
 * document is served at /v1/openapi.json without a key and without counting.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, ENDPOINTS, itemEnvelopeId, listEnvelopeId, listItemId, PAGINATION, ROUTE_NAMES } from "../../src/contract/api.ts";
import { buildOpenApi, componentName, defComponentName, openApiPath, schemaRef, type OpenApiDocument } from "../../src/contract/openapi.ts";
import { OPENAPI_FILE, ROUTES, routeUrl, type RouteName } from "../../src/contract/routes.ts";
import { ERRORS, type ErrorCode } from "../../src/core/errors.ts";
import { utcDay } from "../../src/core/calendar.ts";
import { json, SAMPLE_VERSION, sampleApp, schemas, type SampleApp } from "../helpers/sample-app.ts";

type Obj = Record<string, any>;

const doc: OpenApiDocument = buildOpenApi(schemas(), { version: SAMPLE_VERSION.version });
const plain = JSON.parse(JSON.stringify(doc)) as Obj;

/** The value at a local reference (`#/components/...`) of the document. */
function at(ref: string): any {
  expect(ref.startsWith("#/"), ref).toBe(true);
  let v: any = plain;
  for (const part of ref.slice(2).split("/")) {
    v = v?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    expect(v, `${ref} does not resolve`).toBeDefined();
  }
  return v;
}

/** Follows an OpenAPI `$ref` (response, header, parameter) once. */
const deref = (o: Obj): Obj => (typeof o.$ref === "string" ? at(o.$ref) : o);

/** Every `$ref` string in a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refs(v, out);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

/** The operations of the document: method, template path and operation object. */
const ALL_OPERATIONS = Object.entries(plain.paths as Record<string, Obj>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op: op as Obj })));
/** The operations of the contract's routes; every GET also has a HEAD twin, checked on its own. */
const OPERATIONS = ALL_OPERATIONS.filter((o) => o.method !== "head");
const HEADS = ALL_OPERATIONS.filter((o) => o.method === "head");

/** Error codes an operation declares, from its problem responses. */
function declaredCodes(op: Obj): Set<string> {
  const codes = new Set<string>();
  for (const r of Object.values(op.responses as Record<string, Obj>)) {
    const schema = deref(r).content?.["application/problem+json"]?.schema;
    for (const c of schema?.allOf?.[1]?.properties?.code?.enum ?? []) codes.add(c);
  }
  return codes;
}

const ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true });
ajv.addSchema({ ...plain, $id: "openapi.json" });
const compiled = new Map<string, ValidateFunction>();

/** A schema of the document compiled with ajv, its local references resolved within the document. */
function validatorOf(schema: Obj): ValidateFunction {
  const absolute = JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi.json#/')) as Obj;
  const key = JSON.stringify(absolute);
  let v = compiled.get(key);
  if (v === undefined) {
    v = ajv.compile(absolute);
    compiled.set(key, v);
  }
  return v;
}

function expectValid(schema: Obj, value: unknown, what: string): void {
  const v = validatorOf(schema);
  expect(v(value), `${what}: ${ajv.errorsText(v.errors)}`).toBe(true);
}

/** The operation that answers `method url`, matching the document's path templates. */
function operationFor(method: string, url: string): { path: string; op: Obj; params: Record<string, string> } {
  const pathname = url.split("?")[0] ?? "";
  for (const o of ALL_OPERATIONS) {
    if (o.method !== method.toLowerCase()) continue;
    const names: string[] = [];
    const re = new RegExp(`^${o.path.replace(/[.]/g, "\\.").replace(/\{([A-Za-z]+)\}/g, (_, n: string) => (names.push(n), "([^/]+)"))}$`);
    const m = re.exec(pathname);
    if (m === null) continue;
    return { path: o.path, op: o.op, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? "")])) };
  }
  throw new Error(`the document has no operation for ${method} ${pathname}`);
}

/**
 * Checks a real response against the document: its status is declared for the operation, its body
 * matches the declared media type and schema (or is empty when none is declared), and every
 * required header is present and matches its schema. Path parameters must match theirs too.
 */
async function expectDocumented(method: string, url: string, res: Response): Promise<void> {
  const { path, op, params } = operationFor(method, url);
  const what = `${method} ${url.slice(0, 120)} → ${res.status}`;
  for (const p of (op.parameters ?? []).map(deref).filter((p: Obj) => p.in === "path")) {
    expectValid(p.schema, params[p.name], `${what}: path parameter ${p.name}`);
  }
  const declared = op.responses[String(res.status)] as Obj | undefined;
  expect(declared, `${what}: status not declared for ${method.toUpperCase()} ${path}`).toBeDefined();
  await expectResponse(deref(declared!), res, what);
}

/** Checks a response against a (dereferenced) response object of the document. */
async function expectResponse(declared: Obj, res: Response, what: string): Promise<void> {
  const text = await res.text();
  if (declared.content === undefined) {
    expect(text, what).toBe("");
  } else {
    const type = (res.headers.get("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
    const media = declared.content[type] as Obj | undefined;
    expect(media, `${what}: Content-Type ${type} not declared (${Object.keys(declared.content).join(", ")})`).toBeDefined();
    // A binary body (a bulk download) is declared as `format: binary`; JSON bodies are checked against their schema.
    if ((media?.schema as Obj | undefined)?.format !== "binary") expectValid(media!.schema, JSON.parse(text), what);
  }
  for (const [name, h] of Object.entries((declared.headers ?? {}) as Record<string, Obj>)) {
    const header = deref(h);
    const value = res.headers.get(name);
    if (header.required === true) expect(value, `${what}: header ${name}`).not.toBeNull();
    if (value !== null) expectValid(header.schema, header.schema.type === "integer" ? Number(value) : value, `${what}: header ${name}=${value}`);
  }
}

let s: SampleApp;
beforeAll(async () => {
  s = await sampleApp();
});

/** The first keys of a collection in the sample tree. */
function sampleKeys(table: string, n = 2): string[] {
  const c = COLLECTIONS.find((x) => x.table === table)!;
  const items = JSON.parse(String(s.files.get(`_index/${table}.json`))) as Obj[];
  expect(items.length, table).toBeGreaterThan(0);
  return items.slice(0, n).map((i) => String(i[c.keyField]));
}

/** Real GET URLs of every GET route, with ids taken from the sample tree and every documented filter. */
function sampleGets(): Map<RouteName, string[]> {
  const urls = new Map<RouteName, string[]>([
    ["openapi", [ROUTES.openapi]],
    ["meta", [ROUTES.meta]],
    ["sources", [ROUTES.sources]],
    ["downloads", [ROUTES.downloads]],
    ["downloadFile", [routeUrl("downloadFile", { file: "person.jsonl.gz" })]],
    ["usage", [ROUTES.usage]],
    ["semanticModel", [ROUTES.semanticModel]],
    ["search", [`${ROUTES.search}?q=abr`, `${ROUTES.search}?q=a&limit=2&offset=1`]],
    ["verse", ["Gen.12.1", "gen.1.1", "Rev.22.21"].map((osis) => routeUrl("verse", { osis }))],
    ["crossReferences", [routeUrl("crossReferences", { osis: "Gen.12.1" }), `${routeUrl("crossReferences", { osis: "Gen.12.1" })}?limit=1&offset=1`]],
    ["greekVerse", [routeUrl("greekVerse", { osis: "Matt.1.1" })]],
    ["hebrewVerse", [routeUrl("hebrewVerse", { osis: "Gen.1.1" }), routeUrl("hebrewVerse", { osis: "Gen.12.1" })]],
    ["translations", [ROUTES.translations]],
    ["books", [ROUTES.books]],
    ["book", ["Gen", "ps", "1 Cor"].map((book) => routeUrl("book", { book }))],
    ["chapter", ["Gen.12", "gen.1", "Rev.22"].map((osis) => routeUrl("chapter", { osis }))],
    ["passage", ["Gen.12.1-Gen.12.9", "Gen.1.31-Gen.2.2", "Gen 12:1-3"].map((ref) => routeUrl("passage", { ref }))],
    ["resolve", [`${ROUTES.resolve}?q=${encodeURIComponent("Gen 1:1–2:3; Ps 23")}`]],
    ["textSearch", [`${ROUTES.textSearch}?q=abram`, `${ROUTES.textSearch}?q=${encodeURIComponent('"the lord"')}&translation=web&book=Gen&limit=2&offset=1`]],
    ["verseOfTheDay", [ROUTES.verseOfTheDay, `${ROUTES.verseOfTheDay}?date=2026-01-01`]],
    ["interlinear", [routeUrl("interlinear", { osis: "Gen.1.1" }), routeUrl("interlinear", { osis: "matt.1.2" })]],
    ["morphology", [ROUTES.morphology]],
    ["strongsConcordance", [routeUrl("strongsConcordance", { number: "H430" }), `${routeUrl("strongsConcordance", { number: "h430" })}?limit=1&offset=0`, routeUrl("strongsConcordance", { number: "H1" })]],
    ["personAncestors", [routeUrl("personAncestors", { slug: "isaac" }), `${routeUrl("personAncestors", { slug: "isaac" })}?depth=10&limit=1`]],
    ["personDescendants", [routeUrl("personDescendants", { slug: "terah" }), `${routeUrl("personDescendants", { slug: "terah" })}?depth=1`]],
    ["kinship", [routeUrl("kinship", { slug: "isaac", other: "terah" }), `${routeUrl("kinship", { slug: "abraham_58", other: "sarah" })}?max_steps=2`]],
    ["geoPlaces", [ROUTES.geoPlaces]],
    ["geoPlace", [routeUrl("geoPlace", { slug: "haran" })]],
    ["geoNearest", [routeUrl("geoNearest", { slug: "haran" }), `${routeUrl("geoNearest", { slug: "haran" })}?limit=2`, `${routeUrl("geoNearest", { slug: "haran" })}?k=2`]],
    ["geoNear", [`${ROUTES.geoNear}?lat=36.87&lon=39.03`, `${ROUTES.geoNear}?lat=31.7&lon=35.2&radius_km=1000&limit=2&offset=1`]],
    ["geoBox", [`${ROUTES.geoBox}?bbox=30,20,50,40`, `${ROUTES.geoBox}?bbox=-180,-90,180,90&limit=1`]],
    ["timeline", [ROUTES.timeline, `${ROUTES.timeline}?from=-2200&to=-1900&kind=person&limit=2`, `${ROUTES.timeline}?to=-2000`]],
  ]);
  for (const c of COLLECTIONS) {
    const list = ROUTES[c.listRoute];
    urls.set(c.listRoute, [list, `${list}?q=a&limit=3&offset=1`, `${list}?limit=500`]);
    urls.set(c.itemRoute, sampleKeys(c.table).map((key) => routeUrl(c.itemRoute, { [c.param]: key })));
  }
  urls.get("people")!.push(`${ROUTES.people}?gender=Female`, `${ROUTES.people}?gender=Male&q=abr`);
  urls.get("places")!.push(`${ROUTES.places}?has_coordinates=true`, `${ROUTES.places}?has_coordinates=false`, `${ROUTES.places}?feature_type=city`);
  urls.get("person")!.push(routeUrl("person", { slug: "abraham_58" }));
  urls.set("eventPeople", sampleKeys("event", 3).map((slug) => routeUrl("eventPeople", { slug })));
  const greek = sampleKeys("strongs", Infinity).find((k) => k.startsWith("G"))!;
  urls.get("strongs")!.push(routeUrl("strongs", { number: "h430" }), routeUrl("strongs", { number: `g0${greek.slice(1)}` }));
  return urls;
}

describe("the document", () => {
  it("passes the OpenAPI 3.1 schema validator and every reference resolves", async () => {
    const validator = new Validator();
    const result = await validator.validate(plain);
    expect(result.errors, JSON.stringify(result.errors, null, 2)?.slice(0, 3000)).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    for (const ref of refs(plain)) at(ref);
  });

  it("is plain JSON, deterministic, and versioned with the dataset", () => {
    expect(plain).toEqual(doc);
    expect(JSON.stringify(buildOpenApi(schemas(), { version: SAMPLE_VERSION.version }))).toBe(JSON.stringify(doc));
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe(SAMPLE_VERSION.version);
    expect(doc.servers).toEqual([{ url: "/" }]);
  });

  it("has one operation per route of ROUTES and nothing else", () => {
    const expected = Object.entries(ROUTES).map(([name, route]) => ({ name, path: openApiPath(route), method: name === "semanticSearch" || name === "mcp" ? "post" : "get" }));
    expect(OPERATIONS.map((o) => `${o.method} ${o.path}`).sort()).toEqual(expected.map((e) => `${e.method} ${e.path}`).sort());
    for (const e of expected) {
      const op = plain.paths[e.path][e.method] as Obj;
      expect(op.operationId).toBe(ENDPOINTS[e.name as RouteName].operationId);
      expect(op.operationId, e.name).toMatch(/^(get|list|search|call)[A-Z][A-Za-z]+$/);
      expect(op.summary, e.name).toBeTruthy();
      expect(op.description, e.name).toBeTruthy();
      expect(op.tags, e.name).toHaveLength(1);
      for (const name of e.path.match(/\{([A-Za-z]+)\}/g) ?? []) {
        const p = (op.parameters as Obj[]).map(deref).find((x) => x.in === "path" && `{${x.name}}` === name);
        expect(p?.required, `${e.name} ${name}`).toBe(true);
      }
    }
  });

  it("declares the query parameters the runtime accepts, with its defaults", () => {
    const query = (route: RouteName): Record<string, Obj> => {
      const op = plain.paths[openApiPath(ROUTES[route])].get as Obj;
      return Object.fromEntries((op.parameters as Obj[]).map(deref).filter((p) => p.in === "query").map((p) => [p.name, p]));
    };
    for (const c of COLLECTIONS) {
      const q = query(c.listRoute);
      const extra = c.table === "person" ? ["gender"] : c.table === "place" ? ["has_coordinates", "feature_type"] : c.meanings !== undefined ? ["gloss"] : [];
      expect(Object.keys(q).sort(), c.listRoute).toEqual(["limit", "offset", "q", ...extra].sort());
      expect(q.limit?.schema).toMatchObject({ type: "integer", minimum: 1, default: PAGINATION.defaultLimit });
      expect(q.offset?.schema).toMatchObject({ type: "integer", minimum: 0, default: 0 });
      expect(q.q?.required).toBe(false);
    }
    expect(query("people").gender?.schema).toEqual({ enum: ["Male", "Female"] });
    expect(query("places").has_coordinates?.schema).toEqual({ type: "boolean" });
    expect(COLLECTIONS.filter((c) => c.meanings !== undefined).map((c) => c.table)).toEqual(["strongs", "lexicon_entry", "greek_lexicon_entry"]);
    expect(query("strongsList").gloss).toMatchObject({ required: false, schema: { type: "string", minLength: 1, maxLength: 200 } });
    expect(query("lexicon").gloss?.description).toContain("BDB marks");
    expect(query("search").q?.required).toBe(true);
    expect(query("crossReferences").limit?.schema.default).toBe(PAGINATION.crossReferenceDefaultLimit);
    expect(query("crossReferences").limit?.description).toContain(String(PAGINATION.maxLimit));
    for (const route of ["meta", "usage", "verse", "person", "openapi"] as const) expect(Object.keys(query(route)), route).toEqual([]);
    const semantic = plain.paths[ROUTES.semanticSearch].post as Obj;
    expect(semantic.requestBody.content["application/json"].schema.properties).toMatchObject({ query: { type: "string" }, limit: { type: "integer" } });
  });

  it("requires the API key everywhere except on the OpenAPI document", () => {
    expect(plain.security).toEqual([{ apiKey: [] }]);
    expect(plain.components.securitySchemes.apiKey).toMatchObject({ type: "apiKey", in: "header", name: "X-API-Key" });
    for (const { op } of OPERATIONS) {
      if (op.operationId === "getOpenApi") {
        expect(op.security).toEqual([]);
        expect(op.responses["401"]).toBeUndefined();
      } else {
        expect(op.security, op.operationId).toBeUndefined();
        expect(op.responses["401"], op.operationId).toBeDefined();
      }
    }
  });

  it("names every error code of the catalogue, each where it applies, with its status", () => {
    const all = Object.keys(ERRORS) as ErrorCode[];
    const responses = Object.values(plain.components.responses as Record<string, Obj>);
    for (const code of all) {
      expect(plain.info.description).toContain(`\`${code}\` | ${ERRORS[code].status} |`);
      // route-not-found answers paths the document does not have, so no operation declares it.
      if (code === "route-not-found") continue;
      const r = responses.find((x) => x.content["application/problem+json"].examples[code] !== undefined);
      expect(r, code).toBeDefined();
      expect(r!.content["application/problem+json"].schema.allOf[0]).toEqual({ $ref: "#/components/schemas/EnvelopeProblem" });
      expect(r!.content["application/problem+json"].examples[code].value).toMatchObject({ code, status: ERRORS[code].status });
    }
    const item = new Set(COLLECTIONS.map((c) => c.itemRoute as string));
    const list = new Set(COLLECTIONS.map((c) => c.listRoute as string));
    for (const { op } of OPERATIONS) {
      const id = ROUTE_NAMES.find((r) => ENDPOINTS[r].operationId === op.operationId)!;
      const expected = new Set<string>(["internal-error", "method-not-allowed"]);
      if (id !== "openapi") expected.add("missing-api-key").add("invalid-api-key").add("store-unavailable");
      if (id !== "openapi" && id !== "usage" && id !== "mcp") expected.add("quota-exceeded");
      if (id === "mcp") expected.add("not-implemented");
      const studyKeyed = ["strongsConcordance", "personAncestors", "personDescendants", "kinship", "geoNearest"];
      if (list.has(id) || ["search", "crossReferences", "passage", "resolve", "textSearch", "verseOfTheDay", "geoNear", "geoBox", "timeline", ...studyKeyed].includes(id)) expected.add("invalid-parameter");
      if (item.has(id) || ["eventPeople", "verse", "crossReferences", "greekVerse", "hebrewVerse", "book", "chapter", "passage", "verseOfTheDay", "interlinear", "morphology", "geoPlaces", "geoPlace", "downloadFile", ...studyKeyed].includes(id)) {
        expected.add("not-found");
      }
      if (id === "passage") expected.add("passage-too-long");
      if (id === "kinship") expected.add("no-kinship-path");
      if (id === "geoNearest") expected.add("no-coordinates");
      if (id === "textSearch" || id === "verseOfTheDay" || ["strongsList", "lexicon", "greekLexicon"].includes(id)) expected.add("not-implemented");
      if (id === "semanticSearch") expected.add("tier-required").add("not-implemented").add("invalid-body").add("invalid-parameter");
      if (id === "semanticModel") expected.add("not-found");
      expect([...declaredCodes(op)].sort(), id).toEqual([...expected].sort());
      for (const [status, r] of Object.entries(op.responses as Record<string, Obj>)) {
        for (const code of declaredCodes({ responses: { [status]: r } })) expect(ERRORS[code as ErrorCode].status, `${id} ${code}`).toBe(Number(status));
      }
      if (id !== "openapi" && id !== "usage" && id !== "mcp") expect(Object.keys(deref(op.responses["429"]).headers).sort(), id).toEqual(["Access-Control-Allow-Origin", "Access-Control-Expose-Headers", "RateLimit", "RateLimit-Policy", "Retry-After"]);
      if (op.responses["200"] !== undefined && id !== "openapi" && id !== "mcp") expect(op.responses["304"], id).toBeDefined();
    }
  });

  it("holds every schema file and derived envelope as components, converted rather than copied by hand", () => {
    const registry = schemas();
    const names = Object.keys(plain.components.schemas);
    const unserved: string[] = [];
    for (const schema of [...registry.files.values(), ...registry.derived]) {
      const id = String(schema.$id);
      if (schema.type !== undefined && !(componentName(id) in plain.components.schemas)) {
        unserved.push(id);
        continue;
      }
      for (const def of Object.keys((schema.$defs ?? {}) as Obj)) expect(names, `${id} $defs/${def}`).toContain(defComponentName(id, def));
      if (schema.type !== undefined) {
        const component = plain.components.schemas[componentName(id)] as Obj;
        expect(component, id).toBeDefined();
        expect(component.$id).toBeUndefined();
        expect(Object.keys(component.properties ?? {})).toEqual(Object.keys((schema.properties ?? {}) as Obj));
        expect(component.required).toEqual(schema.required);
      }
    }
    // Schemas no operation reaches are left out rather than listed as unused components: verse_entry.json
    // is the build's verse index entry (/v1/verses serves verse.json, the entry with its text), and
    // concordance_entry.json is served through its $defs (the concordance page's verses and forms);
    // every other schema is in the document.
    expect(unserved.sort()).toEqual(["concordance_entry.json", "verse_entry.json"]);
    // Component names are identifiers code generators keep as they are: no dots, no dashes.
    for (const kind of ["schemas", "responses"] as const) for (const name of Object.keys(plain.components[kind])) expect(name, kind).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    for (const ref of refs(plain.components.schemas)) expect(ref, ref).toMatch(/^#\/components\/schemas\/[A-Z][A-Za-z0-9]+$/);
    expect(plain.components.schemas["Person"].properties.slug.$ref).toBe("#/components/schemas/CommonSlug");
    expect(plain.components.schemas["CommonSlugList"].items.$ref).toBe("#/components/schemas/CommonSlug");
    expect(plain.components.schemas["PersonItem"].properties.data.$ref).toBe("#/components/schemas/Person");
    expect(plain.components.schemas["PersonListItemList"].properties.meta.$ref).toBe("#/components/schemas/EnvelopeListMeta");
  });

  it("declares for each GET route the response envelope the build validates its files with", () => {
    const schemaOf = (route: RouteName): string => plain.paths[openApiPath(ROUTES[route])].get.responses["200"].content["application/json"].schema.$ref;
    for (const c of COLLECTIONS) {
      expect(schemaOf(c.itemRoute)).toBe(schemaRef(itemEnvelopeId(`${c.table}.json`)));
      expect(schemaOf(c.listRoute)).toBe(schemaRef(listEnvelopeId(listItemId(c))));
    }
    expect(schemaOf("person")).toBe("#/components/schemas/PersonItem");
    expect(schemaOf("people")).toBe("#/components/schemas/PersonListItemList");
    expect(schemaOf("verse")).toBe("#/components/schemas/VerseItem");
    expect(schemaOf("crossReferences")).toBe("#/components/schemas/CrossReferenceList");
    expect(schemaOf("greekVerse")).toBe("#/components/schemas/GreekWordList");
    expect(schemaOf("hebrewVerse")).toBe("#/components/schemas/HebrewWordList");
    expect(schemaOf("search")).toBe("#/components/schemas/SearchResultList");
    expect(schemaOf("meta")).toBe("#/components/schemas/MetaItem");
    expect(schemaOf("usage")).toBe("#/components/schemas/UsageItem");
  });
});

describe("real responses match the document", () => {
  it("the checker itself rejects what the document does not declare", async () => {
    expect(validatorOf({ $ref: "#/components/schemas/PersonItem" })({ data: { slug: "abraham" } })).toBe(false);
    const meta = await s.request(ROUTES.meta);
    await expect(expectDocumented("GET", routeUrl("person", { slug: "abraham" }), meta)).rejects.toThrow();
    const teapot = new Response("{}", { status: 418, headers: { "Content-Type": "application/json" } });
    await expect(expectDocumented("GET", ROUTES.meta, teapot)).rejects.toThrow(/not declared/);
  });

  it("every GET route, with real sample ids and every filter: 200, then 304 with the ETag", async () => {
    const gets = sampleGets();
    for (const route of Object.keys(ROUTES) as RouteName[]) if (route !== "semanticSearch" && route !== "mcp") expect(gets.get(route)?.length, route).toBeGreaterThan(0);
    for (const url of [...gets.values()].flat()) {
      const res = await s.request(url);
      expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
      const etag = res.headers.get("ETag");
      await expectDocumented("GET", url, res);
      const again = await s.request(url, { headers: { "If-None-Match": etag ?? "" } });
      expect(again.status, url).toBe(304);
      await expectDocumented("GET", url, again);
    }
  });

  it("every GET has a HEAD twin: same parameters and statuses, no body; real HEAD answers match it", async () => {
    const gets = OPERATIONS.filter((o) => o.method === "get");
    expect(HEADS.map((o) => o.path).sort()).toEqual(gets.map((o) => o.path).sort());
    for (const { path, op } of gets) {
      const head = plain.paths[path].head as Obj;
      expect(head.operationId).toBe(`head${String(op.operationId).charAt(0).toUpperCase()}${String(op.operationId).slice(1)}`);
      expect(head.parameters).toEqual(op.parameters);
      expect(Object.keys(head.responses)).toEqual(Object.keys(op.responses));
      expect(head.responses["200"].content, path).toBeUndefined();
      expect(head.responses["200"].headers).toEqual(op.responses["200"].headers);
    }
    for (const url of [...sampleGets().values()].map((urls) => urls[0]!)) {
      const res = await s.request(url, { method: "HEAD" });
      expect(res.status, url).toBe(200);
      await expectDocumented("HEAD", url, res);
    }
  });

  it("declares the CORS headers on every response, and real responses carry them", async () => {
    for (const { op } of ALL_OPERATIONS) {
      for (const [status, r] of Object.entries(op.responses as Record<string, Obj>)) {
        const headers = Object.keys(deref(r).headers ?? {});
        expect(headers, `${op.operationId} ${status}`).toEqual(expect.arrayContaining(["Access-Control-Allow-Origin", "Access-Control-Expose-Headers"]));
      }
    }
    expect(plain.components.headers["Access-Control-Expose-Headers"].description).toContain("RateLimit");
  });

  it("a valid value of every documented query parameter is accepted, an invalid one is a documented 400", async () => {
    const invalid = (name: string, schema: Obj): string[] => {
      if (schema.enum !== undefined) return ["nope"];
      if (schema.type === "boolean") return ["yes", "1"];
      // A limit above its maximum is capped, not refused; other bounded numbers are refused past it.
      const above = schema.maximum !== undefined && name !== "limit" ? [String((schema.maximum as number) + 1)] : [];
      if (schema.type === "integer") return ["x", "1.5", String((schema.minimum as number) - 1), ...above];
      if (schema.type === "number") return ["x", "1e3", schema.exclusiveMinimum !== undefined ? String(schema.exclusiveMinimum) : String((schema.minimum as number) - 1), ...above];
      if (schema.pattern !== undefined) return ["", "1,2,3"];
      return [""];
    };
    const valid = (name: string, schema: Obj, example?: unknown): string[] => {
      // Every closed set of values is read in any letter case, and its description says so.
      if (schema.enum !== undefined) return (schema.enum as string[]).flatMap((v) => [v, v.toUpperCase(), v.toLowerCase()]);
      if (schema.type === "boolean") return ["true", "false"];
      if (schema.type === "integer") return [schema.default, schema.minimum, schema.maximum ?? 200].filter((v) => v !== undefined).map(String);
      if (schema.type === "number") return [String(schema.maximum), ...(schema.default === undefined ? [] : [String(schema.default)])];
      if (name === "date") return ["2026-03-10"];
      if (schema.pattern !== undefined) return [String(example)];
      return [name === "feature_type" ? "City" : name === "book" ? "Gen" : "ab"];
    };
    // Operations whose q must name something real: a reference to resolve, words to find.
    const EXAMPLE_Q: Readonly<Record<string, string>> = { getResolvedReference: "John 3:16", searchText: "abram" };
    let checked = 0;
    for (const { path, method, op } of OPERATIONS) {
      if (method !== "get" || path.includes("{")) continue;
      const query = (op.parameters as Obj[] | undefined ?? []).map(deref).filter((x) => x.in === "query");
      const values = (x: Obj): string[] => (x.name === "q" && EXAMPLE_Q[op.operationId] !== undefined ? [EXAMPLE_Q[op.operationId]!] : valid(x.name, x.schema, x.example));
      for (const p of query) {
        if (p.schema.enum !== undefined) expect(p.description, `${op.operationId} ${p.name}`).toMatch(/any letter case/);
        // The other required parameters, each with a valid value.
        const others = query.filter((x) => x.required === true && x.name !== p.name).map((x) => `${x.name}=${encodeURIComponent(values(x)[0] ?? "")}&`);
        const base = `${path}?${others.join("")}`;
        for (const v of values(p)) {
          const url = `${base}${p.name}=${encodeURIComponent(v)}`;
          const res = await s.request(url);
          expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
          await expectDocumented("GET", url, res);
        }
        for (const v of invalid(p.name, p.schema)) {
          const url = `${base}${p.name}=${encodeURIComponent(v)}`;
          const res = await s.request(url);
          expect(res.status, url).toBe(400);
          expect((await json(res.clone())).code).toBe("invalid-parameter");
          await expectDocumented("GET", url, res);
        }
        checked++;
      }
    }
    const xrefs = `${routeUrl("crossReferences", { osis: "Gen.12.1" })}?limit=0`;
    const res = await s.request(xrefs);
    expect(res.status).toBe(400);
    await expectDocumented("GET", xrefs, res);
    expect(checked).toBeGreaterThan(COLLECTIONS.length * 3);
  });

  it("401 without a key or with a wrong one, on every keyed route", async () => {
    for (const url of [...sampleGets()].filter(([r]) => r !== "openapi").map(([, urls]) => urls[0]!)) {
      for (const key of [null, "bra_notakey"]) {
        const res = await s.request(url, { key });
        expect(res.status, url).toBe(401);
        await expectDocumented("GET", url, res);
      }
    }
    const res = await s.request(ROUTES.semanticSearch, { method: "POST", key: null });
    expect(res.status).toBe(401);
    await expectDocumented("POST", ROUTES.semanticSearch, res);
  });

  it("404 for unknown ids and verses on every item and verse route", async () => {
    const urls = [
      ...COLLECTIONS.map((c) => routeUrl(c.itemRoute, { [c.param]: c.param === "number" ? "H99999" : "no-such-record" })),
      routeUrl("verse", { osis: "Gen.51.1" }),
      routeUrl("crossReferences", { osis: "Jude.1.26" }),
      routeUrl("greekVerse", { osis: "Gen.1.1" }),
      routeUrl("hebrewVerse", { osis: "Matt.1.1" }),
    ];
    for (const url of urls) {
      const res = await s.request(url);
      expect(res.status, url).toBe(404);
      await expectDocumented("GET", url, res);
    }
  });

  it("POST /v1/search/semantic: 403 for a free key, 200 with scored results for a pro key, 400 for a bad body", async () => {
    const body = JSON.stringify({ query: "the call of Abram", limit: 5 });
    const init = { method: "POST", body, headers: { "Content-Type": "application/json" } };
    const operation = operationFor("POST", ROUTES.semanticSearch).op;
    expectValid(operation.requestBody.content["application/json"].schema, JSON.parse(body), "request body");
    const free = await s.request(ROUTES.semanticSearch, init);
    expect(free.status).toBe(403);
    await expectDocumented("POST", ROUTES.semanticSearch, free);
    const pro = await s.request(ROUTES.semanticSearch, { ...init, key: s.keys.pro.key });
    expect(pro.status).toBe(200);
    await expectDocumented("POST", ROUTES.semanticSearch, pro);
    const bad = await s.request(ROUTES.semanticSearch, { ...init, body: "{not json", key: s.keys.pro.key });
    expect(bad.status).toBe(400);
    await expectDocumented("POST", ROUTES.semanticSearch, bad);
  });

  it("429 with Retry-After on every counted route once the allowance is used up", async () => {
    const app = await sampleApp();
    const day = utcDay(app.now());
    for (let i = 0; i < 1000; i++) await app.store.consume(app.keys.free.info.id, day, 1000);
    for (const [route, urls] of sampleGets()) {
      if (route === "usage" || route === "openapi") continue;
      const res = await app.request(urls[0]!);
      expect(res.status, urls[0]).toBe(429);
      await expectDocumented("GET", urls[0]!, res);
    }
    const usage = await app.request(ROUTES.usage);
    expect(usage.status).toBe(200);
    await expectDocumented("GET", ROUTES.usage, usage);
  });

  it("500 when the tree cannot be read", async () => {
    const broken = await sampleApp({ wrapData: (inner) => ({ read: (rel) => (rel.startsWith("v1/") ? Promise.reject(new Error("disk failure")) : inner.read(rel)) }), log: () => {} });
    for (const url of [ROUTES.meta, routeUrl("person", { slug: sampleKeys("person", 1)[0]! }), routeUrl("verse", { osis: "Gen.12.1" })]) {
      const res = await broken.request(url);
      expect(res.status, url).toBe(500);
      await expectDocumented("GET", url, res);
    }
    const res = await broken.request(ROUTES.openapi, { key: null });
    expect(res.status).toBe(500);
    await expectDocumented("GET", ROUTES.openapi, res);
  });

  it("405 and unknown paths answer the problem responses the document names", async () => {
    const notAllowed = await s.request(ROUTES.meta, { method: "DELETE" });
    expect(notAllowed.status).toBe(405);
    await expectResponse(deref(plain.paths["/v1/meta"].get.responses["405"]), notAllowed, "DELETE /v1/meta");
    const nowhere = await s.request("/v1/nowhere");
    expect(nowhere.status).toBe(404);
    // No operation declares route-not-found (the path is not in the document): its body is still a problem.
    const problemResponse = { content: { "application/problem+json": { schema: { $ref: "#/components/schemas/EnvelopeProblem" } } } };
    await expectResponse(problemResponse, nowhere, "GET /v1/nowhere");
  });
});

describe("GET /v1/openapi.json", () => {
  it("serves the tree's document, equal to the generated one, without a key", async () => {
    const file = s.files.get(OPENAPI_FILE);
    expect(file).toBeDefined();
    expect(JSON.parse(typeof file === "string" ? file : new TextDecoder().decode(file))).toEqual(plain);
    const res = await s.request(ROUTES.openapi, { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(res.headers.get("RateLimit")).toBeNull();
    expect(await json(res)).toEqual(plain);
  });

  it("is not counted, even with a key, and answers HEAD and 405 without one", async () => {
    const app = await sampleApp();
    const used = () => app.store.used(app.keys.free.info.id, utcDay(app.now()));
    for (let i = 0; i < 3; i++) expect((await app.request(ROUTES.openapi)).status).toBe(200);
    expect((await app.request(ROUTES.openapi, { key: "bra_notakey" })).status).toBe(200);
    const head = await app.request(ROUTES.openapi, { method: "HEAD", key: null });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await app.request(ROUTES.openapi, { method: "POST", key: null });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect(await used()).toBe(0);
    expect((await app.request(ROUTES.meta)).status).toBe(200);
    expect(await used()).toBe(1);
  });
});
