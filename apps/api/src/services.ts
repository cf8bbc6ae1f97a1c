import { type BearerVerifier, createBearerVerifier } from "@memory/auth";
import { createDb, type DbHandle } from "@memory/db";
import { createRedis, JobProducer, type Redis } from "@memory/jobs";
import { createLogger, type Logger } from "@memory/runtime";
import { createQdrant, type QdrantClient } from "@memory/vector";
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
  rateLimits: RateLimits;
  verifyBearer: BearerVerifier;
  keyUsage: KeyUsageRecorder;
  close(): Promise<void>;
}

export function buildApiServices(
  env: ApiEnv,
  logger: Logger = createLogger("api", env.LOG_LEVEL),
): ApiServices {
  const db = createDb(env.DATABASE_URL);
  const redis = createRedis(env.REDIS_URL, "api");
  const jobs = new JobProducer(redis, env.QUEUE_PREFIX);
  const qdrant = createQdrant({ url: env.QDRANT_URL, apiKey: env.QDRANT_API_KEY });
  return {
    env,
    logger,
    db,
    redis,
    qdrant,
    jobs,
    rateLimits: new RateLimits(redis, env.QUEUE_PREFIX),
    verifyBearer: createBearerVerifier(env),
    keyUsage: new KeyUsageRecorder(jobs, logger),
    async close() {
      await jobs.close();
      await db.close();
      redis.disconnect();
    },
  };
}
