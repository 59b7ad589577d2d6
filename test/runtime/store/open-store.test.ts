import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SQLITE_FILE, openStore, parseStoreUrl } from "../../../src/runtime/store/index.ts";

describe("STORE_URL", () => {
  it("defaults to data/store.sqlite under the project", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    expect(DEFAULT_SQLITE_FILE).toBe(path.join(root, "data", "store.sqlite"));
    expect(parseStoreUrl(undefined)).toEqual({ driver: "sqlite", file: DEFAULT_SQLITE_FILE });
    expect(parseStoreUrl("")).toEqual({ driver: "sqlite", file: DEFAULT_SQLITE_FILE });
    expect(parseStoreUrl("  ")).toEqual({ driver: "sqlite", file: DEFAULT_SQLITE_FILE });
  });

  it("reads sqlite: and file: paths", () => {
    expect(parseStoreUrl("sqlite:/tmp/a.sqlite")).toEqual({ driver: "sqlite", file: "/tmp/a.sqlite" });
    expect(parseStoreUrl("sqlite:///tmp/a.sqlite")).toEqual({ driver: "sqlite", file: "/tmp/a.sqlite" });
    expect(parseStoreUrl("file:/tmp/b.sqlite")).toEqual({ driver: "sqlite", file: "/tmp/b.sqlite" });
    expect(parseStoreUrl("file:///tmp/with%20space.sqlite")).toEqual({ driver: "sqlite", file: "/tmp/with space.sqlite" });
    expect(parseStoreUrl("sqlite:rel/c.sqlite")).toEqual({ driver: "sqlite", file: path.resolve("rel/c.sqlite") });
    expect(() => parseStoreUrl("sqlite:")).toThrow(/names no file/);
  });

  it("reads redis:// and rediss:// URLs and memory:", () => {
    expect(parseStoreUrl("redis://127.0.0.1:6379/2")).toEqual({ driver: "redis", url: "redis://127.0.0.1:6379/2" });
    expect(parseStoreUrl("rediss://:pw@example.org:6380")).toEqual({ driver: "redis", url: "rediss://:pw@example.org:6380" });
    expect(parseStoreUrl("memory:")).toEqual({ driver: "memory" });
  });

  it("rejects anything else without echoing a password", () => {
    expect(() => parseStoreUrl("postgres://u:secret@h/db")).toThrow(/unsupported STORE_URL/);
    expect(() => parseStoreUrl("postgres://u:secret@h/db")).not.toThrow(/secret/);
    expect(() => parseStoreUrl("/tmp/plain/path.sqlite")).toThrow(/unsupported STORE_URL/);
  });

  it("opens the driver it names", async () => {
    const mem = await openStore("memory:");
    expect(mem.driver).toBe("memory");
    await mem.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "open-store-"));
    try {
      const file = path.join(dir, "x", "s.sqlite");
      const sql = await openStore(`sqlite:${file}`);
      expect(sql.driver).toBe("sqlite");
      await sql.close();
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
