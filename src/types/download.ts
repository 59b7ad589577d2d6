/* Generated from schemas/responses/download.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * One bulk download of the dataset: the whole of it as a SQLite database, or one table as JSON Lines (gzip), with its size and SHA-256 (also in the tree's manifest.json).
 */
export interface Download {
  /**
   * The file name
   */
  file: string;
  /**
   * Where to download it (keyed like every /v1 URL)
   */
  url: string;
  /**
   * `sqlite`: a SQLite 3 database with every table, indexes and FTS5 full-text indexes; `jsonl.gz`: one JSON record per line, gzip-compressed
   */
  format: "sqlite" | "jsonl.gz";
  /**
   * The table of a JSON Lines file; null for the database
   */
  table: string | null;
  /**
   * Records in the file (for the database: rows of every table, full-text indexes not counted)
   */
  records: number;
  /**
   * Size of the file in bytes
   */
  bytes: number;
  /**
   * SHA-256 of the file
   */
  sha256: string;
  /**
   * The share-alike licences the file's content carries (see /v1/sources), if any
   */
  licenses: string[];
}
