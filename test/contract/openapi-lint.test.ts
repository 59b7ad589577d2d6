/**
 * The OpenAPI document passes `spectral lint` with the `spectral:oas` ruleset (`.spectral.yaml`):
 * no error and no warning. Spectral (@stoplight/spectral-cli, a pinned dev dependency) runs on the
 * document built from the schemas, as the build writes it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "../../src/contract/openapi.ts";
import { PROJECT_ROOT } from "../../src/paths.ts";
import { SchemaRegistry } from "../../src/contract/schemas.ts";

const SPECTRAL = path.join(PROJECT_ROOT, "node_modules/@stoplight/spectral-cli/dist/index.js");

function lint(doc: unknown): { code: number | null; results: { code: string; message: string; path: string[] }[] } {
  const dir = mkdtempSync(path.join(tmpdir(), "spectral-"));
  try {
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(doc, null, 2));
    const r = spawnSync(process.execPath, [SPECTRAL, "lint", file, "--ruleset", path.join(PROJECT_ROOT, ".spectral.yaml"), "--format", "json", "--fail-severity", "warn", "--quiet"], { encoding: "utf8" });
    const text = r.stdout.trim();
    return { code: r.status, results: text === "" ? [] : (JSON.parse(text) as { code: string; message: string; path: string[] }[]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("spectral lint (spectral:oas)", () => {
  it("finds no error and no warning in the document", { timeout: 60_000 }, () => {
    const { code, results } = lint(buildOpenApi(new SchemaRegistry(), { version: "1.0.0" }));
    expect(results.map((r) => `${r.code}: ${r.message} at ${r.path.join(".")}`)).toEqual([]);
    expect(code).toBe(0);
  });

  it("does report a document with a problem (the check can fail)", { timeout: 60_000 }, () => {
    const doc = buildOpenApi(new SchemaRegistry(), { version: "1.0.0" });
    const { code, results } = lint({ ...doc, info: { title: doc.info.title, version: doc.info.version } });
    expect(results.map((r) => r.code)).toContain("info-contact");
    expect(code).not.toBe(0);
  });
});
