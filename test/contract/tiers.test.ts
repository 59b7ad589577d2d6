import { describe, expect, it } from "vitest";
import { isTier, TIERS } from "../../src/contract/tiers.ts";

describe("tiers", () => {
  it("gives free 1000 and pro 10000 requests a day; semantic search only on pro", () => {
    expect(TIERS.free).toEqual({ dailyLimit: 1000, semanticSearch: false });
    expect(TIERS.pro).toEqual({ dailyLimit: 10000, semanticSearch: true });
    expect(isTier("free")).toBe(true);
    expect(isTier("pro")).toBe(true);
    expect(isTier("gold")).toBe(false);
    expect(isTier("toString")).toBe(false);
    expect(isTier(undefined)).toBe(false);
  });
});
