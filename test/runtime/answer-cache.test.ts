import { describe, expect, it } from "vitest";
import { answerCache, DOORKEEPER_WINDOW } from "../../src/runtime/answer-cache.ts";

describe("answerCache", () => {
  it("keeps an answer only when its key is offered a second time", () => {
    const cache = answerCache<string>(10);
    cache.offer("q=faith", "first");
    expect(cache.get("q=faith")).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.offer("q=faith", "second");
    expect(cache.get("q=faith")).toBe("second");
    expect(cache.size).toBe(1);
  });

  it("drops the oldest kept answer when full", () => {
    const cache = answerCache<number>(2);
    for (const key of ["a", "b", "c"]) {
      cache.offer(key, 0);
      cache.offer(key, 1);
    }
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(1);
    expect(cache.get("c")).toBe(1);
  });

  it("keeps nothing with capacity 0", () => {
    const cache = answerCache<number>(0);
    cache.offer("a", 1);
    cache.offer("a", 2);
    expect(cache.get("a")).toBeUndefined();
  });

  it("forgets first sightings after its window, so a stream of distinct keys is never kept", () => {
    const capacity = 50;
    const cache = answerCache<number>(capacity);
    cache.offer("old", 1);
    for (let i = 0; i < DOORKEEPER_WINDOW * capacity; i++) cache.offer(`distinct-${i}`, i);
    expect(cache.size).toBe(0);
    cache.offer("old", 2);
    expect(cache.get("old")).toBeUndefined();
    cache.offer("old", 3);
    expect(cache.get("old")).toBe(3);
  });
});
