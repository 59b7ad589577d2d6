/**
 * The error catalogue. Each error has a permanent code, an HTTP status, a title that says what
 * happened, and a hint that says what to do. Responses are RFC 9457 problem details whose `type` is
 * the code's permanent documentation URI; their `detail` is what exactly happened followed by the
 * hint, or by nothing when the detail already says what to do ({@link DetailOptions.advised}), so that
 * no advice is given twice.
 */

/** Every error the API can answer with. Codes never change once published. */
export const ERRORS = {
  "missing-api-key": { status: 401, title: "Missing API key", hint: "Send your key in the X-API-Key header." },
  "invalid-api-key": { status: 401, title: "Invalid API key", hint: "Check the key for typos; a revoked key stays invalid. Keys look like bra_…" },
  "tier-required": { status: 403, title: "Pro tier required", hint: "Send a pro key, or upgrade this key to pro." },
  "not-found": { status: 404, title: "Resource not found", hint: "Check the identifier." },
  "no-kinship-path": { status: 404, title: "No kinship path", hint: "Both people exist; if the detail gives the length of the nearest chain, ask again with max_steps at least that." },
  "no-coordinates": { status: 404, title: "Place without coordinates", hint: "The place exists but cannot be placed on a map; ask for the places near a point instead (/v1/geo/near?lat=&lon=), or for those nearest a neighbouring place." },
  "route-not-found": { status: 404, title: "No such endpoint", hint: "Every endpoint is listed in /v1/openapi.json and on /docs (all start with /v1, e.g. /v1/meta or /v1/people)." },
  "method-not-allowed": { status: 405, title: "Method not allowed", hint: "The Allow header lists the methods this path answers." },
  "invalid-parameter": { status: 400, title: "Invalid parameter", hint: "Fix the named parameter and retry." },
  "passage-too-long": { status: 400, title: "Passage too long", hint: "Ask for a chapter at a time (/v1/chapters/{osis}) or split the range." },
  "invalid-body": { status: 400, title: "Invalid request body", hint: "Send a JSON object with Content-Type: application/json." },
  "quota-exceeded": { status: 429, title: "Daily request allowance used up", hint: "Wait until the allowance resets at 00:00 UTC (see Retry-After), or upgrade to pro." },
  "not-implemented": { status: 501, title: "Not available on this deployment", hint: "This deployment lacks what the operation needs (the detail names it): rebuild the data with npm run build-data, or use a deployment that serves it." },
  "store-unavailable": { status: 503, title: "Service temporarily unavailable", hint: "Requests cannot be counted right now, so none are served; retry after the seconds in Retry-After." },
  "internal-error": { status: 500, title: "Internal server error", hint: "Retry later; if it persists, report it with the time of the request." },
} as const satisfies Record<string, { status: number; title: string; hint: string }>;

/** A permanent error code. */
export type ErrorCode = keyof typeof ERRORS;

/** Base of the error type URIs (documented at /docs). */
export const ERROR_TYPE_BASE = "https://bible-reference-api.dev/errors/";

/** An RFC 9457 problem details body. */
export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: ErrorCode;
  readonly instance?: string;
  /** On a 404 for an id that is ambiguous or close to real ones: the records it may mean. */
  readonly suggestions?: readonly Suggestion[];
}

/** A record a 404's id may have meant. */
export interface Suggestion {
  readonly slug: string;
  readonly name: string;
  /** Its URL path, e.g. `/v1/people/mary-magdalene`. */
  readonly url: string;
}

/** How a problem's `detail` is completed from the detail given ({@link problem}). */
export interface DetailOptions {
  /**
   * True when the detail already says what to do (the URLs that serve what was asked, the list of
   * valid ids, the command to run, what to type instead): the catalogue's hint, which would say it
   * again in general terms, is left out. By default the hint follows the detail.
   */
  readonly advised?: boolean;
}

/** What an {@link ApiError} carries besides its code and detail. */
export interface ApiErrorOptions extends DetailOptions {
  /** Headers of the response (`WWW-Authenticate`, `Retry-After`, `Allow`). */
  readonly headers?: Readonly<Record<string, string>>;
  /** On a 404: the records the id may have meant. */
  readonly suggestions?: readonly Suggestion[];
}

/** An error that the app turns into a problem details response. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  /** What exactly went wrong, when more can be said than the code's title. */
  readonly detail: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /** Records a 404's id may have meant (empty when there are none). */
  readonly suggestions: readonly Suggestion[];
  /** Whether {@link detail} already says what to do, so that the catalogue's hint is left out. */
  readonly advised: boolean;

  constructor(code: ErrorCode, detail?: string, options: ApiErrorOptions = {}) {
    super(detail ?? ERRORS[code].title);
    this.name = "ApiError";
    this.code = code;
    this.detail = detail;
    this.headers = options.headers ?? {};
    this.suggestions = options.suggestions ?? [];
    this.advised = options.advised ?? false;
  }

  /** The HTTP status of this error. */
  get status(): number {
    return ERRORS[this.code].status;
  }
}

/**
 * The problem details body for an error code: its `detail` is `detail` and the catalogue's hint (the
 * hint alone without a detail, the detail alone when it is `advised`).
 */
export function problem(code: ErrorCode, detail?: string, instance?: string, suggestions: readonly Suggestion[] = [], options: DetailOptions = {}): ProblemBody {
  const e = ERRORS[code];
  const text = !detail ? e.hint : options.advised === true ? detail : `${detail} ${e.hint}`;
  const body: ProblemBody = { type: `${ERROR_TYPE_BASE}${code}`, title: e.title, status: e.status, detail: text, code };
  const withInstance = instance === undefined ? body : { ...body, instance };
  return suggestions.length === 0 ? withInstance : { ...withInstance, suggestions };
}
