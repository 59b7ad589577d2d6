import { describe, expect, it } from "vitest";
import { baseStrongs, isStrongs, normalizeStrongs } from "../../src/core/strongs.ts";

describe("normalizeStrongs", () => {
  it.each([
    ["H1", "hebrew", "H1"],
    ["1", "hebrew", "H1"],
    ["b/7225", "hebrew", "H7225"],
    ["1254 a", "hebrew", "H1254a"],
    ["1254a", "hebrew", "H1254a"],
    ["c/d/776", "hebrew", "H776"],
    ["3068+", "hebrew", "H3068"],
    ["00026", "greek", "G26"],
    ["26", "greek", "G26"],
    ["0026", "greek", "G26"],
    ["00040a", "greek", "G40a"],
    [26, "greek", "G26"],
    ["H430", "greek", "H430"],
  ] as const)("%s (%s) → %s", (raw, lang, expected) => {
    expect(normalizeStrongs(raw, lang)).toBe(expected);
  });

  it.each(["", "0", "00000", "0????", "abc", "H", "123456", "l"])("rejects %j", (raw) => {
    expect(normalizeStrongs(raw, "hebrew")).toBeUndefined();
  });

  it("strips and checks suffixes", () => {
    expect(baseStrongs("H1254a")).toBe("H1254");
    expect(isStrongs("H1254a")).toBe(true);
    expect(isStrongs("H01")).toBe(false);
  });
});
