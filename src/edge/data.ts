/**
 * Where the edge reads the prerendered tree from: the Worker's static assets (the `dist-api/` folder
 * uploaded with it) or an R2 bucket holding the same files. Both refuse any path that is not a plain
 * relative path inside the tree, so nothing else is ever requested.
 *
 * Both also report the tree's precompressed variants (`<file>.br`, `<file>.gz`) as missing, without a
 * request: workerd compresses a response body according to its `Content-Encoding` header, so already
 * compressed bytes sent with `Content-Encoding: br` would reach clients compressed twice. The Worker
 * sends identity bodies and Cloudflare compresses them on the way out.
 */
import type { DataSource } from "../runtime/data.ts";
import { VARIANT_SUFFIX } from "../runtime/respond.ts";

/** A static assets binding (`Fetcher`): answers a request for `/<path>` with that file, or 404. */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** An R2 bucket binding: the subset of `R2Bucket` (@cloudflare/workers-types) used here. */
export interface R2BucketLike {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
}

/** The origin of asset requests: the assets binding ignores the host and serves the path. */
export const ASSETS_ORIGIN = "https://assets.local";

/**
 * Whether `rel` names a file inside the tree: relative, `/`-separated, with no empty, `.` or `..`
 * segment, and no backslash, percent sign or control character. Anything else is never requested.
 */
export function isTreePath(rel: string): boolean {
  if (rel === "" || rel.length > 1024 || /[\\%\u0000-\u001f\u007f]/.test(rel)) return false;
  return rel.split("/").every((s) => s !== "" && s !== "." && s !== "..");
}

/**
 * Whether `rel` names a precompressed variant of a JSON file (`<file>.json.br`, `<file>.json.gz`; only
 * JSON files have them), not a file that is compressed in its own right (a `*.jsonl.gz` download).
 */
export function isVariantPath(rel: string): boolean {
  return Object.values(VARIANT_SUFFIX).some((suffix) => rel.endsWith(`.json${suffix}`));
}

/**
 * The tree through a static assets binding: `read("v1/meta.json")` fetches
 * `https://assets.local/v1/meta.json` (each segment percent-encoded). A 404 is a missing file;
 * any other failure is thrown (and answered as a 500). Variants are missing (see the module comment).
 */
export function assetsData(assets: AssetsBinding): DataSource {
  return {
    async read(rel) {
      if (!isTreePath(rel) || isVariantPath(rel)) return undefined;
      const res = await assets.fetch(new Request(`${ASSETS_ORIGIN}/${rel.split("/").map(encodeURIComponent).join("/")}`));
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`the assets answered ${res.status} for ${rel}`);
      }
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}

/** The tree in an R2 bucket, one object per file, keyed by its relative path (`v1/meta.json`); variants are missing. */
export function r2Data(bucket: R2BucketLike): DataSource {
  return {
    async read(rel) {
      if (!isTreePath(rel) || isVariantPath(rel)) return undefined;
      const object = await bucket.get(rel);
      return object === null ? undefined : new Uint8Array(await object.arrayBuffer());
    },
  };
}
