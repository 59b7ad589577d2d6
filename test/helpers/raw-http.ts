/**
 * One HTTP request over loopback exactly as sent and received: no decompression, no redirects
 * followed, no connection reuse. For tests of real servers (nginx, `@hono/node-server`).
 */
import http from "node:http";

/** A response as it came over the wire. */
export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/** Sends one request to `127.0.0.1:<port>`; a header given a list of values is sent once per value. */
export function rawRequest(port: number, urlPath: string, options: { method?: string; headers?: Record<string, string | string[]> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method: options.method ?? "GET", headers: options.headers ?? {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
