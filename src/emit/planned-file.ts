/** One file of the output tree as the emitter plans it. */
export interface PlannedFile {
  /** Path relative to the tree's root, `/`-separated. */
  readonly path: string;
  /** `$id` of the schema the body is validated against; undefined for internal index files. */
  readonly schema: string | undefined;
  /** A JSON value (written as compact JSON), or raw bytes written as they are. */
  readonly body: unknown;
}
