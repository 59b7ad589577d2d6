import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILD_ENV, BUILD_NODE_FLAGS, SERVER_NODE_FLAGS, benchServerFlags } from "../../src/cli/node-flags.ts";
import { PROJECT_ROOT } from "../../src/paths.ts";

const scripts = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

describe("the V8 flags and environment package.json runs the server and the build with", () => {
  it("are the ones src/cli/node-flags.ts declares", () => {
    expect(scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} dist/serve.cjs`);
    const env = Object.entries(BUILD_ENV).map(([k, v]) => `${k}=${v} `).join("");
    expect(scripts["build-data"]).toContain(`${env}node ${BUILD_NODE_FLAGS.join(" ")} dist/cli/build-data.js`);
  });
});

describe("benchServerFlags", () => {
  it("is the served flags without the option, and the option's flags with it", () => {
    expect(benchServerFlags(undefined)).toEqual(SERVER_NODE_FLAGS);
    expect(benchServerFlags(" --max-semi-space-size=16  --trace-gc ")).toEqual(["--max-semi-space-size=16", "--trace-gc"]);
    expect(benchServerFlags("")).toEqual([]);
  });
});
