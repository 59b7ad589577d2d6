/**
 * The static-hosting files generated from the routes module: every route pattern is covered by
 * `_headers`, `_redirects` and the nginx configuration; aliases become redirects within host limits.
 * `_headers`/`_redirects` are checked by a small matcher that follows the documented Cloudflare Pages
 * rules (placeholders match one path segment, a splat anything; the first matching redirect wins).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../src/contract/collections.ts";
import { DOCS_CSP, DOCS_FILES, DOCS_PATH, ROUTES, routeUrl, type RouteName } from "../../src/contract/routes.ts";
import { DOWNLOAD_FILES } from "../../src/contract/downloads.ts";
import {
  aliasRedirects,
  HOSTING_FILES,
  headersFile,
  nginxMapsConf,
  nginxServerConf,
  PAGES_LIMITS,
  planHosting,
  redirectsFile,
  ROUTE_HOSTING,
  STATIC_CACHE_CONTROL,
  type AliasRedirect,
} from "../../src/emit/hosting.ts";
import type { Dataset } from "../../src/stages/dataset.ts";
import { sampleTree } from "../helpers/sample-app.ts";

let tree: ReadonlyMap<string, string | Uint8Array>;
let aliases: Dataset["aliases"];

beforeAll(async () => {
  tree = await sampleTree();
  aliases = JSON.parse(String(tree.get("_index/aliases.json"))) as Dataset["aliases"];
});

const text = (rel: string): string => {
  const body = tree.get(rel);
  if (body === undefined) throw new Error(`no ${rel} in the tree`);
  return typeof body === "string" ? body : new TextDecoder().decode(body);
};

/** A Pages/Netlify path pattern as a regex: `:name` is one segment, `*` anything. */
function patternRegex(pattern: string): RegExp {
  const names: string[] = [];
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*|:([A-Za-z]\w*)/g, (m, name: string | undefined) => {
    names.push(name ?? "splat");
    return name === undefined ? "(?<splat>.*)" : `(?<${name}>[^/]+)`;
  });
  return new RegExp(`^${source}$`);
}

/** The `_headers` rules: pattern → headers. */
function parseHeaders(file: string): [string, [string, string][]][] {
  const rules: [string, [string, string][]][] = [];
  for (const line of file.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) rules.push([line, []]);
    else {
      const m = /^\s+([^:]+):\s(.*)$/.exec(line);
      if (m === null) throw new Error(`bad header line ${line}`);
      rules.at(-1)?.[1].push([m[1] ?? "", m[2] ?? ""]);
    }
  }
  return rules;
}

/** The headers a host sends for a URL path: every matching rule's, values of one name joined. */
function headersFor(rules: ReturnType<typeof parseHeaders>, url: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [pattern, headers] of rules) {
    if (!patternRegex(pattern).test(url)) continue;
    for (const [k, v] of headers) out.set(k, [...(out.get(k) ?? []), v]);
  }
  return out;
}

const parsedRedirects = new Map<string, { from: RegExp; to: string; status: number }[]>();

/** The first `_redirects` rule matching a URL path: its target (placeholders filled) and status. */
function redirectFor(file: string, url: string): { to: string; status: number } | undefined {
  let rules = parsedRedirects.get(file);
  if (rules === undefined) {
    rules = file
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("#"))
      .map((line) => {
        const [from = "", to = "", status = "302"] = line.split(" ");
        return { from: patternRegex(from), to, status: Number(status) };
      });
    parsedRedirects.set(file, rules);
  }
  for (const rule of rules) {
    const m = rule.from.exec(url);
    if (m === null) continue;
    return { to: rule.to.replace(/:([A-Za-z]\w*)/g, (_, name: string) => m.groups?.[name] ?? `:${name}`), status: rule.status };
  }
  return undefined;
}

/** One example URL of each route, all of them served by the sample tree when the route is static. */
const EXAMPLES: { readonly [R in RouteName]: string } = {
  openapi: ROUTES.openapi,
  meta: ROUTES.meta,
  sources: ROUTES.sources,
  usage: ROUTES.usage,
  search: ROUTES.search,
  semanticModel: ROUTES.semanticModel,
  semanticSearch: ROUTES.semanticSearch,
  downloads: ROUTES.downloads,
  downloadFile: routeUrl("downloadFile", { file: "person.jsonl.gz" }),
  mcp: ROUTES.mcp,
  people: ROUTES.people,
  person: routeUrl("person", { slug: "abraham" }),
  places: ROUTES.places,
  place: routeUrl("place", { slug: "haran" }),
  events: ROUTES.events,
  event: routeUrl("event", { slug: "birth-of-abraham" }),
  eventPeople: routeUrl("eventPeople", { slug: "birth-of-abraham" }),
  groups: ROUTES.groups,
  group: routeUrl("group", { slug: "egyptians" }),
  dictionary: ROUTES.dictionary,
  dictionaryEntry: routeUrl("dictionaryEntry", { slug: "abraham" }),
  topics: ROUTES.topics,
  topic: routeUrl("topic", { slug: "abraham" }),
  strongsList: ROUTES.strongsList,
  strongs: routeUrl("strongs", { number: "H1" }),
  lexicon: ROUTES.lexicon,
  lexiconEntry: routeUrl("lexiconEntry", { slug: "a-aa-aa" }),
  greekLexicon: ROUTES.greekLexicon,
  greekLexiconEntry: routeUrl("greekLexiconEntry", { slug: "g846" }),
  translations: ROUTES.translations,
  books: ROUTES.books,
  book: routeUrl("book", { book: "Ps" }),
  chapter: routeUrl("chapter", { osis: "Gen.12" }),
  passage: routeUrl("passage", { ref: "Gen.12.1-Gen.12.3" }),
  resolve: ROUTES.resolve,
  textSearch: ROUTES.textSearch,
  verseOfTheDay: ROUTES.verseOfTheDay,
  verse: routeUrl("verse", { osis: "Gen.12.1" }),
  crossReferences: routeUrl("crossReferences", { osis: "Gen.12.1" }),
  greekVerse: routeUrl("greekVerse", { osis: "Matt.1.1" }),
  hebrewVerse: routeUrl("hebrewVerse", { osis: "Gen.1.1" }),
  interlinear: routeUrl("interlinear", { osis: "Gen.1.1" }),
  morphology: ROUTES.morphology,
  strongsConcordance: routeUrl("strongsConcordance", { number: "H1" }),
  personAncestors: routeUrl("personAncestors", { slug: "isaac" }),
  personDescendants: routeUrl("personDescendants", { slug: "terah" }),
  kinship: routeUrl("kinship", { slug: "lot", other: "isaac" }),
  geoPlaces: ROUTES.geoPlaces,
  geoPlace: routeUrl("geoPlace", { slug: "haran" }),
  geoNearest: routeUrl("geoNearest", { slug: "haran" }),
  geoNear: ROUTES.geoNear,
  geoBox: ROUTES.geoBox,
  timeline: ROUTES.timeline,
};
const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
const staticNames = ROUTE_NAMES.filter((r) => ROUTE_HOSTING[r] !== "runtime");

describe("route classification", () => {
  it("classifies every route, and the static ones are exactly those with files in the tree", () => {
    expect(Object.keys(ROUTE_HOSTING).sort()).toEqual([...ROUTE_NAMES].sort());
    for (const r of ROUTE_NAMES) {
      const url = EXAMPLES[r];
      const file = ROUTE_HOSTING[r] === "file" || ROUTE_HOSTING[r] === "download" ? url.slice(1) : `${decodeURIComponent(url.slice(1))}.json`;
      expect(tree.has(file), `${r}: ${file}`).toBe(ROUTE_HOSTING[r] !== "runtime");
    }
  });
});

describe("_headers", () => {
  const rules = parseHeaders(headersFile());

  it("stays within the host's rule and line limits", () => {
    expect(rules.length).toBeLessThanOrEqual(PAGES_LIMITS.headerRules);
    for (const line of headersFile().split("\n")) expect(line.length).toBeLessThanOrEqual(PAGES_LIMITS.headerLineChars);
  });

  it("gives every static URL but the downloads, as requested and as rewritten, JSON, CORS, nosniff and exactly one cache policy", () => {
    for (const r of staticNames.filter((n) => ROUTE_HOSTING[n] !== "download")) {
      const forms = ROUTE_HOSTING[r] === "file" ? [EXAMPLES[r]] : [EXAMPLES[r], `${EXAMPLES[r]}.json`];
      for (const url of forms) {
        const h = headersFor(rules, url);
        expect(h.get("Content-Type"), url).toEqual(["application/json; charset=utf-8"]);
        expect(h.get("Access-Control-Allow-Origin"), url).toEqual(["*"]);
        expect(h.get("X-Content-Type-Options"), url).toEqual(["nosniff"]);
        expect(h.get("Cache-Control"), url).toEqual([r === "meta" ? STATIC_CACHE_CONTROL.meta : STATIC_CACHE_CONTROL.data]);
        for (const [name, values] of h) expect(values, `${url} ${name}`).toHaveLength(1);
      }
    }
  });

  it("gives each bulk download the runtime's media type as an attachment, CORS, nosniff and one cache policy; the listing stays JSON", () => {
    const files = DOWNLOAD_FILES.map((d) => d.file);
    expect(files).toContain("bible-reference-api.sqlite");
    expect(files).toContain("strongs.jsonl.gz");
    for (const d of DOWNLOAD_FILES) {
      const url = routeUrl("downloadFile", { file: d.file });
      const h = headersFor(rules, url);
      expect(h.get("Content-Type"), url).toEqual([d.format === "sqlite" ? "application/vnd.sqlite3" : "application/gzip"]);
      expect(h.get("Content-Disposition"), url).toEqual([`attachment; filename="${d.file}"`]);
      expect(h.get("Access-Control-Allow-Origin"), url).toEqual(["*"]);
      expect(h.get("X-Content-Type-Options"), url).toEqual(["nosniff"]);
      expect(h.get("Cache-Control"), url).toEqual([STATIC_CACHE_CONTROL.data]);
      for (const [name, values] of h) expect(values, `${url} ${name}`).toHaveLength(1);
      expect(tree.has(url.slice(1)), url).toBe(true);
    }
    for (const url of [ROUTES.downloads, `${ROUTES.downloads}.json`]) expect(headersFor(rules, url).get("Content-Type"), url).toEqual(["application/json; charset=utf-8"]);
  });

  it("gives the docs page and its files nosniff, the page's Content-Security-Policy and one cache policy, not the JSON type", () => {
    for (const url of [DOCS_PATH, `${DOCS_PATH}/`, ...DOCS_FILES.map((f) => `${DOCS_PATH}/${f}`)]) {
      const h = headersFor(rules, url);
      expect(h.get("X-Content-Type-Options"), url).toEqual(["nosniff"]);
      expect(h.get("Content-Security-Policy"), url).toEqual([DOCS_CSP]);
      expect(h.get("Cache-Control"), url).toEqual([STATIC_CACHE_CONTROL.data]);
      expect(h.get("Content-Type"), url).toBeUndefined();
    }
  });

  it("is the file of that name in the built tree", () => {
    expect(text(HOSTING_FILES.headers)).toBe(headersFile());
  });
});

describe("_redirects", () => {
  it("rewrites every extensionless URL of the tree to its file, and nothing else", () => {
    const file = text(HOSTING_FILES.redirects);
    const jsonFiles = [...tree.keys()].filter((p) => p.startsWith("v1/") && p.endsWith(".json") && p !== ROUTES.openapi.slice(1));
    expect(jsonFiles.length).toBeGreaterThan(60_000);
    for (const rel of jsonFiles) {
      const url = `/${rel.slice(0, -".json".length)}`;
      expect(redirectFor(file, url), url).toEqual({ to: `/${rel}`, status: 200 });
    }
    expect(redirectFor(file, ROUTES.openapi)).toBeUndefined();
    for (const r of ROUTE_NAMES.filter((n) => ROUTE_HOSTING[n] === "runtime")) expect(redirectFor(file, EXAMPLES[r]), r).toBeUndefined();
  });

  it("redirects upstream ids to the record's URL, static rules before dynamic ones", () => {
    const all = aliasRedirects(aliases);
    const { text: file, staticRules, dynamicRules, tables } = redirectsFile(all);
    expect(redirectFor(file, "/v1/people/abraham_58")).toEqual({ to: "/v1/people/abraham", status: 301 });
    expect(redirectFor(file, "/v1/events/71")).toEqual({ to: "/v1/events/abraham-enters-canaan", status: 301 });
    expect(redirectFor(file, "/v1/greek-lexicon/G847")).toEqual({ to: "/v1/greek-lexicon/g846", status: 301 });
    const lines = file.split("\n").filter((l) => l !== "" && !l.startsWith("#"));
    const firstDynamic = lines.findIndex((l) => l.includes(":") || l.includes("*"));
    expect(firstDynamic).toBe(staticRules);
    expect(lines.slice(firstDynamic).every((l) => l.split(" ")[0]?.includes(":"))).toBe(true);
    expect(lines).toHaveLength(staticRules + dynamicRules);
    expect(staticRules).toBeLessThanOrEqual(PAGES_LIMITS.staticRedirects);
    expect(dynamicRules).toBeLessThanOrEqual(PAGES_LIMITS.dynamicRedirects);
    expect(tables.reduce((n, t) => n + t.listed + t.left, 0)).toBe(all.length);
  });

  it("leaves letter-case variants and keys that need percent-encoding to the runtime", () => {
    const file = redirectsFile(aliasRedirects(aliases)).text;
    expect(file).not.toContain("/v1/topics/ABRAHAM ");
    expect(file).not.toContain("/v1/greek-lexicon/G846 ");
    expect(file).not.toContain("%20");
    expect(redirectFor(file, "/v1/topics/ABRAHAM")).toEqual({ to: "/v1/topics/ABRAHAM.json", status: 200 });
  });

  it("lists a table's aliases only when all of them fit the static budget", () => {
    const all = aliasRedirects(aliases);
    // 17 rewrites of the parameterless static routes, and room for 9 alias redirects.
    const limits = { ...PAGES_LIMITS, staticRedirects: 17 + 9 };
    const { text: file, tables, staticRules } = redirectsFile(all, limits);
    expect(staticRules).toBeLessThanOrEqual(26);
    const person = tables.find((t) => t.table === "person");
    expect(person).toEqual({ table: "person", listed: 0, left: 35 });
    const place = tables.find((t) => t.table === "place");
    expect(place).toEqual({ table: "place", listed: 9, left: 0 });
    expect(file).not.toContain("/v1/people/abraham_58");
    expect(file).toContain("/v1/places/ur_1189 /v1/places/ur-of-the-chaldees 301");
  });

  it("refuses a configuration beyond the host's dynamic-rule limit", () => {
    expect(() => redirectsFile([], { ...PAGES_LIMITS, dynamicRedirects: 3 })).toThrow(/dynamic rules/);
  });
});

describe("aliases", () => {
  it("are every alias of every collection, as encoded URLs, skipping none but identities", () => {
    const all = aliasRedirects(aliases);
    const expected = COLLECTIONS.reduce((n, c) => n + Object.entries(aliases[c.table] ?? {}).filter(([k, v]) => k !== v).length, 0);
    expect(all).toHaveLength(expected);
    const spaced = all.find((a) => a.key === "Abraham enters Canaan");
    expect(spaced).toEqual({ table: "event", key: "Abraham enters Canaan", target: "abraham-enters-canaan", from: "/v1/events/Abraham%20enters%20Canaan", to: "/v1/events/abraham-enters-canaan" });
  });
});

describe("nginx", () => {
  const conf = nginxServerConf();
  /** The locations of the server include: modifier, pattern and body. */
  const locations = [...conf.matchAll(/^location (=|~|@)? ?("[^"]+"|\S+) \{\n([\s\S]*?)^\}/gm)].map((m) => ({
    modifier: m[1] ?? "",
    pattern: (m[2] ?? "").replace(/^"|"$/g, ""),
    body: m[3] ?? "",
  }));
  /** The location nginx picks for a path: exact, then the first regex, then `/`. */
  const locate = (url: string) =>
    locations.find((l) => l.modifier === "=" && l.pattern === url) ?? locations.find((l) => l.modifier === "~" && new RegExp(l.pattern).test(url)) ?? locations.find((l) => l.modifier === "" && l.pattern === "/");

  it("has a location for each static route that serves its file, aliases for collection items", () => {
    const items = new Set<string>(COLLECTIONS.map((c) => c.itemRoute));
    for (const r of staticNames) {
      const loc = locate(EXAMPLES[r]);
      const expected = ROUTE_HOSTING[r] === "file" || ROUTE_HOSTING[r] === "download" ? "try_files $uri @bra_not_found;" : `try_files $uri.json ${items.has(r) ? "@bra_alias" : "@bra_not_found"};`;
      expect(loc?.body, r).toContain(expected);
      if (ROUTE_HOSTING[r] !== "download") expect(loc?.body, r).toContain("gzip_static on;");
      expect(loc?.body, r).toContain('add_header Access-Control-Allow-Origin "*" always;');
    }
    expect(locate("/v1/verses/Gen.1.1/cross-references")?.pattern).toBe("^/v1/verses/[^/]+/cross-references$");
  });

  it("serves each bulk download with its media type only (no JSON type by extension, no gzip_static), as an attachment; other names are not-found problems", () => {
    for (const d of DOWNLOAD_FILES) {
      const url = routeUrl("downloadFile", { file: d.file });
      const loc = locate(url);
      expect(loc?.modifier, url).toBe("=");
      expect(loc?.body, url).toContain("types { }");
      expect(loc?.body, url).toContain(`default_type ${d.format === "sqlite" ? "application/vnd.sqlite3" : "application/gzip"};`);
      expect(loc?.body, url).toContain(`add_header Content-Disposition "attachment; filename=\\"${d.file}\\"";`);
      expect(loc?.body, url).not.toContain("application/json");
      expect(loc?.body, url).not.toContain("gzip_static");
    }
    const other = locate(routeUrl("downloadFile", { file: "nothing.sqlite" }));
    expect(other?.body).toContain("default_type application/problem+json;");
    expect(other?.body).toContain('"code":"not-found"');
    expect(locate(ROUTES.downloads)?.body).toContain("default_type application/json;");
  });

  it("answers runtime-only routes and unknown URLs with route-not-found problem details", () => {
    for (const r of ROUTE_NAMES.filter((n) => ROUTE_HOSTING[n] === "runtime")) {
      const loc = locate(EXAMPLES[r]);
      expect(loc?.body, r).toContain("default_type application/problem+json;");
      expect(loc?.body, r).toContain('"code":"route-not-found"');
    }
    expect(locate("/v1/nothing/here")?.pattern).toBe("/");
    expect(locate("/elsewhere")?.body).toContain('"code":"route-not-found"');
  });

  it("maps each alias (decoded, quoted) to its record's URL and sizes the hash for them", () => {
    const all = aliasRedirects(aliases);
    const maps = nginxMapsConf(all);
    expect(maps).toContain('"/v1/people/abraham_58" "/v1/people/abraham";');
    expect(maps).toContain('"/v1/events/Abraham enters Canaan" "/v1/events/abraham-enters-canaan";');
    expect(maps).toContain('"/v1/topics/ABRAHAM" "/v1/topics/abraham";');
    expect(maps).toMatch(/^map_hash_max_size \d+;$/m);
    expect(maps).toMatch(/^map_hash_bucket_size \d+;$/m);
  });

  it("escapes quotes and drops aliases that nginx, ignoring case, could not tell apart", () => {
    const extra: AliasRedirect[] = [
      { table: "topic", key: 'say "hi"', target: "hi", from: routeUrl("topic", { slug: 'say "hi"' }), to: "/v1/topics/hi" },
      { table: "topic", key: "Twin", target: "a", from: "/v1/topics/Twin", to: "/v1/topics/a" },
      { table: "topic", key: "TWIN", target: "b", from: "/v1/topics/TWIN", to: "/v1/topics/b" },
      { table: "topic", key: "Same", target: "c", from: "/v1/topics/Same", to: "/v1/topics/c" },
      { table: "topic", key: "SAME", target: "c", from: "/v1/topics/SAME", to: "/v1/topics/c" },
    ];
    const maps = nginxMapsConf(extra);
    expect(maps).toContain('"/v1/topics/say \\"hi\\"" "/v1/topics/hi";');
    expect(maps).not.toContain("Twin");
    expect(maps).not.toContain("TWIN");
    expect(maps.match(/\/v1\/topics\/c"/g)).toHaveLength(1);
  });

  it("sends problem bodies that are the runtime's problem details", () => {
    const bodies = [...conf.matchAll(/return (\d{3}) '(.*)';/g)].map((m) => ({ status: Number(m[1]), body: JSON.parse((m[2] ?? "").replace(/\\(.)/g, "$1")) as Record<string, unknown> }));
    expect(bodies.length).toBeGreaterThan(3);
    for (const { status, body } of bodies) {
      expect(body.status).toBe(status);
      expect(String(body.type)).toMatch(/^https:\/\/\S+\/(not-found|route-not-found|method-not-allowed)$/);
    }
  });
});

describe("planHosting", () => {
  it("yields the four files, as bytes without a schema, the same for the same dataset", () => {
    const dataset = { aliases } as unknown as Dataset;
    const files = [...planHosting(dataset)];
    expect(files.map((f) => f.path)).toEqual(Object.values(HOSTING_FILES));
    for (const f of files) {
      expect(f.schema).toBeUndefined();
      expect(f.body).toBeInstanceOf(Uint8Array);
    }
    const again = [...planHosting(dataset)];
    expect(again.map((f) => Buffer.from(f.body as Uint8Array).toString())).toEqual(files.map((f) => Buffer.from(f.body as Uint8Array).toString()));
  });
});
