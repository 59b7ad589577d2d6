import { describe, expect, it } from "vitest";
import { ASSETS_ORIGIN, assetsData, isTreePath, r2Data } from "../../src/edge/data.ts";

describe("isTreePath", () => {
  it("accepts relative paths inside the tree and nothing else", () => {
    for (const ok of ["v1/meta.json", "_index/person.json", "v1/verses/Gen.12.1/cross-references.json", "docs/index.html", "v1/people/o'brien.json"]) expect(isTreePath(ok), ok).toBe(true);
    for (const bad of ["", "/v1/meta.json", "v1//meta.json", "v1/./meta.json", "../secret.json", "v1/../../x.json", "v1/meta.json/", "v1\\meta.json", "v1/%2e%2e/x.json", "v1/meta\u0000.json", "v1/a\nb.json", "x".repeat(1025)]) {
      expect(isTreePath(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("assetsData", () => {
  function binding(files: Record<string, string>, status?: number) {
    const asked: string[] = [];
    return {
      asked,
      fetch: async (request: Request): Promise<Response> => {
        asked.push(request.url);
        if (status !== undefined) return new Response("upstream trouble", { status });
        const body = files[decodeURIComponent(new URL(request.url).pathname.slice(1))];
        return body === undefined ? new Response("Not Found", { status: 404 }) : new Response(body);
      },
    };
  }

  it("reads a file by its path under the assets origin, with each segment percent-encoded", async () => {
    const b = binding({ "v1/meta.json": '{"data":1}', "v1/people/a b?#.json": "odd" });
    const data = assetsData(b);
    expect(new TextDecoder().decode(await data.read("v1/meta.json"))).toBe('{"data":1}');
    expect(new TextDecoder().decode(await data.read("v1/people/a b?#.json"))).toBe("odd");
    expect(b.asked).toEqual([`${ASSETS_ORIGIN}/v1/meta.json`, `${ASSETS_ORIGIN}/v1/people/a%20b%3F%23.json`]);
  });

  it("is undefined on 404 and for paths outside the tree, which are never requested", async () => {
    const b = binding({});
    const data = assetsData(b);
    expect(await data.read("v1/missing.json")).toBeUndefined();
    expect(await data.read("../package.json")).toBeUndefined();
    expect(await data.read("/etc/passwd")).toBeUndefined();
    expect(b.asked).toEqual([`${ASSETS_ORIGIN}/v1/missing.json`]);
  });

  it("reports precompressed variants as missing without asking (workerd would compress them again)", async () => {
    const b = binding({ "v1/meta.json.br": "compressed", "v1/meta.json.gz": "compressed" });
    const data = assetsData(b);
    expect(await data.read("v1/meta.json.br")).toBeUndefined();
    expect(await data.read("v1/meta.json.gz")).toBeUndefined();
    expect(b.asked).toEqual([]);
  });

  it("throws on any other failure, so the app answers 500 rather than 404", async () => {
    await expect(assetsData(binding({}, 503)).read("v1/meta.json")).rejects.toThrow(/answered 503 for v1\/meta.json/);
  });
});

describe("r2Data", () => {
  it("reads objects keyed by the relative path; a missing object or a path outside the tree is undefined", async () => {
    const asked: string[] = [];
    const bucket = {
      get: async (key: string) => {
        asked.push(key);
        return key === "v1/meta.json" ? { arrayBuffer: async () => new TextEncoder().encode("{}").buffer as ArrayBuffer } : null;
      },
    };
    const data = r2Data(bucket);
    expect(new TextDecoder().decode(await data.read("v1/meta.json"))).toBe("{}");
    expect(await data.read("v1/nothing.json")).toBeUndefined();
    expect(await data.read("v1/../../x")).toBeUndefined();
    expect(await data.read("v1/meta.json.gz")).toBeUndefined();
    expect(asked).toEqual(["v1/meta.json", "v1/nothing.json"]);
  });
});
