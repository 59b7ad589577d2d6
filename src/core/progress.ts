/**
 * How long jobs report their stages: the interface the offline build reports through, and a reporter
 * that prints nothing. The terminal and CI reporter is the CLI's (`src/cli/progress.ts`).
 */

/** Reports stages of a long job. */
export interface Progress {
  /** A stage has started. */
  start(stage: string): void;
  /** Intermediate progress of the current stage (shown on a terminal only). */
  update(detail: string): void;
  /** A finished step inside the current stage: updates the line on a terminal, prints a line elsewhere. */
  note(detail: string): void;
  /** The current stage has finished. */
  done(detail?: string): void;
  /** A free line of output. */
  info(line: string): void;
}

/** A progress reporter that prints nothing (for tests). */
export const silentProgress: Progress = { start() {}, update() {}, note() {}, done() {}, info() {} };
