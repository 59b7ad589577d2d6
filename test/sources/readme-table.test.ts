/**
 * README.md's table of sources is the manifest's: rendered by `sourcesTable` and compared with what
 * the README holds between its markers. `UPDATE_README=1` rewrites it after a manifest change.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { loadManifest, README_TABLE_MARKERS, sourcesTable } from "../../src/sources/manifest.ts";

const README = path.join(PROJECT_ROOT, "README.md");

describe("README sources table", () => {
  it("is the table rendered from sources/manifest.json", async () => {
    const text = await readFile(README, "utf8");
    const { start, end } = README_TABLE_MARKERS;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    expect(from, `README.md has no ${start} marker`).toBeGreaterThanOrEqual(0);
    expect(to).toBeGreaterThan(from);
    const expected = sourcesTable(await loadManifest());
    const current = text.slice(from + start.length, to).trim();
    if (process.env.UPDATE_README === "1" && current !== expected) {
      await writeFile(README, `${text.slice(0, from + start.length)}\n${expected}\n${text.slice(to)}`);
      return;
    }
    expect(current, "README.md's sources table differs from the manifest: run UPDATE_README=1 npx vitest run test/sources/readme-table.test.ts").toBe(expected);
  });

  it("names every dataset, commit and licence", async () => {
    const manifest = await loadManifest();
    const table = sourcesTable(manifest);
    for (const d of manifest.datasets) {
      expect(table).toContain(d.upstream);
      expect(table).toContain(d.commit.slice(0, 12));
    }
    expect(table.split("\n").filter((l) => l.includes("**CC BY-SA"))).toHaveLength(3);
  });
});
