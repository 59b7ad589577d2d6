import { describe, expect, it } from "vitest";
import { jsonBody, jsonPageBody, jsonPageBytes } from "../../src/runtime/respond.ts";

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

describe("jsonPageBody", () => {
  it("makes the same bytes and ETag as serialising the page, from its records' JSON texts", () => {
    const records = [{ slug: "a\"b", name: "Ἀβραάμ", n: 1.5 }, { slug: "c", name: null, n: -0.25 }, { slug: "d\n", name: "אַבְרָהָם", n: 1e21 }];
    const texts = records.map((r) => JSON.stringify(r));
    for (const [items, meta] of [[records, { total: 3, limit: 50, offset: 0 }], [records.slice(1, 2), { total: 3, limit: 1, offset: 1 }], [[], { total: 3, limit: 10, offset: 40 }]] as const) {
      const page = jsonPageBody(items.map((r) => texts[records.indexOf(r)]!), meta);
      const want = jsonBody({ data: items, meta });
      expect(text(page.bytes)).toBe(text(want.bytes));
      expect(page.etag).toBe(want.etag);
      const fromBytes = jsonPageBytes(items.map((r) => new TextEncoder().encode(texts[records.indexOf(r)]!)), meta);
      expect(fromBytes.bytes).toEqual(want.bytes);
      expect(fromBytes.etag).toBe(want.etag);
    }
  });

  it("puts the extra members after meta", () => {
    const entry = { number: "G25", forms: [{ form: "ἀγαπάω", count: 2 }] };
    const page = jsonPageBody(['{"osis_ref":"John.3.16"}'], { total: 1, limit: 1, offset: 0 }, `,"entry":${JSON.stringify(entry)}`);
    expect(text(page.bytes)).toBe(JSON.stringify({ data: [{ osis_ref: "John.3.16" }], meta: { total: 1, limit: 1, offset: 0 }, entry }));
    const fromBytes = jsonPageBytes([new TextEncoder().encode('{"osis_ref":"John.3.16"}')], { total: 1, limit: 1, offset: 0 }, new TextEncoder().encode(`,"entry":${JSON.stringify(entry)}`));
    expect(text(fromBytes.bytes)).toBe(text(page.bytes));
  });
});
