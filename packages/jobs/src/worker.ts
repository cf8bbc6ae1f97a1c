import { type Job, UnrecoverableError, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { JOBS, type JobName, type JobNamesOf, type JobPayload, QUEUES, type QueueName } from "./catalog.ts";

export interface JobContext {
  job: Job;
  /** True on the job's last allowed attempt: the moment to mark a row failed. */
  finalAttempt: boolean;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<unknown>;
export type QueueHandlers<Q extends QueueName> = { [N in JobNamesOf<Q>]: JobHandler<N> };

/**
 * A BullMQ worker for one queue that validates each payload with the catalog's schema (a payload
 * that does not parse can never succeed: UnrecoverableError) and dispatches it by job name.
 */
export function createQueueWorker<Q extends QueueName>(
  queue: Q,
  handlers: QueueHandlers<Q>,
  options: {
    connection: Redis;
    prefix: string;
    concurrency?: number;
    /** Overrides the queue's lock duration (and the stalled-job check interval with it): tests shorten it. */
    lockDurationMs?: number;
  },
): Worker {
  const config = QUEUES[queue];
  return new Worker(
    queue,
    async (job) => {
      const name = job.name as JobNamesOf<Q>;
      const spec = JOBS[name];
      const handler = (handlers as Record<string, JobHandler<JobName> | undefined>)[name];
      if (!spec || !handler) throw new UnrecoverableError(`no handler for job ${job.name} on queue ${queue}`);
      const parsed = spec.payload.safeParse(job.data);
      if (!parsed.success)
        throw new UnrecoverableError(`invalid payload for ${job.name}: ${parsed.error.message}`);
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      return handler(parsed.data as JobPayload<JobName>, { job, finalAttempt });
    },
    {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency ?? config.concurrency,
      lockDuration: options.lockDurationMs ?? config.lockDurationMs,
      // A job whose lock lapsed (its worker was killed, or starved of CPU past the lock) is taken up
      // again up to 3 times before it counts as failed; imports only once (QUEUES.import): a job
      // that killed two workers is a poison job, failed before it kills a third.
      maxStalledCount: "maxStalledCount" in config ? config.maxStalledCount : 3,
      ...(options.lockDurationMs !== undefined
        ? { stalledInterval: Math.min(options.lockDurationMs, 30_000) }
        : {}),
      autorun: true,
    },
  );
}

export { UnrecoverableError };
