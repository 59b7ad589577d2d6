import { describe, expect, it } from "vitest";
import { BuildReport } from "../../src/stages/report.ts";
import { buildTopics, titleCase } from "../../src/stages/topics.ts";
import { Problems, formatProblem } from "../../src/core/problems.ts";
import { folderSources } from "../../src/core/source-files.ts";
import { recordUuid } from "../../src/core/uuid.ts";
import { SAMPLE_DIR } from "../../src/paths.ts";
import { readNaves, type RawTopic } from "../../src/sources/bibledata/naves.ts";

let nextLine = 2;
/** A raw topic from lines written as in the file: leading spaces, then `-`. */
const topic = (subject: string, ...lines: string[]): RawTopic => {
  const line = nextLine;
  nextLine += lines.length;
  return {
    line,
    section: subject.charAt(0),
    subject,
    lines: lines.map((l, i) => {
      const m = /^( *)-(.*)$/.exec(l);
      return { line: line + i, depth: Math.floor((m?.[1]?.length ?? 0) / 5), text: m?.[2] ?? l };
    }),
  };
};

const build = (...raw: RawTopic[]) => {
  const report = new BuildReport();
  const out = buildTopics(raw, report);
  const bySubject = new Map(out.topic.map((t) => [t.id, t]));
  return { ...out, report: report.toJSON(), get: (s: string) => bySubject.get(s) };
};

describe("buildTopics", () => {
  it("builds a record with slug, uuid, id, title-case name, section, nested entries and counts", () => {
    const { topic: topics, aliases, report } = build(
      topic(
        "ABRAHAM",
        "-Son of Terah GEN 11:26-28",
        "-Called by God GEN 12:1-3; HEB 11:8",
        "     -The promise GEN 12:2,3; 22:18",
        "          -Covenant GEN 15; 17",
        "-See FAITH",
      ),
      topic("FAITH", "-Counted for righteousness GEN 15:6"),
    );
    expect(report).toEqual({ unresolved: [], skipped: [], corrections: [], anomalies: [], verses_without_words: [], notes: [] });
    expect(topics[0]).toEqual({
      slug: "abraham",
      uuid: recordUuid("topic", "ABRAHAM"),
      id: "ABRAHAM",
      name: "Abraham",
      section: "A",
      entries: [
        { text: "Son of Terah", depth: 0, references: ["Gen.11.26-Gen.11.28"], see: [] },
        { text: "Called by God", depth: 0, references: ["Gen.12.1-Gen.12.3", "Heb.11.8"], see: [] },
        { text: "The promise", depth: 1, references: ["Gen.12.2", "Gen.12.3", "Gen.22.18"], see: [] },
        { text: "Covenant", depth: 2, references: ["Gen.15", "Gen.17"], see: [] },
        { text: "See FAITH", depth: 0, references: [], see: ["faith"] },
      ],
      see_also: ["faith"],
      // Gen.11.26-28, Gen.12.1-3, Heb.11.8, Gen.12.2, Gen.12.3, Gen.22.18, Gen.15, Gen.17
      reference_count: 8,
      // 3 + 3 + 1 + 0 (inside 12.1-3) + 1 + 21 (Gen 15) + 27 (Gen 17)
      verse_count: 56,
    });
    expect(aliases).toEqual({ topic: { ABRAHAM: "abraham", FAITH: "faith" } });
  });

  it("sorts and de-duplicates the references of a line canonically", () => {
    const { get } = build(topic("CALF", "-Golden EXO 32; ACT 7:40; DEU 9:20,21; EXO 32"));
    expect(get("CALF")?.entries[0]?.references).toEqual(["Exod.32", "Deut.9.20", "Deut.9.21", "Acts.7.40"]);
    expect(get("CALF")?.reference_count).toBe(4);
  });

  it("reads So, Jude, 1JHN, double spaces and continued books", () => {
    const { get, report } = build(topic("LOVE", "-Of the beloved So 2:4; 8:6", "-Kept in Jude 1:21", "-Of God 1JHN 4:8; 1JN 4:16", "-Of David 2SA  1:26; 1:23"));
    expect(report.unresolved).toEqual([]);
    expect(get("LOVE")?.entries.map((e) => e.references)).toEqual([["Song.2.4", "Song.8.6"], ["Jude.1.21"], ["1John.4.8", "1John.4.16"], ["2Sam.1.23", "2Sam.1.26"]]);
  });

  it("does not take prose words for book codes", () => {
    const { get } = build(topic("SO", "-King of Egypt 2KI 17:4", "-Hoshea to So 2KI 17:4", "-IN GOD OF UR 1 TO 2 MAN 3 OIL 4 TOB 5 IRA 6 II 7"));
    expect(get("SO")?.entries.map((e) => [e.text, e.references])).toEqual([
      ["King of Egypt", ["2Kgs.17.4"]],
      ["Hoshea to So", ["2Kgs.17.4"]],
      ["IN GOD OF UR 1 TO 2 MAN 3 OIL 4 TOB 5 IRA 6 II 7", []],
    ]);
  });

  it("reports references outside the canon as unresolved verses and keeps the rest", () => {
    const { get, report } = build(topic("MIRACLES", "-Design of EXO 3:19,29; MRK 18:42; 2:9-12"));
    expect(get("MIRACLES")?.entries[0]?.references).toEqual(["Exod.3.19", "Mark.2.9-Mark.2.12"]);
    expect(report.unresolved).toEqual([{ table: "topic", field: "verses", count: 2, examples: ["MIRACLES → EXO 3:29", "MIRACLES → MRK 18:42"] }]);
  });

  it("resolves See lines, bracketed link numbers, 0F and &gt; to topic slugs", () => {
    const { get, report } = build(
      topic("AARON", "-See PRIEST, HIGH"),
      topic("ASHTAROTH", "-1. Plural form of [394]ASHTORETH, which see", "-Also see [12]BAAL; [13]AARON"),
      topic("ASHTORETH", "-A goddess JDG 2:13"),
      topic("BAAL", "-See also, [3546]ASHTORETH"),
      topic("CHRIST", "-See JESUS, THE CHRIST&gt;"),
      topic("JESUS, THE CHRIST", "-0F MAN FOR JESUS MAT 10:37", "-See GOD, FATHERHOOD OF", "     -See PRIEST, HIGH; ASHTORETH"),
      topic("GOD", "-Creator GEN 1:1"),
      topic("PRIEST, HIGH", "-See AARON"),
    );
    expect(report.unresolved).toEqual([]);
    expect(get("AARON")?.entries[0]?.see).toEqual(["priest-high"]);
    expect(get("ASHTAROTH")?.entries.map((e) => [e.text, e.see])).toEqual([
      ["1. Plural form of ASHTORETH, which see", ["ashtoreth"]],
      ["Also see BAAL; AARON", ["aaron", "baal"]],
    ]);
    expect(get("BAAL")?.see_also).toEqual(["ashtoreth"]);
    expect(get("CHRIST")?.entries[0]).toEqual({ text: "See JESUS, THE CHRIST", depth: 0, references: [], see: ["jesus-the-christ"] });
    expect(get("JESUS, THE CHRIST")?.entries.map((e) => [e.text, e.references, e.see])).toEqual([
      ["OF MAN FOR JESUS", ["Matt.10.37"], []],
      ["See GOD, FATHERHOOD OF", [], ["god"]],
      ["See PRIEST, HIGH; ASHTORETH", [], ["ashtoreth", "priest-high"]],
    ]);
    expect(get("JESUS, THE CHRIST")?.see_also).toEqual(["ashtoreth", "god", "priest-high"]);
  });

  it("matches See names loosely but only when one subject fits", () => {
    const { get, report } = build(
      topic("AFFLICTIONS AND ADVERSITIES", "-General scriptures JOB 5:7"),
      topic("ALPHEUS (ALPHAEUS)", "-Father of James MAT 10:3"),
      topic("ANGEL (a spirit)", "-Ministering HEB 1:14"),
      topic("ANGEL (Holy Trinity)", "-The angel of the Lord GEN 16:7"),
      topic("FIRST FRUITS", "-Offered EXO 23:19"),
      topic("LAW", "-Given at Sinai EXO 20:1"),
      topic("MINISTER, Christian", "-Called ACT 13:2"),
      topic("MINISTER, Civil", "-Ordained ROM 13:4"),
      topic("PRAYER", "-Answered PSA 4:1"),
      topic("SEE", "-See AFFLICTION, COMFORT IN", "-See ALPHEUS", "-See FIRSTFRUITS", "-See LAW OF MOSES", "-See PRAYER ANSWERED", "-See BRASS (copper)", "-See MINISTERS", "-See ANGEL"),
    );
    expect(get("SEE")?.entries.map((e) => e.see)).toEqual([
      ["afflictions-and-adversities"],
      ["alpheus-alphaeus"],
      ["first-fruits"],
      ["law"],
      ["prayer"],
      [],
      [],
      [],
    ]);
    expect(report.unresolved).toEqual([{ table: "topic", field: "see", count: 3, examples: ["SEE → BRASS (copper)", "SEE → MINISTERS", "SEE → ANGEL"] }]);
  });

  it("links a See name that misspells one subject, reporting it, but not a short name or another word", () => {
    const { get, report } = build(
      topic("JUDGMENT", "-Of God ROM 2:2"),
      topic("ZERUBBABEL", "-Governor HAG 1:1"),
      topic("TREASURE", "-Hid in a field MAT 13:44"),
      topic("GUILE", "-Deceit PSA 32:2"),
      topic("SEE", "-See JUDGEMENT", "-See ZERUBBABAL", "-See TREASURY", "-See GUIDE"),
    );
    expect(get("SEE")?.entries.map((e) => e.see)).toEqual([["judgment"], ["zerubbabel"], [], []]);
    expect(report.corrections.map((c) => [c.table, c.field, c.changes.map((x) => `${x.from} → ${x.to}`)])).toEqual([["topic", "see", ["JUDGEMENT → JUDGMENT", "ZERUBBABAL → ZERUBBABEL"]]]);
    expect(report.unresolved).toEqual([{ table: "topic", field: "see", count: 2, examples: ["SEE → TREASURY", "SEE → GUIDE"] }]);
  });

  it("leaves pointers within the topic and prose pointers as text, counted in notes, and drops self-links", () => {
    const { get, report } = build(
      topic("FEAR", "-See BENEFITS OF, above", "-Also see [1653]FEAR OF GOD, below", "-See titles of PSA 57; 142"),
      topic("SORROW", "-See SORROW"),
    );
    expect(get("FEAR")?.entries.map((e) => [e.text, e.references, e.see])).toEqual([
      ["See BENEFITS OF, above", [], []],
      ["Also see FEAR OF GOD, below", [], []],
      ["See titles of", ["Ps.57", "Ps.142"], []],
    ]);
    expect(get("SORROW")?.see_also).toEqual([]);
    expect(report.unresolved).toEqual([]);
    expect(report.notes).toEqual([
      'topic: 1 "See … above/below" pointer(s) within the same topic are kept as text only',
      'topic: 1 "See" line(s) pointing in prose (e.g. "See titles of PSA 57") are kept as text only',
    ]);
  });

  it("leaves out bare '-' lines with a note, and repeated subjects with a report", () => {
    const first = topic("ANIMALS", "-CRUELTY TO", "-", "     -KINDNESS TO GEN 33:17");
    const again = topic("ANIMALS", "-Again GEN 1:24");
    const { topic: topics, report } = build(first, again);
    expect(topics).toHaveLength(1);
    expect(topics[0]?.entries.map((e) => e.text)).toEqual(["CRUELTY TO", "KINDNESS TO"]);
    expect(report.notes).toEqual(['topic: 1 entry line(s) that are a bare "-" were left out']);
    expect(report.skipped).toEqual([{ table: "topic", reason: "duplicate subject; the first row is kept", count: 1, examples: [`ANIMALS (line ${again.line})`] }]);
  });

  it("gives unique slugs and maps every subject that differs from its slug", () => {
    const { topic: topics, aliases } = build(topic("BETH-EL", "-A city GEN 12:8"), topic("BETH EL", "-Same GEN 28:19"), topic("ABEL-MIZRAIM", "-A place GEN 50:11"));
    expect(topics.map((t) => t.slug)).toEqual(["beth-el-1", "beth-el-2", "abel-mizraim"]);
    expect(aliases.topic).toEqual({ "ABEL-MIZRAIM": "abel-mizraim", "BETH EL": "beth-el-2", "BETH-EL": "beth-el-1" });
    expect(Object.keys(aliases.topic)).toEqual(["ABEL-MIZRAIM", "BETH EL", "BETH-EL"]);
  });

  it("builds the bundled sample with nothing unresolved", async () => {
    const problems = new Problems();
    const raw = await readNaves(folderSources(SAMPLE_DIR, "sample"), problems);
    expect(problems.list().map(formatProblem)).toEqual([]);
    const { get, report } = build(...raw);
    expect(report).toEqual({ unresolved: [], skipped: [], corrections: [], anomalies: [], verses_without_words: [], notes: [] });
    expect(get("CALL")?.see_also).toEqual(["abraham"]);
    expect(get("FAITH")?.see_also).toEqual(["call"]);
    expect(get("ABRAHAM")?.entries.find((e) => e.text === "God's covenant with")?.references).toEqual(["Gen.15", "Gen.17"]);
    expect(get("CALL")?.entries.flatMap((e) => e.references)).toContain("Song.2.8-Song.2.10");
  });
});

describe("titleCase", () => {
  it("title-cases upper-case subjects, keeping small words, lower-case words and abbreviations sensible", () => {
    expect(titleCase("AARON")).toBe("Aaron");
    expect(titleCase("FEAR OF GOD")).toBe("Fear of God");
    expect(titleCase("PRIEST, HIGH")).toBe("Priest, High");
    expect(titleCase("DECISION, VALLEY OF")).toBe("Decision, Valley of");
    expect(titleCase("ABEL-BETH-MAACHAH")).toBe("Abel-Beth-Maachah");
    expect(titleCase("EUCHARIST (THE LORD'S SUPPER)")).toBe("Eucharist (The Lord's Supper)");
    expect(titleCase("ANGEL (a spirit)")).toBe("Angel (a spirit)");
    expect(titleCase("MINISTER, Christian")).toBe("Minister, Christian");
    expect(titleCase("BEN-DEKAR (R. V.)")).toBe("Ben-Dekar (R. V.)");
    expect(titleCase("EASTER (A.V.)")).toBe("Easter (A.V.)");
    expect(titleCase("OF MAN")).toBe("Of Man");
  });
});
