/**
 * Collects what is wrong with the inputs so a build can report every problem at once,
 * each as `file:line: reason`, before it fails.
 */

/** One problem found in one place of one input file. */
export interface Problem {
  /** Path of the file, relative to the source root it was read from. */
  readonly file: string;
  /** 1-based line number, when the problem sits on a line. */
  readonly line?: number;
  /** What is wrong and, where it helps, what was expected. */
  readonly reason: string;
}

/** Formats a problem as `file:line: reason` (or `file: reason` when no line applies). */
export function formatProblem(p: Problem): string {
  return p.line === undefined ? `${p.file}: ${p.reason}` : `${p.file}:${p.line}: ${p.reason}`;
}

/** A growing list of problems; readers add to it and keep going. */
export class Problems {
  readonly #items: Problem[] = [];

  /** Records a problem at `file:line`. */
  add(file: string, line: number | undefined, reason: string): void {
    this.#items.push(line === undefined ? { file, reason } : { file, line, reason });
  }

  /** Number of problems recorded so far. */
  get size(): number {
    return this.#items.length;
  }

  /** The problems in the order they were found. */
  list(): readonly Problem[] {
    return this.#items;
  }

  /** Throws a {@link SourceProblemsError} listing every problem, if there is any. */
  throwIfAny(): void {
    if (this.#items.length > 0) throw new SourceProblemsError(this.#items);
  }
}

/** Thrown when source files are malformed; its message lists every problem as `file:line: reason`. */
export class SourceProblemsError extends Error {
  /** The problems that made the build fail. */
  readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[]) {
    const shown = problems.slice(0, 200).map(formatProblem);
    const more = problems.length > shown.length ? [`… and ${problems.length - shown.length} more`] : [];
    super([`${problems.length} problem(s) in the source files:`, ...shown, ...more].join("\n"));
    this.name = "SourceProblemsError";
    this.problems = problems;
  }
}
