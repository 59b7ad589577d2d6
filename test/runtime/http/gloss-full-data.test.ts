/**
 * The lexicon lists' English-meaning filter (`gloss`) through the real app over the full tree (built
 * from `../shared/sources`): words a student types, each answered by the general rules of
 * `src/study/glosses.ts` (a gloss that is the word first, then the KJV's renderings, proper names last).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../../src/runtime/store/types.ts";
import { fullDataApp } from "../../helpers/full-app.ts";
import { haveMirror } from "../../helpers/full-tree.ts";

describe.skipIf(!haveMirror)("gloss on the full data", () => {
  let app: Awaited<ReturnType<typeof fullDataApp>>["app"];
  let store: Store;
  let key: string;
  beforeAll(async () => {
    ({ app, store, key } = await fullDataApp("pro"));
  }, 900_000);
  afterAll(async () => {
    await store?.close();
  });

  /** The keys of the first `n` items of a list. */
  const first = async (list: string, query: string, n: number): Promise<string[]> => {
    const res = await app.request(`/v1/${list}?${query}&limit=${n}`, { headers: { "X-API-Key": key } });
    const body = (await res.json()) as { data: Record<string, string>[]; meta: { total: number } };
    expect(res.status, query).toBe(200);
    return body.data.map((i) => i.number ?? i.slug ?? "");
  };

  it("finds Strong's entries by what they mean: /v1/strongs?gloss=love lists ἀγαπάω, אָהַב and ἀγάπη first", async () => {
    expect((await first("strongs", "gloss=love", 3)).sort()).toEqual(["G25", "G26", "H157"]);
    expect(await first("strongs", "gloss=loved", 3)).toEqual(await first("strongs", "gloss=love", 3));
    expect(await first("strongs", "gloss=shepherd", 2)).toEqual(["H7462", "G4166"]);
    expect(await first("strongs", "gloss=king", 3)).toEqual(["H4428", "H4430", "G935"]);
  });

  it("puts the word the KJV renders so most consistently before a frequent word that lists it among many renderings", async () => {
    // עָשָׂה (H6213, "to do or make", 2,640 occurrences) lists "feast" among its renderings; חַג (H2282) means it.
    const feast = await first("strongs", "gloss=feast", 5);
    expect(feast[0]).toBe("H2282");
    expect(feast).not.toContain("H6213");
  });

  it("spells out Strong's notation of the KJV renderings: true (-ly, -th) renders truth, right(-eous) (-ness) righteousness", async () => {
    expect((await first("strongs", "gloss=truth", 2)).sort()).toEqual(["G225", "H571"]);
    expect((await first("strongs", "gloss=righteousness", 3)).sort()).toEqual(["G1343", "H6664", "H6666"]);
  });

  it("reads BDB's and Dodson's glosses in the lexicons, with proper names after the words that mean it", async () => {
    expect(await first("lexicon", "gloss=love", 2)).toEqual(["a-bh-aa", "a-bh-ad"]);
    expect(await first("lexicon", "gloss=covenant", 1)).toEqual(["b-da-ab"]);
    expect(await first("greek-lexicon", "gloss=king", 4)).toEqual(["g935", "g936", "g932", "g937"]);
    expect(await first("greek-lexicon", "gloss=believing", 1)).toEqual(["g4100"]);
  });

  it("combines with q: the entries both match, in the order of gloss (the proper name Abimelech last)", async () => {
    expect(await first("strongs", "gloss=king&q=melek", 5)).toEqual(["H4428", "H4430", "H40"]);
  });
});
