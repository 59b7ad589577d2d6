/**
 * The examples the documentation quotes: every path parameter's description in the OpenAPI document
 * (record keys, verses, chapters, books, passages, download files) and every MCP tool's description
 * quotes its examples as data (`src/contract/examples.ts`), and its own prose quotes nothing, so no
 * example can be written in without being tried here. On the full tree (built from the upstream
 * mirror, or `STUDY_TREE`) each example must name something real: a path parameter's through its
 * endpoint (200), a tool's through the tool (an answer, not an error, and a search finds something).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { code, markdown, plainText, words, type ExampleProse } from "../../src/contract/examples.ts";
import { ENDPOINTS, ROUTE_NAMES, type ParamSpec, type RouteName } from "../../src/contract/api.ts";
import { pathParamDoc } from "../../src/contract/openapi.ts";
import { routeUrl } from "../../src/contract/routes.ts";
import { callTool, toolDefinitions, toolDescriptions, type Dispatch } from "../../src/runtime/mcp/tools.ts";
import type { Store } from "../../src/runtime/store/types.ts";
import { fullDataApp } from "../helpers/full-app.ts";
import { fullTree, haveMirror } from "../helpers/full-tree.ts";

type PathParam = Extract<ParamSpec, { readonly in: "path" }>;

const kindOf = (p: PathParam): string => (p.kind === "key" ? `key:${p.table}` : p.kind);

/** Every path parameter of the contract once per kind of value it takes (a key per table), with its description. */
function pathParams(): { param: PathParam; doc: ExampleProse }[] {
  const out = new Map<string, { param: PathParam; doc: ExampleProse }>();
  for (const route of ROUTE_NAMES) {
    for (const p of ENDPOINTS[route].params as readonly ParamSpec[]) if (p.in === "path" && !out.has(kindOf(p))) out.set(kindOf(p), { param: p, doc: pathParamDoc(p) });
  }
  return [...out.values()];
}

/** The routes that take a value of each kind on its own (`/v1/people/{slug}`, `/v1/verses/{osis}` …). */
const OWN_ROUTE: Readonly<Record<string, RouteName>> = {
  "key:person": "person",
  "key:place": "place",
  "key:event": "event",
  "key:people_group": "group",
  "key:dictionary_entry": "dictionaryEntry",
  "key:topic": "topic",
  "key:strongs": "strongs",
  "key:lexicon_entry": "lexiconEntry",
  "key:greek_lexicon_entry": "greekLexiconEntry",
  verse: "verse",
  chapter: "chapter",
  book: "book",
  reference: "passage",
  file: "downloadFile",
};

describe("prose that quotes examples", () => {
  it("quotes each interpolated string as an example, code as quoted words that are not, and words as they are", () => {
    const doc = markdown`A slug (${"abraham"}, ${"haran_527"}) from ${code("/v1/people")}, at most ${words(40)}.`;
    expect(doc.text).toBe("A slug (`abraham`, `haran_527`) from `/v1/people`, at most 40.");
    expect(doc.examples).toEqual(["abraham", "haran_527"]);
    const tool = plainText("slug")`By slug (${"tribe-of-levi"}): ${code("participant")}.`;
    expect(tool).toMatchObject({ text: "By slug ('tribe-of-levi'): 'participant'.", examples: ["tribe-of-levi"], param: "slug", quote: "'" });
  });

  it("every path parameter's description quotes only its examples and code, and has examples", () => {
    const params = pathParams();
    expect(new Set(params.map((p) => kindOf(p.param)))).toEqual(new Set(Object.keys(OWN_ROUTE)));
    for (const { param, doc } of params) {
      expect(doc.quote).toBe("`");
      for (const part of doc.prose) expect(part, `${kindOf(param)}: quote examples as data, not in the prose`).not.toContain("`");
      expect(doc.examples.length, kindOf(param)).toBeGreaterThan(0);
    }
  });

  it("every MCP tool's description quotes only its examples and code, each example a value of one of the tool's inputs", () => {
    const inputs = new Map(toolDefinitions().map((t) => [t.name, Object.keys(t.inputSchema.properties as object)]));
    const docs = toolDescriptions();
    expect(docs.map((d) => d.name).sort()).toEqual([...inputs.keys()].sort());
    for (const { name, description } of docs) {
      expect(description.quote).toBe("'");
      // An opening quote: one not inside a word (the apostrophe of "Nave's" is inside one).
      for (const part of description.prose) expect(part, `${name}: quote examples as data, not in the prose`).not.toMatch(/(^|[^\p{L}\p{N}])'/u);
      if (description.examples.length > 0) expect(inputs.get(name), name).toContain(description.param);
    }
  });
});

describe.skipIf(!haveMirror)("every example names something real in the full data", () => {
  let app: Awaited<ReturnType<typeof fullDataApp>>["app"];
  let store: Store;
  let key: string;
  beforeAll(async () => {
    ({ app, store, key } = await fullDataApp("pro", process.env.STUDY_TREE ?? (await fullTree())));
  }, 900_000);
  afterAll(async () => {
    await store?.close();
  });

  it("each path parameter's example, through the endpoint of its own record", async () => {
    let tried = 0;
    for (const { param, doc } of pathParams()) {
      const route = OWN_ROUTE[kindOf(param)]!;
      const name = (ENDPOINTS[route].params as readonly ParamSpec[]).find((p) => p.in === "path")?.name ?? "";
      for (const example of doc.examples) {
        const url = routeUrl(route, { [name]: example });
        const res = await app.request(url, { method: "HEAD", headers: { "X-API-Key": key } });
        expect(res.status, `${kindOf(param)} example ${JSON.stringify(example)}: ${url}`).toBe(200);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(40);
  });

  it("each MCP tool's example, through the tool", async () => {
    const dispatch: Dispatch = async (path, init = {}) => app.request(path, { method: init.method ?? "GET", body: init.body, headers: { ...init.headers, "X-API-Key": key } });
    let tried = 0;
    for (const { name, description } of toolDescriptions()) {
      for (const example of description.examples) {
        const result = await callTool(name, { [description.param ?? ""]: example }, dispatch);
        const text = result.content[0]?.text ?? "";
        expect(result.isError, `${name} ${description.param}=${JSON.stringify(example)}: ${text.slice(0, 300)}`).toBeUndefined();
        const data = (JSON.parse(text) as { data?: unknown }).data;
        if (Array.isArray(data)) expect(data.length, `${name} ${JSON.stringify(example)} finds something`).toBeGreaterThan(0);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(30);
  });
});
