/**
 * The JSON Schemas of `schemas/`, loaded into one ajv instance, plus the response-envelope schemas
 * derived from them (`{ data }` for one record, `{ data: [...], meta }` for a list, list items picked
 * from the record's own properties). Validation, generated types and the OpenAPI document all start here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fg from "fast-glob";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { COLLECTIONS, ENDPOINTS, itemEnvelopeId, listEnvelopeId, listItemId, ROUTE_NAMES, type Collection } from "./api.ts";

export { itemEnvelopeId, listEnvelopeId, listItemId };

/** A JSON Schema object as loaded from disk. */
export type JsonSchema = Record<string, unknown> & { $id?: string; properties?: Record<string, unknown> };

/** The folder holding the project's schemas. */
export const SCHEMA_DIR = path.resolve(import.meta.dirname, "../../schemas");

/** Loads every schema under `schemas/records` and `schemas/responses`, keyed by `$id`. */
export function loadSchemaFiles(dir = SCHEMA_DIR): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  for (const rel of fg.sync("{records,responses}/*.json", { cwd: dir }).sort()) {
    const schema = JSON.parse(readFileSync(path.join(dir, rel), "utf8")) as JsonSchema;
    if (typeof schema.$id !== "string") throw new Error(`schemas/${rel}: no $id`);
    out.set(schema.$id, schema);
  }
  return out;
}

function itemEnvelope(recordId: string): JsonSchema {
  return {
    $id: itemEnvelopeId(recordId),
    type: "object",
    additionalProperties: false,
    required: ["data"],
    properties: { data: { $ref: recordId } },
  };
}

function listEnvelope(itemId: string): JsonSchema {
  return {
    $id: listEnvelopeId(itemId),
    type: "object",
    additionalProperties: false,
    required: ["data", "meta"],
    properties: { data: { type: "array", items: { $ref: itemId } }, meta: { $ref: "envelope.json#/$defs/listMeta" } },
  };
}

/** The list-item schema of a collection: the listed properties of its record schema. */
export function listItemSchema(c: Collection, record: JsonSchema): JsonSchema {
  const props = record.properties ?? {};
  const picked: Record<string, unknown> = {};
  for (const f of c.listFields) {
    if (!(f in props)) throw new Error(`collection ${c.table}: list field "${f}" is not a property of ${String(record.$id)}`);
    picked[f] = props[f];
  }
  return { $id: listItemId(c), title: `${String(record.title ?? c.table)}ListItem`, type: "object", additionalProperties: false, required: [...c.listFields], properties: picked };
}

/** Every derived envelope schema, given the loaded files. */
export function derivedSchemas(files: ReadonlyMap<string, JsonSchema>): JsonSchema[] {
  const out: JsonSchema[] = [];
  for (const c of COLLECTIONS) {
    const recordId = `${c.table}.json`;
    const record = files.get(recordId);
    if (record === undefined) throw new Error(`no schema ${recordId} for collection ${c.table}`);
    out.push(itemEnvelope(recordId), listItemSchema(c, record), listEnvelope(listItemId(c)));
  }
  // The other envelopes the endpoints answer with: `x.item.json` wraps `x.json`, `x.list.json` lists it.
  const derived = new Set(out.map((sch) => String(sch.$id)));
  for (const route of ROUTE_NAMES) {
    const id: string | undefined = ENDPOINTS[route].response;
    if (id === undefined || derived.has(id)) continue;
    if (id.endsWith(".item.json")) out.push(itemEnvelope(id.replace(/\.item\.json$/, ".json")));
    else if (id.endsWith(".list.json")) out.push(listEnvelope(id.replace(/\.list\.json$/, ".json")));
    derived.add(id);
  }
  return out;
}

/** All schemas, file-based and derived, compiled into one ajv instance. */
export class SchemaRegistry {
  readonly ajv: Ajv2020;
  readonly files: ReadonlyMap<string, JsonSchema>;
  readonly derived: readonly JsonSchema[];
  readonly #cache = new Map<string, ValidateFunction>();

  constructor(files: ReadonlyMap<string, JsonSchema> = loadSchemaFiles()) {
    this.files = files;
    this.derived = derivedSchemas(files);
    this.ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    for (const s of files.values()) this.ajv.addSchema(s);
    for (const s of this.derived) this.ajv.addSchema(s);
  }

  /** The compiled validator of the schema with this `$id`. */
  validator(id: string): ValidateFunction {
    let v = this.#cache.get(id);
    if (v === undefined) {
      v = this.ajv.getSchema(id);
      if (v === undefined) throw new Error(`no schema with $id ${id}`);
      this.#cache.set(id, v);
    }
    return v;
  }

  /** Validates `value`; returns undefined when valid, else a one-line description of the errors. */
  check(id: string, value: unknown): string | undefined {
    const v = this.validator(id);
    if (v(value)) return undefined;
    return this.ajv.errorsText(v.errors, { separator: "; ", dataVar: "" });
  }
}
