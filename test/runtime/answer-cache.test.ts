import { describe, expect, it } from "vitest";
import { seededRandom } from "../../src/core/random.ts";
import { answerCache, DOORKEEPER_WINDOW } from "../../src/runtime/answer-cache.ts";
import { makeBody } from "../../src/runtime/respond.ts";

const UTF8 = new TextEncoder();
const body = (text: string) => makeBody(UTF8.encode(text));
const text = (b: { bytes: Uint8Array } | undefined) => (b === undefined ? undefined : new TextDecoder().decode(b.bytes));

describe("answerCache", () => {
  it("keeps an answer only when its key is offered a second time", () => {
    const cache = answerCache(10, 1024);
    cache.offer("q=faith", body("first"));
    expect(cache.get("q=faith")).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.offer("q=faith", body("second"));
    expect(text(cache.get("q=faith"))).toBe("second");
    expect(cache.get("q=faith")?.etag).toBe(body("second").etag);
    expect(cache.size).toBe(1);
  });

  it("drops the oldest kept answer when full", () => {
    const cache = answerCache(2, 1024);
    for (const key of ["a", "b", "c"]) {
      cache.offer(key, body(`${key}0`));
      cache.offer(key, body(`${key}1`));
    }
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    expect(text(cache.get("b"))).toBe("b1");
    expect(text(cache.get("c"))).toBe("c1");
  });

  it("keeps nothing with capacity 0, and no answer larger than an eighth of its bytes", () => {
    const none = answerCache(0, 1024);
    none.offer("a", body("1"));
    none.offer("a", body("2"));
    expect(none.get("a")).toBeUndefined();
    const small = answerCache(10, 64);
    small.offer("big", body("123456789"));
    small.offer("big", body("123456789"));
    expect(small.get("big")).toBeUndefined();
    small.offer("fits", body("12345678"));
    small.offer("fits", body("12345678"));
    expect(text(small.get("fits"))).toBe("12345678");
  });

  it("forgets first sightings after its window, so a stream of distinct keys is never kept", () => {
    const capacity = 50;
    const cache = answerCache(capacity, 1 << 16);
    cache.offer("old", body("1"));
    for (let i = 0; i < DOORKEEPER_WINDOW * capacity; i++) cache.offer(`distinct-${i}`, body(String(i)));
    expect(cache.size).toBe(0);
    cache.offer("old", body("2"));
    expect(cache.get("old")).toBeUndefined();
    cache.offer("old", body("3"));
    expect(text(cache.get("old"))).toBe("3");
  });

  it("gives a copy of the bytes, which later answers cannot overwrite", () => {
    const cache = answerCache(100, 64);
    cache.offer("a", body("aaaaaaaa"));
    cache.offer("a", body("aaaaaaaa"));
    const got = cache.get("a");
    for (let i = 0; i < 20; i++) {
      cache.offer(`k${i}`, body("zzzzzzzz"));
      cache.offer(`k${i}`, body("zzzzzzzz"));
    }
    expect(text(got)).toBe("aaaaaaaa");
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps the compressed variants made for a kept answer", () => {
    const cache = answerCache(10, 1024);
    cache.offer("a", body("answer"));
    cache.offer("a", body("answer"));
    const first = cache.get("a");
    if (first === undefined) throw new Error("not kept");
    first.gzip = Uint8Array.of(1, 2, 3);
    first.absent = ["br"];
    expect(cache.get("a")?.gzip).toEqual(Uint8Array.of(1, 2, 3));
    expect(cache.get("a")?.absent).toEqual(["br"]);
  });

  it("always returns the bytes last kept for a key, whatever the sizes (against a plain map)", () => {
    const random = seededRandom(3);
    for (const [capacity, bytes] of [[5, 100], [40, 256], [200, 1000]] as const) {
      const cache = answerCache(capacity, bytes);
      const model = new Map<string, string>();
      for (let step = 0; step < 5000; step++) {
        const key = `k${Math.floor(random() * 60)}`;
        const value = `${key}:${step}:${"x".repeat(Math.floor(random() * (bytes / 8 - 12)))}`;
        const got = cache.get(key);
        if (got !== undefined) expect(text(got)).toBe(model.get(key));
        else {
          cache.offer(key, body(value));
          const kept = cache.get(key);
          if (kept !== undefined) model.set(key, value);
          expect(text(kept) ?? value).toBe(value);
        }
        expect(cache.size).toBeLessThanOrEqual(capacity);
      }
      for (const [key, value] of model) {
        const got = cache.get(key);
        if (got !== undefined) expect(text(got)).toBe(value);
      }
      expect(cache.size).toBeGreaterThan(0);
    }
  });
});
