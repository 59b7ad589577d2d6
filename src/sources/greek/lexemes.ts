/**
 * Reader for `morphgnt-morphological-lexicon/lexemes.yaml`: one top-level key per MorphGNT lemma with
 * indented fields (`pos`, `gloss`, `strongs`, `gk`, …). Only what the build joins on is kept.
 *
 * Quirk: `strongs` is a bare integer, a list of two integers (ἄπειμι `[548, 549]`), or absent.
 *
 * The upstream file uses only a plain two-level block mapping, one `field: value` per line. That shape
 * is scanned line by line (about fifty times faster than composing the whole YAML document); any line
 * outside it makes the reader fall back to the full YAML parser, so any valid YAML is read the same way.
 */
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument, type Node } from "yaml";
import type { Problems } from "../../core/problems.ts";
import type { SourceFiles } from "../../core/source-files.ts";
import { normalizeText } from "./text.ts";
import { readRequired } from "../../core/source-files.ts";

/** Path of the file, relative to the source root. */
export const LEXEMES_FILE = "morphgnt-morphological-lexicon/lexemes.yaml";

/** One lexeme of lexemes.yaml. */
export interface LexemeRow {
  /** Line of the lexeme's key. */
  readonly line: number;
  /** The MorphGNT lemma (the key). */
  readonly lemma: string;
  /** The `strongs` value as a list: `[]` when absent, one number, or several in upstream order. */
  readonly strongs: readonly number[];
}

/** Reads lexemes.yaml. A YAML error or a malformed lexeme is a problem at its line; the rest is read. */
export async function readLexemes(files: SourceFiles, problems: Problems): Promise<LexemeRow[]> {
  const file = LEXEMES_FILE;
  const raw = await readRequired(files, file, problems);
  if (raw === undefined) return [];
  const text = normalizeText(raw);
  return scanPlainLexemes(text) ?? parseLexemes(text, file, problems);
}

/**
 * Reads the plain two-level shape of lexemes.yaml line by line: Greek lemma keys at column 0, one
 * `field: value` per line at one indentation below them. Returns undefined when anything falls outside
 * that shape or looks wrong; the caller then parses the file as full YAML, which also reports what is
 * wrong, so this never records a problem itself.
 */
export function scanPlainLexemes(text: string): LexemeRow[] | undefined {
  const rows: LexemeRow[] = [];
  const lemmas = new Set<string>();
  let current: { line: number; lemma: string; strongs: readonly number[]; fields: Set<string> } | undefined;
  let indent: string | undefined;
  const lines = text.split("\n");
  for (let i = 0; i <= lines.length; i++) {
    const raw = i === lines.length ? "" : (lines[i] ?? "").replace(/\r$/, "");
    if (i < lines.length && /^\s*(#.*)?$/.test(raw)) continue;
    const key = /^([^\s'"?&*!|>%@`{}[\],#:-][^:#]*):\s*$/u.exec(raw);
    if (key !== null || i === lines.length) {
      if (current !== undefined) {
        if (current.fields.size === 0) return undefined;
        rows.push({ line: current.line, lemma: current.lemma, strongs: current.strongs });
      }
      if (key === null) break;
      const lemma = (key[1] ?? "").trim();
      if (lemmas.has(lemma) || !/[^\x00-\x7f]/u.test(lemma)) return undefined;
      lemmas.add(lemma);
      current = { line: i + 1, lemma, strongs: [], fields: new Set() };
      continue;
    }
    const field = /^( +)([A-Za-z0-9_-]+): *(.*)$/.exec(raw);
    if (field === null || current === undefined) return undefined;
    indent ??= field[1];
    const name = field[2] ?? "";
    const value = (field[3] ?? "").replace(/\s+#.*$/, "").trim();
    if (field[1] !== indent || current.fields.has(name) || value === "" || /^[|>]/.test(value)) return undefined;
    current.fields.add(name);
    if (name !== "strongs") continue;
    const strongs = plainStrongs(value);
    if (strongs === undefined) return undefined;
    current.strongs = strongs;
  }
  return rows;
}

/** The numbers of a one-line `strongs` value (`26`, `[548, 549]`, or any YAML scalar or flow list). */
function plainStrongs(value: string): number[] | undefined {
  if (/^\d+$/.test(value)) return Number(value) > 0 ? [Number(value)] : undefined;
  let v: unknown;
  try {
    v = parse(value);
  } catch {
    return undefined;
  }
  const items = Array.isArray(v) ? v : [v];
  return items.length > 0 && items.every((x) => typeof x === "number" && Number.isInteger(x) && x > 0) ? (items as number[]) : undefined;
}

/** Reads lexemes.yaml as full YAML, with line numbers from the parser. */
function parseLexemes(text: string, file: string, problems: Problems): LexemeRow[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const lineOf = (offset: number | undefined): number | undefined => (offset === undefined ? undefined : lines.linePos(offset).line);
  for (const err of doc.errors) problems.add(file, lineOf(err.pos[0]), `not valid YAML: ${err.message.split("\n")[0] ?? ""}`);
  if (doc.errors.length > 0) return [];
  const top = doc.contents;
  if (!isMap(top)) {
    problems.add(file, 1, "expected a mapping from lemma to lexeme fields at the top level");
    return [];
  }
  const rows: LexemeRow[] = [];
  for (const item of top.items) {
    const keyNode = item.key as Node | null;
    const line = lineOf(keyNode?.range?.[0]) ?? 1;
    const lemma = isScalar(keyNode) ? keyNode.value : undefined;
    if (typeof lemma !== "string" || lemma.trim() === "") {
      problems.add(file, line, "lexeme key is not a lemma string");
      continue;
    }
    const fields = item.value as Node | null;
    if (!isMap(fields)) {
      problems.add(file, line, `lexeme ${lemma} has no fields`);
      continue;
    }
    const node = fields.get("strongs", true) as Node | undefined;
    if (node === undefined) {
      rows.push({ line, lemma, strongs: [] });
      continue;
    }
    const strongs = strongsValue(node);
    if (strongs === undefined) {
      problems.add(file, lineOf(node.range?.[0]) ?? line, `lexeme ${lemma}: strongs ${sourceOf(node, text)} is not a positive integer or a list of them`);
      continue;
    }
    rows.push({ line, lemma, strongs });
  }
  return rows;
}

/** The numbers of a `strongs` node, or undefined when it is neither a positive integer nor a list of them. */
function strongsValue(node: Node): number[] | undefined {
  const items = isSeq(node) ? node.items : [node];
  if (items.length === 0) return undefined;
  const out: number[] = [];
  for (const n of items) {
    const v = isScalar(n) ? n.value : undefined;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1) return undefined;
    out.push(v);
  }
  return out;
}

/** The text a node was parsed from, as written. */
function sourceOf(node: Node, text: string): string {
  return node.range === undefined || node.range === null ? String(node) : text.slice(node.range[0], node.range[1]).trim();
}
