import { describe, expect, it } from "vitest";
import { chronologicalOrder, type ChronologyInput } from "../../src/stages/event-order.ts";

let ids = 0;
const ev = (key: string, year: number | null, sortKey: number | null, predecessors: string[] = [], id = ++ids): ChronologyInput => ({ key, year, sortKey, id, predecessors });

describe("chronologicalOrder", () => {
  it("orders by year, then within a year by the sort key (year and first verse) and id", () => {
    // Hand-made, after Acts 1–7 in AD 33: the sort key is the year plus the book, chapter and verse.
    const order = chronologicalOrder([
      ev("Stephen is stoned", 33, 33.44007054),
      ev("Ananias and Sapphira lie to God", 33, 33.44005001),
      ev("Jesus ascends to Heaven", 33, 33.44001006),
      ev("The Holy Spirit comes", 33, 33.44002001),
      ev("Birth of Jesus", -3, -2.57997999),
      ev("Same key, later id", 33, 33.44001006),
    ]);
    expect(order).toEqual(["Birth of Jesus", "Jesus ascends to Heaven", "Same key, later id", "The Holy Spirit comes", "Ananias and Sapphira lie to God", "Stephen is stoned"]);
  });

  it("puts an event after the events it follows in the same year, though its sort key (Matthew before Mark) says otherwise", () => {
    // AD 28 in the data: the harmony's order is kept by the predecessor links, not by the first verse.
    const order = chronologicalOrder([
      ev("Jesus' 1st Tour of Galilee", 28, 28.41001035, ["Peter's Mother-in-law and Others Healed"]),
      ev("Healing the Leper", 28, 28.40008001, ["Jesus' 1st Tour of Galilee"]),
      ev("Apostles Chosen", 28, 28.40010002, ["Healing the Leper"]),
      ev("Sermon on the Mount", 28, 28.40005001, ["Apostles Chosen"]),
      ev("Peter's Mother-in-law and Others Healed", 27, 27.40008014),
      ev("Woe to Chorazin and Bethsaida", 28, 28.40011020, ["Sermon on the Mount"]),
    ]);
    expect(order).toEqual(["Peter's Mother-in-law and Others Healed", "Jesus' 1st Tour of Galilee", "Healing the Leper", "Apostles Chosen", "Sermon on the Mount", "Woe to Chorazin and Bethsaida"]);
  });

  it("takes the least sort key among the events that are ready, and follows a predecessor from an earlier year no further", () => {
    // AD 49: the Jerusalem Council follows Galatians (a later verse), the Second Journey an event of an earlier year.
    const order = chronologicalOrder([
      ev("Return to Antioch in Syria", 49, 49.44014021),
      ev("Jerusalem Council", 49, 49.44015001, ["Paul Writes Galatians"]),
      ev("Second Missionary Journey", 49, 49.44015001, ["First Missionary Journey"]),
      ev("Paul Writes Galatians", 49, 49.48001001, ["Return to Antioch in Syria"]),
      ev("First Missionary Journey", 48, 48.44013001),
    ]);
    expect(order).toEqual(["First Missionary Journey", "Return to Antioch in Syria", "Second Missionary Journey", "Paul Writes Galatians", "Jerusalem Council"]);
  });

  it("places a loop of predecessors after the rest of its year, from the least sort key; events without a key or year last; a predecessor that is itself ignored", () => {
    const order = chronologicalOrder([
      ev("b", 10, 10.2, ["a"]),
      ev("a", 10, 10.1, ["b"]),
      ev("c", 10, null, ["c"]),
      ev("undated", null, null),
      ev("d", 10, 10.3, ["nowhere"]),
    ]);
    expect(order).toEqual(["d", "c", "a", "b", "undated"]);
  });
});
