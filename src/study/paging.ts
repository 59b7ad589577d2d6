/**
 * What the study tools share: pages of a list in the API's list envelope, and the error a query
 * function throws for an input outside its limits (the endpoint answers it with a 400
 * `invalid-parameter`, using the message as the detail).
 */

import { pageOf as slicePage, type Page } from "../core/paging.ts";
import { PAGINATION } from "../contract/api.ts";

export type { Page };

/** An input a study query cannot answer (a depth over the cap, a bounding box inside out …). */
export class StudyInputError extends Error {
  override readonly name = "StudyInputError";
  /** The parameter at fault, as the endpoint names it. */
  readonly parameter: string;
  constructor(parameter: string, message: string) {
    super(message);
    this.parameter = parameter;
  }
}

/** Checks that `value` is a whole number in [min, max]; throws {@link StudyInputError} otherwise. */
export function checkInteger(parameter: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new StudyInputError(parameter, `${parameter} must be a whole number from ${min} to ${max}, got ${value}.`);
  return value;
}

/** The largest page a study list returns (as the API's other lists). */
export const MAX_PAGE = PAGINATION.maxLimit;

/** One page of `items` (`src/core/paging.ts`), its bounds checked: `limit` 1–{@link MAX_PAGE}, `offset` ≥ 0. */
export function pageOf<T>(items: readonly T[], limit: number, offset: number): Page<T> {
  checkInteger("limit", limit, 1, MAX_PAGE);
  checkInteger("offset", offset, 0, Number.MAX_SAFE_INTEGER);
  return slicePage(items, limit, offset);
}
