import { createDb, type DbHandle } from "@memory/db";
import { createRedis, JobProducer, type Redis } from "@memory/jobs";
import { createModelProvider, type ModelProvider } from "@memory/models";
import type { Logger } from "@memory/runtime";
import { openCollection, type QdrantClient } from "@memory/vector";
import type { WorkerEnv } from "./env.ts";

export interface WorkerServices {
  env: WorkerEnv;
  logger: Logger;
  db: DbHandle;
  redis: Redis;
  qdrant: QdrantClient;
  models: ModelProvider;
  /** For jobs that schedule other jobs (repeatable purges, point clean-ups). */
  jobs: JobProducer;
}

/**
 * Connects to the stores and loads the model. The Qdrant collection is created or verified here:
 * a collection built for another embedding model stops the worker before it takes any job.
 */
export async function buildWorkerServices(env: WorkerEnv, logger: Logger): Promise<WorkerServices> {
  const models = await createModelProvider(env);
  const spec = { model: models.embeddingModel, dimension: models.dimension };
  const qdrant = await openCollection(env, spec, (note) => logger.warn(note));
  const redis = createRedis(env, "worker");
  return {
    env,
    logger,
    db: createDb(env.DATABASE_URL),
    redis,
    qdrant,
    models,
    jobs: new JobProducer(redis, env.QUEUE_PREFIX),
  };
}
