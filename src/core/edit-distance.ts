/**
 * Edit distance for forgiving lookups (misspelled names and slugs): optimal string alignment, i.e.
 * Levenshtein plus the transposition of two neighbouring characters ("isiah" → "isaiah" is 1,
 * "methusaleh" → "methuselah" is 2), bounded so that a far-off pair costs little.
 */

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions and
 * adjacent transpositions each cost 1), or `max + 1` as soon as it is certain to exceed `max`.
 * Compares UTF-16 code units: fold both strings first (lowercase, accents removed).
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  if (rows[0]!.length <= m) rows = [new Int32Array(m + 16), new Int32Array(m + 16), new Int32Array(m + 16)];
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const d = prev[m]!;
  return d > max ? max + 1 : d;
}

/** Three reusable rows of the distance table (grown when a longer string comes). */
let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * How many edits a lookup of `length` characters may forgive: none for 1–3 characters, one for 4–7,
 * two from 8 on ("nebuchadnezar", "methusaleh").
 */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/**
 * How many edits a typed word of `typed` characters may be from a name of `name` characters: by the
 * longer of the two, so a long name forgives two (`zacheus` for `zacchaeus`), but none when fewer
 * than four characters were typed.
 */
export function allowedEditsBetween(typed: number, name: number): number {
  return typed < 4 ? 0 : allowedEdits(Math.max(typed, name));
}

/**
 * How many edits `typed` is from `name` when that is within {@link allowedEditsBetween} (the one rule
 * every forgiving lookup uses), else undefined.
 */
export function forgivenEdits(typed: string, name: string): number | undefined {
  const max = allowedEditsBetween(typed.length, name.length);
  const d = editDistance(typed, name, max);
  return d <= max ? d : undefined;
}
