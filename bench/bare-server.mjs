// The start-up floor for `npm run bench:serve`: a bare node:http server that answers every request with
// the bytes of BODY_FILE, on PORT and HOST. Nothing else runs in it.
import { readFileSync } from "node:fs";
import http from "node:http";

const body = readFileSync(process.env.BODY_FILE ?? "");
http
  .createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
