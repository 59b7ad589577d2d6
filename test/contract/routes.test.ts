import { describe, expect, it } from "vitest";
import { fileFor, fileForPath, nearestRoutePath, ROUTES, routeUrl, urlFor } from "../../src/contract/routes.ts";

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

describe("nearestRoutePath", () => {
  it("respells one fixed segment, adds /v1 or drops a trailing slash, keeping the parameters as typed", () => {
    expect(nearestRoutePath("/v1/person/moses")).toBe("/v1/people/moses");
    expect(nearestRoutePath("/v1/place/Bethel")).toBe("/v1/places/Bethel");
    expect(nearestRoutePath("/v1/people/paul/")).toBe("/v1/people/paul");
    expect(nearestRoutePath("/people/moses")).toBe("/v1/people/moses");
    expect(nearestRoutePath("/v1/META")).toBe("/v1/meta");
    expect(nearestRoutePath("/v1/verse/Gen.1.1/cross-refrences")).toBe("/v1/verses/Gen.1.1/cross-references");
  });

  it("offers nothing for a path no route is near", () => {
    expect(nearestRoutePath("/v1/nothing-here")).toBeUndefined();
    expect(nearestRoutePath("/v1/people/abraham/children")).toBeUndefined();
    expect(nearestRoutePath("/")).toBeUndefined();
  });
});
