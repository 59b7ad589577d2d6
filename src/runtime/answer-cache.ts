/**
 * A bounded cache of computed answers (search response bodies) that keeps an answer only when it is
 * asked for a second time: a "doorkeeper" in front of the cache, as in TinyLFU (Einziger, Friedman
 * and Manes, "TinyLFU: A Highly Efficient Cache Admission Policy", 2017).
 *
 * Why: most searches are asked once. A cache that keeps every answer makes each of them an object
 * that outlives the young generation, is copied by the scavenger and dies in the old generation.
 * `bench:serve`'s text-cold sends 6,000 distinct searches in turn, so only its first pass (about a
 * second of each round) is one-off searches; from the second each answer is kept again and dropped
 * before it is asked a third time. Two rounds each way gave 204 → 183 and 165 → 155 µs of server
 * CPU per request, a gain within the spread between rounds. The doorkeeper is one bit per hash
 * slot in a typed array, which the garbage collector never walks; it forgets everything after
 * {@link DOORKEEPER_WINDOW} × `capacity` first sightings, so it stays sparse.
 *
 * Once the cache is full, only one answer in {@link ADMIT_WHEN_FULL} that passes the doorkeeper is
 * kept (each evicting the oldest). A kept answer's bytes are memory outside the heap that only a full
 * collection frees once it is dropped, and V8 starts a full collection when that memory grows: under
 * text-cold every answer from the second pass on was kept and dropped before it was asked again, 4–7
 * full collections in 8 s, each pausing the server 6–15 ms (docs/performance.md). Throttled, the
 * churn of a full cache is an eighth; a cache that is filling, or answers asked again while kept,
 * are not affected.
 *
 * Pure and synchronous, with no `node:` imports: the same on Node and at the edge.
 */

/** First sightings before the doorkeeper is cleared, as a multiple of the capacity. */
export const DOORKEEPER_WINDOW = 4;
/**
 * Doorkeeper bits per first sighting of its window (rounded up to a power of two). A key seen once
 * passes as seen twice when another key set its bit: at most 1 − e^(−1/32) ≈ 3 % of first sightings
 * at the end of a window, about half that on average. The fixed 16 KB doorkeeper before gave a
 * 5,000-answer cache 6.5 bits per sighting: up to 14 %, and 9.6 % of a stream of one-off searches was
 * kept (`test/runtime/answer-cache.test.ts`), answers the cache then had to drop.
 */
export const DOORKEEPER_BITS_PER_SIGHTING = 32;
/** Once the cache is full, one answer in this many that pass the doorkeeper is kept. */
export const ADMIT_WHEN_FULL = 8;

/**
 * A cache of answers by key, admitting a key on its second request (once full, one such answer in
 * {@link ADMIT_WHEN_FULL}); oldest kept answer dropped first.
 */
export interface AnswerCache<V> {
  /** The kept answer for `key`, if any. */
  get(key: string): V | undefined;
  /**
   * Offers the answer just computed for `key` (after {@link AnswerCache.get} found none): it is kept
   * when `key` was offered before since the doorkeeper was last cleared (once the cache is full, only
   * one such answer in {@link ADMIT_WHEN_FULL}), else only remembered as seen.
   */
  offer(key: string, value: V): void;
  /** Answers kept. */
  readonly size: number;
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** An {@link AnswerCache} of at most `capacity` answers (0 keeps none). */
export function answerCache<V>(capacity: number): AnswerCache<V> {
  const kept = new Map<string, V>();
  let bits = 32;
  while (bits < DOORKEEPER_BITS_PER_SIGHTING * DOORKEEPER_WINDOW * capacity) bits *= 2;
  const seen = new Uint32Array(bits / 32);
  let sightings = 0;
  /** Answers that passed the doorkeeper while the cache was full. */
  let whenFull = 0;
  return {
    get: (key) => kept.get(key),
    offer(key, value) {
      if (capacity <= 0) return;
      const slot = hashKey(key) & (bits - 1);
      const word = slot >>> 5;
      const bit = 1 << (slot & 31);
      if (((seen[word] as number) & bit) === 0) {
        if (++sightings > DOORKEEPER_WINDOW * capacity) {
          seen.fill(0);
          sightings = 1;
        }
        seen[word] = (seen[word] as number) | bit;
        return;
      }
      if (kept.size >= capacity) {
        if (++whenFull % ADMIT_WHEN_FULL !== 0) return;
        kept.delete(kept.keys().next().value as string);
      }
      kept.set(key, value);
    },
    get size() {
      return kept.size;
    },
  };
}
