/**
 * Retries below openapi-fetch: a `fetch` that sends a request again after a 429 (and, when asked,
 * after a 5xx), waiting what `Retry-After` says, a bounded number of times and never longer than a
 * bounded wait. The API's 429 is its daily allowance used up, and its `Retry-After` is the seconds
 * until the allowance resets at 00:00 UTC, so with the default wait only a request refused in the
 * last half minute of the day is retried; any other comes back at once.
 */

/** When and how often a request is sent again. */
export interface RetryOptions {
  /** How many times a request is sent again at most (an integer, 0 for never); 2 by default. */
  readonly retries?: number;
  /**
   * The longest wait before one retry, in seconds; 30 by default. An answer whose `Retry-After` asks
   * for longer is returned as it is, without waiting.
   */
  readonly maxWaitSeconds?: number;
  /** Whether a 500, 502, 503 or 504 is retried too; false by default. */
  readonly serverErrors?: boolean;
}

/** The defaults of {@link RetryOptions}. */
export const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, maxWaitSeconds: 30, serverErrors: false };

/** The server errors retried when {@link RetryOptions.serverErrors} is set (501 is not: it stays so). */
const RETRIED_SERVER_ERRORS: ReadonlySet<number> = new Set([500, 502, 503, 504]);

/** A `fetch` as openapi-fetch calls it. */
export type Fetch = (request: Request) => Promise<Response>;

/** The options checked and completed; a bad one is a RangeError when the client is created. */
function checked(options: RetryOptions | false): Required<RetryOptions> {
  const o = options === false ? { ...DEFAULT_RETRY, retries: 0 } : { ...DEFAULT_RETRY, ...options };
  if (!Number.isSafeInteger(o.retries) || o.retries < 0) throw new RangeError(`retry.retries must be a whole number from 0, not ${o.retries}`);
  if (!Number.isFinite(o.maxWaitSeconds) || o.maxWaitSeconds < 0) throw new RangeError(`retry.maxWaitSeconds must be a finite number from 0, not ${o.maxWaitSeconds}`);
  return o;
}

/**
 * The seconds a `Retry-After` value asks to wait: a whole number of seconds (what the API sends) or
 * an HTTP date; undefined when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(v)) return undefined;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Waits `ms` milliseconds, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * `fetch` with retries: a 429 (or a retried 5xx) is sent again after its `Retry-After`, or after 1,
 * 2, 4 … seconds (at most `maxWaitSeconds`) when it has none, up to `retries` times. The last answer
 * is returned whatever it is; a wait is cut short by the request's abort signal.
 */
export function retryingFetch(fetch: Fetch, options: RetryOptions | false = {}): Fetch {
  const { retries, maxWaitSeconds, serverErrors } = checked(options);
  if (retries === 0) return fetch;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(attempt < retries ? request.clone() : request);
      const retried = response.status === 429 || (serverErrors && RETRIED_SERVER_ERRORS.has(response.status));
      if (!retried || attempt >= retries) return response;
      const asked = retryAfterSeconds(response.headers.get("Retry-After"));
      const wait = asked ?? Math.min(2 ** attempt, maxWaitSeconds);
      if (wait > maxWaitSeconds) return response;
      await response.body?.cancel();
      await sleep(wait * 1000, request.signal);
    }
  };
}
