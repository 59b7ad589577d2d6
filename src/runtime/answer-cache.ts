/**
 * A bounded cache of computed response bodies (search answers) that keeps an answer only when it is
 * asked for a second time, behind a "doorkeeper" as in TinyLFU (Einziger, Friedman and Manes,
 * "TinyLFU: A Highly Efficient Cache Admission Policy", 2017), and keeps the bytes of every answer
 * in one buffer allocated once (a ring: the oldest answers are dropped to make room).
 *
 * Why the doorkeeper: most searches are asked once. The doorkeeper is one bit per hash slot in a
 * typed array, which the garbage collector never walks; it forgets everything after
 * {@link DOORKEEPER_WINDOW} × `capacity` first sightings, so it stays sparse.
 *
 * Why one buffer: a kept answer outlives the young generation. When each kept answer was its own
 * `Uint8Array`, every one of them was memory outside the heap that only a full collection frees,
 * and V8 starts a full collection when such memory grows: under `bench:serve`'s text-cold load
 * (6,000 distinct searches in turn, so each is kept on its second round and dropped before its
 * third) that was 4–7 full collections in 8 s, each pausing the server 6–15 ms, and p99 latency
 * 13–14 ms; with the bytes copied into one buffer, 0–1, and 8–9 ms (docs/performance.md). An
 * answer read from the cache is a fresh copy of its bytes, so a response still being written can
 * never see them overwritten; the copy dies young. Compressed variants made for a kept answer
 * (`send` in `respond.ts`) are kept with it.
 *
 * Pure and synchronous, with no `node:` imports: the same on Node and at the edge.
 */
import type { Body } from "./respond.ts";

/** Bits in the doorkeeper (16 KB). */
const DOORKEEPER_BITS = 1 << 17;
/** First sightings before the doorkeeper is cleared, as a multiple of the capacity. */
export const DOORKEEPER_WINDOW = 4;
/** Answers larger than this share of the buffer are not kept. */
const LARGEST_SHARE = 8;

/** A cache of response bodies by key, admitting a key on its second request; oldest kept answer dropped first. */
export interface AnswerCache {
  /** The kept answer for `key` (its bytes a fresh copy), if any. */
  get(key: string): Body | undefined;
  /**
   * Offers the answer just computed for `key` (after {@link AnswerCache.get} found none): it is kept
   * when `key` was offered before since the doorkeeper was last cleared, else only remembered as seen.
   */
  offer(key: string, body: Body): void;
  /** Answers kept. */
  readonly size: number;
}

/** Where a kept answer's bytes lie in the buffer, with its validator and compressed variants. */
interface Entry {
  readonly start: number;
  readonly end: number;
  readonly etag: string;
  br?: Uint8Array;
  gzip?: Uint8Array;
  absent?: ("br" | "gzip")[];
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * An {@link AnswerCache} of at most `capacity` answers (0 keeps none) and `bytes` bytes of answers
 * (the buffer, allocated on the first answer kept; an answer larger than an eighth of it is not kept).
 */
export function answerCache(capacity: number, bytes: number): AnswerCache {
  const kept = new Map<string, Entry>();
  const seen = new Uint32Array(DOORKEEPER_BITS / 32);
  let sightings = 0;
  let ring: Uint8Array | undefined;
  /** Where the next answer's bytes go. */
  let head = 0;

  const dropOldest = (): void => {
    kept.delete(kept.keys().next().value as string);
  };
  /**
   * The offset of `n` free contiguous bytes, dropping the oldest answers until there are. Kept bytes
   * lie in the ring in the order the answers were kept: from the oldest's start up to `head`, wrapping
   * past the end when `head` is at or before it.
   */
  const reserve = (n: number, size: number): number => {
    for (;;) {
      const oldest = kept.values().next().value as Entry | undefined;
      if (oldest === undefined) return (head = 0);
      const tail = oldest.start;
      if (head > tail) {
        if (head + n <= size) return head;
        if (n <= tail) return (head = 0);
      } else if (head + n <= tail) return head;
      dropOldest();
    }
  };

  return {
    get(key) {
      const e = kept.get(key);
      if (e === undefined || ring === undefined) return undefined;
      return {
        bytes: ring.slice(e.start, e.end),
        etag: e.etag,
        get br() {
          return e.br;
        },
        set br(v) {
          e.br = v;
        },
        get gzip() {
          return e.gzip;
        },
        set gzip(v) {
          e.gzip = v;
        },
        get absent() {
          return e.absent;
        },
        set absent(v) {
          e.absent = v;
        },
      };
    },
    offer(key, body) {
      const n = body.bytes.byteLength;
      if (capacity <= 0 || n * LARGEST_SHARE > bytes) return;
      const slot = hashKey(key) & (DOORKEEPER_BITS - 1);
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
      ring ??= new Uint8Array(bytes);
      kept.delete(key);
      while (kept.size >= capacity) dropOldest();
      const start = reserve(n, ring.length);
      ring.set(body.bytes, start);
      head = start + n;
      kept.set(key, { start, end: head, etag: body.etag });
    },
    get size() {
      return kept.size;
    },
  };
}
