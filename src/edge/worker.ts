/**
 * The edge entry: the same keyed `/v1` app as `npm start`, as a Cloudflare Workers module whose
 * only export is the default `{ fetch }` handler (workerd treats every export of the entry module
 * as an entry point, so the helpers live in `app.ts` and `data.ts`). The tree is read from the
 * Worker's static assets (`env.ASSETS`) or an R2 bucket (`env.TREE`); keys and usage live in D1
 * (`env.DB`). Nothing reachable from here imports from `node:`; `npm run build:worker` bundles it
 * into `dist-worker/worker.js`. Deployment: docs/edge.md and deploy/wrangler.toml.
 *
 * The app, with its catalog (the tree's `_index/` files), is built on the first request an isolate
 * receives and kept for the isolate's life; a failed start is answered with a 500 and retried on
 * the next request.
 */
import type { ExecutionContext, Hono } from "hono";
import { problem } from "../core/errors.ts";
import type { AppEnv } from "../runtime/middleware.ts";
import { createEdgeApp, type Env } from "./app.ts";

let app: Promise<Hono<AppEnv>> | undefined;

/** A 500 problem details response for when the app itself cannot start. */
function startFailure(request: Request): Response {
  const body = problem("internal-error", "The service could not start.", new URL(request.url).pathname.slice(0, 200));
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" },
  });
}

/** The Worker: every request goes through the app, built once per isolate. */
export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const current = (app ??= createEdgeApp(env));
    let built: Hono<AppEnv>;
    try {
      built = await current;
    } catch (error) {
      if (app === current) app = undefined;
      console.error(error);
      return startFailure(request);
    }
    return built.fetch(request, env, ctx);
  },
};
