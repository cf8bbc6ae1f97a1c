import { SCOPES } from "@memory/db/enums";
import { ChatImportResult, FileImportResult, MemoryImportResult, StoreJobResult } from "@memory/db/schema";
import { z } from "zod";

/**
 * Every job the system runs: name → payload schema → queue → retry policy, and for the jobs whose
 * results someone reads, the result schema (job-results.ts in @memory/db, shared with the
 * `integrations.result` column). The API enqueues through this catalog with a typed payload and the
 * workers validate with the same schema; the workers parse the result they write, the API
 * safe-parses the result it reads (`readJobResult`).
 * Payloads carry ids, not blobs, except a store request's messages (small, bounded by the API's
 * body limit, and removed from Redis as soon as the job completes). New fields must be optional
 * so that queued jobs survive a deploy.
 */
export const QUEUES = {
  /** Memory extraction and indexing: the request path of POST /v1/memories, so many at once. */
  memory: { concurrency: 8, lockDurationMs: 60_000 },
  /** Small bookkeeping jobs: quick, many at once. */
  maintenance: { concurrency: 8, lockDurationMs: 30_000 },
  /**
   * Imports: long, CPU- and IO-heavy jobs, two per process so one big import does not block others.
   * The lock is renewed while the job runs; a crashed worker's import comes back after about this long.
   * An import whose worker died under it comes back once; at its second stall it is a poison job
   * (a file that kills any worker that takes it) and fails, naming the file.
   */
  import: { concurrency: 2, lockDurationMs: 60_000, maxStalledCount: 1 },
  /** Webhook deliveries: mostly waiting on other people's servers (10 s timeout each), so many at once. */
  webhook: { concurrency: 16, lockDurationMs: 30_000 },
} as const;
export type QueueName = keyof typeof QUEUES;

/**
 * Retry policy of jobs whose callers were already answered: 10 attempts, 1 s doubling to 256 s,
 * i.e. about 8.5 minutes of retries (`STORE_RETRY_WINDOW_MS`) before a job counts as failed.
 */
const TRANSIENT_RETRIES = { attempts: 10, backoff: { type: "exponential", delay: 1000 } } as const;
export const STORE_RETRY_WINDOW_MS =
  (2 ** (TRANSIENT_RETRIES.attempts - 1) - 1) * TRANSIENT_RETRIES.backoff.delay;

/**
 * Webhook retry schedule: 12 attempts, the first at once, then 42 s doubling each time (42 s, 84 s,
 * 2.8 min, 5.6 min, 11 min, 22 min, 45 min, 1.5 h, 3 h, 6 h, 12 h): the last attempt is about
 * 23.9 h after the first (`webhookRetryWindowMs`).
 */
export const WEBHOOK_RETRIES = { attempts: 12, backoff: { type: "exponential", delay: 42_000 } } as const;
export const webhookRetryWindowMs = (attempts: number, baseMs: number) => (2 ** (attempts - 1) - 1) * baseMs;

export const StoreMessage = z.object({ role: z.string(), content: z.string() });

export const JOBS = {
  /** Extract, classify, deduplicate, embed and index the memories of one POST /v1/memories. */
  "memory.store": {
    queue: "memory",
    payload: z.object({
      /** Also the id of the `api` integration that reports it when the caller stops waiting. */
      storeId: z.string().uuid(),
      userId: z.string().min(1),
      messages: z.array(StoreMessage).min(1),
      agentId: z.string(),
      threadId: z.string(),
      source: z.string(),
      metadata: z.record(z.string(), z.unknown()),
      /** Set when the request carried an Idempotency-Key: the result is remembered under it. */
      idempotencyKey: z.string().optional(),
      requestId: z.string().optional(),
    }),
    result: StoreJobResult,
    // Model or storage outages are retried for STORE_RETRY_WINDOW (about 8.5 minutes); memory ids
    // derive from storeId, so a retry never stores twice.
    ...TRANSIENT_RETRIES,
  },
  /**
   * Writes a memory's current PostgreSQL state to the search index and marks it ready (the outbox
   * of PATCH /v1/memories/{id}: the change is committed first, then indexed here until it works).
   */
  "memory.index": {
    queue: "memory",
    payload: z.object({ memoryId: z.string().uuid() }),
    ...TRANSIENT_RETRIES,
  },
  /**
   * A chat import (POST /v1/integrations/chat). The messages are staged in Redis under
   * `chatStageKey(prefix, integrationId)`, never in the payload; the job deletes them when it ends.
   */
  "import.chat": {
    queue: "import",
    payload: z.object({
      /** Also the job id. */
      integrationId: z.string().uuid(),
      userId: z.string().min(1),
      platform: z.string(),
      extractMode: z.enum(["conversations", "insights", "topics", "all"]),
      minLength: z.number().int().min(0),
      groupByTopic: z.boolean(),
      includeSystemMessages: z.boolean(),
      timeGapThresholdSeconds: z.number().min(0),
      autoCategorize: z.boolean(),
      anonymize: z.boolean(),
      /** The participant whose messages are the user's own, when roles are names. */
      userName: z.string().optional(),
      requestId: z.string().optional(),
    }),
    result: ChatImportResult,
    // Storage outages are retried for about 10.5 minutes (5 s doubling, 8 attempts); the job resumes
    // from its checkpoint and memory ids derive from the import's id.
    attempts: 8,
    backoff: { type: "exponential", delay: 5000 },
  },
  /**
   * A file import (POST /v1/integrations/files). The bytes are staged in PostgreSQL
   * (`file_upload_chunks`, written by the API while it streams the upload) so a worker on any
   * machine can read them; the job deletes them when it ends.
   */
  "import.file": {
    queue: "import",
    payload: z.object({
      /** Also the job id. */
      integrationId: z.string().uuid(),
      userId: z.string().min(1),
      filename: z.string(),
      category: z.string().optional(),
      extractMode: z.enum(["comprehensive", "smart", "highlights", "summary"]),
      chunkSize: z.number().int().min(100),
      chunkOverlap: z.number().int().min(0),
      autoCategorize: z.boolean(),
      /** The `metadata` form field, copied onto every memory. */
      metadata: z.record(z.string(), z.unknown()).optional(),
      requestId: z.string().optional(),
    }),
    result: FileImportResult,
    // Storage hiccups are retried; the job re-parses the staged file and skips the memory batches its checkpoint lists.
    attempts: 3,
    backoff: { type: "exponential", delay: 5000 },
  },
  /**
   * One sync of a social connection (POST /v1/integrations/social, its schedule, or a manual sync).
   * The OAuth token is read encrypted from PostgreSQL, never carried in the payload.
   */
  "import.social": {
    queue: "import",
    payload: z.object({
      integrationId: z.string().uuid(),
      userId: z.string().min(1),
      trigger: z.enum(["connect", "schedule", "manual"]),
      requestId: z.string().optional(),
    }),
    // A platform outage outlasting the in-request retries: resume from the page cursor later. 401/403 never retry.
    attempts: 4,
    backoff: { type: "exponential", delay: 30_000 },
  },
  /**
   * Restores a memory export (POST /v1/import, docs/export-format.md) into the caller's account. The
   * file is staged in PostgreSQL (`file_upload_chunks`, like a file import) and deleted when the job
   * ends; memory ids derive from the export's ids and the target user, so a rerun adds nothing.
   */
  "import.memories": {
    queue: "import",
    payload: z.object({
      /** Also the job id. */
      integrationId: z.string().uuid(),
      userId: z.string().min(1),
      requestId: z.string().optional(),
      /**
       * The scopes of the key that sent the file: its `privacy` and `bio` lines are applied only
       * with `profile:write`. Absent (a job queued before the field existed): they are skipped.
       */
      scopes: z.array(z.enum(SCOPES)).optional(),
    }),
    result: MemoryImportResult,
    // Storage hiccups are retried; the job reads the file again and finds its own earlier writes.
    attempts: 3,
    backoff: { type: "exponential", delay: 5000 },
  },
  /** Removes points whose memories were deleted while Qdrant was unreachable. */
  "memory.purge-points": {
    queue: "memory",
    payload: z.object({ collection: z.string(), ids: z.array(z.string().uuid()).min(1) }),
    // Qdrant may be down for a while: keep trying for about an hour.
    attempts: 12,
    backoff: { type: "exponential", delay: 2000 },
  },
  /** Writes an API key's last use to PostgreSQL, at most once per key and minute (deduplicated by job id). */
  "apikey.touch": {
    queue: "maintenance",
    payload: z.object({ apiKeyId: z.string().uuid(), usedAt: z.string().datetime() }),
    // A missed touch only makes `last_used` a minute older: a few quick retries suffice.
    attempts: 3,
    backoff: { type: "exponential", delay: 500 },
  },
  /**
   * Derives the user's profile (category profiles, insights, traits, statistics, bio summary).
   * Scheduled (debounced) after stores, imports, updates and deletes; without `force` it does
   * nothing unless the user has ≥ 5 memories and the last generation is ≥ 24 h old.
   */
  "profile.generate": {
    queue: "maintenance",
    payload: z.object({
      userId: z.string().min(1),
      force: z.boolean().default(false),
      requestId: z.string().optional(),
    }),
    // Reads and rewrites one user's derived rows: a retry rewrites the same rows.
    attempts: 3,
    backoff: { type: "exponential", delay: 2000 },
  },
  /** Writes one bio variant (format × style × excluded categories) and caches it for 7 days. */
  "bio.generate": {
    queue: "maintenance",
    payload: z.object({
      userId: z.string().min(1),
      format: z.enum(["full", "short", "bullets", "professional"]),
      style: z.enum(["narrative", "factual", "casual", "formal"]),
      excluded: z.array(z.string()),
      requestId: z.string().optional(),
    }),
    // The cache row is upserted by its variant key: a retry overwrites the same row.
    attempts: 2,
    backoff: { type: "exponential", delay: 1000 },
  },
  /**
   * Sends one event to one webhook endpoint (a `webhook_deliveries` row), signed per Standard
   * Webhooks. Attempts and backoff are set by the dispatcher from WEBHOOK_MAX_ATTEMPTS and
   * WEBHOOK_RETRY_BASE_MS (defaults below: 12 attempts, 42 s doubling, about 24 h in all).
   */
  "webhook.deliver": {
    queue: "webhook",
    payload: z.object({ deliveryId: z.string().uuid() }),
    ...WEBHOOK_RETRIES,
  },
  /** Deletes memory backups older than their 30-day retention; repeats hourly. */
  "backups.purge": {
    queue: "maintenance",
    payload: z.object({}),
    attempts: 3,
    backoff: { type: "exponential", delay: 10_000 },
  },
  /**
   * Fails uploads whose staging stopped (the API died or the client left mid-upload) and deletes
   * their staged bytes; repeats every half of FILE_UPLOAD_STALE_AFTER_MS (at most 5 min).
   */
  "uploads.sweep": {
    queue: "maintenance",
    payload: z.object({}),
    attempts: 3,
    backoff: { type: "exponential", delay: 10_000 },
  },
} as const satisfies Record<
  string,
  {
    queue: QueueName;
    payload: z.ZodType;
    result?: z.ZodType;
    attempts: number;
    backoff: { type: "exponential" | "fixed"; delay: number };
  }
>;

export type JobName = keyof typeof JOBS;
export type JobPayload<N extends JobName> = z.output<(typeof JOBS)[N]["payload"]>;
export type JobNamesOf<Q extends QueueName> = {
  [N in JobName]: (typeof JOBS)[N]["queue"] extends Q ? N : never;
}[JobName];

/** BullMQ forbids `:` in custom job ids; ids are built from readable parts joined by `.`. */
export function jobId(...parts: (string | number)[]): string {
  return parts.map((p) => String(p).replaceAll(":", "_")).join(".");
}

/** Redis list of a chat import's staged messages (one JSON record each), deleted when the import ends. */
export function chatStageKey(prefix: string, integrationId: string): string {
  return `${prefix}:stage:chat:${integrationId}`;
}

/** The jobs that declare a result schema. */
export type JobWithResult = {
  [N in JobName]: (typeof JOBS)[N] extends { result: z.ZodType } ? N : never;
}[JobName];
export type JobResult<N extends JobWithResult> = z.output<(typeof JOBS)[N]["result"]>;

/** Builds a job's result, checked against its schema: a worker never writes a result the API cannot read. */
export function jobResult<N extends JobWithResult>(
  name: N,
  value: z.input<(typeof JOBS)[N]["result"]>,
): JobResult<N> {
  return JOBS[name].result.parse(value) as JobResult<N>;
}

/**
 * Reads back a job's result (from `integrations.result` or a finished job; none reads as `{}`): the
 * parsed value, or the schema's complaints when it does not match (the caller decides what to answer).
 */
export function readJobResult<N extends JobWithResult>(
  name: N,
  value: unknown,
): { ok: true; value: JobResult<N> } | { ok: false; issues: string } {
  const parsed = JOBS[name].result.safeParse(value ?? {});
  return parsed.success
    ? { ok: true, value: parsed.data as JobResult<N> }
    : {
        ok: false,
        issues: parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; "),
      };
}
