/**
 * The app behind `@hono/node-server`, as `npm start` runs it. There the request headers are read
 * from Node's `IncomingMessage` (`request.ts`) and responses are written from plain header objects
 * (`respond.ts`), not through WHATWG `Headers`; these tests send raw HTTP over loopback and check
 * that the answers are the ones the app gives in-process (`app.request`).
 */
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest, type RawResponse } from "../helpers/raw-http.ts";
import { sampleApp, type SampleApp } from "../helpers/sample-app.ts";

let s: SampleApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  s = await sampleApp();
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: s.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** One request to the server under test. */
const raw = (path: string, headers: Record<string, string | string[]> = {}, method = "GET"): Promise<RawResponse> => rawRequest(port, path, { method, headers });

/** Header names Node adds on its own, and the rate-limit count that moves with every request. */
const TRANSPORT = new Set(["date", "connection", "keep-alive", "transfer-encoding", "ratelimit"]);

function comparable(headers: Iterable<[string, string | string[] | undefined]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) if (!TRANSPORT.has(name.toLowerCase()) && value !== undefined) out[name.toLowerCase()] = String(value);
  return out;
}

describe("through @hono/node-server", () => {
  it("answers as the app does in-process: status, headers and body", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/v1/people/abraham", {}],
      ["/v1/people/abraham", { "Accept-Encoding": "br" }],
      ["/v1/strongs?limit=200", { "Accept-Encoding": "gzip, br;q=0.5" }],
      ["/v1/search?q=abr", {}],
      // Computed answers: the declared length is their UTF-8 bytes (the WEB's ’ and “ take three each).
      ["/v1/search/text?q=abram&translation=web", {}],
      ["/v1/search/text?q=abram&translation=web", { "Accept-Encoding": "gzip" }],
      ["/v1/passages/Gen%2012:1-3", {}],
      ["/v1/people/nobody", {}],
      ["/v1/people?limit=-1", {}],
      ["/v1/meta", { "X-API-Key": "bra_notakey" }],
      ["/openapi.json", {}],
    ];
    for (const [path, extra] of cases) {
      const headers = { "X-API-Key": s.keys.pro.key, ...extra };
      const viaNode = await raw(path, headers);
      const inProcess = await s.app.request(path, { headers });
      const label = `${path} ${JSON.stringify(extra)}`;
      expect(viaNode.status, label).toBe(inProcess.status);
      const nodeHeaders = comparable(Object.entries(viaNode.headers));
      // Node states the length of every body; in-process, problem details are sent without one.
      if (!inProcess.headers.has("content-length")) {
        expect(Number(nodeHeaders["content-length"]), label).toBe(viaNode.body.byteLength);
        delete nodeHeaders["content-length"];
      }
      expect(nodeHeaders, label).toEqual(comparable(inProcess.headers.entries()));
      expect(viaNode.body.equals(Buffer.from(await inProcess.arrayBuffer())), label).toBe(true);
      if (path.startsWith("/v1/") && viaNode.status !== 401) expect(viaNode.headers.ratelimit, label).toMatch(/^"daily";r=\d+;t=\d+$/);
    }
  });

  it("reads X-API-Key from Node's headers: missing is 401, a repeated header is one invalid value, the key works", async () => {
    expect((await raw("/v1/meta")).status).toBe(401);
    expect((await raw("/v1/meta", { "X-API-Key": [s.keys.pro.key, s.keys.pro.key] })).status).toBe(401);
    expect((await raw("/v1/meta", { "x-api-key": s.keys.pro.key })).status).toBe(200);
  });

  it("reads If-None-Match and Accept-Encoding from Node's headers: 304 on the ETag, brotli when asked", async () => {
    const first = await raw("/v1/strongs?limit=200", { "X-API-Key": s.keys.pro.key });
    const etag = String(first.headers.etag);
    const again = await raw("/v1/strongs?limit=200", { "X-API-Key": s.keys.pro.key, "If-None-Match": `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const br = await raw("/v1/strongs?limit=200", { "X-API-Key": s.keys.pro.key, "Accept-Encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.byteLength);
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const get = await raw("/v1/people/abraham", { "X-API-Key": s.keys.pro.key });
    const head = await raw("/v1/people/abraham", { "X-API-Key": s.keys.pro.key }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});
