// The runtime with a garbage-collection and event-loop log, for `npm run bench:serve -- --serve
// bench/gc-probe.cjs`: loads SERVE_ENTRY (default dist/serve.cjs, the server `npm start` runs) in this
// process and appends to GC_LOG (default <tmpdir>/gc-probe.jsonl) one JSON line per second: the
// scavenges (`minor`, their count and milliseconds), the full collections (`major`, with each one's
// kind, flags and milliseconds in `majors`), the event loop's delay (p99 and max, ms), and the heap
// (used, old space, large objects, external; MB). A phase of the benchmark is a run of seconds, so
// the log shows which phase pays for what (docs/performance.md, twenty-second session). The lines
// are written from a timer every 200 ms, so a SIGKILL loses at most the last second.
//
// With HEAP_PROFILE=<file> it also runs V8's sampling heap profiler, keeping the objects that full
// collections free but scavenges do not (`includeObjectsCollectedByMajorGC`): what reaches the old
// space, live or garbage. The profile (a `.heapprofile`, which Chrome DevTools opens) is rewritten
// every 3 s, so it survives the SIGKILL that ends the benchmark.
const { PerformanceObserver, monitorEventLoopDelay, constants } = require("node:perf_hooks");
const { appendFileSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");
const v8 = require("node:v8");

const out = process.env.GC_LOG ?? path.join(tmpdir(), "gc-probe.jsonl");
const flagNames = Object.entries(constants).filter(([name]) => name.startsWith("NODE_PERFORMANCE_GC_FLAGS_"));
const MINOR = constants.NODE_PERFORMANCE_GC_MINOR;
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();

const fresh = (t) => ({ t, minor: 0, minorMs: 0, major: 0, majorMs: 0, majors: [] });
let second = fresh(Math.floor(Date.now() / 1000));
const mb = (bytes) => Math.round((bytes ?? 0) / 1e6);
const space = (name) => v8.getHeapSpaceStatistics().find((s) => s.space_name === name)?.space_used_size;

setInterval(() => {
  const now = Math.floor(Date.now() / 1000);
  if (now === second.t) return;
  const memory = process.memoryUsage();
  const line = { ...second, loopP99Ms: delay.percentile(99) / 1e6, loopMaxMs: delay.max / 1e6, heapMB: mb(memory.heapUsed), oldMB: mb(space("old_space")), largeMB: mb(space("large_object_space")), externalMB: mb(memory.external) };
  appendFileSync(out, `${JSON.stringify(line)}\n`);
  delay.reset();
  second = fresh(now);
}, 200).unref();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { kind, flags } = entry.detail;
    if (kind === MINOR) {
      second.minor++;
      second.minorMs += entry.duration;
    } else {
      second.major++;
      second.majorMs += entry.duration;
      const named = flagNames.filter(([, bit]) => flags & bit).map(([name]) => name.replace("NODE_PERFORMANCE_GC_FLAGS_", ""));
      second.majors.push({ kind, flags: named, ms: Number(entry.duration.toFixed(1)) });
    }
  }
}).observe({ entryTypes: ["gc"] });

if (process.env.HEAP_PROFILE !== undefined) {
  const session = new (require("node:inspector").Session)();
  session.connect();
  session.post("HeapProfiler.enable", () => session.post("HeapProfiler.startSampling", { samplingInterval: 8192, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false }));
  setInterval(() => {
    session.post("HeapProfiler.getSamplingProfile", (error, result) => {
      if (error === null) writeFileSync(process.env.HEAP_PROFILE, JSON.stringify(result.profile));
    });
  }, 3000).unref();
}

require(path.resolve(process.env.SERVE_ENTRY ?? path.join(__dirname, "../dist/serve.cjs")));
