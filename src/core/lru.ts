/**
 * A `Map` used as a least-recently-used cache: a `Map` keeps insertion order, so reading an entry
 * moves it to the end and the first key is always the least recently used. Two functions rather
 * than a class, so that sync and async callers (a file read, a computed lookup) share them. Pure.
 */

/** The value kept under `key`, marked as just used; undefined when there is none. */
export function lruGet<V>(cache: Map<string, V>, key: string): V | undefined {
  const hit = cache.get(key);
  if (hit !== undefined) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

/** Keeps `value` under `key`, dropping the least recently used entry beyond `capacity` (0 or less keeps nothing). */
export function lruSet<V>(cache: Map<string, V>, key: string, value: V, capacity: number): void {
  if (capacity <= 0) return;
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
}
