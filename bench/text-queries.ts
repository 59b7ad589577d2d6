/**
 * Distinct full-text search requests for benchmarks (`bench/serve.ts` text-cold, `bench/text-search.ts`),
 * generated deterministically (a seeded PRNG, so every run sends the same list) from the index's own
 * vocabulary and verse texts:
 *
 * - words are drawn by document frequency in three bands: 20 % from the 100 commonest words (`the`,
 *   `and`, `lord`, `god` …), 40 % from ranks 100–2,000 (`faith`, `shepherd`), 40 % from the rest
 *   seen in at least 3 verses (`hyssop`); only words of letters, at least two of them;
 * - query shapes: 35 % one word, 25 % two words, 10 % three words, 15 % a quoted phrase of 2–4
 *   consecutive words cut from a random verse (so it matches), 10 % a prefix (`bles*`: the first
 *   3–6 letters of a band word, standing for at most 500 words), 5 % a word and a prefix;
 * - filters, independently: 20 % one translation (`kjv` or `web`), 10 % a testament, 10 % one book;
 * - no `limit` or `offset`: the endpoint's default page (50 hits).
 *
 * Duplicates are dropped, so every path is distinct.
 */
import { seededRandom } from "../src/core/random.ts";
import { CANON } from "../src/core/canon-data.ts";
import { parseTextQuery, type TextIndex, MAX_PREFIX_TERMS } from "../src/text-search/query.ts";

/** One generated request: the query and its filters. */
export interface TextRequest {
  readonly q: string;
  readonly translation?: "kjv" | "web";
  readonly testament?: "OT" | "NT";
  readonly book?: string;
}

/** `count` distinct requests over `index` (see the module comment), the same for the same index and seed. */
export function textRequests(index: TextIndex, count: number, seed = 12): TextRequest[] {
  const rand = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const df = (t: number) => (index.termStarts[t + 1] ?? 0) - (index.termStarts[t] ?? 0);
  const ranked = index.terms
    .map((term, t) => ({ term, df: df(t) }))
    .filter((x) => /^\p{L}{2,}$/u.test(x.term) && x.df >= 3)
    .sort((a, b) => b.df - a.df || (a.term < b.term ? -1 : 1))
    .map((x) => x.term);
  const bands = [ranked.slice(0, 100), ranked.slice(100, 2000), ranked.slice(2000)];
  const word = (): string => {
    const r = rand();
    return pick(bands[r < 0.2 ? 0 : r < 0.6 ? 1 : 2] ?? []);
  };
  const decoder = new TextDecoder();
  const phrase = (): string => {
    const doc = Math.floor(rand() * index.header.counts.documents);
    const text = decoder.decode(index.texts.subarray(index.textStarts[doc] ?? 0, index.textStarts[doc + 1] ?? 0));
    const words = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "");
    const n = 2 + Math.floor(rand() * 3);
    const at = Math.floor(rand() * Math.max(1, words.length - n + 1));
    return `"${words.slice(at, at + n).join(" ").toLowerCase()}"`;
  };
  const prefix = (): string => {
    for (;;) {
      const w = word();
      if (w.length < 4) continue;
      const p = w.slice(0, 3 + Math.floor(rand() * Math.min(4, w.length - 3)));
      const clause = parseTextQuery(`${p}*`)[0];
      if (clause?.kind !== "prefix") continue;
      const n = index.terms.filter((t) => t.startsWith(clause.prefix)).length;
      if (n <= MAX_PREFIX_TERMS) return `${p}*`;
    }
  };
  const seen = new Set<string>();
  const out: TextRequest[] = [];
  while (out.length < count) {
    const r = rand();
    const q = r < 0.35 ? word() : r < 0.6 ? `${word()} ${word()}` : r < 0.7 ? `${word()} ${word()} ${word()}` : r < 0.85 ? phrase() : r < 0.95 ? prefix() : `${word()} ${prefix()}`;
    const req: TextRequest = {
      q,
      ...(rand() < 0.2 ? { translation: rand() < 0.5 ? "kjv" : "web" } : {}),
      ...(rand() < 0.1 ? { testament: rand() < 0.5 ? "OT" : "NT" } : {}),
      ...(rand() < 0.1 ? { book: pick(CANON).osis } : {}),
    };
    const key = textRequestPath(req);
    if (parseTextQuery(q).length === 0 || seen.has(key)) continue;
    seen.add(key);
    out.push(req);
  }
  return out;
}

/** The request's path on the runtime. */
export function textRequestPath(r: TextRequest): string {
  const params = [`q=${encodeURIComponent(r.q)}`];
  if (r.translation !== undefined) params.push(`translation=${r.translation}`);
  if (r.testament !== undefined) params.push(`testament=${r.testament}`);
  if (r.book !== undefined) params.push(`book=${r.book}`);
  return `/v1/search/text?${params.join("&")}`;
}
