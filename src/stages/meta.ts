/**
 * `/v1/meta`: the dataset version and build date (from the committed `dataset-version.json`) and
 * the number of records emitted per table.
 */
import { TABLES, type TableName } from "../contract/collections.ts";
import type { DatasetMeta } from "../types/meta.ts";

/** The committed dataset version file (`dataset-version.json`). */
export interface DatasetVersion {
  /** `<major>.<minor>.<patch>` */
  readonly version: string;
  /** `YYYY-MM-DD` */
  readonly build_date: string;
}

/** Checks the shape of a dataset version file's content; returns a reason when it is wrong. */
export function checkDatasetVersion(value: unknown): string | undefined {
  const v = value as Partial<DatasetVersion> | null;
  if (typeof v !== "object" || v === null) return "expected an object with version and build_date";
  if (typeof v.version !== "string" || !/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(v.version)) return `version must look like 1.2.3, got ${JSON.stringify(v.version)}`;
  if (typeof v.build_date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v.build_date) || Number.isNaN(Date.parse(v.build_date))) return `build_date must be a YYYY-MM-DD date, got ${JSON.stringify(v.build_date)}`;
  return undefined;
}

/** The metadata record for a dataset. */
export function buildMeta(version: DatasetVersion, counts: Readonly<Record<TableName, number>>, source: "upstream" | "sample"): DatasetMeta {
  const c = Object.fromEntries(TABLES.map((t) => [t, counts[t]])) as DatasetMeta["counts"];
  return { version: version.version, build_date: version.build_date, counts: c, source };
}

/** The next version after a release of the given level (`1.2.3` + `minor` → `1.3.0`). */
export function bumpVersion(version: string, level: "major" | "minor" | "patch"): string {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  if (level === "major") return `${major + 1}.0.0`;
  if (level === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
