/**
 * Text helpers shared by the Hebrew readers: the text of an XML element with some child elements left
 * out (editorial notes, page breaks, status markers), with white space folded.
 */
import { fold } from "../../core/text.ts";
import type { XmlElement } from "../../core/xml.ts";

/** All text inside `el` in document order, skipping elements named in `skip` (and their content). */
export function textWithout(el: XmlElement, skip: ReadonlySet<string>): string {
  let out = "";
  for (const c of el.children) {
    if (typeof c === "string") out += c;
    else if (!skip.has(c.name)) out += textWithout(c, skip);
  }
  return out;
}

/** {@link textWithout}, folded; `null` when nothing but white space is left. */
export function foldedText(el: XmlElement | undefined, skip: ReadonlySet<string> = new Set()): string | null {
  if (el === undefined) return null;
  const t = fold(textWithout(el, skip));
  return t === "" ? null : t;
}
