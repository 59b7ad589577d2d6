/**
 * Sources and credit over HTTP: `/v1/sources` lists every dataset of `sources/manifest.json` with its
 * commit, licence and attribution, and answers built from a share-alike dataset name its licence in a
 * `Link` header (Theographic's people, places, events, groups, Easton and verse entries: CC BY-SA 4.0;
 * MorphGNT's Greek words: CC BY-SA 3.0), while the others carry none.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { expectSchema, json, sampleApp, type SampleApp } from "../../helpers/sample-app.ts";
import { loadManifest, type SourcesManifest } from "../../../src/sources/manifest.ts";

let s: SampleApp;
let manifest: SourcesManifest;
beforeAll(async () => {
  s = await sampleApp();
  manifest = await loadManifest();
});

interface SourceItem {
  id: string;
  commit: string;
  license: string;
  attribution: string;
  share_alike: { license: string; url: string } | null;
  files: number;
  bytes: number;
}

describe("GET /v1/sources", () => {
  it("lists every upstream dataset of the manifest with its commit, licence, attribution, files and bytes", async () => {
    const res = await s.request("/v1/sources");
    expect(res.status).toBe(200);
    const body = await json<{ data: SourceItem[]; meta: { total: number } }>(res);
    expectSchema("source.list.json", body);
    expect(body.data.map((d) => d.id)).toEqual(manifest.datasets.map((d) => d.id));
    expect(body.meta.total).toBe(manifest.datasets.length);
    for (const d of manifest.datasets) {
      const item = body.data.find((x) => x.id === d.id);
      const files = manifest.files.filter((f) => f.dataset === d.id);
      expect(item).toMatchObject({ commit: d.commit, license: d.license, attribution: d.attribution, share_alike: d.share_alike, files: files.length });
      expect(item?.bytes).toBe(files.reduce((n, f) => n + f.bytes, 0));
    }
    const shareAlike = body.data.filter((d) => d.share_alike !== null).map((d) => `${d.id}: ${d.share_alike?.license}`);
    expect(shareAlike).toEqual(["theographic-bible-metadata: CC BY-SA 4.0", "morphgnt-sblgnt: CC BY-SA 3.0", "morphgnt-morphological-lexicon: CC BY-SA 3.0"]);
  });

  it("needs a key like every /v1 endpoint", async () => {
    expect((await s.request("/v1/sources", { key: null })).status).toBe(401);
  });
});

describe("share-alike licences in the Link header", () => {
  const BY_SA_4 = '<https://creativecommons.org/licenses/by-sa/4.0/>; rel="license"; title="CC BY-SA 4.0", </v1/sources>; rel="describedby"';
  const BY_SA_3 = '<https://creativecommons.org/licenses/by-sa/3.0/>; rel="license"; title="CC BY-SA 3.0", </v1/sources>; rel="describedby"';
  const cases: [string, string | null][] = [
    ["/v1/people/abraham", BY_SA_4],
    ["/v1/people?q=abr", BY_SA_4],
    ["/v1/places/haran", BY_SA_4],
    ["/v1/events/birth-of-abraham/people", BY_SA_4],
    ["/v1/dictionary/abraham", BY_SA_4],
    ["/v1/verses/Gen.12.1", BY_SA_4],
    ["/v1/search?q=abraham", BY_SA_4],
    ["/v1/greek/Matt.1.1", BY_SA_3],
    ["/v1/verses/Gen.12.1/cross-references", null],
    ["/v1/strongs/H1", null],
    ["/v1/hebrew/Gen.1.1", null],
    ["/v1/topics/abraham", null],
    ["/v1/meta", null],
    // The endpoints of the text and study tools name their tables too (builtFrom is required).
    ["/v1/chapters/Gen.12", BY_SA_4],
    ["/v1/passages/Gen.12.1-Gen.12.3", BY_SA_4],
    ["/v1/people/isaac/ancestors", BY_SA_4],
    ["/v1/geo/places/haran", BY_SA_4],
    ["/v1/timeline", BY_SA_4],
    ["/v1/interlinear/Matt.1.2", BY_SA_3],
    ["/v1/morphology", BY_SA_3],
    ["/v1/search/text?q=abram", null],
    ["/v1/books", null],
  ];
  for (const [path, link] of cases) {
    it(`${path}: ${link === null ? "none" : link.slice(link.indexOf("title="), link.indexOf(","))}`, async () => {
      const res = await s.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("link")).toBe(link);
    });
  }

  it("on a 304 too, and browsers may read it (CORS)", async () => {
    const first = await s.request("/v1/people/abraham");
    const again = await s.request("/v1/people/abraham", { headers: { "If-None-Match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("link")).toBe(BY_SA_4);
    expect(first.headers.get("access-control-expose-headers")).toContain("Link");
  });
});
