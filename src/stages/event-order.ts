/**
 * The chronological order of the events, as upstream gives it: by start year, then within a year
 * each event after the ones it follows (`predecessor`, when that starts in the same year), and
 * otherwise by Theographic's sort key and id.
 *
 * The sort key alone is not enough: it is the year plus the position of the event's first verse in
 * the canon (`33.44001006`, Acts 1:6), so within a year of the Gospels it lists Matthew's events before
 * Mark's, Luke's and John's (the Sermon on the Mount before the first tour of Galilee in AD 28, the
 * visit of the Magi before the birth of Jesus in 3 BC), while the predecessor links follow the harmony
 * the events were written from. Where both say something they agree except in those years (eight on
 * the full data), and every two events of a year with full dates come in date order either way.
 */

/** What the order needs of an event. */
export interface ChronologyInput {
  /** What identifies the event (its title upstream, as predecessors name it). */
  readonly key: string;
  /** Astronomical start year; null sorts after every year. */
  readonly year: number | null;
  /** Theographic's sort key; null sorts after every key. */
  readonly sortKey: number | null;
  /** Upstream id, the last tie-break. */
  readonly id: number;
  /** The keys of the events this one follows. */
  readonly predecessors: readonly string[];
}

/** Sort key, then id. */
const byKey = (a: ChronologyInput, b: ChronologyInput): number => (a.sortKey ?? Infinity) - (b.sortKey ?? Infinity) || a.id - b.id;

/**
 * The keys of `events` in chronological order. Within a year, an event whose predecessors of the same
 * year have all been placed is ready; of the ready events, the one with the least sort key (then id)
 * comes next. Events whose predecessor links loop come once no other event of their year is ready,
 * the loop broken at the least sort key. Pure.
 */
export function chronologicalOrder(events: readonly ChronologyInput[]): string[] {
  const years = new Map<number | null, ChronologyInput[]>();
  for (const e of events) {
    const list = years.get(e.year);
    if (list === undefined) years.set(e.year, [e]);
    else list.push(e);
  }
  const order = [...years.keys()].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  const out: string[] = [];
  for (const year of order) {
    const left = [...(years.get(year) ?? [])].sort(byKey);
    const inYear = new Set(left.map((e) => e.key));
    const placed = new Set<string>();
    while (left.length > 0) {
      const ready = left.findIndex((e) => e.predecessors.every((p) => p === e.key || !inYear.has(p) || placed.has(p)));
      const [next] = left.splice(ready === -1 ? 0 : ready, 1);
      if (next === undefined) break;
      placed.add(next.key);
      out.push(next.key);
    }
  }
  return out;
}
