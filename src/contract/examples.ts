/**
 * Documentation whose examples are data. A description that quotes example values of a parameter
 * (`abraham`, `haran_527`, 'tribe-of-levi') is written as a template tagged with {@link markdown}
 * (the OpenAPI document: examples in backticks) or {@link plainText} (the MCP tools: examples in single
 * quotes). Each interpolated string is an example, quoted in the text and kept in `examples`; other
 * quoted words are interpolated as {@link code} and plain values (a figure) as {@link words}. The
 * literal text between them quotes nothing, so an example cannot be written into a description
 * without being one of its `examples`, and a test tries every one of those on the full data
 * (`test/contract/examples.test.ts`): an example that names no record fails it.
 */

/** A quoted word that is not an example (a field name, a URL, a format): quoted, not tried. */
export interface Code {
  readonly code: string;
}

/** A value put in the text as it is, unquoted (a figure, a sentence shared by several descriptions). */
export interface Words {
  readonly words: string;
}

/** A description and the examples it quotes. */
export interface ExampleProse {
  /** The text, each example and {@link Code} in quotes. */
  readonly text: string;
  /** The examples, in the order the text gives them. */
  readonly examples: readonly string[];
  /** The parameter the examples are values of (for the MCP tools; a path parameter's is its own). */
  readonly param: string | undefined;
  /** The quote mark of the examples (`` ` `` or `'`). */
  readonly quote: string;
  /** The literal parts of the template, which must quote nothing themselves. */
  readonly prose: readonly string[];
}

/** A quoted word that is not an example. */
export const code = (text: string): Code => ({ code: text });

/** Text put in as it is. */
export const words = (text: string | number): Words => ({ words: String(text) });

function quoting(quote: string, param: string | undefined) {
  return (strings: TemplateStringsArray, ...values: readonly (string | Code | Words)[]): ExampleProse => {
    const examples: string[] = [];
    let text = strings[0] ?? "";
    values.forEach((v, i) => {
      if (typeof v === "string") examples.push(v);
      const shown = typeof v === "string" ? `${quote}${v}${quote}` : "code" in v ? `${quote}${v.code}${quote}` : v.words;
      text += shown + (strings[i + 1] ?? "");
    });
    return { text, examples, param, quote, prose: [...strings] };
  };
}

/** Tags a Markdown description (OpenAPI) whose interpolated strings are examples, put in backticks. */
export const markdown = quoting("`", undefined);

/** A tag for a plain-text description (an MCP tool's) whose interpolated strings are examples of `param`, put in single quotes. */
export const plainText = (param: string) => quoting("'", param);
