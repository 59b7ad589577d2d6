#!/usr/bin/env node
// Compiles src/ to dist/ (tsconfig.build.json) when dist/ is missing or older than any source, so that
// `npm start` and the CLIs run plain JavaScript. Costs a few milliseconds when dist/ is current.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist/.tsbuildinfo");

function newest(dir) {
  let latest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    latest = Math.max(latest, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

let built = 0;
try {
  built = statSync(stamp).mtimeMs;
} catch {
  built = 0;
}
const sources = Math.max(newest(path.join(root, "src")), ...["tsconfig.json", "tsconfig.build.json", "package-lock.json"].map((f) => statSync(path.join(root, f)).mtimeMs));
if (built < sources) {
  process.stderr.write("compiling src/ to dist/ …\n");
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, "-p", path.join(root, "tsconfig.build.json")], { stdio: "inherit" });
  if (r.status !== 0) {
    process.stderr.write("compiling failed: fix the type errors above (npm run typecheck), then try again\n");
    process.exit(r.status ?? 1);
  }
  const now = new Date();
  utimesSync(stamp, now, now);
}
