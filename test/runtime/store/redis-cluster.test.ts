/**
 * The Redis driver on a real Redis Cluster (three masters on loopback, started here): the whole
 * store contract, plus the layout that makes it work there (key records and the id map in one slot,
 * usage counters spread over the masters).
 */
import { Cluster, Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKey, hashKey } from "../../../src/core/api-key.ts";
import { utcDay } from "../../../src/core/calendar.ts";
import { openRedisStore, parseClusterUrl, redactUrl } from "../../../src/runtime/store/redis.ts";
import { parseStoreUrl } from "../../../src/runtime/store/index.ts";
import { startRedisCluster, type RedisCluster } from "../../helpers/redis-cluster.ts";
import { redisTestsEnabled } from "../../helpers/redis-server.ts";
import { storeContract } from "./contract.ts";

describe("redis-cluster URLs", () => {
  it("parse into seed nodes and a password; STORE_URL takes them; messages hide the password", () => {
    expect(parseClusterUrl("redis-cluster://127.0.0.1:7000,127.0.0.1:7001")).toEqual({ nodes: [{ host: "127.0.0.1", port: 7000 }, { host: "127.0.0.1", port: 7001 }] });
    expect(parseClusterUrl("redis-cluster://:s3cret@a:1,[::1]:2/")).toEqual({ nodes: [{ host: "a", port: 1 }, { host: "::1", port: 2 }], password: "s3cret" });
    expect(parseClusterUrl("redis://127.0.0.1:6379")).toBeUndefined();
    expect(() => parseClusterUrl("redis-cluster://a:1,b")).toThrow(/"b" is not host:port/);
    expect(() => parseClusterUrl("redis-cluster://a:70000")).toThrow(/not host:port/);
    expect(parseStoreUrl("redis-cluster://a:1,b:2")).toEqual({ driver: "redis", url: "redis-cluster://a:1,b:2" });
    expect(redactUrl("redis-cluster://:s3cret@a:1,b:2")).toBe("redis-cluster://:***@a:1,b:2");
  });
});

describe.runIf(redisTestsEnabled())("redis store on a Redis Cluster of three masters", () => {
  let cluster: RedisCluster;
  beforeAll(async () => {
    cluster = await startRedisCluster(3);
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  storeContract("redis", {
    fresh: async () => {
      await cluster.flush();
      return openRedisStore(cluster.url);
    },
    reopen: async () => openRedisStore(cluster.url),
    url: () => cluster.url,
  });

  it("keeps key records and the id map in one slot and spreads usage counters over the masters", async () => {
    await cluster.flush();
    const store = await openRedisStore(cluster.url);
    const day = utcDay(new Date());
    const hashes = [generateKey(), generateKey(), generateKey()].map(hashKey);
    for (const hash of hashes) await store.createKey({ hash, email: "c@example.org", tier: "free" });
    for (let i = 0; i < 60; i++) await store.consume(`k${i}`, day, 10);
    await store.close();
    const admin = new Cluster(cluster.nodes.map((n) => ({ host: "127.0.0.1", port: n.port })));
    try {
      const slot = async (key: string): Promise<number> => Number(await admin.call("CLUSTER", "KEYSLOT", key));
      const keySlots = new Set(await Promise.all([...hashes.map((h) => `bra:{keys}key:${h}`), "bra:{keys}key-ids"].map(slot)));
      expect(keySlots.size).toBe(1);
      const perMaster = await Promise.all(cluster.nodes.map(async (n) => {
        const node = new Redis(n.url);
        try {
          return (await node.keys("bra:usage:*")).length;
        } finally {
          node.disconnect();
        }
      }));
      expect(perMaster.reduce((a, b) => a + b, 0)).toBe(60);
      expect(perMaster.every((n) => n > 0)).toBe(true);
    } finally {
      admin.disconnect();
    }
  });
});
