import { describe, expect, it } from "vitest";
import { arrayElementLines, lineAt } from "../../src/core/json.ts";

describe("arrayElementLines", () => {
  it("gives the line each top-level element starts on, skipping strings and nesting", () => {
    const json = '[\n\t{\n\t\t"a": "x, [y] {\\"z\\"}\\n"\n\t},\n\t{"b": [1,\n2]}, 3,\n\n"s"\n]';
    expect(arrayElementLines(json)).toEqual([2, 5, 6, 8]);
    expect(arrayElementLines("[]")).toEqual([]);
    expect(arrayElementLines(" [ ]\n")).toEqual([]);
    expect(arrayElementLines('{"a": [1, 2]}')).toEqual([]);
    expect(lineAt("a\nb\nc", 4)).toBe(3);
  });
});
