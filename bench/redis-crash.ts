/**
 * `npm run bench:redis-crash`: what a crash of Redis itself (kill -9) loses of the counts the runtime
 * was told were stored, for each append-only fsync policy.
 *
 * For each policy (`always`, `everysec`, and `no` AOF at all for comparison), a throw-away
 * `redis-server` on a free loopback port (its own temporary folder, `appendonly yes`, no RDB
 * snapshots) takes a steady load of `consume` calls through the project's Redis store driver from
 * `--clients` concurrent loops (each on its own key); after `--kill-after` ms it is killed with
 * SIGKILL, the loops stop at their first failure, and a new server is started on the same folder.
 * Every call that resolved `allowed` was acknowledged to the runtime, which would have answered its
 * request: the stored counter should be at least the number acknowledged. Printed per policy:
 * acknowledged, stored after restart, lost (acknowledged − stored, never negative) and the
 * acknowledged rate before the kill. Bounded: each round runs `--kill-after` ms of load, loopback only.
 */
import { parseArgs } from "node:util";
import { openRedisStore } from "../src/runtime/store/redis.ts";
import { utcDay } from "../src/core/calendar.ts";
import { startRedisServer } from "../test/helpers/redis-server.ts";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "32" },
    "kill-after": { type: "string", default: "3000" },
    rounds: { type: "string", default: "3" },
  },
});
const clients = Number(values.clients);
const killAfter = Number(values["kill-after"]);
const rounds = Number(values.rounds);
if (![clients, killAfter, rounds].every((n) => Number.isInteger(n) && n > 0) || clients > 1000 || killAfter > 60_000 || rounds > 20) {
  process.stderr.write("usage: npm run bench:redis-crash -- [--clients 1-1000] [--kill-after ms ≤ 60000] [--rounds 1-20]\n");
  process.exit(2);
}

const POLICIES = [
  { name: "appendfsync always", args: ["--appendfsync", "always"] },
  { name: "appendfsync everysec", args: ["--appendfsync", "everysec"] },
  { name: "no AOF (appendonly no)", args: ["--appendonly", "no"] },
] as const;

interface Round {
  acknowledged: number;
  stored: number;
  lost: number;
  perSecond: number;
}

async function round(args: readonly string[]): Promise<Round> {
  const server = await startRedisServer({ args });
  const day = utcDay(new Date());
  const acked = new Array<number>(clients).fill(0);
  let stop = false;
  try {
    const store = await openRedisStore(server.url);
    const started = Date.now();
    const loops = acked.map(async (_, i) => {
      while (!stop) {
        try {
          const r = await store.consume(`crash-${i}`, day, 1_000_000_000);
          if (r.allowed) acked[i] = (acked[i] ?? 0) + 1;
        } catch {
          return;
        }
      }
    });
    await new Promise((r) => setTimeout(r, killAfter));
    await server.crash();
    const elapsed = (Date.now() - started) / 1000;
    stop = true;
    await Promise.all(loops);
    await store.close();
    const restarted = await startRedisServer({ dir: server.dir, port: server.port, args });
    try {
      const again = await openRedisStore(restarted.url);
      let stored = 0;
      let lost = 0;
      for (let i = 0; i < clients; i++) {
        const s = await again.used(`crash-${i}`, day);
        stored += s;
        lost += Math.max(0, (acked[i] ?? 0) - s);
      }
      await again.close();
      const acknowledged = acked.reduce((a, b) => a + b, 0);
      return { acknowledged, stored, lost, perSecond: acknowledged / elapsed };
    } finally {
      await restarted.stop();
    }
  } finally {
    stop = true;
    await server.stop();
  }
}

process.stdout.write(`Redis kill -9 under load: ${clients} concurrent clients, killed after ${killAfter} ms, ${rounds} round(s) per policy\n\n`);
process.stdout.write("| policy | round | acknowledged | stored after restart | lost | acknowledged/s |\n|---|---:|---:|---:|---:|---:|\n");
for (const p of POLICIES) {
  for (let r = 1; r <= rounds; r++) {
    const x = await round(p.args);
    process.stdout.write(`| ${p.name} | ${r} | ${x.acknowledged} | ${x.stored} | ${x.lost} | ${Math.round(x.perSecond)} |\n`);
  }
}
