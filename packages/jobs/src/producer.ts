import { type JobsOptions, Queue, QueueEvents } from "bullmq";
import type { Redis } from "ioredis";
import { JOBS, type JobName, type JobPayload, QUEUES, type QueueName } from "./catalog.ts";

/** The API's side of the queues: typed enqueueing and waiting for results. */
export class JobProducer {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();

  private readonly connection: Redis;
  private readonly prefix: string;

  constructor(connection: Redis, prefix: string) {
    this.connection = connection;
    this.prefix = prefix;
  }

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Validates the payload with the catalog's schema and adds the job; a job id already present is not added twice. */
  async enqueue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options: { jobId: string } & JobsOptions,
  ) {
    const spec = JOBS[name];
    const data = spec.payload.parse(payload);
    return this.queue(spec.queue).add(name, data, {
      attempts: spec.attempts,
      backoff: spec.backoff,
      removeOnComplete: { age: 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
      ...options,
    });
  }

  /** A QueueEvents listener per queue, created on first use (it holds a blocking Redis connection). */
  async queueEvents(name: QueueName): Promise<QueueEvents> {
    let events = this.events.get(name);
    if (!events) {
      events = new QueueEvents(name, { connection: this.connection.duplicate(), prefix: this.prefix });
      this.events.set(name, events);
      await events.waitUntilReady();
    }
    return events;
  }

  async close(): Promise<void> {
    await Promise.all([...this.events.values()].map((e) => e.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

export const queueNames = Object.keys(QUEUES) as QueueName[];
