import { z } from "zod";

/**
 * Every job the system runs: name → payload schema → queue → retry policy. The API enqueues
 * through this catalog with a typed payload and the workers validate with the same schema.
 * Payloads carry ids, never blobs. New fields must be optional so queued jobs survive a deploy.
 */
export const QUEUES = {
  /** Small bookkeeping jobs: quick, many at once. */
  maintenance: { concurrency: 8, lockDurationMs: 30_000 },
} as const;
export type QueueName = keyof typeof QUEUES;

export const JOBS = {
  /** Writes an API key's last use to PostgreSQL, at most once per key and minute (deduplicated by job id). */
  "apikey.touch": {
    queue: "maintenance",
    payload: z.object({ apiKeyId: z.string().uuid(), usedAt: z.string().datetime() }),
    // A missed touch only makes `last_used` a minute older: a few quick retries suffice.
    attempts: 3,
    backoff: { type: "exponential", delay: 500 },
  },
} as const satisfies Record<
  string,
  {
    queue: QueueName;
    payload: z.ZodType;
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
