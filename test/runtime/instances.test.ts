/**
 * The runtime as separate `npm start` processes: two instances sharing one Redis enforce one daily
 * quota, and a request that was answered stays counted when the process is killed with SIGKILL.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { sampleTreeDir } from "../helpers/full-tree.ts";
import { issueKey } from "../../src/runtime/keys.ts";
import { utcDay } from "../../src/core/calendar.ts";
import { openStore } from "../../src/runtime/store/index.ts";
import { redisTestsEnabled, startRedisServer, type RedisServer } from "../helpers/redis-server.ts";

let work: string;
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "instances-"));
  dataDir = await sampleTreeDir();
}, 180_000);

afterAll(async () => {
  for (const c of children) c.kill("SIGKILL");
  if (work) await rm(work, { recursive: true, force: true });
});

/** Starts `src/cli/serve.ts` on a free port and resolves with its base URL once it listens. */
function startServer(storeUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/serve.ts"], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, STORE_URL: storeUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ url: m[1], child });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const get = (url: string, key: string): Promise<number> => fetch(url, { headers: { "X-API-Key": key } }).then(async (r) => (await r.arrayBuffer(), r.status));

describe.skipIf(!redisTestsEnabled())("two runtime instances sharing one Redis", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  }, 30_000);
  afterAll(async () => {
    await redis?.stop();
  });

  it("let exactly the daily allowance through, across both instances", { timeout: 120_000 }, async () => {
    const store = await openStore(redis.url);
    const { key, info } = await issueKey(store, "two@example.org", "free");
    const day = utcDay(new Date());
    for (let i = 0; i < 990; i++) await store.consume(info.id, day, 1000);
    const [a, b] = await Promise.all([startServer(redis.url), startServer(redis.url)]);
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`${(i % 2 === 0 ? a : b).url}/v1/people/abraham`, key)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(await store.used(info.id, day)).toBe(1000);
    await store.close();
  });
});

describe("one runtime instance on SQLite", () => {
  it("keeps every answered request counted when killed with SIGKILL mid-stream", { timeout: 120_000 }, async () => {
    const storeUrl = `sqlite:${path.join(work, "store.sqlite")}`;
    const store = await openStore(storeUrl);
    const { key, info } = await issueKey(store, "crash@example.org", "pro");
    await store.close();
    const server = await startServer(storeUrl);
    // A steady stream of requests (20 at a time) until the server is gone: it is killed once 50
    // are answered, so the kill lands while requests are in flight however fast the server is.
    let answered = 0;
    let failed = 0;
    let issued = 0;
    const client = async (): Promise<void> => {
      while (failed === 0 && issued < 100_000) {
        issued++;
        try {
          if ((await get(`${server.url}/v1/verses/Gen.12.1`, key)) === 200) answered++;
          if (answered === 50) server.child.kill("SIGKILL");
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, client));
    if (server.child.exitCode === null && server.child.signalCode === null) await new Promise((r) => server.child.once("exit", r));
    const reopened = await openStore(storeUrl);
    expect(answered).toBeGreaterThanOrEqual(50);
    expect(failed, "requests were still being made when the server was killed").toBeGreaterThan(0);
    expect(await reopened.used(info.id, utcDay(new Date()))).toBeGreaterThanOrEqual(answered);
    await reopened.close();
  });
});
