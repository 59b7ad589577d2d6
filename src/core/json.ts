/**
 * Parsing a JSON source file with problems reported at a line: the one JSON helper every reader of a
 * JSON upstream uses. Pure.
 */
import type { Problems } from "./problems.ts";

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Parses a JSON file's text (a leading byte-order mark is dropped). Invalid JSON is a problem at the
 * line of the error (when the parser's message gives its position; line 1 for a one-line file), and
 * the result is `undefined`; the caller stops reading that file.
 */
export function parseJsonFile(text: string, file: string, problems: Problems): { value: unknown; json: string } | undefined {
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { value: JSON.parse(json) as unknown, json };
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const line = /line (\d+)/.exec(message);
    const where = at !== null ? lineAt(json, Number(at[1])) : line !== null ? Number(line[1]) : json.includes("\n") ? undefined : 1;
    problems.add(file, where, `not valid JSON: ${message}`);
    return undefined;
  }
}

/**
 * The 1-based line on which each element of a top-level JSON array starts, in order (one pass over
 * the text; strings and nesting are skipped). For a text that is not an array, an empty list.
 */
export function arrayElementLines(json: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (depth === 1 && expectElement && c !== 93) {
      lines.push(line);
      expectElement = false;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth === 1 && c === 91) expectElement = true;
    } else if (c === 93 || c === 125) depth--;
    else if (c === 44 && depth === 1) expectElement = true;
  }
  return lines;
}

const UTF8 = new TextDecoder();

/** Parses UTF-8 JSON bytes (a file of the tree) into a value of the type the caller knows it to be. */
export function parseJsonBytes<T>(bytes: Uint8Array): T {
  return JSON.parse(UTF8.decode(bytes)) as T;
}
