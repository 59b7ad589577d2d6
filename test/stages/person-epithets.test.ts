/** The epithet the opening of a person's Easton article gives: what tells namesakes apart in their slugs where the data does not. */
import { describe, expect, it } from "vitest";
import { epithetOf, homeOf } from "../../src/stages/person-epithets.ts";

describe("epithetOf", () => {
  it("reads a role after the article, with `of` and a proper name when one follows", () => {
    expect(epithetOf("A prophet of Shiloh (1 Kings 11:29), in the days of a king.", "Ahijah")).toBe("prophet of Shiloh");
    expect(epithetOf("The governor of a city in the time of a king. More follows.", "Amon")).toBe("the governor");
    expect(epithetOf("The governor of Samaria in the time of Ahab.", "Amon")).toBe("governor of Samaria");
    expect(epithetOf("A chief of the Kohathites when the ark came up.", "Uriel")).toBe("chief of the Kohathites");
    expect(epithetOf("A coppersmith who spread false teaching (1 Tim. 1:20).", "Alexander")).toBe("the coppersmith");
    expect(epithetOf("A chief priest (Neh. 12:16).", "Meshullam")).toBe("the chief priest");
  });

  it("keeps a people's name written with a capital, and drops quotation marks", () => {
    expect(epithetOf("A Gadite who joined David at Ziklag (1 Chr. 12:11).", "Eliel")).toBe("the Gadite");
    expect(epithetOf("The “treasurer” of King Cyrus (Ezra 1:8).", "Mithredath")).toBe("treasurer of King Cyrus");
  });

  it("ends the role where what the person did begins", () => {
    expect(epithetOf("A Levite sent by the king to teach the law (2 Chr. 17:8).", "Nethaniah")).toBe("the Levite");
    expect(epithetOf("A Levite having charge of the treasury (1 Chr. 26:20).", "Ahijah")).toBe("the Levite");
    expect(epithetOf("The new king who knew not Joseph (Ex. 1:8).", "Pharaoh")).toBe("the new king");
  });

  it("reads a place after “a man of”, and what follows the name and `the` at the start", () => {
    expect(epithetOf("A man of Mount Ephraim, whose story is told in Judg. 17.", "Micah")).toBe("of Mount Ephraim");
    expect(epithetOf("Darius the Persian (Neh. 12:22) was probably the second of the name.", "Darius")).toBe("the Persian");
  });

  it("reads one of a plural role in the singular, with whose they were or the proper name after `of`", () => {
    expect(epithetOf("One of David’s thirty warriors (2 Sam. 23:27; comp. 1 Chr. 27:12).", "Abiezer")).toBe("warrior of David");
    expect(epithetOf("One of David’s thirty-seven warriors, a Gadite (2 Sam. 23:36).", "Bani")).toBe("warrior of David");
    expect(epithetOf("One of the judges of Israel (1 Sam. 12:11).", "Bedan")).toBe("judge of Israel");
    expect(epithetOf("One of the priests who blew the trumpet before the ark.", "Eliezer")).toBe("the priest");
    expect(epithetOf("One of Uzziah’s military officers (2 Chr. 26:11).", "Hananiah")).toBe("military officer of Uzziah");
    expect(epithetOf("One of the Gadite heroes who joined David in his stronghold.", "Eliab")).toBe("the Gadite hero");
    expect(epithetOf("One of the two midwives to whom Pharaoh gave orders.", "Puah")).toBe("the midwife");
  });

  it("reads past a name's meaning to the sentence that says who the person is", () => {
    expect(epithetOf("Lovely. A prophet of Judah who wrote a history.", "Iddo")).toBe("prophet of Judah");
  });

  it("gives none for a relation, a count, a bare reference, a verb or a long description", () => {
    expect(epithetOf("The son of Gera, of the tribe of Benjamin (Judg. 3:15).", "Ehud")).toBeUndefined();
    expect(epithetOf("One of David’s sons (2 Sam. 5:16).", "Eliphelet")).toBeUndefined();
    expect(epithetOf("One of the Edomite chiefs or dukes of Mount Seir.", "Elah")).toBeUndefined();
    expect(epithetOf("The eleventh of the Hebrew judges.", "Elon")).toBeUndefined();
    expect(epithetOf("Ezra 10:26.", "Abdi")).toBeUndefined();
    expect(epithetOf("Stood on Ezra’s left hand while he read the law (Neh. 8:4).", "Hashum")).toBeUndefined();
    expect(epithetOf("A mighty man of war, a Benjamite (2 Chr. 17:17).", "Eliada")).toBeUndefined();
    expect(epithetOf("A very old and much honoured keeper of gates.", "X")).toBeUndefined();
    expect(epithetOf("", "X")).toBeUndefined();
  });
});

describe("homeOf", () => {
  it("reads where the opening says a person lived or came from, and nothing else", () => {
    expect(homeOf("A Jew of Cyrene, in North Africa.")).toBe("Cyrene");
    expect(homeOf("A native of Arimathea, probably the Ramah of the Old Testament.")).toBe("Arimathea");
    expect(homeOf("A man of Mount Ephraim, whose history is told.")).toBe("Mount Ephraim");
    expect(homeOf("An inhabitant of Kirjath-jearim who was sanctified.")).toBe("Kirjath-jearim");
    expect(homeOf("A prophet of Shiloh.")).toBeUndefined();
    expect(homeOf("The man of God who came out of Judah.")).toBeUndefined();
    expect(homeOf("Some say a man of Gath.")).toBeUndefined();
  });
});
