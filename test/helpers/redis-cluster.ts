/**
 * Starts a throw-away Redis Cluster for tests: `masters` `redis-server` processes on free loopback
 * ports (each in its own temporary folder, append-only file fsynced on every write), joined with
 * `redis-cli --cluster create` (no replicas), resolved once every node says `cluster_state:ok`.
 * The nodes fsync their append-only files once a second, not on every write: no test crashes a
 * cluster node, and three more servers fsyncing every write beside the single-server suite, which
 * runs at the same time, slowed its commands past the driver's 500 ms timeout in one CI run.
 */
import { spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import { startRedisServer, type RedisServer } from "./redis-server.ts";

/** The `redis-cli` binary: `REDIS_CLI` if set, else from the PATH. */
export const REDIS_CLI_BIN = process.env.REDIS_CLI ?? "redis-cli";

/** A running test cluster. */
export interface RedisCluster {
  /** `redis-cluster://127.0.0.1:<port>,…` (every master as a seed). */
  readonly url: string;
  readonly nodes: readonly RedisServer[];
  /** Empties every master (FLUSHALL on each). */
  flush(): Promise<void>;
  /** Stops every node and deletes their folders. */
  stop(): Promise<void>;
}

async function eachNode<T>(nodes: readonly RedisServer[], run: (client: Redis) => Promise<T>): Promise<T[]> {
  return Promise.all(
    nodes.map(async (n) => {
      const client = new Redis(n.url, { maxRetriesPerRequest: 1 });
      try {
        return await run(client);
      } finally {
        client.disconnect();
      }
    }),
  );
}

/** Starts the nodes, creates the cluster and waits until it serves every slot. */
export async function startRedisCluster(masters = 3, timeoutMs = 30_000): Promise<RedisCluster> {
  const nodes: RedisServer[] = [];
  const stop = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  };
  try {
    for (let i = 0; i < masters; i++) {
      nodes.push(await startRedisServer({ args: ["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "2000", "--appendfsync", "everysec"] }));
    }
    const created = spawnSync(REDIS_CLI_BIN, ["--cluster", "create", ...nodes.map((n) => `127.0.0.1:${n.port}`), "--cluster-replicas", "0", "--cluster-yes"], { encoding: "utf8", timeout: timeoutMs });
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed (${String(created.error ?? created.status)}):\n${created.stdout}${created.stderr}`);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const states = await eachNode(nodes, async (c) => String(await c.call("CLUSTER", "INFO")));
      if (states.every((s) => s.includes("cluster_state:ok"))) break;
      if (Date.now() > deadline) throw new Error(`the cluster did not reach cluster_state:ok in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return {
    url: `redis-cluster://${nodes.map((n) => `127.0.0.1:${n.port}`).join(",")}`,
    nodes,
    async flush() {
      await eachNode(nodes, (c) => c.flushall());
    },
    stop,
  };
}
