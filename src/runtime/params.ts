/**
 * Query parameters, checked strictly: a malformed value is a 400 naming the parameter, never a guess.
 */
import { PAGINATION, PARAM_LIMITS, type ParamSpec } from "../contract/api.ts";
import { foldName } from "../core/text.ts";
import { englishWords } from "../core/english.ts";
import { ApiError } from "../core/errors.ts";
import { bookByOsis } from "../core/osis.ts";
import { resolveBook, suggestBook } from "../core/references.ts";

/** Reads query parameters by name: the value given, or undefined when the parameter is absent. */
export type QueryReader = (name: string) => string | undefined;

/** A value as a detail shows it: text quoted (its first 40 characters), a number as it is. */
export const shown = (value: string | number): string => (typeof value === "number" ? String(value) : JSON.stringify(value.slice(0, 40)));

/** The range of a bounded number in words: `from 1 to 100`, or `more than 0 and at most 1000` when the lower bound is excluded. */
export const numberRange = (min: number, max: number, exclusiveMin = false): string => (exclusiveMin ? `more than ${min} and at most ${max}` : `from ${min} to ${max}`);

/**
 * The words of the `invalid-parameter` details, one function per rule: the query checks below and the
 * MCP tools' argument checks (`src/runtime/mcp/arguments.ts`) both say a bad value in these words.
 * `got` is the value as {@link shown}.
 */
export const INVALID = {
  required: (name: string): string => `${name} is required.`,
  empty: (name: string, required: boolean): string => (required ? `${name} is required and must not be empty.` : `${name} must not be empty when given.`),
  tooLong: (name: string, max: number): string => `${name} must be at most ${max} characters.`,
  oneOf: (name: string, values: readonly string[], anyCase: boolean, got: string): string => `${name} must be one of ${values.join(", ")}${anyCase ? " (any letter case)" : ""}; got ${got}.`,
  shape: (name: string, example: string, got: string): string => `${name} must look like ${example}, got ${got}.`,
  /** A whole number in a range, or at least `min` when there is no upper bound. */
  wholeNumber: (name: string, min: number, max: number | undefined, got: string): string =>
    max === undefined ? `${name} must be a whole number ≥ ${min}, got ${got}.` : `${name} must be a whole number ${numberRange(min, max)}, got ${got}.`,
  atLeast: (name: string, min: number, got: string): string => `${name} must be ≥ ${min}, got ${got}.`,
  decimal: (name: string, range: string, got: string): string => `${name} must be a decimal number ${range}, got ${got}.`,
  inRange: (name: string, range: string, got: string): string => `${name} must be a number ${range}, got ${got}.`,
} as const;

/** A request's query parameters, each with every value given (Hono's `c.req`). */
export interface QueryParams {
  queries(): Record<string, string[]>;
}

/** How many of a repeated parameter's values a problem shows. */
const SHOWN_REPEATS = 3;

/**
 * The one reader of a request's query parameters. Every parameter an endpoint takes is
 * single-valued (a list of books is one comma-separated `book`), so a parameter the endpoint reads
 * that is given more than once (`?limit=5&limit=9`) is a 400 naming it, rather than one of its values
 * silently winning. Parameters an endpoint does not read are never looked at, repeated or not. The
 * query string is parsed once, on the first read.
 */
export function queryReader(req: QueryParams): QueryReader {
  let all: Record<string, string[]> | undefined;
  return (name) => {
    const values = (all ??= req.queries())[name];
    if (values === undefined) return undefined;
    if (values.length > 1) {
      const listed = values.slice(0, SHOWN_REPEATS).map((v) => shown(v)).join(", ");
      throw new ApiError("invalid-parameter", `${name} is given ${values.length} times (${listed}${values.length > SHOWN_REPEATS ? ", …" : ""}); it takes one value: give it once.`, { advised: true });
    }
    return values[0];
  };
}

function integer(query: QueryReader, name: string, fallback: number, min: number): number {
  const raw = query(name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,100}$/.test(raw)) throw new ApiError("invalid-parameter", INVALID.wholeNumber(name, min, undefined, shown(raw)));
  const n = Math.min(Number(raw), Number.MAX_SAFE_INTEGER);
  if (n < min) throw new ApiError("invalid-parameter", INVALID.atLeast(name, min, shown(n)));
  return n;
}

/** `limit` (default `defaultLimit`, capped at 200; 0 and negatives are 400) and `offset` (default 0). */
export function pagination(query: QueryReader, defaultLimit: number = PAGINATION.defaultLimit): { limit: number; offset: number } {
  return {
    limit: Math.min(integer(query, "limit", defaultLimit, 1), PAGINATION.maxLimit),
    offset: integer(query, "offset", 0, 0),
  };
}

/**
 * A declared `limit`: its default when absent, capped at its `max` (200 when none), 0 and negatives
 * a 400. Its former name (`alias`) is read when `limit` is absent; both given is a 400.
 */
export function declaredLimit(query: QueryReader, p: Extract<ParamSpec, { readonly kind: "limit" }>): number {
  const max = p.max ?? PAGINATION.maxLimit;
  if (p.alias === undefined || query(p.alias) === undefined) return Math.min(integer(query, p.name, p.default, 1), max);
  if (query(p.name) !== undefined) throw new ApiError("invalid-parameter", `${p.alias} is the former name of ${p.name}: give ${p.name} alone.`, { advised: true });
  return Math.min(integer(query, p.alias, p.default, 1), max);
}

/**
 * The page an endpoint's declared `limit` and `offset` ask for: each read only when the endpoint
 * declares it (else `limit` is undefined and `offset` 0), as a parameter an endpoint does not take
 * is ignored.
 */
export function declaredPage(query: QueryReader, params: readonly ParamSpec[]): { limit: number | undefined; offset: number } {
  const limit = params.find((p): p is Extract<ParamSpec, { readonly kind: "limit" }> => p.kind === "limit");
  return {
    limit: limit === undefined ? undefined : declaredLimit(query, limit),
    offset: params.some((p) => p.kind === "offset") ? integer(query, "offset", 0, 0) : 0,
  };
}

/** An optional text parameter; empty or over 200 characters is a 400. */
export function text(query: QueryReader, name: string, required = false): string | undefined {
  const raw = query(name);
  if (raw === undefined || raw.trim() === "") {
    if (required || raw !== undefined) throw new ApiError("invalid-parameter", INVALID.empty(name, required));
    return undefined;
  }
  if (raw.length > PARAM_LIMITS.text) throw new ApiError("invalid-parameter", INVALID.tooLong(name, PARAM_LIMITS.text));
  return raw.trim();
}

/**
 * A name query (`q`): {@link text}, and it must keep a letter or digit once folded (`foldName`: case,
 * accents and punctuation removed), since a query of punctuation alone (`-`, `'`, `%_`) would match
 * everything or nothing. The one rule for every endpoint that takes `q`.
 */
export function nameQuery(query: QueryReader, name: string, required = false): string | undefined {
  const value = text(query, name, required);
  if (value !== undefined && foldName(value) === "") {
    throw new ApiError("invalid-parameter", `${name} must contain a letter or a digit: case, accents and punctuation are ignored, so ${JSON.stringify(value.slice(0, 40))} matches nothing.`);
  }
  return value;
}

/**
 * An English-meaning query (the lexicon lists' `gloss`): {@link text}, and it must hold an English
 * word (letters a–z once case and accents are folded), the only thing the filter matches: `ἀγάπη`,
 * `26` or `-` is a 400 rather than an empty list.
 */
export function glossQuery(query: QueryReader, name: string): string | undefined {
  const value = text(query, name);
  if (value !== undefined && englishWords(value).length === 0) {
    throw new ApiError("invalid-parameter", `${name} must contain an English word (letters a–z): it matches the English meanings of the entries, so ${JSON.stringify(value.slice(0, 40))} matches nothing. To find an entry by its own word or transliteration, use q.`);
  }
  return value;
}

/** An optional parameter restricted to a set of values; with `anyCase`, `ot` is read as `OT`. */
export function oneOf<T extends string>(query: QueryReader, name: string, values: readonly T[], anyCase = false): T | undefined {
  const raw = query(name);
  if (raw === undefined) return undefined;
  const found = values.find((v) => v === raw || (anyCase && v.toLowerCase() === raw.toLowerCase()));
  if (found === undefined) throw new ApiError("invalid-parameter", INVALID.oneOf(name, values, anyCase, shown(raw)));
  return found;
}

/** An optional boolean parameter: exactly `true` or `false`. */
export function boolean(query: QueryReader, name: string): boolean | undefined {
  const v = oneOf(query, name, ["true", "false"] as const);
  return v === undefined ? undefined : v === "true";
}

/** A declared query parameter the study endpoints take: a bounded integer or decimal, a shaped text, or one of a set. */
type ValueSpec = Extract<ParamSpec, { readonly kind: "integer" | "number" | "pattern" | "enum" }>;

const isValueSpec = (p: ParamSpec): p is ValueSpec => p.kind === "integer" || p.kind === "number" || p.kind === "pattern" || p.kind === "enum";

/**
 * One declared parameter's value: its default (or undefined) when absent, else checked; a bad value is
 * a 400 naming the rule. An `enum` value is read in any letter case (`EVENT` is `event`), as every
 * closed set of values is (`gender`, `testament`, `translation`).
 */
function declaredValue(query: QueryReader, p: ValueSpec): number | string | undefined {
  const raw = query(p.name);
  if (p.kind === "enum") return oneOf(query, p.name, p.values, true);
  if (raw === undefined) {
    if ((p.kind === "number" || p.kind === "pattern") && p.required) throw new ApiError("invalid-parameter", INVALID.required(p.name));
    return p.kind === "pattern" ? undefined : p.default;
  }
  if (p.kind === "pattern") {
    if (raw.length > PARAM_LIMITS.text || !new RegExp(p.pattern).test(raw)) throw new ApiError("invalid-parameter", INVALID.shape(p.name, p.example, shown(raw)));
    return raw;
  }
  if (p.kind === "integer") {
    if (!/^-?\d{1,7}$/.test(raw)) throw new ApiError("invalid-parameter", INVALID.wholeNumber(p.name, p.min, p.max, shown(raw)));
    const n = Number(raw);
    if (n < p.min || n > p.max) throw new ApiError("invalid-parameter", INVALID.wholeNumber(p.name, p.min, p.max, shown(n)));
    return n;
  }
  const range = numberRange(p.min, p.max, p.exclusiveMin === true);
  if (!/^-?\d{1,5}(?:\.\d{1,15})?$/.test(raw)) throw new ApiError("invalid-parameter", INVALID.decimal(p.name, range, shown(raw)));
  const n = Number(raw);
  if (n > p.max || n < p.min || (p.exclusiveMin === true && n === p.min)) throw new ApiError("invalid-parameter", INVALID.inRange(p.name, range, shown(n)));
  return n;
}

/**
 * The values of an endpoint's declared integer, number, pattern and enum query parameters
 * (`src/contract/api.ts`), by name, each checked against its declaration.
 */
export function declaredValues(query: QueryReader, params: readonly ParamSpec[]): Readonly<Record<string, number | string | undefined>> {
  const out: Record<string, number | string | undefined> = {};
  for (const p of params) if (isValueSpec(p)) out[p.name] = declaredValue(query, p);
  return out;
}

/** Most books one `book` filter may name. */
const MAX_FILTER_BOOKS = 66;

/**
 * A filter of books (full-text search's `book`): comma-separated, each an OSIS id in any letter case
 * or a name as people type it (`Psalms`, `1 Cor`), read as sorted, distinct OSIS ids; a 400 naming
 * every value that is no book.
 */
export async function bookFilter(query: QueryReader, name: string): Promise<string[] | undefined> {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const values = raw.split(",").map((b) => b.trim()).filter((b) => b !== "");
  const hint = "give book names or OSIS ids, comma-separated (Gen, Psalms, 1 Cor, John).";
  if (values.length === 0) throw new ApiError("invalid-parameter", `${name}: ${JSON.stringify(raw.slice(0, 40))} names no book; ${hint}`, { advised: true });
  if (values.length > MAX_FILTER_BOOKS) throw new ApiError("invalid-parameter", `${name}: at most ${MAX_FILTER_BOOKS} books, got ${values.length}.`);
  const ids = await Promise.all(values.map(resolveBook));
  const unknown = values.filter((_, i) => ids[i] === undefined);
  if (unknown.length > 0) {
    const why = await Promise.all(unknown.map((u) => notABook(name, u)));
    throw new ApiError("invalid-parameter", `${name}: ${why.join(" ")} ${name} takes books by name or OSIS id, comma-separated (Gen, Psalms, 1 Cor, John).`, { advised: true });
  }
  return [...new Set(ids as string[])].sort();
}

/** Why a value of a book filter is no book, with the book it may mean (`Gen 1` → `book=Gen`, `Genisis` → `book=Gen`). */
async function notABook(name: string, value: string): Promise<string> {
  const shown = JSON.stringify(value.slice(0, 40));
  const suggestion = value.length <= PARAM_LIMITS.verse ? await suggestBook(value) : undefined;
  const book = suggestion === undefined ? undefined : bookByOsis(suggestion.osis)?.book;
  if (suggestion === undefined || book === undefined) return `Unknown book ${shown}.`;
  const offer = `did you mean ${name}=${book.osis} (${book.name})?`;
  return suggestion.passage === null ? `Unknown book ${shown}; ${offer}` : `${shown} names a passage (${suggestion.passage}), not a book; ${offer}`;
}
