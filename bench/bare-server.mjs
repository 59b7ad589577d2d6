// The start-up floor for `npm run bench:serve`: a bare node:http server that answers every request with
// the bytes of BODY_FILE, on PORT and HOST. Nothing else runs in it. With SPIN_US it first keeps the CPU
// busy for that many microseconds per request: the control of `text-cold`, a server whose every request
// costs the same, with no garbage and no store.
import { readFileSync } from "node:fs";
import http from "node:http";

const body = readFileSync(process.env.BODY_FILE ?? "");
const spinMs = Number(process.env.SPIN_US ?? 0) / 1000;
http
  .createServer((_req, res) => {
    if (spinMs > 0) {
      const t0 = performance.now();
      while (performance.now() - t0 < spinMs);
    }
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
