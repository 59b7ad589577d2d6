/**
 * A small XML element tree with line numbers, built with the saxes streaming parser, plus helpers
 * to walk it. Mixed content (text between child elements) keeps its order.
 */
import { SaxesParser } from "saxes";
import type { Problems } from "./problems.ts";

/** An element: its local name (namespace prefix removed), attributes, children in order, and line. */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
  /** 1-based line on which the start tag stands. */
  readonly line: number;
}

/** A child of an element: an element or a run of text. */
export type XmlNode = XmlElement | string;

interface MutableElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  line: number;
}

/**
 * Parses a whole XML document. A well-formedness error is reported as a problem at its line and
 * `undefined` is returned. Attribute names keep their prefix (`xml:lang`); element names do not.
 */
export function parseXml(text: string, file: string, problems: Problems): XmlElement | undefined {
  const parser = new SaxesParser({ position: true });
  const root: MutableElement = { name: "#document", attrs: {}, children: [], line: 1 };
  const stack: MutableElement[] = [root];
  let failed = false;
  parser.on("error", (err) => {
    if (!failed) problems.add(file, parser.line, `not well-formed XML: ${err.message.replace(/^[^:]*:\d+:\d+: /, "")}`);
    failed = true;
  });
  parser.on("opentag", (tag) => {
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) attrs[k] = typeof v === "string" ? v : v.value;
    const el: MutableElement = { name: localName(tag.name), attrs, children: [], line: parser.line };
    stack[stack.length - 1]?.children.push(el);
    stack.push(el);
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  const onText = (t: string): void => {
    const top = stack[stack.length - 1];
    if (top === undefined || top === root) return;
    const last = top.children[top.children.length - 1];
    if (typeof last === "string") top.children[top.children.length - 1] = last + t;
    else top.children.push(t);
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  parser.write(body).close();
  if (failed) return undefined;
  const top = root.children.find((c): c is XmlElement => typeof c !== "string");
  if (top === undefined) problems.add(file, 1, "no root element");
  return top;
}

function localName(name: string): string {
  const i = name.indexOf(":");
  return i < 0 ? name : name.slice(i + 1);
}

/** Child elements of `el`, optionally only those named `name`. */
export function childElements(el: XmlElement, name?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== "string" && (name === undefined || c.name === name));
}

/** The first child element named `name`, if any. */
export function firstChild(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((c): c is XmlElement => typeof c !== "string" && c.name === name);
}

/** Every descendant element named `name`, in document order. */
export function descendants(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const c of e.children) {
      if (typeof c === "string") continue;
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}

/** All text inside `el`, in order, with runs of white space folded to one space and trimmed. */
export function textOf(el: XmlElement | undefined): string {
  if (el === undefined) return "";
  return rawText(el).replace(/\s+/g, " ").trim();
}

/** All text inside `el`, unchanged. */
export function rawText(el: XmlElement): string {
  return el.children.map((c) => (typeof c === "string" ? c : rawText(c))).join("");
}

/**
 * Parses a document whose root element must be `rootName`; reports a different root as a problem
 * at its line and returns undefined (as for malformed XML).
 */
export function parseXmlDocument(text: string, file: string, problems: Problems, rootName: string): XmlElement | undefined {
  const root = parseXml(text, file, problems);
  if (root === undefined) return undefined;
  if (root.name !== rootName) {
    problems.add(file, root.line, `expected a <${rootName}> root element, found <${root.name}>`);
    return undefined;
  }
  return root;
}
