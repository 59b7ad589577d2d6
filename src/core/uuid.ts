/**
 * Deterministic record UUIDs (version 5).
 *
 * Every record's uuid is `uuidv5("<kind>:<upstream key>", PROJECT_NAMESPACE)`, where the upstream key is
 * the record's id in its source (e.g. `person:aaron_1`, `strongs:H430`, `cross_reference:Gen.1.1>John.1.1`).
 * The namespace below is fixed forever; changing it would change every published uuid.
 */
import { v5 as uuidv5 } from "uuid";

/** The project's fixed UUIDv5 namespace (itself `uuidv5("https://bible-reference-api.org/ns", URL)`). */
export const PROJECT_NAMESPACE = "c816b335-059b-561d-b6b5-fd92d24a82e5";

/** The uuid of a record of `kind` whose upstream key is `key`. */
export function recordUuid(kind: string, key: string): string {
  return uuidv5(`${kind}:${key}`, PROJECT_NAMESPACE);
}
