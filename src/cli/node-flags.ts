/**
 * The V8 flags the long-running commands run with, declared once. `package.json`'s `start` and
 * `build-data` scripts spell them out (npm scripts cannot import; `test/cli/node-flags.test.ts`
 * checks that they match), and the benchmarks and tests that start the compiled server or build
 * put them on the command line from here.
 */

/**
 * The server: a 64 MB young generation (V8's default tops out at 16 MB). With the default, the
 * objects of the requests in flight outlived two scavenges and were promoted, so the old generation,
 * which holds the whole dataset, was collected over and over (86 times in one `bench:study-http` run
 * with `--trace-gc`, 6 times with this flag). Measured with `npm run bench:study-http -- --duration 5`
 * on the quiet machine, two runs each: p99 3.5–6.7 ms in every study phase against 3.7–13.3 ms
 * without, and 10–25% less CPU per request. Its cost: Node compiles its built-in modules without
 * their code cache under any non-default V8 flag (about 25 ms of start-up; see docs/architecture.md).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];

/**
 * The server's flags for a benchmark: {@link SERVER_NODE_FLAGS}, or the space-separated flags of its
 * `--node-flags` option instead (`""` for none), to measure another setting against the served one.
 */
export function benchServerFlags(option: string | undefined): readonly string[] {
  return option === undefined ? SERVER_NODE_FLAGS : option.split(/\s+/).filter((f) => f !== "");
}

/**
 * The build: a 32 MB young generation, which lowered its peak RSS from 1,741–1,800 MB to 1,577 MB
 * at the same speed (one build each way under `/usr/bin/time`; the README has the runs since), and a
 * fixed heap growing factor of 1.5. V8 otherwise picks the factor from how fast the program
 * allocates against how fast it collects: when the file system is slow (a large tree being deleted
 * beside the build, a fresh clone's first build), the write phase allocates slowly, V8 lets the old
 * generation grow up to four times its live size before collecting, and the heap in use climbed from
 * about 550 MB to 1,343 MB of mostly garbage (peak RSS 1,992,204 KB in such a build, 2,084,180 KB in
 * a fresh clone's). With the factor fixed (1.3 in two builds, 1.5 in four), six builds on a file
 * system slowed by deletes peaked at 1,175,068–1,255,780 KB, against 1,376,072–1,992,204 KB for five
 * without it, at about 10 % more user CPU (52–57 s against 47–52 s): docs/performance.md,
 * twenty-third session.
 */
export const BUILD_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=32", "--heap-growing-percent=50"];

/**
 * The build's environment: glibc's allocator told to keep at most two arenas (one per thread by
 * default, each keeping the memory it freed) and to give blocks of 128 KB and more back to the
 * system when freed (by default that threshold climbs to 32 MB as large blocks are freed, and the
 * compressors' and workers' buffers then stay in the heap). Other C libraries ignore both. Full
 * builds alternated with and without, peak RSS under `/usr/bin/time` (three each way on one commit,
 * two on the next): 1,190, 1,139, 1,193, 1,205 and 1,207 MiB with these against 1,330, 1,189, 1,344,
 * 1,232 and 1,255 MiB without, at the same user CPU time (59–62 s, measured in the last four).
 */
export const BUILD_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
