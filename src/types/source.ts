/* Generated from schemas/responses/source.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * One upstream dataset the API is built from (sources/manifest.json): where it comes from, the commit the build read, its licence and the credit it requires, and what the API builds from it.
 */
export interface Source {
  /**
   * Dataset id (`theographic-bible-metadata`)
   */
  id: string;
  /**
   * Human-readable name
   */
  name: string;
  /**
   * Upstream repository
   */
  upstream: string;
  /**
   * The upstream commit the build read
   */
  commit: string;
  /**
   * Licence of the data, as the upstream states it
   */
  license: string;
  /**
   * Where the licences are published (none for public-domain data, or when the upstream names no version)
   */
  license_urls: string[];
  /**
   * The share-alike licence every response built from this dataset carries (named in the response's `Link: <…>; rel="license"` header), or null when the licence asks for none.
   */
  share_alike: null | {
    license: string;
    url: string;
  };
  /**
   * The credit line to carry wherever this data is used
   */
  attribution: string;
  /**
   * The tables built from it (as counted in /v1/meta; `verse_text` for the verse texts)
   */
  tables: string[];
  /**
   * How many upstream files of it the build reads
   */
  files: number;
  /**
   * Their total size in bytes
   */
  bytes: number;
  /**
   * What this API changed in the data (the licences ask that changes be indicated)
   */
  changes: string;
}
