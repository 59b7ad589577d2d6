import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bumpVersion, checkDatasetVersion } from "../../src/stages/meta.ts";

describe("dataset version", () => {
  it("bumps each level", () => {
    expect(bumpVersion("1.2.3", "patch")).toBe("1.2.4");
    expect(bumpVersion("1.2.3", "minor")).toBe("1.3.0");
    expect(bumpVersion("1.2.3", "major")).toBe("2.0.0");
  });

  it("rejects malformed version files", () => {
    expect(checkDatasetVersion({ version: "1.2.3", build_date: "2026-11-21" })).toBeUndefined();
    expect(checkDatasetVersion({ version: "1.2", build_date: "2026-11-21" })).toMatch(/version/);
    expect(checkDatasetVersion({ version: "1.2.3", build_date: "21/11/2026" })).toMatch(/build_date/);
    expect(checkDatasetVersion(null)).toMatch(/object/);
  });

  it("npm run release bumps the file and sets the build date", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "release-"));
    const file = path.join(dir, "v.json");
    await writeFile(file, JSON.stringify({ version: "0.4.9", build_date: "2026-01-01" }));
    const out = execFileSync("npx", ["tsx", "src/cli/release.ts", "minor", "--date", "2026-12-01", "--file", file], { encoding: "utf8" });
    expect(out).toContain("0.4.9 → 0.5.0");
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ version: "0.5.0", build_date: "2026-12-01" });
  });
});
