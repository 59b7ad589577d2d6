/**
 * Sentences of English prose (Easton's articles, event notes), for the passages semantic search
 * scores and the opening sentence that says what a record is (a place's region, `src/stages/place-regions.ts`).
 */

/** Abbreviations Easton writes before a capital that do not end a sentence. */
const NOT_A_SENTENCE_END = /\b(?:comp|cf|ch|chap|ver|vers|viz|i\.e|e\.g|q\.v|St|Mt|Dr|Mr|[A-Z])\.["')\]]?$/;

/**
 * Splits an article into sentences: at `.`, `!` or `?` followed by a space and a capital letter,
 * except after an abbreviation or an initial ("comp. Gen. 4:1"; a book's abbreviation is followed by
 * a number, "Matt. 26:15", so it never splits); a piece of fewer
 * than four words joins the sentence before it.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?]["')\]]?\s+(?=[A-Z"'(])/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const end = m.index + m[0].trimEnd().length;
    const piece = text.slice(start, end);
    if (NOT_A_SENTENCE_END.test(piece)) continue;
    out.push(piece.trim());
    start = m.index + m[0].length;
  }
  if (start < text.length) out.push(text.slice(start).trim());
  const merged: string[] = [];
  for (const s of out) {
    if (s === "") continue;
    const last = merged.length - 1;
    if (last >= 0 && s.split(/\s+/).length < 4) merged[last] = `${merged[last] as string} ${s}`;
    else merged.push(s);
  }
  return merged;
}
