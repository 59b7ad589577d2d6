import { describe, expect, it } from "vitest";
import { lruGet, lruSet } from "../../src/core/lru.ts";

describe("lruGet / lruSet", () => {
  it("drops the least recently used entry beyond the capacity; a read counts as a use", () => {
    const cache = new Map<string, number>();
    lruSet(cache, "a", 1, 2);
    lruSet(cache, "b", 2, 2);
    expect(lruGet(cache, "a")).toBe(1);
    lruSet(cache, "c", 3, 2);
    expect([...cache.keys()]).toEqual(["a", "c"]);
    expect(lruGet(cache, "b")).toBeUndefined();
  });

  it("replaces a kept value in place of growing, and keeps nothing at capacity 0", () => {
    const cache = new Map<string, number>();
    lruSet(cache, "a", 1, 2);
    lruSet(cache, "b", 2, 2);
    lruSet(cache, "a", 10, 2);
    expect([...cache]).toEqual([["b", 2], ["a", 10]]);
    const none = new Map<string, number>();
    lruSet(none, "a", 1, 0);
    expect(none.size).toBe(0);
  });
});
