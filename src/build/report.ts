/**
 * The build report: what the build could not link or chose to leave out, with counts per table and
 * field. Nothing is dropped silently: every stage records here what it did not emit and why.
 */

/** A reference that points nowhere, counted per table and field with a few examples. */
export interface UnresolvedEntry {
  readonly table: string;
  readonly field: string;
  count: number;
  /** Up to five examples as `record → value`. */
  readonly examples: string[];
}

/** Records of a table that the build left out on purpose, with the reason. */
export interface SkippedEntry {
  readonly table: string;
  readonly reason: string;
  count: number;
  readonly examples: string[];
}

/** Collects unresolved references, skipped records and notes during a build. */
export class BuildReport {
  readonly #unresolved = new Map<string, UnresolvedEntry>();
  readonly #skipped = new Map<string, SkippedEntry>();
  readonly #notes: string[] = [];

  /** Records that `record`'s `field` in `table` names `value`, which resolves to nothing. */
  unresolved(table: string, field: string, record: string, value: string): void {
    const key = `${table}\u0000${field}`;
    let e = this.#unresolved.get(key);
    if (e === undefined) this.#unresolved.set(key, (e = { table, field, count: 0, examples: [] }));
    e.count++;
    if (e.examples.length < 5) e.examples.push(`${record} → ${value}`);
  }

  /** Records that upstream record `record` of `table` was not emitted, and why. */
  skipped(table: string, reason: string, record: string): void {
    const key = `${table}\u0000${reason}`;
    let e = this.#skipped.get(key);
    if (e === undefined) this.#skipped.set(key, (e = { table, reason, count: 0, examples: [] }));
    e.count++;
    if (e.examples.length < 5) e.examples.push(record);
  }

  /** Adds a free-text note (e.g. how a table was joined). */
  note(text: string): void {
    this.#notes.push(text);
  }

  /** A plain, deterministic snapshot for `build-report.json`. */
  toJSON(): { unresolved: UnresolvedEntry[]; skipped: SkippedEntry[]; notes: string[] } {
    const byKey = <T extends { table: string }>(m: Map<string, T>): T[] =>
      [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
    return { unresolved: byKey(this.#unresolved), skipped: byKey(this.#skipped), notes: [...this.#notes] };
  }
}
