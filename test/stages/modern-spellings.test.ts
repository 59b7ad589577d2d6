/**
 * A person's name as a modern Bible spells it: the rule's every condition on hand-made people and
 * verse texts.
 */
import { describe, expect, it } from "vitest";
import { modernSpellings, respell, sameNameSpelling, type SpellingPerson } from "../../src/stages/modern-spellings.ts";

const KJV: Record<string, string> = {
  "Acts.16.1": "Then came he to Derbe and Lystra: and, behold, a certain disciple was there, named Timotheus,",
  "Rom.16.21": "Timotheus my workfellow, and Lucius, and Jason, and Sosipater, my kinsmen, salute you.",
  "2Cor.1.1": "Paul, an apostle of Jesus Christ by the will of God, and Timothy our brother,",
  "Gen.4.26": "And to Seth, to him also there was born a son; and he called his name Enos:",
  "Luke.3.38": "Which was the son of Enos, which was the son of Seth,",
  "1Chr.1.1": "Adam, Sheth, Enosh,",
  "Gen.36.39": "And Baalhanan the son of Achbor died, and Hadar reigned in his stead.",
  "1Chr.1.50": "And when Baalhanan was dead, Hadad reigned in his stead:",
  "Gen.35.10": "thy name shall not be called any more Jacob, but Israel shall be thy name",
};
const WEB: Record<string, string> = {
  "Acts.16.1": "He came to Derbe and Lystra: and behold, a certain disciple was there, named Timothy,",
  "Rom.16.21": "Timothy, my fellow worker, greets you, as do Lucius, Jason, and Sosipater, my relatives.",
  "2Cor.1.1": "Paul, an apostle of Christ Jesus through the will of God, and Timothy our brother,",
  "Gen.4.26": "A son was also born to Seth, and he named him Enosh.",
  "Luke.3.38": "the son of Enos, the son of Seth,",
  "1Chr.1.1": "Adam, Seth, Enosh,",
  "Gen.36.39": "Baal Hanan the son of Achbor died, and Hadad reigned in his place.",
  "1Chr.1.50": "Baal Hanan died, and Hadad reigned in his place.",
  "Gen.35.10": "Your name will not be Jacob any more, but your name will be Israel.",
};
const kjv = (osis: string) => KJV[osis];
const web = (osis: string) => WEB[osis];
const person = (personLookup: string, name: string, alsoCalled: string[], verses: string[]): SpellingPerson => ({ personLookup, name, alsoCalled, verses });

describe("modernSpellings", () => {
  it("respells a name the WEB writes another way in the person's verses, when the upstream lists that spelling", () => {
    const found = modernSpellings([person("timotheus_1", "Timotheus", ["Timothy"], ["Acts.16.1", "Rom.16.21", "2Cor.1.1"])], kjv, web);
    expect(found.get("timotheus_1")).toEqual([{ from: "Timotheus", to: "Timothy", kjv: [2, 1], web: [0, 3] }]);
    expect(respell("Timotheus", found.get("timotheus_1"))).toBe("Timothy");
  });

  it("keeps the upstream name when the other name is not listed, is another name, or the WEB keeps the name too", () => {
    expect(modernSpellings([person("hadar_1", "Hadar", [], ["Gen.36.39", "1Chr.1.50"])], kjv, web).size, "Hadad is not among the other names").toBe(0);
    expect(modernSpellings([person("hadar_1", "Hadar", ["Hadad"], ["Gen.36.39", "1Chr.1.50"])], kjv, web).get("hadar_1")?.[0]?.to).toBe("Hadad");
    // One verse each way: the KJV's Hadar and the WEB's Hadad are as frequent, so the upstream spelling stays.
    expect(modernSpellings([person("hadar_1", "Hadar", ["Hadad"], ["Gen.36.39"])], kjv, web).size).toBe(0);
    expect(modernSpellings([person("jacob_1", "Jacob", ["Israel"], ["Gen.35.10"])], kjv, web).size, "Israel is another name, not a spelling").toBe(0);
    expect(modernSpellings([person("enos_1", "Enos", ["Enosh"], ["Gen.4.26", "1Chr.1.1"])], kjv, web).get("enos_1")?.[0]?.to).toBe("Enosh");
    // With Luke 3:38 the WEB writes Enosh twice and Enos once: not three times as often.
    expect(modernSpellings([person("enos_1", "Enos", ["Enosh"], ["Gen.4.26", "1Chr.1.1", "Luke.3.38"])], kjv, web).size).toBe(0);
  });

  it("respells names only, not the common words of a title", () => {
    const texts = (osis: string) => (osis === "Gen.19.31" ? "And the firstborn said unto the younger, daughters of Lot" : undefined);
    expect(modernSpellings([person("daughter_1", "Daughter of Lot", ["daughters"], ["Gen.19.31"])], texts, texts).size).toBe(0);
  });
});

describe("sameNameSpelling", () => {
  it("allows a third of the longer name's letters to differ", () => {
    expect(sameNameSpelling("timotheus", "timothy")).toBe(true);
    expect(sameNameSpelling("pharez", "perez")).toBe(true);
    expect(sameNameSpelling("melchisedec", "melchizedek")).toBe(true);
    expect(sameNameSpelling("cainan", "kenan")).toBe(false);
    expect(sameNameSpelling("laadan", "libni")).toBe(false);
    expect(sameNameSpelling("jacob", "jacob")).toBe(false);
  });
});
