import { describe, expect, it } from "vitest";
import { allowedEdits, editDistance, forgivenEdits } from "../../src/core/edit-distance.ts";

describe("editDistance", () => {
  it.each([
    ["isaiah", "isaiah", 0],
    ["isiah", "isaiah", 1],
    ["jerusalm", "jerusalem", 1],
    ["capernum", "capernaum", 1],
    ["gethsemene", "gethsemane", 1],
    ["methusaleh", "methuselah", 2],
    ["abrahm", "abraham", 1],
    ["ab", "ba", 1],
    ["", "abc", 3],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
  ])("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  it("stops early past the bound and says max + 1", () => {
    expect(editDistance("abraham", "zzzzzzzzzzzz", 2)).toBe(3);
    expect(editDistance("abraham", "abrxxam", 1)).toBe(2);
    expect(editDistance("abraham", "abrxham", 1)).toBe(1);
  });
});

describe("allowedEdits", () => {
  it("forgives nothing in short words, one edit in middling ones, two in long ones", () => {
    expect([3, 4, 7, 8, 13].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe("forgivenEdits", () => {
  it("gives the distance within the edits forgiven by the longer word, else nothing", () => {
    expect(forgivenEdits("zacheus", "zacchaeus")).toBe(2);
    expect(forgivenEdits("jerico", "jericho")).toBe(1);
    expect(forgivenEdits("abraham", "abraham")).toBe(0);
    expect(forgivenEdits("abr", "abe")).toBeUndefined();
    expect(forgivenEdits("moses", "mosaic")).toBeUndefined();
  });
});
