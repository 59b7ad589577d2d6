/** The region the opening of a place's Easton article names: what tells namesake towns apart in their slugs. */
import { describe, expect, it } from "vitest";
import { regionOf } from "../../src/stages/place-regions.ts";

describe("regionOf", () => {
  it("reads the tribe or land a town is said to be of or in", () => {
    expect(regionOf("A city of Zebulun, mentioned only in Josh. 19:15. Now a ruined village.")).toBe("Zebulun");
    expect(regionOf("A city of the tribe of Asher. Its temple was famous.")).toBe("Asher");
    expect(regionOf("A town in the Shephelah, or plain country of Judah (Josh. 15:44).")).toBe("Judah");
    expect(regionOf("The fortress, a city on the north of Mount Ephraim; the birthplace of a king.")).toBe("Ephraim");
    expect(regionOf("A city on Mount Ephraim given to a priest.")).toBe("Ephraim");
  });

  it("reads past a name's meaning to the sentence that says what the place is", () => {
    expect(regionOf("Heights. A Levitical city in the tribe of Issachar (1 Chr. 6:73).")).toBe("Issachar");
  });

  it("names no region for a landmark, a region it is only near, or one named after the opening", () => {
    expect(regionOf("A town on the north bank of the Arnon (Deut. 4:48). It lay in Moab.")).toBeUndefined();
    expect(regionOf("A city east of Jordan, not far from Gilead (Num. 32:3).")).toBeUndefined();
    expect(regionOf("A place near the valley.\n\nLater it belonged to Judah.")).toBeUndefined();
    expect(regionOf("")).toBeUndefined();
  });
});
