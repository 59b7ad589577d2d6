/** Sentences of English prose: where Easton's articles are cut into passages. */
import { describe, expect, it } from "vitest";
import { sentences } from "../../src/core/sentences.ts";

describe("sentences", () => {
  it("splits at a full stop before a capital, not after an abbreviation or before a verse number", () => {
    expect(sentences("Son of Kish (q.v.), the first king of the Jewish nation (1 Sam. 9:2). He was anointed by Samuel at Ramah. Comp. Acts 13:21.")).toEqual([
      "Son of Kish (q.v.), the first king of the Jewish nation (1 Sam. 9:2).",
      "He was anointed by Samuel at Ramah. Comp. Acts 13:21.",
    ]);
    expect(sentences("A city (comp. Gen. 4:1). It fell to J. Smith and his men in the war. Why? Nobody knows it now.")).toEqual(["A city (comp. Gen. 4:1).", "It fell to J. Smith and his men in the war. Why?", "Nobody knows it now."]);
    expect(sentences("")).toEqual([]);
  });
});
