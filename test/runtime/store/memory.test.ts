import { describe, expect, it } from "vitest";
import { openMemoryStore } from "../../../src/runtime/store/memory.ts";
import { storeContract } from "./contract.ts";

storeContract("memory", { fresh: async () => openMemoryStore() });

describe("memory store", () => {
  it("drops days older than yesterday when it first sees a new day", async () => {
    const store = openMemoryStore();
    await store.consume("k", "2025-01-01", 10);
    await store.consume("k", "2025-01-09", 10);
    await store.consume("k", "2025-01-10", 10);
    expect(await store.used("k", "2025-01-01")).toBe(0);
    expect(await store.used("k", "2025-01-09")).toBe(1);
    expect(await store.used("k", "2025-01-10")).toBe(1);
  });
});
