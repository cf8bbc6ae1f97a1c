import { createDb, deploymentCounts, listUsersForOperator } from "@memory/db";
import { createRedis, JobProducer, queueNames } from "@memory/jobs";
import type { CliEnv } from "../env.ts";

/** `pnpm cli users list [--limit n] [--offset n]`: users, newest first, with memory and key counts. */
export async function usersList(env: CliEnv, params: { limit: number; offset: number }) {
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 1 });
  try {
    const { rows, total } = await listUsersForOperator(db, params);
    return {
      total,
      users: rows.map((u) => ({
        user_id: u.id,
        email: u.email,
        created_at: u.createdAt.toISOString(),
        memories: u.memories,
        active_keys: u.activeKeys,
      })),
    };
  } finally {
    await close();
  }
}

async function withQueues<T>(env: CliEnv, run: (producer: JobProducer) => Promise<T>): Promise<T> {
  const redis = createRedis(env, "memory-cli");
  // Fail fast with a clear message instead of waiting for ioredis to reconnect forever.
  await Promise.race([
    redis.ping(),
    new Promise((_, reject) =>
      setTimeout(
        () =>
          reject(
            Object.assign(new Error("Redis did not answer"), {
              code: "ECONNREFUSED",
              port: portOf(env.REDIS_URL),
            }),
          ),
        3000,
      ),
    ),
  ]);
  const producer = new JobProducer(redis, env.QUEUE_PREFIX);
  try {
    return await run(producer);
  } finally {
    await producer.close();
    redis.disconnect();
  }
}

function portOf(url: string): number {
  const port = new URL(url).port;
  return port ? Number(port) : 6379;
}

/**
 * `pnpm cli stats`: what an operator checks first: users, memories by processing status,
 * integrations by type and status, and each queue's job counts (failed ones need attention).
 */
export async function stats(env: CliEnv) {
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 3 });
  let counts: Awaited<ReturnType<typeof deploymentCounts>>;
  try {
    counts = await deploymentCounts(db);
  } finally {
    await close();
  }
  const queues = await withQueues(env, async (producer) => {
    const out: Record<string, Record<string, number>> = {};
    for (const name of queueNames) {
      out[name] = await producer
        .queue(name)
        .getJobCounts("waiting", "active", "delayed", "failed", "completed", "prioritized");
    }
    return out;
  });
  return {
    users: counts.users,
    memories: { total: counts.memories, by_processing_status: counts.memoriesByStatus },
    integrations: counts.integrationsByStatus,
    queues,
  };
}

/** `pnpm cli jobs retry-failed [--queue name]`: moves failed jobs back to waiting, per queue. */
export async function retryFailedJobs(env: CliEnv, queue?: string) {
  if (queue && !(queueNames as string[]).includes(queue))
    throw new Error(`unknown queue "${queue}"; queues: ${queueNames.join(", ")}`);
  const names = queue ? [queue as (typeof queueNames)[number]] : queueNames;
  return withQueues(env, async (producer) => {
    const retried: Record<string, number> = {};
    for (const name of names) {
      const q = producer.queue(name);
      const failed = await q.getFailedCount();
      if (failed > 0) await q.retryJobs({ state: "failed", count: 1000 });
      retried[name] = failed;
    }
    return { retried };
  });
}
