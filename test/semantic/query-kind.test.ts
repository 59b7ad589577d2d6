/** The kind of entity a semantic query asks for (its first cue word decides), and the gender of the person it asks for. */
import { describe, expect, it } from "vitest";
import { queryGender, queryKind } from "../../src/semantic/search.ts";

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

describe("queryGender", () => {
  it("reads the person cues that open the query, up to the clause that tells about them", () => {
    expect(queryGender("the evil queen who had Naboth killed")).toBe(2);
    expect(queryGender("slave woman who ran away into the desert"), "past a cue that says no gender").toBe(2);
    expect(queryGender("boy who heard God calling him at night")).toBe(1);
    expect(queryGender("the fisherman apostle who denied Jesus"), "a -man compound").toBe(1);
    expect(queryGender("the horsewoman of the plain"), "a -woman compound").toBe(2);
    expect(queryGender("who was the queen that came to Solomon?"), "a question word does not end the cues").toBe(2);
    expect(queryGender("Uriah's wife")).toBe(2);
  });

  it("is 0 when the person asked for has no gender cue, or no person is asked for", () => {
    expect(queryGender("the prophet who married a prostitute"), "the prostitute is told about, not asked for").toBe(0);
    expect(queryGender("the servant of the king")).toBe(0);
    expect(queryGender("the city where the queen lived")).toBe(0);
    expect(queryGender("who was fed by ravens?")).toBe(0);
    expect(queryGender("coat of many colours")).toBe(0);
  });
});
