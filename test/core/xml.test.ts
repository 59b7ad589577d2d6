import { describe, expect, it } from "vitest";
import { Problems, formatProblem } from "../../src/core/problems.ts";
import { childElements, descendants, firstChild, parseXml, textOf } from "../../src/core/xml.ts";

describe("parseXml", () => {
  it("builds a tree with local names, attributes, mixed content and line numbers", () => {
    const problems = new Problems();
    const root = parseXml('\uFEFF<?xml version="1.0"?>\n<t:lex xmlns:t="urn:x">\n  <entry id="H1" xml:lang="heb">a <b>bold</b> word</entry>\n</t:lex>\n', "x.xml", problems);
    expect(problems.size).toBe(0);
    expect(root?.name).toBe("lex");
    const entry = firstChild(root!, "entry")!;
    expect(entry.line).toBe(3);
    expect(entry.attrs).toEqual({ id: "H1", "xml:lang": "heb" });
    expect(textOf(entry)).toBe("a bold word");
    expect(childElements(entry).map((e) => e.name)).toEqual(["b"]);
    expect(descendants(root!, "b")).toHaveLength(1);
  });

  it("reports malformed XML with its line", () => {
    const problems = new Problems();
    expect(parseXml("<a>\n<b>\n</a>\n", "bad.xml", problems)).toBeUndefined();
    expect(problems.size).toBe(1);
    expect(formatProblem(problems.list()[0]!)).toMatch(/^bad\.xml:3: not well-formed XML/);
  });
});
