import { describe, expect, it } from "vitest";
import { greekLemmaKey, greekLemmasAgree } from "../../src/core/greek-lemma.ts";

describe("greekLemmaKey", () => {
  it("drops accents, brackets and the middle-voice ending", () => {
    expect(greekLemmaKey("μέχρι(ς)")).toBe("μεχρι");
    expect(greekLemmaKey("ἀφίσταμαι")).toBe(greekLemmaKey("ἀφίστημι"));
    expect(greekLemmaKey("κολλάομαι")).toBe(greekLemmaKey("κολλάω"));
    expect(greekLemmaKey("Ἰησοῦς")).toBe("ιησουσ");
  });
});

describe("greekLemmasAgree", () => {
  it.each([
    ["ἁμαρτία", "ἁμαρτία"],
    ["Μαριάμ", "Μαρία"],
    ["τεσσεράκοντα", "τεσσαράκοντα"],
    ["ἀνάλημψις", "ἀνάληψις"],
    ["ἐπιρίπτω", "ἐπιῤῥίπτω"],
    ["προσλαμβάνομαι", "προσλαμβάνω"],
  ])("%s and %s name the same lexeme", (a, b) => {
    expect(greekLemmasAgree(a, b)).toBe(true);
  });

  it.each([
    ["ἁμαρτία", "ἀκατάστατος"],
    ["ἀγνοέω", "ἅγιος"],
    ["ἀρχαῖος", "ἀντίληψις"],
    ["ἄθεσμος", "ἀγωνίζομαι"],
    ["ἀμαθής", "ἀκατακάλυπτος"],
  ])("%s and %s do not", (a, b) => {
    expect(greekLemmasAgree(a, b)).toBe(false);
  });
});
