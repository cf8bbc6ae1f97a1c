import { type BearerVerifier, createBearerVerifier } from "@memory/auth";
import { createDb, type DbHandle } from "@memory/db";
import { createRedis, JobProducer, type Redis } from "@memory/jobs";
import { createModelProvider, type ModelProvider } from "@memory/models";
import { createLogger, type Logger } from "@memory/runtime";
import { openCollection, type QdrantClient } from "@memory/vector";
import type { ApiEnv } from "./env.ts";
import { KeyUsageRecorder } from "./lib/key-usage.ts";
import { RateLimits } from "./lib/rate-limits.ts";

/** Everything a handler may use, built once at boot and injected into the request context. */
export interface ApiServices {
  env: ApiEnv;
  logger: Logger;
  db: DbHandle;
  redis: Redis;
  qdrant: QdrantClient;
  jobs: JobProducer;
  /** Embeds search queries and edited memories (extraction runs on the workers). */
  models: ModelProvider;
  rateLimits: RateLimits;
  verifyBearer: BearerVerifier;
  keyUsage: KeyUsageRecorder;
  close(): Promise<void>;
}

/** Connects to the stores, loads the embedding model and creates or verifies the Qdrant collection. */
export async function buildApiServices(
  env: ApiEnv,
  logger: Logger = createLogger("api", env.LOG_LEVEL),
): Promise<ApiServices> {
  const models = await createModelProvider(env);
  const spec = { model: models.embeddingModel, dimension: models.dimension };
  const qdrant = await openCollection(env, spec, (note) => logger.warn(note));
  const db = createDb(env.DATABASE_URL);
  const redis = createRedis(env, "api");
  const jobs = new JobProducer(redis, env.QUEUE_PREFIX);
  return {
    env,
    logger,
    db,
    redis,
    qdrant,
    jobs,
    models,
    rateLimits: new RateLimits(redis, env.QUEUE_PREFIX, {
      standard: env.RATE_LIMIT_STANDARD,
      store: env.RATE_LIMIT_STORE,
      search: env.RATE_LIMIT_SEARCH,
      integrations: env.RATE_LIMIT_INTEGRATIONS,
    }),
    verifyBearer: createBearerVerifier(env),
    keyUsage: new KeyUsageRecorder(jobs, logger),
    async close() {
      await jobs.close();
      await models.close();
      await db.close();
      redis.disconnect();
    },
  };
}
