import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKey, hashKey } from "../../../src/core/api-key.ts";
import { utcDay } from "../../../src/core/calendar.ts";
import { openRedisStore, USAGE_TTL_SECONDS } from "../../../src/runtime/store/redis.ts";
import { redisTestsEnabled, startRedisServer, type RedisServer } from "../../helpers/redis-server.ts";
import { storeContract } from "./contract.ts";

const enabled = redisTestsEnabled();

describe.runIf(enabled)("redis store", () => {
  let server: RedisServer;
  let admin: Redis;
  beforeAll(async () => {
    server = await startRedisServer();
    admin = new Redis(server.url);
  });
  afterAll(async () => {
    await admin?.quit();
    await server?.stop();
  });

  storeContract("redis", {
    fresh: async () => {
      await admin.flushall();
      return openRedisStore(server.url);
    },
    reopen: async () => openRedisStore(server.url),
    url: () => server.url,
  });

  it("stores only the hash of a key, never the key", async () => {
    await admin.flushall();
    const store = await openRedisStore(server.url);
    const key = generateKey();
    await store.createKey({ hash: hashKey(key), email: "r@example.org", tier: "pro" });
    await store.close();
    const dump: string[] = [];
    for (const k of await admin.keys("*")) {
      dump.push(k);
      const type = await admin.type(k);
      if (type === "hash") dump.push(...Object.entries(await admin.hgetall(k)).flat());
      else if (type === "string") dump.push((await admin.get(k)) ?? "");
    }
    const text = dump.join("\n");
    expect(text).toContain(hashKey(key));
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(4, 36));
  });

  it("lets a day's counter expire two days after its first request", async () => {
    await admin.flushall();
    const store = await openRedisStore(server.url);
    const day = utcDay(new Date());
    await store.consume("ttl-key", day, 5);
    await store.consume("ttl-key", day, 5);
    const ttl = await admin.ttl(`bra:usage:${day}:ttl-key`);
    expect(ttl).toBeGreaterThan(USAGE_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(USAGE_TTL_SECONDS);
    await store.close();
  });

  it("keeps prefixes apart", async () => {
    await admin.flushall();
    const a = await openRedisStore(server.url, { prefix: "a:" });
    const b = await openRedisStore(server.url, { prefix: "b:" });
    const day = utcDay(new Date());
    await a.consume("k", day, 5);
    expect(await b.used("k", day)).toBe(0);
    await a.createKey({ hash: hashKey(generateKey()), email: "p@example.org", tier: "free" });
    expect(await b.list()).toEqual([]);
    await a.close();
    await b.close();
  });

  it("keeps answered requests when redis-server itself is killed (appendfsync always)", async () => {
    const crashing = await startRedisServer();
    try {
      const store = await openRedisStore(crashing.url);
      const day = utcDay(new Date());
      for (let i = 0; i < 25; i++) await store.consume("durable", day, 100);
      await crashing.crash();
      await store.close();
      const restarted = await startRedisServer({ dir: crashing.dir, port: crashing.port });
      try {
        const again = await openRedisStore(restarted.url);
        expect(await again.used("durable", day)).toBe(25);
        await again.close();
      } finally {
        await restarted.stop();
      }
    } finally {
      await crashing.stop();
    }
  });

  it("fails clearly when nothing listens at the address", async () => {
    await expect(openRedisStore("redis://127.0.0.1:1", { redis: { retryStrategy: () => null } })).rejects.toThrow(/cannot reach Redis/);
  });
});
