import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { waitsForFullTree } from "./sequencer.ts";

const source = (file: string): string => readFileSync(path.join(PROJECT_ROOT, "test", file), "utf8");

describe("the test order", () => {
  it("puts the files that wait for the full tree last, and only those", () => {
    for (const file of ["data-quality.test.ts", "runtime/mcp.test.ts", "study/full-data.test.ts", "emit/downloads.test.ts"]) expect(waitsForFullTree(source(file)), file).toBe(true);
    for (const file of ["core/json.test.ts", "runtime/app.test.ts", "publish/nginx.test.ts"]) expect(waitsForFullTree(source(file)), file).toBe(false);
  });
});
