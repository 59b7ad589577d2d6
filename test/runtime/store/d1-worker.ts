/**
 * A test-only Worker that runs the D1 store driver inside workerd and lets Node call it over HTTP:
 * `POST /` with a list of `{ handle, method, args }` calls runs them all at once (so calls that Node
 * made in parallel also run in parallel here) and answers, in the same order, `{ value }` or
 * `{ error: { name, message } }` for each. A call runs `method` on store handle `handle` (a separate
 * `D1Store` on the same `env.DB`, as separate isolates would have). Special methods: `open` makes a
 * handle, `reset` drops the tables. Dates travel as `{ "$date": iso }`.
 */
import { openD1Store, type D1Like, type D1Store } from "../../../src/runtime/store/d1.ts";

/** One store call the test sends (a request carries a list of them). */
export interface StoreCall {
  readonly handle: number;
  readonly method: string;
  readonly args: readonly unknown[];
}

const handles = new Map<number, D1Store>();

function revive(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if ("$date" in value) return new Date(String(value.$date));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
}

async function call(env: { DB: D1Like }, { handle, method, args }: StoreCall): Promise<unknown> {
  if (method === "reset") {
    await env.DB.batch(["DROP TABLE IF EXISTS api_keys", "DROP TABLE IF EXISTS usage"].map((sql) => env.DB.prepare(sql)));
    return null;
  }
  if (method === "open") {
    handles.set(handle, openD1Store(env.DB));
    return null;
  }
  const store = handles.get(handle) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>> | undefined;
  const fn = store?.[method];
  if (store === undefined || typeof fn !== "function") throw new Error(`no handle ${handle} or method ${method}`);
  return fn.apply(store, args.map(revive));
}

/** What one call answers. */
export type StoreOutcome = { readonly value: unknown } | { readonly error: { readonly name: string; readonly message: string } };

async function outcome(env: { DB: D1Like }, c: StoreCall): Promise<StoreOutcome> {
  try {
    const value = await call(env, c);
    return { value: value === undefined ? { $undefined: true } : value };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    return { error: { name: error.name, message: error.message } };
  }
}

export default {
  async fetch(request: Request, env: { DB: D1Like }): Promise<Response> {
    const calls = (await request.json()) as StoreCall[];
    return Response.json(await Promise.all(calls.map((c) => outcome(env, c))));
  },
};
