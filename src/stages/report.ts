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

/**
 * One kind of contradiction in the upstream data (e.g. a death year before the birth year), every case
 * listed. Anomalies are reported, never silently "fixed": the records keep what the upstream says.
 */
export interface AnomalyEntry {
  /** Short permanent identifier of the check, e.g. `death-before-birth`. */
  readonly check: string;
  readonly table: string;
  /** What the check looks for, in one sentence. */
  readonly description: string;
  count: number;
  /** Every case, as `record: detail`, in the order found (stages run in a deterministic order). */
  readonly cases: string[];
}

/** A value the build changed from what the upstream says, by a reviewed rule or correction table. */
export interface CorrectionEntry {
  readonly table: string;
  readonly field: string;
  /** Why, e.g. the correction table that holds the row. */
  readonly reason: string;
  count: number;
  /** Every distinct change as `from → to`, with how many records it applied to. */
  readonly changes: { readonly from: string; readonly to: string; count: number }[];
}

/** Canonical verses (KJV versification) for which a word table has no words, grouped by why. */
export interface GapEntry {
  readonly table: string;
  readonly reason: string;
  count: number;
  /** Every verse, in canonical order (or a whole chapter, `Gen.2`, when none of its verses has words). */
  readonly verses: string[];
}

/** Collects unresolved references, skipped records, corrections, anomalies and notes during a build. */
export class BuildReport {
  readonly #unresolved = new Map<string, UnresolvedEntry>();
  readonly #skipped = new Map<string, SkippedEntry>();
  readonly #anomalies = new Map<string, AnomalyEntry>();
  readonly #corrections = new Map<string, CorrectionEntry>();
  readonly #gaps = new Map<string, GapEntry>();
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

  /**
   * Records a contradiction found by `check` in `table`'s record `record` (e.g. `death-before-birth`,
   * `samson_1`, `born -1118, died -1120`). The first call for a check must give its `description`.
   */
  anomaly(check: string, table: string, record: string, detail: string, description = ""): void {
    const key = `${table}\u0000${check}`;
    let e = this.#anomalies.get(key);
    if (e === undefined) this.#anomalies.set(key, (e = { check, table, description, count: 0, cases: [] }));
    e.count++;
    e.cases.push(detail === "" ? record : `${record}: ${detail}`);
  }

  /** Records that `table`'s `field` was changed from `from` to `to` (once per record changed), and why. */
  corrected(table: string, field: string, reason: string, from: string, to: string): void {
    const key = `${table}\u0000${field}\u0000${reason}`;
    let e = this.#corrections.get(key);
    if (e === undefined) this.#corrections.set(key, (e = { table, field, reason, count: 0, changes: [] }));
    e.count++;
    const change = e.changes.find((c) => c.from === from && c.to === to);
    if (change === undefined) e.changes.push({ from, to, count: 1 });
    else change.count++;
  }

  /** Records that `table` has no words for canonical verse (or chapter) `verse`, and why. */
  gap(table: string, reason: string, verse: string): void {
    const key = `${table}\u0000${reason}`;
    let e = this.#gaps.get(key);
    if (e === undefined) this.#gaps.set(key, (e = { table, reason, count: 0, verses: [] }));
    e.count++;
    e.verses.push(verse);
  }

  /** Adds a free-text note (e.g. how a table was joined). */
  note(text: string): void {
    this.#notes.push(text);
  }

  /** A plain, deterministic snapshot for `build-report.json`. */
  toJSON(): {
    unresolved: UnresolvedEntry[];
    skipped: SkippedEntry[];
    corrections: CorrectionEntry[];
    anomalies: AnomalyEntry[];
    verses_without_words: GapEntry[];
    notes: string[];
  } {
    const byKey = <T extends { table: string }>(m: Map<string, T>): T[] =>
      [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
    const corrections = byKey(this.#corrections).map((c) => ({
      ...c,
      changes: [...c.changes].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : a.to > b.to ? 1 : 0)),
    }));
    return {
      unresolved: byKey(this.#unresolved),
      skipped: byKey(this.#skipped),
      corrections,
      anomalies: byKey(this.#anomalies),
      verses_without_words: byKey(this.#gaps),
      notes: [...this.#notes],
    };
  }
}
