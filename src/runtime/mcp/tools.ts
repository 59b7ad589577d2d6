/**
 * The MCP tools: what an AI assistant can look up, each a thin call of one `/v1` route of the app
 * (the route's handler, key check and quota included), with a description written for a model to
 * choose it and an input schema rendered from the route's parameters in the contract.
 *
 * A tool never reads the tree itself: it asks a {@link Dispatch} (the app's `request`, with the
 * caller's key), so the answers, errors and counting are the API's own. A tool answer built from a
 * share-alike source carries the licence the API names in its `Link` header.
 */
import { collectionOf, endpoint, PARAM_LIMITS, STUDY_LIMITS, type RouteName } from "../../contract/api.ts";
import { code, plainText, words, type ExampleProse } from "../../contract/examples.ts";
import { parameterSpec } from "../../contract/openapi.ts";
import { routeUrl } from "../../contract/routes.ts";
import { problem, type ErrorCode } from "../../core/errors.ts";
import { kjvUsageItems } from "../../core/glosses.ts";
import type { ConcordancePage } from "../../types/concordance.ts";
import type { GreekLexiconEntry } from "../../types/greek_lexicon_entry.ts";
import type { LexiconEntry } from "../../types/lexicon_entry.ts";
import type { MorphCode } from "../../types/morph_code.ts";
import type { StrongsEntry } from "../../types/strongs.ts";
import { checkArguments } from "./arguments.ts";

/** Sends a request to the API (path with query string; the key is the dispatcher's business). */
export type Dispatch = (path: string, init?: { method?: string; body?: string; headers?: Record<string, string> }) => Promise<Response>;

/** A JSON Schema object. */
type Schema = Record<string, unknown>;

/** What a tool declares to MCP clients. */
export interface ToolDefinition {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: Schema & { type: "object" };
  readonly annotations: { readonly readOnlyHint: true; readonly openWorldHint: false };
}

/** A tool's answer, as MCP's `CallToolResult`. */
export interface ToolResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

interface RouteTool {
  readonly name: string;
  readonly title: string;
  readonly route: RouteName;
  /** What the model reads, with the examples it quotes as data (values of `description.param`). */
  readonly description: ExampleProse;
}

const KEY_HINT = words("Get the slug from search_names when you only know the name.");

/** The tools that call one route each, in the order they are listed. */
const ROUTE_TOOLS: readonly RouteTool[] = [
  {
    name: "search_names",
    title: "Search by name",
    route: "search",
    description: plainText("q")`Find biblical people, places, events, people groups, Easton's dictionary entries and Nave's topics by name. Word order, descriptive words (${code("king")}, ${code("river")}) and misspellings are forgiven. Returns items with slug, name and entity_type: use the slug with get_person, get_place, get_event, get_group, get_dictionary_entry or get_topic. Start here when a question names someone or somewhere (e.g. q=${"Ruth"}, q=${"Bethel"}).`,
  },
  {
    name: "get_person",
    title: "Get a person",
    route: "person",
    description: plainText("slug")`One biblical person by slug (${"ruth"}, ${"abraham"}, ${"mary-magdalene"}): name, gender, birth and death years, birth and death places (place slugs), father, mother, siblings, partners and children (person slugs), name meaning, people groups and every verse that mentions them (OSIS references). Answers questions such as ${code("who were Ruth's children?")} or ${code("who was David's father?")}. ${KEY_HINT}`,
  },
  {
    name: "get_place",
    title: "Get a place",
    route: "place",
    description: plainText("slug")`One biblical place by slug (${"bethel"}, ${"jerusalem"}, ${"jordan-river"}): latitude and longitude with their source, feature type (city, region, water, mountain …), modern name, KJV and ESV names and the verses that mention it. Answers ${code("where is X?")}. ${KEY_HINT}`,
  },
  {
    name: "get_event",
    title: "Get an event",
    route: "event",
    description: plainText("slug")`One biblical event by slug (${"birth-of-abraham"}): title, start year and duration, participants, places, verses and its place in the sequence of events. ${KEY_HINT}`,
  },
  {
    name: "get_event_people",
    title: "People of an event",
    route: "eventPeople",
    description: plainText("slug")`The people of one event (by event slug): those who take part (${code("participant")}), then the others its verses name (${code("mentioned")}).`,
  },
  {
    name: "get_group",
    title: "Get a people group",
    route: "group",
    description: plainText("slug")`One people group by slug (${"tribe-of-levi"}, ${"pharisees"}): its members and the verses that mention it. ${KEY_HINT}`,
  },
  {
    name: "get_dictionary_entry",
    title: "Get an Easton's dictionary entry",
    route: "dictionaryEntry",
    description: plainText("slug")`The article of Easton's Bible Dictionary (1897) on a subject, by slug (${"bethel"}, ${"covenant"}), with the people and places it is about. ${KEY_HINT}`,
  },
  {
    name: "get_topic",
    title: "Get a Nave's topic",
    route: "topic",
    description: plainText("slug")`A subject of Nave's Topical Bible by slug (${"faith"}, ${"prayer"}): its subtopics, each with the verses that treat it. Use for ${code("what does the Bible say about X?")}.`,
  },
  {
    name: "get_verse",
    title: "Get a verse",
    route: "verse",
    description: plainText("osis")`One verse by OSIS reference (Book.Chapter.Verse in KJV numbering, e.g. ${"Ruth.4.13"}, ${"John.3.16"}, ${"Gen.28.19"}): the people, places and events it mentions (slugs), and its text where this deployment serves it.`,
  },
  {
    name: "get_passage",
    title: "Read a passage",
    route: "passage",
    description: plainText("ref")`The text of a passage in the King James Version and the World English Bible, with the people, places and events of each verse: a verse, a range or a chapter as people write it (${"John 3:16"}, ${"Ps 23"}, ${"Gen 1:1-2:3"}, ${"jn 3 16-18"}), at most 200 verses (ask for a long passage a chapter at a time). Use to quote or read what the Bible says.`,
  },
  {
    name: "search_text",
    title: "Search the verse text",
    route: "textSearch",
    description: plainText("q")`Find verses whose text holds words, "quoted phrases" and prefixes (bless*), ranked by relevance, in the KJV and the WEB, each with its text and the matched words as offsets. Filter by book (names or OSIS ids, e.g. ${code("Psalms,1 Cor")}), testament (OT, NT) or translation (kjv, web); page with limit and offset. Use to find where the Bible says something (${"living water"}, ${"love your enemies"}, or a verse as you remember it). When nothing matches, meta.suggestions gives queries that do (a misspelling put right, the translation's own word, the words you remembered from another wording left out) and, for a reference such as ${code("John 3:16")}, meta.references the passage it names: read it with get_passage.`,
  },
  {
    name: "get_cross_references",
    title: "Cross-references of a verse",
    route: "crossReferences",
    description: plainText("osis")`The verses that cross-reference one verse (OpenBible.info), most community votes first: each with the target verse or range and its votes. Use to find related passages.`,
  },
  {
    name: "find_strongs",
    title: "Find Strong's numbers by word",
    route: "strongsList",
    description: plainText("q")`Find Strong's entries by the original-language word or its transliteration as people spell it (q=${"agape"}, q=${"shalom"}, q=${"chesed"}, q=${"logos"}, q=${"ἀγάπη"}), or by English meaning (gloss=${code("love")}, gloss=${code("shepherd")}: the entries that mean it, the word the KJV renders so most often first): each with its number, lemma and transliteration, Greek and Hebrew together. Use the number with get_strongs or word_study when a question names a word but not its number.`,
  },
  {
    name: "get_strongs",
    title: "Get a Strong's entry",
    route: "strongs",
    description: plainText("number")`One Strong's dictionary entry by number (${"H430"} Hebrew, ${"G26"} Greek): the original word, transliteration, pronunciation, definition and how the KJV translates it. Get the number from find_strongs when you only know the word. For a fuller word study of a Greek word use word_study.`,
  },
  {
    name: "get_greek_words",
    title: "Greek words of a verse",
    route: "greekVerse",
    description: plainText("osis")`The Greek words of one New Testament verse (OSIS reference, e.g. ${"John.3.16"}) in the SBL Greek New Testament: each word's text, lemma, Strong's number and morphology code, in order. Use the Strong's numbers with get_strongs or word_study.`,
  },
  {
    name: "get_hebrew_words",
    title: "Hebrew words of a verse",
    route: "hebrewVerse",
    description: plainText("osis")`The Hebrew words of one Old Testament verse (OSIS reference, e.g. ${"Gen.1.1"}) in the Westminster Leningrad Codex: each word's text, lemma, Strong's number and morphology code, in order.`,
  },
  {
    name: "get_interlinear",
    title: "Interlinear verse",
    route: "interlinear",
    description: plainText("osis")`The original words of one verse in order, to read it word by word: Hebrew or Aramaic (Westminster Leningrad Codex) in the Old Testament, Greek (SBL Greek New Testament) in the New, each with its transliteration, lemma, Strong's number, a short English gloss and its morphology in plain words (${code("verb, aorist active indicative, third person singular")}). The verse as an OSIS reference or as people write it (${"John.3.16"}, ${"Gen.1.1"}, ${"John 1:1"}). Use word_study on a word's Strong's number for more on it.`,
  },
  {
    name: "get_concordance",
    title: "Concordance of a Strong's number",
    route: "strongsConcordance",
    description: plainText("number")`Every verse where the word of one Strong's number stands, both Testaments, in canonical order, a page at a time (limit, offset): each verse's OSIS reference with the positions and forms of the word in it, and the number's totals (words, verses, every form with its count). By number (${"G26"}, ${"H430"}; a lettered number such as ${"H1254a"} is counted under its entry). Read a verse it lists with get_passage or get_interlinear.`,
  },
  {
    name: "get_ancestors",
    title: "Ancestors of a person",
    route: "personAncestors",
    description: plainText("slug")`A person's ancestors up to depth generations (default ${words(STUDY_LIMITS.depth.default)}, at most ${words(STUDY_LIMITS.depth.max)}), nearest first: generation 1 the parents, 2 the grandparents, each with ${code("via")}, the person one generation nearer through whom. By person slug (${"david"}, ${"jesus"}). For genealogies and family trees; get_kinship_path says how two people are related. ${KEY_HINT}`,
  },
  {
    name: "get_descendants",
    title: "Descendants of a person",
    route: "personDescendants",
    description: plainText("slug")`A person's descendants up to depth generations (default ${words(STUDY_LIMITS.depth.default)}, at most ${words(STUDY_LIMITS.depth.max)}), nearest first: generation 1 the children, 2 the grandchildren, each with ${code("via")}, the person one generation nearer through whom. By person slug (${"abraham"}, ${"noah"}). ${KEY_HINT}`,
  },
  {
    name: "get_kinship_path",
    title: "How two people are related",
    route: "kinship",
    description: plainText("slug")`How two people are related: the nearest chain of parent, child, sibling and partner links from one person (slug) to another (other), step by step and in words (${code("Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David")}). Both by person slug, e.g. slug ${code("ruth")} and other ${code("david")}. A no-kinship-path error means no chain of at most max_steps joins them. ${KEY_HINT}`,
  },
  {
    name: "get_timeline",
    title: "Timeline of events and people",
    route: "timeline",
    description: plainText("from")`Events and people by year, in chronological order, a page at a time (limit, offset): those whose span overlaps the years from and to (astronomical years: 1 BC is 0, so ${code("-1010")} is 1011 BC; either end may be left out), only events or only people with kind. Each entry has its years, whether they are approximate, and the notes on its dating. Answers ${code("what happened around 1000 BC?")} and ${code("who lived in the time of David?")}.`,
  },
  {
    name: "get_nearest_places",
    title: "Places nearest a place",
    route: "geoNearest",
    description: plainText("slug")`The k places nearest one place (default ${words(STUDY_LIMITS.nearest.default)}, at most ${words(STUDY_LIMITS.nearest.max)}), nearest first, each with its distance in km along the Earth's surface. By place slug (${"bethel"}, ${"jerusalem"}). A no-coordinates error means the data cannot place it on a map. ${KEY_HINT}`,
  },
  {
    name: "find_places_near",
    title: "Places near a point",
    route: "geoNear",
    description: plainText("lat")`The places within radius_km (default ${words(STUDY_LIMITS.radiusKm.default)}, at most ${words(STUDY_LIMITS.radiusKm.max)}) of a point given by lat and lon in decimal degrees, nearest first, each with its distance in km, a page at a time (limit, offset). Use with a place's coordinates from get_place, or a point of a map; get_nearest_places does the same from a place's slug.`,
  },
  {
    name: "find_places_in_box",
    title: "Places in a map area",
    route: "geoBox",
    description: plainText("bbox")`The places inside a bounding box, given as west,south,east,north in decimal degrees (${"35.1,31.6,35.4,31.9"}, around Jerusalem), sorted by slug, a page at a time (limit, offset). Use to list the places of a region.`,
  },
  {
    name: "get_lexicon_entry",
    title: "Get a Brown-Driver-Briggs article",
    route: "lexiconEntry",
    description: plainText("slug")`The whole article of the Brown-Driver-Briggs Hebrew lexicon on a Hebrew or Aramaic word, by Strong's number (${"H430"}) or BDB slug (${"a-ab-ab"}): headword, transliteration, part of speech, glosses, the article with its senses, and the verses it cites. word_study gives the start of it with the rest of what is known of the word.`,
  },
  {
    name: "get_greek_lexicon_entry",
    title: "Get an Abbott-Smith article",
    route: "greekLexiconEntry",
    description: plainText("slug")`The whole article of Abbott-Smith's Manual Greek Lexicon of the New Testament (1922) on a Greek word, by Strong's number (${"G26"}) or slug (${"g26"}): headword, grammar, etymology, the article with its senses, the verses it cites, and Dodson's short gloss. word_study gives the start of it with the rest of what is known of the word.`,
  },
];

/** Semantic search: pro keys only. */
const SEMANTIC_TOOL = {
  name: "semantic_search",
  title: "Search by meaning (pro)",
  description: plainText("query")`Describe someone or something in plain words (${"the tax collector who climbed a tree"}, ${"the prophet swallowed by a great fish"}) and get the people, places, events, groups, dictionary entries and topics that best match, each with a score. For pro API keys only (a free key gets an error saying so). Use when you do not know the name; use search_names when you do.`,
} as const;

/** How much of each part a word study gives: enough to study the word, bounded whatever the word (G3588 has 6,951 verses, BDB's article on H853 is 45 KB). */
export const WORD_STUDY_LIMITS = {
  /** The first verses of the concordance. */
  verses: 5,
  /** The most frequent surface forms. */
  forms: 10,
  /** The first senses of the lexicon article. */
  senses: 12,
  /** Characters of the article's text and of each sense's. */
  definitionChars: 1200,
  senseChars: 300,
  /** The first verses the article cites. */
  citedVerses: 10,
} as const;

/** Word study: the Strong's entry, the concordance's figures and first verses, and the lexicon article, in one bounded answer. */
const WORD_STUDY_TOOL = {
  name: "word_study",
  title: "Word study",
  description: plainText("number")`What a student needs on one original-language word, by Strong's number (${"G26"} agapē, ${"H2617"} chesed), in one answer of bounded size: the word (lemma, transliteration, pronunciation); what it means (a short gloss, Strong's definition, and the start of the lexicon article with its first senses: Abbott-Smith with Dodson's gloss for Greek, Brown-Driver-Briggs for Hebrew and Aramaic); how the KJV translates it (Strong's list of renderings, without counts, which the data does not have); how often it occurs (words, verses, its forms with their counts); and its first ${words(WORD_STUDY_LIMITS.verses)} verses with the form in each. get_concordance lists every verse, get_lexicon_entry or get_greek_lexicon_entry gives the whole article. Get the numbers of a verse's words with get_interlinear, or of a word by its transliteration or meaning with find_strongs.`,
} as const;

/** Morphology: one code of the word records, from the table of every code. */
const MORPHOLOGY_TOOL = {
  name: "decode_morphology",
  title: "Decode a morphology code",
  description: plainText("code")`One morphology code of the Hebrew or Greek word records in plain words, part by part (part of speech, stem, conjugation, tense, voice, mood, person, gender, number, case, state, degree), with how many words carry it: a Greek MorphGNT code (${"V- 3AAI-S--"}) or a Hebrew OSHB code (${"HVqp3ms"}, ${"HC/Vqw3ms"}), as get_greek_words and get_hebrew_words give them. get_interlinear already gives each word of a verse in plain words.`,
} as const;

/** Every tool's description with the examples it quotes, by tool name, in the order tools are listed (for the test that tries each example). */
export function toolDescriptions(): { readonly name: string; readonly description: ExampleProse }[] {
  return [...ROUTE_TOOLS, WORD_STUDY_TOOL, MORPHOLOGY_TOOL, SEMANTIC_TOOL].map((t) => ({ name: t.name, description: t.description }));
}

/** The input schema of a route's tool: its parameters, rendered from the contract as in the OpenAPI document, with the examples the documentation quotes. */
function routeInputSchema(route: RouteName): ToolDefinition["inputSchema"] {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const p of endpoint(route).params) {
    const spec = parameterSpec(p);
    properties[spec.name] = { ...spec.schema, description: spec.description, ...(spec.examples.length === 0 ? {} : { examples: [...spec.examples] }) };
    if (spec.required) required.push(spec.name);
  }
  return { type: "object", properties, required, additionalProperties: false };
}

const annotations = { readOnlyHint: true, openWorldHint: false } as const;

let definitions: readonly ToolDefinition[] | undefined;

/** Every tool, as `tools/list` gives them (made once: their schemas are the ones each call is checked against). */
export function toolDefinitions(): readonly ToolDefinition[] {
  definitions ??= makeDefinitions();
  return definitions;
}

function makeDefinitions(): ToolDefinition[] {
  const semanticBody = endpoint("semanticSearch").requestBody as { content: { "application/json": { schema: Schema & { type: "object" } } } };
  const strongsKey = collectionOf("strongs");
  return [
    ...ROUTE_TOOLS.map((t) => ({ name: t.name, title: t.title, description: t.description.text, inputSchema: routeInputSchema(t.route), annotations })),
    {
      ...WORD_STUDY_TOOL,
      description: WORD_STUDY_TOOL.description.text,
      inputSchema: {
        type: "object",
        properties: { number: { ...strongsKey.keySchema, description: strongsKey.nouns.key.text, examples: [...strongsKey.nouns.key.examples] } },
        required: ["number"],
        additionalProperties: false,
      },
      annotations,
    },
    {
      ...MORPHOLOGY_TOOL,
      description: MORPHOLOGY_TOOL.description.text,
      inputSchema: {
        type: "object",
        properties: {
          code: {
            type: "string",
            minLength: 1,
            maxLength: PARAM_LIMITS.verse,
            description: "A morphology code as the word records carry it (their `morph`): MorphGNT's for Greek, OSHB's for Hebrew and Aramaic, letter case as given.",
            examples: [...MORPHOLOGY_TOOL.description.examples],
          },
        },
        required: ["code"],
        additionalProperties: false,
      },
      annotations,
    },
    { ...SEMANTIC_TOOL, description: SEMANTIC_TOOL.description.text, inputSchema: semanticBody.content["application/json"].schema, annotations },
  ];
}

/** The licence line of an answer built from API responses: the share-alike licences their `Link` headers name, if any. */
function licenceNotice(responses: readonly Response[]): ToolResult["content"] {
  const licences = new Set<string>();
  for (const res of responses) {
    for (const m of (res.headers.get("link") ?? "").matchAll(/<([^>]+)>; rel="license"; title="([^"]+)"/g)) licences.add(`${m[2]} (${m[1]})`);
  }
  if (licences.size === 0) return [];
  return [{ type: "text", text: `Licence: this answer is built from data under ${[...licences].join(" and ")}; reuse must credit the sources and share alike. Attribution: ${routeUrl("sources")}.` }];
}

/** A tool's answer from API responses: their bodies, and the share-alike licences their `Link` headers name. */
async function resultOf(responses: readonly Response[]): Promise<ToolResult> {
  const content: ToolResult["content"] = [];
  for (const res of responses) content.push({ type: "text", text: await res.text() });
  content.push(...licenceNotice(responses));
  return responses.some((res) => res.status >= 400) ? { content, isError: true } : { content };
}

/** A tool's answer put together from several responses: `{ data }` as JSON, with their licence line. */
function composedResult(data: unknown, responses: readonly Response[]): ToolResult {
  return { content: [{ type: "text", text: JSON.stringify({ data }) }, ...licenceNotice(responses)] };
}

/** An error the tool reports to the model as the API would: the problem details of `code` as JSON text. */
function problemResult(code: ErrorCode, detail: string, advised = false): ToolResult {
  return { content: [{ type: "text", text: JSON.stringify(problem(code, detail, undefined, [], { advised })) }], isError: true };
}

/** The URL of a route with the tool's (checked) arguments: path parameters filled in, the others as the query string. */
function routeRequest(route: RouteName, args: Readonly<Record<string, unknown>>): string {
  const pathParams: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const p of endpoint(route).params) {
    const v = args[p.name];
    if (v === undefined) continue;
    if (p.in === "path") pathParams[p.name] = String(v);
    else query.set(p.name, String(v));
  }
  const qs = query.toString();
  return `${routeUrl(route, pathParams)}${qs === "" ? "" : `?${qs}`}`;
}

/** The `data` of a successful response's JSON body. */
async function dataOf<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** Text cut at a word near `max` characters, with `…`; as it is when short enough. */
function cut(text: string | null, max: number): string | null {
  if (text === null || text.length <= max) return text;
  const at = text.lastIndexOf(" ", max);
  return `${text.slice(0, at > max / 2 ? at : max).trimEnd()}…`;
}

/** A lexicon article's sense, as a word study gives it. */
interface StudySense {
  readonly n: string | null;
  readonly level: number;
  readonly text: string | null;
}

/** What a word study gives of the lexicon article. */
interface StudyLexicon {
  readonly source: string;
  /** Its slug: get_lexicon_entry or get_greek_lexicon_entry gives the whole article. */
  readonly slug: string;
  readonly headword: string;
  readonly transliteration: string | null;
  readonly part_of_speech: string | null;
  readonly gloss: string | null;
  /** BDB's glosses; Dodson's definition for Greek. */
  readonly glosses: readonly string[];
  readonly definition: string | null;
  readonly definition_cut: boolean;
  readonly senses: readonly StudySense[];
  readonly senses_total: number;
  readonly cited_verses: readonly string[];
  readonly cited_verses_total: number;
}

/** The fields of a word study that are the Strong's entry's own, as the schema types them. */
type StudiedEntry = Readonly<Pick<StrongsEntry, "number" | "language" | "lemma" | "transliteration" | "pronunciation" | "part_of_speech" | "definition" | "derivation" | "kjv_usage" | "occurrences" | "verse_count">>;

/** The answer of word_study: the Strong's entry's own fields (`occurrences` and `verse_count` from its concordance), then what a student needs beside them. */
export interface WordStudy extends StudiedEntry {
  /** The short English gloss: the lexicon's (Dodson for Greek, BDB's lexical index for Hebrew), else null. */
  readonly gloss: string | null;
  readonly see: readonly string[];
  /** How the KJV translates it, one rendering per item as Strong's prints `kjv_usage` (`(feast of) charity(-ably)`; no counts: the data does not align the KJV's words). */
  readonly kjv_renderings: readonly string[];
  /** Its most frequent surface forms, with their counts. */
  readonly forms: readonly { readonly form: string; readonly count: number }[];
  readonly forms_total: number;
  /** Its first verses in canonical order, each with the forms that stand there. */
  readonly first_verses: readonly { readonly osis_ref: string; readonly forms: readonly string[] }[];
  readonly lexicon: StudyLexicon | null;
  /** Where the rest is. */
  readonly more: string;
}

/** What a word study gives of a lexicon article: its start, its first senses and cited verses. */
function studyLexicon(entry: LexiconEntry | GreekLexiconEntry): StudyLexicon {
  const L = WORD_STUDY_LIMITS;
  const greek = "dodson_definition" in entry;
  const senses = entry.senses.map((s) => ({ n: s.n, level: "depth" in s ? s.depth : s.level, text: cut(s.text, L.senseChars) }));
  return {
    source: greek ? "Abbott-Smith, A Manual Greek Lexicon of the New Testament (1922); gloss from Dodson" : "Brown-Driver-Briggs, via the Open Scriptures Hebrew Lexicon",
    slug: entry.slug,
    headword: entry.headword,
    transliteration: entry.transliteration,
    part_of_speech: cut(greek ? entry.grammar : entry.part_of_speech, L.senseChars),
    gloss: entry.gloss,
    glosses: greek ? (entry.dodson_definition === null ? [] : [entry.dodson_definition]) : entry.glosses,
    definition: cut(entry.definition, L.definitionChars),
    definition_cut: (entry.definition?.length ?? 0) > L.definitionChars,
    senses: senses.slice(0, L.senses),
    senses_total: senses.length,
    cited_verses: entry.verses.slice(0, L.citedVerses),
    cited_verses_total: entry.verses.length,
  };
}

/**
 * A word study: the Strong's entry, the first page of its concordance (its figures and first
 * verses) and the lexicon article that stands for the number, three requests to the API. The article
 * is looked up by the number as asked (a lettered `H1254a` has its own BDB entry), then by the
 * entry's number.
 */
async function wordStudy(number: string, dispatch: Dispatch): Promise<ToolResult> {
  const strongs = await dispatch(routeUrl("strongs", { number }));
  if (strongs.status !== 200) return resultOf([strongs]);
  const entry = await dataOf<StrongsEntry>(strongs.clone());
  const concordance = await dispatch(`${routeUrl("strongsConcordance", { number: entry.number })}?limit=${WORD_STUDY_LIMITS.verses}`);
  if (concordance.status !== 200) return resultOf([concordance]);
  const page = (await concordance.clone().json()) as ConcordancePage;
  const route = entry.language === "greek" ? "greekLexiconEntry" : "lexiconEntry";
  const asked = number.trim();
  const responses = [strongs, concordance];
  let article: LexiconEntry | GreekLexiconEntry | null = null;
  for (const key of asked.toUpperCase() === entry.number.toUpperCase() ? [entry.number] : [asked, entry.number]) {
    const res = await dispatch(routeUrl(route, { slug: key }));
    if (res.status === 404) continue;
    if (res.status !== 200) return resultOf([res]);
    responses.push(res);
    article = await dataOf<LexiconEntry | GreekLexiconEntry>(res.clone());
    break;
  }
  const lexicon = article === null ? null : studyLexicon(article);
  const shownVerses = page.data.length;
  const study: WordStudy = {
    number: entry.number,
    language: entry.language,
    lemma: entry.lemma,
    transliteration: entry.transliteration,
    pronunciation: entry.pronunciation,
    part_of_speech: entry.part_of_speech,
    gloss: lexicon?.gloss ?? null,
    definition: entry.definition,
    derivation: entry.derivation,
    see: entry.see,
    kjv_usage: entry.kjv_usage,
    kjv_renderings: kjvUsageItems(entry.kjv_usage),
    occurrences: page.entry.occurrences,
    verse_count: page.entry.verse_count,
    forms: page.entry.forms.slice(0, WORD_STUDY_LIMITS.forms),
    forms_total: page.entry.forms.length,
    first_verses: page.data.map((v) => ({ osis_ref: v.osis_ref, forms: v.forms })),
    lexicon,
    more: [
      page.meta.total > shownVerses ? `All ${page.meta.total} verses: get_concordance with number ${entry.number} (offset ${shownVerses} for the next ones).` : "",
      lexicon === null ? "" : `The whole article: ${entry.language === "greek" ? "get_greek_lexicon_entry" : "get_lexicon_entry"} with slug ${lexicon.slug}.`,
      "Read a verse with get_passage or, word by word, get_interlinear.",
    ]
      .filter((s) => s !== "")
      .join(" "),
  };
  return composedResult(study, responses);
}

/** The morphology table last read, by its ETag: 2.7 MB of JSON on the full data, parsed once rather than on every call. */
let morphologyTable: { readonly etag: string; readonly table: readonly MorphCode[] } | undefined;

/** Decodes one morphology code from the table of every code the word records use (`/v1/morphology`, one request). */
async function decodeMorphology(code: string, dispatch: Dispatch): Promise<ToolResult> {
  const res = await dispatch(routeUrl("morphology"));
  if (res.status !== 200) return resultOf([res]);
  const etag = res.headers.get("etag");
  const table = etag !== null && morphologyTable?.etag === etag ? morphologyTable.table : await dataOf<MorphCode[]>(res.clone());
  if (etag !== null) morphologyTable = { etag, table };
  const wanted = code.trim();
  const squeezed = (c: string): string => c.replace(/\s+/g, "");
  const found = table.find((m) => m.code === wanted) ?? table.find((m) => squeezed(m.code) === squeezed(wanted));
  if (found !== undefined) return composedResult(found, [res]);
  const sameLetters = table.filter((m) => squeezed(m.code).toLowerCase() === squeezed(wanted).toLowerCase()).map((m) => `'${m.code}'`);
  // A Hebrew morpheme written as a whole word's code (`HVqw3ms`, used only after a conjunction: `HC/Vqw3ms`).
  const morpheme = wanted.replace(/^[HA](?=[A-Z])/, "");
  const holding = table.filter((m) => m.parts.length > 1 && m.parts.some((p) => p.code === morpheme)).sort((a, b) => b.count - a.count);
  const near =
    sameLetters.length > 0
      ? ` Letter case matters in these codes: ${sameLetters.join(", ")} ${sameLetters.length === 1 ? "is" : "are"} used.`
      : holding.length > 0
        ? ` It is a part of ${holding.length === 1 ? "the code" : `${holding.length} codes, the most used`} ${holding.slice(0, 3).map((m) => `'${m.code}' (${m.count} ${m.count === 1 ? "word" : "words"})`).join(", ")}: give the whole word's code.`
        : "";
  return problemResult(
    "not-found",
    `No word carries the morphology code ${JSON.stringify(wanted.slice(0, 40))}.${near === "" ? " Give a code as get_greek_words or get_hebrew_words print it in morph: MorphGNT's for Greek ('V- 3AAI-S--'), OSHB's for Hebrew and Aramaic ('HVqp3ms')." : near}`,
    true,
  );
}

/**
 * Runs a tool through the API. The arguments are checked against the tool's input schema first
 * (`arguments.ts`): a wrong one is answered as the API's `invalid-parameter` problem, before any
 * request. Every other check (a slug that names no one, a malformed reference, the key's tier and
 * quota) is the API's, and its problem details come back as the tool's error text.
 */
export async function callTool(name: string, args: unknown, dispatch: Dispatch): Promise<ToolResult> {
  const known = toolDefinitions().find((t) => t.name === name);
  if (known === undefined) return { content: [{ type: "text", text: `No tool is called ${JSON.stringify(name)}; tools/list names them.` }], isError: true };
  const checked = checkArguments(name, known.inputSchema, args);
  if (!checked.ok) return problemResult("invalid-parameter", checked.detail);
  const input = checked.args;
  if (name === SEMANTIC_TOOL.name) {
    return resultOf([await dispatch(routeUrl("semanticSearch"), { method: "POST", body: JSON.stringify(input), headers: { "Content-Type": "application/json" } })]);
  }
  if (name === WORD_STUDY_TOOL.name) return wordStudy(String(input.number), dispatch);
  if (name === MORPHOLOGY_TOOL.name) return decodeMorphology(String(input.code), dispatch);
  const tool = ROUTE_TOOLS.find((t) => t.name === name);
  if (tool === undefined) return { content: [{ type: "text", text: `No tool is called ${JSON.stringify(name)}.` }], isError: true };
  return resultOf([await dispatch(routeRequest(tool.route, input))]);
}
