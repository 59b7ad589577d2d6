import { describe, expect, it } from "vitest";
import { ADMIT_WHEN_FULL, answerCache, DOORKEEPER_WINDOW } from "../../src/runtime/answer-cache.ts";

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

  it("once full, keeps one answer in ADMIT_WHEN_FULL, each dropping the oldest", () => {
    const cache = answerCache<number>(2);
    for (const key of ["a", "b", "c"]) {
      cache.offer(key, 0);
      cache.offer(key, 1);
    }
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBeUndefined();
    for (let i = 2; i < ADMIT_WHEN_FULL; i++) cache.offer("c", i);
    expect(cache.get("c")).toBeUndefined();
    cache.offer("c", ADMIT_WHEN_FULL);
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(1);
    expect(cache.get("c")).toBe(ADMIT_WHEN_FULL);
  });

  it("under a cycle of more distinct keys than it holds, keeps at most one in ADMIT_WHEN_FULL of the answers offered once full", () => {
    const capacity = 100;
    const cache = answerCache<number>(capacity);
    let offered = 0;
    let admitted = 0;
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 150; i++) {
        const key = `q${i}`;
        if (cache.get(key) !== undefined) continue;
        const full = cache.size >= capacity;
        cache.offer(key, round);
        if (!full) continue;
        offered++;
        if (cache.get(key) !== undefined) admitted++;
      }
    }
    expect(cache.size).toBe(capacity);
    expect(admitted).toBeGreaterThan(0);
    expect(admitted).toBeLessThanOrEqual(Math.ceil(offered / ADMIT_WHEN_FULL));
  });

  it("lets few one-off keys past the doorkeeper at the capacity the app uses", () => {
    const capacity = 5_000;
    const cache = answerCache<number>(capacity);
    // Every key is new: whatever is kept passed because another key had set its bit.
    for (let i = 0; i < DOORKEEPER_WINDOW * capacity; i++) cache.offer(`/v1/search/text?q=one-off-${i}&limit=50`, i);
    expect(cache.size / (DOORKEEPER_WINDOW * capacity)).toBeLessThan(0.02);
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
