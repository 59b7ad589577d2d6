/**
 * How long the Node server waits for slow or idle clients, and how many connections it holds, so that
 * slowloris-style clients and idle keep-alive connections cannot pile up. Each limit has a default and
 * an environment variable (milliseconds or a count), read by `npm start`.
 */

/** The server's limits. */
export interface ServerLimits {
  /** A client must send its complete request headers within this many ms of connecting (slowloris). */
  readonly headersTimeoutMs: number;
  /** A client must send its complete request within this many ms. */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this many ms without a new request. */
  readonly keepAliveTimeoutMs: number;
  /** How often the server checks the two timeouts above, in ms. */
  readonly checkIntervalMs: number;
  /** Connections past this many are refused (closed at once). */
  readonly maxConnections: number;
  /** On SIGTERM, in-flight requests get this many ms to finish before the server exits anyway. */
  readonly shutdownTimeoutMs: number;
}

/** The defaults, and the environment variable that overrides each. */
export const LIMIT_SETTINGS: Readonly<Record<keyof ServerLimits, { readonly env: string; readonly default: number; readonly min: number }>> = {
  headersTimeoutMs: { env: "HEADERS_TIMEOUT_MS", default: 10_000, min: 100 },
  requestTimeoutMs: { env: "REQUEST_TIMEOUT_MS", default: 30_000, min: 100 },
  keepAliveTimeoutMs: { env: "KEEP_ALIVE_TIMEOUT_MS", default: 5_000, min: 100 },
  checkIntervalMs: { env: "TIMEOUT_CHECK_INTERVAL_MS", default: 1_000, min: 10 },
  maxConnections: { env: "MAX_CONNECTIONS", default: 10_000, min: 1 },
  shutdownTimeoutMs: { env: "SHUTDOWN_TIMEOUT_MS", default: 10_000, min: 0 },
};

/**
 * Reads the limits from `env`; a malformed or too small value throws a `RangeError` naming the
 * variable. The request timeout is raised to at least the headers timeout, as Node requires.
 */
export function serverLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const out = {} as Record<keyof ServerLimits, number>;
  for (const [name, setting] of Object.entries(LIMIT_SETTINGS) as [keyof ServerLimits, (typeof LIMIT_SETTINGS)[keyof ServerLimits]][]) {
    const raw = env[setting.env]?.trim();
    const value = raw === undefined || raw === "" ? setting.default : Number(raw);
    if (!Number.isSafeInteger(value) || value < setting.min) throw new RangeError(`${setting.env} must be a whole number of at least ${setting.min}, got ${JSON.stringify(raw)}`);
    out[name] = value;
  }
  out.requestTimeoutMs = Math.max(out.requestTimeoutMs, out.headersTimeoutMs);
  return out;
}
