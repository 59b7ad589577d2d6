/**
 * The runtime side of semantic search: loads `_index/semantic.bin` from the data tree once, checks
 * it, and answers queries from memory. Imports nothing from `node:` (runs at the edge too).
 */
import type { DataSource } from "../runtime/data.ts";
import { SEMANTIC_INDEX_FILE } from "./files.ts";
import { decodeSemanticIndex } from "./format.ts";
import type { SemanticIndex } from "./model.ts";
import { DEFAULT_SEARCH_OPTIONS, prepareIndex, searchSemantic, type SearchOptions, type RankedEntity } from "./search.ts";

/** The dimension count the runtime expects of the vectors. */
export const EXPECTED_DIMS = 100;

/** A loaded index, ready to search. */
export interface SemanticSearcher {
  readonly index: SemanticIndex;
  /** Size of the index file in bytes. */
  readonly bytes: number;
  /** The `limit` best entities for a query, best first; those in `first` (entity positions) before all others. */
  search(query: string, limit: number, options?: SearchOptions, first?: ReadonlyMap<number, number>): RankedEntity[];
}

/** Wraps a decoded index for searching (prepares it once; `neighbourCacheEntries` 0 turns the word-neighbour cache off). */
export function semanticSearcher(index: SemanticIndex, bytes: number, neighbourCacheEntries?: number): SemanticSearcher {
  const prepared = prepareIndex(index, neighbourCacheEntries);
  return {
    index,
    bytes,
    search: (query, limit, options = DEFAULT_SEARCH_OPTIONS, first) => searchSemantic(prepared, query, limit, options, first),
  };
}

/**
 * Loads the tree's semantic index. Undefined when the tree has none (built before semantic search
 * existed); throws `SemanticIndexError` when the file is there but unusable, so that a damaged
 * deployment fails at start rather than on the first query.
 */
export async function loadSemanticSearcher(data: DataSource): Promise<SemanticSearcher | undefined> {
  const bytes = await data.read(SEMANTIC_INDEX_FILE);
  if (bytes === undefined) return undefined;
  return semanticSearcher(decodeSemanticIndex(bytes, { expectedDims: EXPECTED_DIMS }), bytes.length);
}

/** The semantic index of a tree, read on first use (or at start, see {@link semanticLoader}) and kept. */
export interface SemanticLoader {
  /** The searcher; undefined when the tree has no index. Rejects when the index is unusable. */
  get(): Promise<SemanticSearcher | undefined>;
}

/**
 * A loader that reads the tree's index once, on the first `get()`; later calls share that read.
 * Load it at start (await `get()`) to fail fast on a damaged index; leave it for the first
 * semantic request to spare memory where semantic search is rare (an edge isolate).
 */
export function semanticLoader(data: DataSource): SemanticLoader {
  let loading: Promise<SemanticSearcher | undefined> | undefined;
  return { get: () => (loading ??= loadSemanticSearcher(data)) };
}
