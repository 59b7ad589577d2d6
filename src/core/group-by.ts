/** Groups records by a field's value (as a string), keeping record order within each group. */
export function groupBy<R, K extends keyof R>(records: readonly R[], field: K): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const r of records) {
    const key = String(r[field]);
    const g = groups.get(key);
    if (g === undefined) groups.set(key, [r]);
    else g.push(r);
  }
  return groups;
}
