import { describe, expect, it } from "vitest";
import { fileFor, fileForPath, ROUTES, routeUrl, urlFor } from "../../src/contract/routes.ts";

describe("routes", () => {
  it("builds URLs from one table", () => {
    expect(urlFor("person", { slug: "aaron" })).toBe("/v1/people/aaron");
    expect(urlFor("crossReferences", { osis: "Gen.1.1" })).toBe("/v1/verses/Gen.1.1/cross-references");
    expect(urlFor("meta")).toBe("/v1/meta");
    expect(routeUrl("strongs", { number: "H1254a" })).toBe("/v1/strongs/H1254a");
  });

  it("encodes parameters so they cannot escape their segment", () => {
    expect(urlFor("person", { slug: "../x" })).toBe("/v1/people/..%2Fx");
  });

  it("maps a URL to one file, so a verse and its cross-references both exist", () => {
    expect(fileFor("verse", { osis: "Gen.1.1" })).toBe("v1/verses/Gen.1.1.json");
    expect(fileFor("crossReferences", { osis: "Gen.1.1" })).toBe("v1/verses/Gen.1.1/cross-references.json");
    expect(fileForPath("/v1/people")).toBe("v1/people.json");
    expect(() => fileForPath("/etc/passwd")).toThrow();
  });

  it("spells every route under /v1", () => {
    for (const r of Object.values(ROUTES)) expect(r.startsWith("/v1/")).toBe(true);
  });
});
