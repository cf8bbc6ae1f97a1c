// Generated from the service's OpenAPI document by `pnpm --filter @memory/api generate:client`.
// Do not edit: a test fails when it no longer matches the routes.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: PostgreSQL, Redis and Qdrant are reachable */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your API keys, newest first (never the secrets) */
        get: operations["listApiKeys"];
        put?: never;
        /** Create an API key (the secret is shown once) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{api_key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key: it stops working at once
         * @description The key can never authenticate again; its hash is forgotten and a `revoked` record stays for `GET /v1/api-keys?status=revoked`. The key presented in this request's X-API-Key header cannot be deleted (409 CANNOT_DELETE_ACTIVE_KEY).
         */
        delete: operations["deleteApiKey"];
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
         * Live events of your user (Server-Sent Events)
         * @description A `text/event-stream` of the caller's events (memory.created, memory.updated, memory.deleted, integration.completed, integration.failed, profile.updated), each `{event, data, timestamp}` as in webhooks: the SSE `event` field is the event name, `data` the JSON body, `id` the events stream entry id. Reconnect with `Last-Event-ID` (or `?last_event_id=`) to resume after that id: events still in the stream (the last ~100,000 of all users) are replayed first. An id that is malformed or out of range (each of its two parts at most 2^64−1) is 400 VALIDATION_ERROR before the stream opens, so a browser's EventSource stops instead of reconnecting with it in a loop: open a new stream without it. Without it the stream starts with events published after it opened (a `: connected` comment marks that moment). A `: heartbeat` comment is sent every 15 s. At most 5 open streams per user (operator setting EVENTS_MAX_STREAMS_PER_USER): one more is 429 TOO_MANY_STREAMS. Scope `webhooks:read`.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the caller's memories, their history and profile settings as JSON Lines
         * @description Streams a `memory-service-export` file, format version 1 (docs/export-format.md): a `header` line (`format`, `version`, `exported_at`, `counts.memories` taken when the export starts), one `memory` line per memory in creation order (content, category, memory_type, importance, metadata, slot, search_context, version, created_at, updated_at and `versions`: the earlier versions, oldest first), a `privacy` line (profile settings) and a `bio` line when a manual bio is set (both only for a key with `profile:read` as well: the settings are the profile's, and GET /v1/profile/bio needs that scope), and a `footer` line with the number of memory lines written: a file without its footer was cut off.
         *
         *     Embeddings are not exported: POST /v1/import embeds the memories again with the target deployment's model. The memories are read page by page while the answer streams, so an account of any size is exported in constant memory. Scope `memories:read` (with `profile:read` for the `privacy` and `bio` lines); standard rate limit (100/min).
         */
        get: operations["exportMemories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a memory export (JSON Lines) into the caller's account
         * @description The body is a file written by GET /v1/export (any deployment of this service), sent as it is with content type `application/x-ndjson` (or `application/jsonl`, `application/octet-stream`). It is streamed into PostgreSQL staging in 1 MiB rows (a worker on any machine reads it; it is deleted when the import ends), at most 100 MiB (413 **PAYLOAD_TOO_LARGE** with `max_size_bytes`). The first line is checked at once: a file that is not a `memory-service-export` or has another major version is refused with 400 **INVALID_FORMAT** and nothing is stored.
         *
         *     A worker (`import.memories` job; an integration of type `file`, platform `memory-export`, steps `upload` → `parsing` → `memory_creation`) validates each line, restores each memory with its content, category, type, importance, metadata, slot, search context, timestamps and history, embeds it with this deployment's model and indexes it. Nothing is duplicated: a memory's id derives from its id in the export and the target user, and a memory whose content the account already has is skipped (`duplicates_skipped`), so importing the same file twice adds nothing. A line that is not valid JSON, not a valid line, or holds text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) becomes a PARSE_ERROR entry with `item_id` = its line number, and the rest goes on; a memory the database still refuses (a date out of range) becomes a PROCESSING_ERROR entry the same way; the import ends `completed` with `errors_count`. A leading UTF-8 byte order mark is accepted. Privacy settings are applied and an exported manual bio is applied when the account has none, both only when the key also has `profile:write`: with a key without it, the `privacy` and `bio` lines are skipped, each with a FORBIDDEN entry naming the scope, and the memories are restored (counted in `lines_skipped`). Lines of unknown type are ignored.
         *
         *     Waits up to FILE_IMPORT_WAIT_MS (default 5 s): finished → **201** `completed`; else **202** `uploaded`/`processing` with `status_url` (GET /v1/integrations/{id}/status shows progress; POST /v1/integrations/{id}/cancel stops it); failed → **422** `error` with `errors`. Scope `memories:write` (with `profile:write` for the settings lines); integrations rate limit (10/min).
         */
        post: operations["importMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your integrations (imports and asynchronous stores), newest first
         * @description Extension. Paginated like GET /v1/api-keys: `limit` (1..100, default 20) and `offset` (default 0), answering `total` and `has_more`. Optional filters `type` and `status`. Each item is the status view without errors and logs (ask GET /v1/integrations/{id}/status for those).
         */
        get: operations["listIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integration_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a social integration
         * @description Extension. Disconnects a social integration: its repeatable sync is removed, the stored token is deleted, and a sync running meanwhile stops at its next page and writes nothing more. The integration stays listed as `disconnected` (generic status `cancelled`) with its stats; the memories it imported stay (delete them like any memory, e.g. by `metadata.integration_id`). Answers 200 with the integration; repeating the call answers the same. Only social integrations can be disconnected: other types answer 404 INTEGRATION_NOT_FOUND (cancel a running import with POST /v1/integrations/{id}/cancel). Counts in the integrations rate limit (10/min).
         */
        delete: operations["disconnectIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integration_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending or running import
         * @description Extension. The integration moves to `cancelled` at once; a queued import never starts, and a running one stops at its next item boundary (between two conversation chunks, or two pages or chunks of a file). Memories stored until then stay and are counted in `stats`; the staged chat data or file is deleted. Answers the status view. An integration that already ended (completed, failed, cancelled), an `api` store (which is not interruptible) or a social integration (disconnect it with DELETE instead), answers 409 INTEGRATION_NOT_CANCELLABLE with its `status`. Counts in the integrations rate limit (10/min).
         */
        post: operations["cancelIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integration_id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress, stats, errors and logs of an import or an asynchronous store
         * @description Poll every 10 to 30 seconds while `status` is `pending` or `processing`. Steps (`progress.current_step`, 4 in all): chat `validation`, `conversation_detection`, `content_extraction`, `memory_creation`; file `upload`, `parsing` (progress per page), `chunking`, `memory_creation` (progress per chunk batch); memory export (type `file`, platform `memory-export`, POST /v1/import) `upload`, `parsing`, `memory_creation` (progress = share of the file read); then `completed`, `failed` or `cancelled`. A social integration shows its latest sync: `pending` before the first, `processing` while syncing (steps `authentication`, `discovery`, `extraction`, `processing`), `completed` after a good sync, `failed` when its status is `error`, `cancelled` once disconnected; its stats count every item and memory since it was connected. Import figures whose stored row does not match the job's result schema answer as zero or empty (the operator finds an `integration_result_unreadable` error in the API log).
         */
        get: operations["getIntegrationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a chat export: conversations become memories
         * @description Runs on the workers. Waits up to CHAT_IMPORT_WAIT_MS (default 5 s): an import finished by then answers **201** with `status: completed` and its memories (at most 1000; all are in GET /v1/memories with `metadata.integration_id`); a longer one answers **202** with `status: processing` and its `integration_id` — follow it at `status_url` (GET /v1/integrations/{id}/status). An import that failed for good (or was cancelled meanwhile) answers **422** with `status: error` (the errors are in the status view).
         *
         *     **Conversations**: messages are grouped by `metadata.conversation_id` (or `thread_id`, `chat_id`, `channel`) and ordered by time; a silence longer than `time_gap_threshold` starts a new conversation. Messages shorter than `min_length` characters, and system messages unless `include_system_messages`, are not considered (a short message gives no memory of its own but stays the context of the answer that follows it); the length is a turn's, so a burst of short messages by one participant with no one else in between counts as one message; a conversation with nothing considered is not counted. Your own messages are those of role `user` (or of the participant named by `user_name`; when no role is `user`, the participant with the most messages) and become first-person facts; other roles are participants.
         *
         *     **Modes**: `conversations` stores the facts you state in each conversation; `insights` only the key ones (at most three lasting facts per conversation, the most important first); `topics` one memory per topic across conversations (`I talk about <topic> in my chats.`, for the 20 topics found in the most conversations); `all` the facts plus the topic memories. Every memory goes through the same extraction, de-duplication, supersede and embedding as POST /v1/memories, and carries `platform`, `integration_id`, `conversation_topic`, `conversation_participants`, `start_time` and `end_time` in its metadata. A conversation's topic is its most frequent meaningful word (`general` when none stands out).
         *
         *     **Items**: a missing or mistyped field, or a timestamp that is not an ISO 8601 date, is a 400 VALIDATION_ERROR naming the item (`chat_data.<index>.<field>`) and nothing is imported. Items the worker cannot use (blank content, content over 20,000 characters, a timestamp more than a day in the future, a repeated `message_id`) become PARSE_ERROR entries in the status view (`item_id`: the message_id, else the index) while the rest goes on.
         *
         *     **Privacy**: the messages are staged in Redis only while the import runs and deleted when it ends (completed, failed or cancelled; a 24 h expiry is the safety net); they are never written to PostgreSQL or a job payload. Sentences with passwords, API keys, tokens, card numbers or IBANs never become memories. `anonymize: true` replaces participant names by pseudonyms stable for your account. Body limit 25 MiB, at most 100,000 messages; counts in the integrations rate limit (10/min).
         */
        post: operations["importChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a file (PDF, DOCX, TXT, Markdown, HTML): its passages become memories
         * @description Multipart upload, streamed: the key and the rate limit (integrations, 10/min) are checked before the body is read, and the bytes go to PostgreSQL in 1 MiB rows as they arrive (a worker on any machine reads them; they are deleted when the import ends, while its status and stats stay). Above 50 MB the upload stops with 413 **FILE_TOO_LARGE** (`max_size_mb`, `file_size_mb`: the declared Content-Length, or what was read of a chunked upload).
         *
         *     **Type** is decided from the content, never from the name alone: the API refuses what is plainly not a document (images, audio, executables, …) with 415 **INVALID_FILE_TYPE** (`supported_types`); the worker then classifies the bytes for good (PDF; a zip holding `word/document.xml` is DOCX; text is HTML, Markdown or plain text). A zip or JSON file that is not a document is refused by the worker (a failed import whose error is INVALID_FILE_TYPE; within the wait the answer is that 415).
         *
         *     **Native chat exports** are recognised from their content and imported as a chat (the chat import's conversations, privacy and memory metadata, with `platform` set and the exporting user, when the format names them, as `user_name`): ChatGPT and Claude exports (zip or `conversations.json`; Claude's `memories.json` and `projects.json`), Telegram Desktop `result.json`, WhatsApp `.txt`/`.zip` (iOS and Android, any locale), Slack export zips and DiscordChatExporter JSON. `extract_mode` maps onto the chat modes (comprehensive → all, smart → conversations, highlights → insights, summary → topics); messages shorter than 10 characters are not considered. The answer then carries `platform` and `chat_stats`; the status view shows the chat import's steps. A damaged export fails with FILE_CORRUPT, one without any text message with NO_TEXT.
         *
         *     **Steps** (status view): `upload` → `parsing` (progress per page) → `chunking` → `memory_creation` (progress per chunk). Cancel with POST /v1/integrations/{id}/cancel. Waits up to FILE_IMPORT_WAIT_MS (default 5 s): finished by then → **201** `completed` with the memories (at most 1000; all are in GET /v1/memories with `metadata.integration_id`); else **202** `processing` (or `uploaded` while queued) with `status_url`; a file that cannot be used → **422** `status: error` with `errors`.
         *
         *     **Parsing**: PDF with unpdf (pdf.js): `page_number` on every memory; encrypted with an empty user password opens; with a password send the `password` field (else error FILE_ENCRYPTED); damaged cross-reference tables are rebuilt; pages without a text layer are read by OCR (tesseract.js, English; FILE_IMPORT_OCR, on by default; JBIG2, CCITT and JPEG 2000 scans are decoded by pdf.js's WebAssembly decoders); text that extracts as unreadable characters (fonts without a Unicode map) is reported (GARBLED_TEXT) and never stored. DOCX with mammoth: headings, footnotes/endnotes, text boxes, tracked insertions, headers/footers, Strict OOXML; a password-protected Office file (FILE_ENCRYPTED) or a damaged zip (FILE_CORRUPT) fails with a clear error. HTML with Readability over linkedom (main content only; the charset the bytes really have wins over a wrong declaration). Markdown with marked (front matter becomes `metadata.front_matter`, code blocks stay whole). Text in UTF-8 (with or without BOM), UTF-16, Shift_JIS, windows-125x, ISO-8859-x … (jschardet + iconv-lite).
         *
         *     **Limits** (the worker's environment; docs/file-import.md "Limits"): a DOCX package inflates to at most FILE_MAX_UNPACKED_MB (256), one XML part to FILE_MAX_XML_MB (8) and FILE_MAX_XML_ELEMENTS (250,000); a PDF has at most FILE_MAX_PAGES (2,000) pages and no stream inflating past FILE_MAX_PDF_STREAM_MB (16); images past FILE_MAX_IMAGE_MEGAPIXELS (16) are skipped; HTML nests at most FILE_MAX_HTML_DEPTH (256) levels; OCR spends at most FILE_OCR_PAGE_SECONDS (60) on one page, a page past it (or whose image cannot be decoded) is skipped and listed in `errors` as OCR_TIMEOUT / OCR_FAILED / PAGE_UNREADABLE with `item_id` `page N`, the other pages go on. A file over a limit fails at once, not retried, with **FILE_TOO_COMPLEX** naming the file, the limit and what to do; a file its parser cannot read is **FILE_CORRUPT**. A file that stops a worker twice fails with PROCESSING_ERROR naming it.
         *
         *     **Chunks and modes**: text is cut into chunks of at most `chunk_size` characters on sentence boundaries, a heading always starting a new one, each repeating up to `chunk_overlap` characters of the previous one. `comprehensive`: one memory per passage; `smart` (default): the one or two most important sentences of each passage; `highlights`: only findings and actionable statements (results, decisions, recommendations, obligations, deadlines); `summary`: one memory summarising the document. Importance comes from the content (figures, names, findings, actions). `category` is every memory's category (auto_categorize adds the classifier's as secondary); without it the classifier decides, or `learning` when auto_categorize is false. Each memory's metadata carries `page_number`, `chunk_index`, `section`, `filename`, `file_kind`, `extract_mode`, `integration_id` and the `metadata` field's keys.
         */
        post: operations["importFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect a LinkedIn, X or Reddit account and import its content (with auto-sync)
         * @description Connects a LinkedIn, X (Twitter) or Reddit account with the caller's OAuth access token and imports its content as memories on the workers. Answers **201** at once with `status: connected`, `next_sync` (now: the first sync is queued) and zero `import_stats`; follow GET /v1/integrations/social/{id} or the generic status view.
         *
         *     **Statuses**: `connected` → `syncing` → `connected` (or `error`); `disconnected` after DELETE /v1/integrations/{id}. In the generic status view (GET /v1/integrations/{id}/status, steps `authentication`, `discovery`, `extraction`, `processing`) a connection not yet synced is `pending`, `syncing` is `processing`, a finished sync is `completed`, `error` is `failed` and `disconnected` is `cancelled`.
         *
         *     **Content** (`import_settings`, default posts and connections): X — posts: your tweets and replies; connections: followers; activities: likes and owned lists; messages: the direct messages you sent. Reddit — posts: submissions and comments; connections: subscribed communities; activities: upvoted posts; messages: the private messages you sent. LinkedIn — posts: your posts (`r_member_social`); connections: their number only (`r_1st_connections_size`); LinkedIn has no API for a member's activities or messages (the sync log says so). Your own text goes through the same extraction as POST /v1/memories; followers, subscriptions, likes and lists become one statement each (`I am subscribed to the r/rust community on Reddit.`). `date_range` `{start, end}` (ISO dates, default: the last 6 months) limits items by creation time. `categories` maps a content kind to the category of its memories.
         *
         *     **Memories** carry `metadata.platform`, `integration_id`, `source_url`, `item_id`, `content_kind` and `timestamp` (the item's time). Their ids derive from the integration and the item, and items already handled are remembered: a re-sync of unchanged content adds nothing, and facts you already have are not duplicated.
         *
         *     **auto_sync** (default true) keeps one repeatable sync per integration (every SOCIAL_SYNC_INTERVAL_MS, default 1 h) that imports only what is new since the last sync (a cursor per listing). **Errors**: a 401 from the platform ends the connection in `error` (the token is forgotten, the schedule removed: connect again with a fresh token); a 403 on one listing (missing scope) is reported as a SCOPE_MISSING error and the rest goes on; a 5xx or a network fault is retried with backoff; a 429 waits for the platform's reset and resumes where it stopped.
         *
         *     **Privacy**: the token is stored AES-256-GCM encrypted (SOCIAL_TOKEN_KEY); it never appears in an answer, a log or a job payload. Without SOCIAL_TOKEN_KEY the deployment answers 503 SOCIAL_IMPORT_NOT_CONFIGURED. Counts in the integrations rate limit (10/min).
         */
        post: operations["importSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/social/{integration_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A social integration: status, import_stats, last_sync, next_sync
         * @description Extension: the answer of POST /v1/integrations/social, as it stands now.
         */
        get: operations["getSocialIntegration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/social/{integration_id}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a social integration now
         * @description Extension. Queues one sync of what is new since the last one (the schedule of `auto_sync` stays as it is) and answers **202** with the integration. A sync already running is not doubled: the queued one finds it and ends without work. A disconnected integration, or one whose token the platform rejected (status `error` without a token: connect again), answers 409 INTEGRATION_DISCONNECTED. Counts in the integrations rate limit (10/min).
         */
        post: operations["syncSocialIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your memories, newest first
         * @description `page` starts at 1; `page_size` is 1 to 100 (default 20). Items are full memories without embeddings.
         */
        get: operations["listMemories"];
        put?: never;
        /**
         * Store memories extracted from a conversation
         * @description Extracts atomic facts from the messages, classifies them (semantic or episodic, categories), scores importance, skips facts already stored and supersedes a stored single-valued fact ("I moved to Berlin" after "I live in Paris") as a new version of that memory. Waits for the worker up to STORE_WAIT_TIMEOUT_MS (default 30 s) and answers 201; after that, or with `Prefer: respond-async`, answers 202 with an `api` integration whose status URL reports the outcome. A retry with the same `Idempotency-Key` never stores twice (the answer is remembered for 24 h). Errors use the envelope shape.
         */
        post: operations["storeMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memories/{memory_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one memory */
        get: operations["getMemory"];
        put?: never;
        post?: never;
        /**
         * Delete a memory (with a 30-day backup by default)
         * @description Permanent through the API. The memory, its history and its search vector are removed; with backup=true (default) a snapshot is kept 30 days (restorable through support with backup_id). `cascade_deletions.embeddings` is 0 when the search index was unreachable: the memory is deleted all the same and never appears in search, and the vector is removed by a background job. A memory still being processed answers 409 DELETION_CONFLICT.
         */
        delete: operations["deleteMemory"];
        options?: never;
        head?: never;
        /**
         * Update a memory (versioned)
         * @description Only the fields sent change. Every change keeps the previous state as a version (GET .../history). New content is re-embedded at once and the answer then carries `embeddings`; category, type and importance changes reach search immediately. A memory still being processed answers 409 UPDATE_CONFLICT with its processing_status. If the search index cannot be written, the change is still saved (200, processing_status `embedding_generation`) and a job retried for about 8.5 minutes indexes it; metadata nests at most 32 levels (400 beyond). New content drops `metadata.location` and the `metadata.participants` it no longer names (they were read from the old text), unless the same request sets them. An empty body changes nothing and creates no version.
         */
        patch: operations["updateMemory"];
        trace?: never;
    };
    "/v1/memories/{memory_id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Earlier versions of a memory (audit trail), oldest first */
        get: operations["getMemoryHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memories/batch-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete up to 100 memories
         * @description Each id is deleted as by DELETE /v1/memories/{id}; one id's problem does not stop the others. Duplicate ids count once.
         */
        post: operations["batchDeleteMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memories/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search memories (query-string form for quick use)
         * @description Search over the caller's memories only (restricted to the user before anything else). Candidates come from a dense (meaning) and a sparse (words) index, the word candidates rescored by meaning; each gets a score 0..1 = 0.65 × words + 0.35 × meaning + person + slot + time + feedback: `words` is the share of the query's content words found in the memory (stop words never count, rarer words weigh more; Chinese, Japanese and Thai, written without spaces, are cut into words by dictionary, so a Japanese query finds a Japanese memory; a family word naming the same relation counts as the word, such as father / dad / baba or parents / mum; a word found only in the memory's search context, the words of the messages it came from and of the two before them, counts half, and so does a word that is part of a compound query word or the other way round, such as hives / beehives; with the local model a word the memory says differently, such as illness / malaria, counts partly, at most 0.35 of a word), `meaning` the cosine similarity of the embeddings mapped from 0.25 (unrelated) to 0.75 (same meaning) onto 0..1 (with the local model both ends move with the memory's length, about −0.05 for a fact of two content words and +0.07 for 25 words and more, as a longer text's vector comes nearer to any query), `person` +0.15 when the query names the person the memory is about (`metadata.subject`, or the user of a chat import; a remark said to the other person of a two-person chat is about them) and −0.1 when it is about someone else, `slot` +0.2 when the query asks for a single-valued attribute (name, residence, employer or job, age, relationship status) that the memory holds, +0.15 when its text is about that attribute said another way ("I moved on …, a small flat in …", "I'm quitting Pluma"; never a conversation digest), `time` +0.2 when `metadata.event_date` falls in a date the query names ("in May 2023", "last summer") and +0.05 for dated memories on a "when" question, `feedback` up to +0.25 for sharing the words, weighted by rarity, that the three best results (not digests, each scoring at least 0.3) have and the query has not, so the second fact a question needs comes up with the first (no feedback when nothing scores 0.3). `threshold` keeps results whose score is at least that (about 0.3: clearly related; 0.5: about half the query's words, weighted by rarity); without it, results under 0.05 (nothing in common) are left out, so fewer than `limit` may come back. A result all of whose source messages (`metadata.message_ids`) a better result already came from has its score multiplied by 0.6, so the first results cover more of what was said. Results are best first; equal scores are ordered by their sums before clipping to 1, then importance, then recency. Only memories that are `ready` are returned; a deleted memory never appears. With `explain: true` (POST) each result carries an `explanation`: its `words` share and `matched_terms`, its `dense_cosine` and `meaning`, and the `boosts` that applied (name, slot, date, feedback, repeat) with their values and what the ranking saw, so that `score` = min(1, max(0, `sum`)) × each multiplying step. Counted in the search rate-limit bucket (50 per minute). Same as the POST form with the text in `query` (or its alias `q`).
         */
        get: operations["searchMemoriesByQuery"];
        put?: never;
        /**
         * Search memories in natural language
         * @description Search over the caller's memories only (restricted to the user before anything else). Candidates come from a dense (meaning) and a sparse (words) index, the word candidates rescored by meaning; each gets a score 0..1 = 0.65 × words + 0.35 × meaning + person + slot + time + feedback: `words` is the share of the query's content words found in the memory (stop words never count, rarer words weigh more; Chinese, Japanese and Thai, written without spaces, are cut into words by dictionary, so a Japanese query finds a Japanese memory; a family word naming the same relation counts as the word, such as father / dad / baba or parents / mum; a word found only in the memory's search context, the words of the messages it came from and of the two before them, counts half, and so does a word that is part of a compound query word or the other way round, such as hives / beehives; with the local model a word the memory says differently, such as illness / malaria, counts partly, at most 0.35 of a word), `meaning` the cosine similarity of the embeddings mapped from 0.25 (unrelated) to 0.75 (same meaning) onto 0..1 (with the local model both ends move with the memory's length, about −0.05 for a fact of two content words and +0.07 for 25 words and more, as a longer text's vector comes nearer to any query), `person` +0.15 when the query names the person the memory is about (`metadata.subject`, or the user of a chat import; a remark said to the other person of a two-person chat is about them) and −0.1 when it is about someone else, `slot` +0.2 when the query asks for a single-valued attribute (name, residence, employer or job, age, relationship status) that the memory holds, +0.15 when its text is about that attribute said another way ("I moved on …, a small flat in …", "I'm quitting Pluma"; never a conversation digest), `time` +0.2 when `metadata.event_date` falls in a date the query names ("in May 2023", "last summer") and +0.05 for dated memories on a "when" question, `feedback` up to +0.25 for sharing the words, weighted by rarity, that the three best results (not digests, each scoring at least 0.3) have and the query has not, so the second fact a question needs comes up with the first (no feedback when nothing scores 0.3). `threshold` keeps results whose score is at least that (about 0.3: clearly related; 0.5: about half the query's words, weighted by rarity); without it, results under 0.05 (nothing in common) are left out, so fewer than `limit` may come back. A result all of whose source messages (`metadata.message_ids`) a better result already came from has its score multiplied by 0.6, so the first results cover more of what was said. Results are best first; equal scores are ordered by their sums before clipping to 1, then importance, then recency. Only memories that are `ready` are returned; a deleted memory never appears. With `explain: true` (POST) each result carries an `explanation`: its `words` share and `matched_terms`, its `dense_cosine` and `meaning`, and the `boosts` that applied (name, slot, date, feedback, repeat) with their values and what the ranking saw, so that `score` = min(1, max(0, `sum`)) × each multiplying step. Counted in the search rate-limit bucket (50 per minute).
         */
        post: operations["searchMemories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The profile derived from the user's memories
         * @description Generated on a worker: automatically once the user has ≥ 5 memories and 24 h have passed since the last generation (checked, debounced, after stores, imports, updates and deletes), or now with `refresh=true` (scope profile:write, else 403 FORBIDDEN with required_scope; at most once per 10 minutes, else 429 with retry_after; 202 with a status_url when it takes longer than the wait). Everything is read from the cached profile: `stats` are exact SQL counts as of `last_updated` (a cascading delete recomputes them at once). Before the first generation: 404 PROFILE_NOT_FOUND with a suggestion. Insights and traits are empty while `insights_enabled` / `trait_analysis_enabled` are off. `view=public` answers only what the privacy settings make public: the bio summary when `bio_public`, the category profiles listed in `categories_public`, never insights, traits or stats. Scope profile:read; standard rate-limit bucket.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/bio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's bio in one of four formats and four styles
         * @description Bios are cached per (format, style, excluded categories) and stale 7 days after generation (`expires_at`); a missing or stale bio is written on a worker while the request waits up to PROFILE_WAIT_MS (default 5 s): 200 with the bio when it is done, else 202 with a `status_url` to GET again. `refresh=true` regenerates (scope profile:write, else 403 FORBIDDEN with required_scope), at most once per 10 minutes (else 429 RATE_LIMIT_EXCEEDED with retry_after). Requirements: ≥ 5 memories, from ≥ 2 categories, ≥ 3 of them longer than 10 words (else 404 BIO_NOT_FOUND), counting the user's own facts only (conversation episodes, remarks and facts about other people never go into a bio; `current_memory_count` counts those facts). When none of them is a fact the writer can state, the answer is 404 BIO_NOT_FOUND too, never an empty bio. A bio never contains street addresses, house numbers, coordinates, postal codes, contact details, or `private` memories unless `include_private_in_bio` is set. Only facts feed it (never episodes), and the local bio leaves out a fact that no cue word nor slot placed in its category (`metadata.category_score` ≤ 0.25), which stays searchable. The bio is in the language most of those facts are in, English, French, German, Dutch, Spanish or Italian (`metadata.language`; on a tie, the first of these); facts in the other languages, or in one the writer does not write, stay out of it. While a manual bio is set (`is_manual`), every read answers it. Formats: full 150–200 words (shorter when the memories hold less), short 30–50, bullets (lines starting with "• "), professional (career, skills, learning). Scope profile:read; standard rate-limit bucket.
         */
        get: operations["getBio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a manual bio, or change how the bio is generated
         * @description `bio`: a manual text (at most 500 words; BIO_TOO_LONG's max_length and current_length count words) that replaces the generated bio and sets `is_manual` (a text is always an override). `is_manual: false` drops the override and generated bios return; `is_manual: true` without a text pins the current generated bio of `format`/`style`. While `is_manual` is true nothing regenerates the bio and every read answers it. `regenerate: true` writes a new bio of `format`/`style` (default full/narrative) now, at most once per 10 minutes, and drops a manual override. `include_categories` / `exclude_categories` are saved as the categories generated bios use (include: only those; exclude: all but those). Answers 202 with a status_url when generation takes longer than the wait. Too few of the user's own facts refuses with 404 BIO_NOT_FOUND before anything is saved; when the facts are there but none is one the writer can state, the saved choice (categories, the dropped override) stays and the answer is BIO_NOT_FOUND, as a generation that ends with no bio. Scope profile:write; standard rate-limit bucket.
         */
        patch: operations["updateBio"];
        trace?: never;
    };
    "/v1/profile/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Privacy settings of the profile and bio
         * @description Only the fields sent change. `insights_enabled` / `trait_analysis_enabled` false deletes the derived insights / traits at once and stops deriving them; true derives them again in the background. `include_private_in_bio` (default false) lets `private` memories into generated bios; changing it drops every cached bio. `bio_public` and `categories_public` decide what `GET /v1/profile?view=public` shows (the bio summary; the listed category profiles); the owner's own view is unchanged. Scope profile:write; standard rate-limit bucket.
         */
        patch: operations["updateProfilePrivacy"];
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your webhook endpoints, newest first (never their secrets)
         * @description Scope `webhooks:read`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint (its signing secret is shown once)
         * @description Events of the caller's user that match `events` are POSTed to `url` as `{event, data, timestamp}`, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`, HMAC-SHA256 with `secret`). Failed deliveries are retried with exponential backoff for about 24 hours; after 5 consecutive deliveries that failed every attempt the endpoint is disabled until `PATCH {enabled: true}`. URLs must be https on a public address unless the operator set WEBHOOK_ALLOW_PRIVATE_URLS=true. Scope `webhooks:write`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one webhook endpoint (without its secret)
         * @description Another user's endpoint answers 404 WEBHOOK_NOT_FOUND. Scope `webhooks:read`.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its delivery log
         * @description Pending retries stop (their jobs find no delivery and do nothing). Scope `webhooks:write`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint, or re-enable it with `enabled: true`
         * @description Only the fields given change. `enabled: true` re-enables an endpoint disabled after repeated failures and resets its failure count; `enabled: false` pauses it (events are not queued for it meanwhile). A new `url` is checked like at creation. The secret never changes. Scope `webhooks:write`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint, newest first
         * @description Each event sent (or being sent) to the endpoint: status, attempts, last response code and error, timestamps. Scope `webhooks:read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send one delivery's event again
         * @description Queues a new delivery (with `replay_of` set) of the same event body to the endpoint's current URL, with the same `webhook-id` (`msg_<event_id>`) so a receiver that deduplicates recognises it, and the default retry schedule. A disabled endpoint must be re-enabled first (409 WEBHOOK_DISABLED). Scope `webhooks:write`.
         */
        post: operations["replayWebhookDelivery"];
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
        /**
         * @example {
         *       "api_key_id": "3e7b1c9d-5a2f-4d8e-b6c4-7f1a9e3d5b28",
         *       "name": "production backend",
         *       "key_prefix": "msk_Zk3q9XbV",
         *       "scopes": [
         *         "memories:read",
         *         "memories:write"
         *       ],
         *       "status": "active",
         *       "last_used": "2025-05-02T14:31:00.000Z",
         *       "created_at": "2025-05-01T09:00:00.000Z",
         *       "expires_at": "2025-05-31T09:00:00.000Z"
         *     }
         */
        ApiKey: {
            api_key_id: string;
            created_at: string;
            expires_at: string;
            /** @description Extension: the first characters of the secret, to recognise it */
            key_prefix: string;
            /** @description Last authenticated use, to the minute; null if never used */
            last_used: string | null;
            name: string;
            scopes: ("memories:read" | "memories:write" | "profile:read" | "profile:write" | "integrations:read" | "integrations:write" | "webhooks:read" | "webhooks:write")[];
            /** @enum {string} */
            status: "active" | "expired" | "revoked";
        };
        /**
         * @example {
         *       "api_keys": [
         *         {
         *           "api_key_id": "3e7b1c9d-5a2f-4d8e-b6c4-7f1a9e3d5b28",
         *           "name": "production backend",
         *           "key_prefix": "msk_Zk3q9XbV",
         *           "scopes": [
         *             "memories:read",
         *             "memories:write"
         *           ],
         *           "status": "active",
         *           "last_used": "2025-05-02T14:31:00.000Z",
         *           "created_at": "2025-05-01T09:00:00.000Z",
         *           "expires_at": "2025-05-31T09:00:00.000Z"
         *         }
         *       ],
         *       "total": 1,
         *       "has_more": false
         *     }
         */
        ApiKeyList: {
            api_keys: components["schemas"]["ApiKey"][];
            has_more: boolean;
            total: number;
        };
        /**
         * @example {
         *       "memory_ids": [
         *         "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *         "5c1d7e9a-3f2b-4a8c-8d6e-1b4f7a9c2e53",
         *         "no-such-memory"
         *       ],
         *       "cascade": false,
         *       "backup": true
         *     }
         */
        BatchDeleteRequest: {
            /** @default true */
            backup: boolean;
            /** @default false */
            cascade: boolean;
            memory_ids: string[];
        };
        /**
         * @example {
         *       "success": true,
         *       "deleted": [
         *         "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *         "5c1d7e9a-3f2b-4a8c-8d6e-1b4f7a9c2e53"
         *       ],
         *       "not_found": [
         *         "no-such-memory"
         *       ],
         *       "conflicts": [],
         *       "failed": [],
         *       "backup_ids": {
         *         "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40": "b3a9d2e1-4c7f-4e8a-a1d6-9f2c5b8e0a34",
         *         "5c1d7e9a-3f2b-4a8c-8d6e-1b4f7a9c2e53": "e7c1a4d9-2b6f-4f3e-8a5c-3d9b1e7f2a60"
         *       },
         *       "cascade_deletions": {
         *         "profile_updates": 0,
         *         "derived_insights": 0,
         *         "embeddings": 2
         *       },
         *       "deleted_at": "2025-06-10T09:00:00.000Z"
         *     }
         */
        BatchDeleteResult: {
            backup_ids: {
                [key: string]: string;
            };
            cascade_deletions: components["schemas"]["CascadeDeletions"];
            conflicts: {
                memory_id: string;
                processing_status: string;
            }[];
            deleted: string[];
            deleted_at: string;
            /** @description Extension: ids whose deletion failed; retry them in 30 s */
            failed: string[];
            /** @description Unknown ids and ids of other users' memories */
            not_found: string[];
            /** @description True when every id was deleted, or was not found */
            success: boolean;
        };
        /**
         * @example {
         *       "bio": "Daniel is a nurse who moved to Lisbon this spring. He climbs at a gym on Tuesday evenings and is learning Portuguese.",
         *       "format": "short",
         *       "style": "narrative",
         *       "word_count": 21,
         *       "character_count": 118,
         *       "confidence": 0.78,
         *       "source_memories": 3,
         *       "memory_ids": [
         *         "0b7c4f2e-9a1d-4e8b-b3c5-2d6f8a1e4c90",
         *         "5c1d7e9a-3f2b-4a8c-8d6e-1b4f7a9c2e53",
         *         "7e2a9c4b-1d3f-4b6a-9c8e-5f1a3d7b2e64"
         *       ],
         *       "categories_included": [
         *         "career",
         *         "interests",
         *         "learning"
         *       ],
         *       "key_themes": [
         *         "nursing",
         *         "climbing",
         *         "portuguese"
         *       ],
         *       "generated_at": "2025-06-01T08:00:00.000Z",
         *       "expires_at": "2025-06-08T08:00:00.000Z",
         *       "is_manual": false
         *     }
         */
        Bio: {
            bio: string;
            categories_included: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            character_count: number;
            confidence: number;
            /** @description Stale after this (7 days); null for a manual bio */
            expires_at: string | null;
            /** @enum {string} */
            format: "full" | "short" | "bullets" | "professional";
            generated_at: string;
            is_manual: boolean;
            key_themes: string[];
            /** @description Extension: the memories the generated bio is built on (source_memories of them), every sentence from some of them: the user's own facts, never episodes or facts about other people. Empty for a manual bio. */
            memory_ids: string[];
            source_memories: number;
            /** @enum {string} */
            style: "narrative" | "factual" | "casual" | "formal";
            word_count: number;
        };
        /**
         * @example {
         *       "format": "professional",
         *       "style": "formal",
         *       "regenerate": true
         *     }
         */
        BioUpdate: {
            /** @description Manual text replacing the generated bio; at most 500 words (BIO_TOO_LONG counts words) */
            bio?: string;
            exclude_categories?: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            format?: string;
            include_categories?: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            is_manual?: boolean;
            /** @default false */
            regenerate: boolean;
            style?: string;
        };
        /**
         * @example {
         *       "bio": "Daniel is a registered nurse based in Lisbon, experienced in patient care.",
         *       "format": "professional",
         *       "style": "formal",
         *       "word_count": 12,
         *       "character_count": 75,
         *       "is_manual": false,
         *       "updated_at": "2025-06-01T08:00:00.000Z"
         *     }
         */
        BioUpdated: {
            bio: string;
            character_count: number;
            /** @enum {string} */
            format: "full" | "short" | "bullets" | "professional";
            is_manual: boolean;
            /** @enum {string} */
            style: "narrative" | "factual" | "casual" | "formal";
            updated_at: string;
            word_count: number;
        };
        /**
         * @example {
         *       "profile_updates": 0,
         *       "derived_insights": 0,
         *       "embeddings": 1
         *     }
         */
        CascadeDeletions: {
            derived_insights: number;
            embeddings: number;
            profile_updates: number;
        };
        /**
         * @example {
         *       "memory_id": "4b8e1d3a-9c2f-4a7e-b1d5-6e3a8c2f9d01",
         *       "content": "Bob trains for the Lisbon half-marathon in October and runs 30 km a week",
         *       "category": "interests",
         *       "conversation_topic": "running",
         *       "participants": [
         *         "Alice",
         *         "Bob"
         *       ],
         *       "start_time": "2025-05-01T09:58:00.000Z",
         *       "end_time": "2025-05-01T09:59:30.000Z"
         *     }
         */
        ChatImportMemory: {
            /** @enum {string} */
            category: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            content: string;
            conversation_topic: string;
            end_time: string;
            memory_id: string;
            participants: string[];
            start_time: string;
        };
        /**
         * @example {
         *       "platform": "telegram",
         *       "chat_data": [
         *         {
         *           "timestamp": "2025-05-01T09:58:00Z",
         *           "role": "Alice",
         *           "content": "Are you still training for the Lisbon half-marathon in October?",
         *           "message_id": "811",
         *           "metadata": {
         *             "chat_id": "family"
         *           }
         *         },
         *         {
         *           "timestamp": "2025-05-01T09:59:30Z",
         *           "role": "Bob",
         *           "content": "Yes! Running 30 km a week now, and I switched to a vegetarian diet for it.",
         *           "message_id": "812",
         *           "metadata": {
         *             "chat_id": "family"
         *           }
         *         }
         *       ],
         *       "extract_mode": "conversations",
         *       "conversation_settings": {
         *         "min_length": 20,
         *         "group_by_topic": true,
         *         "include_system_messages": false,
         *         "time_gap_threshold": 3600
         *       },
         *       "auto_categorize": true,
         *       "anonymize": false,
         *       "user_name": "Bob"
         *     }
         */
        ChatImportRequest: {
            /**
             * @description Extension. Replace participant names (as speakers and inside messages) by pseudonyms that are stable for your account, and e-mail addresses, phone numbers and @handles by placeholders.
             * @default false
             */
            anonymize: boolean;
            /**
             * @description Classify each memory. False: every memory gets the platform's category (chatgpt, claude: learning; telegram, whatsapp: relationships; slack: career; discord: interests).
             * @default true
             */
            auto_categorize: boolean;
            chat_data: {
                content: string;
                message_id?: string;
                /** @description Free-form. `conversation_id`, `thread_id`, `chat_id` or `channel` (first present) separates conversations like a time gap does. Extension: with platform `slack` or `discord` a conversation is a channel, read as a group chat whatever number of its members spoke, unless its messages carry `channel_type: "dm"` (or `"im"`, Slack's name): a direct message between two people. Extension: `bot: true` marks a message an app or a bot posted (the native Slack and Discord imports mark them): it is read as the context of what follows, never as a source of memories, a participant or the user. */
                metadata?: {
                    [key: string]: unknown;
                };
                role: string;
                timestamp: string;
            }[];
            /**
             * @default {
             *       "min_length": 50,
             *       "group_by_topic": true,
             *       "include_system_messages": false,
             *       "time_gap_threshold": 3600
             *     }
             */
            conversation_settings: {
                /**
                 * @description Detect each conversation's topic and group conversations by topic (topics_detected, topic memories). False: every conversation's topic is `general`, and no topic memories are made.
                 * @default true
                 */
                group_by_topic: boolean;
                /** @default false */
                include_system_messages: boolean;
                /**
                 * @description Messages shorter than this many characters are not considered. Length is read per turn: consecutive messages of one participant, with no one else writing in between (a burst such as "shes here" / "born wednesday at 4am"), count as one message of their joined length (at most 20 messages per turn). A Chinese, Japanese or Korean character counts as three (it says about as much as three Latin letters: an English translation of Chinese runs to three or four letters a character).
                 * @default 50
                 */
                min_length: number;
                /**
                 * @description Seconds of silence that separate two conversations
                 * @default 3600
                 */
                time_gap_threshold: number;
            };
            /**
             * @default conversations
             * @enum {string}
             */
            extract_mode: "conversations" | "insights" | "topics" | "all";
            /** @enum {string} */
            platform: "chatgpt" | "claude" | "telegram" | "whatsapp" | "slack" | "discord";
            /** @description Extension. The participant whose messages are yours, when roles are names. Default: role `user`, else the participant with the most messages. */
            user_name?: string;
        };
        /**
         * @example {
         *       "integration_id": "9a4c2e7f-1b3d-4f6a-8c5e-2d7b9f1a3c64",
         *       "platform": "telegram",
         *       "status": "completed",
         *       "processing_stats": {
         *         "total_messages": 2,
         *         "conversations_identified": 1,
         *         "memories_extracted": 1,
         *         "topics_detected": [
         *           "running"
         *         ],
         *         "date_range": {
         *           "start": "2025-05-01T09:58:00.000Z",
         *           "end": "2025-05-01T09:59:30.000Z"
         *         }
         *       },
         *       "memories": [
         *         {
         *           "memory_id": "4b8e1d3a-9c2f-4a7e-b1d5-6e3a8c2f9d01",
         *           "content": "Bob trains for the Lisbon half-marathon in October and runs 30 km a week",
         *           "category": "interests",
         *           "conversation_topic": "running",
         *           "participants": [
         *             "Alice",
         *             "Bob"
         *           ],
         *           "start_time": "2025-05-01T09:58:00.000Z",
         *           "end_time": "2025-05-01T09:59:30.000Z"
         *         }
         *       ],
         *       "status_url": "/v1/integrations/9a4c2e7f-1b3d-4f6a-8c5e-2d7b9f1a3c64/status"
         *     }
         */
        ChatImportResponse: {
            integration_id: string;
            memories: components["schemas"]["ChatImportMemory"][];
            /** @enum {string} */
            platform: "chatgpt" | "claude" | "telegram" | "whatsapp" | "slack" | "discord";
            processing_stats: {
                conversations_identified: number;
                date_range: {
                    end: string | null;
                    start: string | null;
                };
                memories_extracted: number;
                topics_detected: string[];
                total_messages: number;
                /** @description Extension: whose messages were taken as the user's (role `user`, the `user_name` participant, or, when neither exists, the participant with the most messages); one to one, the other participant's facts are memories about them (`metadata.subject`); in a group chat (three or more people under one `conversation_id`, or a Slack or Discord channel) the other members' statements about themselves are episodes (`metadata.kind: "remark"`, with `subject`), never facts of the user's profile. Known once the import has run its detection step. */
                user_participant?: string | null;
                /**
                 * @description Extension: how `user_participant` was decided; `inferred` is a guess: send `user_name` to choose
                 * @enum {string}
                 */
                user_participant_source?: "user_name" | "role" | "inferred";
            };
            /** @enum {string} */
            status: "processing" | "completed" | "error";
            /** @description Extension: where to follow the import */
            status_url: string;
        };
        /**
         * @example {
         *       "name": "production backend",
         *       "scopes": [
         *         "memories:read",
         *         "memories:write"
         *       ],
         *       "expires_in": 2592000
         *     }
         */
        CreateApiKeyRequest: {
            /** @description Lifetime in seconds, 60 to 31536000 (1 year, the default). */
            expires_in?: number;
            /** @example production backend */
            name: string;
            /** @description Scopes to grant. Omitted or empty: every scope. */
            scopes?: ("memories:read" | "memories:write" | "profile:read" | "profile:write" | "integrations:read" | "integrations:write" | "webhooks:read" | "webhooks:write")[];
        };
        /**
         * @example {
         *       "api_key_id": "3e7b1c9d-5a2f-4d8e-b6c4-7f1a9e3d5b28",
         *       "key": "msk_Zk3q9XbV2mLr8TnW4yHc6PdJ1sFa7GuE0iKo5RtY2wQ",
         *       "name": "production backend",
         *       "scopes": [
         *         "memories:read",
         *         "memories:write"
         *       ],
         *       "created_at": "2025-05-01T09:00:00.000Z",
         *       "expires_at": "2025-05-31T09:00:00.000Z"
         *     }
         */
        CreatedApiKey: {
            api_key_id: string;
            created_at: string;
            expires_at: string;
            /** @description The secret. Returned only here, once: store it now. */
            key: string;
            name: string;
            scopes: ("memories:read" | "memories:write" | "profile:read" | "profile:write" | "integrations:read" | "integrations:write" | "webhooks:read" | "webhooks:write")[];
        };
        /**
         * @example {
         *       "webhook_id": "0193a5c4-7e2b-7c1d-9f3a-5b8e2d4c6a10",
         *       "url": "https://hooks.example.com/memory",
         *       "events": [
         *         "memory.created",
         *         "integration.completed"
         *       ],
         *       "description": "CRM sync",
         *       "enabled": true,
         *       "disabled_reason": null,
         *       "consecutive_failures": 0,
         *       "created_at": "2025-05-01T09:00:00.000Z",
         *       "updated_at": "2025-05-01T09:00:00.000Z",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
         *     }
         */
        CreatedWebhook: components["schemas"]["Webhook"] & {
            /** @description Signing secret (Standard Webhooks, `whsec_` + base64). Returned only here, once: store it to verify `webhook-signature`. */
            secret: string;
        };
        /**
         * @example {
         *       "url": "https://hooks.example.com/memory",
         *       "events": [
         *         "memory.created"
         *       ],
         *       "description": "CRM sync"
         *     }
         */
        CreateWebhookRequest: {
            description?: string;
            /** @description Events to receive, among memory.created, memory.updated, memory.deleted, integration.completed, integration.failed, profile.updated. Empty or omitted: every event. */
            events?: ("memory.created" | "memory.updated" | "memory.deleted" | "integration.completed" | "integration.failed" | "profile.updated")[];
            /**
             * @description Where events are POSTed. `https://` on a public address; private, loopback and link-local addresses (and plain http) only when the operator set WEBHOOK_ALLOW_PRIVATE_URLS=true.
             * @example https://hooks.example.com/memory
             */
            url: string;
        };
        /**
         * @example {
         *       "success": true,
         *       "api_key_id": "3e7b1c9d-5a2f-4d8e-b6c4-7f1a9e3d5b28",
         *       "deleted_at": "2025-05-03T08:00:00.000Z"
         *     }
         */
        DeletedApiKey: {
            api_key_id: string;
            deleted_at: string;
            /** @enum {boolean} */
            success: true;
        };
        /**
         * @example {
         *       "success": true,
         *       "memory_id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *       "deleted_at": "2025-06-10T09:00:00.000Z",
         *       "cascade_deletions": {
         *         "profile_updates": 0,
         *         "derived_insights": 0,
         *         "embeddings": 1
         *       },
         *       "backup_id": "b3a9d2e1-4c7f-4e8a-a1d6-9f2c5b8e0a34"
         *     }
         */
        DeletedMemory: {
            backup_id?: string;
            cascade_deletions: components["schemas"]["CascadeDeletions"];
            deleted_at: string;
            memory_id: string;
            /** @enum {boolean} */
            success: true;
        };
        /**
         * @example {
         *       "success": true,
         *       "webhook_id": "0193a5c4-7e2b-7c1d-9f3a-5b8e2d4c6a10"
         *     }
         */
        DeletedWebhook: {
            /** @enum {boolean} */
            success: true;
            webhook_id: string;
        };
        /**
         * @description Envelope error shape (store memories).
         * @example {
         *       "error": {
         *         "code": "VALIDATION_ERROR",
         *         "message": "Invalid request: messages: at least one message is required",
         *         "details": {
         *           "field": "messages",
         *           "reason": "at least one message is required"
         *         }
         *       },
         *       "status": "error",
         *       "timestamp": "2025-05-01T10:00:00.000Z"
         *     }
         */
        EnvelopeError: {
            error: {
                /** @enum {string} */
                code: "VALIDATION_ERROR" | "AUTHENTICATION_ERROR" | "UNAUTHORIZED" | "FORBIDDEN" | "MEMORY_NOT_FOUND" | "RESOURCE_NOT_FOUND" | "INTEGRATION_NOT_FOUND" | "DELETION_CONFLICT" | "DELETION_FAILED" | "RATE_LIMIT_EXCEEDED" | "PROCESSING_ERROR" | "INVALID_CATEGORY" | "BIO_TOO_LONG" | "BIO_NOT_FOUND" | "INVALID_FORMAT" | "PROFILE_NOT_FOUND" | "INVALID_FILE_TYPE" | "FILE_TOO_LARGE" | "API_KEY_NOT_FOUND" | "CANNOT_DELETE_ACTIVE_KEY" | "UPDATE_CONFLICT" | "INTEGRATION_NOT_CANCELLABLE" | "SOCIAL_IMPORT_NOT_CONFIGURED" | "INTEGRATION_DISCONNECTED" | "PAYLOAD_TOO_LARGE" | "SERVER_BUSY" | "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND" | "TOO_MANY_STREAMS" | "WEBHOOK_DISABLED" | "INTERNAL_ERROR";
                details: {
                    [key: string]: unknown;
                };
                message: string;
            };
            /** @enum {string} */
            status: "error";
            timestamp: string;
        };
        /**
         * @example {
         *       "id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *       "memory": "The user is vegetarian",
         *       "categories": [
         *         "health"
         *       ],
         *       "type": "semantic",
         *       "created_at": "2025-05-01T10:00:02.000Z"
         *     }
         */
        ExtractedMemory: {
            categories: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            created_at: string;
            id: string;
            memory: string;
            /** @enum {string} */
            type: "semantic" | "episodic";
        };
        FileImportForm: {
            /** @default true */
            auto_categorize: boolean;
            /** @enum {string} */
            category?: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            /**
             * @description 0 .. chunk_size-1
             * @default 200
             */
            chunk_overlap: number;
            /** @default 1000 */
            chunk_size: number;
            /**
             * @default smart
             * @enum {string}
             */
            extract_mode: "comprehensive" | "smart" | "highlights" | "summary";
            /**
             * Format: binary
             * @description PDF, DOCX, TXT, MD or HTML, at most 50 MB
             */
            file: string;
            /** @description A JSON object (as a string) copied onto every memory. Checked like a JSON body: a NUL character (\u0000) or a lone UTF-16 surrogate in a key or value, or nesting deeper than 32 levels, is 400 VALIDATION_ERROR naming the field (`metadata.note`) */
            metadata?: string;
            /** @description Password of an encrypted PDF; deleted with the file. No NUL character (400 VALIDATION_ERROR) */
            password?: string;
        };
        /**
         * @example {
         *       "integration_id": "01a20148-f3a3-71bc-b61a-0f40a3a339dc",
         *       "filename": "handbook.pdf",
         *       "file_size": 482133,
         *       "status": "completed",
         *       "extraction_stats": {
         *         "total_pages": 12,
         *         "text_length": 31822,
         *         "chunks_created": 34,
         *         "memories_extracted": 21,
         *         "categories_detected": [
         *           "career",
         *           "learning"
         *         ]
         *       },
         *       "memories": [
         *         {
         *           "memory_id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *           "content": "New staff complete the safety training within their first two weeks.",
         *           "category": "career",
         *           "importance": 0.6,
         *           "page_number": 3
         *         }
         *       ],
         *       "created_at": "2025-06-01T08:00:00.000Z",
         *       "completed_at": "2025-06-01T08:00:04.000Z",
         *       "status_url": "/v1/integrations/01a20148-f3a3-71bc-b61a-0f40a3a339dc/status"
         *     }
         */
        FileImportResponse: {
            /** @description For a native chat export: what the chat import found */
            chat_stats?: {
                conversations_identified: number;
                date_range: {
                    end: string | null;
                    start: string | null;
                };
                topics_detected: string[];
                total_messages: number;
            };
            completed_at?: string;
            created_at: string;
            /** @description Why the import failed, or what was skipped (pages without text, garbled pages) */
            errors?: {
                code: string;
                item_id?: string;
                message: string;
            }[];
            extraction_stats: {
                categories_detected: string[];
                chunks_created: number;
                memories_extracted: number;
                text_length: number;
                total_pages: number;
            };
            /** @description Bytes */
            file_size: number;
            filename: string;
            integration_id: string;
            memories: {
                /** @enum {string} */
                category: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
                content: string;
                importance: number;
                memory_id: string;
                page_number: number;
            }[];
            /**
             * @description Set when the file was a native chat export, imported as a chat (see chat_stats)
             * @enum {string}
             */
            platform?: "chatgpt" | "claude" | "telegram" | "whatsapp" | "slack" | "discord";
            /** @enum {string} */
            status: "uploaded" | "processing" | "completed" | "error";
            status_url: string;
        };
        /**
         * @description Flat error shape (every operation except store memories). Code-specific fields sit beside `code`.
         * @example {
         *       "error": "Invalid request: limit: Too big: expected number to be <=100",
         *       "code": "VALIDATION_ERROR",
         *       "details": {
         *         "field": "limit",
         *         "reason": "Too big: expected number to be <=100"
         *       }
         *     }
         */
        FlatError: {
            /** @enum {string} */
            code: "VALIDATION_ERROR" | "AUTHENTICATION_ERROR" | "UNAUTHORIZED" | "FORBIDDEN" | "MEMORY_NOT_FOUND" | "RESOURCE_NOT_FOUND" | "INTEGRATION_NOT_FOUND" | "DELETION_CONFLICT" | "DELETION_FAILED" | "RATE_LIMIT_EXCEEDED" | "PROCESSING_ERROR" | "INVALID_CATEGORY" | "BIO_TOO_LONG" | "BIO_NOT_FOUND" | "INVALID_FORMAT" | "PROFILE_NOT_FOUND" | "INVALID_FILE_TYPE" | "FILE_TOO_LARGE" | "API_KEY_NOT_FOUND" | "CANNOT_DELETE_ACTIVE_KEY" | "UPDATE_CONFLICT" | "INTEGRATION_NOT_CANCELLABLE" | "SOCIAL_IMPORT_NOT_CONFIGURED" | "INTEGRATION_DISCONNECTED" | "PAYLOAD_TOO_LARGE" | "SERVER_BUSY" | "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND" | "TOO_MANY_STREAMS" | "WEBHOOK_DISABLED" | "INTERNAL_ERROR";
            details?: {
                field?: string;
                reason?: string;
            } & {
                [key: string]: unknown;
            };
            /** @description Human-readable message that says what to do next */
            error: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "status": "processing",
         *       "message": "The profile is being generated; GET the status_url again in a few seconds.",
         *       "status_url": "/v1/profile"
         *     }
         */
        GenerationAccepted: {
            message: string;
            /** @enum {string} */
            status: "processing";
            /** @description GET it again (same parameters, without refresh) for the result */
            status_url: string;
        };
        /**
         * @example {
         *       "status": "ok"
         *     }
         */
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        Insight: {
            /** @enum {string} */
            category: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            confidence: number;
            description: string;
            generated_at: string;
            insight_id: string;
            memory_count: number;
            title: string;
        };
        /**
         * @example {
         *       "integrations": [
         *         {
         *           "integration_id": "9a4c2e7f-1b3d-4f6a-8c5e-2d7b9f1a3c64",
         *           "type": "chat",
         *           "platform": "telegram",
         *           "status": "completed",
         *           "progress": {
         *             "percentage": 100,
         *             "current_step": "completed",
         *             "total_steps": 4,
         *             "estimated_completion": null
         *           },
         *           "stats": {
         *             "items_processed": 1250,
         *             "items_total": 1250,
         *             "memories_created": 37,
         *             "errors_count": 1,
         *             "processing_time": 12.4
         *           },
         *           "last_activity": "2025-05-01T10:00:12.400Z",
         *           "created_at": "2025-05-01T10:00:00.000Z",
         *           "completed_at": "2025-05-01T10:00:12.400Z"
         *         }
         *       ],
         *       "total": 1,
         *       "has_more": false
         *     }
         */
        IntegrationList: {
            has_more: boolean;
            integrations: {
                completed_at?: string;
                created_at: string;
                integration_id: string;
                last_activity: string;
                platform: string;
                progress: {
                    current_step: string;
                    estimated_completion: string | null;
                    percentage: number;
                    total_steps: number;
                };
                stats: {
                    errors_count: number;
                    items_processed: number;
                    items_total: number;
                    memories_created: number;
                    /** @description Seconds from start to completion (or to now) */
                    processing_time: number;
                    /** @description Extension, chat imports: whose messages were taken as the user's (see the chat import's `user_participant_source`) */
                    user_participant?: string | null;
                    /** @enum {string} */
                    user_participant_source?: "user_name" | "role" | "inferred";
                };
                /** @enum {string} */
                status: "pending" | "processing" | "completed" | "failed" | "cancelled";
                /** @enum {string} */
                type: "social" | "file" | "chat" | "api";
            }[];
            total: number;
        };
        /**
         * @example {
         *       "integration_id": "9a4c2e7f-1b3d-4f6a-8c5e-2d7b9f1a3c64",
         *       "type": "chat",
         *       "platform": "telegram",
         *       "status": "completed",
         *       "progress": {
         *         "percentage": 100,
         *         "current_step": "completed",
         *         "total_steps": 4,
         *         "estimated_completion": null
         *       },
         *       "stats": {
         *         "items_processed": 1250,
         *         "items_total": 1250,
         *         "memories_created": 37,
         *         "errors_count": 1,
         *         "processing_time": 12.4
         *       },
         *       "last_activity": "2025-05-01T10:00:12.400Z",
         *       "created_at": "2025-05-01T10:00:00.000Z",
         *       "completed_at": "2025-05-01T10:00:12.400Z",
         *       "errors": [
         *         {
         *           "error_id": "c2f8a1d6-7e3b-4c9a-b5d2-8f1e6a4c3b97",
         *           "message": "message 812 has no content",
         *           "code": "INVALID_ITEM",
         *           "timestamp": "2025-05-01T10:00:04.100Z",
         *           "item_id": "812"
         *         }
         *       ]
         *     }
         */
        IntegrationStatus: {
            completed_at?: string;
            created_at: string;
            errors?: {
                code: string;
                error_id: string;
                item_id?: string;
                message: string;
                timestamp: string;
            }[];
            integration_id: string;
            last_activity: string;
            logs?: {
                /** @enum {string} */
                level: "info" | "warning" | "error";
                message: string;
                step: string;
                timestamp: string;
            }[];
            platform: string;
            progress: {
                current_step: string;
                estimated_completion: string | null;
                percentage: number;
                total_steps: number;
            };
            stats: {
                errors_count: number;
                items_processed: number;
                items_total: number;
                memories_created: number;
                /** @description Seconds from start to completion (or to now) */
                processing_time: number;
                /** @description Extension, chat imports: whose messages were taken as the user's (see the chat import's `user_participant_source`) */
                user_participant?: string | null;
                /** @enum {string} */
                user_participant_source?: "user_name" | "role" | "inferred";
            };
            /** @enum {string} */
            status: "pending" | "processing" | "completed" | "failed" | "cancelled";
            /** @enum {string} */
            type: "social" | "file" | "chat" | "api";
        };
        /**
         * @example {
         *       "memory_id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *       "content": "The user is vegetarian",
         *       "category": "health",
         *       "memory_type": "semantic",
         *       "importance": 0.7,
         *       "metadata": {
         *         "agent_id": "assistant-1",
         *         "thread_id": "thread-42",
         *         "source": "chat"
         *       },
         *       "processing_status": "ready",
         *       "version": 1,
         *       "created_at": "2025-05-01T10:00:02.000Z",
         *       "updated_at": "2025-05-01T10:00:02.000Z"
         *     }
         */
        Memory: {
            /** @enum {string} */
            category: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            content: string;
            created_at: string;
            /** @description Dense vector of the content; only when asked for */
            embeddings?: number[];
            importance: number;
            memory_id: string;
            /** @enum {string} */
            memory_type: "semantic" | "episodic";
            /** @description Free-form: the caller's keys, and the provenance the service writes (`source`, `agent_id`, `thread_id`, `message_ids`, `categories`, an import's keys …). `sources` (extension) is where the memory came from: `[{role, excerpt, timestamp?}]`, an excerpt of each message it was extracted from, at most 5 messages of at most 280 characters (cut at a word with '…'), as the extraction read them (a chat import's names and numbers masked when it anonymises, sentences holding a secret dropped); `timestamp` is the message's time, else the conversation's. Kept in the memory's row and deleted with it (the chat data itself is not kept). Absent on memories made without messages (file imports, topic memories). `category_score` (extension, 0..1) is how sure the classifier was of the primary category; a profile section holds only memories scored at least 0.6 (or not scored: a category set by the caller, a PATCH of the category drops it). */
            metadata: {
                [key: string]: unknown;
            };
            /**
             * @description Extension: queued, embedding_generation, ready or failed
             * @enum {string}
             */
            processing_status: "queued" | "embedding_generation" | "ready" | "failed";
            updated_at: string;
            /** @description Extension: 1 for a new memory, +1 on every update */
            version: number;
        };
        /**
         * @example {
         *       "memory_id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *       "current_version": 2,
         *       "versions": [
         *         {
         *           "version": 1,
         *           "content": "The user is vegetarian",
         *           "category": "health",
         *           "memory_type": "semantic",
         *           "importance": 0.7,
         *           "metadata": {
         *             "agent_id": "assistant-1",
         *             "thread_id": "thread-42",
         *             "source": "chat"
         *           },
         *           "replaced_at": "2025-06-03T08:15:00.000Z",
         *           "reason": "update"
         *         }
         *       ]
         *     }
         */
        MemoryHistory: {
            current_version: number;
            memory_id: string;
            versions: {
                /** @enum {string} */
                category: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
                content: string;
                importance: number;
                /** @enum {string} */
                memory_type: "semantic" | "episodic";
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * @description `update`: changed through PATCH; `supersede`: replaced by a newer fact from a conversation
                 * @enum {string}
                 */
                reason: "update" | "supersede";
                replaced_at: string;
                version: number;
            }[];
        };
        /**
         * @example {
         *       "integration_id": "01936f3e-8a5b-7c2d-9e4f-1a2b3c4d5e6f",
         *       "status": "completed",
         *       "status_url": "/v1/integrations/01936f3e-8a5b-7c2d-9e4f-1a2b3c4d5e6f/status",
         *       "file_size": 48213,
         *       "stats": {
         *         "lines_read": 123,
         *         "memories_restored": 118,
         *         "duplicates_skipped": 2,
         *         "parse_errors": 1,
         *         "lines_skipped": 0
         *       },
         *       "errors": [
         *         {
         *           "code": "PARSE_ERROR",
         *           "message": "line 57 is not valid JSON (truncated or garbled)",
         *           "item_id": "57"
         *         }
         *       ],
         *       "created_at": "2026-11-22T04:30:00.000Z",
         *       "completed_at": "2026-11-22T04:30:02.417Z"
         *     }
         */
        MemoryImport: {
            completed_at?: string;
            created_at: string;
            /** @description At most 100 entries here; all of them in the status view */
            errors?: {
                code: string;
                item_id?: string;
                message: string;
            }[];
            file_size: number;
            integration_id: string;
            stats: {
                duplicates_skipped: number;
                lines_read: number;
                /** @description Valid lines not applied, each with an error entry: a `privacy` or `bio` line sent with a key without `profile:write` (FORBIDDEN), a memory the database refused (PROCESSING_ERROR) */
                lines_skipped: number;
                memories_restored: number;
                parse_errors: number;
            };
            /** @enum {string} */
            status: "uploaded" | "processing" | "completed" | "error";
            status_url: string;
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "memory_id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *           "content": "The user is vegetarian",
         *           "category": "health",
         *           "memory_type": "semantic",
         *           "importance": 0.7,
         *           "metadata": {
         *             "agent_id": "assistant-1",
         *             "thread_id": "thread-42",
         *             "source": "chat"
         *           },
         *           "processing_status": "ready",
         *           "version": 1,
         *           "created_at": "2025-05-01T10:00:02.000Z",
         *           "updated_at": "2025-05-01T10:00:02.000Z"
         *         }
         *       ],
         *       "pagination": {
         *         "page": 1,
         *         "page_size": 20,
         *         "total_items": 1,
         *         "total_pages": 1,
         *         "has_next": false,
         *         "has_previous": false
         *       }
         *     }
         */
        MemoryPage: {
            data: components["schemas"]["Memory"][];
            pagination: components["schemas"]["Pagination"];
        };
        Pagination: {
            has_next: boolean;
            has_previous: boolean;
            page: number;
            page_size: number;
            total_items: number;
            total_pages: number;
        };
        /**
         * @example {
         *       "bio_public": false,
         *       "categories_public": [
         *         "interests"
         *       ],
         *       "insights_enabled": true,
         *       "trait_analysis_enabled": true,
         *       "include_private_in_bio": false
         *     }
         */
        PrivacySettings: {
            bio_public: boolean;
            categories_public: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            include_private_in_bio: boolean;
            insights_enabled: boolean;
            trait_analysis_enabled: boolean;
        };
        /**
         * @example {
         *       "bio_public": true,
         *       "categories_public": [
         *         "career",
         *         "interests"
         *       ]
         *     }
         */
        PrivacyUpdate: {
            bio_public?: boolean;
            categories_public?: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            include_private_in_bio?: boolean;
            insights_enabled?: boolean;
            trait_analysis_enabled?: boolean;
        };
        /**
         * @example {
         *       "user_id": "user_123",
         *       "bio": {
         *         "summary": "Daniel is a nurse in Lisbon who climbs on Tuesdays and is learning Portuguese.",
         *         "generated_at": "2025-06-01T08:00:00.000Z",
         *         "confidence": 0.82,
         *         "word_count": 15
         *       },
         *       "categories": {
         *         "career": {
         *           "title": "Nurse",
         *           "summary": "Works as a nurse at a hospital in Lisbon.",
         *           "key_skills": [
         *             "patient care"
         *           ],
         *           "memory_count": 4,
         *           "last_updated": "2025-06-01T08:00:00.000Z"
         *         },
         *         "interests": {
         *           "primary_interests": [
         *             "climbing",
         *             "cooking"
         *           ],
         *           "emerging_interests": [
         *             "portuguese"
         *           ],
         *           "memory_count": 6,
         *           "last_updated": "2025-06-01T08:00:00.000Z"
         *         }
         *       },
         *       "stats": {
         *         "total_memories": 27,
         *         "by_category": {
         *           "career": 4,
         *           "interests": 6,
         *           "relationships": 9,
         *           "travel": 8
         *         },
         *         "by_type": {
         *           "semantic": 19,
         *           "episodic": 8
         *         },
         *         "date_range": {
         *           "first_memory": "2025-03-04T18:02:00.000Z",
         *           "last_memory": "2025-05-30T21:10:00.000Z"
         *         },
         *         "avg_importance": 0.64,
         *         "top_participants": [
         *           "Melanie"
         *         ],
         *         "top_locations": [
         *           "Lisbon"
         *         ]
         *       },
         *       "privacy_settings": {
         *         "bio_public": false,
         *         "categories_public": [
         *           "interests"
         *         ],
         *         "insights_enabled": true,
         *         "trait_analysis_enabled": true,
         *         "include_private_in_bio": false
         *       },
         *       "last_updated": "2025-06-01T08:00:00.000Z"
         *     }
         */
        Profile: {
            bio?: {
                confidence: number;
                generated_at: string;
                summary: string;
                word_count: number;
            };
            /** @description Category profiles: career (title, summary, key_skills), interests (primary_interests, emerging_interests), relationships (close_connections, professional_network), the others (topic, summary, key_points); each with memory_count and last_updated. */
            categories?: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
            insights?: components["schemas"]["Insight"][];
            last_updated: string;
            privacy_settings: components["schemas"]["PrivacySettings"];
            stats?: components["schemas"]["ProfileStats"];
            traits?: components["schemas"]["Trait"][];
            user_id: string;
        };
        ProfileStats: {
            avg_importance: number;
            by_category: {
                [key: string]: number;
            };
            by_type: {
                episodic: number;
                semantic: number;
            };
            date_range: {
                first_memory: string | null;
                last_memory: string | null;
            };
            top_locations: string[];
            top_participants: string[];
            total_memories: number;
        };
        /**
         * @example {
         *       "status": "ready",
         *       "checks": {
         *         "postgres": "ok",
         *         "redis": "ok",
         *         "qdrant": "ok"
         *       }
         *     }
         */
        Ready: {
            checks: {
                postgres: string;
                qdrant: string;
                redis: string;
            };
            /** @enum {string} */
            status: "ready" | "not_ready";
        };
        /**
         * @description Why this result scored `score`: only with `explain: true` (absent otherwise)
         * @example {
         *       "words": 1,
         *       "matched_terms": [
         *         {
         *           "term": "live",
         *           "match": "word",
         *           "credit": 1
         *         }
         *       ],
         *       "dense_cosine": 0.62,
         *       "meaning": 0.74,
         *       "boosts": [
         *         {
         *           "reason": "name",
         *           "operation": "add",
         *           "value": 0.15,
         *           "detail": "the query names melanie, whom this memory is about"
         *         },
         *         {
         *           "reason": "slot",
         *           "operation": "add",
         *           "value": 0.2,
         *           "detail": "the memory holds the residence the query asks for"
         *         },
         *         {
         *           "reason": "feedback",
         *           "operation": "add",
         *           "value": 0.1786,
         *           "detail": "shares words of the best results that the query does not have: moved, leeds, 2024, near, canal"
         *         }
         *       ],
         *       "sum": 1.4376,
         *       "score": 1
         *     }
         */
        SearchExplanation: {
            /** @description The other steps that applied, in the order the ranking applied them */
            boosts: components["schemas"]["SearchRankingStep"][];
            /** @description Cosine similarity of the query's and the memory's embeddings */
            dense_cosine: number;
            matched_terms: components["schemas"]["SearchMatchedTerm"][];
            /** @description `dense_cosine` mapped from 0.25 (unrelated) … 0.75 (same meaning) onto 0..1, both ends moved by the memory's length with the local model (counts × 0.35) */
            meaning: number;
            /** @description min(1, max(0, sum)) × every `multiply` step: the result's `score` */
            score: number;
            /** @description 0.65 × words + 0.35 × meaning + every `add` step, before clipping */
            sum: number;
            /** @description Share of the query's content words the memory has, weighted by rarity among the candidates (counts × 0.65) */
            words: number;
        };
        /**
         * @example {
         *       "categories": [
         *         "health"
         *       ],
         *       "min_importance": 0.5
         *     }
         */
        SearchFilters: {
            /** @description Memories whose category is one of these */
            categories?: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            /** Format: date-time */
            created_after?: string;
            /** Format: date-time */
            created_before?: string;
            /** @enum {string} */
            memory_type?: "semantic" | "episodic";
            /** @description Exact matches on metadata keys, e.g. {"thread_id": "t1"} */
            metadata?: {
                [key: string]: string | number | boolean;
            };
            min_importance?: number;
        };
        SearchMatchedTerm: {
            /** @description The share of the word's weight it earned: 1 for `word` and `family`, 0.5 for `context` and `compound`, at most 0.35 for `similar` */
            credit: number;
            /**
             * @description How the memory has it: `word` the word itself (light stemming: climbing / climbed), `family` a family word for the same relation (father / dad / baba), `context` only in the words of the messages it came from, `compound` as part of a compound (hives / beehives), `similar` a word of related meaning (local model's word vectors)
             * @enum {string}
             */
            match: "word" | "family" | "context" | "compound" | "similar";
            /** @description A content word of the query (names are left to the `name` step) */
            term: string;
        };
        SearchRankingStep: {
            /** @description What the ranking saw, in words */
            detail: string;
            /**
             * @description `add`: `value` was added to `sum`; `multiply`: the score was multiplied by `value`
             * @enum {string}
             */
            operation: "add" | "multiply";
            /**
             * @description `name`: the query names a person the memory is about (+0.15), only mentions (+0.05), or the memory is about someone the query does not name (−0.1); `slot`: the query asks for an attribute the memory holds (+0.2) or its text is about (+0.15); `date`: its event date falls in a date the query names (+0.2), or a dated memory for a "when" question (+0.05); `feedback`: words of the best results that the query lacks (up to +0.25); `repeat`: every source message is one a better result came from (× 0.6)
             * @enum {string}
             */
            reason: "name" | "slot" | "date" | "feedback" | "repeat";
            value: number;
        };
        /**
         * @example {
         *       "query": "what does the user eat?",
         *       "limit": 5,
         *       "threshold": 0.2,
         *       "filters": {
         *         "categories": [
         *           "health"
         *         ],
         *         "min_importance": 0.5
         *       }
         *     }
         */
        SearchRequest: {
            /** @description When true, each result carries an `explanation`: the ranking's steps as they were applied to it (matched words, meaning, name, slot, date, feedback and repeat steps). Default false (left out of the schema's `default` so that typed clients may omit it): the answer is then the same as without the field. */
            explain?: boolean;
            filters?: components["schemas"]["SearchFilters"];
            /** @default 10 */
            limit: number;
            query: string;
            threshold?: number;
        };
        /**
         * @example {
         *       "query": "what does the user eat?",
         *       "results": [
         *         {
         *           "memory_id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *           "content": "The user is vegetarian",
         *           "category": "health",
         *           "memory_type": "semantic",
         *           "importance": 0.7,
         *           "metadata": {
         *             "agent_id": "assistant-1",
         *             "thread_id": "thread-42",
         *             "source": "chat"
         *           },
         *           "processing_status": "ready",
         *           "version": 1,
         *           "created_at": "2025-05-01T10:00:02.000Z",
         *           "updated_at": "2025-05-01T10:00:02.000Z",
         *           "score": 1
         *         }
         *       ],
         *       "total": 1,
         *       "processing_time": "0.031s"
         *     }
         */
        SearchResponse: {
            processing_time: string;
            query: string;
            results: components["schemas"]["SearchResult"][];
            total: number;
        };
        /**
         * @example {
         *       "memory_id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *       "content": "The user is vegetarian",
         *       "category": "health",
         *       "memory_type": "semantic",
         *       "importance": 0.7,
         *       "metadata": {
         *         "agent_id": "assistant-1",
         *         "thread_id": "thread-42",
         *         "source": "chat"
         *       },
         *       "processing_status": "ready",
         *       "version": 1,
         *       "created_at": "2025-05-01T10:00:02.000Z",
         *       "updated_at": "2025-05-01T10:00:02.000Z",
         *       "score": 1
         *     }
         */
        SearchResult: {
            /** @enum {string} */
            category: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            content: string;
            created_at: string;
            explanation?: components["schemas"]["SearchExplanation"];
            importance: number;
            memory_id: string;
            /** @enum {string} */
            memory_type: "semantic" | "episodic";
            /** @description Free-form: the caller's keys, and the provenance the service writes (`source`, `agent_id`, `thread_id`, `message_ids`, `categories`, an import's keys …). `sources` (extension) is where the memory came from: `[{role, excerpt, timestamp?}]`, an excerpt of each message it was extracted from, at most 5 messages of at most 280 characters (cut at a word with '…'), as the extraction read them (a chat import's names and numbers masked when it anonymises, sentences holding a secret dropped); `timestamp` is the message's time, else the conversation's. Kept in the memory's row and deleted with it (the chat data itself is not kept). Absent on memories made without messages (file imports, topic memories). `category_score` (extension, 0..1) is how sure the classifier was of the primary category; a profile section holds only memories scored at least 0.6 (or not scored: a category set by the caller, a PATCH of the category drops it). */
            metadata: {
                [key: string]: unknown;
            };
            /**
             * @description Extension: queued, embedding_generation, ready or failed
             * @enum {string}
             */
            processing_status: "queued" | "embedding_generation" | "ready" | "failed";
            /** @description Relevance 0..1 = 0.65 × words + 0.35 × meaning + person + slot + time (see the search description); comparable across queries, so `threshold` can cut on it. */
            score: number;
            updated_at: string;
            /** @description Extension: 1 for a new memory, +1 on every update */
            version: number;
        };
        /**
         * @example {
         *       "platform": "reddit",
         *       "auth_token": "<the platform's OAuth access token>",
         *       "import_settings": {
         *         "posts": true,
         *         "connections": true,
         *         "activities": false,
         *         "messages": false,
         *         "date_range": {
         *           "start": "2025-01-01"
         *         }
         *       },
         *       "auto_sync": true,
         *       "categories": {
         *         "posts": "interests",
         *         "connections": "interests"
         *       }
         *     }
         */
        SocialImportRequest: {
            /** @description OAuth access token of the platform; stored encrypted, never answered */
            auth_token: string;
            /** @default true */
            auto_sync: boolean;
            /** @description Content kind (`posts`, `connections`, `activities`, `messages`) → category of its memories */
            categories?: {
                /** @enum {string} */
                activities?: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
                /** @enum {string} */
                connections?: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
                /** @enum {string} */
                messages?: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
                /** @enum {string} */
                posts?: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            };
            /**
             * @default {
             *       "posts": true,
             *       "connections": true,
             *       "activities": false,
             *       "messages": false
             *     }
             */
            import_settings: {
                /** @default false */
                activities: boolean;
                /** @default true */
                connections: boolean;
                /** @description `{start, end}` ISO dates; default: the last 6 months, no end */
                date_range?: {
                    end?: string;
                    start: string;
                };
                /** @default false */
                messages: boolean;
                /** @default true */
                posts: boolean;
            };
            /**
             * @description `linkedin`, `twitter` or `reddit`
             * @enum {string}
             */
            platform: "linkedin" | "twitter" | "reddit";
        };
        /**
         * @example {
         *       "integration_id": "01a20148-f3a3-71bc-b61a-0f40a3a339dc",
         *       "platform": "reddit",
         *       "status": "connected",
         *       "import_stats": {
         *         "total_items": 148,
         *         "imported_memories": 61,
         *         "skipped_items": 12,
         *         "errors": 0
         *       },
         *       "last_sync": "2025-06-01T08:00:12.000Z",
         *       "next_sync": "2025-06-01T09:00:12.000Z",
         *       "auto_sync": true,
         *       "last_error": null,
         *       "status_url": "/v1/integrations/01a20148-f3a3-71bc-b61a-0f40a3a339dc/status"
         *     }
         */
        SocialIntegration: {
            auto_sync: boolean;
            import_stats: {
                errors: number;
                imported_memories: number;
                skipped_items: number;
                total_items: number;
            };
            integration_id: string;
            last_error: string | null;
            /** @description End of the last successful sync; null before the first */
            last_sync: string | null;
            /** @description When the next sync is due; null without auto_sync, or once disconnected or failed for good */
            next_sync: string | null;
            /** @enum {string} */
            platform: "linkedin" | "twitter" | "reddit";
            /** @enum {string} */
            status: "connected" | "syncing" | "error" | "disconnected";
            status_url: string;
        };
        /**
         * @example {
         *       "success": true,
         *       "status": "processing",
         *       "integration_id": "7d2f4b6a-8e1c-4a3d-9b5f-0c6e2a8d4f17",
         *       "status_url": "/v1/integrations/7d2f4b6a-8e1c-4a3d-9b5f-0c6e2a8d4f17/status"
         *     }
         */
        StoreMemoriesAccepted: {
            integration_id: string;
            /** @enum {string} */
            status: "processing";
            status_url: string;
            /** @enum {boolean} */
            success: true;
        };
        /**
         * @example {
         *       "messages": [
         *         {
         *           "role": "user",
         *           "content": "I am vegetarian and I am moving to Lisbon next month."
         *         },
         *         {
         *           "role": "assistant",
         *           "content": "Noted! Want some vegetarian restaurants in Lisbon?"
         *         }
         *       ],
         *       "agent_id": "assistant-1",
         *       "thread_id": "thread-42",
         *       "source": "chat",
         *       "metadata": {
         *         "timestamp": "2025-05-01T10:00:00Z",
         *         "platform": "web",
         *         "session_id": "session-7"
         *       }
         *     }
         */
        StoreMemoriesRequest: {
            agent_id: string;
            messages: {
                content: string;
                /** @enum {string} */
                role: "user" | "assistant";
            }[];
            metadata?: {
                platform?: string;
                session_id?: string;
                /** @description When the conversation happened; relative dates resolve against it */
                timestamp?: string;
            } & {
                [key: string]: unknown;
            };
            /** @example chat */
            source: string;
            thread_id: string;
        };
        /**
         * @example {
         *       "success": true,
         *       "memories_created": 2,
         *       "processing_time": "0.214s",
         *       "categories_detected": [
         *         "health",
         *         "travel"
         *       ],
         *       "memories": [
         *         {
         *           "id": "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
         *           "memory": "The user is vegetarian",
         *           "categories": [
         *             "health"
         *           ],
         *           "type": "semantic",
         *           "created_at": "2025-05-01T10:00:02.000Z"
         *         },
         *         {
         *           "id": "5c1d7e9a-3f2b-4a8c-8d6e-1b4f7a9c2e53",
         *           "memory": "The user is moving to Lisbon in June 2025",
         *           "categories": [
         *             "travel"
         *           ],
         *           "type": "episodic",
         *           "created_at": "2025-05-01T10:00:02.000Z"
         *         }
         *       ]
         *     }
         */
        StoreMemoriesResponse: {
            categories_detected: ("identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private")[];
            memories: components["schemas"]["ExtractedMemory"][];
            memories_created: number;
            /** @example 0.021s */
            processing_time: string;
            /** @enum {boolean} */
            success: true;
        };
        Trait: {
            /** @enum {string} */
            category: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            evidence_count: number;
            strength: number;
            trait: string;
        };
        /**
         * @example {
         *       "content": "The user is vegan",
         *       "importance": 0.8,
         *       "metadata": {
         *         "confirmed": true
         *       }
         *     }
         */
        UpdateMemoryRequest: {
            /** @enum {string} */
            category?: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
            content?: string;
            importance?: number;
            /** @enum {string} */
            memory_type?: "semantic" | "episodic";
            /** @description Merged into the stored metadata; a key set to null is removed. No NUL characters or lone surrogates; nests at most 30 levels */
            metadata?: {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "enabled": true
         *     }
         */
        UpdateWebhookRequest: {
            description?: string | null;
            /** @description `true` re-enables an endpoint disabled after repeated failures (and resets its failure count). */
            enabled?: boolean;
            /** @description Events to receive, among memory.created, memory.updated, memory.deleted, integration.completed, integration.failed, profile.updated. Empty or omitted: every event. */
            events?: ("memory.created" | "memory.updated" | "memory.deleted" | "integration.completed" | "integration.failed" | "profile.updated")[];
            /**
             * @description Where events are POSTed. `https://` on a public address; private, loopback and link-local addresses (and plain http) only when the operator set WEBHOOK_ALLOW_PRIVATE_URLS=true.
             * @example https://hooks.example.com/memory
             */
            url?: string;
        };
        /**
         * @example {
         *       "webhook_id": "0193a5c4-7e2b-7c1d-9f3a-5b8e2d4c6a10",
         *       "url": "https://hooks.example.com/memory",
         *       "events": [
         *         "memory.created",
         *         "integration.completed"
         *       ],
         *       "description": "CRM sync",
         *       "enabled": true,
         *       "disabled_reason": null,
         *       "consecutive_failures": 0,
         *       "created_at": "2025-05-01T09:00:00.000Z",
         *       "updated_at": "2025-05-01T09:00:00.000Z"
         *     }
         */
        Webhook: {
            /** @description Deliveries in a row whose every attempt failed (reset by a success). */
            consecutive_failures: number;
            created_at: string;
            description: string | null;
            disabled_reason: string | null;
            enabled: boolean;
            /** @description Empty: every event. */
            events: ("memory.created" | "memory.updated" | "memory.deleted" | "integration.completed" | "integration.failed" | "profile.updated")[];
            updated_at: string;
            url: string;
            webhook_id: string;
        };
        /**
         * @example {
         *       "delivery_id": "5d1c8e2a-4b7f-8a3e-9c6d-2f1e0b9a8c7d",
         *       "webhook_id": "0193a5c4-7e2b-7c1d-9f3a-5b8e2d4c6a10",
         *       "event_id": "1746090000000-0",
         *       "event": "memory.created",
         *       "status": "succeeded",
         *       "attempts": 1,
         *       "response_status": 200,
         *       "last_error": null,
         *       "replay_of": null,
         *       "created_at": "2025-05-01T09:00:00.000Z",
         *       "last_attempt_at": "2025-05-01T09:00:00.200Z",
         *       "delivered_at": "2025-05-01T09:00:00.200Z"
         *     }
         */
        WebhookDelivery: {
            attempts: number;
            created_at: string;
            delivered_at: string | null;
            delivery_id: string;
            /** @enum {string} */
            event: "memory.created" | "memory.updated" | "memory.deleted" | "integration.completed" | "integration.failed" | "profile.updated";
            /** @description Events stream entry id; the `webhook-id` header is `msg_<event_id>`. */
            event_id: string;
            last_attempt_at: string | null;
            last_error: string | null;
            /** @description On a replay: the delivery it repeats. */
            replay_of: string | null;
            /** @description HTTP status of the last attempt; null if no answer. */
            response_status: number | null;
            /**
             * @description pending: queued or waiting for a retry; succeeded: a 2xx arrived; failed: every attempt failed.
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            webhook_id: string;
        };
        /**
         * @example {
         *       "deliveries": [
         *         {
         *           "delivery_id": "5d1c8e2a-4b7f-8a3e-9c6d-2f1e0b9a8c7d",
         *           "webhook_id": "0193a5c4-7e2b-7c1d-9f3a-5b8e2d4c6a10",
         *           "event_id": "1746090000000-0",
         *           "event": "memory.created",
         *           "status": "succeeded",
         *           "attempts": 1,
         *           "response_status": 200,
         *           "last_error": null,
         *           "replay_of": null,
         *           "created_at": "2025-05-01T09:00:00.000Z",
         *           "last_attempt_at": "2025-05-01T09:00:00.200Z",
         *           "delivered_at": "2025-05-01T09:00:00.200Z"
         *         }
         *       ],
         *       "total": 1,
         *       "has_more": false
         *     }
         */
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
            has_more: boolean;
            total: number;
        };
        /**
         * @example {
         *       "webhooks": [
         *         {
         *           "webhook_id": "0193a5c4-7e2b-7c1d-9f3a-5b8e2d4c6a10",
         *           "url": "https://hooks.example.com/memory",
         *           "events": [
         *             "memory.created",
         *             "integration.completed"
         *           ],
         *           "description": "CRM sync",
         *           "enabled": true,
         *           "disabled_reason": null,
         *           "consecutive_failures": 0,
         *           "created_at": "2025-05-01T09:00:00.000Z",
         *           "updated_at": "2025-05-01T09:00:00.000Z"
         *         }
         *       ],
         *       "total": 1,
         *       "has_more": false
         *     }
         */
        WebhookList: {
            has_more: boolean;
            total: number;
            webhooks: components["schemas"]["Webhook"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every dependency answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ready"];
                };
            };
            /** @description At least one dependency does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ready"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                status?: "active" | "expired" | "revoked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                api_key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedApiKey"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: API_KEY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Conflict. Codes: CANNOT_DELETE_ACTIVE_KEY */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    streamEvents: {
        parameters: {
            query?: {
                /** @description Same as the Last-Event-ID header (which wins). */
                last_event_id?: string;
            };
            header?: {
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED, TOO_MANY_STREAMS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    exportMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, one JSON object per line */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {"type":"header","format":"memory-service-export","version":1,"exported_at":"2026-11-22T04:30:00.000Z","counts":{"memories":1}}
                     *     {"type":"memory","id":"01936f3e-8a5b-7c2d-9e4f-1a2b3c4d5e6f","content":"I play the viola in an amateur orchestra.","category":"interests","memory_type":"semantic","importance":0.9,"metadata":{"source":"chat"},"slot":null,"search_context":"concert rehearsal tuesdays","version":2,"created_at":"2026-11-20T10:00:00.000Z","updated_at":"2026-11-21T09:00:00.000Z","versions":[{"version":1,"content":"I play the cello in an amateur orchestra.","category":"interests","memory_type":"semantic","importance":0.6,"metadata":{"source":"chat"},"reason":"update","replaced_at":"2026-11-21T09:00:00.000Z"}]}
                     *     {"type":"privacy","bio_public":false,"categories_public":[],"insights_enabled":true,"trait_analysis_enabled":true,"include_private_in_bio":false,"bio_excluded_categories":[]}
                     *     {"type":"footer","counts":{"memories":1}}
                     */
                    "application/x-ndjson": string;
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    importMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-ndjson": string;
            };
        };
        responses: {
            /** @description Restored within the wait */
            201: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryImport"];
                };
            };
            /** @description Staged; still processing: follow status_url */
            202: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryImport"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR, INVALID_FORMAT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The import failed (status `error`; see `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryImport"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    listIntegrations: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                status?: "pending" | "processing" | "completed" | "failed" | "cancelled";
                type?: "social" | "file" | "chat" | "api";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of integrations */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationList"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    disconnectIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integration_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialIntegration"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: INTEGRATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    cancelIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integration_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationStatus"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: INTEGRATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Conflict. Codes: INTEGRATION_NOT_CANCELLABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    getIntegrationStatus: {
        parameters: {
            query?: {
                include_errors?: "true" | "false";
                include_logs?: "true" | "false";
            };
            header?: never;
            path: {
                integration_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration's status */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationStatus"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: INTEGRATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    importChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChatImportRequest"];
            };
        };
        responses: {
            /** @description Imported within the wait */
            201: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatImportResponse"];
                };
            };
            /** @description Still processing; follow status_url */
            202: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatImportResponse"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The import failed for good (status `error`); see the status view's errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatImportResponse"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    importFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileImportForm"];
            };
        };
        responses: {
            /** @description Imported within the wait */
            201: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileImportResponse"];
                };
            };
            /** @description Uploaded; still processing: follow status_url */
            202: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileImportResponse"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE, FILE_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Unsupported media type. Codes: INVALID_FILE_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The file could not be imported (status `error`; see `errors`) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileImportResponse"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    importSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SocialImportRequest"];
            };
        };
        responses: {
            /** @description Connected; the first sync is queued */
            201: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialIntegration"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Error. Codes: SOCIAL_IMPORT_NOT_CONFIGURED */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    getSocialIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integration_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The social integration */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialIntegration"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: INTEGRATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    syncSocialIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integration_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sync queued */
            202: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SocialIntegration"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: INTEGRATION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Conflict. Codes: INTEGRATION_DISCONNECTED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Error. Codes: SOCIAL_IMPORT_NOT_CONFIGURED */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    listMemories: {
        parameters: {
            query?: {
                category?: "identity" | "career" | "interests" | "relationships" | "health" | "finance" | "learning" | "travel" | "productivity" | "private";
                created_after?: string;
                created_before?: string;
                memory_type?: "semantic" | "episodic";
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of memories */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryPage"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    storeMemories: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
                /** @description `respond-async` answers 202 at once */
                prefer?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreMemoriesRequest"];
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreMemoriesResponse"];
                };
            };
            /** @description Accepted; still processing */
            202: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreMemoriesAccepted"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvelopeError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: AUTHENTICATION_ERROR */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvelopeError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvelopeError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvelopeError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvelopeError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR, PROCESSING_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvelopeError"];
                };
            };
        };
    };
    getMemory: {
        parameters: {
            query?: {
                include_embeddings?: "true" | "false";
            };
            header?: never;
            path: {
                memory_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Memory"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: MEMORY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    deleteMemory: {
        parameters: {
            query?: {
                backup?: "true" | "false";
                cascade?: "true" | "false";
            };
            header?: never;
            path: {
                memory_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedMemory"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: MEMORY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Conflict. Codes: DELETION_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR, DELETION_FAILED */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    updateMemory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memory_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemoryRequest"];
            };
        };
        responses: {
            /** @description The updated memory */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Memory"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR, INVALID_CATEGORY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: MEMORY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Conflict. Codes: UPDATE_CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR, PROCESSING_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    getMemoryHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memory_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemoryHistory"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: MEMORY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    batchDeleteMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchDeleteRequest"];
            };
        };
        responses: {
            /** @description Outcome per id */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchDeleteResult"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    searchMemoriesByQuery: {
        parameters: {
            query?: {
                /** @description One category, or several separated by commas */
                category?: string;
                limit?: number;
                memory_type?: "semantic" | "episodic";
                /** @description Alias of `query` */
                q?: string;
                /** @description The search text (as in the POST body) */
                query?: string;
                threshold?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Results */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    searchMemories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchRequest"];
            };
        };
        responses: {
            /** @description Results */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: {
                /** @description Only this category profile */
                category?: string;
                /** @description Regenerate from the latest memories (at most once per 10 minutes; may answer 202) */
                refresh?: "true" | "false";
                /** @description Comma-separated: bio, categories, insights, stats, traits */
                sections?: string;
                /** @description Extension: `public` shows only what bio_public and categories_public allow */
                view?: "owner" | "public";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            /** @description Regeneration still running; GET the status_url */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationAccepted"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR, INVALID_CATEGORY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: PROFILE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    getBio: {
        parameters: {
            query?: {
                /** @description Comma-separated categories to leave out (default: those set by PATCH /profile/bio) */
                exclude_categories?: string;
                /** @description full, short, bullets, professional */
                format?: string;
                /** @description Regenerate (at most once per 10 minutes) */
                refresh?: "true" | "false";
                /** @description narrative, factual, casual, formal */
                style?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bio */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bio"];
                };
            };
            /** @description Still being written; GET the status_url */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationAccepted"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR, INVALID_FORMAT, INVALID_CATEGORY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: BIO_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    updateBio: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BioUpdate"];
            };
        };
        responses: {
            /** @description The bio now in effect */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BioUpdated"];
                };
            };
            /** @description Regeneration still running; GET the status_url */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerationAccepted"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR, BIO_TOO_LONG, INVALID_FORMAT, INVALID_CATEGORY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: BIO_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    updateProfilePrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyUpdate"];
            };
        };
        responses: {
            /** @description The privacy settings now in effect */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhook"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The endpoint as changed */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number | null;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                delivery_id: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery, queued */
            202: {
                headers: {
                    /** @description Requests allowed per minute in this bucket */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (seconds) when the window resets */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid request (VALIDATION_ERROR with details.field and details.reason, or a code-specific 400). Codes: VALIDATION_ERROR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Missing, invalid, expired or revoked credential. Codes: UNAUTHORIZED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description The credential lacks the required scope, or the resource belongs to another user. Codes: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Not found. Codes: WEBHOOK_NOT_FOUND, DELIVERY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Conflict. Codes: WEBHOOK_DISABLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Request body too large. Codes: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Rate limit exceeded; see Retry-After and X-RateLimit-* headers. Codes: RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
            /** @description Server error; the body carries a request id. Codes: INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlatError"];
                };
            };
        };
    };
}
