/**
 * A second "runtime process" for the store contract tests, run as
 * `node --import tsx child-consumer.ts <mode> <STORE_URL> <keyId> <day> <limit> <count>`.
 *
 * - `parallel`: prints `ready`, waits for a line on stdin, fires `count` consume calls at once,
 *   prints `{"allowed":[…used values of the allowed calls…]}` and exits.
 * - `hold`: consumes `count` times one after the other, prints `done <count>`, then idles until killed.
 * - `stream`: consumes one after the other without end, printing (synchronously) each acknowledged
 *   count on its own line, until killed.
 */
import { writeSync } from "node:fs";
import { createInterface } from "node:readline";
import { openStore } from "../../../src/runtime/store/index.ts";

const [mode, url, keyId, day, limitArg, countArg] = process.argv.slice(2);
if (!mode || !url || !keyId || !day || !limitArg || !countArg) {
  process.stderr.write("usage: child-consumer.ts parallel|hold|stream <url> <keyId> <day> <limit> <count>\n");
  process.exit(2);
}
const limit = Number(limitArg);
const count = Number(countArg);
const store = await openStore(url);

if (mode === "parallel") {
  process.stdout.write("ready\n");
  const rl = createInterface({ input: process.stdin });
  await new Promise<void>((resolve) => rl.once("line", () => resolve()));
  rl.close();
  const results = await Promise.all(Array.from({ length: count }, () => store.consume(keyId, day, limit)));
  process.stdout.write(`${JSON.stringify({ allowed: results.filter((r) => r.allowed).map((r) => r.used) })}\n`);
  await store.close();
} else if (mode === "hold") {
  for (let i = 0; i < count; i++) await store.consume(keyId, day, limit);
  process.stdout.write(`done ${count}\n`);
  setInterval(() => {}, 60_000);
} else if (mode === "stream") {
  for (;;) {
    const r = await store.consume(keyId, day, limit);
    writeSync(1, `${r.used}\n`);
    await new Promise((resolve) => setImmediate(resolve));
  }
} else {
  process.stderr.write(`unknown mode ${mode}\n`);
  process.exit(2);
}
