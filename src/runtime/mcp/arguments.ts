/**
 * The MCP tools' argument checks: each call's arguments against the tool's input schema (ajv), before
 * any request is made, so that a string where a number is declared, a missing argument or one the
 * tool does not take never reaches the API. What is wrong is said in the words of the API's own
 * `invalid-parameter` problems ({@link INVALID}): the argument, what was wrong and what to give.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { editDistance } from "../../core/edit-distance.ts";
import { INVALID, numberRange, shown } from "../params.ts";

/** A JSON Schema object. */
type Schema = Record<string, unknown>;

/** A tool's input schema: an object of named arguments. */
export interface InputSchema {
  readonly type: "object";
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
}

/** The outcome of a check: the arguments to use, or what is wrong with them. */
export type CheckedArguments = { readonly ok: true; readonly args: Readonly<Record<string, unknown>> } | { readonly ok: false; readonly detail: string };

/** The argument whose values above its maximum are read as the maximum, as every list of the API caps its page size. */
const CAPPED = "limit";

const ajv = new Ajv2020({ allErrors: true, strict: true });
const compiled = new WeakMap<InputSchema, ValidateFunction>();

/** The validator of a schema, compiled once (the tools' schemas are made once, `toolDefinitions`). */
function validatorOf(schema: InputSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (validate === undefined) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/** A value as a detail shows it (text quoted, cut at 40 characters). */
function shownValue(value: unknown): string {
  if (typeof value === "string" || typeof value === "number") return shown(value);
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 40)}…` : json;
}

/** The first sentence of a description, for saying what an argument takes. */
function firstSentence(description: unknown): string {
  if (typeof description !== "string" || description === "") return "";
  const end = description.search(/\.(\s|$)/);
  return end < 0 ? description : description.slice(0, end + 1);
}

/** `e.g. 'abraham' or 'abraham_58'` from a property's `examples`, or nothing. */
function forExample(schema: Schema): string {
  const examples = Array.isArray(schema.examples) ? schema.examples.slice(0, 3).map((e) => `'${String(e)}'`) : [];
  return examples.length === 0 ? "" : ` (e.g. ${examples.join(" or ")})`;
}

/** What to add when a number or boolean came as text: give the value itself. */
function asText(value: unknown, kind: "number" | "boolean"): string {
  if (typeof value !== "string") return "";
  const trimmed = value.trim();
  if (kind === "number" && trimmed !== "" && Number.isFinite(Number(trimmed))) return ` Give it as a JSON number (${Number(trimmed)}), not as text.`;
  if (kind === "boolean" && (trimmed === "true" || trimmed === "false")) return ` Give it as a JSON boolean (${trimmed}), not as text.`;
  return "";
}

/** What is wrong with one argument, from the first of its schema errors. */
function argumentDetail(name: string, schema: Schema, value: unknown, error: ErrorObject, required: boolean): string {
  const type = schema.type;
  const min = typeof schema.minimum === "number" ? schema.minimum : typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : undefined;
  const max = typeof schema.maximum === "number" ? schema.maximum : undefined;
  const got = shownValue(value);
  switch (error.keyword) {
    case "enum": {
      const values = (schema.enum as readonly unknown[]).map(String);
      return INVALID.oneOf(name, values, values.every((v) => typeof v === "string"), got);
    }
    case "pattern":
      return INVALID.shape(name, Array.isArray(schema.examples) && schema.examples.length > 0 ? schema.examples.slice(0, 2).map(String).join(" or ") : `the pattern ${String(schema.pattern)}`, got);
    case "minLength":
      return INVALID.empty(name, required);
    case "maxLength":
      return INVALID.tooLong(name, Number(schema.maxLength));
    default:
      break;
  }
  if (type === "integer") {
    // A limit above its maximum is capped, never wrong: it is held to its minimum alone, as the API's lists hold it.
    const enforcedMax = name === CAPPED ? undefined : max;
    if (enforcedMax === undefined && error.keyword === "minimum") return INVALID.atLeast(name, min ?? 0, got);
    return `${INVALID.wholeNumber(name, min ?? Number.MIN_SAFE_INTEGER, enforcedMax, got)}${asText(value, "number")}`;
  }
  if (type === "number") {
    const range = numberRange(min ?? -Infinity, max ?? Infinity, typeof schema.exclusiveMinimum === "number");
    return typeof value === "number" ? INVALID.inRange(name, range, got) : `${INVALID.decimal(name, range, got)}${asText(value, "number")}`;
  }
  if (type === "boolean") return `${INVALID.oneOf(name, ["true", "false"], false, got)}${asText(value, "boolean")}`;
  if (type === "string") return `${name} must be text${forExample(schema)}, got ${got}.`;
  return `${name} ${error.message ?? "is not valid"}, got ${got}.`;
}

/** Why an argument the tool does not take was refused, with the one it may have meant. */
function unknownDetail(tool: string, name: string, known: readonly string[]): string {
  const close = known.filter((k) => editDistance(k.toLowerCase(), name.toLowerCase(), 2) <= 2);
  const meant = close.length === 1 ? ` Did you mean ${close[0]}?` : "";
  const takes = known.length === 0 ? "it takes no arguments" : `it takes ${known.join(", ")}`;
  return `${tool} takes no ${name}; ${takes}.${meant}`;
}

/**
 * Reads the arguments the way the API reads the same parameters: an argument given as null is not
 * given, an enumerated value is read in any letter case (`EVENT` is `event`), and a `limit` above its
 * maximum is that maximum (as every list caps it).
 */
function normalised(schema: InputSchema, args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === null) continue;
    const property = schema.properties?.[name];
    if (property === undefined) {
      out[name] = value;
      continue;
    }
    const values = Array.isArray(property.enum) ? property.enum : undefined;
    if (typeof value === "string" && values !== undefined) {
      out[name] = values.find((v) => typeof v === "string" && v.toLowerCase() === value.toLowerCase()) ?? value;
    } else if (name === CAPPED && typeof value === "number" && Number.isInteger(value) && typeof property.maximum === "number" && value > property.maximum) {
      out[name] = property.maximum;
    } else out[name] = value;
  }
  return out;
}

/**
 * Checks a tool call's arguments against the tool's input schema. Every argument that is wrong is
 * named, once, in the order the schema declares them, then those the tool does not take.
 */
export function checkArguments(tool: string, schema: InputSchema, raw: unknown): CheckedArguments {
  const names = Object.keys(schema.properties ?? {});
  if (raw !== undefined && (typeof raw !== "object" || raw === null || Array.isArray(raw))) {
    return { ok: false, detail: `${tool} takes its arguments as a JSON object${names.length === 0 ? "" : ` (${names.join(", ")})`}, got ${shownValue(raw)}.` };
  }
  const args = normalised(schema, (raw ?? {}) as Record<string, unknown>);
  const validate = validatorOf(schema);
  if (validate(args)) return { ok: true, args };
  const byArgument = new Map<string, string>();
  const unknown: string[] = [];
  const requiredNames = new Set(schema.required ?? []);
  for (const error of validate.errors ?? []) {
    if (error.keyword === "additionalProperties") {
      unknown.push(String((error.params as { additionalProperty: string }).additionalProperty));
      continue;
    }
    if (error.keyword === "required") {
      const name = String((error.params as { missingProperty: string }).missingProperty);
      const property = schema.properties?.[name] ?? {};
      const what = firstSentence(property.description);
      // A text the API reads with its text rule is "required and must not be empty" there, whatever else is "required".
      const missing = property.type === "string" && typeof property.minLength === "number" && property.minLength > 0 && property.pattern === undefined ? INVALID.empty(name, true) : INVALID.required(name);
      byArgument.set(name, `${missing}${what === "" ? "" : ` Give ${what.charAt(0).toLowerCase()}${what.slice(1)}`}`);
      continue;
    }
    const name = error.instancePath.split("/")[1] ?? "";
    const property = schema.properties?.[name];
    if (property === undefined || byArgument.has(name)) continue;
    byArgument.set(name, argumentDetail(name, property, args[name], error, requiredNames.has(name)));
  }
  const details = [...names.filter((n) => byArgument.has(n)).map((n) => byArgument.get(n) ?? ""), ...[...new Set(unknown)].map((n) => unknownDetail(tool, n, names))];
  return { ok: false, detail: details.length === 0 ? `The arguments of ${tool} do not match its input schema: ${ajv.errorsText(validate.errors)}.` : details.join(" ") };
}
