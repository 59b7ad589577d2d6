/**
 * Non-2xx answers as errors: {@link BibleApiError} carries the API's problem document (RFC 9457:
 * `code`, `title`, `detail`, `status`), and {@link unwrap} turns an openapi-fetch result into its data
 * or throws one.
 */
import type { components } from "./api.js";

/** The problem document the API answers every error with (`application/problem+json`). */
export type Problem = components["schemas"]["EnvelopeProblem"];

/**
 * The `code` of a problem made up by the client when an answer is not one of the API's problem
 * documents (e.g. an HTML page from a proxy in front of it); every other code is the API's own.
 */
export const UNEXPECTED_RESPONSE = "unexpected-response";

/** A non-2xx answer of the API: its problem document's fields, the document and the response. */
export class BibleApiError extends Error {
  override readonly name = "BibleApiError";
  /** The HTTP status. */
  readonly status: number;
  /** The permanent error code (`not-found`, `quota-exceeded` …), or {@link UNEXPECTED_RESPONSE}. */
  readonly code: string;
  /** What happened, in general. */
  readonly title: string;
  /** What exactly happened, and what to do. */
  readonly detail: string;
  /** On a 404 for an id close to real ones: the records it may mean, best first (else empty). */
  readonly suggestions: NonNullable<Problem["suggestions"]>;
  /** The problem document as the API sent it (or as made up for an unexpected answer). */
  readonly problem: Problem;
  /** The response (its body already read): its headers, e.g. `Retry-After`. */
  readonly response: Response;

  /** `problem` is what the response's body says; the status is the response's. */
  constructor(problem: Problem, response: Response) {
    super(`${response.status} ${problem.code}: ${problem.detail}`);
    this.status = response.status;
    this.code = problem.code;
    this.title = problem.title;
    this.detail = problem.detail;
    this.suggestions = problem.suggestions ?? [];
    this.problem = problem;
    this.response = response;
  }

  /**
   * The error for a non-2xx response whose body has been parsed to `body` (openapi-fetch's `error`:
   * the parsed JSON, the text when it is not JSON, or undefined when there was none).
   */
  static from(body: unknown, response: Response): BibleApiError {
    return new BibleApiError(isProblem(body) ? body : unexpected(body, response), response);
  }
}

/** Whether a parsed body is one of the API's problem documents. */
function isProblem(body: unknown): body is Problem {
  if (typeof body !== "object" || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.code === "string" && typeof b.title === "string" && typeof b.detail === "string" && typeof b.status === "number" && typeof b.type === "string";
}

/** A problem document for an answer that is not one: the status line and the start of the body. */
function unexpected(body: unknown, response: Response): Problem {
  const text = typeof body === "string" ? body : body === undefined ? "" : JSON.stringify(body);
  const shown = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  const title = response.statusText || `HTTP ${response.status}`;
  return {
    type: "about:blank",
    title,
    status: response.status,
    detail: `The answer is not a problem document of the API${shown === "" ? "" : `: ${shown}`}`,
    code: UNEXPECTED_RESPONSE,
  };
}

/** What openapi-fetch's `GET`, `POST` … resolve to. */
interface FetchResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * The data of a successful answer, or a thrown {@link BibleApiError} for a non-2xx one:
 * `const person = unwrap(await api.GET("/v1/people/{slug}", …)).data`.
 */
export function unwrap<R extends FetchResult>(result: R): NonNullable<R["data"]> {
  if (!result.response.ok) throw BibleApiError.from(result.error, result.response);
  return result.data as NonNullable<R["data"]>;
}
