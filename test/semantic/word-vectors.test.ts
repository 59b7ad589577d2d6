import { describe, expect, it } from "vitest";
import { scanWinkVectors } from "../../src/semantic/word-vectors.ts";

const FILE = `{"precision":8,"size":4,"dimensions":2,"words":["the","ark","\\"","café"],"vectors":{"the":[0.1,-0.2,0.22,0],"ark":[1.5,2,2.5,1],"\\"":[0,1,1,2],"café":[3,4,5,3]},"unkVector":[0,0,-1]}`;

/** The file's bytes in chunks of `size`, so that entries straddle chunk boundaries. */
function chunks(size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(FILE);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.slice(i, i + size));
  return out;
}

describe("scanWinkVectors", () => {
  it("keeps the vectors of the words asked for, with their rank, whatever the chunk size", () => {
    for (const size of [1, 3, 7, 64, 4096]) {
      const kept = scanWinkVectors(chunks(size), 2, (w) => w !== "the");
      expect([...kept.keys()], `chunks of ${size}`).toEqual(["ark", '"', "café"]);
      expect([...kept.get("ark")!.vector]).toEqual([1.5, 2]);
      expect(kept.get("café")!.rank).toBe(3);
    }
  });

  it("passes the rank to the filter, so frequent words can be kept without a list", () => {
    expect([...scanWinkVectors(chunks(16), 2, (_, rank) => rank < 2).keys()]).toEqual(["the", "ark"]);
  });

  it("refuses vectors of the wrong length and files without vectors", () => {
    expect(() => scanWinkVectors(chunks(64), 3, () => true)).toThrow(/expected 5/);
    expect(() => scanWinkVectors([new TextEncoder().encode('{"words":[]}')], 2, () => true)).toThrow(/no "vectors"/);
  });
});
