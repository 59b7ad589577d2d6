/** The kind of entity a semantic query asks for: its first cue word decides. */
import { describe, expect, it } from "vitest";
import { queryKind } from "../../src/semantic/search.ts";

describe("queryKind", () => {
  it("reads the first cue word", () => {
    expect(queryKind("who was thrown into the fiery furnace?")).toBe("person");
    expect(queryKind("the man who lived longer than anyone else")).toBe("person");
    expect(queryKind("the city whose walls fell down")).toBe("place");
    expect(queryKind("where did Moses die?")).toBe("place");
    expect(queryKind("the Jewish sect that denied the resurrection")).toBe("group");
    expect(queryKind("the mountain where the man received the law")).toBe("place");
    expect(queryKind("when did the walls fall?")).toBe("event");
    expect(queryKind("the battle where the sun stood still")).toBe("event");
    expect(queryKind("the grandmother of the king")).toBe("person");
    expect(queryKind("the kingdom ruled by the king")).toBe("place");
  });

  it("is undefined without a cue", () => {
    expect(queryKind("thirty pieces of silver")).toBeUndefined();
    expect(queryKind("")).toBeUndefined();
  });
});
